package e2e_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// challengeWords are the challenges as the console names them.
var challengeWords = map[string]string{"turn_left": "Turn left", "turn_right": "Turn right", "smile": "Smile", "nod": "Nod",
	"move_closer": "Move closer", "blink": "Blink"}

// scrollTo scrolls the page to what sel selects, under the top bar (its scroll-margin-top).
func scrollTo(c *tab, sel string) {
	c.T.Helper()
	require.True(c.T, browsertest.Eval[bool](c.Page, `(() => { document.querySelector(`+quote(sel)+`).scrollIntoView(); return true; })()`))
}

// shownFaces is what the Faces panel shows of the faces compared.
type shownFaces struct {
	Face   string  `json:"face"`
	Loaded bool    `json:"loaded"`
	Src    string  `json:"src"`
	Width  float64 `json:"width"`
}

// A live session decided with faces on this machine: a selfie in which no
// face is found, then an active attempt that passes. The case page's Faces panel shows the passport's portrait,
// the selfie the verdict rests on and the frame that proved the first
// challenge, the similarity and its verdict, each challenge with its frame
// (which opens in the lightbox, which zooms and rotates), the checks and
// signals; the frames stay out of the gallery, behind a disclosure. A
// viewer sees the verdicts and checks, no image.
func TestConsoleLiveFaces(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	person := facetest.A()
	passport := doctest.Sample(doctest.TD3, 33)
	passport.Face = person.Crop(400)
	page, err := fonts.Draw(passport)
	require.NoError(t, err)
	front, err := doctest.Photograph(page, doctest.Clean(), passport.Seed)
	require.NoError(t, err)
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		invite(t, s, "Acme Bank", "vera@example.com", "Vera Viewer", auth.Viewer, nil)
		orgID := owner.graphQL(t, s, `{ viewer { organization { id } } }`, nil).Str("data.viewer.organization.id")
		key, _, err := s.App.Auth.CreateKey(context.Background(), orgID, auth.Live, "back office")
		require.NoError(t, err)
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Faces", "stages": []string{"document", "liveness", "face_match"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": wf.Str("data.id")})
		require.Equal(t, 201, r.Status, string(r.Body))
		id, token := r.Str("data.id"), r.Str("client_token")
		ok := func(r apptest.Response) apptest.Response {
			t.Helper()
			require.Less(t, r.Status, 300, string(r.Body))
			return r
		}
		ok(s.Upload(t, "/v1/client/document/front", token, map[string]string{"document_type": "passport"}, "image", front))
		// A selfie without a face first: that attempt fails.
		ok(s.Upload(t, "/v1/client/liveness", token, nil, "selfie", facetest.JPEG(facetest.NoFace(640, 480))))
		c := ok(s.Do(t, "GET", "/v1/client/session", token, nil))
		var asked []string
		for _, x := range c.Get("data.liveness_challenges").([]any) {
			asked = append(asked, x.(string))
		}
		seq := person.Sparse(asked, 1)
		fields, files := apptest.Attempt(seq, c.Str("data.liveness_challenge_id"))
		ok(s.UploadFiles(t, "/v1/client/liveness", token, fields, files...))
		ok(s.Do(t, "POST", "/v1/client/complete", token, nil))

		g := gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { status documents { id kind }
			checks { faceMatch { similarity passed } liveness { passed reason checks { name passed frame } } } } }`, map[string]any{"id": id})
		require.Equal(t, "APPROVED", g.Str("data.session.status"), string(g.Body))
		var docs []struct{ ID, Kind string }
		for _, x := range g.Get("data.session.documents").([]any) {
			m := x.(map[string]any)
			docs = append(docs, struct{ ID, Kind string }{m["id"].(string), m["kind"].(string)})
		}
		kinds := map[string]int{}
		var frames []string
		for _, doc := range docs {
			kinds[doc.Kind]++
			if doc.Kind == "LIVENESS_FRAME" {
				frames = append(frames, doc.ID)
			}
		}
		require.Equal(t, map[string]int{"DOCUMENT_FRONT": 1, "LIVENESS": 2, "LIVENESS_FRAME": len(seq.Frames), "DOCUMENT_PORTRAIT": 1}, kinds,
			"every image of the session is listed")
		require.Equal(t, "FACE_NOT_DETECTED", g.Str("data.session.checks.liveness.0.reason"))
		require.Equal(t, true, g.Get("data.session.checks.liveness.1.passed"))
		similarity := g.Get("data.session.checks.faceMatch.similarity").(float64)
		percent := fmt.Sprintf("%.1f%%", math.Floor(math.Round(similarity*1e5)/100)/10)
		// The challenges, in order, and the frame each was proved on.
		type challenge struct {
			name  string
			frame int
		}
		var performed []challenge
		for _, x := range g.Get("data.session.checks.liveness.1.checks").([]any) {
			m := x.(map[string]any)
			if name, ok := strings.CutPrefix(m["name"].(string), "challenge."); ok {
				require.Equal(t, true, m["passed"], "%v", m)
				performed = append(performed, challenge{name: name[strings.Index(name, ".")+1:], frame: int(m["frame"].(float64))})
			}
		}
		require.Len(t, performed, len(asked))

		tb := open(t, browser, s, "live-faces")
		tb.visit("/console/verifications")
		tb.signIn("owner@example.com", passphrase)
		tb.press("Live")
		tb.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		tb.visit("/console/verifications/" + id)
		tb.heading("Session " + id)

		// The faces side by side, each loaded: the portrait, the judged selfie, the best frame.
		tb.Poll(`(() => { const imgs = [...document.querySelectorAll('.faces-compared img')];
			return imgs.length === 3 && imgs.every((i) => i.complete && i.naturalWidth > 0); })()`)
		faces := browsertest.Eval[[]shownFaces](tb.Page, `[...document.querySelectorAll('.faces-compared img')].map((i) =>
			({ face: i.dataset.face, loaded: i.complete && i.naturalWidth > 0, src: i.getAttribute('src'), width: i.naturalWidth }))`)
		require.Equal(t, []string{"portrait", "selfie", "frame"}, []string{faces[0].Face, faces[1].Face, faces[2].Face})
		fileOf := func(src string) string {
			_, rest, _ := strings.Cut(src, "/v1/files/")
			file, _, _ := strings.Cut(rest, "?")
			return file
		}
		selfies := []string{}
		for _, doc := range docs {
			if doc.Kind == "LIVENESS" {
				selfies = append(selfies, doc.ID)
			}
		}
		require.Equal(t, selfies[1], fileOf(faces[1].Src), "the selfie of the attempt judged, not the first")
		require.Equal(t, frames[performed[0].frame], fileOf(faces[2].Src), "the frame that proved the first challenge")
		text := tb.text()
		match := browsertest.Eval[string](tb.Page, `document.querySelector('.face-similarity').textContent`)
		require.Contains(t, match, percent+" similar")
		require.Contains(t, match, "Same person")
		require.Contains(t, text, "2 attempts; the verdict rests on attempt 2.")
		require.Contains(t, text, "Attempt 1: failed, score 0.00 (No face found)")

		// The challenges, in words, each with its frame.
		checks := shownChecks(tb)
		for i, p := range performed {
			name := fmt.Sprintf("challenge.%d.%s", i+1, p.name)
			require.Contains(t, checks, name)
			require.Contains(t, checks[name].Text, challengeWords[p.name])
			require.Contains(t, checks[name].Text, "Pass")
			require.Contains(t, checks[name].Text, fmt.Sprintf("Frame %d", p.frame+1))
		}
		for name, label := range map[string]string{"faces": "One face", "size": "Face large enough", "centred": "Face centred",
			"frontal": "Facing the camera", "eyes_open": "Eyes open", "sharpness": "Sharpness", "lighting": "Lighting",
			"frames": "Frames showing a face", "at_rest": "Face at rest before the prompts", "same_face": "Same person throughout"} {
			require.Contains(t, checks, name)
			require.Contains(t, checks[name].Text, label)
		}
		require.Contains(t, checks["frames"].Text, fmt.Sprintf("%d of %d frames show a face", len(seq.Frames), len(seq.Frames)))
		require.Contains(t, text, "None raised.")
		// Frames stay out of the gallery.
		require.Zero(t, browsertest.Eval[int](tb.Page, `document.querySelectorAll('.media img[data-kind=LIVENESS_FRAME]').length`))
		require.Equal(t, 4, browsertest.Eval[int](tb.Page, `document.querySelectorAll('.media img').length`), "the front, the portrait, two selfies")
		scrollTo(tb, `.panel-faces`)
		tb.check("faces", "401")

		// A challenge's frame opens in the lightbox.
		button := fmt.Sprintf(`.subcheck[data-check="challenge.1.%s"] .frame-link`, performed[0].name)
		tb.Click(button)
		tb.Poll(`!!document.querySelector('.lightbox-image') && document.querySelector('.lightbox-image').complete &&
			document.querySelector('.lightbox-image').naturalWidth > 0`)
		require.Equal(t, frames[performed[0].frame], fileOf(browsertest.Eval[string](tb.Page, `document.querySelector('.lightbox-image').getAttribute('src')`)))
		require.Equal(t, fmt.Sprintf("Attempt 2, frame %d of %d", performed[0].frame+1, len(seq.Frames)),
			browsertest.Eval[string](tb.Page, `document.querySelector('[role=dialog] h2').textContent`))
		// Rotated a quarter turn, the portrait frame lies on its side, fitted in the viewport.
		type box struct{ W, H, VW, VH float64 }
		measure := func() box {
			return browsertest.Eval[box](tb.Page, `(() => { const r = document.querySelector('.lightbox-image').getBoundingClientRect();
				const v = document.querySelector('.lightbox-view').getBoundingClientRect();
				return { W: r.width, H: r.height, VW: v.width, VH: v.height }; })()`)
		}
		upright := measure()
		require.Greater(t, upright.H, upright.W, "a frame is taller than wide")
		tb.press("Rotate right")
		tb.Poll(`document.querySelector('.lightbox-image').dataset.turn === '90'`)
		turned := measure()
		require.Greater(t, turned.W, turned.H, "on its side")
		require.InDelta(t, upright.H/upright.W, turned.W/turned.H, 0.02, "the same proportions, turned")
		require.LessOrEqual(t, turned.W, turned.VW+1)
		require.LessOrEqual(t, turned.H, turned.VH+1)
		tb.check("faces-frame-rotated", "401")
		tb.Do(chromedp.Focus(`.lightbox-view`), chromedp.KeyEvent("r"))
		tb.Poll(`document.querySelector('.lightbox-image').dataset.turn === '180'`)
		tb.Do(chromedp.KeyEvent("R"))
		tb.Poll(`document.querySelector('.lightbox-image').dataset.turn === '90'`)
		tb.Do(chromedp.KeyEvent("+"))
		tb.Poll(`document.querySelector('.lightbox-image').dataset.zoom === '1'`)
		zoomed := measure()
		require.InDelta(t, 1.5*turned.VW, zoomed.W, 0.02*turned.VW, "zoomed on its side, 150% of the viewport's width")
		// The next frame opens upright and fitted.
		tb.Do(chromedp.KeyEvent(kb.ArrowRight))
		tb.Poll(`document.querySelector('.lightbox-image').dataset.turn === '0' && document.querySelector('.lightbox-image').dataset.zoom === '0'`)
		tb.closeLightbox()
		tb.Poll(`document.activeElement === document.querySelector(` + quote(button) + `)`)

		// The portrait, the selfie and the best frame open in turn.
		tb.Click(`.faces-compared li:first-child .media-open`)
		tb.Poll(`document.querySelector('[role=dialog] h2')?.textContent === 'Portrait, from the document'`)
		tb.Do(chromedp.KeyEvent(kb.ArrowRight))
		tb.Poll(`document.querySelector('[role=dialog] h2').textContent === 'Selfie, attempt 2'`)
		tb.closeLightbox()

		// Every frame, behind a disclosure, loaded only once it is opened.
		require.Zero(t, browsertest.Eval[int](tb.Page, `document.querySelectorAll('.frame-grid img').length`))
		tb.Click(`//summary[normalize-space(.)=` + quote(fmt.Sprintf("All %d frames", len(seq.Frames))) + `]`)
		scrollTo(tb, `details.frames`)
		tb.Poll(fmt.Sprintf(`(() => { const imgs = [...document.querySelectorAll('.frame-grid img')];
			return imgs.length === %d && imgs.every((i) => i.loading === 'lazy' && i.complete && i.naturalWidth > 0); })()`, len(seq.Frames)))
		tb.check("faces-frames", "401")
		tb.Click(`.frame-grid li:last-child .frame-thumb`)
		tb.Poll(fmt.Sprintf(`document.querySelector('[role=dialog] h2')?.textContent === 'Attempt 2, frame %d of %d'`, len(seq.Frames), len(seq.Frames)))
		require.Equal(t, frames[len(frames)-1], fileOf(browsertest.Eval[string](tb.Page, `document.querySelector('.lightbox-image').getAttribute('src')`)))
		tb.closeLightbox()
		tb.NoErrorsExcept("401")

		// A viewer sees the verdicts and the checks, and no face.
		tb.signOut()
		tb.signIn("vera@example.com", passphrase)
		tb.press("Live")
		tb.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		tb.visit("/console/verifications/" + id)
		tb.heading("Session " + id)
		tb.Poll(`document.querySelector('.panel-faces')?.innerText.includes('Same person')`)
		require.Zero(t, browsertest.Eval[int](tb.Page, `document.querySelectorAll('.panel-faces img, .frame-link, details.frames').length`))
		require.Contains(t, shownChecks(tb)[fmt.Sprintf("challenge.1.%s", performed[0].name)].Text, fmt.Sprintf("frame %d", performed[0].frame+1))
		tb.NoErrorsExcept("401")
	})
}
