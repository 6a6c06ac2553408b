package app_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/png"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func css(s string) chromedp.CSS { return chromedp.CSS(s) }

// widgetServer is a server for the widget's tests: SQLite, and the async
// queue, so that verdicts reach the page through the subscription; its
// organization offers the handoff (off by default).
func widgetServer(t *testing.T, opts ...func(*apptest.Options)) (*apptest.Server, string) {
	o := apptest.Options{Config: func(c *config.Config) { c.Queue = config.QueueAsync }}
	for _, f := range opts {
		f(&o)
	}
	s := apptest.Start(t, dbtest.SQLite(t), o)
	key := s.Org(t, "Acme Bank").TestKey
	g := s.GraphQL(t, key, `mutation { updateOrganization(input: {widget: {handoffEnabled: true}}) { id } }`, nil)
	require.Nil(t, g.Get("errors"), string(g.Body))
	return s, key
}

// testFiles writes a photo and a file that is not an image for the browser to
// upload. The photo is a grey checkerboard, 1,200 px wide, sharp and without
// glare: as a document, it passes the widget's estimate of its quality.
func testFiles(t *testing.T) (photo, notImage string) {
	dir := t.TempDir()
	photo, notImage = filepath.Join(dir, "photo.png"), filepath.Join(dir, "notes.png")
	img := image.NewGray(image.Rect(0, 0, 1200, 900))
	for i := range img.Pix {
		if x, y := i%1200, i/1200; (x/4+y/4)%2 == 0 {
			img.Pix[i] = 200
		} else {
			img.Pix[i] = 60
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	require.NoError(t, os.WriteFile(photo, b.Bytes(), 0o600))
	require.NoError(t, os.WriteFile(notImage, []byte("not an image at all"), 0o600))
	return photo, notImage
}

// documentPhotos draws a passport's photo page and photographs it on a
// desk twice: sharp, and out of focus (a Gaussian blur of σ 4 pixels, far
// below the server's least sharpness).
func documentPhotos(t *testing.T) (sharp, blurred string) {
	fonts := doctest.RequireFonts(t)
	doc, err := fonts.Draw(doctest.Sample(doctest.TD3, 1))
	require.NoError(t, err)
	dir := t.TempDir()
	shoot := func(name string, c doctest.Capture) string {
		data, err := doctest.Photograph(doc, c, 1)
		require.NoError(t, err)
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, data, 0o600))
		return path
	}
	return shoot("sharp.png", doctest.Clean()), shoot("blurred.png", doctest.Capture{Margin: 0.08, Blur: 4})
}

// step waits for the capture step's explanation.
func (p *page) step(step, name string) {
	p.t.Helper()
	p.Do(chromedp.WaitVisible(css(`body[data-screen="explain"] #explain[data-step="` + step + `"]`)))
	p.Shot(name)
}

// upload sends a photo for the current capture step by file, through the
// preview, and returns the question the preview asked.
func (p *page) upload(file string) string {
	p.t.Helper()
	before := browsertest.Eval[string](p.Page, `document.getElementById('preview-img').src`)
	p.Do(chromedp.SetUploadFiles(css(`#file`), []string{file}))
	// Each photo gets its own preview: wait for this one's (the preview of a
	// refused photo may still be on the screen).
	p.Poll(`document.getElementById('preview-img').src !== ` + strconv.Quote(before))
	p.Do(chromedp.WaitVisible(css(`body[data-screen="preview"] #preview`)))
	question := browsertest.Eval[string](p.Page, `document.getElementById('preview-text').textContent`)
	p.Do(chromedp.Click(css(`#use-photo`)))
	return question
}

