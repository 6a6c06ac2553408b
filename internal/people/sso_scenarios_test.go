package people_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/ssotest"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

const ssoSecret = "client-secret-of-meridian-at-the-provider"

// finishSSO has username sign in at the provider for the flow start
// began, in a browser of their own, and finishes the flow with the
// browser's state.
func finishSSO(t *testing.T, svc *people.Service, idp *ssotest.Provider, start *people.SSOStart, username, password string) (*people.SSOResult, error) {
	t.Helper()
	callback, err := url.Parse(idp.SignIn(t, ssotest.NewBrowser(), start.URL, username, password))
	require.NoError(t, err)
	return svc.FinishSSO(context.Background(), auth.ClientInfo{}, people.SSOCallback{Cookie: start.State, Query: callback.Query()})
}

// ssoSignIn is a whole sign-in through the single sign-on of the
// organization named by org, as username at the provider.
func ssoSignIn(t *testing.T, svc *people.Service, idp *ssotest.Provider, org, username, password string) (*people.SSOResult, error) {
	t.Helper()
	start, err := svc.StartSSO(context.Background(), org)
	require.NoError(t, err)
	return finishSSO(t, svc, idp, start, username, password)
}

// emails lists the emails of the members of p's organization.
func (h *harness) emails(t *testing.T, p auth.Principal) []string {
	t.Helper()
	ms, err := h.people.Members(context.Background(), p)
	require.NoError(t, err)
	var out []string
	for _, m := range ms {
		out = append(out, m.User.Email)
	}
	return out
}

