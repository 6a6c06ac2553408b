package resolvers

import (
	"context"
	"strconv"
	"strings"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// entryOf is an entry of an account of asset, whose key ("wallet:USD",
// "internal:fees:USD", "crypto:…") says whose it is.
func entryOf(e *ledger.Entry, asset, accountKey string) *model.LedgerEntry {
	kind, rest, _ := strings.Cut(accountKey, ":")
	if kind == ledger.KindInternal {
		kind, _, _ = strings.Cut(rest, ":")
	}
	return &model.LedgerEntry{ID: strconv.FormatInt(e.ID, 10), Amount: moneyOf(asset, e.Amount), BalanceAfter: moneyOf(asset, e.CurrentBalance),
		Account: strings.ToUpper(kind), CreatedAt: e.CreatedAt, TransactionID: e.TransactionID}
}

func transactionOf(t *ledger.Transaction) *model.LedgerTransaction {
	return &model.LedgerTransaction{ID: t.ID, Kind: enum[model.LedgerTransactionKind](t.Kind), Reference: t.Reference,
		Description: t.Description, CreatedAt: t.CreatedAt}
}

// holdReasons say in words what a hold is for, by the prefix of the id
// of the payment it holds for.
var holdReasons = map[string]string{
	"cwd": "Crypto withdrawal",
	"trf": "USD transfer",
}

func holdOf(h *ledger.Hold, asset string) *model.Hold {
	prefix, _, _ := strings.Cut(h.Reference, "_")
	reason, ok := holdReasons[prefix]
	if !ok {
		reason = "Pending payment"
	}
	return &model.Hold{ID: h.ID, Amount: moneyOf(asset, h.Amount), Status: enum[model.HoldStatus](h.Status),
		Reason: reason + " " + h.Reference, CreatedAt: h.CreatedAt, SettledAt: h.SettledAt, Reference: h.Reference}
}

// entryCursor is the position of an entry in its wallet's history (newest
// first, by id).
func entryCursor(e *ledger.Entry) paging.Cursor {
	return paging.Cursor{CreatedAt: e.CreatedAt, ID: strconv.FormatInt(e.ID, 10)}
}

// entryAfter reads an entry cursor's id (0: none).
func entryAfter(c *paging.Cursor) (int64, error) {
	if c == nil {
		return 0, nil
	}
	id, err := strconv.ParseInt(c.ID, 10, 64)
	if err != nil || id <= 0 {
		return 0, errs.Invalidf("after", "after is not a cursor of this list")
	}
	return id, nil
}

// entryFilter reads a wallet history's filter.
func entryFilter(f *model.LedgerEntryFilter) wallets.EntryFilter {
	if f == nil {
		return wallets.EntryFilter{}
	}
	return wallets.EntryFilter{Credits: f.Credits, Kind: wirePtr(f.Kind), From: f.From, To: f.To}
}

// transaction reads one of the caller's ledger transactions, batched with
// the operation's others; nil when there is none.
func (r *Resolver) transaction(ctx context.Context, p auth.Principal, id string) (*ledger.Transaction, error) {
	if l := batched(ctx); l != nil {
		return l.transactions.Load(ctx, id)
	}
	m, err := r.WalletSvc.Transactions(ctx, p, []string{id})
	return m[id], err
}

// cause reads what made a ledger transaction: the exchange (found by its
// transaction), the transfer an ACH return refunds, or the deposit,
// withdrawal or transfer its reference names; nil for a sandbox credit.
func (r *Resolver) cause(ctx context.Context, p auth.Principal, t *model.LedgerTransaction) (model.Node, error) {
	switch t.Kind {
	case model.LedgerTransactionKindSandboxCredit:
		return nil, nil
	case model.LedgerTransactionKindFxExchange:
		e, err := r.FXSvc.ByTransaction(ctx, p, t.ID)
		return asNode(found(e, err, exchangeOf))
	case model.LedgerTransactionKindUsdTransferReturn:
		tr, err := r.USDSvc.ReturnOf(ctx, p, t.ID)
		return asNode(found(tr, err, usdTransferOf))
	}
	return (&queryResolver{r}).node(ctx, t.Reference)
}

func depositOf(d *crypto.Deposit) *model.CryptoDeposit {
	return &model.CryptoDeposit{ID: d.ID, Coin: enum[model.Coin](d.Coin), Chain: enum[model.Chain](d.Chain), TxHash: d.TxHash,
		LogIndex: int32(d.LogIndex), Amount: moneyOf(d.Coin, d.Amount), Offramp: d.Offramp, Credited: moneyOf(d.CreditCurrency, d.CreditAmount),
		CreatedAt: d.CreatedAt, AddressID: d.AddressID, CustomerID: d.CustomerID, ExchangeID: d.ExchangeID, TransactionID: d.TransactionID}
}

// deposits is a page of the deposits f matches.
func (r *Resolver) deposits(ctx context.Context, p auth.Principal, f crypto.Filter, cur *paging.Cursor, limit int) (*model.CryptoDepositConnection, error) {
	rows, err := r.CryptoSvc.DepositsAfter(ctx, p, f, cur, limit)
	if err != nil {
		return nil, err
	}
	list, info := edges(rows, limit, cur, func(x *crypto.Deposit) paging.Cursor { return paging.Cursor{CreatedAt: x.CreatedAt, ID: x.ID} },
		func(c string, x *crypto.Deposit) *model.CryptoDepositEdge {
			return &model.CryptoDepositEdge{Cursor: c, Node: depositOf(x)}
		})
	return &model.CryptoDepositConnection{Edges: list, PageInfo: info, Counted: model.Counted{Count: func(ctx context.Context) (int, error) {
		return r.CryptoSvc.CountDeposits(ctx, p, f)
	}}}, nil
}

// transfers is a page of the USD transfers f matches.
func (r *Resolver) transfers(ctx context.Context, p auth.Principal, f usd.TransferFilter, cur *paging.Cursor, limit int) (*model.UsdTransferConnection, error) {
	rows, err := r.USDSvc.ListTransfersAfter(ctx, p, f, cur, limit)
	if err != nil {
		return nil, err
	}
	list, info := edges(rows, limit, cur, func(x *usd.Transfer) paging.Cursor { return paging.Cursor{CreatedAt: x.CreatedAt, ID: x.ID} },
		func(c string, x *usd.Transfer) *model.UsdTransferEdge {
			return &model.UsdTransferEdge{Cursor: c, Node: usdTransferOf(x)}
		})
	return &model.UsdTransferConnection{Edges: list, PageInfo: info, Counted: model.Counted{Count: func(ctx context.Context) (int, error) {
		return r.USDSvc.CountTransfers(ctx, p, f)
	}}}, nil
}

func overviewOf(f *overview.Figures) *model.OverviewFigures {
	out := &model.OverviewFigures{Days: make([]*model.OverviewDay, len(f.Days)), Money: make([]*model.CurrencyFlow, len(f.Flows))}
	for i, d := range f.Days {
		out.Days[i] = &model.OverviewDay{Date: d.Date, Started: int32(d.Started), Approved: int32(d.Approved), Rejected: int32(d.Rejected),
			SentToReview: int32(d.SentToReview)}
	}
	if rate, ok := f.ApprovalRate(); ok {
		out.ApprovalRate = &rate
	}
	for i, fl := range f.Flows {
		days := make([]*model.CurrencyFlowDay, len(fl.Days))
		for j, d := range fl.Days {
			days[j] = &model.CurrencyFlowDay{Date: d.Date, MoneyIn: moneyOf(fl.Currency, d.In), MoneyOut: moneyOf(fl.Currency, d.Out)}
		}
		out.Money[i] = &model.CurrencyFlow{Currency: fl.Currency, MoneyIn: moneyOf(fl.Currency, fl.In), MoneyOut: moneyOf(fl.Currency, fl.Out), Days: days}
	}
	return out
}
