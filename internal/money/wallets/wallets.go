// Package wallets shows an organization's wallets (its ledger accounts per
// currency) and their history, and funds them in test mode.
package wallets

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Currencies are the wallets every organization has.
var Currencies = []string{"USD", "NGN", "EUR", "GBP", "KES", "GHS"}

// MaxCredit bounds one sandbox credit (minor units).
const MaxCredit = 1_000_000_000_000_000

// Service reads and funds wallets.
type Service struct {
	db     *db.DB
	ledger *ledger.Ledger
}

// New returns a Service.
func New(d *db.DB, l *ledger.Ledger) *Service { return &Service{db: d, ledger: l} }

// List returns the organization's wallets: the standard currencies first,
// then any other currency it holds.
func (s *Service) List(ctx context.Context, p auth.Principal) ([]*ledger.Account, error) {
	specs := make([]ledger.Spec, len(Currencies))
	for i, c := range Currencies {
		specs[i] = ledger.Wallet(c)
	}
	out, err := s.ledger.Balances(ctx, s.db, p, specs...)
	if err != nil {
		return nil, err
	}
	var others []*ledger.Account
	err = s.db.NewSelect().Model(&others).Where("organization_id = ? AND mode = ? AND kind = ?", p.OrganizationID, p.Mode, ledger.KindWallet).
		Where("asset NOT IN (?)", bun.In(Currencies)).Order("asset").Scan(ctx)
	return append(out, others...), errs.Wrap(err, "list wallets")
}

// HistoryBalance names the balance a history line's previous and current
// balances are: the ledger balance, the sum of the wallet's entries. A hold
// for a pending debit lowers what is available without being an entry, so
// a line never carries the available balance.
const HistoryBalance = "LEDGER"

// Line is one wallet entry with its transaction.
type Line struct {
	ledger.Entry `bun:",extend"`
	Asset        string    `bun:"asset"`
	AccountKey   string    `bun:"account_key"`
	Kind         string    `bun:"kind"`
	Reference    string    `bun:"reference"`
	Description  string    `bun:"description"`
	TxCreatedAt  time.Time `bun:"tx_created_at"`
}

// lines selects ledger entries as Lines: with their account (a) and their
// transaction (t).
func (s *Service) lines(out *[]Line) *bun.SelectQuery {
	return s.db.NewSelect().Model(out).
		ColumnExpr("entry.*, a.asset, a.key AS account_key, t.kind, t.reference, t.description, t.created_at AS tx_created_at").
		Join("JOIN ledger_accounts AS a ON a.id = entry.account_id").
		Join("JOIN ledger_transactions AS t ON t.id = entry.transaction_id")
}

// History returns a page of wallet entries, newest first; currency "" means
// every wallet.
func (s *Service) History(ctx context.Context, p auth.Principal, currency string, from, to *time.Time, page paging.Page) ([]Line, int, error) {
	lines := []Line{}
	q := s.lines(&lines).Where("a.organization_id = ? AND a.mode = ? AND a.kind = ?", p.OrganizationID, p.Mode, ledger.KindWallet)
	if currency != "" {
		c, err := assets.Fiat(currency)
		if err != nil {
			return nil, 0, err
		}
		q = q.Where("a.asset = ?", c.Code)
	}
	if from != nil {
		q = q.Where("entry.created_at >= ?", from.UTC())
	}
	if to != nil {
		q = q.Where("entry.created_at < ?", to.UTC())
	}
	n, err := q.OrderExpr("entry.id DESC").Limit(int64(page.Size)).Offset(int64(page.Offset())).ScanAndCount(ctx)
	return lines, int(n), errs.Wrap(err, "wallet history")
}

// CreditSandbox funds a test-mode wallet from the sandbox's funding account.
func (s *Service) CreditSandbox(ctx context.Context, p auth.Principal, currency string, amount int64) (*ledger.Account, error) {
	if !p.IsTest() {
		return nil, errs.E(errs.Forbidden, "sandbox_only", "Sandbox endpoints need a test key")
	}
	c, err := assets.Fiat(currency)
	if err != nil {
		return nil, err
	}
	if amount <= 0 || amount > MaxCredit {
		return nil, errs.Invalidf("amount", "amount must be a positive whole number of minor units, at most %d", int64(MaxCredit))
	}
	var wallet *ledger.Account
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		accts, err := s.ledger.Ensure(ctx, tx, p, ledger.Wallet(c.Code), ledger.Internal("sandbox", c.Code))
		if err != nil {
			return err
		}
		wallet = accts[0]
		_, err = s.ledger.Post(ctx, tx, p, "sandbox_credit", "", "Sandbox credit", []ledger.Posting{
			{Account: accts[1], Amount: -amount}, {Account: wallet, Amount: amount}})
		return err
	})
	return wallet, err
}

