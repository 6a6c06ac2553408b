package crypto_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// clock is the injected clock: it moves only when a test moves it.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

type testBundle struct {
	db        *db.DB
	p         auth.Principal
	ledger    *ledger.Ledger
	clock     *clock
	jobs      *jobs.Client
	keys      crypto.Keys
	auth      *auth.Service
	customers *customers.Service
	wallets   *wallets.Service
	started   bool
}

const sandboxDelay = 10 * time.Second

// setup builds the service as the server does (FX at the default spread
// and fee, the sync job queue on an injected clock, the Maplerad encoders
// for event data) over d, for an organization's test mode.
func setup(t *testing.T, d *db.DB) (*crypto.Service, *testBundle) {
	t.Helper()
	return setupWith(t, d, nil)
}

// setupWith is setup with configure's changes to the service's config.
func setupWith(t *testing.T, d *db.DB, configure func(*crypto.Config)) (*crypto.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	a := auth.New(d, auth.Config{Now: clk.Now})
	l := ledger.New(d)
	cust := customers.New(d)
	ev := events.NewLog(d, nil)
	ev.Now = clk.Now
	jc := jobs.New(d, jobs.Config{Sync: true, PollInterval: 10 * time.Millisecond, Logger: slog.New(slog.DiscardHandler), Now: clk.Now,
		Backoff: func(int) time.Duration { return 0 }})
	x := fx.New(d, l, fx.Config{SpreadBps: 50, FeeBps: 30, Events: ev, Now: clk.Now})
	keys := testKeys(t)
	cfg := crypto.Config{Keys: keys, Ledger: l, FX: x, Customers: cust, Jobs: jc, Events: ev, SandboxDelay: sandboxDelay, Now: clk.Now}
	if configure != nil {
		configure(&cfg)
	}
	svc := crypto.New(d, cfg)
	o, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
	require.NoError(t, err)
	t.Cleanup(func() {
		require.NoError(t, jc.Stop(context.Background()))
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
	return svc, &testBundle{db: d, p: auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, ledger: l, clock: clk, jobs: jc,
		keys: keys, auth: a, customers: cust, wallets: wallets.New(d, l)}
}

// startWorkers starts the job workers (once): from then on background
// jobs (sending a withdrawal, the sandbox's settlement) run when due.
func (b *testBundle) startWorkers() {
	if !b.started {
		b.jobs.Start(context.Background())
		b.started = true
	}
}

func (b *testBundle) advance(d time.Duration) {
	b.clock.Advance(d)
	b.jobs.Wake()
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// jobsDone reports that no job is due or running.
func (b *testBundle) jobsDone(t *testing.T) bool {
	t.Helper()
	n, err := b.db.NewSelect().Model((*jobs.Job)(nil)).Where("state IN (?) AND run_at <= ?",
		bun.In([]jobs.State{jobs.Available, jobs.Running}), b.clock.Now()).Count(context.Background())
	require.NoError(t, err)
	return n == 0
}

func (b *testBundle) customer(t *testing.T, email string) *customers.Customer {
	t.Helper()
	c, err := b.customers.Create(context.Background(), b.p, customers.CreateInput{FirstName: "Ada", LastName: "Obi", Email: email, Country: "NG"})
	require.NoError(t, err)
	return c
}

func (b *testBundle) balance(t *testing.T, spec ledger.Spec) *ledger.Account {
	t.Helper()
	accts, err := b.ledger.Balances(context.Background(), b.db, b.p, spec)
	require.NoError(t, err)
	return accts[0]
}

// fund credits the USD wallet with cents of sandbox money.
func (b *testBundle) fund(t *testing.T, cents int64) {
	t.Helper()
	_, err := b.wallets.CreditSandbox(context.Background(), b.p, "USD", cents)
	require.NoError(t, err)
}

// toSolana withdraws amount (in micro-units) of usdc to a Solana address.
func toSolana(amount int64) crypto.WithdrawalInput {
	return crypto.WithdrawalInput{Address: "11111111111111111111111111111112", Amount: amount, Chain: "solana", Coin: "usdc"}
}

// requireWallet checks the USD wallet's balance and what is held on it.
func (b *testBundle) requireWallet(t *testing.T, balance, held int64) {
	t.Helper()
	w := b.balance(t, ledger.Wallet("USD"))
	require.Equal(t, balance, w.Balance, "balance")
	require.Equal(t, held, w.Held, "held")
}

func (b *testBundle) eventCount(t *testing.T, typ, objectID string) int {
	t.Helper()
	n, err := b.db.NewSelect().Model((*events.Event)(nil)).Where("type = ? AND object_id = ?", typ, objectID).Count(context.Background())
	require.NoError(t, err)
	return int(n)
}

func requireInvalid(t *testing.T, err error, field string) {
	t.Helper()
	require.Error(t, err)
	e := errs.As(err)
	require.Equal(t, errs.Invalid, e.Kind, err.Error())
	if field != "" {
		require.Contains(t, e.Fields, field, "%v", e.Fields)
	}
}

func TestAddresses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		c := b.customer(t, "ada@example.com")

		t.Run("addresses derive from the keys, one index after another per family", func(t *testing.T) {
			want := []struct{ coin, chain, family string }{
				{"USDC", "Base", crypto.FamilyEVM}, {"usdt", "polygon", crypto.FamilyEVM}, {"usdc", "solana", crypto.FamilySolana},
				{"usdt", "tron", crypto.FamilyTron}, {"usdc", "base", crypto.FamilyEVM},
			}
			next := map[string]int64{}
			seen := map[string]bool{}
			for _, w := range want {
				a, err := svc.CreateAddress(ctx, b.p, c.ID, w.coin, w.chain, false)
				require.NoError(t, err, "%s on %s", w.coin, w.chain)
				require.Equal(t, w.family, a.Family)
				require.Equal(t, next[w.family], a.DerivationIndex)
				derived, err := b.keys.Derive(b.p, c.ID, w.family, uint32(a.DerivationIndex))
				require.NoError(t, err)
				require.Equal(t, derived, a.Address)
				require.False(t, seen[a.Address], "a fresh address each time")
				seen[a.Address] = true
				require.True(t, a.Active)
				next[w.family]++
			}
			list, err := svc.AddressesOf(ctx, b.p, c.ID)
			require.NoError(t, err)
			require.Len(t, list, len(want))
			require.Equal(t, "usdc", list[0].Coin, "coins are lower case")
			require.Equal(t, "base", list[0].Chain)

			other := b.customer(t, "bo@example.com")
			a, err := svc.CreateAddress(ctx, b.p, other.ID, "usdc", "base", false)
			require.NoError(t, err)
			require.EqualValues(t, 0, a.DerivationIndex)
			require.False(t, seen[a.Address], "each customer has addresses of its own")
		})

		t.Run("coins, chains and customers are checked", func(t *testing.T) {
			_, err := svc.CreateAddress(ctx, b.p, c.ID, "usdc", "tron", false)
			require.Error(t, err, "usdc is not issued on tron")
			_, err = svc.CreateAddress(ctx, b.p, c.ID, "doge", "base", false)
			require.Error(t, err)
			_, err = svc.CreateAddress(ctx, b.p, "", "usdc", "base", false)
			requireInvalid(t, err, "customer_id")
			_, err = svc.CreateAddress(ctx, b.p, "cus_unknown", "usdc", "base", false)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		})

		t.Run("the off-ramp turns on and off", func(t *testing.T) {
			a, err := svc.CreateAddress(ctx, b.p, c.ID, "usdc", "ethereum", true)
			require.NoError(t, err)
			require.True(t, a.Offramp)
			_, err = svc.UpdateAddress(ctx, b.p, a.ID, nil)
			requireInvalid(t, err, "offramp")
			off := false
			_, err = svc.UpdateAddress(ctx, b.p, a.ID, &off)
			require.NoError(t, err)
			got, err := svc.Address(ctx, b.p, a.ID)
			require.NoError(t, err)
			require.False(t, got.Offramp)
			require.Equal(t, a.Address, got.Address, "the address stays")
		})

		t.Run("addresses belong to their organization and mode", func(t *testing.T) {
			a, err := svc.CreateAddress(ctx, b.p, c.ID, "usdc", "polygon", false)
			require.NoError(t, err)
			o, err := orgs.New(b.db, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			on := true
			for _, p := range []auth.Principal{{OrganizationID: o.ID, Mode: auth.Test}, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
				_, err = svc.Address(ctx, p, a.ID)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
				_, err = svc.UpdateAddress(ctx, p, a.ID, &on)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
				_, err = svc.CreateAddress(ctx, p, c.ID, "usdc", "polygon", false)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
				_, err = svc.ReceiveDeposit(ctx, p, crypto.DepositInput{AddressID: a.ID, Amount: 1})
				require.Equal(t, errs.NotFound, errs.KindOf(err))
			}
			byCustomer, err := svc.AddressPagesFor(ctx, auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, []string{c.ID}, nil, 10)
			require.NoError(t, err)
			require.Empty(t, byCustomer)
		})
	})
}

func TestAddressPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		many, few, none := b.customer(t, "ada@example.com"), b.customer(t, "bo@example.com"), b.customer(t, "cy@example.com")
		pairs := [][2]string{{"usdc", "base"}, {"usdc", "solana"}, {"usdt", "tron"}}
		for i := range 105 {
			if i%10 == 0 {
				b.clock.Advance(time.Second) // ten addresses share each second: the id breaks ties
			}
			_, err := svc.CreateAddress(ctx, b.p, many.ID, pairs[i%3][0], pairs[i%3][1], false)
			require.NoError(t, err)
		}
		for range 2 {
			_, err := svc.CreateAddress(ctx, b.p, few.ID, "usdc", "base", false)
			require.NoError(t, err)
		}
		all, err := svc.AddressesOf(ctx, b.p, many.ID)
		require.NoError(t, err)

		t.Run("pages go through every address, oldest first", func(t *testing.T) {
			var got []crypto.Address
			var after *paging.Cursor
			for {
				m, err := svc.AddressPagesFor(ctx, b.p, []string{many.ID}, after, 40)
				require.NoError(t, err)
				page := m[many.ID]
				if len(page) <= 40 {
					got = append(got, page...)
					break
				}
				got = append(got, page[:40]...)
				after = &paging.Cursor{CreatedAt: page[39].CreatedAt, ID: page[39].ID}
			}
			require.Greater(t, len(all), 100)
			require.Equal(t, all, got)
		})

		t.Run("one read pages several customers", func(t *testing.T) {
			m, err := svc.AddressPagesFor(ctx, b.p, []string{many.ID, few.ID, none.ID}, nil, 2)
			require.NoError(t, err)
			require.Equal(t, all[:3], m[many.ID], "two and the look-ahead row")
			require.Len(t, m[few.ID], 2)
			require.NotContains(t, m, none.ID)

			last := all[len(all)-2]
			m, err = svc.AddressPagesFor(ctx, b.p, []string{many.ID, few.ID}, &paging.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}, 5)
			require.NoError(t, err)
			require.Equal(t, all[len(all)-1:], m[many.ID], "after the cursor")
		})
	})
}

