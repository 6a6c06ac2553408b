package webhooks_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

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

// threeRetries gives every delivery four attempts a run, a minute apart,
// and a receiver half a second to answer.
func threeRetries(c *webhooks.Config) {
	c.Schedule = []time.Duration{time.Minute, time.Minute, time.Minute}
	c.Timeout = 500 * time.Millisecond
}

// recordFor records an event about objectID and returns it as the log
// reads it back, its payload rendered.
func (b *testBundle) recordFor(t *testing.T, typ, objectID string) *events.Event {
	t.Helper()
	e, err := b.events.Record(context.Background(), b.db, b.p, typ, objectID, map[string]any{"object": objectID})
	require.NoError(t, err)
	e, err = b.events.Get(context.Background(), b.p, e.ID)
	require.NoError(t, err)
	return e
}

// as is the bundle acting for another principal (its deliveries, its
// events).
func (b *testBundle) as(p auth.Principal) *testBundle {
	c := *b
	c.p = p
	return &c
}

// failRun waits for each of a run's four attempts (threeRetries), moving
// the clock to the next, and returns the delivery once the last is made.
func (b *testBundle) failRun(t *testing.T, svc *webhooks.Service, endpointID, eventID string) (webhooks.Delivery, []webhooks.Attempt) {
	t.Helper()
	for n := 1; n < 4; n++ {
		b.settled(t, svc, endpointID, eventID, n)
		b.advance(time.Minute)
	}
	return b.settled(t, svc, endpointID, eventID, 4)
}

func arkycSignature(secret, ts string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "." + string(body)))
	return hex.EncodeToString(m.Sum(nil))
}

func otherOrg(t *testing.T, d *db.DB, name string) auth.Principal {
	t.Helper()
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), name)
	require.NoError(t, err)
	return auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
}

// An endpoint's secret is shown once and stored sealed; a delivery is the
// event's payload signed both ways under it; an endpoint gets only the
// events it names; the log lists and reads the events, each its
// organization's.
func TestSignedDeliveryOfAnEvent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		url, types, description := rcv.URL+"/hook", []string{"verification.*"}, "main"
		ep, secret, err := svc.Create(ctx, b.p, webhooks.EndpointInput{URL: &url, Events: &types, Description: &description})
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(secret, "whsec_"))
		bare := strings.TrimPrefix(secret, "whsec_")
		got, err := svc.Get(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.Equal(t, "main", got.Description)
		list, err := svc.List(ctx, b.p)
		require.NoError(t, err)
		require.Len(t, list, 1)
		for _, e := range []webhooks.Endpoint{*got, list[0]} {
			require.NotContains(t, e.Secret, bare, "the secret is shown only at creation")
		}
		var stored string
		require.NoError(t, d.NewSelect().Table("webhook_endpoints").Column("secret").Where("id = ?", ep.ID).Scan(ctx, &stored))
		require.NotContains(t, stored, bare, "stored encrypted")

		ev := b.recordFor(t, "verification.started", "ses_1")
		dl, _ := b.settled(t, svc, ep.ID, ev.ID, 1)
		require.Equal(t, "succeeded", status(dl))
		r := rcv.requests()[0]
		require.Equal(t, ev.Payload, string(r.body))
		var payload map[string]any
		require.NoError(t, json.Unmarshal(r.body, &payload))
		require.Equal(t, "verification.started", payload["event"])
		require.Equal(t, payload["id"], r.header.Get("webhook-id"))

		verify(t, r, secret, secret)
		wh, err := standardwebhooks.NewWebhook(secret)
		require.NoError(t, err)
		tampered := append([]byte{}, r.body...)
		tampered[len(tampered)-2] ^= 1
		require.Error(t, wh.VerifyIgnoringTimestamp(tampered, r.header))
		stale := r.header.Clone()
		stale.Set("webhook-timestamp", strconv.FormatInt(time.Now().Add(-time.Hour).Unix(), 10))
		require.Error(t, wh.Verify(r.body, stale), "stale timestamps fail")
		ts := r.header.Get("X-Arkyc-Timestamp")
		require.Equal(t, arkycSignature(secret, ts, r.body), r.header.Get("X-Arkyc-Signature"))
		require.NotEqual(t, arkycSignature(secret, ts, tampered), r.header.Get("X-Arkyc-Signature"))

		// Filters: a money event does not reach a verification-only endpoint.
		money := b.recordFor(t, "fx.exchange.completed", "fx_1")
		ds, _, n, err := svc.Deliveries(ctx, b.p, ep.ID, pagingAll)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, ev.ID, ds[0].EventID)
		b.quiet(t)
		require.Len(t, rcv.requests(), 1)

		evs, n, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"fx.exchange.completed"}}, pagingAll)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, money.ID, evs[0].ID)
		require.Equal(t, "fx.exchange.completed", evs[0].Type)
		evs, n, err = b.events.List(ctx, b.p, events.Filter{ObjectID: "ses_1"}, pagingAll)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		one, err := b.events.Get(ctx, b.p, evs[0].ID)
		require.NoError(t, err)
		require.Equal(t, "verification.started", one.Type)
		_, err = b.events.Get(ctx, otherOrg(t, d, "other"), evs[0].ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
	})
}

