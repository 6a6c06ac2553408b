// Package crypto moves stablecoins: deposit addresses derived for an
// organization's customers, deposits credited to the customer's crypto
// wallet (or converted to dollars in the organization's USD wallet when
// the address off-ramps), and withdrawals paid from the USD wallet, held
// while a Sender broadcasts them and captured or released when they settle.
package crypto

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/payout"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Limits.
const (
	// MaxAddresses is how many addresses a customer may have per chain family.
	MaxAddresses = 10_000
	// MaxAmount bounds a deposit or withdrawal, in a coin's minor units
	// (a thousand million dollars).
	MaxAmount = 1_000_000_000_000_000
)

// DefaultNetworkFees are each chain's withdrawal network fee, in US cents.
var DefaultNetworkFees = map[string]int64{"ethereum": 150, "base": 5, "polygon": 5, "solana": 1, "tron": 100}

// Address is a customer's deposit address for a coin on a chain.
type Address struct {
	bun.BaseModel   `bun:"table:crypto_addresses"`
	ID              string    `bun:"id,pk"`
	OrganizationID  string    `bun:"organization_id"`
	Mode            auth.Mode `bun:"mode"`
	CustomerID      string    `bun:"customer_id"`
	Coin            string    `bun:"coin"`
	Chain           string    `bun:"chain"`
	Family          string    `bun:"family"`
	DerivationIndex int64     `bun:"derivation_index"`
	Address         string    `bun:"address"`
	Offramp         bool      `bun:"offramp"`
	Active          bool      `bun:"active"`
	CreatedAt       time.Time `bun:"created_at"`
	UpdatedAt       time.Time `bun:"updated_at"`
}

// Deposit is a stablecoin transfer received on a deposit address.
type Deposit struct {
	bun.BaseModel  `bun:"table:crypto_deposits"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	AddressID      string    `bun:"address_id"`
	CustomerID     string    `bun:"customer_id"`
	Coin           string    `bun:"coin"`
	Chain          string    `bun:"chain"`
	TxHash         string    `bun:"tx_hash"`
	LogIndex       int64     `bun:"log_index"`
	Amount         int64     `bun:"amount"`
	Offramp        bool      `bun:"offramp"`
	// CreditCurrency and CreditAmount are what was credited: the coin to
	// the customer's wallet, or USD to the organization's when off-ramped.
	CreditCurrency string    `bun:"credit_currency"`
	CreditAmount   int64     `bun:"credit_amount"`
	ExchangeID     *string   `bun:"exchange_id"`
	TransactionID  string    `bun:"transaction_id"`
	CreatedAt      time.Time `bun:"created_at"`
}

// Withdrawal statuses.
const (
	Pending = "PENDING"
	Success = "SUCCESS"
	Failed  = "FAILED"
)

// Withdrawal sends stablecoin to an address, paid from the USD wallet.
type Withdrawal struct {
	bun.BaseModel  `bun:"table:crypto_withdrawals"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	Reference      string    `bun:"reference"`
	Address        string    `bun:"address"`
	Chain          string    `bun:"chain"`
	Coin           string    `bun:"coin"`
	Amount         int64     `bun:"amount"`   // minor units of the coin
	Currency       string    `bun:"currency"` // the funding currency: USD
	Cost           int64     `bun:"cost"`     // cents: the amount's dollars, rounded up
	Fee            int64     `bun:"fee"`      // cents: the chain's network fee
	Reason         string    `bun:"reason"`
	HoldID         string    `bun:"hold_id"`
	Hash           *string   `bun:"hash"`
	Status         string    `bun:"status"`
	FailureReason  *string   `bun:"failure_reason"`
	TransactionID  *string   `bun:"transaction_id"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`
}

// Sender broadcasts withdrawals on their chains (a payout.Rail): Send is
// its Submit, called by the job queue (retried on error), and answers the
// transaction hash; the withdrawal stays pending until Settle reports the
// chain's outcome.
type Sender = payout.Rail[*Withdrawal]

