// Package people owns the people who run an organization: users (an email,
// a name, a password hash), their memberships (one role in each
// organization), invitations, and signing in. The credential a signed-in
// person holds, the sign-in session, is package auth's, beside keys and
// client tokens; what a role may do is auth's permission matrix.
package people

import (
	"context"
	"net"
	netmail "net/mail"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/go-webauthn/webauthn/webauthn"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
	"github.com/meridianhq/meridian/internal/platform/secrets"
)

// User is a person who can sign in.
type User struct {
	bun.BaseModel `bun:"table:users"`
	ID            string     `bun:"id,pk"`
	Email         string     `bun:"email"` // lower case
	Name          string     `bun:"name"`
	PasswordHash  *string    `bun:"password_hash"`
	TOTPSecret    *string    `bun:"totp_secret"` // sealed
	TOTPEnabledAt *time.Time `bun:"totp_enabled_at"`
	CreatedAt     time.Time  `bun:"created_at"`
	UpdatedAt     time.Time  `bun:"updated_at"`
}

// Member is a person's membership of an organization.
type Member struct {
	bun.BaseModel  `bun:"table:memberships"`
	OrganizationID string    `bun:"organization_id,pk"`
	UserID         string    `bun:"user_id,pk"`
	Role           auth.Role `bun:"role"`
	CreatedAt      time.Time `bun:"created_at"`
	// Read with the membership.
	User             *User  `bun:"rel:belongs-to,join:user_id=id"`
	OrganizationName string `bun:"organization_name,scanonly"`
}

// Limits of an organization's people.
const (
	MaxMembers            = 500
	MaxPendingInvitations = 100
	MaxNameLen            = 100
	InvitationTTL         = 7 * 24 * time.Hour
)

// Config sets up the service.
type Config struct {
	Auth  *auth.Service
	Orgs  *orgs.Service
	Audit *audit.Log
	// PublicURL is where people reach the console (links in invitations).
	PublicURL string
	// Failures limits failed sign-ins (and reset requests) per account;
	// SourceFailures per source address (the one auth.SourceOf names).
	Failures, SourceFailures *ratelimit.Failures
	// Hashes bounds the password hashes running at once (nil: as
	// DefaultHashMemory holds, on the cores Go uses).
	Hashes *Hashes
	// Mail sends invitations and password resets (nil or disabled: links
	// are shown to who asked, see mail.go).
	Mail *mail.Mailer
	// Ring and Key seal second factors' secrets and single sign-on's
	// client secrets.
	Ring *keyring.Keyring
	Key  []byte
	// SSOLocalProviders lets single sign-on reach identity providers on
	// this machine and private networks (and over plain http on
	// 127.0.0.1 or localhost): development and tests. Otherwise only
	// https providers at public addresses are (see sso.go).
	SSOLocalProviders bool
	// DNSServer is the DNS server (host:port) that single sign-on's
	// domain checks ask; empty: the system's resolver.
	DNSServer string
	Now       func() time.Time
	// Leaving forgets, in the transaction that removes a member, what
	// other services keep for them (their preferences, their own saved
	// views).
	Leaving []func(ctx context.Context, tx bun.IDB, orgID, userID string) error
}

// Service manages people.
type Service struct {
	db  *db.DB
	cfg Config
	box *secrets.Box
	wa  *webauthn.WebAuthn // nil: no passkeys (see passkeys.go)
	sso ssoProviders
	dns *net.Resolver
}

