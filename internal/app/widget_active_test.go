package app_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// shownPrompt is one prompt of an active liveness recording as the page
// showed it.
type shownPrompt struct {
	Key    string `json:"key"`    // #challenge[data-challenge]: the challenge, or "neutral"
	Prompt string `json:"prompt"` // the words shown
	Count  string `json:"count"`  // the step counter ("2 of 3")
	Live   string `json:"live"`   // what the assertive live region said
	Ring   string `json:"ring"`   // the ring's role
}

// recordPrompts has the page note each prompt as it appears (the words,
// counter and announcement together, whenever the prompt changes) in
// window.shownPrompts, and the values its ring took (aria-valuenow) in
// window.ringValues by prompt.
const recordPrompts = `(() => {
	window.shownPrompts = [];
	window.ringValues = {};
	const $ = (id) => document.getElementById(id);
	new MutationObserver(() => {
		const c = $('challenge');
		if (c.hidden || !c.dataset.challenge) return;
		const values = window.ringValues[c.dataset.challenge] = window.ringValues[c.dataset.challenge] || [];
		const now = +$('challenge-ring').getAttribute('aria-valuenow');
		if (!values.includes(now)) values.push(now);
		const last = window.shownPrompts[window.shownPrompts.length - 1];
		if (last && last.key === c.dataset.challenge) return;
		window.shownPrompts.push({key: c.dataset.challenge, prompt: $('challenge-prompt').textContent,
			count: $('challenge-count').textContent, live: $('challenge-live').textContent,
			ring: $('challenge-ring').getAttribute('role')});
	}).observe($('camera'), {subtree: true, childList: true, characterData: true, attributes: true});
	return true;
})()`