func TestWidgetIsServed(t *testing.T) {
	t.Parallel()
	s, _ := widgetServer(t)
	r := s.Do(t, "GET", "/widget", "", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "text/html")
	csp := r.Header.Get("Content-Security-Policy")
	require.Contains(t, csp, "script-src 'self'")
	require.Contains(t, csp, "default-src 'none'")
	require.Contains(t, csp, "frame-ancestors 'self'", "embedded nowhere else without ?org=")
	require.NotContains(t, csp, "unsafe")
	require.Equal(t, "no-referrer", r.Header.Get("Referrer-Policy"))
	require.Contains(t, string(r.Body), `src="/widget/widget.js"`)
	require.Contains(t, string(r.Body), `rel="icon" href="data:,"`, "no favicon request (and no 404 logged)")

	r = s.Do(t, "GET", "/widget/widget.js", "", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "javascript")
	require.Contains(t, string(r.Body), "/v1/client/")
	r = s.Do(t, "GET", "/widget/quality.js", "", nil) // the worker that measures document photos
	require.Equal(t, 200, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "javascript")
	for _, path := range []string{"/widget/nope.js", "/widget/static/widget.js", "/widget/index.html", "/widget/logo/", "/widget/logo/a/b", "/widget/logo/org_nope"} {
		r = s.Do(t, "GET", path, "", nil)
		require.Equal(t, 404, r.Status, path)
		require.Equal(t, "not_found", r.Str("error"), path)
	}

	// Embedded as /widget?org=…, the organization's allowed origins may
	// frame it; an unknown organization changes nothing.
	org := s.Org(t, "Shop")
	g := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {allowedOrigins: ["https://shop.example"]}) { id } }`, nil)
	require.Nil(t, g.Get("errors"), string(g.Body))
	r = s.Do(t, "GET", "/widget?org="+org.ID, "", nil)
	require.Contains(t, r.Header.Get("Content-Security-Policy"), "frame-ancestors 'self' https://shop.example")
	r = s.Do(t, "GET", "/widget?org=org_nope", "", nil)
	require.Contains(t, r.Header.Get("Content-Security-Policy"), "frame-ancestors 'self'")
	require.NotContains(t, r.Header.Get("Content-Security-Policy"), "shop.example")
}

// Allowed origins are exact origins: a wildcard, a path or anything else
// is refused with the field named and nothing saved, and one stored by an
// older version never reaches the widget's frame-ancestors.
func TestWildcardOriginsAreRefused(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "Shop")
		g := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {allowedOrigins: ["https://shop.example"]}) { id } }`, nil)
		require.Nil(t, g.Get("errors"), string(g.Body))
		for _, bad := range []string{"https://*", "https://*.shop.example", "*", "https://shop.example;script-src *"} {
			g = s.GraphQL(t, org.TestKey, `mutation($o: [String!]) { updateOrganization(input: {allowedOrigins: $o}) { id } }`,
				map[string]any{"o": []string{"https://shop.example", bad}})
			require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"), bad)
			require.Contains(t, g.Str("errors.0.extensions.fields.allowedOrigins.0"), strconv.Quote(bad))
		}
		g = s.GraphQL(t, org.TestKey, `{ viewer { organization { allowedOrigins } } }`, nil)
		require.Equal(t, []any{"https://shop.example"}, g.Get("data.viewer.organization.allowedOrigins"), "nothing saved")

		_, err := d.NewUpdate().Table("organizations").Set("allowed_origins = ?", `["https://*","https://shop.example"]`).
			Where("id = ?", org.ID).Exec(context.Background())
		require.NoError(t, err)
		csp := s.Do(t, "GET", "/widget?org="+org.ID, "", nil).Header.Get("Content-Security-Policy")
		require.True(t, strings.HasSuffix(csp, "; frame-ancestors 'self' https://shop.example"), csp)
	})
}

// A person on a phone verifies with a passport by file upload: intro, the
// front with its type and country, the selfie, the review, and the verdict
// through the subscription, then the way back to the business.
func TestWidgetPassportByFileUpload(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	photo, _ := testFiles(t)
	f := newFlow(t, s, key, map[string]any{"redirect_url": s.URL + "/healthz"})
	p := openPage(t, browser, "passport", true)

	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.screen("intro", "intro")
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('intro-needs').innerText`), "A selfie")
	require.False(t, browsertest.Eval[bool](p.Page, `document.getElementById('to-phone').offsetParent !== null`), "a phone is not offered a phone")
	require.NotContains(t, browsertest.Eval[string](p.Page, `location.href`), f.token, "the page drops the token from its URL")
	p.Do(chromedp.Click(css(`#start`)))
	p.step("document_front", "document-front")
	require.Equal(t, "Step 1 of 2", browsertest.Eval[string](p.Page, `document.getElementById('progress-text').textContent`))
	require.Equal(t, "Nigeria", browsertest.Eval[string](p.Page, `[...document.getElementById('country').options].find(o => o.value === 'NG').text`),
		"countries by name, sent as ISO codes")
	p.Do(chromedp.SetValue(css(`#document-type`), "passport"), chromedp.SetValue(css(`#country`), "NG"))
	require.Contains(t, p.upload(photo), "readable", "the document's preview asks about the document")
	p.step("liveness", "selfie")
	require.Equal(t, "Step 2 of 2", browsertest.Eval[string](p.Page, `document.getElementById('progress-text').textContent`))
	require.Contains(t, p.upload(photo), "your whole face", "the selfie's preview asks about the face")
	p.screen("review", "review")
	p.Do(chromedp.Click(css(`#submit`)))
	p.screen("outcome", "approved")
	require.Equal(t, "approved", browsertest.Eval[string](p.Page, `document.body.dataset.status`))
	require.Equal(t, "websocket", browsertest.Eval[string](p.Page, `document.body.dataset.verdictVia`), "the verdict came through the subscription")
	require.Equal(t, s.URL+"/healthz?session_id="+f.id+"&status=approved", browsertest.Eval[string](p.Page, `document.getElementById('continue').href`))
	p.NoErrors()

	g := f.session()
	require.Equal(t, "approved", g.Str("data.status"))
	require.Equal(t, "passport", g.Str("data.document_type"))
	var country string
	require.NoError(t, s.App.DB.NewSelect().Table("sessions").Column("country").Where("id = ?", f.id).Scan(context.Background(), &country))
	require.Equal(t, "NG", country)
}

