package kyc

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/audit"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/ids"
	"github.com/meridianhq/meridian/internal/orgs"
	"github.com/meridianhq/meridian/internal/paging"
)

// audit is the insert of an audit entry about the session, to be sent with
// the change it records.
func (s *Service) audit(ctx context.Context, idb bun.IDB, actor audit.Actor, ses *Session, action string, data map[string]any) *bun.InsertQuery {
	return s.cfg.Audit.Insert(ctx, idb, audit.Record{OrganizationID: ses.OrganizationID, Mode: string(ses.Mode), Actor: actor,
		Action: action, ObjectType: "session", ObjectID: ses.ID, Data: data})
}

// Link is a signed link to one of a session's images.
type Link struct {
	URL       string
	ExpiresAt time.Time
}

// Links signs links to the uploads of one of the caller's sessions, and
// records their issuance in the audit log.
func (s *Service) Links(ctx context.Context, p auth.Principal, sessionID string, ups []Upload) ([]Link, error) {
	out := make([]Link, len(ups))
	for i := range ups {
		out[i].URL, out[i].ExpiresAt = s.FileURL(&ups[i])
	}
	if len(ups) == 0 {
		return out, nil
	}
	err := s.cfg.Audit.Add(ctx, s.db, audit.Record{OrganizationID: p.OrganizationID, Mode: string(p.Mode), Actor: p.Actor(),
		Action: audit.AssetLinksIssued, ObjectType: "session", ObjectID: sessionID,
		Data: map[string]any{"uploads": len(ups), "expires_at": out[0].ExpiresAt}})
	return out, err
}

// --- Redaction and retention -------------------------------------------------

// Redactable reports whether a session's data may be erased: once decided
// for good, or while a reviewer holds it.
func Redactable(status string) bool { return Terminal(status) || status == StatusRequiresReview }

// Redact erases a session's images and personal fields now (see erase).
// Redacting a redacted session changes nothing.
func (s *Service) Redact(ctx context.Context, p auth.Principal, id string) (*Session, error) {
	return s.change(ctx, p, id, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		switch {
		case ses.RedactedAt != nil:
			return nil
		case !Redactable(ses.Status):
			return errs.E(errs.Conflict, "session_not_redactable",
				"Only a decided, expired, cancelled or requires_review session can be redacted; this one is %s", ses.Status)
		}
		return s.erase(ctx, tx, ses, p.Actor(), audit.SessionRedacted, "request")
	})
}

