package crypto_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// logged counts the events of a type, as the event log lists them.
func (b *testBundle) logged(t *testing.T, typ string) int {
	t.Helper()
	_, n, err := events.NewLog(b.db, nil).List(context.Background(), b.p, events.Filter{Types: []string{typ}}, paging.Page{Number: 1, Size: 1})
	require.NoError(t, err)
	return n
}

func (b *testBundle) other(t *testing.T) auth.Principal {
	t.Helper()
	o, err := orgs.New(b.db, orgs.Config{}).Create(context.Background(), "other")
	require.NoError(t, err)
	return auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
}

// A customer's deposit addresses: one derived per request, for the coins
// each chain carries; read, changed and listed (as addresses and as one
// wallet per coin and chain) by their organization and mode only.
func TestDepositAddressesOfACustomer(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cus := b.customer(t, "ada@example.com").ID
		base, err := svc.CreateAddress(ctx, b.p, cus, "USDC", "Base", false)
		require.NoError(t, err)
		require.Equal(t, "usdc", base.Coin)
		require.Equal(t, "base", base.Chain)
		require.False(t, base.Offramp)
		require.True(t, base.Active)
		require.Equal(t, cus, base.CustomerID)
		require.Regexp(t, `^0x[0-9a-fA-F]{40}$`, base.Address)
		for chain, pattern := range map[string]string{"solana": `^[1-9A-HJ-NP-Za-km-z]{32,44}$`, "tron": `^T[1-9A-HJ-NP-Za-km-z]{33}$`} {
			a, err := svc.CreateAddress(ctx, b.p, cus, "usdt", chain, true)
			require.NoError(t, err)
			require.True(t, a.Offramp)
			require.Regexp(t, pattern, a.Address, chain)
		}
		again, err := svc.CreateAddress(ctx, b.p, cus, "usdc", "base", false)
		require.NoError(t, err)
		require.NotEqual(t, base.Address, again.Address, "each request derives a new address")

		for _, bad := range [][2]string{{"usdc", "tron"}, {"pyusd", "base"}, {"dai", "ethereum"}, {"usdc", "bitcoin"}} {
			_, err := svc.CreateAddress(ctx, b.p, cus, bad[0], bad[1], false)
			errstest.RequireKey(t, err, "unsupported_asset")
		}
		_, err = svc.CreateAddress(ctx, b.p, "cus_nope", "usdc", "base", false)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		other := b.other(t)
		_, err = svc.CreateAddress(ctx, other, cus, "usdc", "base", false)
		require.Equal(t, errs.NotFound, errs.KindOf(err), "another organization's customer")
		for _, p := range []auth.Principal{other, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
			_, err = svc.Address(ctx, p, base.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		}

		got, err := svc.Address(ctx, b.p, base.ID)
		require.NoError(t, err)
		require.Equal(t, base.ID, got.ID)
		on := true
		got, err = svc.UpdateAddress(ctx, b.p, base.ID, &on)
		require.NoError(t, err)
		require.True(t, got.Offramp)
		_, err = svc.UpdateAddress(ctx, b.p, base.ID, nil)
		requireInvalid(t, err, "offramp")

		all, err := svc.Wallets(ctx, b.p, cus)
		require.NoError(t, err)
		require.Len(t, all, 4, "every address of the customer")
		require.Zero(t, all[0].Balance)
		_, err = svc.Wallets(ctx, b.p, "cus_nope")
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		wallets, err := svc.WalletsOf(ctx, b.p, cus)
		require.NoError(t, err)
		require.Len(t, wallets, 3, "one wallet per coin and chain")
		require.Equal(t, base.ID, wallets[0].Address.ID, "with its oldest address")

		py, err := svc.CreateAddress(ctx, b.p, cus, "PYUSD", "SOLANA", false)
		require.NoError(t, err)
		require.Equal(t, "pyusd", py.Coin)
		require.Equal(t, "solana", py.Chain)
	})
}

