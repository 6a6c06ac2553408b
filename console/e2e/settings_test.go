package e2e_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/webauthn"
	"github.com/chromedp/chromedp"
	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/people/ssotest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// subnav are the labels of the settings' sub-nav.
func subnav(c *tab) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('nav[aria-label=Settings] a')].map((a) => a.textContent)`)
}

// openSection follows the settings' sub-nav to the section labelled label.
func (c *tab) openSection(label, path string) {
	c.T.Helper()
	c.Click(`//nav[@aria-label='Settings']//a[normalize-space(.)=` + quote(label) + `]`)
	c.Poll(`location.pathname === ` + quote(path) + ` && document.querySelector('main h2.section-title')?.textContent === ` + quote(label))
	c.heading("Settings")
}

// memberID is the user id of the member with email.
func memberID(t *testing.T, s *apptest.Server, as person, email string) string {
	t.Helper()
	r := as.graphQL(t, s, `{ members { user { id email } } }`, nil)
	for _, m := range r.Get("data.members").([]any) {
		u := m.(map[string]any)["user"].(map[string]any)
		if u["email"] == email {
			return u["id"].(string)
		}
	}
	t.Fatalf("no member %s", email)
	return ""
}

// show scrolls the element that sel selects into the middle of the view, for its screenshot.
func (c *tab) show(sel string) {
	c.T.Helper()
	require.True(c.T, browsertest.Eval[bool](c.Page, `(() => { document.querySelector(`+quote(sel)+`).scrollIntoView({block: 'center'}); return true; })()`))
}

// signedOut reports, within 2 s, that the person's cookie no longer
// opens /graphql.
func signedOut(t *testing.T, s *apptest.Server, p person) {
	t.Helper()
	require.Eventually(t, func() bool {
		r := s.Do(t, "POST", "/graphql", "", map[string]any{"query": `{ viewer { role } }`},
			append(sameOrigin(s), "Cookie", auth.SessionCookie+"="+p.cookie, "Accept", "application/graphql-response+json")...)
		return r.Status == 401
	}, 2*time.Second, 100*time.Millisecond, "%s's session still works", p.email)
}

