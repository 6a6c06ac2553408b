package resolvers_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/resolvers"
)

// The overview's figures are the database's: each currency's money in and
// out of its wallet, the sessions started today, the webhook deliveries
// and the review queue; its period is 1 to 90 days ending today.
func TestOverviewFiguresAreTheDatabases(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		kb := kyctest.New(t, d)
		p := kb.P
		ctx := auth.WithPrincipal(context.Background(), p)
		l := ledger.New(d)
		fxSvc := fx.New(d, l, fx.Config{Events: events.NewLog(d, nil)})
		_, err := wallets.New(d, l).CreditSandbox(ctx, p, "USD", 1_000_000)
		require.NoError(t, err)
		q, err := fxSvc.CreateQuote(ctx, p, "USD", "NGN", 10_000)
		require.NoError(t, err)
		_, err = fxSvc.Execute(ctx, p, q.Reference)
		require.NoError(t, err)
		kb.Session(t, kyc.CreateSessionInput{})
		root := resolvers.Resolver{OverviewSvc: overview.New(d, kb.Now), WebhookSvc: webhookService(t, d, kb)}
		r := root.Query()

		days := func(n int32) []string {
			t.Helper()
			o, err := r.Overview(ctx, &n)
			require.NoError(t, err)
			list, err := o.Days(ctx)
			require.NoError(t, err)
			out := make([]string, len(list))
			for i, day := range list {
				out[i] = day.Date
			}
			require.Equal(t, o.From, out[0])
			require.Equal(t, o.To, out[len(out)-1])
			return out
		}
		for _, n := range []int32{0, -1, 91} {
			_, err := r.Overview(ctx, &n)
			errstest.RequireKey(t, err, "validation_failed")
		}
		one := int32(1)
		o, err := r.Overview(ctx, &one)
		require.NoError(t, err)
		require.Equal(t, o.To, o.From, "one day: today")
		require.Len(t, days(1), 1)
		require.Len(t, days(90), 90)

		seven := int32(7)
		o, err = r.Overview(ctx, &seven)
		require.NoError(t, err)
		list, err := o.Days(ctx)
		require.NoError(t, err)
		require.Len(t, list, 7)
		require.Equal(t, o.To, list[6].Date)
		money, err := o.Money(ctx)
		require.NoError(t, err)
		for _, c := range []string{"USD", "NGN"} {
			var in, out int64
			require.NoError(t, d.NewSelect().TableExpr("ledger_entries AS e").Join("JOIN ledger_accounts AS a ON a.id = e.account_id").
				ColumnExpr("coalesce(sum(CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END), 0)").
				ColumnExpr("coalesce(sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END), 0)").
				Where("a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = ?", p.OrganizationID, c).Scan(ctx, &in, &out))
			found := false
			for _, f := range money {
				if f.Currency == c {
					found = true
					require.Equal(t, in, f.MoneyIn.Amount, c)
					require.Equal(t, out, f.MoneyOut.Amount, c)
				}
			}
			require.True(t, found, c)
		}
		var started, deliveries int
		today, err := time.Parse(time.DateOnly, o.To)
		require.NoError(t, err)
		require.NoError(t, d.NewSelect().Table("sessions").ColumnExpr("count(*)").
			Where("organization_id = ? AND mode = 'test' AND created_at >= ?", p.OrganizationID, today).Scan(ctx, &started))
		require.NotZero(t, started)
		require.EqualValues(t, started, list[6].Started)
		hooks, err := root.Overview().Webhooks(ctx, o)
		require.NoError(t, err)
		require.NoError(t, d.NewSelect().Table("webhook_deliveries").ColumnExpr("count(*)").
			Where("organization_id = ? AND mode = 'test'", p.OrganizationID).Scan(ctx, &deliveries))
		require.EqualValues(t, deliveries, hooks.Total)
		queue, err := root.Overview().ReviewQueue(ctx, o)
		require.NoError(t, err)
		require.Zero(t, queue.Length)
		require.Nil(t, queue.OldestSince)
	})
}
