package resolvers

import (
	"context"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/people/prefs"
	"github.com/meridianhq/meridian/internal/people/views"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

func customerOf(c *customers.Customer) *model.Customer {
	return &model.Customer{ID: c.ID, FirstName: c.FirstName, LastName: c.LastName, Email: c.Email, Country: c.Country,
		Status: model.CustomerStatus(c.Status), Tier: int32(c.Tier), CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}
}

func moneyOf(code string, amount int64) *model.Money {
	a, _ := assets.Lookup(code)
	return &model.Money{Amount: amount, Currency: a.Code, HumanReadable: a.Human(amount).String(), Decimals: a.Scale}
}

func fiat(code string) (string, error) {
	a, err := assets.Fiat(code)
	return a.Code, err
}

func quoteOf(q *fx.Quote) *model.FxQuote {
	return &model.FxQuote{Reference: q.Reference, Source: moneyOf(q.SourceCurrency, q.SourceAmount),
		Target: moneyOf(q.TargetCurrency, q.TargetAmount), Rate: q.Rate, Fee: moneyOf(q.SourceCurrency, q.Fee),
		ExpiresAt: q.ExpiresAt, UsedAt: q.UsedAt, CreatedAt: q.CreatedAt}
}

func exchangeOf(e *fx.Exchange) *model.FxExchange {
	return &model.FxExchange{ID: e.ID, QuoteReference: e.QuoteReference, Source: moneyOf(e.SourceCurrency, e.SourceAmount),
		Target: moneyOf(e.TargetCurrency, e.TargetAmount), Rate: e.Rate, Fee: moneyOf(e.SourceCurrency, e.Fee), CreatedAt: e.CreatedAt,
		TransactionID: e.TransactionID}
}

func walletOf(a *ledger.Account) *model.Wallet {
	return &model.Wallet{ID: a.ID, Currency: a.Asset, LedgerBalance: moneyOf(a.Asset, a.Balance),
		AvailableBalance: moneyOf(a.Asset, a.Available()), HoldingBalance: moneyOf(a.Asset, a.Held)}
}

// found converts what a service returned for one object by id, answering
// null (no error) when the object does not exist for the caller.
// lookup reads one of the caller's objects (secret keys only) by id or
// reference with get: null when there is none.
func lookup[T, M any](ctx context.Context, get func(context.Context, auth.Principal, string) (T, error), id string, conv func(T) *M) (*M, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	v, err := get(ctx, p, id)
	return found(v, err, conv)
}

func found[T, M any](v T, err error, conv func(T) *M) (*M, error) {
	if errs.KindOf(err) == errs.NotFound {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return conv(v), nil
}

func depositAddressOf(a *crypto.Address) *model.DepositAddress {
	return &model.DepositAddress{ID: a.ID, Address: a.Address, Coin: enum[model.Coin](a.Coin), Chain: enum[model.Chain](a.Chain), Offramp: a.Offramp, Active: a.Active,
		CustomerID: a.CustomerID, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt}
}

func withdrawalOf(w *crypto.Withdrawal) *model.CryptoWithdrawal {
	return &model.CryptoWithdrawal{ID: w.ID, Reference: w.Reference, Address: w.Address, Chain: enum[model.Chain](w.Chain), Coin: enum[model.Coin](w.Coin),
		Amount: moneyOf(w.Coin, w.Amount), Cost: moneyOf(w.Currency, w.Cost), Fee: moneyOf(w.Currency, w.Fee), Hash: w.Hash,
		Status: model.CryptoWithdrawalStatus(w.Status), Reason: w.Reason, FailureReason: w.FailureReason,
		CreatedAt: w.CreatedAt, UpdatedAt: w.UpdatedAt}
}

func usdRequestOf(r *usd.Request) *model.UsdAccountRequest {
	out := &model.UsdAccountRequest{Reference: r.Reference, Status: model.UsdAccountRequestStatus(r.Status), CustomerID: r.CustomerID,
		SessionID: r.SessionID, AccountID: r.AccountID, Messages: r.Messages, IdentificationNumberLast4: r.IdentificationLast4,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
	if r.Link != "" {
		out.KycLink = &r.Link
	}
	return out
}

func usdAccountOf(a *usd.Account) *model.UsdAccount {
	return &model.UsdAccount{ID: a.ID, CustomerID: a.CustomerID, AccountName: a.AccountName, AccountNumber: a.AccountNumber,
		RoutingNumber: a.RoutingNumber, BankName: a.BankName, CreatedAt: a.CreatedAt}
}

func counterpartyOf(c *usd.Counterparty) *model.Counterparty {
	return &model.Counterparty{ID: c.ID, AccountID: c.AccountID, IsCorporate: c.IsCorporate, FirstName: c.FirstName, LastName: c.LastName,
		BusinessName: c.BusinessName, Email: c.Email, PhoneNumber: c.PhoneNumber, Description: c.Description, AccountName: c.AccountName,
		AccountNumber: c.AccountNumber, RoutingNumber: c.RoutingNumber, InstitutionName: c.InstitutionName, AccountType: c.AccountType,
		SwiftCode: c.SwiftCode, PaymentRails: enums[model.PaymentRail](c.PaymentRails), Active: c.Active, CreatedAt: c.CreatedAt}
}

func usdTransferOf(t *usd.Transfer) *model.UsdTransfer {
	out := &model.UsdTransfer{ID: t.ID, Reference: t.Reference, Amount: moneyOf("USD", t.Amount), Fee: moneyOf("USD", t.Fee),
		PaymentRail: enum[model.PaymentRail](t.Rail), Status: model.UsdTransferStatus(t.Status), Memo: t.Memo, Reason: t.Reason, Summary: t.Summary,
		ReturnCode: t.ReturnCode, FailureReason: t.FailureReason, CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
	if t.Counterparty != nil {
		out.Counterparty = counterpartyOf(t.Counterparty)
	}
	return out
}

// int32Of is an optional whole number as GraphQL's Int.
func int32Of(n *int) *int32 {
	if n == nil {
		return nil
	}
	v := int32(*n)
	return &v
}

func preferencesOf(p *prefs.Preferences) *model.Preferences {
	return &model.Preferences{TimeZone: p.TimeZone, NotifyQueue: p.NotifyQueue, NotifyEndpoints: p.NotifyEndpoints}
}

func savedViewOf(p auth.Principal, v *views.View) *model.SavedView {
	return &model.SavedView{ID: v.ID, List: model.ViewList(strings.ToUpper(v.List)), Name: v.Name, Query: v.Query, Shared: v.Shared,
		Mine: v.UserID == p.UserID, CreatedBy: v.CreatedBy, CreatedAt: v.CreatedAt}
}

func presetOf(p *review.Preset) *model.ReviewPreset {
	return &model.ReviewPreset{ID: p.ID, Decision: model.Decision(p.Decision), Label: p.Label, Note: p.Note}
}