// erase removes, in the session's transaction, what identifies the
// person: the images (their rows now, their objects after the commit), the
// address, what was read from the document, the providers' results, and
// the reviewers' text (the review note, the flag's reason, the notes');
// then forgets the session's data key, so that anything sealed under it
// that survives elsewhere (a backup, an object whose deletion failed) can
// no longer be opened. The verdict, the reasons, the scores and the
// timestamps stay. It records the verification.redacted event and the
// audit entry.
func (s *Service) erase(ctx context.Context, tx bun.Tx, ses *Session, actor audit.Actor, action, reason string) error {
	var ups []Upload // those a redo superseded too
	if err := tx.NewSelect().Model(&ups).Column("id", "blob_key").Where("session_id = ?", ses.ID).Scan(ctx); err != nil {
		return errs.Wrap(err, "list uploads")
	}
	dataKey, now := ses.DataKeyID, s.now()
	ses.Checks = withoutPersonalData(ses).Checks
	ses.Address, ses.ReviewNote, ses.FlagReason, ses.DataKeyID, ses.RedactedAt = nil, nil, nil, nil, &now
	ses.uploads, ses.uploadsKnown = nil, false
	err := s.transition(ctx, tx, ses, ses.Status, "verification.redacted",
		tx.NewDelete().Model((*Upload)(nil)).Where("session_id = ?", ses.ID),
		tx.NewUpdate().Model((*Note)(nil)).Set("body = NULL").Where("session_id = ?", ses.ID),
		s.audit(ctx, tx, actor, ses, action, map[string]any{"reason": reason, "uploads": len(ups)}))
	if err != nil {
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

// PurgeDue erases the images and personal fields of sessions that ended
// longer ago than their organization's retention_days, up to 500 per
// organization a run, and reports how many it erased.
func (s *Service) PurgeDue(ctx context.Context) (int, error) {
	var orgs []orgs.Organization
	if err := s.db.NewSelect().Model(&orgs).Column("id", "retention_days").Where("retention_days IS NOT NULL").Scan(ctx); err != nil {
		return 0, errs.Wrap(err, "find retention settings")
	}
	n := 0
	for _, o := range orgs {
		cutoff := s.now().Add(-time.Duration(*o.RetentionDays) * 24 * time.Hour)
		var due []Session
		err := s.db.NewSelect().Model(&due).Column("id", "mode").
			Where("organization_id = ? AND redacted_at IS NULL AND ended_at IS NOT NULL AND ended_at <= ?", o.ID, cutoff).
			Order("ended_at").Limit(500).Scan(ctx)
		if err != nil {
			return n, errs.Wrap(err, "find sessions past retention")
		}
		for _, d := range due {
			_, err := s.change(ctx, auth.Principal{OrganizationID: o.ID, Mode: d.Mode}, d.ID, func(ctx context.Context, tx bun.Tx, ses *Session) error {
				if ses.RedactedAt != nil || ses.EndedAt == nil || ses.EndedAt.After(cutoff) {
					return nil
				}
				n++
				return s.erase(ctx, tx, ses, audit.Retention, audit.SessionPurged, "retention")
			})
			if err != nil {
				return n, err
			}
		}
	}
	return n, nil
}

// --- Review cases ----------------------------------------------------------

// Note is a reviewer's note on a session, sealed under its data key; its
// body is gone once the session is redacted.
type Note struct {
	bun.BaseModel `bun:"table:session_notes"`
	ID            string    `bun:"id,pk"`
	SessionID     string    `bun:"session_id"`
	AuthorKeyID   *string   `bun:"author_key_id"`
	AuthorName    string    `bun:"author_name"`
	SealedBody    *string   `bun:"body"`
	Body          *string   `bun:"-"`
	CreatedAt     time.Time `bun:"created_at"`
}

// Bounds of reviewers' notes.
const (
	// MaxNote bounds a note's length, in characters.
	MaxNote = 2000
	// MaxNotes bounds the notes of one session.
	MaxNotes = 200
)

// ReviewFilter narrows the review queue; empty fields match every case.
type ReviewFilter struct {
	// Reason is the decision reason that sent the session to review.
	Reason string
	// MinAge keeps cases waiting at least this long.
	MinAge time.Duration
	// AssignedKeyID keeps the cases of one reviewer.
	AssignedKeyID string
	Flagged       *bool
}

// ReviewQueue returns up to limit+1 of the caller's sessions in
// requires_review after the cursor, the longest waiting first (by
// review_since, then id).
func (s *Service) ReviewQueue(ctx context.Context, p auth.Principal, f ReviewFilter, after *paging.Cursor, limit int) ([]Session, error) {
	out := []Session{}
	q := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ? AND status = ?", p.OrganizationID, p.Mode, StatusRequiresReview)
	if f.Reason != "" {
		q = q.Where("decision_reason = ?", f.Reason)
	}
	if f.MinAge > 0 {
		q = q.Where("review_since <= ?", s.now().Add(-f.MinAge))
	}
	if f.AssignedKeyID != "" {
		q = q.Where("assigned_key_id = ?", f.AssignedKeyID)
	}
	if f.Flagged != nil {
		q = q.Where("flagged = ?", *f.Flagged)
	}
	if after != nil {
		t := after.CreatedAt.UTC()
		q = q.Where("(review_since > ? OR (review_since = ? AND id > ?))", t, t, after.ID)
	}
	if err := q.Order("review_since", "id").Limit(int64(limit + 1)).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "list review queue")
	}
	return out, s.openAll(ctx, s.db, out)
}

