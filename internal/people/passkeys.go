package people

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Passkeys (WebAuthn): a person registers up to MaxPasskeys of them while
// signed in, then uses one as a second factor after their password, or to
// sign in without a password (a discoverable credential, with user
// verification). The relying party is the server's public URL: its host
// without the port is the RP ID, its origin the only origin accepted. A
// browser refuses an IP address as an RP ID, so a server reached by IP
// address has no passkeys (passkeys_unavailable).
//
// Each ceremony's state (its challenge) is kept in passkey_challenges for
// PasskeyChallengeTTL and used once: it is deleted before the answer is
// checked, so a failed answer needs a new ceremony. A registration has one
// ceremony per person at a time; a sign-in's is named by the challenge id
// handed out with its options.

// Passkey limits.
const (
	MaxPasskeys         = 20
	PasskeyChallengeTTL = 5 * time.Minute
	// maxCredentialJSON bounds the browser's answer.
	maxCredentialJSON = 64 << 10
)

// Passkey is a person's registered WebAuthn credential.
type Passkey struct {
	bun.BaseModel `bun:"table:passkeys"`
	ID            string `bun:"id,pk"`
	UserID        string `bun:"user_id"`
	// CredentialID is the credential's id, base64url without padding.
	CredentialID string `bun:"credential_id"`
	Name         string `bun:"name"`
	// Credential is the library's credential record as JSON (the public
	// key, flags, sign count and clone warning).
	Credential string     `bun:"credential"`
	CreatedAt  time.Time  `bun:"created_at"`
	LastUsedAt *time.Time `bun:"last_used_at"`
}

func (k *Passkey) record() (webauthn.Credential, error) {
	var c webauthn.Credential
	err := json.Unmarshal([]byte(k.Credential), &c)
	return c, errs.Wrap(err, "read passkey")
}

// The purposes of a ceremony.
const (
	purposeRegister     = "register"
	purposeSecondFactor = "second_factor"
	purposeSignIn       = "sign_in"
)

