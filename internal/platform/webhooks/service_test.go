package webhooks_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// clock is the injected clock: it moves only when a test moves it.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

type testBundle struct {
	db     *db.DB
	p      auth.Principal
	clock  *clock
	jobs   *jobs.Client
	events *events.Log
}

// setup builds the service as the server does, with the job workers
// running on an injected clock; edit adjusts its config.
func setup(t *testing.T, d *db.DB, edit func(*webhooks.Config)) (*webhooks.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	log := slog.New(slog.DiscardHandler)
	ev := events.NewLog(d, nil)
	ev.Now = clk.Now
	jc := jobs.New(d, jobs.Config{PollInterval: 10 * time.Millisecond, Logger: log, Now: clk.Now})
	cfg := webhooks.Config{Jobs: jc, Events: ev, Key: key, Ring: ring, Logger: log, Now: clk.Now}
	if edit != nil {
		edit(&cfg)
	}
	svc, err := webhooks.New(d, cfg)
	require.NoError(t, err)
	o, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
	require.NoError(t, err)
	jc.Start(ctx)
	t.Cleanup(func() { require.NoError(t, jc.Stop(context.Background())) })
	return svc, &testBundle{db: d, p: auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, clock: clk, jobs: jc, events: ev}
}

// advance moves the clock and wakes the workers.
func (b *testBundle) advance(d time.Duration) {
	b.clock.Advance(d)
	b.jobs.Wake()
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// received is a request the receiver got.
type received struct {
	header http.Header
	body   []byte
}

// receiver is a webhook endpoint on 127.0.0.1: it answers each request
// with the status set, or, when hang is set, not at all (until the
// sender gives up).
type receiver struct {
	*httptest.Server
	status atomic.Int32
	hang   atomic.Bool
	mu     sync.Mutex
	got    []received
}

func newReceiver(t *testing.T) *receiver {
	t.Helper()
	r := &receiver{}
	r.status.Store(http.StatusOK)
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, received{header: req.Header.Clone(), body: body})
		r.mu.Unlock()
		if r.hang.Load() {
			<-req.Context().Done()
			return
		}
		w.WriteHeader(int(r.status.Load()))
		io.WriteString(w, "thanks")
	}))
	require.True(t, strings.HasPrefix(r.URL, "http://127.0.0.1:"), r.URL)
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) requests() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.got...)
}

// endpoint registers the receiver for every event.
func (b *testBundle) endpoint(t *testing.T, svc *webhooks.Service, r *receiver, types ...string) (*webhooks.Endpoint, string) {
	t.Helper()
	in := webhooks.EndpointInput{URL: &r.URL}
	if types != nil {
		in.Events = &types
	}
	e, secret, err := svc.Create(context.Background(), b.p, in)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(secret, "whsec_"), secret)
	return e, secret
}

func (b *testBundle) record(t *testing.T, typ string) *events.Event {
	t.Helper()
	e, err := b.events.Record(context.Background(), b.db, b.p, typ, "obj_1", map[string]any{"amount": 100, "note": "café"})
	require.NoError(t, err)
	// The event as the log reads it back: its payload rendered.
	e, err = b.events.Get(context.Background(), b.p, e.ID)
	require.NoError(t, err)
	return e
}

// delivery is the delivery of an event to an endpoint, with its attempts.
func (b *testBundle) delivery(t *testing.T, svc *webhooks.Service, endpointID, eventID string) (webhooks.Delivery, []webhooks.Attempt) {
	t.Helper()
	ds, attempts, _, err := svc.Deliveries(context.Background(), b.p, endpointID, pagingAll)
	require.NoError(t, err)
	for _, d := range ds {
		if d.EventID == eventID {
			return d, attempts[d.ID]
		}
	}
	t.Fatalf("no delivery of %s to %s", eventID, endpointID)
	return webhooks.Delivery{}, nil
}

// settled waits for the delivery to have n attempts with no job running
// or due, and returns it.
func (b *testBundle) settled(t *testing.T, svc *webhooks.Service, endpointID, eventID string, n int) (webhooks.Delivery, []webhooks.Attempt) {
	t.Helper()
	var d webhooks.Delivery
	var at []webhooks.Attempt
	waitFor(t, strconv.Itoa(n)+" attempts", func() bool {
		if !b.still(t) {
			return false
		}
		d, at = b.delivery(t, svc, endpointID, eventID)
		return d.Attempts == n
	})
	return d, at
}

