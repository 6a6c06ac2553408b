// Package audit keeps the append-only record of who did what to whom:
// reviewers' actions, image link issuance, redactions, retention purges,
// key creation and revocation, webhook secret rotation.
//
// An entry is written in the transaction of the change it records, so
// that a change is recorded exactly once or not at all. The table has no
// update or delete path here, and the database refuses both (a trigger on
// PostgreSQL, for TRUNCATE too, and on SQLite).
package audit

import (
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/logging"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Actions recorded.
const (
	KeyCreated           = "api_key.created"
	KeyRevoked           = "api_key.revoked"
	WebhookSecretRotated = "webhook_endpoint.secret_rotated"
	AssetLinksIssued     = "session.asset_links_issued"
	SessionRedacted      = "session.redacted"
	SessionPurged        = "session.purged"
	SessionAssigned      = "session.assigned"
	SessionNoteAdded     = "session.note_added"
	SessionFlagged       = "session.flagged"
	SessionUnflagged     = "session.unflagged"
	SessionApproved      = "session.approved"
	SessionRejected      = "session.rejected"
	SessionRedoRequested = "session.redo_requested"
	RetentionChanged     = "organization.retention_changed"
	// VerificationDriversChanged: what runs a stage of the verifications.
	VerificationDriversChanged = "organization.verification_drivers_changed"
	// The review desk's settings: its target wait, its preset reasons.
	ReviewTargetChanged = "organization.review_target_changed"
	ReviewPresetAdded   = "organization.review_preset_added"
	ReviewPresetRemoved = "organization.review_preset_removed"

	// People (recorded organization-wide).
	MemberInvited         = "member.invited"
	InvitationResent      = "invitation.resent"
	InvitationRevoked     = "invitation.revoked"
	InvitationAccepted    = "invitation.accepted"
	MemberRoleChanged     = "member.role_changed"
	MemberRemoved         = "member.removed"
	SignedIn              = "user.signed_in"
	SignInFailed          = "user.sign_in_failed"
	SignedOut             = "user.signed_out"
	SessionRevoked        = "user.session_revoked"
	PasswordChanged       = "user.password_changed"
	NameChanged           = "user.name_changed"
	PasswordReset         = "user.password_reset"
	SecondFactorEnabled   = "user.second_factor_enabled"
	SecondFactorDisabled  = "user.second_factor_disabled"
	RecoveryCodeUsed      = "user.recovery_code_used"
	PasskeyAdded          = "user.passkey_added"
	PasskeyRemoved        = "user.passkey_removed"
	SecurityPolicyChanged = "organization.security_policy_changed"
	SSOChanged            = "organization.sso_changed"
	MemberAddedBySSO      = "member.added_by_sso"
	SSODomainClaimed      = "organization.sso_domain_claimed"
	SSODomainVerified     = "organization.sso_domain_verified"
	SSODomainRemoved      = "organization.sso_domain_removed"
	SSOLinked             = "user.sso_linked"
)

// Actions lists every action the log records, in the order above: what a
// dashboard offers as a filter. Insert refuses any other.
var Actions = []string{KeyCreated, KeyRevoked, WebhookSecretRotated, AssetLinksIssued, SessionRedacted, SessionPurged,
	SessionAssigned, SessionNoteAdded, SessionFlagged, SessionUnflagged, SessionApproved, SessionRejected, SessionRedoRequested,
	RetentionChanged, VerificationDriversChanged, ReviewTargetChanged, ReviewPresetAdded, ReviewPresetRemoved, MemberInvited, InvitationResent, InvitationRevoked, InvitationAccepted, MemberRoleChanged, MemberRemoved,
	SignedIn, SignInFailed, SignedOut, SessionRevoked, PasswordChanged, NameChanged, PasswordReset, SecondFactorEnabled, SecondFactorDisabled,
	RecoveryCodeUsed, PasskeyAdded, PasskeyRemoved, SecurityPolicyChanged, SSOChanged, MemberAddedBySSO,
	SSODomainClaimed, SSODomainVerified, SSODomainRemoved, SSOLinked}

// Actor is who acted: a secret key (its id and name), a person (their
// user id and email), or the system.
type Actor struct {
	KeyID  string
	UserID string
	Name   string
}

// OrganizationWide is the mode of entries about the organization itself
// (its people, their sign-ins and second factors): they are listed in both
// modes.
const OrganizationWide = "organization"

// System actors: the retention job and the command line.
var (
	Retention   = Actor{Name: "system:retention"}
	CommandLine = Actor{Name: "system:cli"}
)

// Entry is one recorded action.
type Entry struct {
	bun.BaseModel  `bun:"table:audit_log"`
	ID             string         `bun:"id,pk"`
	OrganizationID string         `bun:"organization_id"`
	Mode           string         `bun:"mode"`
	ActorKeyID     *string        `bun:"actor_key_id"`
	ActorUserID    *string        `bun:"actor_user_id"`
	ActorName      string         `bun:"actor_name"`
	Action         string         `bun:"action"`
	ObjectType     string         `bun:"object_type"`
	ObjectID       string         `bun:"object_id"`
	RequestID      *string        `bun:"request_id"`
	Data           map[string]any `bun:"data,type:text"`
	CreatedAt      time.Time      `bun:"created_at"`
}

// Log writes and lists entries.
type Log struct {
	db  *db.DB
	now func() time.Time
}

// New returns a Log over d; now is the clock (time.Now when nil).
func New(d *db.DB, now func() time.Time) *Log {
	if now == nil {
		now = time.Now
	}
	return &Log{db: d, now: now}
}

// Record is what happened, to be written by Add.
type Record struct {
	OrganizationID string
	Mode           string
	Actor          Actor
	Action         string
	ObjectType     string
	ObjectID       string
	// Data holds details that are not personal data (step names, counts).
	Data map[string]any
}

// Add writes r through idb (the transaction of the change it records),
// with the request id of ctx.
func (l *Log) Add(ctx context.Context, idb bun.IDB, r Record) error {
	_, err := l.Insert(ctx, idb, r).Exec(ctx)
	return errs.Wrap(err, "record audit entry")
}

// Insert is Add as a query, to be sent in a batch with the change. An
// action not in Actions is a programming error: it panics, so that no test
// of a new one passes before the list names it.
func (l *Log) Insert(ctx context.Context, idb bun.IDB, r Record) *bun.InsertQuery {
	if !slices.Contains(Actions, r.Action) {
		panic("audit: an action not in Actions: " + r.Action)
	}
	e := &Entry{ID: ids.New("aud"), OrganizationID: r.OrganizationID, Mode: r.Mode, ActorName: r.Actor.Name,
		Action: r.Action, ObjectType: r.ObjectType, ObjectID: r.ObjectID, Data: r.Data,
		CreatedAt: l.now().UTC().Truncate(time.Microsecond)}
	if r.Actor.KeyID != "" {
		e.ActorKeyID = &r.Actor.KeyID
	}
	if r.Actor.UserID != "" {
		e.ActorUserID = &r.Actor.UserID
	}
	if id := logging.RequestID(ctx); id != "" {
		e.RequestID = &id
	}
	return idb.NewInsert().Model(e)
}

// Filter narrows a list; empty fields match everything.
type Filter struct {
	Action     string
	ObjectID   string
	ActorKeyID string
	// ActorUserID keeps what one member did.
	ActorUserID string
	Since       *time.Time
	Until       *time.Time
}

func (l *Log) filtered(q *bun.SelectQuery, orgID, mode string, f Filter) *bun.SelectQuery {
	q = q.Where("organization_id = ? AND mode IN (?, ?)", orgID, mode, OrganizationWide)
	return db.Narrow(q).Eq("action", f.Action).Eq("object_id", f.ObjectID).Eq("actor_user_id", f.ActorUserID).
		Eq("actor_key_id", f.ActorKeyID).Between("created_at", f.Since, f.Until).Query()
}

// List returns a page of an organization's entries in one mode, newest
// first, and how many match.
func (l *Log) List(ctx context.Context, orgID, mode string, f Filter, page paging.Page) ([]Entry, int, error) {
	out := []Entry{}
	n, err := page.Select(ctx, l.filtered(l.db.NewSelect().Model(&out), orgID, mode, f))
	return out, n, errs.Wrap(err, "list audit entries")
}

// ListAfter returns up to limit+1 entries after the cursor, newest first.
func (l *Log) ListAfter(ctx context.Context, orgID, mode string, f Filter, after *paging.Cursor, limit int) ([]Entry, error) {
	out := []Entry{}
	err := paging.SelectAfter(ctx, l.filtered(l.db.NewSelect().Model(&out), orgID, mode, f), after, limit)
	return out, errs.Wrap(err, "list audit entries")
}
