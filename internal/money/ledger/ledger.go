// Package ledger is Meridian's double-entry ledger and the only code that
// changes balances. Every change is a transaction whose entries sum to zero
// per asset. An account has a balance (the sum of its entries) and a held
// amount (pending debits); what is available is balance − held, and it never
// goes below zero except on internal accounts that are allowed to (the
// sandbox's funding source, the FX pools). Postings lock their accounts in
// id order, so concurrent postings neither deadlock nor double-spend.
package ledger

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Account kinds.
const (
	KindWallet   = "wallet"   // an organization's wallet in one currency
	KindCrypto   = "crypto"   // a customer's wallet of one coin on one chain
	KindInternal = "internal" // FX pools, fees, settlement, sandbox funding
)

// Account is a balance in one asset.
type Account struct {
	bun.BaseModel  `bun:"table:ledger_accounts"`
	ID             string      `bun:"id,pk"`
	OrganizationID string      `bun:"organization_id"`
	Mode           caller.Mode `bun:"mode"`
	Key            string      `bun:"key"`
	Kind           string      `bun:"kind"`
	Asset          string      `bun:"asset"`
	CustomerID     *string     `bun:"customer_id"`
	Chain          *string     `bun:"chain"`
	AllowNegative  bool        `bun:"allow_negative"`
	Balance        int64       `bun:"balance"`
	Held           int64       `bun:"held"`
	Version        int64       `bun:"version"`
	CreatedAt      time.Time   `bun:"created_at"`
}

// Available is what can be debited now.
func (a *Account) Available() int64 { return a.Balance - a.Held }

// Spec names an account; Ensure creates it on first use.
type Spec struct {
	Kind       string
	Asset      string
	CustomerID string // crypto accounts
	Chain      string // crypto accounts
	Name       string // internal accounts: "fx", "fees", "settlement", "sandbox"
}

// Wallet is the spec of the organization's wallet in a currency.
func Wallet(currency string) Spec { return Spec{Kind: KindWallet, Asset: currency} }

// Internal is the spec of an internal account.
func Internal(name, asset string) Spec { return Spec{Kind: KindInternal, Name: name, Asset: asset} }

// CryptoWallet is the spec of a customer's wallet of a coin on a chain.
func CryptoWallet(customerID, coin, chain string) Spec {
	return Spec{Kind: KindCrypto, Asset: coin, CustomerID: customerID, Chain: chain}
}

func (s Spec) key() string {
	switch s.Kind {
	case KindCrypto:
		return strings.Join([]string{s.Kind, s.CustomerID, s.Asset, s.Chain}, ":")
	case KindInternal:
		return strings.Join([]string{s.Kind, s.Name, s.Asset}, ":")
	default:
		return s.Kind + ":" + s.Asset
	}
}

// Transaction groups the entries of one balance change.
type Transaction struct {
	bun.BaseModel  `bun:"table:ledger_transactions"`
	ID             string      `bun:"id,pk"`
	OrganizationID string      `bun:"organization_id"`
	Mode           caller.Mode `bun:"mode"`
	Kind           string      `bun:"kind"`
	Reference      string      `bun:"reference"`
	Description    string      `bun:"description"`
	CreatedAt      time.Time   `bun:"created_at"`
}

// Entry is one account's side of a transaction.
type Entry struct {
	bun.BaseModel   `bun:"table:ledger_entries"`
	ID              int64     `bun:"id,pk,autoincrement"`
	TransactionID   string    `bun:"transaction_id"`
	AccountID       string    `bun:"account_id"`
	Amount          int64     `bun:"amount"` // positive credits, negative debits
	PreviousBalance int64     `bun:"previous_balance"`
	CurrentBalance  int64     `bun:"current_balance"`
	CreatedAt       time.Time `bun:"created_at"`
}

