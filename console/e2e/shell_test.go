package e2e_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// The navigation of an owner, in the order of the nav.
var ownerPages = []struct{ label, path string }{
	{"Overview", "/console/overview"},
	{"Verifications", "/console/verifications"},
	{"Review queue", "/console/review"},
	{"Workflows", "/console/workflows"},
	{"Customers", "/console/customers"},
	{"Balances", "/console/balances"},
	{"FX", "/console/fx"},
	{"Crypto", "/console/crypto"},
	{"USD", "/console/usd"},
	{"Sandbox", "/console/sandbox"},
	{"Developers", "/console/developers"},
	{"Settings", "/console/settings"},
	{"Audit log", "/console/audit-log"},
}

// navLabels are the labels of the nav shown (desktop).
func navLabels(c *tab) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.sidenav a')].map((a) => a.textContent)`)
}

// The first owner signs in with a password, works in test and live mode,
// goes through every page, and signs out; as a viewer in another
// organization, they see only what a viewer may use.
func TestConsoleSignInAndShell(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		ada := invite(t, s, "Acme Bank", "ada@example.com", "Ada Lovelace", auth.Owner, nil)
		invite(t, s, "Globex", "ada@example.com", "", auth.Viewer, &ada)

		c := open(t, browser, s, "owner")
		// Signed out, a deep link leads to sign-in, then back to it.
		c.visit("/console/workflows?view=all")
		c.heading("Sign in")
		require.Equal(t, "/console/sign-in?next="+strings.ReplaceAll("%2Fconsole%2Fworkflows%3Fview%3Dall", " ", ""), c.path())
		c.check("sign-in", "401")
		c.signIn("ada@example.com", "not the password at all")
		c.Poll(`!!document.querySelector('main [role=alert]')`)
		require.Contains(t, c.text(), "The email or password is not right")
		c.fill("Password", passphrase)
		c.press("Sign in")
		c.heading("Workflows")
		require.Equal(t, "/console/workflows?view=all", c.path())

		// The shell: the organization, the person and their role, test mode.
		require.Equal(t, "Ada Lovelace", browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=user-name]').textContent`))
		require.Equal(t, "Owner", browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=user-role]').textContent`))
		require.Contains(t, c.text(), "Acme Bank")
		pressed := `document.querySelector('.mode-switch [aria-pressed=true]').textContent`
		require.Equal(t, "Test", browsertest.Eval[string](c.Page, pressed))
		require.Contains(t, c.text(), "Test mode")
		labels := navLabels(c)
		require.Len(t, labels, len(ownerPages))

		// Every page, from the nav; the back button goes back through them.
		for _, pg := range ownerPages {
			c.Click(`//nav[contains(@class,'sidenav')]//a[normalize-space(.)=` + quote(pg.label) + `]`)
			c.heading(pg.label)
			require.Equal(t, pg.path, c.path())
			require.Equal(t, pg.label, browsertest.Eval[string](c.Page, `document.querySelector('[aria-current=page]').textContent`))
			c.check(strings.TrimPrefix(pg.path, "/console/"), "401")
		}
		c.Do(chromedp.NavigateBack())
		c.heading("Settings")
		c.Do(chromedp.NavigateBack())
		c.heading("Developers")
		c.Do(chromedp.NavigateForward())
		c.heading("Settings")

		// Live mode and back.
		c.press("Live")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		require.NotContains(t, c.text(), "Test mode")
		require.Equal(t, "Settings", browsertest.Eval[string](c.Page, `document.querySelector('main h1').textContent`))
		require.Equal(t, "Live", browsertest.Eval[string](c.Page, `document.activeElement.textContent`), "the focus stays on the switch")
		c.check("live", "401")
		c.press("Test")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Test'`)
		require.Contains(t, c.text(), "Test mode")

		// The phone's menu.
		c.SetViewport(browsertest.Phone)
		c.Click(`.menu-button`)
		c.Do(chromedp.WaitVisible(chromedp.CSS(`.drawer a[href="/console/audit-log"]`)))
		c.Shot("phone-menu")
		c.CheckAccessible(c.axe)
		c.Click(`.drawer a[href="/console/audit-log"]`)
		c.heading("Audit log")
		require.Equal(t, 0, browsertest.Eval[int](c.Page, `document.querySelectorAll('.drawer').length`))
		c.SetViewport(browsertest.Desktop)

		// Another organization, as a viewer: fewer pages.
		c.Click(`.org-trigger`)
		c.Click(`//*[@role='menuitemradio' and contains(., 'Globex')]`)
		c.Poll(`document.querySelector('[data-testid=user-role]')?.textContent === 'Viewer'`)
		c.heading("Audit log")
		require.Contains(t, c.text(), "Your role cannot use this page")
		require.Equal(t, []string{"Overview", "Verifications", "Workflows", "Customers", "Balances", "FX", "Crypto", "USD", "Settings"}, navLabels(c))
		c.check("viewer-forbidden", "401")

		// Unknown pages.
		c.visit("/console/nowhere")
		c.heading("Page not found")

		// Signing out leads to sign-in; the console stays closed.
		c.signOut()
		require.Equal(t, "/console/sign-in", c.path())
		c.visit("/console/verifications")
		c.heading("Sign in")
		require.Equal(t, "/console/sign-in?next=%2Fconsole%2Fverifications", c.path())
		c.NoErrorsExcept("401")
	})
}

