package people

import (
	"context"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"code.dny.dev/ssrf"
	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/uptrace/bun"
	"golang.org/x/oauth2"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/secrets"
)

// Single sign-on: an organization may let its people sign in through its
// own OpenID Connect provider (the authorization code flow with PKCE). The
// provider vouches only for verified email addresses in domains the
// organization has proved it controls (ssodomains.go), and only for people
// whose account is the organization's:
//
//   - the person the provider's identity (issuer and subject) is linked to;
//   - else, by email, a person who is a member of this organization and of
//     no other (the identity is linked to them from then on), or a new
//     person, whose account (without a password) and membership, with the
//     organization's default role, are made just in time;
//   - never a person with an account elsewhere who has not linked the
//     identity themselves, signed in with their password (StartSSOLink):
//     they are refused with sso_link_required and nothing changes.
//
// A session started through single sign-on works in its organization only:
// it cannot switch to another, sees only that organization's membership and
// sessions, and changes no second factor, password or passkey of the
// person, which guard password sign-in everywhere. With "SSO only" on,
// password sign-in does not reach the organization (see
// passwordOrganization); sessions begun before carry on until they end,
// and accepting an invitation still signs the person in once, the
// invitation being the organization's own credential.

// SSOSettings is an organization's single sign-on.
type SSOSettings struct {
	bun.BaseModel  `bun:"table:sso_settings"`
	OrganizationID string `bun:"organization_id,pk"`
	Enabled        bool   `bun:"enabled"`
	// Issuer is the provider's issuer URL, exactly as its ID tokens name it.
	Issuer       string    `bun:"issuer"`
	ClientID     string    `bun:"client_id"`
	ClientSecret *string   `bun:"client_secret"` // sealed; nil for a public client (PKCE alone)
	EmailDomains []string  `bun:"email_domains,type:text"`
	DefaultRole  auth.Role `bun:"default_role"`
	// SSOOnly turns password sign-in off for the organization's members.
	SSOOnly   bool      `bun:"sso_only"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// Limits and lifetimes of single sign-on.
const (
	MaxEmailDomains = 20
	// SSOFlowTTL is how long a sign-in started at the provider may take to
	// come back.
	SSOFlowTTL = 10 * time.Minute
	// ssoProviderTTL is how long a provider's discovery document is kept.
	ssoProviderTTL = time.Hour
	// ssoTimeout bounds each call to a provider.
	ssoTimeout = 10 * time.Second
	// ssoMaxResponse bounds what a provider's answer is read of.
	ssoMaxResponse = 1 << 20
)

var (
	errSSONotConfigured = errs.E(errs.NotFound, "sso_not_configured", "Single sign-on is not set up for this organization")
	errSSOState         = errs.E(errs.BadRequest, "invalid_sso_state",
		"This sign-in is not valid: it was used, has expired, or was started in another browser; start again")
	errSSORequired = errs.E(errs.Forbidden, "sso_required", "Your organization signs in through single sign-on; use it instead of a password")
	errSSOSession  = errs.E(errs.Forbidden, "sso_session",
		"A session signed in through an organization's single sign-on works in that organization only, and cannot change the account's password, second factor or passkeys; sign in with your password for that")
	errSSOLinkRequired = errs.E(errs.Forbidden, "sso_link_required",
		"You have an account that this organization's identity provider may not sign in by itself: sign in with your password, then link the provider from your account")
)

func ssoFailed(format string, args ...any) error {
	return errs.E(errs.Unauthenticated, "sso_failed", "Single sign-on failed: "+format, args...)
}

func ssoUnavailable(err error) error {
	return &errs.Error{Kind: errs.Unavailable, Key: "sso_provider_unavailable",
		Message: "The organization's identity provider could not be reached or did not answer as an OpenID provider; try again later", Err: err}
}

// SSORedirectURL is where providers send people back: the URL to register
// with the provider.
func (s *Service) SSORedirectURL() string {
	return strings.TrimRight(s.cfg.PublicURL, "/") + "/v1/auth/oidc/callback"
}

// SSOSignInURL is where a person of the organization starts signing in.
func (s *Service) SSOSignInURL(orgID string) string {
	return strings.TrimRight(s.cfg.PublicURL, "/") + "/v1/auth/oidc/start?organization=" + url.QueryEscape(orgID)
}

// ConsoleURL is the console's home, where a signed-in person lands.
func (s *Service) ConsoleURL() string { return strings.TrimRight(s.cfg.PublicURL, "/") + "/console/" }

func (s *Service) ssoBox() (*secrets.Box, error) {
	return secrets.New(s.cfg.Ring, s.cfg.Key, "meridian sso client secrets")
}

// SSOSettings returns the organization's single sign-on settings, nil when
// they were never set.
func (s *Service) SSOSettings(ctx context.Context, orgID string) (*SSOSettings, error) {
	return ssoSettings(ctx, s.db, orgID)
}

func ssoSettings(ctx context.Context, idb bun.IDB, orgID string) (*SSOSettings, error) {
	st := new(SSOSettings)
	err := idb.NewSelect().Model(st).Where("organization_id = ?", orgID).Scan(ctx)
	if db.IsNotFound(err) {
		return nil, nil
	}
	return st, errs.Wrap(err, "read sso settings")
}

// SSOSettingsInput replaces an organization's single sign-on settings.
type SSOSettingsInput struct {
	Enabled  bool
	Issuer   string
	ClientID string
	// ClientSecret: nil keeps the one set, "" removes it (a public client).
	ClientSecret *string
	EmailDomains []string
	DefaultRole  auth.Role
	SSOOnly      bool
}

// UpdateSSOSettings replaces the organization's single sign-on settings,
// recorded in the audit log (never the client secret, only whether it
// changed).
func (s *Service) UpdateSSOSettings(ctx context.Context, p auth.Principal, in SSOSettingsInput) (*SSOSettings, error) {
	var v errs.Validation
	issuer, err := s.checkIssuer(in.Issuer)
	v.Check(err == nil, "issuer", "%v", err)
	clientID := strings.TrimSpace(in.ClientID)
	v.Check(clientID != "" && len(clientID) <= 255 && !strings.ContainsFunc(clientID, unicode.IsSpace) && utf8.ValidString(clientID) &&
		!strings.ContainsFunc(clientID, unicode.IsControl), "clientId", "clientId is required: up to 255 characters, no spaces")
	if in.ClientSecret != nil {
		v.Check(len(*in.ClientSecret) <= 500 && !strings.ContainsFunc(*in.ClientSecret, unicode.IsControl), "clientSecret",
			"clientSecret is up to 500 characters, no control characters")
	}
	domains := make([]string, 0, len(in.EmailDomains))
	for _, d := range in.EmailDomains {
		clean, ok := emailDomain(d)
		if v.Check(ok, "emailDomains", "%q is not a domain such as example.com", clip(d)) && !slices.Contains(domains, clean) {
			domains = append(domains, clean)
		}
	}
	v.Check(len(in.EmailDomains) <= MaxEmailDomains, "emailDomains", "at most %d domains", MaxEmailDomains)
	v.Check(len(in.EmailDomains) > 0 || !in.Enabled, "emailDomains", "name at least one domain whose people may sign in")
	v.Check(in.DefaultRole.Valid() && in.DefaultRole != auth.Owner, "defaultRole",
		"defaultRole must be one of ADMIN, DEVELOPER, REVIEWER, FINANCE, VIEWER (owners are made by owners)")
	v.Check(in.Enabled || !in.SSOOnly, "ssoOnly", "ssoOnly needs single sign-on enabled")
	if err := v.Err(); err != nil {
		return nil, err
	}
	var st *SSOSettings
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		old, err := ssoSettings(ctx, tx, p.OrganizationID)
		if err != nil {
			return err
		}
		now := s.now()
		st = &SSOSettings{OrganizationID: p.OrganizationID, Enabled: in.Enabled, Issuer: issuer, ClientID: clientID, EmailDomains: domains,
			DefaultRole: in.DefaultRole, SSOOnly: in.SSOOnly, CreatedAt: now, UpdatedAt: now}
		secret := "none"
		if old != nil {
			st.CreatedAt, st.ClientSecret = old.CreatedAt, old.ClientSecret
			if old.ClientSecret != nil {
				secret = "kept"
			}
		}
		switch {
		case in.ClientSecret == nil:
		case *in.ClientSecret == "":
			if st.ClientSecret != nil {
				secret = "removed"
			}
			st.ClientSecret = nil
		default:
			box, err := s.ssoBox()
			if err != nil {
				return err
			}
			sealed, err := box.Seal(ctx, tx, *in.ClientSecret)
			if err != nil {
				return err
			}
			st.ClientSecret, secret = &sealed, "set"
		}
		if st.Enabled {
			if err := checkDomainsVerified(ctx, tx, p.OrganizationID, st.EmailDomains); err != nil {
				return err
			}
		}
		if old != nil {
			if _, err := tx.NewUpdate().Model(st).WherePK().Exec(ctx); err != nil {
				return errs.Wrap(err, "update sso settings")
			}
		} else if _, err := tx.NewInsert().Model(st).Exec(ctx); err != nil {
			return db.Classify(err, "No such organization")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SSOChanged, "organization", p.OrganizationID, map[string]any{
			"enabled": st.Enabled, "issuer": st.Issuer, "client_id": st.ClientID, "client_secret": secret,
			"email_domains": st.EmailDomains, "default_role": st.DefaultRole, "sso_only": st.SSOOnly})
	})
	if err != nil {
		return nil, err
	}
	return st, nil
}

// checkIssuer checks an issuer URL: https, a host, no credentials, query
// or fragment. Plain http is allowed only for a provider on the same
// machine (127.0.0.1, [::1] or localhost) and only when local providers
// are (SSOLocalProviders, in development): a provider running next to the
// server, as in tests. The URL is kept as given, since ID tokens must name
// it exactly.
func (s *Service) checkIssuer(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	switch {
	case raw == "" || err != nil || len(raw) > 500 || u.Host == "" || u.Opaque != "":
		return "", errors.New("issuer must be the provider's https URL, such as https://login.example.com")
	case u.User != nil || u.RawQuery != "" || u.Fragment != "" || strings.HasSuffix(raw, "?") || strings.HasSuffix(raw, "#"):
		return "", errors.New("issuer has no credentials, query or fragment")
	case u.Scheme == "https":
		return raw, nil
	case u.Scheme == "http" && s.cfg.SSOLocalProviders && loopback(u.Hostname()):
		return raw, nil
	}
	return "", errors.New("issuer must be an https URL (http only for a provider on 127.0.0.1 or localhost, in development)")
}

func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.IsLoopback()
}

// emailDomain checks a domain of email addresses: a DNS name of two labels
// or more (letters, digits and hyphens, internationalized names in their
// xn-- form), returned in lower case.
func emailDomain(raw string) (string, bool) {
	d := strings.ToLower(strings.TrimSpace(raw))
	labels := strings.Split(d, ".")
	if len(d) > 253 || len(labels) < 2 {
		return "", false
	}
	for _, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return "", false
		}
		for _, c := range l {
			if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
				return "", false
			}
		}
	}
	if _, err := strconv.Atoi(labels[len(labels)-1]); err == nil {
		return "", false
	}
	return d, true
}

// clip shortens what a caller sent before it is quoted back.
func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}

// ssoFlow is a sign-in under way at a provider. The browser that started
// it holds its state in an HttpOnly cookie (set by the REST layer) and the
// provider brings the state back in the callback's query: the two must
// agree, so that a callback carried to another browser (a forged sign-in)
// is refused. The server keeps only the state's hash, the organization and
// the expiry, and deletes the row when the callback comes: a state works
// once, within SSOFlowTTL. The nonce and the PKCE verifier are not stored
// at all but derived from the state with a key of the server's
// (flowSecret), so neither the cookie nor the database alone can finish a
// sign-in.
type ssoFlow struct {
	bun.BaseModel  `bun:"table:sso_flows"`
	Hash           string `bun:"hash,pk"`
	OrganizationID string `bun:"organization_id"`
	// UserID is the signed-in person who started a link (StartSSOLink);
	// nil for a sign-in.
	UserID    *string   `bun:"user_id"`
	CreatedAt time.Time `bun:"created_at"`
	ExpiresAt time.Time `bun:"expires_at"`
}

// SSOStatePrefix starts every sign-in's state.
const SSOStatePrefix = "sso_"

// flowSecret derives a flow's nonce or PKCE verifier from its state: 43
// URL-safe characters, as PKCE wants.
func (s *Service) flowSecret(purpose, state string) string {
	k, _ := hkdf.Key(sha256.New, s.cfg.Key, nil, "meridian sso flows", 32)
	mac := hmac.New(sha256.New, k)
	mac.Write([]byte(purpose + "\x00" + state))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// SSOStart is a sign-in started at an organization's provider.
type SSOStart struct {
	// URL is the provider's authorization endpoint, with the request.
	URL string
	// State is for the browser's cookie: the callback must bring it back
	// in the cookie and in the query alike.
	State     string
	ExpiresAt time.Time
}

// StartSSO begins a sign-in through the single sign-on of the organization
// named by organization (its id or name). An organization that does not
// exist and one without single sign-on get the same answer.
func (s *Service) StartSSO(ctx context.Context, organization string) (*SSOStart, error) {
	organization = strings.TrimSpace(organization)
	if organization == "" || len(organization) > 200 {
		return nil, errs.Invalidf("organization", "organization (an organization's id or name) is required")
	}
	o, err := s.cfg.Orgs.Get(ctx, organization)
	if errs.KindOf(err) == errs.NotFound {
		o, err = s.cfg.Orgs.ByName(ctx, organization)
	}
	if errs.KindOf(err) == errs.NotFound {
		return nil, errSSONotConfigured
	}
	if err != nil {
		return nil, err
	}
	return s.startFlow(ctx, o.ID, nil)
}

// StartSSOLink begins linking the identity the organization's provider
// knows the signed-in person by to their account, so that the provider
// may sign them in from then on: the person signs in at the provider, and
// the callback links the identity instead of starting a session. Only a
// person signed in as themselves (not through single sign-on) may.
func (s *Service) StartSSOLink(ctx context.Context, p auth.Principal) (*SSOStart, error) {
	if p.Kind != auth.User {
		return nil, errs.E(errs.Forbidden, "forbidden", "Only a signed-in person links their account")
	}
	if p.SSOOrganizationID != "" {
		return nil, errSSOSession
	}
	return s.startFlow(ctx, p.OrganizationID, &p.UserID)
}

// startFlow begins a flow at the organization's provider: a sign-in, or a
// link for the person userID names.
func (s *Service) startFlow(ctx context.Context, orgID string, userID *string) (*SSOStart, error) {
	st, err := ssoSettings(ctx, s.db, orgID)
	if err != nil {
		return nil, err
	}
	if st == nil || !st.Enabled {
		return nil, errSSONotConfigured
	}
	provider, err := s.sso.provider(ctx, s.cfg.SSOLocalProviders, st.Issuer)
	if err != nil {
		return nil, err
	}
	now := s.now()
	state := ids.Secret(SSOStatePrefix, 32)
	flow := &ssoFlow{Hash: auth.Hash(state), OrganizationID: orgID, UserID: userID, CreatedAt: now, ExpiresAt: now.Add(SSOFlowTTL)}
	// Flows never finished are swept as new ones start.
	if _, err := s.db.NewDelete().Model((*ssoFlow)(nil)).Where("expires_at < ?", now).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "sweep sso flows")
	}
	if _, err := s.db.NewInsert().Model(flow).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "start sso flow")
	}
	conf := s.oauthConfig(st, provider, "")
	return &SSOStart{State: state, ExpiresAt: flow.ExpiresAt,
		URL: conf.AuthCodeURL(state, oidc.Nonce(s.flowSecret("nonce", state)), oauth2.S256ChallengeOption(s.flowSecret("pkce", state)))}, nil
}

func (s *Service) oauthConfig(st *SSOSettings, p *oidc.Provider, secret string) *oauth2.Config {
	return &oauth2.Config{ClientID: st.ClientID, ClientSecret: secret, Endpoint: p.Endpoint(), RedirectURL: s.SSORedirectURL(),
		Scopes: []string{oidc.ScopeOpenID, "email", "profile"}}
}

// SSOCallback is what the provider and the browser bring back.
type SSOCallback struct {
	// Cookie is the state the browser's cookie holds.
	Cookie string
	// Query is the callback's query: state, and code or error.
	Query url.Values
}

// SSOResult is what a finished flow did: signed a person in, or linked
// the provider's identity to the person who started it (SignedIn nil).
type SSOResult struct {
	SignedIn *SignedIn
	Linked   bool
}

// FinishSSO completes a flow at the callback: it checks the state against
// the browser's and uses it up, exchanges the code (with the PKCE
// verifier), verifies the ID token (signature, issuer, audience, expiry,
// nonce), requires a verified email in one of the organization's verified
// domains, and signs the person in to the organization (see the top of
// this file), or links the identity for a flow StartSSOLink began.
func (s *Service) FinishSSO(ctx context.Context, client auth.ClientInfo, in SSOCallback) (*SSOResult, error) {
	state := in.Query.Get("state")
	if !strings.HasPrefix(state, SSOStatePrefix) || len(state) > 200 || subtle.ConstantTimeCompare([]byte(state), []byte(in.Cookie)) != 1 {
		return nil, errSSOState
	}
	flow := new(ssoFlow)
	err := s.db.NewDelete().Model(flow).Where("hash = ?", auth.Hash(state)).Returning("*").Scan(ctx)
	if db.IsNotFound(err) || (err == nil && !s.now().Before(flow.ExpiresAt)) {
		return nil, errSSOState
	}
	if err != nil {
		return nil, errs.Wrap(err, "use sso flow")
	}
	if e := in.Query.Get("error"); e != "" {
		return nil, errs.E(errs.Unauthenticated, "sso_provider_error", "The identity provider did not sign you in (%s)", providerError(e))
	}
	code := in.Query.Get("code")
	if code == "" || len(code) > 2000 {
		return nil, ssoFailed("the provider sent no authorization code")
	}
	st, err := ssoSettings(ctx, s.db, flow.OrganizationID)
	if err != nil {
		return nil, err
	}
	if st == nil || !st.Enabled {
		return nil, errSSONotConfigured
	}
	id, err := s.identify(ctx, st, state, code)
	if err != nil {
		return nil, err
	}
	if !id.EmailVerified {
		return nil, errs.E(errs.Forbidden, "email_not_verified", "The identity provider has not verified your email address")
	}
	email, err := normalEmail(id.Email)
	if err != nil {
		return nil, ssoFailed("the provider sent no usable email address")
	}
	domain := emailDomainOf(email)
	notAllowed := errs.E(errs.Forbidden, "email_domain_not_allowed", "People with an email at %s do not sign in to this organization", domain)
	if !slices.Contains(st.EmailDomains, domain) {
		return nil, notAllowed
	}
	out := &SSOResult{Linked: flow.UserID != nil}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if verified, err := verifiedDomains(ctx, tx, st.OrganizationID, domain); err != nil {
			return err
		} else if !verified[domain] {
			return notAllowed
		}
		if flow.UserID != nil {
			return s.linkSSO(ctx, tx, st, *flow.UserID, id.Subject)
		}
		u, err := s.ssoUser(ctx, tx, st, id.Subject, email, id.name(email))
		if err != nil {
			return err
		}
		if out.SignedIn, err = s.startSession(ctx, tx, client, u, st.OrganizationID, "sso"); err != nil {
			return err
		}
		out.SignedIn.Session.SSOOrganizationID = &st.OrganizationID
		out.SignedIn.Memberships = slices.DeleteFunc(out.SignedIn.Memberships, func(m Member) bool { return m.OrganizationID != st.OrganizationID })
		_, err = tx.NewUpdate().Model(out.SignedIn.Session).Column("sso_organization_id").WherePK().Exec(ctx)
		return errs.Wrap(err, "mark sso session")
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ViewerSSO is single sign-on as the signed-in person p meets it in the
// organization in use: whether it is enabled there, and whether the
// person's account is linked to the provider's identity (the provider in
// use now: a link made with another issuer does not count).
func (s *Service) ViewerSSO(ctx context.Context, p auth.Principal) (enabled, linked bool, err error) {
	st, err := ssoSettings(ctx, s.db, p.OrganizationID)
	if err != nil || st == nil || !st.Enabled {
		return false, false, err
	}
	n, err := s.db.NewSelect().Model((*ssoLink)(nil)).
		Where("organization_id = ? AND user_id = ? AND issuer = ?", p.OrganizationID, p.UserID, st.Issuer).Count(ctx)
	return true, n > 0, errs.Wrap(err, "read sso link")
}

// ssoLink ties an identity at an organization's provider (its issuer and
// subject) to a person's account: the provider signs that person in.
type ssoLink struct {
	bun.BaseModel  `bun:"table:sso_links"`
	OrganizationID string    `bun:"organization_id,pk"`
	UserID         string    `bun:"user_id,pk"`
	Issuer         string    `bun:"issuer"`
	Subject        string    `bun:"subject"`
	CreatedAt      time.Time `bun:"created_at"`
}

// linkSSO links the provider's identity subject to the person userID, a
// member of the organization who started the link signed in as
// themselves, replacing any identity linked to them before. An identity
// linked to someone else already is refused.
func (s *Service) linkSSO(ctx context.Context, tx bun.Tx, st *SSOSettings, userID, subject string) error {
	if _, err := member(ctx, tx, st.OrganizationID, userID); err != nil {
		return err
	}
	var other string
	err := tx.NewSelect().Model((*ssoLink)(nil)).Column("user_id").
		Where("organization_id = ? AND issuer = ? AND subject = ?", st.OrganizationID, st.Issuer, subject).Scan(ctx, &other)
	switch {
	case err == nil && other != userID:
		return errs.E(errs.Conflict, "sso_identity_linked", "This identity at the provider is linked to another account")
	case err != nil && !db.IsNotFound(err):
		return errs.Wrap(err, "read sso link")
	}
	if err := s.putLink(ctx, tx, st, userID, subject); err != nil {
		return err
	}
	u := new(User)
	if err := tx.NewSelect().Model(u).Where("id = ?", userID).Scan(ctx); err != nil {
		return db.Classify(err, "No such user")
	}
	return s.record(ctx, tx, st.OrganizationID, userActor(u), audit.SSOLinked, "user", userID, map[string]any{"issuer": st.Issuer})
}

// providerError is the error code a provider sent, as it is shown back:
// the characters of OAuth's error codes only, cut short.
func providerError(e string) string {
	e = strings.Map(func(c rune) rune {
		if c == '_' || c == '-' || c == '.' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') {
			return c
		}
		return -1
	}, e)
	return clip(e)
}

// ssoUser returns the person the provider's identity (subject, email)
// stands for in the organization (see the top of this file): the person
// linked to it, made a member again with the default role when they left;
// else the person with email when this organization is their only one,
// linked from then on; else a new person (without a password), member
// with the default role and linked. Anyone else is refused.
func (s *Service) ssoUser(ctx context.Context, tx bun.Tx, st *SSOSettings, subject, email, name string) (*User, error) {
	u := new(User)
	err := tx.NewSelect().Model(u).
		Where("id = (SELECT user_id FROM sso_links WHERE organization_id = ? AND issuer = ? AND subject = ?)", st.OrganizationID, st.Issuer, subject).
		Scan(ctx)
	if err == nil {
		if _, err := member(ctx, tx, st.OrganizationID, u.ID); err == nil {
			return u, nil
		} else if errs.KindOf(err) != errs.NotFound {
			return nil, err
		}
		return u, s.ssoJoin(ctx, tx, st, u)
	} else if !db.IsNotFound(err) {
		return nil, errs.Wrap(err, "find linked user")
	}
	err = tx.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	switch {
	case db.IsNotFound(err):
		now := s.now()
		u = &User{ID: ids.New("usr"), Email: email, Name: name, CreatedAt: now, UpdatedAt: now}
		if _, err := tx.NewInsert().Model(u).Exec(ctx); err != nil {
			return nil, db.Classify(err, "No such user")
		}
		if err := s.ssoJoin(ctx, tx, st, u); err != nil {
			return nil, err
		}
	case err != nil:
		return nil, errs.Wrap(err, "find user")
	default:
		ms, err := memberships(ctx, tx, u.ID)
		if err != nil {
			return nil, err
		}
		if len(ms) != 1 || ms[0].OrganizationID != st.OrganizationID {
			return nil, errSSOLinkRequired
		}
	}
	return u, s.putLink(ctx, tx, st, u.ID, subject)
}

// putLink links the provider's identity subject to the person userID in
// the organization, replacing the identity linked to them before.
func (s *Service) putLink(ctx context.Context, tx bun.Tx, st *SSOSettings, userID, subject string) error {
	link := &ssoLink{OrganizationID: st.OrganizationID, UserID: userID, Issuer: st.Issuer, Subject: subject, CreatedAt: s.now()}
	if _, err := tx.NewDelete().Model(link).WherePK().Exec(ctx); err != nil {
		return errs.Wrap(err, "replace sso link")
	}
	_, err := tx.NewInsert().Model(link).Exec(ctx)
	return db.Classify(err, "No such user")
}

// ssoJoin makes u a member of the organization with its default role.
func (s *Service) ssoJoin(ctx context.Context, tx bun.Tx, st *SSOSettings, u *User) error {
	if err := orgs.Lock(ctx, s.db, tx, st.OrganizationID); err != nil {
		return err
	}
	if err := s.join(ctx, tx, st.OrganizationID, u, st.DefaultRole); err != nil {
		return err
	}
	return s.record(ctx, tx, st.OrganizationID, userActor(u), audit.MemberAddedBySSO, "user", u.ID, map[string]any{"role": st.DefaultRole})
}

// ssoIdentity is who the provider says signed in.
type ssoIdentity struct {
	Subject       string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"-"`
	Name          string `json:"name"`
	GivenName     string `json:"given_name"`
	FamilyName    string `json:"family_name"`
	// Some providers send email_verified as a string.
	Verified any `json:"email_verified"`
}