// Single sign-on from setting it up to turning it off: a new person made
// just in time, a member signed in with their role (the provider standing
// for the second factor), a person of another organization signed in
// only once they linked the provider's identity themselves, a session that
// works in its organization only and changes no credential, emails
// refused, SSO only, and the audit log.
func TestSSOFromSetUpToTurnedOff(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		svc := h.withSSO(t, true, dns)
		acme, err := h.orgs.Get(ctx, h.org)
		require.NoError(t, err)
		globex, err := h.orgs.Create(ctx, "globex")
		require.NoError(t, err)
		globexKey := auth.Principal{OrganizationID: globex.ID, Mode: auth.Test, Kind: auth.SecretKey, KeyID: "key_globex"}
		client := ssotest.Client{ID: "meridian-acme", Secret: ssoSecret, RedirectURI: svc.SSORedirectURL()}
		idp := ssotest.Start(t, client,
			ssotest.User{Username: "ada", Password: "ada-pass", Email: "Ada@Acme.test", EmailVerified: true, FirstName: "Ada", LastName: "Lovelace"},
			ssotest.User{Username: "grace", Password: "grace-pass", Email: "grace@acme.test", EmailVerified: true, FirstName: "Grace", LastName: "Hopper"},
			ssotest.User{Username: "hedy", Password: "hedy-pass", Email: "hedy@acme.test", EmailVerified: true, FirstName: "Hedy", LastName: "Lamarr"},
			ssotest.User{Username: "mallory", Password: "mallory-pass", Email: "mallory@elsewhere.test", EmailVerified: true},
			ssotest.User{Username: "eve", Password: "eve-pass", Email: "eve@acme.test", EmailVerified: false},
		)

		// Nothing set up yet: the same answer as for an organization that
		// does not exist.
		for _, o := range []string{acme.Name, h.org, "nope"} {
			_, err := svc.StartSSO(ctx, o)
			require.Equal(t, "sso_not_configured", errs.KeyOf(err), o)
		}
		st, err := svc.SSOSettings(ctx, h.org)
		require.NoError(t, err)
		require.Nil(t, st)

		secret := ssoSecret
		in := people.SSOSettingsInput{Enabled: true, Issuer: idp.Issuer, ClientID: client.ID, ClientSecret: &secret,
			EmailDomains: []string{"ACME.test", "acme.test"}, DefaultRole: auth.Viewer}
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.Equal(t, "validation_failed", errs.KeyOf(err), "a domain not verified")
		require.Contains(t, errs.As(err).Message, "acme.test is not verified")
		verifyDomains(t, svc, dns, h.key, "acme.test")
		st, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.Equal(t, []string{"acme.test"}, st.EmailDomains)
		require.NotNil(t, st.ClientSecret)
		require.NotContains(t, *st.ClientSecret, ssoSecret, "sealed")
		require.Equal(t, client.RedirectURI, svc.SSORedirectURL())
		require.Equal(t, "http://127.0.0.1:1/v1/auth/oidc/start?organization="+h.org, svc.SSOSignInURL(h.org))
		owner := h.join(t, "owner@acme.test", auth.Owner)
		po, err := h.principal(t, owner.Token)
		require.NoError(t, err)
		st, err = svc.SSOSettings(ctx, po.OrganizationID)
		require.NoError(t, err)
		require.Equal(t, idp.Issuer, st.Issuer)
		require.NotContains(t, *st.ClientSecret, ssoSecret)

		// Start: to the provider with PKCE (S256), a state and a nonce.
		start, err := svc.StartSSO(ctx, acme.Name)
		require.NoError(t, err)
		to, err := url.Parse(start.URL)
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
		require.Equal(t, start.State, q.Get("state"))
		require.WithinDuration(t, h.now().Add(people.SSOFlowTTL), start.ExpiresAt, time.Minute)

		// The provider's login, then the callback: a new person, just in
		// time, with the default role, signed in; the state works once.
		callback, err := url.Parse(idp.SignIn(t, ssotest.NewBrowser(), start.URL, "ada", "ada-pass"))
		require.NoError(t, err)
		back := people.SSOCallback{Cookie: start.State, Query: callback.Query()}
		res, err := svc.FinishSSO(ctx, auth.ClientInfo{}, back)
		require.NoError(t, err)
		require.False(t, res.Linked)
		require.Equal(t, "Ada Lovelace", res.SignedIn.User.Name)
		ada, err := h.principal(t, res.SignedIn.Token)
		require.NoError(t, err)
		require.Equal(t, auth.User, ada.Kind)
		require.Equal(t, auth.Viewer, ada.Role)
		require.Equal(t, "ada@acme.test", ada.UserEmail)
		require.Equal(t, h.org, ada.OrganizationID)
		require.Equal(t, h.org, ada.SSOOrganizationID)
		_, err = svc.FinishSSO(ctx, auth.ClientInfo{}, back)
		require.Equal(t, "invalid_sso_state", errs.KeyOf(err))

		// A member already: signed in with their role. The provider's
		// sign-in stands for the second factor the organization requires.
		h.join(t, "grace@acme.test", auth.Developer)
		_, err = h.orgs.SetSecurityPolicy(ctx, h.org, audit.Actor{Name: "test"}, true)
		require.NoError(t, err)
		res, err = ssoSignIn(t, svc, idp, acme.Name, "grace", "grace-pass")
		require.NoError(t, err)
		require.False(t, res.SignedIn.EnrollmentRequired)
		grace, err := h.principal(t, res.SignedIn.Token)
		require.NoError(t, err)
		require.Equal(t, auth.Developer, grace.Role)
		require.False(t, grace.EnrollmentRequired)
		_, err = h.orgs.SetSecurityPolicy(ctx, h.org, audit.Actor{Name: "test"}, false)
		require.NoError(t, err)

		// A person whose account was made in another organization is not
		// signed in, nor added, on the provider's word alone: not as a
		// stranger, nor once a member of both, until they link the
		// provider's identity to their account, signed in with their
		// password.
		hedyElsewhere, err := h.principal(t, h.joinVia(t, globexKey, "hedy@acme.test", auth.Finance).Token)
		require.NoError(t, err)
		_, err = ssoSignIn(t, svc, idp, acme.Name, "hedy", "hedy-pass")
		require.Equal(t, "sso_link_required", errs.KeyOf(err))
		require.NotContains(t, h.emails(t, h.key), "hedy@acme.test")
		_, link, err := h.people.Invite(ctx, h.key, "hedy@acme.test", auth.Developer)
		require.NoError(t, err)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link)}, &hedyElsewhere)
		require.NoError(t, err, "accepted signed in as themselves")
		_, err = ssoSignIn(t, svc, idp, acme.Name, "hedy", "hedy-pass")
		require.Equal(t, "sso_link_required", errs.KeyOf(err))
		_, err = svc.StartSSOLink(ctx, hedyElsewhere)
		require.Equal(t, "sso_not_configured", errs.KeyOf(err), "the session works in globex, which has no single sign-on")
		token, err := h.people.SwitchOrganization(ctx, hedyElsewhere, h.org, auth.Test)
		require.NoError(t, err)
		hedyAtAcme, err := h.principal(t, token)
		require.NoError(t, err)
		require.Empty(t, hedyAtAcme.SSOOrganizationID)
		enabled, linked, err := svc.ViewerSSO(ctx, hedyAtAcme)
		require.NoError(t, err)
		require.True(t, enabled)
		require.False(t, linked)
		start, err = svc.StartSSOLink(ctx, hedyAtAcme)
		require.NoError(t, err)
		res, err = finishSSO(t, svc, idp, start, "hedy", "hedy-pass")
		require.NoError(t, err)
		require.True(t, res.Linked)
		require.Nil(t, res.SignedIn, "a link signs no one in")
		res, err = ssoSignIn(t, svc, idp, acme.Name, "hedy", "hedy-pass")
		require.NoError(t, err)
		hedy, err := h.principal(t, res.SignedIn.Token)
		require.NoError(t, err)

		// The session sees this organization only: its membership, its
		// sessions; it changes none of the person's credentials.
		_, linked, err = svc.ViewerSSO(ctx, hedyAtAcme)
		require.NoError(t, err)
		require.True(t, linked)
		enabled, linked, err = svc.ViewerSSO(ctx, hedy)
		require.NoError(t, err)
		require.True(t, enabled && linked)
		require.Equal(t, h.org, hedy.SSOOrganizationID, "a session single sign-on started")
		require.Equal(t, auth.Developer, hedy.Role)
		require.Equal(t, h.org, hedy.OrganizationID)
		ms, err := h.people.Memberships(ctx, hedy)
		require.NoError(t, err)
		require.Len(t, ms, 1)
		require.Equal(t, h.org, ms[0].OrganizationID)
		require.Equal(t, auth.Developer, ms[0].Role)
		require.Len(t, res.SignedIn.Memberships, 1)
		pw, err := h.signIn("hedy@acme.test", goodPassword, "")
		require.NoError(t, err)
		require.Equal(t, globex.ID, pw.Session.OrganizationID, "a password sign-in works in the oldest membership")
		hedyElsewhere, err = h.principal(t, pw.Token)
		require.NoError(t, err)
		all, err := h.auth.UserSessions(ctx, hedyElsewhere)
		require.NoError(t, err)
		mine, err := h.auth.UserSessions(ctx, hedy)
		require.NoError(t, err)
		require.Greater(t, len(all), len(mine))
		for _, us := range mine {
			require.NotEqual(t, pw.Session.ID, us.ID)
		}
		require.Equal(t, "not_found", errs.KeyOf(h.people.RevokeSession(ctx, hedy, pw.Session.ID)))
		credentials := map[string]error{}
		_, credentials["startPasskeyRegistration"] = h.people.StartPasskeyRegistration(ctx, hedy)
		_, credentials["changePassword"] = h.people.ChangePassword(ctx, hedy, goodPassword, "another long passphrase of hers")
		credentials["disableTotp"] = h.people.DisableTOTP(ctx, hedy, "123456")
		_, _, credentials["confirmTotp"] = h.people.ConfirmTOTP(ctx, hedy, "123456")
		credentials["removePasskey"] = h.people.RemovePasskey(ctx, hedy, "pk_1")
		_, _, credentials["finishPasskeyRegistration"] = h.people.FinishPasskeyRegistration(ctx, hedy, "mine", "{}")
		_, credentials["link"] = svc.StartSSOLink(ctx, hedy)
		_, credentials["switch to another organization"] = h.people.SwitchOrganization(ctx, hedy, globex.ID, auth.Test)
		for what, err := range credentials {
			require.Equal(t, "sso_session", errs.KeyOf(err), what)
		}
		token, err = h.people.SwitchOrganization(ctx, hedy, h.org, auth.Live)
		require.NoError(t, err, "another mode of the same organization")
		hedy, err = h.principal(t, token)
		require.NoError(t, err)
		_, err = h.people.StartTOTP(ctx, hedy)
		require.Equal(t, "sso_session", errs.KeyOf(err))
		require.Equal(t, auth.Finance, hedyElsewhere.Role)
		enabled, _, err = svc.ViewerSSO(ctx, hedyElsewhere)
		require.NoError(t, err)
		require.False(t, enabled, "globex has no single sign-on")
		entries := actions(t, d, h.org, audit.Filter{Action: audit.SSOLinked})
		require.Len(t, entries, 1)
		require.Equal(t, "hedy@acme.test", entries[0].ActorName)

		// An email outside the organization's domains, and one the provider
		// has not verified, are refused.
		_, err = ssoSignIn(t, svc, idp, acme.Name, "mallory", "mallory-pass")
		require.Equal(t, "email_domain_not_allowed", errs.KeyOf(err))
		require.Equal(t, errs.Forbidden, errs.KindOf(err))
		_, err = ssoSignIn(t, svc, idp, acme.Name, "eve", "eve-pass")
		require.Equal(t, "email_not_verified", errs.KeyOf(err))

		// SSO only: password sign-in no longer reaches the organization; a
		// wrong password still gets the usual answer.
		in.SSOOnly, in.ClientSecret = true, nil // the secret kept
		st, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.NotNil(t, st.ClientSecret)
		for _, email := range []string{"grace@acme.test", "owner@acme.test"} {
			_, err = h.signIn(email, goodPassword, "")
			require.Equal(t, "sso_required", errs.KeyOf(err), email)
			require.Equal(t, errs.Forbidden, errs.KindOf(err))
		}
		_, err = h.signIn("grace@acme.test", "not the password", "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		// A person of several organizations signs in with a password to one
		// that allows it, never to the SSO-only one, nor switches to it.
		pw, err = h.signIn("hedy@acme.test", goodPassword, "")
		require.NoError(t, err)
		require.Equal(t, globex.ID, pw.Session.OrganizationID)
		_, err = h.people.SignIn(ctx, auth.ClientInfo{}, people.SignInInput{Email: "hedy@acme.test", Password: goodPassword, Organization: h.org})
		require.Equal(t, "sso_required", errs.KeyOf(err))
		hedyElsewhere, err = h.principal(t, pw.Token)
		require.NoError(t, err)
		_, err = h.people.SwitchOrganization(ctx, hedyElsewhere, h.org, auth.Test)
		require.Equal(t, "sso_required", errs.KeyOf(err))
		// Single sign-on still works.
		_, err = ssoSignIn(t, svc, idp, acme.Name, "grace", "grace-pass")
		require.NoError(t, err)

		// Recorded, without the secret.
		entries = actions(t, d, h.org, audit.Filter{Action: audit.SSOChanged})
		require.Len(t, entries, 2)
		require.Equal(t, "kept", entries[0].Data["client_secret"])
		require.Equal(t, true, entries[0].Data["sso_only"])
		require.Equal(t, "set", entries[1].Data["client_secret"])
		raw, err := json.Marshal(entries)
		require.NoError(t, err)
		require.NotContains(t, string(raw), ssoSecret)
		require.Len(t, actions(t, d, h.org, audit.Filter{Action: audit.MemberAddedBySSO}), 1, "ada (hedy was invited)")

		// Turned off: start answers as if never set up, and passwords work
		// again.
		in.Enabled, in.SSOOnly = false, false
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		_, err = svc.StartSSO(ctx, acme.Name)
		require.Equal(t, "sso_not_configured", errs.KeyOf(err))
		_, err = h.signIn("grace@acme.test", goodPassword, "")
		require.NoError(t, err)
	})
}

