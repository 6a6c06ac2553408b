// Package kyc runs identity verification: workflows configure it, sessions
// carry one person through it (documents, liveness selfies, address), the
// providers check what was uploaded and the decision engine gives the
// verdict. Every status change writes a verification.* event in the same
// transaction.
package kyc

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Stages, document types and address methods.
const (
	StageDocument  = "document"
	StageLiveness  = "liveness"
	StageFaceMatch = "face_match"
	StageAddress   = "address"

	MethodGeocode  = "geocode_lookup"
	MethodDevice   = "device_location"
	MethodDocument = "poa_document"
)

var (
	allStages        = []string{StageDocument, StageLiveness, StageFaceMatch, StageAddress}
	allDocumentTypes = []string{"passport", "id_card", "drivers_license", "residence_permit"}
	allMethods       = []string{MethodGeocode, MethodDevice, MethodDocument}
)

// Stages lists every stage, in the canonical order.
func Stages() []string { return slices.Clone(allStages) }

// DoubleSided reports whether a document type has a back to upload.
func DoubleSided(documentType string) bool { return documentType != "passport" }

// AddressConfig configures the address stage.
type AddressConfig struct {
	Methods              []string `json:"methods"`
	OnFail               string   `json:"on_fail"` // "review" or "reject"
	AutoApproveThreshold float64  `json:"auto_approve_threshold"`
	// POAReview sends a session whose address came with a proof-of-address
	// document to review (ADDRESS_DOCUMENT_REVIEW), for a person to read
	// it. Off by default: Arkyc's engine approves such a session.
	POAReview bool `json:"poa_review"`
	// MaxDistanceKm is how far from the address the device may be for the
	// device_location method (0: the driver's default, 25 km).
	MaxDistanceKm float64 `json:"max_distance_km,omitempty"`
}

// Thresholds are the decision engine's review thresholds.
type Thresholds struct {
	OCRMin       float64 `json:"ocr_min"`
	QualityMin   float64 `json:"quality_min"`
	LivenessMin  float64 `json:"liveness_min"`
	FaceMatchMin float64 `json:"face_match_min"`
	// The document photograph's quality bounds (the builtin reader's
	// sub-checks; 0 takes the reader's default: 800 px, 150, 2%).
	MinResolution float64 `json:"min_resolution,omitempty"`
	MinSharpness  float64 `json:"min_sharpness,omitempty"`
	MaxGlare      float64 `json:"max_glare,omitempty"`
}

// DocumentQuality is the bounds the workflow holds document photographs
// to, the builtin reader's defaults where it sets none: what readers are
// asked to hold, and what the widget estimates before uploading.
func (t Thresholds) DocumentQuality() providers.Quality {
	d := docread.DefaultThresholds()
	return providers.Quality{MinResolution: cmp.Or(t.MinResolution, d.MinResolution), MinSharpness: cmp.Or(t.MinSharpness, d.MinSharpness),
		MaxGlare: cmp.Or(t.MaxGlare, d.MaxGlare)}
}

// WorkflowConfig is what a workflow decides; sessions keep a snapshot.
type WorkflowConfig struct {
	Stages        []string       `json:"stages"` // in the order the widget shows them
	DocumentTypes []string       `json:"document_types"`
	Address       AddressConfig  `json:"address"`
	Thresholds    Thresholds     `json:"thresholds"`
	Liveness      LivenessConfig `json:"liveness"`
}

// LivenessConfig is the liveness stage's configuration.
type LivenessConfig struct {
	// Active asks for challenges (turn, blink, smile, nod, move closer)
	// performed before the camera, besides the selfie. Unset, it is on in
	// live mode and off in test mode, whose mocks decide by hints.
	Active *bool `json:"active,omitempty"`
}

// ActiveLiveness reports whether a session of mode m asks for challenges.
func (c WorkflowConfig) ActiveLiveness(m auth.Mode) bool {
	if !c.Has(StageLiveness) {
		return false
	}
	if c.Liveness.Active != nil {
		return *c.Liveness.Active
	}
	return m == auth.Live
}

