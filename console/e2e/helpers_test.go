// Package e2e_test tests the console in Chromium against a whole server
// (internal/app/apptest). Every page is tested on SQLite; those whose data
// comes from SQL that differs by engine, or whose timing rests on
// PostgreSQL's listeners, on PostgreSQL too (dbtest.Each): the overview
// (days counted in SQL), money and balances (the ledger's row locks),
// customers and search (text matching), the desk and the review queue
// (live updates through LISTEN/NOTIFY, bulk changes under row locks), and a
// refusal during a session switch. The others run on SQLite (onSQLite):
// what their reads do on PostgreSQL is tested by internal/app's
// TestConsoleQueriesRunOnBothEngines, every console query on both engines.
package e2e_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

func TestMain(m *testing.M) { dbtest.Main(m, browsertest.Close) }

// onSQLite runs a console test on SQLite alone, as the subtest "sqlite"
// (dbtest.Each's name for it): see the package's comment for which pages.
func onSQLite(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, dbtest.SQLite(t)) })
}

const passphrase = "correct horse battery staple"

// start runs a server whose public URL is http://localhost:<port>: the
// browser counts localhost as secure, so it keeps the Secure session
// cookie over plain HTTP. edits, when given, change its options further.
func start(t *testing.T, d *db.DB, edits ...func(*apptest.Options)) *apptest.Server {
	t.Helper()
	var o apptest.Options
	for _, e := range edits {
		e(&o)
	}
	configure := o.Config
	o.Config = func(c *config.Config) {
		c.PublicURL = strings.Replace(c.PublicURL, "127.0.0.1", "localhost", 1)
		if configure != nil {
			configure(c)
		}
	}
	return apptest.Start(t, d, o)
}

// slowSandbox keeps the sandbox's payments under way for the whole of a
// test: they settle only when the test settles them.
func slowSandbox(o *apptest.Options) {
	configure := o.Config
	o.Config = func(c *config.Config) {
		if configure != nil {
			configure(c)
		}
		c.USDSandboxDelay, c.CryptoSandboxDelay = time.Hour, time.Hour
	}
}

// quickRetries retries webhook deliveries at once, so that a failing
// endpoint's deliveries are given up on within a test.
func quickRetries(o *apptest.Options) {
	o.App.WebhookSchedule = []time.Duration{20 * time.Millisecond}
}

// base is where the browser reaches the server.
func base(s *apptest.Server) string { return s.App.Config.PublicURL }

// tab is a browser tab on the console.
type tab struct {
	*browsertest.Page
	s   *apptest.Server
	axe string
}

// open opens a tab (desktop size) whose screenshots are named
// screenshots/console/<name>-<page>-<size>.png.
func open(t *testing.T, browser context.Context, s *apptest.Server, name string) *tab {
	p := browsertest.Open(t, browser, name, browsertest.Desktop)
	p.Dir = "screenshots/console"
	return &tab{Page: p, s: s, axe: browsertest.Axe(t)}
}

// visit opens a console path ("/console/…") in the tab.
func (c *tab) visit(path string) {
	c.T.Helper()
	c.Do(chromedp.Navigate(base(c.s) + path))
}

// heading waits for the page whose h1 is title, with the focus on it.
func (c *tab) heading(title string) {
	c.T.Helper()
	c.Poll(`(() => { const h = document.querySelector('main h1'); return !!h && h.textContent === ` + quote(title) +
		` && document.activeElement === h; })()`)
}

// check photographs the page shown at both sizes, runs axe-core on it
// (at each size: the phone's layout is another page), and checks that the
// browser reported no error but the API answers expected (statuses such
// as "401"). The photographs and axe-core run on SQLite's run of a test
// only: PostgreSQL's run shows the same pages (and would photograph them
// under the same names), so it checks the flow and the browser's errors.
func (c *tab) check(name string, statuses ...string) {
	c.T.Helper()
	fragments := make([]string, len(statuses))
	for i, s := range statuses {
		fragments[i] = "status of " + s
	}
	c.checkAllowing(name, fragments...)
}

// checkAllowing is check for a page expected to make the browser report
// other errors: those containing one of the fragments are allowed.
func (c *tab) checkAllowing(name string, fragments ...string) {
	c.T.Helper()
	if c.s.App.DB.Engine != db.Postgres {
		back := c.Shown()
		c.Shot(name)
		for _, v := range c.Shots {
			c.SetViewport(v)
			c.CheckAccessible(c.axe)
		}
		c.SetViewport(back)
	}
	c.NoErrorsBut(fragments...)
}

// path is the tab's URL without its origin.
func (c *tab) path() string {
	return browsertest.Eval[string](c.Page, `location.pathname + location.search + location.hash`)
}

// fill types value into the field labelled label, replacing what it holds.
func (c *tab) fill(label, value string) {
	c.T.Helper()
	c.Poll(`(() => { const l = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === ` + quote(label) + `);
		if (!l || !l.control) return false;
		l.control.focus();
		l.control.select();
		return document.activeElement === l.control; })()`)
	c.Do(chromedp.KeyEvent("\b"), chromedp.KeyEvent(value))
}

// signIn fills in the sign-in form and sends it.
func (c *tab) signIn(email, password string) {
	c.T.Helper()
	c.heading("Sign in")
	c.fill("Email", email)
	c.fill("Password", password)
	c.press("Sign in")
}

