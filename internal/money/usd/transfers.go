package usd

import (
	"context"
	"regexp"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/payout"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Transfer statuses: PENDING → PROCESSING → SUCCESS | FAILED, and
// SUCCESS → RETURNED for ACH.
const (
	StatusPending    = "PENDING"
	StatusProcessing = "PROCESSING"
	StatusSuccess    = "SUCCESS"
	StatusFailed     = "FAILED"
	StatusReturned   = "RETURNED"
)

// MaxAmount bounds a transfer, in cents (ten thousand million dollars).
const MaxAmount = 1_000_000_000_000

// Transfer pays a counterparty from the organization's USD wallet.
type Transfer struct {
	bun.BaseModel       `bun:"table:usd_transfers"`
	ID                  string    `bun:"id,pk"`
	OrganizationID      string    `bun:"organization_id"`
	Mode                auth.Mode `bun:"mode"`
	Reference           string    `bun:"reference"`
	CounterpartyID      string    `bun:"counterparty_id"`
	Amount              int64     `bun:"amount"` // cents
	Fee                 int64     `bun:"fee"`    // cents
	Rail                string    `bun:"rail"`
	Memo                string    `bun:"memo"`
	Reason              string    `bun:"reason"`
	Summary             string    `bun:"summary"`
	Status              string    `bun:"status"`
	HoldID              string    `bun:"hold_id"`
	TransactionID       *string   `bun:"transaction_id"`
	ReturnTransactionID *string   `bun:"return_transaction_id"`
	ReturnCode          *string   `bun:"return_code"`
	FailureReason       *string   `bun:"failure_reason"`
	CreatedAt           time.Time `bun:"created_at"`
	UpdatedAt           time.Time `bun:"updated_at"`

	// Counterparty is the counterparty paid (loaded with the transfer).
	Counterparty *Counterparty `bun:"rel:belongs-to,join:counterparty_id=id"`
}

// Rail carries transfers to their counterparties (a payout.Rail): the
// job queue calls Submit (again on an error) to hand a transfer over; the
// rail's outcome is reported later through Settle.
type Rail = payout.Rail[*Transfer]

// The payout.Payout of a transfer: its amount and the rail's fee are held
// on the USD wallet.
func (t *Transfer) Payer() auth.Principal {
	return auth.Principal{OrganizationID: t.OrganizationID, Mode: t.Mode}
}
func (t *Transfer) Hold() (int64, string) { return t.Amount + t.Fee, t.ID }
func (t *Transfer) Ref() string           { return t.Reference }
func (t *Transfer) Held(holdID string)    { t.HoldID = holdID }

// sandboxRail is the test-mode rail: it carries nothing, and the transfer
// succeeds on its own SandboxDelay later (or when a sandbox route settles it).
type sandboxRail struct{}

func (sandboxRail) Submit(context.Context, *Transfer) (string, error) { return "", nil }

func (s *Service) rail(m auth.Mode) Rail {
	if m == auth.Test {
		return sandboxRail{}
	}
	return s.cfg.LiveRail
}

// TransferInput is a new transfer.
type TransferInput struct {
	CounterpartyID string
	Amount         int64 // cents
	Rail           string
	Memo, Reason   string
	Reference      string
}

type transferArgs struct {
	TransferID string `json:"transfer_id"`
	// Mode is the transfer's: a test transfer's submission needs nothing
	// read first (its rail is the sandbox). Jobs queued without it read
	// the transfer first, as a live one's does.
	Mode auth.Mode `json:"mode,omitempty"`
}

// CreateTransfer holds the amount and the rail's fee on the organization's
// USD wallet (insufficient_funds otherwise) and queues the transfer for its
// rail. The rail must be one the counterparty takes; the reference is unique
// per organization and mode (duplicate_reference).
func (s *Service) CreateTransfer(ctx context.Context, p auth.Principal, in TransferInput) (*Transfer, error) {
	t, err := s.newTransfer(ctx, p, in)
	if err != nil {
		return nil, err
	}
	return s.payouts.Create(ctx, t)
}

// newTransfer validates a transfer to one of the caller's counterparties.
func (s *Service) newTransfer(ctx context.Context, p auth.Principal, in TransferInput) (*Transfer, error) {
	var v errs.Validation
	rail := NormalizeRail(in.Rail)
	v.Check(rail != "", "payment_rail", "payment_rail must be ach or wire (ACH, FEDWIRE)")
	v.Check(in.Amount > 0 && in.Amount <= MaxAmount, "amount", "amount must be a positive whole number of cents, at most %d", int64(MaxAmount))
	v.Check(in.CounterpartyID != "", "counterparty_id", "counterparty_id is required")
	v.Check(len(in.Memo) <= 140, "memo", "memo must be at most 140 characters")
	v.Check(len(in.Reason) <= 500, "reason", "reason must be at most 500 characters")
	v.Check(len(in.Reference) <= 255, "reference", "reference must be at most 255 characters")
	if err := v.Err(); err != nil {
		return nil, err
	}
	if s.rail(p.Mode) == nil {
		return nil, errs.E(errs.Unavailable, "transfers_unavailable", "No payment rail is configured for live USD transfers")
	}
	c, err := s.Counterparty(ctx, p, in.CounterpartyID)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(c.PaymentRails, rail) {
		return nil, errs.Invalidf("payment_rail", "the counterparty takes %v, not %s", c.PaymentRails, rail)
	}
	if in.Reference == "" {
		in.Reference = ids.New("ref")
	}
	now := s.now()
	t := &Transfer{ID: ids.New("trf"), OrganizationID: p.OrganizationID, Mode: p.Mode, Reference: in.Reference, CounterpartyID: c.ID,
		Amount: in.Amount, Fee: s.cfg.Fees[rail], Rail: rail, Memo: in.Memo, Reason: in.Reason,
		Summary: "Transfer | " + c.AccountName + " - " + c.AccountNumber + " - " + c.InstitutionName,
		Status:  StatusPending, CreatedAt: now, UpdatedAt: now, Counterparty: c}
	return t, nil
}

// submitJob is the options of a transfer's submit job. Submitting calls
// the rail: never inline, even with the sync queue.
var submitJob = jobs.InsertOpts{Background: true}

func (s *Service) transfer(ctx context.Context, idb bun.IDB, p auth.Principal, idOrReference string) (*Transfer, error) {
	t := new(Transfer)
	err := idb.NewSelect().Model(t).Relation("Counterparty").
		Where("transfer.organization_id = ? AND transfer.mode = ?", p.OrganizationID, p.Mode).
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("transfer.id = ?", idOrReference).WhereOr("transfer.reference = ?", idOrReference)
		}).Limit(1).Scan(ctx)
	return t, db.Classify(err, "Transfer not found")
}

