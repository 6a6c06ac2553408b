// Package review is the review desk: the queue of verification sessions
// waiting for a person, reviewers' verdicts, assignment, flags, notes and
// redo requests, and the erasure of a session's personal data on request
// (redaction) or once its organization's retention period has passed.
//
// Sessions belong to kyc, which keeps their state machine, their sealing
// and their events: the desk changes a session only through kyc's Edit, and
// keeps its own notes beside it.
package review

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ptr"
)

// Bounds of reviewers' text.
const (
	// MaxNote bounds a note, a verdict's or redo's note and a flag's
	// reason, in characters.
	MaxNote = 2000
	// MaxNotes bounds the notes of one session.
	MaxNotes = 200
)

// jobRetention purges sessions past retention, hourly (the kind keeps the
// name it was stored under).
const jobRetention = "kyc.retention"

// Config wires the desk.
type Config struct {
	// KYC owns the sessions.
	KYC *kyc.Service
	// Auth finds the keys reviewers are known by.
	Auth *auth.Service
	// Reviewer returns the email of a member of the organization whose
	// role may review, or an error (people.Service.Reviewer).
	Reviewer func(ctx context.Context, orgID, userID string) (string, error)
	// Jobs runs the hourly retention purge.
	Jobs *jobs.Client
	// Audit records changes of the presets (default a log over the same
	// database).
	Audit *audit.Log
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service is the review desk.
type Service struct {
	db  *db.DB
	cfg Config
}

// New returns the desk over d and registers the retention purge.
func New(d *db.DB, cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	s := &Service{db: d, cfg: cfg}
	jobs.Register(cfg.Jobs, jobRetention, func(ctx context.Context, _ *jobs.Job, _ struct{}) error {
		_, err := s.PurgeDue(ctx)
		return err
	})
	cfg.Jobs.AddPeriodic(jobRetention, time.Hour, struct{}{})
	return s
}

func errNotInReview(status kyc.Status) error {
	return errs.E(errs.Conflict, "session_not_in_review", "Only a session in requires_review can take this action; this one is %s", status)
}

func checkText(field, text string) error {
	if utf8.RuneCountInString(text) > MaxNote {
		return errs.Invalidf(field, "%s must be at most %d characters", field, MaxNote)
	}
	return nil
}

// Filter narrows the review queue; empty fields match every case.
type Filter struct {
	// Reason is the decision reason that sent the session to review.
	Reason string
	// MinAge keeps cases waiting at least this long.
	MinAge time.Duration
	// AssignedKeyID or AssignedUserID keeps the cases of one reviewer.
	AssignedKeyID, AssignedUserID string
	// Unassigned keeps the cases nobody works on (true) or those someone
	// does (false).
	Unassigned *bool
	Flagged    *bool
}

// Queue returns up to limit+1 of the caller's sessions in requires_review
// after the cursor, the longest waiting first (by review_since, then id).
func (s *Service) Queue(ctx context.Context, p auth.Principal, f Filter, after *paging.Cursor, limit int) ([]kyc.Session, error) {
	out := []kyc.Session{}
	q := s.queue(s.db.NewSelect().Model(&out), p, f)
	if after != nil {
		t := after.CreatedAt.UTC()
		q = q.Where("(review_since > ? OR (review_since = ? AND id > ?))", t, t, after.ID)
	}
	if err := q.Order("review_since", "id").Limit(int64(limit + 1)).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "list review queue")
	}
	return out, s.cfg.KYC.Open(ctx, out)
}

// QueueCount counts the cases of the caller's queue the filter keeps, up
// to paging.MaxCount.
func (s *Service) QueueCount(ctx context.Context, p auth.Principal, f Filter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.queue(s.db.NewSelect().Model((*kyc.Session)(nil)), p, f))
	return n, errs.Wrap(err, "count review queue")
}

func (s *Service) queue(q *bun.SelectQuery, p auth.Principal, f Filter) *bun.SelectQuery {
	q = q.Where("organization_id = ? AND mode = ? AND "+kyc.InReview, p.OrganizationID, p.Mode)
	unassigned, assigned := f.Unassigned != nil && *f.Unassigned, f.Unassigned != nil && !*f.Unassigned
	return db.Narrow(q).Eq("decision_reason", f.Reason).Eq("assigned_key_id", f.AssignedKeyID).Eq("assigned_user_id", f.AssignedUserID).
		If(f.MinAge > 0, "review_since <= ?", s.cfg.Now().UTC().Add(-f.MinAge)).
		If(unassigned, "assigned_key_id IS NULL AND assigned_user_id IS NULL").
		If(assigned, "(assigned_key_id IS NOT NULL OR assigned_user_id IS NOT NULL)").
		Is("flagged", f.Flagged).Query()
}

