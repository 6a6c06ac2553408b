package app_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/config"
)

func createCustomer(t *testing.T, s *apptest.Server, key, email string) string {
	t.Helper()
	r := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada", "last_name": "Obi", "email": email, "country": "NG"})
	require.Equal(t, 200, r.Status, string(r.Body))
	return r.Str("data.id")
}

func usdBalance(t *testing.T, s *apptest.Server, key string) (balance, available float64) {
	t.Helper()
	r := s.Do(t, "GET", "/v1/wallets", key, nil)
	for _, w := range r.Get("data").([]any) {
		m := w.(map[string]any)
		if m["currency"] == "USD" {
			return m["ledger_balance"].(float64), m["available_balance"].(float64)
		}
	}
	t.Fatal("no USD wallet")
	return 0, 0
}

func TestDepositAddresses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		cus := createCustomer(t, s, key, "ada@example.com")

		r := s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": cus, "coin": "USDC", "chain": "Base"})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "usdc", r.Str("data.coin"))
		require.Equal(t, "base", r.Str("data.chain"))
		require.Equal(t, false, r.Get("data.offramp"))
		require.Equal(t, true, r.Get("data.active"))
		require.Equal(t, cus, r.Str("data.customer_id"))
		require.Regexp(t, `^0x[0-9a-fA-F]{40}$`, r.Str("data.address"))
		base := r.Str("data.id")

		for chain, pattern := range map[string]string{"solana": `^[1-9A-HJ-NP-Za-km-z]{32,44}$`, "tron": `^T[1-9A-HJ-NP-Za-km-z]{33}$`} {
			coin := "usdt"
			r := s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": cus, "coin": coin, "chain": chain, "offramp": true})
			require.Equal(t, 200, r.Status, string(r.Body))
			require.Regexp(t, pattern, r.Str("data.address"), chain)
		}
		again := s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": cus, "coin": "usdc", "chain": "base"})
		require.NotEqual(t, r.Str("data.address"), again.Str("data.address"), "each request derives a new address")

		for _, bad := range []map[string]any{
			{"customer_id": cus, "coin": "usdc", "chain": "tron"},  // usdc is not issued on tron
			{"customer_id": cus, "coin": "pyusd", "chain": "base"}, // nor pyusd on base
			{"customer_id": cus, "coin": "dai", "chain": "ethereum"},
			{"customer_id": cus, "coin": "usdc", "chain": "bitcoin"},
		} {
			r := s.Do(t, "POST", "/v1/crypto", key, bad)
			require.Equal(t, 400, r.Status, "%v: %s", bad, r.Body)
			require.Equal(t, "unsupported_asset", r.Str("error"))
		}
		r = s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": "cus_nope", "coin": "usdc", "chain": "base"})
		require.Equal(t, 404, r.Status)
		other := s.Org(t, "other")
		r = s.Do(t, "POST", "/v1/crypto", other.TestKey, map[string]any{"customer_id": cus, "coin": "usdc", "chain": "base"})
		require.Equal(t, 404, r.Status, "another organization's customer")
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/"+base, other.TestKey, nil).Status)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/"+base, org.LiveKey, nil).Status, "the other mode")

		g := s.Do(t, "GET", "/v1/crypto/"+base, key, "{}")
		require.Equal(t, 200, g.Status)
		require.Equal(t, base, g.Str("data.id"))
		p := s.Do(t, "PATCH", "/v1/crypto/"+base, key, map[string]any{"offramp": true})
		require.Equal(t, 200, p.Status, string(p.Body))
		require.Equal(t, true, p.Get("data.offramp"))
		require.Equal(t, 422, s.Do(t, "PATCH", "/v1/crypto/"+base, key, map[string]any{}).Status)

		w := s.Do(t, "GET", "/v1/crypto/wallets/"+cus, key, "{}")
		require.Equal(t, 200, w.Status)
		list := w.Get("data").([]any)
		require.Len(t, list, 4, "an array of the customer's addresses")
		require.EqualValues(t, 0, list[0].(map[string]any)["balance"])
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/wallets/cus_nope", key, nil).Status)

		// GraphQL sees the same addresses.
		q := s.GraphQL(t, key, `query($id: ID!) { customer(id: $id) { depositAddresses { edges { node { id chain } } }
		  cryptoWallets { address { id } balance { amount currency } } } }`, map[string]any{"id": cus})
		require.Nil(t, q.Get("errors"), string(q.Body))
		require.Len(t, q.Get("data.customer.depositAddresses.edges").([]any), 4)
		require.Equal(t, base, q.Str("data.customer.depositAddresses.edges.0.node.id"))
		require.Len(t, q.Get("data.customer.cryptoWallets").([]any), 3, "one wallet per coin and chain")
		require.Equal(t, base, q.Str("data.customer.cryptoWallets.0.address.id"), "with its oldest address")
		m := s.GraphQL(t, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: PYUSD, chain: SOLANA}) { id coin chain offramp } }`,
			map[string]any{"c": cus})
		require.Equal(t, "PYUSD", m.Str("data.createDepositAddress.coin"), string(m.Body))
		require.Equal(t, "SOLANA", m.Str("data.createDepositAddress.chain"))
		bad := s.GraphQL(t, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: PYUSD, chain: BASE}) { id } }`,
			map[string]any{"c": cus})
		require.Equal(t, "unsupported_asset", bad.Str("errors.0.extensions.code"), "pyusd is not on base: "+string(bad.Body))
		bad = s.GraphQL(t, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: DAI, chain: ETHEREUM}) { id } }`,
			map[string]any{"c": cus})
		require.Equal(t, "graphql_validation_failed", bad.Str("errors.0.extensions.code"), "coins are an enum: "+string(bad.Body))
		u := s.GraphQL(t, key, `mutation($id: ID!) { updateDepositAddress(id: $id, offramp: true) { offramp } }`,
			map[string]any{"id": m.Str("data.createDepositAddress.id")})
		require.Equal(t, true, u.Get("data.updateDepositAddress.offramp"))
		n := s.GraphQL(t, key, `{ depositAddress(id: "addr_nope") { id } }`, nil)
		require.Nil(t, n.Get("data.depositAddress"))
	})
}

func TestCryptoDeposits(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		cus := createCustomer(t, s, key, "ada@example.com")
		plain := s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": cus, "coin": "usdc", "chain": "solana"}).Str("data.id")
		offramp := s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": cus, "coin": "usdt", "chain": "tron", "offramp": true}).Str("data.id")

		// 12.345678 usdc to the plain address: the customer's wallet.
		r := s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": plain, "amount": 12_345_678, "tx_hash": "hash-1"})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "usdc", r.Str("data.credit.currency"))
		require.EqualValues(t, 12_345_678, r.Get("data.credit.amount"))
		require.Equal(t, "12.345678", fmt.Sprint(r.Get("data.credit.human_readable_amount")))
		first := r.Str("data.id")
		// The same transfer again credits nothing.
		r = s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": plain, "amount": 12_345_678, "tx_hash": "hash-1"})
		require.Equal(t, 200, r.Status)
		require.Equal(t, first, r.Str("data.id"))
		w := s.Do(t, "GET", "/v1/crypto/wallets/"+cus, key, nil)
		require.EqualValues(t, 12_345_678, w.Get("data.0.balance"))
		require.EqualValues(t, 12_345_678, w.Get("data.0.available_balance"))

		// 100 usdt to the off-ramp address: dollars in the organization's
		// wallet, at par less the spread (50 bps) and the fee (30 bps):
		// fee = 0.3 usdt, 99.7 × 0.995 = 99.2015 → 9920 cents.
		r = s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": offramp, "amount": 100_000_000})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "USD", r.Str("data.credit.currency"))
		require.EqualValues(t, 9920, r.Get("data.credit.amount"))
		require.NotEmpty(t, r.Str("data.exchange_id"))
		require.NotEmpty(t, r.Str("data.tx_hash"), "a sandbox hash when none is given")
		bal, _ := usdBalance(t, s, key)
		require.EqualValues(t, 9920, bal)
		fxs := s.Do(t, "GET", "/v1/fx", key, nil)
		require.EqualValues(t, 1, fxs.Get("meta.total"), "recorded as an exchange")
		require.Equal(t, "usdt", fmt.Sprint(fxs.Get("data.0.source.currency")))
		require.EqualValues(t, 0, s.Do(t, "GET", "/v1/crypto/wallets/"+cus, key, nil).Get("data.1.balance"))

		evs := s.Do(t, "GET", "/v1/events?type=crypto.deposit.received", key, nil)
		require.EqualValues(t, 2, evs.Get("meta.total"))

		for _, bad := range []map[string]any{{"address_id": plain, "amount": 0}, {"address_id": plain, "amount": -5}, {"amount": 10}} {
			r := s.Do(t, "POST", "/v1/test/crypto/deposit", key, bad)
			require.Equal(t, 422, r.Status, "%v", bad)
		}
		require.Equal(t, 404, s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": "addr_x", "amount": 10}).Status)
		require.Equal(t, 403, s.Do(t, "POST", "/v1/test/crypto/deposit", org.LiveKey, map[string]any{"address_id": plain, "amount": 10}).Status)
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
}

func TestCryptoWithdrawals(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		const evm = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
		// Each withdrawal of 1 usdc on base costs 100 cents and a 5-cent fee:
		// 105 cents; the wallet holds 50 of them.
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 50 * 105}).Status)
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for i := range 100 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": evm, "amount": 1_000_000, "chain": "base",
					"coin": "usdc", "reference": fmt.Sprintf("w-%d", i), "reason": "payout"})
				mu.Lock()
				codes[r.Status]++
				mu.Unlock()
				if r.Status != 200 {
					require.Equal(t, "insufficient_funds", r.Str("error"), string(r.Body))
				}
			}()
		}
		wg.Wait()
		require.Equal(t, map[int]int{200: 50, 400: 50}, codes)
		bal, avail := usdBalance(t, s, key)
		require.EqualValues(t, 50*105, bal)
		require.EqualValues(t, 0, avail, "all held, never negative")
		require.NoError(t, ledger.Verify(context.Background(), d))

		list := s.Do(t, "GET", "/v1/crypto/transfer?page_size=100", key, "{}")
		require.EqualValues(t, 50, list.Get("meta.total"))
		first := list.Get("data.0").(map[string]any)
		require.Equal(t, "PENDING", first["status"])
		id := first["id"].(string)

		// A failure gives the held amount back exactly; a success posts it.
		f := s.Do(t, "POST", "/v1/test/crypto/transfer/"+id+"/fail", key, map[string]any{"reason": "reverted"})
		require.Equal(t, 200, f.Status, string(f.Body))
		require.Equal(t, "FAILED", f.Str("data.status"))
		require.Equal(t, "reverted", f.Str("data.failure_reason"))
		bal, avail = usdBalance(t, s, key)
		require.EqualValues(t, 50*105, bal)
		require.EqualValues(t, 105, avail)
		require.Equal(t, 409, s.Do(t, "POST", "/v1/test/crypto/transfer/"+id+"/succeed", key, nil).Status)
		second := list.Get("data.1").(map[string]any)["id"].(string)
		ok := s.Do(t, "POST", "/v1/test/crypto/transfer/"+second+"/succeed", key, nil)
		require.Equal(t, "SUCCESS", ok.Str("data.status"))
		require.NotEmpty(t, ok.Str("data.hash"))
		bal, avail = usdBalance(t, s, key)
		require.EqualValues(t, 49*105, bal)
		require.EqualValues(t, 105, avail)
		g := s.Do(t, "GET", "/v1/crypto/transfer/"+second, key, nil)
		require.Equal(t, "SUCCESS", g.Str("data.status"))
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/transfer/"+second, s.Org(t, "other").TestKey, nil).Status)
		for _, typ := range []string{"crypto.withdrawal.failed", "crypto.withdrawal.successful"} {
			require.EqualValues(t, 1, s.Do(t, "GET", "/v1/events?type="+typ, key, nil).Get("meta.total"), typ)
		}

		// The reference is unique per organization and mode.
		dup := s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": evm, "amount": 1, "chain": "base", "coin": "usdc",
			"reference": first["reference"]})
		require.Equal(t, 409, dup.Status, string(dup.Body))
		require.Equal(t, "duplicate_reference", dup.Str("error"))
		require.Contains(t, dup.Str("message"), id, "names the existing withdrawal")

		// Invalid destinations, each for its chain.
		for _, bad := range []map[string]any{
			{"chain": "ethereum", "coin": "usdc", "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"},
			{"chain": "tron", "coin": "usdt", "address": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"},
			{"chain": "solana", "coin": "usdc", "address": "abc"},
			{"chain": "solana", "coin": "usdc", "address": evm},
			// Nobody's account: the zero addresses and solana's system program.
			{"chain": "ethereum", "coin": "usdc", "address": "0x0000000000000000000000000000000000000000"},
			{"chain": "base", "coin": "usdc", "address": "0x0000000000000000000000000000000000000000"},
			{"chain": "tron", "coin": "usdt", "address": "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"},
			{"chain": "solana", "coin": "usdc", "address": "11111111111111111111111111111111"},
		} {
			bad["amount"] = 1
			r := s.Do(t, "POST", "/v1/crypto/transfer", key, bad)
			require.Equal(t, 400, r.Status, "%v: %s", bad, r.Body)
			require.Equal(t, "invalid_address", r.Str("error"))
		}
		r := s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": evm, "amount": 1, "chain": "base", "coin": "usdc",
			"funding_source": "NGN"})
		require.Equal(t, 422, r.Status)
		require.NotNil(t, r.Get("errors.funding_source"))
		r = s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": evm, "amount": 1, "chain": "tron", "coin": "usdc"})
		require.Equal(t, "unsupported_asset", r.Str("error"))
		r = s.Do(t, "POST", "/v1/crypto/transfer", org.LiveKey, map[string]any{"address": evm, "amount": 1, "chain": "base", "coin": "usdc"})
		require.Equal(t, 503, r.Status, "no live sender is configured")
		require.Equal(t, "withdrawals_unavailable", r.Str("error"))

		// GraphQL: create and list.
		zero := s.GraphQL(t, key, `mutation { createCryptoWithdrawal(input: {address: "11111111111111111111111111111111", amount: 10000, chain: SOLANA, coin: USDC}) { id } }`, nil)
		require.Equal(t, "invalid_address", zero.Str("errors.0.extensions.code"), string(zero.Body))
		gq := s.GraphQL(t, key, `mutation { createCryptoWithdrawal(input: {address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", amount: 10000, chain: POLYGON, coin: USDT}) { id status address cost { amount currency } fee { amount } } }`, nil)
		require.Nil(t, gq.Get("errors"), string(gq.Body))
		require.Equal(t, evm, gq.Str("data.createCryptoWithdrawal.address"), "checksummed")
		require.Equal(t, "1", gq.Get("data.createCryptoWithdrawal.cost.amount"), "0.01 usdt costs a cent")
		c := s.GraphQL(t, key, `{ cryptoWithdrawals(first: 2) { edges { node { id status } } pageInfo { hasNextPage } } }`, nil)
		require.Equal(t, gq.Str("data.createCryptoWithdrawal.id"), c.Str("data.cryptoWithdrawals.edges.0.node.id"))
		require.Equal(t, true, c.Get("data.cryptoWithdrawals.pageInfo.hasNextPage"))
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
}

// A sandbox withdrawal is sent by the queue and succeeds on its own after
// the configured delay.
func TestSandboxWithdrawalSettlesOnItsOwn(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		opts := fastWebhooks(nil)
		opts.Config = func(c *config.Config) { c.CryptoSandboxDelay = 50 * time.Millisecond }
		s := apptest.Start(t, d, opts)
		key := s.Org(t, "acme").TestKey
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 10_000}).Status)
		r := s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": "11111111111111111111111111111112", "amount": 2_500_000,
			"chain": "solana", "coin": "usdc"})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.EqualValues(t, 250, r.Get("data.cost"))
		require.EqualValues(t, 1, r.Get("data.fee"))
		id := r.Str("data.id")
		eventually(t, "the sandbox settling the withdrawal", func() bool {
			return s.Do(t, "GET", "/v1/crypto/transfer/"+id, key, nil).Str("data.status") == "SUCCESS"
		})
		g := s.Do(t, "GET", "/v1/crypto/transfer/"+id, key, nil)
		require.True(t, strings.HasPrefix(g.Str("data.hash"), "0x"))
		bal, avail := usdBalance(t, s, key)
		require.EqualValues(t, 10_000-251, bal)
		require.EqualValues(t, 10_000-251, avail)
	})
}
