package app_test

import (
	"context"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
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
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

type received struct {
	header http.Header
	body   []byte
}

// receiver is a webhook endpoint that answers every request 200.
type receiver struct {
	*httptest.Server
	mu  sync.Mutex
	got []received
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, received{header: req.Header.Clone(), body: body})
		r.mu.Unlock()
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
  webhookDeliveries(endpointId: $e, status: $status, first: $first, after: $after) { edges { node { id eventId eventType status
    nextAttemptAt attempts { statusCode responseBody } event { id } request { url headers { name value } body } } } } }`

// The webhooks' contract. REST: the secret shown once, a delivery in
// Arkyc's envelope and headers, the events' routes, the deliveries'
// listing, a live URL's refusal, a resend past the bound. GraphQL: a page
// of deliveries (its events read in one statement, statuses as an enum,
// the signatures hidden), arguments and tenants, events by id, a resend
// and a test event, a session's deliveries (the developers' only).
func TestWebhooksContract(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var eventReads atomic.Int64
		d.AddQueryHook(countEventReads{&eventReads})
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key, other := org.TestKey, s.Org(t, "other").TestKey
		do, rcv := expect(t, s, key), newReceiver(t)
		c := do("POST", "/v1/webhooks", map[string]any{"url": rcv.URL + "/hook", "events": []string{"verification.*"}}, 201)
		id, secret := c.Str("data.id"), c.Str("data.secret")
		require.True(t, strings.HasPrefix(secret, "whsec_"))
		for _, path := range []string{"/v1/webhooks/" + id, "/v1/webhooks"} {
			require.NotContains(t, string(do("GET", path, nil, 200).Body), secret, "the secret is shown only at creation")
		}
		f := newFlow(t, s, key, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil)) // verification.started
		sessionID := f.id
		var dl map[string]any
		eventually(t, "a delivery", func() bool {
			dl, _ = do("GET", "/v1/webhooks/"+id+"/deliveries", nil, 200).Get("data.0").(map[string]any)
			return dl != nil && dl["status"] == "succeeded"
		})
		rcv.mu.Lock()
		got := rcv.got[0]
		rcv.mu.Unlock()
		var payload map[string]any
		require.NoError(t, json.Unmarshal(got.body, &payload))
		require.Equal(t, []any{"verification.started", sessionID, "started", got.header.Get("webhook-id")},
			[]any{payload["event"], payload["session_id"], payload["status"], payload["id"]})
		wh, err := standardwebhooks.NewWebhook(secret)
		require.NoError(t, err)
		require.NoError(t, wh.VerifyIgnoringTimestamp(got.body, got.header))
		require.Equal(t, got.header.Get("webhook-timestamp"), got.header.Get("X-Arkyc-Timestamp"))
		require.Len(t, got.header.Get("X-Arkyc-Signature"), 64)
		ev := do("GET", "/v1/events?type=verification.*&object_id="+sessionID, nil, 200)
		require.EqualValues(t, 1, ev.Get("meta.total"))
		require.Equal(t, "verification.started", do("GET", "/v1/events/"+ev.Str("data.0.id"), nil, 200).Str("data.event"))
		require.Equal(t, 404, s.Do(t, "GET", "/v1/events/"+ev.Str("data.0.id"), other, nil).Status)
		require.ElementsMatch(t, []string{"id", "endpoint_id", "event_id", "status", "attempts", "created_at", "updated_at"}, slices.Collect(maps.Keys(dl)))
		require.ElementsMatch(t, []string{"attempt", "status_code", "latency_ms", "response_body", "created_at"},
			slices.Collect(maps.Keys(dl["attempts"].([]any)[0].(map[string]any))))
		r := s.Do(t, "POST", "/v1/webhooks", org.LiveKey, map[string]any{"url": "https://127.0.0.1/hook"})
		require.Equal(t, 422, r.Status, string(r.Body))
		require.NotNil(t, r.Get("errors.url"))

		r = gql(t, s, key, `mutation($e: ID!) { sendTestWebhookEvent(endpointId: $e) { id endpointId status } }`, map[string]any{"e": id})
		require.Equal(t, id, r.Str("data.sendTestWebhookEvent.endpointId"))
		r = s.GraphQL(t, other, `mutation($e: ID!) { sendTestWebhookEvent(endpointId: $e) { id } }`, map[string]any{"e": id})
		require.Equal(t, "not_found", r.Str("errors.0.extensions.code"), string(r.Body))
		eventually(t, "the test event's delivery", func() bool {
			return rcv.count() == 2 && len(gql(t, s, key, deliveriesPage, map[string]any{"e": id, "status": "PENDING"}).Get("data.webhookDeliveries.edges").([]any)) == 0
		})
		eventReads.Store(0)
		r = gql(t, s, key, deliveriesPage, map[string]any{"e": id, "first": 100})
		require.EqualValues(t, 1, eventReads.Load(), "one statement reads the page's events")
		n := r.Get("data.webhookDeliveries.edges.0.node").(map[string]any)
		require.Equal(t, []any{"webhook.test", "SUCCEEDED", nil, n["eventId"], rcv.URL + "/hook"},
			[]any{n["eventType"], n["status"], n["nextAttemptAt"], n["event"].(map[string]any)["id"], n["request"].(map[string]any)["url"]})
		require.Contains(t, n["request"].(map[string]any)["headers"], map[string]any{"name": "Webhook-Signature", "value": "[redacted]"})
		require.NotContains(t, string(r.Body), got.header.Get("webhook-signature"), "no signature is shown")
		require.Equal(t, map[string]any{"statusCode": 200.0, "responseBody": "ok from receiver"}, n["attempts"].([]any)[0])
		first := n["id"].(string)
		one := gql(t, s, key, `query($id: ID!) { webhookDelivery(id: $id) { attempts { responseHeaders { name value } } } }`, map[string]any{"id": first})
		require.Contains(t, one.Get("data.webhookDelivery.attempts.0.responseHeaders"), map[string]any{"name": "Content-Length", "value": "16"})
		for code, vars := range map[string][]map[string]any{"graphql_validation_failed": {{"e": id, "status": "DONE"}},
			"validation_failed": {{"e": id, "first": 101}, {"e": id, "after": "nope"}}} {
			for _, v := range vars {
				require.Equal(t, code, s.GraphQL(t, key, deliveriesPage, v).Str("errors.0.extensions.code"), "%v", v)
			}
		}
		q := `query($id: ID!) { event(id: $id) { id type objectId payload } }`
		g := gql(t, s, key, q, map[string]any{"id": n["eventId"]})
		require.Equal(t, "webhook.test "+id, g.Str("data.event.type")+" "+g.Str("data.event.objectId"))
		require.Nil(t, gql(t, s, key, q, map[string]any{"id": "evt_nope"}).Get("data.event"))
		for _, k := range []string{other, org.LiveKey} {
			require.Equal(t, "not_found", s.GraphQL(t, k, deliveriesPage, map[string]any{"e": id}).Str("errors.0.extensions.code"))
			require.Nil(t, gql(t, s, k, `query($id: ID!) { webhookDelivery(id: $id) { id } }`, map[string]any{"id": first}).Get("data.webhookDelivery"))
			require.Nil(t, gql(t, s, k, q, map[string]any{"id": n["eventId"]}).Get("data.event"))
		}
		r = gql(t, s, key, `mutation($id: ID!) { resendWebhookDelivery(id: $id) { eventId status request { url body } attempts { attempt } } }`,
			map[string]any{"id": first})
		require.Contains(t, []string{"PENDING", "SUCCEEDED"}, r.Str("data.resendWebhookDelivery.status")) // the workers may have made it
		require.Equal(t, rcv.URL+"/hook", r.Str("data.resendWebhookDelivery.request.url"))
		require.Contains(t, r.Str("data.resendWebhookDelivery.request.body"), `"id":"`+r.Str("data.resendWebhookDelivery.eventId")+`"`)
		require.NotEmpty(t, r.Get("data.resendWebhookDelivery.attempts"))

		del := dl["id"].(string)
		do("POST", "/v1/webhooks/deliveries/"+del+"/resend", nil, 200)
		_, err = d.NewUpdate().Table("webhook_deliveries").Set("attempts = ?", webhooks.MaxDeliveryAttempts).Where("id = ?", del).Exec(context.Background())
		require.NoError(t, err)
		require.Equal(t, "delivery_attempts_exhausted", do("POST", "/v1/webhooks/deliveries/"+del+"/resend", nil, 409).Str("error"))
		g = s.GraphQL(t, key, `mutation($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, map[string]any{"id": del})
		require.Equal(t, "delivery_attempts_exhausted", g.Str("errors.0.extensions.code"), string(g.Body))

		sq := `query($id: ID!) { session(id: $id) { webhookDeliveries(first: 10) { edges { node { eventType event { objectId } } } } } }`
		r = gql(t, s, key, sq, map[string]any{"id": sessionID})
		require.Equal(t, "verification.started "+sessionID, r.Str("data.session.webhookDeliveries.edges.0.node.eventType")+" "+
			r.Str("data.session.webhookDeliveries.edges.0.node.event.objectId"))
		local := do("POST", "/v1/webhooks", map[string]any{"url": "http://localhost:9/hook"}, 201).Str("data.id") // test mode allows local http
		require.NotEqual(t, secret, do("POST", "/v1/webhooks/"+local+"/rotate", nil, 200).Str("data.secret"))
		do("DELETE", "/v1/webhooks/"+local, nil, 200)
		do("GET", "/v1/webhooks/"+local, nil, 404)
		reviewer := auth.Reviewer
		rk, _, err := s.App.Auth.CreateRestrictedKey(context.Background(), org.ID, auth.Test, "reviewer", &reviewer)
		require.NoError(t, err)
		r = s.GraphQL(t, rk, sq, map[string]any{"id": sessionID})
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "deliveries are developers': "+string(r.Body))
	})
}

// An event filter names at most 100 types, each of at most 100 bytes, on
// REST, GraphQL and subscriptions alike: more is a 422 naming types.
func TestEventFiltersTakeAtMost100Types(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		types := func(n int) []string {
			return strings.Split("verification.started"+strings.Repeat(",other.type*", n-1), ",")
		}
		expect(t, s, key)("GET", "/v1/events?type="+strings.Join(types(100), ","), nil, 200)
		const query = `query($t: [String!]) { events(filter: {types: $t}) { edges { node { type } } } }`
		gql(t, s, key, query, map[string]any{"t": types(100)})
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
		require.Contains(t, string(ws.next("1").Payload), `"code":"validation_failed"`)
		require.Equal(t, "complete", ws.next("1").Type)
	})
}