// New returns a Service over d.
func New(d *db.DB, cfg Config) (*Service, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	if cfg.Hashes == nil {
		cfg.Hashes = NewHashes(DefaultHashMemory(), runtime.GOMAXPROCS(0), HashWait)
	}
	box, err := secrets.New(cfg.Ring, cfg.Key, "meridian second factors")
	if err != nil {
		return nil, err
	}
	wa, err := relyingParty(cfg.PublicURL)
	if err != nil {
		return nil, err
	}
	return &Service{db: d, cfg: cfg, box: box, wa: wa, dns: dnsResolver(cfg.DNSServer)}, nil
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// normalEmail checks an email address and returns its stored form.
func normalEmail(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	a, err := netmail.ParseAddress(raw)
	if err != nil || a.Address != raw || len(raw) > 254 || a.Name != "" {
		return "", errs.Invalidf("email", "email must be an address such as ada@example.com")
	}
	return strings.ToLower(raw), nil
}

func checkName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > MaxNameLen || strings.ContainsFunc(name, unicode.IsControl) {
		return "", errs.Invalidf("name", "name is required (at most %d characters, no control characters)", MaxNameLen)
	}
	return name, nil
}

// record writes an organization-wide audit entry about a person.
func (s *Service) record(ctx context.Context, idb bun.IDB, orgID string, actor audit.Actor, action, objectType, objectID string, data map[string]any) error {
	return s.cfg.Audit.Add(ctx, idb, audit.Record{OrganizationID: orgID, Mode: audit.OrganizationWide, Actor: actor,
		Action: action, ObjectType: objectType, ObjectID: objectID, Data: data})
}

// userActor is a person as the audit log names them.
func userActor(u *User) audit.Actor { return audit.Actor{UserID: u.ID, Name: u.Email} }

// Memberships lists the signed-in person p's organizations, oldest
// membership first: all of them, or for a session that single sign-on
// started, its organization's only.
func (s *Service) Memberships(ctx context.Context, p auth.Principal) ([]Member, error) {
	ms, err := memberships(ctx, s.db, p.UserID)
	if p.SSOOrganizationID != "" {
		ms = slices.DeleteFunc(ms, func(m Member) bool { return m.OrganizationID != p.SSOOrganizationID })
	}
	return ms, err
}

func memberships(ctx context.Context, idb bun.IDB, userID string) ([]Member, error) {
	out := []Member{}
	err := idb.NewSelect().Model(&out).ColumnExpr("member.*, o.name AS organization_name").
		Join("JOIN organizations AS o ON o.id = member.organization_id").
		Where("member.user_id = ?", userID).Order("member.created_at", "member.organization_id").Scan(ctx)
	return out, errs.Wrap(err, "list memberships")
}

// Members lists the organization's members with their users, oldest first.
func (s *Service) Members(ctx context.Context, p auth.Principal) ([]Member, error) {
	out := []Member{}
	err := s.db.NewSelect().Model(&out).Relation("User").Where("member.organization_id = ?", p.OrganizationID).
		Order("member.created_at", "member.user_id").Limit(MaxMembers).Scan(ctx)
	return out, errs.Wrap(err, "list members")
}

// User returns a user by id.
func (s *Service) User(ctx context.Context, id string) (*User, error) {
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("id = ?", id).Scan(ctx)
	return u, db.Classify(err, "No such user")
}

// member returns the organization's membership of userID, in idb.
func member(ctx context.Context, idb bun.IDB, orgID, userID string) (*Member, error) {
	m := new(Member)
	err := idb.NewSelect().Model(m).Relation("User").Where("member.organization_id = ? AND member.user_id = ?", orgID, userID).Scan(ctx)
	return m, db.Classify(err, "No such member")
}

// Reviewer returns the email of a member of the organization whose role
// may review: whom a case can be assigned to.
func (s *Service) Reviewer(ctx context.Context, orgID, userID string) (string, error) {
	m, err := member(ctx, s.db, orgID, userID)
	if err != nil || !m.Role.Grants(auth.Review) {
		return "", errs.Invalidf("userId", "%s is not a member who may review", userID)
	}
	return m.User.Email, nil
}

// mayGrant refuses a principal who is not an owner (an unrestricted key
// counts as one) making or unmaking an owner.
func mayGrant(p auth.Principal, roles ...auth.Role) error {
	for _, r := range roles {
		if r == auth.Owner && p.Role != auth.Owner && !(p.Kind == auth.SecretKey && p.Role == "") {
			return errs.E(errs.Forbidden, "forbidden", "Only an owner may make or unmake an owner")
		}
	}
	return nil
}

