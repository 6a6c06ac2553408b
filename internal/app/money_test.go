package app_test

import (
	"context"
	"fmt"
	"sync"
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

func credit(t *testing.T, s *apptest.Server, key, currency string, amount int64) {
	r := s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": currency, "amount": amount})
	require.Equal(t, 200, r.Status, string(r.Body))
}

func wallet(t *testing.T, s *apptest.Server, key, currency string) map[string]any {
	r := s.Do(t, "GET", "/v1/wallets", key, nil)
	require.Equal(t, 200, r.Status)
	for _, w := range r.Get("data").([]any) {
		if w.(map[string]any)["currency"] == currency {
			return w.(map[string]any)
		}
	}
	t.Fatalf("no %s wallet", currency)
	return nil
}

func TestQuoteAndExchangeWithExactAmounts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		credit(t, s, key, "USD", 100_000) // $1,000.00

		q := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 10_000, "source_currency": "usd", "target_currency": "NGN"})
		require.Equal(t, 201, q.Status, string(q.Body))
		require.Equal(t, "Quote generated successfully", q.Str("message"))
		// fee = ceil(10000 × 30 / 10⁴) = 30 cents; rate = 1550 × (1 − 0.005) = 1542.25;
		// target = (100.00 − 0.30) × 1542.25 = 153,762.325 NGN → 15,376,232 kobo.
		require.EqualValues(t, 10_000, q.Get("data.source.amount"))
		require.EqualValues(t, 100, q.Get("data.source.human_readable_amount"))
		require.Equal(t, "NGN", q.Str("data.target.currency"))
		require.EqualValues(t, 15_376_232, q.Get("data.target.amount"))
		require.EqualValues(t, 153762.32, q.Get("data.target.human_readable_amount"))
		require.EqualValues(t, 1542.25, q.Get("data.rate"))
		require.EqualValues(t, 30, q.Get("data.fee.amount"))
		require.NotEmpty(t, q.Str("data.expires_at"))
		ref := q.Str("data.reference")

		x := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": ref})
		require.Equal(t, 201, x.Status, string(x.Body))
		require.Equal(t, "Exchange successful", x.Str("message"))
		require.EqualValues(t, 15_376_232, x.Get("data.target.amount"))

		usd, ngn := wallet(t, s, key, "USD"), wallet(t, s, key, "NGN")
		require.EqualValues(t, 90_000, usd["available_balance"])
		require.EqualValues(t, 90_000, usd["ledger_balance"])
		require.EqualValues(t, 15_376_232, ngn["available_balance"])

		// The fee and the pools hold the other sides.
		var fees, pool int64
		require.NoError(t, d.NewSelect().Table("ledger_accounts").Column("balance").Where("key = 'internal:fees:USD'").Scan(context.Background(), &fees))
		require.NoError(t, d.NewSelect().Table("ledger_accounts").Column("balance").Where("key = 'internal:fx:NGN'").Scan(context.Background(), &pool))
		require.EqualValues(t, 30, fees)
		require.EqualValues(t, -15_376_232, pool)

		again := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": ref})
		require.Equal(t, 409, again.Status)
		require.Equal(t, "quote_used", again.Str("error"))
		require.Equal(t, false, again.Get("status"))

		ev := 0
		require.NoError(t, d.NewSelect().Table("events").ColumnExpr("count(*)").Where("type = 'fx.exchange.completed'").Scan(context.Background(), &ev))
		require.Equal(t, 1, ev)

		h := s.Do(t, "GET", "/v1/wallets/USD/history", key, nil)
		require.Equal(t, 200, h.Status)
		require.EqualValues(t, 2, h.Get("meta.total"))
		require.EqualValues(t, 10_000, h.Get("data.0.debit"))
		require.EqualValues(t, 100_000, h.Get("data.0.previous_balance"))
		require.EqualValues(t, 90_000, h.Get("data.0.current_balance"))
		require.EqualValues(t, 100_000, h.Get("data.1.credit"))
		all := s.Do(t, "GET", "/v1/wallets/history", key, nil)
		require.EqualValues(t, 3, all.Get("meta.total"))
	})
}

