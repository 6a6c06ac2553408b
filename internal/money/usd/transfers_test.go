package usd_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// payee is a counterparty taking both rails, of a new account.
func (b *testBundle) payee(t *testing.T, svc *usd.Service, email string) *usd.Counterparty {
	t.Helper()
	a := b.account(t, svc, email)
	c, err := svc.CreateCounterparty(context.Background(), b.p, individual(a.ID))
	require.NoError(t, err)
	return c
}

func (b *testBundle) fund(t *testing.T, cents int64) {
	t.Helper()
	_, err := b.wallets.CreditSandbox(context.Background(), b.p, "USD", cents)
	require.NoError(t, err)
}

func (b *testBundle) transfer(t *testing.T, svc *usd.Service, id string) *usd.Transfer {
	t.Helper()
	tr, err := svc.Transfer(context.Background(), b.p, id)
	require.NoError(t, err)
	return tr
}

// requireWallet checks the USD wallet's balance and what is held on it.
func (b *testBundle) requireWallet(t *testing.T, balance, held int64) {
	t.Helper()
	w := b.wallet(t)
	require.Equal(t, balance, w.Balance, "balance")
	require.Equal(t, held, w.Held, "held")
}

// eventsOf are the types of an object's events, oldest first.
func (b *testBundle) eventsOf(t *testing.T, objectID string) []string {
	t.Helper()
	var evs []events.Event
	require.NoError(t, b.db.NewSelect().Model(&evs).Where("object_id = ?", objectID).Order("created_at", "id").Scan(context.Background()))
	out := []string{}
	for _, e := range evs {
		out = append(out, e.Type)
	}
	return out
}

func (b *testBundle) jobsDone(t *testing.T) bool {
	t.Helper()
	n, err := b.db.NewSelect().Model((*jobs.Job)(nil)).Where("state IN (?) AND run_at <= ?",
		bun.In([]jobs.State{jobs.Available, jobs.Running}), b.clock.Now()).Count(context.Background())
	require.NoError(t, err)
	return n == 0
}