// owners counts the organization's owners in idb.
func owners(ctx context.Context, idb bun.IDB, orgID string) (int64, error) {
	n, err := idb.NewSelect().Model((*Member)(nil)).Where("organization_id = ? AND role = ?", orgID, auth.Owner).Count(ctx)
	return n, errs.Wrap(err, "count owners")
}

var errLastOwner = errs.E(errs.Conflict, "last_owner", "An organization keeps at least one owner; make another member an owner first")

// changeMember reads the organization's membership of userID in tx for a
// change to role to ("" for a removal), after the owners' rules: only
// owners make or unmake owners, and the last owner stays one. Concurrent
// changes of the members take turns, so that two owners demoting each
// other cannot leave none.
func (s *Service) changeMember(ctx context.Context, tx bun.Tx, p auth.Principal, userID string, to auth.Role) (*Member, error) {
	if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
		return nil, err
	}
	m, err := member(ctx, tx, p.OrganizationID, userID)
	if err != nil {
		return nil, err
	}
	if err := mayGrant(p, m.Role, to); err != nil {
		return nil, err
	}
	if m.Role == auth.Owner && to != auth.Owner {
		if n, err := owners(ctx, tx, p.OrganizationID); err != nil || n <= 1 {
			return nil, cmpErr(err, errLastOwner)
		}
	}
	return m, nil
}

// UpdateMemberRole changes a member's role (see changeMember). The
// member's sessions take the new role within the credential cache's TTL.
func (s *Service) UpdateMemberRole(ctx context.Context, p auth.Principal, userID string, role auth.Role) (*Member, error) {
	if !role.Valid() {
		return nil, errs.Invalidf("role", "role must be one of OWNER, ADMIN, DEVELOPER, REVIEWER, FINANCE, VIEWER")
	}
	var m *Member
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if m, err = s.changeMember(ctx, tx, p, userID, role); err != nil || m.Role == role {
			return err
		}
		from := m.Role
		m.Role = role
		if _, err := tx.NewUpdate().Model(m).Column("role").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "update role")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.MemberRoleChanged, "user", userID,
			map[string]any{"from": from, "to": role})
	})
	return m, err
}

// RemoveMember takes a person out of the organization (see changeMember)
// and ends their sessions in it.
func (s *Service) RemoveMember(ctx context.Context, p auth.Principal, userID string) (*Member, error) {
	var m *Member
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if m, err = s.changeMember(ctx, tx, p, userID, ""); err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model(m).WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "remove member")
		}
		if err := s.cfg.Auth.EndMemberSessions(ctx, tx, userID, p.OrganizationID); err != nil {
			return err
		}
		for _, forget := range s.cfg.Leaving {
			if err := forget(ctx, tx, p.OrganizationID, userID); err != nil {
				return err
			}
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.MemberRemoved, "user", userID, map[string]any{"role": m.Role})
	})
	return m, err
}

// cmpErr is err, or else fallback.
func cmpErr(err, fallback error) error {
	if err != nil {
		return err
	}
	return fallback
}

// SignedIn is the answer to a sign-in: the session's token (for the
// cookie) and who signed in.
type SignedIn struct {
	Token   string
	Session *auth.UserSession
	User    *User
	// Memberships are the person's organizations; the session works in the
	// first unless the sign-in named another.
	Memberships []Member
	// EnrollmentRequired: the organization in use requires a second factor
	// the person has not set up (see auth.Principal).
	EnrollmentRequired bool
}