func (id *ssoIdentity) verified() bool {
	switch v := id.Verified.(type) {
	case bool:
		return v
	case string:
		return v == "true"
	}
	return false
}

// name is the person's name for a new account: the provider's, else the
// email's local part.
func (id *ssoIdentity) name(email string) string {
	for _, n := range []string{id.Name, strings.TrimSpace(id.GivenName + " " + id.FamilyName), email[:strings.LastIndex(email, "@")]} {
		if clean, err := checkName(n); err == nil {
			return clean
		}
	}
	return "Member"
}

// identify exchanges the code and returns the verified identity: the ID
// token's claims, and the userinfo endpoint's email when the ID token
// carries none (as providers that keep profile claims out of ID tokens
// issued with an access token do).
func (s *Service) identify(ctx context.Context, st *SSOSettings, state, code string) (*ssoIdentity, error) {
	provider, err := s.sso.provider(ctx, s.cfg.SSOLocalProviders, st.Issuer)
	if err != nil {
		return nil, err
	}
	var secret string
	if st.ClientSecret != nil {
		box, err := s.ssoBox()
		if err != nil {
			return nil, err
		}
		if secret, err = box.Open(ctx, s.db, *st.ClientSecret); err != nil {
			return nil, errs.Wrap(err, "open sso client secret")
		}
	}
	ctx = s.sso.context(ctx, s.cfg.SSOLocalProviders)
	token, err := s.oauthConfig(st, provider, secret).Exchange(ctx, code, oauth2.VerifierOption(s.flowSecret("pkce", state)))
	var refused *oauth2.RetrieveError
	if errors.As(err, &refused) {
		return nil, ssoFailed("the provider refused the authorization code (%s)", providerError(refused.ErrorCode))
	}
	if err != nil {
		return nil, ssoUnavailable(err)
	}
	raw, _ := token.Extra("id_token").(string)
	if raw == "" {
		return nil, ssoFailed("the provider sent no ID token")
	}
	verifier := provider.Verifier(&oidc.Config{ClientID: st.ClientID, Now: s.cfg.Now})
	id, err := verifyIDToken(ctx, verifier, st.ClientID, raw, s.flowSecret("nonce", state))
	if err != nil || id.Email != "" {
		return id, err
	}
	info, err := provider.UserInfo(ctx, oauth2.StaticTokenSource(token))
	if err != nil {
		return nil, ssoUnavailable(err)
	}
	if info.Subject != id.Subject {
		return nil, ssoFailed("the provider's userinfo is about someone else")
	}
	var more ssoIdentity
	if err := info.Claims(&more); err != nil {
		return nil, ssoFailed("the provider's userinfo is malformed")
	}
	id.Email, id.EmailVerified = more.Email, more.verified()
	if id.Name == "" && id.GivenName == "" {
		id.Name, id.GivenName, id.FamilyName = more.Name, more.GivenName, more.FamilyName
	}
	return id, nil
}