// Transfer returns one of the caller's transfers by id or reference.
func (s *Service) Transfer(ctx context.Context, p auth.Principal, idOrReference string) (*Transfer, error) {
	return s.transfer(ctx, s.db, p, idOrReference)
}

// TransferFilter narrows a list of transfers.
type TransferFilter struct {
	Status         string
	Rail           string // ACH or FEDWIRE
	AccountID      string // the paying USD account
	CustomerID     string // the paying account's customer
	CounterpartyID string
	From, To       *time.Time
}

func (s *Service) transfers(p auth.Principal, f TransferFilter, out any) *bun.SelectQuery {
	q := s.db.NewSelect().Model(out).Where("transfer.organization_id = ? AND transfer.mode = ?", p.OrganizationID, p.Mode)
	if f.AccountID != "" {
		q = q.Where("transfer.counterparty_id IN (?)", s.db.NewSelect().Table("counterparties").Column("id").
			Where("organization_id = ? AND mode = ? AND account_id = ?", p.OrganizationID, p.Mode, f.AccountID))
	}
	if f.CustomerID != "" {
		q = q.Where("transfer.counterparty_id IN (?)", s.db.NewSelect().TableExpr("counterparties AS c").Column("c.id").
			Join("JOIN usd_accounts AS a ON a.id = c.account_id").
			Where("a.organization_id = ? AND a.mode = ? AND a.customer_id = ?", p.OrganizationID, p.Mode, f.CustomerID))
	}
	return db.Narrow(q).Eq("transfer.status", f.Status).Eq("transfer.rail", f.Rail).Eq("transfer.counterparty_id", f.CounterpartyID).
		Between("transfer.created_at", f.From, f.To).Query()
}

