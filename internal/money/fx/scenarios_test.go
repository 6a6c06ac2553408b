package fx_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// available is what p's USD wallet has available.
func (b *testBundle) available(t *testing.T) int64 {
	t.Helper()
	accts, err := b.ledger.Balances(context.Background(), b.d, b.p, ledger.Wallet("USD"))
	require.NoError(t, err)
	return accts[0].Available()
}

// A quote fixes exact amounts; its exchange moves them (the fee to fees,
// the target from the currency's pool), once, with its event.
func TestQuoteAndExchangeWithExactAmounts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		_, err := wallets.New(d, b.ledger).CreditSandbox(ctx, b.p, "USD", 100_000) // $1,000.00
		require.NoError(t, err)

		q, err := svc.CreateQuote(ctx, b.p, "usd", "NGN", 10_000)
		require.NoError(t, err)
		// fee = ceil(10000 × 30 / 10⁴) = 30 cents; rate = 1550 × (1 − 0.005) = 1542.25;
		// target = (100.00 − 0.30) × 1542.25 = 153,762.325 NGN → 15,376,232 kobo.
		require.EqualValues(t, 10_000, q.SourceAmount)
		require.Equal(t, "NGN", q.TargetCurrency)
		require.EqualValues(t, 15_376_232, q.TargetAmount)
		require.Equal(t, "1542.25", q.Rate)
		require.EqualValues(t, 30, q.Fee)
		require.True(t, q.ExpiresAt.Equal(b.clock.Now().Add(ttl)))

		x, err := svc.Execute(ctx, b.p, q.Reference)
		require.NoError(t, err)
		require.EqualValues(t, 15_376_232, x.TargetAmount)
		require.EqualValues(t, 90_000, b.available(t))
		// The fee and the pools hold the other sides.
		require.Equal(t, []int64{90_000, 15_376_232, 30, -15_376_232}, b.balances(t, b.p, ledger.Wallet("USD"), ledger.Wallet("NGN"),
			ledger.Internal("fees", "USD"), ledger.Internal("fx", "NGN")))

		_, err = svc.Execute(ctx, b.p, q.Reference)
		errstest.RequireKey(t, err, "quote_used")
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		_, n, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"fx.exchange.completed"}}, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, 1, n)
	})
}

// What a quote or an exchange refuses, and whose quotes they are.
func TestQuoteAndExchangeErrors(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		for _, c := range []struct {
			source, target string
			amount         int64
			key            string
		}{
			{"USD", "USD", 100, "validation_failed"},
			{"USD", "NGN", 0, "validation_failed"},
			{"USD", "NGN", -5, "validation_failed"},
			{"ZZZ", "NGN", 100, "unsupported_asset"},
			{"USD", "JPY", 100, "unsupported_asset"},
			{"USD", "usdc", 100, "unsupported_asset"},
		} {
			_, err := svc.CreateQuote(ctx, b.p, c.source, c.target, c.amount)
			errstest.RequireKey(t, err, c.key)
		}

		q, err := svc.CreateQuote(ctx, b.p, "USD", "EUR", 5_000)
		require.NoError(t, err)
		_, err = svc.Execute(ctx, b.p, q.Reference)
		errstest.RequireKey(t, err, "insufficient_funds")
		b.fund(t, b.p, "USD", 5_000)
		b.clock.Advance(61 * time.Second)
		_, err = svc.Execute(ctx, b.p, q.Reference)
		errstest.RequireKey(t, err, "quote_expired")
		_, err = svc.Execute(ctx, b.p, "nope")
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		// Another organization's quote, and the live mode's view of a test quote, are not found.
		q, err = svc.CreateQuote(ctx, b.p, "USD", "EUR", 5_000)
		require.NoError(t, err)
		for _, p := range []auth.Principal{b.other, b.live} {
			_, err = svc.Execute(ctx, p, q.Reference)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		}
		require.Equal(t, []int64{0}, b.balances(t, b.live, ledger.Wallet("USD")))
		require.EqualValues(t, 5_000, b.available(t))
	})
}

