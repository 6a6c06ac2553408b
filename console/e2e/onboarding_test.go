package e2e_test

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// signedIn is the person signed in in the tab, with the session cookie
// the browser keeps.
func (c *tab) signedIn(email string) person {
	c.T.Helper()
	r, err := chromedp.Call(c.Call(), network.GetCookies, network.GetCookiesParams{URLs: []string{base(c.s)}})
	require.NoError(c.T, err)
	for _, k := range r.Cookies {
		if k.Name == auth.SessionCookie {
			return person{email: email, cookie: k.Value}
		}
	}
	c.T.Fatal("no session cookie in the browser")
	return person{}
}

// checklist is the overview's checklist as shown: each step's key, done or not.
func checklist(c *tab) map[string]bool {
	return browsertest.Eval[map[string]bool](c.Page, `Object.fromEntries([...document.querySelectorAll('.checklist-step')]
		.map((s) => [s.dataset.step, s.dataset.done === 'true']))`)
}

// shownIn is a JavaScript expression: every time[datetime] that sel
// selects (at least one) reads as the console writes times in zone.
func shownIn(sel, zone string) string {
	return `(() => { const ts = [...document.querySelectorAll(` + quote(sel) + `)];
		return ts.length > 0 && ts.every((t) => t.textContent === new Date(t.dateTime).toLocaleString(undefined,
			{dateStyle: 'medium', timeStyle: 'medium', timeZone: ` + quote(zone) + `})); })()`
}