// DefaultWorkflowConfig is the configuration of a new organization's
// default workflow: document, liveness and face match, every document type.
func DefaultWorkflowConfig() WorkflowConfig {
	p := decision.DefaultPolicy()
	return WorkflowConfig{
		Stages:        []string{StageDocument, StageLiveness, StageFaceMatch},
		DocumentTypes: slices.Clone(allDocumentTypes),
		Address:       AddressConfig{Methods: []string{MethodGeocode}, OnFail: "review", AutoApproveThreshold: p.AutoApproveThreshold},
		Thresholds:    Thresholds{OCRMin: p.OCRMin, QualityMin: p.QualityMin, LivenessMin: p.LivenessMin, FaceMatchMin: p.FaceMatchMin},
	}
}

// Has reports whether the stage is on.
func (c WorkflowConfig) Has(stage string) bool { return slices.Contains(c.Stages, stage) }

// HasMethod reports whether the address stage accepts the method.
func (c WorkflowConfig) HasMethod(m string) bool { return slices.Contains(c.Address.Methods, m) }

// Policy is the decision engine's view of the configuration.
func (c WorkflowConfig) Policy() decision.Policy {
	onFail := decision.RequiresReview
	if c.Address.OnFail == "reject" {
		onFail = decision.Rejected
	}
	return decision.Policy{OCRMin: c.Thresholds.OCRMin, QualityMin: c.Thresholds.QualityMin,
		LivenessMin: c.Thresholds.LivenessMin, FaceMatchMin: c.Thresholds.FaceMatchMin,
		AddressOnFail: onFail, AutoApproveThreshold: c.Address.AutoApproveThreshold, ReviewAddressDocument: c.Address.POAReview}
}

func (c WorkflowConfig) validate(v *errs.Validation) {
	seen := map[string]bool{}
	for _, s := range c.Stages {
		if !v.Check(slices.Contains(allStages, s), "stages", "unknown stage %q (want %s)", s, strings.Join(allStages, ", ")) {
			break
		}
		v.Check(!seen[s], "stages", "stage %q is listed twice", s)
		seen[s] = true
	}
	v.Check(len(c.Stages) > 0, "stages", "enable at least one stage")
	v.Check(!c.Has(StageFaceMatch) || (c.Has(StageDocument) && c.Has(StageLiveness)), "stages",
		"face_match needs the document and liveness stages")
	for _, d := range c.DocumentTypes {
		v.Check(slices.Contains(allDocumentTypes, d), "document_types", "unknown document type %q (want %s)", d, strings.Join(allDocumentTypes, ", "))
	}
	v.Check(!c.Has(StageDocument) || len(c.DocumentTypes) > 0, "document_types", "allow at least one document type")
	for _, m := range c.Address.Methods {
		v.Check(slices.Contains(allMethods, m), "address.methods", "unknown address method %q (want %s)", m, strings.Join(allMethods, ", "))
	}
	v.Check(!c.Has(StageAddress) || len(c.Address.Methods) > 0, "address.methods", "allow at least one address method")
	v.Check(c.Address.OnFail == "review" || c.Address.OnFail == "reject", "address.on_fail", "on_fail must be review or reject")
	v.Check(c.Address.MaxDistanceKm == 0 || (c.Address.MaxDistanceKm >= 0.1 && c.Address.MaxDistanceKm <= 20_000), "address.max_distance_km",
		"max_distance_km must be from 0.1 to 20000 (0: the default, 25)")
	for name, t := range map[string]float64{"address.auto_approve_threshold": c.Address.AutoApproveThreshold,
		"thresholds.ocr_min": c.Thresholds.OCRMin, "thresholds.quality_min": c.Thresholds.QualityMin,
		"thresholds.liveness_min": c.Thresholds.LivenessMin, "thresholds.face_match_min": c.Thresholds.FaceMatchMin} {
		v.Check(t >= 0 && t <= 1, name, "%s must be from 0 to 1", name)
	}
	q := c.Thresholds
	v.Check(q.MinResolution == 0 || (q.MinResolution >= 100 && q.MinResolution <= 10_000), "thresholds.min_resolution",
		"thresholds.min_resolution must be from 100 to 10000 pixels (0: the default, 800)")
	v.Check(q.MinSharpness == 0 || (q.MinSharpness >= 1 && q.MinSharpness <= 100_000), "thresholds.min_sharpness",
		"thresholds.min_sharpness must be from 1 to 100000 (0: the default, 150)")
	v.Check(q.MaxGlare == 0 || (q.MaxGlare >= 0.001 && q.MaxGlare <= 1), "thresholds.max_glare",
		"thresholds.max_glare must be from 0.001 to 1 (0: the default, 0.02)")
}