// A deposit credits the customer's crypto wallet once per transfer, or,
// to an off-ramp address, dollars to the organization's USD wallet through
// an exchange.
func TestDepositsAndTheOffRamp(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cus := b.customer(t, "ada@example.com").ID
		plain, err := svc.CreateAddress(ctx, b.p, cus, "usdc", "solana", false)
		require.NoError(t, err)
		offramp, err := svc.CreateAddress(ctx, b.p, cus, "usdt", "tron", true)
		require.NoError(t, err)

		// 12.345678 usdc to the plain address: the customer's wallet.
		dep, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: plain.ID, Amount: 12_345_678, TxHash: "hash-1"})
		require.NoError(t, err)
		require.Equal(t, "usdc", dep.CreditCurrency)
		require.EqualValues(t, 12_345_678, dep.CreditAmount)
		// The same transfer again credits nothing.
		again, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: plain.ID, Amount: 12_345_678, TxHash: "hash-1"})
		require.NoError(t, err)
		require.Equal(t, dep.ID, again.ID)
		ws, err := svc.Wallets(ctx, b.p, cus)
		require.NoError(t, err)
		require.EqualValues(t, 12_345_678, ws[0].Balance)
		require.EqualValues(t, 12_345_678, ws[0].Available)

		// 100 usdt to the off-ramp address: dollars in the organization's
		// wallet, at par less the spread (50 bps) and the fee (30 bps):
		// fee = 0.3 usdt, 99.7 × 0.995 = 99.2015 → 9920 cents.
		dep, err = svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: offramp.ID, Amount: 100_000_000})
		require.NoError(t, err)
		require.Equal(t, "USD", dep.CreditCurrency)
		require.EqualValues(t, 9920, dep.CreditAmount)
		require.NotNil(t, dep.ExchangeID)
		require.NotEmpty(t, dep.TxHash, "a sandbox hash when none is given")
		b.requireWallet(t, 9920, 0)
		exchanges, n, err := fx.New(d, b.ledger, fx.Config{}).List(ctx, b.p, fx.Filter{}, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, 1, n, "recorded as an exchange")
		require.Equal(t, *dep.ExchangeID, exchanges[0].ID)
		require.Equal(t, "usdt", exchanges[0].SourceCurrency)
		ws, err = svc.Wallets(ctx, b.p, cus)
		require.NoError(t, err)
		require.Zero(t, ws[1].Balance, "the off-ramped coin's wallet is left alone")
		require.Equal(t, 2, b.logged(t, "crypto.deposit.received"))

		for field, bad := range map[string]crypto.DepositInput{"amount": {AddressID: plain.ID, Amount: 0},
			"address_id": {Amount: 10}} {
			_, err := svc.ReceiveDeposit(ctx, b.p, bad)
			requireInvalid(t, err, field)
		}
		_, err = svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: plain.ID, Amount: -5})
		requireInvalid(t, err, "amount")
		_, err = svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: "addr_x", Amount: 10})
		require.Equal(t, errs.NotFound, errs.KindOf(err))
	})
}

const evm = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

