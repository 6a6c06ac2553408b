package maplerad

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Amount is an amount of an asset on the wire.
type Amount struct {
	Currency            string      `json:"currency"`
	Amount              int64       `json:"amount"`
	HumanReadableAmount json.Number `json:"human_readable_amount"`
}

// AmountOf renders minor units of an asset code.
func AmountOf(code string, amount int64) Amount {
	a, _ := assets.Lookup(code)
	return Amount{Currency: a.Code, Amount: amount, HumanReadableAmount: a.HumanJSON(amount)}
}

// Quote is the wire form of an FX quote.
type Quote struct {
	Reference string      `json:"reference"`
	Source    Amount      `json:"source"`
	Target    Amount      `json:"target"`
	Rate      json.Number `json:"rate"`
	Fee       Amount      `json:"fee"`
	ExpiresAt string      `json:"expires_at"`
	CreatedAt string      `json:"created_at"`
}

func quoteOf(q *fx.Quote) Quote {
	return Quote{Reference: q.Reference, Source: AmountOf(q.SourceCurrency, q.SourceAmount),
		Target: AmountOf(q.TargetCurrency, q.TargetAmount), Rate: json.Number(q.Rate),
		Fee: AmountOf(q.SourceCurrency, q.Fee), ExpiresAt: Time(q.ExpiresAt), CreatedAt: Time(q.CreatedAt)}
}

// Exchange is the wire form of an executed quote.
type Exchange struct {
	ID             string      `json:"id"`
	Reference      string      `json:"reference"`
	Source         Amount      `json:"source"`
	Target         Amount      `json:"target"`
	Rate           json.Number `json:"rate"`
	Fee            Amount      `json:"fee"`
	TransactionID  string      `json:"transaction_id"`
	CreatedAt      string      `json:"created_at"`
	QuoteReference string      `json:"quote_reference"`
}

// ExchangeOf renders an exchange; it is also the data of fx.exchange.completed.
func ExchangeOf(e *fx.Exchange) any {
	return Exchange{ID: e.ID, Reference: e.QuoteReference, QuoteReference: e.QuoteReference,
		Source: AmountOf(e.SourceCurrency, e.SourceAmount), Target: AmountOf(e.TargetCurrency, e.TargetAmount),
		Rate: json.Number(e.Rate), Fee: AmountOf(e.SourceCurrency, e.Fee), TransactionID: e.TransactionID, CreatedAt: Time(e.CreatedAt)}
}

// CreateQuote answers POST /v1/fx/quote.
func (h *Handlers) CreateQuote(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Amount         int64  `json:"amount"`
		SourceCurrency string `json:"source_currency"`
		TargetCurrency string `json:"target_currency"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	q, err := h.FX.CreateQuote(r.Context(), principal(r), in.SourceCurrency, in.TargetCurrency, in.Amount)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusCreated, "Quote generated successfully", quoteOf(q))
}

// Exchange answers POST /v1/fx.
func (h *Handlers) Exchange(w http.ResponseWriter, r *http.Request) {
	var in struct {
		QuoteReference string `json:"quote_reference"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	if strings.TrimSpace(in.QuoteReference) == "" {
		h.Errors.WriteError(w, r, errs.Invalidf("quote_reference", "quote_reference is required"))
		return
	}
	e, err := h.FX.Execute(r.Context(), principal(r), in.QuoteReference)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	Write(w, http.StatusCreated, "Exchange successful", ExchangeOf(e))
}

// ListExchanges answers GET /v1/fx.
func (h *Handlers) ListExchanges(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	f := fx.Filter{From: httpio.ParseDate(&v, "start_date", q.Get("start_date"), false),
		To: httpio.ParseDate(&v, "end_date", q.Get("end_date"), true)}
	if c := q.Get("currency"); c != "" {
		a, err := assets.Fiat(c)
		if err != nil {
			h.Errors.WriteError(w, r, err)
			return
		}
		f.Currency = a.Code
	}
	asOf, err := paging.DecodeCursor("as_of", q.Get("as_of"))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	f.AsOf = asOf
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	list, total, err := h.FX.List(r.Context(), principal(r), f, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]any, len(list))
	for i := range list {
		out[i] = ExchangeOf(&list[i])
	}
	meta := Meta{Page: page.Number, PageSize: page.Size, Total: total}
	switch {
	case asOf != nil:
		meta.AsOf = asOf.Encode()
	case page.Number == 1 && len(list) > 0:
		meta.AsOf = paging.Cursor{CreatedAt: list[0].CreatedAt, ID: list[0].ID}.Encode()
	}
	WriteList(w, "Exchange history fetched successfully", out, meta)
}