// Wallet returns the organization's wallet in a currency, or not_found if
// it never had one.
func (s *Service) Wallet(ctx context.Context, p auth.Principal, currency string) (*ledger.Account, error) {
	c, err := assets.Fiat(currency)
	if err != nil {
		return nil, err
	}
	a := new(ledger.Account)
	err = s.db.NewSelect().Model(a).Where("organization_id = ? AND mode = ? AND kind = ? AND asset = ?",
		p.OrganizationID, p.Mode, ledger.KindWallet, c.Code).Scan(ctx)
	return a, db.Classify(err, "No such wallet")
}

// EntryFilter narrows a wallet's entries.
type EntryFilter struct {
	Credits  *bool  // credits (true) or debits (false) only
	Kind     string // the transaction's kind
	From, To *time.Time
}

// entries selects the entries of one of the caller's accounts.
func (s *Service) entries(p auth.Principal, accountID string, f EntryFilter, out any) *bun.SelectQuery {
	q := s.db.NewSelect().Model(out).
		Where("entry.account_id = (?)", s.db.NewSelect().Table("ledger_accounts").Column("id").
			Where("id = ? AND organization_id = ? AND mode = ?", accountID, p.OrganizationID, p.Mode))
	if f.Kind != "" {
		q = q.Join("JOIN ledger_transactions AS t ON t.id = entry.transaction_id").Where("t.kind = ?", f.Kind)
	}
	credits, debits := f.Credits != nil && *f.Credits, f.Credits != nil && !*f.Credits
	return db.Narrow(q).If(credits, "entry.amount > 0").If(debits, "entry.amount < 0").Between("entry.created_at", f.From, f.To).Query()
}

// Entries returns up to limit+1 of an account's entries older than the
// entry afterID (0: from the newest), newest first.
func (s *Service) Entries(ctx context.Context, p auth.Principal, accountID string, f EntryFilter, afterID int64, limit int) ([]ledger.Entry, error) {
	out := []ledger.Entry{}
	q := s.entries(p, accountID, f, &out)
	if afterID > 0 {
		q = q.Where("entry.id < ?", afterID)
	}
	err := q.OrderExpr("entry.id DESC").Limit(int64(limit + 1)).Scan(ctx)
	return out, errs.Wrap(err, "wallet entries")
}

// CountEntries counts an account's entries the filter matches, up to
// paging.MaxCount.
func (s *Service) CountEntries(ctx context.Context, p auth.Principal, accountID string, f EntryFilter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.entries(p, accountID, f, (*ledger.Entry)(nil)))
	return n, errs.Wrap(err, "count wallet entries")
}

// Holds returns up to limit+1 of an account's holds of a status (pending,
// captured or released) after the cursor, newest first.
func (s *Service) Holds(ctx context.Context, p auth.Principal, accountID, status string, after *paging.Cursor, limit int) ([]ledger.Hold, error) {
	out := []ledger.Hold{}
	q := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ? AND account_id = ? AND status = ?",
		p.OrganizationID, p.Mode, accountID, status)
	return out, errs.Wrap(paging.SelectAfter(ctx, q, after, limit), "wallet holds")
}

// Transactions reads several of the caller's ledger transactions by id.
func (s *Service) Transactions(ctx context.Context, p auth.Principal, ids []string) (map[string]*ledger.Transaction, error) {
	m, err := db.ByID(ctx, s.db, p.OrganizationID, string(p.Mode), ids, func(t *ledger.Transaction) string { return t.ID })
	return m, errs.Wrap(err, "ledger transactions")
}

// EntriesOf reads the entries of several of the caller's transactions,
// each transaction's in the order they were posted, with their accounts'
// assets.
func (s *Service) EntriesOf(ctx context.Context, p auth.Principal, transactionIDs []string) (map[string][]Line, error) {
	var lines []Line
	err := s.lines(&lines).Where("t.id IN (?) AND t.organization_id = ? AND t.mode = ?", bun.In(transactionIDs), p.OrganizationID, p.Mode).
		OrderExpr("entry.id").Scan(ctx)
	out := map[string][]Line{}
	for _, l := range lines {
		out[l.TransactionID] = append(out[l.TransactionID], l)
	}
	return out, errs.Wrap(err, "ledger entries")
}
