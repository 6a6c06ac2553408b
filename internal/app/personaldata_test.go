package app_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// restrictedKey makes a key of org in mode that may do what role allows.
func restrictedKey(t *testing.T, s *apptest.Server, org apptest.Org, mode auth.Mode, role auth.Role) string {
	t.Helper()
	key, _, err := s.App.Auth.CreateRestrictedKey(context.Background(), org.ID, mode, string(role), &role)
	require.NoError(t, err)
	return key
}

// On REST as on GraphQL, a session's images and what was read from its
// document are for those who may review it: a viewer's key reads the
// session without them (and leaves no trace of links issued), a
// reviewer's with them.
func TestRESTSessionImagesNeedReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		f := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		viewer, reviewer := restrictedKey(t, s, org, auth.Test, auth.Viewer), restrictedKey(t, s, org, auth.Test, auth.Reviewer)

		audited := auditActions(t, s, org.TestKey, f.id)
		r := s.Do(t, "GET", "/v1/sessions/"+f.id, viewer, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Empty(t, r.Get("data.documents"))
		require.Empty(t, r.Get("data.assets"))
		require.Nil(t, r.Get("data.checks.document_front.fields"))
		require.EqualValues(t, 0.7, r.Get("data.checks.document_front.confidence"), "the scores stay")
		list := s.Do(t, "GET", "/v1/sessions", viewer, nil)
		require.Equal(t, f.id, list.Str("data.0.id"))
		require.Nil(t, list.Get("data.0.checks.document_front.fields"))
		require.Equal(t, audited, auditActions(t, s, org.TestKey, f.id), "no links were issued")

		r = s.Do(t, "GET", "/v1/sessions/"+f.id, reviewer, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Len(t, r.Get("data.documents"), 2)
		require.NotEmpty(t, r.Str("data.assets.selfie"))
		require.Equal(t, "passport", r.Str("data.checks.document_front.fields.document_type"))
		require.NotNil(t, s.Do(t, "GET", "/v1/sessions", reviewer, nil).Get("data.0.checks.document_front.fields"))
	})
}