// The payout.Payout of a withdrawal: its cost and network fee are held on
// the USD wallet.
func (w *Withdrawal) Payer() auth.Principal {
	return auth.Principal{OrganizationID: w.OrganizationID, Mode: w.Mode}
}
func (w *Withdrawal) Hold() (int64, string) { return w.Cost + w.Fee, w.ID }
func (w *Withdrawal) Ref() string           { return w.Reference }
func (w *Withdrawal) Held(holdID string)    { w.HoldID = holdID }

// Config assembles a Service.
type Config struct {
	Keys      Keys
	Ledger    *ledger.Ledger
	FX        *fx.Service
	Customers *customers.Service
	Jobs      *jobs.Client
	Events    *events.Log
	// NetworkFees are each chain's withdrawal fee in US cents (default DefaultNetworkFees).
	NetworkFees map[string]int64
	// LiveSender broadcasts live withdrawals. Without one, live
	// withdrawals are refused (withdrawals_unavailable) rather than held.
	LiveSender Sender
	// SandboxDelay is how long after it is sent a test withdrawal succeeds
	// on its own (default 10 s); the sandbox routes settle it sooner.
	SandboxDelay time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service runs addresses, deposits and withdrawals.
type Service struct {
	db  *db.DB
	cfg Config
	// payouts places and settles withdrawals.
	payouts *payout.Lifecycle[*Withdrawal]
}

// Job kinds.
const (
	jobSend   = "crypto.withdrawal.send"
	jobSettle = "crypto.withdrawal.sandbox_settle"
)

type withdrawalArgs struct {
	WithdrawalID string `json:"withdrawal_id"`
	// Mode is the withdrawal's; a send queued before the mode was carried
	// has none, and reads the withdrawal first as a live one does.
	Mode auth.Mode `json:"mode,omitempty"`
}

// New returns a Service and registers its jobs.
func New(d *db.DB, cfg Config) *Service {
	if cfg.NetworkFees == nil {
		cfg.NetworkFees = DefaultNetworkFees
	}
	if cfg.SandboxDelay == 0 {
		cfg.SandboxDelay = 10 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Service{db: d, cfg: cfg}
	s.payouts = payout.New(payout.Config[*Withdrawal]{DB: d, Ledger: cfg.Ledger, Jobs: cfg.Jobs, Currency: "USD", Noun: "withdrawal",
		Job: jobSend, Args: func(w *Withdrawal) any { return withdrawalArgs{WithdrawalID: w.ID, Mode: w.Mode} }, JobOptions: sendJob})
	jobs.Register(cfg.Jobs, jobSend, s.sendJob)
	cfg.Jobs.SetLease(jobSend, time.Minute)
	jobs.Register(cfg.Jobs, jobSettle, func(ctx context.Context, job *jobs.Job, a withdrawalArgs) error {
		_, err := s.settle(ctx, auth.Principal{}, a.WithdrawalID, true, "", job)
		if errs.Is(err, "withdrawal_settled") {
			return nil // settled by hand meanwhile
		}
		return err
	})
	return s
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// CreateAddress derives a new deposit address for a customer. Coin and
// chain are case-insensitive and must be in the coin×chain table.
func (s *Service) CreateAddress(ctx context.Context, p auth.Principal, customerID, coin, chain string, offramp bool) (*Address, error) {
	c, chain, err := assets.OnChain(coin, chain)
	if err != nil {
		return nil, err
	}
	if customerID == "" {
		return nil, errs.Invalidf("customer_id", "customer_id is required")
	}
	if _, err := s.cfg.Customers.Get(ctx, p, customerID); err != nil {
		return nil, err
	}
	family := FamilyOf(chain)
	// Two creations for one customer and family may pick the same index;
	// the unique index refuses the second, which tries the next one.
	for range 5 {
		a, err := s.createAddress(ctx, p, customerID, c.Code, chain, family, offramp)
		if !db.IsUniqueViolation(err) {
			return a, err
		}
	}
	return nil, errs.E(errs.Unavailable, "database_busy", "Too many addresses are being created for this customer at once; try again")
}

func (s *Service) createAddress(ctx context.Context, p auth.Principal, customerID, coin, chain, family string, offramp bool) (*Address, error) {
	var next int64
	err := s.db.NewSelect().Model((*Address)(nil)).ColumnExpr("COALESCE(MAX(derivation_index) + 1, 0)").
		Where("organization_id = ? AND mode = ? AND customer_id = ? AND family = ?", p.OrganizationID, p.Mode, customerID, family).
		Scan(ctx, &next)
	if err != nil {
		return nil, errs.Wrap(err, "next address index")
	}
	if next >= MaxAddresses {
		return nil, errs.E(errs.Conflict, "address_limit_reached", "A customer may have at most %d addresses per chain family", MaxAddresses)
	}
	addr, err := s.cfg.Keys.Derive(p, customerID, family, uint32(next))
	if err != nil {
		return nil, errs.Wrap(err, "derive address")
	}
	now := s.now()
	a := &Address{ID: ids.New("addr"), OrganizationID: p.OrganizationID, Mode: p.Mode, CustomerID: customerID, Coin: coin,
		Chain: chain, Family: family, DerivationIndex: next, Address: addr, Offramp: offramp, Active: true,
		CreatedAt: now, UpdatedAt: now}
	if _, err := s.db.NewInsert().Model(a).Exec(ctx); err != nil {
		if db.IsUniqueViolation(err) {
			return nil, err
		}
		return nil, errs.Wrap(err, "create address")
	}
	return a, nil
}

func (s *Service) address(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Address, error) {
	a := new(Address)
	err := idb.NewSelect().Model(a).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return a, db.Classify(err, "Address not found")
}

// Address returns one of the caller's deposit addresses by id.
func (s *Service) Address(ctx context.Context, p auth.Principal, id string) (*Address, error) {
	return s.address(ctx, s.db, p, id)
}

// UpdateAddress turns an address's off-ramp on or off: later deposits go
// to the organization's USD wallet, or to the customer's crypto wallet.
func (s *Service) UpdateAddress(ctx context.Context, p auth.Principal, id string, offramp *bool) (*Address, error) {
	if offramp == nil {
		return nil, errs.Invalidf("offramp", "offramp is required")
	}
	a, err := s.Address(ctx, p, id)
	if err != nil {
		return nil, err
	}
	a.Offramp, a.UpdatedAt = *offramp, s.now()
	_, err = s.db.NewUpdate().Model(a).Column("offramp", "updated_at").WherePK().Exec(ctx)
	return a, errs.Wrap(err, "update address")
}

// AddressesOf returns a customer's addresses, oldest first.
func (s *Service) AddressesOf(ctx context.Context, p auth.Principal, customerID string) ([]Address, error) {
	if _, err := s.cfg.Customers.Get(ctx, p, customerID); err != nil {
		return nil, err
	}
	out := []Address{}
	err := customerAddresses(s.db.NewSelect().Model(&out), p, []string{customerID}).Order("created_at", "id").Scan(ctx)
	return out, errs.Wrap(err, "list addresses")
}

func customerAddresses(q *bun.SelectQuery, p auth.Principal, customerIDs []string) *bun.SelectQuery {
	return q.Where("organization_id = ? AND mode = ? AND customer_id IN (?)", p.OrganizationID, p.Mode, bun.In(customerIDs))
}

// firsts returns, of the addresses that narrow selects, the first n of
// each partition (a list of columns), oldest first (created_at, id).
func (s *Service) firsts(ctx context.Context, narrow func(*bun.SelectQuery) *bun.SelectQuery, partition string, n int) ([]Address, error) {
	ranked := narrow(s.db.NewSelect().Model((*Address)(nil)).ColumnExpr("address.*").
		ColumnExpr("ROW_NUMBER() OVER (PARTITION BY " + partition + " ORDER BY created_at, id) AS nth"))
	out := []Address{}
	err := s.db.NewSelect().Model(&out).ModelTableExpr("(?) AS address", ranked).Where("nth <= ?", n).
		Order("created_at", "id").Scan(ctx)
	return out, err
}

// AddressPagesFor returns, by customer, up to limit+1 of each customer's
// addresses after the cursor, oldest first (the extra row tells the caller
// there is a next page): the pages of several customers in one read, for
// GraphQL's batched loads.
func (s *Service) AddressPagesFor(ctx context.Context, p auth.Principal, customerIDs []string, after *paging.Cursor, limit int) (map[string][]Address, error) {
	list, err := s.firsts(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return paging.OldestAfter(customerAddresses(q, p, customerIDs), after)
	}, "customer_id", limit+1)
	if err != nil {
		return nil, errs.Wrap(err, "list addresses")
	}
	m := map[string][]Address{}
	for _, a := range list {
		m[a.CustomerID] = append(m[a.CustomerID], a)
	}
	return m, nil
}

// WalletAddress is an address with the balance of its coin on its chain in
// the customer's crypto wallet (which the customer's addresses of that
// coin and chain share).
type WalletAddress struct {
	Address
	Balance   int64
	Available int64
}

// Wallets returns a customer's addresses with their wallets' balances.
func (s *Service) Wallets(ctx context.Context, p auth.Principal, customerID string) ([]WalletAddress, error) {
	list, err := s.AddressesOf(ctx, p, customerID)
	if err != nil {
		return nil, err
	}
	return s.withBalances(ctx, p, customerID, list)
}

// WalletsOf returns a customer's crypto wallets: one for each coin and
// chain it has an address of (so at most assets.Pairs()), each with the
// oldest of those addresses, in the order of those addresses.
func (s *Service) WalletsOf(ctx context.Context, p auth.Principal, customerID string) ([]WalletAddress, error) {
	if _, err := s.cfg.Customers.Get(ctx, p, customerID); err != nil {
		return nil, err
	}
	list, err := s.firsts(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return customerAddresses(q, p, []string{customerID})
	}, "coin, chain", 1)
	if err != nil {
		return nil, errs.Wrap(err, "list wallets")
	}
	return s.withBalances(ctx, p, customerID, list)
}

func (s *Service) withBalances(ctx context.Context, p auth.Principal, customerID string, list []Address) ([]WalletAddress, error) {
	if len(list) == 0 {
		return []WalletAddress{}, nil
	}
	specs := make([]ledger.Spec, len(list))
	for i, a := range list {
		specs[i] = ledger.CryptoWallet(customerID, a.Coin, a.Chain)
	}
	accts, err := s.cfg.Ledger.Balances(ctx, s.db, p, specs...)
	if err != nil {
		return nil, err
	}
	out := make([]WalletAddress, len(list))
	for i, a := range list {
		out[i] = WalletAddress{Address: a, Balance: accts[i].Balance, Available: accts[i].Available()}
	}
	return out, nil
}

// DepositInput is an on-chain transfer to a deposit address.
type DepositInput struct {
	AddressID string
	Amount    int64 // minor units of the address's coin
	TxHash    string
	LogIndex  int64
}

// ReceiveDeposit credits a deposit once per (chain, transaction hash, log
// index): to the customer's crypto wallet, or, when the address off-ramps,
// converted to dollars through FX (its spread and fee, recorded as an
// exchange) into the organization's USD wallet; with
// crypto.deposit.received, in one transaction. A repeat of the same
// transfer returns the first deposit and credits nothing.
func (s *Service) ReceiveDeposit(ctx context.Context, p auth.Principal, in DepositInput) (*Deposit, error) {
	var v errs.Validation
	v.Check(in.AddressID != "", "address_id", "address_id is required")
	v.Check(in.Amount > 0 && in.Amount <= MaxAmount, "amount", "amount must be a positive whole number of minor units, at most %d", int64(MaxAmount))
	v.Check(len(in.TxHash) <= 200, "tx_hash", "tx_hash must be at most 200 characters")
	v.Check(in.LogIndex >= 0, "log_index", "log_index must not be negative")
	if err := v.Err(); err != nil {
		return nil, err
	}
	if in.TxHash == "" {
		in.TxHash = newHash(32)
	}
	var dep *Deposit
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		a, err := s.address(ctx, tx, p, in.AddressID)
		if err != nil {
			return err
		}
		if dep, err = s.deposit(ctx, tx, p, a.Chain, in.TxHash, in.LogIndex); err == nil || !errs.Is(err, "not_found") {
			return err // already received
		}
		now := s.now()
		dep = &Deposit{ID: ids.New("dep"), OrganizationID: p.OrganizationID, Mode: p.Mode, AddressID: a.ID, CustomerID: a.CustomerID,
			Coin: a.Coin, Chain: a.Chain, TxHash: in.TxHash, LogIndex: in.LogIndex, Amount: in.Amount, Offramp: a.Offramp,
			CreatedAt: now}
		funding := ledger.Internal("settlement", a.Coin)
		if a.Offramp {
			ex, err := s.cfg.FX.Convert(ctx, tx, p, funding, a.Coin, "USD", in.Amount)
			if err != nil {
				return err
			}
			dep.CreditCurrency, dep.CreditAmount, dep.ExchangeID, dep.TransactionID = ex.TargetCurrency, ex.TargetAmount, &ex.ID, ex.TransactionID
		} else {
			accts, err := s.cfg.Ledger.Ensure(ctx, tx, p, funding, ledger.CryptoWallet(a.CustomerID, a.Coin, a.Chain))
			if err != nil {
				return err
			}
			t, err := s.cfg.Ledger.Post(ctx, tx, p, "crypto_deposit", dep.ID, a.Coin+" deposit on "+a.Chain,
				[]ledger.Posting{{Account: accts[0], Amount: -in.Amount}, {Account: accts[1], Amount: in.Amount}})
			if err != nil {
				return err
			}
			dep.CreditCurrency, dep.CreditAmount, dep.TransactionID = a.Coin, in.Amount, t.ID
		}
		if _, err := tx.NewInsert().Model(dep).Exec(ctx); err != nil {
			return err // a concurrent receipt of the same transfer: read below
		}
		_, err = s.cfg.Events.Record(ctx, tx, p, "crypto.deposit.received", dep.ID, dep)
		return err
	})
	if db.IsUniqueViolation(err) {
		return s.deposit(ctx, s.db, p, dep.Chain, dep.TxHash, dep.LogIndex)
	}
	return dep, errs.Wrap(err, "receive deposit")
}