// Failed attempts are retried (one delivery, one webhook-id) until one
// succeeds or the run ends; resends make the attempts a delivery has left,
// then are refused; an endpoint failing for days is disabled.
func TestRetriesResendsAndDisabling(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, threeRetries)

		// Two 500s and a timeout, then success: four attempts, one delivery.
		rcv := newReceiver(t)
		rcv.status.Store(http.StatusInternalServerError)
		ep, _ := b.endpoint(t, svc, rcv)
		ev := b.record(t, "verification.started")
		b.settled(t, svc, ep.ID, ev.ID, 1)
		b.advance(time.Minute)
		b.settled(t, svc, ep.ID, ev.ID, 2)
		rcv.hang.Store(true)
		b.advance(time.Minute)
		b.settled(t, svc, ep.ID, ev.ID, 3)
		rcv.hang.Store(false)
		rcv.status.Store(http.StatusOK)
		b.advance(time.Minute)
		dl, at := b.settled(t, svc, ep.ID, ev.ID, 4)
		require.Equal(t, "succeeded", status(dl))
		require.Len(t, at, 4)
		require.Equal(t, 500, *at[0].StatusCode)
		require.Contains(t, at[2].Error, "deadline")
		require.Equal(t, 200, *at[3].StatusCode)
		require.Equal(t, "thanks", at[3].ResponseBody)
		ids := map[string]bool{}
		for _, g := range rcv.requests() {
			ids[g.header.Get("webhook-id")] = true
		}
		require.Len(t, ids, 1, "the webhook-id stays the same across retries")

		// Failing four times: failed after the last attempt; a manual resend
		// delivers it again (a 500, then a 200).
		off := false
		_, err := svc.Update(ctx, b.p, ep.ID, webhooks.EndpointInput{Enabled: &off})
		require.NoError(t, err)
		bad := newReceiver(t)
		bad.status.Store(http.StatusInternalServerError)
		ep2, _ := b.endpoint(t, svc, bad)
		ev2 := b.record(t, "verification.started")
		dl, _ = b.failRun(t, svc, ep2.ID, ev2.ID)
		require.Equal(t, "failed", status(dl))
		require.Len(t, bad.requests(), 4)
		again, err := svc.Resend(ctx, b.p, dl.ID)
		require.NoError(t, err)
		require.Equal(t, "pending", status(*again))
		b.settled(t, svc, ep2.ID, ev2.ID, 5)
		bad.status.Store(http.StatusOK)
		b.advance(time.Minute)
		dl, _ = b.settled(t, svc, ep2.ID, ev2.ID, 6)
		require.Equal(t, "succeeded", status(dl))
		require.Len(t, bad.requests(), 6)

		// Resends until the delivery has made every attempt it may; then
		// another is refused.
		for n := 7; n <= webhooks.MaxDeliveryAttempts; n++ {
			_, err := svc.Resend(ctx, b.p, dl.ID)
			require.NoError(t, err)
			dl, _ = b.settled(t, svc, ep2.ID, ev2.ID, n)
			require.Equal(t, "succeeded", status(dl), "attempt %d", n)
			require.Len(t, bad.requests(), n)
		}
		_, err = svc.Resend(ctx, b.p, dl.ID)
		require.Equal(t, "delivery_attempts_exhausted", errs.As(err).Key, "%v", err)
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		_, at = b.delivery(t, svc, ep2.ID, ev2.ID)
		require.Len(t, at, webhooks.MaxDeliveryAttempts)
		require.Len(t, bad.requests(), webhooks.MaxDeliveryAttempts)
		_, err = svc.Update(ctx, b.p, ep2.ID, webhooks.EndpointInput{Enabled: &off})
		require.NoError(t, err)

		// Failing for days: the first final failure marks the endpoint, and
		// one more than five days later disables it, with an event.
		down := newReceiver(t)
		down.status.Store(http.StatusServiceUnavailable)
		ep4, _ := b.endpoint(t, svc, down)
		dl, _ = b.failRun(t, svc, ep4.ID, b.record(t, "verification.started").ID)
		require.Equal(t, "failed", status(dl))
		e, err := svc.Get(ctx, b.p, ep4.ID)
		require.NoError(t, err)
		require.True(t, e.Enabled)
		require.NotNil(t, e.FailingSince)
		b.advance(6 * 24 * time.Hour)
		dl, _ = b.failRun(t, svc, ep4.ID, b.record(t, "verification.started").ID)
		require.Equal(t, "failed", status(dl))
		e, err = svc.Get(ctx, b.p, ep4.ID)
		require.NoError(t, err)
		require.False(t, e.Enabled)
		require.NotEmpty(t, *e.DisabledReason)
		list, n, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"webhook_endpoint.disabled"}}, pagingAll)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, ep4.ID, list[0].ObjectID)
	})
}

