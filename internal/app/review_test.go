package app_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// clockedServer is a server whose clock the test moves.
func clockedServer(t *testing.T, d *db.DB) (*apptest.Server, *atomic.Int64, func() time.Time) {
	offset := new(atomic.Int64)
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	return apptest.Start(t, d, apptest.Options{App: app.Options{Now: now}}), offset, now
}

// inReview runs a flow to requires_review with the given front hints.
func inReview(t *testing.T, s *apptest.Server, key string, front map[string]string) *flow {
	t.Helper()
	f := newFlow(t, s, key, nil)
	fields := map[string]string{"document_type": "passport"}
	for k, v := range front {
		fields[k] = v
	}
	f.ok(f.upload("document/front", fields))
	f.ok(f.upload("liveness", nil))
	f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
	require.Equal(t, "requires_review", f.session().Str("data.status"))
	return f
}

// gql runs a GraphQL operation that must succeed.
func gql(t *testing.T, s *apptest.Server, key, query string, vars map[string]any) apptest.Response {
	t.Helper()
	r := s.GraphQL(t, key, query, vars)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Nil(t, r.Get("errors"), string(r.Body))
	return r
}

// ok runs a person's GraphQL operation that must succeed.
func (p person) ok(t *testing.T, s *apptest.Server, query string, vars map[string]any) apptest.Response {
	t.Helper()
	r := p.graphQL(t, s, query, vars)
	require.Nil(t, r.Get("errors"), string(r.Body))
	return r
}