// verifyIDToken checks an ID token with verifier (the provider's keys,
// issuer, audience clientID and expiry), that it was issued to this client
// when it names several audiences (azp), and that it carries the flow's
// nonce, and returns its claims.
func verifyIDToken(ctx context.Context, verifier *oidc.IDTokenVerifier, clientID, raw, nonce string) (*ssoIdentity, error) {
	tok, err := verifier.Verify(ctx, raw)
	var expired *oidc.TokenExpiredError
	switch {
	case errors.As(err, &expired):
		return nil, ssoFailed("the ID token has expired")
	case err != nil && strings.Contains(err.Error(), "expected audience"):
		return nil, ssoFailed("the ID token was issued for another client (audience)")
	case err != nil && strings.Contains(err.Error(), "id token issued by a different provider"):
		return nil, ssoFailed("the ID token was issued by another provider (issuer)")
	case err != nil:
		return nil, ssoFailed("the ID token is not valid (signature or format)")
	}
	var claims struct {
		ssoIdentity
		AuthorizedParty string `json:"azp"`
	}
	if err := tok.Claims(&claims); err != nil {
		return nil, ssoFailed("the ID token's claims are malformed")
	}
	if (len(tok.Audience) > 1 || claims.AuthorizedParty != "") && claims.AuthorizedParty != clientID {
		return nil, ssoFailed("the ID token was issued for another client (authorized party)")
	}
	if subtle.ConstantTimeCompare([]byte(tok.Nonce), []byte(nonce)) != 1 {
		return nil, ssoFailed("the ID token does not belong to this sign-in (nonce)")
	}
	if tok.Subject == "" {
		return nil, ssoFailed("the ID token names no subject")
	}
	id := claims.ssoIdentity
	id.Subject, id.EmailVerified = tok.Subject, id.verified()
	return &id, nil
}