func (s *Service) deposit(ctx context.Context, idb bun.IDB, p auth.Principal, chain, hash string, logIndex int64) (*Deposit, error) {
	d := new(Deposit)
	err := idb.NewSelect().Model(d).Where("organization_id = ? AND mode = ? AND chain = ? AND tx_hash = ? AND log_index = ?",
		p.OrganizationID, p.Mode, chain, hash, logIndex).Scan(ctx)
	return d, db.Classify(err, "Deposit not found")
}

// newHash is a random transaction hash for the sandbox: hex of n bytes.
func newHash(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return "0x" + hex.EncodeToString(b)
}

// WithdrawalInput asks to send Amount of Coin on Chain to Address.
type WithdrawalInput struct {
	Address, Chain, Coin string
	Amount               int64 // minor units of the coin
	Reference, Reason    string
	// FundingSource is the wallet paying: "USD" (the only one, as Maplerad), or empty.
	FundingSource string
}

// CreateWithdrawal validates a withdrawal and holds its cost and network
// fee on the organization's USD wallet; the queue then sends it. The
// reference is unique per organization and mode (duplicate_reference).
func (s *Service) CreateWithdrawal(ctx context.Context, p auth.Principal, in WithdrawalInput) (*Withdrawal, error) {
	w, err := s.newWithdrawal(p, in)
	if err != nil {
		return nil, err
	}
	return s.payouts.Create(ctx, w)
}