func TestWalletsOf(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		c := b.customer(t, "ada@example.com")
		ws, err := svc.WalletsOf(ctx, b.p, c.ID)
		require.NoError(t, err)
		require.NotNil(t, ws)
		require.Empty(t, ws, "no address, no wallet")
		_, err = svc.WalletsOf(ctx, b.p, "cus_unknown")
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		// Two addresses of every coin on every chain it is issued on.
		var firsts, seconds []*crypto.Address
		for round := range 2 {
			for _, coin := range []string{"usdc", "usdt", "pyusd"} {
				for _, chain := range assets.Chains {
					if _, _, err := assets.OnChain(coin, chain); err != nil {
						continue
					}
					b.clock.Advance(time.Second)
					a, err := svc.CreateAddress(ctx, b.p, c.ID, coin, chain, false)
					require.NoError(t, err)
					if round == 0 {
						firsts = append(firsts, a)
					} else {
						seconds = append(seconds, a)
					}
				}
			}
		}
		require.Len(t, firsts, assets.Pairs())
		_, err = svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: seconds[0].ID, Amount: 7_000_000, TxHash: "0xab"})
		require.NoError(t, err)

		ws, err = svc.WalletsOf(ctx, b.p, c.ID)
		require.NoError(t, err)
		require.Len(t, ws, assets.Pairs(), "one wallet per coin and chain, however many addresses")
		for i, w := range ws {
			require.Equal(t, firsts[i].ID, w.Address.ID, "each with its oldest address, in their order")
		}
		require.EqualValues(t, 7_000_000, ws[0].Balance, "a deposit to any address of the pair")
		require.EqualValues(t, 7_000_000, ws[0].Available)
		require.Zero(t, ws[1].Balance)
		all, err := svc.Wallets(ctx, b.p, c.ID)
		require.NoError(t, err)
		require.Len(t, all, 2*assets.Pairs(), "the REST view lists every address")
	})
}