// ssoOnly returns which of the organizations require single sign-on.
func ssoOnly(ctx context.Context, idb bun.IDB, orgIDs ...string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(orgIDs) == 0 {
		return out, nil
	}
	var found []string
	err := idb.NewSelect().Model((*SSOSettings)(nil)).Column("organization_id").
		Where("organization_id IN (?) AND enabled AND sso_only", bun.In(orgIDs)).Scan(ctx, &found)
	for _, id := range found {
		out[id] = true
	}
	return out, errs.Wrap(err, "read sso settings")
}

// passwordOrganization is the organization a password sign-in works in.
// An organization that requires single sign-on is never one: naming it is
// refused; without a name, the session works in the person's oldest
// membership of an organization that does not, and a person all of whose
// organizations require it is refused. It answers "" for a person without
// memberships or naming an organization they are not a member of, whom
// startSession refuses.
func (s *Service) passwordOrganization(ctx context.Context, tx bun.IDB, userID, named string) (string, error) {
	ms, err := memberships(ctx, tx, userID)
	if err != nil || len(ms) == 0 {
		return named, err
	}
	orgIDs := make([]string, len(ms))
	for i, m := range ms {
		orgIDs[i] = m.OrganizationID
	}
	only, err := ssoOnly(ctx, tx, orgIDs...)
	if err != nil {
		return "", err
	}
	if named != "" {
		if only[named] {
			return "", errSSORequired
		}
		return named, nil
	}
	for _, id := range orgIDs {
		if !only[id] {
			return id, nil
		}
	}
	return "", errSSORequired
}

