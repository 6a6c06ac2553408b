package maplerad

import (
	"cmp"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// Endpoint is the wire form of a webhook endpoint; Secret only at creation and rotation.
type Endpoint struct {
	ID             string   `json:"id"`
	URL            string   `json:"url"`
	Description    string   `json:"description"`
	Events         []string `json:"events"`
	Enabled        bool     `json:"enabled"`
	DisabledReason *string  `json:"disabled_reason"`
	Secret         string   `json:"secret,omitempty"`
	CreatedAt      string   `json:"created_at"`
	UpdatedAt      string   `json:"updated_at"`
}

func endpointOf(e *webhooks.Endpoint, secret string) Endpoint {
	return Endpoint{ID: e.ID, URL: e.URL, Description: e.Description, Events: e.Events, Enabled: e.Enabled,
		DisabledReason: e.DisabledReason, Secret: secret, CreatedAt: Time(e.CreatedAt), UpdatedAt: Time(e.UpdatedAt)}
}

type endpointInput struct {
	URL         *string   `json:"url"`
	Events      *[]string `json:"events"`
	Description *string   `json:"description"`
	Enabled     *bool     `json:"enabled"`
}

// CreateWebhook answers POST /v1/webhooks.
func (h *Handlers) CreateWebhook(w http.ResponseWriter, r *http.Request) {
	var in endpointInput
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	e, secret, err := h.Webhooks.Create(r.Context(), principal(r), webhooks.EndpointInput(in))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusCreated, "Webhook endpoint created; store its secret now", endpointOf(e, secret))
}

// ListWebhooks answers GET /v1/webhooks.
func (h *Handlers) ListWebhooks(w http.ResponseWriter, r *http.Request) {
	list, err := h.Webhooks.List(r.Context(), principal(r))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Endpoint, len(list))
	for i := range list {
		out[i] = endpointOf(&list[i], "")
	}
	Write(w, http.StatusOK, "Webhook endpoints fetched", out)
}

// GetWebhook answers GET /v1/webhooks/{id}.
func (h *Handlers) GetWebhook(w http.ResponseWriter, r *http.Request) {
	e, err := h.Webhooks.Get(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Webhook endpoint fetched", endpointOf(e, ""))
}

// UpdateWebhook answers PATCH /v1/webhooks/{id}.
func (h *Handlers) UpdateWebhook(w http.ResponseWriter, r *http.Request) {
	var in endpointInput
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	e, err := h.Webhooks.Update(r.Context(), principal(r), r.PathValue("id"), webhooks.EndpointInput(in))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Webhook endpoint updated", endpointOf(e, ""))
}

// DeleteWebhook answers DELETE /v1/webhooks/{id}.
func (h *Handlers) DeleteWebhook(w http.ResponseWriter, r *http.Request) {
	if err := h.Webhooks.Delete(r.Context(), principal(r), r.PathValue("id")); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Webhook endpoint deleted", map[string]string{"id": r.PathValue("id")})
}

// RotateWebhook answers POST /v1/webhooks/{id}/rotate.
func (h *Handlers) RotateWebhook(w http.ResponseWriter, r *http.Request) {
	e, secret, err := h.Webhooks.Rotate(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Secret rotated; the previous one signs too for 24 hours", endpointOf(e, secret))
}

// DeliveryAttempt is the wire form of one attempt.
type DeliveryAttempt struct {
	Attempt      int    `json:"attempt"`
	StatusCode   *int   `json:"status_code"`
	LatencyMS    int    `json:"latency_ms"`
	ResponseBody string `json:"response_body"`
	Error        string `json:"error,omitempty"`
	CreatedAt    string `json:"created_at"`
}

// Delivery is the wire form of a delivery with its attempts.
type Delivery struct {
	ID         string            `json:"id"`
	EndpointID string            `json:"endpoint_id"`
	EventID    string            `json:"event_id"`
	Status     string            `json:"status"`
	Attempts   []DeliveryAttempt `json:"attempts"`
	CreatedAt  string            `json:"created_at"`
	UpdatedAt  string            `json:"updated_at"`
}

func deliveryOf(d *webhooks.Delivery, attempts []webhooks.Attempt) Delivery {
	out := Delivery{ID: d.ID, EndpointID: d.EndpointID, EventID: d.EventID, Status: string(d.Status), Attempts: []DeliveryAttempt{},
		CreatedAt: Time(d.CreatedAt), UpdatedAt: Time(d.UpdatedAt)}
	for _, a := range attempts {
		out.Attempts = append(out.Attempts, DeliveryAttempt{Attempt: a.Attempt, StatusCode: a.StatusCode, LatencyMS: a.LatencyMS,
			ResponseBody: a.ResponseBody, Error: a.Error, CreatedAt: Time(a.CreatedAt)})
	}
	return out
}

// ListDeliveries answers GET /v1/webhooks/{id}/deliveries.
func (h *Handlers) ListDeliveries(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	list, attempts, total, err := h.Webhooks.Deliveries(r.Context(), principal(r), r.PathValue("id"), page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Delivery, len(list))
	for i := range list {
		out[i] = deliveryOf(&list[i], attempts[list[i].ID])
	}
	WriteList(w, "Deliveries fetched", out, Meta{Page: page.Number, PageSize: page.Size, Total: total})
}

// ResendDelivery answers POST /v1/webhooks/deliveries/{id}/resend.
func (h *Handlers) ResendDelivery(w http.ResponseWriter, r *http.Request) {
	d, err := h.Webhooks.Resend(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Delivery queued again", deliveryOf(d, nil))
}

// ListEvents answers GET /v1/events: the stored payloads, newest first.
func (h *Handlers) ListEvents(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	f := events.Filter{ObjectID: q.Get("object_id")}
	for _, t := range strings.Split(cmp.Or(q.Get("type"), q.Get("event")), ",") {
		if t = strings.TrimSpace(t); t != "" {
			f.Types = append(f.Types, t)
		}
	}
	list, total, err := h.Events.List(r.Context(), principal(r), f, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]json.RawMessage, len(list))
	for i := range list {
		out[i] = json.RawMessage(list[i].Payload)
	}
	WriteList(w, "Events fetched", out, Meta{Page: page.Number, PageSize: page.Size, Total: total})
}

// GetEvent answers GET /v1/events/{id}.
func (h *Handlers) GetEvent(w http.ResponseWriter, r *http.Request) {
	e, err := h.Events.Get(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Event fetched", json.RawMessage(e.Payload))
}