// A document photo's quality is estimated in the page before it is sent,
// against the workflow's bounds (the client session's
// workflow.document_quality): a blurry one is not sent at once but shown
// with what is wrong, announced, and Retake first; "Use it anyway" sends
// it (the server judges in the end). A sharp one goes as before, and so
// does any selfie.
func TestWidgetDocumentQuality(t *testing.T) {
	t.Parallel()
	sharp, blurred := documentPhotos(t)
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	f := newFlow(t, s, key, nil)
	p := openPage(t, browser, "quality", true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.Do(chromedp.WaitVisible(css(`#start`)), chromedp.Click(css(`#start`)))
	p.step("document_front", "document-front")
	p.Do(chromedp.SetValue(css(`#document-type`), "id_card"), chromedp.SetValue(css(`#country`), "NG"))

	// The preview's message on quality, and its buttons in the page's
	// order: id, words, and whether each is the primary action.
	message := `document.getElementById('preview-quality')`
	actions := `[...document.querySelectorAll('#preview .actions button')]
		.map((b) => b.id + ':' + b.textContent + ':' + (b.classList.contains('secondary') ? 'secondary' : 'primary'))`

	// The blurry front: the preview says so and asks for a retake.
	p.Do(chromedp.SetUploadFiles(css(`#file`), []string{blurred}))
	p.screen("preview", "front-blurry")
	require.Equal(t, "sharpness", browsertest.Eval[string](p.Page, `document.getElementById('preview').dataset.quality`))
	require.Contains(t, browsertest.Eval[string](p.Page, message+`.textContent`), "The photo looks blurry")
	require.True(t, browsertest.Eval[bool](p.Page, message+`.offsetParent !== null && `+message+`.getAttribute('role') === 'alert'`),
		"shown, and announced to screen readers")
	require.Equal(t, []string{"retake:Retake:primary", "use-photo:Use it anyway:secondary"}, browsertest.Eval[[]string](p.Page, actions),
		"Retake first, the photo can still be sent")
	require.Equal(t, 0, f.uploads(), "nothing is sent before the person chooses")
	// From the keyboard: the heading has the focus, then Retake, then "Use
	// it anyway".
	p.Do(chromedp.KeyEvent("\t"))
	require.Equal(t, "retake", browsertest.Eval[string](p.Page, `document.activeElement.id`))
	p.Do(chromedp.KeyEvent("\t"))
	require.Equal(t, "use-photo", browsertest.Eval[string](p.Page, `document.activeElement.id`))
	p.Do(chromedp.KeyEvent("\r"))
	p.step("document_back", "document-back")
	require.Equal(t, 1, f.uploads(), "sent anyway")

	// The sharp back: no message, and the preview as before.
	p.Do(chromedp.SetUploadFiles(css(`#file`), []string{sharp}))
	p.screen("preview", "back-sharp")
	require.Equal(t, "", browsertest.Eval[string](p.Page, `document.getElementById('preview').dataset.quality`))
	require.False(t, browsertest.Eval[bool](p.Page, message+`.offsetParent !== null`), "no message")
	require.Equal(t, []string{"use-photo:Use this photo:primary", "retake:Choose another:secondary"}, browsertest.Eval[[]string](p.Page, actions))
	p.Do(chromedp.Click(css(`#use-photo`)))
	p.step("liveness", "selfie")
	require.Equal(t, 2, f.uploads())

	// A selfie is not measured: even the blurry photo goes as before.
	p.Do(chromedp.SetUploadFiles(css(`#file`), []string{blurred}))
	p.screen("preview", "selfie")
	require.Equal(t, "", browsertest.Eval[string](p.Page, `document.getElementById('preview').dataset.quality`))
	require.False(t, browsertest.Eval[bool](p.Page, message+`.offsetParent !== null`), "no message for a selfie")
	p.Do(chromedp.Click(css(`#use-photo`)))
	p.screen("review", "review")
	require.Equal(t, 3, f.uploads())
	p.NoErrors()
}

// An id card with the address step, on a desktop: front and back, a
// refused file and its retake, the address with the device's location and
// a proof of address, the selfie, and the verdict (review: the workflow
// has a person read a proof of address).
func TestWidgetIDCardWithAddress(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	photo, notImage := testFiles(t)
	wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Address", "stages": []string{"document", "address", "liveness", "face_match"},
		"document_types": []string{"id_card", "passport"}, "address": map[string]any{"methods": []string{"device_location", "poa_document"}, "poa_review": true}})
	require.Equal(t, 201, wf.Status, string(wf.Body))
	f := newFlow(t, s, key, map[string]any{"workflow_id": wf.Str("data.id")})
	p := openPage(t, browser, "id-card-address", false)
	lat, lon, acc := 6.45, 3.39, 10.0
	_, err := chromedp.Call(p.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
		Permission: &cdpbrowser.PermissionDescriptor{Name: "geolocation"}, Setting: cdpbrowser.PermissionSettingGranted,
		BrowserContextID: chromedp.FromContext(p.ctx).BrowserContextID})
	require.NoError(t, err)
	_, err = chromedp.Call(p.ctx, emulation.SetGeolocationOverride, emulation.SetGeolocationOverrideParams{Latitude: &lat, Longitude: &lon, Accuracy: &acc})
	require.NoError(t, err)

	// Opened as Arkyc's widget opens handoff.url: the token in the query,
	// with its baseUrl beside it (ignored).
	p.Do(chromedp.Navigate(s.URL + "/widget?token=" + f.token + "&baseUrl=" + url.QueryEscape(s.URL)))
	p.screen("intro", "intro")
	require.True(t, browsertest.Eval[bool](p.Page, `document.getElementById('to-phone').offsetParent !== null`), "a desktop is offered the phone")
	p.Do(chromedp.Click(css(`#start`)))
	p.step("document_front", "document-front")
	p.Do(chromedp.Click(css(`#use-file`))) // no country yet
	p.Do(chromedp.WaitVisible(css(`#explain-error`)))
	p.Shot("document-front-no-country")
	p.Do(chromedp.SetValue(css(`#document-type`), "id_card"), chromedp.SetValue(css(`#country`), "GH"))
	p.upload(notImage)
	p.Do(chromedp.WaitVisible(css(`#preview-error`)))
	p.Shot("image-refused")
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('preview-error').textContent`), "not a photo we can read")
	p.upload(photo) // "Choose another" opens the file input again
	p.step("document_back", "document-back")
	require.Equal(t, "Step 1 of 3", browsertest.Eval[string](p.Page, `document.getElementById('progress-text').textContent`))
	p.upload(photo)
	p.screen("address", "address")
	p.Do(chromedp.SetValue(css(`#line1`), "1 Marina"), chromedp.SetValue(css(`#city`), "Accra"),
		chromedp.SetValue(css(`#address-country`), "GH"))
	p.Do(chromedp.SetUploadFiles(css(`#poa`), []string{photo}))
	p.Poll(`document.getElementById('poa-name').textContent !== ''`)
	p.Do(chromedp.Click(css(`#address-submit`)))
	p.step("liveness", "selfie")
	p.upload(photo)
	p.screen("review", "review")
	p.Do(chromedp.Click(css(`#submit`)))
	p.screen("outcome", "in-review")
	require.Equal(t, "requires_review", browsertest.Eval[string](p.Page, `document.body.dataset.status`))
	p.NoErrorsExcept(`415`) // the refused file's answer

	g := f.session()
	require.Equal(t, "requires_review", g.Str("data.status"))
	require.Equal(t, "ADDRESS_DOCUMENT_REVIEW", g.Str("data.decision_reason"))
	require.Len(t, g.Get("data.documents"), 4, "front, back, proof of address, selfie")
	var org string
	require.NoError(t, s.App.DB.NewSelect().Table("sessions").Column("organization_id").Where("id = ?", f.id).Scan(context.Background(), &org))
	ses, err := s.App.KYC.Session(context.Background(), auth.Principal{OrganizationID: org, Mode: auth.Test}, f.id)
	require.NoError(t, err)
	require.NotNil(t, ses.Address.Latitude, "the device's location")
	require.InDelta(t, 6.45, *ses.Address.Latitude, 1e-9)
	require.Equal(t, "GH", ses.Address.Country)
}