// CountTransfers counts the transfers the filter matches, up to paging.MaxCount.
func (s *Service) CountTransfers(ctx context.Context, p auth.Principal, f TransferFilter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.transfers(p, f, (*Transfer)(nil)))
	return n, errs.Wrap(err, "count transfers")
}

// ReturnOf returns the transfer whose return a ledger transaction recorded.
func (s *Service) ReturnOf(ctx context.Context, p auth.Principal, transactionID string) (*Transfer, error) {
	t := new(Transfer)
	err := s.db.NewSelect().Model(t).Relation("Counterparty").
		Where("transfer.organization_id = ? AND transfer.mode = ? AND transfer.return_transaction_id = ?", p.OrganizationID, p.Mode, transactionID).
		Scan(ctx)
	return t, db.Classify(err, "Transfer not found")
}

// ListTransfersAfter returns up to limit+1 transfers the filter matches
// after the cursor, newest first.
func (s *Service) ListTransfersAfter(ctx context.Context, p auth.Principal, f TransferFilter, after *paging.Cursor, limit int) ([]Transfer, error) {
	out := []Transfer{}
	q := s.transfers(p, f, &out).Relation("Counterparty")
	if after != nil {
		t := after.CreatedAt.UTC()
		q = q.Where("(transfer.created_at < ? OR (transfer.created_at = ? AND transfer.id < ?))", t, t, after.ID)
	}
	err := q.Order("transfer.created_at DESC", "transfer.id DESC").Limit(int64(limit + 1)).Scan(ctx)
	return out, errs.Wrap(err, "list transfers")
}

// submitJob hands a pending transfer to its rail: it is then PROCESSING
// (transfer.processing); in test mode the sandbox's settlement follows.
// The change, its event, the settlement's job and the job's completion
// are one transaction. A live transfer is read and handed to its rail
// first; a test transfer's rail is the sandbox, in process, which takes
// nothing, so it is moved first, unread, and handed over inside the
// transaction.
func (s *Service) submitJob(ctx context.Context, job *jobs.Job, a transferArgs) error {
	if a.Mode == auth.Test {
		return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			moved, err := s.move(ctx, tx, sandboxTransfer(a.TransferID), StatusProcessing, StatusPending)
			if err != nil || moved == nil {
				return err // settled by hand meanwhile
			}
			if err := s.withCounterparty(ctx, tx, moved); err != nil {
				return err
			}
			if _, err := (sandboxRail{}).Submit(ctx, moved); err != nil {
				return err
			}
			return s.processing(ctx, tx, job, moved)
		})
	}
	t, err := s.load(ctx, a.TransferID)
	if err != nil {
		return err
	}
	if t.Status != StatusPending {
		return nil // settled by hand meanwhile
	}
	r := s.rail(t.Mode)
	if r == nil {
		return jobs.Permanent(errs.E(errs.Unavailable, "transfers_unavailable", "No payment rail is configured"))
	}
	if _, err := r.Submit(ctx, t); err != nil {
		return err
	}
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		moved, err := s.move(ctx, tx, theTransfer(t.Payer(), t.ID), StatusProcessing, StatusPending)
		if err != nil || moved == nil {
			return err
		}
		moved.Counterparty = t.Counterparty
		return s.processing(ctx, tx, job, moved)
	})
}