func TestTransfers(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cp := b.payee(t, svc, "payer@example.com")
		b.fund(t, 100_000)
		balance := int64(100_000)

		t.Run("a transfer holds its amount and its rail's fee", func(t *testing.T) {
			for rail, fee := range map[string]int64{"ach": 100, "wire": 2500} {
				tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1_000, Rail: rail, Memo: "invoice"})
				require.NoError(t, err)
				require.Equal(t, usd.StatusPending, tr.Status)
				require.Equal(t, fee, tr.Fee, rail)
				require.Equal(t, usd.NormalizeRail(rail), tr.Rail)
				require.NotEmpty(t, tr.Reference, "a reference is made up when none is given")
				require.Equal(t, "Transfer | John Doe - 900516649780 - Bank of the Lakes", tr.Summary)
				b.requireWallet(t, balance, 1_000+fee)
				_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusFailed, "")
				require.NoError(t, err)
				b.requireWallet(t, balance, 0)
			}
		})

		t.Run("a failure releases the hold exactly once", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 7_000, Rail: "wire"})
			require.NoError(t, err)
			b.requireWallet(t, balance, 9_500)
			failed, err := svc.Settle(ctx, b.p, tr.ID, usd.StatusFailed, "")
			require.NoError(t, err)
			require.Equal(t, usd.StatusFailed, failed.Status)
			require.Equal(t, "The payment rail refused the transfer", *failed.FailureReason)
			b.requireWallet(t, balance, 0)
			for _, status := range []string{usd.StatusFailed, usd.StatusSuccess} {
				_, err = svc.Settle(ctx, b.p, tr.ID, status, "")
				errstest.RequireKey(t, err, "transfer_settled")
			}
			b.startWorkers(t)
			waitFor(t, "the submission to finish", func() bool { return b.jobsDone(t) })
			got := b.transfer(t, svc, tr.ID)
			require.Equal(t, usd.StatusFailed, got.Status, "the rail is not asked to carry a failed transfer")
			require.Nil(t, got.TransactionID)
			b.requireWallet(t, balance, 0)
			require.Equal(t, []string{"transfer.failed"}, b.eventsOf(t, tr.ID))
		})

		t.Run("pending, processing and successful by the sandbox rail", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 5_000, Rail: "ACH", Reference: "inv-1"})
			require.NoError(t, err)
			settlement, fees := b.internal(t, "settlement"), b.internal(t, "fees")

			b.startWorkers(t)
			waitFor(t, "the transfer to be processing", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusProcessing })
			waitFor(t, "the submission to finish", func() bool { return b.jobsDone(t) })
			require.Equal(t, usd.StatusProcessing, b.transfer(t, svc, tr.ID).Status, "the sandbox takes its delay")
			b.requireWallet(t, balance, 5_100)

			b.advance(sandboxDelay)
			waitFor(t, "the transfer to succeed", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusSuccess })
			got := b.transfer(t, svc, "inv-1")
			require.Equal(t, tr.ID, got.ID, "a transfer is found by its reference too")
			require.NotNil(t, got.TransactionID)
			require.Equal(t, cp.ID, got.Counterparty.ID)
			balance -= 5_100
			b.requireWallet(t, balance, 0)
			require.Equal(t, settlement+5_000, b.internal(t, "settlement"))
			require.Equal(t, fees+100, b.internal(t, "fees"))
			require.Equal(t, []string{"transfer.processing", "transfer.successful"}, b.eventsOf(t, tr.ID))

			var ev events.Event
			require.NoError(t, d.NewSelect().Model(&ev).Where("object_id = ? AND type = ?", tr.ID, "transfer.successful").Scan(ctx))
			// The event stores the transfer as the service has it (the
			// transports render it when it is read: rest.RenderEvent).
			require.Empty(t, ev.Payload)
			var snapshot usd.Transfer
			require.NoError(t, json.Unmarshal(ev.Snapshot, &snapshot))
			require.Equal(t, tr.ID, snapshot.ID)
			require.Equal(t, usd.StatusSuccess, snapshot.Status)
			require.EqualValues(t, 5_000, snapshot.Amount)
			require.Equal(t, *got.TransactionID, *snapshot.TransactionID)
			// Both jobs' events carry the counterparty read with the
			// transfer, and each job ended completed on its first attempt
			// (that the handler's transaction, not the worker, recorded it
			// is the jobs package's TestCompleteInTheHandlersTransaction).
			for _, typ := range []string{"transfer.processing", "transfer.successful"} {
				var ev events.Event
				require.NoError(t, d.NewSelect().Model(&ev).Where("object_id = ? AND type = ?", tr.ID, typ).Scan(ctx))
				var snap usd.Transfer
				require.NoError(t, json.Unmarshal(ev.Snapshot, &snap))
				require.NotNil(t, snap.Counterparty, typ)
				require.Equal(t, cp.ID, snap.Counterparty.ID, typ)
				require.Equal(t, got.Counterparty.AccountName, snap.Counterparty.AccountName, typ)
			}
			var done []jobs.Job
			require.NoError(t, d.NewSelect().Model(&done).Where("kind LIKE 'usd.transfer.%' AND CAST(args AS TEXT) LIKE ?", "%"+tr.ID+"%").Scan(ctx))
			require.Len(t, done, 2)
			for _, j := range done {
				require.Equal(t, jobs.Completed, j.State, j.Kind)
				require.Equal(t, 1, j.Attempt, j.Kind)
				require.NotNil(t, j.FinalizedAt, j.Kind)
			}

			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusFailed, "")
			errstest.RequireKey(t, err, "transfer_settled")
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusSuccess, "")
			errstest.RequireKey(t, err, "transfer_settled")
			b.requireWallet(t, balance, 0)
		})

		t.Run("a submission queued without the transfer's mode reads the transfer first", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1_500, Rail: "ach"})
			require.NoError(t, err)
			var submit jobs.Job
			require.NoError(t, d.NewSelect().Model(&submit).Where("kind = 'usd.transfer.submit' AND CAST(args AS TEXT) LIKE ?", "%"+tr.ID+"%").Scan(ctx))
			require.JSONEq(t, `{"transfer_id":"`+tr.ID+`","mode":"test"}`, submit.Args)
			// As a job queued before its arguments carried the mode.
			_, err = d.NewUpdate().Model(&submit).Set("args = ?", `{"transfer_id":"`+tr.ID+`"}`).WherePK().Exec(ctx)
			require.NoError(t, err)
			b.startWorkers(t)
			waitFor(t, "the transfer to be processing", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusProcessing })
			waitFor(t, "the submission to finish", func() bool { return b.jobsDone(t) })
			require.NoError(t, d.NewSelect().Model(&submit).WherePK().Scan(ctx))
			require.Equal(t, jobs.Completed, submit.State)
			require.Equal(t, 1, submit.Attempt)
			require.Equal(t, []string{"transfer.processing"}, b.eventsOf(t, tr.ID))
			b.advance(sandboxDelay)
			waitFor(t, "the transfer to succeed", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusSuccess })
			balance -= 1_600
			b.requireWallet(t, balance, 0)
		})

		t.Run("the sandbox's settlement leaves a transfer settled by hand meanwhile", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 3_000, Rail: "ach"})
			require.NoError(t, err)
			b.startWorkers(t)
			waitFor(t, "the transfer to be processing", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusProcessing })
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusFailed, "")
			require.NoError(t, err)
			b.advance(sandboxDelay)
			waitFor(t, "the settlement job to finish", func() bool { return b.jobsDone(t) })
			require.Equal(t, usd.StatusFailed, b.transfer(t, svc, tr.ID).Status)
			require.Equal(t, []string{"transfer.processing", "transfer.failed"}, b.eventsOf(t, tr.ID))
			b.requireWallet(t, balance, 0)
			var settle jobs.Job
			require.NoError(t, d.NewSelect().Model(&settle).Where("kind = 'usd.transfer.sandbox_settle' AND CAST(args AS TEXT) LIKE ?", "%"+tr.ID+"%").Scan(ctx))
			require.Equal(t, jobs.Completed, settle.State, "nothing left to do is done, not retried")
		})

		t.Run("an ACH return refunds the amount exactly once and keeps the fee", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 2_000, Rail: "ach"})
			require.NoError(t, err)
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "R01")
			errstest.RequireKey(t, err, "transfer_settled")
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusSuccess, "")
			require.NoError(t, err)
			balance -= 2_100
			b.requireWallet(t, balance, 0)

			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "insufficient funds")
			requireInvalid(t, err, "return_code")
			ret, err := svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "R01")
			require.NoError(t, err)
			require.Equal(t, usd.StatusReturned, ret.Status)
			require.Equal(t, "R01", *ret.ReturnCode)
			require.NotNil(t, ret.ReturnTransactionID)
			balance += 2_000
			b.requireWallet(t, balance, 0)
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "R01")
			errstest.RequireKey(t, err, "transfer_settled")
			b.requireWallet(t, balance, 0)

			b.advance(sandboxDelay)
			waitFor(t, "the jobs to finish", func() bool { return b.jobsDone(t) })
			require.Equal(t, usd.StatusReturned, b.transfer(t, svc, tr.ID).Status)
			require.Equal(t, 1, b.eventCount(t, "transfer.returned", tr.ID))
			b.requireWallet(t, balance, 0)
		})

		t.Run("a wire is not returnable", func(t *testing.T) {
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1_000, Rail: "wire"})
			require.NoError(t, err)
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusSuccess, "")
			require.NoError(t, err)
			balance -= 3_500
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "R01")
			errstest.RequireKey(t, err, "not_returnable")
			b.requireWallet(t, balance, 0)
		})

		t.Run("insufficient funds leave nothing behind", func(t *testing.T) {
			_, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: balance - 99, Rail: "ach", Reference: "too-much"})
			errstest.RequireKey(t, err, "insufficient_funds")
			_, err = svc.Transfer(ctx, b.p, "too-much")
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			b.requireWallet(t, balance, 0)
			tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: balance - 100, Rail: "ach", Reference: "too-much"})
			require.NoError(t, err, "the whole balance, fee included, may go")
			_, err = svc.Settle(ctx, b.p, tr.ID, usd.StatusFailed, "closed account")
			require.NoError(t, err)
		})

		t.Run("a reference is used once", func(t *testing.T) {
			in := usd.TransferInput{CounterpartyID: cp.ID, Amount: 1_000, Rail: "ach", Reference: "dup-1"}
			first, err := svc.CreateTransfer(ctx, b.p, in)
			require.NoError(t, err)
			_, err = svc.CreateTransfer(ctx, b.p, in)
			errstest.RequireKey(t, err, "duplicate_reference")
			require.Contains(t, err.Error(), first.ID)
			b.requireWallet(t, balance, 1_100)
			_, err = svc.Settle(ctx, b.p, first.ID, usd.StatusFailed, "")
			require.NoError(t, err)
		})

		t.Run("input is validated", func(t *testing.T) {
			for _, tc := range []struct {
				in    usd.TransferInput
				field string
			}{
				{usd.TransferInput{CounterpartyID: cp.ID, Amount: 0, Rail: "ach"}, "amount"},
				{usd.TransferInput{CounterpartyID: cp.ID, Amount: usd.MaxAmount + 1, Rail: "ach"}, "amount"},
				{usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Rail: "swift"}, "payment_rail"},
				{usd.TransferInput{Amount: 1, Rail: "ach"}, "counterparty_id"},
			} {
				_, err := svc.CreateTransfer(ctx, b.p, tc.in)
				requireInvalid(t, err, tc.field)
			}
			a := b.account(t, svc, "achonly@example.com")
			in := individual(a.ID)
			in.PaymentRails = []string{"ACH"}
			achOnly, err := svc.CreateCounterparty(ctx, b.p, in)
			require.NoError(t, err)
			_, err = svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: achOnly.ID, Amount: 1, Rail: "wire"})
			requireInvalid(t, err, "payment_rail")
		})

		t.Run("transfers belong to their organization and mode", func(t *testing.T) {
			other, err := orgs.New(b.db, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			p := auth.Principal{OrganizationID: other.ID, Mode: auth.Test}
			_, err = svc.CreateTransfer(ctx, p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Rail: "ach"})
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.Transfer(ctx, p, "inv-1")
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.Settle(ctx, p, "inv-1", usd.StatusFailed, "")
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			list, err := svc.ListTransfersAfter(ctx, p, usd.TransferFilter{}, nil, 10)
			require.NoError(t, err)
			require.Empty(t, list)
			_, err = svc.CreateTransfer(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live},
				usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Rail: "ach"})
			errstest.RequireKey(t, err, "transfers_unavailable")
		})
	})
}
