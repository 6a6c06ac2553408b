package e2e_test

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// stageRow is the selector of a stage's row in the verification checks.
func stageRow(stage string) string { return `[data-stage=` + stage + `]` }

// shownStage is what a stage's row says: its driver, whether it is chosen
// or the default, its URL and secret's hint, and its warning.
type shownStage struct {
	Driver  string `json:"driver"`
	Badge   string `json:"badge"`
	URL     string `json:"url"`
	Hint    string `json:"hint"`
	Problem string `json:"problem"`
}

func stageShown(c *tab, stage string) shownStage {
	c.T.Helper()
	return browsertest.Eval[shownStage](c.Page, `(() => { const r = document.querySelector(`+quote(stageRow(stage))+`);
		const text = (sel) => r.querySelector(sel)?.textContent ?? '';
		return { driver: text('[data-testid=provider-driver]'), badge: text('[data-tone]'), url: text('dd code:not([data-testid])'),
			hint: text('[data-testid=secret-hint]'), problem: text('.provider-problem') }; })()`)
}

// stageButton clicks the button of a stage's row whose accessible name starts with label.
func (c *tab) stageButton(stage, label string) {
	c.T.Helper()
	c.Click(stageRow(stage) + ` button[aria-label^="` + label + `"]`)
}

// stagePress clicks the button of a stage's row whose text is text.
func (c *tab) stagePress(stage, text string) {
	c.T.Helper()
	c.Click(`//*[@data-stage=` + quote(stage) + `]//button[normalize-space(.)=` + quote(text) + `]`)
}

// chooseDriver picks a driver in the form of a stage's row.
func (c *tab) chooseDriver(stage, driver string) {
	c.T.Helper()
	require.True(c.T, browsertest.Eval[bool](c.Page, `(() => { const s = document.querySelector(`+quote(stageRow(stage)+` select[name=driver]`)+`);
		if (!s) return false;
		s.value = `+quote(driver)+`; s.dispatchEvent(new Event('change', {bubbles: true})); return s.value === `+quote(driver)+`; })()`))
}

