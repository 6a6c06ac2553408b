package app_test

import (
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// Arkyc's widget hosted on the organization's own origin reads every answer
// of the client API, its errors too: an expired, unknown or missing token
// shows its own screen instead of "Failed to fetch".
func TestArkycClientErrorsAreReadableCrossOrigin(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var clock atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(clock.Load())) }
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Now: now}})
		org := s.Org(t, "acme")
		r := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {allowedOrigins: ["https://shop.example"]}) { id } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		const shop = "https://shop.example"
		readable := func(r apptest.Response, status int, key string) {
			t.Helper()
			require.Equal(t, status, r.Status, string(r.Body))
			require.Equal(t, key, r.Str("error"))
			require.Equal(t, shop, r.Header.Get("Access-Control-Allow-Origin"), "the page can read the %d", status)
			require.Contains(t, r.Header.Values("Vary"), "Origin")
		}

		created := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"expires_in": 300})
		require.Equal(t, 201, created.Status)
		a := &arkycWidget{t: t, s: s, token: created.Str("client_token"), origin: shop}
		ok := a.do("GET", "/v1/client/session", "", nil)
		require.Equal(t, 200, ok.Status)
		require.Equal(t, shop, ok.Header.Get("Access-Control-Allow-Origin"))
		// A step refused by the session's rules: readable.
		readable(a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil), 409, "step_out_of_order")
		require.Equal(t, 200, a.post("/v1/client/document/front", []part{{"image", "front.jpg", photo}},
			map[string]string{"document_type": "passport"}).Status)

		// The session expires while the person is taking the selfie.
		clock.Store(int64(301 * time.Second))
		readable(a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil), 401, "session_expired")
		readable(a.do("GET", "/v1/client/session", "", nil), 401, "session_expired")

		unknown := &arkycWidget{t: t, s: s, token: "ct_nothing_like_it", origin: shop}
		readable(unknown.do("GET", "/v1/client/session", "", nil), 401, "invalid_client_token")
		missing := &arkycWidget{t: t, s: s, origin: shop}
		readable(missing.do("GET", "/v1/client/session", "", nil), 401, "missing_client_token")

		// An origin the organization does not allow learns nothing.
		fresh := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{})
		evil := &arkycWidget{t: t, s: s, token: fresh.Str("client_token"), origin: "https://evil.example"}
		r = evil.do("GET", "/v1/client/session", "", nil)
		require.Equal(t, 403, r.Status)
		require.Equal(t, "origin_not_allowed", r.Str("error"))
		require.Empty(t, r.Header.Get("Access-Control-Allow-Origin"))
	})
}

// walk takes the session through Arkyc's widget flow (packages/widget,
// flow.ts and controller.ts): the enabled steps of the session's workflow,
// in their order — the document's front with the signals and its back
// without them (two-sided types), the address form, the selfie with the
// signals, and at the face-match step complete with the signals as JSON —
// then its processing screen, which reads the session. It returns the
// answers, and what the result screen shows: the status when it is one the
// widget stops at, else "still <status>" (the widget would give up polling
// and show "Under review" while the session waits), or "error <code>" when
// a step was refused.
func (a *arkycWidget) walk(docType string, address map[string]string) ([]apptest.Response, string) {
	a.t.Helper()
	signals := a.signals
	var answers []apptest.Response
	step := func(r apptest.Response) bool {
		answers = append(answers, r)
		return r.Status < 300
	}
	s := a.do("GET", "/v1/client/session", "", nil)
	if !step(s) {
		return answers, "error " + s.Str("error")
	}
	for _, st := range s.Get("data.workflow.steps").([]any) {
		st := st.(map[string]any)
		if st["enabled"] != true {
			continue
		}
		var ok bool
		switch st["key"] {
		case "document":
			ok = step(a.post("/v1/client/document/front", []part{{"image", "document-front.jpg", photo}},
				map[string]string{"document_type": docType, "country": "NG"}))
			if ok && docType != "passport" {
				a.signals = nil
				ok = step(a.post("/v1/client/document/back", []part{{"image", "document-back.jpg", photo}},
					map[string]string{"document_type": docType, "country": "NG"}))
				a.signals = signals
			}
		case "address":
			var files []part
			if a.proof {
				files = []part{{"poa", "proof-of-address.jpg", photo}}
			}
			ok = step(a.post("/v1/client/address", files, address))
		case "liveness":
			ok = step(a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil))
		case "face_match":
			ok = step(a.complete())
		}
		if !ok {
			last := answers[len(answers)-1]
			return answers, "error " + last.Str("error")
		}
	}
	s = a.do("GET", "/v1/client/session", "", nil)
	if !step(s) {
		return answers, "error " + s.Str("error")
	}
	switch status := s.Str("data.status"); status {
	case "approved", "rejected", "requires_review", "expired", "cancelled":
		return answers, status
	default:
		return answers, "still " + status
	}
}