// Pages of one snapshot (AsOf from the first page) neither repeat nor
// skip rows while new exchanges land; the history filters by currency and
// date, newest first.
func TestExchangeHistoryPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, b.p, "USD", 1_000_000)
		exchange := func(target string) {
			b.clock.Advance(time.Second)
			q, err := svc.CreateQuote(ctx, b.p, "USD", target, 1_000)
			require.NoError(t, err)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err)
		}
		for i := range 7 {
			exchange([]string{"NGN", "EUR", "GBP"}[i%3])
		}
		seen := map[string]bool{}
		var asOf *paging.Cursor
		for page := 1; page <= 3; page++ {
			list, n, err := svc.List(ctx, b.p, fx.Filter{AsOf: asOf}, paging.Page{Number: page, Size: 3})
			require.NoError(t, err)
			require.Equal(t, 7, n)
			require.Len(t, list, []int{3, 3, 1}[page-1])
			if asOf == nil {
				asOf = &paging.Cursor{CreatedAt: list[0].CreatedAt, ID: list[0].ID}
			}
			for _, e := range list {
				require.False(t, seen[e.ID], "page %d repeats %s", page, e.ID)
				seen[e.ID] = true
			}
			exchange("KES") // lands between pages
		}
		require.Len(t, seen, 7)
		count := func(f fx.Filter) int {
			_, n, err := svc.List(ctx, b.p, f, paging.Page{Number: 1, Size: 100})
			require.NoError(t, err)
			return n
		}
		require.Equal(t, 3, count(fx.Filter{Currency: "NGN"}))
		require.Equal(t, 3, count(fx.Filter{Currency: "KES"}))
		old := time.Date(2001, 1, 2, 0, 0, 0, 0, time.UTC)
		require.Zero(t, count(fx.Filter{To: &old}))
		all, n, err := svc.List(ctx, b.p, fx.Filter{}, paging.Page{Number: 1, Size: 100})
		require.NoError(t, err)
		require.Equal(t, 10, n)
		ids := map[string]bool{}
		for i, e := range all {
			require.False(t, ids[e.ID])
			ids[e.ID] = true
			if i > 0 {
				require.True(t, e.CreatedAt.Before(all[i-1].CreatedAt), "newest first")
			}
		}
		for id := range seen {
			require.True(t, ids[id])
		}
	})
}

// Executions racing for one quote, and for a balance that covers half of
// them.
func TestConcurrentExchanges(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, b.p, "USD", 100_000)
		race := func(refs []string) map[string]int {
			var mu sync.Mutex
			var wg sync.WaitGroup
			out := map[string]int{}
			for _, ref := range refs {
				wg.Go(func() {
					_, err := svc.Execute(ctx, b.p, ref)
					mu.Lock()
					defer mu.Unlock()
					out[errs.KeyOf(err)]++
				})
			}
			wg.Wait()
			return out
		}

		// 50 concurrent exchanges of one quote: exactly one succeeds.
		q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 1_000)
		require.NoError(t, err)
		same := make([]string, 50)
		for i := range same {
			same[i] = q.Reference
		}
		require.Equal(t, map[string]int{"": 1, "quote_used": 49}, race(same))

		// 200 concurrent exchanges against a balance that covers 100: exactly 100 succeed.
		refs := make([]string, 200)
		for i := range refs {
			q, err := svc.CreateQuote(ctx, b.p, "USD", "EUR", 990)
			require.NoError(t, err)
			refs[i] = q.Reference
		}
		require.Equal(t, map[string]int{"": 100, "insufficient_funds": 100}, race(refs))
		require.Zero(t, b.available(t))
	})
}

// Under an idempotency key an execution is replayed, not quote_used; the
// quote records its use; the history pages by currency.
func TestIdempotentExecutions(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, b.p, "USD", 1_000_000)
		quote := func() string {
			q, err := svc.CreateQuote(ctx, b.p, "USD", "EUR", 10_050)
			require.NoError(t, err)
			require.Nil(t, q.UsedAt)
			return q.Reference
		}
		ref := quote()
		first, err := svc.ExecuteOnce(ctx, b.store, b.p, ref, "x1")
		require.NoError(t, err)
		again, err := svc.ExecuteOnce(ctx, b.store, b.p, ref, "x1")
		require.NoError(t, err)
		require.Equal(t, first.ID, again.ID, "replayed, not quote_used")
		_, err = svc.Execute(ctx, b.p, ref)
		errstest.RequireKey(t, err, "quote_used")
		_, err = svc.ExecuteOnce(ctx, b.store, b.p, quote(), "x1")
		errstest.RequireKey(t, err, "idempotency_key_reused")

		used, err := svc.Quote(ctx, b.p, ref)
		require.NoError(t, err)
		require.NotNil(t, used.UsedAt)
		_, err = svc.Quote(ctx, b.other, ref)
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		for range 2 {
			_, err := svc.Execute(ctx, b.p, quote())
			require.NoError(t, err)
		}
		var ids []string
		var after *paging.Cursor
		for {
			page, err := svc.ListAfter(ctx, b.p, fx.Filter{Currency: "EUR"}, after, 2)
			require.NoError(t, err)
			rows := page[:min(len(page), 2)]
			for _, e := range rows {
				ids = append(ids, e.ID)
			}
			if len(page) <= 2 {
				break
			}
			after = &paging.Cursor{CreatedAt: rows[1].CreatedAt, ID: rows[1].ID}
		}
		require.Len(t, ids, 3)
	})
}