// Workflow is an organization's verification configuration.
type Workflow struct {
	bun.BaseModel  `bun:"table:workflows"`
	ID             string         `bun:"id,pk"`
	OrganizationID string         `bun:"organization_id"`
	Mode           auth.Mode      `bun:"mode"`
	Name           string         `bun:"name"`
	Config         WorkflowConfig `bun:"config,type:text"`
	IsDefault      bool           `bun:"is_default"`
	CreatedAt      time.Time      `bun:"created_at"`
	UpdatedAt      time.Time      `bun:"updated_at"`
	// ArchivedAt is when the workflow was archived: it is then not offered
	// for new sessions (409 workflow_archived) nor counted toward
	// MaxWorkflows; nil while it is in use.
	ArchivedAt *time.Time `bun:"archived_at"`
}

// WorkflowPatch changes a workflow; nil fields stay as they are (or take
// the defaults on creation).
type WorkflowPatch struct {
	Name                 *string
	Stages               *[]string
	DocumentTypes        *[]string
	AddressMethods       *[]string
	OnFail               *string
	AutoApproveThreshold *float64
	POAReview            *bool
	MaxDistanceKm        *float64
	Thresholds           *Thresholds
	IsDefault            *bool
	// ActiveLiveness sets liveness.active; a pointer to nil goes back to
	// the mode's default.
	ActiveLiveness **bool
}

func (p WorkflowPatch) apply(w *Workflow) {
	set := func(dst *[]string, src *[]string) {
		if src != nil {
			*dst = slices.Clone(*src)
		}
	}
	if p.Name != nil {
		w.Name = strings.TrimSpace(*p.Name)
	}
	set(&w.Config.Stages, p.Stages)
	set(&w.Config.DocumentTypes, p.DocumentTypes)
	set(&w.Config.Address.Methods, p.AddressMethods)
	if p.OnFail != nil {
		w.Config.Address.OnFail = *p.OnFail
	}
	if p.AutoApproveThreshold != nil {
		w.Config.Address.AutoApproveThreshold = *p.AutoApproveThreshold
	}
	if p.POAReview != nil {
		w.Config.Address.POAReview = *p.POAReview
	}
	if p.MaxDistanceKm != nil {
		w.Config.Address.MaxDistanceKm = *p.MaxDistanceKm
	}
	if p.Thresholds != nil {
		w.Config.Thresholds = *p.Thresholds
	}
	if p.ActiveLiveness != nil {
		w.Config.Liveness.Active = *p.ActiveLiveness
	}
}

func (w *Workflow) validate() error {
	var v errs.Validation
	v.Check(w.Name != "" && len(w.Name) <= 200, "name", "name is required (at most 200 characters)")
	w.Config.validate(&v)
	return v.Err()
}

// MaxWorkflows bounds an organization's workflows in use in each mode, the
// default one included; archived ones do not count. Workflows are never
// deleted.
const MaxWorkflows = 100

// MaxArchivedListed bounds the archived workflows a listing that includes
// them answers: the most recently archived, after every one in use.
const MaxArchivedListed = 100

// Errors of archived workflows.
var (
	// ErrWorkflowArchived refuses a new session on an archived workflow, or
	// making one the default.
	ErrWorkflowArchived = errs.E(errs.Conflict, "workflow_archived",
		"The workflow is archived: unarchive it to start sessions on it or make it the default")
	// ErrDefaultWorkflow refuses to archive the default workflow.
	ErrDefaultWorkflow = errs.E(errs.Conflict, "default_workflow",
		"The default workflow cannot be archived; make another one the default first")
)

