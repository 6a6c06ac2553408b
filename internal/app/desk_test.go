package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// ok runs a person's GraphQL operation that must succeed.
func (p person) ok(t *testing.T, s *apptest.Server, query string, vars map[string]any) apptest.Response {
	t.Helper()
	r := p.graphQL(t, s, query, vars)
	require.Nil(t, r.Get("errors"), string(r.Body))
	return r
}

// The console's own settings over GraphQL: a member's preferences, saved
// views (their own and shared), the organization's review target and
// preset reasons.
func TestConsoleSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		admin := member(t, s, org, "admin@example.com", auth.Admin)
		rev := member(t, s, org, "rev@example.com", auth.Reviewer)

		// Preferences: each member's own.
		r := rev.ok(t, s, `mutation { updateMyPreferences(input: {timeZone: "Asia/Tokyo", notifyQueue: true}) { timeZone notifyQueue notifyEndpoints } }`, nil)
		require.Equal(t, map[string]any{"timeZone": "Asia/Tokyo", "notifyQueue": true, "notifyEndpoints": false}, r.Get("data.updateMyPreferences"))
		require.Equal(t, "Asia/Tokyo", rev.ok(t, s, `{ myPreferences { timeZone } }`, nil).Str("data.myPreferences.timeZone"))
		require.Nil(t, admin.ok(t, s, `{ myPreferences { timeZone } }`, nil).Get("data.myPreferences.timeZone"))
		r = rev.graphQL(t, s, `mutation { updateMyPreferences(input: {timeZone: "Nowhere/Else"}) { timeZone } }`, nil)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))
		require.Equal(t, "forbidden", s.GraphQL(t, org.TestKey, `{ myPreferences { timeZone } }`, nil).Str("errors.0.extensions.code"))

		// Saved views: mine, and shared ones.
		const create = `mutation($n: String!, $q: String!, $s: Boolean) { createSavedView(input: {list: SESSIONS, name: $n, query: $q, shared: $s}) { id name query shared mine createdBy } }`
		mine := rev.ok(t, s, create, map[string]any{"n": "My approvals", "q": "?status=approved"}).Str("data.createSavedView.id")
		shared := rev.ok(t, s, create, map[string]any{"n": "Flagged", "q": "flagged=true", "s": true}).Str("data.createSavedView.id")
		admin.ok(t, s, create, map[string]any{"n": "Admin's own", "q": "status=pending"})
		const list = `{ savedViews(list: SESSIONS) { id name query shared mine createdBy } }`
		views := rev.ok(t, s, list, nil).Get("data.savedViews").([]any)
		require.Len(t, views, 2, "my own two; the admin's own is theirs")
		require.Equal(t, map[string]any{"id": shared, "name": "Flagged", "query": "flagged=true", "shared": true, "mine": true, "createdBy": "Ada"}, views[0])
		require.Equal(t, "status=approved", views[1].(map[string]any)["query"], "the leading ? is dropped")
		views = admin.ok(t, s, list, nil).Get("data.savedViews").([]any)
		require.Len(t, views, 2, "their own and the shared one")
		require.Empty(t, rev.ok(t, s, `{ savedViews(list: AUDIT) { id } }`, nil).Get("data.savedViews"))
		r = rev.graphQL(t, s, create, map[string]any{"n": " ", "q": "a=%zz"})
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))
		require.ElementsMatch(t, []any{"name", "query"}, fieldNames(r.Get("errors.0.extensions.fields")))
		// Only its owner deletes a personal view; MANAGE deletes a shared one.
		r = admin.graphQL(t, s, `mutation($id: ID!) { deleteSavedView(id: $id) }`, map[string]any{"id": mine})
		require.Equal(t, "not_found", r.Str("errors.0.extensions.code"))
		admin.ok(t, s, `mutation($id: ID!) { deleteSavedView(id: $id) }`, map[string]any{"id": shared})
		rev.ok(t, s, `mutation($id: ID!) { deleteSavedView(id: $id) }`, map[string]any{"id": mine})
		require.Empty(t, rev.ok(t, s, list, nil).Get("data.savedViews"))

		// The review target: an hour unless set, audited when set.
		const target = `{ viewer { organization { reviewTargetMinutes } } }`
		require.EqualValues(t, 60, admin.ok(t, s, target, nil).Get("data.viewer.organization.reviewTargetMinutes"))
		admin.ok(t, s, `mutation { updateOrganization(input: {reviewTargetMinutes: 30}) { id } }`, nil)
		require.EqualValues(t, 30, rev.ok(t, s, target, nil).Get("data.viewer.organization.reviewTargetMinutes"))
		r = admin.graphQL(t, s, `mutation { updateOrganization(input: {reviewTargetMinutes: 2}) { id } }`, nil)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))

		// Presets: the organization's, managed by MANAGE, read by REVIEW.
		const preset = `mutation($d: Decision!, $l: String!, $n: String!) { createReviewPreset(input: {decision: $d, label: $l, note: $n}) { id decision label note } }`
		admin.ok(t, s, preset, map[string]any{"d": "REJECTED", "l": "Blurry document", "n": "The document could not be read; ask for a new photo."})
		p2 := admin.ok(t, s, preset, map[string]any{"d": "APPROVED", "l": "Checked by hand", "n": "Checked against the registry."}).Str("data.createReviewPreset.id")
		r = rev.ok(t, s, `{ reviewPresets { decision label note } }`, nil)
		require.Equal(t, []any{
			map[string]any{"decision": "APPROVED", "label": "Checked by hand", "note": "Checked against the registry."},
			map[string]any{"decision": "REJECTED", "label": "Blurry document", "note": "The document could not be read; ask for a new photo."},
		}, r.Get("data.reviewPresets"))
		require.Equal(t, "forbidden", rev.graphQL(t, s, preset, map[string]any{"d": "APPROVED", "l": "x", "n": "y"}).Str("errors.0.extensions.code"))
		r = admin.graphQL(t, s, preset, map[string]any{"d": "REQUIRES_REVIEW", "l": "", "n": ""})
		require.ElementsMatch(t, []any{"decision", "label", "note"}, fieldNames(r.Get("errors.0.extensions.fields")))
		admin.ok(t, s, `mutation($id: ID!) { deleteReviewPreset(id: $id) }`, map[string]any{"id": p2})
		require.Len(t, rev.ok(t, s, `{ reviewPresets { id } }`, nil).Get("data.reviewPresets"), 1)
		require.Equal(t, []string{"organization.review_preset_added", "organization.review_preset_removed"},
			auditActions(t, s, org.TestKey, p2), "oldest first")

		// A member who leaves takes their preferences and own views along;
		// what they shared stays.
		rev.ok(t, s, create, map[string]any{"n": "Mine", "q": "status=approved"})
		rev.ok(t, s, create, map[string]any{"n": "Ours", "q": "status=pending", "s": true})
		id := rev.ok(t, s, `{ viewer { user { id } } }`, nil).Str("data.viewer.user.id")
		admin.ok(t, s, `mutation($id: ID!) { removeMember(userId: $id) { role } }`, map[string]any{"id": id})
		for table, want := range map[string]int64{"member_preferences": 0, "saved_views": 1} {
			n, err := d.NewSelect().Table(table).Where("user_id = ?", id).Count(context.Background())
			require.NoError(t, err)
			require.Equal(t, want, n, table)
		}
	})
}