// still reports that no job is running or due: until the test acts (or
// moves the clock), nothing changes.
func (b *testBundle) still(t *testing.T) bool {
	t.Helper()
	n, err := b.db.NewSelect().Model((*jobs.Job)(nil)).
		Where("state = ? OR (state = ? AND run_at <= ?)", jobs.Running, jobs.Available, b.clock.Now()).Count(context.Background())
	require.NoError(t, err)
	return n == 0
}

// nextAttempt is when the delivery's job runs next.
func (b *testBundle) nextAttempt(t *testing.T, deliveryID string) (time.Time, jobs.State) {
	t.Helper()
	var js []jobs.Job
	require.NoError(t, b.db.NewSelect().Model(&js).Where("kind = ?", "webhook.deliver").Order("id DESC").Scan(context.Background()))
	for _, j := range js {
		if strings.Contains(j.Args, deliveryID) {
			return j.RunAt.UTC(), j.State
		}
	}
	t.Fatalf("no job delivers %s", deliveryID)
	return time.Time{}, ""
}

// verify checks both signatures of a request against each secret given
// (the timestamp is the injected clock's, checked apart).
func verify(t *testing.T, r received, arkycSecret string, secrets ...string) {
	t.Helper()
	for _, s := range secrets {
		wh, err := standardwebhooks.NewWebhook(s)
		require.NoError(t, err)
		require.NoError(t, wh.VerifyIgnoringTimestamp(r.body, r.header), "Standard Webhooks signature under %s", s)
	}
	ts := r.header.Get("X-Arkyc-Timestamp")
	require.Equal(t, r.header.Get("webhook-timestamp"), ts)
	m := hmac.New(sha256.New, []byte(arkycSecret))
	m.Write([]byte(ts + "." + string(r.body)))
	require.Equal(t, hex.EncodeToString(m.Sum(nil)), r.header.Get("X-Arkyc-Signature"))
}

func status(d webhooks.Delivery) string { return string(d.Status) }

func TestSchedule(t *testing.T) {
	t.Parallel()
	require.LessOrEqual(t, webhooks.Schedule[0], time.Minute, "the first retry comes within a minute")
	var total time.Duration
	for i, wait := range webhooks.Schedule {
		require.Positive(t, wait)
		if i > 0 {
			require.GreaterOrEqual(t, wait, webhooks.Schedule[i-1], "waits never shrink")
		}
		total += wait
	}
	require.Greater(t, total, 24*time.Hour, "the retries span more than a day")
}

