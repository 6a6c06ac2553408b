package app_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/people/ssotest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

const ssoSecret = "client-secret-of-meridian-at-the-provider"

const ssoSettingsFields = `enabled issuer clientId clientSecretSet emailDomains defaultRole ssoOnly redirectUri signInUrl updatedAt`

// setSSO replaces the organization's single sign-on settings with a key.
func setSSO(t *testing.T, s *apptest.Server, key string, in map[string]any) apptest.Response {
	t.Helper()
	return s.GraphQL(t, key, `mutation($in: SsoSettingsInput!) { updateSsoSettings(input: $in) { `+ssoSettingsFields+` } }`,
		map[string]any{"in": in})
}

// startWithDNS runs a server whose domain checks ask dns.
func startWithDNS(t *testing.T, d *db.DB, dns *ssotest.DNS) *apptest.Server {
	t.Helper()
	return apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.DNSServer = dns.Addr }})
}

// verifyDomain claims domain with a key of the organization, publishes the
// TXT record it is told to on dns, and has it verified.
func verifyDomain(t *testing.T, s *apptest.Server, dns *ssotest.DNS, key, domain string) {
	t.Helper()
	r := gql(t, s, key, `mutation($d: String!) { claimSsoDomain(domain: $d) { domain recordName recordValue verified } }`, map[string]any{"d": domain})
	require.Nil(t, r.Get("errors"), string(r.Body))
	require.Equal(t, false, r.Get("data.claimSsoDomain.verified"))
	dns.Publish(r.Str("data.claimSsoDomain.recordName"), r.Str("data.claimSsoDomain.recordValue"))
	r = gql(t, s, key, `mutation($d: String!) { verifySsoDomain(domain: $d) { verified verifiedAt } }`, map[string]any{"d": domain})
	require.Nil(t, r.Get("errors"), string(r.Body))
	require.Equal(t, true, r.Get("data.verifySsoDomain.verified"))
}

// ssoLink plays the browser of a person signed in with a password who
// links their account to the identity the provider knows as username, and
// returns the callback's answer.
func ssoLink(t *testing.T, s *apptest.Server, idp *ssotest.Provider, p person, username, password string) ssotest.Response {
	t.Helper()
	r := s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, p.headers(s)...)
	require.Equal(t, 200, r.Status, string(r.Body))
	b := ssotest.NewBrowser()
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == "meridian_sso" {
			b.SetCookie(s.URL, c)
		}
	}
	require.NotNil(t, b.Cookie(s.URL, "meridian_sso"), "the state's cookie")
	callback := idp.SignIn(t, b, r.Str("url"), username, password)
	return b.Get(t, callback)
}

// ssoSignIn plays a browser through a whole sign-in: start at Meridian, the
// provider's login as username, and the callback. It returns the callback's
// answer, and the browser.
func ssoSignIn(t *testing.T, s *apptest.Server, idp *ssotest.Provider, org, username, password string) (ssotest.Response, *ssotest.Browser) {
	t.Helper()
	b := ssotest.NewBrowser()
	start := b.Get(t, s.URL+"/v1/auth/oidc/start?organization="+url.QueryEscape(org))
	require.Equal(t, http.StatusFound, start.Status, start.Body)
	callback := idp.SignIn(t, b, start.Location, username, password)
	require.True(t, strings.HasPrefix(callback, s.URL+"/v1/auth/oidc/callback?"), callback)
	return b.Get(t, callback), b
}

// signedInBySSO checks a callback's answer signed the person in, and
// returns them.
func signedInBySSO(t *testing.T, s *apptest.Server, r ssotest.Response, email string) person {
	t.Helper()
	require.Equal(t, http.StatusFound, r.Status, r.Body)
	require.Equal(t, s.URL+"/console/", r.Location)
	return person{email: email, cookie: sessionCookie(t, apptest.Response{Header: r.Header})}
}

// noSession checks an answer sets no sign-in session.
func noSession(t *testing.T, r ssotest.Response) {
	t.Helper()
	for _, c := range r.Cookies {
		require.NotEqual(t, auth.SessionCookie, c.Name, "no session")
	}
}

func TestSSOSignInOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dns := ssotest.StartDNS(t)
		s := startWithDNS(t, d, dns)
		org := s.Org(t, "acme")
		other := s.Org(t, "globex")
		client := ssotest.Client{ID: "meridian-acme", Secret: ssoSecret, RedirectURI: s.URL + "/v1/auth/oidc/callback"}
		idp := ssotest.Start(t, client,
			ssotest.User{Username: "ada", Password: "ada-pass", Email: "Ada@Acme.test", EmailVerified: true, FirstName: "Ada", LastName: "Lovelace"},
			ssotest.User{Username: "grace", Password: "grace-pass", Email: "grace@acme.test", EmailVerified: true, FirstName: "Grace", LastName: "Hopper"},
			ssotest.User{Username: "hedy", Password: "hedy-pass", Email: "hedy@acme.test", EmailVerified: true, FirstName: "Hedy", LastName: "Lamarr"},
			ssotest.User{Username: "mallory", Password: "mallory-pass", Email: "mallory@elsewhere.test", EmailVerified: true},
			ssotest.User{Username: "eve", Password: "eve-pass", Email: "eve@acme.test", EmailVerified: false},
		)

		// Nothing set up yet: the same answer as for an organization that
		// does not exist.
		for _, o := range []string{"acme", org.ID, "nope"} {
			r := s.Do(t, "GET", "/v1/auth/oidc/start?organization="+o, "", nil)
			require.Equal(t, 404, r.Status, string(r.Body))
			require.Equal(t, "sso_not_configured", r.Str("error"))
		}
		require.Nil(t, gql(t, s, org.TestKey, `{ ssoSettings { enabled } }`, nil).Get("data.ssoSettings"))

		settings := map[string]any{"enabled": true, "issuer": idp.Issuer, "clientId": client.ID, "clientSecret": ssoSecret,
			"emailDomains": []string{"ACME.test", "acme.test"}, "defaultRole": "VIEWER", "ssoOnly": false}
		r := setSSO(t, s, org.TestKey, settings)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), "a domain not verified: %s", r.Body)
		require.Contains(t, string(r.Body), "acme.test is not verified")
		verifyDomain(t, s, dns, org.TestKey, "acme.test")
		r = setSSO(t, s, org.TestKey, settings)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.NotContains(t, string(r.Body), ssoSecret)
		require.Equal(t, true, r.Get("data.updateSsoSettings.clientSecretSet"))
		require.Equal(t, []any{"acme.test"}, r.Get("data.updateSsoSettings.emailDomains"))
		require.Equal(t, client.RedirectURI, r.Str("data.updateSsoSettings.redirectUri"))
		require.Equal(t, s.URL+"/v1/auth/oidc/start?organization="+org.ID, r.Str("data.updateSsoSettings.signInUrl"))

		// The owner's settings, read back: never the secret.
		owner := member(t, s, org, "owner@acme.test", auth.Owner)
		r = owner.graphQL(t, s, `{ ssoSettings { `+ssoSettingsFields+` } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, idp.Issuer, r.Str("data.ssoSettings.issuer"))
		require.NotContains(t, string(r.Body), ssoSecret)

		// Start: to the provider with PKCE (S256), a state and a nonce; the
		// state also in a short-lived HttpOnly cookie.
		b := ssotest.NewBrowser()
		start := b.Get(t, s.URL+"/v1/auth/oidc/start?organization=acme")
		require.Equal(t, http.StatusFound, start.Status, start.Body)
		to, err := url.Parse(start.Location)
		require.NoError(t, err)
		require.Equal(t, idp.Issuer+"/authorize", to.Scheme+"://"+to.Host+to.Path)
		q := to.Query()
		require.Equal(t, "S256", q.Get("code_challenge_method"))
		require.Len(t, q.Get("code_challenge"), 43)
		require.NotEmpty(t, q.Get("nonce"))
		require.Equal(t, client.ID, q.Get("client_id"))
		require.Equal(t, client.RedirectURI, q.Get("redirect_uri"))
		require.Equal(t, "code", q.Get("response_type"))
		require.Contains(t, q.Get("scope"), "openid")
		c := b.Cookie(s.URL, "meridian_sso")
		require.NotNil(t, c)
		require.True(t, c.HttpOnly && c.Secure && c.SameSite == http.SameSiteLaxMode && c.Path == "/v1/auth/oidc/" && c.MaxAge == 600, "%+v", c)
		require.Equal(t, q.Get("state"), c.Value)

		// The provider's login, then the callback: a new person, just in
		// time, with the default role, signed in.
		callback := idp.SignIn(t, b, start.Location, "ada", "ada-pass")
		cb := b.Get(t, callback)
		ada := signedInBySSO(t, s, cb, "ada@acme.test")
		require.Nil(t, b.Cookie(s.URL, "meridian_sso"), "the state's cookie is cleared")
		v := ada.graphQL(t, s, `{ viewer { credential role user { email name } organization { id } memberships { organizationName role } } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, "USER", v.Str("data.viewer.credential"))
		require.Equal(t, "VIEWER", v.Str("data.viewer.role"))
		require.Equal(t, "ada@acme.test", v.Str("data.viewer.user.email"))
		require.Equal(t, "Ada Lovelace", v.Str("data.viewer.user.name"))
		require.Equal(t, org.ID, v.Str("data.viewer.organization.id"))

		// The state works once: the same callback again, in the same browser
		// (its cookie gone) or with the cookie put back, is refused.
		r2 := b.Get(t, callback)
		require.Equal(t, 400, r2.Status, r2.Body)
		require.Contains(t, r2.Body, `"invalid_sso_state"`)
		b.SetCookie(s.URL, &http.Cookie{Name: "meridian_sso", Value: q.Get("state"), Path: "/v1/auth/oidc/"})
		r2 = b.Get(t, callback)
		require.Equal(t, 400, r2.Status, r2.Body)
		require.Contains(t, r2.Body, `"invalid_sso_state"`)

		// A callback carried to another browser (a forged sign-in) is
		// refused: its state is not that browser's.
		b1 := ssotest.NewBrowser()
		start = b1.Get(t, s.URL+"/v1/auth/oidc/start?organization="+org.ID)
		callback = idp.SignIn(t, b1, start.Location, "ada", "ada-pass")
		r2 = ssotest.NewBrowser().Get(t, callback)
		require.Equal(t, 400, r2.Status, r2.Body)
		require.Contains(t, r2.Body, `"invalid_sso_state"`)
		signedInBySSO(t, s, b1.Get(t, callback), "ada@acme.test") // while the browser that started it finishes

		// A member already: signed in with their role. The provider's
		// sign-in stands for the second factor the organization requires.
		member(t, s, org, "grace@acme.test", auth.Developer)
		gql(t, s, org.TestKey, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		cb, _ = ssoSignIn(t, s, idp, "acme", "grace", "grace-pass")
		grace := signedInBySSO(t, s, cb, "grace@acme.test")
		v = grace.graphQL(t, s, `{ viewer { role user { email } secondFactorEnrollmentRequired } workflows { id } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, "DEVELOPER", v.Str("data.viewer.role"), string(v.Body))
		require.Equal(t, false, v.Get("data.viewer.secondFactorEnrollmentRequired"))
		gql(t, s, org.TestKey, `mutation { updateSecurityPolicy(input: {requireSecondFactor: false}) { requireSecondFactor } }`, nil)

		// A person whose account was made in another organization is not
		// signed in, nor added, on the provider's word alone: not as a
		// stranger, nor once a member of both, until they link the
		// provider's identity to their account, signed in with their
		// password.
		hedyElsewhere := member(t, s, other, "hedy@acme.test", auth.Finance)
		cb, _ = ssoSignIn(t, s, idp, "acme", "hedy", "hedy-pass")
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"sso_link_required"`)
		noSession(t, cb)
		inv := gql(t, s, org.TestKey, `mutation { inviteMember(input: {email: "hedy@acme.test", role: DEVELOPER}) { link } }`, nil)
		_, token, _ := strings.Cut(inv.Str("data.inviteMember.link"), "#token=")
		r = s.Do(t, "POST", "/v1/auth/invitations/accept", "", map[string]any{"token": token}, hedyElsewhere.headers(s)...)
		require.Equal(t, 200, r.Status, string(r.Body))
		cb, _ = ssoSignIn(t, s, idp, "acme", "hedy", "hedy-pass")
		require.Contains(t, cb.Body, `"sso_link_required"`)
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, "Cookie", auth.SessionCookie+"="+hedyElsewhere.cookie, "Sec-Fetch-Site", "cross-site")
		require.Equal(t, 403, r.Status, "no other site starts a link: %s", r.Body)
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, hedyElsewhere.headers(s)...)
		require.Equal(t, "sso_not_configured", r.Str("error"), "the session works in globex, which has no single sign-on: %s", r.Body)
		r = hedyElsewhere.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: TEST) { organization { id } } }`,
			map[string]any{"o": org.ID})
		require.Nil(t, r.Get("errors"), string(r.Body))
		hedyAtAcme := person{email: "hedy@acme.test", cookie: sessionCookie(t, r)}
		v = hedyAtAcme.graphQL(t, s, `{ viewer { sso { enabled session linked } } }`, nil)
		require.Equal(t, map[string]any{"enabled": true, "session": false, "linked": false}, v.Get("data.viewer.sso"), string(v.Body))
		linked := ssoLink(t, s, idp, hedyAtAcme, "hedy", "hedy-pass")
		require.Equal(t, http.StatusFound, linked.Status, linked.Body)
		require.Equal(t, s.URL+"/console/settings?sso=linked", linked.Location)
		noSession(t, linked)
		cb, _ = ssoSignIn(t, s, idp, "acme", "hedy", "hedy-pass")
		hedy := signedInBySSO(t, s, cb, "hedy@acme.test")
		// The session sees this organization only: its membership, its
		// sessions; it changes none of the person's credentials.
		v = hedyAtAcme.graphQL(t, s, `{ viewer { sso { enabled session linked } } }`, nil)
		require.Equal(t, map[string]any{"enabled": true, "session": false, "linked": true}, v.Get("data.viewer.sso"), string(v.Body))
		v = hedy.graphQL(t, s, `{ viewer { role organization { id } memberships { organizationId role } sso { session linked } } mySessions { id } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, map[string]any{"session": true, "linked": true}, v.Get("data.viewer.sso"))
		require.Equal(t, "DEVELOPER", v.Str("data.viewer.role"))
		require.Equal(t, org.ID, v.Str("data.viewer.organization.id"))
		require.Equal(t, []any{map[string]any{"organizationId": org.ID, "role": "DEVELOPER"}}, v.Get("data.viewer.memberships"))
		r = signIn(t, s, "hedy@acme.test", passphrase, "")
		require.Equal(t, other.ID, r.Str("session.organization_id"), string(r.Body))
		hedyElsewhere = person{email: "hedy@acme.test", cookie: sessionCookie(t, r)}
		globexSession := r.Str("session.id")
		all := hedyElsewhere.graphQL(t, s, `{ mySessions { id } }`, nil)
		require.Greater(t, len(all.Get("data.mySessions").([]any)), len(v.Get("data.mySessions").([]any)), "%s %s", all.Body, v.Body)
		require.NotContains(t, string(v.Body), globexSession)
		r = hedy.graphQL(t, s, `mutation($id: ID!) { revokeMySession(id: $id) }`, map[string]any{"id": globexSession})
		require.Equal(t, "not_found", r.Str("errors.0.extensions.code"), string(r.Body))
		for _, m := range []string{`mutation { startPasskeyRegistration }`, `mutation { changePassword(current: "` + passphrase + `", new: "another long passphrase of hers") }`,
			`mutation { disableTotp(code: "123456") }`, `mutation { confirmTotp(code: "123456") }`, `mutation { removePasskey(id: "pk_1") }`,
			`mutation { finishPasskeyRegistration(name: "mine", credential: "{}") { id } }`} {
			r = hedy.graphQL(t, s, m, nil)
			require.Equal(t, "sso_session", r.Str("errors.0.extensions.code"), "%s: %s", m, r.Body)
		}
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, hedy.headers(s)...)
		require.Equal(t, "sso_session", r.Str("error"), "a session single sign-on started links nothing: %s", r.Body)
		r = hedy.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: TEST) { organization { id } } }`, map[string]any{"o": other.ID})
		require.Equal(t, "sso_session", r.Str("errors.0.extensions.code"), string(r.Body))
		r = hedy.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: LIVE) { organization { id } } }`, map[string]any{"o": org.ID})
		require.Nil(t, r.Get("errors"), "another mode of the same organization: %s", r.Body)
		hedy.cookie = sessionCookie(t, r)
		r = hedy.graphQL(t, s, `mutation { startTotpEnrollment { secret } }`, nil)
		require.Equal(t, "sso_session", r.Str("errors.0.extensions.code"), string(r.Body))
		r = hedyElsewhere.graphQL(t, s, `{ viewer { role organization { id } sso { enabled } } }`, nil)
		require.Equal(t, "FINANCE", r.Str("data.viewer.role"), string(r.Body))
		require.Equal(t, false, r.Get("data.viewer.sso.enabled"), "globex has no single sign-on")
		r = gql(t, s, org.TestKey, `{ viewer { sso { enabled } } }`, nil)
		require.Nil(t, r.Get("data.viewer.sso"), "a key is no person")
		r = gql(t, s, org.TestKey, `{ auditLog(filter: {action: "user.sso_linked"}) { edges { node { actorName objectId } } } }`, nil)
		require.Equal(t, "hedy@acme.test", r.Str("data.auditLog.edges.0.node.actorName"), string(r.Body))

		// An email outside the organization's domains, and one the provider
		// has not verified, are refused.
		cb, _ = ssoSignIn(t, s, idp, "acme", "mallory", "mallory-pass")
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"email_domain_not_allowed"`)
		noSession(t, cb)
		cb, _ = ssoSignIn(t, s, idp, "acme", "eve", "eve-pass")
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"email_not_verified"`)

		// SSO only: password sign-in no longer reaches the organization; a
		// wrong password still gets the usual answer.
		settings["ssoOnly"] = true
		delete(settings, "clientSecret") // kept
		r = setSSO(t, s, org.TestKey, settings)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, true, r.Get("data.updateSsoSettings.clientSecretSet"))
		for _, email := range []string{"grace@acme.test", "owner@acme.test"} {
			r = signIn(t, s, email, passphrase, "")
			require.Equal(t, 403, r.Status, string(r.Body))
			require.Equal(t, "sso_required", r.Str("error"))
		}
		r = signIn(t, s, "grace@acme.test", "not the password", "")
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_credentials", r.Str("error"))
		// A person of several organizations signs in with a password to one
		// that allows it, never to the SSO-only one, nor switches to it.
		r = signIn(t, s, "hedy@acme.test", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, other.ID, r.Str("session.organization_id"))
		pw := person{email: "hedy@acme.test", cookie: sessionCookie(t, r)}
		r = s.Do(t, "POST", "/v1/auth/sign-in", "", map[string]any{"email": "hedy@acme.test", "password": passphrase, "organization": org.ID},
			"Sec-Fetch-Site", "same-origin")
		require.Equal(t, 403, r.Status, string(r.Body))
		require.Equal(t, "sso_required", r.Str("error"))
		r = pw.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: TEST) { organization { id } } }`, map[string]any{"o": org.ID})
		require.Equal(t, "sso_required", r.Str("errors.0.extensions.code"), string(r.Body))
		// Single sign-on still works.
		cb, _ = ssoSignIn(t, s, idp, "acme", "grace", "grace-pass")
		signedInBySSO(t, s, cb, "grace@acme.test")

		// Recorded, without the secret; never logged.
		r = gql(t, s, org.TestKey, `{ auditLog(filter: {action: "organization.sso_changed"}) { edges { node { actorName objectId data } } } }`, nil)
		require.Len(t, r.Get("data.auditLog.edges"), 2)
		require.Equal(t, "kept", r.Str("data.auditLog.edges.0.node.data.client_secret"))
		require.Equal(t, true, r.Get("data.auditLog.edges.0.node.data.sso_only"))
		require.Equal(t, "set", r.Str("data.auditLog.edges.1.node.data.client_secret"))
		require.NotContains(t, string(r.Body), ssoSecret)
		r = gql(t, s, org.TestKey, `{ auditLog(filter: {action: "member.added_by_sso"}) { edges { node { objectId data } } } }`, nil)
		require.Len(t, r.Get("data.auditLog.edges"), 1, "ada (hedy was invited)")
		require.NotContains(t, s.Logs(), ssoSecret)

		// Bad settings are refused, field by field.
		for field, bad := range map[string]any{"issuer": "http://idp.example.com", "defaultRole": "OWNER", "emailDomains": []string{"not a domain"},
			"clientId": " "} {
			in := map[string]any{}
			for k, v := range settings {
				in[k] = v
			}
			in[field] = bad
			r = setSSO(t, s, org.TestKey, in)
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), "%s: %s", field, r.Body)
			require.Contains(t, string(r.Body), field)
		}
		// Turned off: start answers as if never set up, and passwords work again.
		settings["enabled"], settings["ssoOnly"] = false, false
		r = setSSO(t, s, org.TestKey, settings)
		require.Nil(t, r.Get("errors"), string(r.Body))
		r = s.Do(t, "GET", "/v1/auth/oidc/start?organization=acme", "", nil)
		require.Equal(t, "sso_not_configured", r.Str("error"), string(r.Body))
		r = signIn(t, s, "grace@acme.test", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))

		// A reviewer may not see or change the settings.
		rev := member(t, s, org, "rev@acme.test", auth.Reviewer)
		r = rev.graphQL(t, s, `{ ssoSettings { issuer } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
	})
}

