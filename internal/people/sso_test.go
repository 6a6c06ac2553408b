package people_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
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
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
)

// withSSO is the harness's people service again, reaching providers on
// 127.0.0.1 (local providers) or not, and checking domains with dns.
func (h *harness) withSSO(t *testing.T, local bool, dns *ssotest.DNS) *people.Service {
	t.Helper()
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(h.d, key)
	require.NoError(t, err)
	s, err := people.New(h.d, people.Config{Auth: h.auth, Orgs: h.orgs, Audit: audit.New(h.d, h.now), PublicURL: "http://127.0.0.1:1",
		Failures: ratelimit.NewFailures(1.0/60, 5), Ring: ring, Key: key, SSOLocalProviders: local, DNSServer: dns.Addr, Now: h.now})
	require.NoError(t, err)
	return s
}

// verifyDomains claims the domains for p's organization, publishes their
// records on dns and verifies them.
func verifyDomains(t *testing.T, svc *people.Service, dns *ssotest.DNS, p auth.Principal, domains ...string) {
	t.Helper()
	ctx := context.Background()
	for _, domain := range domains {
		d, err := svc.ClaimSSODomain(ctx, p, domain)
		require.NoError(t, err)
		dns.Publish(svc.DomainRecord(p.OrganizationID, d.Domain))
		d, err = svc.VerifySSODomain(ctx, p, domain)
		require.NoError(t, err)
		require.NotNil(t, d.VerifiedAt)
	}
}

