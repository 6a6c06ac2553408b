package app_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"sync"
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
	"github.com/meridianhq/meridian/internal/platform/errs"
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

func TestReviewQueueAndActionsAreAudited(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, offset, _ := clockedServer(t, d)
		org := s.Org(t, "acme")
		reviewer := gql(t, s, org.TestKey, `mutation { createApiKey(name: "Grace") { secret apiKey { id name } } }`, nil)
		grace, graceID := reviewer.Str("data.createApiKey.secret"), reviewer.Str("data.createApiKey.apiKey.id")
		require.Equal(t, "Grace", reviewer.Str("data.createApiKey.apiKey.name"))

		// Three cases, an hour apart; a decided session stays out.
		a := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		offset.Store(int64(time.Hour))
		b := inReview(t, s, org.TestKey, map[string]string{"quality_score": "0.6"})
		offset.Store(int64(2 * time.Hour))
		c := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		done := newFlow(t, s, org.TestKey, nil)
		done.ok(done.upload("document/front", map[string]string{"document_type": "passport"}))
		done.ok(done.upload("liveness", nil))
		done.ok(s.Do(t, "POST", "/v1/client/complete", done.token, nil))

		queue := func(t *testing.T, filter map[string]any, first int, after any) ([]string, apptest.Response) {
			t.Helper()
			r := gql(t, s, grace, `query($f: ReviewQueueFilter, $first: Int, $after: String) {
				reviewQueue(filter: $f, first: $first, after: $after) { edges { node { id decisionReason } } pageInfo { hasNextPage endCursor } } }`,
				map[string]any{"f": filter, "first": first, "after": after})
			var ids []string
			for _, e := range r.Get("data.reviewQueue.edges").([]any) {
				ids = append(ids, e.(map[string]any)["node"].(map[string]any)["id"].(string))
			}
			return ids, r
		}
		const noteText = "The birth date on the passport looks edited"
		t.Run("the queue: the longest waiting first, filtered and paged", func(t *testing.T) {
			ids, _ := queue(t, nil, 10, nil)
			require.Equal(t, []string{a.id, b.id, c.id}, ids, "the longest waiting first")
			ids, _ = queue(t, map[string]any{"reason": "OCR_LOW_CONFIDENCE"}, 10, nil)
			require.Equal(t, []string{a.id, c.id}, ids)
			ids, _ = queue(t, map[string]any{"minAgeSeconds": 5400}, 10, nil)
			require.Equal(t, []string{a.id}, ids, "waiting at least an hour and a half")
			ids, page := queue(t, nil, 2, nil)
			require.Equal(t, []string{a.id, b.id}, ids)
			require.Equal(t, true, page.Get("data.reviewQueue.pageInfo.hasNextPage"))
			ids, _ = queue(t, nil, 2, page.Str("data.reviewQueue.pageInfo.endCursor"))
			require.Equal(t, []string{c.id}, ids)
		})
		t.Run("assign, note, flag", func(t *testing.T) {
			r := gql(t, s, grace, `mutation($id: ID!, $k: ID) { assignSession(id: $id, keyId: $k) { assignedTo assignedKeyId } }`,
				map[string]any{"id": a.id, "k": graceID})
			require.Equal(t, "Grace", r.Str("data.assignSession.assignedTo"))
			require.Equal(t, "Grace", f2(s, t, org.TestKey, a.id).Str("data.assigned_to"), "Arkyc's assigned_to")
			bad := s.GraphQL(t, grace, `mutation($id: ID!) { assignSession(id: $id, keyId: "key_nobody") { id } }`, map[string]any{"id": a.id})
			require.Equal(t, "validation_failed", bad.Str("errors.0.extensions.code"), string(bad.Body))
			ids, _ := queue(t, map[string]any{"assignedKeyId": graceID}, 10, nil)
			require.Equal(t, []string{a.id}, ids)
			ids, _ = queue(t, map[string]any{"unassigned": false}, 10, nil)
			require.Equal(t, []string{a.id}, ids, "the cases someone works on")
			ids, _ = queue(t, map[string]any{"unassigned": true}, 10, nil)
			require.Equal(t, []string{b.id, c.id}, ids, "the cases nobody works on")
			r = gql(t, s, grace, `mutation($id: ID!, $b: String!) { addSessionNote(id: $id, body: $b) { id authorName authorKeyId body } }`,
				map[string]any{"id": a.id, "b": noteText})
			require.Equal(t, "Grace", r.Str("data.addSessionNote.authorName"))
			require.Equal(t, graceID, r.Str("data.addSessionNote.authorKeyId"))
			var sealed string
			require.NoError(t, d.NewSelect().Table("session_notes").Column("body").Scan(ctx, &sealed))
			require.True(t, strings.HasPrefix(sealed, "dk1:"), "notes are sealed under the session's data key")
			r = gql(t, s, grace, `mutation($id: ID!) { flagSession(id: $id, flagged: true, reason: "edited") { flagged flagReason notes { body authorName } } }`,
				map[string]any{"id": a.id})
			require.Equal(t, true, r.Get("data.flagSession.flagged"))
			require.Equal(t, noteText, r.Str("data.flagSession.notes.0.body"))
			ids, _ = queue(t, map[string]any{"flagged": true}, 10, nil)
			require.Equal(t, []string{a.id}, ids)
			types := eventTypes(t, d, a.id)
			require.Equal(t, []string{"verification.assigned", "verification.note_added", "verification.flagged"}, types[len(types)-3:],
				"each change is streamed to dashboards as an event")
			var payloads []string
			require.NoError(t, d.NewSelect().Table("events").Column("payload").Where("object_id = ?", a.id).Scan(ctx, &payloads))
			require.NotContains(t, strings.Join(payloads, "\n"), noteText, "no note's text in an event")
		})
		t.Run("approve with a note; refuse what is not in review", func(t *testing.T) {
			r := gql(t, s, grace, `mutation($id: ID!) { approveSession(id: $id, note: "fine") { status } }`, map[string]any{"id": b.id})
			require.Equal(t, "APPROVED", r.Str("data.approveSession.status"))
			r = s.GraphQL(t, grace, `mutation($id: ID!) { assignSession(id: $id, keyId: null) { id } }`, map[string]any{"id": b.id})
			require.Equal(t, "session_not_in_review", r.Str("errors.0.extensions.code"), string(r.Body))
		})
		t.Run("redo: only the selfie again, with a new token", func(t *testing.T) {
			r := s.GraphQL(t, grace, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [PASSPORT]) { clientToken } }`, map[string]any{"id": c.id})
			require.Equal(t, "graphql_validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
			r = gql(t, s, grace, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS], note: "Your face was hidden") {
				clientToken url session { status redoSteps finalDecision } } }`, map[string]any{"id": c.id})
			require.Equal(t, "STARTED", r.Str("data.requestSessionRedo.session.status"))
			require.Equal(t, []any{"LIVENESS"}, r.Get("data.requestSessionRedo.session.redoSteps"))
			require.Nil(t, r.Get("data.requestSessionRedo.session.finalDecision"))
			token := r.Str("data.requestSessionRedo.clientToken")
			require.Contains(t, r.Str("data.requestSessionRedo.url"), token)
			old := s.Do(t, "GET", "/v1/client/session", c.token, nil)
			require.Equal(t, 401, old.Status, "the token from before the redo stops working")
			require.Equal(t, "invalid_client_token", old.Str("error"))
			old = s.GraphQL(t, c.token, `query($id: ID!) { session(id: $id) { status } }`, map[string]any{"id": c.id})
			require.Equal(t, 401, old.Status, string(old.Body))
			require.Equal(t, "invalid_client_token", old.Str("errors.0.extensions.code"))
			require.Equal(t, 200, s.Do(t, "GET", "/v1/client/session", token, nil).Status)
			resumed := s.Do(t, "POST", "/v1/client/complete", token, nil)
			require.Equal(t, "session_incomplete", resumed.Str("error"), "the selfie is asked for again")
			require.Contains(t, resumed.Str("message"), "liveness")
			require.NotContains(t, resumed.Str("message"), "document")
			f := &flow{t: t, s: s, key: org.TestKey, id: c.id, token: token}
			f.ok(f.upload("liveness", nil))
			f.ok(s.Do(t, "POST", "/v1/client/complete", token, nil))
			require.Equal(t, "requires_review", f.session().Str("data.status"), "the document still reads poorly")
			require.Contains(t, eventTypes(t, d, c.id), "verification.redo_requested")
		})
		t.Run("each action once in the audit log, by its reviewer", func(t *testing.T) {
			require.Equal(t, []string{"session.asset_links_issued", "session.assigned", "session.asset_links_issued", "session.note_added",
				"session.flagged"}, auditActions(t, s, org.TestKey, a.id), "each retrieval with links is recorded too")
			require.Equal(t, []string{"session.asset_links_issued", "session.approved"}, auditActions(t, s, org.TestKey, b.id))
			require.Equal(t, []string{"session.asset_links_issued", "session.redo_requested"},
				auditActions(t, s, org.TestKey, c.id), "a viewer's retrievals within one link window are one entry")
			require.Equal(t, []string{"api_key.created"}, auditActions(t, s, org.TestKey, graceID))
			entries := s.Do(t, "GET", "/v1/audit?actor_key_id="+graceID, org.TestKey, nil)
			require.EqualValues(t, 5, entries.Get("meta.total"))
			for _, e := range entries.Get("data").([]any) {
				e := e.(map[string]any)
				require.Equal(t, "Grace", e["actor_name"])
				require.NotEmpty(t, e["request_id"])
				require.NotContains(t, toText(e["data"]), noteText, "no note text in the audit log")
			}
			g := gql(t, s, org.TestKey, `{ auditLog(filter: {action: "session.note_added"}) { edges { node { actorName objectId requestId } } } }`, nil)
			require.Len(t, g.Get("data.auditLog.edges"), 1)
			require.Equal(t, a.id, g.Str("data.auditLog.edges.0.node.objectId"))
			require.Equal(t, 422, s.Do(t, "GET", "/v1/audit?since=yesterday", org.TestKey, nil).Status)
			other := s.Org(t, "other")
			theirs := s.Do(t, "GET", "/v1/audit", other.TestKey, nil)
			require.EqualValues(t, 1, theirs.Get("meta.total"), "each organization sees its own: the creation of its test key")
			require.Equal(t, "api_key.created", theirs.Str("data.0.action"))
			require.Equal(t, "system:cli", theirs.Str("data.0.actor_name"))
		})
		t.Run("revoking a key is recorded; nothing rewrites the log", func(t *testing.T) {
			gql(t, s, org.TestKey, `mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, map[string]any{"id": graceID})
			require.Equal(t, []string{"api_key.created", "api_key.revoked"}, auditActions(t, s, org.TestKey, graceID))
			_, err := d.ExecContext(ctx, "UPDATE audit_log SET action = 'nothing'")
			require.ErrorContains(t, err, "append-only")
			_, err = d.ExecContext(ctx, "DELETE FROM audit_log")
			require.ErrorContains(t, err, "append-only")
			if d.Engine == db.Postgres {
				_, err = d.ExecContext(ctx, "TRUNCATE audit_log")
				require.ErrorContains(t, err, "append-only")
			}
		})
	})
}

// f2 reads a session over REST.
func f2(s *apptest.Server, t *testing.T, key, id string) apptest.Response {
	return s.Do(t, "GET", "/v1/sessions/"+id, key, nil)
}

func TestRedactionAndRetention(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, offset, _ := clockedServer(t, d)
		org := s.Org(t, "acme")
		approved := func(key string) *flow {
			f := newFlow(t, s, key, nil)
			f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
			f.ok(f.upload("liveness", nil))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			require.Equal(t, "approved", f.session().Str("data.status"))
			return f
		}

		// Redaction on request.
		pending := newFlow(t, s, org.TestKey, nil)
		r := s.Do(t, "POST", "/v1/sessions/"+pending.id+"/redact", org.TestKey, nil)
		require.Equal(t, 409, r.Status)
		require.Equal(t, "session_not_redactable", r.Str("error"))
		f := approved(org.TestKey)
		before := f.session()
		link := strings.TrimPrefix(before.Str("data.assets.selfie"), s.URL)
		require.Equal(t, 200, s.Do(t, "GET", link, "", nil).Status)
		var dataKey string
		require.NoError(t, d.NewSelect().Table("sessions").Column("data_key_id").Where("id = ?", f.id).Scan(ctx, &dataKey))
		r = s.Do(t, "POST", "/v1/sessions/"+f.id+"/redact", org.TestKey, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.NotEmpty(t, r.Str("data.redacted_at"))
		after := f.session()
		require.Empty(t, after.Get("data.documents"))
		require.Empty(t, after.Get("data.assets"))
		require.Equal(t, "approved", after.Str("data.status"), "the verdict stays")
		require.Equal(t, before.Get("data.risk_score"), after.Get("data.risk_score"))
		require.Equal(t, before.Get("data.checks.document_front.confidence"), after.Get("data.checks.document_front.confidence"), "scores stay")
		require.Nil(t, after.Get("data.checks.document_front.fields"))
		require.Equal(t, 404, s.Do(t, "GET", link, "", nil).Status, "links stop working")
		require.Zero(t, f.blobs())
		n, err := d.NewSelect().Table("data_keys").Where("id = ?", dataKey).Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "the data key is forgotten")
		require.Equal(t, 200, s.Do(t, "POST", "/v1/sessions/"+f.id+"/redact", org.TestKey, nil).Status, "again: nothing changes")
		actions := auditActions(t, s, org.TestKey, f.id)
		require.Equal(t, "session.redacted", actions[len(actions)-1])
		require.Equal(t, 1, strings.Count(strings.Join(actions, " "), "session.redacted"), "recorded once")
		types := eventTypes(t, d, f.id)
		require.Equal(t, "verification.redacted", types[len(types)-1])
		require.Equal(t, 1, strings.Count(strings.Join(types, " "), "verification.redacted"))
		g := approved(org.TestKey)
		gr := gql(t, s, org.TestKey, `mutation($id: ID!) { redactSession(id: $id) { redactedAt documents { id } } }`, map[string]any{"id": g.id})
		require.NotEmpty(t, gr.Str("data.redactSession.redactedAt"))
		rv := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		require.Equal(t, 200, s.Do(t, "POST", "/v1/sessions/"+rv.id+"/redact", org.TestKey, nil).Status, "a case in review can be redacted")
		r = s.GraphQL(t, org.TestKey, `mutation($id: ID!) { requestSessionRedo(id: $id, steps: [LIVENESS]) { clientToken } }`, map[string]any{"id": rv.id})
		require.Equal(t, "session_redacted", r.Str("errors.0.extensions.code"), "its data key is gone: "+string(r.Body))
		r = s.Do(t, "POST", "/v1/sessions/"+rv.id+"/reject", org.TestKey, map[string]any{"note": "Nothing left to look at"})
		require.Equal(t, 409, r.Status, "nor could a note be sealed: "+string(r.Body))
		require.Equal(t, "session_redacted", r.Str("error"))
		r = s.Do(t, "POST", "/v1/sessions/"+rv.id+"/reject", org.TestKey, nil)
		require.Equal(t, "rejected", r.Str("data.status"), "settled without a note: "+string(r.Body))

		// Retention: 30 days after a session ends.
		r2 := gql(t, s, org.TestKey, `mutation { updateOrganization(input: {retentionDays: 30}) { retentionDays } }`, nil)
		require.EqualValues(t, 30, r2.Get("data.updateOrganization.retentionDays"))
		bad := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {retentionDays: 4000}) { retentionDays } }`, nil)
		require.Equal(t, "validation_failed", bad.Str("errors.0.extensions.code"))
		keep := s.Org(t, "keeps-everything")
		old, kept := approved(org.TestKey), approved(keep.TestKey)
		offset.Store(int64(20 * 24 * time.Hour))
		young := approved(org.TestKey)
		waiting := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})

		purge := func() int {
			n, err := s.App.Review.PurgeDue(ctx)
			require.NoError(t, err)
			return n
		}
		offset.Store(int64(30*24*time.Hour - time.Minute))
		require.Zero(t, purge(), "not yet")
		offset.Store(int64(30*24*time.Hour + time.Minute))
		require.Equal(t, 1, purge())
		require.NotEmpty(t, old.session().Str("data.redacted_at"))
		require.Zero(t, old.blobs())
		require.Equal(t, "approved", old.session().Str("data.status"))
		require.Empty(t, young.session().Str("data.redacted_at"))
		require.Equal(t, []string{"session.asset_links_issued", "session.purged"}, auditActions(t, s, org.TestKey, old.id))
		e := s.Do(t, "GET", "/v1/audit?action=session.purged", org.TestKey, nil)
		require.Equal(t, "system:retention", e.Str("data.0.actor_name"))
		require.Nil(t, e.Get("data.0.actor_key_id"))
		require.Zero(t, purge(), "purged once")
		offset.Store(int64(50*24*time.Hour + time.Minute))
		require.Equal(t, 1, purge())
		require.NotEmpty(t, young.session().Str("data.redacted_at"))
		require.Empty(t, waiting.session().Str("data.redacted_at"), "a case in review has not ended")
		require.Empty(t, f2(s, t, keep.TestKey, kept.id).Str("data.redacted_at"), "an organization without retention keeps its data")
		require.NotZero(t, kept.blobs())
	})
}