// CreateWorkflow adds a workflow; with IsDefault it becomes the default.
// Past MaxWorkflows it is refused (409 workflow_limit_reached).
func (s *Service) CreateWorkflow(ctx context.Context, p auth.Principal, patch WorkflowPatch) (*Workflow, error) {
	now := s.now()
	w := &Workflow{ID: ids.New("wf"), OrganizationID: p.OrganizationID, Mode: p.Mode, Config: DefaultWorkflowConfig(),
		CreatedAt: now, UpdatedAt: now}
	patch.apply(w)
	if err := w.validate(); err != nil {
		return nil, err
	}
	isDefault := patch.IsDefault != nil && *patch.IsDefault
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		if err := s.roomForWorkflow(ctx, tx, p); err != nil {
			return err
		}
		if isDefault {
			if err := s.clearDefault(ctx, tx, p); err != nil {
				return err
			}
			w.IsDefault = true
			if err := s.workflowsChanged(ctx, tx, p); err != nil {
				return err
			}
		}
		_, err := tx.NewInsert().Model(w).Exec(ctx)
		return errs.Wrap(err, "create workflow")
	})
	return w, err
}

// roomForWorkflow refuses one more workflow in use past MaxWorkflows (409
// workflow_limit_reached); the caller holds the organization's lock.
func (s *Service) roomForWorkflow(ctx context.Context, tx bun.Tx, p auth.Principal) error {
	var n, defaults int
	err := tx.NewSelect().Model((*Workflow)(nil)).ColumnExpr("COUNT(*)").
		ColumnExpr("COALESCE(SUM(CASE WHEN is_default THEN 1 ELSE 0 END), 0)").
		Where("organization_id = ? AND mode = ? AND archived_at IS NULL", p.OrganizationID, p.Mode).Scan(ctx, &n, &defaults)
	if err != nil {
		return errs.Wrap(err, "count workflows")
	}
	if defaults == 0 {
		// DefaultWorkflow makes one on first use while there is none
		// (even as this one commits): keep its place.
		n++
	}
	if n >= MaxWorkflows {
		return errs.E(errs.Conflict, "workflow_limit_reached",
			"An organization may have at most %d workflows in use in each mode, the default one included; archive one or change one instead", MaxWorkflows)
	}
	return nil
}

func (s *Service) clearDefault(ctx context.Context, tx bun.IDB, p auth.Principal) error {
	_, err := tx.NewUpdate().Model((*Workflow)(nil)).Set("is_default = ?", false).
		Where("organization_id = ? AND mode = ? AND is_default", p.OrganizationID, p.Mode).Exec(ctx)
	return errs.Wrap(err, "clear default workflow")
}

// UpdateWorkflow changes a workflow; sessions already created keep their snapshot.
func (s *Service) UpdateWorkflow(ctx context.Context, p auth.Principal, id string, patch WorkflowPatch) (*Workflow, error) {
	var w *Workflow
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		makeDefault := patch.IsDefault != nil && *patch.IsDefault
		if makeDefault {
			// Under the organization's lock, as archiving is: the default
			// is never archived.
			if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
				return err
			}
		}
		var err error
		if w, err = s.workflow(ctx, tx, p, id); err != nil {
			return err
		}
		patch.apply(w)
		if err := w.validate(); err != nil {
			return err
		}
		if makeDefault && !w.IsDefault {
			if w.ArchivedAt != nil {
				return ErrWorkflowArchived
			}
			if err := s.clearDefault(ctx, tx, p); err != nil {
				return err
			}
			w.IsDefault = true
		}
		w.UpdatedAt = s.now()
		// Archiving is its own change: an edit never writes it back.
		if _, err = tx.NewUpdate().Model(w).ExcludeColumn("archived_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "update workflow")
		}
		return s.workflowsChanged(ctx, tx, p)
	})
	return w, err
}

// Workflow returns one of the caller's workflows.
func (s *Service) Workflow(ctx context.Context, p auth.Principal, id string) (*Workflow, error) {
	return s.workflow(ctx, s.db, p, id)
}

func (s *Service) workflow(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Workflow, error) {
	w := new(Workflow)
	err := idb.NewSelect().Model(w).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return w, db.Classify(err, "Workflow not found")
}

// workflowsTopic names the announcements of workflow changes
// (changes.Hub), keyed by organization and mode.
const workflowsTopic = "workflows"

// workflowsChanged announces that p's workflows changed, in the
// transaction of ctx and tx.
func (s *Service) workflowsChanged(ctx context.Context, tx bun.IDB, p auth.Principal) error {
	if s.cfg.Changes == nil {
		return nil
	}
	return s.cfg.Changes.Announce(ctx, tx, workflowsTopic, p.OrganizationID+"|"+string(p.Mode))
}

