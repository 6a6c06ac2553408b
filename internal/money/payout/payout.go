// Package payout is the one lifecycle of money that leaves an
// organization's wallet through a rail (a stablecoin withdrawal on a chain,
// a USD transfer by ACH or wire):
//
//  1. Create places the payout: its row, the job that submits it, and a
//     hold on the wallet for what it costs, in one transaction; payouts of
//     one organization and mode that arrive while one is being placed are
//     placed together (all at once when the wallet covers them all, else
//     hold by hold with the wallet locked once), and a reference already
//     taken is duplicate_reference for its own request only.
//  2. The submit job hands it to the rail of its mode (Rail.Submit),
//     retried by the queue; in test mode the sandbox's settlement follows.
//  3. The rail's outcome settles it: Capture debits the hold from the
//     wallet and credits settlement and fees, Release gives the hold back;
//     a return or refund is a new ledger transaction.
//
// A rail's package keeps only what is its own: the row, its validation,
// its statuses and events, and its Rail.
package payout

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/batch"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/jobs"
)

// Payout is one payment a rail carries: a row of its own (a pointer to a
// bun model with organization_id, mode and reference columns), paid from
// the organization's wallet.
type Payout interface {
	// Payer is the organization and mode paying.
	Payer() caller.Principal
	// Hold is what the wallet holds for it (its amount and the rail's
	// fee) and the hold's reference (the payout's id).
	Hold() (amount int64, reference string)
	// Ref is the caller's reference, unique per organization and mode.
	Ref() string
	// Held records the id of the hold placed for it.
	Held(holdID string)
}

// Rail carries payouts of one kind. The queue calls Submit (again on an
// error) to hand a placed payout over; it answers the rail's own reference
// for it (a chain's transaction hash), or "" when the rail gives none. The
// outcome is reported later, through the rail package's Settle.
type Rail[T any] interface {
	Submit(ctx context.Context, payout T) (string, error)
}

// MaxBatch caps how many payouts of one organization are placed together.
const MaxBatch = 64

// Config describes a kind of payout.
type Config[T Payout] struct {
	DB     *db.DB
	Ledger *ledger.Ledger
	Jobs   *jobs.Client
	// Currency is the wallet's currency.
	Currency string
	// Noun names a payout in messages ("withdrawal", "transfer").
	Noun string
	// Job is the kind of the job that submits a placed payout, Args its
	// arguments for a payout, and JobOptions its options.
	Job        string
	Args       func(T) any
	JobOptions jobs.InsertOpts
}

// Lifecycle places and settles payouts of one kind.
type Lifecycle[T Payout] struct {
	cfg Config[T]
	hot batch.Lanes[batch.Tenant, T, T]
}

// New returns the lifecycle of the payouts cfg describes.
func New[T Payout](cfg Config[T]) *Lifecycle[T] {
	l := &Lifecycle[T]{cfg: cfg}
	l.hot = batch.Lanes[batch.Tenant, T, T]{Max: MaxBatch, One: l.one, Many: l.many}
	return l
}

// Create places a validated payout (see the package's comment): it is
// returned placed, or with insufficient_funds, duplicate_reference or the
// database's failure.
func (l *Lifecycle[T]) Create(ctx context.Context, payout T) (T, error) {
	return l.hot.Do(ctx, batch.TenantOf(payout.Payer()), payout)
}

// one places a payout in its own transaction.
func (l *Lifecycle[T]) one(ctx context.Context, payout T) (T, error) {
	if err := l.place(ctx, []T{payout}); err != nil {
		var zero T
		return zero, l.failure(ctx, payout, err)
	}
	return payout, nil
}

// place places payouts of one organization and mode together, all or
// none, in one transaction: their rows, their jobs, their holds and the
// wallet's conditional update (ledger.PlaceHold) all travel with the
// commit, so that on PostgreSQL the transaction is one round trip and the
// wallet's row is locked only inside it. It fails with insufficient_funds
// when the wallet does not cover them all.
func (l *Lifecycle[T]) place(ctx context.Context, payouts []T) error {
	p := payouts[0].Payer()
	return l.cfg.DB.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		accts, err := l.cfg.Ledger.Ensure(ctx, tx, p, ledger.Wallet(l.cfg.Currency))
		if err != nil {
			return err
		}
		b := l.cfg.DB.Batch(tx)
		holds := make([]*ledger.Hold, len(payouts))
		for i, payout := range payouts {
			amount, reference := payout.Hold()
			holds[i] = l.cfg.Ledger.NewHold(p, accts[0], amount, reference)
			if err := l.record(ctx, b, payout, holds[i]); err != nil {
				return err
			}
		}
		return l.cfg.Ledger.PlaceHold(ctx, b, accts[0], holds...)
	})
}