// mayWorkIn refuses moving p's sign-in session to orgID when it came from
// another organization's single sign-on, or when orgID requires single
// sign-on and the session did not come from its.
func mayWorkIn(ctx context.Context, tx bun.IDB, p auth.Principal, orgID string) error {
	switch via := p.SSOOrganizationID; {
	case via == orgID:
		return nil
	case via != "":
		return errSSOSession
	}
	only, err := ssoOnly(ctx, tx, orgID)
	if err == nil && only[orgID] {
		return errSSORequired
	}
	return err
}

// mayChangeCredentials refuses a session that came from single sign-on
// any change of the person's password, second factor or passkeys: they
// guard password sign-in in every organization, and an organization's
// provider vouches for the person in its own organization only.
func mayChangeCredentials(p auth.Principal) error {
	if p.SSOOrganizationID != "" {
		return errSSOSession
	}
	return nil
}

// ssoProviders keeps providers' discovery documents (and with them their
// key sets) for ssoProviderTTL, and the HTTP client they are reached with.
type ssoProviders struct {
	mu      sync.Mutex
	clients map[bool]*http.Client
	cache   map[string]cachedProvider
}

type cachedProvider struct {
	p       *oidc.Provider
	fetched time.Time
}

func (c *ssoProviders) context(ctx context.Context, local bool) context.Context {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.clients == nil {
		c.clients = map[bool]*http.Client{}
	}
	if c.clients[local] == nil {
		c.clients[local] = providerClient(local)
	}
	return oidc.ClientContext(ctx, c.clients[local])
}