// Hold reserves part of an account's available balance for a pending debit.
type Hold struct {
	bun.BaseModel  `bun:"table:ledger_holds"`
	ID             string      `bun:"id,pk"`
	OrganizationID string      `bun:"organization_id"`
	Mode           caller.Mode `bun:"mode"`
	AccountID      string      `bun:"account_id"`
	Amount         int64       `bun:"amount"`
	Status         string      `bun:"status"`
	Reference      string      `bun:"reference"`
	CreatedAt      time.Time   `bun:"created_at"`
	SettledAt      *time.Time  `bun:"settled_at"`
}

// Posting is one side of a transaction: a positive amount credits the account.
type Posting struct {
	Account *Account
	Amount  int64
}

// Ledger posts transactions.
type Ledger struct {
	db *db.DB
	// known caches accounts by organization, mode and key: accounts are
	// never deleted and the fields Post relies on never change, so a hit
	// saves a lookup (balances are always re-read under lock).
	known sync.Map
}

// New returns a Ledger over d.
func New(d *db.DB) *Ledger { return &Ledger{db: d} }

// ErrInsufficientFunds is returned when a debit exceeds what is available.
func insufficient(asset string) error {
	return errs.E(errs.BadRequest, "insufficient_funds", "Insufficient %s balance", strings.ToUpper(asset))
}

// Ensure returns the caller's accounts for specs (in the same order),
// creating the missing ones, through idb. Their balances may be stale (Post
// re-reads them under lock); use Balances to show them.
func (l *Ledger) Ensure(ctx context.Context, idb bun.IDB, p caller.Principal, specs ...Spec) ([]*Account, error) {
	keys := make([]string, len(specs))
	out := make([]*Account, len(specs))
	hits := 0
	for i, s := range specs {
		keys[i] = s.key()
		if a, ok := l.known.Load(p.TenantKey(keys[i])); ok {
			c := *a.(*Account)
			out[i] = &c
			hits++
		}
	}
	if hits == len(specs) {
		return out, nil
	}
	found, err := l.byKeys(ctx, idb, p, keys)
	if err != nil {
		return nil, err
	}
	var missing []*Account
	now := time.Now().UTC()
	for i, s := range specs {
		if found[keys[i]] != nil {
			continue
		}
		a := &Account{ID: ids.New("acct"), OrganizationID: p.OrganizationID, Mode: p.Mode, Key: keys[i], Kind: s.Kind,
			Asset: s.Asset, AllowNegative: s.Kind == KindInternal, CreatedAt: now}
		if s.CustomerID != "" {
			a.CustomerID, a.Chain = &s.CustomerID, &s.Chain
		}
		found[keys[i]] = a
		missing = append(missing, a)
	}
	if len(missing) > 0 {
		if _, err := idb.NewInsert().Model(&missing).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
			return nil, errs.Wrap(err, "create accounts")
		}
		if found, err = l.byKeys(ctx, idb, p, keys); err != nil { // another transaction may have won
			return nil, err
		}
	}
	for i := range specs {
		out[i] = found[keys[i]]
	}
	return out, nil
}

func (l *Ledger) byKeys(ctx context.Context, idb bun.IDB, p caller.Principal, keys []string) (map[string]*Account, error) {
	var rows []*Account
	err := idb.NewSelect().Model(&rows).Where("organization_id = ? AND mode = ? AND key IN (?)", p.OrganizationID, p.Mode, bun.In(keys)).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "find accounts")
	}
	m := make(map[string]*Account, len(keys))
	for _, a := range rows {
		m[a.Key] = a
		c := *a
		// Only once committed: the row may be this transaction's own insert.
		db.AfterCommit(ctx, func() { l.known.Store(p.TenantKey(c.Key), &c) })
	}
	return m, nil
}

// Balances returns the caller's accounts for specs with their current
// balances, creating the missing ones.
func (l *Ledger) Balances(ctx context.Context, idb bun.IDB, p caller.Principal, specs ...Spec) ([]*Account, error) {
	if _, err := l.Ensure(ctx, idb, p, specs...); err != nil {
		return nil, err
	}
	keys := make([]string, len(specs))
	for i, s := range specs {
		keys[i] = s.key()
	}
	found, err := l.byKeys(ctx, idb, p, keys)
	if err != nil {
		return nil, err
	}
	out := make([]*Account, len(specs))
	for i, k := range keys {
		out[i] = found[k]
	}
	return out, nil
}

