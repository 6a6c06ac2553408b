package kyc

import (
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Edit is a change of one session in progress, inside the change's
// transaction. Other rooms (the review desk) change sessions only through
// it, so that the state machine, the sealing of personal data and the
// events stay this package's.
type Edit struct {
	// Session is the session read for the change; set its fields, then Save.
	Session *Session
	// Tx is the change's transaction, for the caller's own writes.
	Tx bun.Tx
	s  *Service
}

// Edit runs fn on one of the caller's sessions, read and locked inside a
// transaction (and expired first if due), and returns the session as fn
// left it.
func (s *Service) Edit(ctx context.Context, p auth.Principal, id string, fn func(ctx context.Context, e *Edit) error) (*Session, error) {
	return s.change(ctx, p, id, nil, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		return fn(ctx, &Edit{Session: ses, Tx: tx, s: s})
	})
}

// Save saves the session, moving it to status as the transition table
// allows (its own status saves the other fields), with the writes of with
// sent before it, and records event ("" for none).
func (e *Edit) Save(ctx context.Context, status Status, event string, with ...schema.QueryAppender) error {
	return e.s.transition(ctx, e.Tx, e.Session, status, event, with...)
}

// Record records verification events of the session as it is now.
func (e *Edit) Record(ctx context.Context, types ...string) error {
	return e.s.record(ctx, e.Tx, e.Session, types...)
}

// Seal seals v under the session's data key, as its personal fields are
// (JSON, kept plain for a session from before envelope encryption); the
// service's Unseal reads it back.
func (e *Edit) Seal(ctx context.Context, v any) (string, error) {
	dk, err := e.s.dataKey(ctx, e.Tx, e.Session)
	if err != nil {
		return "", err
	}
	return string(sealResult(dk, v)), nil
}

// Now is the service's clock, to the microsecond sessions keep.
func (e *Edit) Now() time.Time { return e.s.now() }

// Unseal reads into dst a value an Edit sealed.
func (s *Service) Unseal(ctx context.Context, stored string, dst any) error {
	return s.unseal(ctx, s.db, stored, dst)
}

// Open reads the personal fields of sessions read outside this package.
func (s *Service) Open(ctx context.Context, list []Session) error { return s.openAll(ctx, s.db, list) }

// ErrRedacted refuses a change that would need the personal data a
// redaction erased (the session's data key is gone).
var ErrRedacted = errs.E(errs.Conflict, "session_redacted", "The session's personal data has been erased")

// Erase removes, in the edit's transaction, what identifies the person:
// the images (their rows now, their objects after the commit), the
// address, what was read from the document, the providers' results and the
// reviewers' text on the session (the review note, the flag's reason); the
// writes of with (the caller's own text about the session) go with it.
// Then it forgets the session's data key, so that anything sealed under it
// that survives elsewhere (a backup, an object whose deletion failed) can
// no longer be opened. The verdict, the reasons, the scores and the
// timestamps stay. It records the verification.redacted event and the
// audit entry of action, with reason.
func (e *Edit) Erase(ctx context.Context, actor audit.Actor, action, reason string, with ...schema.QueryAppender) error {
	s, tx, ses := e.s, e.Tx, e.Session
	var ups []Upload // those a redo superseded too
	if err := tx.NewSelect().Model(&ups).Column("id", "blob_key").Where("session_id = ?", ses.ID).Scan(ctx); err != nil {
		return errs.Wrap(err, "list uploads")
	}
	dataKey, now := ses.DataKeyID, s.now()
	ses.Checks = withoutPersonalData(ses).Checks
	ses.Address, ses.ReviewNote, ses.FlagReason, ses.DataKeyID, ses.RedactedAt, ses.DocumentMatch = nil, nil, nil, nil, &now, nil
	ses.uploads, ses.uploadsKnown = nil, true
	writes := append([]schema.QueryAppender{tx.NewDelete().Model((*Upload)(nil)).Where("session_id = ?", ses.ID)}, with...)
	writes = append(writes, e.Audit(ctx, actor, action, map[string]any{"reason": reason, "uploads": len(ups)}))
	if err := e.Save(ctx, ses.Status, "verification.redacted", writes...); err != nil {
		return err
	}
	if dataKey != nil {
		if err := s.cfg.Ring.Forget(ctx, tx, *dataKey); err != nil {
			return err
		}
	}
	db.AfterCommit(ctx, func() {
		for _, u := range ups {
			if err := s.cfg.Blobs.Delete(context.Background(), u.BlobKey); err != nil {
				s.cfg.Logger.Error("delete redacted image", "session_id", ses.ID, "upload_id", u.ID, "error", err)
			}
		}
	})
	return nil
}