// provider returns the provider at issuer, from its discovery document.
func (c *ssoProviders) provider(ctx context.Context, local bool, issuer string) (*oidc.Provider, error) {
	key := strconv.FormatBool(local) + " " + issuer
	c.mu.Lock()
	if e, ok := c.cache[key]; ok && time.Since(e.fetched) < ssoProviderTTL {
		c.mu.Unlock()
		return e.p, nil
	}
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(c.context(ctx, local), ssoTimeout)
	defer cancel()
	p, err := oidc.NewProvider(ctx, issuer)
	if err != nil {
		return nil, ssoUnavailable(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cache == nil || len(c.cache) >= 1000 {
		c.cache = map[string]cachedProvider{}
	}
	c.cache[key] = cachedProvider{p, time.Now()}
	return p, nil
}

// ssrfGuard refuses connections to anything but public addresses (see
// package webhooks' guard, which this mirrors).
var ssrfGuard = ssrf.New(ssrf.WithAnyPort())

// providerClient is the HTTP client of calls to providers: a timeout, no
// proxy, no redirects, answers read up to ssoMaxResponse, and (unless
// local providers are allowed, in development) connections to public
// addresses only, checked on the address connected, so that an issuer
// cannot point the server at its own network.
func providerClient(local bool) *http.Client {
	dialer := &net.Dialer{Timeout: ssoTimeout}
	if !local {
		dialer.Control = func(network, address string, c syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return err
			}
			return ssrfGuard.SafeAddrPort(netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port()))
		}
	}
	return &http.Client{Timeout: ssoTimeout,
		Transport: limitedTransport{&http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: ssoTimeout,
			ResponseHeaderTimeout: ssoTimeout, IdleConnTimeout: 90 * time.Second, MaxIdleConnsPerHost: 4}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// limitedTransport cuts every answer at ssoMaxResponse bytes.
type limitedTransport struct{ http.RoundTripper }

func (t limitedTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	res, err := t.RoundTripper.RoundTrip(r)
	if err == nil {
		res.Body = limitedBody{io.LimitReader(res.Body, ssoMaxResponse), res.Body}
	}
	return res, err
}

type limitedBody struct {
	io.Reader
	io.Closer
}