// A session takes at most 200 notes, counted in the note's transaction:
// twenty reviewers adding at once for the last ten places add ten.
func TestReviewNotesAreCapped(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		f := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}
		for range review.MaxNotes - 10 {
			_, err := s.App.Review.AddNote(ctx, p, f.id, "Looked at the photo again")
			require.NoError(t, err)
		}
		results := make(chan error, 20)
		var wg sync.WaitGroup
		for range 20 {
			wg.Go(func() {
				_, err := s.App.Review.AddNote(ctx, p, f.id, "One more look")
				results <- err
			})
		}
		wg.Wait()
		close(results)
		added := 0
		for err := range results {
			if err == nil {
				added++
				continue
			}
			var e *errs.Error
			require.ErrorAs(t, err, &e)
			require.Equal(t, "too_many_notes", e.Key)
		}
		require.Equal(t, 10, added)

		r := s.GraphQL(t, org.TestKey, `mutation($id: ID!) { addSessionNote(id: $id, body: "the 201st") { id } }`, map[string]any{"id": f.id})
		require.Equal(t, "too_many_notes", r.Str("errors.0.extensions.code"), string(r.Body))
		n := gql(t, s, org.TestKey, `query($id: ID!) { session(id: $id) { notes { id } } }`, map[string]any{"id": f.id})
		require.Len(t, n.Get("data.session.notes"), review.MaxNotes)
	})
}