// Rotation: both secrets sign for the overlap; a secret that stops
// signing, and a deleted endpoint's secrets, leave no data key behind.
func TestRotationForgetsRetiredKeys(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		ep, old := b.endpoint(t, svc, rcv)
		_, fresh, err := svc.Rotate(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.NotEqual(t, old, fresh)
		ev := b.record(t, "verification.started")
		b.settled(t, svc, ep.ID, ev.ID, 1)
		r := rcv.requests()[0]
		require.Len(t, strings.Fields(r.header.Get("webhook-signature")), 2)
		verify(t, r, fresh, fresh, old)

		dataKeys := func() int {
			n, err := d.NewSelect().Table("data_keys").Count(ctx)
			require.NoError(t, err)
			return int(n)
		}
		before := dataKeys()
		_, _, err = svc.Rotate(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.Equal(t, before, dataKeys(), "one key for the new secret, the retired one's forgotten")
		require.NoError(t, svc.Delete(ctx, b.p, ep.ID))
		_, err = svc.Get(ctx, b.p, ep.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		require.Equal(t, before-2, dataKeys(), "the current and previous secrets' keys are forgotten")
	})
}

// hosts resolves an IP literal to itself, localhost to loopback and any
// other name to a public address.
type hosts struct{}

func (hosts) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	if host == "localhost" {
		return []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("::1")}, nil
	}
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