// DefaultWorkflow returns the caller's default workflow, creating it with
// DefaultWorkflowConfig on first use. With cfg.Changes the process keeps it
// in memory (read-only: callers copy what they change) until a workflow of
// the organization and mode changes anywhere.
func (s *Service) DefaultWorkflow(ctx context.Context, idb bun.IDB, p auth.Principal) (*Workflow, error) {
	if s.defaults == nil {
		return s.defaultWorkflow(ctx, idb, p)
	}
	return s.defaults.Get(ctx, p.OrganizationID+"|"+string(p.Mode), func(ctx context.Context) (*Workflow, error) {
		return s.defaultWorkflow(ctx, idb, p)
	})
}

func (s *Service) defaultWorkflow(ctx context.Context, idb bun.IDB, p auth.Principal) (*Workflow, error) {
	w := new(Workflow)
	err := idb.NewSelect().Model(w).Where("organization_id = ? AND mode = ? AND is_default", p.OrganizationID, p.Mode).Scan(ctx)
	if err == nil || !db.IsNotFound(err) {
		return w, errs.Wrap(err, "default workflow")
	}
	now := s.now()
	w = &Workflow{ID: ids.New("wf"), OrganizationID: p.OrganizationID, Mode: p.Mode, Name: "Default",
		Config: DefaultWorkflowConfig(), IsDefault: true, CreatedAt: now, UpdatedAt: now}
	if _, err := idb.NewInsert().Model(w).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "create default workflow")
	}
	err = idb.NewSelect().Model(w).Where("organization_id = ? AND mode = ? AND is_default", p.OrganizationID, p.Mode).Scan(ctx)
	return w, errs.Wrap(err, "default workflow")
}

// ListWorkflows returns a page of the caller's workflows in use, newest
// first; with includeArchived, the archived ones follow, most recently
// archived first.
func (s *Service) ListWorkflows(ctx context.Context, p auth.Principal, page paging.Page, includeArchived bool) ([]Workflow, int, error) {
	if _, err := s.DefaultWorkflow(ctx, s.db, p); err != nil {
		return nil, 0, err
	}
	out := []Workflow{}
	q := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
	if includeArchived {
		q = q.OrderExpr("archived_at IS NOT NULL, archived_at DESC")
	} else {
		q = q.Where("archived_at IS NULL")
	}
	n, err := page.Select(ctx, q)
	return out, n, errs.Wrap(err, "list workflows")
}

// ArchiveWorkflow archives one of the caller's workflows (an archived one
// stays as it is): no new session may use it, sessions that do keep their
// snapshot of it, and it no longer counts toward MaxWorkflows. The default
// workflow is refused (409 default_workflow).
func (s *Service) ArchiveWorkflow(ctx context.Context, p auth.Principal, id string) (*Workflow, error) {
	var w *Workflow
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		var err error
		if w, err = s.workflow(ctx, tx, p, id); err != nil {
			return err
		}
		if w.IsDefault {
			return ErrDefaultWorkflow
		}
		if w.ArchivedAt != nil {
			return nil
		}
		now := s.now()
		w.ArchivedAt, w.UpdatedAt = &now, now
		_, err = tx.NewUpdate().Model(w).Column("archived_at", "updated_at").WherePK().Exec(ctx)
		return errs.Wrap(err, "archive workflow")
	})
	return w, err
}

// UnarchiveWorkflow brings one of the caller's archived workflows back into
// use (one in use stays as it is), counting toward MaxWorkflows again: past
// it, it is refused (409 workflow_limit_reached).
func (s *Service) UnarchiveWorkflow(ctx context.Context, p auth.Principal, id string) (*Workflow, error) {
	var w *Workflow
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		var err error
		if w, err = s.workflow(ctx, tx, p, id); err != nil || w.ArchivedAt == nil {
			return err
		}
		if err := s.roomForWorkflow(ctx, tx, p); err != nil {
			return err
		}
		w.ArchivedAt, w.UpdatedAt = nil, s.now()
		_, err = tx.NewUpdate().Model(w).Column("archived_at", "updated_at").WherePK().Exec(ctx)
		return errs.Wrap(err, "unarchive workflow")
	})
	return w, err
}