// An admin changes the widget's look and sees the preview follow, then
// the hosted widget with the saved settings; invites someone (the link is
// shown to copy, as tests send no mail) and removes a member, whose
// session stops working; verifies a domain for single sign-on (its TXT
// record published on a DNS server of the test's own) and turns single
// sign-on on. A viewer sees their own account (and what runs the
// verification checks, to read), and the server refuses them the
// organization's settings anyway.
func TestConsoleSettings(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		dns := ssotest.StartDNS(t)
		s := start(t, d, func(o *apptest.Options) { o.Config = func(c *config.Config) { c.DNSServer = dns.Addr } })
		owner := invite(t, s, "Acme Bank", "olu@example.com", "Olu Owner", auth.Owner, nil)
		link := func(email string, role string) string {
			r := owner.graphQL(t, s, `mutation($e: String!, $r: Role!) { inviteMember(input: {email: $e, role: $r}) { link } }`,
				map[string]any{"e": email, "r": role})
			return r.Str("data.inviteMember.link")
		}
		accept(t, s, link("ada@example.com", "ADMIN"), "Ada Admin", "", nil)
		max := accept(t, s, link("max@example.com", "REVIEWER"), "Max Reviewer", "", nil)
		accept(t, s, link("vic@example.com", "VIEWER"), "Vic Viewer", "", nil)

		c := open(t, browser, s, "settings-admin")
		c.visit("/console/settings")
		c.signIn("ada@example.com", passphrase)
		c.heading("Settings")
		require.Equal(t, "/console/settings", c.path())
		require.Equal(t, []string{"Organization", "Members", "Security", "Verification checks", "My account"}, subnav(c))
		require.Equal(t, "Organization", browsertest.Eval[string](c.Page, `document.querySelector('nav[aria-label=Settings] [aria-current=page]').textContent`))
		c.Poll(`!!document.querySelector('[data-testid=widget-preview]')`)
		c.check("organization", "401")

		// The hosted widget itself, with the settings as saved.
		c.press("Show the hosted widget")
		frame := `document.querySelector('[data-testid=widget-frame]')?.contentDocument`
		c.Poll(`(() => { const d = ` + frame + `; return !!d && d.querySelector('#brand-name')?.textContent === 'Acme Bank'; })()`)
		// The widget focuses its headings; framed as a picture, it takes no focus from the console.
		c.Poll(`document.activeElement?.textContent === 'Reload the hosted widget'`)

		// The preview follows the form before anything is saved.
		c.fill("Display name", "Acme Verify")
		c.fill("Accent colour", "#0b6b3a")
		c.Poll(`document.querySelector('.wp-name')?.textContent === 'Acme Verify'`)
		require.Equal(t, "rgb(11, 107, 58)", browsertest.Eval[string](c.Page, `getComputedStyle(document.querySelector('.wp-primary')).backgroundColor`))
		require.Equal(t, "Verify your identity for Acme Verify", browsertest.Eval[string](c.Page, `document.querySelector('.wp-title').textContent`))
		require.Equal(t, "Acme Bank", browsertest.Eval[string](c.Page, frame+`.querySelector('#brand-name').textContent`), "the widget shows what is saved")
		c.Click(`input[name=theme][value=DARK]`)
		c.Poll(`document.querySelector('.wp').classList.contains('wp-dark')`)
		// A logo: too small a one is refused before sending; a good one shows in the preview.
		dir := t.TempDir()
		small, logo := filepath.Join(dir, "small.png"), filepath.Join(dir, "logo.png")
		require.NoError(t, os.WriteFile(small, apptest.PNG(8, 8), 0o600))
		require.NoError(t, os.WriteFile(logo, apptest.PNG(120, 40), 0o600))
		c.Do(chromedp.SetUploadFiles(chromedp.CSS(`#logo-file`), []string{small}))
		c.Poll(`document.body.innerText.includes('The logo is 8×8 pixels')`)
		c.Do(chromedp.SetUploadFiles(chromedp.CSS(`#logo-file`), []string{logo}))
		c.Poll(`document.querySelector('.wp-logo')?.src.startsWith('data:image/png;base64,') && !document.body.innerText.includes('The logo is 8×8')`)
		c.check("organization-preview", "401")

		// Saved: the hosted widget shows it.
		c.press("Save the widget's settings")
		c.Poll(`document.body.innerText.includes("The widget's settings are saved.")`)
		c.Poll(`(() => { const d = ` + frame + `; const b = d && d.querySelector('#start'); const logo = d && d.querySelector('#brand-logo');
			return !!b && d.querySelector('#brand-name').textContent === 'Acme Verify' && d.body.classList.contains('dark') &&
				getComputedStyle(b).backgroundColor === 'rgb(11, 107, 58)' && !logo.hidden && logo.complete && logo.naturalWidth === 120; })()`)
		c.Poll(`document.activeElement?.textContent === "Save the widget's settings"`)
		r := owner.graphQL(t, s, `{ viewer { organization { widget { displayName accentColor theme } } } }`, nil)
		require.Equal(t, "Acme Verify", r.Str("data.viewer.organization.widget.displayName"))
		require.Equal(t, "#0b6b3a", r.Str("data.viewer.organization.widget.accentColor"))
		c.check("organization-saved", "401")

		// Allowed origins: each is checked where it is typed.
		c.fill("Add an origin", "shop.example")
		c.press("Add")
		c.Poll(`document.body.innerText.includes('Not an origin')`)
		c.show(`.add-row`)
		c.check("organization-origin-invalid", "401")
		c.fill("Add an origin", "https://Shop.Example/")
		c.press("Add")
		c.press("Save the origins")
		c.Poll(`document.body.innerText.includes('The allowed origins are saved.')`)
		require.Contains(t, c.text(), "https://shop.example")

		// Members: invite someone; the link is shown, to copy.
		c.openSection("Members", "/console/settings/members")
		c.Poll(`document.body.innerText.includes('max@example.com')`)
		c.check("members", "401")
		c.fill("Email", "new@example.com")
		require.True(t, browsertest.Eval[bool](c.Page, `(() => { const s = document.querySelector('select[name=role]');
			s.value = 'DEVELOPER'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`))
		c.press("Invite")
		c.Poll(`document.querySelector('[data-testid=invitation-link] input')?.value.includes('/console/accept-invitation#token=')`)
		require.Contains(t, c.text(), "An invitation for new@example.com as Developer is ready")
		c.press("Copy")
		c.Poll(`[...document.querySelectorAll('[data-testid=invitation-link] [role=status]')].some((s) => s.textContent.includes('clipboard'))`)
		c.Poll(`document.body.innerText.includes('Pending invitations') && [...document.querySelectorAll('td')].some((td) => td.textContent === 'new@example.com')`)
		c.check("members-invited", "401")

		// A role changes once confirmed with Save.
		require.True(t, browsertest.Eval[bool](c.Page, `(() => { const s = document.querySelector('select[aria-label="Role of Vic Viewer"]');
			s.value = 'FINANCE'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`))
		c.press("Save")
		c.Poll(`document.body.innerText.includes('Vic Viewer is now Finance.')`)
		require.Contains(t, browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('select[aria-label="Role of Olu Owner"] option')].map((o) => o.value)`), "OWNER")
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('select[aria-label="Role of Olu Owner"]').disabled`),
			"only owners change owners")
		r = owner.graphQL(t, s, `mutation { updateMemberRole(userId: "`+memberID(t, s, owner, "vic@example.com")+`", role: VIEWER) { role } }`, nil)
		require.Equal(t, "VIEWER", r.Str("data.updateMemberRole.role"))

		// Remove a member: after a confirmation, their session ends.
		c.Click(`button[aria-label="Remove Max Reviewer"]`)
		c.Poll(`!!document.querySelector('[role=dialog]') && document.activeElement && document.querySelector('[role=dialog]').contains(document.activeElement)`)
		c.check("members-remove", "401")
		c.Click(`//*[@role='dialog']//button[normalize-space(.)='Remove']`)
		c.Poll(`document.body.innerText.includes('Max Reviewer was removed.') && !document.querySelector('[role=dialog]') &&
			!document.querySelector('main').innerText.includes('max@example.com')`)
		signedOut(t, s, max)
		c.check("members-removed", "401")

		c.openSection("Security", "/console/settings/security")
		c.Poll(`document.body.innerText.includes('Require a second factor of every member')`)
		c.check("security", "401")
		c.Click(`//label[normalize-space(.)='Members may sign in through the provider']`)
		c.fill("Issuer URL", "http://login.example.com")
		c.fill("Client ID", "meridian")
		c.fill("Email domains", "example.com")
		c.press("Save single sign-on")
		c.Poll(`!!document.querySelector('#' + CSS.escape([...document.querySelectorAll('label')].find((l) => l.textContent === 'Issuer URL').htmlFor) + '-problem')`)
		c.show(`input[name=issuer]`)
		c.check("security-sso-invalid", "401")
		c.fill("Issuer URL", "https://login.example.com")
		c.press("Save single sign-on")
		c.Poll(`document.body.innerText.includes('example.com is not verified for this organization')`)

		// The domain: claimed, its TXT record shown; checked before the record is published, then after.
		domain := `document.querySelector('[data-testid=sso-domain]')`
		c.fill("Domain", "Example.com")
		c.press("Claim the domain")
		c.Poll(`document.body.innerText.includes('example.com is claimed') && !!` + domain + `?.querySelector('[data-tone=warning]')`)
		c.press("Check now")
		c.Poll(domain + `?.querySelector('[role=alert]')?.innerText.includes('No TXT record at _meridian-challenge.example.com')`)
		c.show(`[data-testid=sso-domain]`)
		c.check("security-domain-pending", "401")
		record := browsertest.Eval[[]string](c.Page, `[...`+domain+`.querySelectorAll('input[readonly]')].map((i) => i.value)`)
		require.Len(t, record, 2)
		require.Equal(t, "_meridian-challenge.example.com", record[0])
		require.True(t, strings.HasPrefix(record[1], "meridian-domain-verification="), record[1])
		dns.Publish(record[0], record[1])
		c.press("Check now")
		c.Poll(`document.body.innerText.includes('example.com is verified') && !!` + domain + `?.querySelector('[data-tone=success]') &&
			!` + domain + `.querySelector('[role=alert]')`)
		c.press("Save single sign-on")
		c.Poll(`document.body.innerText.includes('Single sign-on settings saved.')`)
		c.Poll(`[...document.querySelectorAll('input[readonly]')].some((i) => i.value.includes('/v1/auth/oidc/start?organization='))`)
		r = owner.graphQL(t, s, `{ ssoSettings { enabled issuer emailDomains } }`, nil)
		require.Equal(t, "https://login.example.com", r.Str("data.ssoSettings.issuer"))
		require.Equal(t, true, r.Get("data.ssoSettings.enabled"))
		c.openSection("My account", "/console/settings/account")
		c.Poll(`document.body.innerText.includes('Where you are signed in')`)
		require.Contains(t, c.text(), "Link your account to Acme Bank’s identity provider")
		c.check("account", "401")
		// Back from the provider after linking: the account says so, and the address loses the query.
		c.visit("/console/settings?sso=linked")
		c.Poll(`location.pathname === '/console/settings/account' && location.search === '' &&
			document.body.innerText.includes('Your account is linked to Acme Bank’s identity provider')`)
		require.Equal(t, "My account", browsertest.Eval[string](c.Page, `document.querySelector('nav[aria-label=Settings] [aria-current=page]').textContent`))
		c.check("account-sso-linked", "401")

		// A viewer: their own account first, the organization's settings not at all, and the server says no anyway.
		v := open(t, browser, s, "settings-viewer")
		v.visit("/console/settings")
		v.signIn("vic@example.com", passphrase)
		v.heading("Settings")
		require.Equal(t, []string{"Verification checks", "My account"}, subnav(v), "what runs the checks, to read, and their account")
		v.Poll(`document.querySelector('main h2.section-title')?.textContent === 'My account'`)
		require.NotContains(t, v.text(), "Hosted widget")
		v.Poll(`document.body.innerText.includes('Where you are signed in')`)
		v.check("account", "401")
		v.visit("/console/settings/members")
		v.heading("Settings")
		v.Poll(`document.body.innerText.includes('Your role cannot use the members settings.')`)
		require.NotContains(t, v.text(), "max@example.com")
		v.check("members-forbidden", "401")
		require.Equal(t, "forbidden", v.errorCode(t, `mutation { updateOrganization(input: {widget: {displayName: "Hacked"}}) { id } }`))
		r = owner.graphQL(t, s, `{ viewer { organization { widget { displayName } } } }`, nil)
		require.Equal(t, "Acme Verify", r.Str("data.viewer.organization.widget.displayName"))
		v.NoErrorsExcept("401")
	})
}

