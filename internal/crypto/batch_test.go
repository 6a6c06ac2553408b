package crypto_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/crypto"
	"github.com/meridianhq/meridian/internal/jobs"
)

// A batch of withdrawals answers each on its own: those the wallet still
// covers, in order, are held and queued; one it no longer covers fails
// alone; a reference already taken sends each to be placed alone, so that
// only its own request fails. Racing withdrawals: exactly as many as the
// wallet covers are placed.
func TestWithdrawalBatches(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		_, err := b.wallets.CreditSandbox(ctx, b.p, "USD", 1_000)
		require.NoError(t, err)
		in := func(cents int64, reference string) crypto.WithdrawalInput { // usdc has 6 decimals
			return crypto.WithdrawalInput{Address: destination, Chain: "base", Coin: "usdc", Amount: cents * 10_000, Reference: reference}
		}
		sends := func() int {
			n, err := b.db.NewSelect().Model((*jobs.Job)(nil)).Where("kind = 'crypto.withdrawal.send'").Count(ctx)
			require.NoError(t, err)
			return int(n)
		}

		// Each holds its cents and base's 5-cent fee.
		ws, errs := svc.CreateMany(ctx, b.p, in(300, "a"), in(300, "b"), in(400, "c"), in(300, "d"))
		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		requireKey(t, errs[2], "insufficient_funds")
		require.Nil(t, ws[2])
		require.NoError(t, errs[3])
		b.requireWallet(t, 1_000, 915)
		for _, i := range []int{0, 1, 3} {
			w, err := svc.Withdrawal(ctx, b.p, ws[i].ID)
			require.NoError(t, err)
			require.Equal(t, crypto.Pending, w.Status)
			require.Equal(t, ws[i].HoldID, w.HoldID)
		}
		require.Equal(t, 3, sends(), "a send job each")

		// "a" is taken, and "e" comes twice.
		ws, errs = svc.CreateMany(ctx, b.p, in(10, "a"), in(10, "e"), in(10, "e"), in(10, "f"))
		requireKey(t, errs[0], "duplicate_reference")
		require.NoError(t, errs[1])
		requireKey(t, errs[2], "duplicate_reference")
		require.NoError(t, errs[3])
		require.Equal(t, "f", ws[3].Reference)
		b.requireWallet(t, 1_000, 915+2*15)
		require.Equal(t, 5, sends())

		// The 55 cents left cover exactly five of eleven racing
		// withdrawals of 6 cents and the fee.
		var wg sync.WaitGroup
		errs = make([]error, 11)
		for i := range errs {
			wg.Go(func() { _, errs[i] = svc.CreateWithdrawal(ctx, b.p, in(6, "")) })
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
		require.Equal(t, 5, placed)
		b.requireWallet(t, 1_000, 1_000)
	})
}