// liveMember is a member of org with role, signed in and switched to live mode.
func liveMember(t *testing.T, s *apptest.Server, org apptest.Org, email string, role auth.Role) person {
	t.Helper()
	p := member(t, s, org, email, role)
	r := p.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: LIVE) { organization { mode } } }`,
		map[string]any{"o": org.ID})
	require.Equal(t, "LIVE", r.Str("data.switchOrganization.organization.mode"), string(r.Body))
	return person{email: p.email, cookie: sessionCookie(t, r)}
}

// A field's permission holds however its object is reached ("lovelace"
// marks what says who the person is; ids never hold an L). A developer in
// live mode (a key or a member) follows a session and its webhooks but is
// refused what says who the person is: through session(id), node(id),
// events, webhook deliveries and a session's own deliveries, over HTTP and
// over the websocket; the reviewers' work shows as absent. A developer in
// test mode, a reviewer and an admin in live mode read it all, wherever
// their role reaches.
func TestPersonalDataNeedsReadWhereverReached(t *testing.T) {
	t.Parallel()
	// Each reads one field that needs READ, at path in data, through a
	// path that any one of via lets a caller take.
	anyone, webhooks := []auth.Permission{auth.Anyone}, []auth.Permission{auth.Develop}
	reads := []struct {
		path, query string
		via         []auth.Permission
	}{
		{"session.userReference", `query($s: ID!) { session(id: $s) { id userReference } }`, anyone},
		{"session.customerId", `query($s: ID!) { session(id: $s) { id customerId } }`, anyone},
		{"session.customer", `query($s: ID!) { session(id: $s) { id customer { firstName lastName email } } }`, anyone},
		{"session.metadata", `query($s: ID!) { session(id: $s) { id metadata } }`, anyone},
		{"session.redirectUrl", `query($s: ID!) { session(id: $s) { id redirectUrl } }`, anyone},
		{"session.country", `query($s: ID!) { session(id: $s) { id country } }`, anyone},
		{"node.userReference", `query($s: ID!) { node(id: $s) { id ... on Session { userReference } } }`, anyone},
		{"events.edges.0.node.payload", `query($s: ID!) { events(filter: {objectId: $s}) { edges { node { id payload } } } }`,
			[]auth.Permission{auth.Read, auth.Develop}},
		{"event.payload", `query($e: ID!) { event(id: $e) { id payload } }`, []auth.Permission{auth.Read, auth.Develop}},
		{"webhookDeliveries.edges.0.node.request.body",
			`query($w: ID!) { webhookDeliveries(endpointId: $w) { edges { node { id request { body } } } } }`, webhooks},
		{"webhookDelivery.event.payload", `query($d: ID!) { webhookDelivery(id: $d) { id event { payload } } }`, webhooks},
		{"session.webhookDeliveries.edges.0.node.request.body",
			`query($s: ID!) { session(id: $s) { webhookDeliveries { edges { node { request { body } } } } } }`, webhooks},
	}
	// What a caller follows of the session whoever they are, and of its
	// webhooks with DEVELOP, personal data left out.
	const following = `query($s: ID!) {
		session(id: $s) { id status flagged flagReason }
		events(filter: {objectId: $s}) { edges { node { id type objectId } } }
	}`
	const developing = `query($s: ID!, $w: ID!, $d: ID!, $e: ID!) {
		session(id: $s) { webhookDeliveries { edges { node { id status request { url } } } } }
		event(id: $e) { id type }
		webhookDeliveries(endpointId: $w) { edges { node { id eventType event { id objectId } attempts { statusCode } } } }
		webhookDelivery(id: $d) { id request { url headers { name } } }
	}`
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		rcv := newReceiver(t)
		vars := map[auth.Mode]map[string]any{}
		for mode, key := range map[auth.Mode]string{auth.Test: org.TestKey, auth.Live: org.LiveKey} {
			// A live endpoint must resolve to a public address: the local
			// receiver's is made in test mode, then moved to live mode (its
			// live deliveries are refused by the dialer's guard, and kept).
			ep := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": rcv.URL})
			require.Equal(t, 201, ep.Status, string(ep.Body))
			_, err := d.NewUpdate().Table("webhook_endpoints").Set("mode = ?", string(mode)).Where("id = ?", ep.Str("data.id")).
				Exec(context.Background())
			require.NoError(t, err)
			cus := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada", "last_name": "Lovelace",
				"email": "lovelace@example.com", "country": "GB"})
			require.Equal(t, 200, cus.Status, string(cus.Body))
			f := newFlow(t, s, key, map[string]any{"user_reference": "lovelace-1", "customer_id": cus.Str("data.id"),
				"metadata": map[string]any{"name": "lovelace"}, "redirect_url": "https://shop.example/back?user=lovelace"})
			gql(t, s, key, `mutation($id: ID!) { flagSession(id: $id, flagged: true, reason: "looks edited") { id } }`, map[string]any{"id": f.id})
			f.ok(s.Do(t, "POST", "/v1/sessions/"+f.id+"/cancel", key, nil))
			r := gql(t, s, key, `query($w: ID!) { webhookDeliveries(endpointId: $w) { edges { node { id eventId } } } }`,
				map[string]any{"w": ep.Str("data.id")})
			vars[mode] = map[string]any{"s": f.id, "w": ep.Str("data.id"), "d": r.Str("data.webhookDeliveries.edges.0.node.id"),
				"e": r.Str("data.webhookDeliveries.edges.0.node.eventId")}
		}

		type caller struct {
			name string
			mode auth.Mode
			role auth.Role
			key  string // "" for a member
			do   func(query string, vars map[string]any) apptest.Response
		}
		var callers []caller
		for _, c := range []struct {
			mode auth.Mode
			role auth.Role
		}{{auth.Live, auth.Developer}, {auth.Test, auth.Developer}, {auth.Live, auth.Reviewer}, {auth.Live, auth.Admin}} {
			name := string(c.mode) + " " + string(c.role)
			key := restrictedKey(t, s, org, c.mode, c.role)
			callers = append(callers, caller{name + " key", c.mode, c.role, key,
				func(q string, v map[string]any) apptest.Response { return s.GraphQL(t, key, q, v) }})
			email := string(c.mode) + "." + string(c.role) + "@example.com"
			var p person
			if c.mode == auth.Live {
				p = liveMember(t, s, org, email, c.role)
			} else {
				p = member(t, s, org, email, c.role)
			}
			callers = append(callers, caller{name + " member", c.mode, c.role, "",
				func(q string, v map[string]any) apptest.Response { return p.graphQL(t, s, q, v) }})
		}

		for _, c := range callers {
			v := vars[c.mode]
			holds := func(perm auth.Permission) bool { return c.role.GrantsIn(c.mode, perm) }
			refused := !holds(auth.Read)
			for _, read := range reads {
				if !slices.ContainsFunc(read.via, holds) {
					continue // the path itself is not the caller's
				}
				r := c.do(read.query, v)
				require.Equal(t, 200, r.Status, "%s, %s: %s", c.name, read.path, r.Body)
				if !refused {
					require.Nil(t, r.Get("errors"), "%s, %s: %s", c.name, read.path, r.Body)
					if read.path != "session.country" { // no document was read
						require.NotNil(t, r.Get("data."+read.path), "%s, %s: %s", c.name, read.path, r.Body)
					}
					continue
				}
				var paths []string
				for _, e := range asList(r.Get("errors")) {
					require.Equal(t, "forbidden", e.(map[string]any)["extensions"].(map[string]any)["code"], "%s: %s", c.name, r.Body)
					paths = append(paths, errorPath(e))
				}
				require.Contains(t, paths, read.path, "%s: %s", c.name, r.Body)
				require.NotContains(t, strings.ToLower(string(r.Body)), "lovelace", c.name)
			}

			r := c.do(following, v)
			require.Nil(t, r.Get("errors"), "%s: %s", c.name, r.Body)
			require.Equal(t, "CANCELLED", r.Str("data.session.status"))
			require.NotEmpty(t, r.Get("data.events.edges"))
			require.Equal(t, !refused, r.Get("data.session.flagged"), "the reviewers' work is for those who read: %s", c.name)
			if refused {
				require.Nil(t, r.Get("data.session.flagReason"), c.name)
			} else {
				require.Equal(t, "looks edited", r.Str("data.session.flagReason"), c.name)
			}
			if holds(auth.Develop) {
				r = c.do(developing, v)
				require.Nil(t, r.Get("errors"), "%s: %s", c.name, r.Body)
				require.NotEmpty(t, r.Get("data.webhookDeliveries.edges"))
				require.NotEmpty(t, r.Get("data.session.webhookDeliveries.edges"))
			}

			if c.key == "" {
				continue
			}
			ws := connect(t, s, c.key)
			ws.subscribe("v", `subscription($s: ID!) { verdictUpdated(sessionId: $s) { id userReference } }`, map[string]any{"s": v["s"]})
			m := ws.next("v")
			if refused {
				require.Contains(t, string(m.Payload), `"code":"forbidden"`, c.name)
				require.NotContains(t, strings.ToLower(string(m.Payload)), "lovelace", c.name)
			} else {
				require.Equal(t, "next", m.Type, string(m.Payload))
				require.Contains(t, string(m.Payload), `"userReference":"lovelace-1"`, c.name)
			}
		}
	})
}

// errorPath is the path of a GraphQL error, dotted as Get takes it.
func errorPath(e any) string {
	var parts []string
	for _, p := range asList(e.(map[string]any)["path"]) {
		parts = append(parts, fmt.Sprint(p))
	}
	return strings.Join(parts, ".")
}