// Wallet is the wire form of an organization wallet.
type Wallet struct {
	ID               string `json:"id"`
	Currency         string `json:"currency"`
	LedgerBalance    int64  `json:"ledger_balance"`
	AvailableBalance int64  `json:"available_balance"`
	HoldingBalance   int64  `json:"holding_balance"`
	Active           bool   `json:"active"`
	Disabled         bool   `json:"disabled"`
	WalletType       string `json:"wallet_type"`
}

func walletOf(a *ledger.Account) Wallet {
	return Wallet{ID: a.ID, Currency: a.Asset, LedgerBalance: a.Balance, AvailableBalance: a.Available(),
		HoldingBalance: a.Held, Active: true, WalletType: "DEFAULT"}
}

// ListWallets answers GET /v1/wallets.
func (h *Handlers) ListWallets(w http.ResponseWriter, r *http.Request) {
	list, err := h.Wallets.List(r.Context(), principal(r))
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]Wallet, len(list))
	for i, a := range list {
		out[i] = walletOf(a)
	}
	Write(w, http.StatusOK, "Wallet has been retrieved successfully", out)
}

// HistoryLine is the wire form of a wallet history entry. Its balances are
// the wallet's ledger balance before and after the entry, and balance_type
// says so (Maplerad's examples show "AVAILABLE").
type HistoryLine struct {
	TransactionID        string          `json:"transaction_id"`
	RelatedTransactionID *string         `json:"related_transaction_id"`
	WalletID             string          `json:"wallet_id"`
	Currency             string          `json:"currency"`
	Debit                int64           `json:"debit"`
	Credit               int64           `json:"credit"`
	PreviousBalance      int64           `json:"previous_balance"`
	CurrentBalance       int64           `json:"current_balance"`
	BalanceType          string          `json:"balance_type"`
	Reversal             bool            `json:"reversal"`
	Transaction          HistoryTransfer `json:"transaction"`
	CreatedAt            string          `json:"created_at"`
	UpdatedAt            string          `json:"updated_at"`
}

// HistoryTransfer describes the transaction behind a history line.
type HistoryTransfer struct {
	ID       string `json:"id"`
	Status   string `json:"status"`
	Amount   int64  `json:"amount"`
	Fee      int64  `json:"fee"`
	Currency string `json:"currency"`
	Channel  string `json:"channel"`
	Summary  string `json:"summary"`
}

// WalletHistory answers GET /v1/wallets/history and /v1/wallets/{currency_code}/history.
func (h *Handlers) WalletHistory(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var v errs.Validation
	page := paging.Parse(&v, "page", q.Get("page"), "page_size", q.Get("page_size"))
	from := httpio.ParseDate(&v, "start_date", q.Get("start_date"), false)
	to := httpio.ParseDate(&v, "end_date", q.Get("end_date"), true)
	if err := v.Err(); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	lines, total, err := h.Wallets.History(r.Context(), principal(r), r.PathValue("currency_code"), from, to, page)
	if err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	out := make([]HistoryLine, len(lines))
	for i, l := range lines {
		debit, credit := int64(0), l.Amount
		if l.Amount < 0 {
			debit, credit = -l.Amount, 0
		}
		out[i] = HistoryLine{TransactionID: l.TransactionID, WalletID: l.AccountID, Currency: l.Asset, Debit: debit, Credit: credit,
			PreviousBalance: l.PreviousBalance, CurrentBalance: l.CurrentBalance, BalanceType: wallets.HistoryBalance,
			Transaction: HistoryTransfer{ID: l.TransactionID, Status: "SUCCESS", Amount: max(debit, credit), Currency: l.Asset,
				Channel: strings.ToUpper(l.Kind), Summary: l.Description},
			CreatedAt: Time(l.CreatedAt), UpdatedAt: Time(l.CreatedAt)}
	}
	WriteList(w, "Successfully", out, Meta{Page: page.Number, PageSize: page.Size, Total: total})
}

// CreditTestWallet answers POST /v1/test/wallet/credit.
func (h *Handlers) CreditTestWallet(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Amount   int64  `json:"amount"`
		Currency string `json:"currency"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	if _, err := h.Wallets.CreditSandbox(r.Context(), principal(r), in.Currency, in.Amount); err != nil {
		h.Errors.WriteError(w, r, err)
		return
	}
	// As documented: no data (Maplerad's SDK returns data whenever there is one).
	httpio.WriteJSON(w, http.StatusOK, struct {
		Status  bool   `json:"status"`
		Message string `json:"message"`
	}{true, "Successfully credited wallet"})
}
