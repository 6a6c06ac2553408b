package arkyc

import (
	"cmp"
	"net/http"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Workflow is the wire form of a workflow: Meridian's configuration and,
// beside it, Arkyc's steps and options.
type Workflow struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	IsDefault bool   `json:"is_default"`
	kyc.WorkflowConfig
	Steps     []WorkflowStep  `json:"steps"`
	Options   WorkflowOptions `json:"options"`
	CreatedAt string          `json:"created_at"`
	UpdatedAt string          `json:"updated_at"`
}

func workflowOf(w *kyc.Workflow) Workflow {
	sw := SessionWorkflowOf(w.Config)
	return Workflow{ID: w.ID, Name: w.Name, IsDefault: w.IsDefault, WorkflowConfig: w.Config, Steps: sw.Steps,
		Options: sw.Options, CreatedAt: *rfc3339(&w.CreatedAt), UpdatedAt: *rfc3339(&w.UpdatedAt)}
}

// workflowInput is a workflow's create or update body: Meridian's stages
// and address settings, or Arkyc's steps (each stage on or off, in order;
// the address step's config) and options.
type workflowInput struct {
	Name          *string   `json:"name"`
	Stages        *[]string `json:"stages"`
	DocumentTypes *[]string `json:"document_types"`
	Address       *struct {
		Methods              *[]string `json:"methods"`
		OnFail               *string   `json:"on_fail"`
		AutoApproveThreshold *float64  `json:"auto_approve_threshold"`
		POAReview            *bool     `json:"poa_review"`
		MaxDistanceKm        *float64  `json:"max_distance_km"`
	} `json:"address"`
	Thresholds *kyc.Thresholds `json:"thresholds"`
	Liveness   *struct {
		Active *bool `json:"active"`
	} `json:"liveness"`
	IsDefault *bool `json:"is_default"`
	Steps     *[]struct {
		Key     string `json:"key"`
		Enabled bool   `json:"enabled"`
		Config  *struct {
			Methods *[]string `json:"methods"`
			OnFail  *string   `json:"on_fail"`
		} `json:"config"`
	} `json:"steps"`
	Options *WorkflowOptions `json:"options"`
}

func (in workflowInput) patch() (kyc.WorkflowPatch, error) {
	p := kyc.WorkflowPatch{Name: in.Name, Stages: in.Stages, DocumentTypes: in.DocumentTypes, Thresholds: in.Thresholds,
		IsDefault: in.IsDefault}
	if in.Address != nil {
		p.AddressMethods, p.OnFail, p.AutoApproveThreshold = in.Address.Methods, in.Address.OnFail, in.Address.AutoApproveThreshold
		p.POAReview = in.Address.POAReview
		p.MaxDistanceKm = in.Address.MaxDistanceKm
	}
	if in.Liveness != nil {
		p.ActiveLiveness = &in.Liveness.Active
	}
	var v errs.Validation
	v.Check(in.Options == nil || !in.Options.SkipOCR, "options.skip_ocr", "Meridian always reads the document: skip_ocr must be false")
	if in.Steps != nil {
		v.Check(in.Stages == nil, "steps", "give stages or steps, not both")
		stages := []string{}
		for _, st := range *in.Steps {
			if !st.Enabled {
				continue
			}
			stages = append(stages, st.Key)
			if st.Key == kyc.StageAddress && st.Config != nil {
				p.AddressMethods = cmp.Or(st.Config.Methods, p.AddressMethods)
				p.OnFail = cmp.Or(st.Config.OnFail, p.OnFail)
			}
		}
		p.Stages = &stages
	}
	return p, v.Err()
}

// CreateWorkflow answers POST /v1/workflows.
func (h *Handlers) CreateWorkflow(w http.ResponseWriter, r *http.Request) {
	var in workflowInput
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	p, err := in.patch()
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	wf, err := h.KYC.CreateWorkflow(r.Context(), principal(r), p)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusCreated, "Workflow created", workflowOf(wf))
}

// UpdateWorkflow answers PATCH (and PUT) /v1/workflows/{id}.
func (h *Handlers) UpdateWorkflow(w http.ResponseWriter, r *http.Request) {
	var in workflowInput
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	p, err := in.patch()
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	wf, err := h.KYC.UpdateWorkflow(r.Context(), principal(r), r.PathValue("id"), p)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Workflow updated", workflowOf(wf))
}

// GetWorkflow answers GET /v1/workflows/{id}.
func (h *Handlers) GetWorkflow(w http.ResponseWriter, r *http.Request) {
	wf, err := h.KYC.Workflow(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Workflow retrieved", workflowOf(wf))
}

// ListWorkflows answers GET /v1/workflows.
func (h *Handlers) ListWorkflows(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "per_page", cmp.Or(q.Get("per_page"), q.Get("limit")))
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	list, total, err := h.KYC.ListWorkflows(r.Context(), principal(r), page, false)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Workflow, len(list))
	for i := range list {
		out[i] = workflowOf(&list[i])
	}
	WriteList(w, "Workflows retrieved", out, Meta{CurrentPage: page.Number, PerPage: page.Size, Total: total})
}
