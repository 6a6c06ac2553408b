package maplerad

import (
	"net/http"
	"time"

	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

// Handlers serve the Maplerad-compatible routes.
type Handlers struct {
	Customers *customers.Service
	FX        *fx.Service
	Crypto    *crypto.Service
	USD       *usd.Service
	Wallets   *wallets.Service
	Webhooks  *webhooks.Service
	Events    *events.Log
	Errors    Errors
}

// Customer is the wire form of a customer: every field Maplerad documents,
// with the JSON type the document gives it. Meridian records no middle
// name, phone, birth date, identity document or postal address: the
// document's nullable fields are null, its strings empty, and identity and
// address carry only the customer's country. Customers are individuals;
// cards are not offered.
type Customer struct {
	ID               string          `json:"id"`
	FirstName        string          `json:"first_name"`
	LastName         string          `json:"last_name"`
	MiddleName       *string         `json:"middle_name"`
	Email            string          `json:"email"`
	PhoneNumber      string          `json:"phone_number"`
	DOB              string          `json:"dob"`
	Type             string          `json:"type"`
	Country          string          `json:"country"`
	Status           string          `json:"status"`
	Tier             int             `json:"tier"`
	Active           bool            `json:"active"`
	Disabled         bool            `json:"disabled"`
	Identity         CustomerID      `json:"identity"`
	Address          CustomerAddress `json:"address"`
	CanEnrolVisaCard bool            `json:"can_enrol_visa_card"`
	CreatedAt        string          `json:"created_at"`
	UpdatedAt        string          `json:"updated_at"`
}

// CustomerID is a customer's identity document, as Maplerad shapes it.
type CustomerID struct {
	Type    string  `json:"type"`
	Number  string  `json:"number"`
	Image   *string `json:"image"`
	Country string  `json:"country"`
}

// CustomerAddress is a customer's postal address, as Maplerad shapes it.
type CustomerAddress struct {
	Street     string `json:"street"`
	Street2    string `json:"street2"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postal_code"`
	Country    string `json:"country"`
}

// Time renders a timestamp as the wire format does.
func Time(t time.Time) string { return wiretime.Format(t) }

func customerOf(c *customers.Customer) Customer {
	return Customer{ID: c.ID, FirstName: c.FirstName, LastName: c.LastName, Email: c.Email, Type: "INDIVIDUAL",
		Country: c.Country, Status: c.Status, Tier: c.Tier, Active: c.Status == customers.StatusActive,
		Identity: CustomerID{Country: c.Country}, Address: CustomerAddress{Country: c.Country},
		CreatedAt: Time(c.CreatedAt), UpdatedAt: Time(c.UpdatedAt)}
}

func principal(r *http.Request) auth.Principal {
	p, _ := auth.FromContext(r.Context())
	return p
}

// CreateCustomer answers POST /v1/customers.
func (h *Handlers) CreateCustomer(w http.ResponseWriter, r *http.Request) {
	var in struct {
		FirstName string `json:"first_name"`
		LastName  string `json:"last_name"`
		Email     string `json:"email"`
		Country   string `json:"country"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	c, err := h.Customers.Create(r.Context(), principal(r), customers.CreateInput(in))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Customer created successfully", customerOf(c))
}

// GetCustomer answers GET /v1/customers/{id}.
func (h *Handlers) GetCustomer(w http.ResponseWriter, r *http.Request) {
	c, err := h.Customers.Get(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Customer fetched successfully", customerOf(c))
}

// ListCustomers answers GET /v1/customers.
func (h *Handlers) ListCustomers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	from := httpio.ParseDate(&v, "start_date", q.Get("start_date"), false)
	to := httpio.ParseDate(&v, "end_date", q.Get("end_date"), true)
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	list, total, err := h.Customers.List(r.Context(), principal(r), customers.Filter{
		Email: q.Get("email"), Status: q.Get("status"), Search: q.Get("search"), From: from, To: to}, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Customer, len(list))
	for i := range list {
		out[i] = customerOf(&list[i])
	}
	WriteList(w, "Successfully fetched customers", out, Meta{Page: page.Number, PageSize: page.Size, Total: total})
}