// processing records, in tx, that a submitted transfer moved to
// PROCESSING: its event, the sandbox's settlement (test mode) and the
// submit job's completion.
func (s *Service) processing(ctx context.Context, tx bun.Tx, job *jobs.Job, moved *Transfer) error {
	if _, err := s.cfg.Events.Record(ctx, tx, moved.Payer(), "transfer.processing", moved.ID, moved.event()); err != nil {
		return err
	}
	if moved.Mode == auth.Test {
		settle := transferArgs{TransferID: moved.ID}
		if err := s.cfg.Jobs.Defer(ctx, tx, jobSettle, settle, jobs.InsertOpts{RunAt: s.cfg.Now().Add(s.cfg.SandboxDelay)}); err != nil {
			return err
		}
	}
	return s.cfg.Jobs.Complete(ctx, tx, job)
}

// sandboxSettleJob: the sandbox's rail reports success.
func (s *Service) sandboxSettleJob(ctx context.Context, job *jobs.Job, a transferArgs) error {
	_, err := s.settle(ctx, auth.Principal{}, a.TransferID, StatusSuccess, "", job)
	if errs.Is(err, "transfer_settled") {
		return nil // settled by hand meanwhile
	}
	return err
}

// load reads a transfer of any organization by id, with its
// counterparty: for the jobs, whose arguments name the transfer only.
func (s *Service) load(ctx context.Context, id string) (*Transfer, error) {
	t := new(Transfer)
	if err := s.db.NewSelect().Model(t).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "load transfer")
	}
	return t, s.withCounterparty(ctx, s.db, t)
}

// withCounterparty sets t's counterparty, as the service keeps it
// (Counterparty), else read through idb: rows read or moved without the
// join.
func (s *Service) withCounterparty(ctx context.Context, idb bun.IDB, t *Transfer) error {
	c, err := s.keptCounterparty(ctx, idb, t.Payer(), t.CounterpartyID)
	t.Counterparty = c
	return errs.Wrap(err, "load transfer's counterparty")
}

// move changes the status of the transfer where names (one of p's, or a
// job's by its id alone) from one of from to status, in tx; it answers the
// changed transfer (without its counterparty), or nil when the transfer
// was in none of from (another change won).
func (s *Service) move(ctx context.Context, tx bun.Tx, where func(*bun.UpdateQuery) *bun.UpdateQuery, status string, from ...string) (*Transfer, error) {
	var rows []Transfer
	err := where(tx.NewUpdate().Model(&rows).Set("status = ?", status).Set("updated_at = ?", s.now())).
		Where("status IN (?)", bun.In(from)).Returning("*").Scan(ctx)
	if err != nil && !db.IsNotFound(err) {
		return nil, errs.Wrap(err, "move transfer")
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// theTransfer names one transfer that is p's, by its id, for move.
func theTransfer(p auth.Principal, id string) func(*bun.UpdateQuery) *bun.UpdateQuery {
	return func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode)
	}
}

// sandboxTransfer names a test transfer by its id alone, for the sandbox's
// jobs (whose arguments name the transfer only): a live one of that id is
// not moved.
func sandboxTransfer(id string) func(*bun.UpdateQuery) *bun.UpdateQuery {
	return func(q *bun.UpdateQuery) *bun.UpdateQuery { return q.Where("id = ? AND mode = ?", id, auth.Test) }
}

var returnCode = regexp.MustCompile(`^R\d\d$`)

// Settle records a rail's outcome: StatusSuccess (the hold captured: the
// amount to settlement, the fee to fees), StatusFailed (the hold released)
// from PENDING or PROCESSING; StatusReturned from SUCCESS, ACH only, with a
// NACHA return code (R01…R99): the amount is refunded to the wallet
// through a new ledger transaction, once (the fee is kept). Each records
// its transfer.* event in the same transaction; a transfer that is past
// the change is transfer_settled.
func (s *Service) Settle(ctx context.Context, p auth.Principal, id, status, detail string) (*Transfer, error) {
	return s.settle(ctx, p, id, status, detail, nil)
}

