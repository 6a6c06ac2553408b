package usd_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/jobs"
	"github.com/meridianhq/meridian/internal/usd"
)

// A batch of transfers answers each on its own, as withdrawals' batches
// do: those the wallet still covers, in order, are held and queued; one
// it no longer covers fails alone; a reference already taken sends each
// to be placed alone. Racing transfers: exactly as many as the wallet
// covers are placed.
func TestTransferBatches(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cp := b.payee(t, svc, "payer@example.com")
		b.fund(t, 10_000)
		in := func(cents int64, reference string) usd.TransferInput { // ACH: a 100-cent fee
			return usd.TransferInput{CounterpartyID: cp.ID, Amount: cents, Rail: "ach", Reference: reference}
		}
		submits := func() int {
			n, err := b.db.NewSelect().Model((*jobs.Job)(nil)).Where("kind = 'usd.transfer.submit'").Count(ctx)
			require.NoError(t, err)
			return int(n)
		}

		ts, errs := svc.CreateMany(ctx, b.p, in(2_900, "a"), in(2_900, "b"), in(4_000, "c"), in(2_900, "d"))
		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		requireKey(t, errs[2], "insufficient_funds")
		require.Nil(t, ts[2])
		require.NoError(t, errs[3])
		b.requireWallet(t, 10_000, 9_000)
		for _, i := range []int{0, 1, 3} {
			tr := b.transfer(t, svc, ts[i].ID)
			require.Equal(t, usd.StatusPending, tr.Status)
			require.Equal(t, ts[i].HoldID, tr.HoldID)
		}
		require.Equal(t, 3, submits(), "a submit job each")

		// "a" is taken, and "e" comes twice.
		ts, errs = svc.CreateMany(ctx, b.p, in(100, "a"), in(100, "e"), in(100, "e"), in(100, "f"))
		requireKey(t, errs[0], "duplicate_reference")
		require.NoError(t, errs[1])
		requireKey(t, errs[2], "duplicate_reference")
		require.NoError(t, errs[3])
		require.Equal(t, "f", ts[3].Reference)
		b.requireWallet(t, 10_000, 9_400)
		require.Equal(t, 5, submits())

		// The 600 cents left cover exactly three of nine racing transfers
		// of 100 cents and the fee.
		var wg sync.WaitGroup
		errs = make([]error, 9)
		for i := range errs {
			wg.Go(func() { _, errs[i] = svc.CreateTransfer(ctx, b.p, in(100, "")) })
		}
		wg.Wait()
		placed := 0
		for _, err := range errs {
			if err == nil {
				placed++
			} else {
				requireKey(t, err, "insufficient_funds")
			}
		}
		require.Equal(t, 3, placed)
		b.requireWallet(t, 10_000, 10_000)
	})
}
