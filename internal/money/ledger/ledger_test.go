package ledger_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

type bundle struct {
	d *db.DB
	l *ledger.Ledger
	p auth.Principal
}

func setup(t *testing.T, d *db.DB) bundle {
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), "acme")
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, ledger.Verify(context.Background(), d)) })
	return bundle{d: d, l: ledger.New(d), p: auth.Principal{OrganizationID: o.ID, Mode: auth.Test}}
}

// fund credits the USD wallet from the sandbox source and returns both.
func (b bundle) fund(t *testing.T, amount int64) (wallet, source *ledger.Account) {
	ctx := context.Background()
	require.NoError(t, b.d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		accts, err := b.l.Ensure(ctx, tx, b.p, ledger.Wallet("USD"), ledger.Internal("sandbox", "USD"))
		if err != nil {
			return err
		}
		wallet, source = accts[0], accts[1]
		_, err = b.l.Post(ctx, tx, b.p, "sandbox_credit", "r", "", []ledger.Posting{{Account: source, Amount: -amount}, {Account: wallet, Amount: amount}})
		return err
	}))
	return wallet, source
}

// hold places a hold of amount on wallet, alone, in a transaction of its own.
func (b bundle) hold(wallet *ledger.Account, amount int64, reference string) (*ledger.Hold, error) {
	h := b.l.NewHold(b.p, wallet, amount, reference)
	err := b.d.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error {
		return b.l.PlaceHold(ctx, b.d.Batch(tx), wallet, h)
	})
	return h, err
}

func TestPostMovesBalancesAndRefusesOverdraft(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := setup(t, d)
		wallet, source := b.fund(t, 1000)
		require.EqualValues(t, 1000, wallet.Balance)
		require.EqualValues(t, -1000, source.Balance, "internal accounts may go negative")

		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := b.l.Post(ctx, tx, b.p, "t", "r", "", []ledger.Posting{{Account: wallet, Amount: -1001}, {Account: source, Amount: 1001}})
			return err
		})
		require.Equal(t, "insufficient_funds", errs.As(err).Key)

		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := b.l.Post(ctx, tx, b.p, "t", "r", "", []ledger.Posting{{Account: wallet, Amount: -10}, {Account: source, Amount: 9}})
			return err
		})
		require.Error(t, err, "unbalanced postings are refused")

		ngn, err := b.l.Ensure(ctx, d, b.p, ledger.Wallet("NGN"))
		require.NoError(t, err)
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := b.l.Post(ctx, tx, b.p, "t", "r", "", []ledger.Posting{{Account: wallet, Amount: -10}, {Account: ngn[0], Amount: 10}})
			return err
		})
		require.Error(t, err, "postings balance per asset")
	})
}

func TestHoldsCaptureAndRelease(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := setup(t, d)
		wallet, _ := b.fund(t, 1000)
		settle, err := b.l.Ensure(ctx, d, b.p, ledger.Internal("settlement", "USD"))
		require.NoError(t, err)
		h1, err := b.hold(wallet, 600, "w1")
		require.NoError(t, err)
		acct, err := b.l.Balances(ctx, d, b.p, ledger.Wallet("USD"))
		require.NoError(t, err)
		require.EqualValues(t, 600, acct[0].Held)
		require.EqualValues(t, 400, acct[0].Available())
		_, err = b.hold(wallet, 401, "w2")
		require.Equal(t, "insufficient_funds", errs.As(err).Key, "holds count against what is available")
		h2, err := b.hold(wallet, 400, "w2")
		require.NoError(t, err)
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := b.l.CaptureHold(ctx, tx, b.p, h1.ID, "withdrawal", "", []ledger.Posting{{Account: settle[0], Amount: 600}})
			return err
		}))
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return b.l.ReleaseHold(ctx, tx, b.p, h2.ID)
		}))
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return b.l.ReleaseHold(ctx, tx, b.p, h2.ID) })
		require.Equal(t, "hold_settled", errs.As(err).Key)
		acct, err = b.l.Balances(ctx, d, b.p, ledger.Wallet("USD"))
		require.NoError(t, err)
		require.EqualValues(t, 400, acct[0].Balance)
		require.EqualValues(t, 0, acct[0].Held)
	})
}

func TestConcurrentDebitsNeverOverspend(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := setup(t, d)
		wallet, source := b.fund(t, 100)
		var ok, refused atomic.Int64
		var wg sync.WaitGroup
		for range 200 {
			wg.Go(func() {
				err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
					w, s := *wallet, *source
					_, err := b.l.Post(ctx, tx, b.p, "spend", "r", "", []ledger.Posting{{Account: &w, Amount: -1}, {Account: &s, Amount: 1}})
					return err
				})
				switch {
				case err == nil:
					ok.Add(1)
				case errs.Is(err, "insufficient_funds"):
					refused.Add(1)
				default:
					t.Errorf("unexpected error: %v", err)
				}
			})
		}
		wg.Wait()
		require.EqualValues(t, 100, ok.Load())
		require.EqualValues(t, 100, refused.Load())
		acct, err := b.l.Balances(ctx, d, b.p, ledger.Wallet("USD"))
		require.NoError(t, err)
		require.EqualValues(t, 0, acct[0].Balance)
	})
}