// A person's own account: an authenticator app (its recovery codes shown
// once), a passkey made by the browser (a virtual authenticator), and
// ending another of their sessions.
func TestConsoleSettingsAccount(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "olu@example.com", "Olu Owner", auth.Owner, nil)
		r := owner.graphQL(t, s, `mutation { inviteMember(input: {email: "rita@example.com", role: REVIEWER}) { link } }`, nil)
		// Accepting signs Rita in elsewhere: another of her sessions.
		elsewhere := accept(t, s, r.Str("data.inviteMember.link"), "Rita Reviewer", "", nil)

		c := open(t, browser, s, "settings-account")
		_, err := chromedp.Call(c.Call(), webauthn.Enable, webauthn.EnableParams{})
		require.NoError(t, err)
		_, err = chromedp.Call(c.Call(), webauthn.AddVirtualAuthenticator, webauthn.AddVirtualAuthenticatorParams{
			Options: &webauthn.VirtualAuthenticatorOptions{Protocol: webauthn.AuthenticatorProtocolCtap2, Ctap2version: webauthn.Ctap2versionCtap21,
				Transport: webauthn.AuthenticatorTransportInternal, HasResidentKey: true, HasUserVerification: true, IsUserVerified: true,
				AutomaticPresenceSimulation: true}})
		require.NoError(t, err)

		c.visit("/console/settings")
		c.signIn("rita@example.com", passphrase)
		c.heading("Settings")
		require.Equal(t, []string{"Verification checks", "My account"}, subnav(c))
		require.Equal(t, "My account", browsertest.Eval[string](c.Page, `document.querySelector('nav[aria-label=Settings] [aria-current=page]')?.textContent ?? ''`))
		c.Poll(`document.querySelectorAll('[data-testid=my-session]').length === 2`)
		require.Contains(t, c.text(), "This session")
		c.check("account", "401")

		// A new name.
		c.fill("Name", "Rita Reviewer")
		c.press("Save the name")
		c.Poll(`document.body.innerText.includes('Your name is saved.')`)
		var name string
		require.NoError(t, d.NewSelect().Table("users").Column("name").Where("email = ?", "rita@example.com").Scan(context.Background(), &name))
		require.Equal(t, "Rita Reviewer", name)

		// Another session, ended from here.
		c.Click(`[data-testid=my-session] button`)
		c.Poll(`document.querySelectorAll('[data-testid=my-session]').length === 1 && document.body.innerText.includes('is signed out.')`)
		signedOut(t, s, elsewhere)

		// An authenticator app: the QR code, a code, the recovery codes once.
		c.press("Set up an authenticator app")
		c.Poll(`!!document.querySelector('img.qr') && document.querySelector('img.qr').complete && document.querySelector('img.qr').naturalWidth > 0`)
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('img.qr').src.startsWith('data:image/svg+xml')`))
		c.check("account-totp", "401")
		secret := browsertest.Eval[string](c.Page, `document.querySelector('.secret').textContent`)
		code, err := totp.GenerateCode(secret, time.Now())
		require.NoError(t, err)
		c.fill("The 6-digit code it shows", code)
		c.press("Turn it on")
		c.Poll(`document.querySelectorAll('.recovery-codes li').length === 10`)
		require.Contains(t, c.text(), "Keep your recovery codes")
		c.check("account-recovery-codes", "401")
		c.press("I have kept them")
		c.Poll(`document.body.innerText.includes('Turn the authenticator off')`)
		require.Zero(t, browsertest.Eval[int](c.Page, `document.querySelectorAll('.recovery-codes li').length`), "shown once")

		// A passkey, made by the browser.
		c.fill("Name of the new passkey", "Test laptop")
		c.press("Add a passkey")
		c.Poll(`document.body.innerText.includes('“Test laptop” is added.') && [...document.querySelectorAll('.item-title')].some((e) => e.textContent === 'Test laptop')`)
		c.check("account-passkey", "401")
		require.True(t, strings.Contains(c.text(), "never used"))

		// A new password: the server's strength check is shown by the field.
		c.fill("Current password", passphrase)
		c.fill("New password", "password12345")
		c.fill("Repeat the new password", "password12345")
		c.press("Change the password")
		c.Poll(`document.body.innerText.includes('common or easy to guess')`)
		c.show(`input[name=new]`)
		c.check("account-weak-password", "401")
		const fresh = "violet lantern harbour quietly"
		c.fill("New password", fresh)
		c.fill("Repeat the new password", fresh)
		c.press("Change the password")
		c.Poll(`document.body.innerText.includes('Your password is changed')`)

		// The session carries on (its cookie was renewed by each new factor and the password).
		c.visit("/console/settings/account")
		c.heading("Settings")
		c.Poll(`document.body.innerText.includes('Test laptop') && document.body.innerText.includes('Turn the authenticator off')`)

		// Acme Bank has no single sign-on: nothing offers to link the account.
		require.NotContains(t, c.text(), "identity provider")
	})
}