// A new organization: the first owner's link asks for the email at once
// and signs them in on the first submit; the overview's checklist ticks
// each step as it is made (a key, a session, a webhook, an invitation)
// and says its days are UTC days; a used link says so before anything is
// typed. The owner sets a time zone, which times are shown in at once and
// on every page; an admin signs in on the sign-in page (which loads the
// console only then), asks for the queue's mail, sets the review target
// and adds and deletes review presets.
func TestConsoleOnboarding(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		link, err := s.App.People.FirstOwner(context.Background(), "default")
		require.NoError(t, err)

		// The first owner's link: where it leads, and the email asked at once.
		c := open(t, browser, s, "onboarding")
		c.Do(chromedp.Navigate(link))
		c.heading("Join default as Owner")
		require.Contains(t, c.text(), "This invitation names no email")
		c.fill("Email", "olu@example.com")
		c.fill("Your name", "Olu Owner")
		c.fill("Password", passphrase)
		c.check("first-owner")
		c.press("Accept the invitation")
		c.heading("Overview")
		c.NoErrors() // signed in on the first submit: no request failed
		owner := c.signedIn("olu@example.com")

		// The checklist: every step to do, each with the way to it.
		c.Poll(`document.querySelectorAll('.checklist-step').length === 5`)
		require.Equal(t, map[string]bool{"apiKey": false, "session": false, "webhook": false, "team": false, "live": false}, checklist(c))
		require.Contains(t, c.text(), "0 of 5 steps done")
		require.Contains(t, c.text(), "Days here are UTC days")
		require.Equal(t, []string{"/console/developers/keys", "/console/verifications", "/docs#run-it", "/console/developers/webhooks",
			"/console/settings/members", "/docs#identity-verification"},
			browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.checklist-links a')].map((a) => a.getAttribute('href'))`))
		c.check("checklist")

		// Each step is ticked once made.
		overview := func(done string) {
			t.Helper()
			c.visit("/console/overview")
			c.heading("Overview")
			c.Poll(`document.querySelector('.checklist-step[data-step=` + done + `]')?.dataset.done === 'true'`)
		}
		key := apiKey(t, s, owner, "back office", nil)
		overview("apiKey")
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": "first"})
		require.Equal(t, 201, r.Status, string(r.Body))
		overview("session")
		r = s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": newHook(t).URL + "/hook", "events": []string{"verification.*"}})
		require.Equal(t, 201, r.Status, string(r.Body))
		overview("webhook")
		r = owner.graphQL(t, s, `mutation { inviteMember(input: {email: "ada@example.com", role: ADMIN}) { link } }`, nil)
		ada := accept(t, s, r.Str("data.inviteMember.link"), "Ada Admin", "", nil)
		overview("team")
		require.Equal(t, map[string]bool{"apiKey": true, "session": true, "webhook": true, "team": true, "live": false}, checklist(c))
		require.Contains(t, c.text(), "4 of 5 steps done")
		c.check("checklist-done")
		c.scheme("dark")
		c.check("checklist-dark")
		c.scheme("light")

		// A used link says so at once, with a way on.
		c.Do(chromedp.Navigate(link))
		c.heading("This invitation is not valid")
		require.Contains(t, c.text(), "Ask the person who invited you for a new one")
		c.check("invitation-invalid", "404")

		// The owner's time zone: the account page's times follow it at
		// once, then every page's (the API keys' creation times), also
		// after a reload.
		c.visit("/console/settings/account")
		c.heading("Settings")
		c.Poll(`document.querySelectorAll('[data-testid=my-session] time').length > 0 && !!document.querySelector('select[name=timeZone]')`)
		require.Equal(t, "", browsertest.Eval[string](c.Page, `document.querySelector('select[name=timeZone]').value`))
		require.Regexp(t, `^Browser's \(.+\)$`, browsertest.Eval[string](c.Page, `document.querySelector('select[name=timeZone] option').textContent`))
		c.choose("Time zone", "Asia/Tokyo")
		c.press("Save the preferences")
		c.Poll(`document.body.innerText.includes('Times are shown in Asia/Tokyo.')`)
		c.Poll(shownIn(`[data-testid=my-session] time`, "Asia/Tokyo"))
		c.check("time-zone", "404")
		r = owner.graphQL(t, s, `{ myPreferences { timeZone } apiKeys(first: 1) { edges { node { createdAt } } } }`, nil)
		require.Equal(t, "Asia/Tokyo", r.Str("data.myPreferences.timeZone"))
		created := r.Str("data.apiKeys.edges.0.node.createdAt")
		createdIn := `(() => { const want = new Date(` + quote(created) + `).toLocaleString(undefined, {dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Tokyo'});
			return [...document.querySelectorAll('td[data-label=Created]')].some((td) => td.textContent === want); })()`
		// The nav's link, followed in the page (no reload).
		require.True(t, browsertest.Eval[bool](c.Page, `(() => { document.querySelector('.sidenav a[href="/console/developers"]').click(); return true; })()`))
		c.heading("Developers")
		c.Poll(createdIn)
		c.visit("/console/developers/keys")
		c.heading("Developers")
		c.Poll(createdIn)
		c.NoErrorsExcept("404")

		// An admin signs in from the sign-in page itself, which loads the
		// console only then, and is led to the page asked for.
		a := open(t, browser, s, "onboarding-admin")
		a.visit("/console/sign-in?next=%2Fconsole%2Fsettings%2Faccount")
		a.heading("Sign in")
		loaded := `performance.getEntriesByType('resource').some((r) => /\/assets\/App-[^/]+\.js$/.test(r.name))`
		require.False(t, browsertest.Eval[bool](a.Page, loaded), "the sign-in page loads no more than it needs")
		a.signIn("ada@example.com", passphrase)
		a.heading("Settings")
		require.Equal(t, "/console/settings/account", a.path())
		require.True(t, browsertest.Eval[bool](a.Page, loaded))

		// Both mails offered to an admin, the queue's turned on.
		a.Poll(`document.body.innerText.includes('When the review queue waits too long')`)
		require.Contains(t, a.text(), "When a webhook endpoint keeps failing")
		require.Contains(t, a.text(), "At most every 4 hours")
		require.Contains(t, a.text(), "At most once a day")
		a.tick("When the review queue waits too long")
		a.press("Save the preferences")
		a.Poll(`document.body.innerText.includes('Your preferences are saved.')`)
		r = ada.graphQL(t, s, `{ myPreferences { timeZone notifyQueue notifyEndpoints } }`, nil)
		require.Nil(t, r.Get("data.myPreferences.timeZone"))
		require.Equal(t, true, r.Get("data.myPreferences.notifyQueue"))
		require.Equal(t, false, r.Get("data.myPreferences.notifyEndpoints"))
		a.show(`input[name=notifyQueue]`)
		a.check("mails")

		// The review target: checked where it is typed, then saved.
		a.visit("/console/settings/organization")
		a.heading("Settings")
		a.Poll(`document.querySelector('input[name=reviewTargetMinutes]')?.value === '60'`)
		a.fill("Minutes a case may wait", "3")
		a.press("Save the review target")
		a.Poll(`document.body.innerText.includes('From 5 minutes to a week')`)
		a.fill("Minutes a case may wait", "45")
		a.press("Save the review target")
		a.Poll(`document.body.innerText.includes('A live case may wait 45 minutes')`)
		r = ada.graphQL(t, s, `{ viewer { organization { reviewTargetMinutes } } }`, nil)
		require.EqualValues(t, 45, r.Get("data.viewer.organization.reviewTargetMinutes"))

		// Review presets: two added, one deleted.
		a.Poll(`document.body.innerText.includes('No presets yet.')`)
		a.fill("Label", "Document expired")
		a.fill("Note", "The document had expired when it was sent.")
		a.press("Add the preset")
		a.Poll(`document.querySelectorAll('[data-testid=review-preset]').length === 1 && document.body.innerText.includes('“Document expired” is added.')`)
		a.choose("Offered when", "APPROVED")
		a.fill("Label", "Checked by hand")
		a.fill("Note", "The document was checked against the original.")
		a.press("Add the preset")
		a.Poll(`document.querySelectorAll('[data-testid=review-preset]').length === 2`)
		a.show(`.preset-form`)
		a.check("review-presets")
		r = ada.graphQL(t, s, `{ reviewPresets { decision label note } }`, nil)
		require.ElementsMatch(t, []any{
			map[string]any{"decision": "REJECTED", "label": "Document expired", "note": "The document had expired when it was sent."},
			map[string]any{"decision": "APPROVED", "label": "Checked by hand", "note": "The document was checked against the original."},
		}, r.Get("data.reviewPresets"))
		a.Click(`button[aria-label="Delete the preset Document expired"]`)
		a.Poll(`document.querySelectorAll('[data-testid=review-preset]').length === 1 && document.body.innerText.includes('“Document expired” is deleted.')`)
		r = ada.graphQL(t, s, `{ reviewPresets { label } }`, nil)
		require.Equal(t, []any{map[string]any{"label": "Checked by hand"}}, r.Get("data.reviewPresets"))
		a.NoErrors()
	})
}