// newWithdrawal validates a withdrawal and prices it.
func (s *Service) newWithdrawal(p auth.Principal, in WithdrawalInput) (*Withdrawal, error) {
	c, chain, err := assets.OnChain(in.Coin, in.Chain)
	if err != nil {
		return nil, err
	}
	address, err := ValidateAddress(chain, in.Address)
	if err != nil {
		return nil, err
	}
	var v errs.Validation
	v.Check(in.Amount > 0 && in.Amount <= MaxAmount, "amount", "amount must be a positive whole number of minor units, at most %d", int64(MaxAmount))
	v.Check(in.FundingSource == "" || in.FundingSource == "USD" || in.FundingSource == "usd", "funding_source", "funding_source must be USD")
	v.Check(len(in.Reference) <= 255, "reference", "reference must be at most 255 characters")
	v.Check(len(in.Reason) <= 500, "reason", "reason must be at most 500 characters")
	if err := v.Err(); err != nil {
		return nil, err
	}
	if !p.IsTest() && s.cfg.LiveSender == nil {
		return nil, errs.E(errs.Unavailable, "withdrawals_unavailable", "No chain sender is configured for live withdrawals")
	}
	if in.Reference == "" {
		in.Reference = ids.New("ref")
	}
	// Stablecoins track the dollar: the cost is the amount's dollars (6
	// decimals) rounded up to the cent.
	scale := int64(1)
	for range c.Scale - 2 {
		scale *= 10
	}
	cost := (in.Amount + scale - 1) / scale
	now := s.now()
	w := &Withdrawal{ID: ids.New("cwd"), OrganizationID: p.OrganizationID, Mode: p.Mode, Reference: in.Reference, Address: address,
		Chain: chain, Coin: c.Code, Amount: in.Amount, Currency: "USD", Cost: cost, Fee: s.cfg.NetworkFees[chain],
		Reason: in.Reason, Status: Pending, CreatedAt: now, UpdatedAt: now}
	return w, nil
}