// signOut signs out from the account menu and waits for the sign-in page.
func (c *tab) signOut() {
	c.T.Helper()
	c.Click(`.user-trigger`)
	c.press("Sign out")
	c.heading("Sign in")
}

// press clicks the button or link whose text is text, once it is shown,
// enabled (a form's button enables only once the page has taken what was
// typed) and would take the click (Page.Click).
func (c *tab) press(text string) {
	c.T.Helper()
	c.Click(`//*[(self::button or self::a or @role='menuitem' or @role='menuitemradio') and normalize-space(.)=` + quote(text) + `]`)
}

// closeLightbox closes the image viewer with Escape and waits until it
// has given the focus back (a moment after it is gone: until then the
// focus is on the page's body, and what the test types or opens next
// would lose it).
func (c *tab) closeLightbox() {
	c.T.Helper()
	c.Do(chromedp.KeyEvent(kb.Escape))
	c.Poll(`!document.querySelector('.lightbox-image') && !!document.activeElement && document.activeElement !== document.body`)
}

// text is the visible text of the page.
func (c *tab) text() string { return browsertest.Eval[string](c.Page, `document.body.innerText`) }

// errorCode sends a GraphQL operation from the page, with its cookie as
// the console's own calls, and returns the first error's extensions.code.
func (c *tab) errorCode(t *testing.T, query string) string {
	t.Helper()
	q, err := json.Marshal(query)
	require.NoError(t, err)
	code, err := chromedp.Run(c.Call(), chromedp.Evaluate[string](`(async () => {
		const r = await fetch('/graphql', {method: 'POST', credentials: 'same-origin',
			headers: {'Content-Type': 'application/json', Accept: 'application/graphql-response+json'},
			body: JSON.stringify({query: `+string(q)+`})});
		const body = await r.json();
		return body.errors[0].extensions.code;
	})()`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	return code
}

// listCount is a JavaScript expression: the line that counts a list's
// items ("12 sessions match"), or undefined.
const listCount = `[...document.querySelectorAll('main [role=status]')].map((s) => s.textContent).find((t) => /^(\d[\d,]*|10,000 or more) /.test(t))`

func quote(s string) string {
	if !strings.Contains(s, "'") {
		return "'" + s + "'"
	}
	return `"` + s + `"`
}

// person is someone with an account, and the cookie their sign-in left.
type person struct{ email, cookie string }

func sameOrigin(s *apptest.Server) []string {
	return []string{"Sec-Fetch-Site", "same-origin", "Origin", base(s)}
}

// invite makes the person with email a member of the organization named
// org (created when missing) with role, as the command line does, and
// accepts the invitation over HTTP: with name for a new person, or signed
// in as the person they already are.
func invite(t *testing.T, s *apptest.Server, org, email, name string, role auth.Role, as *person) person {
	t.Helper()
	_, link, err := s.App.People.InviteFirst(context.Background(), org, email, role)
	require.NoError(t, err)
	return accept(t, s, link, name, "", as)
}

// accept takes up an invitation link over HTTP.
func accept(t *testing.T, s *apptest.Server, link, name, email string, as *person) person {
	t.Helper()
	_, token, ok := strings.Cut(link, "#token=")
	require.True(t, ok, link)
	headers := sameOrigin(s)
	if as != nil {
		headers = append(headers, "Cookie", auth.SessionCookie+"="+as.cookie)
	}
	r := s.Do(t, "POST", "/v1/auth/invitations/accept", "", map[string]any{"token": token, "name": name, "password": passphrase, "email": email}, headers...)
	require.Equal(t, 200, r.Status, string(r.Body))
	return person{email: r.Str("user.email"), cookie: cookieOf(t, r)}
}

func cookieOf(t *testing.T, r apptest.Response) string {
	t.Helper()
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == auth.SessionCookie {
			return c.Value
		}
	}
	t.Fatalf("no session cookie in %v", r.Header)
	return ""
}

// graphQL runs a query as the signed-in person.
func (p person) graphQL(t *testing.T, s *apptest.Server, query string, vars map[string]any) apptest.Response {
	t.Helper()
	r := s.Do(t, "POST", "/graphql", "", map[string]any{"query": query, "variables": vars},
		append(sameOrigin(s), "Cookie", auth.SessionCookie+"="+p.cookie, "Accept", "application/graphql-response+json")...)
	require.Nil(t, r.Get("errors"), string(r.Body))
	return r
}

// hook is a webhook receiver on 127.0.0.1 (test mode allows local
// endpoints) that answers 200 and keeps what it got.
type hook struct {
	*httptest.Server
	mu   sync.Mutex
	reqs []hookRequest
}

type hookRequest struct {
	header http.Header
	body   string
}

func newHook(t *testing.T) *hook {
	h := &hook{}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.reqs = append(h.reqs, hookRequest{r.Header.Clone(), string(b)})
		h.mu.Unlock()
		w.Header().Set("X-Receiver", "e2e")
		io.WriteString(w, `{"received":true}`)
	}))
	t.Cleanup(h.Close)
	return h
}

// headers are the headers of the requests received, in order.
func (h *hook) headers() []http.Header {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]http.Header, len(h.reqs))
	for i, r := range h.reqs {
		out[i] = r.header
	}
	return out
}

// got reports whether a delivery's body contained every one of parts.
func (h *hook) got(parts ...string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, r := range h.reqs {
		all := true
		for _, p := range parts {
			all = all && strings.Contains(r.body, p)
		}
		if all {
			return true
		}
	}
	return false
}