// startSession begins a sign-in session of u in the organization named by
// orgID (the oldest membership when empty) through tx; method is how the
// person proved who they are, for the audit log.
func (s *Service) startSession(ctx context.Context, tx bun.Tx, client auth.ClientInfo, u *User, orgID, method string) (*SignedIn, error) {
	ms, err := memberships(ctx, tx, u.ID)
	if err != nil {
		return nil, err
	}
	if len(ms) == 0 {
		return nil, errs.E(errs.Forbidden, "no_membership", "You are not a member of any organization; ask for an invitation")
	}
	in := ms[0].OrganizationID
	if orgID != "" {
		in = ""
		for _, m := range ms {
			if m.OrganizationID == orgID {
				in = orgID
			}
		}
		if in == "" {
			return nil, errs.E(errs.Forbidden, "no_membership", "You are not a member of that organization")
		}
	}
	token, us, err := s.cfg.Auth.StartUserSession(ctx, tx, u.ID, in, client)
	if err != nil {
		return nil, err
	}
	enrol, err := auth.EnrollmentRequired(ctx, tx, u.ID, in, method == "sso")
	if err != nil {
		return nil, err
	}
	return &SignedIn{Token: token, Session: us, User: u, Memberships: ms, EnrollmentRequired: enrol},
		s.record(ctx, tx, in, userActor(u), audit.SignedIn, "user", u.ID, map[string]any{"session_id": us.ID, "method": method})
}

// SignInInput is what a person signs in with.
type SignInInput struct {
	Email, Password string
	// Code is a second factor's code, or a recovery code.
	Code string
	// Passkey is a passkey's assertion (the browser's PublicKeyCredential
	// as JSON) in answer to the ceremony named by Challenge, which
	// second_factor_required handed out.
	Passkey, Challenge string
	// Organization is the organization to work in (the first when empty).
	Organization string
}

var errBadCredentials = errs.E(errs.Unauthenticated, "invalid_credentials", "The email or password is not right")

// tooManyAttempts is the 429 of an attempt a failure limit refused
// (limited, from package ratelimit), with its wait.
func tooManyAttempts(limited error) error {
	return &errs.Error{Kind: errs.RateLimited, Key: "too_many_attempts",
		Message: "Too many failed attempts; wait a little and try again", RetryAfter: errs.As(limited).RetryAfter}
}

// accountKey is what failures of the person with email are counted by.
func accountKey(email string) string { return "account:" + email }

// guess runs judge, an attempt at the secrets (a password, a code) of the
// person with email, counted as a failure of the request's source address
// (when fromAddress) and of the account before it is judged, in one step
// with the check, so that attempts sent at once cannot all pass; the count
// is given back when judge did not find the secret wrong. Either limit used
// up refuses the attempt before judge runs (429 too_many_attempts, with the
// wait), the address's first, so that a refused address records nothing
// for the account.
func (s *Service) guess(ctx context.Context, email string, fromAddress bool, judge func() error) error {
	var counted []*ratelimit.Reservation
	giveBack := func() {
		for _, r := range counted {
			r.Release()
		}
	}
	if fromAddress {
		r, err := s.cfg.SourceFailures.Reserve(auth.SourceOf(ctx))
		if err != nil {
			return tooManyAttempts(err)
		}
		counted = append(counted, r)
	}
	r, err := s.cfg.Failures.Reserve(accountKey(email))
	if err != nil {
		giveBack()
		return tooManyAttempts(err)
	}
	counted = append(counted, r)
	err = judge()
	if !wrongGuess(err) {
		giveBack()
	}
	return err
}

// wrongGuess reports whether err says a password or a code was not right.
func wrongGuess(err error) bool {
	return errs.Is(err, "invalid_credentials") || errs.Is(err, "invalid_code") || errs.Is(err, "invalid_passkey")
}

// passwordMatches reports whether password is u's, at the cost of exactly
// one hash whatever the case: against u's hash, or a dummy one when there
// is no u, u has no password, or password is too long to be anyone's.
func (s *Service) passwordMatches(ctx context.Context, u *User, password string) (bool, error) {
	encoded, known := dummyHash, u != nil && u.PasswordHash != nil && len(password) <= MaxPasswordLen
	if known {
		encoded = *u.PasswordHash
	}
	ok, err := s.cfg.Hashes.verify(ctx, encoded, password)
	return known && ok, err
}