// Decide settles a session in requires_review: approved, or rejected, by
// the caller, with an optional note kept sealed on the session.
func (s *Service) Decide(ctx context.Context, p auth.Principal, id string, approve bool, note string) (*kyc.Session, error) {
	if err := checkText("note", note); err != nil {
		return nil, err
	}
	return s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		ses := e.Session
		if ses.Status != kyc.StatusRequiresReview {
			return errs.E(errs.Conflict, "session_not_in_review", "Only a session in requires_review can be approved or rejected; this one is %s", ses.Status)
		}
		if ses.RedactedAt != nil && note != "" {
			return kyc.ErrRedacted // its data key is gone: the note could not be sealed
		}
		status, reason, action := kyc.StatusRejected, decision.ManualRejection, audit.SessionRejected
		if approve {
			status, reason, action = kyc.StatusApproved, decision.ManualApproval, audit.SessionApproved
		}
		now, final := e.Now(), string(status)
		ses.FinalDecision, ses.DecisionReason, ses.ReviewNote, ses.CompletedAt = &final, &reason, ptr.NonZero(note), &now
		if err := e.Save(ctx, status, "", e.Audit(ctx, audit.By(p), action, nil)); err != nil {
			return err
		}
		return e.Record(ctx, "verification."+final, "verification.completed")
	})
}

// Assign gives a case in review to the reviewer known by keyID (a secret
// key of the organization and mode that works), or to nobody when keyID
// is empty.
func (s *Service) Assign(ctx context.Context, p auth.Principal, id string, to Assignee) (*kyc.Session, error) {
	var name *string
	switch {
	case to.KeyID != "" && to.UserID != "":
		return nil, errs.Invalidf("userId", "assign to a key or to a member, not both")
	case to.KeyID != "":
		k, err := s.cfg.Auth.ActiveKey(ctx, p.OrganizationID, p.Mode, to.KeyID)
		if err != nil {
			return nil, err
		}
		name = ptr.NonZero(cmp.Or(k.Name, k.ID))
	case to.UserID != "":
		if s.cfg.Reviewer == nil {
			return nil, errs.Invalidf("userId", "%s is not a member who may review", to.UserID)
		}
		email, err := s.cfg.Reviewer(ctx, p.OrganizationID, to.UserID)
		if err != nil {
			return nil, err
		}
		name = &email
	}
	return s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		if e.Session.Status != kyc.StatusRequiresReview {
			return errNotInReview(e.Session.Status)
		}
		e.Session.AssignedKeyID, e.Session.AssignedUserID, e.Session.AssignedTo = ptr.NonZero(to.KeyID), ptr.NonZero(to.UserID), name
		return e.Save(ctx, e.Session.Status, "verification.assigned", e.Audit(ctx, audit.By(p), audit.SessionAssigned,
			map[string]any{"assigned_key_id": to.KeyID, "assigned_user_id": to.UserID}))
	})
}

// Assignee is who a case is given to: a key (a reviewer's service or
// script), a member, or nobody (both empty).
type Assignee struct {
	KeyID, UserID string
}

// Flag marks a session as suspicious (or clears the mark), with a reason.
func (s *Service) Flag(ctx context.Context, p auth.Principal, id string, flagged bool, reason string) (*kyc.Session, error) {
	if err := checkText("reason", reason); err != nil {
		return nil, err
	}
	return s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		if e.Session.RedactedAt != nil {
			return kyc.ErrRedacted
		}
		action, event := audit.SessionUnflagged, "verification.unflagged"
		e.Session.Flagged, e.Session.FlagReason = flagged, nil
		if flagged {
			action, event, e.Session.FlagReason = audit.SessionFlagged, "verification.flagged", ptr.NonZero(reason)
		}
		return e.Save(ctx, e.Session.Status, event, e.Audit(ctx, audit.By(p), action, nil))
	})
}

