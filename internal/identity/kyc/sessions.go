package kyc

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/changes"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ptr"
)

// MaxLivenessAttempts is how many selfies a session accepts.
const MaxLivenessAttempts = 3

// Decision reasons of the service (beside the engine's).
const (
	// ProviderUnavailable: the checks could not run, or no driver runs a
	// stage of the workflow in the session's mode.
	ProviderUnavailable = decision.ProviderUnavailable
)

// missingStage names the first stage of the workflow that set has no
// driver for ("" when every stage has one).
func missingStage(set providers.Set, wf WorkflowConfig) string {
	for _, stage := range allStages {
		if wf.Has(stage) && !stageOf(set, stage) {
			return stage
		}
	}
	return ""
}

// Address is a submitted address.
type Address struct {
	Line1      string   `json:"line1"`
	Line2      string   `json:"line2,omitempty"`
	City       string   `json:"city"`
	State      string   `json:"state,omitempty"`
	PostalCode string   `json:"postal_code,omitempty"`
	Country    string   `json:"country"`
	Latitude   *float64 `json:"latitude,omitempty"`
	Longitude  *float64 `json:"longitude,omitempty"`
}

// Checks are the providers' results kept on a session.
type Checks struct {
	DocumentFront *providers.OCRResult       `json:"document_front,omitempty"`
	DocumentBack  *providers.OCRResult       `json:"document_back,omitempty"`
	Liveness      []providers.LivenessResult `json:"liveness,omitempty"`
	FaceMatch     *providers.FaceMatchResult `json:"face_match,omitempty"`
	Address       *providers.AddressResult   `json:"address,omitempty"`
	// Cross are the checks of what the document says against the
	// session's customer and the organization's other sessions.
	Cross []CrossCheck `json:"cross,omitempty"`
	Error string       `json:"error,omitempty"`

	// match is the document's keyed match (documentMatch), saved on the
	// session with the verdict.
	match string
	// portrait is the document's portrait the reader found, stored, for
	// the verdict to attach (KindPortrait).
	portrait *Stored
}

// CheckSummary is Arkyc's per-check summary of a decided session (its
// webhook payloads' checks): the document (both sides together), the
// liveness attempt judged, the face match and the address, each present
// once checked.
type CheckSummary struct {
	Document  *DocumentSummary  `json:"document,omitempty"`
	Liveness  *LivenessSummary  `json:"liveness,omitempty"`
	FaceMatch *FaceMatchSummary `json:"face_match,omitempty"`
	Address   *AddressSummary   `json:"address,omitempty"`
}

// AddressSummary is the address check: its verdict, its score and the
// methods performed.
type AddressSummary struct {
	Passed  bool     `json:"passed"`
	Score   float64  `json:"score"`
	Methods []string `json:"methods"`
}

// DocumentSummary is the document as the decision saw it (see document).
type DocumentSummary struct {
	QualityScore  float64 `json:"quality_score"`
	OCRConfidence float64 `json:"ocr_confidence"`
	Expired       bool    `json:"expired"`
}

// LivenessSummary is the liveness attempt the decision was made on.
type LivenessSummary struct {
	Passed bool    `json:"passed"`
	Score  float64 `json:"score"`
}

// FaceMatchSummary is the face match.
type FaceMatchSummary struct {
	Passed          bool    `json:"passed"`
	SimilarityScore float64 `json:"similarity_score"`
}

// document reduces the sides read to what the decision takes, as Arkyc's
// decision job reads a document: the quality of its front (the capture it
// grades), the OCR confidence of the reading made when the document was
// whole (the back of a two-sided document, where its machine-readable zone
// is), and expired if either side reads so (an expiry date seen anywhere
// rejects). A perfect document when none was read: the workflow has no
// document stage.
func (c *Checks) document() DocumentSummary {
	d := DocumentSummary{QualityScore: 1, OCRConfidence: 1}
	if f := c.DocumentFront; f != nil {
		d.QualityScore, d.OCRConfidence, d.Expired = f.Quality, f.Confidence, f.Expired
	}
	if b := c.DocumentBack; b != nil {
		d.OCRConfidence, d.Expired = b.Confidence, d.Expired || b.Expired
	}
	return d
}

// documentReason is the reason the document's sides give on their own:
// the front's, else the back's (which carries an identity card's zone).
func (c *Checks) documentReason() string {
	for _, side := range []*providers.OCRResult{c.DocumentFront, c.DocumentBack} {
		if side != nil && side.Reason != "" {
			return side.Reason
		}
	}
	for _, reason := range []string{decision.DuplicateDocument, decision.DataMismatch} {
		for _, x := range c.Cross {
			if !x.Passed && x.Reason == reason {
				return reason
			}
		}
	}
	return ""
}

