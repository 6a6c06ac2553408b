package app_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/face"
)

var photo = apptest.PNG(640, 480)

type flow struct {
	t     *testing.T
	s     *apptest.Server
	key   string
	id    string
	token string
}

func newFlow(t *testing.T, s *apptest.Server, key string, body map[string]any) *flow {
	t.Helper()
	r := s.Do(t, "POST", "/v1/sessions", key, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	return &flow{t: t, s: s, key: key, id: r.Str("data.id"), token: r.Str("client_token")}
}

func (f *flow) upload(path string, fields map[string]string) apptest.Response {
	return f.s.Upload(f.t, "/v1/client/"+path, f.token, fields, "image", photo)
}

func (f *flow) ok(r apptest.Response) apptest.Response {
	f.t.Helper()
	require.Less(f.t, r.Status, 300, string(r.Body))
	return r
}

func (f *flow) session() apptest.Response {
	return f.s.Do(f.t, "GET", "/v1/sessions/"+f.id, f.key, nil)
}

func (f *flow) uploads() int {
	n, err := f.s.App.DB.NewSelect().Table("session_uploads").Where("session_id = ?", f.id).Count(context.Background())
	require.NoError(f.t, err)
	return int(n)
}

func (f *flow) blobs() int {
	n, err := f.s.App.Blobs.Count(context.Background(), kyc.BlobPrefix(f.id))
	require.NoError(f.t, err)
	return n
}

func eventTypes(t *testing.T, d *db.DB, sessionID string) []string {
	var types []string
	require.NoError(t, d.NewSelect().Table("events").Column("type").Where("object_id = ?", sessionID).
		OrderExpr("created_at, id").Scan(context.Background(), &types))
	return types
}

// The client API's and the sessions API's wire on a passport's flow
// (the session's scenarios are kyc's): Arkyc's envelope and field names,
// the status codes, the realtime transport a widget is told, the signed
// links that serve the images.
func TestPassportFlow(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": "user-1", "metadata": map[string]any{"plan": "gold"}})
		require.Equal(t, 201, r.Status, string(r.Body))
		require.Equal(t, "success", r.Str("status"))
		require.Equal(t, "pending", r.Str("data.status"))
		require.Equal(t, "user-1", r.Str("data.user_reference"))
		require.Nil(t, r.Get("data.auto_decision"))
		require.True(t, strings.HasPrefix(r.Str("client_token"), "ct_"))
		require.Contains(t, r.Str("data.url"), "/widget#token="+r.Str("client_token"))
		_, err := time.Parse(time.RFC3339, r.Str("data.expires_at"))
		require.NoError(t, err)
		f := &flow{t: t, s: s, key: key, id: r.Str("data.id"), token: r.Str("client_token")}

		c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.Equal(t, "started", c.Str("data.status"))
		require.EqualValues(t, 3, c.Get("data.liveness_attempts_left"))
		require.Equal(t, "polling", c.Str("data.realtime.transport"), "Arkyc's widget polls")
		require.Equal(t, f.id, c.Str("data.realtime.channel"))
		w := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil, "X-Client-Widget", "meridian"))
		require.Equal(t, "graphql-ws", w.Str("data.realtime.transport"), "Meridian's widget follows the verdict over the websocket")
		require.Equal(t, f.id, w.Str("data.realtime.channel"))
		require.Equal(t, s.URL+"/widget", c.Str("data.handoff.url"), "a plain URL, no token in it")

		c = f.ok(f.upload("document/front", map[string]string{"document_type": "passport", "country": "ng"}))
		require.Equal(t, "document_submitted", c.Str("data.status"))
		require.Contains(t, c.Get("data.steps.completed"), "document_front")
		require.NotContains(t, c.Get("data.steps.required"), "document_back")
		f.ok(f.upload("liveness", nil))
		c = f.s.Do(t, "POST", "/v1/client/complete", f.token, nil)
		require.Equal(t, 202, c.Status, string(c.Body))

		g := f.session()
		require.Equal(t, "approved", g.Str("data.status"))
		require.Equal(t, "approved", g.Str("data.auto_decision"))
		require.Equal(t, "approved", g.Str("data.final_decision"))
		require.Equal(t, "AUTO_APPROVED", g.Str("data.decision_reason"))
		require.InDelta(t, 1-(0.9+0.92+0.94+0.9)/4, g.Get("data.risk_score"), 0.0001)
		require.EqualValues(t, 0.92, g.Get("data.checks.document_front.confidence"))

		docs := g.Get("data.documents").([]any)
		require.Len(t, docs, 2)
		link := docs[0].(map[string]any)["url"].(string)
		require.Contains(t, link, "signature=")
		path := link[strings.Index(link, "/v1/files/"):]
		img := s.Do(t, "GET", path, "", nil)
		require.Equal(t, 200, img.Status)
		require.Equal(t, "image/png", img.Header.Get("Content-Type"))
		require.Equal(t, photo, img.Body, "the stored image, decrypted")
		bad := s.Do(t, "GET", strings.Replace(path, "signature=", "signature=0", 1), "", nil)
		require.Equal(t, 403, bad.Status)
		require.Equal(t, "invalid_signature", bad.Str("error"))

		r = f.upload("liveness", nil)
		require.Equal(t, 409, r.Status)
		require.Equal(t, "session_finalized", r.Str("error"))

		list := s.Do(t, "GET", "/v1/sessions?status=approved&user_reference=user-1", key, nil)
		require.EqualValues(t, 1, list.Get("meta.total"))
		require.EqualValues(t, 1, list.Get("meta.current_page"))
	})
}