// RequestRedo sends a case in review back to the person: the named steps
// reopen (kyc's Edit.Reopen) and a new client token replaces the session's
// others (returned only now). note is kept sealed on the session.
func (s *Service) RequestRedo(ctx context.Context, p auth.Principal, id string, steps []string, note string) (*kyc.Session, string, error) {
	if len(steps) == 0 {
		return nil, "", errs.Invalidf("steps", "name at least one step: document, document_back, liveness or address")
	}
	if err := checkText("note", note); err != nil {
		return nil, "", err
	}
	steps = slices.Compact(slices.Sorted(slices.Values(steps)))
	var token string
	ses, err := s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		switch {
		case e.Session.Status != kyc.StatusRequiresReview:
			return errNotInReview(e.Session.Status)
		case e.Session.RedactedAt != nil:
			return kyc.ErrRedacted // its data key is gone: nothing new could be sealed
		}
		var err error
		token, err = e.Reopen(ctx, p, steps, ptr.NonZero(note), e.Audit(ctx, audit.By(p), audit.SessionRedoRequested, map[string]any{"steps": steps}))
		return err
	})
	if err != nil {
		return nil, "", err
	}
	return ses, token, nil
}

// Note is a reviewer's note on a session, sealed under the session's data
// key; its body is gone once the session is redacted.
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

// AddNote adds a reviewer's note to a session, up to MaxNotes
// (409 too_many_notes past them).
func (s *Service) AddNote(ctx context.Context, p auth.Principal, id, body string) (*Note, error) {
	body = strings.TrimSpace(body)
	if body == "" || utf8.RuneCountInString(body) > MaxNote {
		return nil, errs.Invalidf("body", "body must be 1 to %d characters", MaxNote)
	}
	var note *Note
	_, err := s.cfg.KYC.Edit(ctx, p, id, func(ctx context.Context, e *kyc.Edit) error {
		if e.Session.RedactedAt != nil {
			return kyc.ErrRedacted
		}
		// The session is locked (PostgreSQL) or the database written by
		// one transaction at a time (SQLite): concurrent adds count in turn.
		n, err := e.Tx.NewSelect().Model((*Note)(nil)).Where("session_id = ?", e.Session.ID).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count notes")
		}
		if n >= MaxNotes {
			return errs.E(errs.Conflict, "too_many_notes", "A session takes at most %d notes", MaxNotes)
		}
		sealed, err := e.Seal(ctx, body)
		if err != nil {
			return err
		}
		actor := audit.By(p)
		note = &Note{ID: ids.New("note"), SessionID: e.Session.ID, AuthorKeyID: ptr.NonZero(actor.KeyID), AuthorName: actor.Name,
			SealedBody: &sealed, Body: &body, CreatedAt: e.Now()}
		_, err = s.db.Batch(e.Tx).Add(e.Tx.NewInsert().Model(note),
			e.Audit(ctx, actor, audit.SessionNoteAdded, map[string]any{"note_id": note.ID})).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "add note")
		}
		return e.Record(ctx, "verification.note_added")
	})
	return note, err
}

// Notes returns the notes of one of the caller's sessions, oldest first.
func (s *Service) Notes(ctx context.Context, p auth.Principal, id string) ([]Note, error) {
	if _, err := s.cfg.KYC.Session(ctx, p, id); err != nil {
		return nil, err
	}
	m, err := s.NotesFor(ctx, p, []string{id})
	return append([]Note{}, m[id]...), err
}

// NotesFor reads the notes of several of the caller's sessions in one
// statement (a list's, through a dataloader), oldest first; a session of
// another organization or mode has none.
func (s *Service) NotesFor(ctx context.Context, p auth.Principal, sessionIDs []string) (map[string][]Note, error) {
	var rows []Note
	err := s.db.NewSelect().Model(&rows).
		Where("session_id IN (?)", bun.In(sessionIDs)).
		Where("session_id IN (SELECT id FROM sessions WHERE id IN (?) AND organization_id = ? AND mode = ?)",
			bun.In(sessionIDs), p.OrganizationID, p.Mode).
		Order("created_at", "id").Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "list notes")
	}
	out := make(map[string][]Note, len(sessionIDs))
	for i := range rows {
		if rows[i].SealedBody != nil {
			var body string
			if err := s.cfg.KYC.Unseal(ctx, *rows[i].SealedBody, &body); err != nil {
				return nil, err
			}
			rows[i].Body = &body
		}
		out[rows[i].SessionID] = append(out[rows[i].SessionID], rows[i])
	}
	return out, nil
}
