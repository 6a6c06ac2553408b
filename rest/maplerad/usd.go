package maplerad

import (
	"cmp"
	"net/http"

	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// USDRequest is the wire form of a USD account request; it is also the
// data of usd_account.* events. The identification number is never shown
// whole: only its last four characters. Strings Maplerad types as strings
// are "" rather than null while unknown.
type USDRequest struct {
	Reference                 string   `json:"reference"`
	Status                    string   `json:"status"`
	Currency                  string   `json:"currency"`
	KYCLink                   string   `json:"kyc_link"`
	AccountID                 string   `json:"account_id"`
	Message                   []string `json:"message"`
	CustomerID                string   `json:"customer_id"`
	SessionID                 *string  `json:"session_id"`
	IdentificationNumberLast4 string   `json:"identification_number_last4"`
	ExpiresAt                 *string  `json:"expires_at,omitempty"`
	CreatedAt                 string   `json:"created_at"`
	UpdatedAt                 string   `json:"updated_at"`
}

// USDRequestOf renders a request.
func USDRequestOf(r *usd.Request) any { return usdRequestOf(r) }

func usdRequestOf(r *usd.Request) USDRequest {
	out := USDRequest{Reference: r.Reference, Status: r.Status, Currency: "USD", KYCLink: r.Link, Message: r.Messages,
		CustomerID: r.CustomerID, SessionID: r.SessionID, IdentificationNumberLast4: r.IdentificationLast4,
		CreatedAt: Time(r.CreatedAt), UpdatedAt: Time(r.UpdatedAt)}
	if r.AccountID != nil {
		out.AccountID = *r.AccountID
	}
	if r.ExpiresAt != nil {
		e := Time(*r.ExpiresAt)
		out.ExpiresAt = &e
	}
	return out
}

// USDAccount is the wire form of a USD virtual account, with its
// instructions per rail as Maplerad lists them (iban).
type USDAccount struct {
	ID             string           `json:"id"`
	CustomerID     string           `json:"customer_id"`
	BankName       string           `json:"bank_name"`
	AccountNumber  string           `json:"account_number"`
	RoutingNumber  string           `json:"routing_number"`
	AccountName    string           `json:"account_name"`
	Currency       string           `json:"currency"`
	CreatedAt      string           `json:"created_at"`
	RequireConsent bool             `json:"require_consent"`
	Consented      bool             `json:"consented"`
	ConsentURL     *string          `json:"consent_url"`
	Reference      *string          `json:"reference"`
	IBAN           []USDInstruction `json:"iban"`
}

// USDInstruction tells how to pay into an account over one rail.
type USDInstruction struct {
	InstructionType      string `json:"instruction_type"`
	RoutingNumber        string `json:"routing_number"`
	BankName             string `json:"bank_name"`
	AccountType          string `json:"account_type"`
	AccountNumber        string `json:"account_number"`
	AccountName          string `json:"account_name"`
	Memo                 string `json:"memo"`
	SwiftCode            string `json:"swift_code"`
	AccountHolderAddress string `json:"account_holder_address"`
	InstitutionAddress   string `json:"institution_address"`
}

func usdAccountOf(a *usd.Account) USDAccount {
	out := USDAccount{ID: a.ID, CustomerID: a.CustomerID, BankName: a.BankName, AccountNumber: a.AccountNumber,
		RoutingNumber: a.RoutingNumber, AccountName: a.AccountName, Currency: "USD", CreatedAt: Time(a.CreatedAt)}
	for _, rail := range []string{usd.ACH, usd.Fedwire} {
		out.IBAN = append(out.IBAN, USDInstruction{InstructionType: rail, RoutingNumber: a.RoutingNumber, BankName: a.BankName,
			AccountType: "PERSONAL_CHECKING", AccountNumber: a.AccountNumber, AccountName: a.AccountName})
	}
	return out
}

// Counterparty is the wire form of a counterparty in both of Maplerad's
// shapes: its creation's (InstitutionName, payment_rail) and its reads'
// (institution_name, payment_rails), and the rest of what was registered.
type Counterparty struct {
	ID                  string       `json:"id"`
	AccountID           string       `json:"account_id"`
	InstitutionNameRead string       `json:"institution_name"`
	InstitutionName     string       `json:"InstitutionName"`
	Description         string       `json:"description"`
	PaymentRails        []string     `json:"payment_rails"`
	PaymentRail         []string     `json:"payment_rail"`
	AccountNumber       string       `json:"account_number"`
	AccountName         string       `json:"account_name"`
	AccountType         string       `json:"account_type"`
	RoutingNumber       string       `json:"routing_number"`
	SwiftCode           string       `json:"swift_code"`
	IsCorporate         bool         `json:"is_corporate"`
	FirstName           string       `json:"first_name"`
	LastName            string       `json:"last_name"`
	BusinessName        string       `json:"business_name"`
	Email               string       `json:"email"`
	PhoneNumber         string       `json:"phone_number"`
	BeneficiaryAddress  usd.Address  `json:"beneficiary_address"`
	InstitutionAddress  *usd.Address `json:"institution_address"`
	Active              bool         `json:"active"`
	CreatedAt           string       `json:"created_at"`
}

func counterpartyOf(c *usd.Counterparty) Counterparty {
	return Counterparty{ID: c.ID, AccountID: c.AccountID, InstitutionNameRead: c.InstitutionName, InstitutionName: c.InstitutionName,
		Description: c.Description, PaymentRails: c.PaymentRails, PaymentRail: c.PaymentRails, AccountNumber: c.AccountNumber,
		AccountName: c.AccountName, AccountType: c.AccountType, RoutingNumber: c.RoutingNumber, SwiftCode: c.SwiftCode,
		IsCorporate: c.IsCorporate, FirstName: c.FirstName, LastName: c.LastName, BusinessName: c.BusinessName, Email: c.Email,
		PhoneNumber: c.PhoneNumber, BeneficiaryAddress: c.BeneficiaryAddress, InstitutionAddress: c.InstitutionAddress,
		Active: c.Active, CreatedAt: Time(c.CreatedAt)}
}

// USDTransfer is the wire form of a USD transfer; it is also the data of
// transfer.* events. amount and fee are cents. account_number and
// bank_code repeat the counterparty's, where Maplerad's transfer puts them.
type USDTransfer struct {
	ID            string               `json:"id"`
	AccountNumber string               `json:"account_number"`
	BankCode      string               `json:"bank_code"`
	Currency      string               `json:"currency"`
	Status        string               `json:"status"`
	Entry         string               `json:"entry"`
	Type          string               `json:"type"`
	Amount        int64                `json:"amount"`
	Fee           int64                `json:"fee"`
	PaymentRail   string               `json:"payment_rail"`
	Summary       string               `json:"summary"`
	Memo          string               `json:"memo"`
	Reason        string               `json:"reason"`
	Reference     string               `json:"reference"`
	ReturnCode    *string              `json:"return_code"`
	FailureReason *string              `json:"failure_reason"`
	Counterparty  TransferCounterparty `json:"counterparty"`
	CreatedAt     string               `json:"created_at"`
	UpdatedAt     string               `json:"updated_at"`
}

// TransferCounterparty is who a transfer pays. bank_code is the SWIFT
// code when known, else the routing number.
type TransferCounterparty struct {
	ID            string `json:"id"`
	AccountNumber string `json:"account_number"`
	AccountName   string `json:"account_name"`
	BankCode      string `json:"bank_code"`
	BankName      string `json:"bank_name"`
}

// USDTransferOf renders a transfer.
func USDTransferOf(t *usd.Transfer) any { return usdTransferOf(t) }

func usdTransferOf(t *usd.Transfer) USDTransfer {
	out := USDTransfer{ID: t.ID, Currency: "USD", Status: t.Status, Entry: "DEBIT", Type: "TRANSFER", Amount: t.Amount, Fee: t.Fee,
		PaymentRail: t.Rail, Summary: t.Summary, Memo: t.Memo, Reason: t.Reason, Reference: t.Reference, ReturnCode: t.ReturnCode,
		FailureReason: t.FailureReason, CreatedAt: Time(t.CreatedAt), UpdatedAt: Time(t.UpdatedAt)}
	if c := t.Counterparty; c != nil {
		code := c.SwiftCode
		if code == "" {
			code = c.RoutingNumber
		}
		out.Counterparty = TransferCounterparty{ID: c.ID, AccountNumber: c.AccountNumber, AccountName: c.AccountName, BankCode: code,
			BankName: c.InstitutionName}
		out.AccountNumber, out.BankCode = c.AccountNumber, code
	}
	return out
}

// CreateUSDAccountRequest answers POST /v1/collections/virtual-account/usd.
// The meta's documents are accepted and not kept: Meridian's own identity
// verification (the request's kyc_link) is what decides the request.
func (h *Handlers) CreateUSDAccountRequest(w http.ResponseWriter, r *http.Request) {
	var in struct {
		CustomerID string `json:"customer_id"`
		Meta       struct {
			EmployerName          string         `json:"employer_name"`
			EmploymentDescription string         `json:"employment_description"`
			EmploymentStatus      string         `json:"employment_status"`
			IdentificationNumber  string         `json:"identification_number"`
			Nationality           string         `json:"nationality"`
			Occupation            string         `json:"occupation"`
			USResidencyStatus     string         `json:"us_residency_status"`
			PassportNumber        string         `json:"passport_number"`
			Documents             map[string]any `json:"documents"`
		} `json:"meta"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	m := in.Meta
	req, err := h.USD.CreateRequest(r.Context(), principal(r), in.CustomerID, usd.Meta{EmployerName: m.EmployerName,
		EmploymentDescription: m.EmploymentDescription, EmploymentStatus: m.EmploymentStatus, IdentificationNumber: m.IdentificationNumber,
		Nationality: m.Nationality, Occupation: m.Occupation, USResidencyStatus: m.USResidencyStatus, PassportNumber: m.PassportNumber})
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Successfully", usdRequestOf(req))
}

// CreateUSDKYCLink answers POST /v1/collections/usd/kyc_link.
func (h *Handlers) CreateUSDKYCLink(w http.ResponseWriter, r *http.Request) {
	var in struct {
		CustomerID  string `json:"customer_id"`
		RedirectURL string `json:"redirect_url"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	req, err := h.USD.KYCLink(r.Context(), principal(r), in.CustomerID, in.RedirectURL)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Successfully", usdRequestOf(req))
}

// VirtualAccountRoutes answers the two-segment GETs under
// /v1/collections/virtual-account/, whose documented patterns overlap:
// status/{reference}, counterparties/{counter_party_id} (an array) and
// {id}/counterparties.
func (h *Handlers) VirtualAccountRoutes(w http.ResponseWriter, r *http.Request) {
	a, b := r.PathValue("a"), r.PathValue("b")
	p := principal(r)
	switch {
	case a == "status":
		req, err := h.USD.Request(r.Context(), p, b)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		Write(w, http.StatusOK, "Successful", usdRequestOf(req))
	case a == "counterparties":
		c, err := h.USD.Counterparty(r.Context(), p, b)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		Write(w, http.StatusOK, "successfully", []Counterparty{counterpartyOf(c)})
	case b == "counterparties":
		list, err := h.USD.Counterparties(r.Context(), p, a)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		out := make([]Counterparty, len(list))
		for i := range list {
			out[i] = counterpartyOf(&list[i])
		}
		Write(w, http.StatusOK, "successfully", out)
	default:
		h.Errors.WriteError(w, r, errs.NotFoundf("No such route"))
	}
}

// GetUSDAccount answers GET /v1/collections/virtual-account/{id}.
func (h *Handlers) GetUSDAccount(w http.ResponseWriter, r *http.Request) {
	a, err := h.USD.Account(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Successful", usdAccountOf(a))
}

// CreateCounterparty answers POST /v1/collections/virtual-account/counterparties.
func (h *Handlers) CreateCounterparty(w http.ResponseWriter, r *http.Request) {
	var in struct {
		AccountID          string      `json:"account_id"`
		IsCorporate        bool        `json:"is_corporate"`
		FirstName          string      `json:"first_name"`
		LastName           string      `json:"last_name"`
		BusinessName       string      `json:"business_name"`
		Email              string      `json:"email"`
		PhoneNumber        string      `json:"phone_number"`
		Description        string      `json:"description"`
		BeneficiaryAddress usd.Address `json:"beneficiary_address"`
		AccountInformation struct {
			AccountName        string       `json:"account_name"`
			AccountNumber      string       `json:"account_number"`
			RoutingNumber      string       `json:"routing_number"`
			InstitutionName    string       `json:"institution_name"`
			PaymentRails       []string     `json:"payment_rails"`
			Type               string       `json:"type"`
			SwiftCode          string       `json:"swift_code"`
			InstitutionAddress *usd.Address `json:"institution_address"`
		} `json:"account_information"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	ai := in.AccountInformation
	c, err := h.USD.CreateCounterparty(r.Context(), principal(r), usd.CounterpartyInput{AccountID: in.AccountID, IsCorporate: in.IsCorporate,
		FirstName: in.FirstName, LastName: in.LastName, BusinessName: in.BusinessName, Email: in.Email, PhoneNumber: in.PhoneNumber,
		Description: in.Description, AccountName: ai.AccountName, AccountNumber: ai.AccountNumber, RoutingNumber: ai.RoutingNumber,
		InstitutionName: ai.InstitutionName, AccountType: ai.Type, SwiftCode: ai.SwiftCode, PaymentRails: ai.PaymentRails,
		BeneficiaryAddress: in.BeneficiaryAddress, InstitutionAddress: ai.InstitutionAddress})
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successfully", counterpartyOf(c))
}

// CreateUSDTransfer answers POST /v2/transfers/usd.
func (h *Handlers) CreateUSDTransfer(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Amount         int64  `json:"amount"`
		CounterpartyID string `json:"counterparty_id"`
		Memo           string `json:"memo"`
		PaymentRail    string `json:"payment_rail"`
		Reason         string `json:"reason"`
		Reference      string `json:"reference"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	t, err := h.USD.CreateTransfer(r.Context(), principal(r), usd.TransferInput{CounterpartyID: in.CounterpartyID, Amount: in.Amount,
		Rail: in.PaymentRail, Memo: in.Memo, Reason: in.Reason, Reference: in.Reference})
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Transfer queued successfully", usdTransferOf(t))
}

// GetTransfer answers GET /v1/transfers/{transfer_id}, by id or reference.
func (h *Handlers) GetTransfer(w http.ResponseWriter, r *http.Request) {
	t, err := h.USD.Transfer(r.Context(), principal(r), r.PathValue("transfer_id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Transfer retrieved successfully", usdTransferOf(t))
}

// TestDecideUSDAccount answers POST /v1/test/virtual-account/{reference}/approve
// and /reject (with an optional reason).
func (h *Handlers) TestDecideUSDAccount(approve bool) http.HandlerFunc {
	return sandbox(h, func(r *http.Request, in reasonBody) (string, any, error) {
		req, err := h.USD.Decide(r.Context(), principal(r), r.PathValue("reference"), approve, in.Reason)
		if err != nil {
			return "", nil, err
		}
		return "Request " + req.Status, usdRequestOf(req), nil
	})
}

// TestSettleTransfer answers POST /v1/test/transfers/{id}/succeed, /fail
// (optional reason) and /return (return_code, e.g. R01).
func (h *Handlers) TestSettleTransfer(status string) http.HandlerFunc {
	type body struct {
		Reason     string `json:"reason"`
		ReturnCode string `json:"return_code"`
	}
	return sandbox(h, func(r *http.Request, in body) (string, any, error) {
		detail := in.Reason
		if status == usd.StatusReturned {
			detail = cmp.Or(in.ReturnCode, "R01")
		}
		t, err := h.USD.Settle(r.Context(), principal(r), r.PathValue("id"), status, detail)
		if err != nil {
			return "", nil, err
		}
		return "Transfer " + t.Status, usdTransferOf(t), nil
	})
}