// The camera (Chromium's fake device): the document and the selfie are
// captured from the video, with their guides, previewed, and sent as JPEG.
// The fake device's frame (flat colours, nothing in focus) is measured as
// blurry for a document, which is sent anyway; the selfie is not measured.
func TestWidgetCamera(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	f := newFlow(t, s, key, nil)
	p := openPage(t, browser, "camera", true)
	capture := func(step, guide string) {
		p.step(step, step)
		p.Do(chromedp.Click(css(`#use-camera`)))
		p.Do(chromedp.WaitVisible(css(`body[data-screen="camera"] #guide.` + guide)))
		p.Poll(`document.getElementById('video').videoWidth > 0`)
		p.Shot(step + "-camera")
		p.Do(chromedp.Click(css(`#capture`)))
		p.screen("preview", step+"-preview")
		require.Equal(t, "Retake", browsertest.Eval[string](p.Page, `document.getElementById('retake').textContent`))
		quality := browsertest.Eval[string](p.Page, `document.getElementById('preview').dataset.quality`)
		if guide == "card" {
			require.Contains(t, quality, "sharpness")
		} else {
			require.Empty(t, quality)
		}
		p.Do(chromedp.Click(css(`#use-photo`)))
	}
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.screen("intro", "intro")
	p.Do(chromedp.Click(css(`#start`)))
	p.Do(chromedp.WaitVisible(css(`#explain[data-step="document_front"]`)), chromedp.SetValue(css(`#country`), "KE"))
	capture("document_front", "card")
	capture("liveness", "oval")
	p.screen("review", "review")
	p.Do(chromedp.Click(css(`#submit`)))
	p.screen("outcome", "approved")
	p.NoErrors()
	var types []string
	require.NoError(t, s.App.DB.NewSelect().Table("session_uploads").Column("content_type").Where("session_id = ?", f.id).
		Scan(context.Background(), &types))
	require.Equal(t, []string{"image/jpeg", "image/jpeg"}, types, "camera captures are sent as JPEG")
}

