package httpio

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"
)

// Each series is made once, whatever requests meet it at once; one already
// met is found in the map as it stands, with no new map.
func TestSeriesMadeOnce(t *testing.T) {
	t.Parallel()
	m := NewHTTPMetrics(prometheus.NewRegistry())
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 60 {
				m.observe(fmt.Sprintf("GET /r%d", (g+i)%10), 200+100*(i%2), time.Millisecond)
			}
		})
	}
	wg.Wait()
	known := m.series.Load()
	require.Len(t, *known, 20)
	first := (*known)[seriesKey{"GET /r3", 300}]
	require.NotNil(t, first)
	m.observe("GET /r3", 300, time.Millisecond)
	require.Same(t, known, m.series.Load(), "a series met before makes no new map")
	require.Same(t, first, (*m.series.Load())[seriesKey{"GET /r3", 300}])
}

// A request's context may outlive the request (a websocket's does): it
// keeps nothing of the response once the handler has returned.
func TestContextKeepsNoResponse(t *testing.T) {
	t.Parallel()
	var kept context.Context
	h := Observe(slog.New(slog.DiscardHandler), nil, func(string) ErrorWriter { return nil },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { kept = r.Context() }))
	freed := make(chan struct{})
	func() {
		w := httptest.NewRecorder()
		runtime.AddCleanup(w, func(ch chan struct{}) { close(ch) }, freed)
		h.ServeHTTP(w, httptest.NewRequest("GET", "/x", nil))
	}()
	deadline := time.After(10 * time.Second)
	for {
		runtime.GC()
		select {
		case <-freed:
			runtime.KeepAlive(kept)
			return
		case <-deadline:
			t.Fatal("the request's context keeps its response alive")
		case <-time.After(10 * time.Millisecond):
		}
	}
}
