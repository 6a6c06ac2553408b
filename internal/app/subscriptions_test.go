package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
)

type wsClient struct {
	t       *testing.T
	c       *websocket.Conn
	pending map[string][]wsMessage // read while waiting for another id
}

func connect(t *testing.T, s *apptest.Server, credential string) *wsClient {
	c := dialGraphQL(t, s)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	init, _ := json.Marshal(map[string]any{"authorization": "Bearer " + credential})
	require.NoError(t, wsjson.Write(ctx, c, wsMessage{Type: "connection_init", Payload: init}))
	var m wsMessage
	require.NoError(t, wsjson.Read(ctx, c, &m))
	require.Equal(t, "connection_ack", m.Type)
	return &wsClient{t: t, c: c, pending: map[string][]wsMessage{}}
}

func (w *wsClient) subscribe(id, query string, vars map[string]any) {
	payload, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	require.NoError(w.t, wsjson.Write(context.Background(), w.c, wsMessage{ID: id, Type: "subscribe", Payload: payload}))
}

// next returns the next message for id, keeping messages for other ids.
func (w *wsClient) next(id string) wsMessage {
	if q := w.pending[id]; len(q) > 0 {
		w.pending[id] = q[1:]
		return q[0]
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		var m wsMessage
		require.NoError(w.t, wsjson.Read(ctx, w.c, &m))
		if m.ID == id {
			return m
		}
		w.pending[m.ID] = append(w.pending[m.ID], m)
	}
}

// quiet waits d, then keeps what arrived until then (a ping's pong marks
// the end).
func (w *wsClient) quiet(d time.Duration) {
	time.Sleep(d)
	require.NoError(w.t, wsjson.Write(context.Background(), w.c, wsMessage{Type: "ping"}))
	require.Equal(w.t, "pong", w.next("").Type)
}

