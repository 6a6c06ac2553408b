package people

import (
	"context"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/qrsvg"
)

// Second factor: a TOTP authenticator (RFC 6238: six digits, 30-second
// steps, one step of drift either way), with ten single-use recovery codes
// kept as hashes. The TOTP secret is sealed. A code works once: its time
// step must come after the last one accepted from the person, which the
// database keeps (users.totp_last_step), so that no process takes it
// again.

// RecoveryCodes is how many recovery codes a confirmation makes.
const RecoveryCodes = 10

type recoveryCode struct {
	bun.BaseModel `bun:"table:recovery_codes"`
	Hash          string     `bun:"hash,pk"`
	UserID        string     `bun:"user_id"`
	CreatedAt     time.Time  `bun:"created_at"`
	UsedAt        *time.Time `bun:"used_at"`
}

// TOTPEnrollment is what an authenticator app needs to be set up.
type TOTPEnrollment struct {
	Secret, URI, QRSVG string
}

var errInvalidCode = errs.E(errs.Unauthenticated, "invalid_code", "That code is not right")

// StartTOTP makes a new TOTP secret for the person, not in force until
// confirmed (ConfirmTOTP). A person whose second factor is on must turn it
// off first.
func (s *Service) StartTOTP(ctx context.Context, p auth.Principal) (*TOTPEnrollment, error) {
	if err := mayChangeCredentials(p); err != nil {
		return nil, err
	}
	u, err := s.User(ctx, p.UserID)
	if err != nil {
		return nil, err
	}
	if u.TOTPEnabledAt != nil {
		return nil, errs.E(errs.Conflict, "totp_enabled", "An authenticator is already set up; turn it off first")
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "Meridian", AccountName: u.Email})
	if err != nil {
		return nil, errs.Wrap(err, "make TOTP secret")
	}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		sealed, err := s.box.Seal(ctx, tx, key.Secret())
		if err != nil {
			return err
		}
		_, err = tx.NewUpdate().Model(u).Set("totp_secret = ?, updated_at = ?", sealed, s.now()).WherePK().Exec(ctx)
		return errs.Wrap(err, "keep TOTP secret")
	})
	if err != nil {
		return nil, err
	}
	svg, err := qrsvg.Encode(key.URL())
	if err != nil {
		return nil, errs.Wrap(err, "draw QR code")
	}
	return &TOTPEnrollment{Secret: key.Secret(), URI: key.URL(), QRSVG: svg}, nil
}

// ConfirmTOTP turns the second factor on with a code from the app, and
// returns the recovery codes, shown only in this answer, and the session's
// new token (a change of privilege).
func (s *Service) ConfirmTOTP(ctx context.Context, p auth.Principal, code string) ([]string, string, error) {
	if err := mayChangeCredentials(p); err != nil {
		return nil, "", err
	}
	var codes []string
	var token string
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		u, err := s.lockUser(ctx, tx, p.UserID)
		if err != nil {
			return err
		}
		if u.TOTPEnabledAt != nil {
			return errs.E(errs.Conflict, "totp_enabled", "An authenticator is already set up")
		}
		if u.TOTPSecret == nil {
			return errs.E(errs.Conflict, "totp_not_started", "Start the enrolment first")
		}
		if ok, err := s.useTOTP(ctx, tx, u, code); err != nil || !ok {
			return cmpErr(err, errInvalidCode)
		}
		now := s.now()
		u.TOTPEnabledAt = &now
		if _, err := tx.NewUpdate().Model(u).Column("totp_enabled_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "turn TOTP on")
		}
		if codes, err = s.newRecoveryCodes(ctx, tx, u.ID); err != nil {
			return err
		}
		if token, err = s.cfg.Auth.RenewUserSession(ctx, tx, p, p.OrganizationID, p.Mode); err != nil {
			return err
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SecondFactorEnabled, "user", u.ID, map[string]any{"factor": "totp"})
	})
	return codes, token, err
}

// DisableTOTP turns the second factor off, with a code from the app or a
// recovery code; the recovery codes go with it. A wrong code counts toward
// the person's lockout, as a failed sign-in does.
func (s *Service) DisableTOTP(ctx context.Context, p auth.Principal, code string) error {
	if err := mayChangeCredentials(p); err != nil {
		return err
	}
	u, err := s.User(ctx, p.UserID)
	if err != nil {
		return err
	}
	return s.guess(ctx, u.Email, false, func() error { return s.disableTOTP(ctx, p, code) })
}