func TestLiveEndpointsMustBePublic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, b := setup(t, dbtest.SQLite(t), func(c *webhooks.Config) { c.Resolver = hosts{} })
	live := auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}
	for _, u := range []string{"http://example.com/hook", "https://127.0.0.1/hook", "https://10.1.2.3/hook",
		"https://169.254.169.254/latest/meta-data", "https://[::1]/hook", "https://192.168.0.10/x", "https://localhost/hook",
		"ftp://example.com", "https://user:pw@example.com/"} {
		_, _, err := svc.Create(ctx, live, webhooks.EndpointInput{URL: &u})
		require.Equal(t, errs.Invalid, errs.KindOf(err), u)
		require.Contains(t, errs.As(err).Fields, "url", u)
	}
	public := "https://hooks.example.com/hook"
	_, _, err := svc.Create(ctx, live, webhooks.EndpointInput{URL: &public})
	require.NoError(t, err)
	local := "http://localhost:9/hook"
	_, _, err = svc.Create(ctx, b.p, webhooks.EndpointInput{URL: &local})
	require.NoError(t, err, "test mode allows local http endpoints for development")
}

// A connection a test delivery opened to a local receiver is never reused
// by a live delivery to the same host: the live one is refused by its
// dialer's guard, as if no test delivery had gone before. (The live endpoint
// is moved to live mode in the database, as when a name that resolved to a
// public address at registration resolves to a local one later.)
func TestLiveDeliveriesNeverReuseTestConnections(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, threeRetries)
		rcv := newReceiver(t)
		testEp, _ := b.endpoint(t, svc, rcv)
		liveEp, _ := b.endpoint(t, svc, rcv)
		_, err := d.NewUpdate().Table("webhook_endpoints").Set("mode = ?", "live").Where("id = ?", liveEp.ID).Exec(ctx)
		require.NoError(t, err)

		ev := b.record(t, "verification.started")
		dl, _ := b.settled(t, svc, testEp.ID, ev.ID, 1)
		require.Equal(t, "succeeded", status(dl))
		require.Len(t, rcv.requests(), 1)

		lb := b.as(auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live})
		lev := lb.record(t, "verification.started")
		dl, at := lb.failRun(t, svc, liveEp.ID, lev.ID)
		require.Equal(t, "failed", status(dl))
		for _, a := range at {
			require.Nil(t, a.StatusCode)
			require.Contains(t, a.Error, "refused", "the guard refused it")
		}
		require.Len(t, rcv.requests(), 1, "only the test delivery reached the local receiver")
	})
}

// A process that records events and dies before delivering them leaves
// their deliveries to the next one.
func TestPendingDeliveriesSurviveARestart(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		rcv := newReceiver(t)
		// The first process: its workers never run.
		clk := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
		key := []byte("meridian-tests-encryption-key-32")
		ring, err := keyring.New(d, key)
		require.NoError(t, err)
		log := slog.New(slog.DiscardHandler)
		ev := events.NewLog(d, nil)
		ev.Now = clk.Now
		first, err := webhooks.New(d, webhooks.Config{Jobs: jobs.New(d, jobs.Config{Logger: log, Now: clk.Now}), Events: ev,
			Key: key, Ring: ring, Logger: log, Now: clk.Now})
		require.NoError(t, err)
		p := otherOrg(t, d, "initech")
		ep, _, err := first.Create(ctx, p, webhooks.EndpointInput{URL: &rcv.URL})
		require.NoError(t, err)
		var recorded []string
		for range 5 {
			e, err := ev.Record(ctx, d, p, "verification.started", "ses_1", map[string]any{"n": 1})
			require.NoError(t, err)
			recorded = append(recorded, e.ID)
		}
		require.Empty(t, rcv.requests())

		// The restart: another process on the database, its workers running.
		svc, b := setup(t, d, nil)
		waitFor(t, "all five delivered", func() bool { return len(rcv.requests()) == 5 })
		for _, id := range recorded {
			dl, _ := b.as(p).settled(t, svc, ep.ID, id, 1)
			require.Equal(t, "succeeded", status(dl))
		}
	})
}