var errNotInReview = func(status string) error {
	return errs.E(errs.Conflict, "session_not_in_review", "Only a session in requires_review can take this action; this one is %s", status)
}

// Assign gives a case in review to the reviewer known by keyID (a secret
// key of the organization and mode that works), or to nobody when keyID
// is empty.
func (s *Service) Assign(ctx context.Context, p auth.Principal, id, keyID string) (*Session, error) {
	var name *string
	if keyID != "" {
		k, err := s.cfg.Auth.ActiveKey(ctx, p.OrganizationID, p.Mode, keyID)
		if err != nil {
			return nil, err
		}
		n := cmp.Or(k.Name, k.ID)
		name = &n
	}
	return s.change(ctx, p, id, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if ses.Status != StatusRequiresReview {
			return errNotInReview(ses.Status)
		}
		ses.AssignedKeyID, ses.AssignedTo = optional(keyID), name
		return s.transition(ctx, tx, ses, ses.Status, "", s.audit(ctx, tx, p.Actor(), ses, audit.SessionAssigned,
			map[string]any{"assigned_key_id": keyID}))
	})
}

// Flag marks a session as suspicious (or clears the mark), with a reason.
func (s *Service) Flag(ctx context.Context, p auth.Principal, id string, flagged bool, reason string) (*Session, error) {
	if utf8.RuneCountInString(reason) > MaxNote {
		return nil, errs.Invalidf("reason", "reason must be at most %d characters", MaxNote)
	}
	return s.change(ctx, p, id, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if ses.RedactedAt != nil {
			return errRedacted
		}
		action := audit.SessionUnflagged
		ses.Flagged, ses.FlagReason = flagged, nil
		if flagged {
			action, ses.FlagReason = audit.SessionFlagged, optional(reason)
		}
		return s.transition(ctx, tx, ses, ses.Status, "", s.audit(ctx, tx, p.Actor(), ses, action, nil))
	})
}

var errRedacted = errs.E(errs.Conflict, "session_redacted", "The session's personal data has been erased")

// AddNote adds a reviewer's note to a session, up to MaxNotes
// (409 too_many_notes past them).
func (s *Service) AddNote(ctx context.Context, p auth.Principal, id, body string) (*Note, error) {
	body = strings.TrimSpace(body)
	if body == "" || utf8.RuneCountInString(body) > MaxNote {
		return nil, errs.Invalidf("body", "body must be 1 to %d characters", MaxNote)
	}
	var note *Note
	_, err := s.change(ctx, p, id, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if ses.RedactedAt != nil {
			return errRedacted
		}
		// The session is locked (PostgreSQL) or the database written by
		// one transaction at a time (SQLite): concurrent adds count in turn.
		n, err := tx.NewSelect().Model((*Note)(nil)).Where("session_id = ?", ses.ID).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count notes")
		}
		if n >= MaxNotes {
			return errs.E(errs.Conflict, "too_many_notes", "A session takes at most %d notes", MaxNotes)
		}
		dk, err := s.dataKey(ctx, tx, ses)
		if err != nil {
			return err
		}
		actor := p.Actor()
		note = &Note{ID: ids.New("note"), SessionID: ses.ID, AuthorKeyID: optional(actor.KeyID), AuthorName: actor.Name,
			SealedBody: optional(string(sealResult(dk, body))), Body: &body, CreatedAt: s.now()}
		_, err = s.db.Batch(tx).Add(tx.NewInsert().Model(note),
			s.audit(ctx, tx, actor, ses, audit.SessionNoteAdded, map[string]any{"note_id": note.ID})).Exec(ctx)
		return errs.Wrap(err, "add note")
	})
	return note, err
}

// Notes returns a session's notes, oldest first.
func (s *Service) Notes(ctx context.Context, p auth.Principal, id string) ([]Note, error) {
	ses, err := s.peek(ctx, p, id)
	if err != nil {
		return nil, err
	}
	return s.notesOf(ctx, ses.ID)
}

