package app_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

type received struct {
	header http.Header
	body   []byte
}

// timeout in a receiver's script makes it answer too late.
const timeout = -1

// receiver is a webhook endpoint that answers with the next of codes
// (then 200); timeout answers after the sender has given up.
type receiver struct {
	*httptest.Server
	mu    sync.Mutex
	got   []received
	codes []int
}

func newReceiver(t *testing.T, codes ...int) *receiver {
	r := &receiver{codes: codes}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, received{header: req.Header.Clone(), body: body})
		code := 200
		if len(r.codes) > 0 {
			code, r.codes = r.codes[0], r.codes[1:]
		}
		r.mu.Unlock()
		if code == timeout {
			time.Sleep(time.Second)
			code = 200
		}
		w.WriteHeader(code)
		io.WriteString(w, "ok from receiver")
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.got)
}

func (r *receiver) last() received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.got[len(r.got)-1]
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func fastWebhooks(now func() time.Time) apptest.Options {
	return apptest.Options{App: app.Options{Now: now, WebhookSchedule: []time.Duration{0, 0, 0}, WebhookTimeout: 300 * time.Millisecond,
		Jobs: &jobs.Config{Sync: true, PollInterval: 20 * time.Millisecond, Backoff: func(int) time.Duration { return 0 }}}}
}

// trigger makes one verification.started event and returns the session id.
func trigger(t *testing.T, s *apptest.Server, key string) string {
	f := newFlow(t, s, key, nil)
	f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
	return f.id
}

func TestWebhookDeliveryIsSignedBothWays(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, fastWebhooks(nil))
		key := s.Org(t, "acme").TestKey
		rcv := newReceiver(t)
		c := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL + "/hook", "events": []string{"verification.*"}, "description": "main"})
		require.Equal(t, 201, c.Status, string(c.Body))
		secret := c.Str("data.secret")
		require.True(t, strings.HasPrefix(secret, "whsec_"))
		g := s.Do(t, "GET", "/v1/webhooks/"+c.Str("data.id"), key, nil)
		require.NotContains(t, string(g.Body), secret, "the secret is shown only at creation")
		l := s.Do(t, "GET", "/v1/webhooks", key, nil)
		require.NotContains(t, string(l.Body), secret)
		var stored string
		require.NoError(t, d.NewSelect().Table("webhook_endpoints").Column("secret").Scan(context.Background(), &stored))
		require.NotContains(t, stored, strings.TrimPrefix(secret, "whsec_"), "stored encrypted")

		sessionID := trigger(t, s, key)
		eventually(t, "a delivery", func() bool { return rcv.count() == 1 })
		got := rcv.last()
		var payload map[string]any
		require.NoError(t, json.Unmarshal(got.body, &payload))
		require.Equal(t, "verification.started", payload["event"])
		require.Equal(t, sessionID, payload["session_id"])
		require.Equal(t, "started", payload["status"])
		require.Equal(t, payload["id"], got.header.Get("webhook-id"))

		wh, err := standardwebhooks.NewWebhook(secret)
		require.NoError(t, err)
		require.NoError(t, wh.Verify(got.body, got.header))
		tampered := append([]byte{}, got.body...)
		tampered[len(tampered)-2] ^= 1
		require.Error(t, wh.Verify(tampered, got.header))
		stale := got.header.Clone()
		stale.Set("webhook-timestamp", strconv.FormatInt(time.Now().Add(-time.Hour).Unix(), 10))
		require.Error(t, wh.Verify(got.body, stale), "stale timestamps fail")

		arkyc := func(body []byte, ts string) string {
			m := hmac.New(sha256.New, []byte(secret))
			m.Write([]byte(ts + "." + string(body)))
			return hex.EncodeToString(m.Sum(nil))
		}
		ts := got.header.Get("X-Arkyc-Timestamp")
		require.Equal(t, arkyc(got.body, ts), got.header.Get("X-Arkyc-Signature"))
		require.NotEqual(t, arkyc(tampered, ts), got.header.Get("X-Arkyc-Signature"))

		// Filters: a money event does not reach a verification-only endpoint.
		credit(t, s, key, "USD", 10_000)
		q := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 1000, "source_currency": "USD", "target_currency": "EUR"})
		s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")})
		time.Sleep(100 * time.Millisecond)
		require.Equal(t, 1, rcv.count())

		ev := s.Do(t, "GET", "/v1/events?type=fx.exchange.completed", key, nil)
		require.EqualValues(t, 1, ev.Get("meta.total"))
		require.Equal(t, "fx.exchange.completed", ev.Str("data.0.event"))
		ev = s.Do(t, "GET", "/v1/events?object_id="+sessionID, key, nil)
		require.EqualValues(t, 1, ev.Get("meta.total"))
		one := s.Do(t, "GET", "/v1/events/"+ev.Str("data.0.id"), key, nil)
		require.Equal(t, "verification.started", one.Str("data.event"))
		require.Equal(t, 404, s.Do(t, "GET", "/v1/events/"+ev.Str("data.0.id"), s.Org(t, "other").TestKey, nil).Status)
	})
}

