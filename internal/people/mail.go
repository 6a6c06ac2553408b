package people

import (
	"context"
	"fmt"
	"html"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/mail"
)

// Mail: invitations and password resets are mailed when mail is set up
// (MERIDIAN_SMTP_URL), from a job in the transaction that makes them.
// Without mail, an invitation's link is shown to the person who made it,
// and a reset link only by the command line (meridian users reset).

// mailLink enqueues a message carrying a single-use link through tx, when
// mail is on.
func (s *Service) mailLink(ctx context.Context, tx bun.IDB, to, subject, intro, action, link, outro string) error {
	if s.cfg.Mail == nil || !s.cfg.Mail.Enabled() || to == "" {
		return nil
	}
	text := fmt.Sprintf("%s\n\n%s:\n%s\n\n%s\n", intro, action, link, outro)
	body := fmt.Sprintf(`<p>%s</p><p><a href="%s">%s</a></p><p>%s</p>`,
		html.EscapeString(intro), html.EscapeString(link), html.EscapeString(action), html.EscapeString(outro))
	return s.cfg.Mail.Enqueue(ctx, tx, mail.Message{To: to, Subject: subject, Text: text, HTML: body})
}

// mailInvitation mails an invitation's link.
func (s *Service) mailInvitation(ctx context.Context, tx bun.IDB, inv *Invitation, link string) error {
	var org string
	if err := tx.NewSelect().Table("organizations").Column("name").Where("id = ?", inv.OrganizationID).Scan(ctx, &org); err != nil {
		return errs.Wrap(err, "find organization")
	}
	return s.mailLink(ctx, tx, inv.Email, "You are invited to "+oneLine(org)+" on Meridian",
		fmt.Sprintf("%s invited you to join %s on Meridian as %s.", inv.InvitedBy, org, strings.ToLower(string(inv.Role))),
		"Accept the invitation", link,
		fmt.Sprintf("The link works once, until %s.", inv.ExpiresAt.Format(time.RFC1123)))
}

// oneLine keeps a subject on one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// PasswordResetTTL is how long a reset link works.
const PasswordResetTTL = 30 * time.Minute

// PasswordResetTokenPrefix starts every reset token.
const PasswordResetTokenPrefix = "pwr_"

type passwordReset struct {
	bun.BaseModel `bun:"table:password_resets"`
	Hash          string     `bun:"hash,pk"`
	UserID        string     `bun:"user_id"`
	CreatedAt     time.Time  `bun:"created_at"`
	ExpiresAt     time.Time  `bun:"expires_at"`
	UsedAt        *time.Time `bun:"used_at"`
}

// resetLink is where a reset is confirmed: the console's page, with the
// token in the fragment.
func (s *Service) resetLink(token string) string {
	return strings.TrimRight(s.cfg.PublicURL, "/") + "/console/reset-password#token=" + token
}

// newReset makes a reset of u's password through tx (the earlier ones stop
// working) and returns its link.
func (s *Service) newReset(ctx context.Context, tx bun.IDB, u *User) (string, error) {
	now := s.now()
	if _, err := tx.NewUpdate().Model((*passwordReset)(nil)).Set("used_at = ?", now).
		Where("user_id = ? AND used_at IS NULL", u.ID).Exec(ctx); err != nil {
		return "", errs.Wrap(err, "end earlier resets")
	}
	token, hash := newToken(PasswordResetTokenPrefix)
	r := &passwordReset{Hash: hash, UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(PasswordResetTTL)}
	if _, err := tx.NewInsert().Model(r).Exec(ctx); err != nil {
		return "", errs.Wrap(err, "make reset")
	}
	return s.resetLink(token), nil
}

// RequestPasswordReset mails a reset link to email when it is a person's
// and mail is on. It answers the same whether or not it is (nothing tells
// who has an account), and mails one address at most five times at once,
// then once a minute.
func (s *Service) RequestPasswordReset(ctx context.Context, email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if s.cfg.Mail == nil || !s.cfg.Mail.Enabled() {
		return nil
	}
	if _, err := s.cfg.Failures.Reserve("reset:" + email); err != nil {
		return nil
	}
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	if db.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return errs.Wrap(err, "find user")
	}
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		link, err := s.newReset(ctx, tx, u)
		if err != nil {
			return err
		}
		return s.mailLink(ctx, tx, u.Email, "Reset your Meridian password",
			"Somebody, hopefully you, asked to reset the password of your Meridian account.",
			"Choose a new password", link,
			"The link works once, for 30 minutes. If you did not ask, ignore this message: your password stays as it is.")
	})
}

// ResetLink makes a reset link for the person with email, for the command
// line (when mail is off).
func (s *Service) ResetLink(ctx context.Context, email string) (string, error) {
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", strings.ToLower(strings.TrimSpace(email))).Scan(ctx)
	if err != nil {
		return "", db.Classify(err, "No one has that email")
	}
	var link string
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		link, err = s.newReset(ctx, tx, u)
		return err
	})
	return link, err
}

var errInvalidReset = errs.E(errs.BadRequest, "invalid_reset_token", "This reset link is not valid: it was used, replaced, or has expired")

// ConfirmPasswordReset sets a new password with a reset token, once, and
// ends every session of the person. It also ends the person's lockout
// after failed sign-ins: the reset link proves who they are.
func (s *Service) ConfirmPasswordReset(ctx context.Context, token, password string) error {
	if !strings.HasPrefix(token, PasswordResetTokenPrefix) || len(token) > 200 {
		return errInvalidReset
	}
	r := new(passwordReset)
	err := s.db.NewSelect().Model(r).Where("hash = ?", auth.Hash(token)).Scan(ctx)
	if db.IsNotFound(err) || (err == nil && (r.UsedAt != nil || !s.now().Before(r.ExpiresAt))) {
		return errInvalidReset
	}
	if err != nil {
		return errs.Wrap(err, "find reset")
	}
	u, err := s.User(ctx, r.UserID)
	if err != nil {
		return err
	}
	if err := checkPassword(password, u.Email, u.Name); err != nil {
		return err
	}
	// Hashed before the transaction, which then holds no writer while the
	// hash waits for its turn or runs.
	hash, err := s.cfg.Hashes.hash(ctx, password)
	if err != nil {
		return err
	}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := s.lockUser(ctx, tx, r.UserID); err != nil {
			return err
		}
		now := s.now()
		res, err := tx.NewUpdate().Model(r).Set("used_at = ?", now).Where("hash = ? AND used_at IS NULL", r.Hash).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "use reset")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errInvalidReset
		}
		if err := s.setPassword(ctx, tx, u, hash); err != nil {
			return err
		}
		if _, err := s.cfg.Auth.EndUserSessions(ctx, tx, u.ID, "", ""); err != nil {
			return err
		}
		ms, err := memberships(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if err := s.record(ctx, tx, m.OrganizationID, userActor(u), audit.PasswordReset, "user", u.ID, nil); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		s.cfg.Failures.Forget(accountKey(u.Email))
	}
	return err
}