func TestFXErrors(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		var clock atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(clock.Load())) }
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Now: now}})
		org := s.Org(t, "acme")
		key := org.TestKey
		quote := func(body map[string]any) apptest.Response { return s.Do(t, "POST", "/v1/fx/quote", key, body) }

		cases := []struct {
			body   map[string]any
			status int
			err    string
		}{
			{map[string]any{"amount": 100, "source_currency": "USD", "target_currency": "USD"}, 422, "validation_failed"},
			{map[string]any{"amount": 0, "source_currency": "USD", "target_currency": "NGN"}, 422, "validation_failed"},
			{map[string]any{"amount": -5, "source_currency": "USD", "target_currency": "NGN"}, 422, "validation_failed"},
			{map[string]any{"amount": 1.5, "source_currency": "USD", "target_currency": "NGN"}, 422, "validation_failed"},
			{map[string]any{"amount": 100, "source_currency": "ZZZ", "target_currency": "NGN"}, 400, "unsupported_asset"},
			{map[string]any{"amount": 100, "source_currency": "USD", "target_currency": "JPY"}, 400, "unsupported_asset"},
			{map[string]any{"amount": 100, "source_currency": "USD", "target_currency": "usdc"}, 400, "unsupported_asset"},
		}
		for _, c := range cases {
			r := quote(c.body)
			require.Equal(t, c.status, r.Status, "%v: %s", c.body, r.Body)
			require.Equal(t, c.err, r.Str("error"), "%v", c.body)
		}

		q := quote(map[string]any{"amount": 5_000, "source_currency": "USD", "target_currency": "EUR"})
		r := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")})
		require.Equal(t, 400, r.Status)
		require.Equal(t, "insufficient_funds", r.Str("error"))

		credit(t, s, key, "USD", 5_000)
		clock.Store(int64(61 * time.Second))
		r = s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")})
		require.Equal(t, 400, r.Status)
		require.Equal(t, "quote_expired", r.Str("error"))

		r = s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": "nope"})
		require.Equal(t, 404, r.Status)
		r = s.Do(t, "POST", "/v1/fx", key, map[string]any{})
		require.Equal(t, 422, r.Status)

		// Another organization's quote, and the live mode's view of a test quote, are not found.
		clock.Store(0)
		q = quote(map[string]any{"amount": 5_000, "source_currency": "USD", "target_currency": "EUR"})
		other := s.Org(t, "other")
		for _, k := range []string{other.TestKey, org.LiveKey} {
			r = s.Do(t, "POST", "/v1/fx", k, map[string]any{"quote_reference": q.Str("data.reference")})
			require.Equal(t, 404, r.Status)
		}
		r = s.Do(t, "POST", "/v1/test/wallet/credit", org.LiveKey, map[string]any{"currency": "USD", "amount": 100})
		require.Equal(t, 403, r.Status)
		require.Equal(t, "sandbox_only", r.Str("error"))
		require.EqualValues(t, 0, wallet(t, s, org.LiveKey, "USD")["available_balance"])
		require.EqualValues(t, 5_000, wallet(t, s, key, "USD")["available_balance"])
	})
}

func TestExchangeHistoryPaging(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		credit(t, s, key, "USD", 1_000_000)
		exchange := func(target string) {
			q := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 1_000, "source_currency": "USD", "target_currency": target})
			r := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")})
			require.Equal(t, 201, r.Status, string(r.Body))
		}
		for i := range 7 {
			exchange([]string{"NGN", "EUR", "GBP"}[i%3])
		}
		// Pages of one snapshot (as_of from the first page) neither repeat nor
		// skip rows while new exchanges land.
		seen := map[string]bool{}
		asOf := ""
		for page := 1; page <= 3; page++ {
			r := s.Do(t, "GET", fmt.Sprintf("/v1/fx?page=%d&page_size=3&as_of=%s", page, asOf), key, nil)
			require.Equal(t, 200, r.Status, string(r.Body))
			require.EqualValues(t, 7, r.Get("meta.total"))
			require.EqualValues(t, page, r.Get("meta.page"))
			asOf = r.Str("meta.as_of")
			require.NotEmpty(t, asOf)
			data := r.Get("data").([]any)
			require.Len(t, data, []int{3, 3, 1}[page-1])
			for _, e := range data {
				id := e.(map[string]any)["id"].(string)
				require.False(t, seen[id], "page %d repeats %s", page, id)
				seen[id] = true
			}
			exchange("KES") // lands between pages
		}
		require.Len(t, seen, 7)
		r := s.Do(t, "GET", "/v1/fx?currency=NGN", key, nil)
		require.EqualValues(t, 3, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/fx?currency=kes", key, nil)
		require.EqualValues(t, 3, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/fx?as_of=bogus", key, nil)
		require.Equal(t, 422, r.Status)
		r = s.Do(t, "GET", "/v1/fx?end_date=2001-01-01", key, nil)
		require.EqualValues(t, 0, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/fx?page_size=100", key, nil)
		require.EqualValues(t, 10, r.Get("meta.total"))
		ids := map[string]bool{}
		prev := ""
		for _, e := range r.Get("data").([]any) {
			m := e.(map[string]any)
			require.False(t, ids[m["id"].(string)])
			ids[m["id"].(string)] = true
			if prev != "" {
				require.LessOrEqual(t, m["created_at"].(string), prev, "newest first")
			}
			prev = m["created_at"].(string)
		}
		for id := range seen {
			require.True(t, ids[id])
		}
	})
}