// revoked checks that each of ids ends with a credential_revoked error
// message, with no message for it before, and that the server then closes
// the connection with 4403 credential_revoked.
func (w *wsClient) revoked(ids ...string) {
	w.t.Helper()
	for _, id := range ids {
		m := w.next(id)
		require.Equal(w.t, "error", m.Type, string(m.Payload))
		require.Contains(w.t, string(m.Payload), `"code":"credential_revoked"`)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var m wsMessage
	err := wsjson.Read(ctx, w.c, &m)
	var closed websocket.CloseError
	require.ErrorAs(w.t, err, &closed, "the connection closes, with no other message (%s %s)", m.Type, m.Payload)
	require.EqualValues(w.t, 4403, closed.Code)
	require.Equal(w.t, "credential_revoked", closed.Reason)
}

// until reads id's messages until one shows status, and returns the
// statuses shown and that message.
func (w *wsClient) until(id, status string) ([]string, wsMessage) {
	var statuses []string
	for {
		m := w.next(id)
		require.Equal(w.t, "next", m.Type, string(m.Payload))
		statuses = append(statuses, statusOf(m))
		if statuses[len(statuses)-1] == status {
			return statuses, m
		}
	}
}

// requireInOrder checks that statuses are some of chain, in its order: a
// verdict message shows the session as it is when its event is read, so
// it may already show a later status than the event's.
func requireInOrder(t *testing.T, statuses []string, chain ...string) {
	t.Helper()
	rest := chain
	for _, s := range statuses {
		i := slices.Index(rest, s)
		require.GreaterOrEqual(t, i, 0, "%v: not some of %v in order", statuses, chain)
		rest = rest[i+1:]
	}
}

const verdictQuery = `subscription($id: ID!) { verdictUpdated(sessionId: $id) { id status decisionReason } }`

func statusOf(m wsMessage) string {
	var p struct {
		Data struct {
			VerdictUpdated struct{ Status string } `json:"verdictUpdated"`
		} `json:"data"`
	}
	json.Unmarshal(m.Payload, &p)
	return strings.ToLower(p.Data.VerdictUpdated.Status) // the REST name of the status
}

func TestVerdictSubscription(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		f := newFlow(t, s, key, nil)
		ws := connect(t, s, f.token)
		ws.subscribe("1", verdictQuery, map[string]any{"id": f.id})
		require.Equal(t, "pending", statusOf(ws.next("1")), "first the session as it is")
		require.Equal(t, 1, s.App.Broker.Subscribers())

		other := newFlow(t, s, key, nil)
		ws.subscribe("2", verdictQuery, map[string]any{"id": other.id})
		m := ws.next("2")
		require.Contains(t, string(m.Payload), "not_found", "a client token follows only its own session")
		require.Equal(t, "complete", ws.next("2").Type)

		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.Equal(t, "started", statusOf(ws.next("1")))
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		require.Equal(t, "document_submitted", statusOf(ws.next("1")))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		statuses, m := ws.until("1", "approved")
		requireInOrder(t, statuses, "liveness_submitted", "processing", "approved")
		require.Contains(t, string(m.Payload), "AUTO_APPROVED")
		// The verdict ends the client token, and so its subscription.
		ws.revoked("1")
		eventually(t, "the end to release the subscription", func() bool { return s.App.Broker.Subscribers() == 0 })

		// A subscription started after the verdict gets the verdict once:
		// the session as it is, and none of the events that led there,
		// although they are recent enough for the broker to read again.
		wk := connect(t, s, key)
		wk.subscribe("3", verdictQuery, map[string]any{"id": f.id})
		m = wk.next("3")
		require.Equal(t, "approved", statusOf(m), string(m.Payload))
		wk.quiet(500 * time.Millisecond) // several reads of the broker
		require.Empty(t, wk.pending["3"], "nothing after the first message")
		require.NoError(t, wsjson.Write(context.Background(), wk.c, wsMessage{ID: "3", Type: "complete"}))
		eventually(t, "the unsubscribe", func() bool { return s.App.Broker.Subscribers() == 0 })
		// With the ended client token, the verdict and then the end.
		ws = connect(t, s, f.token)
		ws.subscribe("4", verdictQuery, map[string]any{"id": f.id})
		require.Equal(t, "approved", statusOf(ws.next("4")))
		ws.revoked("4")

		// A secret key follows any session of its organization, several
		// subscriptions share a connection, and a disconnect releases them all.
		ws2 := connect(t, s, key)
		ws2.subscribe("a", verdictQuery, map[string]any{"id": other.id})
		ws2.subscribe("b", `subscription { events(types: ["verification.*"]) { type objectId payload } }`, nil)
		require.Equal(t, "pending", statusOf(ws2.next("a")))
		eventually(t, "two subscriptions", func() bool { return s.App.Broker.Subscribers() == 2 })
		s.Do(t, "POST", "/v1/sessions/"+other.id+"/cancel", key, nil)
		require.Equal(t, "cancelled", statusOf(ws2.next("a")))
		require.Contains(t, string(ws2.next("b").Payload), "verification.cancelled")
		ws2.c.Close(websocket.StatusNormalClosure, "bye")
		eventually(t, "the disconnects to release everything", func() bool { return s.App.Broker.Subscribers() == 0 })

		noSuch := connect(t, s, s.Org(t, "other").TestKey)
		noSuch.subscribe("x", verdictQuery, map[string]any{"id": f.id})
		require.Contains(t, string(noSuch.next("x").Payload), "not_found", "another organization's session")
	})
}