// Summary is the checks as Arkyc's payloads carry them (empty before any ran).
func (c *Checks) Summary() CheckSummary {
	var out CheckSummary
	if c == nil {
		return out
	}
	if c.DocumentFront != nil || c.DocumentBack != nil {
		d := c.document()
		out.Document = &d
	}
	if i := bestAttempt(c.Liveness); i >= 0 {
		out.Liveness = &LivenessSummary{Passed: c.Liveness[i].Passed, Score: c.Liveness[i].Score}
	}
	if c.FaceMatch != nil {
		out.FaceMatch = &FaceMatchSummary{Passed: c.FaceMatch.Passed, SimilarityScore: c.FaceMatch.Similarity}
	}
	if a := c.Address; a != nil {
		out.Address = &AddressSummary{Passed: a.Passed, Score: a.Score, Methods: append([]string{}, a.Methods...)}
	}
	return out
}

// EventChecks is the checks as the session's events carry them (Arkyc's
// webhook checks): the verdict's, and before the verdict the document as
// read when its sides were uploaded. Test mode's reader reads there; live
// mode's reads in the verification job, so that a live session's events
// have no document check until the verdict's.
func (s *Session) EventChecks() CheckSummary {
	out := s.Checks.Summary()
	if out.Document == nil {
		out.Document = s.uploadedDocument
	}
	return out
}

// documentAtUpload summarizes the session's current document sides that
// were read when they were uploaded (nil when none was).
func (s *Service) documentAtUpload(ctx context.Context, idb bun.IDB, ses *Session) (*DocumentSummary, error) {
	if err := s.withUploads(ctx, idb, ses); err != nil {
		return nil, err
	}
	var c Checks
	for i := range ses.uploads {
		u := &ses.uploads[i]
		dst := &c.DocumentFront
		switch {
		case !u.readAtUpload():
			continue
		case u.Kind == KindBack:
			dst = &c.DocumentBack
		case u.Kind != KindFront:
			continue
		}
		*dst = new(providers.OCRResult)
		if err := s.unseal(ctx, idb, string(u.Result), *dst); err != nil {
			return nil, err
		}
	}
	return c.Summary().Document, nil
}