func TestDelivery(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		ep, secret := b.endpoint(t, svc, rcv)

		t.Run("an event is posted as its exact bytes, signed both ways", func(t *testing.T) {
			ev := b.record(t, "transfer.processing")
			dl, at := b.settled(t, svc, ep.ID, ev.ID, 1)
			require.Equal(t, "succeeded", status(dl))
			require.Equal(t, 200, *dl.LastStatus)
			require.Len(t, at, 1)
			require.Equal(t, 200, *at[0].StatusCode)
			require.Equal(t, "thanks", at[0].ResponseBody)
			require.Empty(t, at[0].Error)

			got := rcv.requests()
			require.Len(t, got, 1)
			r := got[0]
			require.Equal(t, ev.Payload, string(r.body))
			require.Equal(t, "application/json", r.header.Get("Content-Type"))
			require.Equal(t, ev.ID, r.header.Get("webhook-id"))
			require.Equal(t, strconv.FormatInt(b.clock.Now().Unix(), 10), r.header.Get("webhook-timestamp"))
			require.Len(t, strings.Fields(r.header.Get("webhook-signature")), 1)
			verify(t, r, secret, secret)
		})

		t.Run("a non-2xx answer is a failure, retried on the schedule", func(t *testing.T) {
			rcv.status.Store(http.StatusInternalServerError)
			ev := b.record(t, "transfer.processing")
			dl, at := b.settled(t, svc, ep.ID, ev.ID, 1)
			require.Equal(t, "pending", status(dl))
			require.Equal(t, 500, *at[0].StatusCode)
			next, state := b.nextAttempt(t, dl.ID)
			require.Equal(t, jobs.Available, state)
			require.Equal(t, b.clock.Now().Add(webhooks.Schedule[0]), next)

			rcv.status.Store(http.StatusNoContent)
			b.advance(webhooks.Schedule[0])
			dl, at = b.settled(t, svc, ep.ID, ev.ID, 2)
			require.Equal(t, "succeeded", status(dl))
			require.Equal(t, []int{1, 2}, []int{at[0].Attempt, at[1].Attempt})
			require.Equal(t, 204, *at[1].StatusCode)
		})

		t.Run("a resend delivers the same message again", func(t *testing.T) {
			ev := b.record(t, "transfer.successful")
			dl, _ := b.settled(t, svc, ep.ID, ev.ID, 1)
			before := len(rcv.requests())
			again, err := svc.Resend(ctx, b.p, dl.ID)
			require.NoError(t, err)
			require.Equal(t, "pending", status(*again))
			dl, at := b.settled(t, svc, ep.ID, ev.ID, 2)
			require.Equal(t, "succeeded", status(dl))
			require.Len(t, at, 2)
			got := rcv.requests()
			require.Len(t, got, before+1)
			require.Equal(t, ev.ID, got[before].header.Get("webhook-id"), "the same webhook-id")
			require.Equal(t, ev.Payload, string(got[before].body))

			o, err := orgs.New(d, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			_, err = svc.Resend(ctx, auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, dl.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		})

		t.Run("an endpoint gets the events it names", func(t *testing.T) {
			only := newReceiver(t)
			e, _ := b.endpoint(t, svc, only, "usd_account.*", "transfer.failed")
			for _, typ := range []string{"usd_account.approved", "transfer.successful", "transfer.failed"} {
				b.record(t, typ)
			}
			waitFor(t, "two deliveries", func() bool { return len(only.requests()) == 2 })
			ds, _, n, err := svc.Deliveries(ctx, b.p, e.ID, pagingAll)
			require.NoError(t, err)
			require.Equal(t, 2, n)
			require.Len(t, ds, 2)
		})
	})
}

func TestEveryRetryOfTheSchedule(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		rcv.status.Store(http.StatusServiceUnavailable)
		ep, _ := b.endpoint(t, svc, rcv)
		ev := b.record(t, "transfer.processing")
		start := b.clock.Now()
		for i, wait := range webhooks.Schedule {
			dl, at := b.settled(t, svc, ep.ID, ev.ID, i+1)
			require.Equal(t, "pending", status(dl))
			require.Len(t, at, i+1, "every attempt is recorded")
			next, _ := b.nextAttempt(t, dl.ID)
			require.Equal(t, b.clock.Now().Add(wait), next, "retry %d", i+1)
			b.advance(wait)
		}
		dl, at := b.settled(t, svc, ep.ID, ev.ID, len(webhooks.Schedule)+1)
		require.Equal(t, "failed", status(dl), "given up after the last retry")
		require.Len(t, at, len(webhooks.Schedule)+1)
		for _, a := range at {
			require.Equal(t, 503, *a.StatusCode)
		}
		require.Greater(t, b.clock.Now().Sub(start), 24*time.Hour)
		_, state := b.nextAttempt(t, dl.ID)
		require.Equal(t, jobs.Completed, state)
		require.Len(t, rcv.requests(), len(webhooks.Schedule)+1)

		e, err := svc.Get(context.Background(), b.p, ep.ID)
		require.NoError(t, err)
		require.True(t, e.Enabled)
		require.NotNil(t, e.FailingSince, "the endpoint's failure record starts")
	})
}

func TestTimeout(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc, b := setup(t, d, func(c *webhooks.Config) { c.Timeout = 100 * time.Millisecond })
		rcv := newReceiver(t)
		rcv.hang.Store(true)
		ep, _ := b.endpoint(t, svc, rcv)
		ev := b.record(t, "transfer.processing")
		dl, at := b.settled(t, svc, ep.ID, ev.ID, 1)
		require.Equal(t, "pending", status(dl), "a receiver that does not answer in time has failed")
		require.Nil(t, dl.LastStatus)
		require.Nil(t, at[0].StatusCode)
		require.NotEmpty(t, at[0].Error)
		next, state := b.nextAttempt(t, dl.ID)
		require.Equal(t, jobs.Available, state)
		require.Equal(t, b.clock.Now().Add(webhooks.Schedule[0]), next)
	})
}