// sendJob is the options of a withdrawal's send job. Sending calls the
// chain: never inline, even with the sync queue.
var sendJob = jobs.InsertOpts{MaxAttempts: 10, Background: true}

// sender is the mode's sender: the sandbox's in test mode.
func (s *Service) sender(m auth.Mode) Sender {
	if m == auth.Test {
		return sandbox{}
	}
	return s.cfg.LiveSender
}

// sendJob broadcasts a pending withdrawal and records its hash; in test
// mode it then schedules the sandbox's settlement. The sandbox needs
// nothing of a test withdrawal, so one is not read first: its hash is
// recorded at once, and the withdrawal's row says whether it was still
// pending and unsent.
func (s *Service) sendJob(ctx context.Context, job *jobs.Job, a withdrawalArgs) error {
	if a.Mode == auth.Test {
		hash, err := s.sender(auth.Test).Submit(ctx, nil)
		if err != nil {
			return err
		}
		return s.sent(ctx, job, a.WithdrawalID, hash, auth.Test)
	}
	w, err := s.load(ctx, a.WithdrawalID)
	if err != nil {
		return err
	}
	if w.Status != Pending || w.Hash != nil {
		return nil // settled by hand, or sent already
	}
	snd := s.sender(w.Mode)
	if snd == nil {
		return jobs.Permanent(errs.E(errs.Unavailable, "withdrawals_unavailable", "No chain sender is configured"))
	}
	hash, err := snd.Submit(ctx, w)
	if err != nil {
		return err
	}
	return s.sent(ctx, job, w.ID, hash, w.Mode)
}