// lock re-reads the accounts with their rows locked, in id order.
func (l *Ledger) lock(ctx context.Context, tx bun.Tx, accountIDs []string) (map[string]*Account, error) {
	sorted := slices.Clone(accountIDs)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	var rows []*Account
	if err := l.db.ForUpdate(tx.NewSelect().Model(&rows).Where("id IN (?)", bun.In(sorted)).Order("id")).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "lock accounts")
	}
	m := make(map[string]*Account, len(rows))
	for _, a := range rows {
		m[a.ID] = a
	}
	if len(m) != len(sorted) {
		return nil, errs.Wrap(fmt.Errorf("%d of %d accounts found", len(m), len(sorted)), "lock accounts")
	}
	return m, nil
}

// Post records a transaction inside tx: a batch of one (PostEach). The
// accounts given are refreshed.
func (l *Ledger) Post(ctx context.Context, tx bun.Tx, p caller.Principal, kind, reference, description string, postings []Posting) (*Transaction, error) {
	m := &Move{Kind: kind, Reference: reference, Description: description, Postings: postings}
	if err := l.PostEach(ctx, tx, p, []*Move{m}); err != nil {
		return nil, err
	}
	return m.Transaction, m.Err
}

// Prepare inserts a transaction's row, before its entries: callers write
// rows that refer to it, then Apply, so that the accounts' row locks are
// held for as short a time as possible. The insert is deferred (it travels
// with the transaction's next statement).
func (l *Ledger) Prepare(ctx context.Context, tx bun.Tx, p caller.Principal, kind, reference, description string) (*Transaction, error) {
	t := newTransaction(p, kind, reference, description)
	if err := l.db.Batch(tx).Add(db.InsertOf(tx, t)).Defer(ctx); err != nil {
		return nil, errs.Wrap(err, "insert transaction")
	}
	return t, nil
}

// Apply posts a prepared transaction's entries: a batch of one whose
// transaction is t (PostEach). The accounts given are refreshed.
func (l *Ledger) Apply(ctx context.Context, tx bun.Tx, p caller.Principal, t *Transaction, postings []Posting) error {
	m := &Move{Postings: postings, Transaction: t}
	if err := l.PostEach(ctx, tx, p, []*Move{m}); err != nil {
		return err
	}
	return m.Err
}

// newTransaction is a ledger transaction's row, to insert.
func newTransaction(p caller.Principal, kind, reference, description string) *Transaction {
	return &Transaction{ID: ids.New("txn"), OrganizationID: p.OrganizationID, Mode: p.Mode, Kind: kind, Reference: reference,
		Description: description, CreatedAt: time.Now().UTC()}
}

// check returns the accounts of postings that are the caller's and sum
// to zero per asset.
func check(p caller.Principal, postings []Posting) ([]string, error) {
	if err := owned(p, postings); err != nil {
		return nil, err
	}
	sums := map[string]int64{}
	accountIDs := make([]string, 0, len(postings))
	for _, ps := range postings {
		sums[ps.Account.Asset] += ps.Amount
		accountIDs = append(accountIDs, ps.Account.ID)
	}
	for asset, sum := range sums {
		if sum != 0 {
			return nil, errs.Wrap(fmt.Errorf("entries in %s sum to %d", asset, sum), "post")
		}
	}
	return accountIDs, nil
}

// owned refuses postings to an account that is not p's.
func owned(p caller.Principal, postings []Posting) error {
	for _, ps := range postings {
		if ps.Account.OrganizationID != p.OrganizationID || ps.Account.Mode != p.Mode {
			return errs.Wrap(fmt.Errorf("account %s is not the caller's", ps.Account.ID), "post")
		}
	}
	return nil
}