// Session carries one person through a workflow.
type Session struct {
	bun.BaseModel  `bun:"table:sessions"`
	ID             string         `bun:"id,pk"`
	OrganizationID string         `bun:"organization_id"`
	Mode           auth.Mode      `bun:"mode"`
	WorkflowID     string         `bun:"workflow_id"`
	Workflow       WorkflowConfig `bun:"workflow,type:text"`
	Status         Status         `bun:"status"`
	UserReference  *string        `bun:"user_reference"`
	CustomerID     *string        `bun:"customer_id"`
	Metadata       map[string]any `bun:"metadata,type:text"`
	RedirectURL    *string        `bun:"redirect_url"`
	DocumentType   *string        `bun:"document_type"`
	Country        *string        `bun:"country"`
	// Challenges are the liveness challenges issued to the session (an
	// active workflow's).
	Challenges *ChallengeState `bun:"challenges,type:text"`
	// Address and Checks hold personal data (a home address, what was
	// read from a document): they are stored sealed, as SealedAddress and
	// SealedChecks, under the session's data key.
	Address       *Address        `bun:"-"`
	Hints         providers.Hints `bun:"hints,type:text"`
	Checks        *Checks         `bun:"-"`
	SealedAddress *string         `bun:"address"`
	SealedChecks  *string         `bun:"checks"`
	// DataKeyID names the session's data key (keyring); nil for sessions
	// created before envelope encryption, whose fields are plain JSON.
	DataKeyID      *string    `bun:"data_key_id"`
	AutoDecision   *string    `bun:"auto_decision"`
	FinalDecision  *string    `bun:"final_decision"`
	DecisionReason *string    `bun:"decision_reason"`
	RiskScore      *float64   `bun:"risk_score"`
	ExpiresAt      time.Time  `bun:"expires_at"`
	CreatedAt      time.Time  `bun:"created_at"`
	UpdatedAt      time.Time  `bun:"updated_at"`
	CompletedAt    *time.Time `bun:"completed_at"`
	// ReviewNote is a reviewer's free text (the verdict's or the redo's
	// note): stored sealed, as SealedReviewNote, under the session's data
	// key, and never in events.
	ReviewNote       *string `bun:"-"`
	SealedReviewNote *string `bun:"review_note"`
	// Version counts the session's changes (see change).
	Version int64 `bun:"version" json:"-"`
	// EndedAt is when the session reached a terminal status (retention
	// counts from it); ReviewSince when it last went to requires_review
	// (the review queue is ordered by it).
	EndedAt     *time.Time `bun:"ended_at"`
	ReviewSince *time.Time `bun:"review_since"`
	// RedactedAt is when its images and personal fields were erased, on
	// request or by retention.
	RedactedAt *time.Time `bun:"redacted_at"`
	// AssignedKeyID and AssignedTo are the reviewer working the case: a
	// secret key and its name.
	AssignedKeyID *string `bun:"assigned_key_id"`
	// AssignedUserID is the member working the case, when a person is.
	AssignedUserID *string `bun:"assigned_user_id"`
	AssignedTo     *string `bun:"assigned_to"`
	// Flagged marks a session a reviewer found suspicious, for why: the
	// reason is free text, sealed as SealedFlagReason like ReviewNote.
	Flagged          bool    `bun:"flagged"`
	FlagReason       *string `bun:"-"`
	SealedFlagReason *string `bun:"flag_reason"`
	// RedoSteps are the steps a reviewer asked the person to take again.
	RedoSteps []string `bun:"redo_steps,type:text"`
	// DocumentMatch is the document's keyed hash (documentMatch), which
	// finds the same document on the organization's other sessions; a
	// redaction removes it.
	DocumentMatch *string `bun:"document_match"`

	// uploads are the session's current uploads (those no redo
	// superseded), oldest first, when uploadsKnown: they are its step
	// state (Uploaded), read with the session for a change (withUploads)
	// and kept in the process's copy (see known).
	uploads      []Upload
	uploadsKnown bool
	// written is the text of its changeable columns (Service.columns) as
	// this process last wrote or read them for a change, so that the change
	// sends only the columns it changed (the version check makes sure the
	// row is still what was read); unknown, a change sends them all. A
	// second change in the same transaction compares with the first's. A
	// copy whose transaction rolled back is never kept: the process keeps
	// its copy at the commit (known), and a change that fails is retried
	// on the stored row. sealed is what its personal fields were sealed
	// from (seal).
	written db.Written
	sealed  sealedFrom
	// copied marks this process's copy of the session (known.get): it may
	// be behind the stored session.
	copied bool
	// uploadedDocument is, on an event's snapshot, the document as read at
	// upload (see EventChecks).
	uploadedDocument *DocumentSummary
}

// Upload kinds.
const (
	KindFront    = "document_front"
	KindBack     = "document_back"
	KindLiveness = "liveness"
	KindPOA      = "poa"
	// KindLivenessVideo is the recording of an active liveness check.
	KindLivenessVideo = "liveness_video"
	// KindLivenessFrame is a frame of an active liveness check, as
	// Meridian's widget records them (a few a second).
	KindLivenessFrame = "liveness_frame"
	// KindPortrait is the document's portrait, cropped by the reader that
	// found it (the builtin one), for the face checks.
	KindPortrait = "document_portrait"
)

// Upload is a stored image of a session.
type Upload struct {
	bun.BaseModel `bun:"table:session_uploads"`
	ID            string          `bun:"id,pk"`
	SessionID     string          `bun:"session_id"`
	Kind          string          `bun:"kind"`
	BlobKey       string          `bun:"blob_key"`
	ContentType   string          `bun:"content_type"`
	Width         int             `bun:"width"`
	Height        int             `bun:"height"`
	Size          int64           `bun:"size"`
	Hints         providers.Hints `bun:"hints,type:text"`
	Result        json.RawMessage `bun:"result,type:text"`
	CreatedAt     time.Time       `bun:"created_at"`
	// SupersededAt is when a reviewer's redo reopened the upload's step:
	// the upload is kept (until redaction) but no longer counts.
	SupersededAt *time.Time `bun:"superseded_at"`
}

// readAtUpload reports whether the upload's provider result was recorded
// with it; a reader that runs in the verification job records none (see
// providers.Deferred).
func (u *Upload) readAtUpload() bool { return len(u.Result) > 0 && string(u.Result) != "null" }