// Two server processes share one PostgreSQL database: a subscription on
// process A receives the verdict of a session completed through process B.
func TestVerdictCrossesProcesses(t *testing.T) {
	t.Parallel()
	url := dbtest.PostgresURL(t)
	open := func() *db.DB {
		d, err := db.Open(context.Background(), db.Options{URL: url, MaxOpenConns: 5})
		require.NoError(t, err)
		t.Cleanup(func() { d.Close() })
		return d
	}
	a := apptest.Start(t, open(), apptest.Options{})
	b := apptest.Start(t, open(), apptest.Options{})
	key := a.Org(t, "acme").TestKey
	f := newFlow(t, b, key, nil)
	ws := connect(t, a, key)
	ws.subscribe("1", verdictQuery, map[string]any{"id": f.id})
	eventually(t, "the subscription", func() bool { return a.App.Broker.Subscribers() == 1 })
	f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
	f.ok(f.upload("liveness", nil))

	// Subscriptions opened on a after those steps on b, while their events
	// are still recent enough for a's broker to read: the verdict starts at
	// the session as it is, events at what happens next.
	late := connect(t, a, key)
	late.subscribe("v", verdictQuery, map[string]any{"id": f.id})
	require.Equal(t, "liveness_submitted", statusOf(late.next("v")), "the session as it is")
	late.subscribe("e", `subscription { events(types: ["verification.*"]) { type objectId } }`, nil)
	eventually(t, "the late subscriptions", func() bool { return a.App.Broker.Subscribers() == 3 })
	late.quiet(500 * time.Millisecond) // several reads of the broker
	require.Empty(t, late.pending["v"], "no status the session already had")
	require.Empty(t, late.pending["e"], "no event recorded before the subscription")

	f.ok(b.Do(t, "POST", "/v1/client/complete", f.token, nil))
	ws.until("1", "approved")
	statuses, _ := late.until("v", "approved")
	requireInOrder(t, statuses, "processing", "approved")
	var types []string
	for len(types) == 0 || types[len(types)-1] != "verification.completed" {
		m := late.next("e")
		require.Equal(t, "next", m.Type, string(m.Payload))
		var p struct {
			Data struct{ Events struct{ Type string } } `json:"data"`
		}
		require.NoError(t, json.Unmarshal(m.Payload, &p))
		types = append(types, p.Data.Events.Type)
	}
	require.NotContains(t, types, "verification.started")
	require.NotContains(t, types, "verification.document_submitted")
}

func TestSubscriptionsEndWithAReasonOnShutdown(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	ws := connect(t, s, key)
	ws.subscribe("e", `subscription { events { type } }`, nil)
	eventually(t, "the subscription", func() bool { return s.App.Broker.Subscribers() == 1 })
	require.NoError(t, s.App.Stop(context.Background()))
	m := ws.next("e")
	require.Equal(t, "error", m.Type)
	require.Contains(t, string(m.Payload), "server_shutdown")

	// Then the connection is closed as going away, and new ones are refused.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _, err := ws.c.Read(ctx)
	require.Equal(t, websocket.StatusGoingAway, websocket.CloseStatus(err), "%v", err)
	_, _, err = dialGraphQL(t, s).Read(ctx)
	require.Equal(t, websocket.StatusGoingAway, websocket.CloseStatus(err), "%v", err)
}

