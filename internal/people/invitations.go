package people

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Invitation asks a person to join an organization with a role. Its
// token is single-use, valid InvitationTTL, and kept only as a hash.
type Invitation struct {
	bun.BaseModel  `bun:"table:invitations"`
	ID             string     `bun:"id,pk"`
	OrganizationID string     `bun:"organization_id"`
	Email          string     `bun:"email"`
	Role           auth.Role  `bun:"role"`
	Hash           string     `bun:"hash"`
	InvitedBy      string     `bun:"invited_by"` // the actor's name
	CreatedAt      time.Time  `bun:"created_at"`
	ExpiresAt      time.Time  `bun:"expires_at"`
	AcceptedAt     *time.Time `bun:"accepted_at"`
	RevokedAt      *time.Time `bun:"revoked_at"`
}

// InvitationTokenPrefix starts every invitation token.
const InvitationTokenPrefix = "inv_"

// InvitationLink is where an invitation is accepted: the console's page,
// with the token in the fragment (never sent to a server in a request
// line, a log or a Referer).
func (s *Service) InvitationLink(token string) string {
	return strings.TrimRight(s.cfg.PublicURL, "/") + "/console/accept-invitation#token=" + token
}

// Invite makes an invitation to the principal's organization and returns
// it with its link, which is shown only in this answer. Only owners
// invite owners. A pending invitation of the same email is replaced.
func (s *Service) Invite(ctx context.Context, p auth.Principal, email string, role auth.Role) (*Invitation, string, error) {
	return s.invite(ctx, p.OrganizationID, audit.By(p), p, email, role)
}

// FirstOwner returns, while nobody has an account yet and no such link is
// pending, an invitation link for the first owner of the organization
// named orgName (created when missing), open to any email (given when
// accepting): it is shown once, and dies when it is used, when it expires
// or as soon as anybody is an owner (Accept). Otherwise it returns "".
func (s *Service) FirstOwner(ctx context.Context, orgName string) (string, error) {
	n, err := s.db.NewSelect().Model((*User)(nil)).Count(ctx)
	if err != nil || n > 0 {
		return "", errs.Wrap(err, "count users")
	}
	n, err = s.db.NewSelect().Model((*Invitation)(nil)).
		Where("email = '' AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?", s.now()).Count(ctx)
	if err != nil || n > 0 {
		return "", errs.Wrap(err, "find first owner's link")
	}
	_, link, err := s.InviteFirst(ctx, orgName, "", auth.Owner)
	return link, err
}

// InviteFirst is Invite from the command line, which may invite an owner
// to an organization it creates when missing. An empty email makes an
// invitation any email may accept (FirstOwner).
func (s *Service) InviteFirst(ctx context.Context, orgName, email string, role auth.Role) (*Invitation, string, error) {
	o, err := s.cfg.Orgs.Ensure(ctx, orgName)
	if err != nil {
		return nil, "", err
	}
	return s.invite(ctx, o.ID, audit.CommandLine, auth.Principal{Kind: auth.SecretKey}, email, role)
}

func (s *Service) invite(ctx context.Context, orgID string, actor audit.Actor, p auth.Principal, email string, role auth.Role) (*Invitation, string, error) {
	var err error
	if email != "" || actor != audit.CommandLine {
		if email, err = normalEmail(email); err != nil {
			return nil, "", err
		}
	}
	if !role.Valid() {
		return nil, "", errs.Invalidf("role", "role must be one of OWNER, ADMIN, DEVELOPER, REVIEWER, FINANCE, VIEWER")
	}
	if err := mayGrant(p, role); err != nil {
		return nil, "", err
	}
	token, hash := newToken(InvitationTokenPrefix)
	now := s.now()
	inv := &Invitation{ID: ids.New("inv"), OrganizationID: orgID, Email: email, Role: role, Hash: hash, InvitedBy: actor.Name,
		CreatedAt: now, ExpiresAt: now.Add(InvitationTTL)}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Model((*Member)(nil)).Join("JOIN users AS u ON u.id = member.user_id").
			Where("member.organization_id = ? AND u.email = ?", orgID, email).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "find member")
		}
		if n > 0 {
			return errs.E(errs.Conflict, "already_member", "%s is already a member", email)
		}
		if _, err := tx.NewUpdate().Model((*Invitation)(nil)).Set("revoked_at = ?", now).Where(pendingWhere, orgID, now).
			Where("email = ?", email).Exec(ctx); err != nil {
			return errs.Wrap(err, "replace invitation")
		}
		if n, err := tx.NewSelect().Model((*Invitation)(nil)).Where(pendingWhere, orgID, now).Count(ctx); err != nil || n >= MaxPendingInvitations {
			return cmpErr(errs.Wrap(err, "count invitations"), errs.E(errs.Conflict, "invitation_limit_reached",
				"An organization has at most %d pending invitations; revoke some first", MaxPendingInvitations))
		}
		if _, err := tx.NewInsert().Model(inv).Exec(ctx); err != nil {
			return db.Classify(err, "No such organization")
		}
		if err := s.mailInvitation(ctx, tx, inv, s.InvitationLink(token)); err != nil {
			return err
		}
		return s.record(ctx, tx, orgID, actor, audit.MemberInvited, "invitation", inv.ID, map[string]any{"role": role})
	})
	if err != nil {
		return nil, "", err
	}
	return inv, s.InvitationLink(token), nil
}

