package app_test

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// arkycWidget sends exactly the requests Arkyc's own widget makes
// (packages/widget: its client and controller), with its test signals.
type arkycWidget struct {
	t       *testing.T
	s       *apptest.Server
	token   string
	signals map[string]string
	// origin is the page the widget runs on, when it is hosted on another
	// origin than Meridian's (the browser then sends Origin).
	origin string
	// proof attaches a proof of address to the address step.
	proof bool
}

type part struct {
	field, filename string
	body            []byte
}

// post sends a multipart form as the widget's FormData does: files under
// their field names and filenames, then its text fields, with only the
// X-Client-Token header.
func (a *arkycWidget) post(path string, files []part, fields map[string]string) apptest.Response {
	a.t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for _, f := range files {
		w, err := mw.CreateFormFile(f.field, f.filename)
		require.NoError(a.t, err)
		w.Write(f.body)
	}
	for k, v := range fields {
		require.NoError(a.t, mw.WriteField(k, v))
	}
	for k, v := range a.signals {
		require.NoError(a.t, mw.WriteField(k, v))
	}
	require.NoError(a.t, mw.Close())
	return a.do("POST", path, mw.FormDataContentType(), b.Bytes())
}

func (a *arkycWidget) do(method, path, contentType string, body []byte) apptest.Response {
	a.t.Helper()
	req, err := http.NewRequest(method, a.s.URL+path, bytes.NewReader(body))
	require.NoError(a.t, err)
	req.Header.Set("X-Client-Token", a.token)
	if a.origin != "" {
		req.Header.Set("Origin", a.origin)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(a.t, err)
	defer res.Body.Close()
	out := apptest.Response{Status: res.StatusCode, Header: res.Header}
	out.Body, _ = io.ReadAll(res.Body)
	_ = json.Unmarshal(out.Body, &out.JSON)
	return out
}

// complete sends the signals as JSON, as the widget's complete() does.
func (a *arkycWidget) complete() apptest.Response {
	body, _ := json.Marshal(a.signals)
	if a.signals == nil {
		body = []byte("{}")
	}
	return a.do("POST", "/v1/client/complete", "application/json", body)
}

// webm is the start of a WebM recording (an EBML header).
var webm = append([]byte{0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01}, bytes.Repeat([]byte{0}, 64)...)

func TestArkycWidgetFlow(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		rcv := newReceiver(t)
		ep := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": rcv.URL, "events": []string{"verification.*"}})
		require.Equal(t, 201, ep.Status, string(ep.Body))

		// The widget's test signals: all of them, on every step, as strings.
		signals := map[string]string{"quality_score": "0.95", "ocr_confidence": "0.93", "expired": "false",
			"liveness_score": "0.96", "liveness_passed": "true", "multiple_faces": "false",
			"face_similarity": "0.91", "face_match_passed": "true"}
		run := func(userRef string, completeSignals map[string]string) (apptest.Response, string) {
			created := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"user_reference": userRef})
			require.Equal(t, 201, created.Status)
			a := &arkycWidget{t: t, s: s, token: created.Str("client_token"), signals: signals}

			c := a.do("GET", "/v1/client/session", "", nil)
			require.Equal(t, 200, c.Status, string(c.Body))
			require.Equal(t, "started", c.Str("data.status"))
			// What the widget reads on its first screen.
			require.Equal(t, []any{
				map[string]any{"key": "document", "enabled": true},
				map[string]any{"key": "liveness", "enabled": true},
				map[string]any{"key": "face_match", "enabled": true},
				map[string]any{"key": "address", "enabled": false},
			}, c.Get("data.workflow.steps"))
			require.Equal(t, false, c.Get("data.workflow.options.skip_ocr"))
			require.Equal(t, "passive", c.Str("data.capture_model"))
			require.Equal(t, []any{}, c.Get("data.liveness_challenges"))
			require.Equal(t, "acme", c.Str("data.branding.name"))
			require.Equal(t, false, c.Get("data.handoff.enabled"), "off unless the organization opts in, as Arkyc")
			require.Equal(t, true, c.Get("data.handoff.allow_desktop"))
			require.Equal(t, "polling", c.Str("data.realtime.transport"))

			front := a.post("/v1/client/document/front", []part{{"image", "document-front.jpg", photo}},
				map[string]string{"country": "NG", "document_type": "id_card"})
			require.Equal(t, 200, front.Status, string(front.Body))
			back := a.post("/v1/client/document/back", []part{{"image", "document-back.jpg", photo}},
				map[string]string{"country": "NG", "document_type": "id_card"})
			require.Equal(t, 200, back.Status, string(back.Body))
			live := a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil)
			require.Equal(t, 200, live.Status, string(live.Body))
			a.signals = completeSignals
			done := a.complete()
			require.Equal(t, 202, done.Status, string(done.Body))
			return done, created.Str("data.id")
		}

		done, approvedID := run("user-ok", signals)
		require.Equal(t, "approved", done.Str("data.status"))

		// Face-match hints on complete decide the face match.
		done, rejectedID := run("user-no-match", map[string]string{"face_similarity": "0.2", "face_match_passed": "false"})
		require.Equal(t, "rejected", done.Str("data.status"), string(done.Body))
		g := s.Do(t, "GET", "/v1/sessions/"+rejectedID, org.TestKey, nil)
		require.Equal(t, "FACE_MATCH_FAILED", g.Str("data.decision_reason"))
		require.EqualValues(t, 0.2, g.Get("data.checks.face_match.similarity"))

		// Every event of both flows (started, document_submitted once for
		// the two sides, processing, the verdict, completed) reaches the
		// endpoint with Arkyc's flat fields.
		eventually(t, "the flows' webhooks", func() bool { return rcv.count() == 2*5 })
		rcv.mu.Lock()
		got := rcv.got
		rcv.mu.Unlock()
		verdicts := map[string]map[string]any{}
		documents := map[string]int{}
		for _, got := range got {
			var body map[string]any
			require.NoError(t, json.Unmarshal(got.body, &body))
			requireArkycWebhookEvent(t, body, org.ID)
			switch body["event"] {
			case "verification.approved", "verification.rejected":
				verdicts[body["session_id"].(string)] = body
			case "verification.document_submitted":
				documents[body["session_id"].(string)]++
				require.Equal(t, "id_card", body["data"].(map[string]any)["document_type"])
			}
			// The test reader reads each side at upload: the document's
			// check is known from document_submitted on.
			switch body["event"] {
			case "verification.started":
				require.Equal(t, map[string]any{}, body["checks"])
			default:
				require.Equal(t, map[string]any{"quality_score": 0.95, "ocr_confidence": 0.93, "expired": false},
					body["checks"].(map[string]any)["document"], body["event"])
			}
		}
		require.Equal(t, map[string]int{approvedID: 1, rejectedID: 1}, documents)
		ok := verdicts[approvedID]
		require.NotNil(t, ok)
		require.Equal(t, "user-ok", ok["user_reference"])
		require.Equal(t, "approved", ok["status"])
		require.Equal(t, "AUTO_APPROVED", ok["decision_reason"])
		require.Equal(t, map[string]any{
			"document":   map[string]any{"quality_score": 0.95, "ocr_confidence": 0.93, "expired": false},
			"liveness":   map[string]any{"passed": true, "score": 0.96},
			"face_match": map[string]any{"passed": true, "similarity_score": 0.91},
		}, ok["checks"])
		no := verdicts[rejectedID]
		require.Equal(t, "FACE_MATCH_FAILED", no["decision_reason"])
		require.Equal(t, map[string]any{"passed": false, "similarity_score": 0.2}, no["checks"].(map[string]any)["face_match"])
	})
}