// sessionEvents returns the types of a session's events, oldest first,
// and the payload of each type (its latest), as GET /v1/events lists them.
func sessionEvents(t *testing.T, s *apptest.Server, key, sessionID string) ([]string, map[string]map[string]any) {
	t.Helper()
	r := s.Do(t, "GET", "/v1/events?per_page=100&object_id="+sessionID, key, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	var types []string
	payloads := map[string]map[string]any{}
	for _, e := range slices.Backward(r.Get("data").([]any)) {
		e := e.(map[string]any)
		types = append(types, e["event"].(string))
		payloads[e["event"].(string)] = e
	}
	return types, payloads
}

// verdictEvent returns the payload of a session's verdict event, as
// GET /v1/events lists it.
func verdictEvent(t *testing.T, s *apptest.Server, key, sessionID string) map[string]any {
	t.Helper()
	r := s.Do(t, "GET", "/v1/events?per_page=100", key, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	for _, e := range r.Get("data").([]any) {
		e := e.(map[string]any)
		switch e["event"] {
		case "verification.approved", "verification.rejected", "verification.requires_review":
			if e["session_id"] == sessionID {
				return e
			}
		}
	}
	t.Fatalf("no verdict event for %s: %s", sessionID, r.Body)
	return nil
}

// A workflow that checks the device's location takes an address without
// coordinates, as Arkyc's widget sends it when the person does not tick
// "use my location": the method then counts as not performed, and the
// verdict event says which methods ran.
func TestArkycAddressWithoutCoordinates(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		workflow := func(name string, methods ...string) string {
			wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": name, "stages": []string{"document", "address", "liveness", "face_match"},
				"document_types": []string{"passport"}, "address": map[string]any{"methods": methods}})
			require.Equal(t, 201, wf.Status, string(wf.Body))
			return wf.Str("data.id")
		}
		both := workflow("Lookup and location", "geocode_lookup", "device_location")
		only := workflow("Location", "device_location")
		form := map[string]string{"line1": "12 Marina", "line2": "Flat 3", "city": "Lagos", "region": "Lagos", "postal_code": "101001", "country": "NG"}
		run := func(workflowID string, coords bool) (string, []apptest.Response, map[string]any) {
			created := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": workflowID})
			require.Equal(t, 201, created.Status, string(created.Body))
			a := &arkycWidget{t: t, s: s, token: created.Str("client_token")}
			f := form
			if coords {
				f = map[string]string{"latitude": "6.4541", "longitude": "3.3947"}
				for k, v := range form {
					f[k] = v
				}
			}
			answers, shown := a.walk("passport", f)
			return shown, answers, verdictEvent(t, s, key, created.Str("data.id"))
		}

		shown, answers, ev := run(both, false)
		require.Equal(t, "approved", shown, "the geocode lookup confirms it")
		require.Equal(t, "address_submitted", answers[2].Str("data.status"))
		types, payloads := sessionEvents(t, s, key, ev["session_id"].(string))
		require.Equal(t, []string{"verification.started", "verification.document_submitted", "verification.address_submitted",
			"verification.processing", "verification.approved", "verification.completed"}, types)
		submitted := payloads["verification.address_submitted"]
		require.Equal(t, "address_submitted", submitted["status"])
		require.Equal(t, map[string]any{"document": map[string]any{"quality_score": 0.9, "ocr_confidence": 0.92, "expired": false}},
			submitted["checks"], "the address is checked with the verdict; the document was read at upload")
		require.Nil(t, submitted["data"].(map[string]any)["address"], "events carry no address")
		require.Equal(t, map[string]any{"passed": true, "score": 0.9, "methods": []any{"geocode_lookup"}},
			ev["checks"].(map[string]any)["address"])

		a := gql(t, s, key, `query($id: ID!) { session(id: $id) { address { state postalCode latitude } } }`, map[string]any{"id": ev["session_id"]})
		require.Equal(t, map[string]any{"state": "Lagos", "postalCode": "101001", "latitude": nil}, a.Get("data.session.address"),
			"Arkyc's region is the state")

		shown, _, ev = run(both, true)
		require.Equal(t, "approved", shown)
		require.Equal(t, []any{"geocode_lookup", "device_location"}, ev["checks"].(map[string]any)["address"].(map[string]any)["methods"])

		// Nothing could check the address: a person looks at it.
		shown, _, ev = run(only, false)
		require.Equal(t, "requires_review", shown)
		require.Equal(t, "ADDRESS_VERIFICATION_FAILED", ev["decision_reason"])
		require.Equal(t, map[string]any{"passed": false, "score": 0.0, "methods": []any{}}, ev["checks"].(map[string]any)["address"])
	})
}

