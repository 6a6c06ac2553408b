package app_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/config"
)

func TestWidgetIsServed(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	r := s.Do(t, "GET", "/widget", "", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "text/html")
	require.Contains(t, r.Header.Get("Content-Security-Policy"), "script-src 'self'")
	require.Equal(t, "no-referrer", r.Header.Get("Referrer-Policy"))
	require.Contains(t, string(r.Body), `src="/widget/widget.js"`)

	r = s.Do(t, "GET", "/widget/widget.js", "", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "javascript")
	require.Contains(t, string(r.Body), "/v1/client/")

	r = s.Do(t, "GET", "/widget/nope.js", "", nil)
	require.Equal(t, 404, r.Status)
}

// chromium finds the browser for the widget's end-to-end test:
// MERIDIAN_TEST_CHROMIUM or chromium on the PATH. Without one the test is
// skipped, unless MERIDIAN_TEST_BROWSER=require (as in CI).
func chromium(t *testing.T) string {
	path := os.Getenv("MERIDIAN_TEST_CHROMIUM")
	if path == "" {
		path, _ = exec.LookPath("chromium")
	}
	if path == "" {
		if os.Getenv("MERIDIAN_TEST_BROWSER") == "require" {
			t.Fatal("MERIDIAN_TEST_BROWSER=require but no chromium (install Debian's chromium or set MERIDIAN_TEST_CHROMIUM)")
		}
		t.Skip("no chromium: the widget's browser test is skipped")
	}
	return path
}

// openBrowser starts a headless Chromium for the test and returns its
// context and, derived from it, one with a deadline for the test's steps
// (the browser lives as long as the first).
func openBrowser(t *testing.T, path string) (browser, steps context.Context) {
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true))...)
	t.Cleanup(cancel)
	browser, cancel = chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(browser, chromedp.Navigate("about:blank")))
	steps, cancel = context.WithTimeout(browser, 90*time.Second)
	t.Cleanup(cancel)
	return browser, steps
}

// A person completes an id card verification in the hosted widget, in a
// real browser: front, back, selfie, submit, and the verdict on the page,
// in the answer to complete (sync queue) or followed over the websocket
// (async queue).
func TestWidgetCompletesAVerificationInChromium(t *testing.T) {
	t.Parallel()
	browser := chromium(t)
	for _, queue := range []string{config.QueueSync, config.QueueAsync} {
		t.Run(queue, func(t *testing.T) {
			t.Parallel()
			widgetFlow(t, browser, queue)
		})
	}
}

func widgetFlow(t *testing.T, browser, queue string) {
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{Config: func(c *config.Config) { c.Queue = queue }})
	key := s.Org(t, "acme").TestKey
	f := newFlow(t, s, key, nil)
	photo := filepath.Join(t.TempDir(), "photo.png")
	require.NoError(t, os.WriteFile(photo, apptest.PNG(640, 480), 0o600))

	_, steps := openBrowser(t, browser)

	css := func(s string) chromedp.CSS { return chromedp.CSS(s) }
	require.NoError(t, chromedp.Do(steps,
		chromedp.Navigate(s.URL+"/widget#token="+f.token),
		chromedp.WaitVisible(css(`#document[data-side="front"]`)),
		chromedp.SetValue(css(`#document-type`), "id_card"),
		chromedp.SetValue(css(`#country`), "ng"),
		chromedp.SetUploadFiles(css(`#document-image`), []string{photo}),
		chromedp.Click(css(`#document-submit`)),
		chromedp.WaitVisible(css(`#document[data-side="back"]`)),
		chromedp.SetUploadFiles(css(`#document-image`), []string{photo}),
		chromedp.Click(css(`#document-submit`)),
		chromedp.WaitVisible(css(`#liveness`)),
		chromedp.SetUploadFiles(css(`#liveness-image`), []string{photo}),
		chromedp.Click(css(`#liveness-submit`)),
		chromedp.WaitVisible(css(`#complete-submit`)),
		chromedp.Click(css(`#complete-submit`)),
		chromedp.WaitVisible(css(`body[data-status="approved"]`)),
	), "the widget did not reach approved")
	location, err := chromedp.Run(steps, chromedp.Location())
	require.NoError(t, err)
	status, err := chromedp.Run(steps, chromedp.Text(css(`#status`)))
	require.NoError(t, err)
	if queue == config.QueueAsync {
		via, err := chromedp.Run(steps, chromedp.Evaluate[string](`document.body.dataset.verdictVia`))
		require.NoError(t, err)
		require.Equal(t, "websocket", via, "the verdict arrives over the subscription (polling is the fallback)")
	}
	require.NotContains(t, location, f.token, "the page drops the token from its URL")
	require.True(t, strings.HasPrefix(status, "Verified"), status)

	g := f.session()
	require.Equal(t, "approved", g.Str("data.status"))
	require.Equal(t, "id_card", g.Str("data.document_type"))
	var country string
	require.NoError(t, s.App.DB.NewSelect().Table("sessions").Column("country").Where("id = ?", f.id).Scan(context.Background(), &country))
	require.Equal(t, "NG", country, "the country typed in the widget")
	require.Len(t, g.Get("data.documents"), 3, "front, back and the selfie")
}