func (s *Service) notesOf(ctx context.Context, sessionID string) ([]Note, error) {
	out := []Note{}
	if err := s.db.NewSelect().Model(&out).Where("session_id = ?", sessionID).Order("created_at", "id").Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "list notes")
	}
	for i := range out {
		if out[i].SealedBody == nil {
			continue
		}
		var body string
		if err := s.unseal(ctx, s.db, *out[i].SealedBody, &body); err != nil {
			return nil, err
		}
		out[i].Body = &body
	}
	return out, nil
}

// Steps a reviewer can ask to be taken again.
const (
	RedoDocument     = "document"      // both sides, or the passport page
	RedoDocumentBack = "document_back" // the back alone
	RedoLiveness     = "liveness"
	RedoAddress      = "address"
)

// RequestRedo sends a case in review back to the person: the named steps
// reopen, their uploads superseded and their results cleared (the others
// keep what was submitted), the session is started again with a new
// lifetime, and a new client token replaces its others (returned only
// now). It records verification.redo_requested.
func (s *Service) RequestRedo(ctx context.Context, p auth.Principal, id string, steps []string, note string) (*Session, string, error) {
	if len(steps) == 0 {
		return nil, "", errs.Invalidf("steps", "name at least one step: document, document_back, liveness or address")
	}
	if utf8.RuneCountInString(note) > MaxNote {
		return nil, "", errs.Invalidf("note", "note must be at most %d characters", MaxNote)
	}
	slices.Sort(steps)
	steps = slices.Compact(steps)
	var token string
	ses, err := s.change(ctx, p, id, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		switch {
		case ses.Status != StatusRequiresReview:
			return errNotInReview(ses.Status)
		case ses.RedactedAt != nil:
			return errRedacted // its data key is gone: nothing new could be sealed
		}
		// The reopened steps' uploads are superseded (kept for the record,
		// erased with the session) and their results cleared: the verdict
		// to come judges only what the person sends again.
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
				kinds = append(kinds, KindFront, KindBack)
				c.DocumentFront, c.DocumentBack, c.FaceMatch = nil, nil, nil
			case RedoDocumentBack:
				ok = ses.Workflow.Has(StageDocument) && ses.DocumentType != nil && DoubleSided(*ses.DocumentType)
				kinds = append(kinds, KindBack)
				c.DocumentBack = nil
			case RedoLiveness:
				ok = ses.Workflow.Has(StageLiveness)
				kinds = append(kinds, KindLiveness, KindLivenessVideo)
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
			return err
		}
		for _, k := range kinds {
			delete(ses.UploadCounts, k)
		}
		if ses.Checks != nil {
			ses.Checks = &c
		}
		now := s.now()
		ses.ExpiresAt = now.Add(s.cfg.SessionTTL)
		ses.AutoDecision, ses.FinalDecision, ses.DecisionReason, ses.RiskScore, ses.CompletedAt = nil, nil, nil, nil, nil
		ses.ReviewNote, ses.RedoSteps, ses.uploads, ses.uploadsKnown = optional(note), steps, nil, false
		// The token the person had stops working: only the new one opens
		// the reopened steps.
		if err := s.cfg.Auth.RevokeClientTokens(ctx, tx, ses.ID); err != nil {
			return err
		}
		var err error
		if token, err = s.cfg.Auth.MintClientToken(ctx, tx, p, ses.ID, ses.ExpiresAt); err != nil {
			return err
		}
		return s.transition(ctx, tx, ses, StatusStarted, "verification.redo_requested",
			tx.NewUpdate().Model((*Upload)(nil)).Set("superseded_at = ?", now).
				Where("session_id = ? AND kind IN (?) AND superseded_at IS NULL", ses.ID, bun.In(kinds)),
			s.audit(ctx, tx, p.Actor(), ses, audit.SessionRedoRequested, map[string]any{"steps": steps}))
	})
	if err != nil {
		return nil, "", err
	}
	return ses, token, nil
}
