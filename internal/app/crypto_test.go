package app_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

func createCustomer(t *testing.T, s *apptest.Server, key, email string) string {
	t.Helper()
	r := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada", "last_name": "Obi", "email": email, "country": "NG"})
	require.Equal(t, 200, r.Status, string(r.Body))
	return r.Str("data.id")
}

// expect calls s's REST API with key, checking each answer's status.
func expect(t *testing.T, s *apptest.Server, key string) func(method, path string, body any, status int) apptest.Response {
	return func(method, path string, body any, status int) apptest.Response {
		t.Helper()
		r := s.Do(t, method, path, key, body)
		require.Equal(t, status, r.Status, "%s %s: %s", method, path, r.Body)
		return r
	}
}

// The crypto API's contract: Maplerad's routes and shapes for addresses,
// wallets, sandbox deposits and withdrawals, their statuses and error
// keys; GraphQL's enums, connections and codes.
func TestCryptoContract(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key, other, live := org.TestKey, s.Org(t, "other").TestKey, org.LiveKey
		do := expect(t, s, key)
		cus := createCustomer(t, s, key, "ada@example.com")
		r := do("POST", "/v1/crypto", map[string]any{"customer_id": cus, "coin": "USDC", "chain": "Base"}, 200)
		require.Equal(t, map[string]any{"coin": "usdc", "chain": "base", "offramp": false, "active": true, "customer_id": cus},
			map[string]any{"coin": r.Get("data.coin"), "chain": r.Get("data.chain"), "offramp": r.Get("data.offramp"), "active": r.Get("data.active"),
				"customer_id": r.Get("data.customer_id")})
		require.Regexp(t, `^0x[0-9a-fA-F]{40}$`, r.Str("data.address"))
		base := r.Str("data.id")
		require.Equal(t, "unsupported_asset", do("POST", "/v1/crypto", map[string]any{"customer_id": cus, "coin": "usdc", "chain": "tron"}, 400).Str("error"))
		do("POST", "/v1/crypto", map[string]any{"customer_id": "cus_nope", "coin": "usdc", "chain": "base"}, 404)
		require.Equal(t, 404, s.Do(t, "POST", "/v1/crypto", other, map[string]any{"customer_id": cus, "coin": "usdc", "chain": "base"}).Status)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/"+base, other, nil).Status)
		require.Equal(t, base, do("GET", "/v1/crypto/"+base, "{}", 200).Str("data.id"))
		require.Equal(t, true, do("PATCH", "/v1/crypto/"+base, map[string]any{"offramp": true}, 200).Get("data.offramp"))
		do("PATCH", "/v1/crypto/"+base, map[string]any{}, 422)
		plain := do("POST", "/v1/crypto", map[string]any{"customer_id": cus, "coin": "usdc", "chain": "solana"}, 200).Str("data.id")

		r = do("POST", "/v1/test/crypto/deposit", map[string]any{"address_id": plain, "amount": 12_345_678, "tx_hash": "hash-1"}, 200)
		require.Equal(t, []any{"usdc", 12_345_678.0, "12.345678"}, []any{r.Get("data.credit.currency"), r.Get("data.credit.amount"),
			fmt.Sprint(r.Get("data.credit.human_readable_amount"))})
		w := do("GET", "/v1/crypto/wallets/"+cus, "{}", 200)
		require.Len(t, w.Get("data").([]any), 2, "an array of the customer's addresses")
		require.EqualValues(t, 12_345_678, w.Get("data.1.available_balance"))
		do("GET", "/v1/crypto/wallets/cus_nope", nil, 404)
		r = do("POST", "/v1/test/crypto/deposit", map[string]any{"address_id": base, "amount": 100_000_000}, 200)
		require.Equal(t, []any{"USD", true, true}, []any{r.Get("data.credit.currency"), r.Str("data.exchange_id") != "", r.Str("data.tx_hash") != ""})
		require.Equal(t, "usdc", fmt.Sprint(do("GET", "/v1/fx", nil, 200).Get("data.0.source.currency")))
		do("POST", "/v1/test/crypto/deposit", map[string]any{"address_id": plain, "amount": 0}, 422)
		do("POST", "/v1/test/crypto/deposit", map[string]any{"address_id": "addr_x", "amount": 10}, 404)
		require.Equal(t, 403, s.Do(t, "POST", "/v1/test/crypto/deposit", live, map[string]any{"address_id": plain, "amount": 10}).Status)

		const evm = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
		withdraw := func(reference string, amount, status int) apptest.Response {
			return do("POST", "/v1/crypto/transfer", map[string]any{"address": evm, "amount": amount, "chain": "base", "coin": "usdc",
				"reference": reference, "reason": "payout"}, status)
		}
		r = withdraw("w-1", 1_000_000, 200)
		require.Equal(t, []any{100.0, 5.0}, []any{r.Get("data.cost"), r.Get("data.fee")})
		first, second := r.Str("data.id"), withdraw("w-2", 1_000_000, 200).Str("data.id")
		require.Equal(t, "insufficient_funds", withdraw("w-3", 100_000_000_000, 400).Str("error"))
		require.Equal(t, "PENDING", do("GET", "/v1/crypto/transfer?page_size=100", "{}", 200).Str("data.0.status"))
		f := do("POST", "/v1/test/crypto/transfer/"+first+"/fail", map[string]any{"reason": "reverted"}, 200)
		require.Equal(t, []any{"FAILED", "reverted"}, []any{f.Get("data.status"), f.Get("data.failure_reason")})
		do("POST", "/v1/test/crypto/transfer/"+first+"/succeed", nil, 409)
		require.NotEmpty(t, do("POST", "/v1/test/crypto/transfer/"+second+"/succeed", nil, 200).Str("data.hash"))
		require.Equal(t, "SUCCESS", do("GET", "/v1/crypto/transfer/"+second, nil, 200).Str("data.status"))
		require.Equal(t, 404, s.Do(t, "GET", "/v1/crypto/transfer/"+second, other, nil).Status)
		dup := withdraw("w-1", 1, 409)
		require.Equal(t, "duplicate_reference", dup.Str("error"))
		require.Contains(t, dup.Str("message"), first, "names the existing withdrawal")
		r = do("POST", "/v1/crypto/transfer", map[string]any{"address": "11111111111111111111111111111111", "amount": 1, "chain": "solana", "coin": "usdc"}, 400)
		require.Equal(t, "invalid_address", r.Str("error"))
		require.Equal(t, "unsupported_asset", do("POST", "/v1/crypto/transfer", map[string]any{"address": evm, "amount": 1, "chain": "tron", "coin": "usdc"}, 400).Str("error"))
		r = do("POST", "/v1/crypto/transfer", map[string]any{"address": evm, "amount": 1, "chain": "base", "coin": "usdc", "funding_source": "NGN"}, 422)
		require.NotNil(t, r.Get("errors.funding_source"))
		r = expect(t, s, live)("POST", "/v1/crypto/transfer", map[string]any{"address": evm, "amount": 1, "chain": "base", "coin": "usdc"}, 503)
		require.Equal(t, "withdrawals_unavailable", r.Str("error"), "no live sender is configured")

		q := gql(t, s, key, `query($id: ID!) { customer(id: $id) { depositAddresses { edges { node { id chain } } }
		  cryptoWallets { address { id } balance { amount currency } } } }`, map[string]any{"id": cus})
		require.Equal(t, base, q.Str("data.customer.depositAddresses.edges.0.node.id"))
		require.Equal(t, base, q.Str("data.customer.cryptoWallets.0.address.id"))
		m := gql(t, s, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: PYUSD, chain: SOLANA}) { coin chain } }`,
			map[string]any{"c": cus})
		require.Equal(t, "PYUSD SOLANA", m.Str("data.createDepositAddress.coin")+" "+m.Str("data.createDepositAddress.chain"))
		for code, pair := range map[string]string{"unsupported_asset": "PYUSD, chain: BASE", "graphql_validation_failed": "DAI, chain: ETHEREUM"} {
			bad := s.GraphQL(t, key, `mutation($c: ID!) { createDepositAddress(input: {customerId: $c, coin: `+pair+`}) { id } }`, map[string]any{"c": cus})
			require.Equal(t, code, bad.Str("errors.0.extensions.code"), string(bad.Body))
		}
		u := gql(t, s, key, `mutation($id: ID!) { updateDepositAddress(id: $id, offramp: false) { offramp } }`, map[string]any{"id": base})
		require.Equal(t, false, u.Get("data.updateDepositAddress.offramp"))
		require.Nil(t, gql(t, s, key, `{ depositAddress(id: "addr_nope") { id } }`, nil).Get("data.depositAddress"))
		zero := s.GraphQL(t, key, `mutation { createCryptoWithdrawal(input: {address: "11111111111111111111111111111111", amount: 10000, chain: SOLANA, coin: USDC}) { id } }`, nil)
		require.Equal(t, "invalid_address", zero.Str("errors.0.extensions.code"), string(zero.Body))
		gq := gql(t, s, key, `mutation { createCryptoWithdrawal(input: {address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", amount: 10000,
			chain: POLYGON, coin: USDT}) { id status address cost { amount currency } fee { amount } } }`, nil)
		require.Equal(t, evm, gq.Str("data.createCryptoWithdrawal.address"), "checksummed")
		require.Equal(t, "1", gq.Get("data.createCryptoWithdrawal.cost.amount"), "Int64 as a string")
		c := gql(t, s, key, `{ cryptoWithdrawals(first: 1) { edges { node { id status } } pageInfo { hasNextPage } } }`, nil)
		require.Equal(t, []any{gq.Get("data.createCryptoWithdrawal.id"), true}, []any{c.Get("data.cryptoWithdrawals.edges.0.node.id"),
			c.Get("data.cryptoWithdrawals.pageInfo.hasNextPage")})
	})
}
