package fx_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
)

// The exchanges list by either side's currency; an exchange is read by
// its id and by its ledger transaction, which is of its kind; another
// organization or mode counts none of them.
func TestExchangesBySide(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		b.fund(t, b.p, "USD", 100_000)
		b.fund(t, b.p, "NGN", 10_000_000)
		var made []*fx.Exchange
		for _, pair := range [][2]string{{"USD", "NGN"}, {"NGN", "USD"}} {
			q, err := svc.CreateQuote(ctx, b.p, pair[0], pair[1], 10_000)
			require.NoError(t, err)
			ex, err := svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err)
			made = append(made, ex)
			b.clock.Advance(time.Second)
		}
		count := func(p auth.Principal, f fx.Filter) int {
			t.Helper()
			n, err := svc.Count(ctx, p, f)
			require.NoError(t, err)
			return n
		}
		require.Equal(t, 1, count(b.p, fx.Filter{Source: "USD"}))
		require.Equal(t, 1, count(b.p, fx.Filter{Target: "USD"}))
		require.Equal(t, 2, count(b.p, fx.Filter{Currency: "USD"}))
		rows, err := svc.ListAfter(ctx, b.p, fx.Filter{Target: "USD"}, nil, 10)
		require.NoError(t, err)
		require.Len(t, rows, 1)
		require.Equal(t, made[1].ID, rows[0].ID)

		got, err := svc.Exchange(ctx, b.p, made[0].ID)
		require.NoError(t, err)
		require.Equal(t, made[0].TransactionID, got.TransactionID)
		by, err := svc.ByTransaction(ctx, b.p, made[0].TransactionID)
		require.NoError(t, err)
		require.Equal(t, made[0].ID, by.ID)
		txns, err := wallets.New(d, b.ledger).Transactions(ctx, b.p, []string{made[0].TransactionID})
		require.NoError(t, err)
		require.Equal(t, "fx_exchange", txns[made[0].TransactionID].Kind)

		for _, p := range []auth.Principal{b.other, b.live} {
			require.Zero(t, count(p, fx.Filter{}))
			require.Zero(t, count(p, fx.Filter{Source: "USD"}))
			_, err := svc.Exchange(ctx, p, made[0].ID)
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.ByTransaction(ctx, p, made[0].TransactionID)
			errstest.RequireKey(t, err, "not_found")
		}
	})
}