// Withdrawals racing for a balance that covers half of them, then settled
// each way; references, destinations and coins checked.
func TestWithdrawalsFromOneBalance(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d) // the workers wait: withdrawals stay pending until settled here
		// Each withdrawal of 1 usdc on base costs 100 cents and a 5-cent fee:
		// 105 cents; the wallet holds 50 of them.
		b.fund(t, 50*105)
		var wg sync.WaitGroup
		var mu sync.Mutex
		outcomes := map[string]int{}
		for i := range 100 {
			wg.Go(func() {
				_, err := svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: evm, Amount: 1_000_000, Chain: "base",
					Coin: "usdc", Reference: fmt.Sprintf("w-%d", i), Reason: "payout"})
				mu.Lock()
				defer mu.Unlock()
				outcomes[errs.KeyOf(err)]++
			})
		}
		wg.Wait()
		require.Equal(t, map[string]int{"": 50, "insufficient_funds": 50}, outcomes)
		b.requireWallet(t, 50*105, 50*105) // all held, never negative
		require.NoError(t, ledger.Verify(ctx, d))

		list, n, err := svc.ListWithdrawals(ctx, b.p, paging.Page{Number: 1, Size: 100})
		require.NoError(t, err)
		require.Equal(t, 50, n)
		first, second := list[0], list[1]
		require.Equal(t, crypto.Pending, first.Status)

		// A failure gives the held amount back exactly; a success posts it.
		f, err := svc.Settle(ctx, b.p, first.ID, false, "reverted")
		require.NoError(t, err)
		require.Equal(t, crypto.Failed, f.Status)
		require.Equal(t, "reverted", *f.FailureReason)
		b.requireWallet(t, 50*105, 49*105) // 105 available
		_, err = svc.Settle(ctx, b.p, first.ID, true, "")
		errstest.RequireKey(t, err, "withdrawal_settled")
		ok, err := svc.Settle(ctx, b.p, second.ID, true, "")
		require.NoError(t, err)
		require.Equal(t, crypto.Success, ok.Status)
		require.NotNil(t, ok.Hash)
		b.requireWallet(t, 49*105, 48*105)
		got, err := svc.Withdrawal(ctx, b.p, second.ID)
		require.NoError(t, err)
		require.Equal(t, crypto.Success, got.Status)
		_, err = svc.Withdrawal(ctx, b.other(t), second.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		for _, typ := range []string{"crypto.withdrawal.failed", "crypto.withdrawal.successful"} {
			require.Equal(t, 1, b.logged(t, typ), typ)
		}

		// The reference is unique per organization and mode.
		_, err = svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: evm, Amount: 1, Chain: "base", Coin: "usdc",
			Reference: first.Reference})
		errstest.RequireKey(t, err, "duplicate_reference")
		require.Contains(t, err.Error(), first.ID, "names the existing withdrawal")

		// Invalid destinations, each for its chain.
		for _, bad := range [][2]string{
			{"ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"},
			{"tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"},
			{"solana", "abc"},
			{"solana", evm},
			// Nobody's account: the zero addresses and solana's system program.
			{"ethereum", "0x0000000000000000000000000000000000000000"},
			{"base", "0x0000000000000000000000000000000000000000"},
			{"tron", "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"},
			{"solana", "11111111111111111111111111111111"},
		} {
			coin := "usdc"
			if bad[0] == "tron" {
				coin = "usdt"
			}
			_, err := svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Chain: bad[0], Coin: coin, Address: bad[1], Amount: 1})
			errstest.RequireKey(t, err, "invalid_address")
		}
		_, err = svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: evm, Amount: 1, Chain: "base", Coin: "usdc", FundingSource: "NGN"})
		requireInvalid(t, err, "funding_source")
		_, err = svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: evm, Amount: 1, Chain: "tron", Coin: "usdc"})
		errstest.RequireKey(t, err, "unsupported_asset")
		_, err = svc.CreateWithdrawal(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live},
			crypto.WithdrawalInput{Address: evm, Amount: 1, Chain: "base", Coin: "usdc"})
		errstest.RequireKey(t, err, "withdrawals_unavailable") // no live sender is configured

		w, err := svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
			Amount: 10_000, Chain: "polygon", Coin: "USDT"})
		require.NoError(t, err)
		require.Equal(t, evm, w.Address, "checksummed")
		require.EqualValues(t, 1, w.Cost, "0.01 usdt costs a cent")
		page, err := svc.WithdrawalsAfter(ctx, b.p, crypto.Filter{}, nil, 2)
		require.NoError(t, err)
		require.Equal(t, w.ID, page[0].ID, "newest first")
		require.Len(t, page, 3, "and more after")
		require.NoError(t, ledger.Verify(ctx, d))
	})
}