// Arkyc's widget with its test signals gets Arkyc's decision, reason and
// risk score: a two-sided document is graded on its front and read when
// whole (at the back, which the widget sends without signals), and a proof
// of address is approved unless the workflow asks for a person to read it.
func TestArkycDecisionsAsArkyc(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		signals := map[string]string{"quality_score": "1", "ocr_confidence": "0.95", "liveness_score": "0.95", "face_similarity": "0.94"}
		run := func(body map[string]any, docType string, proof bool) (string, apptest.Response, map[string]any) {
			created := s.Do(t, "POST", "/v1/sessions", key, body)
			require.Equal(t, 201, created.Status, string(created.Body))
			a := &arkycWidget{t: t, s: s, token: created.Str("client_token"), signals: signals, proof: proof}
			_, shown := a.walk(docType, map[string]string{"line1": "1 Main", "city": "Accra", "country": "GH"})
			id := created.Str("data.id")
			return shown, s.Do(t, "GET", "/v1/sessions/"+id, key, nil), verdictEvent(t, s, key, id)
		}

		shown, g, ev := run(map[string]any{}, "id_card", false)
		require.Equal(t, "approved", shown)
		require.Equal(t, "AUTO_APPROVED", g.Str("data.decision_reason"))
		require.EqualValues(t, 0.0475, g.Get("data.risk_score"), "1 − (1 + 0.92 + 0.95 + 0.94) / 4")
		require.Equal(t, map[string]any{"quality_score": 1.0, "ocr_confidence": 0.92, "expired": false}, ev["checks"].(map[string]any)["document"])
		_, g, _ = run(map[string]any{}, "passport", false)
		require.EqualValues(t, 0.04, g.Get("data.risk_score"), "1 − (1 + 0.95 + 0.95 + 0.94) / 4")

		// A workflow as Arkyc's SDK writes one: steps in order, the address
		// step's config.
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Proof of address", "options": map[string]any{"skip_ocr": false},
			"steps": []any{
				map[string]any{"key": "document", "enabled": true},
				map[string]any{"key": "address", "enabled": true, "config": map[string]any{"methods": []string{"poa_document"}, "on_fail": "review"}},
				map[string]any{"key": "liveness", "enabled": true},
				map[string]any{"key": "face_match", "enabled": true},
			}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		require.Equal(t, []any{"document", "address", "liveness", "face_match"}, wf.Get("data.stages"))
		require.Equal(t, map[string]any{"key": "address", "enabled": true, "config": map[string]any{"methods": []any{"poa_document"}, "on_fail": "review"}},
			wf.Get("data.steps.1"))
		require.Equal(t, false, wf.Get("data.address.poa_review"))
		id := wf.Str("data.id")
		shown, g, _ = run(map[string]any{"workflow_id": id}, "passport", true)
		require.Equal(t, "approved", shown, string(g.Body))
		require.Equal(t, "AUTO_APPROVED", g.Str("data.decision_reason"))

		// Meridian's stricter rule, when the workflow asks for it.
		up := s.Do(t, "PATCH", "/v1/workflows/"+id, key, map[string]any{"address": map[string]any{"poa_review": true}})
		require.Equal(t, 200, up.Status, string(up.Body))
		require.Equal(t, true, up.Get("data.address.poa_review"))
		shown, g, _ = run(map[string]any{"workflow_id": id}, "passport", true)
		require.Equal(t, "requires_review", shown)
		require.Equal(t, "ADDRESS_DOCUMENT_REVIEW", g.Str("data.decision_reason"))

		bad := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "No OCR", "options": map[string]any{"skip_ocr": true},
			"steps": []any{map[string]any{"key": "document", "enabled": true}}})
		require.Equal(t, 422, bad.Status, string(bad.Body))
		require.Contains(t, bad.Get("errors"), "options.skip_ocr")
	})
}