func TestDeposits(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		c := b.customer(t, "ada@example.com")
		a, err := svc.CreateAddress(ctx, b.p, c.ID, "usdc", "base", false)
		require.NoError(t, err)
		wallet := ledger.CryptoWallet(c.ID, "usdc", "base")

		t.Run("a deposit credits the customer's crypto wallet once per transfer", func(t *testing.T) {
			in := crypto.DepositInput{AddressID: a.ID, Amount: 5_000_000, TxHash: "0xfeed", LogIndex: 0}
			dep, err := svc.ReceiveDeposit(ctx, b.p, in)
			require.NoError(t, err)
			require.Equal(t, "usdc", dep.CreditCurrency)
			require.EqualValues(t, 5_000_000, dep.CreditAmount)
			require.Nil(t, dep.ExchangeID)
			require.Equal(t, c.ID, dep.CustomerID)

			again, err := svc.ReceiveDeposit(ctx, b.p, in)
			require.NoError(t, err)
			require.Equal(t, dep.ID, again.ID, "a repeat answers the first deposit")
			require.EqualValues(t, 5_000_000, b.balance(t, wallet).Balance, "and credits nothing")
			require.Equal(t, 1, b.eventCount(t, "crypto.deposit.received", dep.ID))

			in.LogIndex = 1
			second, err := svc.ReceiveDeposit(ctx, b.p, in)
			require.NoError(t, err, "another transfer of the same transaction")
			require.NotEqual(t, dep.ID, second.ID)
			require.EqualValues(t, 10_000_000, b.balance(t, wallet).Balance)

			ws, err := svc.Wallets(ctx, b.p, c.ID)
			require.NoError(t, err)
			require.Len(t, ws, 1)
			require.EqualValues(t, 10_000_000, ws[0].Balance)
			require.EqualValues(t, 10_000_000, ws[0].Available)
		})

		t.Run("a deposit without a hash gets one of its own", func(t *testing.T) {
			dep, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: 1})
			require.NoError(t, err)
			require.Regexp(t, `^0x[0-9a-f]{64}$`, dep.TxHash)
		})

		t.Run("an off-ramp deposit is converted to dollars in the USD wallet", func(t *testing.T) {
			on := true
			_, err := svc.UpdateAddress(ctx, b.p, a.ID, &on)
			require.NoError(t, err)
			before := b.balance(t, wallet).Balance
			dep, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: 5_000_000, TxHash: "0xbeef"})
			require.NoError(t, err)
			require.True(t, dep.Offramp)
			require.Equal(t, "USD", dep.CreditCurrency)
			// 5 usdc less the 0.3% fee (0.015), at 1 less the 0.5% spread:
			// 4.985 × 0.995 = 4.960075 dollars, 496 cents.
			require.EqualValues(t, 496, dep.CreditAmount)
			require.NotNil(t, dep.ExchangeID)
			b.requireWallet(t, 496, 0)
			require.Equal(t, before, b.balance(t, wallet).Balance, "the crypto wallet is left alone")

			again, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: 5_000_000, TxHash: "0xbeef"})
			require.NoError(t, err)
			require.Equal(t, dep.ID, again.ID)
			b.requireWallet(t, 496, 0)
			n, err := d.NewSelect().Model((*fx.Exchange)(nil)).Where("organization_id = ?", b.p.OrganizationID).Count(ctx)
			require.NoError(t, err)
			require.EqualValues(t, 1, n, "converted once")
		})

		t.Run("input is validated", func(t *testing.T) {
			for field, in := range map[string]crypto.DepositInput{
				"amount":     {AddressID: a.ID, Amount: 0},
				"log_index":  {AddressID: a.ID, Amount: 1, LogIndex: -1},
				"address_id": {Amount: 1},
			} {
				_, err := svc.ReceiveDeposit(ctx, b.p, in)
				requireInvalid(t, err, field)
			}
			_, err := svc.ReceiveDeposit(ctx, b.p, crypto.DepositInput{AddressID: a.ID, Amount: crypto.MaxAmount + 1})
			requireInvalid(t, err, "amount")
		})
	})
}