// An event filter names at most 100 types, each of at most 100 bytes, on
// REST, GraphQL and subscriptions alike: more is a 422 naming types, never
// a query the database cannot run (SQLite's "Expression tree is too large").
func TestEventFiltersTakeAtMost100Types(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		trigger(t, s, key)
		types := func(n int) []string {
			out := []string{"verification.started"}
			for i := 1; i < n; i++ {
				out = append(out, "other.type"+strconv.Itoa(i)+"*")
			}
			return out
		}
		ok := s.Do(t, "GET", "/v1/events?type="+strings.Join(types(100), ","), key, nil)
		require.Equal(t, 200, ok.Status, string(ok.Body))
		require.EqualValues(t, 1, ok.Get("meta.total"))
		const query = `query($t: [String!]) { events(filter: {types: $t}) { edges { node { type } } } }`
		g := s.GraphQL(t, key, query, map[string]any{"t": types(100)})
		require.Nil(t, g.Get("errors"), string(g.Body))
		require.Equal(t, "verification.started", g.Str("data.events.edges.0.node.type"))

		for _, bad := range [][]string{types(101), types(999), {"verification." + strings.Repeat("x", 100)}} {
			r := s.Do(t, "GET", "/v1/events?type="+strings.Join(bad, ","), key, nil)
			require.Equal(t, 422, r.Status, string(r.Body))
			require.Equal(t, "validation_failed", r.Str("error"))
			require.NotNil(t, r.Get("errors.types"))
			g := s.GraphQL(t, key, query, map[string]any{"t": bad})
			require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"), string(g.Body))
			require.NotNil(t, g.Get("errors.0.extensions.fields.types"))
		}

		ws := connect(t, s, key)
		ws.subscribe("1", `subscription($t: [String!]) { events(types: $t) { type } }`, map[string]any{"t": types(101)})
		m := ws.next("1")
		require.Contains(t, string(m.Payload), `"code":"validation_failed"`)
		require.Equal(t, "complete", ws.next("1").Type)
	})
}

