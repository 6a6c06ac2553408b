package wallets_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// A wallet's credits, debits, holds and history, as its owner sees them
// and nobody else.
func TestWallets(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		l := ledger.New(d)
		s := wallets.New(d, l)
		p, other := orgstest.Principal(t, d, "acme", auth.Test), orgstest.Principal(t, d, "globex", auth.Test)

		list, err := s.List(ctx, p)
		require.NoError(t, err)
		require.Len(t, list, len(wallets.Currencies), "every standard currency, at zero")
		for i, a := range list {
			require.Equal(t, wallets.Currencies[i], a.Asset)
			require.Zero(t, a.Balance)
		}

		w, err := s.CreditSandbox(ctx, p, "usd", 1250)
		require.NoError(t, err)
		require.EqualValues(t, 1250, w.Balance)
		_, err = s.CreditSandbox(ctx, auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Live}, "USD", 1)
		require.Equal(t, "sandbox_only", errs.KeyOf(err))
		_, err = s.CreditSandbox(ctx, p, "USD", 0)
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		_, err = s.CreditSandbox(ctx, p, "XYZ", 1)
		require.Error(t, err)

		// A debit of 200 to the sandbox pool, and a hold of 300.
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			accts, err := l.Ensure(ctx, tx, p, ledger.Wallet("USD"), ledger.Internal("sandbox", "USD"))
			if err != nil {
				return err
			}
			if _, err := l.Post(ctx, tx, p, "payout", "r1", "A payout", []ledger.Posting{{Account: accts[0], Amount: -200}, {Account: accts[1], Amount: 200}}); err != nil {
				return err
			}
			failed, err := l.PlaceHolds(ctx, tx, accts[0], []*ledger.Hold{l.NewHold(p, accts[0], 300, "r2")})
			require.NoError(t, failed[0])
			return err
		}))
		w, err = s.Wallet(ctx, p, "usd")
		require.NoError(t, err)
		require.EqualValues(t, 1050, w.Balance)
		require.EqualValues(t, 750, w.Available())
		_, err = s.Wallet(ctx, other, "NGN")
		require.Equal(t, "not_found", errs.KeyOf(err), "an organization that never had one")

		entries := func(f wallets.EntryFilter) []int64 {
			rows, err := s.Entries(ctx, p, w.ID, f, 0, 10)
			require.NoError(t, err)
			out := []int64{}
			for _, e := range rows {
				out = append(out, e.Amount)
			}
			return out
		}
		yes, no := true, false
		require.Equal(t, []int64{-200, 1250}, entries(wallets.EntryFilter{}), "newest first")
		require.Equal(t, []int64{1250}, entries(wallets.EntryFilter{Credits: &yes}))
		require.Equal(t, []int64{-200}, entries(wallets.EntryFilter{Credits: &no}))
		require.Equal(t, []int64{-200}, entries(wallets.EntryFilter{Kind: "payout"}))
		n, err := s.CountEntries(ctx, p, w.ID, wallets.EntryFilter{})
		require.NoError(t, err)
		require.Equal(t, 2, n)
		theirs, err := s.Entries(ctx, other, w.ID, wallets.EntryFilter{}, 0, 10)
		require.NoError(t, err)
		require.Empty(t, theirs, "another organization reads none of them")

		holds, err := s.Holds(ctx, p, w.ID, "pending", nil, 10)
		require.NoError(t, err)
		require.Len(t, holds, 1)
		require.EqualValues(t, 300, holds[0].Amount)

		lines, total, err := s.History(ctx, p, "USD", nil, nil, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, 2, total)
		require.Equal(t, "payout", lines[0].Kind)
		require.Equal(t, "A payout", lines[0].Description)
		require.EqualValues(t, 1250, lines[0].PreviousBalance)
		require.EqualValues(t, 1050, lines[0].CurrentBalance)
		byTxn, err := s.EntriesOf(ctx, p, []string{lines[0].TransactionID})
		require.NoError(t, err)
		require.Len(t, byTxn[lines[0].TransactionID], 2, "both sides of the payout")
		txns, err := s.Transactions(ctx, p, []string{lines[0].TransactionID})
		require.NoError(t, err)
		require.Equal(t, "r1", txns[lines[0].TransactionID].Reference)
		txns, err = s.Transactions(ctx, other, []string{lines[0].TransactionID})
		require.NoError(t, err)
		require.Empty(t, txns)
		require.NoError(t, ledger.Verify(ctx, d))
	})
}
