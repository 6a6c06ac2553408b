package auth

import (
	"context"

	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Sign-in sessions: a person signed in holds a random token in a cookie;
// the server keeps its hash, the organization and mode in use, and when it
// was last seen. A session ends when idle for IdleTTL, MaxTTL after it
// began, at sign-out, and when its person changes password or leaves the
// organization; an ended session stops working in every process within
// the cache TTL.

// SessionCookie is the name of the sign-in session's cookie.
const SessionCookie = "meridian_session"

// UserSessionPrefix starts every sign-in session token.
const UserSessionPrefix = "us_"

// MaxUserSessions bounds a person's open sessions: a new one ends the
// oldest past it.
const MaxUserSessions = 50

// UserSession is a sign-in session's stored form.
type UserSession struct {
	bun.BaseModel  `bun:"table:user_sessions"`
	ID             string     `bun:"id,pk"`
	Hash           string     `bun:"hash"`
	UserID         string     `bun:"user_id"`
	OrganizationID string     `bun:"organization_id"`
	Mode           Mode       `bun:"mode"`
	Device         string     `bun:"device"` // the browser's User-Agent, cut to 200 bytes
	IP             string     `bun:"ip"`
	CreatedAt      time.Time  `bun:"created_at"`
	LastSeenAt     time.Time  `bun:"last_seen_at"`
	ExpiresAt      time.Time  `bun:"expires_at"` // the absolute end
	EndedAt        *time.Time `bun:"ended_at"`
	// SSOOrganizationID is the organization whose single sign-on started
	// the session (package people), nil for a password sign-in.
	SSOOrganizationID *string `bun:"sso_organization_id"`
}

// IdleUntil is when the session ends unless used before.
func (s *Service) IdleUntil(us *UserSession) time.Time {
	if t := us.LastSeenAt.Add(s.idle); t.Before(us.ExpiresAt) {
		return t
	}
	return us.ExpiresAt
}

var errInvalidSession = errs.E(errs.Unauthenticated, "invalid_session", "The sign-in session has ended; sign in again")

// StartUserSession records a new sign-in session of a member of orgID
// through idb (the sign-in's transaction) and returns its token, which is
// never available again.
func (s *Service) StartUserSession(ctx context.Context, idb bun.IDB, userID, orgID string, client ClientInfo) (string, *UserSession, error) {
	token := ids.Secret(UserSessionPrefix, 32)
	now := s.clock()
	device := client.UserAgent
	if len(device) > 200 {
		device = device[:200]
	}
	us := &UserSession{ID: ids.New("uss"), Hash: Hash(token), UserID: userID, OrganizationID: orgID, Mode: Test,
		Device: device, IP: client.Address, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(s.maxAge)}
	if _, err := idb.NewInsert().Model(us).Exec(ctx); err != nil {
		return "", nil, errs.Wrap(err, "start session")
	}
	old := idb.NewSelect().Model((*UserSession)(nil)).Column("id").
		Where("user_id = ? AND ended_at IS NULL", userID).Order("created_at DESC", "id DESC").Limit(1000).Offset(MaxUserSessions)
	_, err := idb.NewUpdate().Model((*UserSession)(nil)).Set("ended_at = ?", now).Where("id IN (?)", old).Exec(ctx)
	return token, us, errs.Wrap(err, "end old sessions")
}

// UserSessions lists the signed-in person p's open sessions, newest
// first: all of them, or for a session that single sign-on started, those
// in its organization only.
func (s *Service) UserSessions(ctx context.Context, p Principal) ([]UserSession, error) {
	out := []UserSession{}
	now := s.clock()
	q := s.db.NewSelect().Model(&out).Where("user_id = ? AND ended_at IS NULL AND expires_at > ? AND last_seen_at > ?",
		p.UserID, now, now.Add(-s.idle))
	if p.SSOOrganizationID != "" {
		q = q.Where("organization_id = ?", p.SSOOrganizationID)
	}
	err := q.Order("created_at DESC", "id DESC").Limit(MaxUserSessions).Scan(ctx)
	return out, errs.Wrap(err, "list sessions")
}

// EndUserSessions ends a person's sessions through idb: the one named by
// id, or when id is empty all of them but the one named by except. It
// returns how many it ended.
func (s *Service) EndUserSessions(ctx context.Context, idb bun.IDB, userID, id, except string) (int, error) {
	var hashes []string
	q := idb.NewUpdate().Model((*UserSession)(nil)).Set("ended_at = ?", s.clock()).
		Where("user_id = ? AND ended_at IS NULL", userID).Returning("hash")
	if id != "" {
		q = q.Where("id = ?", id)
	} else if except != "" {
		q = q.Where("id <> ?", except)
	}
	if _, err := q.Exec(ctx, &hashes); err != nil {
		return 0, errs.Wrap(err, "end sessions")
	}
	s.forgetOnCommit(ctx, hashes)
	return len(hashes), nil
}

// EndMemberSessions ends, through idb, the sessions of a person working in
// an organization (removed from it).
func (s *Service) EndMemberSessions(ctx context.Context, idb bun.IDB, userID, orgID string) error {
	var hashes []string
	_, err := idb.NewUpdate().Model((*UserSession)(nil)).Set("ended_at = ?", s.clock()).
		Where("user_id = ? AND organization_id = ? AND ended_at IS NULL", userID, orgID).Returning("hash").Exec(ctx, &hashes)
	s.forgetOnCommit(ctx, hashes)
	return errs.Wrap(err, "end sessions")
}

// RenewUserSession gives the session in use a new token (a change of
// privilege: the organization or mode in use, a second factor), and moves
// it to orgID and mode. It returns the new token.
func (s *Service) RenewUserSession(ctx context.Context, idb bun.IDB, p Principal, orgID string, mode Mode) (string, error) {
	token := ids.Secret(UserSessionPrefix, 32)
	var old []string
	err := idb.NewSelect().Model((*UserSession)(nil)).Column("hash").
		Where("id = ? AND user_id = ? AND ended_at IS NULL", p.UserSessionID, p.UserID).Scan(ctx, &old)
	if err != nil {
		return "", errs.Wrap(err, "find session")
	}
	res, err := idb.NewUpdate().Model((*UserSession)(nil)).Set("hash = ?, organization_id = ?, mode = ?", Hash(token), orgID, mode).
		Where("id = ? AND user_id = ? AND ended_at IS NULL", p.UserSessionID, p.UserID).Exec(ctx)
	if err != nil {
		return "", errs.Wrap(err, "renew session")
	}
	if n, _ := res.RowsAffected(); n == 0 || len(old) == 0 {
		return "", errInvalidSession
	}
	// The old token alone is forgotten: its lookups bypass the cache until
	// the change commits, then it is gone.
	s.forgetOnCommit(ctx, old)
	return token, nil
}

// NeedsSecondFactor is the one rule of second-factor enrolment, for every
// way of signing in: the organization requires a second factor and the
// person has none. An authenticator (TOTP) is one, a passkey is one, and
// so is the provider's sign-in of a session single sign-on started (the
// organization's provider asks for its own factors, and such a session
// may not enrol one here).
func NeedsSecondFactor(required, totp, passkey, sso bool) bool {
	return required && !totp && !passkey && !sso
}

// ErrEnrollFirst refuses a person who must set up a second factor before
// anything else (Principal.EnrollmentRequired), wherever they call.
var ErrEnrollFirst = errs.E(errs.Forbidden, "second_factor_enrollment_required",
	"This organization requires a second factor: set up an authenticator (startTotpEnrollment) or a passkey (startPasskeyRegistration) before anything else")

// EnrollmentRequired applies NeedsSecondFactor to a person about to work
// in orgID, reading what it needs in one statement.
func EnrollmentRequired(ctx context.Context, idb bun.IDB, userID, orgID string, sso bool) (bool, error) {
	var row struct {
		Required bool       `bun:"required"`
		TOTP     *time.Time `bun:"totp"`
		Passkey  bool       `bun:"passkey"`
	}
	err := idb.NewSelect().TableExpr("users AS u").
		ColumnExpr("o.require_second_factor AS required, u.totp_enabled_at AS totp").
		ColumnExpr("EXISTS (SELECT 1 FROM passkeys AS pk WHERE pk.user_id = u.id) AS passkey").
		Join("JOIN organizations AS o ON o.id = ?", orgID).
		Where("u.id = ?", userID).Scan(ctx, &row)
	if err != nil {
		return false, errs.Wrap(err, "read second factors")
	}
	return NeedsSecondFactor(row.Required, row.TOTP != nil, row.Passkey, sso), nil
}

// AuthenticateUserSession resolves a sign-in session's token to the
// person's principal in the organization and mode in use.
func (s *Service) AuthenticateUserSession(ctx context.Context, token string) (Principal, error) {
	return s.guarded(ctx, func() (Principal, error) {
		if len(token) > 200 || len(token) < len(UserSessionPrefix)+8 || token[:len(UserSessionPrefix)] != UserSessionPrefix {
			return Principal{}, errInvalidSession
		}
		return s.cachedLookup(ctx, digestOf(token), s.lookupUserSession)
	})
}

func (s *Service) lookupUserSession(ctx context.Context, hash string) (Principal, error) {
	var row struct {
		UserSession `bun:",extend"`
		Email       string     `bun:"u_email"`
		Name        string     `bun:"u_name"`
		TOTP        *time.Time `bun:"u_totp"`
		Passkey     bool       `bun:"u_passkey"`
		Role        *Role      `bun:"m_role"`
		Require2FA  bool       `bun:"o_require_second_factor"`
		orgColumns
	}
	err := s.db.NewSelect().Model(&row).
		ColumnExpr("user_session.*, u.email AS u_email, u.name AS u_name, u.totp_enabled_at AS u_totp, m.role AS m_role").
		ColumnExpr("o.require_second_factor AS o_require_second_factor").
		ColumnExpr("EXISTS (SELECT 1 FROM passkeys AS pk WHERE pk.user_id = user_session.user_id) AS u_passkey").
		ColumnExpr(orgColumnsExpr).
		Join("JOIN users AS u ON u.id = user_session.user_id").
		Join("JOIN organizations AS o ON o.id = user_session.organization_id").
		Join("LEFT JOIN memberships AS m ON m.user_id = user_session.user_id AND m.organization_id = user_session.organization_id").
		Where("user_session.hash = ?", hash).Scan(ctx)
	now := s.clock()
	if db.IsNotFound(err) || (err == nil && (row.EndedAt != nil || row.Role == nil || !now.Before(s.IdleUntil(&row.UserSession)))) {
		return Principal{}, errInvalidSession
	}
	if err != nil {
		return Principal{}, errs.Wrap(err, "look up session")
	}
	if now.Sub(row.LastSeenAt) > time.Minute {
		_, err := s.db.NewUpdate().Model((*UserSession)(nil)).Set("last_seen_at = ?", now).Where("id = ?", row.ID).Exec(ctx)
		if err != nil {
			return Principal{}, errs.Wrap(err, "touch session")
		}
	}
	p := row.principal(row.OrganizationID, row.Mode)
	p.Kind, p.Role, p.UserID, p.UserEmail, p.UserName, p.UserSessionID = User, *row.Role, row.UserID, row.Email, row.Name, row.ID
	p.ExpiresAt = row.ExpiresAt
	p.TOTPEnabled = row.TOTP != nil
	p.EnrollmentRequired = NeedsSecondFactor(row.Require2FA, p.TOTPEnabled, row.Passkey, row.SSOOrganizationID != nil)
	if row.SSOOrganizationID != nil {
		p.SSOOrganizationID = *row.SSOOrganizationID
	}
	return p, nil
}

type renewKey struct{}

// WithRenewal lets an operation that gives the sign-in session in use a
// new token (RenewUserSession) hand it to the transport, which sets the
// cookie with f.
func WithRenewal(ctx context.Context, f func(token string)) context.Context {
	return context.WithValue(ctx, renewKey{}, f)
}

// Renewed hands a renewed session's token to the transport (see
// WithRenewal); without one, the token is dropped and the person signs in
// again.
func Renewed(ctx context.Context, token string) {
	if f, ok := ctx.Value(renewKey{}).(func(string)); ok {
		f(token)
	}
}
