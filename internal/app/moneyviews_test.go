package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// The money views' wire: the lists' GraphQL fields and filters (currencies
// in any case), what a wallet's holds and entries render, a transaction's
// cause, the overview's fields, its failing endpoints for developers only,
// and every sandbox mutation refused in live mode (@sandbox). What the
// lists hold is the tests' of internal/money, the resolvers' and rest's.
func TestMoneyViewsOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		gql(t, s, key, `mutation { creditTestWallet(currency: "USD", amount: "1000000") { id } }`, nil)
		q := gql(t, s, key, `mutation { createFxQuote(input: {amount: "10000", sourceCurrency: "USD", targetCurrency: "NGN"}) { reference } }`, nil)
		exchange := gql(t, s, key, `mutation($r: ID!) { executeFxQuote(reference: $r) { id } }`,
			map[string]any{"r": q.Str("data.createFxQuote.reference")}).Str("data.executeFxQuote.id")
		withdrawal := gql(t, s, key, `mutation { createCryptoWithdrawal(input: {address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			amount: "1000000", chain: BASE, coin: USDC}) { id } }`, nil).Str("data.createCryptoWithdrawal.id")

		r := gql(t, s, key, `query($x: ID!) {
			wallet(currency: "usd") { holdingBalance { amount } holds { edges { node { amount { amount } status reason cause { ... on CryptoWithdrawal { id } } } } }
				entries(first: 1, filter: {credits: false, kind: FX_EXCHANGE}) { totalCount edges { node { account transaction { kind entries { account } } } } } }
			node(id: $x) { ... on FxExchange { id } }
			fxExchange(id: $x) { transaction { kind cause { ... on FxExchange { id } } } }
			toNGN: fxExchanges(filter: {sourceCurrency: "usd", targetCurrency: "ngn"}) { totalCount edges { node { id } } }
			pending: cryptoWithdrawals(filter: {status: PENDING, chain: BASE, coin: USDC}) { totalCount }
			deposits: cryptoDeposits(filter: {chain: TRON, customerId: "cus_none"}) { totalCount }
			transfers: usdTransfers(filter: {status: RETURNED, paymentRail: ACH, counterpartyId: "cpty_none"}) { totalCount }
			requests: usdAccountRequests(filter: {status: APPROVED}) { totalCount }
			usdAccounts { edges { node { id customerId } } }
			customers(filter: {search: "obi"}) { totalCount }
			overview(days: 7) { from to days { date started approved } money { currency moneyIn { amount } moneyOut { amount } days { date moneyIn { amount } } }
				reviewQueue { length oldestSince } webhooks { total successRate } }
			evm: checkChainAddress(chain: ETHEREUM, address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") { valid address message }
			aba: checkRoutingNumber(routingNumber: "021000022") { valid message }
		}`, map[string]any{"x": exchange})
		require.Equal(t, "PENDING", r.Str("data.wallet.holds.edges.0.node.status"))
		require.Equal(t, withdrawal, r.Str("data.wallet.holds.edges.0.node.cause.id"))
		require.Contains(t, r.Str("data.wallet.holds.edges.0.node.reason"), "Crypto withdrawal")
		require.Equal(t, r.Get("data.wallet.holdingBalance.amount"), r.Get("data.wallet.holds.edges.0.node.amount.amount"))
		require.EqualValues(t, 1, r.Get("data.wallet.entries.totalCount"))
		require.Equal(t, "WALLET", r.Str("data.wallet.entries.edges.0.node.account"))
		require.Equal(t, "FX_EXCHANGE", r.Str("data.wallet.entries.edges.0.node.transaction.kind"))
		accounts := []string{}
		for _, e := range r.Get("data.wallet.entries.edges.0.node.transaction.entries").([]any) {
			accounts = append(accounts, e.(map[string]any)["account"].(string))
		}
		require.Subset(t, accounts, []string{"WALLET", "FX", "FEES"}, "an exchange moves through the pools and pays its fee")
		require.Equal(t, exchange, r.Str("data.node.id"))
		require.Equal(t, "FX_EXCHANGE", r.Str("data.fxExchange.transaction.kind"))
		require.Equal(t, exchange, r.Str("data.fxExchange.transaction.cause.id"))
		require.Equal(t, exchange, r.Str("data.toNGN.edges.0.node.id"))
		require.EqualValues(t, 1, r.Get("data.pending.totalCount"))
		for _, list := range []string{"deposits", "transfers", "requests", "customers"} {
			require.EqualValues(t, 0, r.Get("data."+list+".totalCount"), list)
		}
		require.Len(t, r.Get("data.overview.days"), 7)
		require.Equal(t, r.Get("data.overview.to"), r.Get("data.overview.days.6.date"))
		require.Equal(t, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", r.Str("data.evm.address"), "the EIP-55 form")
		require.Equal(t, false, r.Get("data.aba.valid"))
		require.NotEmpty(t, r.Str("data.aba.message"))

		for role, refused := range map[auth.Role]bool{auth.Developer: false, auth.Finance: true, auth.Viewer: true} {
			key, _, err := s.App.Auth.CreateRestrictedKey(context.Background(), org.ID, auth.Test, "restricted", &role)
			require.NoError(t, err)
			r := s.GraphQL(t, key, `{ overview { webhooks { total failingEndpoints { id } } } }`, nil)
			if refused {
				require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "%s: %s", role, r.Body)
			} else {
				require.Nil(t, r.Get("errors"), "%s: %s", role, r.Body)
				require.Empty(t, r.Get("data.overview.webhooks.failingEndpoints"))
			}
			require.Nil(t, s.GraphQL(t, key, `{ overview { webhooks { total } } }`, nil).Get("errors"), "%s reads the figures", role)
		}
		for _, m := range []string{
			`mutation { creditTestWallet(currency: "USD", amount: "1") { id } }`,
			`mutation { simulateCryptoDeposit(addressId: "addr_x", amount: "1") { id } }`,
			`mutation { settleCryptoWithdrawal(id: "cwd_x", success: true) { id } }`,
			`mutation { decideUsdAccountRequest(reference: "usdref_x", approve: true) { reference } }`,
			`mutation { settleUsdTransfer(id: "trf_x", outcome: SUCCESS) { id } }`,
		} {
			live := s.GraphQL(t, org.LiveKey, m, nil)
			require.Equal(t, "sandbox_only", live.Str("errors.0.extensions.code"), "%s: %s", m, live.Body)
			test := s.GraphQL(t, org.TestKey, m, nil)
			require.NotEqual(t, "sandbox_only", test.Str("errors.0.extensions.code"), "%s: %s", m, test.Body)
		}
	})
}