// The client API's refusals on the wire: status codes and keys of steps
// out of place, the multipart upload's parts (a refused one leaves no
// blob), credentials, CORS, live mode's hints, and a lifetime out of
// bounds.
func TestClientStepRules(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		f := newFlow(t, s, key, nil)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		r := f.upload("document/back", nil)
		require.Equal(t, 409, r.Status)
		require.Equal(t, "step_not_applicable", r.Str("error"))
		r = s.Do(t, "POST", "/v1/client/complete", f.token, nil)
		require.Equal(t, 409, r.Status)
		require.Equal(t, "session_incomplete", r.Str("error"))
		require.Contains(t, r.Str("message"), "liveness")

		// Bad uploads: nothing stored.
		before, blobs := f.uploads(), f.blobs()
		r = s.Upload(t, "/api/v1/client/liveness", f.token, nil, "image", []byte("just some text, not an image at all"))
		require.Equal(t, 415, r.Status)
		require.Equal(t, "unsupported_media_type", r.Str("error"))
		big := append(apptest.PNG(640, 480), bytes.Repeat([]byte{0}, 11<<20)...)
		r = s.Upload(t, "/v1/client/liveness", f.token, nil, "image", big)
		require.Equal(t, 413, r.Status)
		require.Equal(t, "payload_too_large", r.Str("error"))
		r = s.Upload(t, "/v1/client/liveness", f.token, map[string]string{"score": "2"}, "image", photo)
		require.Equal(t, 422, r.Status)
		require.NotNil(t, r.Get("errors.score"))
		r = s.Upload(t, "/v1/client/liveness", f.token, nil, "image", nil)
		require.Equal(t, 422, r.Status)
		require.Equal(t, before, f.uploads())
		require.Equal(t, blobs, f.blobs(), "a failed upload leaves no blob")

		for range 3 {
			f.ok(f.upload("liveness", nil))
		}
		r = f.upload("liveness", nil)
		require.Equal(t, 429, r.Status)
		require.Equal(t, "liveness_attempts_exhausted", r.Str("error"))
		require.Equal(t, blobs+3, f.blobs(), "the refused selfie is discarded")

		// Credentials: no token, a secret key, another organization's session.
		r = s.Do(t, "GET", "/v1/client/session", "", nil)
		require.Equal(t, "missing_client_token", r.Str("error"))
		r = s.Do(t, "GET", "/v1/client/session", key, nil)
		require.Equal(t, "invalid_client_token", r.Str("error"))
		r = s.Do(t, "GET", "/v1/client/session", "", nil, "X-Client-Token", f.token)
		require.Equal(t, 200, r.Status)
		other := s.Org(t, "other")
		r = s.Do(t, "GET", "/v1/sessions/"+f.id, other.TestKey, nil)
		require.Equal(t, 404, r.Status)

		// Live mode refuses hints.
		live := newFlow(t, s, org.LiveKey, nil)
		r = live.upload("document/front", map[string]string{"confidence": "0.9"})
		require.Equal(t, 422, r.Status)
		require.Equal(t, "hints_not_allowed", r.Str("error"))

		// CORS: preflight, and a live session from a foreign origin.
		r = s.Do(t, "OPTIONS", "/v1/client/liveness", "", nil, "Origin", "https://shop.example", "Access-Control-Request-Method", "POST")
		require.Equal(t, 204, r.Status)
		require.Equal(t, "https://shop.example", r.Header.Get("Access-Control-Allow-Origin"))
		require.Contains(t, r.Header.Get("Access-Control-Allow-Headers"), "X-Client-Token")
		r = s.Do(t, "GET", "/v1/client/session", f.token, nil, "Origin", "https://shop.example")
		require.Equal(t, "https://shop.example", r.Header.Get("Access-Control-Allow-Origin"), "test mode allows any origin")
		r = s.Do(t, "GET", "/v1/client/session", live.token, nil, "Origin", "https://evil.example")
		require.Equal(t, 403, r.Status)
		require.Equal(t, "origin_not_allowed", r.Str("error"))
		r = s.Do(t, "GET", "/v1/sessions", key, nil, "Origin", "https://shop.example")
		require.Empty(t, r.Header.Get("Access-Control-Allow-Origin"), "secret-key routes never answer CORS")
		r = s.Do(t, "POST", "/v1/sessions", key, map[string]any{"expires_in": 10})
		require.Equal(t, 422, r.Status, "a lifetime out of bounds")
		require.NotNil(t, r.Get("errors.expires_in"))
	})
}