// A redo supersedes the uploads of the steps it reopens: the verdict that
// follows judges only what the person sent again, and the session shows
// only that; a redaction erases the superseded images too.
func TestRedoSupersedesTheStepsItReopens(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		redo := func(f *flow, step string) {
			t.Helper()
			r := gql(t, s, key, `mutation($id: ID!, $s: RedoStep!) { requestSessionRedo(id: $id, steps: [$s]) { clientToken } }`,
				map[string]any{"id": f.id, "s": strings.ToUpper(step)})
			f.token = r.Str("data.requestSessionRedo.clientToken")
		}
		view := func(f *flow) apptest.Response {
			t.Helper()
			return gql(t, s, key, `query($id: ID!) { session(id: $id) { status decisionReason
				checks { documentFront { quality } documentBack { quality } liveness { passed } faceMatch { passed } } documents { id kind } } }`,
				map[string]any{"id": f.id})
		}
		kinds := func(r apptest.Response) []string {
			var out []string
			for _, doc := range r.Get("data.session.documents").([]any) {
				out = append(out, doc.(map[string]any)["kind"].(string))
			}
			return out
		}

		// Liveness again: the new selfie fails, and the old one, which
		// passed, no longer counts.
		f := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		oldSelfie := f.session().Str("data.assets.selfie")
		redo(f, "liveness")
		v := view(f)
		require.Empty(t, v.Get("data.session.checks.liveness"), "the reopened step's results are cleared")
		require.Nil(t, v.Get("data.session.checks.faceMatch"))
		require.NotNil(t, v.Get("data.session.checks.documentFront"), "the others stay")
		require.Equal(t, []string{"DOCUMENT_FRONT"}, kinds(v))
		f.ok(f.upload("liveness", map[string]string{"passed": "false", "score": "0.2"}))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		v = view(f)
		require.Equal(t, "REJECTED", v.Str("data.session.status"))
		require.Equal(t, "LIVENESS_FAILED", v.Str("data.session.decisionReason"), "judged on the new selfie alone")
		require.Len(t, v.Get("data.session.checks.liveness"), 1)
		require.Equal(t, false, v.Get("data.session.checks.liveness.0.passed"))
		require.Equal(t, []string{"DOCUMENT_FRONT", "LIVENESS"}, kinds(v))
		rest := f.session()
		require.Len(t, rest.Get("data.documents"), 2)
		require.NotEqual(t, oldSelfie, rest.Str("data.assets.selfie"))
		require.Equal(t, 3, f.uploads(), "the superseded selfie is kept")
		r := s.Do(t, "POST", "/v1/sessions/"+f.id+"/redact", key, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Zero(t, f.uploads())
		require.Zero(t, f.blobs(), "the superseded selfie is erased too")

		// The document again, an identity card then a passport: the card's
		// back no longer feeds the document check.
		g := newFlow(t, s, key, nil)
		g.ok(g.upload("document/front", map[string]string{"document_type": "id_card"}))
		g.ok(g.upload("document/back", map[string]string{"confidence": "0.7"}))
		g.ok(g.upload("liveness", nil))
		g.ok(s.Do(t, "POST", "/v1/client/complete", g.token, nil))
		require.Equal(t, "OCR_LOW_CONFIDENCE", view(g).Str("data.session.decisionReason"), "the card is read at its back")
		redo(g, "document")
		g.ok(g.upload("document/front", map[string]string{"document_type": "passport"}))
		g.ok(s.Do(t, "POST", "/v1/client/complete", g.token, nil))
		v = view(g)
		require.Equal(t, "APPROVED", v.Str("data.session.status"), string(v.Body))
		require.Equal(t, "AUTO_APPROVED", v.Str("data.session.decisionReason"))
		require.Nil(t, v.Get("data.session.checks.documentBack"), "no back for a passport")
		require.Equal(t, []string{"LIVENESS", "DOCUMENT_FRONT"}, kinds(v))
		rest = g.session()
		require.Equal(t, "passport", rest.Str("data.document_type"))
		require.Nil(t, rest.Get("data.assets.document_back"))
		require.Nil(t, rest.Get("data.checks.document_back"))
	})
}