// A sandbox withdrawal is sent by the queue and succeeds on its own after
// the sandbox's delay.
func TestSandboxWithdrawalSettlesOnItsOwn(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, 10_000)
		w, err := svc.CreateWithdrawal(ctx, b.p, toSolana(2_500_000))
		require.NoError(t, err)
		require.EqualValues(t, 250, w.Cost)
		require.EqualValues(t, 1, w.Fee)
		b.startWorkers()
		waitFor(t, "the withdrawal to be sent", func() bool {
			got, err := svc.Withdrawal(ctx, b.p, w.ID)
			require.NoError(t, err)
			return got.Hash != nil
		})
		waitFor(t, "the send job to finish", func() bool { return b.jobsDone(t) })
		b.advance(sandboxDelay)
		waitFor(t, "the sandbox settling the withdrawal", func() bool {
			got, err := svc.Withdrawal(ctx, b.p, w.ID)
			require.NoError(t, err)
			return got.Status == crypto.Success
		})
		got, err := svc.Withdrawal(ctx, b.p, w.ID)
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(*got.Hash, "0x"))
		b.requireWallet(t, 10_000-251, 0)
	})
}

// A test withdrawal's send job carries its mode and records the hash
// without reading the withdrawal first; one queued before the mode was
// carried reads it first, and sends all the same; one whose withdrawal was
// settled by hand before it ran completes without a hash or a settlement.
func TestSendJobs(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, 10_000)
		withdraw := func() (*crypto.Withdrawal, *jobs.Job) {
			t.Helper()
			w, err := svc.CreateWithdrawal(ctx, b.p, toSolana(1_000_000))
			require.NoError(t, err)
			send := new(jobs.Job)
			require.NoError(t, d.NewSelect().Model(send).Where("kind = 'crypto.withdrawal.send' AND CAST(args AS TEXT) LIKE ?", "%"+w.ID+"%").Scan(ctx))
			require.JSONEq(t, `{"withdrawal_id":"`+w.ID+`","mode":"test"}`, send.Args)
			return w, send
		}
		sent, sendSent := withdraw()
		old, sendOld := withdraw()
		_, err := d.NewUpdate().Model(sendOld).Set("args = ?", `{"withdrawal_id":"`+old.ID+`"}`).WherePK().Exec(ctx)
		require.NoError(t, err)
		byHand, sendByHand := withdraw()
		_, err = svc.Settle(ctx, b.p, byHand.ID, false, "")
		require.NoError(t, err)
		// A test send whose withdrawal is not a test one leaves it alone.
		notTest, sendNotTest := withdraw()
		mode := func(m string) {
			_, err := d.NewUpdate().Table("crypto_withdrawals").Set("mode = ?", m).Where("id = ?", notTest.ID).Exec(ctx)
			require.NoError(t, err)
		}
		mode("live")

		b.startWorkers()
		waitFor(t, "the send jobs to finish", func() bool { return b.jobsDone(t) })
		for _, j := range []*jobs.Job{sendSent, sendOld, sendByHand, sendNotTest} {
			require.NoError(t, d.NewSelect().Model(j).WherePK().Scan(ctx))
			require.Equal(t, jobs.Completed, j.State)
			require.Equal(t, 1, j.Attempt)
		}
		settlements := func() int {
			n, err := d.NewSelect().Model((*jobs.Job)(nil)).Where("kind = 'crypto.withdrawal.sandbox_settle'").Count(ctx)
			require.NoError(t, err)
			return int(n)
		}
		require.Equal(t, 2, settlements(), "one for each withdrawal sent")
		got, err := svc.Withdrawal(ctx, b.p, byHand.ID)
		require.NoError(t, err)
		require.Nil(t, got.Hash, "settled before its send")
		require.Equal(t, crypto.Failed, got.Status)
		mode("test")
		got, err = svc.Withdrawal(ctx, b.p, notTest.ID)
		require.NoError(t, err)
		require.Nil(t, got.Hash, "not a test withdrawal when its send ran")
		_, err = svc.Settle(ctx, b.p, notTest.ID, false, "")
		require.NoError(t, err)

		// A send that runs again keeps the hash it recorded first.
		first, err := svc.Withdrawal(ctx, b.p, sent.ID)
		require.NoError(t, err)
		require.NotNil(t, first.Hash)
		_, err = b.jobs.Insert(ctx, d, "crypto.withdrawal.send", map[string]string{"withdrawal_id": sent.ID, "mode": "test"}, nil)
		require.NoError(t, err)
		b.jobs.Wake()
		waitFor(t, "the second send to finish", func() bool { return b.jobsDone(t) })
		again, err := svc.Withdrawal(ctx, b.p, sent.ID)
		require.NoError(t, err)
		require.Equal(t, *first.Hash, *again.Hash)
		require.Equal(t, 2, settlements(), "no second settlement")

		b.advance(sandboxDelay)
		waitFor(t, "the settlements", func() bool { return b.jobsDone(t) })
		for _, w := range []*crypto.Withdrawal{sent, old} {
			got, err := svc.Withdrawal(ctx, b.p, w.ID)
			require.NoError(t, err)
			require.Equal(t, crypto.Success, got.Status)
			require.True(t, strings.HasPrefix(*got.Hash, "0x"))
		}
		b.requireWallet(t, 10_000-2*(sent.Cost+sent.Fee), 0)
	})
}