// A domain is verified by its TXT record, for one organization at a
// time; enabled single sign-on lists verified domains only.
func TestSSODomains(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		svc := h.withSSO(t, true, dns)
		o, err := h.orgs.Create(ctx, "hostile")
		require.NoError(t, err)
		hostile := auth.Principal{OrganizationID: o.ID, Mode: auth.Test, Kind: auth.SecretKey, KeyID: "key_hostile"}

		for _, bad := range []string{"", "example", "*.example.com", "10.0.0.1", "a@example.com"} {
			_, err := svc.ClaimSSODomain(ctx, h.key, bad)
			require.Equal(t, "validation_failed", errs.KeyOf(err), bad)
		}
		claim, err := svc.ClaimSSODomain(ctx, h.key, " Example.COM ")
		require.NoError(t, err)
		require.Equal(t, "example.com", claim.Domain)
		require.Nil(t, claim.VerifiedAt)
		again, err := svc.ClaimSSODomain(ctx, h.key, "example.com")
		require.NoError(t, err)
		require.True(t, claim.CreatedAt.Equal(again.CreatedAt), "a claim again is the claim as it is")

		// The record: under the domain, a value of the organization's own.
		name, value := svc.DomainRecord(h.org, "example.com")
		require.Equal(t, "_meridian-challenge.example.com", name)
		_, hostileValue := svc.DomainRecord(o.ID, "example.com")
		require.NotEqual(t, value, hostileValue)

		// Unverified, it cannot be enabled.
		in := validSSO("https://idp.example.com")
		in.EmailDomains = []string{"example.com"}
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		require.Contains(t, errs.As(err).Fields, "emailDomains")

		// No record, another organization's record, then its own.
		_, err = svc.VerifySSODomain(ctx, h.key, "example.com")
		require.Equal(t, "domain_not_verified", errs.KeyOf(err))
		dns.Publish(name, hostileValue)
		_, err = svc.VerifySSODomain(ctx, h.key, "example.com")
		require.Equal(t, "domain_not_verified", errs.KeyOf(err))
		_, err = svc.VerifySSODomain(ctx, h.key, "example.net")
		require.Equal(t, "not_found", errs.KeyOf(err), "never claimed")
		dns.Publish(name, value)
		got, err := svc.VerifySSODomain(ctx, h.key, "example.com")
		require.NoError(t, err)
		require.NotNil(t, got.VerifiedAt)
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)

		// Another organization, even with its own record published, does
		// not get a domain verified for someone else.
		_, err = svc.ClaimSSODomain(ctx, hostile, "example.com")
		require.NoError(t, err)
		_, err = svc.VerifySSODomain(ctx, hostile, "example.com")
		require.Equal(t, "domain_taken", errs.KeyOf(err))
		hin := validSSO("https://idp.example.com")
		hin.EmailDomains = []string{"example.com"}
		_, err = svc.UpdateSSOSettings(ctx, hostile, hin)
		require.Equal(t, "validation_failed", errs.KeyOf(err))

		// Given up: first off the settings' list, then anyone may verify it.
		require.Equal(t, "domain_in_use", errs.KeyOf(svc.RemoveSSODomain(ctx, h.key, "example.com")))
		in.Enabled = false
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.NoError(t, svc.RemoveSSODomain(ctx, h.key, "example.com"))
		require.Equal(t, "not_found", errs.KeyOf(svc.RemoveSSODomain(ctx, h.key, "example.com")))
		got, err = svc.VerifySSODomain(ctx, hostile, "example.com")
		require.NoError(t, err)
		require.NotNil(t, got.VerifiedAt)
		list, err := svc.SSODomains(ctx, h.org)
		require.NoError(t, err)
		require.Empty(t, list)

		// At most MaxEmailDomains claims.
		for i := range people.MaxEmailDomains {
			_, err := svc.ClaimSSODomain(ctx, h.key, string(rune('a'+i))+".example.org")
			require.NoError(t, err)
		}
		_, err = svc.ClaimSSODomain(ctx, h.key, "one-more.example.org")
		require.Equal(t, "domain_limit_reached", errs.KeyOf(err))

		// DNS that cannot be read is not a missing record.
		down := h.withSSO(t, true, &ssotest.DNS{Addr: "127.0.0.1:1"})
		_, err = down.VerifySSODomain(ctx, h.key, "a.example.org")
		require.Equal(t, "dns_unavailable", errs.KeyOf(err))

		var actions []string
		require.NoError(t, d.NewSelect().Table("audit_log").Column("action").Where("organization_id = ? AND action LIKE ?", h.org, "organization.sso_domain_%").
			Order("created_at").Scan(ctx, &actions))
		require.Equal(t, []string{audit.SSODomainClaimed, audit.SSODomainVerified, audit.SSODomainRemoved}, actions[:3])
	})
}

func validSSO(issuer string) people.SSOSettingsInput {
	secret := "the-client-secret"
	return people.SSOSettingsInput{Enabled: true, Issuer: issuer, ClientID: "meridian", ClientSecret: &secret,
		EmailDomains: []string{" Example.COM ", "example.org", "example.com"}, DefaultRole: auth.Viewer}
}

func TestSSOSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		local, public := h.withSSO(t, true, dns), h.withSSO(t, false, dns)
		verifyDomains(t, public, dns, h.key, "example.com", "example.org")

		st, err := public.SSOSettings(ctx, h.org)
		require.NoError(t, err)
		require.Nil(t, st, "never set")

		for name, c := range map[string]struct {
			svc   *people.Service
			edit  func(*people.SSOSettingsInput)
			field string
		}{
			"http":                  {public, func(in *people.SSOSettingsInput) { in.Issuer = "http://idp.example.com" }, "issuer"},
			"http on 127.0.0.1":     {public, func(in *people.SSOSettingsInput) { in.Issuer = "http://127.0.0.1:5556" }, "issuer"},
			"http elsewhere, local": {local, func(in *people.SSOSettingsInput) { in.Issuer = "http://10.0.0.1" }, "issuer"},
			"another scheme":        {local, func(in *people.SSOSettingsInput) { in.Issuer = "ftp://idp.example.com" }, "issuer"},
			"no host":               {local, func(in *people.SSOSettingsInput) { in.Issuer = "https://" }, "issuer"},
			"a query":               {local, func(in *people.SSOSettingsInput) { in.Issuer = "https://idp.example.com/?tenant=1" }, "issuer"},
			"credentials":           {local, func(in *people.SSOSettingsInput) { in.Issuer = "https://a:b@idp.example.com" }, "issuer"},
			"no client":             {local, func(in *people.SSOSettingsInput) { in.ClientID = " " }, "clientId"},
			"a client with spaces":  {local, func(in *people.SSOSettingsInput) { in.ClientID = "a b" }, "clientId"},
			"a bad domain":          {local, func(in *people.SSOSettingsInput) { in.EmailDomains = []string{"example"} }, "emailDomains"},
			"a domain with an at":   {local, func(in *people.SSOSettingsInput) { in.EmailDomains = []string{"@example.com"} }, "emailDomains"},
			"a wildcard":            {local, func(in *people.SSOSettingsInput) { in.EmailDomains = []string{"*.example.com"} }, "emailDomains"},
			"an address":            {local, func(in *people.SSOSettingsInput) { in.EmailDomains = []string{"10.0.0.1"} }, "emailDomains"},
			"no domain":             {local, func(in *people.SSOSettingsInput) { in.EmailDomains = nil }, "emailDomains"},
			"too many domains": {local, func(in *people.SSOSettingsInput) {
				in.EmailDomains = nil
				for i := range people.MaxEmailDomains + 1 {
					in.EmailDomains = append(in.EmailDomains, string(rune('a'+i))+".example.com")
				}
			}, "emailDomains"},
			"owner by default":                  {local, func(in *people.SSOSettingsInput) { in.DefaultRole = auth.Owner }, "defaultRole"},
			"no role":                           {local, func(in *people.SSOSettingsInput) { in.DefaultRole = "" }, "defaultRole"},
			"sso only, off":                     {local, func(in *people.SSOSettingsInput) { in.Enabled, in.SSOOnly = false, true }, "ssoOnly"},
			"a control character in the secret": {local, func(in *people.SSOSettingsInput) { s := "a\x00b"; in.ClientSecret = &s }, "clientSecret"},
		} {
			in := validSSO("https://idp.example.com")
			c.edit(&in)
			_, err := c.svc.UpdateSSOSettings(ctx, h.key, in)
			require.Equal(t, "validation_failed", errs.KeyOf(err), name)
			require.Contains(t, errs.As(err).Fields, c.field, "%s: %v", name, err)
		}

		st, err = public.UpdateSSOSettings(ctx, h.key, validSSO("https://idp.example.com/tenant/v2.0"))
		require.NoError(t, err)
		require.Equal(t, []string{"example.com", "example.org"}, st.EmailDomains, "lower case, once each")
		require.NotNil(t, st.ClientSecret)
		require.NotContains(t, *st.ClientSecret, "the-client-secret", "sealed")
		_, err = local.UpdateSSOSettings(ctx, h.key, validSSO("http://127.0.0.1:5556"))
		require.NoError(t, err, "a provider on this machine, where local providers are allowed")
		_, err = local.UpdateSSOSettings(ctx, h.key, validSSO("http://localhost:5556/realms/x"))
		require.NoError(t, err)

		// The secret: kept when not given, removed when empty.
		in := validSSO("https://idp.example.com")
		in.ClientSecret, in.SSOOnly = nil, true
		st, err = public.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.NotNil(t, st.ClientSecret)
		got, err := public.SSOSettings(ctx, h.org)
		require.NoError(t, err)
		require.True(t, got.SSOOnly && got.Enabled)
		require.Equal(t, st.ClientSecret, got.ClientSecret)
		empty := ""
		in.ClientSecret = &empty
		st, err = public.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.Nil(t, st.ClientSecret)

		var entries []audit.Entry
		require.NoError(t, d.NewSelect().Model(&entries).Where("organization_id = ? AND action = ?", h.org, audit.SSOChanged).
			Order("created_at", "id").Scan(ctx))
		require.Len(t, entries, 5)
		var secrets []any
		for _, e := range entries {
			require.Equal(t, audit.OrganizationWide, e.Mode)
			require.Equal(t, "key_test", *e.ActorKeyID)
			secrets = append(secrets, e.Data["client_secret"])
			data, err := json.Marshal(e.Data)
			require.NoError(t, err)
			require.NotContains(t, string(data), "the-client-secret")
		}
		require.Equal(t, []any{"set", "set", "set", "kept", "removed"}, secrets)
	})
}