func TestEndpointDisabledAfterFailingLongEnough(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, func(c *webhooks.Config) { c.Schedule = []time.Duration{time.Minute} })
		rcv := newReceiver(t)
		rcv.status.Store(http.StatusGone)
		ep, _ := b.endpoint(t, svc, rcv)
		fail := func() webhooks.Delivery {
			ev := b.record(t, "transfer.processing")
			b.settled(t, svc, ep.ID, ev.ID, 1)
			b.advance(time.Minute)
			dl, _ := b.settled(t, svc, ep.ID, ev.ID, 2)
			require.Equal(t, "failed", status(dl))
			return dl
		}

		fail()
		e, err := svc.Get(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.True(t, e.Enabled)
		since := *e.FailingSince

		b.advance(webhooks.DisableAfter - 2*time.Minute)
		fail()
		e, err = svc.Get(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.True(t, e.Enabled, "not yet failing for long enough")
		require.Equal(t, since, *e.FailingSince)

		b.advance(time.Minute)
		fail()
		e, err = svc.Get(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.False(t, e.Enabled)
		require.Equal(t, "deliveries have failed since "+since.Format(time.RFC3339), *e.DisabledReason)
		list, _, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"webhook_endpoint.disabled"}}, pagingAll)
		require.NoError(t, err)
		require.Len(t, list, 1)
		require.Equal(t, ep.ID, list[0].ObjectID)

		ev := b.record(t, "transfer.processing")
		ds, _, _, err := svc.Deliveries(ctx, b.p, ep.ID, pagingAll)
		require.NoError(t, err)
		for _, dl := range ds {
			require.NotEqual(t, ev.ID, dl.EventID, "a disabled endpoint gets nothing")
		}

		on := true
		e, err = svc.Update(ctx, b.p, ep.ID, webhooks.EndpointInput{Enabled: &on})
		require.NoError(t, err)
		require.True(t, e.Enabled)
		require.Nil(t, e.FailingSince, "enabling again clears the failure record")
		require.Nil(t, e.DisabledReason)
	})
}

// TestOutcomesAndFailing: the overview's webhook figures count the
// deliveries of the last OutcomeWindow by the service's clock, and name the
// endpoints whose deliveries fail, of the caller's organization only.
func TestOutcomesAndFailing(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, func(c *webhooks.Config) { c.Schedule = []time.Duration{time.Minute} })
		good, bad := newReceiver(t), newReceiver(t)
		bad.status.Store(http.StatusGone)
		okEp, _ := b.endpoint(t, svc, good)
		badEp, _ := b.endpoint(t, svc, bad)
		ev := b.record(t, "transfer.processing")
		b.settled(t, svc, okEp.ID, ev.ID, 1)
		b.settled(t, svc, badEp.ID, ev.ID, 1)
		outcomes, err := svc.Outcomes(ctx, b.p)
		require.NoError(t, err)
		require.Equal(t, map[webhooks.DeliveryStatus]int{webhooks.DeliverySucceeded: 1, webhooks.DeliveryPending: 1}, outcomes)

		b.advance(time.Minute)
		b.settled(t, svc, badEp.ID, ev.ID, 2)
		outcomes, err = svc.Outcomes(ctx, b.p)
		require.NoError(t, err)
		require.Equal(t, map[webhooks.DeliveryStatus]int{webhooks.DeliverySucceeded: 1, webhooks.DeliveryFailed: 1}, outcomes)
		failing, err := svc.Failing(ctx, b.p)
		require.NoError(t, err)
		require.Len(t, failing, 1)
		require.Equal(t, badEp.ID, failing[0].ID)

		other, err := orgs.New(d, orgs.Config{}).Create(ctx, "other")
		require.NoError(t, err)
		op := auth.Principal{OrganizationID: other.ID, Mode: auth.Test}
		outcomes, err = svc.Outcomes(ctx, op)
		require.NoError(t, err)
		require.Empty(t, outcomes)
		failing, err = svc.Failing(ctx, op)
		require.NoError(t, err)
		require.Empty(t, failing)

		b.clock.Advance(webhooks.OutcomeWindow)
		outcomes, err = svc.Outcomes(ctx, b.p)
		require.NoError(t, err)
		require.Empty(t, outcomes, "the window is the service's clock's")
	})
}