// The ID token's checks, with a provider that signs what the test asks
// for: each refusal is a 4xx with its key, and signs nobody in.
func TestSSOTokenChecks(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dns := ssotest.StartDNS(t)
		s := startWithDNS(t, d, dns)
		org := s.Org(t, "acme")
		verifyDomain(t, s, dns, org.TestKey, "acme.test")
		client := ssotest.Client{ID: "meridian", Secret: ssoSecret, RedirectURI: s.URL + "/v1/auth/oidc/callback"}
		idp := ssotest.StartFake(t, client)
		r := setSSO(t, s, org.TestKey, map[string]any{"enabled": true, "issuer": idp.Issuer, "clientId": client.ID, "clientSecret": ssoSecret,
			"emailDomains": []string{"acme.test"}, "defaultRole": "REVIEWER", "ssoOnly": false})
		require.Nil(t, r.Get("errors"), string(r.Body))

		for _, c := range []struct {
			name, err   string
			claims      func(map[string]any)
			status      int
			key, reason string
		}{
			{name: "wrong audience", claims: func(c map[string]any) { c["aud"] = "another-client" }, status: 401, key: "sso_failed", reason: "audience"},
			{name: "another authorized party", claims: func(c map[string]any) { c["aud"] = []string{"meridian", "another-client"}; c["azp"] = "another-client" },
				status: 401, key: "sso_failed", reason: "authorized party"},
			{name: "bad nonce", claims: func(c map[string]any) { c["nonce"] = "not-this-sign-in" }, status: 401, key: "sso_failed", reason: "nonce"},
			{name: "no nonce", claims: func(c map[string]any) { delete(c, "nonce") }, status: 401, key: "sso_failed", reason: "nonce"},
			{name: "expired", claims: func(c map[string]any) {
				c["iat"], c["exp"] = time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-time.Hour).Unix()
			}, status: 401, key: "sso_failed", reason: "expired"},
			{name: "another issuer", claims: func(c map[string]any) { c["iss"] = "http://127.0.0.1:1" }, status: 401, key: "sso_failed", reason: "issuer"},
			{name: "email not verified", claims: func(c map[string]any) { c["email_verified"] = false }, status: 403, key: "email_not_verified"},
			{name: "email not verified (a string)", claims: func(c map[string]any) { c["email_verified"] = "false" }, status: 403, key: "email_not_verified"},
			{name: "another domain", claims: func(c map[string]any) { c["email"] = "ada@acme.test.evil.example" }, status: 403, key: "email_domain_not_allowed"},
			{name: "provider error", err: "access_denied", status: 401, key: "sso_provider_error", reason: "access_denied"},
			{name: "signed in", status: http.StatusFound},
		} {
			t.Run(c.name, func(t *testing.T) {
				idp.Set("ada@acme.test", c.claims, c.err)
				b := ssotest.NewBrowser()
				start := b.Get(t, s.URL+"/v1/auth/oidc/start?organization=acme")
				require.Equal(t, http.StatusFound, start.Status, start.Body)
				back := b.Get(t, start.Location)
				require.Equal(t, http.StatusFound, back.Status, back.Body)
				cb := b.Get(t, back.Location)
				require.Equal(t, c.status, cb.Status, cb.Body)
				if c.status == http.StatusFound {
					p := signedInBySSO(t, s, cb, "ada@acme.test")
					v := p.graphQL(t, s, `{ viewer { role user { email name } } }`, nil)
					require.Equal(t, "REVIEWER", v.Str("data.viewer.role"), string(v.Body))
					require.Equal(t, "Fake Person", v.Str("data.viewer.user.name"))
					return
				}
				require.Contains(t, cb.Body, `"error":"`+c.key+`"`)
				require.Contains(t, cb.Body, c.reason)
				noSession(t, cb)
			})
		}
		r = gql(t, s, org.TestKey, `{ members { user { email } } }`, nil)
		require.Len(t, r.Get("data.members"), 1, "one sign-in succeeded: %s", r.Body)
	})
}