// apply moves the locked accounts' balances by t's postings and returns
// its entries; when an account that may not go negative would end with
// less than zero available it leaves the balances as they were and
// answers insufficient_funds.
func apply(locked map[string]*Account, t *Transaction, postings []Posting) ([]Entry, error) {
	entries := make([]Entry, 0, len(postings))
	for i, ps := range postings {
		a := locked[ps.Account.ID]
		prev := a.Balance
		a.Balance += ps.Amount
		if !a.AllowNegative && ps.Amount < 0 && a.Available() < 0 {
			for j := i; j >= 0; j-- { // undo, the last first
				locked[postings[j].Account.ID].Balance -= postings[j].Amount
			}
			return nil, insufficient(a.Asset)
		}
		entries = append(entries, Entry{TransactionID: t.ID, AccountID: a.ID, Amount: ps.Amount, PreviousBalance: prev,
			CurrentBalance: a.Balance, CreatedAt: t.CreatedAt})
	}
	return entries, nil
}

// Move is one ledger transaction of a batch (PostEach).
type Move struct {
	Kind, Reference, Description string
	Postings                     []Posting
	// Transaction is the transaction posted, set by PostEach; or, given,
	// one already inserted (Prepare), whose entries the move writes.
	Transaction *Transaction
	// Err is the move's own error, set by PostEach (insufficient_funds):
	// it posted nothing.
	Err error
}

// PostEach posts moves, in order, inside tx, with one lock of all their
// accounts and one write of their transactions, entries and balances
// (deferred): each move posts wholly or not at all (its postings must sum
// to zero per asset), and one that would leave an account that may not go
// negative with less than zero available fails alone (its Err) while the
// others post. Every posting's account is refreshed. The error returned is
// the batch's: a move that is not the caller's or does not balance, or the
// database's. Post and Apply are batches of one.
func (l *Ledger) PostEach(ctx context.Context, tx bun.Tx, p caller.Principal, moves []*Move) error {
	var accountIDs []string
	for _, m := range moves {
		ids, err := check(p, m.Postings)
		if err != nil {
			return err
		}
		accountIDs = append(accountIDs, ids...)
	}
	locked, err := l.lock(ctx, tx, accountIDs)
	if err != nil {
		return err
	}
	return l.postLocked(ctx, tx, p, locked, moves)
}

// postLocked is PostEach once the moves' accounts are checked (check) and
// locked (their rows as read, by id).
func (l *Ledger) postLocked(ctx context.Context, tx bun.Tx, p caller.Principal, locked map[string]*Account, moves []*Move) error {
	var fresh []*Transaction
	var entries []Entry
	for _, m := range moves {
		t := m.Transaction
		if t == nil {
			t = newTransaction(p, m.Kind, m.Reference, m.Description)
		}
		es, err := apply(locked, t, m.Postings)
		if err != nil {
			m.Err = err
			continue
		}
		if m.Transaction == nil {
			m.Transaction = t
			fresh = append(fresh, t)
		}
		entries = append(entries, es...)
	}
	for _, m := range moves {
		for _, ps := range m.Postings {
			*ps.Account = *locked[ps.Account.ID]
		}
	}
	if len(entries) == 0 {
		return nil
	}
	var with []schema.QueryAppender
	if len(fresh) > 0 {
		with = append(with, db.InsertOf(tx, &fresh))
	}
	return l.save(ctx, tx, locked, append(with, db.InsertOf(tx, &entries))...)
}

// save writes the balances of locked accounts (one statement for up to
// eight on PostgreSQL), then the statements of with. They need no answer: they
// travel with the transaction's next statement or its commit.
func (l *Ledger) save(ctx context.Context, tx bun.Tx, locked map[string]*Account, with ...schema.QueryAppender) error {
	return errs.Wrap(l.db.Batch(tx).Add(l.balances(tx, locked)...).Add(with...).Defer(ctx), "update balances")
}

