package wallets_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// A sandbox credit and an exchange, as the wallets show them: the USD
// history newest first with the balances before and after each line, every
// wallet's history, the list of wallets; the sandbox credits test mode only.
func TestWalletsAfterACreditAndAnExchange(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		l := ledger.New(d)
		s := wallets.New(d, l)
		x := fx.New(d, l, fx.Config{SpreadBps: 50, FeeBps: 30, Events: events.NewLog(d, nil)})
		p := orgstest.Principal(t, d, "acme", auth.Test)
		_, err := s.CreditSandbox(ctx, p, "USD", 100_000)
		require.NoError(t, err)
		q, err := x.CreateQuote(ctx, p, "USD", "NGN", 10_000)
		require.NoError(t, err)
		_, err = x.Execute(ctx, p, q.Reference)
		require.NoError(t, err)

		lines, n, err := s.History(ctx, p, "USD", nil, nil, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, 2, n)
		require.EqualValues(t, -10_000, lines[0].Amount, "the exchange's debit")
		require.EqualValues(t, 100_000, lines[0].PreviousBalance)
		require.EqualValues(t, 90_000, lines[0].CurrentBalance)
		require.EqualValues(t, 100_000, lines[1].Amount, "the credit")
		_, n, err = s.History(ctx, p, "", nil, nil, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, 3, n, "and the NGN wallet's credit")

		list, err := s.List(ctx, p)
		require.NoError(t, err)
		require.Len(t, list, 6)
		require.Equal(t, "USD", list[0].Asset)
		require.EqualValues(t, 90_000, list[0].Available())
		require.EqualValues(t, 90_000, list[0].Balance)
		require.EqualValues(t, q.TargetAmount, list[1].Available(), "NGN")

		live := auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Live}
		_, err = s.CreditSandbox(ctx, live, "USD", 100)
		require.Equal(t, "sandbox_only", errs.KeyOf(err))
		require.Equal(t, errs.Forbidden, errs.KindOf(err))
		list, err = s.List(ctx, live)
		require.NoError(t, err)
		require.Zero(t, list[0].Available())
		require.NoError(t, ledger.Verify(ctx, d))
	})
}
