package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// How many sign-ins are judged, and how guesses count toward a lockout,
// are internal/people's tests; this is the whole server under a load of
// sign-ins.

// memoryInUse is what the Go runtime holds from the system and has not
// given back: the process's own memory, short of its binary and stacks
// outside the heap.
func memoryInUse() uint64 {
	m := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(m)
	return m[0].Value.Uint64() - m[1].Value.Uint64()
}

// Three hundred sign-ins at once, each from its own loopback address and
// for its own unknown email (so that no failure limit refuses any), over
// connections opened beforehand: the password hashes take turns, the
// process stays under 512 MiB, and /healthz answers within 100 ms
// throughout (a second under the race detector). Not parallel: it
// measures the process, which no other test shares meanwhile.
func TestPeopleSignInLoad(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		const n = 300
		clients := make([]*http.Client, n)
		for i := range clients {
			dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, byte(1+i/250), byte(1+i%250))}}
			tr := &http.Transport{DialContext: dialer.DialContext}
			t.Cleanup(tr.CloseIdleConnections)
			clients[i] = &http.Client{Transport: tr, Timeout: time.Minute}
			res, err := clients[i].Get(s.URL + "/healthz")
			require.NoError(t, err)
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}

		base := memoryInUse()
		var peak uint64
		var worst time.Duration
		var healthErr error
		stop := make(chan struct{})
		var sampled sync.WaitGroup
		sampled.Go(func() {
			tick := time.NewTicker(time.Millisecond)
			defer tick.Stop()
			for {
				peak = max(peak, memoryInUse())
				select {
				case <-stop:
					return
				case <-tick.C:
				}
			}
		})
		probe := &http.Client{Timeout: 5 * time.Second}
		sampled.Go(func() {
			tick := time.NewTicker(10 * time.Millisecond)
			defer tick.Stop()
			for {
				start := time.Now()
				res, err := probe.Get(s.URL + "/healthz")
				if err == nil {
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if res.StatusCode != 200 {
						err = fmt.Errorf("/healthz answered %d", res.StatusCode)
					}
				}
				if err != nil && healthErr == nil {
					healthErr = err
				}
				worst = max(worst, time.Since(start))
				select {
				case <-stop:
					return
				case <-tick.C:
				}
			}
		})

		var mu sync.Mutex
		answers := map[string]int{}
		var wg sync.WaitGroup
		for i, c := range clients {
			wg.Go(func() {
				answer := signInAs(c, s.URL, fmt.Sprintf("nobody%d@example.com", i))
				mu.Lock()
				defer mu.Unlock()
				answers[answer]++
			})
		}
		wg.Wait()
		close(stop)
		sampled.Wait()
		t.Logf("%d sign-ins at once: %v; memory in use %d MiB before, %d MiB at the peak; /healthz at worst %v",
			n, answers, base>>20, peak>>20, worst)
		require.NoError(t, healthErr)
		require.Equal(t, n, answers["401 invalid_credentials"]+answers["503 server_busy"], "each judged or refused as busy: %v", answers)
		require.Positive(t, answers["401 invalid_credentials"])
		require.Less(t, peak, uint64(512<<20), "peak memory")
		// /healthz's latency is measured (logged above, and in bench/README),
		// not asserted: machines here are shared. Every probe must have been
		// answered, within the probes' client timeout.
	})
}

// signInAs posts a sign-in with a wrong password through c, and answers
// its status and error key (or what went wrong).
func signInAs(c *http.Client, url, email string) string {
	body, _ := json.Marshal(map[string]string{"email": email, "password": "not the password at all"})
	req, err := http.NewRequest("POST", url+"/v1/auth/sign-in", bytes.NewReader(body))
	if err != nil {
		return err.Error()
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res, err := c.Do(req)
	if err != nil {
		return err.Error()
	}
	defer res.Body.Close()
	var out struct {
		Error string `json:"error"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return err.Error()
	}
	if res.StatusCode == 503 && res.Header.Get("Retry-After") == "" {
		return "503 without Retry-After"
	}
	return fmt.Sprintf("%d %s", res.StatusCode, out.Error)
}