func TestSecretRotation(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		ep, old := b.endpoint(t, svc, rcv)
		_, fresh, err := svc.Rotate(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.NotEqual(t, old, fresh)

		ev := b.record(t, "transfer.processing")
		b.settled(t, svc, ep.ID, ev.ID, 1)
		r := rcv.requests()[0]
		require.Len(t, strings.Fields(r.header.Get("webhook-signature")), 2, "both secrets sign during the overlap")
		verify(t, r, fresh, fresh, old)

		b.advance(webhooks.RotationOverlap + time.Second)
		ev = b.record(t, "transfer.processing")
		b.settled(t, svc, ep.ID, ev.ID, 1)
		r = rcv.requests()[1]
		require.Len(t, strings.Fields(r.header.Get("webhook-signature")), 1, "the old secret stops after the overlap")
		verify(t, r, fresh, fresh)
		wh, err := standardwebhooks.NewWebhook(old)
		require.NoError(t, err)
		require.Error(t, wh.VerifyIgnoringTimestamp(r.body, r.header))
	})
}

func TestEndpoints(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		for _, bad := range []string{"", "ftp://127.0.0.1/x", "http://user:pw@127.0.0.1/x", "http://127.0.0.1:0/x", "/relative"} {
			_, _, err := svc.Create(ctx, b.p, webhooks.EndpointInput{URL: &bad})
			require.Equal(t, errs.Invalid, errs.KindOf(err), bad)
		}
		local := "https://127.0.0.1:8443/hooks"
		live := auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}
		_, _, err := svc.Create(ctx, live, webhooks.EndpointInput{URL: &local})
		require.Equal(t, errs.Invalid, errs.KindOf(err), "live endpoints must be public")
		plain := "http://127.0.0.1:8443/hooks"
		_, _, err = svc.Create(ctx, live, webhooks.EndpointInput{URL: &plain})
		require.Equal(t, errs.Invalid, errs.KindOf(err), "live endpoints use https")

		e, _, err := svc.Create(ctx, b.p, webhooks.EndpointInput{URL: &plain})
		require.NoError(t, err, "test endpoints may be local")
		_, err = svc.Get(ctx, live, e.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		require.NoError(t, svc.Delete(ctx, b.p, e.ID))
		_, err = svc.Get(ctx, b.p, e.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		list, err := svc.List(ctx, b.p)
		require.NoError(t, err)
		require.Empty(t, list)
	})
}

var pagingAll = paging.Page{Number: 1, Size: 100}

// publicResolver answers every host with a public address.
type publicResolver struct{}

func (publicResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

func TestEndpointLimit(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, func(c *webhooks.Config) { c.Resolver = publicResolver{} })
		create := func(p auth.Principal) (*webhooks.Endpoint, error) {
			u := "https://hooks.example.com/" + strconv.Itoa(rand.IntN(1e9))
			e, _, err := svc.Create(ctx, p, webhooks.EndpointInput{URL: &u})
			return e, err
		}
		requireLimit := func(err error) {
			t.Helper()
			require.Equal(t, "webhook_endpoint_limit_reached", errs.As(err).Key, "%v", err)
			require.Equal(t, errs.Conflict, errs.KindOf(err))
		}

		// Forty-five, then five more of ten sent at once: the count is taken in turn.
		var made []*webhooks.Endpoint
		for range webhooks.MaxEndpoints - 5 {
			e, err := create(b.p)
			require.NoError(t, err)
			made = append(made, e)
		}
		var wg sync.WaitGroup
		var ok, refused atomic.Int32
		for range 10 {
			wg.Go(func() {
				_, err := create(b.p)
				if err == nil {
					ok.Add(1)
				} else if errs.As(err).Key == "webhook_endpoint_limit_reached" {
					refused.Add(1)
				}
			})
		}
		wg.Wait()
		require.EqualValues(t, 5, ok.Load())
		require.EqualValues(t, 5, refused.Load())
		list, err := svc.List(ctx, b.p)
		require.NoError(t, err)
		require.Len(t, list, webhooks.MaxEndpoints)

		_, err = create(b.p)
		requireLimit(err)
		off := false
		_, err = svc.Update(ctx, b.p, made[0].ID, webhooks.EndpointInput{Enabled: &off})
		require.NoError(t, err)
		_, err = create(b.p)
		requireLimit(err) // a disabled endpoint is listed: it counts

		live := auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}
		_, err = create(live)
		require.NoError(t, err, "each mode has its own endpoints")
		o, err := orgs.New(d, orgs.Config{}).Create(ctx, "globex")
		require.NoError(t, err)
		_, err = create(auth.Principal{OrganizationID: o.ID, Mode: auth.Test})
		require.NoError(t, err, "and each organization")

		require.NoError(t, svc.Delete(ctx, b.p, made[1].ID))
		_, err = create(b.p)
		require.NoError(t, err, "a deleted endpoint frees its place")
		_, err = create(b.p)
		requireLimit(err)
		list, err = svc.List(ctx, b.p)
		require.NoError(t, err)
		require.Len(t, list, webhooks.MaxEndpoints)
	})
}