// requireArkycWebhookEvent checks a delivery's body against Arkyc's
// WebhookEvent type (packages/types webhook.ts), field by field.
func requireArkycWebhookEvent(t *testing.T, body map[string]any, orgID string) {
	t.Helper()
	require.True(t, strings.HasPrefix(body["event"].(string), "verification."))
	require.IsType(t, "", body["session_id"])
	require.Equal(t, orgID, body["organization_id"])
	require.Equal(t, orgID, body["project_id"])
	if body["user_reference"] != nil {
		require.IsType(t, "", body["user_reference"])
	}
	require.IsType(t, "", body["status"])
	require.IsType(t, "", body["created_at"])
	if body["decision_reason"] != nil {
		require.IsType(t, "", body["decision_reason"])
	}
	assets, has := body["assets"]
	require.True(t, has, "assets is a field")
	require.Nil(t, assets, "an event holds no image link")
	checks, isObject := body["checks"].(map[string]any)
	require.True(t, isObject, "checks is an object: %v", body["checks"])
	shapes := map[string]map[string]string{
		"document":   {"quality_score": "number", "ocr_confidence": "number", "expired": "boolean"},
		"liveness":   {"passed": "boolean", "score": "number"},
		"face_match": {"passed": "boolean", "similarity_score": "number"},
	}
	for name, value := range checks {
		shape, known := shapes[name]
		require.True(t, known, "unknown check %q", name)
		fields := value.(map[string]any)
		require.Len(t, fields, len(shape), name)
		for f, typ := range shape {
			switch typ {
			case "number":
				require.IsType(t, 0.0, fields[f], "%s.%s", name, f)
			case "boolean":
				require.IsType(t, false, fields[f], "%s.%s", name, f)
			}
		}
	}
}