// An expired link shows what to do next.
func TestWidgetExpiredSession(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	var offset atomic.Int64
	s, key := widgetServer(t, func(o *apptest.Options) {
		o.App = app.Options{Now: func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }}
	})
	f := newFlow(t, s, key, nil)
	offset.Store(int64(16 * time.Minute))
	p := openPage(t, browser, "expired", true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.screen("problem", "expired")
	require.Equal(t, "expired", browsertest.Eval[string](p.Page, `document.body.dataset.problem`))
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('problem-text').textContent`), "start again")
	p.NoErrorsExcept("401") // the API's answer for the expired session
}

// A person whose selfie attempts were used up elsewhere is told so, and
// can still send what is there.
func TestWidgetLivenessExhausted(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	f := newFlow(t, s, key, nil)
	f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
	f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
	f.ok(f.upload("liveness", nil))
	f.ok(f.upload("liveness", nil))
	p := openPage(t, browser, "liveness-exhausted", true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.screen("review", "review-one-attempt-left")
	require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('retake-selfie').textContent`), "1 attempt left")
	f.ok(f.upload("liveness", nil)) // the last attempt, taken on another device
	p.Do(chromedp.Click(css(`#retake-selfie`)))
	p.screen("problem", "liveness-exhausted")
	require.Equal(t, "exhausted", browsertest.Eval[string](p.Page, `document.body.dataset.problem`))
	p.Do(chromedp.Click(css(`#problem-back`)))
	p.screen("review", "review-no-attempts")
	require.False(t, browsertest.Eval[bool](p.Page, `document.getElementById('retake-selfie').offsetParent !== null`))
	p.Do(chromedp.Click(css(`#submit`)))
	p.screen("outcome", "approved")
	p.NoErrors()
}

// begin opens a new session's widget on a phone and goes past the
// introduction to the document's front.
func begin(t *testing.T, name string) (f *flow, p *page, photo string) {
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	photo, _ = testFiles(t)
	f = newFlow(t, s, key, nil)
	p = openPage(t, browser, name, true)
	p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	p.Do(chromedp.WaitVisible(css(`#start`)), chromedp.Click(css(`#start`)))
	p.step("document_front", "document-front")
	return f, p, photo
}

// A reload in the middle resumes at the first step not yet done; the
// token is kept for the tab, not in the URL.
func TestWidgetResumesAfterReload(t *testing.T) {
	t.Parallel()
	_, p, photo := begin(t, "resume")
	p.Do(chromedp.SetValue(css(`#country`), "NG"))
	p.upload(photo)
	p.step("liveness", "selfie")
	p.Do(chromedp.Reload())
	p.step("liveness", "selfie-after-reload")
	require.Equal(t, "Step 2 of 2", browsertest.Eval[string](p.Page, `document.getElementById('progress-text').textContent`))
	require.NotContains(t, browsertest.Eval[string](p.Page, `location.href`), "ct_")
	p.upload(photo)
	p.screen("review", "review")
	p.Do(chromedp.Click(css(`#submit`)))
	p.screen("outcome", "approved")
	p.NoErrors()
}

// readQR photographs the element sel and decodes the QR code in it as a
// phone's camera would; a few tries, each at a larger scale (a dense code
// drawn small blurs its modules when resampled), since a photograph taken
// while the page settles (after a resize) may not read either.
func readQR(t *testing.T, p *page, sel string) string {
	var err error
	for i := range 6 {
		var shot []byte
		if shot, err = chromedp.Run(p.Call(), chromedp.ScreenshotScale(css(sel), float64(2+i))); err != nil {
			continue
		}
		var img image.Image
		if img, _, err = image.Decode(bytes.NewReader(shot)); err != nil {
			continue
		}
		var bmp *gozxing.BinaryBitmap
		if bmp, err = gozxing.NewBinaryBitmapFromImage(img); err != nil {
			continue
		}
		var res *gozxing.Result
		if res, err = gozxingqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}); err == nil {
			return res.GetText()
		}
		time.Sleep(200 * time.Millisecond)
	}
	require.NoError(t, err, "the QR code does not read")
	return ""
}

// A desktop hands the steps off to a phone: the phone opens the QR code's
// link in a browser of its own and finishes; the desktop follows each step
// live and shows the verdict, and returns to the business.
func TestWidgetHandoff(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	photo, _ := testFiles(t)
	f := newFlow(t, s, key, map[string]any{"redirect_url": s.URL + "/healthz"})
	desk := openPage(t, browser, "handoff-desktop", false)
	desk.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	desk.screen("intro", "intro")
	desk.Do(chromedp.Click(css(`#to-phone`)))
	desk.Poll(`document.getElementById('handoff-qr').naturalWidth > 0`)
	desk.screen("handoff", "qr")
	link := readQR(t, desk, `#handoff-qr`)
	require.Equal(t, s.URL+"/widget#token="+f.token+"&handoff=1", link)
	require.Equal(t, link, browsertest.Eval[string](desk.Page, `document.getElementById('handoff-link').href`))

	phone := openPage(t, browser, "handoff-phone", true)
	phone.Do(chromedp.Navigate(link))
	phone.step("document_front", "document-front") // no intro: the person chose this already
	phone.Do(chromedp.SetValue(css(`#country`), "NG"))
	phone.upload(photo)
	desk.Poll(`document.getElementById('handoff-status').textContent.includes('sent the document')`)
	desk.Shot("phone-progress")
	phone.step("liveness", "selfie")
	phone.upload(photo)
	phone.screen("review", "review")
	phone.Do(chromedp.Click(css(`#submit`)))
	phone.screen("outcome", "approved")
	require.Contains(t, browsertest.Eval[string](phone.Page, `document.getElementById('outcome-next').textContent`), "other device")
	require.False(t, browsertest.Eval[bool](phone.Page, `document.getElementById('continue').offsetParent !== null`), "the phone does not leave for the business")

	desk.screen("outcome", "approved")
	require.Equal(t, "approved", browsertest.Eval[string](desk.Page, `document.body.dataset.status`))
	require.Equal(t, s.URL+"/healthz?session_id="+f.id+"&status=approved", browsertest.Eval[string](desk.Page, `document.getElementById('continue').href`))
	desk.NoErrors()
	phone.NoErrors()
}

