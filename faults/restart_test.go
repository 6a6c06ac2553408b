package faults_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
)

// outcome is one request of the load.
type outcome struct {
	start, end time.Time
	what       string
	status     int
	key        string // the error key of a failure
	err        error  // a transport error
}

// PostgreSQL is restarted (fast shutdown: every session ended) while a
// server is under load. Requests that overlap the outage may fail with
// database_unavailable (503, or a GraphQL field error); every other request
// succeeds, none of them a 5xx; the server needs no restart of its own.
func TestPostgresRestartUnderLoad(t *testing.T) {
	t.Parallel()
	cluster := dbtest.NewCluster(t)
	p := serve(t, "DATABASE_URL="+cluster.Database(t, "meridian"), "MERIDIAN_QUEUE=async")

	requests := []struct {
		what, method, path string
		body               func(i int) any
		ok                 int
	}{
		{"create session", "POST", "/v1/sessions", func(int) any { return map[string]any{"user_reference": "load"} }, 201},
		{"list sessions", "GET", "/v1/sessions?page_size=5", nil, 200},
		{"create customer", "POST", "/v1/customers", func(i int) any {
			return map[string]any{"first_name": "Ada", "last_name": "Lovelace", "email": fmt.Sprintf("ada%d@example.com", i), "country": "NG"}
		}, 0},
		{"graphql", "POST", "/graphql", func(int) any {
			return map[string]any{"query": "{ viewer { organization { id } } sessions(first: 3) { edges { node { id } } } }"}
		}, 200},
	}
	var (
		mu       sync.Mutex
		outcomes []outcome
		stop     atomic.Bool
		paused   sync.RWMutex // a worker holds it for reading while it sends
		serial   atomic.Int64
		wg       sync.WaitGroup
		client   = &http.Client{Timeout: 30 * time.Second}
	)
	for w := range 6 {
		wg.Go(func() {
			for i := w; !stop.Load(); i++ {
				paused.RLock()
				rq := requests[i%len(requests)]
				var body io.Reader
				if rq.body != nil {
					b, _ := json.Marshal(rq.body(int(serial.Add(1))))
					body = bytes.NewReader(b)
				}
				req, _ := http.NewRequest(rq.method, p.URL+rq.path, body)
				req.Header.Set("Authorization", "Bearer "+testKey)
				req.Header.Set("Content-Type", "application/json")
				o := outcome{what: rq.what, start: time.Now()}
				res, err := client.Do(req)
				if err != nil {
					o.err = err
				} else {
					var e struct {
						Error  any `json:"error"`
						Errors []struct {
							Extensions struct{ Code string } `json:"extensions"`
						} `json:"errors"`
					}
					b, _ := io.ReadAll(res.Body)
					res.Body.Close()
					json.Unmarshal(b, &e)
					o.status = res.StatusCode
					if s, ok := e.Error.(string); ok {
						o.key = s
					} else if len(e.Errors) > 0 {
						o.key = e.Errors[0].Extensions.Code
					}
					if rq.ok == 0 && o.status < 300 { // any success will do
						o.status = 0
					} else if o.status == rq.ok && o.key == "" {
						o.status = 0
					}
				}
				o.end = time.Now()
				paused.RUnlock()
				mu.Lock()
				outcomes = append(outcomes, o)
				mu.Unlock()
			}
		})
	}

	// Under load: the pool's connections fail during the outage.
	type window struct{ down, up time.Time }
	var outages []window
	restart := func(pause time.Duration) {
		w := window{down: time.Now()}
		cluster.Stop()
		time.Sleep(pause)
		cluster.Start(t)
		w.up = time.Now()
		outages = append(outages, w)
	}
	time.Sleep(2 * time.Second)
	restart(2 * time.Second)
	time.Sleep(2 * time.Second)
	// A quick restart while the server is idle: its pooled connections all
	// died unseen, and the first requests after it must not fail on them.
	paused.Lock()
	restart(0)
	paused.Unlock()
	time.Sleep(2 * time.Second)
	stop.Store(true)
	wg.Wait()

	var outside, during, unavailable int
	for _, o := range outcomes {
		failed := o.err != nil || o.status != 0
		desc := fmt.Sprintf("%s at %s: status %d %q %v", o.what, o.start.Format("15:04:05.000"), o.status, o.key, o.err)
		overlaps := false
		for _, w := range outages {
			desc += fmt.Sprintf(" (outage %s to %s)", w.down.Format("15:04:05.000"), w.up.Format("15:04:05.000"))
			overlaps = overlaps || (o.end.After(w.down) && o.start.Before(w.up))
		}
		if !overlaps {
			outside++
			require.False(t, failed, "outside the outages: %s", desc)
			continue
		}
		during++
		if failed {
			unavailable++
			require.NoError(t, o.err, desc)
			// GraphQL reports a field's failure in a 200, as the spec
			// has it; a failure before execution is the 503.
			require.True(t, o.status == 503 || (o.what == "graphql" && o.status == 200), desc)
			require.Equal(t, "database_unavailable", o.key, desc)
		}
	}
	t.Logf("%d requests outside the outages all succeeded; %d overlapped one (%d answered database_unavailable)",
		outside, during, unavailable)
	require.Positive(t, unavailable, "the outage under load was seen")
	var afterIdle int
	for _, o := range outcomes {
		if o.start.After(outages[1].up) {
			afterIdle++
		}
	}
	require.Positive(t, afterIdle)
	r := p.Do(t, "GET", "/readyz", "", nil)
	require.Equal(t, 200, r.Status, string(r.Body))
}
