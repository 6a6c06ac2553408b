package maplerad

import (
	"encoding/json"
	"net/http"

	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// CryptoAddress is the wire form of a deposit address.
type CryptoAddress struct {
	ID         string `json:"id"`
	Address    string `json:"address"`
	Chain      string `json:"chain"`
	Coin       string `json:"coin"`
	Offramp    bool   `json:"offramp"`
	Active     bool   `json:"active"`
	CustomerID string `json:"customer_id"`
	CreatedAt  string `json:"created_at"`
	UpdatedAt  string `json:"updated_at"`
}

func addressOf(a *crypto.Address) CryptoAddress {
	return CryptoAddress{ID: a.ID, Address: a.Address, Chain: a.Chain, Coin: a.Coin, Offramp: a.Offramp, Active: a.Active,
		CustomerID: a.CustomerID, CreatedAt: Time(a.CreatedAt), UpdatedAt: Time(a.UpdatedAt)}
}

// CryptoWallet is a deposit address with the balance of its coin on its
// chain (minor units, 6 decimals).
type CryptoWallet struct {
	CryptoAddress
	Balance                      int64       `json:"balance"`
	AvailableBalance             int64       `json:"available_balance"`
	HumanReadableBalance         json.Number `json:"human_readable_balance"`
	HumanReadableAvailableAmount json.Number `json:"human_readable_available_balance"`
}

// Deposit is the wire form of a received deposit; it is also the data of
// crypto.deposit.received.
type Deposit struct {
	ID                  string      `json:"id"`
	AddressID           string      `json:"address_id"`
	CustomerID          string      `json:"customer_id"`
	Coin                string      `json:"coin"`
	Chain               string      `json:"chain"`
	TxHash              string      `json:"tx_hash"`
	LogIndex            int64       `json:"log_index"`
	Amount              int64       `json:"amount"`
	HumanReadableAmount json.Number `json:"human_readable_amount"`
	Offramp             bool        `json:"offramp"`
	// Credit is what the deposit credited: the coin to the customer's
	// wallet, or dollars to the organization's USD wallet (off-ramp).
	Credit     Amount  `json:"credit"`
	ExchangeID *string `json:"exchange_id"`
	CreatedAt  string  `json:"created_at"`
}

// DepositOf renders a deposit.
func DepositOf(d *crypto.Deposit) any {
	return Deposit{ID: d.ID, AddressID: d.AddressID, CustomerID: d.CustomerID, Coin: d.Coin, Chain: d.Chain, TxHash: d.TxHash,
		LogIndex: d.LogIndex, Amount: d.Amount, HumanReadableAmount: AmountOf(d.Coin, d.Amount).HumanReadableAmount,
		Offramp: d.Offramp, Credit: AmountOf(d.CreditCurrency, d.CreditAmount), ExchangeID: d.ExchangeID, CreatedAt: Time(d.CreatedAt)}
}

// Withdrawal is the wire form of a crypto withdrawal; it is also the data
// of crypto.withdrawal.* events. amount is in the coin's minor units; cost
// (the amount's dollars, rounded up) and fee (the network fee) are cents of
// currency, the wallet that pays. hash is "" until the transfer is sent.
type Withdrawal struct {
	ID                  string      `json:"id"`
	Amount              int64       `json:"amount"`
	HumanReadableAmount json.Number `json:"human_readable_amount"`
	Fee                 int64       `json:"fee"`
	Cost                int64       `json:"cost"`
	Address             string      `json:"address"`
	Chain               string      `json:"chain"`
	Coin                string      `json:"coin"`
	Currency            string      `json:"currency"`
	Hash                string      `json:"hash"`
	Status              string      `json:"status"`
	Reference           string      `json:"reference"`
	Reason              string      `json:"reason"`
	FailureReason       *string     `json:"failure_reason"`
	CreatedAt           string      `json:"created_at"`
	UpdatedAt           string      `json:"updated_at"`
}

// WithdrawalOf renders a withdrawal.
func WithdrawalOf(w *crypto.Withdrawal) any { return withdrawalOf(w) }

func withdrawalOf(w *crypto.Withdrawal) Withdrawal {
	out := Withdrawal{ID: w.ID, Amount: w.Amount, HumanReadableAmount: AmountOf(w.Coin, w.Amount).HumanReadableAmount,
		Fee: w.Fee, Cost: w.Cost, Address: w.Address, Chain: w.Chain, Coin: w.Coin, Currency: w.Currency, Status: w.Status,
		Reference: w.Reference, Reason: w.Reason, FailureReason: w.FailureReason, CreatedAt: Time(w.CreatedAt),
		UpdatedAt: Time(w.UpdatedAt)}
	if w.Hash != nil {
		out.Hash = *w.Hash
	}
	return out
}

// CreateCryptoAddress answers POST /v1/crypto.
func (h *Handlers) CreateCryptoAddress(w http.ResponseWriter, r *http.Request) {
	var in struct {
		CustomerID string `json:"customer_id"`
		Coin       string `json:"coin"`
		Chain      string `json:"chain"`
		Offramp    bool   `json:"offramp"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	a, err := h.Crypto.CreateAddress(r.Context(), principal(r), in.CustomerID, in.Coin, in.Chain, in.Offramp)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successfully created blockchain address", addressOf(a))
}

// GetCryptoAddress answers GET /v1/crypto/{address_id}.
func (h *Handlers) GetCryptoAddress(w http.ResponseWriter, r *http.Request) {
	a, err := h.Crypto.Address(r.Context(), principal(r), r.PathValue("address_id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successfully fetched blockchain address", addressOf(a))
}

// UpdateCryptoAddress answers PATCH /v1/crypto/{address_id}.
func (h *Handlers) UpdateCryptoAddress(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Offramp *bool `json:"offramp"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	a, err := h.Crypto.UpdateAddress(r.Context(), principal(r), r.PathValue("address_id"), in.Offramp)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successfully updated blockchain address", addressOf(a))
}

// CryptoWallets answers GET /v1/crypto/wallets/{customer_id}: the
// customer's addresses, each with its wallet's balance, as an array.
func (h *Handlers) CryptoWallets(w http.ResponseWriter, r *http.Request) {
	list, err := h.Crypto.Wallets(r.Context(), principal(r), r.PathValue("customer_id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]CryptoWallet, len(list))
	for i := range list {
		a := &list[i]
		out[i] = CryptoWallet{CryptoAddress: addressOf(&a.Address), Balance: a.Balance, AvailableBalance: a.Available,
			HumanReadableBalance:         AmountOf(a.Coin, a.Balance).HumanReadableAmount,
			HumanReadableAvailableAmount: AmountOf(a.Coin, a.Available).HumanReadableAmount}
	}
	Write(w, http.StatusOK, "successfully fetched blockchain address", out)
}

// CreateCryptoWithdrawal answers POST /v1/crypto/transfer.
func (h *Handlers) CreateCryptoWithdrawal(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Address       string `json:"address"`
		Amount        int64  `json:"amount"`
		Chain         string `json:"chain"`
		Coin          string `json:"coin"`
		Reason        string `json:"reason"`
		Reference     string `json:"reference"`
		FundingSource string `json:"funding_source"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	wd, err := h.Crypto.CreateWithdrawal(r.Context(), principal(r), crypto.WithdrawalInput{Address: in.Address, Chain: in.Chain,
		Coin: in.Coin, Amount: in.Amount, Reference: in.Reference, Reason: in.Reason, FundingSource: in.FundingSource})
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successful", withdrawalOf(wd))
}

// GetCryptoWithdrawal answers GET /v1/crypto/transfer/{id}.
func (h *Handlers) GetCryptoWithdrawal(w http.ResponseWriter, r *http.Request) {
	wd, err := h.Crypto.Withdrawal(r.Context(), principal(r), r.PathValue("id"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "successful", withdrawalOf(wd))
}

// ListCryptoWithdrawals answers GET /v1/crypto/transfer.
func (h *Handlers) ListCryptoWithdrawals(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	list, total, err := h.Crypto.ListWithdrawals(r.Context(), principal(r), page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Withdrawal, len(list))
	for i := range list {
		out[i] = withdrawalOf(&list[i])
	}
	WriteList(w, "successful", out, Meta{Page: page.Number, PageSize: page.Size, Total: total})
}

// TestCryptoDeposit answers POST /v1/test/crypto/deposit: a sandbox
// deposit through the same code path as one seen on chain.
func (h *Handlers) TestCryptoDeposit(w http.ResponseWriter, r *http.Request) {
	var in struct {
		AddressID string `json:"address_id"`
		Amount    int64  `json:"amount"`
		TxHash    string `json:"tx_hash"`
		LogIndex  int64  `json:"log_index"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	d, err := h.Crypto.ReceiveDeposit(r.Context(), principal(r), crypto.DepositInput(in))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusOK, "Deposit received", DepositOf(d))
}

// TestSettleCryptoWithdrawal answers POST /v1/test/crypto/transfer/{id}/succeed
// and /fail: the sandbox's chain settles the withdrawal now.
func (h *Handlers) TestSettleCryptoWithdrawal(success bool) http.HandlerFunc {
	return sandbox(h, func(r *http.Request, in reasonBody) (string, any, error) {
		wd, err := h.Crypto.Settle(r.Context(), principal(r), r.PathValue("id"), success, in.Reason)
		if err != nil {
			return "", nil, err
		}
		return "Withdrawal " + wd.Status, withdrawalOf(wd), nil
	})
}

// reasonBody is the body of a sandbox route that decides something: an
// optional reason.
type reasonBody struct {
	Reason string `json:"reason"`
}

// sandbox is a test-mode route that decides an object now: it reads the
// body B, runs decide, and answers its message and data.
func sandbox[B any](h *Handlers, decide func(r *http.Request, in B) (string, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in B
		if err := httpio.DecodeJSON(r, &in); err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		message, data, err := decide(r, in)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		Write(w, http.StatusOK, message, data)
	}
}