// Workflows over REST: the list, the validation errors by field (named as
// the JSON names them), a change, another organization's workflow, and
// what a new session may name; an address on the client API and GraphQL.
func TestWorkflows(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		r := s.Do(t, "GET", "/v1/workflows", key, nil)
		require.EqualValues(t, 1, r.Get("meta.total"), "a default workflow exists")
		require.Equal(t, true, r.Get("data.0.is_default"))

		bad := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "", "stages": []string{}, "document_types": []string{"library_card"},
			"address":    map[string]any{"methods": []string{"telepathy"}, "on_fail": "shrug", "auto_approve_threshold": 2},
			"thresholds": map[string]any{"ocr_min": -1}})
		require.Equal(t, 422, bad.Status)
		require.Equal(t, "validation_failed", bad.Str("error"))
		for _, f := range []string{"name", "stages", "document_types", "address.methods", "address.on_fail", "address.auto_approve_threshold", "thresholds.ocr_min"} {
			require.Contains(t, bad.Get("errors"), f, "%s: %s", f, bad.Body)
		}

		w := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Passports", "stages": []string{"document", "liveness"},
			"document_types": []string{"passport"}, "is_default": true})
		require.Equal(t, 201, w.Status, string(w.Body))
		id := w.Str("data.id")
		u := s.Do(t, "PATCH", "/v1/workflows/"+id, key, map[string]any{"thresholds": map[string]any{"ocr_min": 0.95, "quality_min": 0.75, "liveness_min": 0.85, "face_match_min": 0.75}})
		require.Equal(t, 200, u.Status, string(u.Body))
		require.EqualValues(t, 0.95, u.Get("data.thresholds.ocr_min"))

		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Full", "stages": []string{"document", "liveness", "face_match", "address"},
			"document_types": []string{"id_card"}, "address": map[string]any{"methods": []string{"device_location"}, "on_fail": "reject"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		f := newFlow(t, s, key, map[string]any{"workflow_id": wf.Str("data.id")})
		r = s.Do(t, "POST", "/v1/client/address", f.token, map[string]any{"line1": "1 Marina", "city": "Lagos", "country": "NG", "latitude": 6.45})
		require.Equal(t, 422, r.Status, "a latitude goes with a longitude")
		require.NotNil(t, r.Get("errors.longitude"))
		f.ok(s.Do(t, "POST", "/v1/client/address", f.token, map[string]any{"line1": "1 Marina", "city": "Lagos", "country": "NG", "latitude": 6.45, "longitude": 3.39}))
		a := gql(t, s, key, `query($id: ID!) { session(id: $id) { address { line1 line2 city state postalCode country latitude longitude }
			workflowSettings { stages } } }`, map[string]any{"id": f.id})
		require.Equal(t, map[string]any{"line1": "1 Marina", "line2": nil, "city": "Lagos", "state": nil, "postalCode": nil, "country": "NG",
			"latitude": 6.45, "longitude": 3.39}, a.Get("data.session.address"), "the address as submitted, absent parts null")
		require.Equal(t, []any{"DOCUMENT", "LIVENESS", "FACE_MATCH", "ADDRESS"}, a.Get("data.session.workflowSettings.stages"))

		r = s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": "wf_nope"})
		require.Equal(t, 422, r.Status)
		require.Equal(t, "invalid_workflow", r.Str("error"))
		r = s.Do(t, "POST", "/v1/sessions", key, map[string]any{"redirect_url": "javascript:alert(1)"})
		require.Equal(t, 422, r.Status)
		require.NotNil(t, r.Get("errors.redirect_url"))
	})
}

func TestVerificationOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		w := s.GraphQL(t, key, `mutation { createWorkflow(input: {name: "Docs", stages: [DOCUMENT, LIVENESS], documentTypes: [PASSPORT]}) {
			id stages thresholds { ocrMin } } }`, nil)
		require.Nil(t, w.Get("errors"), string(w.Body))
		require.Equal(t, []any{"DOCUMENT", "LIVENESS"}, w.Get("data.createWorkflow.stages"))
		unknown := s.GraphQL(t, key, `mutation { createWorkflow(input: {name: "x", stages: ["document"]}) { id } }`, nil)
		require.Equal(t, "graphql_validation_failed", unknown.Str("errors.0.extensions.code"), "enums, not strings: "+string(unknown.Body))
		require.EqualValues(t, 0.8, w.Get("data.createWorkflow.thresholds.ocrMin"))
		bad := s.GraphQL(t, key, `mutation { createWorkflow(input: {name: "x", stages: []}) { id } }`, nil)
		require.Equal(t, "validation_failed", bad.Str("errors.0.extensions.code"))

		c := s.GraphQL(t, key, `mutation($wf: ID) { createSession(input: {workflowId: $wf, userReference: "u1", metadata: {tier: 2}}) {
			clientToken url session { id status metadata } } }`, map[string]any{"wf": w.Str("data.createWorkflow.id")})
		require.Nil(t, c.Get("errors"), string(c.Body))
		id, token := c.Str("data.createSession.session.id"), c.Str("data.createSession.clientToken")
		require.EqualValues(t, 2, c.Get("data.createSession.session.metadata.tier"))
		f := &flow{t: t, s: s, key: key, id: id, token: token}
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport", "quality_score": "0.1"}))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", token, nil))

		q := `query($id: ID!) { session(id: $id) { id status decisionReason riskScore checks { documentFront { quality } liveness { score passed } } } }`
		r := s.GraphQL(t, token, q, map[string]any{"id": id})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "REQUIRES_REVIEW", r.Str("data.session.status"))
		require.Equal(t, "LOW_DOCUMENT_QUALITY", r.Str("data.session.decisionReason"))
		require.EqualValues(t, 0.1, r.Get("data.session.checks.documentFront.quality"))
		docs := `query($id: ID!) { session(id: $id) { documents { kind url width } } }`
		r = s.GraphQL(t, token, docs, map[string]any{"id": id})
		require.Equal(t, "secret_key_required", r.Str("errors.0.extensions.code"), "the images are for secret keys: "+string(r.Body))
		require.Nil(t, r.Get("data.session"))
		require.NotContains(t, string(r.Body), "/v1/files/")
		r = s.GraphQL(t, key, docs, map[string]any{"id": id})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Len(t, r.Get("data.session.documents").([]any), 2)
		require.Equal(t, "DOCUMENT_FRONT", r.Str("data.session.documents.0.kind"))

		// The detail a reviewer's page shows: what was read, the workflow
		// as the session took it and as it is now, linked objects.
		detail := `query($id: ID!) { session(id: $id) { workflowId workflow { id name } workflowSettings { stages documentTypes }
			documentType customer { id } checks { documentFront { fields { name value } } } } }`
		r = s.GraphQL(t, key, detail, map[string]any{"id": id})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, w.Str("data.createWorkflow.id"), r.Str("data.session.workflow.id"))
		require.Equal(t, "Docs", r.Str("data.session.workflow.name"))
		require.Equal(t, []any{"DOCUMENT", "LIVENESS"}, r.Get("data.session.workflowSettings.stages"))
		require.Equal(t, []any{"PASSPORT"}, r.Get("data.session.workflowSettings.documentTypes"))
		require.Equal(t, "PASSPORT", r.Str("data.session.documentType"))
		require.Nil(t, r.Get("data.session.customer"), "no customer named")
		require.Equal(t, []any{map[string]any{"name": "document_type", "value": "passport"}, map[string]any{"name": "side", "value": "front"}},
			r.Get("data.session.checks.documentFront.fields"), "ordered by name")
		r = s.GraphQL(t, token, `query($id: ID!) { session(id: $id) { checks { documentFront { fields { name } } } } }`, map[string]any{"id": id})
		require.Equal(t, "secret_key_required", r.Str("errors.0.extensions.code"), "what was read is for those who may see the images: "+string(r.Body))

		other := newFlow(t, s, key, nil)
		r = s.GraphQL(t, token, q, map[string]any{"id": other.id})
		require.Nil(t, r.Get("data.session"), "a client token reads only its own session")
		r = s.GraphQL(t, token, `{ sessions { edges { node { id } } } }`, nil)
		require.Equal(t, "secret_key_required", r.Str("errors.0.extensions.code"))
		r = s.GraphQL(t, token, `mutation($id: ID!) { approveSession(id: $id) { status } }`, map[string]any{"id": id})
		require.Equal(t, "secret_key_required", r.Str("errors.0.extensions.code"))

		r = s.GraphQL(t, key, `mutation($id: ID!) { approveSession(id: $id, note: "ok") { status finalDecision decisionReason reviewNote } }`, map[string]any{"id": id})
		require.Equal(t, "APPROVED", r.Str("data.approveSession.status"), string(r.Body))
		require.Equal(t, "MANUAL_APPROVAL", r.Str("data.approveSession.decisionReason"))
		r = s.GraphQL(t, key, `mutation($id: ID!) { cancelSession(id: $id) { status } }`, map[string]any{"id": id})
		require.Equal(t, "session_finalized", r.Str("errors.0.extensions.code"))

		for range 3 {
			newFlow(t, s, key, map[string]any{"user_reference": "many"})
		}
		seen := s.Paginate(t, key, "sessions", `query($after: String) { sessions(first: 2, after: $after, filter: {userReference: "many"}) {
			edges { node { id documents { id } } } pageInfo { hasNextPage endCursor } } }`)
		require.Len(t, seen, 3)
		r = s.GraphQL(t, key, `{ workflows { name isDefault } }`, nil)
		require.Len(t, r.Get("data.workflows").([]any), 2)
	})
}