// quiet waits until no job is running or due.
func (b *testBundle) quiet(t *testing.T) {
	t.Helper()
	waitFor(t, "no job running or due", func() bool { return b.still(t) })
}

func requireAttempts(t *testing.T, at []webhooks.Attempt, n int) {
	t.Helper()
	require.Len(t, at, n)
	for i, a := range at {
		require.Equal(t, i+1, a.Attempt, "attempts are numbered in turn")
	}
}

// Resends make the attempts a delivery has left, then are refused.
func TestDeliveryAttemptsBound(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		{
			svc, b := setup(t, d, func(c *webhooks.Config) { c.Schedule = make([]time.Duration, 6) }) // 7 attempts a run
			rcv := newReceiver(t)
			rcv.status.Store(http.StatusInternalServerError)
			ep, _ := b.endpoint(t, svc, rcv)
			ev := b.record(t, "transfer.processing")
			dl, at := b.settled(t, svc, ep.ID, ev.ID, 7)
			require.Equal(t, "failed", status(dl))
			requireAttempts(t, at, 7)
			_, err := svc.Resend(ctx, b.p, dl.ID)
			require.NoError(t, err)
			dl, at = b.settled(t, svc, ep.ID, ev.ID, 14)
			require.Equal(t, "failed", status(dl))
			requireAttempts(t, at, 14)
			_, err = svc.Resend(ctx, b.p, dl.ID)
			require.NoError(t, err)
			dl, at = b.settled(t, svc, ep.ID, ev.ID, webhooks.MaxDeliveryAttempts)
			require.Equal(t, "failed", status(dl), "six attempts were left")
			requireAttempts(t, at, webhooks.MaxDeliveryAttempts)

			_, err = svc.Resend(ctx, b.p, dl.ID)
			require.Equal(t, "delivery_attempts_exhausted", errs.As(err).Key, "%v", err)
			require.Equal(t, errs.Conflict, errs.KindOf(err))
			b.quiet(t)
			dl, at = b.delivery(t, svc, ep.ID, ev.ID)
			require.Equal(t, "failed", status(dl), "a refused resend changes nothing")
			requireAttempts(t, at, webhooks.MaxDeliveryAttempts)
			require.Len(t, rcv.requests(), webhooks.MaxDeliveryAttempts)
		}
	})
}