// The liveness step takes Arkyc's selfie field, a recorded video and the
// active mode's challenges; a handoff URL takes Arkyc's query.
func TestArkycLivenessAndHandoff(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		f := newFlow(t, s, org.TestKey, nil)
		a := &arkycWidget{t: t, s: s, token: f.token}
		c := a.do("GET", "/v1/client/session", "", nil)
		f.ok(a.post("/v1/client/document/front", []part{{"image", "front.jpg", photo}}, map[string]string{"document_type": "passport"}))

		// Both image and selfie: which one is the attempt? Refused.
		r := a.post("/v1/client/liveness", []part{{"selfie", "s.jpg", photo}, {"image", "i.jpg", photo}}, nil)
		require.Equal(t, 422, r.Status, string(r.Body))
		// A video that is not one.
		r = a.post("/v1/client/liveness", []part{{"selfie", "s.jpg", photo}, {"video", "liveness.webm", photo}}, nil)
		require.Equal(t, 415, r.Status, string(r.Body))
		require.Equal(t, "unsupported_media_type", r.Str("error"))
		r = a.post("/v1/client/liveness", []part{{"selfie", "s.jpg", photo}}, map[string]string{"mode": "sideways"})
		require.Equal(t, 422, r.Status)
		require.NotNil(t, r.Get("errors.mode"))
		r = a.post("/v1/client/liveness", []part{{"selfie", "s.jpg", photo}}, map[string]string{"challenges": `["juggle"]`})
		require.NotNil(t, r.Get("errors.challenges"))
		require.Equal(t, 1, f.uploads(), "refused attempts leave no upload")
		require.Equal(t, 1, f.blobs(), "nor any stored object")

		r = a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}, {"video", "liveness.webm", webm}},
			map[string]string{"mode": "active", "challenges": `["blink","turn_left","smile"]`})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.EqualValues(t, 2, r.Get("data.liveness_attempts_left"), "the video is not an attempt")
		require.Equal(t, 3, f.uploads())
		f.ok(a.complete())
		g := f.session()
		require.Equal(t, "approved", g.Str("data.status"))
		assets := g.Get("data.assets").(map[string]any)
		require.ElementsMatch(t, []string{"document_front", "selfie", "liveness_video"}, keys(assets))
		video := s.Do(t, "GET", strings.TrimPrefix(assets["liveness_video"].(string), s.URL), "", nil)
		require.Equal(t, 200, video.Status)
		require.Equal(t, "video/webm", video.Header.Get("Content-Type"))
		require.Equal(t, webm, video.Body)

		// The handoff URL with Arkyc's query opens the hosted widget.
		base := s.URL
		handoff := c.Str("data.handoff.url") + "?token=" + url.QueryEscape(f.token) + "&baseUrl=" + url.QueryEscape(base)
		u, err := url.Parse(handoff)
		require.NoError(t, err)
		require.Empty(t, u.Fragment)
		require.Equal(t, f.token, u.Query().Get("token"))
		page := s.Do(t, "GET", u.RequestURI(), "", nil)
		require.Equal(t, 200, page.Status)
		require.Contains(t, page.Header.Get("Content-Type"), "text/html")
	})
}

func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// The public session and ping carry the fields Arkyc's SDK types them with.
func TestArkycShapes(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		p := s.Do(t, "GET", "/v1/ping/project", org.TestKey, nil)
		require.Equal(t, org.ID, p.Str("data.organization_id"))
		require.Equal(t, org.ID, p.Str("data.project_id"))
		require.True(t, strings.HasPrefix(p.Str("data.api_key_id"), "key_"), string(p.Body))

		r := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{})
		require.Equal(t, 201, r.Status)
		for _, k := range []string{"project_id", "assigned_to", "workflow", "assets", "workflow_id"} {
			require.Contains(t, r.JSON["data"], k)
		}
		require.Equal(t, org.ID, r.Str("data.project_id"))
		require.Nil(t, r.Get("data.assigned_to"))
		require.Nil(t, r.Get("data.assets"), "assets come with a retrieval")
		require.Equal(t, "document", r.Str("data.workflow.steps.0.key"))
		g := s.Do(t, "GET", "/v1/sessions/"+r.Str("data.id"), org.TestKey, nil)
		require.Equal(t, map[string]any{}, g.Get("data.assets"))
		l := s.Do(t, "GET", "/v1/sessions", org.TestKey, nil)
		require.Equal(t, org.ID, l.Str("data.0.project_id"))

		// expires_in that overflows a duration is a field error.
		r = s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"expires_in": int64(18446747673)})
		require.Equal(t, 422, r.Status, string(r.Body))
		require.NotNil(t, r.Get("errors.expires_in"))
	})
}
