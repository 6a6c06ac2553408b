package httpio

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/logging"
)

// ErrorWriter renders an error in a surface's envelope.
type ErrorWriter interface {
	WriteError(w http.ResponseWriter, r *http.Request, err error)
}

// Recorder wraps a ResponseWriter to remember the status and size written.
// It unwraps for http.ResponseController (flush, hijack for websockets).
type Recorder struct {
	http.ResponseWriter
	Status int
	Bytes  int
}

// WriteHeader records the status.
func (r *Recorder) WriteHeader(status int) {
	if r.Status == 0 {
		r.Status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *Recorder) Write(b []byte) (int, error) {
	if r.Status == 0 {
		r.Status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.Bytes += n
	return n, err
}

// Flush passes a flush through.
func (r *Recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap returns the wrapped writer.
func (r *Recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// validRequestID reports whether a caller's request id is kept: 1 to 64
// of A-Z, a-z, 0-9 and "._:-".
func validRequestID(id string) bool {
	if len(id) == 0 || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		switch c := id[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '.', c == '_', c == ':', c == '-':
		default:
			return false
		}
	}
	return true
}

// requestIDs are a random per-process prefix and a counter: unique, cheap,
// and not meant to be secret.
var (
	requestPrefix = func() string {
		var b [6]byte
		rand.Read(b[:])
		return hex.EncodeToString(b[:])
	}()
	requestCount atomic.Uint64
)

func newRequestID() string {
	var b [12 + 16]byte // the prefix, and a 64-bit counter in hex
	n := copy(b[:], requestPrefix)
	return string(strconv.AppendUint(b[:n], requestCount.Add(1), 16))
}

// exchange is what Observe keeps of a request, in one allocation: the
// request's context (its slot for the caller, over its id and source) and
// the recorder of its response.
type exchange struct {
	who caller.Slot
	log logging.Scope
	rec Recorder
	id  [1]string // X-Request-Id's value
}

// Observe is the outermost middleware: it gives every request an id
// (keeping a caller's sane X-Request-Id), echoes it in X-Request-Id, logs the
// request when it ends, counts it in Prometheus, and turns a panic into a
// 500 (logged with its stack) rendered by errorsFor for the request's path.
func Observe(log *slog.Logger, m *HTTPMetrics, errorsFor func(path string) ErrorWriter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := Header(r.Header, "X-Request-Id")
		if !validRequestID(id) {
			id = newRequestID()
		}
		x := &exchange{rec: Recorder{ResponseWriter: w}, id: [1]string{id}}
		w.Header()["X-Request-Id"] = x.id[:]
		source, _, _ := net.SplitHostPort(r.RemoteAddr)
		x.log = logging.Scope{Context: r.Context(), Request: logging.Request{ID: id, Source: source}}
		x.who.Context = &x.log
		r = r.WithContext(&x.who)
		rec := &x.rec
		if HasNUL(r.URL.Path) || HasNUL(r.URL.RawQuery) || strings.Contains(r.URL.RawQuery, "%00") {
			errorsFor(r.URL.Path).WriteError(rec, r, ErrNUL)
			m.observe("unmatched", rec.Status, time.Since(start))
			return
		}
		// The request's context outlives it where work goes on after the
		// answer (a websocket, a job started from the request): let it not
		// keep the connection's response and buffers too, however the
		// handler ended (this runs last, an aborting panic included).
		defer func() { rec.ResponseWriter = nil }()
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.ErrorContext(r.Context(), "panic serving request", "method", r.Method, "path", r.URL.Path,
					"panic", p, "stack", string(debug.Stack()))
				if rec.Status == 0 {
					errorsFor(r.URL.Path).WriteError(rec, r, errs.E(errs.Internal, "internal_error",
						"Internal server error (request %s)", id))
				}
			}
			status := rec.Status
			if status == 0 {
				status = http.StatusOK
			}
			elapsed := time.Since(start)
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			m.observe(route, status, elapsed)
			if log.Enabled(r.Context(), slog.LevelInfo) {
				log.LogAttrs(r.Context(), slog.LevelInfo, "request",
					slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", status),
					slog.Int("bytes", rec.Bytes), slog.Duration("duration", elapsed))
			}
		}()
		next.ServeHTTP(rec, r)
	})
}

// HTTPMetrics counts requests by route and status.
type HTTPMetrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	// series are the series met so far, to skip label hashing per
	// request: a map never changed once stored, so that a request reads it
	// without a lock; a new series stores a copy, under mu.
	series atomic.Pointer[map[seriesKey]*series]
	mu     sync.Mutex
}

type seriesKey struct {
	route  string
	status int
}

type series struct {
	count   prometheus.Counter
	latency prometheus.Observer
}

// NewHTTPMetrics registers the HTTP metrics with reg.
func NewHTTPMetrics(reg prometheus.Registerer) *HTTPMetrics {
	m := &HTTPMetrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "meridian_http_requests_total", Help: "HTTP requests by route pattern and status code.",
		}, []string{"route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "meridian_http_request_duration_seconds", Help: "HTTP request latency by route pattern.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
	}
	m.series.Store(&map[seriesKey]*series{})
	reg.MustRegister(m.requests, m.duration)
	return m
}

func (m *HTTPMetrics) observe(route string, status int, d time.Duration) {
	if m == nil {
		return
	}
	key := seriesKey{route, status}
	s := (*m.series.Load())[key]
	if s == nil {
		m.mu.Lock()
		known := *m.series.Load()
		if s = known[key]; s == nil {
			s = &series{count: m.requests.WithLabelValues(route, strconv.Itoa(status)), latency: m.duration.WithLabelValues(route)}
			next := maps.Clone(known)
			next[key] = s
			m.series.Store(&next)
		}
		m.mu.Unlock()
	}
	s.count.Inc()
	s.latency.Observe(d.Seconds())
}