// balances returns the statements that write the balances of locked
// accounts: on PostgreSQL one for up to maxAccounts accounts (each count
// of accounts is a prepared statement of its own), else one an account.
func (l *Ledger) balances(tx bun.Tx, locked map[string]*Account) []schema.QueryAppender {
	rows := make([]*Account, 0, len(locked))
	for _, a := range locked {
		a.Version++
		rows = append(rows, a)
	}
	var qs []schema.QueryAppender
	for chunk := range slices.Chunk(rows, maxAccounts) {
		if len(chunk) == 1 || l.db.Engine != db.Postgres {
			for _, a := range chunk {
				qs = append(qs, db.UpdateOf(tx, a, []string{"balance", "held", "version"}, ""))
			}
			continue
		}
		values := make([]string, len(chunk))
		args := make([]any, 0, 4*len(chunk))
		for i, a := range chunk {
			values[i] = "(?::text, ?::bigint, ?::bigint, ?::bigint)"
			args = append(args, a.ID, a.Balance, a.Held, a.Version)
		}
		qs = append(qs, db.Statement(tx, "UPDATE ledger_accounts AS a SET balance = d.balance, held = d.held, version = d.version FROM (VALUES "+
			strings.Join(values, ", ")+") AS d (id, balance, held, version) WHERE a.id = d.id", args...))
	}
	return qs
}

// maxAccounts is the most accounts one statement of balances writes.
const maxAccounts = 8

// NewHold prepares a hold of amount on account for reference, to place
// with PlaceHold: its id is known before, so that rows referring to it can
// travel in the same batch.
func (l *Ledger) NewHold(p caller.Principal, account *Account, amount int64, reference string) *Hold {
	return &Hold{ID: ids.New("hold"), OrganizationID: p.OrganizationID, Mode: p.Mode, AccountID: account.ID, Amount: amount,
		Status: "pending", Reference: reference, CreatedAt: time.Now().UTC()}
}

// PlaceHold reserves the amounts of holds on their account's available
// balance, all or none, after the statements b already holds: the holds'
// insert, then one update that raises the account's held amount by their
// total only if what is available covers it, which takes the account's row
// lock itself. Neither needs an answer: on PostgreSQL they travel with the
// transaction's commit (one round trip for a transaction that sent nothing
// before), and an account that cannot cover the total fails the update
// (its held amount set to NULL, see db.IsNullIn) and with it the
// transaction, which Tx then returns as insufficient_funds. account is not
// refreshed. It is the ledger's fast path beside PlaceHolds, which decides
// hold by hold under a lock: a hold placed alone is measured faster this
// way on PostgreSQL by BenchmarkHold.
func (l *Ledger) PlaceHold(ctx context.Context, b *db.Batch, account *Account, holds ...*Hold) error {
	var total int64
	for _, h := range holds {
		if h.Amount <= 0 || h.AccountID != account.ID {
			return errs.Wrap(fmt.Errorf("hold of %d on %s", h.Amount, h.AccountID), "hold")
		}
		total += h.Amount
	}
	if len(holds) == 0 {
		return nil
	}
	short := func(err error) error {
		if db.IsNullIn(err, "ledger_accounts", "held") {
			return insufficient(account.Asset)
		}
		return err
	}
	db.OnFailure(ctx, short)
	tx := b.IDB()
	b.Add(db.InsertOf(tx, &holds))
	b.Add(db.Statement(tx, `UPDATE ledger_accounts SET held = CASE WHEN allow_negative OR balance - held >= ? THEN held + ? END, version = version + 1 WHERE id = ?`,
		total, total, account.ID))
	return short(b.Defer(ctx))
}