// Settling a hold on PostgreSQL: a release is its hold's update and the
// commit; a capture adds one lock of its accounts, the only moment its
// wallet's row is locked before the commit.
func TestSettleRoundTrips(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d, writes := dbtest.RoundTrips(t)
	b := setup(t, d)
	wallet, _ := b.fund(t, 1000)
	settle, err := b.l.Ensure(ctx, d, b.p, ledger.Internal("settlement", "USD"))
	require.NoError(t, err)
	var h1, h2 *ledger.Hold
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		h1, h2 = b.l.NewHold(b.p, wallet, 600, "w1"), b.l.NewHold(b.p, wallet, 300, "w2")
		_, err := b.l.PlaceHolds(ctx, tx, wallet, []*ledger.Hold{h1, h2})
		return err
	}))
	count := func(fn func(ctx context.Context, tx bun.Tx) error) int64 {
		t.Helper()
		before := writes.Load()
		require.NoError(t, d.Tx(ctx, fn))
		return writes.Load() - before
	}
	require.EqualValues(t, 3, count(func(ctx context.Context, tx bun.Tx) error {
		_, err := b.l.CaptureHold(ctx, tx, b.p, h1.ID, "withdrawal", "", []ledger.Posting{{Account: settle[0], Amount: 600}})
		return err
	}), "the hold's update, the accounts' lock, the commit")
	require.EqualValues(t, 2, count(func(ctx context.Context, tx bun.Tx) error {
		return b.l.ReleaseHold(ctx, tx, b.p, h2.ID)
	}), "the hold's update, the commit")
	acct, err := b.l.Balances(ctx, d, b.p, ledger.Wallet("USD"))
	require.NoError(t, err)
	require.EqualValues(t, []int64{400, 0}, []int64{acct[0].Balance, acct[0].Held})
	err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return b.l.ReleaseHold(ctx, tx, b.p, h1.ID) })
	errstest.RequireKey(t, err, "hold_settled")
	require.Contains(t, err.Error(), "captured", "says what the hold became")
}

// A hold settles only for its own organization and mode, and a capture
// only into the caller's accounts with credits that add up to the hold:
// anything else fails and leaves the hold pending and the wallet as it was.
func TestSettlingIsTheCallersOwn(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := setup(t, d)
		wallet, _ := b.fund(t, 1000)
		h, err := b.hold(wallet, 600, "w1")
		require.NoError(t, err)
		o, err := orgs.New(d, orgs.Config{}).Create(ctx, "globex")
		require.NoError(t, err)
		other := auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
		theirs, err := b.l.Ensure(ctx, d, other, ledger.Internal("settlement", "USD"))
		require.NoError(t, err)
		ours, err := b.l.Ensure(ctx, d, b.p, ledger.Internal("settlement", "USD"))
		require.NoError(t, err)
		capture := func(p auth.Principal, credits ...ledger.Posting) error {
			return d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				_, err := b.l.CaptureHold(ctx, tx, p, h.ID, "withdrawal", "", credits)
				return err
			})
		}
		for _, p := range []auth.Principal{other, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
			err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return b.l.ReleaseHold(ctx, tx, p, h.ID) })
			errstest.RequireKey(t, err, "not_found")
			theirSettlement, err := b.l.Ensure(ctx, d, p, ledger.Internal("settlement", "USD"))
			require.NoError(t, err)
			errstest.RequireKey(t, capture(p, ledger.Posting{Account: theirSettlement[0], Amount: 600}), "not_found")
		}
		require.ErrorContains(t, capture(b.p, ledger.Posting{Account: theirs[0], Amount: 600}), "is not the caller's")
		require.ErrorContains(t, capture(b.p, ledger.Posting{Account: ours[0], Amount: 599}), "sum to")

		var status string
		require.NoError(t, d.NewSelect().Model((*ledger.Hold)(nil)).Column("status").Where("id = ?", h.ID).Scan(ctx, &status))
		require.Equal(t, "pending", status)
		acct, err := b.l.Balances(ctx, d, b.p, ledger.Wallet("USD"))
		require.NoError(t, err)
		require.EqualValues(t, []int64{1000, 600}, []int64{acct[0].Balance, acct[0].Held})
		require.NoError(t, capture(b.p, ledger.Posting{Account: ours[0], Amount: 600}))
	})
}

// A transaction over more accounts than one statement of balances writes
// (on PostgreSQL, eight) stores every account's balance: the writes are
// split, and each balance is the sum of its entries (Verify, at cleanup).
func TestPostOverManyAccounts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := setup(t, d)
		specs := []ledger.Spec{ledger.Internal("source", "USD")}
		for i := range 10 {
			specs = append(specs, ledger.Internal(fmt.Sprintf("pool%d", i), "USD"))
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			accts, err := b.l.Ensure(ctx, tx, b.p, specs...)
			if err != nil {
				return err
			}
			postings := []ledger.Posting{{Account: accts[0], Amount: -550}}
			for i, a := range accts[1:] {
				postings = append(postings, ledger.Posting{Account: a, Amount: int64(10 * (i + 1))})
			}
			_, err = b.l.Post(ctx, tx, b.p, "spread", "r", "", postings)
			return err
		}))
		accts, err := b.l.Balances(ctx, d, b.p, specs...)
		require.NoError(t, err)
		require.EqualValues(t, -550, accts[0].Balance)
		for i, a := range accts[1:] {
			require.EqualValues(t, 10*(i+1), a.Balance, a.Key)
			require.EqualValues(t, 1, a.Version, "written once")
		}
	})
}