// Each verdictUpdated message is the session as the session query shows
// it, the review desk's fields included: assigning and flagging record no
// event, the redo that follows does, and its message carries all three.
func TestVerdictMessagesAreTheSessionAsQueried(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		reviewer := gql(t, s, key, `mutation { createApiKey(name: "Grace") { apiKey { id } } }`, nil)
		f := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		const fields = `id status decisionReason finalDecision reviewNote updatedAt completedAt endedAt reviewSince redactedAt
			assignedTo assignedKeyId flagged flagReason redoSteps`
		ws := connect(t, s, key)
		ws.subscribe("v", `subscription($id: ID!) { verdictUpdated(sessionId: $id) { `+fields+` } }`, map[string]any{"id": f.id})
		asQueried := func(m wsMessage) {
			t.Helper()
			require.Equal(t, "next", m.Type, string(m.Payload))
			var got struct {
				Data struct{ VerdictUpdated map[string]any } `json:"data"`
			}
			require.NoError(t, json.Unmarshal(m.Payload, &got))
			want := gql(t, s, key, `query($id: ID!) { session(id: $id) { `+fields+` } }`, map[string]any{"id": f.id}).Get("data.session")
			require.Equal(t, want, got.Data.VerdictUpdated)
		}
		m := ws.next("v")
		asQueried(m)
		require.Equal(t, "requires_review", statusOf(m))

		gql(t, s, key, `mutation($id: ID!, $k: ID) { assignSession(id: $id, keyId: $k) { id } }`,
			map[string]any{"id": f.id, "k": reviewer.Str("data.createApiKey.apiKey.id")})
		gql(t, s, key, `mutation($id: ID!) { flagSession(id: $id, flagged: true, reason: "edited") { id } }`, map[string]any{"id": f.id})
		gql(t, s, key, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS], note: "Your face was hidden") { clientToken } }`,
			map[string]any{"id": f.id})
		// The assignment and the flag are changes too: their messages may
		// come first, or be folded into the redo's.
		for m = ws.next("v"); !strings.Contains(string(m.Payload), `"redoSteps":["LIVENESS"]`); m = ws.next("v") {
			require.Equal(t, "next", m.Type, string(m.Payload))
		}
		asQueried(m)
		require.Contains(t, string(m.Payload), `"flagReason":"edited"`)

		f.ok(s.Do(t, "POST", "/v1/sessions/"+f.id+"/cancel", key, nil))
		m = ws.next("v")
		asQueried(m)
		require.Equal(t, "cancelled", statusOf(m))
		gql(t, s, key, `mutation($id: ID!) { redactSession(id: $id) { id } }`, map[string]any{"id": f.id})
		m = ws.next("v")
		asQueried(m)
		require.NotContains(t, string(m.Payload), `"redactedAt":null`)
	})
}

const eventsQuery = `subscription { events { type objectId } }`

// A revoked key's subscriptions end at once, and nothing recorded after
// the revocation reaches them; a client token's end with the message
// showing its session's end (cancelled, or sent back for a redo, which
// makes a new token).
func TestSubscriptionsEndWithTheirCredential(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		created := gql(t, s, key, `mutation { createApiKey(name: "Ops") { secret apiKey { id } } }`, nil)
		ops := created.Str("data.createApiKey.secret")
		f := newFlow(t, s, key, nil)
		ws := connect(t, s, ops)
		ws.subscribe("v", verdictQuery, map[string]any{"id": f.id})
		ws.subscribe("e", eventsQuery, nil)
		require.Equal(t, "pending", statusOf(ws.next("v")))
		eventually(t, "both subscriptions", func() bool { return s.App.Broker.Subscribers() == 2 })

		gql(t, s, key, `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, map[string]any{"id": created.Str("data.createApiKey.apiKey.id")})
		require.Equal(t, 401, s.Do(t, "GET", "/v1/sessions/"+f.id, ops, nil).Status)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil)) // verification.started
		newFlow(t, s, key, nil)                                  // verification.created
		ws.revoked("v", "e")
		eventually(t, "the end to release the subscriptions", func() bool { return s.App.Broker.Subscribers() == 0 })

		g := newFlow(t, s, key, nil)
		wt := connect(t, s, g.token)
		wt.subscribe("v", verdictQuery, map[string]any{"id": g.id})
		require.Equal(t, "pending", statusOf(wt.next("v")))
		f.ok(s.Do(t, "POST", "/v1/sessions/"+g.id+"/cancel", key, nil))
		require.Equal(t, "cancelled", statusOf(wt.next("v")))
		wt.revoked("v")

		h := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		old := connect(t, s, h.token)
		old.subscribe("v", verdictQuery, map[string]any{"id": h.id})
		require.Equal(t, "requires_review", statusOf(old.next("v")))
		redo := gql(t, s, key, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS]) { clientToken } }`,
			map[string]any{"id": h.id})
		// The redo revoked the old token: its stream ends, with nothing of
		// the reopened session.
		old.revoked("v")
		fresh := connect(t, s, redo.Str("data.requestSessionRedo.clientToken"))
		fresh.subscribe("v", verdictQuery, map[string]any{"id": h.id})
		require.Equal(t, "started", statusOf(fresh.next("v")), "the new token follows the session")
		h.ok(s.Do(t, "POST", "/v1/sessions/"+h.id+"/cancel", key, nil))
		cm := fresh.next("v")
		require.Equal(t, "cancelled", statusOf(cm), string(cm.Payload))
		fresh.revoked("v")
	})
}

// A key revoked through one process ends its subscriptions in another, once
// that process's copy of the key has expired.
func TestSubscriptionsEndWithTheirCredentialAcrossProcesses(t *testing.T) {
	t.Parallel()
	url := dbtest.PostgresURL(t)
	open := func() *db.DB {
		d, err := db.Open(context.Background(), db.Options{URL: url, MaxOpenConns: 5})
		require.NoError(t, err)
		t.Cleanup(func() { d.Close() })
		return d
	}
	a := apptest.Start(t, open(), apptest.Options{})
	b := apptest.Start(t, open(), apptest.Options{})
	key := a.Org(t, "acme").TestKey
	created := gql(t, a, key, `mutation { createApiKey(name: "Ops") { secret apiKey { id } } }`, nil)
	ws := connect(t, a, created.Str("data.createApiKey.secret"))
	ws.subscribe("e", eventsQuery, nil)
	eventually(t, "the subscription", func() bool { return a.App.Broker.Subscribers() == 1 })
	gql(t, b, key, `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, map[string]any{"id": created.Str("data.createApiKey.apiKey.id")})
	ws.revoked("e")
}