func (s *Service) disableTOTP(ctx context.Context, p auth.Principal, code string) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		u, err := s.lockUser(ctx, tx, p.UserID)
		if err != nil {
			return err
		}
		if u.TOTPEnabledAt == nil {
			return errs.E(errs.Conflict, "totp_not_enabled", "No authenticator is set up")
		}
		if err := s.checkCode(ctx, tx, u, code); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(u).Set("totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, updated_at = ?", s.now()).WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "turn TOTP off")
		}
		if _, err := tx.NewDelete().Model((*recoveryCode)(nil)).Where("user_id = ?", u.ID).Exec(ctx); err != nil {
			return errs.Wrap(err, "drop recovery codes")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SecondFactorDisabled, "user", u.ID, map[string]any{"factor": "totp"})
	})
}

func (s *Service) lockUser(ctx context.Context, tx bun.Tx, id string) (*User, error) {
	u := new(User)
	if err := s.db.ForUpdate(tx.NewSelect().Model(u).Where("id = ?", id)).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "find user")
	}
	return u, nil
}

// totpPeriod is a TOTP code's time step, in seconds.
const totpPeriod = 30

// totpStep returns the time step, within one of now's either way, whose
// code for secret code is (the latest first).
func totpStep(secret, code string, now time.Time) (int64, bool, error) {
	step := now.Unix() / totpPeriod
	for n := step + 1; n >= step-1; n-- {
		ok, err := hotp.ValidateCustom(code, uint64(n), secret, hotp.ValidateOpts{Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err != nil || ok {
			return n, ok, errs.Wrap(err, "check TOTP code")
		}
	}
	return 0, false, nil
}

// useTOTP accepts a six-digit code of u's authenticator once: its time
// step must come after the last one accepted from u, and becomes it, in
// tx (a concurrent use of the same code waits for tx and then finds it
// taken).
func (s *Service) useTOTP(ctx context.Context, tx bun.IDB, u *User, code string) (bool, error) {
	code = strings.TrimSpace(code)
	if len(code) != 6 || u.TOTPSecret == nil {
		return false, nil
	}
	secret, err := s.box.Open(ctx, tx, *u.TOTPSecret)
	if err != nil {
		return false, err
	}
	step, ok, err := totpStep(secret, code, s.cfg.Now())
	if err != nil || !ok {
		return false, err
	}
	res, err := tx.NewUpdate().Model((*User)(nil)).Set("totp_last_step = ?", step).
		Where("id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)", u.ID, step).Exec(ctx)
	if err != nil {
		return false, errs.Wrap(err, "use TOTP code")
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// checkCode accepts a TOTP code (once) or an unused recovery code (then
// used).
func (s *Service) checkCode(ctx context.Context, tx bun.Tx, u *User, code string) error {
	ok, err := s.useTOTP(ctx, tx, u, code)
	if err != nil || ok {
		return err
	}
	now := s.now()
	res, err := tx.NewUpdate().Model((*recoveryCode)(nil)).Set("used_at = ?", now).
		Where("hash = ? AND user_id = ? AND used_at IS NULL", auth.Hash(normalRecovery(code)), u.ID).Exec(ctx)
	if err != nil {
		return errs.Wrap(err, "use recovery code")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errInvalidCode
	}
	ms, err := memberships(ctx, tx, u.ID)
	if err != nil {
		return err
	}
	for _, m := range ms {
		if err := s.record(ctx, tx, m.OrganizationID, userActor(u), audit.RecoveryCodeUsed, "user", u.ID, nil); err != nil {
			return err
		}
	}
	return nil
}

// normalRecovery is a recovery code as stored: lower case, without the
// dashes and spaces people type.
func normalRecovery(code string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(code)))
}

// newRecoveryCodes replaces the person's recovery codes and returns them
// (xxxxx-xxxxx, 50 bits each).
func (s *Service) newRecoveryCodes(ctx context.Context, tx bun.Tx, userID string) ([]string, error) {
	if _, err := tx.NewDelete().Model((*recoveryCode)(nil)).Where("user_id = ?", userID).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "drop recovery codes")
	}
	codes := make([]string, RecoveryCodes)
	rows := make([]recoveryCode, RecoveryCodes)
	for i := range codes {
		raw := strings.ToLower(ids.Secret("", 10))[:10]
		codes[i] = raw[:5] + "-" + raw[5:]
		rows[i] = recoveryCode{Hash: auth.Hash(raw), UserID: userID, CreatedAt: s.now()}
	}
	_, err := tx.NewInsert().Model(&rows).Exec(ctx)
	return codes, errs.Wrap(err, "keep recovery codes")
}
