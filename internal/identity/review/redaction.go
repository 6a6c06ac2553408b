package review

import (
	"context"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Redactable reports whether a session's data may be erased: once decided
// for good, or while a reviewer holds it.
func Redactable(status kyc.Status) bool {
	return status.Terminal() || status == kyc.StatusRequiresReview
}

// erase erases the session being edited (kyc's Edit.Erase) with the text
// of its notes.
func (s *Service) erase(ctx context.Context, e *kyc.Edit, actor audit.Actor, action, reason string) error {
	return e.Erase(ctx, actor, action, reason,
		e.Tx.NewUpdate().Model((*Note)(nil)).Set("body = NULL").Where("session_id = ?", e.Session.ID))
}

// Redact erases a session's images, personal fields and reviewers' text
// now. Redacting a redacted session changes nothing.
func (s *Service) Redact(ctx context.Context, p auth.Principal, id string) (*kyc.Session, error) {
	return s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		switch {
		case e.Session.RedactedAt != nil:
			return nil
		case !Redactable(e.Session.Status):
			return errs.E(errs.Conflict, "session_not_redactable",
				"Only a decided, expired, cancelled or requires_review session can be redacted; this one is %s", e.Session.Status)
		}
		return s.erase(ctx, e, audit.By(p), audit.SessionRedacted, "request")
	})
}

// PurgeDue erases the sessions that ended longer ago than their
// organization's retention_days, up to 500 per organization a run, and
// reports how many it erased.
func (s *Service) PurgeDue(ctx context.Context) (int, error) {
	var orgs []struct {
		ID            string `bun:"id"`
		RetentionDays int    `bun:"retention_days"`
	}
	err := s.db.NewSelect().Table("organizations").Column("id", "retention_days").Where("retention_days IS NOT NULL").Scan(ctx, &orgs)
	if err != nil {
		return 0, errs.Wrap(err, "find retention settings")
	}
	n := 0
	for _, o := range orgs {
		cutoff := s.cfg.Now().UTC().Add(-time.Duration(o.RetentionDays) * 24 * time.Hour)
		var due []kyc.Session
		err := s.db.NewSelect().Model(&due).Column("id", "mode").
			Where("organization_id = ? AND redacted_at IS NULL AND ended_at IS NOT NULL AND ended_at <= ?", o.ID, cutoff).
			Order("ended_at").Limit(500).Scan(ctx)
		if err != nil {
			return n, errs.Wrap(err, "find sessions past retention")
		}
		for _, d := range due {
			_, err := s.cfg.KYC.Edit(ctx, auth.Principal{OrganizationID: o.ID, Mode: d.Mode}, d.ID, func(ctx context.Context, e *kyc.Edit) error {
				if e.Session.RedactedAt != nil || e.Session.EndedAt == nil || e.Session.EndedAt.After(cutoff) {
					return nil
				}
				n++
				return s.erase(ctx, e, audit.Retention, audit.SessionPurged, "retention")
			})
			if err != nil {
				return n, err
			}
		}
	}
	return n, nil
}
