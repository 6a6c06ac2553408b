package e2e_test

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// scheme makes the tab's system prefer the colour scheme ("dark", "light").
func (c *tab) scheme(s string) {
	c.T.Helper()
	c.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: s}},
		})
		return err
	}))
}

// luminance is the relative luminance (WCAG: 0 black, 1 white) of the page's background.
func (c *tab) luminance() float64 {
	return browsertest.Eval[float64](c.Page, `(() => {
		const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g).map(Number);
		const l = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
		return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b); })()`)
}

// statusColours are the background colours of the sessions list's status
// badges, by their words; the three of a decision must differ.
func (c *tab) statusColours() map[string]string {
	c.T.Helper()
	colours := browsertest.Eval[map[string]string](c.Page, `Object.fromEntries([...document.querySelectorAll('table.sessions [data-tone]')]
		.map((b) => [b.textContent, getComputedStyle(b).backgroundColor]))`)
	for _, s := range []string{"Approved", "Rejected", "In review"} {
		require.Contains(c.T, colours, s)
	}
	require.Len(c.T, map[string]bool{colours["Approved"]: true, colours["Rejected"]: true, colours["In review"]: true}, 3,
		"Approved, Rejected and In review have colours of their own: %v", colours)
	return colours
}

// theme picks a theme in the account menu.
func (c *tab) theme(label string) {
	c.T.Helper()
	c.Click(`.user-trigger`)
	c.press(label)
	c.Poll(`!document.querySelector('[role=menu]')`)
}

// The console follows the system's dark scheme until a theme is chosen in
// the account menu, which it keeps; the status badges keep three distinct
// colours in both themes. Approving a case asks first: Escape leaves it in
// review, Enter approves it.
func TestConsoleTheme(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		key := apiKey(t, s, owner, "back office", nil)
		_, status := verified(t, s, key, "order-1", nil)
		require.Equal(t, "approved", status)
		rejected := inReview(t, s, key, "order-2", map[string]string{"confidence": "0.7"})
		gqlKey(t, s, key, `mutation($id: ID!) { rejectSession(id: $id, note: "Blurred.") { id } }`, map[string]any{"id": rejected})
		waiting := inReview(t, s, key, "order-3", map[string]string{"confidence": "0.7"})
		inReview(t, s, key, "order-4", map[string]string{"quality_score": "0.6"})

		// The system prefers dark: so does the console, from the sign-in page on.
		c := open(t, browser, s, "theme")
		c.scheme("dark")
		c.visit("/console/verifications")
		c.heading("Sign in")
		require.Less(t, c.luminance(), 0.05, "the sign-in page is dark")
		c.check("sign-in-dark", "401")
		c.signIn("owner@example.com", passphrase)
		c.heading("Verifications")
		c.Poll(`document.querySelectorAll('table.sessions tbody tr').length === 4`)
		require.Less(t, c.luminance(), 0.05, "the page is dark")
		dark := c.statusColours()
		c.check("verifications-dark", "401")

		// Approve asks first; Escape leaves the case in review, the focus back on Approve.
		c.visit("/console/verifications/" + waiting)
		c.heading("Session " + waiting)
		imagesLoaded(c)
		c.press("Approve")
		c.Poll(`document.querySelector('[role=dialog] h2')?.textContent === 'Approve this verification?' &&
			document.activeElement?.textContent === 'Approve the case'`)
		c.check("approve-dark", "401")
		c.Do(chromedp.KeyEvent(kb.Escape))
		c.Poll(`!document.querySelector('[role=dialog]') && document.activeElement?.textContent === 'Approve'`)
		require.Equal(t, "requires_review", s.Do(t, "GET", "/v1/sessions/"+waiting, key, nil).Str("data.status"))
		require.Equal(t, "In review", browsertest.Eval[string](c.Page, `document.querySelector('.badges [data-tone]').textContent`))

		// Enter approves.
		c.press("Approve")
		c.Poll(`document.activeElement?.textContent === 'Approve the case'`)
		c.Do(chromedp.KeyEvent(kb.Enter))
		c.Poll(`document.querySelector('.badges [data-tone]')?.textContent === 'Approved' && !document.querySelector('[role=dialog]')`)
		require.Equal(t, "approved", s.Do(t, "GET", "/v1/sessions/"+waiting, key, nil).Str("data.status"))
		c.check("session-dark", "401")

		c.visit("/console/overview")
		c.heading("Overview")
		c.Poll(`document.querySelectorAll('.chart canvas').length > 0`)
		c.check("overview-dark", "401")

		// Light, chosen in the account menu, over the system's dark: kept for the next visits.
		c.theme("Light")
		c.Poll(`document.documentElement.dataset.theme === 'light'`)
		require.Greater(t, c.luminance(), 0.8, "the page is light")
		c.visit("/console/verifications")
		c.heading("Verifications")
		c.Poll(`document.querySelectorAll('table.sessions tbody tr').length === 4`)
		require.Equal(t, "light", browsertest.Eval[string](c.Page, `document.documentElement.dataset.theme ?? ''`))
		light := c.statusColours()
		require.NotEqual(t, dark, light)
		c.check("verifications-light", "401")
		c.visit("/console/review")
		c.heading("Review queue")
		c.Poll(`document.querySelectorAll('.queue-list li').length === 1`)
		c.check("review-queue-light", "401")

		// Dark, chosen over a light system; then the system's again.
		c.scheme("light")
		c.theme("Dark")
		c.Poll(`document.documentElement.dataset.theme === 'dark'`)
		require.Less(t, c.luminance(), 0.05)
		c.check("review-queue-dark", "401")
		c.theme("System")
		c.Poll(`document.documentElement.dataset.theme === undefined`)
		require.Greater(t, c.luminance(), 0.8, "the system's light again")
		c.NoErrorsExcept("401")
	})
}