// Resends while retries are pending run beside them and never pass the
// bound together.
func TestConcurrentResendsKeepTheAttemptsBound(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		{
			svc, b := setup(t, d, func(c *webhooks.Config) {
				c.Schedule = []time.Duration{time.Hour, time.Hour, time.Hour, time.Hour, time.Hour, time.Hour, time.Hour, time.Hour}
			})
			rcv := newReceiver(t)
			rcv.status.Store(http.StatusInternalServerError)
			ep, _ := b.endpoint(t, svc, rcv)
			ev := b.record(t, "transfer.processing")
			dl, _ := b.settled(t, svc, ep.ID, ev.ID, 1)
			require.Equal(t, "pending", status(dl))
			for range 3 {
				_, err := svc.Resend(ctx, b.p, dl.ID) // each with nine attempts of its own to make
				require.NoError(t, err)
			}
			for range 10 {
				b.quiet(t)
				b.advance(time.Hour)
			}
			b.quiet(t)
			dl, at := b.delivery(t, svc, ep.ID, ev.ID)
			require.Equal(t, "failed", status(dl))
			require.Equal(t, webhooks.MaxDeliveryAttempts, dl.Attempts)
			require.Len(t, at, webhooks.MaxDeliveryAttempts)
			numbers := map[int]bool{}
			for _, a := range at {
				numbers[a.Attempt] = true
			}
			require.Len(t, numbers, webhooks.MaxDeliveryAttempts, "each attempt has a number of its own, 1 to the bound")
			require.True(t, numbers[1] && numbers[webhooks.MaxDeliveryAttempts])
			require.Len(t, rcv.requests(), webhooks.MaxDeliveryAttempts, "no attempt is sent past the bound")
			_, err := svc.Resend(ctx, b.p, dl.ID)
			require.Equal(t, "delivery_attempts_exhausted", errs.As(err).Key, "%v", err)
		}
	})
}

// pageAll reads every delivery of an endpoint of status ("" for all), limit
// at a time, following the cursors.
func pageAll(t *testing.T, svc *webhooks.Service, p auth.Principal, endpointID, status string, limit int) []webhooks.Delivery {
	t.Helper()
	var out []webhooks.Delivery
	var after *paging.Cursor
	for {
		page, err := svc.DeliveriesAfter(context.Background(), p, endpointID, status, after, limit)
		require.NoError(t, err)
		require.LessOrEqual(t, len(page.Deliveries), limit+1)
		rows := page.Deliveries[:min(len(page.Deliveries), limit)]
		out = append(out, rows...)
		if len(page.Deliveries) <= limit {
			return out
		}
		last := rows[len(rows)-1]
		after = &paging.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
}

func deliveryIDs(ds []webhooks.Delivery) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.ID
	}
	return out
}