// A page whose code cannot load (the server away, the network down) shows
// what happened and a Reload button instead of a blank screen; Back to a
// page already loaded shows it again, and Reload, the server reachable,
// brings the page.
func TestConsolePageThatCannotLoad(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		invite(t, s, "Acme Bank", "ada@example.com", "Ada Lovelace", auth.Owner, nil)
		c := open(t, browser, s, "unloadable")
		c.visit("/console/workflows")
		c.signIn("ada@example.com", passphrase)
		c.heading("Workflows")

		// The console's files stop arriving: the next page's code fails.
		block := func(on bool) {
			var patterns []*network.BlockPattern
			if on {
				patterns = []*network.BlockPattern{{URLPattern: "*://*:*/console/assets/*", Block: true}}
			}
			_, err := chromedp.Call(c.Call(), network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: patterns})
			require.NoError(t, err)
		}
		block(true)
		c.Click(`//nav[contains(@class,'sidenav')]//a[normalize-space(.)='Audit log']`)
		c.heading("This page could not be loaded")
		require.Contains(t, c.text(), "When it is back, reload.")
		require.Contains(t, browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('main button')].map((b) => b.textContent)`), "Reload")
		c.checkAllowing("page-not-loaded", "status of 401", "ERR_BLOCKED_BY_CLIENT", "Failed to fetch dynamically imported module")

		c.Do(chromedp.NavigateBack())
		c.heading("Workflows")

		block(false)
		c.Do(chromedp.NavigateForward())
		c.heading("This page could not be loaded")
		c.press("Reload")
		c.Do(chromedp.WaitVisible(`//main//h1[normalize-space(.)='Audit log']`))
		c.heading("Audit log")
		c.NoErrorsBut("status of 401", "ERR_BLOCKED_BY_CLIENT", "Failed to fetch dynamically imported module")
	})
}

// A request sent with the session's old token while the session switches
// to live mode is refused (the switch gives the session a new token): the
// console checks before it sends the person to sign in, and stays. A
// session that has really ended still leads to the sign-in page.
func TestConsoleRefusedDuringSwitch(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		ada := invite(t, s, "Acme Bank", "ada@example.com", "Ada Lovelace", auth.Owner, nil)
		c := open(t, browser, s, "switch-race")
		c.visit("/console/workflows")
		c.signIn("ada@example.com", passphrase)
		c.heading("Workflows")

		// The switch's answer is held in the browser while the next query
		// is answered as the server answers a request with the old token.
		var mu sync.Mutex
		switching, refused := false, false
		held := make(chan fetch.RequestID, 1)
		intercept := true
		answered := make(chan struct{})
		tabCtx := c.Ctx
		require.NoError(t, chromedp.Listen(tabCtx, func(ev any) {
			e, ok := ev.(*fetch.EventRequestPaused)
			if !ok {
				return
			}
			body := ""
			for _, p := range e.Request.PostDataEntries {
				body += string(p.Bytes)
			}
			mu.Lock()
			defer mu.Unlock()
			switch {
			case e.ResponseStatusCode != 0: // the switch's answer
				held <- e.RequestID
			case strings.Contains(body, "SwitchOrganization"):
				switching = true
				go chromedp.Call(tabCtx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: e.RequestID, InterceptResponse: &intercept}) //nolint:errcheck
			case switching && !refused:
				refused = true
				go func() {
					_, _ = chromedp.Call(tabCtx, fetch.FulfillRequest, fetch.FulfillRequestParams{RequestID: e.RequestID, ResponseCode: 401,
						ResponseHeaders: []*fetch.HeaderEntry{{Name: "Content-Type", Value: "application/graphql-response+json"}},
						Body:            []byte(`{"errors":[{"message":"The session has ended; sign in again","extensions":{"code":"invalid_session"}}]}`)})
					close(answered)
				}()
			default:
				go chromedp.Call(tabCtx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: e.RequestID}) //nolint:errcheck
			}
		}))
		_, err := chromedp.Call(c.Call(), fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*/graphql"}}})
		require.NoError(t, err)

		c.press("Live")
		c.Click(`//nav[contains(@class,'sidenav')]//a[normalize-space(.)='Customers']`)
		select {
		case <-answered:
		case <-c.Call().Done():
			t.Fatal("the customers' query was not sent during the switch")
		}
		var id fetch.RequestID
		select {
		case id = <-held:
		case <-c.Call().Done():
			t.Fatal("the switch's answer did not arrive")
		}
		require.Equal(t, "/console/customers", c.path(), "the refusal waits for the switch")
		_, err = chromedp.Call(c.Call(), fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: id})
		require.NoError(t, err)
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		c.heading("Customers")
		require.Equal(t, "/console/customers", c.path())
		_, err = chromedp.Call(c.Call(), fetch.Disable, cdp.Empty{})
		require.NoError(t, err)

		// The session ended elsewhere (a new password from another
		// session): the next query leads to sign-in.
		r := ada.graphQL(t, s, `mutation($p: String!, $n: String!) { changePassword(current: $p, new: $n) }`,
			map[string]any{"p": passphrase, "n": passphrase + " anew"})
		require.Equal(t, true, r.Get("data.changePassword"), string(r.Body))
		c.Click(`//nav[contains(@class,'sidenav')]//a[normalize-space(.)='Workflows']`)
		c.heading("Sign in")
		require.Equal(t, "/console/sign-in?next=%2Fconsole%2Fworkflows", c.path())
	})
}