// Config assembles a Service.
type Config struct {
	// SessionTTL is a session's default lifetime (MERIDIAN_SESSION_TTL).
	SessionTTL time.Duration
	// LinkTTL is how long a signed image link works
	// (MERIDIAN_ASSET_LINK_TTL; DefaultLinkTTL when zero).
	LinkTTL time.Duration
	// PublicURL is the server's base URL, for widget links.
	PublicURL string
	// Providers check test-mode sessions (the hint-driven mocks).
	Providers providers.Set
	// Builtin are the checks built into the server that can run here
	// (a stage without one nil): live mode's defaults, and any mode's
	// where the organization chooses them. A session whose stage no
	// driver runs goes to a person (ProviderUnavailable, naming the
	// stage), and nothing is judged by halves.
	Builtin providers.Set
	// BuiltinProblems says, by stage, why a builtin check the server has
	// cannot run here (Tesseract missing).
	BuiltinProblems map[string]string
	// Outbound reaches the external checks an organization chooses.
	Outbound Outbound
	Blobs    *blob.Store
	// Ring holds the sessions' data keys.
	Ring      *keyring.Keyring
	Jobs      *jobs.Client
	Auth      *auth.Service
	Customers *customers.Service
	Events    *events.Log
	// Audit records reviewers' actions, link issuance, redactions and
	// purges.
	Audit *audit.Log
	// SigningKey signs the short-lived links to uploaded images.
	SigningKey []byte
	// Changes, when set, lets the process keep each organization's
	// default workflow in memory, forgotten in every process when a
	// workflow of the organization changes.
	Changes *changes.Hub
	Logger  *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service runs verification sessions.
type Service struct {
	db    *db.DB
	cfg   Config
	known known
	// defaults keeps the default workflows by organization and mode (nil
	// without cfg.Changes).
	defaults *changes.Cache[*Workflow]
	// drivers keeps the organizations' verification drivers by
	// organization and mode (nil without cfg.Changes).
	drivers *changes.Cache[[]driverRow]
	columns db.Columns // changeable
}

// Job kinds.
const (
	jobVerify = "kyc.verify"
	jobExpire = "kyc.expire"
)

type verifyArgs struct {
	SessionID string `json:"session_id"`
}

// New returns a Service and registers its jobs on cfg.Jobs (call before the
// jobs client starts): the verification job and the expiry sweep.
func New(d *db.DB, cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	s := &Service{db: d, cfg: cfg}
	if d != nil { // nil: a service that only renders sessions
		s.columns = changeable(d)
	}
	if cfg.Changes != nil {
		s.defaults = changes.NewCache[*Workflow](cfg.Changes, workflowsTopic)
		s.drivers = changes.NewCache[[]driverRow](cfg.Changes, driversTopic)
	}
	jobs.Register(cfg.Jobs, jobVerify, s.verifyJob)
	// A verification's checks are a few provider calls: one orphaned by a
	// crash comes back after a minute, not after the jobs' default lease.
	cfg.Jobs.SetLease(jobVerify, time.Minute)
	jobs.Register(cfg.Jobs, jobExpire, func(ctx context.Context, _ *jobs.Job, _ struct{}) error {
		_, err := s.ExpireDue(ctx)
		return err
	})
	cfg.Jobs.AddPeriodic(jobExpire, time.Minute, struct{}{})
	return s
}

// now is the clock to the microsecond, the precision sessions are stored
// with, so that a session kept in memory shows the times its row shows.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// record writes verification events of the session as it is.
func (s *Service) record(ctx context.Context, tx bun.IDB, ses *Session, types ...string) error {
	evs, err := s.prepare(ctx, tx, ses, types...)
	if err != nil {
		return err
	}
	return s.cfg.Events.Insert(ctx, tx, evs...)
}

// prepare makes verification events of the session as it is now: their
// snapshot (EventSnapshot) is the session without its personal data and
// its checks as events carry them, before the verdict's with the document
// as read at upload (see EventChecks); the event log renders it in the
// wire format of verification events when the event is read.
func (s *Service) prepare(ctx context.Context, idb bun.IDB, ses *Session, types ...string) ([]*events.Event, error) {
	p := auth.Principal{OrganizationID: ses.OrganizationID, Mode: ses.Mode}
	snapshot := withoutPersonalData(ses)
	if ses.DocumentType != nil && ses.Checks.Summary().Document == nil {
		doc, err := s.documentAtUpload(ctx, idb, ses)
		if err != nil {
			return nil, err
		}
		snapshot.uploadedDocument = doc
	}
	ev := &EventSnapshot{Session: snapshot, Checks: snapshot.EventChecks()}
	pending := make([]events.Pending, len(types))
	for i, typ := range types {
		pending[i] = events.Pending{Type: typ, ObjectID: ses.ID, Snapshot: ev}
	}
	return s.cfg.Events.Prepare(p, pending...)
}

// CreateSessionInput is a new session's request.
type CreateSessionInput struct {
	WorkflowID    string
	UserReference string
	CustomerID    string
	Metadata      map[string]any
	RedirectURL   string
	// ExpiresIn overrides the lifetime, in seconds: from 300 (5 minutes)
	// to 604,800 (7 days).
	ExpiresIn *int64
}

// Lifetime bounds of a session.
const (
	MinSessionTTL = 5 * time.Minute
	MaxSessionTTL = 7 * 24 * time.Hour
)

// ValidRedirect checks an http(s) URL.
func ValidRedirect(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && len(raw) <= 2048
}

// CreateSession starts a session on a workflow (the default one when none
// is named) and returns it with its client token, shown only now.
func (s *Service) CreateSession(ctx context.Context, p auth.Principal, in CreateSessionInput) (*Session, string, error) {
	var v errs.Validation
	v.Check(len(in.UserReference) <= 255, "user_reference", "user_reference must be at most 255 characters")
	v.Check(in.RedirectURL == "" || ValidRedirect(in.RedirectURL), "redirect_url", "redirect_url must be an http(s) URL")
	if b, _ := json.Marshal(in.Metadata); len(b) > 16<<10 {
		v.Add("metadata", "metadata must be at most 16 KiB of JSON")
	}
	ttl := s.cfg.SessionTTL
	if n := in.ExpiresIn; n != nil {
		ok := *n >= int64(MinSessionTTL/time.Second) && *n <= int64(MaxSessionTTL/time.Second)
		v.Check(ok, "expires_in", "expires_in must be from %d to %d seconds", int(MinSessionTTL.Seconds()), int(MaxSessionTTL.Seconds()))
		if ok {
			ttl = time.Duration(*n) * time.Second
		}
	}
	if err := v.Err(); err != nil {
		return nil, "", err
	}
	var ses *Session
	var token string
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var wf *Workflow
		var err error
		if in.WorkflowID != "" {
			if wf, err = s.workflow(ctx, tx, p, in.WorkflowID); errs.KindOf(err) == errs.NotFound {
				return errs.E(errs.Invalid, "invalid_workflow", "No workflow %q", in.WorkflowID)
			}
			if err == nil && wf.ArchivedAt != nil {
				return ErrWorkflowArchived
			}
		} else {
			wf, err = s.DefaultWorkflow(ctx, tx, p)
		}
		if err != nil {
			return err
		}
		if in.CustomerID != "" {
			if _, err := s.cfg.Customers.GetTx(ctx, tx, p, in.CustomerID); errs.KindOf(err) == errs.NotFound {
				return errs.Invalidf("customer_id", "No customer %q", in.CustomerID)
			} else if err != nil {
				return err
			}
		}
		now := s.now()
		ses = &Session{ID: ids.New("ses"), OrganizationID: p.OrganizationID, Mode: p.Mode, WorkflowID: wf.ID,
			Workflow: wf.Config, Status: StatusPending, UserReference: ptr.NonZero(in.UserReference),
			CustomerID: ptr.NonZero(in.CustomerID), Metadata: in.Metadata, RedirectURL: ptr.NonZero(in.RedirectURL),
			ExpiresAt: now.Add(ttl), CreatedAt: now, UpdatedAt: now, uploadsKnown: true}
		s.issueChallenges(ses)
		dk, key := s.cfg.Ring.New()
		ses.DataKeyID = &dk.ID
		var insertToken *db.Row
		token, insertToken = s.cfg.Auth.NewClientToken(ctx, tx, p, ses.ID, ses.ExpiresAt)
		if err = s.db.Batch(tx).Add(db.InsertOf(tx, key), db.InsertOf(tx, ses), insertToken).Defer(ctx); err != nil {
			return errs.Wrap(err, "create session")
		}
		ses.written = s.columns.Text(ses)
		db.AfterCommit(ctx, func() { s.known.put(ses) })
		return nil
	})
	return ses, token, err
}