func TestConcurrentExchanges(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		credit(t, s, key, "USD", 100_000)

		// 50 concurrent exchanges of one quote: exactly one succeeds.
		q := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 1_000, "source_currency": "USD", "target_currency": "NGN"})
		var ok, used atomic.Int64
		var wg sync.WaitGroup
		for range 50 {
			wg.Go(func() {
				r := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")})
				switch {
				case r.Status == 201:
					ok.Add(1)
				case r.Str("error") == "quote_used":
					used.Add(1)
				default:
					t.Errorf("unexpected %d %s", r.Status, r.Body)
				}
			})
		}
		wg.Wait()
		require.EqualValues(t, 1, ok.Load())
		require.EqualValues(t, 49, used.Load())

		// 200 concurrent exchanges against a balance that covers 100: exactly 100 succeed.
		refs := make([]string, 200)
		for i := range refs {
			r := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 990, "source_currency": "USD", "target_currency": "EUR"})
			refs[i] = r.Str("data.reference")
		}
		ok.Store(0)
		var poor atomic.Int64
		for _, ref := range refs {
			wg.Go(func() {
				r := s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": ref})
				switch {
				case r.Status == 201:
					ok.Add(1)
				case r.Str("error") == "insufficient_funds":
					poor.Add(1)
				default:
					t.Errorf("unexpected %d %s", r.Status, r.Body)
				}
			})
		}
		wg.Wait()
		require.EqualValues(t, 100, ok.Load())
		require.EqualValues(t, 100, poor.Load())
		require.EqualValues(t, 0, wallet(t, s, key, "USD")["available_balance"])
	})
}

func TestMoneyOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		verifyLedger(t, d)
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		r := s.GraphQL(t, key, `mutation { creditTestWallet(currency: "usd", amount: 5000000000) { currency availableBalance { amount humanReadable } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "5000000000", r.Get("data.creditTestWallet.availableBalance.amount"), "Int64 travels as a string")
		require.Equal(t, "50000000", r.Str("data.creditTestWallet.availableBalance.humanReadable"))
		r = s.GraphQL(t, org.LiveKey, `mutation { creditTestWallet(currency: "USD", amount: 1) { id } }`, nil)
		require.Equal(t, "sandbox_only", r.Str("errors.0.extensions.code"))

		quote := func() string {
			r := s.GraphQL(t, key, `mutation { createFxQuote(input: {amount: 10050, sourceCurrency: "USD", targetCurrency: "EUR"}) {
				reference rate fee { amount } source { humanReadable } target { amount currency } expiresAt usedAt } }`, nil)
			require.Nil(t, r.Get("errors"), string(r.Body))
			require.Equal(t, "100.5", r.Str("data.createFxQuote.source.humanReadable"))
			return r.Str("data.createFxQuote.reference")
		}
		ref := quote()
		exec := `mutation($ref: ID!, $key: String) { executeFxQuote(reference: $ref, idempotencyKey: $key) { id target { amount } } }`
		first := s.GraphQL(t, key, exec, map[string]any{"ref": ref, "key": "x1"})
		require.Nil(t, first.Get("errors"), string(first.Body))
		again := s.GraphQL(t, key, exec, map[string]any{"ref": ref, "key": "x1"})
		require.Equal(t, first.Str("data.executeFxQuote.id"), again.Str("data.executeFxQuote.id"), "replayed, not quote_used")
		plain := s.GraphQL(t, key, exec, map[string]any{"ref": ref})
		require.Equal(t, "quote_used", plain.Str("errors.0.extensions.code"))
		other := s.GraphQL(t, key, exec, map[string]any{"ref": quote(), "key": "x1"})
		require.Equal(t, "idempotency_key_reused", other.Str("errors.0.extensions.code"))

		r = s.GraphQL(t, key, `query($ref: ID!) { fxQuote(reference: $ref) { usedAt } }`, map[string]any{"ref": ref})
		require.NotEmpty(t, r.Str("data.fxQuote.usedAt"))
		r = s.GraphQL(t, s.Org(t, "other").TestKey, `query($ref: ID!) { fxQuote(reference: $ref) { usedAt } }`, map[string]any{"ref": ref})
		require.Nil(t, r.Get("data.fxQuote"))

		for range 2 {
			x := s.GraphQL(t, key, exec, map[string]any{"ref": quote()})
			require.Nil(t, x.Get("errors"), string(x.Body))
		}
		ids := s.Paginate(t, key, "fxExchanges", `query($after: String) { fxExchanges(first: 2, after: $after, filter: {currency: "eur"}) {
			edges { node { id source { currency } } } pageInfo { hasNextPage endCursor } } }`)
		require.Len(t, ids, 3)
		r = s.GraphQL(t, key, `{ wallets { currency availableBalance { amount } } }`, nil)
		require.Equal(t, "USD", r.Str("data.wallets.0.currency"))
		require.Len(t, r.Get("data.wallets").([]any), 6)
	})
}