// Active liveness: a workflow asking for challenges has the selfie taken
// as a recording with the camera (Chromium's fake device: its moving test
// pattern, no face, which test mode's mocks do not look at). After Start
// the page asks the person to look straight at the camera, then shows the
// session's challenges in its order, each with its counter, its ring and
// an announcement; it then sends the frames with the selfie, and the step
// is done. The frames are kept as the session's uploads. Under reduced
// motion (asked for from the first challenge on) the ring fills in steps.
func TestWidgetActiveLiveness(t *testing.T) {
	t.Parallel()
	sharp, _ := documentPhotos(t)
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	f := activeFlow(t, s, key, "document", "liveness")
	challenges, _ := activeChallenges(f)

	p := openPage(t, browser, "active-liveness", true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.screen("intro", "intro")
	p.Do(chromedp.Click(css(`#start`)))
	p.step("document_front", "document-front")
	p.Do(chromedp.SetValue(css(`#country`), "NG"))
	p.upload(sharp)

	p.step("liveness", "selfie")
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('explain-text').textContent`), "simple moves")
	require.True(t, browsertest.Eval[bool](p.Page, `document.getElementById('use-file').offsetParent !== null`),
		"a photo can still be uploaded (a passive attempt, for a person to look at)")
	p.Do(chromedp.Click(css(`#use-camera`)))
	p.Do(chromedp.WaitVisible(css(`body[data-screen="camera"] #guide.oval`)))
	p.Poll(`document.getElementById('video').videoWidth > 0`)
	p.screen("camera", "camera")
	require.Equal(t, "Start", browsertest.Eval[string](p.Page, `document.getElementById('capture').textContent`))
	require.Equal(t, "assertive", browsertest.Eval[string](p.Page, `document.getElementById('challenge-live').getAttribute('aria-live')`))

	require.True(t, browsertest.Eval[bool](p.Page, recordPrompts))
	p.Do(chromedp.Click(css(`#capture`)))
	// The first challenge: from here on the person prefers reduced motion.
	p.Poll(`document.getElementById('challenge').dataset.challenge === ` + jsString(challenges[0]))
	_, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
	require.NoError(t, err)
	p.Poll(`+document.getElementById('challenge-ring').getAttribute('aria-valuenow') >= 20`)
	p.Shot("prompt")
	require.False(t, browsertest.Eval[bool](p.Page, `document.getElementById('capture').offsetParent !== null`), "no Start while recording")
	require.Equal(t, "camera-title", browsertest.Eval[string](p.Page, `document.activeElement.id`), "the focus stays in the screen")

	// About 1 s + 2.5 s a challenge later, the recording is sent and the
	// step done: the last of this workflow (no face match), which submits
	// the session.
	p.screen("outcome", "approved")
	require.Equal(t, "approved", browsertest.Eval[string](p.Page, `document.body.dataset.status`))
	p.prompted(challenges)
	rings := browsertest.Eval[map[string][]int](p.Page, `window.ringValues`)
	require.Greater(t, len(rings["neutral"]), 6, "the ring fills smoothly: %v", rings["neutral"])
	last := rings[challenges[len(challenges)-1]]
	require.NotEmpty(t, last)
	for _, v := range last {
		require.Zero(t, v%20, "under reduced motion the ring fills in fifths: %v", last)
	}

	frames, selfies := recorded(f)
	expected := (1000 + 2500*len(challenges)) / 250 // a frame every 250 ms from Start to the last challenge's end
	require.Equal(t, 1, selfies, "the first frame is the selfie")
	// (A busy machine delays the page's timers: a late frame is taken at
	// once, the ones missed meanwhile are not.)
	require.True(t, frames >= expected/2 && frames <= expected, "%d frames, about %d expected", frames, expected)
	require.Equal(t, "approved", f.session().Str("data.status"))
	p.NoErrors()
}

// A recording of challenges that were replaced meanwhile (here by an
// attempt sent from elsewhere) is refused (challenge_expired): the page
// reads the session again, says so, and starts over with the new
// challenges.
func TestWidgetActiveLivenessChallengeExpired(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	// With a face match last, the selfie does not submit the session.
	f := activeFlow(t, s, key, "document", "liveness", "face_match")
	f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
	p := openPage(t, browser, "active-liveness-expired", true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.step("liveness", "selfie")
	p.Do(chromedp.Click(css(`#use-camera`)))
	p.Poll(`document.getElementById('video').videoWidth > 0`)
	p.screen("camera", "camera")

	f.ok(f.upload("liveness", nil)) // another device's attempt: a new set
	challenges, _ := activeChallenges(f)
	p.Do(chromedp.Click(css(`#capture`)))
	// The refused recording's answer keeps the buttons busy until the
	// camera is open again.
	p.Poll(`!document.getElementById('camera-error').hidden && document.getElementById('capture').offsetParent !== null && !document.getElementById('capture').disabled`)
	p.screen("camera", "challenges-changed")
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('camera-error').textContent`), "changed")
	require.Equal(t, "Start", browsertest.Eval[string](p.Page, `document.getElementById('capture').textContent`))
	frames, selfies := recorded(f)
	require.Equal(t, []int{0, 1}, []int{frames, selfies}, "nothing kept of the refused recording")

	require.True(t, browsertest.Eval[bool](p.Page, recordPrompts))
	p.Do(chromedp.Click(css(`#capture`)))
	p.screen("review", "review")
	p.prompted(challenges)
	frames, selfies = recorded(f)
	require.Equal(t, 2, selfies)
	require.Positive(t, frames)
	p.NoErrorsExcept("409") // the refused recording's answer
}

// activeFlow creates a TEST-mode workflow of stages with active liveness
// and a session of it, whose client session asks for challenges.
func activeFlow(t *testing.T, s *apptest.Server, key string, stages ...string) *flow {
	wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Active", "stages": stages,
		"document_types": []string{"passport"}, "liveness": map[string]any{"active": true}})
	require.Equal(t, 201, wf.Status, string(wf.Body))
	f := newFlow(t, s, key, map[string]any{"workflow_id": wf.Str("data.id")})
	c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
	require.Equal(t, "active", c.Str("data.capture_model"))
	return f
}

// activeChallenges returns the session's current challenges and their
// set's id, as the client session gives them.
func activeChallenges(f *flow) (challenges []string, set string) {
	f.t.Helper()
	c := f.ok(f.s.Do(f.t, "GET", "/v1/client/session", f.token, nil))
	set = c.Str("data.liveness_challenge_id")
	require.True(f.t, strings.HasPrefix(set, "lch_"), set)
	for _, ch := range c.Get("data.liveness_challenges").([]any) {
		challenges = append(challenges, ch.(string))
	}
	require.True(f.t, len(challenges) == 2 || len(challenges) == 3, "%v", challenges)
	return challenges, set
}

// prompted checks the prompts the page showed (recordPrompts): looking
// straight at the camera, then the challenges in order, each with its
// counter, ring and announcement.
func (p *page) prompted(challenges []string) {
	p.t.Helper()
	var shown []shownPrompt
	require.NoError(p.t, json.Unmarshal([]byte(browsertest.Eval[string](p.Page, `JSON.stringify(window.shownPrompts)`)), &shown))
	want := []shownPrompt{{Key: "neutral", Prompt: "Look straight at the camera", Count: "Get ready", Live: "Look straight at the camera.", Ring: "progressbar"}}
	words := map[string]string{"turn_left": "Turn your head to your left", "turn_right": "Turn your head to your right", "blink": "Blink",
		"smile": "Smile", "nod": "Nod your head", "move_closer": "Move closer to the camera"}
	for i, ch := range challenges {
		count := fmt.Sprintf("%d of %d", i+1, len(challenges))
		want = append(want, shownPrompt{Key: ch, Prompt: words[ch], Count: count, Live: words[ch] + ". " + count + ".", Ring: "progressbar"})
	}
	require.Equal(p.t, want, shown, "the prompts in the session's order")
}