// chain is a live sender that records what it broadcast.
type chain struct {
	mu   sync.Mutex
	sent []string
}

func (c *chain) Submit(_ context.Context, w *crypto.Withdrawal) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent = append(c.sent, w.ID)
	return fmt.Sprintf("0x%064d", len(c.sent)), nil
}

// A live withdrawal's send job reads it, broadcasts it through the live
// sender once, and records the hash, with no settlement of the sandbox's;
// run again, it broadcasts nothing more and keeps the hash.
func TestLiveSend(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		live := &chain{}
		svc, b := setupWith(t, d, func(c *crypto.Config) { c.LiveSender = live })
		p := auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}
		require.NoError(t, d.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			accts, err := b.ledger.Ensure(ctx, tx, p, ledger.Wallet("USD"), ledger.Internal("funding", "USD"))
			if err != nil {
				return err
			}
			_, err = b.ledger.Post(ctx, tx, p, "funding", "", "Funding", []ledger.Posting{
				{Account: accts[1], Amount: -10_000}, {Account: accts[0], Amount: 10_000}})
			return err
		}))
		w, err := svc.CreateWithdrawal(ctx, p, toSolana(1_000_000))
		require.NoError(t, err)
		send := new(jobs.Job)
		require.NoError(t, d.NewSelect().Model(send).Where("kind = 'crypto.withdrawal.send'").Scan(ctx))
		require.JSONEq(t, `{"withdrawal_id":"`+w.ID+`","mode":"live"}`, send.Args)

		b.startWorkers()
		waitFor(t, "the send job to finish", func() bool { return b.jobsDone(t) })
		got, err := svc.Withdrawal(ctx, p, w.ID)
		require.NoError(t, err)
		require.NotNil(t, got.Hash)
		require.Equal(t, crypto.Pending, got.Status, "a live withdrawal waits for its chain")
		require.Equal(t, []string{w.ID}, live.sent)
		n, err := d.NewSelect().Model((*jobs.Job)(nil)).Where("kind = 'crypto.withdrawal.sandbox_settle'").Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "the sandbox settles no live withdrawal")

		_, err = b.jobs.Insert(ctx, d, "crypto.withdrawal.send", map[string]string{"withdrawal_id": w.ID, "mode": "live"}, nil)
		require.NoError(t, err)
		b.jobs.Wake()
		waitFor(t, "the second send to finish", func() bool { return b.jobsDone(t) })
		again, err := svc.Withdrawal(ctx, p, w.ID)
		require.NoError(t, err)
		require.Equal(t, *got.Hash, *again.Hash)
		require.Equal(t, []string{w.ID}, live.sent, "broadcast once")
	})
}