const destination = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

func TestWithdrawals(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, 10_000)
		balance := int64(10_000)
		withdraw := func(amount int64, chain, reference string) (*crypto.Withdrawal, error) {
			return svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: destination, Chain: chain, Coin: "usdc",
				Amount: amount, Reference: reference, Reason: "payout"})
		}

		t.Run("a withdrawal holds its dollars, rounded up, and the chain's fee", func(t *testing.T) {
			for chain, fee := range map[string]int64{"base": 5, "polygon": 5, "ethereum": 150} {
				w, err := withdraw(1_000_001, chain, "")
				require.NoError(t, err)
				require.Equal(t, crypto.Pending, w.Status)
				require.Equal(t, "USD", w.Currency)
				require.EqualValues(t, 101, w.Cost, "1.000001 usdc costs 101 cents")
				require.Equal(t, fee, w.Fee, chain)
				require.NotEmpty(t, w.Reference)
				b.requireWallet(t, balance, 101+fee)
				_, err = svc.Settle(ctx, b.p, w.ID, false, "")
				require.NoError(t, err)
				b.requireWallet(t, balance, 0)
			}
			w, err := withdraw(1_000_000, "base", "")
			require.NoError(t, err)
			require.EqualValues(t, 100, w.Cost, "whole cents are not rounded")
			_, err = svc.Settle(ctx, b.p, w.ID, false, "")
			require.NoError(t, err)
		})

		t.Run("a failure releases the hold exactly once", func(t *testing.T) {
			w, err := withdraw(2_000_000, "base", "fail-1")
			require.NoError(t, err)
			b.requireWallet(t, balance, 205)
			for _, p := range []auth.Principal{orgstest.Principal(t, d, "initech", auth.Test), {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
				_, err := svc.Settle(ctx, p, w.ID, false, "")
				errstest.RequireKey(t, err, "not_found")
			}
			b.requireWallet(t, balance, 205)
			failed, err := svc.Settle(ctx, b.p, w.ID, false, "")
			require.NoError(t, err)
			require.Equal(t, crypto.Failed, failed.Status)
			require.Equal(t, "the transfer failed on chain", *failed.FailureReason)
			require.Nil(t, failed.TransactionID)
			b.requireWallet(t, balance, 0)
			for _, success := range []bool{false, true} {
				_, err = svc.Settle(ctx, b.p, w.ID, success, "")
				errstest.RequireKey(t, err, "withdrawal_settled")
			}
			b.startWorkers()
			waitFor(t, "the send jobs to finish", func() bool { return b.jobsDone(t) })
			got, err := svc.Withdrawal(ctx, b.p, w.ID)
			require.NoError(t, err)
			require.Equal(t, crypto.Failed, got.Status)
			require.Nil(t, got.Hash, "a failed withdrawal is not sent")
			b.requireWallet(t, balance, 0)
			require.Equal(t, 1, b.eventCount(t, "crypto.withdrawal.failed", w.ID))
		})

		t.Run("sent, then settled by the sandbox: the hold is captured once", func(t *testing.T) {
			w, err := withdraw(3_000_000, "ethereum", "ok-1")
			require.NoError(t, err)
			settlement := b.balance(t, ledger.Internal("settlement", "USD")).Balance
			fees := b.balance(t, ledger.Internal("network_fees", "USD")).Balance
			b.startWorkers()
			waitFor(t, "the withdrawal to be sent", func() bool {
				got, err := svc.Withdrawal(ctx, b.p, w.ID)
				require.NoError(t, err)
				return got.Hash != nil
			})
			waitFor(t, "the send job to finish", func() bool { return b.jobsDone(t) })
			got, err := svc.Withdrawal(ctx, b.p, w.ID)
			require.NoError(t, err)
			require.Equal(t, crypto.Pending, got.Status, "the sandbox takes its delay")
			require.Regexp(t, `^0x[0-9a-f]{64}$`, *got.Hash)
			b.requireWallet(t, balance, 450)

			b.advance(sandboxDelay)
			waitFor(t, "the withdrawal to succeed", func() bool {
				got, err = svc.Withdrawal(ctx, b.p, w.ID)
				require.NoError(t, err)
				return got.Status == crypto.Success
			})
			require.NotNil(t, got.TransactionID)
			balance -= 450
			b.requireWallet(t, balance, 0)
			require.Equal(t, settlement+300, b.balance(t, ledger.Internal("settlement", "USD")).Balance)
			require.Equal(t, fees+150, b.balance(t, ledger.Internal("network_fees", "USD")).Balance)
			for _, success := range []bool{true, false} {
				_, err = svc.Settle(ctx, b.p, w.ID, success, "")
				errstest.RequireKey(t, err, "withdrawal_settled")
			}
			b.requireWallet(t, balance, 0)
			require.Equal(t, 1, b.eventCount(t, "crypto.withdrawal.successful", w.ID))
			// The send and the sandbox's settlement each ended completed
			// on its first attempt, the settlement enqueued by the send
			// (that the handler's transaction, not the worker, recorded
			// the outcome is the jobs package's
			// TestCompleteInTheHandlersTransaction).
			var done []jobs.Job
			require.NoError(t, b.db.NewSelect().Model(&done).Where("kind LIKE 'crypto.withdrawal.%' AND CAST(args AS TEXT) LIKE ?", "%"+w.ID+"%").
				Order("id").Scan(ctx))
			require.Len(t, done, 2)
			require.Equal(t, []string{"crypto.withdrawal.send", "crypto.withdrawal.sandbox_settle"}, []string{done[0].Kind, done[1].Kind})
			for _, j := range done {
				require.Equal(t, jobs.Completed, j.State, j.Kind)
				require.Equal(t, 1, j.Attempt, j.Kind)
				require.NotNil(t, j.FinalizedAt, j.Kind)
			}
		})

		t.Run("settled by hand before the sandbox", func(t *testing.T) {
			w, err := withdraw(1_000_000, "solana", "")
			errstest.RequireKey(t, err, "invalid_address")
			require.Nil(t, w)
			w, err = withdraw(1_000_000, "polygon", "hand-1")
			require.NoError(t, err)
			ok, err := svc.Settle(ctx, b.p, w.ID, true, "")
			require.NoError(t, err)
			require.NotNil(t, ok.Hash, "a settled withdrawal has a hash")
			balance -= 105
			b.advance(sandboxDelay)
			waitFor(t, "the jobs to finish", func() bool { return b.jobsDone(t) })
			b.requireWallet(t, balance, 0)
			require.Equal(t, 1, b.eventCount(t, "crypto.withdrawal.successful", w.ID))
		})

		t.Run("insufficient funds leave nothing behind", func(t *testing.T) {
			_, err := withdraw((balance-5)*10_000+1, "base", "big-1")
			errstest.RequireKey(t, err, "insufficient_funds")
			b.requireWallet(t, balance, 0)
			w, err := withdraw((balance-5)*10_000, "base", "big-1")
			require.NoError(t, err, "the whole balance, fee included, may go")
			b.requireWallet(t, balance, balance)
			_, err = svc.Settle(ctx, b.p, w.ID, false, "dropped")
			require.NoError(t, err)
		})

		t.Run("a reference is used once", func(t *testing.T) {
			first, err := withdraw(1_000_000, "base", "dup-1")
			require.NoError(t, err)
			_, err = withdraw(1_000_000, "base", "dup-1")
			errstest.RequireKey(t, err, "duplicate_reference")
			require.Contains(t, err.Error(), first.ID)
			b.requireWallet(t, balance, 105)
			_, err = svc.Settle(ctx, b.p, first.ID, false, "")
			require.NoError(t, err)
		})

		t.Run("input is validated", func(t *testing.T) {
			_, err := withdraw(0, "base", "")
			requireInvalid(t, err, "amount")
			_, err = svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: destination, Chain: "base", Coin: "usdc", Amount: 1,
				FundingSource: "NGN"})
			requireInvalid(t, err, "funding_source")
			_, err = svc.CreateWithdrawal(ctx, b.p, crypto.WithdrawalInput{Address: "0x123", Chain: "base", Coin: "usdc", Amount: 1})
			errstest.RequireKey(t, err, "invalid_address")
		})

		t.Run("withdrawals belong to their organization and mode", func(t *testing.T) {
			w, err := withdraw(1_000_000, "base", "mine-1")
			require.NoError(t, err)
			o, err := orgs.New(b.db, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			p := auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
			_, err = svc.Withdrawal(ctx, p, w.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.Settle(ctx, p, w.ID, true, "")
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			list, n, err := svc.ListWithdrawals(ctx, p, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Empty(t, list)
			require.Zero(t, n)
			_, err = svc.CreateWithdrawal(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live},
				crypto.WithdrawalInput{Address: destination, Chain: "base", Coin: "usdc", Amount: 1})
			errstest.RequireKey(t, err, "withdrawals_unavailable")
			_, err = svc.Settle(ctx, b.p, w.ID, false, "")
			require.NoError(t, err)
		})
	})
}