// An organization's settings reach the page: its name, logo and colour,
// a dark theme; a handoff required of desktops (no way to continue there);
// with the handoff off, no phone is offered.
func TestWidgetOrganizationSettings(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	logo := "data:image/png;base64," + base64.StdEncoding.EncodeToString(apptest.PNG(240, 80))
	g := s.GraphQL(t, key, `mutation($logo: String!) { updateOrganization(input: {widget: {displayName: "Acme", accentColor: "#0a7d55",
		theme: DARK, logo: $logo, desktopsAllowed: false}}) { widget { displayName accentColor theme showBranding logoUrl handoffEnabled desktopsAllowed } } }`,
		map[string]any{"logo": logo})
	require.Nil(t, g.Get("errors"), string(g.Body))
	w := g.Get("data.updateOrganization.widget").(map[string]any)
	require.Equal(t, "Acme", w["displayName"])
	require.Equal(t, "DARK", w["theme"])
	require.Equal(t, false, w["desktopsAllowed"])
	logoURL := w["logoUrl"].(string)
	require.True(t, strings.HasPrefix(logoURL, s.URL+"/widget/logo/"), logoURL)
	r := s.Do(t, "GET", strings.TrimPrefix(logoURL, s.URL), "", nil)
	require.Equal(t, 200, r.Status)
	require.Equal(t, "image/png", r.Header.Get("Content-Type"))
	require.Equal(t, "default-src 'none'; sandbox", r.Header.Get("Content-Security-Policy"))

	f := newFlow(t, s, key, nil)
	c := s.Do(t, "GET", "/v1/client/session", f.token, nil)
	require.Equal(t, "Acme", c.Str("data.branding.name"))
	require.Equal(t, "#0a7d55", c.Str("data.branding.primary_color"))
	require.Equal(t, "dark", c.Str("data.branding.theme"))
	require.Equal(t, logoURL, c.Str("data.branding.logo_url"))
	require.Equal(t, true, c.Get("data.handoff.enabled"))
	require.Equal(t, false, c.Get("data.handoff.allow_desktop"))

	desk := openPage(t, browser, "settings-desktop", false)
	desk.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
	desk.Poll(`document.getElementById('brand-logo').naturalWidth === 240`)
	desk.screen("handoff", "phone-required")
	require.False(t, browsertest.Eval[bool](desk.Page, `document.getElementById('handoff-here').offsetParent !== null`), "desktops may not continue")
	require.Equal(t, "Acme", browsertest.Eval[string](desk.Page, `document.getElementById('brand-name').textContent`))
	require.Equal(t, "rgb(10, 125, 85)", browsertest.Eval[string](desk.Page, `getComputedStyle(document.getElementById('handoff-link')).color`))
	require.True(t, browsertest.Eval[bool](desk.Page, `document.body.classList.contains('dark')`))
	desk.NoErrors()

	// Bad settings are refused field by field.
	g = s.GraphQL(t, key, `mutation { updateOrganization(input: {widget: {accentColor: "red", logo: "data:text/html;base64,PGgxPg=="}}) { id } }`, nil)
	require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"), string(g.Body))
	require.NotEmpty(t, g.Get("errors.0.extensions.fields.accentColor"), "the GraphQL input's name: "+string(g.Body))
	require.NotEmpty(t, g.Get("errors.0.extensions.fields.logo"))

	g = s.GraphQL(t, key, `mutation { updateOrganization(input: {widget: {handoffEnabled: false, desktopsAllowed: true, logo: ""}}) { widget { logoUrl } } }`, nil)
	require.Nil(t, g.Get("errors"), string(g.Body))
	require.Nil(t, g.Get("data.updateOrganization.widget.logoUrl"))
	require.Equal(t, 404, s.Do(t, "GET", strings.TrimPrefix(logoURL, s.URL), "", nil).Status)
	f2 := newFlow(t, s, key, nil)
	off := openPage(t, browser, "settings-no-handoff", false)
	off.Do(chromedp.Navigate(s.URL + "/widget#token=" + f2.token))
	off.screen("intro", "intro-no-handoff")
	require.False(t, browsertest.Eval[bool](off.Page, `document.getElementById('to-phone').offsetParent !== null`))
	off.NoErrors()

	// A page opened for another organization's embedding refuses the session.
	emb := openPage(t, browser, "embed-other-org", false)
	emb.Do(chromedp.Navigate(s.URL + "/widget?org=org_other#token=" + f2.token))
	emb.screen("problem", "embed-refused")
	require.Equal(t, "embed", browsertest.Eval[string](emb.Page, `document.body.dataset.problem`))
}