// A sign-in's state: refused when it is not the browser's, unknown, or
// past SSOFlowTTL; a provider in a private network is not reached where
// local providers are not allowed.
func TestSSOState(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		dns := ssotest.StartDNS(t)
		svc := h.withSSO(t, true, dns)
		verifyDomains(t, svc, dns, h.key, "example.com", "example.org")
		client := ssotest.Client{ID: "meridian", Secret: "s", RedirectURI: svc.SSORedirectURL()}
		idp := ssotest.StartFake(t, client)
		idp.Set("ada@example.com", nil, "")
		in := validSSO(idp.Issuer)
		in.ClientSecret = &client.Secret
		_, err := svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)

		_, err = svc.StartSSO(ctx, "")
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		_, err = svc.StartSSO(ctx, "org_nope")
		require.Equal(t, "sso_not_configured", errs.KeyOf(err))

		// callback asks the provider for the callback of a new sign-in.
		callback := func() (*people.SSOStart, url.Values) {
			start, err := svc.StartSSO(ctx, h.org)
			require.NoError(t, err)
			require.WithinDuration(t, h.now().Add(people.SSOFlowTTL), start.ExpiresAt, 5*time.Second)
			r := ssotest.NewBrowser().Get(t, start.URL)
			require.Equal(t, http.StatusFound, r.Status, r.Body)
			u, err := url.Parse(r.Location)
			require.NoError(t, err)
			return start, u.Query()
		}
		finish := func(cookie string, q url.Values) error {
			_, err := svc.FinishSSO(ctx, auth.ClientInfo{}, people.SSOCallback{Cookie: cookie, Query: q})
			return err
		}

		start, q := callback()
		require.Equal(t, "invalid_sso_state", errs.KeyOf(finish("", q)), "no cookie")
		require.Equal(t, "invalid_sso_state", errs.KeyOf(finish(start.State+"x", q)), "another browser's")
		forged := url.Values{"state": {"sso_forged"}, "code": q["code"]}
		require.Equal(t, "invalid_sso_state", errs.KeyOf(finish("sso_forged", forged)), "unknown")
		require.NoError(t, finish(start.State, q), "the refusals above did not use the state up")
		require.Equal(t, "invalid_sso_state", errs.KeyOf(finish(start.State, q)), "used")

		start, q = callback()
		h.advance(people.SSOFlowTTL + time.Second)
		require.Equal(t, "invalid_sso_state", errs.KeyOf(finish(start.State, q)), "expired")

		// The settings changed meanwhile: turned off.
		start, q = callback()
		in.Enabled = false
		_, err = svc.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		require.Equal(t, "sso_not_configured", errs.KeyOf(finish(start.State, q)))

		// Where local providers are not allowed, a provider on a private
		// or loopback address is not reached, whatever its URL says.
		in.Enabled = true
		in.Issuer = "https://127.0.0.1:1"
		public := h.withSSO(t, false, dns)
		_, err = public.UpdateSSOSettings(ctx, h.key, in)
		require.NoError(t, err)
		_, err = public.StartSSO(ctx, h.org)
		require.Equal(t, "sso_provider_unavailable", errs.KeyOf(err))
		require.Contains(t, errs.As(err).Error(), "not a permitted destination")
	})
}
