package fx_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// A batch of exchanges answers each on its own: those the wallet covers,
// in order, commit; one that would overdraw fails alone and its quote
// stays usable; a quote used twice in the batch, expired or unknown fails
// its request only. A batch whose transaction fails stores nothing.
func TestExecuteMany(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		usd, ngn := ledger.Wallet("USD"), ledger.Wallet("NGN")
		b.fund(t, b.p, "USD", 25_000)
		expired, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 1_000)
		require.NoError(t, err)
		b.clock.Advance(ttl)
		var qs []*fx.Quote
		for _, amount := range []int64{10_000, 10_000, 10_000, 5_000} {
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", amount)
			require.NoError(t, err)
			qs = append(qs, q)
		}

		// Nothing is stored when the batch's transaction fails.
		canceled, cancel := context.WithCancel(ctx)
		cancel()
		exs, errors := svc.ExecuteMany(canceled, b.p, qs[0].Reference, qs[1].Reference)
		require.Equal(t, []*fx.Exchange{nil, nil}, exs)
		require.Error(t, errors[0])
		require.Error(t, errors[1])
		require.Equal(t, []int64{25_000, 0}, b.balances(t, b.p, usd, ngn))

		exs, errors = svc.ExecuteMany(ctx, b.p, qs[0].Reference, expired.Reference, qs[1].Reference, qs[0].Reference,
			qs[2].Reference, "fxq_unknown", qs[3].Reference)
		require.NoError(t, errors[0])
		errstest.RequireKey(t, errors[1], "quote_expired")
		require.NoError(t, errors[2])
		errstest.RequireKey(t, errors[3], "quote_used")
		errstest.RequireKey(t, errors[4], "insufficient_funds") // 25,000 covered the first two; 5,000 is left
		errstest.RequireKey(t, errors[5], "not_found")
		require.NoError(t, errors[6])
		for i, ex := range exs {
			require.Equal(t, errors[i] == nil, ex != nil, "request %d", i)
		}
		require.Equal(t, qs[3].Reference, exs[6].QuoteReference)
		require.Equal(t, []int64{0, qs[0].TargetAmount + qs[1].TargetAmount + qs[3].TargetAmount}, b.balances(t, b.p, usd, ngn))
		for _, i := range []int{0, 2, 6} {
			got, err := svc.Exchange(ctx, b.p, exs[i].ID)
			require.NoError(t, err)
			require.Equal(t, exs[i].TransactionID, got.TransactionID)
		}
		evs, _, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"fx.exchange.completed"}}, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Len(t, evs, 3)

		unused, err := svc.Quote(ctx, b.p, qs[2].Reference)
		require.NoError(t, err)
		require.Nil(t, unused.UsedAt, "the overdrawing exchange gave its quote back")
		b.fund(t, b.p, "USD", 10_000)
		_, err = svc.Execute(ctx, b.p, qs[2].Reference)
		require.NoError(t, err)
	})
}

// Exchanges racing for one wallet, batched or not: exactly as many as the
// wallet covers succeed, the rest fail with insufficient_funds, and the
// ledger balances (setup verifies it).
func TestConcurrentExchangesOnOneWallet(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, b.p, "USD", 10*1_000)
		refs := make([]string, 30)
		for i := range refs {
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 1_000)
			require.NoError(t, err)
			refs[i] = q.Reference
		}
		var wg sync.WaitGroup
		errors := make([]error, len(refs))
		for i, r := range refs {
			wg.Go(func() { _, errors[i] = svc.Execute(ctx, b.p, r) })
		}
		wg.Wait()
		ok := 0
		for _, err := range errors {
			if err == nil {
				ok++
			} else {
				errstest.RequireKey(t, err, "insufficient_funds")
			}
		}
		require.Equal(t, 10, ok)
		require.Equal(t, []int64{0}, b.balances(t, b.p, ledger.Wallet("USD")))
	})
}