// Lost connection: the step is kept and "Try again" sends it.
func TestWidgetOffline(t *testing.T) {
	t.Parallel()
	f, p, photo := begin(t, "offline")
	p.Do(chromedp.SetValue(css(`#country`), "NG"), chromedp.SetUploadFiles(css(`#file`), []string{photo}),
		chromedp.WaitVisible(css(`body[data-screen="preview"] #preview`)))
	// The connection drops for the client API: the browser fails its
	// requests as it does when the network is gone.
	var offline atomic.Bool
	require.NoError(t, chromedp.Listen(p.ctx, func(ev any) {
		if ev, ok := ev.(*fetch.EventRequestPaused); ok {
			go func() {
				if offline.Load() {
					_, _ = chromedp.Call(p.ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonInternetDisconnected})
					return
				}
				_, _ = chromedp.Call(p.ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: ev.RequestID})
			}()
		}
	}))
	_, err := chromedp.Call(p.ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*/v1/client/*"}}})
	require.NoError(t, err)
	conditions := offline.Store
	conditions(true)
	p.Do(chromedp.Click(css(`#use-photo`)))
	p.screen("problem", "offline")
	require.Equal(t, "offline", browsertest.Eval[string](p.Page, `document.body.dataset.problem`))
	conditions(false)
	p.Do(chromedp.Click(css(`#problem-retry`)))
	p.step("liveness", "selfie-after-retry")
	require.Equal(t, 1, f.uploads(), "the kept photo was sent once")
}

// An organization's widget settings, on both databases: validated field by
// field, served to the widget in the client session (Arkyc's branding and
// handoff shapes), its logo at a versioned public URL; a client token can
// neither see nor change them, nor can another organization.
func TestWidgetSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org, other := s.Org(t, "Acme Bank"), s.Org(t, "Other")
		f := newFlow(t, s, org.TestKey, nil)
		c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.Equal(t, map[string]any{"name": "Acme Bank", "theme": "light", "show_branding": true, "logo_url": nil, "primary_color": nil},
			c.Get("data.branding"), "defaults")
		require.Equal(t, false, c.Get("data.handoff.enabled"), "off unless the organization opts in, as Arkyc")
		require.Equal(t, true, c.Get("data.handoff.allow_desktop"))
		require.Equal(t, org.ID, c.Str("data.organization_id"))
		qr := s.Do(t, "GET", "/v1/client/handoff/qr", f.token, nil)
		require.Equal(t, 403, qr.Status)
		require.Equal(t, "handoff_disabled", qr.Str("error"))

		for _, bad := range []struct{ input, field string }{
			{`{accentColor: "red"}`, "accentColor"},
			{`{accentColor: "#12345g"}`, "accentColor"},
			{`{displayName: "` + strings.Repeat("a", 101) + `"}`, "displayName"},
			{`{displayName: "two\nlines"}`, "displayName"},
			{`{logo: "data:text/html;base64,PGgxPg=="}`, "logo"},
			{`{logo: "data:image/png,raw"}`, "logo"},
			{`{logo: "%%%"}`, "logo"},
			{`{logo: "` + base64.StdEncoding.EncodeToString(apptest.PNG(8, 8)) + `"}`, "logo"},
			{`{logo: "` + base64.StdEncoding.EncodeToString(make([]byte, orgs.MaxLogoBytes+1)) + `"}`, "logo"},
		} {
			g := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {widget: `+bad.input+`}) { id } }`, nil)
			require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"), bad.input)
			require.NotEmpty(t, g.Get("errors.0.extensions.fields."+bad.field), "named as the GraphQL input: %s %s", bad.input, g.Body)
		}
		g := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {widget: {theme: BLUE}}) { id } }`, nil)
		require.NotNil(t, g.Get("errors"), "the theme is an enumeration")
		require.Equal(t, "Acme Bank", s.GraphQL(t, org.TestKey, `{ viewer { organization { widget { displayName } } } }`, nil).
			Str("data.viewer.organization.widget.displayName"), "refused changes change nothing")

		logo := apptest.PNG(64, 32)
		g = s.GraphQL(t, org.LiveKey, `mutation($logo: String) { updateOrganization(input: {widget: {displayName: " Acme ", accentColor: "#0A7D55",
			theme: DARK, logo: $logo, handoffEnabled: true, desktopsAllowed: false}}) {
			widget { displayName accentColor theme showBranding logoUrl handoffEnabled desktopsAllowed } } }`,
			map[string]any{"logo": base64.StdEncoding.EncodeToString(logo)})
		require.Nil(t, g.Get("errors"), string(g.Body))
		logoURL := g.Str("data.updateOrganization.widget.logoUrl")
		require.Equal(t, map[string]any{"displayName": "Acme", "accentColor": "#0A7D55", "theme": "DARK", "showBranding": true,
			"logoUrl": logoURL, "handoffEnabled": true, "desktopsAllowed": false}, g.Get("data.updateOrganization.widget"))
		require.True(t, strings.HasPrefix(logoURL, s.URL+"/widget/logo/"+org.ID+"?v="), logoURL)
		r := s.Do(t, "GET", strings.TrimPrefix(logoURL, s.URL), "", nil)
		require.Equal(t, 200, r.Status)
		require.Equal(t, logo, r.Body)
		require.Equal(t, "image/png", r.Header.Get("Content-Type"))
		require.Equal(t, "nosniff", r.Header.Get("X-Content-Type-Options"))

		c = f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.Equal(t, map[string]any{"name": "Acme", "theme": "dark", "show_branding": true, "logo_url": logoURL, "primary_color": "#0A7D55"},
			c.Get("data.branding"), "settings apply to a session created before them")
		require.Equal(t, true, c.Get("data.handoff.enabled"))
		require.Equal(t, false, c.Get("data.handoff.allow_desktop"))
		qr = s.Do(t, "GET", "/v1/client/handoff/qr", f.token, nil)
		require.Equal(t, 200, qr.Status)
		require.Equal(t, "image/svg+xml", qr.Header.Get("Content-Type"))

		// A new logo is a new URL; the other organization is untouched and
		// a client token cannot change anything.
		g = s.GraphQL(t, org.TestKey, `mutation($logo: String) { updateOrganization(input: {widget: {logo: $logo}}) { widget { logoUrl } } }`,
			map[string]any{"logo": "data:image/png;base64," + base64.StdEncoding.EncodeToString(apptest.PNG(32, 32))})
		require.NotEqual(t, logoURL, g.Str("data.updateOrganization.widget.logoUrl"))
		require.Equal(t, map[string]any{"displayName": "Other", "logoUrl": nil, "handoffEnabled": false},
			s.GraphQL(t, other.TestKey, `{ viewer { organization { widget { displayName logoUrl handoffEnabled } } } }`, nil).
				Get("data.viewer.organization.widget"))
		require.Equal(t, 404, s.Do(t, "GET", "/widget/logo/"+other.ID, "", nil).Status)
		g = s.GraphQL(t, f.token, `mutation { updateOrganization(input: {widget: {displayName: "Mine"}}) { id } }`, nil)
		require.NotNil(t, g.Get("errors"))

		// Handoff off: no QR code; the logo removed: its URL is gone.
		g = s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {widget: {handoffEnabled: false, logo: "", accentColor: ""}}) {
			widget { logoUrl accentColor handoffEnabled } } }`, nil)
		require.Equal(t, map[string]any{"logoUrl": nil, "accentColor": nil, "handoffEnabled": false}, g.Get("data.updateOrganization.widget"))
		require.Equal(t, 404, s.Do(t, "GET", "/widget/logo/"+org.ID, "", nil).Status)
		qr = s.Do(t, "GET", "/v1/client/handoff/qr", f.token, nil)
		require.Equal(t, 403, qr.Status)
		require.Equal(t, "handoff_disabled", qr.Str("error"))
		require.Equal(t, false, f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil)).Get("data.handoff.enabled"))
	})
}

// Each outcome, in both themes, on a phone: its own icon, words and next
// step; without a redirect_url, a way to close the page.
func TestWidgetOutcomeScreens(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	s, key := widgetServer(t)
	outcomes := []struct {
		status, icon, mark, title, next string
		liveness                        map[string]string
	}{
		{"approved", "ok", "\u2713", "You're verified", "carry on with Acme Bank", nil},
		{"rejected", "rejected", "\u2715", "We could not verify you", "Contact Acme Bank", map[string]string{"passed": "false"}},
		{"requires_review", "review", "", "reviewing your details", "nothing more to do now", map[string]string{"score": "0.8"}},
	}
	for _, theme := range []string{"LIGHT", "DARK"} {
		g := s.GraphQL(t, key, `mutation($t: WidgetTheme!) { updateOrganization(input: {widget: {theme: $t}}) { id } }`, map[string]any{"t": theme})
		require.Nil(t, g.Get("errors"), string(g.Body))
		for _, o := range outcomes {
			f := newFlow(t, s, key, nil)
			f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
			f.ok(f.upload("liveness", o.liveness))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			eventually(t, o.status, func() bool { return f.session().Str("data.status") == o.status })

			p := openPage(t, browser, "outcome-"+o.status+"-"+strings.ToLower(theme), true)
			p.Do(chromedp.Navigate(s.URL + "/widget#token=" + f.token))
			p.screen("outcome", "shown")
			require.Equal(t, "icon big "+o.icon, browsertest.Eval[string](p.Page, `document.getElementById('outcome-icon').className`))
			require.Equal(t, theme == "DARK", browsertest.Eval[bool](p.Page, `document.body.classList.contains('dark')`))
			require.Equal(t, o.mark, browsertest.Eval[string](p.Page, `document.getElementById('outcome-icon').textContent`))
			require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('outcome-title').textContent`), o.title)
			require.Contains(t, browsertest.Eval[string](p.Page, `document.getElementById('outcome-next').textContent`), o.next)
			require.False(t, browsertest.Eval[bool](p.Page, `document.getElementById('continue').offsetParent !== null`), "no redirect_url: nowhere to continue to")
			p.Do(chromedp.Click(css(`#close`)))
			p.Do(chromedp.WaitVisible(css(`#closed-note`)))
			p.Shot("closed")
			p.NoErrors()
		}
	}
}