// Reviewers' free text (a flag's reason, a redo's note, notes, a verdict's
// note) is shown on the session alone: no event (REST and GraphQL), no
// webhook delivery, no row of any table nor SQLite's file holds it in the
// clear. A redaction erases it from the session too.
func TestRedactionErasesReviewersText(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		rcv := newReceiver(t)
		require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL}).Status)
		const (
			flagText   = "Same face as a case from last week"
			redoText   = "Please take the selfie without sunglasses"
			noteText   = "Called the customer about the glasses"
			reviewText = "The document number is on a watch list"
		)
		texts := []string{flagText, redoText, noteText, reviewText}
		view := func(id string) apptest.Response {
			return gql(t, s, key, `query($id: ID!) { session(id: $id) { status reviewNote flagReason notes { body } } }`, map[string]any{"id": id})
		}

		f := inReview(t, s, key, map[string]string{"confidence": "0.7"})
		gql(t, s, key, `mutation($id: ID!, $r: String) { flagSession(id: $id, flagged: true, reason: $r) { id } }`,
			map[string]any{"id": f.id, "r": flagText})
		r := gql(t, s, key, `mutation($id: ID!, $n: String) { requestSessionRedo(id: $id, steps: [LIVENESS], note: $n) { clientToken } }`,
			map[string]any{"id": f.id, "n": redoText})
		f.token = r.Str("data.requestSessionRedo.clientToken")
		require.Equal(t, redoText, view(f.id).Str("data.session.reviewNote"))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		gql(t, s, key, `mutation($id: ID!, $b: String!) { addSessionNote(id: $id, body: $b) { id } }`, map[string]any{"id": f.id, "b": noteText})
		rejected := s.Do(t, "POST", "/v1/sessions/"+f.id+"/reject", key, map[string]any{"note": reviewText})
		require.Equal(t, 200, rejected.Status, string(rejected.Body))
		v := view(f.id)
		require.Equal(t, "REJECTED", v.Str("data.session.status"))
		require.Equal(t, reviewText, v.Str("data.session.reviewNote"), "the session shows its reviewers' text")
		require.Equal(t, flagText, v.Str("data.session.flagReason"))
		require.Equal(t, noteText, v.Str("data.session.notes.0.body"))
		require.Contains(t, eventTypes(t, d, f.id), "verification.redo_requested")
		require.Contains(t, eventTypes(t, d, f.id), "verification.completed")

		nowhereElse := func() {
			t.Helper()
			rest := s.Do(t, "GET", "/v1/events?page_size=100", key, nil)
			require.Equal(t, 200, rest.Status)
			graph := gql(t, s, key, `{ events(first: 100) { edges { node { type payload } } } }`, nil)
			require.Contains(t, string(graph.Body), "verification.rejected")
			var deliveries int
			eventually(t, "every webhook delivered", func() bool {
				n, err := d.NewSelect().Table("webhook_deliveries").Count(ctx)
				require.NoError(t, err)
				deliveries = int(n)
				return rcv.count() == deliveries
			})
			require.NotZero(t, deliveries)
			places := map[string]string{"GET /v1/events": string(rest.Body), "GraphQL events": string(graph.Body)}
			rcv.mu.Lock()
			for i, got := range rcv.got {
				places["webhook delivery "+strconv.Itoa(i)] = string(got.body)
			}
			rcv.mu.Unlock()
			for name, text := range tableTexts(t, d) {
				places[name] = text
			}
			for place, text := range places {
				for _, x := range texts {
					require.NotContains(t, text, x, place)
				}
			}
		}
		nowhereElse()

		r2 := s.Do(t, "POST", "/v1/sessions/"+f.id+"/redact", key, nil)
		require.Equal(t, 200, r2.Status, string(r2.Body))
		v = view(f.id)
		require.Nil(t, v.Get("data.session.reviewNote"))
		require.Nil(t, v.Get("data.session.flagReason"))
		require.Nil(t, v.Get("data.session.notes.0.body"))
		require.NotContains(t, string(f.session().Body), flagText)
		nowhereElse()
	})
}