// A bulk action on the queue: each case changed on its own, audited on
// its own; a case that cannot take it is reported and the rest go on.
func TestBulkReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		rev := member(t, s, org, "rev@example.com", auth.Reviewer)
		a := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		b := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		pending := newFlow(t, s, org.TestKey, nil)

		const bulk = `mutation($in: BulkReviewInput!) { bulkReview(input: $in) { id code session { status flagged flagReason assignedTo } } }`
		ids := []any{a.id, b.id, pending.id, "ses_nope", a.id}
		r := rev.ok(t, s, bulk, map[string]any{"in": map[string]any{"ids": ids, "action": "FLAG", "reason": "same device"}})
		res := r.Get("data.bulkReview").([]any)
		require.Len(t, res, 4, "each case once")
		for _, x := range res[:3] {
			require.Nil(t, x.(map[string]any)["code"], x)
			require.Equal(t, true, x.(map[string]any)["session"].(map[string]any)["flagged"])
		}
		require.Equal(t, map[string]any{"id": "ses_nope", "code": "not_found", "session": nil}, res[3])

		r = rev.ok(t, s, bulk, map[string]any{"in": map[string]any{"ids": []any{a.id, b.id, pending.id}, "action": "REJECT", "note": "Duplicate accounts"}})
		res = r.Get("data.bulkReview").([]any)
		require.Equal(t, "REJECTED", res[0].(map[string]any)["session"].(map[string]any)["status"])
		require.Equal(t, "REJECTED", res[1].(map[string]any)["session"].(map[string]any)["status"])
		require.Equal(t, "session_not_in_review", res[2].(map[string]any)["code"], "a case not in review is left as it was")
		require.Equal(t, []string{"session.flagged", "session.rejected"}, auditActions(t, s, org.TestKey, a.id)[len(auditActions(t, s, org.TestKey, a.id))-2:])

		for _, bad := range []map[string]any{
			{"ids": []any{}, "action": "FLAG"},
			{"ids": make([]any, 101), "action": "FLAG"},
		} {
			if l := bad["ids"].([]any); len(l) > 0 {
				for i := range l {
					l[i] = a.id
				}
			}
			r := rev.graphQL(t, s, bulk, map[string]any{"in": bad})
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"))
		}
		viewer := member(t, s, org, "viewer@example.com", auth.Viewer)
		r = viewer.graphQL(t, s, bulk, map[string]any{"in": map[string]any{"ids": []any{b.id}, "action": "UNFLAG"}})
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"))
	})
}

func fieldNames(v any) []any {
	m, _ := v.(map[string]any)
	out := []any{}
	for k := range m {
		out = append(out, k)
	}
	return out
}

// The overview's checklist follows what the organization has set up.
func TestOnboarding(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		_, link, err := s.App.People.InviteFirst(context.Background(), "acme", "owner@example.com", auth.Owner)
		require.NoError(t, err)
		owner := accept(t, s, link, "")
		const q = `{ onboarding { apiKey session webhook team live } }`
		require.Equal(t, map[string]any{"apiKey": false, "session": false, "webhook": false, "team": false, "live": false},
			owner.ok(t, s, q, nil).Get("data.onboarding"))
		key := owner.ok(t, s, `mutation { createApiKey(name: "backend") { secret } }`, nil).Str("data.createApiKey.secret")
		require.Equal(t, 201, s.Do(t, "POST", "/v1/sessions", key, map[string]any{}).Status)
		owner.ok(t, s, `mutation { inviteMember(input: {email: "rev@example.com", role: REVIEWER}) { link } }`, nil)
		owner.ok(t, s, `mutation { createWebhookEndpoint(input: {url: "https://hooks.example.com/a", events: ["*"]}) { endpoint { id } } }`, nil)
		require.Equal(t, map[string]any{"apiKey": true, "session": true, "webhook": true, "team": true, "live": false},
			owner.ok(t, s, q, nil).Get("data.onboarding"))
	})
}
