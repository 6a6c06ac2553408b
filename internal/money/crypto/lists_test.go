package crypto_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

// A deposit as its list and its ledger transaction show it, on and off
// ramp; a withdrawal's hold on the USD wallet from pending to captured;
// the lists of both as the console filters them; and nothing of it for
// another organization or the other mode.
func TestDepositAndWithdrawalLists(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		c := b.customer(t, "ada@example.com")
		a, err := svc.CreateAddress(ctx, b.p, c.ID, "usdc", "base", false)
		require.NoError(t, err)

		dep, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: 5_000_000})
		require.NoError(t, err)
		require.EqualValues(t, 5_000_000, dep.Amount)
		coin, err := assets.Lookup(dep.Coin)
		require.NoError(t, err)
		require.EqualValues(t, 6, coin.Scale)
		require.Equal(t, "usdc", dep.CreditCurrency)
		require.Equal(t, a.ID, dep.AddressID)
		require.Equal(t, c.ID, dep.CustomerID)
		require.Nil(t, dep.ExchangeID)
		txns, err := b.wallets.Transactions(ctx, b.p, []string{dep.TransactionID})
		require.NoError(t, err)
		require.Equal(t, "crypto_deposit", txns[dep.TransactionID].Kind)
		require.Equal(t, dep.ID, txns[dep.TransactionID].Reference, "the transaction names its deposit")

		// An off-ramped deposit is converted into the USD wallet.
		b.clock.Advance(time.Second)
		on := true
		_, err = svc.UpdateAddress(ctx, b.p, a.ID, &on)
		require.NoError(t, err)
		off, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: 2_000_000})
		require.NoError(t, err)
		require.True(t, off.Offramp)
		require.Equal(t, "USD", off.CreditCurrency)
		require.NotNil(t, off.ExchangeID)
		require.NotEmpty(t, *off.ExchangeID)

		// A withdrawal holds its cost until the chain settles it.
		b.fund(t, 1_000_000)
		w, err := svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: destination, Amount: 1_000_000, Chain: "base", Coin: "usdc"})
		require.NoError(t, err)
		wallet := b.balance(t, ledger.Wallet("USD"))
		holds := func(status string) []ledger.Hold {
			t.Helper()
			hs, err := b.wallets.Holds(ctx, b.p, wallet.ID, status, nil, 10)
			require.NoError(t, err)
			return hs
		}
		pending := holds("pending")
		require.Len(t, pending, 1)
		require.Equal(t, w.ID, pending[0].Reference, "the hold names its withdrawal")
		require.Equal(t, wallet.Held, pending[0].Amount, "the wallet holds what the hold does")
		settled, err := svc.Settle(ctx, b.p, w.ID, true, "")
		require.NoError(t, err)
		require.Equal(t, crypto.Success, settled.Status)
		require.Empty(t, holds("pending"))
		require.Len(t, holds("captured"), 1)

		deposits := func(p auth.Principal, f crypto.Filter) int {
			t.Helper()
			n, err := svc.CountDeposits(ctx, p, f)
			require.NoError(t, err)
			return n
		}
		withdrawals := func(p auth.Principal, f crypto.Filter) int {
			t.Helper()
			n, err := svc.CountWithdrawals(ctx, p, f)
			require.NoError(t, err)
			return n
		}
		require.Equal(t, 2, deposits(b.p, crypto.Filter{CustomerID: c.ID}))
		require.Equal(t, 2, deposits(b.p, crypto.Filter{Chain: "base", Coin: "usdc"}))
		require.Equal(t, 0, deposits(b.p, crypto.Filter{Chain: "tron"}))
		require.Equal(t, 1, withdrawals(b.p, crypto.Filter{Status: crypto.Success}))
		require.Equal(t, 0, withdrawals(b.p, crypto.Filter{Status: crypto.Pending}))
		list, err := svc.DepositsAfter(ctx, b.p, crypto.Filter{CustomerID: c.ID}, nil, 10)
		require.NoError(t, err)
		require.Len(t, list, 2)
		require.Equal(t, []string{off.ID, dep.ID}, []string{list[0].ID, list[1].ID}, "newest first")

		other := orgstest.Principal(t, d, "globex", auth.Test)
		for _, p := range []auth.Principal{other, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
			_, err := svc.Deposit(ctx, p, dep.ID)
			errstest.RequireKey(t, err, "not_found")
			require.Zero(t, deposits(p, crypto.Filter{}))
			require.Zero(t, deposits(p, crypto.Filter{CustomerID: c.ID}))
			require.Zero(t, withdrawals(p, crypto.Filter{}))
			m, err := b.wallets.Transactions(ctx, p, []string{dep.TransactionID})
			require.NoError(t, err)
			require.Empty(t, m)
		}
	})
}

// Each chain family takes its own addresses and no other's: a valid one
// comes back as it is (an EVM address in its EIP-55 form), an invalid one
// with a message saying why.
func TestAddressesOfEachChainFamily(t *testing.T) {
	t.Parallel()
	evm, tron, solana := "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "So11111111111111111111111111111111111111112"
	for chain, valid := range map[string]string{"ethereum": evm, "base": evm, "polygon": evm, "tron": tron, "solana": solana} {
		for _, address := range []string{evm, tron, solana} {
			got, err := crypto.ValidateAddress(chain, address)
			if address == valid {
				require.NoError(t, err, "%s %s", chain, address)
				require.Equal(t, address, got)
			} else {
				require.Error(t, err, "%s %s", chain, address)
				require.NotEmpty(t, errs.As(err).Message, "%s %s", chain, address)
			}
		}
	}
	got, err := crypto.ValidateAddress("ethereum", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	require.NoError(t, err)
	require.Equal(t, evm, got, "the EIP-55 form")
	_, err = crypto.ValidateAddress("ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")
	require.Error(t, err, "a checksum broken by one letter's case")
	require.NotEmpty(t, errs.As(err).Message)
}