// tableTexts renders every row of every table of the database, and
// SQLite's very file, for a search of values in the clear.
func tableTexts(t *testing.T, d *db.DB) map[string]string {
	t.Helper()
	ctx := context.Background()
	var tables []string
	q := "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
	if d.Engine == db.SQLite {
		q = "SELECT name FROM sqlite_master WHERE type = 'table'"
	}
	rows, err := d.QueryContext(ctx, q)
	require.NoError(t, err)
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		tables = append(tables, name)
	}
	require.NoError(t, rows.Err())
	require.Contains(t, tables, "events")
	out := map[string]string{}
	for _, table := range tables {
		var list []map[string]any
		require.NoError(t, d.NewSelect().Table(table).Scan(ctx, &list), table)
		var b strings.Builder
		for _, row := range list {
			for _, v := range row {
				b.WriteString(toText(v) + "\n")
			}
		}
		out["table "+table] = b.String()
	}
	if d.Engine == db.SQLite {
		_, err := d.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		require.NoError(t, err)
		var file string
		require.NoError(t, d.QueryRowContext(ctx, "SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(&file))
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		out["the SQLite file"] = string(raw)
	}
	return out
}

// The person being verified sees none of the reviewers' work: with the
// widget's client token, a session has no review note, flag, flag reason
// or assignee, while the secret key sees them.
func TestClientTokenSeesNoReviewersWork(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		f := newFlow(t, s, key, nil)
		gql(t, s, key, `mutation($id: ID!) { flagSession(id: $id, flagged: true, reason: "looks edited") { id } }`, map[string]any{"id": f.id})
		const q = `query($id: ID!) { session(id: $id) { id flagged flagReason reviewNote assignedTo } }`
		r := gql(t, s, key, q, map[string]any{"id": f.id})
		require.Equal(t, "looks edited", r.Str("data.session.flagReason"))
		r = gql(t, s, f.token, q, map[string]any{"id": f.id})
		require.Equal(t, f.id, r.Str("data.session.id"))
		require.Equal(t, false, r.Get("data.session.flagged"))
		require.Nil(t, r.Get("data.session.flagReason"))
		require.Nil(t, r.Get("data.session.reviewNote"))
		require.NotContains(t, string(r.Body), "looks edited")
	})
}
