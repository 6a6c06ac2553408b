package httpio_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/logging"
)

type plainErrors struct{}

func (plainErrors) WriteError(w http.ResponseWriter, r *http.Request, err error) {
	e := errs.As(err)
	httpio.WriteJSON(w, e.Kind.Status(), map[string]string{"error": e.Key, "message": e.Message})
}

func TestPanicBecomesA500WithTheRequestID(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	log := logging.New(&logs, "json", slog.LevelInfo)
	h := httpio.Observe(log, httpio.NewHTTPMetrics(prometheus.NewRegistry()),
		func(string) httpio.ErrorWriter { return plainErrors{} },
		http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom: secret detail") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/x", nil))
	require.Equal(t, 500, rec.Code)
	id := rec.Header().Get("X-Request-Id")
	require.NotEmpty(t, id)
	var body map[string]string
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &body))
	require.Equal(t, "internal_error", body["error"])
	require.Contains(t, body["message"], id)
	require.NotContains(t, rec.Body.String(), "secret detail")
	require.Contains(t, logs.String(), "boom: secret detail")
	require.Contains(t, logs.String(), `"stack"`)
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		require.Contains(t, line, `"request_id":"`+id+`"`, "every line names the request")
	}
}

func TestRequestIDKeptOnlyWhenSane(t *testing.T) {
	t.Parallel()
	h := httpio.Observe(slog.New(slog.DiscardHandler), nil, func(string) httpio.ErrorWriter { return plainErrors{} },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			require.Equal(t, w.Header().Get("X-Request-Id"), logging.RequestID(r.Context()))
		}))
	for id, kept := range map[string]bool{
		"abc-123": true, "A.b_c:d-9": true, strings.Repeat("x", 64): true,
		"": false, strings.Repeat("x", 65): false, "a b": false, "a/b": false, "é": false, "a\x00": false,
	} {
		req := httptest.NewRequest("GET", "/x", nil)
		req.Header.Set("X-Request-Id", id)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		got := rec.Header().Get("X-Request-Id")
		require.NotEmpty(t, got, "%q", id)
		require.Equal(t, kept, got == id, "%q", id)
	}
	// Those it makes are one process's prefix and a counter, in hex: each
	// new, and kept when a caller sends it back.
	seen := map[string]bool{}
	for range 300 {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/x", nil))
		id := rec.Header().Get("X-Request-Id")
		require.Regexp(t, `^[0-9a-f]{13,28}$`, id)
		require.False(t, seen[id], id)
		seen[id] = true
		req := httptest.NewRequest("GET", "/x", nil)
		req.Header.Set("X-Request-Id", id)
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		require.Equal(t, id, rec.Header().Get("X-Request-Id"))
	}
}

// The principal a middleware binds under Observe travels in the request's
// own context: the handler gets the same request, with its id and its caller.
func TestPrincipalBindsWithoutACopy(t *testing.T) {
	t.Parallel()
	p := auth.Principal{OrganizationID: "org_a", Mode: auth.Test}
	var seen *http.Request
	h := httpio.Observe(slog.New(slog.DiscardHandler), nil, func(string) httpio.ErrorWriter { return plainErrors{} },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			bound := auth.WithRequestPrincipal(r, p)
			require.Same(t, r, bound)
			got, ok := auth.FromContext(bound.Context())
			require.True(t, ok)
			require.Equal(t, p, got)
			require.Equal(t, w.Header().Get("X-Request-Id"), logging.RequestID(bound.Context()))
			again := auth.WithRequestPrincipal(bound, auth.Principal{OrganizationID: "org_b"})
			require.NotSame(t, bound, again, "a second principal takes a context of its own")
			got, _ = auth.FromContext(again.Context())
			require.Equal(t, "org_b", got.OrganizationID)
			seen = r
		}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/x", nil))
	require.NotNil(t, seen)
	// Without Observe there is no slot: the request is copied, as before.
	r := httptest.NewRequest("GET", "/x", nil)
	require.NotSame(t, r, auth.WithRequestPrincipal(r, p))
}