// An endpoint's deliveries are read a page at a time by cursor, newest
// first, each with its event's type, its request and when it is tried next.
func TestDeliveryPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		ep, _ := b.endpoint(t, svc, rcv)
		for i := range 150 {
			b.record(t, []string{"transfer.processing", "transfer.successful"}[i%2])
			if i%50 == 49 {
				b.advance(time.Second) // some deliveries share a created_at, some do not
			}
		}
		waitFor(t, "150 deliveries", func() bool { return len(rcv.requests()) == 150 && b.still(t) })

		all, _, n, err := svc.Deliveries(ctx, b.p, ep.ID, paging.Page{Number: 1, Size: 100})
		require.NoError(t, err)
		require.Equal(t, 150, n)
		rest, _, _, err := svc.Deliveries(ctx, b.p, ep.ID, paging.Page{Number: 2, Size: 100})
		require.NoError(t, err)
		want := deliveryIDs(append(all, rest...))

		t.Run("every delivery once, newest first, whatever the page size", func(t *testing.T) {
			for _, limit := range []int{100, 7, 1} {
				got := pageAll(t, svc, b.p, ep.ID, "", limit)
				require.Equal(t, want, deliveryIDs(got), "%d at a time", limit)
			}
		})

		t.Run("what was sent, as the receiver got it", func(t *testing.T) {
			page, err := svc.DeliveriesAfter(ctx, b.p, ep.ID, "", nil, 100)
			require.NoError(t, err)
			byEvent := map[string]received{}
			for _, r := range rcv.requests() {
				byEvent[r.header.Get("webhook-id")] = r
			}
			for _, dl := range page.Deliveries[:100] {
				ev, err := b.events.Get(ctx, b.p, dl.EventID)
				require.NoError(t, err)
				require.Equal(t, ev.Type, dl.EventType)
				require.Nil(t, dl.NextAttemptAt, "a delivery that succeeded is not tried again")
				got := byEvent[dl.EventID]
				require.Equal(t, ev.Payload, string(got.body), "the body is the event's payload, byte for byte")
				req := webhooks.RequestOf(&dl, page.Endpoints[dl.EndpointID], page.Attempts[dl.ID])
				require.Equal(t, rcv.URL, req.URL)
				requireShown(t, got.header, req.Headers)
			}
		})

		t.Run("status keeps its deliveries", func(t *testing.T) {
			rcv.status.Store(http.StatusBadGateway)
			ev := b.record(t, "transfer.failed")
			pending, _ := b.settled(t, svc, ep.ID, ev.ID, 1)
			require.Equal(t, "pending", status(pending))

			got := pageAll(t, svc, b.p, ep.ID, "pending", 10)
			require.Equal(t, []string{pending.ID}, deliveryIDs(got))
			require.Equal(t, want, deliveryIDs(pageAll(t, svc, b.p, ep.ID, "succeeded", 40)))
			require.Empty(t, pageAll(t, svc, b.p, ep.ID, "failed", 10))
			for _, bad := range []string{"PENDING", "nope", " failed"} {
				_, err := svc.DeliveriesAfter(ctx, b.p, ep.ID, bad, nil, 10)
				require.Equal(t, errs.Invalid, errs.KindOf(err), bad)
				require.Contains(t, errs.As(err).Fields, "status")
			}

			t.Run("a failed attempt is tried again at the schedule's time; one that succeeds, never", func(t *testing.T) {
				require.NotNil(t, got[0].NextAttemptAt)
				require.Equal(t, b.clock.Now().Add(webhooks.Schedule[0]), got[0].NextAttemptAt.UTC())
				page, err := svc.Delivery(ctx, b.p, pending.ID)
				require.NoError(t, err)
				at := page.Attempts[pending.ID]
				require.Len(t, at, 1)
				require.Equal(t, 502, *at[0].StatusCode)
				require.Equal(t, "thanks", at[0].ResponseBody)
				require.Contains(t, at[0].ResponseHeaders, webhooks.Header{Name: "Content-Type", Value: "text/plain; charset=utf-8"})

				rcv.status.Store(http.StatusOK)
				b.advance(webhooks.Schedule[0])
				dl, _ := b.settled(t, svc, ep.ID, ev.ID, 2)
				require.Equal(t, "succeeded", status(dl))
				page, err = svc.Delivery(ctx, b.p, pending.ID)
				require.NoError(t, err)
				require.Nil(t, page.Deliveries[0].NextAttemptAt)
			})
		})

		t.Run("another organization's endpoint is not found", func(t *testing.T) {
			o, err := orgs.New(d, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			_, err = svc.DeliveriesAfter(ctx, auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, ep.ID, "", nil, 10)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.DeliveriesAfter(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}, ep.ID, "", nil, 10)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.Delivery(ctx, auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, want[0])
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		})
	})
}

// requireShown checks the headers shown of a request against those the
// receiver got: the same names (but the transport's own) and values, the
// signatures' values redacted.
func requireShown(t *testing.T, got http.Header, shown []webhooks.Header) {
	t.Helper()
	names := map[string]bool{}
	for _, h := range shown {
		names[h.Name] = true
		if h.Name == "Webhook-Signature" || h.Name == "X-Arkyc-Signature" {
			require.Equal(t, webhooks.Redacted, h.Value, h.Name)
			require.NotEmpty(t, got.Get(h.Name), h.Name)
			continue
		}
		require.Equal(t, got.Get(h.Name), h.Value, h.Name)
	}
	for name := range got {
		if name != "Accept-Encoding" && name != "Content-Length" {
			require.True(t, names[name], "%s is shown", name)
		}
	}
	require.Len(t, shown, 7)
}

// A delivery not yet attempted shows what it will send: the endpoint's
// URL and the headers but the timestamps, which are set when it is sent.
func TestRequestBeforeTheFirstAttempt(t *testing.T) {
	t.Parallel()
	d := &webhooks.Delivery{ID: "whd_1", EventID: "evt_1"}
	req := webhooks.RequestOf(d, &webhooks.Endpoint{URL: "https://example.com/hook"}, nil)
	require.Equal(t, "https://example.com/hook", req.URL)
	require.Equal(t, []webhooks.Header{{"Content-Type", "application/json"}, {"User-Agent", "Meridian-Webhooks/1"},
		{"Webhook-Id", "evt_1"}, {"Webhook-Signature", webhooks.Redacted}, {"X-Arkyc-Signature", webhooks.Redacted}}, req.Headers)
}