// A dashboard's event stream survives a burst: thousands of events
// recorded faster than the reader takes them (it does not read at all for
// a while) all arrive, in order, and the subscription goes on.
func TestEventsSubscriptionSurvivesABurst(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		ws := connect(t, s, org.TestKey)
		ws.subscribe("all", `subscription { events { id type payload } }`, nil)
		ws.quiet(200 * time.Millisecond) // subscribed
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test}
		const batches, size = 30, 100
		var want []string
		for b := range batches {
			pending := make([]events.Pending, size)
			for i := range pending {
				pending[i] = events.Pending{Type: "webhook.test", ObjectID: fmt.Sprintf("obj_%d", b), Snapshot: map[string]any{"n": b*size + i}}
			}
			evs, err := s.App.Events.RecordAll(ctx, d, p, pending...)
			require.NoError(t, err)
			for _, e := range evs {
				want = append(want, e.ID)
			}
		}
		time.Sleep(time.Second) // the reader is away while the burst arrives
		var got []string
		for len(got) < len(want) {
			m := ws.next("all")
			require.Equal(t, "next", m.Type, "message %d: %s", len(got), m.Payload)
			var v struct {
				Data struct{ Events struct{ ID string } } `json:"data"`
			}
			require.NoError(t, json.Unmarshal(m.Payload, &v))
			got = append(got, v.Data.Events.ID)
		}
		require.Equal(t, want, got, "every event of the burst, in order")
		// And the stream goes on.
		e, err := s.App.Events.Record(ctx, d, p, "webhook.test", "obj_after", map[string]any{"n": -1})
		require.NoError(t, err)
		m := ws.next("all")
		require.Equal(t, "next", m.Type)
		require.Contains(t, string(m.Payload), e.ID)
	})
}

// A signed-in person's browser cannot put its HttpOnly cookie in
// connection_init: the console's websocket authenticates with the cookie
// its upgrade carried, from the server's own origin only.
func TestWebsocketAuthenticatesASignedInPersonByCookie(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		ada := member(t, s, org, "ada@example.com", auth.Reviewer)
		dial := func(origin string) (*websocket.Conn, int) {
			h := http.Header{"Cookie": {auth.SessionCookie + "=" + ada.cookie}}
			if origin != "" {
				h.Set("Origin", origin)
			}
			c, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http")+"/graphql",
				&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: h})
			if err != nil {
				return nil, resp.StatusCode
			}
			t.Cleanup(func() { c.CloseNow() })
			return c, resp.StatusCode
		}
		c, _ := dial(s.URL)
		require.NotNil(t, c)
		require.NoError(t, wsjson.Write(ctx, c, wsMessage{Type: "connection_init"}))
		var m wsMessage
		require.NoError(t, wsjson.Read(ctx, c, &m))
		require.Equal(t, "connection_ack", m.Type, "the cookie authenticates")
		ws := &wsClient{t: t, c: c, pending: map[string][]wsMessage{}}
		ws.subscribe("q", `subscription { events { type objectId } }`, nil)
		ws.quiet(200 * time.Millisecond)
		f := newFlow(t, s, org.TestKey, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil)) // verification.started
		m = ws.next("q")
		require.Equal(t, "next", m.Type)
		require.Contains(t, string(m.Payload), f.id, "the person's organization's events")

		_, status := dial("http://shop.example")
		require.Equal(t, http.StatusForbidden, status, "another site's page may not open one")

		// Signed out, the cookie no longer authenticates.
		require.Equal(t, 204, s.Do(t, "POST", "/v1/auth/sign-out", "", nil, ada.headers(s)...).Status)
		c, _ = dial(s.URL)
		require.NoError(t, wsjson.Write(ctx, c, wsMessage{Type: "connection_init"}))
		_, _, err := c.Read(ctx)
		require.Equal(t, websocket.StatusCode(4403), websocket.CloseStatus(err), "%v", err)
	})
}
