package arkyc

import (
	"bufio"
	"cmp"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

// Handlers serve the Arkyc-compatible routes.
type Handlers struct {
	KYC    *kyc.Service
	Review *review.Service
	Audit  *audit.Log
	Errors Errors
}

func principal(r *http.Request) auth.Principal {
	p, _ := auth.FromContext(r.Context())
	return p
}

func rfc3339(t *time.Time) *string { return wiretime.Ptr(t) }

// Session is the public wire form of a session, with the fields Arkyc's
// SDK types it with (project_id, assigned_to, workflow, assets).
type Session struct {
	ID             string          `json:"id"`
	ProjectID      string          `json:"project_id"`
	Status         string          `json:"status"`
	WorkflowID     string          `json:"workflow_id"`
	Workflow       SessionWorkflow `json:"workflow"`
	AssignedTo     *string         `json:"assigned_to"`
	UserReference  *string         `json:"user_reference"`
	CustomerID     *string         `json:"customer_id"`
	Metadata       map[string]any  `json:"metadata"`
	RedirectURL    *string         `json:"redirect_url"`
	DocumentType   *string         `json:"document_type"`
	AutoDecision   *string         `json:"auto_decision"`
	FinalDecision  *string         `json:"final_decision"`
	DecisionReason *string         `json:"decision_reason"`
	RiskScore      *float64        `json:"risk_score"`
	ReviewNote     *string         `json:"review_note"`
	Checks         *kyc.Checks     `json:"checks"`
	ExpiresAt      wiretime.Time   `json:"expires_at"`
	CreatedAt      wiretime.Time   `json:"created_at"`
	UpdatedAt      wiretime.Time   `json:"updated_at"`
	CompletedAt    *wiretime.Time  `json:"completed_at"`
	// Review cases: the reviewer's key id, the suspicious mark, the steps
	// sent back to the person, and when the images and personal fields
	// were erased.
	AssignedKeyID *string        `json:"assigned_key_id"`
	Flagged       bool           `json:"flagged"`
	FlagReason    *string        `json:"flag_reason"`
	RedoSteps     []string       `json:"redo_steps"`
	ReviewSince   *wiretime.Time `json:"review_since"`
	EndedAt       *wiretime.Time `json:"ended_at"`
	RedactedAt    *wiretime.Time `json:"redacted_at"`
	URL           string         `json:"url,omitempty"`
	// Assets are signed links to the session's images by what they show
	// (document_front, document_back, selfie: the latest attempt,
	// liveness_video, proof_of_address); null except on retrieval.
	Assets    map[string]string `json:"assets"`
	Documents []Document        `json:"documents,omitempty"`
}

// Document is an uploaded image, reachable through a short-lived signed link.
type Document struct {
	ID          string `json:"id"`
	Kind        string `json:"kind"`
	ContentType string `json:"content_type"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	URL         string `json:"url"`
	// URLExpiresAt is when url stops working (MERIDIAN_ASSET_LINK_TTL).
	URLExpiresAt string `json:"url_expires_at"`
	CreatedAt    string `json:"created_at"`
}

// assetNames name the kinds of upload in a session's assets.
var assetNames = map[string]string{kyc.KindFront: "document_front", kyc.KindBack: "document_back",
	kyc.KindLiveness: "selfie", kyc.KindLivenessVideo: "liveness_video", kyc.KindPOA: "proof_of_address",
	kyc.KindPortrait: "document_portrait"}

// EventOf renders a verification event's session: the data is the session
// as the public API shows it, and the top-level fields are Arkyc's
// WebhookEvent's (session_id, organization_id, project_id — the
// organization —, user_reference, status, checks, decision_reason,
// assets). assets is always null: an event is stored as it is listed to
// anyone who may READ, streamed and delivered, and outlives both a link's
// lifetime and a redaction, so it holds no link to an image; the session
// (GET /v1/sessions/{id}, to those who may REVIEW) gives fresh ones.
func EventOf(ev *kyc.EventSnapshot) (any, map[string]any) {
	s := ev.Session
	top := map[string]any{"session_id": s.ID, "status": s.Status, "decision_reason": s.DecisionReason,
		"organization_id": s.OrganizationID, "project_id": s.OrganizationID, "user_reference": s.UserReference,
		"checks": ev.Checks, "assets": nil}
	return sessionOf(s), top
}

// sessionFor is a session as p may see it: what was read from the
// document is for those who may see the images (REVIEW), as GraphQL's
// OcrCheck.fields is.
func sessionFor(p auth.Principal, s *kyc.Session) Session {
	out := sessionOf(s)
	if !p.Can(auth.Review) {
		out.Checks = s.Checks.WithoutFields()
	}
	return out
}

func sessionOf(s *kyc.Session) Session {
	return Session{ID: s.ID, ProjectID: s.OrganizationID, Status: string(s.Status), WorkflowID: s.WorkflowID,
		Workflow: SessionWorkflowOf(s.Workflow), UserReference: s.UserReference,
		CustomerID: s.CustomerID, Metadata: s.Metadata, RedirectURL: s.RedirectURL, DocumentType: s.DocumentType,
		AutoDecision: s.AutoDecision, FinalDecision: s.FinalDecision, DecisionReason: s.DecisionReason,
		RiskScore: s.RiskScore, ReviewNote: s.ReviewNote, Checks: s.Checks.Public(), ExpiresAt: wiretime.Time(s.ExpiresAt),
		CreatedAt: wiretime.Time(s.CreatedAt), UpdatedAt: wiretime.Time(s.UpdatedAt), CompletedAt: (*wiretime.Time)(s.CompletedAt),
		AssignedTo: s.AssignedTo, AssignedKeyID: s.AssignedKeyID, Flagged: s.Flagged, FlagReason: s.FlagReason,
		RedoSteps: append([]string{}, s.RedoSteps...), ReviewSince: (*wiretime.Time)(s.ReviewSince), EndedAt: (*wiretime.Time)(s.EndedAt),
		RedactedAt: (*wiretime.Time)(s.RedactedAt)}
}

// CreateSession answers POST /v1/sessions.
func (h *Handlers) CreateSession(w http.ResponseWriter, r *http.Request) {
	var in struct {
		WorkflowID    string         `json:"workflow_id"`
		UserReference string         `json:"user_reference"`
		CustomerID    string         `json:"customer_id"`
		Metadata      map[string]any `json:"metadata"`
		RedirectURL   string         `json:"redirect_url"`
		ExpiresIn     *int64         `json:"expires_in"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	ci := kyc.CreateSessionInput{WorkflowID: in.WorkflowID, UserReference: in.UserReference, CustomerID: in.CustomerID,
		Metadata: in.Metadata, RedirectURL: in.RedirectURL, ExpiresIn: in.ExpiresIn}
	s, token, err := h.KYC.CreateSession(r.Context(), principal(r), ci)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := sessionFor(principal(r), s)
	out.URL = h.KYC.WidgetURL(token)
	httpio.WriteJSON(w, http.StatusCreated, success{Status: "success", Message: "Session created", Code: http.StatusCreated,
		ClientToken: token, Data: out})
}

// GetSession answers GET /v1/sessions/{id}, with signed links to its
// images for those who may see them (REVIEW, as GraphQL's
// Session.documents); none for others.
func (h *Handlers) GetSession(w http.ResponseWriter, r *http.Request) {
	p := principal(r)
	s, err := h.KYC.Session(r.Context(), p, r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := sessionFor(p, s)
	out.Documents, out.Assets = []Document{}, map[string]string{}
	if !p.Can(auth.Review) {
		Write(w, http.StatusOK, "Session retrieved", out)
		return
	}
	ups, err := h.KYC.Uploads(r.Context(), s.ID)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	links, err := h.KYC.Links(r.Context(), p, s.ID, ups)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	for i := range ups {
		u, l := &ups[i], links[i]
		out.Documents = append(out.Documents, Document{ID: u.ID, Kind: u.Kind, ContentType: u.ContentType, Width: u.Width,
			Height: u.Height, URL: l.URL, URLExpiresAt: *rfc3339(&l.ExpiresAt), CreatedAt: *rfc3339(&u.CreatedAt)})
		if name, ok := assetNames[u.Kind]; ok { // frames are documents only
			out.Assets[name] = l.URL // uploads come oldest first: the latest of a kind wins
		}
	}
	Write(w, http.StatusOK, "Session retrieved", out)
}

// File answers GET /v1/files/{id}: the image behind a signed link.
func (h *Handlers) File(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	b, ct, left, err := h.KYC.File(r.Context(), r.PathValue("id"), q.Get("expires"), q.Get("signature"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ct)
	// A cached copy lives no longer than the link.
	w.Header().Set("Cache-Control", "private, max-age="+strconv.Itoa(int(left.Seconds())))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Write(b)
}

// ListSessions answers GET /v1/sessions.
func (h *Handlers) ListSessions(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "per_page", cmp.Or(q.Get("per_page"), q.Get("limit")))
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	p := principal(r)
	list, total, err := h.KYC.ListSessions(r.Context(), p, kyc.SessionFilter{Status: q.Get("status"),
		UserReference: q.Get("user_reference"), CustomerID: q.Get("customer_id")}, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Session, len(list))
	for i := range list {
		out[i] = sessionFor(p, &list[i])
	}
	WriteList(w, "Sessions retrieved", out, Meta{CurrentPage: page.Number, PerPage: page.Size, Total: total})
}

// CancelSession answers POST /v1/sessions/{id}/cancel.
func (h *Handlers) CancelSession(w http.ResponseWriter, r *http.Request) {
	s, err := h.KYC.Cancel(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Session cancelled", sessionFor(principal(r), s))
}

// RedactSession answers POST /v1/sessions/{id}/redact: the session's
// images and personal fields are erased now.
func (h *Handlers) RedactSession(w http.ResponseWriter, r *http.Request) {
	s, err := h.Review.Redact(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Session redacted", sessionFor(principal(r), s))
}

// AuditEntry is an audit log entry on the wire.
type AuditEntry struct {
	ID         string         `json:"id"`
	Action     string         `json:"action"`
	ActorKeyID *string        `json:"actor_key_id"`
	ActorName  string         `json:"actor_name"`
	ObjectType string         `json:"object_type"`
	ObjectID   string         `json:"object_id"`
	RequestID  *string        `json:"request_id"`
	Data       map[string]any `json:"data"`
	CreatedAt  wiretime.Time  `json:"created_at"`
}

// ListAudit answers GET /v1/audit: the audit log of the key's organization
// and mode, newest first, filtered by action, object_id, actor_key_id,
// since and until (RFC 3339).
func (h *Handlers) ListAudit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "per_page", cmp.Or(q.Get("per_page"), q.Get("limit")))
	f := audit.Filter{Action: q.Get("action"), ObjectID: q.Get("object_id"), ActorKeyID: q.Get("actor_key_id")}
	for name, dst := range map[string]**time.Time{"since": &f.Since, "until": &f.Until} {
		if raw := q.Get(name); raw != "" {
			t, err := time.Parse(time.RFC3339Nano, raw)
			if v.Check(err == nil, name, "%s must be an RFC 3339 time", name) {
				*dst = &t
			}
		}
	}
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	p := principal(r)
	list, total, err := h.Audit.List(r.Context(), p.OrganizationID, string(p.Mode), f, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]AuditEntry, len(list))
	for i, e := range list {
		out[i] = AuditEntry{ID: e.ID, Action: e.Action, ActorKeyID: e.ActorKeyID, ActorName: e.ActorName, ObjectType: e.ObjectType,
			ObjectID: e.ObjectID, RequestID: e.RequestID, Data: e.Data, CreatedAt: wiretime.Time(e.CreatedAt)}
	}
	WriteList(w, "Audit entries retrieved", out, Meta{CurrentPage: page.Number, PerPage: page.Size, Total: total})
}

func (h *Handlers) review(w http.ResponseWriter, r *http.Request, approve bool) {
	var in struct {
		Note   string `json:"note"`
		Reason string `json:"reason"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	s, err := h.Review.Decide(r.Context(), principal(r), r.PathValue("id"), approve, cmp.Or(in.Note, in.Reason))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Session "+string(s.Status), sessionFor(principal(r), s))
}

// ApproveSession answers POST /v1/sessions/{id}/approve.
func (h *Handlers) ApproveSession(w http.ResponseWriter, r *http.Request) { h.review(w, r, true) }

// RejectSession answers POST /v1/sessions/{id}/reject.
func (h *Handlers) RejectSession(w http.ResponseWriter, r *http.Request) { h.review(w, r, false) }

// MaxUploadBody bounds a client upload request: one image and its fields.
const MaxUploadBody = kyc.MaxImageBytes + 1<<20

// bodyReaders read upload bodies in 64 KiB chunks: the multipart reader
// reads 4 KiB at a time, which would otherwise be a system call each.
var bodyReaders = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, 64<<10) }}

// multipartReader reads r's multipart body, in parts separated by
// boundary, through a pooled buffer; call release once done with it.
func multipartReader(r *http.Request, boundary string) (mr *multipart.Reader, release func()) {
	br := bodyReaders.Get().(*bufio.Reader)
	br.Reset(r.Body)
	return multipart.NewReader(br, boundary), func() {
		br.Reset(nil)
		bodyReaders.Put(br)
	}
}

// Kinds of file part a client step takes.
const (
	imagePart = iota
	videoPart
	// framePart is an image sent any number of times (an active
	// liveness attempt's frames, in order), at most
	// kyc.MaxLivenessFrames.
	framePart
)

// form is a client step's request: its text fields and the files it stored
// (by part name).
type form struct {
	fields map[string]string
	files  map[string]*kyc.Stored
	frames []*kyc.Stored
}

// file returns the one file sent under any of names; two are a field error.
func (f *form) file(names ...string) (*kyc.Stored, error) {
	var got *kyc.Stored
	for _, n := range names {
		if st := f.files[n]; st != nil {
			if got != nil {
				return nil, errs.Invalidf(n, "send one of %s", strings.Join(names, " or "))
			}
			got = st
		}
	}
	return got, nil
}

// discard deletes the files no step took.
func (f *form) discard(k *kyc.Service) {
	for _, st := range f.files {
		k.Discard(st)
	}
	for _, st := range f.frames {
		k.Discard(st)
	}
}

// readForm streams a multipart form: each file part named in files goes
// to the blob store as it arrives (checked as an image or a video); other
// parts are small text fields. JSON bodies (no file) are accepted too.
// Everything stored is discarded on error. limit bounds the whole body.
func (h *Handlers) readForm(w http.ResponseWriter, r *http.Request, limit int64, files map[string]int) (*form, error) {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	f := &form{fields: map[string]string{}, files: map[string]*kyc.Stored{}}
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "application/json" {
		var fields map[string]any
		if err := httpio.DecodeJSON(r, &fields); err != nil {
			return nil, err
		}
		for k, v := range fields {
			switch x := v.(type) {
			case string:
				f.fields[k] = x
			case nil:
			default:
				f.fields[k] = strings.Trim(strings.TrimSpace(jsonText(x)), `"`)
			}
		}
		return f, nil
	}
	if mt != "multipart/form-data" {
		return nil, errs.E(errs.UnsupportedMedia, "unsupported_media_type", "Send multipart/form-data with the image in the \"image\" field")
	}
	if params["boundary"] == "" {
		return nil, errs.E(errs.BadRequest, "invalid_body", "The multipart body could not be read")
	}
	mr, release := multipartReader(r, params["boundary"])
	defer release()
	fail := func(err error) (*form, error) {
		f.discard(h.KYC)
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			err = errs.E(errs.TooLarge, "payload_too_large", "The request body is over %d bytes", limit)
		}
		var e *errs.Error
		if !errors.As(err, &e) {
			err = errs.E(errs.BadRequest, "invalid_body", "The multipart body could not be read")
		}
		return nil, err
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail(err)
		}
		name := part.FormName()
		if kind, ok := files[name]; ok && kind == framePart {
			if len(f.frames) >= kyc.MaxLivenessFrames {
				return fail(errs.E(errs.Invalid, "too_many_frames", "Send at most %d frames", kyc.MaxLivenessFrames))
			}
			st, err := h.KYC.StoreImage(r.Context(), principal(r), part)
			if err != nil {
				return fail(err)
			}
			f.frames = append(f.frames, st)
			continue
		}
		if kind, ok := files[name]; ok {
			if f.files[name] != nil {
				return fail(errs.Invalidf(name, "send one %s", name))
			}
			store := h.KYC.StoreImage
			if kind == videoPart {
				store = h.KYC.StoreVideo
			}
			st, err := store(r.Context(), principal(r), part)
			if err != nil {
				return fail(err)
			}
			f.files[name] = st
			continue
		}
		if len(f.fields) >= 50 {
			return fail(errs.Invalidf(name, "too many form fields"))
		}
		b, err := io.ReadAll(io.LimitReader(part, 4<<10+1))
		if err != nil {
			return fail(err)
		}
		if len(b) > 4<<10 {
			return fail(errs.Invalidf(name, "%s is too long", name))
		}
		if httpio.HasNUL(string(b)) {
			return fail(httpio.ErrNUL)
		}
		f.fields[name] = string(b)
	}
	return f, nil
}

func errorsInvalid(field string) error {
	return errs.Invalidf(field, "%s is required: attach the image as the %q form field", field, field)
}
