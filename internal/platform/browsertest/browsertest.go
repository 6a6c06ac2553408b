// Package browsertest drives a headless Chromium for end-to-end tests of
// the pages Meridian serves (the widget, the console): it finds the
// browser, opens tabs that record every error the browser reports, takes
// screenshots at a phone's and a desktop's size, and checks pages with
// axe-core.
//
// Without a browser the tests skip, unless MERIDIAN_TEST_BROWSER=require
// (as in CI): then they fail. MERIDIAN_TEST_CHROMIUM names the binary;
// otherwise chromium on the PATH is used.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// Required reports whether browser tests must run (MERIDIAN_TEST_BROWSER=require).
func Required() bool { return os.Getenv("MERIDIAN_TEST_BROWSER") == "require" }

// Chromium returns the browser's path: MERIDIAN_TEST_CHROMIUM or chromium
// on the PATH. Without one the test skips, or fails when browsers are
// required.
func Chromium(t testing.TB) string {
	t.Helper()
	path := os.Getenv("MERIDIAN_TEST_CHROMIUM")
	if path == "" {
		path, _ = exec.LookPath("chromium")
	}
	if path == "" {
		if Required() {
			t.Fatal("MERIDIAN_TEST_BROWSER=require but no chromium (install Debian's chromium or set MERIDIAN_TEST_CHROMIUM)")
		}
		t.Skip("no chromium: the browser tests are skipped")
	}
	return path
}

// NewBrowser returns the test binary's headless Chromium, with a fake
// camera that pages may use without a prompt: started by the first test
// that asks and shared by all (each Page is a browser context of its own,
// with its own storage and cookies). Close, from TestMain, ends it.
func NewBrowser(t testing.TB) context.Context {
	t.Helper()
	path := Chromium(t)
	shared.once.Do(func() {
		shared.dir, shared.err = os.MkdirTemp("", "meridian-chromium-")
		if shared.err == nil {
			shared.ctx, shared.cancel, shared.err = launch(path, shared.dir, "")
		}
	})
	require.NoError(t, shared.err, "starting Chromium")
	return shared.ctx
}

// shared is the binary's browser (NewBrowser).
var shared struct {
	once   sync.Once
	ctx    context.Context
	cancel context.CancelFunc
	dir    string
	err    error
}