// The events of a flow (a verdict records several in one transaction) each
// go to every endpoint that wants them, and only to those.
func TestEveryEventOfAFlow(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		all, done := newReceiver(t), newReceiver(t)
		b.endpoint(t, svc, all, "verification.*")
		b.endpoint(t, svc, done, "verification.completed")
		b.recordFor(t, "verification.started", "ses_1")
		b.recordFor(t, "verification.document_submitted", "ses_1")
		var verdict []events.Pending
		for _, typ := range []string{"verification.processing", "verification.approved", "verification.completed"} {
			verdict = append(verdict, events.Pending{Type: typ, ObjectID: "ses_1", Snapshot: map[string]any{"status": typ}})
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := b.events.RecordAll(ctx, tx, b.p, verdict...)
			return err
		}))
		waitFor(t, "every delivery", func() bool { return len(all.requests()) == 5 && len(done.requests()) == 1 })
		b.quiet(t)
		typesOf := func(r *receiver) []string {
			var out []string
			for _, g := range r.requests() {
				var e struct{ Event string }
				require.NoError(t, json.Unmarshal(g.body, &e))
				out = append(out, e.Event)
			}
			return out
		}
		require.ElementsMatch(t, []string{"verification.started", "verification.document_submitted", "verification.processing",
			"verification.approved", "verification.completed"}, typesOf(all), "nothing more")
		require.Equal(t, []string{"verification.completed"}, typesOf(done))
	})
}

// A test event reaches the one endpoint it is sent to, signed as any
// delivery, and no other.
func TestTestEvent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		one, two := newReceiver(t), newReceiver(t)
		ep, secret := b.endpoint(t, svc, one, "verification.*")
		b.endpoint(t, svc, two)
		dl, err := svc.SendTest(ctx, b.p, ep.ID)
		require.NoError(t, err)
		require.Equal(t, ep.ID, dl.EndpointID)
		got, _ := b.settled(t, svc, ep.ID, dl.EventID, 1)
		require.Equal(t, "succeeded", status(got))
		r := one.requests()[0]
		var payload struct {
			Event string
			Data  map[string]any
		}
		require.NoError(t, json.Unmarshal(r.body, &payload))
		require.Equal(t, webhooks.TestEventType, payload.Event)
		require.Equal(t, ep.ID, payload.Data["endpoint_id"])
		verify(t, r, secret, secret)
		b.quiet(t)
		require.Empty(t, two.requests(), "no other endpoint receives a test")

		_, err = svc.SendTest(ctx, otherOrg(t, d, "other"), ep.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
	})
}