// settle is Settle. With a job (the sandbox's, which it completes in the
// same transaction) the transfer is the job's, a test one named by its id
// alone: it is moved first, unread, and p is its own; without, it is one
// of p's, read first by id or reference.
func (s *Service) settle(ctx context.Context, p auth.Principal, id string, status, detail string, job *jobs.Job) (*Transfer, error) {
	if status == StatusReturned && !returnCode.MatchString(detail) {
		return nil, errs.Invalidf("return_code", "return_code must be a NACHA return code such as R01")
	}
	var t *Transfer
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		from := []string{StatusPending, StatusProcessing}
		var err error
		if job != nil {
			if t, err = s.move(ctx, tx, sandboxTransfer(id), status, from...); err != nil {
				return err
			}
			if t == nil {
				return errs.E(errs.Conflict, "transfer_settled", "The transfer was settled meanwhile")
			}
			p = t.Payer()
			if err := s.withCounterparty(ctx, tx, t); err != nil {
				return err
			}
		} else {
			current, err := s.transfer(ctx, tx, p, id)
			if err != nil {
				return err
			}
			if status == StatusReturned {
				if current.Rail != ACH {
					return errs.E(errs.Conflict, "not_returnable", "Only ACH transfers can be returned")
				}
				from = []string{StatusSuccess}
			}
			if t, err = s.move(ctx, tx, theTransfer(p, current.ID), status, from...); err != nil {
				return err
			}
			if t == nil {
				return errs.E(errs.Conflict, "transfer_settled", "The transfer is %s", current.Status)
			}
			t.Counterparty = current.Counterparty // read with it
		}
		event := map[string]string{StatusSuccess: "transfer.successful", StatusFailed: "transfer.failed", StatusReturned: "transfer.returned"}[status]
		switch status {
		case StatusSuccess:
			txn, err := s.payouts.Paid(ctx, tx, p, t.HoldID, t.Amount, t.Fee, "fees", "usd_transfer", t.Rail+" transfer "+t.Reference)
			if err != nil {
				return err
			}
			t.TransactionID = &txn.ID
		case StatusFailed:
			if detail == "" {
				detail = "The payment rail refused the transfer"
			}
			t.FailureReason = &detail
			if err := s.payouts.Failed(ctx, tx, p, t.HoldID); err != nil {
				return err
			}
		case StatusReturned:
			txn, err := s.payouts.Refunded(ctx, tx, p, t.Amount, "usd_transfer_return", t.Reference, "ACH return "+detail)
			if err != nil {
				return err
			}
			t.ReturnTransactionID, t.ReturnCode = &txn.ID, &detail
		}
		b := s.db.Batch(tx).Add(db.UpdateOf(tx, t, []string{"transaction_id", "return_transaction_id", "return_code", "failure_reason"}, ""))
		if err := b.Defer(ctx); err != nil {
			return errs.Wrap(err, "settle transfer")
		}
		if _, err = s.cfg.Events.Record(ctx, tx, p, event, t.ID, t.event()); err != nil || job == nil {
			return err
		}
		return s.cfg.Jobs.Complete(ctx, tx, job)
	})
	return t, err
}

// event is the transfer as its events record it: its counterparty reduced
// to what a transfer shows of it (the account, its name and its bank), so
// that the event log keeps none of the counterparty's personal details
// (email, phone, addresses).
func (t *Transfer) event() *Transfer {
	out := *t
	if c := t.Counterparty; c != nil {
		out.Counterparty = &Counterparty{ID: c.ID, AccountName: c.AccountName, AccountNumber: c.AccountNumber,
			RoutingNumber: c.RoutingNumber, SwiftCode: c.SwiftCode, InstitutionName: c.InstitutionName}
	}
	return &out
}
