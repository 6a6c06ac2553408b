package app_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

func verifyLedger(t *testing.T, d *db.DB) {
	t.Cleanup(func() { require.NoError(t, ledger.Verify(context.Background(), d)) })
}

// The FX and wallets' contract: Maplerad's routes, messages and shapes for
// a quote, its exchange, the wallets and their history, the listing's
// snapshot and filters, and the error statuses; GraphQL's Int64 strings,
// human-readable amounts, idempotency keys, tenants and connections.
func TestMoneyContract(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		var clock atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(clock.Load())) }
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Now: now}})
		org := s.Org(t, "acme")
		key, other := org.TestKey, s.Org(t, "other").TestKey
		do := expect(t, s, key)
		require.Equal(t, "sandbox_only", expect(t, s, org.LiveKey)("POST", "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": 1}, 403).Str("error"))
		do("POST", "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": 100_000}, 200)
		q := do("POST", "/v1/fx/quote", map[string]any{"amount": 10_000, "source_currency": "usd", "target_currency": "NGN"}, 201)
		require.Equal(t, "Quote generated successfully", q.Str("message"))
		require.Equal(t, []any{10_000.0, 100.0, "NGN", 15_376_232.0, 153762.32, 1542.25, 30.0}, []any{q.Get("data.source.amount"),
			q.Get("data.source.human_readable_amount"), q.Get("data.target.currency"), q.Get("data.target.amount"),
			q.Get("data.target.human_readable_amount"), q.Get("data.rate"), q.Get("data.fee.amount")})
		require.NotEmpty(t, q.Str("data.expires_at"))
		x := do("POST", "/v1/fx", map[string]any{"quote_reference": q.Str("data.reference")}, 201)
		require.Equal(t, "Exchange successful", x.Str("message"))
		require.EqualValues(t, 15_376_232, x.Get("data.target.amount"))
		w := do("GET", "/v1/wallets", nil, 200)
		require.Equal(t, []any{"USD", 90_000.0, 90_000.0}, []any{w.Get("data.0.currency"), w.Get("data.0.ledger_balance"), w.Get("data.0.available_balance")})
		again := do("POST", "/v1/fx", map[string]any{"quote_reference": q.Str("data.reference")}, 409)
		require.Equal(t, []any{"quote_used", false}, []any{again.Get("error"), again.Get("status")})
		h := do("GET", "/v1/wallets/USD/history", nil, 200)
		require.Equal(t, []any{10_000.0, 100_000.0, 90_000.0, 100_000.0}, []any{h.Get("data.0.debit"), h.Get("data.0.previous_balance"),
			h.Get("data.0.current_balance"), h.Get("data.1.credit")})
		require.EqualValues(t, 3, do("GET", "/v1/wallets/history", nil, 200).Get("meta.total"))
		asOf := do("GET", "/v1/fx?page=1&page_size=1", nil, 200).Str("meta.as_of")
		require.NotEmpty(t, asOf, "the first page names its snapshot")
		require.EqualValues(t, 1, do("GET", "/v1/fx?page=1&page_size=1&as_of="+asOf, nil, 200).Get("meta.total"))
		do("GET", "/v1/fx?as_of=bogus", nil, 422)
		require.EqualValues(t, 1, do("GET", "/v1/fx?currency=ngn", nil, 200).Get("meta.total"))
		require.EqualValues(t, 0, do("GET", "/v1/fx?end_date=2001-01-01", nil, 200).Get("meta.total"))

		quote := func(amount any, source, target string, status int) apptest.Response {
			return do("POST", "/v1/fx/quote", map[string]any{"amount": amount, "source_currency": source, "target_currency": target}, status)
		}
		require.Equal(t, "validation_failed", quote(100, "USD", "USD", 422).Str("error"))
		require.Equal(t, "validation_failed", quote(1.5, "USD", "NGN", 422).Str("error"))
		require.Equal(t, "unsupported_asset", quote(100, "ZZZ", "NGN", 400).Str("error"))
		ref := map[string]any{"quote_reference": quote(100_000, "USD", "EUR", 201).Str("data.reference")}
		require.Equal(t, "insufficient_funds", do("POST", "/v1/fx", ref, 400).Str("error"))
		for _, k := range []string{other, org.LiveKey} {
			expect(t, s, k)("POST", "/v1/fx", ref, 404)
		}
		clock.Store(int64(61 * time.Second))
		require.Equal(t, "quote_expired", do("POST", "/v1/fx", ref, 400).Str("error"))
		do("POST", "/v1/fx", map[string]any{"quote_reference": "nope"}, 404)
		do("POST", "/v1/fx", map[string]any{}, 422)

		r := gql(t, s, key, `mutation { creditTestWallet(currency: "usd", amount: 5000000000) { availableBalance { amount humanReadable } } }`, nil)
		require.Equal(t, "5000090000", r.Get("data.creditTestWallet.availableBalance.amount"), "Int64 travels as a string")
		require.Equal(t, "50000900", r.Str("data.creditTestWallet.availableBalance.humanReadable"))
		r = s.GraphQL(t, org.LiveKey, `mutation { creditTestWallet(currency: "USD", amount: 1) { id } }`, nil)
		require.Equal(t, "sandbox_only", r.Str("errors.0.extensions.code"))
		fxQuote := func() string {
			r := gql(t, s, key, `mutation { createFxQuote(input: {amount: 10050, sourceCurrency: "USD", targetCurrency: "EUR"}) { reference source { humanReadable } } }`, nil)
			require.Equal(t, "100.5", r.Str("data.createFxQuote.source.humanReadable"))
			return r.Str("data.createFxQuote.reference")
		}
		reference := fxQuote()
		exec := `mutation($ref: ID!, $key: String) { executeFxQuote(reference: $ref, idempotencyKey: $key) { id } }`
		first := gql(t, s, key, exec, map[string]any{"ref": reference, "key": "x1"}).Str("data.executeFxQuote.id")
		require.Equal(t, first, gql(t, s, key, exec, map[string]any{"ref": reference, "key": "x1"}).Str("data.executeFxQuote.id"), "replayed, not quote_used")
		require.Equal(t, "quote_used", s.GraphQL(t, key, exec, map[string]any{"ref": reference}).Str("errors.0.extensions.code"))
		require.Equal(t, "idempotency_key_reused", s.GraphQL(t, key, exec, map[string]any{"ref": fxQuote(), "key": "x1"}).Str("errors.0.extensions.code"))
		const used = `query($ref: ID!) { fxQuote(reference: $ref) { usedAt } }`
		require.NotEmpty(t, gql(t, s, key, used, map[string]any{"ref": reference}).Str("data.fxQuote.usedAt"))
		require.Nil(t, gql(t, s, other, used, map[string]any{"ref": reference}).Get("data.fxQuote"))
		gql(t, s, key, exec, map[string]any{"ref": fxQuote()})
		require.Len(t, s.Paginate(t, key, "fxExchanges", `query($after: String) { fxExchanges(first: 1, after: $after, filter: {currency: "eur"}) {
			edges { node { id } } pageInfo { hasNextPage endCursor } } }`), 2)
		require.Equal(t, "USD", gql(t, s, key, `{ wallets { currency availableBalance { amount } } }`, nil).Str("data.wallets.0.currency"))
	})
}