// Every workflow reaches a verdict in Arkyc's widget, which calls complete
// at its face-match step and nowhere else: a workflow without one, or with
// stages after it, submits itself when its last step comes in.
func TestArkycWidgetReachesAVerdictInEveryWorkflow(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		address := map[string]string{"line1": "1 Main", "city": "Accra", "country": "GH"}
		for _, stages := range [][]string{
			{"document", "liveness", "face_match", "address"},
			{"document", "face_match", "liveness"},
			{"address", "document", "liveness", "face_match"},
			{"document"},
			{"document", "liveness"},
			{"document", "address"},
			{"liveness"},
			{"address"},
		} {
			steps := []any{}
			for _, st := range stages {
				steps = append(steps, map[string]any{"key": st, "enabled": true})
			}
			wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": strings.Join(stages, ", "), "steps": steps})
			require.Equal(t, 201, wf.Status, string(wf.Body))
			created := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": wf.Str("data.id")})
			a := &arkycWidget{t: t, s: s, token: created.Str("client_token")}
			answers, shown := a.walk("passport", address)
			require.Equal(t, "approved", shown, "%v: %s", stages, answers[len(answers)-1].Body)
			g := s.Do(t, "GET", "/v1/sessions/"+created.Str("data.id"), key, nil)
			require.Equal(t, "AUTO_APPROVED", g.Str("data.decision_reason"), "%v", stages)
		}

		// Complete at the face-match step, with the address still to come:
		// accepted, its hints kept, and the address submits the session.
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Address last",
			"stages": []string{"document", "liveness", "face_match", "address"}})
		created := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": wf.Str("data.id")})
		a := &arkycWidget{t: t, s: s, token: created.Str("client_token"), signals: map[string]string{"face_similarity": "0.7"}}
		answers, shown := a.walk("passport", address)
		require.Equal(t, "requires_review", shown)
		require.Equal(t, 202, answers[3].Status, "complete")
		require.Equal(t, "liveness_submitted", answers[3].Str("data.status"), "the address is still to come")
		require.Equal(t, "requires_review", answers[4].Str("data.status"), "the address submitted it (the sync queue decides at once)")
		g := s.Do(t, "GET", "/v1/sessions/"+created.Str("data.id"), key, nil)
		require.Equal(t, "FACE_MATCH_LOW_CONFIDENCE", g.Str("data.decision_reason"), "complete's hint was kept")

		// A document-only session scores the stages it leaves out as passed.
		created = s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": s.Do(t, "POST", "/v1/workflows", key,
			map[string]any{"name": "Document", "stages": []string{"document"}}).Str("data.id")})
		a = &arkycWidget{t: t, s: s, token: created.Str("client_token")}
		_, shown = a.walk("passport", nil)
		require.Equal(t, "approved", shown)
		g = s.Do(t, "GET", "/v1/sessions/"+created.Str("data.id"), key, nil)
		require.EqualValues(t, 0.045, g.Get("data.risk_score"), "1 − (0.9 + 0.92 + 1 + 1) / 4")
	})
}