// What a dashboard reads of an endpoint's deliveries: every one, by
// cursor, with its event, the request as the receiver got it (the
// signatures hidden) and the response.
func TestDeliveriesForADashboard(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		rcv := newReceiver(t)
		url := rcv.URL + "/hook"
		ep, _, err := svc.Create(ctx, b.p, webhooks.EndpointInput{URL: &url})
		require.NoError(t, err)
		for range 150 {
			_, err := svc.SendTest(ctx, b.p, ep.ID)
			require.NoError(t, err)
		}
		waitFor(t, "150 deliveries settled", func() bool { return len(rcv.requests()) == 150 && b.still(t) })
		require.Empty(t, pageAll(t, svc, b.p, ep.ID, "pending", 100))
		var want []string
		for page := 1; page <= 2; page++ {
			ds, _, n, err := svc.Deliveries(ctx, b.p, ep.ID, paging.Page{Number: page, Size: 100})
			require.NoError(t, err)
			require.Equal(t, 150, n)
			want = append(want, deliveryIDs(ds)...)
		}
		require.Len(t, want, 150)

		t.Run("pages by cursor, every delivery once, newest first", func(t *testing.T) {
			require.Equal(t, want, deliveryIDs(pageAll(t, svc, b.p, ep.ID, "", 40)))
			require.Equal(t, want, deliveryIDs(pageAll(t, svc, b.p, ep.ID, "succeeded", 100)))
		})

		t.Run("a page of 100 with its events, requests and responses", func(t *testing.T) {
			byEvent := map[string]received{}
			for _, g := range rcv.requests() {
				byEvent[g.header.Get("webhook-id")] = g
			}
			page, err := svc.DeliveriesAfter(ctx, b.p, ep.ID, "", nil, 100)
			require.NoError(t, err)
			require.Len(t, page.Deliveries, 101, "and one more: there is a next page")
			var eventIDs []string
			for _, dl := range page.Deliveries[:100] {
				eventIDs = append(eventIDs, dl.EventID)
			}
			evs, err := b.events.GetMany(ctx, b.p, eventIDs)
			require.NoError(t, err)
			require.Len(t, evs, 100)
			for i, dl := range page.Deliveries[:100] {
				require.Equal(t, want[i], dl.ID)
				require.Equal(t, webhooks.TestEventType, dl.EventType)
				require.Equal(t, "succeeded", status(dl))
				require.Nil(t, dl.NextAttemptAt, "a delivery that succeeded is not tried again")
				ev := evs[dl.EventID]
				require.Equal(t, webhooks.TestEventType, ev.Type)
				got := byEvent[dl.EventID]
				require.Equal(t, ev.Payload, string(got.body), "the body is what the receiver got, byte for byte")
				req := webhooks.RequestOf(&dl, page.Endpoints[dl.EndpointID], page.Attempts[dl.ID])
				require.Equal(t, url, req.URL)
				shown := map[string]string{}
				for _, h := range req.Headers {
					shown[h.Name] = h.Value
				}
				require.Equal(t, map[string]string{"Content-Type": "application/json", "User-Agent": got.header.Get("User-Agent"),
					"Webhook-Id": got.header.Get("webhook-id"), "Webhook-Timestamp": got.header.Get("webhook-timestamp"),
					"X-Arkyc-Timestamp": got.header.Get("X-Arkyc-Timestamp"), "Webhook-Signature": webhooks.Redacted,
					"X-Arkyc-Signature": webhooks.Redacted}, shown)
				at := page.Attempts[dl.ID]
				require.Len(t, at, 1)
				require.Equal(t, 200, *at[0].StatusCode)
				require.Equal(t, "thanks", at[0].ResponseBody)
			}

			one, err := svc.Delivery(ctx, b.p, want[0])
			require.NoError(t, err)
			require.Equal(t, want[0], one.Deliveries[0].ID)
			require.Equal(t, webhooks.TestEventType, one.Deliveries[0].EventType)
			headers := one.Attempts[want[0]][0].ResponseHeaders
			require.Contains(t, headers, webhooks.Header{Name: "Content-Type", Value: "text/plain; charset=utf-8"})
			require.Contains(t, headers, webhooks.Header{Name: "Content-Length", Value: "6"})
		})

		t.Run("bad arguments and other tenants", func(t *testing.T) {
			_, err := svc.DeliveriesAfter(ctx, b.p, ep.ID, "DONE", nil, 10)
			require.Equal(t, errs.Invalid, errs.KindOf(err))
			require.Contains(t, errs.As(err).Fields, "status")
			for _, p := range []auth.Principal{otherOrg(t, d, "other"), {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
				_, err = svc.DeliveriesAfter(ctx, p, ep.ID, "", nil, 10)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
				_, err = svc.Delivery(ctx, p, want[0])
				require.Equal(t, errs.NotFound, errs.KindOf(err))
			}
		})

		t.Run("an event: the caller's own, not found for any other", func(t *testing.T) {
			evs, _, err := b.events.List(ctx, b.p, events.Filter{}, paging.Page{Number: 1, Size: 1})
			require.NoError(t, err)
			ev, err := b.events.Get(ctx, b.p, evs[0].ID)
			require.NoError(t, err)
			require.Equal(t, webhooks.TestEventType, ev.Type)
			require.Equal(t, ep.ID, ev.ObjectID)
			for _, p := range []auth.Principal{otherOrg(t, d, "globex"), {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
				_, err = b.events.Get(ctx, p, ev.ID)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
			}
			_, err = b.events.Get(ctx, b.p, "evt_nope")
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		})

		t.Run("a resend answers the delivery with its request", func(t *testing.T) {
			again, err := svc.Resend(ctx, b.p, want[0])
			require.NoError(t, err)
			require.Equal(t, "pending", status(*again))
			page, err := svc.Delivery(ctx, b.p, want[0])
			require.NoError(t, err)
			dl := page.Deliveries[0]
			// The workers may have made the attempt already.
			require.Contains(t, []string{"pending", "succeeded"}, status(dl))
			require.Equal(t, webhooks.TestEventType, dl.EventType)
			require.Equal(t, url, webhooks.RequestOf(&dl, page.Endpoints[dl.EndpointID], page.Attempts[dl.ID]).URL)
			ev, err := b.events.Get(ctx, b.p, dl.EventID)
			require.NoError(t, err)
			require.Contains(t, ev.Payload, `"id":"`+dl.EventID+`"`)
			require.NotEmpty(t, page.Attempts[dl.ID])
			b.quiet(t)
		})
	})
}