// A hostile organization points its single sign-on at a provider it runs,
// which says people of another organization signed in: it cannot list a
// domain it does not own, nor take one another organization verified, and
// its provider signs in no one whose account was made elsewhere, in its own
// domain either.
func TestSSOHostileTenant(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dns := ssotest.StartDNS(t)
		s := startWithDNS(t, d, dns)
		victim := s.Org(t, "victim")
		hostile := s.Org(t, "hostile")
		owner := member(t, s, victim, "owner@a.test", auth.Owner)
		member(t, s, victim, "cfo@b.test", auth.Finance) // an address in the hostile organization's own domain
		client := ssotest.Client{ID: "meridian-hostile", Secret: ssoSecret, RedirectURI: s.URL + "/v1/auth/oidc/callback"}
		idp := ssotest.Start(t, client,
			ssotest.User{Username: "owner", Password: "x", Email: "owner@a.test", EmailVerified: true},
			ssotest.User{Username: "cfo", Password: "x", Email: "cfo@b.test", EmailVerified: true})
		settings := map[string]any{"enabled": true, "issuer": idp.Issuer, "clientId": client.ID, "clientSecret": ssoSecret,
			"emailDomains": []string{"a.test"}, "defaultRole": "ADMIN", "ssoOnly": false}

		// The victim's domain: claimed, but its DNS holds no record of the
		// hostile organization's, so it is not verified and cannot be listed.
		r := gql(t, s, hostile.TestKey, `mutation { claimSsoDomain(domain: "a.test") { recordName } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		r = s.GraphQL(t, hostile.TestKey, `mutation { verifySsoDomain(domain: "a.test") { verified } }`, nil)
		require.Equal(t, "domain_not_verified", r.Str("errors.0.extensions.code"), string(r.Body))
		r = setSSO(t, s, hostile.TestKey, settings)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		r = s.Do(t, "GET", "/v1/auth/oidc/start?organization=hostile", "", nil)
		require.Equal(t, "sso_not_configured", r.Str("error"), string(r.Body))

		// Once the victim verifies it, it is theirs alone.
		verifyDomain(t, s, dns, victim.TestKey, "a.test")
		r = s.GraphQL(t, hostile.TestKey, `mutation { verifySsoDomain(domain: "a.test") { verified } }`, nil)
		require.Equal(t, "domain_not_verified", r.Str("errors.0.extensions.code"), string(r.Body))

		// Its own domain: enabled, but the provider's word on someone whose
		// account the victim's organization made signs in no one, and adds
		// no one.
		verifyDomain(t, s, dns, hostile.TestKey, "b.test")
		settings["emailDomains"] = []string{"b.test"}
		r = setSSO(t, s, hostile.TestKey, settings)
		require.Nil(t, r.Get("errors"), string(r.Body))
		cb, _ := ssoSignIn(t, s, idp, "hostile", "owner", "x")
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"email_domain_not_allowed"`)
		noSession(t, cb)
		cb, _ = ssoSignIn(t, s, idp, "hostile", "cfo", "x")
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"sso_link_required"`)
		noSession(t, cb)
		r = gql(t, s, hostile.TestKey, `{ members { user { email } } }`, nil)
		require.NotContains(t, string(r.Body), "a.test")
		require.NotContains(t, string(r.Body), "cfo@b.test")

		// The victims are as they were: one organization each, a password
		// sign-in that asks for no second factor.
		for _, email := range []string{"owner@a.test", "cfo@b.test"} {
			r = signIn(t, s, email, passphrase, "")
			require.Equal(t, 200, r.Status, string(r.Body))
			require.Len(t, r.Get("organizations"), 1, string(r.Body))
			require.Equal(t, victim.ID, r.Str("session.organization_id"))
		}
		v := owner.graphQL(t, s, `{ passkeys { id } viewer { memberships { organizationId } } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Empty(t, v.Get("data.passkeys"))
	})
}