// pendingWhere narrows a query to an organization's invitations still
// open at a time.
const pendingWhere = "organization_id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?"

// Invitations lists the organization's pending invitations, newest first.
func (s *Service) Invitations(ctx context.Context, p auth.Principal) ([]Invitation, error) {
	out := []Invitation{}
	err := s.db.NewSelect().Model(&out).Where(pendingWhere, p.OrganizationID, s.now()).
		Order("created_at DESC", "id DESC").Limit(MaxPendingInvitations).Scan(ctx)
	return out, errs.Wrap(err, "list invitations")
}

// RevokeInvitation stops a pending invitation from being accepted.
func (s *Service) RevokeInvitation(ctx context.Context, p auth.Principal, id string) (*Invitation, error) {
	inv := new(Invitation)
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.open(ctx, tx, inv, "id = ? AND organization_id = ?", id, p.OrganizationID); err != nil {
			return err
		}
		now := s.now()
		inv.RevokedAt = &now
		if _, err := tx.NewUpdate().Model(inv).Column("revoked_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "revoke invitation")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.InvitationRevoked, "invitation", inv.ID, nil)
	})
	return inv, err
}

// ResendInvitation gives a pending invitation a new token and lifetime
// (the old link stops working) and returns its new link.
func (s *Service) ResendInvitation(ctx context.Context, p auth.Principal, id string) (*Invitation, string, error) {
	inv := new(Invitation)
	token, hash := newToken(InvitationTokenPrefix)
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.open(ctx, tx, inv, "id = ? AND organization_id = ?", id, p.OrganizationID); err != nil {
			return err
		}
		inv.Hash, inv.ExpiresAt = hash, s.now().Add(InvitationTTL)
		if _, err := tx.NewUpdate().Model(inv).Column("hash", "expires_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "renew invitation")
		}
		if err := s.mailInvitation(ctx, tx, inv, s.InvitationLink(token)); err != nil {
			return err
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.InvitationResent, "invitation", inv.ID, nil)
	})
	if err != nil {
		return nil, "", err
	}
	return inv, s.InvitationLink(token), nil
}

// open reads a pending invitation through idb, for update in a
// transaction.
func (s *Service) open(ctx context.Context, idb bun.IDB, inv *Invitation, where string, args ...any) error {
	err := s.db.ForUpdate(idb.NewSelect().Model(inv).Where(where, args...)).Scan(ctx)
	if db.IsNotFound(err) || (err == nil && (inv.AcceptedAt != nil || inv.RevokedAt != nil || !s.now().Before(inv.ExpiresAt))) {
		return errs.E(errs.NotFound, "invalid_invitation", "This invitation is not valid: it was used, revoked, or has expired")
	}
	return errs.Wrap(err, "find invitation")
}

// InvitationInfo is what the page that accepts an invitation shows before
// it is accepted: where it leads, and whether it asks for an email (the
// first owner's, which names none).
type InvitationInfo struct {
	OrganizationName string
	Role             auth.Role
	EmailRequired    bool
	ExpiresAt        time.Time
}

// LookUp reads a valid invitation by its token, changing nothing.
func (s *Service) LookUp(ctx context.Context, token string) (*InvitationInfo, error) {
	if !strings.HasPrefix(token, InvitationTokenPrefix) || len(token) > 200 {
		return nil, errs.E(errs.NotFound, "invalid_invitation", "This invitation is not valid: it was used, revoked, or has expired")
	}
	inv := new(Invitation)
	err := s.db.NewSelect().Model(inv).Where("hash = ?", auth.Hash(token)).Scan(ctx)
	if db.IsNotFound(err) || (err == nil && (inv.AcceptedAt != nil || inv.RevokedAt != nil || !s.now().Before(inv.ExpiresAt))) {
		return nil, errs.E(errs.NotFound, "invalid_invitation", "This invitation is not valid: it was used, revoked, or has expired")
	}
	if err != nil {
		return nil, errs.Wrap(err, "find invitation")
	}
	var org string
	if err := s.db.NewSelect().Table("organizations").Column("name").Where("id = ?", inv.OrganizationID).Scan(ctx, &org); err != nil {
		return nil, errs.Wrap(err, "find organization")
	}
	return &InvitationInfo{OrganizationName: org, Role: inv.Role, EmailRequired: inv.Email == "", ExpiresAt: inv.ExpiresAt}, nil
}

