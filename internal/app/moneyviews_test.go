package app_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// TestMoneyStateMachinesOverGraphQL walks every money state machine through GraphQL
// alone (the console's way): sandbox credit, an exchange, deposits, a
// withdrawal, a USD account, an ACH transfer and its return; then reads
// them back through the lists, the wallet's entries and holds, each
// transaction's entries and cause, and the overview.
func TestMoneyStateMachinesOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		ctx := context.Background()

		gql(t, s, key, `mutation { creditTestWallet(currency: "USD", amount: "1000000") { id } }`, nil)
		q := gql(t, s, key, `mutation { createFxQuote(input: {amount: "10000", sourceCurrency: "USD", targetCurrency: "NGN"}) { reference } }`, nil)
		x := gql(t, s, key, `mutation($r: ID!) { executeFxQuote(reference: $r) { id } }`, map[string]any{"r": q.Str("data.createFxQuote.reference")})
		exchange := x.Str("data.executeFxQuote.id")

		cus := gql(t, s, key, `mutation { createCustomer(input: {firstName: "Ada", lastName: "Obi", email: "ada@example.com", country: "NG"}) { id } }`, nil).
			Str("data.createCustomer.id")
		addr := gql(t, s, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: USDC, chain: BASE}) { id } }`,
			map[string]any{"c": cus}).Str("data.createDepositAddress.id")
		dep := gql(t, s, key, `mutation($a: ID!) { simulateCryptoDeposit(addressId: $a, amount: "5000000") {
			id coin chain amount { amount decimals } credited { amount currency } offramp address { id } customer { id } exchange { id }
			transaction { kind cause { ... on CryptoDeposit { id } } } } }`, map[string]any{"a": addr})
		require.Equal(t, "5000000", dep.Get("data.simulateCryptoDeposit.amount.amount"))
		require.EqualValues(t, 6, dep.Get("data.simulateCryptoDeposit.amount.decimals"))
		require.Equal(t, "usdc", dep.Str("data.simulateCryptoDeposit.credited.currency"))
		require.Equal(t, addr, dep.Str("data.simulateCryptoDeposit.address.id"))
		require.Equal(t, cus, dep.Str("data.simulateCryptoDeposit.customer.id"))
		require.Nil(t, dep.Get("data.simulateCryptoDeposit.exchange"))
		require.Equal(t, "CRYPTO_DEPOSIT", dep.Str("data.simulateCryptoDeposit.transaction.kind"))
		require.Equal(t, dep.Str("data.simulateCryptoDeposit.id"), dep.Str("data.simulateCryptoDeposit.transaction.cause.id"))
		// An off-ramped deposit is converted into the USD wallet.
		gql(t, s, key, `mutation($a: ID!) { updateDepositAddress(id: $a, offramp: true) { offramp } }`, map[string]any{"a": addr})
		off := gql(t, s, key, `mutation($a: ID!) { simulateCryptoDeposit(addressId: $a, amount: "2000000") { offramp credited { currency } exchange { id } } }`,
			map[string]any{"a": addr})
		require.Equal(t, true, off.Get("data.simulateCryptoDeposit.offramp"))
		require.Equal(t, "USD", off.Str("data.simulateCryptoDeposit.credited.currency"))
		require.NotEmpty(t, off.Str("data.simulateCryptoDeposit.exchange.id"))

		// A withdrawal holds its cost until the chain settles it.
		check := gql(t, s, key, `{ good: checkChainAddress(chain: ETHEREUM, address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") { valid address message }
			bad: checkChainAddress(chain: ETHEREUM, address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD") { valid address message }
			aba: checkRoutingNumber(routingNumber: "021000021") { valid message } notAba: checkRoutingNumber(routingNumber: "021000022") { valid message } }`, nil)
		require.Equal(t, true, check.Get("data.good.valid"))
		require.Equal(t, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", check.Str("data.good.address"), "the EIP-55 form")
		require.Equal(t, false, check.Get("data.bad.valid"))
		require.NotEmpty(t, check.Str("data.bad.message"))
		require.Equal(t, true, check.Get("data.aba.valid"))
		require.Equal(t, false, check.Get("data.notAba.valid"))
		w := gql(t, s, key, `mutation { createCryptoWithdrawal(input: {address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", amount: "1000000", chain: BASE, coin: USDC}) { id status } }`, nil)
		withdrawal := w.Str("data.createCryptoWithdrawal.id")
		holds := gql(t, s, key, `{ wallet(currency: "usd") { holdingBalance { amount } holds { edges { node { amount { amount } status reason cause { ... on CryptoWithdrawal { id } } } } } } }`, nil)
		require.Equal(t, "PENDING", holds.Str("data.wallet.holds.edges.0.node.status"))
		require.Equal(t, withdrawal, holds.Str("data.wallet.holds.edges.0.node.cause.id"))
		require.Contains(t, holds.Str("data.wallet.holds.edges.0.node.reason"), "Crypto withdrawal")
		require.Equal(t, holds.Get("data.wallet.holdingBalance.amount"), holds.Get("data.wallet.holds.edges.0.node.amount.amount"))
		settled := gql(t, s, key, `mutation($id: ID!) { settleCryptoWithdrawal(id: $id, success: true) { status } }`, map[string]any{"id": withdrawal})
		require.Equal(t, "SUCCESS", settled.Str("data.settleCryptoWithdrawal.status"))
		require.Len(t, gql(t, s, key, `{ wallet(currency: "USD") { holds(status: CAPTURED) { edges { node { id } } } } }`, nil).
			Get("data.wallet.holds.edges"), 1)

		// A USD account, a counterparty and an ACH transfer, returned.
		ref := gql(t, s, key, `mutation($c: ID!, $m: UsdAccountMetaInput!) { createUsdAccountRequest(input: {customerId: $c, meta: $m}) { reference } }`,
			map[string]any{"c": cus, "m": map[string]any{"employerName": "Acme", "employmentDescription": "Eng", "employmentStatus": "employed",
				"identificationNumber": ssn, "nationality": "US", "occupation": "Engineer", "usResidencyStatus": "US_CITIZEN"}}).
			Str("data.createUsdAccountRequest.reference")
		approved := gql(t, s, key, `mutation($r: ID!) { decideUsdAccountRequest(reference: $r, approve: true) { status account { id routingNumber } } }`,
			map[string]any{"r": ref})
		require.Equal(t, "APPROVED", approved.Str("data.decideUsdAccountRequest.status"))
		account := approved.Str("data.decideUsdAccountRequest.account.id")
		cp := gql(t, s, key, `mutation($a: ID!) { createCounterparty(input: {accountId: $a, firstName: "John", lastName: "Doe",
			accountName: "John Doe", accountNumber: "123456789", routingNumber: "021000021", institutionName: "Chase", accountType: "checking",
			paymentRails: [ACH], beneficiaryAddress: {street: "1 Main", city: "NYC", state: "NY", postalCode: "10001", country: "us"}}) { id } }`,
			map[string]any{"a": account}).Str("data.createCounterparty.id")
		transfer := gql(t, s, key, `mutation($c: ID!) { createUsdTransfer(input: {counterpartyId: $c, amount: "25000", paymentRail: ACH}) { id } }`,
			map[string]any{"c": cp}).Str("data.createUsdTransfer.id")
		eventually(t, "the sandbox rail settling the transfer", func() bool {
			return s.GraphQL(t, key, `query($id: ID!) { usdTransfer(id: $id) { status } }`, map[string]any{"id": transfer}).Str("data.usdTransfer.status") == "SUCCESS"
		})
		ret := gql(t, s, key, `mutation($id: ID!) { settleUsdTransfer(id: $id, outcome: RETURNED, returnCode: "R03") { status returnCode } }`,
			map[string]any{"id": transfer})
		require.Equal(t, "RETURNED", ret.Str("data.settleUsdTransfer.status"))
		require.Equal(t, "R03", ret.Str("data.settleUsdTransfer.returnCode"))

		// The wallet's history: every entry, its balance after, its
		// transaction's entries (summing to zero) and what caused it.
		h := gql(t, s, key, `{ wallet(currency: "USD") { ledgerBalance { amount } entries(first: 100) { totalCount edges { node {
			id amount { amount } balanceAfter { amount } account transaction { id kind entries { account amount { amount currency } }
				cause { __typename ... on FxExchange { id } ... on CryptoDeposit { id } ... on CryptoWithdrawal { id } ... on UsdTransfer { id } } } } } } } }`, nil)
		edges := h.Get("data.wallet.entries.edges").([]any)
		require.EqualValues(t, len(edges), h.Get("data.wallet.entries.totalCount"))
		kinds := map[string]string{}
		var sum int64
		for i, e := range edges {
			n := e.(map[string]any)["node"].(map[string]any)
			amount, _ := strconv.ParseInt(n["amount"].(map[string]any)["amount"].(string), 10, 64)
			sum += amount
			if i == 0 {
				require.Equal(t, h.Get("data.wallet.ledgerBalance.amount"), n["balanceAfter"].(map[string]any)["amount"], "the newest entry's balance is the wallet's")
			}
			require.Equal(t, "WALLET", n["account"])
			txn := n["transaction"].(map[string]any)
			perCurrency := map[string]int64{}
			accounts := map[string]bool{}
			for _, te := range txn["entries"].([]any) {
				accounts[te.(map[string]any)["account"].(string)] = true
				m := te.(map[string]any)["amount"].(map[string]any)
				v, _ := strconv.ParseInt(m["amount"].(string), 10, 64)
				perCurrency[m["currency"].(string)] += v
			}
			if txn["kind"] != "FX_EXCHANGE" { // an exchange balances per currency through the pools
				for c, v := range perCurrency {
					require.Zero(t, v, "%s entries of %s", c, txn["kind"])
				}
			}
			require.True(t, accounts["WALLET"], "a wallet's transaction has a wallet entry")
			if txn["kind"] == "FX_EXCHANGE" {
				require.True(t, accounts["FX"] && accounts["FEES"], "an exchange moves through the pools and pays its fee: %v", accounts)
			}
			cause, _ := txn["cause"].(map[string]any)
			if cause != nil {
				kinds[txn["kind"].(string)] = cause["__typename"].(string) + " " + cause["id"].(string)
			} else {
				kinds[txn["kind"].(string)] = "none"
			}
		}
		balance, _ := strconv.ParseInt(h.Str("data.wallet.ledgerBalance.amount"), 10, 64)
		require.Equal(t, balance, sum, "the entries sum to the balance")
		require.Equal(t, "none", kinds["SANDBOX_CREDIT"])
		require.Equal(t, "CryptoWithdrawal "+withdrawal, kinds["CRYPTO_WITHDRAWAL"])
		require.Equal(t, "UsdTransfer "+transfer, kinds["USD_TRANSFER"])
		require.Equal(t, "UsdTransfer "+transfer, kinds["USD_TRANSFER_RETURN"])
		require.Contains(t, kinds["FX_EXCHANGE"], "FxExchange fxx_")
		credits := gql(t, s, key, `{ wallet(currency: "USD") { entries(filter: {credits: true, kind: USD_TRANSFER_RETURN}) { totalCount } } }`, nil)
		require.EqualValues(t, 1, credits.Get("data.wallet.entries.totalCount"))
		page := gql(t, s, key, `{ wallet(currency: "USD") { entries(first: 2) { pageInfo { endCursor hasNextPage } } } }`, nil)
		require.Equal(t, true, page.Get("data.wallet.entries.pageInfo.hasNextPage"))
		next := gql(t, s, key, `query($a: String) { wallet(currency: "USD") { entries(first: 100, after: $a) { edges { node { id } } } } }`,
			map[string]any{"a": page.Str("data.wallet.entries.pageInfo.endCursor")})
		require.Len(t, next.Get("data.wallet.entries.edges"), len(edges)-2)

		// Lists, filters and counts.
		lists := gql(t, s, key, `query($c: ID!) {
			deposits: cryptoDeposits(filter: {customerId: $c}) { totalCount edges { node { id } } }
			onBase: cryptoDeposits(filter: {chain: BASE, coin: USDC}) { totalCount }
			onTron: cryptoDeposits(filter: {chain: TRON}) { totalCount }
			sent: cryptoWithdrawals(filter: {status: SUCCESS}) { totalCount }
			pending: cryptoWithdrawals(filter: {status: PENDING}) { totalCount }
			returned: usdTransfers(filter: {status: RETURNED, paymentRail: ACH}) { totalCount edges { node { id } } }
			wires: usdTransfers(filter: {paymentRail: FEDWIRE}) { totalCount }
			toCounterparty: usdTransfers(filter: {counterpartyId: "cpty_none"}) { totalCount }
			requests: usdAccountRequests(filter: {status: APPROVED}) { totalCount edges { node { reference customer { id } } } }
			accounts: usdAccounts { edges { node { id customerId } } }
			fromUSD: fxExchanges(filter: {sourceCurrency: "USD"}) { totalCount }
			toUSD: fxExchanges(filter: {targetCurrency: "usd"}) { totalCount }
			customers(filter: {search: "obi"}) { totalCount }
			customer(id: $c) { usdAccountRequest { reference status } usdAccount { id } usdTransfers { totalCount } cryptoDeposits { totalCount } }
		}`, map[string]any{"c": cus})
		for path, want := range map[string]int{"deposits": 2, "onBase": 2, "onTron": 0, "sent": 1, "pending": 0, "returned": 1, "wires": 0,
			"toCounterparty": 0, "requests": 1, "fromUSD": 1, "toUSD": 1, "customers": 1, "customer.usdTransfers": 1, "customer.cryptoDeposits": 2} {
			require.EqualValues(t, want, lists.Get("data."+path+".totalCount"), path)
		}
		require.Equal(t, transfer, lists.Str("data.returned.edges.0.node.id"))
		require.Equal(t, ref, lists.Str("data.customer.usdAccountRequest.reference"))
		require.Equal(t, account, lists.Str("data.customer.usdAccount.id"))
		require.Equal(t, account, lists.Str("data.accounts.edges.0.node.id"))
		require.Equal(t, cus, lists.Str("data.requests.edges.0.node.customer.id"))
		n := gql(t, s, key, `query($id: ID!) { node(id: $id) { ... on FxExchange { id } } fxExchange(id: $id) { transaction { kind cause { ... on FxExchange { id } } } } }`,
			map[string]any{"id": exchange})
		require.Equal(t, exchange, n.Str("data.node.id"))
		require.Equal(t, "FX_EXCHANGE", n.Str("data.fxExchange.transaction.kind"))
		require.Equal(t, exchange, n.Str("data.fxExchange.transaction.cause.id"))

		// The overview's figures are the database's.
		o := gql(t, s, key, `{ overview(days: 7) { from to days { date started approved } money { currency moneyIn { amount } moneyOut { amount }
			days { date moneyIn { amount } } } reviewQueue { length oldestSince } webhooks { total successRate } } }`, nil)
		days := o.Get("data.overview.days").([]any)
		require.Len(t, days, 7)
		require.Equal(t, o.Get("data.overview.to"), days[6].(map[string]any)["date"])
		for _, c := range []string{"USD", "NGN"} {
			var in, out int64
			require.NoError(t, d.NewSelect().TableExpr("ledger_entries AS e").Join("JOIN ledger_accounts AS a ON a.id = e.account_id").
				ColumnExpr("coalesce(sum(CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END), 0)").
				ColumnExpr("coalesce(sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END), 0)").
				Where("a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = ?", org.ID, c).Scan(ctx, &in, &out))
			found := false
			for _, f := range o.Get("data.overview.money").([]any) {
				f := f.(map[string]any)
				if f["currency"] == c {
					found = true
					require.Equal(t, strconv.FormatInt(in, 10), f["moneyIn"].(map[string]any)["amount"], c)
					require.Equal(t, strconv.FormatInt(out, 10), f["moneyOut"].(map[string]any)["amount"], c)
				}
			}
			require.True(t, found, c)
		}
		var started, deliveries int
		today, _ := time.Parse("2006-01-02", o.Str("data.overview.to"))
		require.NoError(t, d.NewSelect().Table("sessions").ColumnExpr("count(*)").
			Where("organization_id = ? AND mode = 'test' AND created_at >= ?", org.ID, today).Scan(ctx, &started))
		require.NotZero(t, started, "the USD request started a verification")
		require.EqualValues(t, started, days[6].(map[string]any)["started"])
		require.NoError(t, d.NewSelect().Table("webhook_deliveries").ColumnExpr("count(*)").
			Where("organization_id = ? AND mode = 'test'", org.ID).Scan(ctx, &deliveries))
		require.EqualValues(t, deliveries, o.Get("data.overview.webhooks.total"))
		require.EqualValues(t, 0, o.Get("data.overview.reviewQueue.length"))
		require.Nil(t, o.Get("data.overview.reviewQueue.oldestSince"))

		// Live mode refuses the sandbox.
		live := s.GraphQL(t, org.LiveKey, `mutation { creditTestWallet(currency: "USD", amount: "1") { id } }`, nil)
		require.Equal(t, "sandbox_only", live.Str("errors.0.extensions.code"), string(live.Body))
		live = s.GraphQL(t, org.LiveKey, `mutation($id: ID!) { settleUsdTransfer(id: $id, outcome: FAILED) { id } }`, map[string]any{"id": transfer})
		require.Equal(t, "sandbox_only", live.Str("errors.0.extensions.code"), string(live.Body))
		// Another organization sees none of it.
		other := s.Org(t, "other").TestKey
		none := gql(t, s, other, `query($t: ID!, $d: ID!) { ledgerTransaction(id: $t) { id } cryptoDeposit(id: $d) { id }
			cryptoDeposits { totalCount } usdAccounts { edges { node { id } } } }`,
			map[string]any{"t": edges[0].(map[string]any)["node"].(map[string]any)["transaction"].(map[string]any)["id"], "d": dep.Str("data.simulateCryptoDeposit.id")})
		require.Nil(t, none.Get("data.ledgerTransaction"))
		require.Nil(t, none.Get("data.cryptoDeposit"))
		require.EqualValues(t, 0, none.Get("data.cryptoDeposits.totalCount"))
		require.Empty(t, none.Get("data.usdAccounts.edges"))
		// Nor does the other mode, nor any of the new lists and lookups.
		for _, k := range []string{other, org.LiveKey} {
			none = gql(t, s, k, `query($x: ID!, $d: ID!, $r: ID!, $c: ID!) { fxExchange(id: $x) { id } node(id: $d) { id }
				usdAccountRequest(reference: $r) { reference } customer(id: $c) { id } wallet(currency: "USD") { id }
				fxExchanges { totalCount } cryptoWithdrawals { totalCount } usdTransfers { totalCount } usdAccountRequests { totalCount }
				customers { totalCount } cryptoDeposits(filter: {customerId: $c}) { totalCount } }`,
				map[string]any{"x": exchange, "d": dep.Str("data.simulateCryptoDeposit.id"), "r": ref, "c": cus})
			for _, path := range []string{"fxExchange", "node", "usdAccountRequest", "customer", "wallet"} {
				require.Nil(t, none.Get("data."+path), path)
			}
			for _, path := range []string{"fxExchanges", "cryptoWithdrawals", "usdTransfers", "usdAccountRequests", "customers", "cryptoDeposits"} {
				require.EqualValues(t, 0, none.Get("data."+path+".totalCount"), path)
			}
		}
	})
}

// TestMoneyViewRulesOverGraphQL: the overview's days are checked
// (validation_failed); its failing endpoints are the developers'; each chain
// family's addresses are checked by checkChainAddress; every sandbox
// mutation is refused in live mode.
func TestMoneyViewRulesOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		ctx := context.Background()

		for _, days := range []int{0, -1, 91} {
			r := s.GraphQL(t, org.TestKey, `query($d: Int) { overview(days: $d) { from } }`, map[string]any{"d": days})
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), "days %d: %s", days, r.Body)
		}
		o := gql(t, s, org.TestKey, `{ one: overview(days: 1) { from to days { date } } most: overview(days: 90) { days { date } } }`, nil)
		require.Equal(t, o.Str("data.one.to"), o.Str("data.one.from"))
		require.Len(t, o.Get("data.one.days"), 1)
		require.Len(t, o.Get("data.most.days"), 90)

		for role, refused := range map[auth.Role]bool{auth.Developer: false, auth.Finance: true, auth.Viewer: true} {
			key, _, err := s.App.Auth.CreateRestrictedKey(ctx, org.ID, auth.Test, "restricted", &role)
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

		evm, tron, solana := "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "So11111111111111111111111111111111111111112"
		for chain, valid := range map[string]string{"ETHEREUM": evm, "BASE": evm, "POLYGON": evm, "TRON": tron, "SOLANA": solana} {
			for _, address := range []string{evm, tron, solana} {
				r := gql(t, s, org.TestKey, `query($c: Chain!, $a: String!) { checkChainAddress(chain: $c, address: $a) { valid address message } }`,
					map[string]any{"c": chain, "a": address})
				if address == valid {
					require.Equal(t, true, r.Get("data.checkChainAddress.valid"), "%s %s", chain, address)
					require.Equal(t, address, r.Str("data.checkChainAddress.address"))
					require.Nil(t, r.Get("data.checkChainAddress.message"))
				} else {
					require.Equal(t, false, r.Get("data.checkChainAddress.valid"), "%s %s", chain, address)
					require.NotEmpty(t, r.Str("data.checkChainAddress.message"), "%s %s", chain, address)
				}
			}
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