func TestWriteJSONIsMarshalWithANewline(t *testing.T) {
	t.Parallel()
	for _, v := range []any{map[string]any{"a": "<b>&", "n": 1.5}, []string{}, nil, struct {
		X string `json:"x,omitempty"`
	}{}} {
		want, err := json.Marshal(v)
		require.NoError(t, err)
		rec := httptest.NewRecorder()
		httpio.WriteJSON(rec, 201, v)
		require.Equal(t, 201, rec.Code)
		require.Equal(t, "application/json; charset=utf-8", rec.Header().Get("Content-Type"))
		require.Equal(t, string(want)+"\n", rec.Body.String())
	}
	rec := httptest.NewRecorder()
	httpio.WriteJSON(rec, 200, map[string]any{"f": func() {}})
	require.Equal(t, 500, rec.Code)
	require.JSONEq(t, `{"status":"error","error":"internal_error","message":"Internal server error"}`, rec.Body.String())
	rec = httptest.NewRecorder()
	httpio.WriteJSON(rec, 200, []int{1})
	require.Equal(t, "[1]\n", rec.Body.String(), "an encoder that failed serves the next answer")
}

func TestDecodeJSON(t *testing.T) {
	t.Parallel()
	type in struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	cases := []struct {
		body, ct string
		key      string
		field    string
	}{
		{`{"name":"a","count":1}`, "application/json", "", ""},
		{``, "", "", ""},
		{`{"name":"a"}`, "application/merge-patch+json", "", ""},
		{`{"name":1}`, "application/json", "validation_failed", "name"},
		{`{"count":"1"}`, "application/json", "validation_failed", "count"},
		{`{"other":1}`, "application/json", "validation_failed", "other"},
		{`{`, "application/json", "invalid_json", ""},
		{`"str"`, "application/json", "invalid_json", ""},
		{`null`, "application/json", "", ""}, // no fields, as a nil map marshals
		{`[{"name":"a"}]`, "application/json", "invalid_json", ""},
		{`7`, "application/json", "invalid_json", ""},
		{`{}`, "text/plain", "unsupported_media_type", ""},
		{`{}`, "application/json; charset=utf-8", "", ""},
	}
	for _, c := range cases {
		r := httptest.NewRequest("POST", "/", strings.NewReader(c.body))
		if c.ct != "" {
			r.Header.Set("Content-Type", c.ct)
		}
		var v in
		err := httpio.DecodeJSON(r, &v)
		if c.key == "" {
			require.NoError(t, err, c.body)
			continue
		}
		require.Equal(t, c.key, errs.As(err).Key, c.body)
		require.Less(t, errs.As(err).Kind.Status(), 500)
		if c.field != "" {
			require.Contains(t, errs.As(err).Fields, c.field)
		}
	}
}

// Requests are counted by route and status, the series made as they are
// first met, while other requests are counted at once.
func TestMetricsCountEverySeries(t *testing.T) {
	t.Parallel()
	reg := prometheus.NewRegistry()
	h := httpio.Observe(slog.New(slog.DiscardHandler), httpio.NewHTTPMetrics(reg), func(string) httpio.ErrorWriter { return plainErrors{} },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.Pattern = "GET " + r.URL.Path
			if strings.HasSuffix(r.URL.Path, "/gone") {
				w.WriteHeader(http.StatusNotFound)
			}
		}))
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 60 {
				path := fmt.Sprintf("/r%d", (g+i)%10)
				if i%3 == 0 {
					path += "/gone"
				}
				h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
			}
		})
	}
	wg.Wait()
	families, err := reg.Gather()
	require.NoError(t, err)
	total, series := 0.0, 0
	for _, f := range families {
		if f.GetName() == "meridian_http_requests_total" {
			for _, m := range f.GetMetric() {
				total += m.GetCounter().GetValue()
				series++
			}
		}
	}
	require.Equal(t, 480.0, total)
	require.Equal(t, 20, series)
}