func TestOrganizationAllowedOrigins(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		r := s.GraphQL(t, org.LiveKey, `mutation { updateOrganization(input: {allowedOrigins: ["https://shop.example/", "http://localhost:3000"]}) { allowedOrigins } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, []any{"https://shop.example", "http://localhost:3000"}, r.Get("data.updateOrganization.allowedOrigins"))
		bad := s.GraphQL(t, org.LiveKey, `mutation { updateOrganization(input: {allowedOrigins: ["shop.example", "https://x.example/path"]}) { id } }`, nil)
		require.Equal(t, "validation_failed", bad.Str("errors.0.extensions.code"))

		live := newFlow(t, s, org.LiveKey, nil)
		test := newFlow(t, s, org.TestKey, nil)
		for _, f := range []*flow{live, test} {
			r = s.Do(t, "GET", "/v1/client/session", f.token, nil, "Origin", "https://shop.example")
			require.Equal(t, 200, r.Status, "a configured origin")
			require.Equal(t, "https://shop.example", r.Header.Get("Access-Control-Allow-Origin"))
			r = s.Do(t, "GET", "/v1/client/session", f.token, nil, "Origin", "https://elsewhere.example")
			require.Equal(t, 403, r.Status, "configured origins apply to both modes")
			require.Equal(t, "origin_not_allowed", r.Str("error"))
		}
		r = s.GraphQL(t, org.TestKey, `{ viewer { organization { allowedOrigins } } }`, nil)
		require.Len(t, r.Get("data.viewer.organization.allowedOrigins"), 2)
		s.GraphQL(t, org.LiveKey, `mutation { updateOrganization(input: {allowedOrigins: []}) { id } }`, nil)
		r = s.Do(t, "GET", "/v1/client/session", test.token, nil, "Origin", "https://elsewhere.example")
		require.Equal(t, 200, r.Status, "empty again: test mode allows any origin")
	})
}

// Without the face networks (a binary built with the tag nofacemodels),
// live mode has no driver for liveness or face match: /readyz says what is
// missing, and a live session waits for a reviewer (kyc's scenarios hold
// the verdict), its reason on both APIs; the reviewer's verdicts over REST.
func TestLiveSessionsGoToReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{App: app.Options{FaceModel: func() (*face.Model, error) {
			return nil, errors.New("the face models are not built in")
		}}})
		org := s.Org(t, "acme")
		ready := s.Do(t, "GET", "/readyz", "", nil)
		require.Equal(t, 200, ready.Status)
		require.Equal(t, "builtin: the face models are not built in", ready.Str("drivers.liveness"), string(ready.Body))
		require.Equal(t, "builtin: the face models are not built in", ready.Str("drivers.face_match"))
		f := newFlow(t, s, org.LiveKey, nil)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g := f.session()
		require.Equal(t, "requires_review", g.Str("data.status"))
		require.Equal(t, "PROVIDER_UNAVAILABLE", g.Str("data.decision_reason"))
		require.Equal(t, "no driver runs the liveness stage in this mode", g.Str("data.checks.error"), string(g.Body))
		q := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { decisionReason } }`, map[string]any{"id": f.id})
		require.Equal(t, "PROVIDER_UNAVAILABLE", q.Str("data.session.decisionReason"))

		// A reviewer's verdict over REST, with and without Arkyc's /api
		// prefix, and a cancellation.
		r := s.Do(t, "POST", "/v1/sessions/"+f.id+"/approve", org.LiveKey, map[string]any{"note": "documents checked by hand"})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "approved", r.Str("data.status"))
		require.Equal(t, "requires_review", r.Str("data.auto_decision"))
		require.Equal(t, "MANUAL_APPROVAL", r.Str("data.decision_reason"))
		require.Equal(t, "documents checked by hand", r.Str("data.review_note"))
		r = s.Do(t, "POST", "/v1/sessions/"+f.id+"/reject", org.LiveKey, map[string]any{"note": "changed my mind"})
		require.Equal(t, 409, r.Status)
		h := newFlow(t, s, org.LiveKey, nil)
		h.ok(h.upload("document/front", map[string]string{"document_type": "passport"}))
		h.ok(h.upload("liveness", nil))
		h.ok(s.Do(t, "POST", "/v1/client/complete", h.token, nil))
		r = s.Do(t, "POST", "/api/v1/sessions/"+h.id+"/reject", org.LiveKey, map[string]any{"note": "blurry"})
		require.Equal(t, "rejected", r.Str("data.status"))
		require.Equal(t, "MANUAL_REJECTION", r.Str("data.decision_reason"))
		r = s.Do(t, "POST", "/v1/sessions/"+newFlow(t, s, org.LiveKey, nil).id+"/cancel", org.LiveKey, nil)
		require.Equal(t, "cancelled", r.Str("data.status"))
		r = s.Do(t, "POST", "/v1/sessions/"+h.id+"/cancel", org.LiveKey, nil)
		require.Equal(t, 409, r.Status)
		require.Equal(t, "session_finalized", r.Str("error"))
	})
}

