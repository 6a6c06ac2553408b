package review

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// errNotAttempted answers the cases a bulk action left after a failure of
// the server's own.
var errNotAttempted = errs.E(errs.Unavailable, "not_attempted", "Not attempted: an earlier case failed on the server's side; try again")

// MaxBulk is how many cases one bulk action takes.
const MaxBulk = 100

// Bulk actions.
const (
	BulkAssign = "ASSIGN"
	BulkFlag   = "FLAG"
	BulkUnflag = "UNFLAG"
	BulkReject = "REJECT"
)

// BulkInput is one action on many cases.
type BulkInput struct {
	IDs    []string
	Action string
	// To is who ASSIGN gives the cases to (nobody when empty).
	To Assignee
	// Reason is FLAG's reason; Note is REJECT's note.
	Reason, Note string
}

// BulkResult is what became of one case: the session, or the error that
// left it as it was.
type BulkResult struct {
	ID      string
	Session *kyc.Session
	Err     error
}

// Bulk applies one action to each case in turn, each as its own change
// (with its own audit entry and event, as one at a time would): a case
// that cannot take it (decided meanwhile, another organization's) is
// reported and the others go on.
func (s *Service) Bulk(ctx context.Context, p auth.Principal, in BulkInput) ([]BulkResult, error) {
	var v errs.Validation
	v.Check(len(in.IDs) > 0 && len(in.IDs) <= MaxBulk, "ids", "ids must hold 1 to %d sessions", MaxBulk)
	v.Check(slices.Contains([]string{BulkAssign, BulkFlag, BulkUnflag, BulkReject}, in.Action), "action", "action must be ASSIGN, FLAG, UNFLAG or REJECT")
	if err := v.Err(); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	out := make([]BulkResult, 0, len(in.IDs))
	for i, id := range in.IDs {
		if seen[id] {
			continue
		}
		seen[id] = true
		var ses *kyc.Session
		var err error
		switch in.Action {
		case BulkAssign:
			ses, err = s.Assign(ctx, p, id, in.To)
		case BulkFlag, BulkUnflag:
			ses, err = s.Flag(ctx, p, id, in.Action == BulkFlag, in.Reason)
		case BulkReject:
			ses, err = s.Decide(ctx, p, id, false, in.Note)
		}
		if err != nil && errs.As(err).Kind == errs.Invalid && len(out) == 0 {
			return nil, err // the input itself is wrong: the same for every case
		}
		out = append(out, BulkResult{ID: id, Session: ses, Err: err})
		if err != nil && (errs.As(err).Kind == errs.Internal || errs.As(err).Kind == errs.Unavailable) {
			// The cases before are changed and stay so; the rest wait for
			// another try, said case by case.
			for _, rest := range in.IDs[i+1:] {
				if !seen[rest] {
					seen[rest] = true
					out = append(out, BulkResult{ID: rest, Err: errNotAttempted})
				}
			}
			break
		}
	}
	return out, nil
}

// Preset is a reason a reviewer picks when deciding a case: its label,
// and the note it writes on the case.
type Preset struct {
	bun.BaseModel  `bun:"table:review_presets"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Decision       string    `bun:"decision"` // APPROVED or REJECTED
	Label          string    `bun:"label"`
	Note           string    `bun:"note"`
	CreatedAt      time.Time `bun:"created_at"`
}

// MaxPresets is how many presets an organization keeps.
const MaxPresets = 50

// Presets returns the organization's presets, approvals first, by label.
func (s *Service) Presets(ctx context.Context, p auth.Principal) ([]Preset, error) {
	out := []Preset{}
	err := s.db.NewSelect().Model(&out).Where("organization_id = ?", p.OrganizationID).
		OrderExpr("decision, lower(label), id").Limit(MaxPresets).Scan(ctx)
	return out, errs.Wrap(err, "list review presets")
}

// CreatePreset adds a preset to the organization.
func (s *Service) CreatePreset(ctx context.Context, p auth.Principal, decision, label, note string) (*Preset, error) {
	label, note, decision = strings.TrimSpace(label), strings.TrimSpace(note), strings.ToUpper(decision)
	var v errs.Validation
	v.Check(decision == "APPROVED" || decision == "REJECTED", "decision", "decision must be APPROVED or REJECTED")
	v.Check(label != "" && utf8.RuneCountInString(label) <= 60, "label", "label must be 1 to 60 characters")
	v.Check(note != "", "note", "note is required: what the preset writes on the case")
	if err := checkText("note", note); err != nil {
		return nil, err
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	pr := &Preset{ID: ids.New("rvp"), OrganizationID: p.OrganizationID, Decision: decision, Label: label, Note: note,
		CreatedAt: s.cfg.Now().UTC().Truncate(time.Microsecond)}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Model((*Preset)(nil)).Where("organization_id = ?", p.OrganizationID).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count review presets")
		}
		if n >= MaxPresets {
			return errs.E(errs.Conflict, "limit_reached", "The organization has %d presets already; delete one first", MaxPresets)
		}
		if _, err = tx.NewInsert().Model(pr).Exec(ctx); err != nil {
			return errs.Wrap(err, "save review preset")
		}
		return s.presetChanged(ctx, tx, p, audit.ReviewPresetAdded, pr)
	})
	if err != nil {
		return nil, err
	}
	return pr, nil
}

// DeletePreset removes one of the organization's presets.
func (s *Service) DeletePreset(ctx context.Context, p auth.Principal, id string) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var gone []Preset
		err := tx.NewDelete().Model(&gone).Where("id = ? AND organization_id = ?", id, p.OrganizationID).Returning("*").Scan(ctx)
		if err != nil {
			return errs.Wrap(err, "delete review preset")
		}
		if len(gone) == 0 {
			return errs.E(errs.NotFound, "not_found", "No review preset %s", id)
		}
		return s.presetChanged(ctx, tx, p, audit.ReviewPresetRemoved, &gone[0])
	})
}

// presetChanged records a preset added or removed, organization-wide.
func (s *Service) presetChanged(ctx context.Context, tx bun.IDB, p auth.Principal, action string, pr *Preset) error {
	return s.cfg.Audit.Add(ctx, tx, audit.Record{OrganizationID: p.OrganizationID, Mode: audit.OrganizationWide, Actor: audit.By(p),
		Action: action, ObjectType: "review_preset", ObjectID: pr.ID, Data: map[string]any{"decision": pr.Decision, "label": pr.Label}})
}