// The ID token's checks, with a provider that signs what the test asks
// for: each refusal has its key and kind (the status it is answered with),
// says why, and signs nobody in.
func TestSSOTokenChecks(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		svc := h.withSSO(t, true, dns)
		verifyDomains(t, svc, dns, h.key, "acme.test")
		client := ssotest.Client{ID: "meridian", Secret: ssoSecret, RedirectURI: svc.SSORedirectURL()}
		idp := ssotest.StartFake(t, client)
		secret := ssoSecret
		_, err := svc.UpdateSSOSettings(ctx, h.key, people.SSOSettingsInput{Enabled: true, Issuer: idp.Issuer, ClientID: client.ID,
			ClientSecret: &secret, EmailDomains: []string{"acme.test"}, DefaultRole: auth.Reviewer})
		require.NoError(t, err)

		for _, c := range []struct {
			name, err   string
			claims      func(map[string]any)
			kind        errs.Kind
			key, reason string
		}{
			{name: "wrong audience", claims: func(c map[string]any) { c["aud"] = "another-client" }, kind: errs.Unauthenticated, key: "sso_failed", reason: "audience"},
			{name: "another authorized party", claims: func(c map[string]any) { c["aud"] = []string{"meridian", "another-client"}; c["azp"] = "another-client" },
				kind: errs.Unauthenticated, key: "sso_failed", reason: "authorized party"},
			{name: "bad nonce", claims: func(c map[string]any) { c["nonce"] = "not-this-sign-in" }, kind: errs.Unauthenticated, key: "sso_failed", reason: "nonce"},
			{name: "no nonce", claims: func(c map[string]any) { delete(c, "nonce") }, kind: errs.Unauthenticated, key: "sso_failed", reason: "nonce"},
			{name: "expired", claims: func(c map[string]any) {
				c["iat"], c["exp"] = time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-time.Hour).Unix()
			}, kind: errs.Unauthenticated, key: "sso_failed", reason: "expired"},
			{name: "another issuer", claims: func(c map[string]any) { c["iss"] = "http://127.0.0.1:1" }, kind: errs.Unauthenticated, key: "sso_failed", reason: "issuer"},
			{name: "email not verified", claims: func(c map[string]any) { c["email_verified"] = false }, kind: errs.Forbidden, key: "email_not_verified"},
			{name: "email not verified (a string)", claims: func(c map[string]any) { c["email_verified"] = "false" }, kind: errs.Forbidden, key: "email_not_verified"},
			{name: "another domain", claims: func(c map[string]any) { c["email"] = "ada@acme.test.evil.example" }, kind: errs.Forbidden, key: "email_domain_not_allowed"},
			{name: "provider error", err: "access_denied", kind: errs.Unauthenticated, key: "sso_provider_error", reason: "access_denied"},
			{name: "signed in"},
		} {
			t.Run(c.name, func(t *testing.T) {
				idp.Set("ada@acme.test", c.claims, c.err)
				start, err := svc.StartSSO(ctx, h.org)
				require.NoError(t, err)
				r := ssotest.NewBrowser().Get(t, start.URL)
				require.Equal(t, http.StatusFound, r.Status, r.Body)
				back, err := url.Parse(r.Location)
				require.NoError(t, err)
				res, err := svc.FinishSSO(ctx, auth.ClientInfo{}, people.SSOCallback{Cookie: start.State, Query: back.Query()})
				if c.key == "" {
					require.NoError(t, err)
					p, err := h.principal(t, res.SignedIn.Token)
					require.NoError(t, err)
					require.Equal(t, auth.Reviewer, p.Role)
					require.Equal(t, "Fake Person", p.UserName)
					return
				}
				require.Equal(t, c.key, errs.KeyOf(err), "%v", err)
				require.Equal(t, c.kind, errs.KindOf(err))
				require.Contains(t, errs.As(err).Message, c.reason)
				require.Nil(t, res)
			})
		}
		require.Len(t, h.emails(t, h.key), 1, "one sign-in succeeded")
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
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		svc := h.withSSO(t, true, dns)
		victim := h.key
		o, err := h.orgs.Create(ctx, "hostile")
		require.NoError(t, err)
		hostile := auth.Principal{OrganizationID: o.ID, Mode: auth.Test, Kind: auth.SecretKey, KeyID: "key_hostile"}
		owner := h.join(t, "owner@a.test", auth.Owner)
		h.join(t, "cfo@b.test", auth.Finance) // an address in the hostile organization's own domain
		client := ssotest.Client{ID: "meridian-hostile", Secret: ssoSecret, RedirectURI: svc.SSORedirectURL()}
		idp := ssotest.Start(t, client,
			ssotest.User{Username: "owner", Password: "x", Email: "owner@a.test", EmailVerified: true},
			ssotest.User{Username: "cfo", Password: "x", Email: "cfo@b.test", EmailVerified: true})
		secret := ssoSecret
		in := people.SSOSettingsInput{Enabled: true, Issuer: idp.Issuer, ClientID: client.ID, ClientSecret: &secret,
			EmailDomains: []string{"a.test"}, DefaultRole: auth.Admin}

		// The victim's domain: claimed, but its DNS holds no record of the
		// hostile organization's, so it is not verified and cannot be listed.
		_, err = svc.ClaimSSODomain(ctx, hostile, "a.test")
		require.NoError(t, err)
		_, err = svc.VerifySSODomain(ctx, hostile, "a.test")
		require.Equal(t, "domain_not_verified", errs.KeyOf(err))
		_, err = svc.UpdateSSOSettings(ctx, hostile, in)
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		_, err = svc.StartSSO(ctx, "hostile")
		require.Equal(t, "sso_not_configured", errs.KeyOf(err))

		// Once the victim verifies it, it is theirs alone.
		verifyDomains(t, svc, dns, victim, "a.test")
		_, err = svc.VerifySSODomain(ctx, hostile, "a.test")
		require.Equal(t, "domain_not_verified", errs.KeyOf(err))

		// Its own domain: enabled, but the provider's word on someone whose
		// account the victim's organization made signs in no one, and adds
		// no one.
		verifyDomains(t, svc, dns, hostile, "b.test")
		in.EmailDomains = []string{"b.test"}
		_, err = svc.UpdateSSOSettings(ctx, hostile, in)
		require.NoError(t, err)
		_, err = ssoSignIn(t, svc, idp, "hostile", "owner", "x")
		require.Equal(t, "email_domain_not_allowed", errs.KeyOf(err))
		_, err = ssoSignIn(t, svc, idp, "hostile", "cfo", "x")
		require.Equal(t, "sso_link_required", errs.KeyOf(err))
		require.False(t, slices.ContainsFunc(h.emails(t, hostile), func(e string) bool {
			return strings.HasSuffix(e, "a.test") || e == "cfo@b.test"
		}))

		// The victims are as they were: one organization each, a password
		// sign-in that asks for no second factor.
		for _, email := range []string{"owner@a.test", "cfo@b.test"} {
			out, err := h.signIn(email, goodPassword, "")
			require.NoError(t, err, email)
			require.Len(t, out.Memberships, 1)
			require.Equal(t, h.org, out.Session.OrganizationID)
		}
		p, err := h.principal(t, owner.Token)
		require.NoError(t, err)
		keys, err := h.people.Passkeys(ctx, p)
		require.NoError(t, err)
		require.Empty(t, keys)
	})
}
