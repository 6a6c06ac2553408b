package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
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
				"document_types": []string{"passport"}, "liveness": map[string]any{"active": false}})
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

		// A photograph of the document sent as the selfie: its portrait is
		// the holder's, but a face a tenth of the picture is no selfie.
		img, err := png.Decode(bytes.NewReader(front))
		require.NoError(t, err)
		r = decide(matched, img)
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "LIVENESS_LOW_CONFIDENCE", r.Str("data.decision_reason"))
		require.Contains(t, string(r.Body), `"name":"size"`)
	})
}

// In live mode the selfie stage asks for challenges by default: the client
// session carries them, bound to the attempt; the frames recorded while
// each was asked are judged on this machine, in order; the same recording
// sent again answers the next attempt's new challenges and is refused. A
// still selfie alone goes to a person. Recordings that cannot be judged
// are refused at upload with a named reason.
func TestLiveActiveLiveness(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	a := facetest.A()
	passport := doctest.Sample(doctest.TD3, 32)
	passport.Face = a.Crop(400)
	front := photograph(t, fonts, passport, doctest.Clean())

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Faces", "stages": []string{"document", "liveness", "face_match"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		require.Nil(t, wf.Get("data.liveness.active"), "the mode's default")
		start := func() (*flow, []string, string) {
			t.Helper()
			f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id")})
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", front))
			c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
			require.Equal(t, "active", c.Str("data.capture_model"))
			var asked []string
			for _, x := range c.Get("data.liveness_challenges").([]any) {
				asked = append(asked, x.(string))
			}
			require.GreaterOrEqual(t, len(asked), 2)
			require.LessOrEqual(t, len(asked), 3)
			require.NotContains(t, asked, "blink")
			return f, asked, c.Str("data.liveness_challenge_id")
		}

		f, asked, id := start()
		seq := a.Sparse(asked, 1) // a frame every 500 ms: fewer frames to judge
		fields, files := apptest.Attempt(seq, id)
		r := s.UploadFiles(t, "/v1/client/liveness", f.token, fields, files...)
		require.Equal(t, 200, r.Status, string(r.Body))
		// The same recording again, on the second attempt: its challenges
		// are new ones, and the old set's id is refused.
		c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.NotEqual(t, id, c.Str("data.liveness_challenge_id"))
		r = s.UploadFiles(t, "/v1/client/liveness", f.token, fields, files...)
		require.Equal(t, 409, r.Status, string(r.Body))
		require.Equal(t, "challenge_expired", r.Str("error"))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g := f.session()
		require.Equal(t, "approved", g.Str("data.status"), string(g.Body))
		require.Equal(t, true, g.Get("data.checks.liveness.0.passed"))
		require.Contains(t, string(g.Body), `"name":"challenge.1.`+asked[0]+`"`)
		frames := 0
		for _, doc := range g.Get("data.documents").([]any) {
			if doc.(map[string]any)["kind"] == "liveness_frame" {
				frames++
			}
		}
		require.Equal(t, len(seq.Frames), frames)
		q := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { liveness { passed signals checks { name passed frame } } } } }`,
			map[string]any{"id": f.id})
		require.Contains(t, string(q.Body), `"name":"challenge.1.`+asked[0]+`","passed":true,"frame":`)

		// Replayed on a new attempt: the recording answers other challenges.
		// A new set that begins as the old one did is drawn again: the
		// recording holds a true performance of what such a set asks in its
		// first prompts, and its last prompt's frames run to the end of the
		// recording (one in five draws).
		f, asked2, id2 := start()
		for i := 0; asked2[0] == asked[0]; i++ {
			require.Less(t, i, 20, "twenty sessions drew the same first challenge")
			f, asked2, id2 = start()
		}
		fields, _ = apptest.Attempt(seq, id2)
		fields["challenge_times"] = mustJSON(t, seq.ChallengeTimes[:1])
		if len(asked2) == len(seq.ChallengeTimes) {
			fields["challenge_times"] = mustJSON(t, seq.ChallengeTimes)
		} else {
			r = s.UploadFiles(t, "/v1/client/liveness", f.token, fields, files...)
			require.Equal(t, 422, r.Status, "one time for each challenge: %s", r.Body)
			times := append([]int64{}, seq.ChallengeTimes...)
			for len(times) < len(asked2) {
				times = append(times, times[len(times)-1]+500)
			}
			fields["challenge_times"] = mustJSON(t, times[:len(asked2)])
		}
		f.ok(s.UploadFiles(t, "/v1/client/liveness", f.token, fields, files...))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g = f.session()
		require.Equal(t, "rejected", g.Str("data.status"), string(g.Body))
		require.Equal(t, "LIVENESS_FAILED", g.Str("data.decision_reason"))

		// A still selfie where challenges are asked: a person looks.
		f, _, _ = start()
		f.ok(s.Upload(t, "/v1/client/liveness", f.token, nil, "selfie", facetest.JPEG(seq.Selfie)))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g = f.session()
		require.Equal(t, "requires_review", g.Str("data.status"), string(g.Body))
		require.Equal(t, "LIVENESS_NOT_PERFORMED", g.Str("data.decision_reason"))

		// Recordings refused at upload, nothing kept.
		f, _, id = start()
		before := f.uploads()
		bad := func(status int, key string, edit func(fields map[string]string, files []apptest.File) []apptest.File) {
			t.Helper()
			fields, files := apptest.Attempt(seq, id)
			files = edit(fields, files)
			r := s.UploadFiles(t, "/v1/client/liveness", f.token, fields, files...)
			require.Equal(t, status, r.Status, string(r.Body))
			require.Equal(t, key, r.Str("error"), string(r.Body))
			require.Equal(t, before, f.uploads(), "nothing kept")
		}
		invalid := "validation_failed"
		bad(422, invalid, func(fields map[string]string, files []apptest.File) []apptest.File {
			fields["frame_times"] = "[0, 500, 250" + strings.Repeat(", 9000", len(files)-4) + "]"
			return files
		})
		bad(422, invalid, func(fields map[string]string, files []apptest.File) []apptest.File {
			times := make([]int64, len(files)-1)
			for i := range times {
				times[i] = int64(i * 10) // a hundred frames a second
			}
			fields["frame_times"] = mustJSON(t, times)
			return files
		})
		bad(422, invalid, func(fields map[string]string, files []apptest.File) []apptest.File {
			delete(fields, "challenge_id")
			return files
		})
		bad(422, invalid, func(fields map[string]string, files []apptest.File) []apptest.File {
			files[3].Data = facetest.JPEG(facetest.NoFace(200, 100))
			return files
		})
		bad(422, "too_many_frames", func(fields map[string]string, files []apptest.File) []apptest.File {
			for len(files) < 501 {
				files = append(files, files[1])
			}
			return files
		})
		bad(409, "challenge_expired", func(fields map[string]string, files []apptest.File) []apptest.File {
			fields["challenge_id"] = "lch_elsewhere"
			return files
		})
	})
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