// A session's deliveries are those of its events, to every endpoint, and
// no other session's.
func TestDeliveriesOfAnObject(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d, nil)
		a, c := newReceiver(t), newReceiver(t)
		for _, r := range []*receiver{a, c} {
			b.endpoint(t, svc, r, "verification.started")
		}
		b.recordFor(t, "verification.started", "ses_1")
		b.recordFor(t, "verification.started", "ses_2") // another session's
		waitFor(t, "four deliveries", func() bool { return len(a.requests())+len(c.requests()) == 4 && b.still(t) })
		var urls []string
		var after *paging.Cursor
		for {
			page, err := svc.DeliveriesOf(ctx, b.p, "ses_1", after, 1)
			require.NoError(t, err)
			rows := page.Deliveries[:min(len(page.Deliveries), 1)]
			for _, dl := range rows {
				require.Equal(t, "verification.started", dl.EventType)
				ev, err := b.events.Get(ctx, b.p, dl.EventID)
				require.NoError(t, err)
				require.Equal(t, "ses_1", ev.ObjectID, "its own events only")
				urls = append(urls, webhooks.RequestOf(&dl, page.Endpoints[dl.EndpointID], page.Attempts[dl.ID]).URL)
			}
			if len(page.Deliveries) <= 1 {
				break
			}
			after = &paging.Cursor{CreatedAt: rows[0].CreatedAt, ID: rows[0].ID}
		}
		require.ElementsMatch(t, []string{a.URL, c.URL}, urls, "one delivery to each endpoint")
	})
}

// An event filter names at most 100 types, each of at most 100 bytes:
// the log refuses more as invalid on types, never a query the database
// cannot run (SQLite's "Expression tree is too large").
func TestEventFiltersTakeAtMost100Types(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		_, b := setup(t, d, nil)
		ev := b.record(t, "verification.started")
		types := func(n int) []string {
			out := []string{"verification.started"}
			for i := 1; i < n; i++ {
				out = append(out, "other.type"+strconv.Itoa(i)+"*")
			}
			return out
		}
		list, n, err := b.events.List(ctx, b.p, events.Filter{Types: types(100)}, pagingAll)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, ev.ID, list[0].ID)
		after, err := b.events.ListAfter(ctx, b.p, events.Filter{Types: types(100)}, nil, 10)
		require.NoError(t, err)
		require.Len(t, after, 1)
		for _, bad := range [][]string{types(101), types(999), {"verification." + strings.Repeat("x", 100)}} {
			_, _, err := b.events.List(ctx, b.p, events.Filter{Types: bad}, pagingAll)
			require.Equal(t, errs.Invalid, errs.KindOf(err))
			require.Contains(t, errs.As(err).Fields, "types")
			_, err = b.events.ListAfter(ctx, b.p, events.Filter{Types: bad}, nil, 10)
			require.Equal(t, errs.Invalid, errs.KindOf(err))
		}
	})
}