// recorded counts the session's liveness frames (checking each is a JPEG
// at most 640 px on its longer side) and selfies, as GET
// /v1/sessions/{id} lists them in documents.
func recorded(f *flow) (frames, selfies int) {
	f.t.Helper()
	docs, _ := f.session().Get("data.documents").([]any)
	for _, d := range docs {
		d := d.(map[string]any)
		switch d["kind"] {
		case "liveness_frame":
			frames++
			require.Equal(f.t, "image/jpeg", d["content_type"])
			w, h := d["width"].(float64), d["height"].(float64)
			require.LessOrEqual(f.t, max(w, h), 640.0, "a frame's longer side")
		case "liveness":
			selfies++
		}
	}
	return frames, selfies
}

// jsString quotes s for JavaScript.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Live mode, end to end: a passport whose portrait is person A, and the
// widget's active selfie step filmed by Chromium's fake camera playing A
// performing the session's challenges (a generated video, as a phone's
// front camera would film them): the attempt is judged on this machine
// and the session approved. The same video played for a new session,
// whose challenges are others, is refused.
func TestWidgetLiveActiveLivenessFilmed(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	a := facetest.A()
	passport := doctest.Sample(doctest.TD3, 33)
	passport.Face = a.Crop(400)
	front := photograph(t, fonts, passport, doctest.Clean())
	s, _ := widgetServer(t)
	key := s.Org(t, "Filmed").LiveKey
	session := func() (*flow, []string) {
		f := newFlow(t, s, key, nil)
		f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", front))
		challenges, _ := activeChallenges(f)
		return f, challenges
	}
	f, challenges := session()
	// At rest for 2 s, then each challenge over the 2.5 s the widget gives
	// it: the page's 1 s at rest starts when Start is pressed, up to 1 s
	// after the camera opened, and the challenges are held through the
	// middle of their time.
	const fps = 10
	video := filepath.Join(t.TempDir(), "challenges.y4m")
	out, err := os.Create(video)
	require.NoError(t, err)
	require.NoError(t, facetest.WriteY4M(out, a.Video(challenges, fps, 2, 2.5, 4), fps))
	require.NoError(t, out.Close())
	browser := browsertest.NewBrowserFilming(t, video)

	film := func(f *flow, name string) {
		t.Helper()
		p := openPage(t, browser, name, true)
		p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
		p.step("liveness", "selfie")
		p.Do(chromedp.Click(css(`#use-camera`)))
		p.Poll(`document.getElementById('video').videoWidth > 0`)
		p.Do(chromedp.Click(css(`#capture`)))
		p.screen("review", "review")
		p.Do(chromedp.Click(css(`#submit`)))
		p.Poll(`document.body.dataset.screen === 'outcome' || document.body.dataset.screen === 'waiting'`)
		p.NoErrors()
	}
	// The job judges 24 to 34 frames: seconds, and a minute or more under
	// the race detector on a loaded machine.
	verdict := func(f *flow) apptest.Response {
		t.Helper()
		deadline := time.Now().Add(5 * time.Minute)
		for {
			g := f.session()
			if g.Str("data.status") != "processing" {
				return g
			}
			require.True(t, time.Now().Before(deadline), "no verdict in 5 minutes")
			time.Sleep(200 * time.Millisecond)
		}
	}
	film(f, "live-active")
	g := verdict(f)
	require.Equal(t, "approved", g.Str("data.status"), string(g.Body))
	require.Equal(t, true, g.Get("data.checks.face_match.passed"))

	// The same film for another session's challenges (a set that begins
	// as the filmed one did is drawn again: the film truly performs its
	// first prompts).
	var again *flow
	for range 20 {
		if again, _ = session(); mustChallenges(again)[0] != challenges[0] {
			break
		}
	}
	film(again, "live-active-replayed")
	g = verdict(again)
	require.Equal(t, "rejected", g.Str("data.status"), string(g.Body))
	require.Equal(t, "LIVENESS_FAILED", g.Str("data.decision_reason"))
}

func mustChallenges(f *flow) []string {
	c, _ := activeChallenges(f)
	return c
}
