// Package fx quotes and executes currency exchanges between an
// organization's wallets. A quote fixes the rate, fee and amounts for
// MERIDIAN_QUOTE_TTL; executing it consumes it once and posts one ledger
// transaction: the source wallet pays the amount, the fee goes to the fees
// account, the rest to the source currency's FX pool, and the target
// currency's FX pool pays the target wallet.
package fx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/shopspring/decimal"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/batch"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/memo"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// MaxAmount bounds a quote's source amount (minor units).
const MaxAmount = 1_000_000_000_000_000

// Quote fixes an exchange's terms until it expires.
type Quote struct {
	bun.BaseModel  `bun:"table:fx_quotes"`
	Reference      string     `bun:"reference,pk"`
	OrganizationID string     `bun:"organization_id"`
	Mode           auth.Mode  `bun:"mode"`
	SourceCurrency string     `bun:"source_currency"`
	SourceAmount   int64      `bun:"source_amount"`
	TargetCurrency string     `bun:"target_currency"`
	TargetAmount   int64      `bun:"target_amount"`
	Rate           string     `bun:"rate"`
	Fee            int64      `bun:"fee"` // in the source currency, part of SourceAmount
	ExpiresAt      time.Time  `bun:"expires_at"`
	UsedAt         *time.Time `bun:"used_at"`
	CreatedAt      time.Time  `bun:"created_at"`
}