type passkeyChallenge struct {
	bun.BaseModel `bun:"table:passkey_challenges"`
	ID            string    `bun:"id,pk"`
	UserID        *string   `bun:"user_id"`
	Purpose       string    `bun:"purpose"`
	Session       string    `bun:"session"` // webauthn.SessionData as JSON
	CreatedAt     time.Time `bun:"created_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// PasskeyOptions is a sign-in ceremony's options for
// navigator.credentials.get (PublicKeyCredentialRequestOptions, binary
// fields in base64url) and the challenge id to send back with the answer.
type PasskeyOptions struct {
	Challenge string          `json:"challenge"`
	Options   json.RawMessage `json:"options"`
}

// SecondFactorChallenge is what a person who must give a second factor
// may give: the factors set up ("totp", "passkey") and, with a passkey,
// the options of a ceremony begun for them. It is the cause of the
// second_factor_required error, only after the right password.
type SecondFactorChallenge struct {
	Factors []string
	Passkey *PasskeyOptions
}

func (c *SecondFactorChallenge) Error() string { return "second factor required" }

var (
	errInvalidPasskey     = errs.E(errs.Unauthenticated, "invalid_passkey", "That passkey was not accepted")
	errPasskeyExpired     = errs.E(errs.BadRequest, "passkey_challenge_expired", "The passkey request has expired or was used; start again")
	errPasskeyUnavailable = errs.E(errs.Conflict, "passkeys_unavailable", "Passkeys need the server's public URL to have a domain name, not an IP address")
)

// malformedPasskey is the answer to a credential that is not a WebAuthn
// response at all.
func malformedPasskey(err error) error {
	e := errs.E(errs.BadRequest, "invalid_passkey", "The passkey response is malformed")
	e.Err = err
	return e
}

// relyingParty builds the WebAuthn relying party of publicURL, or nil when
// its host is an IP address (no passkeys).
func relyingParty(publicURL string) (*webauthn.WebAuthn, error) {
	u, err := url.Parse(publicURL)
	if err != nil || u.Hostname() == "" || net.ParseIP(u.Hostname()) != nil {
		return nil, nil
	}
	return webauthn.New(&webauthn.Config{
		RPID:          u.Hostname(),
		RPDisplayName: "Meridian",
		RPOrigins:     []string{u.Scheme + "://" + u.Host},
	})
}

// waUser is a person as the WebAuthn library sees them: the user handle
// is the user's id.
type waUser struct {
	u     *User
	creds []webauthn.Credential
}

func (w waUser) WebAuthnID() []byte                         { return []byte(w.u.ID) }
func (w waUser) WebAuthnName() string                       { return w.u.Email }
func (w waUser) WebAuthnDisplayName() string                { return w.u.Name }
func (w waUser) WebAuthnCredentials() []webauthn.Credential { return w.creds }

// passkeysOf lists a person's passkeys, oldest first.
func passkeysOf(ctx context.Context, idb bun.IDB, userID string) ([]Passkey, error) {
	out := []Passkey{}
	err := idb.NewSelect().Model(&out).Where("user_id = ?", userID).Order("created_at", "id").Limit(MaxPasskeys + 1).Scan(ctx)
	return out, errs.Wrap(err, "list passkeys")
}

func (s *Service) webAuthnUser(ctx context.Context, idb bun.IDB, u *User) (waUser, []Passkey, error) {
	keys, err := passkeysOf(ctx, idb, u.ID)
	if err != nil {
		return waUser{}, nil, err
	}
	w := waUser{u: u, creds: make([]webauthn.Credential, len(keys))}
	for i := range keys {
		if w.creds[i], err = keys[i].record(); err != nil {
			return waUser{}, nil, err
		}
	}
	return w, keys, nil
}

// Passkeys lists the signed-in person's passkeys, oldest first.
func (s *Service) Passkeys(ctx context.Context, p auth.Principal) ([]Passkey, error) {
	return passkeysOf(ctx, s.db, p.UserID)
}

// newChallenge keeps a ceremony's state and returns its id. Expired
// ceremonies go at the same time, and a person has one registration at a
// time.
func (s *Service) newChallenge(ctx context.Context, purpose string, userID *string, session *webauthn.SessionData) (string, error) {
	raw, err := json.Marshal(session)
	if err != nil {
		return "", errs.Wrap(err, "keep passkey challenge")
	}
	now := s.now()
	c := &passkeyChallenge{ID: ids.New("pkc"), UserID: userID, Purpose: purpose, Session: string(raw), CreatedAt: now, ExpiresAt: now.Add(PasskeyChallengeTTL)}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewDelete().Model((*passkeyChallenge)(nil)).Where("expires_at < ?", now)
		if purpose == purposeRegister {
			q = q.WhereOr("user_id = ? AND purpose = ?", *userID, purposeRegister)
		}
		if _, err := q.Exec(ctx); err != nil {
			return err
		}
		_, err := tx.NewInsert().Model(c).Exec(ctx)
		return err
	})
	return c.ID, errs.Wrap(err, "keep passkey challenge")
}

// takeChallenge uses up a ceremony: the one named by id, or with an empty
// id the person's registration. It is gone whatever the answer's fate.
func (s *Service) takeChallenge(ctx context.Context, id, purpose string, userID *string) (*webauthn.SessionData, error) {
	c := new(passkeyChallenge)
	q := s.db.NewSelect().Model(c).Where("purpose = ?", purpose)
	if id != "" {
		q = q.Where("id = ?", id)
	}
	if userID != nil {
		q = q.Where("user_id = ?", *userID)
	} else {
		q = q.Where("user_id IS NULL")
	}
	if err := q.Order("created_at DESC").Limit(1).Scan(ctx); db.IsNotFound(err) {
		return nil, errPasskeyExpired
	} else if err != nil {
		return nil, errs.Wrap(err, "find passkey challenge")
	}
	res, err := s.db.NewDelete().Model(c).WherePK().Exec(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "use passkey challenge")
	}
	if n, _ := res.RowsAffected(); n == 0 || !s.now().Before(c.ExpiresAt) {
		return nil, errPasskeyExpired // taken by a concurrent answer, or too late
	}
	var session webauthn.SessionData
	if err := json.Unmarshal([]byte(c.Session), &session); err != nil {
		return nil, errs.Wrap(err, "read passkey challenge")
	}
	return &session, nil
}

// StartPasskeyRegistration begins registering a passkey for the signed-in
// person: it returns the PublicKeyCredentialCreationOptions as JSON (binary
// fields in base64url) for navigator.credentials.create.
func (s *Service) StartPasskeyRegistration(ctx context.Context, p auth.Principal) (string, error) {
	if err := mayChangeCredentials(p); err != nil {
		return "", err
	}
	if s.wa == nil {
		return "", errPasskeyUnavailable
	}
	u, err := s.User(ctx, p.UserID)
	if err != nil {
		return "", err
	}
	w, _, err := s.webAuthnUser(ctx, s.db, u)
	if err != nil {
		return "", err
	}
	if len(w.creds) >= MaxPasskeys {
		return "", errPasskeyLimit
	}
	exclude := make([]protocol.CredentialDescriptor, len(w.creds))
	for i, c := range w.creds {
		exclude[i] = c.Descriptor()
	}
	creation, session, err := s.wa.BeginRegistration(w, webauthn.WithExclusions(exclude),
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification: protocol.VerificationPreferred}))
	if err != nil {
		return "", errs.Wrap(err, "begin passkey registration")
	}
	if _, err := s.newChallenge(ctx, purposeRegister, &u.ID, session); err != nil {
		return "", err
	}
	raw, err := json.Marshal(creation.Response)
	return string(raw), errs.Wrap(err, "write passkey options")
}

var errPasskeyLimit = errs.E(errs.Conflict, "passkey_limit_reached", "A person has at most %d passkeys; remove one first", MaxPasskeys)

// FinishPasskeyRegistration checks the browser's answer to the person's
// registration (the PublicKeyCredential as JSON) and keeps the passkey
// under name. The session in use gets a new token (a change of
// privilege), returned.
func (s *Service) FinishPasskeyRegistration(ctx context.Context, p auth.Principal, name, credential string) (*Passkey, string, error) {
	if err := mayChangeCredentials(p); err != nil {
		return nil, "", err
	}
	if s.wa == nil {
		return nil, "", errPasskeyUnavailable
	}
	name, err := checkName(name)
	if err != nil {
		return nil, "", err
	}
	if len(credential) > maxCredentialJSON {
		return nil, "", malformedPasskey(nil)
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes([]byte(credential))
	if err != nil {
		return nil, "", malformedPasskey(err)
	}
	session, err := s.takeChallenge(ctx, "", purposeRegister, &p.UserID)
	if err != nil {
		return nil, "", err
	}
	var key *Passkey
	var token string
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		u, err := s.lockUser(ctx, tx, p.UserID) // registrations take turns
		if err != nil {
			return err
		}
		w, _, err := s.webAuthnUser(ctx, tx, u)
		if err != nil {
			return err
		}
		if len(w.creds) >= MaxPasskeys {
			return errPasskeyLimit
		}
		c, err := s.wa.CreateCredential(w, *session, parsed)
		if err != nil {
			e := errs.E(errs.BadRequest, "invalid_passkey", "The passkey was not accepted")
			e.Err = err
			return e
		}
		for _, old := range w.creds {
			if bytes.Equal(old.ID, c.ID) {
				return errs.E(errs.Conflict, "passkey_exists", "That passkey is already registered")
			}
		}
		raw, err := json.Marshal(c)
		if err != nil {
			return errs.Wrap(err, "keep passkey")
		}
		key = &Passkey{ID: ids.New("pk"), UserID: u.ID, CredentialID: base64.RawURLEncoding.EncodeToString(c.ID), Name: name,
			Credential: string(raw), CreatedAt: s.now()}
		if _, err := tx.NewInsert().Model(key).Exec(ctx); err != nil {
			if db.IsUniqueViolation(err) {
				return errs.E(errs.Conflict, "passkey_exists", "That passkey is already registered")
			}
			return errs.Wrap(err, "keep passkey")
		}
		if token, err = s.cfg.Auth.RenewUserSession(ctx, tx, p, p.OrganizationID, p.Mode); err != nil {
			return err
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.PasskeyAdded, "user", u.ID,
			map[string]any{"passkey_id": key.ID, "name": key.Name})
	})
	if err != nil {
		return nil, "", err
	}
	return key, token, nil
}

// RemovePasskey removes one of the signed-in person's passkeys.
func (s *Service) RemovePasskey(ctx context.Context, p auth.Principal, id string) error {
	if err := mayChangeCredentials(p); err != nil {
		return err
	}
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewDelete().Model((*Passkey)(nil)).Where("id = ? AND user_id = ?", id, p.UserID).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "remove passkey")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errs.NotFoundf("No such passkey")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.PasskeyRemoved, "user", p.UserID, map[string]any{"passkey_id": id})
	})
}

// secondFactorRequired is the answer to the right password of a person
// with a second factor who gave none: which factors they have, and with a
// passkey a ceremony begun for them.
func (s *Service) secondFactorRequired(ctx context.Context, u *User, keys []Passkey) error {
	e := errs.E(errs.Unauthenticated, "second_factor_required", "Enter the code from your authenticator app, or a recovery code")
	c := &SecondFactorChallenge{}
	if u.TOTPEnabledAt != nil {
		c.Factors = append(c.Factors, "totp")
	}
	if len(keys) > 0 && s.wa != nil {
		c.Factors = append(c.Factors, "passkey")
		w := waUser{u: u, creds: make([]webauthn.Credential, len(keys))}
		for i := range keys {
			var err error
			if w.creds[i], err = keys[i].record(); err != nil {
				return err
			}
		}
		assertion, session, err := s.wa.BeginLogin(w, webauthn.WithUserVerification(protocol.VerificationPreferred))
		if err != nil {
			return errs.Wrap(err, "begin passkey sign-in")
		}
		if c.Passkey, err = s.passkeyOptions(ctx, purposeSecondFactor, &u.ID, assertion, session); err != nil {
			return err
		}
		e.Message = "Use one of your passkeys"
		if u.TOTPEnabledAt != nil {
			e.Message = "Use one of your passkeys, or enter the code from your authenticator app or a recovery code"
		}
	}
	e.Err = c
	return e
}

func (s *Service) passkeyOptions(ctx context.Context, purpose string, userID *string, a *protocol.CredentialAssertion, session *webauthn.SessionData) (*PasskeyOptions, error) {
	id, err := s.newChallenge(ctx, purpose, userID, session)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(a.Response)
	if err != nil {
		return nil, errs.Wrap(err, "write passkey options")
	}
	return &PasskeyOptions{Challenge: id, Options: raw}, nil
}

// checkPasskey checks a passkey's assertion as u's second factor, in
// answer to the ceremony named by challenge, and keeps its new sign count.
func (s *Service) checkPasskey(ctx context.Context, u *User, challenge, credential string) error {
	if s.wa == nil {
		return errPasskeyUnavailable
	}
	parsed, err := parseAssertion(credential)
	if err != nil {
		return err
	}
	session, err := s.takeChallenge(ctx, challenge, purposeSecondFactor, &u.ID)
	if err != nil {
		return err
	}
	w, keys, err := s.webAuthnUser(ctx, s.db, u)
	if err != nil {
		return err
	}
	c, err := s.wa.ValidateLogin(w, *session, parsed)
	if err != nil {
		return errInvalidPasskey
	}
	return s.usedPasskey(ctx, keys, c)
}

func parseAssertion(credential string) (*protocol.ParsedCredentialAssertionData, error) {
	if strings.TrimSpace(credential) == "" || len(credential) > maxCredentialJSON {
		return nil, malformedPasskey(nil)
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes([]byte(credential))
	if err != nil {
		return nil, malformedPasskey(err)
	}
	return parsed, nil
}

// usedPasskey keeps a passkey's sign count after a good assertion, and
// refuses one the library warns is cloned (its sign count went back).
func (s *Service) usedPasskey(ctx context.Context, keys []Passkey, c *webauthn.Credential) error {
	var key *Passkey
	for i := range keys {
		if keys[i].CredentialID == base64.RawURLEncoding.EncodeToString(c.ID) {
			key = &keys[i]
		}
	}
	if key == nil {
		return errInvalidPasskey
	}
	raw, err := json.Marshal(c)
	if err != nil {
		return errs.Wrap(err, "keep passkey")
	}
	now := s.now()
	key.Credential, key.LastUsedAt = string(raw), &now
	if _, err := s.db.NewUpdate().Model(key).Column("credential", "last_used_at").WherePK().Exec(ctx); err != nil {
		return errs.Wrap(err, "keep passkey")
	}
	if c.Authenticator.CloneWarning {
		return errPasskeyCloned
	}
	return nil
}

var errPasskeyCloned = errs.E(errs.Unauthenticated, "invalid_passkey", "That passkey may have been copied and is refused; remove it and register a new one")

// BeginPasskeySignIn begins a sign-in without a password: options for a
// discoverable credential (any of the site's passkeys the browser holds),
// with user verification. Nothing about any person is told.
func (s *Service) BeginPasskeySignIn(ctx context.Context) (*PasskeyOptions, error) {
	if s.wa == nil {
		return nil, errPasskeyUnavailable
	}
	assertion, session, err := s.wa.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
	if err != nil {
		return nil, errs.Wrap(err, "begin passkey sign-in")
	}
	return s.passkeyOptions(ctx, purposeSignIn, nil, assertion, session)
}

// PasskeySignInInput is the answer to BeginPasskeySignIn's options.
type PasskeySignInInput struct {
	Challenge, Credential string
	// Organization is the organization to work in (the first when empty).
	Organization string
}

// FinishPasskeySignIn checks a passkey's assertion and starts a sign-in
// session of its person. Failures are limited as sign-in's are: per source
// address, and per account once the passkey's person is known.
func (s *Service) FinishPasskeySignIn(ctx context.Context, client auth.ClientInfo, in PasskeySignInInput) (*SignedIn, error) {
	// The attempt is counted against the source address before it is
	// judged, and given back unless it fails.
	reserved, err := s.cfg.SourceFailures.Reserve(auth.SourceOf(ctx))
	if err != nil {
		return nil, tooManyAttempts(err)
	}
	failed := false
	defer func() {
		if !failed {
			reserved.Release()
		}
	}()
	if s.wa == nil {
		return nil, errPasskeyUnavailable
	}
	parsed, err := parseAssertion(in.Credential)
	if err != nil {
		return nil, err
	}
	session, err := s.takeChallenge(ctx, in.Challenge, purposeSignIn, nil)
	if err != nil {
		return nil, err
	}
	var u *User
	var keys []Passkey
	handler := func(rawID, userHandle []byte) (webauthn.User, error) {
		k := new(Passkey)
		err := s.db.NewSelect().Model(k).Where("credential_id = ?", base64.RawURLEncoding.EncodeToString(rawID)).Scan(ctx)
		if err != nil {
			return nil, err
		}
		if k.UserID != string(userHandle) {
			return nil, errors.New("user handle is not the passkey's")
		}
		if u, err = s.User(ctx, k.UserID); err != nil {
			return nil, err
		}
		w, ks, err := s.webAuthnUser(ctx, s.db, u)
		keys = ks
		return w, err
	}
	fail := func() error {
		failed = true
		if u != nil {
			s.cfg.Failures.Fail("account:" + u.Email)
			s.recordFailure(ctx, u, "passkey")
		}
		return errInvalidPasskey
	}
	_, c, err := s.wa.ValidatePasskeyLogin(handler, *session, parsed)
	if err != nil {
		return nil, fail()
	}
	if err := s.cfg.Failures.Check("account:" + u.Email); err != nil {
		return nil, tooManyAttempts(err)
	}
	if err := s.usedPasskey(ctx, keys, c); err != nil {
		if errs.Is(err, "invalid_passkey") {
			failed = true
			s.recordFailure(ctx, u, "passkey_cloned")
		}
		return nil, err
	}
	var out *SignedIn
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		// An organization that signs in only through its provider takes no
		// passkey either, as it takes no password.
		org, err := s.passwordOrganization(ctx, tx, u.ID, in.Organization)
		if err != nil {
			return err
		}
		out, err = s.startSession(ctx, tx, client, u, org, "passkey")
		return err
	})
	return out, err
}
