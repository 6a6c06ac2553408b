package faults_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
)

// receiver is a webhook endpoint that counts what it receives per
// webhook-id and holds every request until released.
type receiver struct {
	*httptest.Server
	mu       sync.Mutex
	seen     map[string]int
	held     int // requests waiting for the release now
	released chan struct{}
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{seen: map[string]int{}, released: make(chan struct{})}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		r.seen[req.Header.Get("webhook-id")]++
		r.held++
		r.mu.Unlock()
		defer func() { r.mu.Lock(); r.held--; r.mu.Unlock() }()
		select {
		case <-r.released:
			w.WriteHeader(http.StatusNoContent)
		case <-req.Context().Done():
		}
	}))
	t.Cleanup(func() { r.release(); r.Close() })
	return r
}

func (r *receiver) release() {
	r.mu.Lock()
	defer r.mu.Unlock()
	select {
	case <-r.released:
	default:
		close(r.released)
	}
}

// counts returns how many requests were held, how many distinct messages
// arrived and how many arrivals repeated one.
func (r *receiver) counts() (held, distinct, duplicates int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, n := range r.seen {
		distinct++
		duplicates += n - 1
	}
	return r.held, distinct, duplicates
}

// A process is killed (SIGKILL) with 200 sessions in processing, their
// verification jobs queued, and hundreds of webhook deliveries pending
// behind four in flight at the receiver. A new process on the same database
// lands every verdict and delivers every message; a message is received
// twice only if its delivery was in flight at the kill.
func TestKilledProcessLosesNothing(t *testing.T) {
	t.Parallel()
	const sessions, workers = 200, 4
	url := dbtest.PostgresURL(t)
	d := open(t, url)
	ctx := context.Background()
	rcv := newReceiver(t)
	env := []string{"DATABASE_URL=" + url, "MERIDIAN_QUEUE=async", "MERIDIAN_WORKERS=4"}
	first := serve(t, env...)
	r := first.Do(t, "POST", "/v1/webhooks", testKey, map[string]any{"url": rcv.URL + "/hook", "events": []string{"verification.*"}})
	require.Equal(t, 201, r.Status, string(r.Body))

	// The workers all wait on held deliveries first (a test event each), so
	// that every verification job queues up behind them: a worker still free
	// when the first flows complete could take one of their jobs.
	for range workers {
		g := first.GraphQL(t, testKey, `mutation($e: ID!) { sendTestWebhookEvent(endpointId: $e) { id } }`,
			map[string]any{"e": r.Str("data.id")})
		require.Nil(t, g.Get("errors"), string(g.Body))
	}
	eventually(t, 10*time.Second, "the workers to hold the test deliveries", func() bool { held, _, _ := rcv.counts(); return held == workers })
	ids := make(chan string, sessions)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range sessions / 8 {
				ids <- verification(t, first.Client, first.Client)
			}
		})
	}
	wg.Wait()
	close(ids)
	processing, err := d.NewSelect().Table("sessions").Where("status = 'processing'").Count(ctx)
	require.NoError(t, err)
	require.EqualValues(t, sessions, processing, "every session waits in processing")
	pending, err := d.NewSelect().Table("jobs").Where("kind = 'webhook.deliver'").Count(ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, pending, int64(3*sessions), "started, document_submitted and processing of each session")
	eventually(t, 10*time.Second, "the workers to hold deliveries", func() bool { held, _, _ := rcv.counts(); return held == workers })

	first.kill()
	inFlight, _, _ := rcv.counts() // the held requests the kill cut
	rcv.release()
	second := serve(t, env...)
	var events int64
	eventually(t, 3*time.Minute, "every verdict and every delivery", func() bool {
		left, err := d.NewSelect().Table("sessions").Where("status <> 'approved'").Count(ctx)
		require.NoError(t, err)
		events, err = d.NewSelect().Table("events").Where("type LIKE 'verification.%'").Count(ctx)
		require.NoError(t, err)
		// A delivery cut by the kill arrived but was never recorded: it
		// is sent again once its lease (30 s) runs out.
		undelivered, err := d.NewSelect().Table("webhook_deliveries").Where("status <> 'succeeded'").Count(ctx)
		require.NoError(t, err)
		_, distinct, _ := rcv.counts()
		return left == 0 && undelivered == 0 && int64(distinct) == events+workers // the test events too
	})
	_, distinct, duplicates := rcv.counts()
	t.Logf("%d sessions approved, %d messages delivered, %d received twice (%d deliveries in flight at the kill)",
		sessions, distinct, duplicates, inFlight)
	require.EqualValues(t, 5*sessions, events, "started, document_submitted, processing, approved, completed")
	require.LessOrEqual(t, duplicates, inFlight, "only a delivery in flight at the kill is received twice")
	for id := range ids {
		r := second.Do(t, "GET", "/v1/sessions/"+id, testKey, nil)
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
	}
}
