package arkyc

import (
	"encoding/json"
	"net/http"

	"github.com/meridianhq/meridian/internal/kyc"
	"github.com/meridianhq/meridian/rest/httpio"
)

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// ClientSession is the widget's view of its session.
type ClientSession struct {
	ID                   string          `json:"id"`
	Status               string          `json:"status"`
	ExpiresAt            string          `json:"expires_at"`
	RedirectURL          *string         `json:"redirect_url"`
	DocumentType         *string         `json:"document_type"`
	Workflow             ClientWorkflow  `json:"workflow"`
	Steps                ClientSteps     `json:"steps"`
	LivenessAttemptsLeft int             `json:"liveness_attempts_left"`
	Handoff              Handoff         `json:"handoff"`
	Realtime             Realtime        `json:"realtime"`
	Decision             *ClientDecision `json:"decision"`
}

// ClientWorkflow is what the widget needs of the workflow.
type ClientWorkflow struct {
	Stages         []string `json:"stages"`
	DocumentTypes  []string `json:"document_types"`
	AddressMethods []string `json:"address_methods"`
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
	done := func(kind string) bool { return s.UploadCounts[kind] > 0 }
	attempts := s.UploadCounts[kyc.KindLiveness]
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
	out := ClientSession{ID: s.ID, Status: s.Status, ExpiresAt: *rfc3339(&s.ExpiresAt), RedirectURL: s.RedirectURL,
		DocumentType: s.DocumentType,
		Workflow:     ClientWorkflow{Stages: wf.Stages, DocumentTypes: wf.DocumentTypes, AddressMethods: []string{}},
		Steps:        steps, LivenessAttemptsLeft: max(0, kyc.MaxLivenessAttempts-attempts),
		Handoff:  Handoff{Enabled: true, AllowDesktop: true, URL: h.KYC.WidgetURL(httpio.Credential(r, "X-Client-Token"))},
		Realtime: realtime(r, s)}
	if wf.Has(kyc.StageAddress) {
		out.Workflow.AddressMethods = wf.Address.Methods
	}
	if kyc.Terminal(s.Status) || s.Status == kyc.StatusRequiresReview {
		out.Decision = &ClientDecision{Status: s.Status, DecisionReason: s.DecisionReason}
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

func (h *Handlers) upload(w http.ResponseWriter, r *http.Request, field string, required bool,
	submit func(st *kyc.Stored, fields map[string]string) (*kyc.Session, error)) {
	fields, st, err := h.readForm(w, r, field)
	if err == nil && st == nil && required {
		err = errorsInvalid(field)
	}
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	s, err := submit(st, fields)
	if err != nil {
		h.KYC.Discard(st)
		h.Errors.WriteError(w, r, err)
		return
	}
	h.writeClient(w, http.StatusOK, "Upload received", r, s)
}

// ClientDocumentFront answers POST /v1/client/document/front.
func (h *Handlers) ClientDocumentFront(w http.ResponseWriter, r *http.Request) {
	h.upload(w, r, "image", true, func(st *kyc.Stored, f map[string]string) (*kyc.Session, error) {
		return h.KYC.SubmitDocument(r.Context(), principal(r), "front", st, f)
	})
}

// ClientDocumentBack answers POST /v1/client/document/back.
func (h *Handlers) ClientDocumentBack(w http.ResponseWriter, r *http.Request) {
	h.upload(w, r, "image", true, func(st *kyc.Stored, f map[string]string) (*kyc.Session, error) {
		return h.KYC.SubmitDocument(r.Context(), principal(r), "back", st, f)
	})
}

// ClientLiveness answers POST /v1/client/liveness.
func (h *Handlers) ClientLiveness(w http.ResponseWriter, r *http.Request) {
	h.upload(w, r, "image", true, func(st *kyc.Stored, f map[string]string) (*kyc.Session, error) {
		return h.KYC.SubmitLiveness(r.Context(), principal(r), st, f)
	})
}

// ClientAddress answers POST /v1/client/address.
func (h *Handlers) ClientAddress(w http.ResponseWriter, r *http.Request) {
	h.upload(w, r, "poa", false, func(st *kyc.Stored, f map[string]string) (*kyc.Session, error) {
		return h.KYC.SubmitAddress(r.Context(), principal(r), st, f)
	})
}

// ClientComplete answers POST /v1/client/complete.
func (h *Handlers) ClientComplete(w http.ResponseWriter, r *http.Request) {
	s, err := h.KYC.Complete(r.Context(), principal(r))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	h.writeClient(w, http.StatusAccepted, "Verification submitted", r, s)
}