// SignIn checks a person's email and password (and second factor) and
// starts a sign-in session. An unknown email and a wrong password get the
// same answer after the same work (one hash); failures are limited per
// account and per source address, each attempt counted before it is
// judged and given back when it did not fail.
func (s *Service) SignIn(ctx context.Context, client auth.ClientInfo, in SignInInput) (*SignedIn, error) {
	email := strings.ToLower(strings.TrimSpace(in.Email))
	var out *SignedIn
	err := s.guess(ctx, email, true, func() (err error) {
		out, err = s.signIn(ctx, client, email, in)
		return err
	})
	return out, err
}

func (s *Service) signIn(ctx context.Context, client auth.ClientInfo, email string, in SignInInput) (*SignedIn, error) {
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	if db.IsNotFound(err) {
		u = nil
	} else if err != nil {
		return nil, errs.Wrap(err, "find user")
	}
	ok, err := s.passwordMatches(ctx, u, in.Password)
	if err != nil || !ok {
		if err == nil && u != nil {
			s.recordFailure(ctx, u, "password")
		}
		return nil, cmpErr(err, errBadCredentials)
	}
	factor, err := s.secondFactor(ctx, u, in)
	var out *SignedIn
	if err == nil {
		err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			org, err := s.passwordOrganization(ctx, tx, u.ID, in.Organization)
			if err != nil {
				return err
			}
			if factor == "totp" {
				if err := s.checkCode(ctx, tx, u, in.Code); err != nil {
					return err
				}
			}
			out, err = s.startSession(ctx, tx, client, u, org, strings.TrimSuffix("password+"+factor, "+"))
			return err
		})
	}
	if wrongGuess(err) {
		s.recordFailure(ctx, u, "second_factor")
	}
	return out, err
}

// recordFailure records a failed sign-in of a known person in each of
// their organizations (never what was typed).
func (s *Service) recordFailure(ctx context.Context, u *User, why string) {
	ms, err := memberships(ctx, s.db, u.ID)
	if err != nil {
		return
	}
	for _, m := range ms {
		_ = s.record(ctx, s.db, m.OrganizationID, userActor(u), audit.SignInFailed, "user", u.ID, map[string]any{"reason": why})
	}
}

// SignOut ends the sign-in session in use.
func (s *Service) SignOut(ctx context.Context, p auth.Principal) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := s.cfg.Auth.EndUserSessions(ctx, tx, p.UserID, p.UserSessionID, ""); err != nil {
			return err
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SignedOut, "user", p.UserID, map[string]any{"session_id": p.UserSessionID})
	})
}

// RevokeSession ends one of the person's own sessions.
func (s *Service) RevokeSession(ctx context.Context, p auth.Principal, id string) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if p.SSOOrganizationID != "" {
			n, err := tx.NewSelect().Table("user_sessions").Where("id = ? AND user_id = ? AND organization_id = ?", id, p.UserID, p.SSOOrganizationID).Count(ctx)
			if err != nil {
				return errs.Wrap(err, "find session")
			}
			if n == 0 {
				return errs.NotFoundf("No such session")
			}
		}
		n, err := s.cfg.Auth.EndUserSessions(ctx, tx, p.UserID, id, "")
		if err != nil {
			return err
		}
		if n == 0 {
			return errs.NotFoundf("No such session")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SessionRevoked, "user", p.UserID, map[string]any{"session_id": id})
	})
}

// Rename changes the signed-in person's name (in every organization).
func (s *Service) Rename(ctx context.Context, p auth.Principal, name string) (*User, error) {
	name, err := checkName(name)
	if err != nil {
		return nil, err
	}
	u := &User{ID: p.UserID, Name: name, UpdatedAt: s.now()}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model(u).Column("name", "updated_at").WherePK().Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "rename")
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return errs.NotFoundf("User not found")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.NameChanged, "user", u.ID, nil)
	})
	if err != nil {
		return nil, err
	}
	return s.User(ctx, p.UserID)
}

