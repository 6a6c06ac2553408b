package app_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/people/ssotest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

const ssoSecret = "client-secret-of-meridian-at-the-provider"

// noSession checks an answer sets no sign-in session.
func noSession(t *testing.T, r ssotest.Response) {
	t.Helper()
	for _, c := range r.Cookies {
		require.NotEqual(t, auth.SessionCookie, c.Name, "no session")
	}
}

// Single sign-on as a browser and the console meet it (what it does is
// internal/people's): the settings and domains over GraphQL, never the
// secret; start's redirect and the state's cookie; the callback's
// redirect and session cookie, or its error with its status; the link
// route; the viewer's sso; and the secret in no log line.
func TestSSOSignInOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dns := ssotest.StartDNS(t)
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.DNSServer = dns.Addr }})
		org := s.Org(t, "acme")
		client := ssotest.Client{ID: "meridian-acme", Secret: ssoSecret, RedirectURI: s.URL + "/v1/auth/oidc/callback"}
		idp := ssotest.Start(t, client,
			ssotest.User{Username: "ada", Password: "ada-pass", Email: "ada@acme.test", EmailVerified: true, FirstName: "Ada", LastName: "Lovelace"},
			ssotest.User{Username: "grace", Password: "grace-pass", Email: "grace@acme.test", EmailVerified: true},
			ssotest.User{Username: "mallory", Password: "mallory-pass", Email: "mallory@elsewhere.test", EmailVerified: true})
		r := s.Do(t, "GET", "/v1/auth/oidc/start?organization=acme", "", nil)
		require.Equal(t, 404, r.Status, string(r.Body))
		require.Equal(t, "sso_not_configured", r.Str("error"))

		const fields = `enabled issuer clientId clientSecretSet emailDomains defaultRole ssoOnly redirectUri signInUrl updatedAt`
		settings := map[string]any{"enabled": true, "issuer": idp.Issuer, "clientId": client.ID, "clientSecret": ssoSecret,
			"emailDomains": []string{"acme.test"}, "defaultRole": "VIEWER", "ssoOnly": false}
		setSSO := func() apptest.Response {
			return s.GraphQL(t, org.TestKey, `mutation($in: SsoSettingsInput!) { updateSsoSettings(input: $in) { `+fields+` } }`,
				map[string]any{"in": settings})
		}
		r = setSSO()
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		require.Contains(t, string(r.Body), "acme.test is not verified")
		r = gql(t, s, org.TestKey, `mutation { claimSsoDomain(domain: "acme.test") { domain recordName recordValue verified } }`, nil)
		require.Equal(t, false, r.Get("data.claimSsoDomain.verified"))
		dns.Publish(r.Str("data.claimSsoDomain.recordName"), r.Str("data.claimSsoDomain.recordValue"))
		r = gql(t, s, org.TestKey, `mutation { verifySsoDomain(domain: "acme.test") { verified verifiedAt } }`, nil)
		require.Equal(t, true, r.Get("data.verifySsoDomain.verified"))
		require.NotEmpty(t, r.Str("data.verifySsoDomain.verifiedAt"))
		r = setSSO()
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, true, r.Get("data.updateSsoSettings.clientSecretSet"))
		require.Equal(t, []any{"acme.test"}, r.Get("data.updateSsoSettings.emailDomains"))
		require.Equal(t, client.RedirectURI, r.Str("data.updateSsoSettings.redirectUri"))
		require.Equal(t, s.URL+"/v1/auth/oidc/start?organization="+org.ID, r.Str("data.updateSsoSettings.signInUrl"))
		r = gql(t, s, org.TestKey, `{ ssoSettings { `+fields+` } }`, nil)
		require.Equal(t, idp.Issuer, r.Str("data.ssoSettings.issuer"))
		require.NotContains(t, string(r.Body), ssoSecret)

		// Start: a redirect to the provider, the state in a short-lived
		// HttpOnly cookie of the callback's path.
		b := ssotest.NewBrowser()
		start := b.Get(t, s.URL+"/v1/auth/oidc/start?organization=acme")
		require.Equal(t, http.StatusFound, start.Status, start.Body)
		require.True(t, strings.HasPrefix(start.Location, idp.Issuer+"/authorize?"), start.Location)
		to, err := url.Parse(start.Location)
		require.NoError(t, err)
		c := b.Cookie(s.URL, "meridian_sso")
		require.NotNil(t, c)
		require.True(t, c.HttpOnly && c.Secure && c.SameSite == http.SameSiteLaxMode && c.Path == "/v1/auth/oidc/" && c.MaxAge == 600, "%+v", c)
		require.Equal(t, to.Query().Get("state"), c.Value)

		// The callback: to the console with the session's cookie, the
		// state's cookie cleared; the same callback again is a 400.
		callback := idp.SignIn(t, b, start.Location, "ada", "ada-pass")
		require.True(t, strings.HasPrefix(callback, s.URL+"/v1/auth/oidc/callback?"), callback)
		cb := b.Get(t, callback)
		require.Equal(t, http.StatusFound, cb.Status, cb.Body)
		require.Equal(t, s.URL+"/console/", cb.Location)
		ada := person{email: "ada@acme.test", cookie: sessionCookie(t, apptest.Response{Header: cb.Header})}
		require.Nil(t, b.Cookie(s.URL, "meridian_sso"), "the state's cookie is cleared")
		v := ada.graphQL(t, s, `{ viewer { credential role user { email name } sso { enabled session linked } } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, "USER", v.Str("data.viewer.credential"))
		require.Equal(t, "VIEWER", v.Str("data.viewer.role"))
		require.Equal(t, "Ada Lovelace", v.Str("data.viewer.user.name"))
		require.Equal(t, map[string]any{"enabled": true, "session": true, "linked": true}, v.Get("data.viewer.sso"))
		cb = b.Get(t, callback)
		require.Equal(t, 400, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"invalid_sso_state"`)
		// Such a session changes no credential and links nothing.
		r = ada.graphQL(t, s, `mutation { startTotpEnrollment { secret } }`, nil)
		require.Equal(t, "sso_session", r.Str("errors.0.extensions.code"), string(r.Body))
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, ada.headers(s)...)
		require.Equal(t, "sso_session", r.Str("error"), string(r.Body))

		// A refusal at the callback: 403 with its key, no session.
		b = ssotest.NewBrowser()
		start = b.Get(t, s.URL+"/v1/auth/oidc/start?organization="+org.ID)
		cb = b.Get(t, idp.SignIn(t, b, start.Location, "mallory", "mallory-pass"))
		require.Equal(t, 403, cb.Status, cb.Body)
		require.Contains(t, cb.Body, `"email_domain_not_allowed"`)
		noSession(t, cb)

		// A link, from a session signed in with a password and no other
		// site: a JSON answer with the provider's URL and the state's
		// cookie; the callback goes to the console's settings, signing no
		// one in.
		grace := member(t, s, org, "grace@acme.test", auth.Developer)
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, "Cookie", auth.SessionCookie+"="+grace.cookie, "Sec-Fetch-Site", "cross-site")
		require.Equal(t, 403, r.Status, "no other site starts a link: %s", r.Body)
		r = s.Do(t, "POST", "/v1/auth/oidc/link", "", nil, grace.headers(s)...)
		require.Equal(t, 200, r.Status, string(r.Body))
		b = ssotest.NewBrowser()
		for _, c := range (&http.Response{Header: r.Header}).Cookies() {
			if c.Name == "meridian_sso" {
				b.SetCookie(s.URL, c)
			}
		}
		linked := b.Get(t, idp.SignIn(t, b, r.Str("url"), "grace", "grace-pass"))
		require.Equal(t, http.StatusFound, linked.Status, linked.Body)
		require.Equal(t, s.URL+"/console/settings?sso=linked", linked.Location)
		noSession(t, linked)
		v = grace.graphQL(t, s, `{ viewer { sso { enabled session linked } } }`, nil)
		require.Equal(t, map[string]any{"enabled": true, "session": false, "linked": true}, v.Get("data.viewer.sso"), string(v.Body))

		// SSO only: a password sign-in is a 403 with its key.
		settings["ssoOnly"] = true
		delete(settings, "clientSecret") // kept
		r = setSSO()
		require.Equal(t, true, r.Get("data.updateSsoSettings.clientSecretSet"), string(r.Body))
		r = signIn(t, s, "grace@acme.test", passphrase, "")
		require.Equal(t, 403, r.Status, string(r.Body))
		require.Equal(t, "sso_required", r.Str("error"))

		r = gql(t, s, org.TestKey, `{ viewer { sso { enabled } } }`, nil)
		require.Nil(t, r.Get("data.viewer.sso"), "a key is no person")
		require.NotContains(t, s.Logs(), ssoSecret)
	})
}