// sent records the hash of withdrawal id, of mode m, sent by job, if it
// is still pending and unsent, and in test mode schedules the sandbox's
// settlement; the job completes in the same transaction.
func (s *Service) sent(ctx context.Context, job *jobs.Job, id, hash string, m auth.Mode) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*Withdrawal)(nil)).Set("hash = ?", hash).Set("updated_at = ?", s.now()).
			Where("id = ? AND mode = ? AND status = ? AND hash IS NULL", id, m, Pending).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "record hash")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil // settled by hand, or sent already
		}
		if m == auth.Test {
			settle := withdrawalArgs{WithdrawalID: id}
			if err := s.cfg.Jobs.Defer(ctx, tx, jobSettle, settle, jobs.InsertOpts{RunAt: s.cfg.Now().Add(s.cfg.SandboxDelay)}); err != nil {
				return err
			}
		}
		return s.cfg.Jobs.Complete(ctx, tx, job)
	})
}

// sandbox is the test-mode sender: it broadcasts nothing and answers a
// random transaction hash.
type sandbox struct{}

func (sandbox) Submit(context.Context, *Withdrawal) (string, error) { return newHash(32), nil }

// Settle records a pending withdrawal's outcome on its chain: success
// captures the hold (the cost to settlement, the fee to network fees) and
// failure releases it, with crypto.withdrawal.successful or .failed, in one
// transaction. A settled withdrawal is withdrawal_settled.
func (s *Service) Settle(ctx context.Context, p auth.Principal, id string, success bool, reason string) (*Withdrawal, error) {
	return s.settle(ctx, p, id, success, reason, nil)
}