// MailsLinks reports whether invitation and reset links go out by mail
// (MERIDIAN_SMTP_URL is set); without it they are shown only to who asked.
func (s *Service) MailsLinks() bool { return s.cfg.Mail != nil && s.cfg.Mail.Enabled() }

// ChangePassword sets a new password after checking the current one, and
// ends the person's other sessions. The session in use gets a new token,
// returned. A wrong current password counts toward the person's lockout,
// as a failed sign-in does.
func (s *Service) ChangePassword(ctx context.Context, p auth.Principal, current, next string) (string, error) {
	if err := mayChangeCredentials(p); err != nil {
		return "", err
	}
	u, err := s.User(ctx, p.UserID)
	if err != nil {
		return "", err
	}
	err = s.guess(ctx, u.Email, false, func() error {
		ok, err := s.passwordMatches(ctx, u, current)
		if err == nil && !ok {
			err = errs.E(errs.Forbidden, "invalid_credentials", "The current password is not right")
		}
		return err
	})
	if err != nil {
		return "", err
	}
	if err := checkPassword(next, u.Email, u.Name); err != nil {
		return "", err
	}
	hash, err := s.cfg.Hashes.hash(ctx, next)
	if err != nil {
		return "", err
	}
	var token string
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.setPassword(ctx, tx, u, hash); err != nil {
			return err
		}
		if _, err := s.cfg.Auth.EndUserSessions(ctx, tx, u.ID, "", p.UserSessionID); err != nil {
			return err
		}
		if token, err = s.cfg.Auth.RenewUserSession(ctx, tx, p, p.OrganizationID, p.Mode); err != nil {
			return err
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.PasswordChanged, "user", u.ID, nil)
	})
	return token, err
}

// setPassword gives u the password whose hash is hash, through tx.
func (s *Service) setPassword(ctx context.Context, tx bun.IDB, u *User, hash string) error {
	u.PasswordHash, u.UpdatedAt = &hash, s.now()
	_, err := tx.NewUpdate().Model(u).Column("password_hash", "updated_at").WherePK().Exec(ctx)
	return errs.Wrap(err, "set password")
}

// SwitchOrganization moves the session in use to another of the person's
// organizations, or mode, with a new token (returned).
func (s *Service) SwitchOrganization(ctx context.Context, p auth.Principal, orgID string, mode auth.Mode) (string, error) {
	if mode != auth.Test && mode != auth.Live {
		return "", errs.Invalidf("mode", "mode must be TEST or LIVE")
	}
	var token string
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := member(ctx, tx, orgID, p.UserID); err != nil {
			return errs.E(errs.Forbidden, "no_membership", "You are not a member of that organization")
		}
		if err := mayWorkIn(ctx, tx, p, orgID); err != nil {
			return err
		}
		var err error
		token, err = s.cfg.Auth.RenewUserSession(ctx, tx, p, orgID, mode)
		return err
	})
	return token, err
}

// secondFactor tells which second factor the person gives, when they have
// one: a passkey (checked here, see passkeys.go) or "totp", a code that
// the sign-in's transaction checks (totp.go). Without one it answers
// second_factor_required, with the factors they have.
func (s *Service) secondFactor(ctx context.Context, u *User, in SignInInput) (string, error) {
	keys, err := passkeysOf(ctx, s.db, u.ID)
	if err != nil || (u.TOTPEnabledAt == nil && len(keys) == 0) {
		return "", err
	}
	switch {
	case in.Passkey != "" && len(keys) > 0:
		return "passkey", s.checkPasskey(ctx, u, in.Challenge, in.Passkey)
	case strings.TrimSpace(in.Code) != "" && u.TOTPEnabledAt != nil:
		return "totp", nil
	case in.Passkey != "" || strings.TrimSpace(in.Code) != "":
		return "", errInvalidCode // a factor the person does not have
	}
	return "", s.secondFactorRequired(ctx, u, keys)
}

// newToken makes a single-use token and its stored hash.
func newToken(prefix string) (token, hash string) {
	token = ids.Secret(prefix, 32)
	return token, auth.Hash(token)
}
