package app_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// chromium finds the browser for the widget's tests: MERIDIAN_TEST_CHROMIUM
// or chromium on the PATH. Without one the tests skip, unless
// MERIDIAN_TEST_BROWSER=require (as in CI).
func chromium(t *testing.T) string {
	path := os.Getenv("MERIDIAN_TEST_CHROMIUM")
	if path == "" {
		path, _ = exec.LookPath("chromium")
	}
	if path == "" {
		if os.Getenv("MERIDIAN_TEST_BROWSER") == "require" {
			t.Fatal("MERIDIAN_TEST_BROWSER=require but no chromium (install Debian's chromium or set MERIDIAN_TEST_CHROMIUM)")
		}
		t.Skip("no chromium: the widget's browser tests are skipped")
	}
	return path
}

// newBrowser starts a headless Chromium for the test, with a fake camera
// that the page may use without a prompt.
func newBrowser(t *testing.T) context.Context {
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true), chromedp.Flag("use-fake-device-for-media-stream", true),
		chromedp.Flag("use-fake-ui-for-media-stream", true))...)
	t.Cleanup(cancel)
	browser, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(browser, chromedp.Navigate("about:blank")))
	return browser
}

// The two viewports every screen is photographed at.
var viewports = []struct {
	name          string
	width, height int64
	phone         bool
}{{"phone", 390, 844, true}, {"desktop", 1280, 800, false}}

// page is a tab of the widget. It records what the browser reports as an
// error (exceptions, console.error, network and security errors) and saves
// a screenshot of each screen it is asked to check, at both viewports,
// under screenshots/widget/ at the repository's root (ignored by git).
type page struct {
	t     *testing.T
	ctx   context.Context
	name  string
	phone bool

	mu     sync.Mutex
	errors []string
}

// openPage opens a tab in a browser context of its own (its own storage
// and cookies), as a phone (390×844, touch) or a desktop (1280×800).
func openPage(t *testing.T, browser context.Context, name string, phone bool) *page {
	tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	p := &page{t: t, ctx: tab, name: name, phone: phone}
	require.NoError(t, chromedp.Listen(tab, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = "exception: " + ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				msg += " " + ev.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				msg = "console." + string(ev.Type) + ": " + strings.Join(parts, " ")
			}
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				msg = fmt.Sprintf("%s: %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
			}
		}
		if msg != "" {
			p.mu.Lock()
			p.errors = append(p.errors, msg)
			p.mu.Unlock()
		}
	}))
	p.viewport(phone)
	return p
}

func (p *page) viewport(phone bool) {
	v := viewports[1]
	opts := []chromedp.EmulateViewportOption{}
	if phone {
		v = viewports[0]
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	require.NoError(p.t, chromedp.Do(p.call(), chromedp.EmulateViewport(v.width, v.height, opts...)))
}

// stepTimeout bounds each call to the browser (not the whole page: a
// loaded machine makes a long flow slow, not wrong).
const stepTimeout = time.Minute

// call is the context of one call to the browser, ended with the test.
func (p *page) call() context.Context {
	ctx, cancel := context.WithTimeout(p.ctx, stepTimeout)
	p.t.Cleanup(cancel)
	return ctx
}

// do runs actions, failing the test with the page's state when one fails.
func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.call(), actions...); err != nil {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](
			`document.body.dataset.screen + ' / ' + document.body.dataset.status + ': ' + document.querySelector('main').innerText`))
		p.t.Fatalf("%s: %v\npage: %s\nbrowser errors: %v", p.name, err, state, p.errors)
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.call(), chromedp.Evaluate[T](expr))
	require.NoError(p.t, err, expr)
	return v
}

// screen waits for the page to show the screen id (body[data-screen]) and
// photographs it as name.
func (p *page) screen(id, name string) {
	p.t.Helper()
	p.do(chromedp.WaitVisible(chromedp.CSS(`body[data-screen="` + id + `"] #` + id)))
	p.accessible()
	p.shot(name)
}

// unlabelled lists the visible controls a screen reader could not name
// and anything reachable by mouse but not by keyboard: a form control
// without a label, a button or link without text, an element made
// focusable out of the tab order's natural sequence, or a click handler on
// something that is not a control. (A control hidden from assistive
// technology, such as a file input behind a labelled button, is left out.)
const unlabelled = `[...document.querySelectorAll('input, select, textarea, button, a, [tabindex], [onclick]')]
	.filter((e) => e.offsetParent !== null && e.type !== 'hidden' && !e.closest('[aria-hidden="true"]'))
	.filter((e) => {
		const tag = e.tagName.toLowerCase();
		if (e.hasAttribute('onclick') && !['button', 'a', 'input', 'select'].includes(tag)) return true;
		if (e.tabIndex > 0) return true;
		if (['input', 'select', 'textarea'].includes(tag)) return e.labels.length === 0 && !e.getAttribute('aria-label');
		if (tag === 'button' || tag === 'a') return !(e.innerText.trim() || e.getAttribute('aria-label'));
		return false;
	})
	.map((e) => e.outerHTML.slice(0, 120))`

// accessible checks the screen shown for unlabelled controls, and that
// the focus moved into it (to its heading) for a screen reader to read.
func (p *page) accessible() {
	p.t.Helper()
	bad := eval[[]string](p, unlabelled)
	require.Empty(p.t, bad, "%s: controls without a name or out of keyboard reach", p.name)
	require.True(p.t, eval[bool](p, `document.activeElement !== document.body &&
		document.getElementById(document.body.dataset.screen).contains(document.activeElement)`),
		"%s: the focus is in the screen shown", p.name)
}

// shot saves the page at both viewports, then returns to the page's own.
func (p *page) shot(name string) {
	p.t.Helper()
	dir := filepath.Join("..", "..", "screenshots", "widget")
	require.NoError(p.t, os.MkdirAll(dir, 0o755))
	for _, v := range viewports {
		p.viewport(v.phone)
		time.Sleep(50 * time.Millisecond) // a frame at the new size
		img, err := chromedp.Run(p.call(), chromedp.CaptureScreenshot())
		require.NoError(p.t, err)
		file := fmt.Sprintf("%s-%s-%dx%d.png", p.name, name, v.width, v.height)
		require.NoError(p.t, os.WriteFile(filepath.Join(dir, file), img, 0o644))
	}
	p.viewport(p.phone)
}

// noErrors checks that the browser reported no error on this page.
func (p *page) noErrors() {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	require.Empty(p.t, p.errors, "%s: the browser reported errors", p.name)
}

// noErrorsExcept is noErrors for a page that was expected to meet an API
// error answer: the browser's report of that status (e.g. "401") is
// allowed, nothing else.
func (p *page) noErrorsExcept(status string) {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	var other []string
	for _, e := range p.errors {
		if !strings.Contains(e, "status of "+status) {
			other = append(other, e)
		}
	}
	require.Empty(p.t, other, "%s: the browser reported errors", p.name)
}

// poll waits until a JavaScript expression is true.
func (p *page) poll(expr string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.call(), chromedp.Poll[bool](expr)); err != nil {
		p.t.Fatalf("%s: waiting for %s: %v\nbrowser errors: %v", p.name, expr, err, p.errors)
	}
}