// PlaceHolds reserves holds on one account, in order, inside tx, with one
// lock of the account: each hold that what is available still covers is
// placed, and one that it does not fails alone (insufficient_funds, its
// entry of the errors returned). The holds' rows and the account's held
// amount are written with the transaction's next statement or its commit.
// account is refreshed.
func (l *Ledger) PlaceHolds(ctx context.Context, tx bun.Tx, account *Account, holds []*Hold) ([]error, error) {
	for _, h := range holds {
		if h.Amount <= 0 || h.AccountID != account.ID {
			return nil, errs.Wrap(fmt.Errorf("hold of %d on %s", h.Amount, h.AccountID), "hold")
		}
	}
	locked, err := l.lock(ctx, tx, []string{account.ID})
	if err != nil {
		return nil, err
	}
	a := locked[account.ID]
	failed := make([]error, len(holds))
	var placed []*Hold
	for i, h := range holds {
		if !a.AllowNegative && a.Available() < h.Amount {
			failed[i] = insufficient(a.Asset)
			continue
		}
		a.Held += h.Amount
		placed = append(placed, h)
	}
	if len(placed) > 0 {
		if err := l.save(ctx, tx, locked, db.InsertOf(tx, &placed)); err != nil {
			return nil, err
		}
	}
	*account = *a
	return failed, nil
}

// HoldEach places, in one transaction, a hold on p's wallet of currency for
// each item (hold gives its amount and reference), in order, with one lock
// of the wallet (PlaceHolds); for each one placed, record adds the item's
// own rows to b, the transaction's batch, which travels with the commit.
// It returns each item's own failure (insufficient_funds), and the
// transaction's error.
func HoldEach[T any](ctx context.Context, l *Ledger, p caller.Principal, currency string, items []T,
	hold func(T) (amount int64, reference string), record func(ctx context.Context, b *db.Batch, item T, h *Hold) error) ([]error, error) {
	var failed []error
	err := l.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		accts, err := l.Ensure(ctx, tx, p, Wallet(currency))
		if err != nil {
			return err
		}
		holds := make([]*Hold, len(items))
		for i, it := range items {
			amount, reference := hold(it)
			holds[i] = l.NewHold(p, accts[0], amount, reference)
		}
		if failed, err = l.PlaceHolds(ctx, tx, accts[0], holds); err != nil {
			return err
		}
		b := l.db.Batch(tx)
		for i, it := range items {
			if failed[i] == nil {
				if err := record(ctx, b, it, holds[i]); err != nil {
					return err
				}
			}
		}
		return b.Defer(ctx)
	})
	return failed, err
}

// settle moves a pending hold of p's to status, in one conditional update
// that answers it; no account is locked yet. A hold that is not pending is
// hold_settled (read again to say what it is), one that is not p's
// not_found.
func (l *Ledger) settle(ctx context.Context, tx bun.Tx, p caller.Principal, holdID, status string) (*Hold, error) {
	var rows []Hold
	err := tx.NewUpdate().Model(&rows).Set("status = ?", status).Set("settled_at = ?", time.Now().UTC()).
		Where("id = ? AND organization_id = ? AND mode = ? AND status = 'pending'", holdID, p.OrganizationID, p.Mode).
		Returning("*").Scan(ctx)
	if err != nil && !db.IsNotFound(err) {
		return nil, errs.Wrap(err, "settle hold")
	}
	if len(rows) == 1 {
		return &rows[0], nil
	}
	h := new(Hold)
	err = tx.NewSelect().Model(h).Where("id = ? AND organization_id = ? AND mode = ?", holdID, p.OrganizationID, p.Mode).Scan(ctx)
	if err != nil {
		return nil, db.Classify(err, "No such hold")
	}
	return nil, errs.E(errs.Conflict, "hold_settled", "The hold is already %s", h.Status)
}

// ReleaseHold gives a pending hold's amount back to the available balance:
// the hold's update, then the account's held amount lowered by a statement
// that needs no answer (it travels with the transaction's next statement
// or its commit, and takes the account's row lock only there). Release
// last in a transaction that posts too: the release locks its account
// ahead of the next statement, outside the accounts' id order that Post
// and CaptureHold keep (a deadlock would roll back and retry, not corrupt).
func (l *Ledger) ReleaseHold(ctx context.Context, tx bun.Tx, p caller.Principal, holdID string) error {
	h, err := l.settle(ctx, tx, p, holdID, "released")
	if err != nil {
		return err
	}
	release := tx.NewUpdate().Model((*Account)(nil)).Set("held = held - ?", h.Amount).Set("version = version + 1").
		Where("id = ?", h.AccountID)
	return errs.Wrap(l.db.Batch(tx).Add(release).Defer(ctx), "release hold")
}