// AcceptInput is what a person accepting an invitation gives; Email only
// for an invitation open to any email (FirstOwner).
type AcceptInput struct {
	Token, Name, Password, Email string
}

// Accept takes up an invitation: a new person sets their name and
// password and is signed in; a person who already has an account must be
// signed in as the invited email (signedIn), and gains the membership.
func (s *Service) Accept(ctx context.Context, client auth.ClientInfo, in AcceptInput, signedIn *auth.Principal) (*SignedIn, error) {
	if !strings.HasPrefix(in.Token, InvitationTokenPrefix) || len(in.Token) > 200 {
		return nil, errs.E(errs.NotFound, "invalid_invitation", "This invitation is not valid: it was used, revoked, or has expired")
	}
	// The invitation is read and the person checked before the
	// transaction, which then holds no writer while a new person's
	// password hash waits for its turn or runs; the transaction takes the
	// invitation again, as it was read, once.
	inv := new(Invitation)
	if err := s.open(ctx, s.db, inv, "hash = ?", auth.Hash(in.Token)); err != nil {
		return nil, err
	}
	anyEmail := inv.Email == ""
	if anyEmail {
		if err := firstOwnerTaken(ctx, s.db); err != nil {
			return nil, err
		}
		email, err := normalEmail(in.Email)
		if err != nil {
			return nil, err
		}
		inv.Email = email
	}
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", inv.Email).Scan(ctx)
	newcomer := db.IsNotFound(err)
	switch {
	case err == nil:
		if signedIn == nil || signedIn.UserID != u.ID {
			return nil, errs.E(errs.Conflict, "sign_in_required", "%s already has an account: sign in as them, then accept the invitation", inv.Email)
		}
	case newcomer:
		name, err := checkName(in.Name)
		if err != nil {
			return nil, err
		}
		if err := checkPassword(in.Password, inv.Email, name); err != nil {
			return nil, err
		}
		h, err := s.cfg.Hashes.hash(ctx, in.Password)
		if err != nil {
			return nil, err
		}
		now := s.now()
		u = &User{ID: ids.New("usr"), Email: inv.Email, Name: name, PasswordHash: &h, CreatedAt: now, UpdatedAt: now}
	default:
		return nil, errs.Wrap(err, "find user")
	}
	var out *SignedIn
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.open(ctx, tx, new(Invitation), "id = ? AND hash = ?", inv.ID, inv.Hash); err != nil {
			return err
		}
		if anyEmail {
			if err := firstOwnerTaken(ctx, tx); err != nil {
				return err
			}
		}
		if newcomer {
			if _, err := tx.NewInsert().Model(u).Exec(ctx); err != nil {
				return db.Classify(err, "No such user")
			}
		}
		if err := s.join(ctx, tx, inv.OrganizationID, u, inv.Role); err != nil {
			return err
		}
		now := s.now()
		inv.AcceptedAt = &now
		if _, err := tx.NewUpdate().Model(inv).Column("accepted_at", "email").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "accept invitation")
		}
		if err := s.record(ctx, tx, inv.OrganizationID, userActor(u), audit.InvitationAccepted, "invitation", inv.ID,
			map[string]any{"role": inv.Role}); err != nil {
			return err
		}
		out, err = s.startSession(ctx, tx, client, u, inv.OrganizationID, "invitation")
		return err
	})
	return out, err
}

// firstOwnerTaken refuses, through idb, an invitation open to any email
// (the first owner's link) once anybody is an owner, of any organization:
// it is not a way in for whoever finds it later.
func firstOwnerTaken(ctx context.Context, idb bun.IDB) error {
	n, err := idb.NewSelect().Model((*Member)(nil)).Where("role = ?", auth.Owner).Limit(1).Count(ctx)
	if err != nil {
		return errs.Wrap(err, "count owners")
	}
	if n > 0 {
		return errs.E(errs.NotFound, "invalid_invitation", "This invitation is not valid: it was used, revoked, or has expired")
	}
	return nil
}

// join makes u a member of orgID with role, within the members' cap.
func (s *Service) join(ctx context.Context, tx bun.Tx, orgID string, u *User, role auth.Role) error {
	n, err := tx.NewSelect().Model((*Member)(nil)).Where("organization_id = ?", orgID).Count(ctx)
	if err != nil {
		return errs.Wrap(err, "count members")
	}
	if n >= MaxMembers {
		return errs.E(errs.Conflict, "member_limit_reached", "An organization has at most %d members", MaxMembers)
	}
	m := &Member{OrganizationID: orgID, UserID: u.ID, Role: role, CreatedAt: s.now()}
	if _, err := tx.NewInsert().Model(m).Exec(ctx); err != nil {
		if errs.KindOf(db.Classify(err, "")) == errs.Conflict {
			return errs.E(errs.Conflict, "already_member", "%s is already a member", u.Email)
		}
		return errs.Wrap(err, "add member")
	}
	return nil
}