// WidgetURL is the hosted widget's link for a client token.
func (s *Service) WidgetURL(token string) string { return s.HandoffURL() + "#token=" + token }

// HandoffURL is the hosted widget's address without a token: a phone opens
// it with ?token=… appended (Arkyc's widget appends &baseUrl=… too, which
// the hosted widget ignores: it talks to its own server).
func (s *Service) HandoffURL() string { return s.cfg.PublicURL + "/widget" }

// PublicURL is the server's public base URL.
func (s *Service) PublicURL() string { return s.cfg.PublicURL }

// load reads a session of the caller for change inside tx, row-locked on
// PostgreSQL, and expires it first if it is due.
func (s *Service) load(ctx context.Context, tx bun.Tx, p auth.Principal, id string) (*Session, error) {
	ses := new(Session)
	q := tx.NewSelect().Model(ses).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode)
	if err := s.db.ForUpdate(q).Scan(ctx); err != nil {
		return nil, db.Classify(err, "Session not found")
	}
	if err := s.open(ctx, tx, ses); err != nil {
		return nil, err
	}
	ses.written = s.columns.Text(ses)
	return ses, s.expireDue(ctx, tx, ses)
}

// expireDue expires a session that is past its expiry.
func (s *Service) expireDue(ctx context.Context, tx bun.Tx, ses *Session) error {
	if ses.Status.Expirable() && !s.now().Before(ses.ExpiresAt) {
		return s.transition(ctx, tx, ses, StatusExpired, "verification.expired")
	}
	return nil
}