// load reads a withdrawal of any organization by id: for the jobs, whose
// arguments name the withdrawal only.
func (s *Service) load(ctx context.Context, id string) (*Withdrawal, error) {
	w := new(Withdrawal)
	err := s.db.NewSelect().Model(w).Where("id = ?", id).Scan(ctx)
	return w, errs.Wrap(err, "load withdrawal")
}

// settle is Settle. With a job (the sandbox's, which it completes in the
// same transaction) the withdrawal is the job's, a test one named by its
// id alone: it is settled first, unread, and p is its own; without, it is
// one of p's (read only to say why it could not be settled).
func (s *Service) settle(ctx context.Context, p auth.Principal, id string, success bool, reason string, job *jobs.Job) (*Withdrawal, error) {
	var w *Withdrawal
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var rows []Withdrawal
		q := tx.NewUpdate().Model(&rows).Set("status = ?", map[bool]string{true: Success, false: Failed}[success]).
			Set("updated_at = ?", s.now()).Where("id = ? AND status = ?", id, Pending)
		if job == nil {
			q = q.Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
		} else {
			q = q.Where("mode = ?", auth.Test) // the sandbox's job: a live withdrawal of that id is not settled
		}
		if err := q.Returning("*").Scan(ctx); err != nil && !db.IsNotFound(err) {
			return errs.Wrap(err, "settle withdrawal")
		}
		if len(rows) == 0 {
			if job != nil {
				return errs.E(errs.Conflict, "withdrawal_settled", "The withdrawal was settled meanwhile")
			}
			current, err := s.withdrawal(ctx, tx, p, id) // not_found, or says what it is
			if err != nil {
				return err
			}
			return errs.E(errs.Conflict, "withdrawal_settled", "The withdrawal is already %s", current.Status)
		}
		w = &rows[0]
		p = w.Payer()
		event := "crypto.withdrawal.successful"
		if success {
			if w.Hash == nil {
				h := newHash(32)
				w.Hash = &h
			}
			t, err := s.payouts.Paid(ctx, tx, p, w.HoldID, w.Cost, w.Fee, "network_fees", "crypto_withdrawal", w.Coin+" withdrawal on "+w.Chain)
			if err != nil {
				return err
			}
			w.TransactionID = &t.ID
		} else {
			event = "crypto.withdrawal.failed"
			if reason == "" {
				reason = "the transfer failed on chain"
			}
			w.FailureReason = &reason
			if err := s.payouts.Failed(ctx, tx, p, w.HoldID); err != nil {
				return err
			}
		}
		if err := s.db.Batch(tx).Add(db.UpdateOf(tx, w, []string{"hash", "failure_reason", "transaction_id"}, "")).Defer(ctx); err != nil {
			return errs.Wrap(err, "settle withdrawal")
		}
		if _, err := s.cfg.Events.Record(ctx, tx, p, event, w.ID, w); err != nil || job == nil {
			return err
		}
		return s.cfg.Jobs.Complete(ctx, tx, job)
	})
	return w, err
}

func (s *Service) withdrawal(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Withdrawal, error) {
	w := new(Withdrawal)
	err := idb.NewSelect().Model(w).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return w, db.Classify(err, "Withdrawal not found")
}

