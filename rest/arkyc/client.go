package arkyc

import (
	"encoding/json"
	"net/http"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// ClientSession is the widget's view of its session: Meridian's fields and,
// beside them, what Arkyc's own widget reads (workflow.steps and options,
// capture_model, liveness_challenges, branding, handoff, realtime).
type ClientSession struct {
	ID                 string          `json:"id"`
	OrganizationID     string          `json:"organization_id"`
	Status             string          `json:"status"`
	ExpiresAt          string          `json:"expires_at"`
	RedirectURL        *string         `json:"redirect_url"`
	DocumentType       *string         `json:"document_type"`
	Workflow           SessionWorkflow `json:"workflow"`
	CaptureModel       string          `json:"capture_model"`
	LivenessChallenges []string        `json:"liveness_challenges"`
	// LivenessChallengeID names the challenge set the next liveness
	// attempt answers (Meridian's; null when the workflow asks for none).
	LivenessChallengeID  *string         `json:"liveness_challenge_id"`
	Branding             Branding        `json:"branding"`
	Steps                ClientSteps     `json:"steps"`
	LivenessAttemptsLeft int             `json:"liveness_attempts_left"`
	Handoff              Handoff         `json:"handoff"`
	Realtime             Realtime        `json:"realtime"`
	Decision             *ClientDecision `json:"decision"`
}

// SessionWorkflow is a session's workflow as callers see it: Arkyc's WorkflowConfig
// (steps in order, each on or off, the address step's config; options) and
// Meridian's own summary beside it.
type SessionWorkflow struct {
	Steps          []WorkflowStep  `json:"steps"`
	Options        WorkflowOptions `json:"options"`
	Stages         []string        `json:"stages"`
	DocumentTypes  []string        `json:"document_types"`
	AddressMethods []string        `json:"address_methods"`
	// DocumentQuality is the bounds a document photograph is held to: the
	// widget estimates them before uploading, and asks for a retake.
	DocumentQuality providers.Quality `json:"document_quality"`
}

// WorkflowStep is one of Arkyc's workflow steps.
type WorkflowStep struct {
	Key     string             `json:"key"`
	Enabled bool               `json:"enabled"`
	Config  *AddressStepConfig `json:"config,omitempty"`
}

// AddressStepConfig is the address step's configuration, as Arkyc names it.
type AddressStepConfig struct {
	Methods []string `json:"methods"`
	OnFail  string   `json:"on_fail"`
}

// WorkflowOptions are Arkyc's workflow-wide options. Meridian always reads
// the document (skip_ocr is false).
type WorkflowOptions struct {
	SkipOCR bool `json:"skip_ocr"`
}

// SessionWorkflowOf renders a workflow configuration: its stages in order and
// enabled, then the stages it leaves out, disabled.
func SessionWorkflowOf(c kyc.WorkflowConfig) SessionWorkflow {
	w := SessionWorkflow{Stages: c.Stages, DocumentTypes: c.DocumentTypes, AddressMethods: []string{}, DocumentQuality: c.Thresholds.DocumentQuality()}
	step := func(key string, on bool) WorkflowStep {
		st := WorkflowStep{Key: key, Enabled: on}
		if key == kyc.StageAddress && on {
			st.Config = &AddressStepConfig{Methods: c.Address.Methods, OnFail: c.Address.OnFail}
		}
		return st
	}
	for _, stage := range c.Stages {
		w.Steps = append(w.Steps, step(stage, true))
	}
	for _, stage := range kyc.Stages() {
		if !c.Has(stage) {
			w.Steps = append(w.Steps, step(stage, false))
		}
	}
	if c.Has(kyc.StageAddress) {
		w.AddressMethods = c.Address.Methods
	}
	return w
}

// Branding is Arkyc's ProjectBranding: how the widget presents the
// organization (its widget settings).
type Branding struct {
	Name         string  `json:"name"`
	Theme        string  `json:"theme"`
	ShowBranding bool    `json:"show_branding"`
	LogoURL      *string `json:"logo_url"`
	PrimaryColor *string `json:"primary_color"`
}

func brandingOf(publicURL string, p auth.Principal) Branding {
	w := p.Widget
	return Branding{Name: w.Name(p.OrganizationName), Theme: w.ThemeName(), ShowBranding: !w.HideBranding,
		LogoURL: w.LogoURL(publicURL, p.OrganizationID), PrimaryColor: w.Accent()}
}

// ClientSteps lists the steps done and those still required.
type ClientSteps struct {
	Completed []string `json:"completed"`
	Required  []string `json:"required"`
}

// Handoff lets a desktop session continue on a phone.
type Handoff struct {
	Enabled      bool   `json:"enabled"`
	AllowDesktop bool   `json:"allow_desktop"`
	URL          string `json:"url"`
}

// Realtime tells the widget how to follow the verdict.
type Realtime struct {
	Transport string `json:"transport"`
	Channel   string `json:"channel"`
}

// ClientDecision is the verdict, once there is one.
type ClientDecision struct {
	Status         string  `json:"status"`
	DecisionReason *string `json:"decision_reason"`
}

func (h *Handlers) clientSession(r *http.Request, s *kyc.Session) ClientSession {
	done := func(kind string) bool { return s.Uploaded(kind) > 0 }
	attempts := s.Uploaded(kyc.KindLiveness)
	wf := s.Workflow
	var steps ClientSteps
	add := func(step string, ok bool) {
		if ok {
			steps.Completed = append(steps.Completed, step)
		} else {
			steps.Required = append(steps.Required, step)
		}
	}
	for _, stage := range wf.Stages {
		switch stage {
		case kyc.StageDocument:
			add(kyc.KindFront, done(kyc.KindFront))
			if s.DocumentType == nil || kyc.DoubleSided(*s.DocumentType) {
				add(kyc.KindBack, done(kyc.KindBack))
			}
		case kyc.StageLiveness:
			add(kyc.KindLiveness, done(kyc.KindLiveness))
		case kyc.StageAddress:
			add("address", s.Address != nil)
		}
	}
	if steps.Completed == nil {
		steps.Completed = []string{}
	}
	if steps.Required == nil {
		steps.Required = []string{}
	}
	p := principal(r)
	out := ClientSession{ID: s.ID, OrganizationID: s.OrganizationID, Status: string(s.Status), ExpiresAt: *rfc3339(&s.ExpiresAt), RedirectURL: s.RedirectURL,
		DocumentType: s.DocumentType, Workflow: SessionWorkflowOf(wf), CaptureModel: "passive", LivenessChallenges: []string{},
		Branding: brandingOf(h.KYC.PublicURL(), p),
		Steps:    steps, LivenessAttemptsLeft: max(0, kyc.MaxLivenessAttempts-attempts),
		Handoff: Handoff{Enabled: p.Widget.HandoffEnabled, AllowDesktop: !p.Widget.DesktopDisallowed,
			URL: h.KYC.HandoffURL()},
		Realtime: realtime(r, s)}
	if set := s.CurrentChallenges(); set != nil {
		out.CaptureModel, out.LivenessChallenges, out.LivenessChallengeID = "active", set.Challenges, &set.ID
	}
	if s.Status.Terminal() || s.Status == kyc.StatusRequiresReview {
		out.Decision = &ClientDecision{Status: string(s.Status), DecisionReason: s.DecisionReason}
	}
	return out
}

// WidgetHeader marks the client API calls of Meridian's own widget, which
// follows the verdict over the GraphQL websocket; other widgets (Arkyc's)
// are told to poll.
const WidgetHeader = "X-Client-Widget"

func realtime(r *http.Request, s *kyc.Session) Realtime {
	if r.Header.Get(WidgetHeader) == "meridian" {
		return Realtime{Transport: "graphql-ws", Channel: s.ID}
	}
	return Realtime{Transport: "polling", Channel: s.ID}
}

func (h *Handlers) writeClient(w http.ResponseWriter, status int, msg string, r *http.Request, s *kyc.Session) {
	Write(w, status, msg, h.clientSession(r, s))
}

// ClientGetSession answers GET /v1/client/session.
func (h *Handlers) ClientGetSession(w http.ResponseWriter, r *http.Request) {
	s, err := h.KYC.ClientSession(r.Context(), principal(r))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	h.writeClient(w, http.StatusOK, "Session retrieved", r, s)
}

// upload reads a client step's form (files named in files, within limit)
// and runs the step; files the step did not take are discarded.
func (h *Handlers) upload(w http.ResponseWriter, r *http.Request, limit int64, files map[string]int,
	submit func(f *form) (*kyc.Session, error)) {
	f, err := h.readForm(w, r, limit, files)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	s, err := submit(f)
	if err != nil {
		f.discard(h.KYC)
		h.Errors.WriteError(w, r, err)
		return
	}
	h.writeClient(w, http.StatusOK, "Upload received", r, s)
}

// required returns the image sent under one of names.
func required(f *form, names ...string) (*kyc.Stored, error) {
	st, err := f.file(names...)
	if err == nil && st == nil {
		err = errs.Invalidf(names[0], "%s is required: attach the image as the %q form field", names[0], names[0])
	}
	return st, err
}

func (h *Handlers) document(w http.ResponseWriter, r *http.Request, side string) {
	h.upload(w, r, MaxUploadBody, map[string]int{"image": imagePart}, func(f *form) (*kyc.Session, error) {
		st, err := required(f, "image")
		if err != nil {
			return nil, err
		}
		return h.KYC.SubmitDocument(r.Context(), principal(r), side, st, f.fields)
	})
}

// ClientDocumentFront answers POST /v1/client/document/front.
func (h *Handlers) ClientDocumentFront(w http.ResponseWriter, r *http.Request) {
	h.document(w, r, "front")
}

// ClientDocumentBack answers POST /v1/client/document/back.
func (h *Handlers) ClientDocumentBack(w http.ResponseWriter, r *http.Request) {
	h.document(w, r, "back")
}

// ClientLiveness answers POST /v1/client/liveness: the selfie in "image"
// or, as Arkyc's widget sends it, "selfie"; an active check's recording in
// "video" (WebM or MP4, up to 10 MiB like an image); Meridian's active
// check's frames, each a "frame" part in order, with frame_times,
// challenge_times and challenge_id (kyc.ActiveAttempt).
func (h *Handlers) ClientLiveness(w http.ResponseWriter, r *http.Request) {
	files := map[string]int{"image": imagePart, "selfie": imagePart, "video": videoPart, "frame": framePart}
	h.upload(w, r, 2*kyc.MaxImageBytes+kyc.MaxFramesBytes+1<<20, files, func(f *form) (*kyc.Session, error) {
		st, err := required(f, "image", "selfie")
		if err != nil {
			return nil, err
		}
		return h.KYC.SubmitLiveness(r.Context(), principal(r), st, f.files["video"], f.frames, f.fields)
	})
}

// ClientAddress answers POST /v1/client/address.
func (h *Handlers) ClientAddress(w http.ResponseWriter, r *http.Request) {
	h.upload(w, r, MaxUploadBody, map[string]int{"poa": imagePart}, func(f *form) (*kyc.Session, error) {
		return h.KYC.SubmitAddress(r.Context(), principal(r), f.files["poa"], f.fields)
	})
}

// ClientComplete answers POST /v1/client/complete. The body is optional:
// Arkyc's widget sends its hints there as JSON.
func (h *Handlers) ClientComplete(w http.ResponseWriter, r *http.Request) {
	fields := map[string]string{}
	if r.ContentLength != 0 && r.Header.Get("Content-Type") != "" {
		f, err := h.readForm(w, r, 64<<10, nil)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		fields = f.fields
	}
	s, err := h.KYC.Complete(r.Context(), principal(r), fields)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	h.writeClient(w, http.StatusAccepted, "Verification submitted", r, s)
}