// isStale reports whether err is the failed version check of a session's
// update (the session changed since it was read), wherever the update was
// sent: with its own step on SQLite, with a later statement or the commit
// on PostgreSQL.
func isStale(err error) bool { return db.IsNullIn(err, "sessions", "version") }

// transition saves a status change that the transition table allows, with
// the step's other writes (sent together, before it), and records its
// event, provided the session is still the version that was read.
func (s *Service) transition(ctx context.Context, tx bun.IDB, ses *Session, status Status, event string, with ...schema.QueryAppender) error {
	from := ses.Status
	if !from.CanBecome(status) {
		return errTransition(from, status)
	}
	ses.Status, ses.UpdatedAt = status, s.now()
	switch {
	case status.Terminal() && ses.EndedAt == nil:
		ses.EndedAt = &ses.UpdatedAt
	case status == StatusRequiresReview && from != status:
		ses.ReviewSince = &ses.UpdatedAt
	}
	if err := s.seal(ctx, tx, ses); err != nil {
		return err
	}
	// Only the columns this change made differ are sent: the version
	// check makes sure the row is the one this process last wrote or read.
	// It fails inside the database (a stale version would become NULL), so
	// that the write needs no answer: it travels with the transaction's
	// next statement or its commit.
	ses.Version++
	var columns []string
	columns, ses.written = s.columns.Changed(ses.written, ses)
	update := db.UpdateOf(tx, ses, columns, "version")
	if err := s.db.Batch(tx).Add(with...).Add(update).Defer(ctx); err != nil {
		return errs.Wrap(err, "update session")
	}
	db.AfterCommit(ctx, func() { s.known.put(ses) })
	if event == "" {
		return nil
	}
	return s.record(ctx, tx, ses, event)
}

// setAtCreation are the session's columns that only its creation writes;
// a change of the session does not send them again.
var setAtCreation = []string{"organization_id", "mode", "workflow_id", "workflow", "user_reference",
	"customer_id", "metadata", "redirect_url", "created_at"}

// changeable are the session's columns a change may write: all but its
// id, its version (every change sets it) and those only its creation
// writes.
func changeable(d *db.DB) db.Columns {
	return db.ColumnsOf[Session](d, slices.Concat(setAtCreation, []string{"version"})...)
}

// changeFunc is a change of a session: it runs inside the change's
// transaction, all its writes through tx, and saves the session through
// transition.
type changeFunc func(ctx context.Context, tx bun.Tx, ses *Session) error

// change is the one way a session of the caller changes. With start nil,
// fn runs on the session read inside the transaction, locked on
// PostgreSQL (and expired first if due). With start, a session read
// before the transaction or this process's copy of it (known.get), fn runs
// on it, one read fewer, and transition saves it only if nobody changed it
// since; when somebody did, or when fn refuses a copy (which may be behind
// the stored session), fn runs again on the session read afresh and locked.
func (s *Service) change(ctx context.Context, p auth.Principal, id string, start *Session, fn changeFunc) (*Session, error) {
	if start != nil {
		if !start.written.Known() { // read, not this process's copy
			start.written = s.columns.Text(start)
		}
		err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if err := s.expireDue(ctx, tx, start); err != nil {
				return err
			}
			if err := s.withUploads(ctx, tx, start); err != nil {
				return err
			}
			return fn(ctx, tx, start)
		})
		stale := isStale(err)
		if stale {
			s.known.drop(id)
		}
		if !stale && (err == nil || !start.copied) {
			return start, err
		}
	}
	var ses *Session
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if ses, err = s.load(ctx, tx, p, id); err != nil {
			return err
		}
		if err := s.withUploads(ctx, tx, ses); err != nil {
			return err
		}
		return fn(ctx, tx, ses)
	})
	return ses, err
}