// many places payouts of one organization and mode that queued behind one
// in flight: all at once (place) when the wallet covers them all, the
// usual case; else in one transaction that locks the wallet once and
// places each hold in turn (ledger.HoldEach), so that one the available
// balance no longer covers fails alone. Should a reference be taken (a
// unique violation fails the whole transaction), each is placed alone
// instead, so that only its own request fails.
func (l *Lifecycle[T]) many(ctx context.Context, payouts []T) ([]T, []error) {
	err := l.place(ctx, payouts)
	if !errs.Is(err, "insufficient_funds") {
		return batch.Answer(ctx, payouts, make([]error, len(payouts)), err, l.one)
	}
	failed, err := ledger.HoldEach(ctx, l.cfg.Ledger, payouts[0].Payer(), l.cfg.Currency, payouts,
		func(payout T) (int64, string) { return payout.Hold() }, l.record)
	return batch.Answer(ctx, payouts, failed, err, l.one)
}

// record adds a payout's row and its submit job to b, the payout holding h.
func (l *Lifecycle[T]) record(ctx context.Context, b *db.Batch, payout T, h *ledger.Hold) error {
	payout.Held(h.ID)
	b.Add(db.InsertOf(b.IDB(), payout))
	return l.cfg.Jobs.Add(ctx, b, l.cfg.Job, l.cfg.Args(payout), l.cfg.JobOptions)
}

// failure names a reference already taken (duplicate_reference, with the
// payout that has it); any other error is the database's.
func (l *Lifecycle[T]) failure(ctx context.Context, payout T, err error) error {
	if db.IsUniqueViolation(err) {
		var zero T
		var id string
		p := payout.Payer()
		if l.cfg.DB.NewSelect().Model(zero).Column("id").Where("organization_id = ? AND mode = ? AND reference = ?",
			p.OrganizationID, p.Mode, payout.Ref()).Scan(ctx, &id) == nil {
			return errs.E(errs.Conflict, "duplicate_reference", "reference %q is already used by %s %s", payout.Ref(), l.cfg.Noun, id)
		}
	}
	return errs.Wrap(err, "create "+l.cfg.Noun)
}

// Paid captures a payout's hold (holdID) inside tx: the wallet is debited
// what it held, the settlement account credited amount and the fees
// account (named fees) the fee, as one ledger transaction of kind.
func (l *Lifecycle[T]) Paid(ctx context.Context, tx bun.Tx, p caller.Principal, holdID string, amount, fee int64, fees, kind, description string) (*ledger.Transaction, error) {
	accts, err := l.cfg.Ledger.Ensure(ctx, tx, p, ledger.Internal("settlement", l.cfg.Currency), ledger.Internal(fees, l.cfg.Currency))
	if err != nil {
		return nil, err
	}
	credits := []ledger.Posting{{Account: accts[0], Amount: amount}}
	if fee > 0 {
		credits = append(credits, ledger.Posting{Account: accts[1], Amount: fee})
	}
	return l.cfg.Ledger.CaptureHold(ctx, tx, p, holdID, kind, description, credits)
}

// Failed releases a payout's hold inside tx: what it held is available again.
func (l *Lifecycle[T]) Failed(ctx context.Context, tx bun.Tx, p caller.Principal, holdID string) error {
	return l.cfg.Ledger.ReleaseHold(ctx, tx, p, holdID)
}

// Refunded pays amount back from settlement to the wallet inside tx (a
// payout returned after it was paid; its fee is kept), as a new ledger
// transaction of kind.
func (l *Lifecycle[T]) Refunded(ctx context.Context, tx bun.Tx, p caller.Principal, amount int64, kind, reference, description string) (*ledger.Transaction, error) {
	accts, err := l.cfg.Ledger.Ensure(ctx, tx, p, ledger.Internal("settlement", l.cfg.Currency), ledger.Wallet(l.cfg.Currency))
	if err != nil {
		return nil, err
	}
	return l.cfg.Ledger.Post(ctx, tx, p, kind, reference, description,
		[]ledger.Posting{{Account: accts[0], Amount: -amount}, {Account: accts[1], Amount: amount}})
}