// Withdrawal returns one of the caller's withdrawals.
func (s *Service) Withdrawal(ctx context.Context, p auth.Principal, id string) (*Withdrawal, error) {
	return s.withdrawal(ctx, s.db, p, id)
}

func (s *Service) withdrawals(p auth.Principal, out any) *bun.SelectQuery {
	return s.db.NewSelect().Model(out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
}

// Filter narrows a list of withdrawals or deposits; the fields that do not
// apply to a list are ignored by it.
type Filter struct {
	Status     string // withdrawals: PENDING, SUCCESS or FAILED
	CustomerID string // deposits
	AddressID  string // deposits
	Coin       string
	Chain      string
	From, To   *time.Time
}

func (f Filter) narrow(q *bun.SelectQuery) db.Narrowing {
	return db.Narrow(q).Eq("coin", f.Coin).Eq("chain", f.Chain).Between("created_at", f.From, f.To)
}

func (s *Service) filteredWithdrawals(p auth.Principal, f Filter, out any) *bun.SelectQuery {
	return f.narrow(s.withdrawals(p, out)).Eq("status", f.Status).Query()
}

// WithdrawalsAfter returns up to limit+1 withdrawals the filter matches
// after the cursor, newest first.
func (s *Service) WithdrawalsAfter(ctx context.Context, p auth.Principal, f Filter, after *paging.Cursor, limit int) ([]Withdrawal, error) {
	out := []Withdrawal{}
	err := paging.SelectAfter(ctx, s.filteredWithdrawals(p, f, &out), after, limit)
	return out, errs.Wrap(err, "list withdrawals")
}

// CountWithdrawals counts the withdrawals the filter matches, up to paging.MaxCount.
func (s *Service) CountWithdrawals(ctx context.Context, p auth.Principal, f Filter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.filteredWithdrawals(p, f, (*Withdrawal)(nil)))
	return n, errs.Wrap(err, "count withdrawals")
}

func (s *Service) filteredDeposits(p auth.Principal, f Filter, out any) *bun.SelectQuery {
	return f.narrow(s.db.NewSelect().Model(out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)).
		Eq("customer_id", f.CustomerID).Eq("address_id", f.AddressID).Query()
}

// DepositsAfter returns up to limit+1 deposits the filter matches after
// the cursor, newest first.
func (s *Service) DepositsAfter(ctx context.Context, p auth.Principal, f Filter, after *paging.Cursor, limit int) ([]Deposit, error) {
	out := []Deposit{}
	err := paging.SelectAfter(ctx, s.filteredDeposits(p, f, &out), after, limit)
	return out, errs.Wrap(err, "list deposits")
}

// CountDeposits counts the deposits the filter matches, up to paging.MaxCount.
func (s *Service) CountDeposits(ctx context.Context, p auth.Principal, f Filter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.filteredDeposits(p, f, (*Deposit)(nil)))
	return n, errs.Wrap(err, "count deposits")
}

// Deposit returns one of the caller's deposits.
func (s *Service) Deposit(ctx context.Context, p auth.Principal, id string) (*Deposit, error) {
	d := new(Deposit)
	err := s.db.NewSelect().Model(d).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return d, db.Classify(err, "Deposit not found")
}

// AddressesByID reads several of the caller's deposit addresses by id.
func (s *Service) AddressesByID(ctx context.Context, p auth.Principal, ids []string) (map[string]*Address, error) {
	m, err := db.ByID(ctx, s.db, p.OrganizationID, string(p.Mode), ids, func(a *Address) string { return a.ID })
	return m, errs.Wrap(err, "deposit addresses")
}

// ListWithdrawals returns a page of withdrawals, newest first, and the total.
func (s *Service) ListWithdrawals(ctx context.Context, p auth.Principal, page paging.Page) ([]Withdrawal, int, error) {
	out := []Withdrawal{}
	n, err := page.Select(ctx, s.withdrawals(p, &out))
	return out, n, errs.Wrap(err, "list withdrawals")
}