// driverOptions are the drivers the form of a stage's row offers.
func driverOptions(c *tab, stage string) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll(`+quote(stageRow(stage)+` select[name=driver] option`)+`)].map((o) => o.value)`)
}

// focused reports whether the focus is on the element that sel selects.
func focused(sel string) string {
	return `document.activeElement === document.querySelector(` + quote(sel) + `)`
}

const providersQuery = `{ verificationProviders { stage driver chosen url secretHint } }`

// An admin sees what runs each stage (test mode: the mocks, by default),
// puts the address on a geocoder and liveness on an external service with
// a secret made in the browser, and sees both saved; a URL the server
// refuses is reported beside its input; a stage goes back to its default.
// Live mode has choices of its own, without the mocks. A reviewer sees the
// checks and changes nothing, and the server refuses them anyway.
func TestConsoleVerificationChecks(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "olu@example.com", "Olu Owner", auth.Owner, nil)
		link := func(email string, role string) string {
			r := owner.graphQL(t, s, `mutation($e: String!, $r: Role!) { inviteMember(input: {email: $e, role: $r}) { link } }`,
				map[string]any{"e": email, "r": role})
			return r.Str("data.inviteMember.link")
		}
		accept(t, s, link("ada@example.com", "ADMIN"), "Ada Admin", "", nil)
		accept(t, s, link("rita@example.com", "REVIEWER"), "Rita Reviewer", "", nil)
		// Nothing needs to answer for a choice to be saved.
		geocoder := httptest.NewServer(http.NotFoundHandler())
		t.Cleanup(geocoder.Close)
		service := httptest.NewServer(http.NotFoundHandler())
		t.Cleanup(service.Close)
		saved := func() map[string]map[string]any {
			t.Helper()
			out := map[string]map[string]any{}
			for _, x := range owner.graphQL(t, s, providersQuery, nil).Get("data.verificationProviders").([]any) {
				m := x.(map[string]any)
				out[m["stage"].(string)] = m
			}
			return out
		}

		c := open(t, browser, s, "verification-checks")
		c.visit("/console/settings/verification")
		c.signIn("ada@example.com", passphrase)
		c.heading("Settings")
		require.Equal(t, []string{"Organization", "Members", "Security", "Verification checks", "My account"}, subnav(c))
		c.Poll(`document.querySelectorAll('.provider').length === 4`)
		require.Equal(t, []string{"DOCUMENT", "LIVENESS", "FACE_MATCH", "ADDRESS"},
			browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.provider')].map((li) => li.dataset.stage)`))
		for _, stage := range []string{"DOCUMENT", "LIVENESS", "FACE_MATCH", "ADDRESS"} {
			require.Equal(t, shownStage{Driver: "Test mocks (scripted by hints)", Badge: "Default"}, stageShown(c, stage), stage)
		}
		c.check("defaults", "401")

		// The address on a geocoder: a URL only.
		c.stageButton("ADDRESS", "Change")
		c.Poll(focused(stageRow("ADDRESS") + ` select[name=driver]`))
		require.Equal(t, []string{"MOCK", "HTTP", "GEOCODER", "NONE"}, driverOptions(c, "ADDRESS"))
		c.chooseDriver("ADDRESS", "GEOCODER")
		c.Poll(`!!document.querySelector(` + quote(stageRow("ADDRESS")+` input[name=url]`) + `)`)
		require.Zero(t, browsertest.Eval[int](c.Page, `document.querySelectorAll('input[name=secret]').length`), "a geocoder has no secret")
		c.fill("Geocoder URL", geocoder.URL)
		c.stagePress("ADDRESS", "Save")
		c.Poll(`document.querySelector(` + quote(stageRow("ADDRESS")+` [role=status]`) + `)?.textContent === 'Address saved: Geocoder (Nominatim-compatible).'`)
		require.Equal(t, shownStage{Driver: "Geocoder (Nominatim-compatible)", Badge: "Chosen", URL: geocoder.URL}, stageShown(c, "ADDRESS"))
		c.Poll(focused(stageRow("ADDRESS") + ` button[aria-label^="Change"]`))

		// Liveness on an external service, with a secret made here.
		c.stageButton("LIVENESS", "Change")
		require.Equal(t, []string{"MOCK", "BUILTIN", "HTTP", "NONE"}, driverOptions(c, "LIVENESS"))
		require.Equal(t, 1, browsertest.Eval[int](c.Page, `document.querySelectorAll('.provider-edit').length`), "the other rows' forms are closed")
		c.chooseDriver("LIVENESS", "HTTP")
		c.fill("Service URL", service.URL+"/checks")
		// No secret yet: the form says so before asking the server.
		c.stagePress("LIVENESS", "Save")
		c.Poll(`document.querySelector(` + quote(stageRow("LIVENESS")+` input[name=secret]`) + `)?.getAttribute('aria-invalid') === 'true' && ` +
			focused(stageRow("LIVENESS")+` input[name=secret]`))
		c.stagePress("LIVENESS", "Generate")
		c.Poll(`document.querySelector(` + quote(stageRow("LIVENESS")+` .provider-secret input`) + `)?.value.startsWith('whsec_')`)
		secret := browsertest.Eval[string](c.Page, `document.querySelector(`+quote(stageRow("LIVENESS")+` .provider-secret input`)+`).value`)
		require.Regexp(t, regexp.MustCompile(`^whsec_[A-Za-z0-9+/]{32}$`), secret)
		require.Equal(t, secret, browsertest.Eval[string](c.Page, `document.querySelector(`+quote(stageRow("LIVENESS")+` input[name=secret]`)+`).value`))
		_, err := standardwebhooks.NewWebhook(secret)
		require.NoError(t, err, "a Standard Webhooks secret")
		require.Contains(t, c.text(), "must verify each request’s Standard Webhooks signature")
		c.stagePress("LIVENESS", "Copy")
		c.Poll(`(document.querySelector(` + quote(stageRow("LIVENESS")+` .provider-secret [role=status]`) + `)?.textContent ?? '').includes('clipboard')`)
		c.show(stageRow("LIVENESS") + ` .provider-edit`)
		c.check("http-secret", "401")
		c.stagePress("LIVENESS", "Save")
		hint := secret[:10] + "…" + secret[len(secret)-4:]
		c.Poll(`document.querySelector(` + quote(stageRow("LIVENESS")+` [data-testid=secret-hint]`) + `)?.textContent === ` + quote(hint))
		require.Equal(t, shownStage{Driver: "External service", Badge: "Chosen", URL: service.URL + "/checks", Hint: hint}, stageShown(c, "LIVENESS"))
		// Saved, the secret stays shown until the person says they have it.
		require.Equal(t, secret, browsertest.Eval[string](c.Page, `document.querySelector(`+quote(stageRow("LIVENESS")+` .provider-secret input`)+`).value`))
		got := saved()
		require.Equal(t, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "chosen": true, "url": service.URL + "/checks", "secretHint": hint}, got["LIVENESS"])
		require.Equal(t, map[string]any{"stage": "ADDRESS", "driver": "GEOCODER", "chosen": true, "url": geocoder.URL, "secretHint": nil}, got["ADDRESS"])
		require.Equal(t, false, got["DOCUMENT"]["chosen"])
		c.show(stageRow("LIVENESS"))
		c.check("saved", "401")
		c.stagePress("LIVENESS", "I have copied it")
		c.Poll(`!document.querySelector('.provider-secret') && ` + focused(stageRow("LIVENESS")+` button[aria-label^="Change"]`))

		// A URL the server refuses: its message is beside the URL, which
		// has the focus; the secret left empty is kept.
		c.stageButton("LIVENESS", "Change")
		c.Poll(`document.querySelector(` + quote(stageRow("LIVENESS")+` input[name=url]`) + `)?.value === ` + quote(service.URL+"/checks"))
		require.Contains(t, c.text(), "A secret is stored ("+hint+"). Leave this empty to keep it")
		c.fill("Service URL", "http://user:password@127.0.0.1:9/checks")
		c.stagePress("LIVENESS", "Save")
		urlInput := stageRow("LIVENESS") + ` input[name=url]`
		c.Poll(`(() => { const i = document.querySelector(` + quote(urlInput) + `);
			return i?.getAttribute('aria-invalid') === 'true' && document.activeElement === i &&
				document.getElementById(i.id + '-problem')?.textContent.includes('without credentials') &&
				i.getAttribute('aria-describedby').includes(i.id + '-problem'); })()`)
		c.show(urlInput)
		c.check("url-invalid", "401")
		require.Equal(t, service.URL+"/checks", saved()["LIVENESS"]["url"], "nothing is written")
		c.stagePress("LIVENESS", "Cancel")
		c.Poll(`!document.querySelector(` + quote(urlInput) + `) && ` + focused(stageRow("LIVENESS")+` button[aria-label^="Change"]`))

		// The address back to the default, once confirmed.
		c.stageButton("ADDRESS", "Use default")
		c.Poll(`!!document.querySelector('[role=dialog]') && document.querySelector('[role=dialog]').contains(document.activeElement)`)
		require.Contains(t, browsertest.Eval[string](c.Page, `document.querySelector('[role=dialog]').innerText`), "Address goes back to test mode’s default")
		c.check("reset", "401")
		c.Click(`//*[contains(@class,'dialog')]//button[normalize-space(.)='Use default']`)
		c.Poll(`!document.querySelector('[role=dialog]') && ` + focused(stageRow("ADDRESS")+` button[aria-label^="Change"]`))
		require.Equal(t, "Address is back to the default: Test mocks (scripted by hints).",
			browsertest.Eval[string](c.Page, `document.querySelector(`+quote(stageRow("ADDRESS")+` [role=status]`)+`).textContent`))
		require.Equal(t, shownStage{Driver: "Test mocks (scripted by hints)", Badge: "Default"}, stageShown(c, "ADDRESS"))
		require.Zero(t, browsertest.Eval[int](c.Page, `document.querySelectorAll(`+quote(stageRow("ADDRESS")+` button[aria-label^="Use default"]`)+`).length`))
		got = saved()
		require.Equal(t, map[string]any{"stage": "ADDRESS", "driver": "MOCK", "chosen": false, "url": nil, "secretHint": nil}, got["ADDRESS"])
		require.Equal(t, "HTTP", got["LIVENESS"]["driver"], "the other stages stay")

		// Live mode: its own choices, no mocks; a stage without a driver says where its sessions go.
		c.press("Live")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		c.Poll(`document.querySelector(` + quote(stageRow("ADDRESS")+` [data-testid=provider-driver]`) + `)?.textContent === 'None — sent to a person'`)
		for _, stage := range []string{"DOCUMENT", "LIVENESS", "FACE_MATCH"} {
			require.Equal(t, "Built in (on this server)", stageShown(c, stage).Driver, stage)
		}
		require.Equal(t, shownStage{Driver: "None — sent to a person", Badge: "Default",
			Problem: "⚠ Warning: No driver: the stage's sessions go to a person."}, stageShown(c, "ADDRESS"))
		c.stageButton("ADDRESS", "Change")
		require.Equal(t, []string{"HTTP", "GEOCODER", "NONE"}, driverOptions(c, "ADDRESS"))
		// Escape closes a stage's form, as Cancel does.
		c.Poll(focused(stageRow("ADDRESS") + ` select[name=driver]`))
		c.Do(chromedp.KeyEvent(kb.Escape))
		c.Poll(`!document.querySelector('.provider-edit') && ` + focused(stageRow("ADDRESS")+` button[aria-label^="Change"]`))
		c.stageButton("DOCUMENT", "Change")
		require.Equal(t, []string{"BUILTIN", "HTTP", "NONE"}, driverOptions(c, "DOCUMENT"))
		c.stagePress("DOCUMENT", "Cancel")
		c.check("live", "401")
		c.press("Test")
		c.Poll(`document.querySelector(` + quote(stageRow("LIVENESS")+` [data-testid=provider-driver]`) + `)?.textContent === 'External service'`)

		// A reviewer: the same checks, and nothing to change them with.
		v := open(t, browser, s, "verification-checks-reviewer")
		v.visit("/console/settings")
		v.signIn("rita@example.com", passphrase)
		v.heading("Settings")
		require.Equal(t, []string{"Verification checks", "My account"}, subnav(v))
		v.Poll(`document.querySelector('main h2.section-title')?.textContent === 'My account'`)
		v.openSection("Verification checks", "/console/settings/verification")
		v.Poll(`document.querySelectorAll('.provider').length === 4`)
		require.Equal(t, shownStage{Driver: "External service", Badge: "Chosen", URL: service.URL + "/checks", Hint: hint}, stageShown(v, "LIVENESS"))
		require.Zero(t, browsertest.Eval[int](v.Page, `document.querySelectorAll('.provider-list button, .provider-list select, .provider-list input').length`))
		require.Contains(t, v.text(), "only owners and admins can change it")
		v.check("read-only", "401")
		require.Equal(t, "forbidden", v.errorCode(t, `mutation { updateVerificationProviders(input: [{stage: LIVENESS, driver: NONE}]) { stage } }`))
		require.Equal(t, "HTTP", saved()["LIVENESS"]["driver"])
		v.NoErrorsExcept("401")
	})
}