// Session returns one of the caller's sessions (expiring it if due).
func (s *Service) Session(ctx context.Context, p auth.Principal, id string) (*Session, error) {
	ses, err := s.peek(ctx, p, id)
	if err != nil || !ses.Status.Expirable() || s.now().Before(ses.ExpiresAt) {
		return ses, err
	}
	return s.change(ctx, p, id, nil, func(context.Context, bun.Tx, *Session) error { return nil })
}

// peek reads a session without locking it or expiring it.
func (s *Service) peek(ctx context.Context, p auth.Principal, id string) (*Session, error) {
	ses := new(Session)
	err := s.db.NewSelect().Model(ses).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	if err != nil {
		return nil, db.Classify(err, "Session not found")
	}
	return ses, s.open(ctx, s.db, ses)
}

// Uploads returns a session's stored images, oldest first, but for those
// a redo superseded.
func (s *Service) Uploads(ctx context.Context, sessionID string) ([]Upload, error) {
	return uploads(ctx, s.db, sessionID)
}

// Uploaded is how many current uploads of kind the session has: which
// steps are done, and how many selfies were taken. The session's uploads
// must have been read (withUploads; a change does it).
func (s *Session) Uploaded(kind string) int {
	if !s.uploadsKnown {
		panic("kyc: the uploads of session " + s.ID + " were not read")
	}
	n := 0
	for _, u := range s.uploads {
		if u.Kind == kind {
			n++
		}
	}
	return n
}

// SetUploads gives the session its current uploads, read elsewhere
// (Uploads, UploadsFor).
func (s *Session) SetUploads(ups []Upload) { s.uploads, s.uploadsKnown = ups, true }

// withUploads reads the session's current uploads, unless known.
func (s *Service) withUploads(ctx context.Context, idb bun.IDB, ses *Session) error {
	if ses.uploadsKnown {
		return nil
	}
	ups, err := uploads(ctx, idb, ses.ID)
	if err != nil {
		return err
	}
	ses.uploads, ses.uploadsKnown = ups, true
	return nil
}

func uploads(ctx context.Context, idb bun.IDB, sessionID string) ([]Upload, error) {
	out := []Upload{}
	err := idb.NewSelect().Model(&out).Where("session_id = ? AND superseded_at IS NULL", sessionID).Order("created_at", "id").Scan(ctx)
	return out, errs.Wrap(err, "list uploads")
}

// SessionFilter narrows a list.
type SessionFilter struct {
	Status         string
	UserReference  string
	CustomerID     string
	DecisionReason string
	WorkflowID     string
	// CreatedAfter and CreatedBefore bound the creation time: [after, before).
	CreatedAfter, CreatedBefore *time.Time
	Flagged                     *bool
	// Search matches a session's id, its user reference, or its customer's
	// id or email, exactly (case aside for emails).
	Search string
}

// check refuses a filter that could only match nothing by mistake: an
// unknown status, or a reason that is not a decision reason's shape.
func (f SessionFilter) check() error {
	var v errs.Validation
	v.Check(f.Status == "" || Status(f.Status).Valid(), "status", "status must be one of the session statuses")
	v.Check(len(f.Search) <= 254, "search", "search is at most 254 characters")
	v.Check(f.CreatedAfter == nil || f.CreatedBefore == nil || f.CreatedAfter.Before(*f.CreatedBefore),
		"createdBefore", "createdBefore must come after createdAfter")
	return v.Err()
}

// ListSessions returns a page of the caller's sessions, newest first.
func (s *Service) ListSessions(ctx context.Context, p auth.Principal, f SessionFilter, page paging.Page) ([]Session, int, error) {
	if err := f.check(); err != nil {
		return nil, 0, err
	}
	out := []Session{}
	n, err := page.Select(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f))
	if err != nil {
		return nil, 0, errs.Wrap(err, "list sessions")
	}
	return out, n, s.openAll(ctx, s.db, out)
}

// ListSessionsAfter returns up to limit+1 sessions after the cursor, newest first.
func (s *Service) ListSessionsAfter(ctx context.Context, p auth.Principal, f SessionFilter, after *paging.Cursor, limit int) ([]Session, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	out := []Session{}
	if err := paging.SelectAfter(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f), after, limit); err != nil {
		return nil, errs.Wrap(err, "list sessions")
	}
	return out, s.openAll(ctx, s.db, out)
}

