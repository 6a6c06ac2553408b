package usd_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

// An account approved by hand, a counterparty and an ACH transfer paid
// then returned; the lists of transfers, requests and accounts as the
// console filters them, and a customer's own; the ledger transactions that
// name the transfer; and nothing of it for another organization or the
// other mode.
func TestTransferRequestAndAccountLists(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cus := b.customer(t, "ada@example.com")
		r, err := svc.CreateRequest(ctx, b.p, cus.ID, meta())
		require.NoError(t, err)
		approved, err := svc.Decide(ctx, b.p, r.Reference, true, "")
		require.NoError(t, err)
		require.Equal(t, usd.Approved, approved.Status)
		require.NotNil(t, approved.AccountID)
		account := *approved.AccountID
		cp, err := svc.CreateCounterparty(ctx, b.p, individual(account))
		require.NoError(t, err)
		b.fund(t, 100_000)
		tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 25_000, Rail: "ach"})
		require.NoError(t, err)
		paid, err := svc.Settle(ctx, b.p, tr.ID, usd.StatusSuccess, "")
		require.NoError(t, err)
		require.Equal(t, usd.StatusSuccess, paid.Status)
		ret, err := svc.Settle(ctx, b.p, tr.ID, usd.StatusReturned, "R03")
		require.NoError(t, err)
		require.Equal(t, usd.StatusReturned, ret.Status)
		require.Equal(t, "R03", *ret.ReturnCode)

		// The transfer's payment names it; its return is found by the
		// return's transaction.
		txns, err := b.wallets.Transactions(ctx, b.p, []string{*paid.TransactionID, *ret.ReturnTransactionID})
		require.NoError(t, err)
		require.Equal(t, "usd_transfer", txns[*paid.TransactionID].Kind)
		require.Equal(t, tr.ID, txns[*paid.TransactionID].Reference)
		require.Equal(t, "usd_transfer_return", txns[*ret.ReturnTransactionID].Kind)
		of, err := svc.ReturnOf(ctx, b.p, *ret.ReturnTransactionID)
		require.NoError(t, err)
		require.Equal(t, tr.ID, of.ID)

		transfers := func(p auth.Principal, f usd.TransferFilter) int {
			t.Helper()
			n, err := svc.CountTransfers(ctx, p, f)
			require.NoError(t, err)
			return n
		}
		requests := func(p auth.Principal, f usd.RequestFilter) int {
			t.Helper()
			n, err := svc.CountRequests(ctx, p, f)
			require.NoError(t, err)
			return n
		}
		require.Equal(t, 1, transfers(b.p, usd.TransferFilter{Status: usd.StatusReturned, Rail: usd.ACH}))
		returned, err := svc.ListTransfersAfter(ctx, b.p, usd.TransferFilter{Status: usd.StatusReturned, Rail: usd.ACH}, nil, 10)
		require.NoError(t, err)
		require.Len(t, returned, 1)
		require.Equal(t, tr.ID, returned[0].ID)
		require.Equal(t, 0, transfers(b.p, usd.TransferFilter{Rail: usd.Fedwire}))
		require.Equal(t, 0, transfers(b.p, usd.TransferFilter{CounterpartyID: "cpty_none"}))
		require.Equal(t, 1, requests(b.p, usd.RequestFilter{Status: usd.Approved}))
		reqs, err := svc.RequestsAfter(ctx, b.p, usd.RequestFilter{Status: usd.Approved}, nil, 10)
		require.NoError(t, err)
		require.Len(t, reqs, 1)
		require.Equal(t, cus.ID, reqs[0].CustomerID)
		accounts, err := svc.AccountsAfter(ctx, b.p, "", nil, 10)
		require.NoError(t, err)
		require.Len(t, accounts, 1)
		require.Equal(t, account, accounts[0].ID)
		require.Equal(t, cus.ID, accounts[0].CustomerID)

		// The customer's own: its latest request, its account, its transfers.
		latest, err := svc.LatestRequest(ctx, b.p, cus.ID)
		require.NoError(t, err)
		require.Equal(t, r.Reference, latest.Reference)
		require.Equal(t, usd.Approved, latest.Status)
		accounts, err = svc.AccountsAfter(ctx, b.p, cus.ID, nil, 0)
		require.NoError(t, err)
		require.Equal(t, account, accounts[0].ID)
		require.Equal(t, 1, transfers(b.p, usd.TransferFilter{CustomerID: cus.ID}))

		other := orgstest.Principal(t, d, "globex", auth.Test)
		for _, p := range []auth.Principal{other, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
			_, err := svc.Request(ctx, p, r.Reference)
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.Transfer(ctx, p, tr.ID)
			errstest.RequireKey(t, err, "not_found")
			require.Zero(t, transfers(p, usd.TransferFilter{}))
			require.Zero(t, requests(p, usd.RequestFilter{}))
			accounts, err := svc.AccountsAfter(ctx, p, "", nil, 10)
			require.NoError(t, err)
			require.Empty(t, accounts)
		}
	})
}

// A routing number is checked by its ABA check digit.
func TestRoutingNumberCheckDigit(t *testing.T) {
	t.Parallel()
	require.True(t, usd.ValidRouting("021000021"))
	require.False(t, usd.ValidRouting("021000022"))
}