// A workflow with the address step: the widget shows an upload's error,
// sends the device's location and the proof of address, takes the steps in
// the workflow's order, and offers the redirect at the end (here from
// review, where a proof of address sends the session).
func TestWidgetAddressStepInChromium(t *testing.T) {
	t.Parallel()
	browser := chromium(t)
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Address first", "stages": []string{"document", "address", "liveness"},
		"document_types": []string{"passport"}, "address": map[string]any{"methods": []string{"device_location", "poa_document"}}})
	require.Equal(t, 201, wf.Status, string(wf.Body))
	f := newFlow(t, s, key, map[string]any{"workflow_id": wf.Str("data.id"), "redirect_url": "https://example.com/done"})
	dir := t.TempDir()
	photo, text := filepath.Join(dir, "photo.png"), filepath.Join(dir, "notes.png")
	require.NoError(t, os.WriteFile(photo, apptest.PNG(640, 480), 0o600))
	require.NoError(t, os.WriteFile(text, []byte("not an image at all"), 0o600))

	ctx, steps := openBrowser(t, browser)
	lat, lon := 6.45, 3.39
	_, err := chromedp.CallBrowser(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
		Permission: &cdpbrowser.PermissionDescriptor{Name: "geolocation"}, Setting: cdpbrowser.PermissionSettingGranted})
	require.NoError(t, err)
	_, err = chromedp.Call(ctx, emulation.SetGeolocationOverride, emulation.SetGeolocationOverrideParams{Latitude: &lat, Longitude: &lon, Accuracy: &lat})
	require.NoError(t, err)

	css := func(s string) chromedp.CSS { return chromedp.CSS(s) }
	require.NoError(t, chromedp.Do(steps,
		chromedp.Navigate(s.URL+"/widget?token="+f.token),
		chromedp.WaitVisible(css(`#document[data-side="front"]`)),
		chromedp.SetUploadFiles(css(`#document-image`), []string{text}),
		chromedp.Click(css(`#document-submit`)),
		chromedp.WaitVisible(css(`#error`)),
	))
	shown, err := chromedp.Run(steps, chromedp.Text(css(`#error`)))
	require.NoError(t, err)
	require.NotEmpty(t, shown, "the API's message is shown")

	require.NoError(t, chromedp.Do(steps,
		chromedp.SetUploadFiles(css(`#document-image`), []string{photo}),
		chromedp.Click(css(`#document-submit`)),
		chromedp.WaitVisible(css(`#address`)),
		chromedp.SetValue(css(`#line1`), "1 Marina"),
		chromedp.SetValue(css(`#city`), "Lagos"),
		chromedp.SetValue(css(`#address-country`), "NG"),
		chromedp.SetUploadFiles(css(`#poa`), []string{photo}),
		chromedp.Click(css(`#address-submit`)),
		chromedp.WaitVisible(css(`#liveness`)),
		chromedp.SetUploadFiles(css(`#liveness-image`), []string{photo}),
		chromedp.Click(css(`#liveness-submit`)),
		chromedp.WaitVisible(css(`#complete-submit`)),
		chromedp.Click(css(`#complete-submit`)),
		chromedp.WaitVisible(css(`#continue`)),
	), "the widget did not finish")
	href, err := chromedp.Run(steps, chromedp.Evaluate[string](`document.getElementById('continue').href`))
	require.NoError(t, err)
	require.Equal(t, "https://example.com/done?session_id="+f.id+"&status=requires_review", href)

	g := f.session()
	require.Equal(t, "requires_review", g.Str("data.status"), "a proof of address goes to review")
	require.Equal(t, "ADDRESS_DOCUMENT_REVIEW", g.Str("data.decision_reason"))
	require.Len(t, g.Get("data.documents"), 3, "passport front, proof of address, selfie")
	var address string
	require.NoError(t, s.App.DB.NewSelect().Table("sessions").Column("address").Where("id = ?", f.id).Scan(context.Background(), &address))
	require.Contains(t, address, `"latitude":6.45`, "the device's location")
	require.Contains(t, address, `"line1":"1 Marina"`)
}