// Archived workflows on the wire (their rules are kyc's): GraphQL's
// archive and unarchive, no new session on either door (409
// workflow_archived), and the lists that leave them out unless asked.
func TestArchivedWorkflowOverGraphQLAndREST(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Passport", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		id := wf.Str("data.id")

		const archive = `mutation($id: ID!) { archiveWorkflow(id: $id) { id archivedAt } }`
		r := gql(t, s, key, archive, map[string]any{"id": id})
		require.NotEmpty(t, r.Str("data.archiveWorkflow.archivedAt"))

		r = s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": id})
		require.Equal(t, 409, r.Status, string(r.Body))
		require.Equal(t, "workflow_archived", r.Str("error"))
		g := s.GraphQL(t, key, `mutation($wf: ID) { createSession(input: {workflowId: $wf}) { clientToken } }`, map[string]any{"wf": id})
		require.Equal(t, "workflow_archived", g.Str("errors.0.extensions.code"), string(g.Body))

		const list = `query($all: Boolean) { workflows(includeArchived: $all) { id isDefault archivedAt } }`
		g = gql(t, s, key, list, nil)
		ids := func(g apptest.Response) []string {
			var out []string
			for _, w := range g.Get("data.workflows").([]any) {
				out = append(out, w.(map[string]any)["id"].(string))
			}
			return out
		}
		require.NotContains(t, ids(g), id)
		require.Len(t, ids(g), 1, "the default alone")
		require.Contains(t, ids(gql(t, s, key, list, map[string]any{"all": true})), id)
		rest := s.Do(t, "GET", "/v1/workflows", key, nil)
		require.EqualValues(t, 1, rest.Get("meta.total"), "REST lists the workflows in use")
		require.Equal(t, 200, s.Do(t, "GET", "/v1/workflows/"+id, key, nil).Status, "and still reads an archived one")

		r = gql(t, s, key, `mutation($id: ID!) { unarchiveWorkflow(id: $id) { id archivedAt } }`, map[string]any{"id": id})
		require.Nil(t, r.Get("data.unarchiveWorkflow.archivedAt"))
	})
}