// Close ends the shared browser, if one was started, and removes its
// profile. The browser dies with the test binary anyway (chromedp kills it
// when its parent exits); Close also takes its files away.
func Close() {
	if shared.cancel != nil {
		shared.cancel()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
}

// NewBrowserFilming starts a Chromium of the test's own whose fake camera
// plays the video file (a YUV4MPEG2 or MJPEG file, looped).
func NewBrowserFilming(t testing.TB, video string) context.Context {
	t.Helper()
	browser, cancel, err := launch(Chromium(t), t.TempDir(), video)
	t.Cleanup(cancel)
	require.NoError(t, err, "starting Chromium")
	return browser
}

// launch starts Chromium with its profile in dir and the fake camera
// playing video ("" for Chromium's test pattern).
func launch(path, dir, video string) (context.Context, context.CancelFunc, error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.UserDataDir(dir),
		chromedp.Flag("disable-quic", true), chromedp.Flag("use-fake-device-for-media-stream", true),
		chromedp.Flag("use-fake-ui-for-media-stream", true))
	if video != "" {
		opts = append(opts, chromedp.Flag("use-file-for-fake-video-capture", video))
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	cancel := func() { cancelBrowser(); cancelAlloc() }
	if err := chromedp.Do(browser, chromedp.Navigate("about:blank")); err != nil {
		cancel()
		return nil, func() {}, err
	}
	return browser, cancel, nil
}

// Viewport is a screen size a page is shown and photographed at.
type Viewport struct {
	Name          string
	Width, Height int64
	// Phone emulates a phone: mobile, touch, portrait.
	Phone bool
}

// The viewports pages are checked at.
var (
	Phone   = Viewport{"phone", 390, 844, true}
	Desktop = Viewport{"desktop", 1440, 900, false}
)

// StepTimeout bounds each call to the browser (not a whole flow: a loaded
// machine makes a long flow slow, not wrong).
const StepTimeout = time.Minute

// Page is a tab in a browser context of its own (its own storage and
// cookies). It records what the browser reports as an error: exceptions,
// console.error and console.assert, and log entries of level error
// (network and security errors, Content-Security-Policy refusals).
type Page struct {
	T   testing.TB
	Ctx context.Context
	// Name prefixes the page's screenshots.
	Name string
	// Viewport is the page's own size.
	Viewport Viewport
	// Shots are the sizes Shot photographs at, and Dir where it saves
	// them (a path from the repository's root).
	Shots []Viewport
	Dir   string
	// State is a JavaScript expression whose value Do reports when an
	// action fails (what the page showed).
	State string

	mu     sync.Mutex
	errors []string
	// shown is the size the page is shown at (SetViewport's last).
	shown Viewport
}

// Open opens a tab at viewport v.
func Open(t testing.TB, browser context.Context, name string, v Viewport) *Page {
	t.Helper()
	tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	p := &Page{T: t, Ctx: tab, Name: name, Viewport: v, Shots: []Viewport{Phone, Desktop}, Dir: "screenshots",
		State: `document.title + ': ' + (document.querySelector('main') || document.body).innerText`}
	require.NoError(t, chromedp.Listen(tab, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *cdpruntime.EventExceptionThrown:
			msg = "exception: " + ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				msg += " " + ev.ExceptionDetails.Exception.Description
			}
		case *cdpruntime.EventConsoleAPICalled:
			if ev.Type == cdpruntime.ConsoleAPICalledTypeError || ev.Type == cdpruntime.ConsoleAPICalledTypeAssert {
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
	p.SetViewport(v)
	return p
}

// SetViewport shows the page at v.
func (p *Page) SetViewport(v Viewport) {
	p.T.Helper()
	var opts []chromedp.EmulateViewportOption
	if v.Phone {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	require.NoError(p.T, chromedp.Do(p.Call(), chromedp.EmulateViewport(v.Width, v.Height, opts...)))
	p.shown = v
}

// Shown is the size the page is shown at.
func (p *Page) Shown() Viewport { return p.shown }

// Call is the context of one call to the browser, ended with the test.
func (p *Page) Call() context.Context {
	ctx, cancel := context.WithTimeout(p.Ctx, StepTimeout)
	p.T.Cleanup(cancel)
	return ctx
}

// Do runs actions, failing the test with the page's state when one fails.
func (p *Page) Do(actions ...chromedp.Action[chromedp.Void]) {
	p.T.Helper()
	if err := chromedp.Do(p.Call(), actions...); err != nil {
		ctx, cancel := context.WithTimeout(p.Ctx, 5*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](p.State))
		p.T.Fatalf("%s: %v\npage: %s\nbrowser errors: %v", p.Name, err, state, p.Errors())
	}
}

// Eval evaluates a JavaScript expression on the page.
func Eval[T any](p *Page, expr string) T {
	p.T.Helper()
	v, err := chromedp.Run(p.Call(), chromedp.Evaluate[T](expr))
	require.NoError(p.T, err, expr)
	return v
}

// pollEvery is how often the page is asked whether what a test waits for
// has happened: on a timer, not on each animation frame (chromedp's
// default), which would keep the browser drawing frames for as long as a
// test waits, at a core's worth of work.
var pollEvery = chromedp.WithPollingInterval(20 * time.Millisecond)

// Poll waits until a JavaScript expression is true.
func (p *Page) Poll(expr string) {
	p.T.Helper()
	if _, err := chromedp.Run(p.Call(), chromedp.Poll[bool](expr, pollEvery)); err != nil {
		ctx, cancel := context.WithTimeout(p.Ctx, 5*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](p.State))
		p.T.Fatalf("%s: waiting for %s: %v\npage: %s\nbrowser errors: %v", p.Name, expr, err, state, p.Errors())
	}
}

// clickable finds where to click the element sel names (an XPath when
// it starts with "/" or "(", else a CSS selector): the middle of the first
// box of the first match that is shown, once it is enabled and the page would give a click
// there to it (nothing over it: no backdrop, no layer still refusing the
// pointer while a dialog opens), and it has not moved since the last look.
// Until then it answers null.
const clickable = `(sel) => {
	let found = [];
	if (/^[/(]/.test(sel)) {
		const all = document.evaluate(sel, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
		for (let i = 0; i < all.snapshotLength; i++) found.push(all.snapshotItem(i));
	} else {
		found = [...document.querySelectorAll(sel)];
	}
	const el = found.find((e) => e.getClientRects().length > 0);
	if (!el || el.disabled || el.getAttribute('aria-disabled') === 'true') return null;
	el.scrollIntoView({ block: 'center', inline: 'center' });
	// A link broken over two lines has two boxes: its first is clicked.
	const r = [...el.getClientRects()].find((b) => b.width > 0 && b.height > 0);
	if (!r) return null;
	const x = r.left + r.width / 2, y = r.top + r.height / 2;
	const hit = document.elementFromPoint(x, y);
	if (!hit || !el.contains(hit)) return null;
	// Where it was at the last look too: a list that is still settling
	// would move it between this answer and the click.
	const last = window.__clickable;
	window.__clickable = { sel, x, y };
	return last && last.sel === sel && last.x === x && last.y === y ? [x, y] : null;
}`

// Click clicks the element sel names with the mouse (as a person would:
// pointer, mouse and click events) once it can take the click (see
// clickable). The element is looked up afresh until then, so one that the
// page replaces meanwhile is not waited on for ever.
func (p *Page) Click(sel string) {
	p.T.Helper()
	ctx := p.Call()
	at, err := chromedp.Run(ctx, chromedp.PollFunction[[]float64](clickable, chromedp.WithPollingArgs(sel),
		chromedp.WithPollingTimeout(0), pollEvery))
	if err == nil {
		err = chromedp.Do(ctx, chromedp.MouseClickXY(at[0], at[1]))
	}
	if err != nil {
		ctx, cancel := context.WithTimeout(p.Ctx, 5*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](p.State))
		p.T.Fatalf("%s: clicking %s: %v\npage: %s\nbrowser errors: %v", p.Name, sel, err, state, p.Errors())
	}
}

// Root is the repository's root (where screenshots/ is).
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

// Shot saves the page at each of its Shots sizes as
// <Dir>/<Name>-<name>-<W>x<H>.png, then returns to the size it was shown at.
// MERIDIAN_TEST_SCREENSHOTS=off saves none (a photograph is for people to
// look at; it asserts nothing).
func (p *Page) Shot(name string) {
	p.T.Helper()
	if os.Getenv("MERIDIAN_TEST_SCREENSHOTS") == "off" {
		return
	}
	dir := filepath.Join(Root(), p.Dir)
	require.NoError(p.T, os.MkdirAll(dir, 0o755))
	back := p.shown
	for _, v := range p.Shots {
		p.SetViewport(v)
		time.Sleep(50 * time.Millisecond) // a frame at the new size
		img, err := chromedp.Run(p.Call(), chromedp.CaptureScreenshot())
		require.NoError(p.T, err)
		file := fmt.Sprintf("%s-%s-%dx%d.png", p.Name, name, v.Width, v.Height)
		require.NoError(p.T, os.WriteFile(filepath.Join(dir, file), img, 0o644))
	}
	p.SetViewport(back)
}

// Errors returns what the browser reported as errors so far.
func (p *Page) Errors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.errors...)
}

// NoErrors checks that the browser reported no error on this page.
func (p *Page) NoErrors() {
	p.T.Helper()
	require.Empty(p.T, p.Errors(), "%s: the browser reported errors", p.Name)
}

// NoErrorsExcept is NoErrors for a page that was expected to meet API
// error answers: the browser's report of those statuses (e.g. "401") is
// allowed, nothing else.
func (p *Page) NoErrorsExcept(statuses ...string) {
	p.T.Helper()
	fragments := make([]string, len(statuses))
	for i, s := range statuses {
		fragments[i] = "status of " + s
	}
	p.NoErrorsBut(fragments...)
}

// NoErrorsBut is NoErrors for a page that was expected to report errors:
// those containing one of the fragments are allowed, nothing else.
func (p *Page) NoErrorsBut(fragments ...string) {
	p.T.Helper()
	var other []string
	for _, e := range p.Errors() {
		allowed := false
		for _, f := range fragments {
			allowed = allowed || strings.Contains(e, f)
		}
		if !allowed {
			other = append(other, e)
		}
	}
	require.Empty(p.T, other, "%s: the browser reported errors", p.Name)
}