// Audit is the insert of an audit entry about the session, to be sent with
// the change it records.
func (e *Edit) Audit(ctx context.Context, actor audit.Actor, action string, data map[string]any) *bun.InsertQuery {
	return e.s.audit(ctx, e.Tx, actor, e.Session, action, data)
}

// Steps a reviewer can ask to be taken again.
const (
	RedoDocument     = "document"      // both sides, or the passport page
	RedoDocumentBack = "document_back" // the back alone
	RedoLiveness     = "liveness"
	RedoAddress      = "address"
)

// Reopen sends the session back to the person (requires_review → started):
// the named steps reopen, their uploads superseded (kept for the record,
// erased with the session) and their results cleared, so that the verdict
// to come judges only what the person sends again; the other steps keep
// what was submitted. The session gets a new lifetime and a new client
// token for p's organization, which replaces its others (the person's old
// link stops working) and is returned only now. note is the reviewer's
// note to keep on the session; with goes with the save (the audit entry).
// It records verification.redo_requested.
func (e *Edit) Reopen(ctx context.Context, p auth.Principal, steps []string, note *string, with ...schema.QueryAppender) (string, error) {
	s, tx, ses := e.s, e.Tx, e.Session
	var v errs.Validation
	var kinds []string
	var c Checks
	if ses.Checks != nil {
		c = *ses.Checks
	}
	for _, step := range steps {
		var ok bool
		switch step {
		case RedoDocument:
			ok = ses.Workflow.Has(StageDocument)
			ses.DocumentType, ses.Country = nil, nil
			kinds = append(kinds, KindFront, KindBack, KindPortrait)
			c.DocumentFront, c.DocumentBack, c.FaceMatch = nil, nil, nil
		case RedoDocumentBack:
			ok = ses.Workflow.Has(StageDocument) && ses.DocumentType != nil && DoubleSided(*ses.DocumentType)
			kinds = append(kinds, KindBack)
			c.DocumentBack = nil
		case RedoLiveness:
			ok = ses.Workflow.Has(StageLiveness)
			kinds = append(kinds, KindLiveness, KindLivenessVideo, KindLivenessFrame)
			c.Liveness, c.FaceMatch = nil, nil
		case RedoAddress:
			ok = ses.Workflow.Has(StageAddress)
			ses.Address = nil
			kinds = append(kinds, KindPOA)
			c.Address = nil
		}
		v.Check(ok, "steps", "%q is not a step this session can take again", step)
	}
	if err := v.Err(); err != nil {
		return "", err
	}
	ses.uploads = slices.DeleteFunc(slices.Clone(ses.uploads), func(u Upload) bool { return slices.Contains(kinds, u.Kind) })
	s.issueChallenges(ses) // a selfie taken again answers new challenges
	if ses.Checks != nil {
		ses.Checks = &c
	}
	now := s.now()
	ses.ExpiresAt = now.Add(s.cfg.SessionTTL)
	ses.AutoDecision, ses.FinalDecision, ses.DecisionReason, ses.RiskScore, ses.CompletedAt = nil, nil, nil, nil, nil
	ses.ReviewNote, ses.RedoSteps = note, slices.Clone(steps)
	if err := s.cfg.Auth.RevokeClientTokens(ctx, tx, ses.ID); err != nil {
		return "", err
	}
	token, err := s.cfg.Auth.MintClientToken(ctx, tx, p, ses.ID, ses.ExpiresAt)
	if err != nil {
		return "", err
	}
	supersede := tx.NewUpdate().Model((*Upload)(nil)).Set("superseded_at = ?", now).
		Where("session_id = ? AND kind IN (?) AND superseded_at IS NULL", ses.ID, bun.In(kinds))
	return token, e.Save(ctx, StatusStarted, "verification.redo_requested", append([]schema.QueryAppender{supersede}, with...)...)
}