// Exchange is an executed quote.
type Exchange struct {
	bun.BaseModel  `bun:"table:fx_exchanges"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	QuoteReference string    `bun:"quote_reference"`
	TransactionID  string    `bun:"transaction_id"`
	SourceCurrency string    `bun:"source_currency"`
	SourceAmount   int64     `bun:"source_amount"`
	TargetCurrency string    `bun:"target_currency"`
	TargetAmount   int64     `bun:"target_amount"`
	Rate           string    `bun:"rate"`
	Fee            int64     `bun:"fee"`
	CreatedAt      time.Time `bun:"created_at"`
}

// Config prices quotes.
type Config struct {
	Rates RateSource    // default DefaultTable()
	TTL   time.Duration // quote lifetime, default 60s
	// SpreadBps is taken off the mid rate, in basis points.
	SpreadBps int64
	// FeeBps of the source amount, rounded up to the minor unit.
	FeeBps int64
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Events records fx.exchange.completed.
	Events *events.Log
}

// Service quotes and executes exchanges.
type Service struct {
	db     *db.DB
	ledger *ledger.Ledger
	cfg    Config
	// hot batches the exchanges of one organization and mode that arrive
	// while one of them runs (batch.go).
	hot batch.Lanes[batch.Tenant, execution, *Exchange]
	// quotes keeps the quotes this process made on PostgreSQL (their
	// terms never change), so that executing one need not read it first
	// (executeKnown); on SQLite it keeps none.
	quotes *memo.Memo[Quote]
}

// keptQuotes is how many of its latest quotes a process keeps.
const keptQuotes = 20_000

// New returns a Service.
func New(d *db.DB, l *ledger.Ledger, cfg Config) *Service {
	if cfg.Rates == nil {
		cfg.Rates = DefaultTable()
	}
	if cfg.TTL == 0 {
		cfg.TTL = time.Minute
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Service{db: d, ledger: l, cfg: cfg, quotes: memo.New[Quote](0)}
	if d.Engine == db.Postgres { // on SQLite a statement costs no round trip
		s.quotes = memo.New[Quote](keptQuotes)
	}
	s.hot = batch.Lanes[batch.Tenant, execution, *Exchange]{Max: MaxBatch, One: s.executeOne, Many: s.executeMany}
	return s
}

// Price computes a quote's terms: fee = ceil(amount × FeeBps / 10⁴) in the
// source currency; rate = mid × (1 − SpreadBps / 10⁴); target = the rest of
// the amount converted at rate, rounded down to the target's minor unit.
// A target over MaxAmount (a large amount at a large rate) is reported as
// MaxAmount+1, never wrapped around int64.
func Price(source, target assets.Asset, amount int64, mid decimal.Decimal, spreadBps, feeBps int64) (fee, out int64, rate decimal.Decimal) {
	fee = decimal.NewFromInt(amount).Mul(decimal.NewFromInt(feeBps)).Div(decimal.NewFromInt(10_000)).Ceil().IntPart()
	rate = mid.Mul(decimal.NewFromInt(10_000 - spreadBps)).Div(decimal.NewFromInt(10_000)).Round(10)
	converted := source.Human(amount - fee).Mul(rate)
	if converted.Shift(target.Scale).GreaterThan(decimal.NewFromInt(MaxAmount)) {
		return fee, MaxAmount + 1, rate
	}
	return fee, target.Units(converted), rate
}

// checkOut refuses a priced exchange whose target is nothing or too large.
func checkOut(out int64, target assets.Asset, small string) error {
	switch {
	case out <= 0:
		return errs.Invalidf("amount", "%s", small)
	case out > MaxAmount:
		return errs.Invalidf("amount", "amount would convert to more than %d minor units of %s", int64(MaxAmount), target.Code)
	}
	return nil
}

func newReference() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// CreateQuote prices an exchange of amount (minor units of source) into target.
func (s *Service) CreateQuote(ctx context.Context, p auth.Principal, source, target string, amount int64) (*Quote, error) {
	src, err := assets.Fiat(source)
	if err != nil {
		return nil, err
	}
	dst, err := assets.Fiat(target)
	if err != nil {
		return nil, err
	}
	var v errs.Validation
	v.Check(amount > 0 && amount <= MaxAmount, "amount", "amount must be a positive whole number of minor units, at most %d", int64(MaxAmount))
	v.Check(src.Code != dst.Code, "target_currency", "target_currency must differ from source_currency")
	if err := v.Err(); err != nil {
		return nil, err
	}
	mid, err := s.cfg.Rates.Mid(ctx, src.Code, dst.Code)
	if err != nil {
		return nil, err
	}
	fee, out, rate := Price(src, dst, amount, mid, s.cfg.SpreadBps, s.cfg.FeeBps)
	if err := checkOut(out, dst, "amount is too small to exchange"); err != nil {
		return nil, err
	}
	now := s.cfg.Now().UTC()
	q := &Quote{Reference: newReference(), OrganizationID: p.OrganizationID, Mode: p.Mode, SourceCurrency: src.Code,
		SourceAmount: amount, TargetCurrency: dst.Code, TargetAmount: out, Rate: rate.String(), Fee: fee,
		ExpiresAt: now.Add(s.cfg.TTL), CreatedAt: now}
	if _, err := s.db.NewInsert().Model(q).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "create quote")
	}
	s.quotes.Put(p.TenantKey(q.Reference), *q)
	return q, nil
}

// Quote returns one of the caller's quotes.
func (s *Service) Quote(ctx context.Context, p auth.Principal, reference string) (*Quote, error) {
	q := new(Quote)
	err := s.db.NewSelect().Model(q).Where("reference = ? AND organization_id = ? AND mode = ?", reference, p.OrganizationID, p.Mode).Scan(ctx)
	return q, db.Classify(err, "Quote not found")
}

// Execute consumes a quote and moves the money, atomically: either the
// quote is used, the ledger posted, the exchange and its
// fx.exchange.completed event written, or nothing is. Exchanges of one
// organization and mode that arrive while one runs are executed together
// (executeMany), each answered on its own.
func (s *Service) Execute(ctx context.Context, p auth.Principal, reference string) (*Exchange, error) {
	return s.hot.Do(ctx, batch.TenantOf(p), execution{p: p, reference: reference})
}

// execution is a request to execute a quote.
type execution struct {
	p         auth.Principal
	reference string
}

// useQuotes marks the caller's quotes of references used, of those still
// unused and unexpired, and returns them.
func useQuotes(ctx context.Context, tx bun.Tx, p auth.Principal, now time.Time, references ...string) ([]Quote, error) {
	var quotes []Quote
	err := markUsed(tx, p, now, references...).Returning("*").Scan(ctx, &quotes)
	if err != nil && !db.IsNotFound(err) {
		return nil, errs.Wrap(err, "use quote")
	}
	return quotes, nil
}

// markUsed is the statement that marks the caller's quotes of references
// used, of those still unused and unexpired (it returns nothing unless
// told what).
func markUsed(tx bun.Tx, p auth.Principal, now time.Time, references ...string) *bun.UpdateQuery {
	return tx.NewUpdate().Model((*Quote)(nil)).Set("used_at = ?", now).
		Where("reference IN (?) AND organization_id = ? AND mode = ?", bun.In(references), p.OrganizationID, p.Mode).
		Where("used_at IS NULL AND expires_at > ?", now)
}

// unusable says why a quote could not be used: not found, used or expired.
func unusable(ctx context.Context, idb bun.IDB, p auth.Principal, reference string) error {
	q := new(Quote)
	err := idb.NewSelect().Model(q).Where("reference = ? AND organization_id = ? AND mode = ?", reference, p.OrganizationID, p.Mode).Scan(ctx)
	switch {
	case err != nil:
		return db.Classify(err, "Quote not found")
	case q.UsedAt != nil:
		return errs.E(errs.Conflict, "quote_used", "Quote has already been used")
	default:
		return errs.E(errs.BadRequest, "quote_expired", "Quote has expired")
	}
}

// executeOne executes one quote in its own transaction.
func (s *Service) executeOne(ctx context.Context, e execution) (*Exchange, error) {
	if q, ok := s.quotes.Get(e.p.TenantKey(e.reference)); ok {
		return s.executeKnown(ctx, e.p, &q)
	}
	var ex *Exchange
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		now := s.cfg.Now().UTC()
		quotes, err := useQuotes(ctx, tx, e.p, now, e.reference)
		if err != nil {
			return err
		}
		if len(quotes) == 0 {
			return unusable(ctx, tx, e.p, e.reference)
		}
		ex, err = s.exchange(ctx, tx, e.p, &quotes[0], ledger.Wallet(quotes[0].SourceCurrency), now, nil)
		return err
	})
	return ex, err
}

// executeKnown executes q, a quote of the caller's this process made, in
// two round trips instead of three: its terms are known, so the
// statement that marks it used travels with the exchange's row, in front
// of the accounts' lock. The row names the quote through that statement
// (a writable WITH); a quote already used or expired leaves it no
// reference, which its NOT NULL column refuses, and the transaction fails:
// then the quote is read to say why, as executeOne would.
func (s *Service) executeKnown(ctx context.Context, p auth.Principal, q *Quote) (*Exchange, error) {
	var ex *Exchange
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		now := s.cfg.Now().UTC()
		var err error
		ex, err = s.exchange(ctx, tx, p, q, ledger.Wallet(q.SourceCurrency), now, markUsed(tx, p, now, q.Reference).Returning("reference"))
		return err
	})
	if db.IsNullIn(err, "fx_exchanges", "quote_reference") {
		return nil, unusable(ctx, s.db, p, q.Reference)
	}
	return ex, err
}

// exchange records a quote's exchange, paid from funding: the exchange
// row, its fx.exchange.completed event and one ledger transaction (funding
// pays the amount, the fee goes to the fees account, the rest to the
// source's FX pool, and the target's FX pool pays the target wallet).
//
// use, when given, is the statement that marks q used (markUsed): it runs
// with the exchange's row, which takes the quote's reference from it.
func (s *Service) exchange(ctx context.Context, tx bun.Tx, p auth.Principal, q *Quote, funding ledger.Spec, now time.Time, use *bun.UpdateQuery) (*Exchange, error) {
	accts, err := s.accounts(ctx, tx, p, q, funding)
	if err != nil {
		return nil, err
	}
	txn, err := s.ledger.Prepare(ctx, tx, p, "fx_exchange", q.Reference, q.SourceCurrency+" to "+q.TargetCurrency)
	if err != nil {
		return nil, err
	}
	ex := exchangeOf(p, q, txn.ID, now)
	insert := tx.NewInsert().Model(ex)
	if use != nil {
		insert = insert.With("used", use).Value("quote_reference", "(SELECT reference FROM used)")
	}
	if err := s.db.Batch(tx).Add(insert).Defer(ctx); err != nil {
		return nil, errs.Wrap(err, "record exchange")
	}
	if _, err := s.cfg.Events.Record(ctx, tx, p, "fx.exchange.completed", ex.ID, ex); err != nil {
		return nil, err
	}
	// Last, so that the wallets' row locks are held only to the commit.
	return ex, s.ledger.Apply(ctx, tx, p, txn, postings(accts, q))
}

// accounts are the accounts of a quote's exchange, paid from funding, in
// the order postings takes them.
func (s *Service) accounts(ctx context.Context, tx bun.Tx, p auth.Principal, q *Quote, funding ledger.Spec) ([]*ledger.Account, error) {
	return s.ledger.Ensure(ctx, tx, p, funding, ledger.Internal("fees", q.SourceCurrency), ledger.Internal("fx", q.SourceCurrency),
		ledger.Internal("fx", q.TargetCurrency), ledger.Wallet(q.TargetCurrency))
}

// postings move a quote's money: funding pays the amount, the fee goes to
// the fees account, the rest to the source's FX pool, and the target's FX
// pool pays the target wallet.
func postings(accts []*ledger.Account, q *Quote) []ledger.Posting {
	return []ledger.Posting{
		{Account: accts[0], Amount: -q.SourceAmount},
		{Account: accts[1], Amount: q.Fee},
		{Account: accts[2], Amount: q.SourceAmount - q.Fee},
		{Account: accts[3], Amount: -q.TargetAmount},
		{Account: accts[4], Amount: q.TargetAmount},
	}
}

// exchangeOf is the exchange row of a quote executed by ledger transaction txnID.
func exchangeOf(p auth.Principal, q *Quote, txnID string, now time.Time) *Exchange {
	return &Exchange{ID: ids.New("fxx"), OrganizationID: p.OrganizationID, Mode: p.Mode, QuoteReference: q.Reference,
		TransactionID: txnID, SourceCurrency: q.SourceCurrency, SourceAmount: q.SourceAmount,
		TargetCurrency: q.TargetCurrency, TargetAmount: q.TargetAmount, Rate: q.Rate, Fee: q.Fee, CreatedAt: now}
}

// Convert exchanges amount of source, paid from funding, into the
// organization's target wallet now, inside tx: priced as a quote at the
// current rate (spread and fee), used at once, and recorded as Execute
// records an exchange. Stablecoins convert as the dollars they track.
func (s *Service) Convert(ctx context.Context, tx bun.Tx, p auth.Principal, funding ledger.Spec, source, target string, amount int64) (*Exchange, error) {
	src, err := assets.Lookup(source)
	if err != nil {
		return nil, err
	}
	dst, err := assets.Lookup(target)
	if err != nil {
		return nil, err
	}
	mid, err := s.cfg.Rates.Mid(ctx, src.Code, dst.Code)
	if err != nil {
		return nil, err
	}
	fee, out, rate := Price(src, dst, amount, mid, s.cfg.SpreadBps, s.cfg.FeeBps)
	if err := checkOut(out, dst, "amount is too small to convert"); err != nil {
		return nil, err
	}
	now := s.cfg.Now().UTC()
	q := &Quote{Reference: newReference(), OrganizationID: p.OrganizationID, Mode: p.Mode, SourceCurrency: src.Code,
		SourceAmount: amount, TargetCurrency: dst.Code, TargetAmount: out, Rate: rate.String(), Fee: fee,
		ExpiresAt: now, UsedAt: &now, CreatedAt: now}
	if _, err := tx.NewInsert().Model(q).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "record conversion quote")
	}
	return s.exchange(ctx, tx, p, q, funding, now, nil)
}

// Filter narrows the exchange history.
type Filter struct {
	Currency string // either side
	Source   string // the source currency
	Target   string // the target currency
	From, To *time.Time
	// AsOf pins a paged listing to the exchanges that existed when its first
	// page was read (that page's newest row), so later pages neither repeat
	// nor skip rows while new exchanges land.
	AsOf *paging.Cursor
}

func (s *Service) filtered(q *bun.SelectQuery, p auth.Principal, f Filter) *bun.SelectQuery {
	q = q.Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
	if f.Currency != "" {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("source_currency = ?", f.Currency).WhereOr("target_currency = ?", f.Currency)
		})
	}
	q = db.Narrow(q).Eq("source_currency", f.Source).Eq("target_currency", f.Target).Between("created_at", f.From, f.To).Query()
	return paging.After(q, f.AsOf, true)
}

// Count counts the exchanges the filter matches, up to paging.MaxCount.
func (s *Service) Count(ctx context.Context, p auth.Principal, f Filter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.filtered(s.db.NewSelect().Model((*Exchange)(nil)), p, f))
	return n, errs.Wrap(err, "count exchanges")
}

// ByTransaction returns the exchange a ledger transaction recorded.
func (s *Service) ByTransaction(ctx context.Context, p auth.Principal, transactionID string) (*Exchange, error) {
	e := new(Exchange)
	err := s.db.NewSelect().Model(e).Where("transaction_id = ? AND organization_id = ? AND mode = ?", transactionID, p.OrganizationID, p.Mode).Scan(ctx)
	return e, db.Classify(err, "Exchange not found")
}

// List returns a page of exchanges, newest first, and the total matching.
func (s *Service) List(ctx context.Context, p auth.Principal, f Filter, page paging.Page) ([]Exchange, int, error) {
	out := []Exchange{}
	n, err := page.Select(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f))
	return out, n, errs.Wrap(err, "list exchanges")
}

// ListAfter returns up to limit+1 exchanges after the cursor, newest first.
func (s *Service) ListAfter(ctx context.Context, p auth.Principal, f Filter, after *paging.Cursor, limit int) ([]Exchange, error) {
	out := []Exchange{}
	err := paging.SelectAfter(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f), after, limit)
	return out, errs.Wrap(err, "list exchanges")
}

// Exchange returns one of the caller's exchanges.
func (s *Service) Exchange(ctx context.Context, p auth.Principal, id string) (*Exchange, error) {
	e := new(Exchange)
	err := s.db.NewSelect().Model(e).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return e, db.Classify(err, "Exchange not found")
}

// ExecuteOnce is Execute under an idempotency key: a repeat with the same
// key and reference returns the first exchange; the same key with another
// reference is idempotency_key_reused.
func (s *Service) ExecuteOnce(ctx context.Context, store *idempotency.Store, p auth.Principal, reference, key string) (*Exchange, error) {
	if err := idempotency.ValidateKey(key); err != nil {
		return nil, err
	}
	key = "fx.execute:" + key
	rec, err := store.Begin(ctx, p, key, idempotency.HashRequest("EXECUTE", "fx", []byte(reference)))
	if err != nil {
		return nil, err
	}
	if rec != nil {
		return s.Exchange(ctx, p, string(rec.Body))
	}
	ex, err := s.Execute(ctx, p, reference)
	if err != nil {
		if rerr := store.Release(ctx, p, key); rerr != nil {
			return nil, rerr
		}
		return nil, err
	}
	return ex, store.Finish(ctx, p, key, 201, "text/plain", []byte(ex.ID))
}
