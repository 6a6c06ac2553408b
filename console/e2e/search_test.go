package e2e_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// The command menu's parts.
const (
	combobox     = `[role=dialog] [role=combobox]`
	activeOption = `[role=dialog] [role=option][aria-selected=true]`
)

// searchFor opens the command menu with Ctrl+K and types query into it.
func (c *tab) searchFor(query string) {
	c.T.Helper()
	c.Do(chromedp.KeyEvent("k", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	c.Poll(`document.activeElement?.matches(` + quote(combobox) + `) ?? false`)
	c.Do(chromedp.KeyEvent(query))
}

// activeIs waits until the menu's chosen entry reads text, the combobox pointing at it.
func (c *tab) activeIs(text string) {
	c.T.Helper()
	c.Poll(`(() => { const o = document.querySelector(` + quote(activeOption) + `);
		return !!o && o.innerText.includes(` + quote(text) + `) &&
			document.querySelector(` + quote(combobox) + `).getAttribute('aria-activedescendant') === o.id; })()`)
}

// createCustomer makes a customer with the organization's key and returns its id.
func createCustomer(t *testing.T, s *apptest.Server, key, first, last, email string) string {
	t.Helper()
	return gqlKey(t, s, key, `mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { id } }`,
		map[string]any{"i": map[string]any{"firstName": first, "lastName": last, "email": email, "country": "NG"}}).Str("data.createCustomer.id")
}

// helpAnchors are the /docs anchors of the pages' help links (src/routes.ts).
func helpAnchors(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("../src/routes.ts")
	require.NoError(t, err)
	var out []string
	for _, m := range regexp.MustCompile(`help: '([^']+)'`).FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	require.NotEmpty(t, out)
	return out
}

// One search: Ctrl+K or the header's box opens the command menu, which
// finds a session by its user reference and a customer by email and goes
// to their pages, and goes to the pages the role may see; a breadcrumb
// leads back to the list, and each page's help link points at a section of
// /docs. On a phone the filters fold behind "Filters (n)". A customer with
// nothing yet offers an owner the next steps, and a reviewer only those of
// their role.
func TestConsoleSearch(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		org, key := team(t, s, member{"rita@example.com", "Rita Reviewer", auth.Reviewer})
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": "order-77"})
		require.Equal(t, 201, r.Status, string(r.Body))
		session := r.Str("data.id")
		ada := createCustomer(t, s, key, "Ada", "Obi", "ada@example.com")
		bola := createCustomer(t, s, key, "Bola", "Ade", "bola@example.com")

		// Every help link's anchor is a heading of /docs.
		docs := s.Do(t, "GET", "/docs", "", nil)
		require.Equal(t, 200, docs.Status)
		for _, a := range helpAnchors(t) {
			require.Contains(t, string(docs.Body), `id="`+a+`"`, "/docs#%s", a)
		}

		c := open(t, browser, s, "search")
		c.State = `document.title + ': ' + document.body.innerText`
		c.visit("/console/overview")
		c.signIn("owner@example.com", passphrase)
		c.heading("Overview")

		// Ctrl+K: the pages first, then a session by its user reference.
		c.searchFor("order-77")
		c.activeIs("order-77")
		require.Contains(t, browsertest.Eval[string](c.Page, `document.querySelector(`+quote(activeOption)+`).innerText`), "Verification")
		c.Poll(`document.querySelector('[role=dialog] [role=status]').textContent === '1 result for “order-77”.'`)
		c.check("menu-session", "401")
		c.Do(chromedp.KeyEvent(kb.Enter))
		c.heading("Session " + session)
		require.Equal(t, "/console/verifications/"+session, c.path())
		require.Zero(t, browsertest.Eval[int](c.Page, `document.querySelectorAll('[role=dialog]').length`))

		// The breadcrumb leads back to the list; the help link to its section.
		require.Equal(t, []string{"Verifications", session}, browsertest.Eval[[]string](c.Page,
			`[...document.querySelectorAll('nav[aria-label=Breadcrumb] li')].map((li) => li.textContent)`))
		require.Equal(t, "page", browsertest.Eval[string](c.Page, `document.querySelector('nav[aria-label=Breadcrumb] [aria-current]').getAttribute('aria-current')`))
		help := browsertest.Eval[string](c.Page, `document.querySelector('main a[href^="/docs#"]').getAttribute('href')`)
		require.Equal(t, "/docs#identity-verification", help)
		require.Equal(t, "_blank", browsertest.Eval[string](c.Page, `document.querySelector('main a[href^="/docs#"]').target`))
		require.Contains(t, string(docs.Body), `id="`+strings.TrimPrefix(help, "/docs#")+`"`)
		c.Click(`nav[aria-label=Breadcrumb] a`)
		c.heading("Verifications")
		require.Equal(t, "/console/verifications", c.path())

		// The header's box: a customer by email; the arrow keys choose, Escape closes.
		box := `header button[aria-keyshortcuts]`
		c.Click(box)
		c.Poll(`document.activeElement?.matches(` + quote(combobox) + `) ?? false`)
		c.activeIs("Overview")
		c.check("menu", "401")
		c.Do(chromedp.KeyEvent(kb.ArrowDown))
		c.activeIs("Verifications")
		c.Do(chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp))
		c.activeIs("Audit log")
		c.Do(chromedp.KeyEvent(kb.Escape))
		c.Poll(`!document.querySelector('[role=dialog]') && document.activeElement?.matches(` + quote(box) + `)`)
		c.Click(box)
		c.Poll(`document.activeElement?.matches(` + quote(combobox) + `) ?? false`)
		c.Do(chromedp.KeyEvent("ada@example.com"))
		c.activeIs("Ada Obi")
		require.Contains(t, browsertest.Eval[string](c.Page, `document.querySelector(`+quote(activeOption)+`).innerText`), "ada@example.com")
		c.Click(activeOption)
		c.heading("Ada Obi")
		require.Equal(t, "/console/customers/"+ada, c.path())
		require.Equal(t, []string{"Customers", "Ada Obi"}, browsertest.Eval[[]string](c.Page,
			`[...document.querySelectorAll('nav[aria-label=Breadcrumb] li')].map((li) => li.textContent)`))

		// "Go to": a page by its name.
		c.searchFor("audit")
		c.activeIs("Audit log")
		c.Do(chromedp.KeyEvent(kb.Enter))
		c.heading("Audit log")

		// The customer's next steps, for an owner.
		c.visit("/console/customers/" + ada)
		c.heading("Ada Obi")
		c.contains("No verification yet.")
		require.Subset(t, mainButtons(c), []string{"Start a verification", "Request a USD account"})
		newAddress := `main a[href="/console/crypto/addresses?customer=` + ada + `"]`
		require.Equal(t, "Create a deposit address", browsertest.Eval[string](c.Page, `document.querySelector(`+quote(newAddress)+`)?.textContent ?? ''`))
		c.check("customer-next-steps", "401")

		// A verification for her: its link, and her page lists it.
		c.press("Start a verification")
		c.fill("User reference", "ada-1")
		c.press("Start the verification")
		c.Poll(`/\/widget/.test(document.querySelector('[data-testid=verification-link]')?.value ?? '')`)
		c.check("customer-verification-started", "401")
		started := column(t, d, `SELECT id FROM sessions WHERE organization_id = ? AND mode = 'test' AND customer_id = ? AND user_reference = 'ada-1'`, org, ada)
		require.Len(t, started, 1)
		c.press("Done")
		c.Poll(`!document.querySelector('[role=dialog]') && !!document.querySelector('main a[href="/console/verifications/` + started[0] + `"]')`)
		require.NotContains(t, mainButtons(c), "Start a verification")

		// A USD account: the KYC link to send her.
		c.press("Request a USD account")
		c.press("Create the KYC link")
		c.Poll(`(document.querySelector('[data-testid=kyc-link]')?.value ?? '') !== ''`)
		c.press("Done")
		c.Poll(`!document.querySelector('[role=dialog]') && !document.querySelector('main').innerText.includes('No USD account requested.')`)
		require.Equal(t, int64(1), count(t, d, `SELECT COUNT(*) FROM usd_account_requests WHERE organization_id = ? AND customer_id = ?`, org, ada))

		// A deposit address: the Crypto page's form, for her. The next steps
		// lose "Request a USD account" a moment after the dialog closes,
		// which moves the link: it is clicked once the list has settled.
		c.Poll(`![...document.querySelectorAll('main button')].some((b) => b.textContent === 'Request a USD account')`)
		c.Click(newAddress)
		c.heading("Crypto")
		c.Poll(`!!document.querySelector('form[aria-label="New deposit address"]') && document.body.innerText.includes('ada@example.com')`)

		// A phone: the filters fold behind a button that counts them.
		c.Viewport = browsertest.Phone
		c.SetViewport(browsertest.Phone)
		c.visit("/console/verifications?status=APPROVED&ref=order")
		c.heading("Verifications")
		toggle := `[...document.querySelectorAll('main button')].find((b) => b.textContent.startsWith('Filters'))`
		c.Poll(toggle + `?.textContent === 'Filters (2)'`)
		require.Equal(t, "false", browsertest.Eval[string](c.Page, toggle+`.getAttribute('aria-expanded')`))
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('form[role=search]').hidden`))
		c.check("filters-folded", "401")
		c.Click(`//main//button[starts-with(normalize-space(.), 'Filters')]`)
		c.Poll(toggle + `.getAttribute('aria-expanded') === 'true' && !document.querySelector('form[role=search]').hidden`)
		c.Shot("filters-open")
		c.CheckAccessible(c.axe)
		c.Viewport = browsertest.Desktop
		c.SetViewport(browsertest.Desktop)
		c.Poll(`!(` + toggle + `) && !document.querySelector('form[role=search]').hidden`)

		// Dark: the menu with a customer found.
		c.scheme("dark")
		c.searchFor("bola")
		c.activeIs("Bola Ade")
		c.check("menu-dark", "401")
		c.Do(chromedp.KeyEvent(kb.Escape))
		c.scheme("light")
		c.NoErrorsExcept("401")

		// A reviewer: the verification step, no money steps; no audit log to go to.
		v := open(t, browser, s, "search-reviewer")
		v.visit("/console/customers/" + bola)
		v.signIn("rita@example.com", passphrase)
		v.heading("Bola Ade")
		v.contains("No USD account requested.")
		require.Equal(t, []string{"Start a verification"}, mainButtons(v))
		require.Zero(t, browsertest.Eval[int](v.Page, `document.querySelectorAll('main a[href*="/crypto/addresses?"]').length`))
		v.check("customer-reviewer", "401")
		v.searchFor("a")
		v.Poll(`[...document.querySelectorAll('[role=dialog] [role=option]')].some((o) => o.innerText.includes('Balances'))`)
		require.NotContains(t, browsertest.Eval[string](v.Page, `document.querySelector('[role=listbox]').innerText`), "Audit log")
		v.NoErrorsExcept("401")
	})
}