func TestWebhookRetriesFailureResendAndRotation(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var offset atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
		s := apptest.Start(t, d, fastWebhooks(now))
		key := s.Org(t, "acme").TestKey

		// Two 500s and a timeout, then success: four attempts, one delivery.
		rcv := newReceiver(t, 500, 500, timeout)
		ep := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL})
		id := ep.Str("data.id")
		trigger(t, s, key)
		eventually(t, "success", func() bool {
			r := s.Do(t, "GET", "/v1/webhooks/"+id+"/deliveries", key, nil)
			return r.Str("data.0.status") == "succeeded"
		})
		r := s.Do(t, "GET", "/v1/webhooks/"+id+"/deliveries", key, nil)
		attempts := r.Get("data.0.attempts").([]any)
		require.Len(t, attempts, 4)
		require.EqualValues(t, 500, attempts[0].(map[string]any)["status_code"])
		require.Contains(t, attempts[2].(map[string]any)["error"], "deadline")
		require.EqualValues(t, 200, attempts[3].(map[string]any)["status_code"])
		require.Equal(t, "ok from receiver", attempts[3].(map[string]any)["response_body"])
		ids := map[string]bool{}
		for _, g := range rcv.got {
			ids[g.header.Get("webhook-id")] = true
		}
		require.Len(t, ids, 1, "the webhook-id stays the same across retries")

		// Failing four times: failed after the last attempt; a manual resend
		// delivers it again (a 500, then a 200).
		bad := newReceiver(t, 500, 500, 500, 500, 500)
		ep2 := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": bad.URL})
		id2 := ep2.Str("data.id")
		s.Do(t, "PATCH", "/v1/webhooks/"+id, key, map[string]any{"enabled": false})
		trigger(t, s, key)
		eventually(t, "final failure", func() bool {
			return s.Do(t, "GET", "/v1/webhooks/"+id2+"/deliveries", key, nil).Str("data.0.status") == "failed"
		})
		require.Equal(t, 4, bad.count())
		del := s.Do(t, "GET", "/v1/webhooks/"+id2+"/deliveries", key, nil).Str("data.0.id")
		r = s.Do(t, "POST", "/v1/webhooks/deliveries/"+del+"/resend", key, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		eventually(t, "the resend", func() bool {
			return s.Do(t, "GET", "/v1/webhooks/"+id2+"/deliveries", key, nil).Str("data.0.status") == "succeeded"
		})
		require.Equal(t, 6, bad.count())

		// Resends until the delivery has made every attempt it may; then
		// both transports refuse another.
		for n := 7; n <= webhooks.MaxDeliveryAttempts; n++ {
			require.Equal(t, 200, s.Do(t, "POST", "/v1/webhooks/deliveries/"+del+"/resend", key, nil).Status)
			eventually(t, "attempt "+strconv.Itoa(n), func() bool {
				return bad.count() == n && s.Do(t, "GET", "/v1/webhooks/"+id2+"/deliveries", key, nil).Str("data.0.status") == "succeeded"
			})
		}
		r = s.Do(t, "POST", "/v1/webhooks/deliveries/"+del+"/resend", key, nil)
		require.Equal(t, 409, r.Status, string(r.Body))
		require.Equal(t, "delivery_attempts_exhausted", r.Str("error"))
		g := s.GraphQL(t, key, `mutation($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, map[string]any{"id": del})
		require.Equal(t, "delivery_attempts_exhausted", g.Str("errors.0.extensions.code"), string(g.Body))
		g = s.GraphQL(t, key, `query($e: ID!) { webhookDeliveries(endpointId: $e) { edges { node { status attempts { attempt } } } } }`, map[string]any{"e": id2})
		require.Len(t, g.Get("data.webhookDeliveries.edges.0.node.attempts").([]any), webhooks.MaxDeliveryAttempts)
		require.Equal(t, webhooks.MaxDeliveryAttempts, bad.count())
		s.Do(t, "PATCH", "/v1/webhooks/"+id2, key, map[string]any{"enabled": false})

		// Failing for days: the first final failure marks the endpoint, and
		// one more than five days later disables it, with an event.
		codes := make([]int, 8)
		for i := range codes {
			codes[i] = 503
		}
		down := newReceiver(t, codes...)
		ep4 := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": down.URL})
		id4 := ep4.Str("data.id")
		trigger(t, s, key)
		eventually(t, "a final failure", func() bool {
			return s.Do(t, "GET", "/v1/webhooks/"+id4+"/deliveries", key, nil).Str("data.0.status") == "failed"
		})
		offset.Store(int64(6 * 24 * time.Hour))
		trigger(t, s, key)
		eventually(t, "the endpoint disabled", func() bool {
			return s.Do(t, "GET", "/v1/webhooks/"+id4, key, nil).Get("data.enabled") == false
		})
		require.NotEmpty(t, s.Do(t, "GET", "/v1/webhooks/"+id4, key, nil).Str("data.disabled_reason"))
		ev := s.Do(t, "GET", "/v1/events?type=webhook_endpoint.disabled", key, nil)
		require.EqualValues(t, 1, ev.Get("meta.total"))
		offset.Store(0)

		// Rotation: both secrets sign for a day.
		rot := newReceiver(t)
		ep3 := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rot.URL})
		old := ep3.Str("data.secret")
		rr := s.Do(t, "POST", "/v1/webhooks/"+ep3.Str("data.id")+"/rotate", key, nil)
		fresh := rr.Str("data.secret")
		require.NotEqual(t, old, fresh)
		trigger(t, s, key)
		eventually(t, "a delivery after rotation", func() bool { return rot.count() == 1 })
		got := rot.last()
		require.Len(t, strings.Fields(got.header.Get("webhook-signature")), 2)
		for _, secret := range []string{old, fresh} {
			wh, _ := standardwebhooks.NewWebhook(secret)
			require.NoError(t, wh.Verify(got.body, got.header))
		}
		// A secret that stops signing leaves no data key behind.
		dataKeys := func() int {
			n, err := d.NewSelect().Table("data_keys").Count(context.Background())
			require.NoError(t, err)
			return int(n)
		}
		before := dataKeys()
		require.Equal(t, 200, s.Do(t, "POST", "/v1/webhooks/"+ep3.Str("data.id")+"/rotate", key, nil).Status)
		require.Equal(t, before, dataKeys(), "one key for the new secret, the retired one's forgotten")
		r = s.Do(t, "DELETE", "/v1/webhooks/"+ep3.Str("data.id"), key, nil)
		require.Equal(t, 200, r.Status)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/webhooks/"+ep3.Str("data.id"), key, nil).Status)
		require.Equal(t, before-2, dataKeys(), "the current and previous secrets' keys are forgotten")
	})
}

func TestWebhookURLsInLiveModeMustBePublic(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	org := s.Org(t, "acme")
	for _, u := range []string{"http://example.com/hook", "https://127.0.0.1/hook", "https://10.1.2.3/hook",
		"https://169.254.169.254/latest/meta-data", "https://[::1]/hook", "https://192.168.0.10/x", "https://localhost/hook",
		"ftp://example.com", "https://user:pw@example.com/"} {
		r := s.Do(t, "POST", "/v1/webhooks", org.LiveKey, map[string]any{"url": u})
		require.Equal(t, 422, r.Status, "%s: %s", u, r.Body)
		require.NotNil(t, r.Get("errors.url"), u)
	}
	r := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": "http://localhost:9/hook"})
	require.Equal(t, 201, r.Status, "test mode allows local http endpoints for development")
}

// A connection a test delivery opened to a local receiver is never reused
// by a live delivery to the same host: the live one is refused by its
// dialer's guard, as if no test delivery had gone before. (The live endpoint
// is moved to live mode in the database, as when a name that resolved to a
// public address at registration resolves to a local one later.)
func TestLiveDeliveriesNeverReuseTestConnections(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, fastWebhooks(nil))
		org := s.Org(t, "acme")
		rcv := newReceiver(t)
		for range 2 {
			require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": rcv.URL + "/hook"}).Status)
		}
		live := s.Do(t, "GET", "/v1/webhooks", org.TestKey, nil).Str("data.0.id")
		_, err := d.NewUpdate().Table("webhook_endpoints").Set("mode = ?", "live").Where("id = ?", live).Exec(context.Background())
		require.NoError(t, err)

		trigger(t, s, org.TestKey)
		eventually(t, "the test delivery", func() bool { return rcv.count() == 1 })
		trigger(t, s, org.LiveKey)
		var status string
		eventually(t, "the live delivery's last attempt", func() bool {
			status = s.Do(t, "GET", "/v1/webhooks/"+live+"/deliveries", org.LiveKey, nil).Str("data.0.status")
			return status != "" && status != "pending"
		})
		require.Equal(t, "failed", status)
		r := s.Do(t, "GET", "/v1/webhooks/"+live+"/deliveries", org.LiveKey, nil)
		for _, a := range r.Get("data.0.attempts").([]any) {
			require.Contains(t, a.(map[string]any)["error"], "refused", "the guard refused it")
		}
		require.Equal(t, 1, rcv.count(), "only the test delivery reached the local receiver")
	})
}

func TestPendingDeliveriesSurviveARestart(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		rcv := newReceiver(t)
		// The first process records events but dies before delivering any:
		// its workers never run (async queue, not started).
		cfg := apptest.Config()
		cfg.Queue, cfg.DataDir, cfg.BlobURL = "async", t.TempDir(), "mem://"
		first, err := app.New(context.Background(), cfg, d, slog.New(slog.DiscardHandler), app.Options{})
		require.NoError(t, err)
		srv := httptest.NewServer(first.Handler())
		dead := &apptest.Server{Server: srv, App: first}
		key := dead.Org(t, "acme").TestKey
		dead.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL})
		for range 5 {
			trigger(t, dead, key)
		}
		srv.Close()
		require.Equal(t, 0, rcv.count())

		s := apptest.Start(t, d, fastWebhooks(nil)) // the restart
		_ = s
		eventually(t, "all five delivered", func() bool { return rcv.count() == 5 })
	})
}

// A verdict records several events in one transaction: each goes to every
// endpoint that wants it, and only to those.
func TestWebhooksGetEveryEventOfAFlow(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, fastWebhooks(nil))
		key := s.Org(t, "acme").TestKey
		all, done := newReceiver(t), newReceiver(t)
		for url, types := range map[string][]string{all.URL: {"verification.*"}, done.URL: {"verification.completed"}} {
			c := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": url + "/hook", "events": types})
			require.Equal(t, 201, c.Status, string(c.Body))
		}
		f := newFlow(t, s, key, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		eventually(t, "every delivery", func() bool { return all.count() == 5 && done.count() == 1 })
		typesOf := func(r *receiver) []string {
			r.mu.Lock()
			defer r.mu.Unlock()
			var out []string
			for _, g := range r.got {
				var e struct{ Event string }
				require.NoError(t, json.Unmarshal(g.body, &e))
				out = append(out, e.Event)
			}
			return out
		}
		require.ElementsMatch(t, []string{"verification.started", "verification.document_submitted", "verification.processing",
			"verification.approved", "verification.completed"}, typesOf(all))
		require.Equal(t, []string{"verification.completed"}, typesOf(done))
		time.Sleep(100 * time.Millisecond)
		require.Equal(t, 5, all.count(), "nothing more")
	})
}

// A test event reaches the one endpoint it is sent to, signed as any
// delivery, and no other.
func TestWebhookTestEvent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, fastWebhooks(nil))
		org := s.Org(t, "acme")
		one, two := newReceiver(t), newReceiver(t)
		c := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": one.URL + "/hook", "events": []string{"verification.*"}})
		require.Equal(t, 201, c.Status, string(c.Body))
		require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": two.URL + "/hook"}).Status)
		r := gql(t, s, org.TestKey, `mutation($e: ID!) { sendTestWebhookEvent(endpointId: $e) { id endpointId status } }`,
			map[string]any{"e": c.Str("data.id")})
		require.Equal(t, c.Str("data.id"), r.Str("data.sendTestWebhookEvent.endpointId"))
		eventually(t, "the test event", func() bool { return one.count() == 1 })
		var payload map[string]any
		require.NoError(t, json.Unmarshal(one.last().body, &payload))
		require.Equal(t, "webhook.test", payload["event"])
		require.Equal(t, c.Str("data.id"), payload["data"].(map[string]any)["endpoint_id"])
		wh, err := standardwebhooks.NewWebhook(c.Str("data.secret"))
		require.NoError(t, err)
		require.NoError(t, wh.Verify(one.last().body, one.last().header))
		time.Sleep(200 * time.Millisecond)
		require.Zero(t, two.count(), "no other endpoint receives a test")

		other := s.Org(t, "other")
		r = s.GraphQL(t, other.TestKey, `mutation($e: ID!) { sendTestWebhookEvent(endpointId: $e) { id } }`, map[string]any{"e": c.Str("data.id")})
		require.Equal(t, "not_found", r.Str("errors.0.extensions.code"), string(r.Body))
	})
}

// countEventReads counts the statements that read events by their ids.
type countEventReads struct{ n *atomic.Int64 }

func (c countEventReads) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (c countEventReads) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.HasPrefix(e.Query, "SELECT") && strings.Contains(e.Query, `FROM "events"`) && strings.Contains(e.Query, "(id IN (") {
		c.n.Add(1)
	}
}

const deliveriesPage = `query($e: ID!, $status: DeliveryStatus, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $e, status: $status, first: $first, after: $after) {
    edges { cursor node { id eventId eventType status nextAttemptAt
      attempts { attempt statusCode responseBody }
      event { id type payload }
      request { url headers { name value } body } } }
    pageInfo { hasNextPage endCursor } } }`

// What a dashboard reads of an endpoint's deliveries: every one, by
// cursor, with the event, the request as the receiver got it (the
// signatures hidden) and the response, in a few statements a page.
func TestWebhookDeliveriesForADashboard(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var eventReads atomic.Int64
		d.AddQueryHook(countEventReads{&eventReads})
		s := apptest.Start(t, d, fastWebhooks(nil))
		org := s.Org(t, "acme")
		rcv := newReceiver(t)
		ep := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": rcv.URL + "/hook"})
		id := ep.Str("data.id")
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test}
		for range 150 {
			_, err := s.App.Webhooks.SendTest(context.Background(), p, id)
			require.NoError(t, err)
		}
		eventually(t, "150 deliveries", func() bool { return rcv.count() == 150 })
		eventually(t, "every delivery settled", func() bool {
			return s.Do(t, "GET", "/v1/webhooks/"+id+"/deliveries?page_size=1", org.TestKey, nil).Str("data.0.status") == "succeeded" &&
				len(s.Paginate(t, org.TestKey, "webhookDeliveries", `query($after: String) { webhookDeliveries(endpointId: "`+id+`", status: PENDING, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`)) == 0
		})

		var want []string
		for page := 1; page <= 2; page++ {
			r := s.Do(t, "GET", "/v1/webhooks/"+id+"/deliveries?page_size=100&page="+strconv.Itoa(page), org.TestKey, nil)
			for _, dl := range r.Get("data").([]any) {
				want = append(want, dl.(map[string]any)["id"].(string))
			}
		}
		require.Len(t, want, 150)

		t.Run("pages by cursor, every delivery once, newest first", func(t *testing.T) {
			q := `query($after: String) { webhookDeliveries(endpointId: "` + id + `", first: 40, after: $after) {
			  edges { node { id } } pageInfo { hasNextPage endCursor } } }`
			require.Equal(t, want, s.Paginate(t, org.TestKey, "webhookDeliveries", q))
			q = strings.Replace(q, `first: 40`, `status: SUCCEEDED, first: 100`, 1)
			require.Equal(t, want, s.Paginate(t, org.TestKey, "webhookDeliveries", q))
		})

		t.Run("a page of 100 with its events, requests and responses", func(t *testing.T) {
			byEvent := map[string]received{}
			rcv.mu.Lock()
			for _, g := range rcv.got {
				byEvent[g.header.Get("webhook-id")] = g
			}
			rcv.mu.Unlock()
			eventReads.Store(0)
			r := gql(t, s, org.TestKey, deliveriesPage, map[string]any{"e": id, "first": 100})
			require.EqualValues(t, 1, eventReads.Load(), "one statement reads the page's events")
			edges := r.Get("data.webhookDeliveries.edges").([]any)
			require.Len(t, edges, 100)
			require.Equal(t, true, r.Get("data.webhookDeliveries.pageInfo.hasNextPage"))
			for i, e := range edges {
				n := e.(map[string]any)["node"].(map[string]any)
				require.Equal(t, want[i], n["id"])
				require.Equal(t, "webhook.test", n["eventType"])
				require.Equal(t, "SUCCEEDED", n["status"])
				require.Nil(t, n["nextAttemptAt"], "a delivery that succeeded is not tried again")
				ev := n["event"].(map[string]any)
				require.Equal(t, n["eventId"], ev["id"])
				require.Equal(t, "webhook.test", ev["type"])
				got := byEvent[n["eventId"].(string)]
				req := n["request"].(map[string]any)
				require.Equal(t, string(got.body), req["body"], "the body is what the receiver got, byte for byte")
				require.Equal(t, rcv.URL+"/hook", req["url"])
				shown := map[string]string{}
				for _, h := range req["headers"].([]any) {
					shown[h.(map[string]any)["name"].(string)] = h.(map[string]any)["value"].(string)
				}
				require.Equal(t, map[string]string{"Content-Type": "application/json", "User-Agent": got.header.Get("User-Agent"),
					"Webhook-Id": got.header.Get("webhook-id"), "Webhook-Timestamp": got.header.Get("webhook-timestamp"),
					"X-Arkyc-Timestamp": got.header.Get("X-Arkyc-Timestamp"), "Webhook-Signature": "[redacted]",
					"X-Arkyc-Signature": "[redacted]"}, shown)
				require.NotContains(t, string(r.Body), got.header.Get("webhook-signature"), "no signature is shown")
				at := n["attempts"].([]any)
				require.Len(t, at, 1)
				require.EqualValues(t, 200, at[0].(map[string]any)["statusCode"])
				require.Equal(t, "ok from receiver", at[0].(map[string]any)["responseBody"])
			}

			one := gql(t, s, org.TestKey, `query($id: ID!) { webhookDelivery(id: $id) { id eventType request { body }
			  attempts { statusCode responseHeaders { name value } } } }`, map[string]any{"id": want[0]})
			require.Equal(t, want[0], one.Str("data.webhookDelivery.id"))
			require.Equal(t, "webhook.test", one.Str("data.webhookDelivery.eventType"))
			require.Contains(t, one.Get("data.webhookDelivery.attempts.0.responseHeaders"), map[string]any{"name": "Content-Type", "value": "text/plain; charset=utf-8"})
			require.Contains(t, one.Get("data.webhookDelivery.attempts.0.responseHeaders"), map[string]any{"name": "Content-Length", "value": "16"})
		})

		t.Run("bad arguments and other tenants", func(t *testing.T) {
			r := s.GraphQL(t, org.TestKey, deliveriesPage, map[string]any{"e": id, "status": "DONE"})
			require.Equal(t, "graphql_validation_failed", r.Str("errors.0.extensions.code"), "an enum: "+string(r.Body))
			r = s.GraphQL(t, org.TestKey, deliveriesPage, map[string]any{"e": id, "first": 101})
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
			r = s.GraphQL(t, org.TestKey, deliveriesPage, map[string]any{"e": id, "after": "nope"})
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
			other := s.Org(t, "other")
			r = s.GraphQL(t, other.TestKey, deliveriesPage, map[string]any{"e": id})
			require.Equal(t, "not_found", r.Str("errors.0.extensions.code"), string(r.Body))
			r = s.GraphQL(t, org.LiveKey, deliveriesPage, map[string]any{"e": id})
			require.Equal(t, "not_found", r.Str("errors.0.extensions.code"), string(r.Body))
			for _, key := range []string{other.TestKey, org.LiveKey} {
				g := gql(t, s, key, `query($id: ID!) { webhookDelivery(id: $id) { id } }`, map[string]any{"id": want[0]})
				require.Nil(t, g.Get("data.webhookDelivery"), string(g.Body))
			}
		})

		t.Run("event(id): the caller's own, null for any other", func(t *testing.T) {
			r := s.Do(t, "GET", "/v1/events?page_size=1", org.TestKey, nil)
			evID := r.Str("data.0.id")
			q := `query($id: ID!) { event(id: $id) { id type objectId payload } }`
			g := gql(t, s, org.TestKey, q, map[string]any{"id": evID})
			require.Equal(t, evID, g.Str("data.event.id"))
			require.Equal(t, "webhook.test", g.Str("data.event.type"))
			require.Equal(t, id, g.Str("data.event.objectId"))
			for _, key := range []string{s.Org(t, "globex").TestKey, org.LiveKey} {
				g = gql(t, s, key, q, map[string]any{"id": evID})
				require.Nil(t, g.Get("data.event"), string(g.Body))
			}
			g = gql(t, s, org.TestKey, q, map[string]any{"id": "evt_nope"})
			require.Nil(t, g.Get("data.event"), string(g.Body))
		})

		t.Run("the REST listing is as it was", func(t *testing.T) {
			r := s.Do(t, "GET", "/v1/webhooks/"+id+"/deliveries?page_size=2", org.TestKey, nil)
			require.Equal(t, 200, r.Status, string(r.Body))
			require.EqualValues(t, 150, r.Get("meta.total"))
			dl := r.Get("data.0").(map[string]any)
			require.ElementsMatch(t, []string{"id", "endpoint_id", "event_id", "status", "attempts", "created_at", "updated_at"}, keysOf(dl))
			require.ElementsMatch(t, []string{"attempt", "status_code", "latency_ms", "response_body", "created_at"},
				keysOf(dl["attempts"].([]any)[0].(map[string]any)))
		})

		t.Run("a resend answers the delivery with its request", func(t *testing.T) {
			r := gql(t, s, org.TestKey, `mutation($id: ID!) { resendWebhookDelivery(id: $id) { id eventId eventType status request { url body } attempts { attempt } } }`,
				map[string]any{"id": want[0]})
			// The workers may have made the attempt already.
			require.Contains(t, []string{"PENDING", "SUCCEEDED"}, r.Str("data.resendWebhookDelivery.status"))
			require.Equal(t, "webhook.test", r.Str("data.resendWebhookDelivery.eventType"))
			require.Equal(t, rcv.URL+"/hook", r.Str("data.resendWebhookDelivery.request.url"))
			require.Contains(t, r.Str("data.resendWebhookDelivery.request.body"), `"id":"`+r.Str("data.resendWebhookDelivery.eventId")+`"`)
			require.NotEmpty(t, r.Get("data.resendWebhookDelivery.attempts"))
		})
	})
}

func keysOf(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// A session's page shows the webhook deliveries of its events, to every
// endpoint, and no other session's.
func TestSessionWebhookDeliveries(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, fastWebhooks(nil))
		org := s.Org(t, "acme")
		key := org.TestKey
		a, b := newReceiver(t), newReceiver(t)
		for _, r := range []*receiver{a, b} {
			require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": r.URL + "/hook", "events": []string{"verification.started"}}).Status)
		}
		id := trigger(t, s, key)
		trigger(t, s, key) // another session's
		q := `query($id: ID!, $after: String) { session(id: $id) { webhookDeliveries(first: 1, after: $after) {
			edges { node { eventType status request { url } event { objectId } } } pageInfo { hasNextPage endCursor } } } }`
		var urls []string
		var after any
		for {
			r := gql(t, s, key, q, map[string]any{"id": id, "after": after})
			for _, e := range r.Get("data.session.webhookDeliveries.edges").([]any) {
				n := e.(map[string]any)["node"].(map[string]any)
				require.Equal(t, "verification.started", n["eventType"])
				require.Equal(t, id, n["event"].(map[string]any)["objectId"], "its own events only")
				urls = append(urls, n["request"].(map[string]any)["url"].(string))
			}
			if r.Get("data.session.webhookDeliveries.pageInfo.hasNextPage") != true {
				break
			}
			after = r.Str("data.session.webhookDeliveries.pageInfo.endCursor")
		}
		require.ElementsMatch(t, []string{a.URL + "/hook", b.URL + "/hook"}, urls, "one delivery to each endpoint")

		reviewer := auth.Reviewer
		rk, _, err := s.App.Auth.CreateRestrictedKey(context.Background(), org.ID, auth.Test, "reviewer", &reviewer)
		require.NoError(t, err)
		r := s.GraphQL(t, rk, q, map[string]any{"id": id})
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "deliveries are developers': "+string(r.Body))
	})
}