// auditActions lists the actions recorded about an object, oldest first.
func auditActions(t *testing.T, s *apptest.Server, key, objectID string) []string {
	t.Helper()
	r := s.Do(t, "GET", "/v1/audit?per_page=100&object_id="+objectID, key, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	var out []string
	for _, e := range r.Get("data").([]any) {
		out = append([]string{e.(map[string]any)["action"].(string)}, out...)
	}
	return out
}

// The review desk's routes: their fields, codes and pages. What the desk
// does (and redaction, retention) is tested beside it, in
// internal/identity/review.
func TestReviewOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s, offset, _ := clockedServer(t, d)
		org := s.Org(t, "acme")
		key := org.TestKey
		r := gql(t, s, key, `mutation { createApiKey(name: "Grace") { secret apiKey { id name } } }`, nil)
		grace, graceID := r.Str("data.createApiKey.secret"), r.Str("data.createApiKey.apiKey.id")
		a := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		offset.Store(int64(time.Hour))
		b, c := inReview(t, s, key, map[string]string{"quality_score": "0.6"}), inReview(t, s, key, map[string]string{"confidence": "0.7"})
		do := func(q, id string) apptest.Response {
			return s.GraphQL(t, grace, q, map[string]any{"id": id, "k": graceID})
		}
		r = do(`mutation($id: ID!, $k: ID) { assignSession(id: $id, keyId: $k) { assignedTo assignedKeyId } }`, a.id)
		require.Equal(t, map[string]any{"assignedTo": "Grace", "assignedKeyId": graceID}, r.Get("data.assignSession"), string(r.Body))
		require.Equal(t, "Grace", a.session().Str("data.assigned_to"), "Arkyc's assigned_to")
		r = do(`mutation($id: ID!) { assignSession(id: $id, keyId: "key_nobody") { id } }`, a.id)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		r = do(`mutation($id: ID!) { addSessionNote(id: $id, body: "Looks edited") { authorName authorKeyId body } }`, a.id)
		require.Equal(t, map[string]any{"authorName": "Grace", "authorKeyId": graceID, "body": "Looks edited"}, r.Get("data.addSessionNote"))
		r = do(`mutation($id: ID!) { flagSession(id: $id, flagged: true, reason: "edited") { flagged flagReason notes { body } } }`, a.id)
		require.Equal(t, map[string]any{"flagged": true, "flagReason": "edited", "notes": []any{map[string]any{"body": "Looks edited"}}},
			r.Get("data.flagSession"))
		var after any // the queue's filters and pages
		for _, q := range [][]any{{nil, a.id, b.id}, {nil, c.id}, {map[string]any{"reason": "OCR_LOW_CONFIDENCE"}, a.id, c.id},
			{map[string]any{"minAgeSeconds": 1800}, a.id}, {map[string]any{"assignedKeyId": graceID}, a.id},
			{map[string]any{"unassigned": true}, b.id, c.id}, {map[string]any{"flagged": true}, a.id}} {
			r = gql(t, s, grace, `query($f: ReviewQueueFilter, $a: String) { reviewQueue(filter: $f, first: 2, after: $a) {
				edges { node { id } } pageInfo { hasNextPage endCursor } } }`, map[string]any{"f": q[0], "a": after})
			var ids []any
			for _, e := range r.Get("data.reviewQueue.edges").([]any) {
				ids = append(ids, e.(map[string]any)["node"].(map[string]any)["id"])
			}
			require.Equal(t, q[1:], ids, q[0])
			if after = nil; r.Get("data.reviewQueue.pageInfo.hasNextPage") == true {
				after = r.Str("data.reviewQueue.pageInfo.endCursor")
			}
		}
		require.Equal(t, "APPROVED", do(`mutation($id: ID!) { approveSession(id: $id, note: "fine") { status } }`, b.id).Str("data.approveSession.status"))
		r = do(`mutation($id: ID!) { assignSession(id: $id, keyId: null) { id } }`, b.id)
		require.Equal(t, "session_not_in_review", r.Str("errors.0.extensions.code"), string(r.Body))
		r = do(`mutation($id: ID!) { requestSessionRedo(id: $id, steps: [PASSPORT]) { clientToken } }`, c.id)
		require.Equal(t, "graphql_validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		r = do(`mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS]) { clientToken url session { status redoSteps finalDecision } } }`, c.id)
		require.Equal(t, map[string]any{"status": "STARTED", "redoSteps": []any{"LIVENESS"}, "finalDecision": nil}, r.Get("data.requestSessionRedo.session"))
		token := r.Str("data.requestSessionRedo.clientToken")
		require.Contains(t, r.Str("data.requestSessionRedo.url"), token)
		old := s.Do(t, "GET", "/v1/client/session", c.token, nil)
		require.Equal(t, []any{401, "invalid_client_token"}, []any{old.Status, old.Str("error")}, "the token from before the redo stops working")
		old = s.GraphQL(t, c.token, `query($id: ID!) { session(id: $id) { status } }`, map[string]any{"id": c.id})
		require.Equal(t, []any{401, "invalid_client_token"}, []any{old.Status, old.Str("errors.0.extensions.code")})
		require.Equal(t, 200, s.Do(t, "GET", "/v1/client/session", token, nil).Status)
		require.Equal(t, "session_incomplete", s.Do(t, "POST", "/v1/client/complete", token, nil).Str("error"))
		entries := s.Do(t, "GET", "/v1/audit?actor_key_id="+graceID, key, nil)
		require.EqualValues(t, 5, entries.Get("meta.total"))
		for _, e := range entries.Get("data").([]any) {
			require.Equal(t, "Grace", e.(map[string]any)["actor_name"])
			require.NotEmpty(t, e.(map[string]any)["request_id"], "the request's id")
		}
		g := gql(t, s, key, `{ auditLog(filter: {action: "session.note_added"}) { edges { node { objectId requestId } } } }`, nil)
		require.Equal(t, a.id, g.Str("data.auditLog.edges.0.node.objectId"))
		require.Len(t, g.Get("data.auditLog.edges"), 1)
		require.Equal(t, 422, s.Do(t, "GET", "/v1/audit?since=yesterday", key, nil).Status)

		// Redaction and retention.
		post := func(f *flow, action string, body any) apptest.Response {
			return s.Do(t, "POST", "/v1/sessions/"+f.id+"/"+action, key, body)
		}
		r = post(newFlow(t, s, key, nil), "redact", nil)
		require.Equal(t, []any{409, "session_not_redactable"}, []any{r.Status, r.Str("error")})
		f := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		link := strings.TrimPrefix(f.session().Str("data.assets.selfie"), s.URL)
		require.Equal(t, 200, s.Do(t, "GET", link, "", nil).Status)
		r = post(f, "redact", nil)
		require.Equal(t, []any{200, true}, []any{r.Status, r.Str("data.redacted_at") != ""}, string(r.Body))
		redacted := f.session()
		require.Empty(t, redacted.Get("data.documents"))
		require.Empty(t, redacted.Get("data.assets"))
		require.Nil(t, redacted.Get("data.checks.document_front.fields"))
		require.Equal(t, []int{404, 200}, []int{s.Do(t, "GET", link, "", nil).Status, post(f, "redact", nil).Status}, "no link works; again is fine")
		r = s.GraphQL(t, key, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS]) { clientToken } }`, map[string]any{"id": f.id})
		require.Equal(t, "session_redacted", r.Str("errors.0.extensions.code"), string(r.Body))
		r = post(f, "reject", map[string]any{"note": "Nothing left to look at"})
		require.Equal(t, []any{409, "session_redacted"}, []any{r.Status, r.Str("error")})
		require.Equal(t, "rejected", post(f, "reject", nil).Str("data.status"))
		h := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		r = gql(t, s, key, `mutation($id: ID!) { redactSession(id: $id) { redactedAt documents { id } } }`, map[string]any{"id": h.id})
		require.NotEmpty(t, r.Str("data.redactSession.redactedAt"))
		r = gql(t, s, key, `mutation { updateOrganization(input: {retentionDays: 30}) { retentionDays } }`, nil)
		require.EqualValues(t, 30, r.Get("data.updateOrganization.retentionDays"))
		r = s.GraphQL(t, key, `mutation { updateOrganization(input: {retentionDays: 4000}) { retentionDays } }`, nil)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))

		n := inReview(t, s, key, map[string]string{"confidence": "0.7"}) // past its 200 notes
		for range review.MaxNotes {
			_, err := s.App.Review.AddNote(context.Background(), auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}, n.id, "Again")
			require.NoError(t, err)
		}
		r = s.GraphQL(t, key, `mutation($id: ID!) { addSessionNote(id: $id, body: "the 201st") { id } }`, map[string]any{"id": n.id})
		require.Equal(t, "too_many_notes", r.Str("errors.0.extensions.code"), string(r.Body))
		r = gql(t, s, key, `query($id: ID!) { session(id: $id) { notes { id } } }`, map[string]any{"id": n.id})
		require.Len(t, r.Get("data.session.notes"), review.MaxNotes)
	})
}

// Reviewers' free text is shown on the session alone, to the organization:
// not to the person's client token, nor in any event listed over REST or
// GraphQL or any webhook delivery, before a redaction or after.
func TestReviewersTextStaysOffTheWire(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		rcv := newReceiver(t)
		require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL}).Status)
		texts := []string{"Same face as a case from last week", "Called the customer about the glasses", "The document number is on a watch list",
			"Please take the selfie without sunglasses"}
		f := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		id := map[string]any{"id": f.id, "r": texts[0], "b": texts[1], "n": texts[3]}
		gql(t, s, key, `mutation($id: ID!, $r: String) { flagSession(id: $id, flagged: true, reason: $r) { id } }`, id)
		gql(t, s, key, `mutation($id: ID!, $b: String!) { addSessionNote(id: $id, body: $b) { id } }`, id)
		const q = `query($id: ID!) { session(id: $id) { id flagged flagReason reviewNote assignedTo } }`
		require.Equal(t, texts[0], gql(t, s, key, q, id).Str("data.session.flagReason"), "the secret key sees it")
		r := gql(t, s, f.token, q, id)
		require.Equal(t, map[string]any{"id": f.id, "flagged": false, "flagReason": nil, "reviewNote": nil, "assignedTo": nil},
			r.Get("data.session"), "the person sees none of the reviewers' work")
		r = gql(t, s, key, `mutation($id: ID!, $n: String) { requestSessionRedo(id: $id, steps: [LIVENESS], note: $n) { clientToken } }`, id)
		f.token = r.Str("data.requestSessionRedo.clientToken")
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		f.ok(s.Do(t, "POST", "/v1/sessions/"+f.id+"/reject", key, map[string]any{"note": texts[2]}))
		for _, then := range []string{"", "/redact"} {
			if then != "" {
				f.ok(s.Do(t, "POST", "/v1/sessions/"+f.id+then, key, nil))
			}
			rest := s.Do(t, "GET", "/v1/events?page_size=100", key, nil)
			graph := gql(t, s, key, `{ events(first: 100) { edges { node { type payload } } } }`, nil)
			require.Contains(t, string(graph.Body), "verification.rejected")
			eventually(t, "every webhook delivered", func() bool {
				n, err := d.NewSelect().Table("webhook_deliveries").Count(context.Background())
				require.NoError(t, err)
				return n > 0 && rcv.count() == int(n)
			})
			bodies := []string{string(rest.Body), string(graph.Body)}
			rcv.mu.Lock()
			for _, got := range rcv.got {
				bodies = append(bodies, string(got.body))
			}
			rcv.mu.Unlock()
			for _, body := range bodies {
				for _, x := range texts {
					require.NotContains(t, body, x)
				}
			}
		}
	})
}

// The console's settings, bulk actions and checklist over GraphQL: the
// fields the console reads (who may call them: TestPeopleRoleMatrix).
func TestConsoleSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		admin, rev := member(t, s, org, "admin@example.com", auth.Admin), member(t, s, org, "rev@example.com", auth.Reviewer)
		r := rev.ok(t, s, `mutation { updateMyPreferences(input: {timeZone: "Asia/Tokyo", notifyQueue: true}) { timeZone notifyQueue notifyEndpoints } }`, nil)
		require.Equal(t, map[string]any{"timeZone": "Asia/Tokyo", "notifyQueue": true, "notifyEndpoints": false}, r.Get("data.updateMyPreferences"))
		const create = `mutation($n: String!, $q: String!) { createSavedView(input: {list: SESSIONS, name: $n, query: $q, shared: true}) { id } }`
		id := rev.ok(t, s, create, map[string]any{"n": "Flagged", "q": "flagged=true"}).Str("data.createSavedView.id")
		const list = `{ savedViews(list: SESSIONS) { id name query shared mine createdBy } }`
		require.Equal(t, map[string]any{"id": id, "name": "Flagged", "query": "flagged=true", "shared": true, "mine": true, "createdBy": "Ada"},
			rev.ok(t, s, list, nil).Get("data.savedViews.0"))
		require.Equal(t, false, admin.ok(t, s, list, nil).Get("data.savedViews.0.mine"))
		r = rev.graphQL(t, s, create, map[string]any{"n": " ", "q": "a=%zz"})
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))
		require.Equal(t, []any{true, true}, []any{r.Get("errors.0.extensions.fields.name") != nil, r.Get("errors.0.extensions.fields.query") != nil})
		const target = `{ viewer { organization { reviewTargetMinutes } } }`
		require.EqualValues(t, 60, admin.ok(t, s, target, nil).Get("data.viewer.organization.reviewTargetMinutes"), "an hour unless set")
		admin.ok(t, s, `mutation { updateOrganization(input: {reviewTargetMinutes: 30}) { id } }`, nil)
		require.EqualValues(t, 30, rev.ok(t, s, target, nil).Get("data.viewer.organization.reviewTargetMinutes"))
		const preset = `mutation { createReviewPreset(input: {decision: APPROVED, label: "By hand", note: "Checked."}) { id } }`
		admin.ok(t, s, preset, nil)
		require.Equal(t, []any{map[string]any{"decision": "APPROVED", "label": "By hand", "note": "Checked."}},
			rev.ok(t, s, `{ reviewPresets { decision label note } }`, nil).Get("data.reviewPresets"))
		const bulk = `mutation { bulkReview(input: {ids: ["ses_nope"], action: FLAG}) { id code session { status } } }`
		require.Equal(t, []any{map[string]any{"id": "ses_nope", "code": "not_found", "session": nil}}, rev.ok(t, s, bulk, nil).Get("data.bulkReview"))
		require.Equal(t, map[string]any{"apiKey": true, "session": false, "webhook": false, "team": true, "live": false},
			admin.ok(t, s, `{ onboarding { apiKey session webhook team live } }`, nil).Get("data.onboarding"))
	})
}
