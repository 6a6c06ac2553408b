package app_test

import (
	"context"
	"image"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/kyc/face/facetest"
)

// In live mode faces are found and compared on this machine: the
// passport's portrait against the selfie, and the selfie judged on its
// own (one face, framed, lit). The descriptors are kept sealed with the
// session's checks and never shown.
func TestLiveFacesComparedHere(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	a, b := facetest.A(), facetest.B()
	passport := doctest.Sample(doctest.TD3, 31)
	passport.Face = a.Crop(400)
	front := photograph(t, fonts, passport, doctest.Clean())

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		workflow := func(name string, stages ...string) string {
			wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": name, "stages": stages,
				"document_types": []string{"passport"}})
			require.Equal(t, 201, wf.Status, string(wf.Body))
			return wf.Str("data.id")
		}
		matched, selfieOnly := workflow("Faces", "document", "liveness", "face_match"), workflow("Selfies", "document", "liveness")
		decide := func(wf string, selfie image.Image) apptest.Response {
			t.Helper()
			f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf})
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", front))
			f.ok(s.Upload(t, "/v1/client/liveness", f.token, nil, "selfie", facetest.JPEG(selfie)))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}

		// The holder, photographed again.
		r := decide(matched, facetest.Again(a.Selfie(640), 2))
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
		require.Equal(t, true, r.Get("data.checks.face_match.passed"))
		require.GreaterOrEqual(t, r.Get("data.checks.face_match.similarity").(float64), 0.75)
		require.Equal(t, true, r.Get("data.checks.liveness.0.passed"))
		require.NotContains(t, string(r.Body), "descriptors", "biometric data is never shown")
		_, payloads := sessionEvents(t, s, org.LiveKey, r.Str("data.id"))
		require.Equal(t, true, payloads["verification.approved"]["checks"].(map[string]any)["face_match"].(map[string]any)["passed"])
		var sealed string
		require.NoError(t, s.App.DB.NewSelect().Table("sessions").Column("checks").Where("id = ?", r.Str("data.id")).
			Scan(context.Background(), &sealed))
		require.NotContains(t, sealed, "descriptors", "sealed under the session's data key")
		g := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { faceMatch { similarity passed } liveness { passed } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Equal(t, true, g.Get("data.session.checks.faceMatch.passed"), string(g.Body))

		// Someone else.
		r = decide(matched, facetest.Again(b.Selfie(640), 2))
		require.Equal(t, "rejected", r.Str("data.status"), string(r.Body))
		require.Equal(t, "FACE_MATCH_FAILED", r.Str("data.decision_reason"))
		require.Less(t, r.Get("data.checks.face_match.similarity").(float64), 0.5)

		// Three people in the selfie; no one.
		r = decide(selfieOnly, facetest.Photo("sample1"))
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "MULTIPLE_FACES_DETECTED", r.Str("data.decision_reason"))
		require.Contains(t, r.Get("data.checks.liveness.0.signals"), "multipleFaces")
		r = decide(selfieOnly, facetest.NoFace(640, 480))
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "FACE_NOT_DETECTED", r.Str("data.decision_reason"))
	})
}