// CaptureHold turns a pending hold into a posted debit of its account,
// credited to the counterpart accounts (amounts summing to the hold's):
// the hold's update, then one lock of all the accounts (the held amount
// lowered by what the debit takes); the transaction, its entries and the
// balances travel with the next statement or the commit.
func (l *Ledger) CaptureHold(ctx context.Context, tx bun.Tx, p caller.Principal, holdID, kind, description string, credits []Posting) (*Transaction, error) {
	if err := owned(p, credits); err != nil { // before any row is locked
		return nil, err
	}
	h, err := l.settle(ctx, tx, p, holdID, "captured")
	if err != nil {
		return nil, err
	}
	accountIDs := []string{h.AccountID}
	for _, c := range credits {
		accountIDs = append(accountIDs, c.Account.ID)
	}
	locked, err := l.lock(ctx, tx, accountIDs)
	if err != nil {
		return nil, err
	}
	a := locked[h.AccountID]
	a.Held -= h.Amount
	m := &Move{Kind: kind, Reference: h.Reference, Description: description,
		Postings: append([]Posting{{Account: a, Amount: -h.Amount}}, credits...)}
	if _, err := check(p, m.Postings); err != nil { // the wallet's asset is known once it is read
		return nil, err
	}
	if err := l.postLocked(ctx, tx, p, locked, []*Move{m}); err != nil {
		return nil, err
	}
	return m.Transaction, m.Err
}

// Verify checks the ledger's invariants over every account and transaction:
// entries sum to zero per transaction and asset, each balance equals the sum
// of its account's entries, each held amount equals its pending holds, and
// no account that may not go negative has less than zero available.
func Verify(ctx context.Context, idb bun.IDB) error {
	var problems []string
	var unbalanced []struct {
		TransactionID string `bun:"transaction_id"`
		Asset         string `bun:"asset"`
		Sum           int64  `bun:"sum"`
	}
	err := idb.NewRaw(`SELECT e.transaction_id, a.asset, SUM(e.amount) AS sum FROM ledger_entries e
		JOIN ledger_accounts a ON a.id = e.account_id GROUP BY e.transaction_id, a.asset HAVING SUM(e.amount) <> 0`).Scan(ctx, &unbalanced)
	if err != nil {
		return err
	}
	for _, u := range unbalanced {
		problems = append(problems, fmt.Sprintf("transaction %s: %s entries sum to %d", u.TransactionID, u.Asset, u.Sum))
	}
	var drift []struct {
		ID      string `bun:"id"`
		Balance int64  `bun:"balance"`
		Sum     int64  `bun:"sum"`
		Held    int64  `bun:"held"`
		Holds   int64  `bun:"holds"`
		Neg     bool   `bun:"allow_negative"`
	}
	err = idb.NewRaw(`SELECT a.id, a.balance, a.held, a.allow_negative,
		COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS sum,
		COALESCE((SELECT SUM(h.amount) FROM ledger_holds h WHERE h.account_id = a.id AND h.status = 'pending'), 0) AS holds
		FROM ledger_accounts a`).Scan(ctx, &drift)
	if err != nil {
		return err
	}
	for _, d := range drift {
		if d.Balance != d.Sum {
			problems = append(problems, fmt.Sprintf("account %s: balance %d but entries sum to %d", d.ID, d.Balance, d.Sum))
		}
		if d.Held != d.Holds {
			problems = append(problems, fmt.Sprintf("account %s: held %d but pending holds sum to %d", d.ID, d.Held, d.Holds))
		}
		if !d.Neg && d.Balance-d.Held < 0 {
			problems = append(problems, fmt.Sprintf("account %s: available %d", d.ID, d.Balance-d.Held))
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("ledger invariants broken:\n%s", strings.Join(problems, "\n"))
	}
	return nil
}