// CustomerVerdict returns a customer's newest session with a final
// verdict (approved or rejected), or nil when none has one.
func (s *Service) CustomerVerdict(ctx context.Context, idb bun.IDB, p auth.Principal, customerID string) (*Session, error) {
	var out []Session
	err := idb.NewSelect().Model(&out).Where("organization_id = ? AND mode = ? AND customer_id = ? AND status IN (?)",
		p.OrganizationID, p.Mode, customerID, bun.In([]Status{StatusApproved, StatusRejected})).
		Order("completed_at DESC", "id DESC").Limit(1).Scan(ctx)
	if err != nil || len(out) == 0 {
		return nil, errs.Wrap(err, "customer verdict")
	}
	return &out[0], s.open(ctx, idb, &out[0])
}

// CountSessions counts the caller's sessions the filter matches, up to
// paging.MaxCount.
func (s *Service) CountSessions(ctx context.Context, p auth.Principal, f SessionFilter) (int, error) {
	if err := f.check(); err != nil {
		return 0, err
	}
	n, err := paging.CountUpTo(ctx, s.db, s.filtered(s.db.NewSelect().Model((*Session)(nil)), p, f))
	return n, errs.Wrap(err, "count sessions")
}

// WorkflowsByID reads several of the caller's workflows in one statement
// (the sessions of a list, through a dataloader); an id of another
// organization or mode has none.
func (s *Service) WorkflowsByID(ctx context.Context, p auth.Principal, ids []string) (map[string]*Workflow, error) {
	m, err := db.ByID(ctx, s.db, p.OrganizationID, string(p.Mode), ids, func(w *Workflow) string { return w.ID })
	return m, errs.Wrap(err, "read workflows")
}

func (s *Service) filtered(q *bun.SelectQuery, p auth.Principal, f SessionFilter) *bun.SelectQuery {
	q = db.Narrow(q.Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)).
		Eq("status", f.Status).Eq("user_reference", f.UserReference).Eq("customer_id", f.CustomerID).
		Eq("decision_reason", f.DecisionReason).Eq("workflow_id", f.WorkflowID).
		Between("created_at", f.CreatedAfter, f.CreatedBefore).Is("flagged", f.Flagged).Query()
	if term := strings.TrimSpace(f.Search); term != "" {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("id = ?", term).WhereOr("user_reference = ?", term).WhereOr("customer_id = ?", term).
				WhereOr("customer_id IN (SELECT id FROM customers WHERE organization_id = ? AND mode = ? AND email = ?)",
					p.OrganizationID, p.Mode, strings.ToLower(term))
		})
	}
	return q
}

var errFinalized = errs.E(errs.Conflict, "session_finalized", "The session can no longer be changed")

// Cancel stops a session that has not ended.
func (s *Service) Cancel(ctx context.Context, p auth.Principal, id string) (*Session, error) {
	return s.change(ctx, p, id, nil, func(ctx context.Context, tx bun.Tx, ses *Session) error {
		if ses.Status.Terminal() {
			return errFinalized
		}
		return s.transition(ctx, tx, ses, StatusCancelled, "verification.cancelled")
	})
}

// ExpireDue moves sessions past their expiry to expired, with their
// events, and reports how many it moved.
func (s *Service) ExpireDue(ctx context.Context) (int, error) {
	var due []Session
	err := s.db.NewSelect().Model(&due).Column("id", "organization_id", "mode").
		Where(whereExpirable+" AND expires_at <= ?", s.now()).OrderExpr("expires_at").Limit(500).Scan(ctx)
	if err != nil {
		return 0, errs.Wrap(err, "find due sessions")
	}
	n := 0
	for _, d := range due {
		ses, err := s.Session(ctx, auth.Principal{OrganizationID: d.OrganizationID, Mode: d.Mode}, d.ID)
		if err != nil {
			return n, err
		}
		if ses.Status == StatusExpired {
			n++
		}
	}
	return n, nil
}

// UploadsFor returns the stored images of several sessions, oldest first,
// but for those a redo superseded, in one query (for dataloaders).
func (s *Service) UploadsFor(ctx context.Context, sessionIDs []string) (map[string][]Upload, error) {
	var rows []Upload
	err := s.db.NewSelect().Model(&rows).Where("session_id IN (?) AND superseded_at IS NULL", bun.In(sessionIDs)).
		Order("created_at", "id").Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "list uploads")
	}
	out := make(map[string][]Upload, len(sessionIDs))
	for _, u := range rows {
		out[u.SessionID] = append(out[u.SessionID], u)
	}
	return out, nil
}
