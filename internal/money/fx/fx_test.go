package fx_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/clock"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const ttl = time.Minute

type testBundle struct {
	d      *db.DB
	clock  *clock.Manual
	ledger *ledger.Ledger
	events *events.Log
	store  *idempotency.Store
	// p is a test-mode principal of an organization of the test's own;
	// live is the same organization in live mode, other another one's.
	p, live, other auth.Principal
}

// setup returns a service pricing with a 50 bps spread and a 30 bps fee
// over the default rates, its quotes living a minute on the bundle's clock;
// the ledger is verified when the test ends.
func setup(t *testing.T, d *db.DB) (*fx.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	o := orgs.New(d, orgs.Config{})
	acme, err := o.Create(ctx, ids.New("acme"))
	require.NoError(t, err)
	globex, err := o.Create(ctx, ids.New("globex"))
	require.NoError(t, err)
	b := &testBundle{d: d, clock: clock.NewManual(time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)), ledger: ledger.New(d), events: events.NewLog(d, nil),
		store: idempotency.New(d),
		p:     auth.Principal{OrganizationID: acme.ID, Mode: auth.Test}, live: auth.Principal{OrganizationID: acme.ID, Mode: auth.Live},
		other: auth.Principal{OrganizationID: globex.ID, Mode: auth.Test}}
	t.Cleanup(func() { require.NoError(t, ledger.Verify(context.Background(), d)) })
	svc := fx.New(d, b.ledger, fx.Config{TTL: ttl, SpreadBps: 50, FeeBps: 30, Now: b.clock.Now, Events: b.events})
	return svc, b
}

// fund credits p's wallet in currency from the sandbox account.
func (b *testBundle) fund(t *testing.T, p auth.Principal, currency string, amount int64) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, b.d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		accts, err := b.ledger.Ensure(ctx, tx, p, ledger.Wallet(currency), ledger.Internal("sandbox", currency))
		if err != nil {
			return err
		}
		_, err = b.ledger.Post(ctx, tx, p, "sandbox_credit", ids.New("credit"), "", []ledger.Posting{{Account: accts[1], Amount: -amount}, {Account: accts[0], Amount: amount}})
		return err
	}))
}

// balances returns p's balances of specs.
func (b *testBundle) balances(t *testing.T, p auth.Principal, specs ...ledger.Spec) []int64 {
	t.Helper()
	accts, err := b.ledger.Balances(context.Background(), b.d, p, specs...)
	require.NoError(t, err)
	out := make([]int64, len(accts))
	for i, a := range accts {
		out[i] = a.Balance
	}
	return out
}

func TestQuote(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a quote fixes the rate less the spread, the fee and the amounts for its TTL", func(t *testing.T) {
			svc, b := setup(t, d)
			q, err := svc.CreateQuote(ctx, b.p, "usd", "NGN", 10_000)
			require.NoError(t, err)
			require.Equal(t, "USD", q.SourceCurrency)
			require.Equal(t, "NGN", q.TargetCurrency)
			require.EqualValues(t, 10_000, q.SourceAmount)
			require.EqualValues(t, 30, q.Fee, "30 bps of $100")
			require.Equal(t, "1542.25", q.Rate, "1550 less 50 bps")
			require.EqualValues(t, 15_376_232, q.TargetAmount, "$99.70 at 1542.25, rounded down to the kobo")
			require.True(t, q.ExpiresAt.Equal(b.clock.Now().Add(ttl)))
			require.Nil(t, q.UsedAt)

			got, err := svc.Quote(ctx, b.p, q.Reference)
			require.NoError(t, err)
			require.Equal(t, q.Reference, got.Reference)
			require.Equal(t, q.TargetAmount, got.TargetAmount)
		})

		t.Run("the fee is rounded up to the minor unit", func(t *testing.T) {
			svc, b := setup(t, d)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "EUR", 101)
			require.NoError(t, err)
			require.EqualValues(t, 1, q.Fee)
		})

		t.Run("bad amounts and currencies are refused", func(t *testing.T) {
			svc, b := setup(t, d)
			for _, amount := range []int64{0, -1, fx.MaxAmount + 1} {
				_, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", amount)
				errstest.RequireKey(t, err, "validation_failed")
				require.Contains(t, errs.As(err).Fields, "amount")
			}
			_, err := svc.CreateQuote(ctx, b.p, "USD", "usd", 100)
			errstest.RequireKey(t, err, "validation_failed")
			require.Contains(t, errs.As(err).Fields, "target_currency")
			for _, pair := range [][2]string{{"XYZ", "USD"}, {"USD", "dollars"}, {"USD", "JPY"}} {
				_, err := svc.CreateQuote(ctx, b.p, pair[0], pair[1], 100)
				errstest.RequireKey(t, err, "unsupported_asset")
			}
			_, err = svc.CreateQuote(ctx, b.p, "NGN", "USD", 1)
			errstest.RequireKey(t, err, "validation_failed")
			require.Equal(t, []string{"amount is too small to exchange"}, errs.As(err).Fields["amount"])
		})

		t.Run("an unknown quote is not_found", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.Quote(ctx, b.p, "nope")
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.Execute(ctx, b.p, "nope")
			errstest.RequireKey(t, err, "not_found")
		})
	})
}

func TestExecute(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		usd, ngn, fees := ledger.Wallet("USD"), ledger.Wallet("NGN"), ledger.Internal("fees", "USD")

		t.Run("an exchange moves the quoted amounts and records its event", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 25_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			b.clock.Advance(ttl - time.Millisecond)
			ex, err := svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err)
			require.Equal(t, q.Reference, ex.QuoteReference)
			require.Equal(t, q.TargetAmount, ex.TargetAmount)
			require.Equal(t, q.Fee, ex.Fee)
			require.Equal(t, q.Rate, ex.Rate)
			require.Equal(t, []int64{15_000, q.TargetAmount, 30}, b.balances(t, b.p, usd, ngn, fees))

			got, err := svc.Exchange(ctx, b.p, ex.ID)
			require.NoError(t, err)
			require.Equal(t, ex.TransactionID, got.TransactionID)
			used, err := svc.Quote(ctx, b.p, q.Reference)
			require.NoError(t, err)
			require.NotNil(t, used.UsedAt)

			evs, _, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"fx.exchange.completed"}, ObjectID: ex.ID}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Len(t, evs, 1)
		})

		t.Run("a quote is used once", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 25_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			errstest.RequireKey(t, err, "quote_used")
			require.Equal(t, 409, errs.As(err).Kind.Status())
			require.Equal(t, []int64{15_000}, b.balances(t, b.p, usd), "moved once")
		})

		t.Run("of executions racing for one quote exactly one wins", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 100_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			const racers = 4
			results := make([]error, racers)
			var wg sync.WaitGroup
			for i := range racers {
				wg.Go(func() { _, results[i] = svc.Execute(ctx, b.p, q.Reference) })
			}
			wg.Wait()
			won := 0
			for _, err := range results {
				if err == nil {
					won++
				} else {
					errstest.RequireKey(t, err, "quote_used")
				}
			}
			require.Equal(t, 1, won)
			require.Equal(t, []int64{90_000, q.TargetAmount}, b.balances(t, b.p, usd, ngn))
		})

		t.Run("an expired quote moves nothing", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 25_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			b.clock.Advance(ttl)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			errstest.RequireKey(t, err, "quote_expired")
			require.Equal(t, 400, errs.As(err).Kind.Status())
			require.Equal(t, []int64{25_000, 0}, b.balances(t, b.p, usd, ngn))
		})

		t.Run("insufficient funds move nothing and leave the quote usable", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 9_999)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			errstest.RequireKey(t, err, "insufficient_funds")
			require.Equal(t, []int64{9_999, 0}, b.balances(t, b.p, usd, ngn))
			unused, err := svc.Quote(ctx, b.p, q.Reference)
			require.NoError(t, err)
			require.Nil(t, unused.UsedAt)
			evs, _, err := b.events.List(ctx, b.p, events.Filter{Types: []string{"fx.exchange.completed"}}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Empty(t, evs)

			b.fund(t, b.p, "USD", 1)
			_, err = svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err)
			require.Equal(t, []int64{0, q.TargetAmount}, b.balances(t, b.p, usd, ngn))
		})

		t.Run("under an idempotency key a repeat answers the first exchange", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 25_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			first, err := svc.ExecuteOnce(ctx, b.store, b.p, q.Reference, "k1")
			require.NoError(t, err)
			again, err := svc.ExecuteOnce(ctx, b.store, b.p, q.Reference, "k1")
			require.NoError(t, err)
			require.Equal(t, first.ID, again.ID)
			_, err = svc.ExecuteOnce(ctx, b.store, b.p, q.Reference, "k2")
			errstest.RequireKey(t, err, "quote_used")

			other, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 100)
			require.NoError(t, err)
			_, err = svc.ExecuteOnce(ctx, b.store, b.p, other.Reference, "k1")
			errstest.RequireKey(t, err, "idempotency_key_reused")
			require.Equal(t, []int64{15_000}, b.balances(t, b.p, usd))
		})
	})
}

func TestHistory(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		// exchanges makes three exchanges a minute apart, from t0:
		// USD→NGN, USD→EUR, EUR→GBP.
		exchanges := func(t *testing.T, svc *fx.Service, b *testBundle) (t0 time.Time, made []string) {
			b.fund(t, b.p, "USD", 100_000)
			b.fund(t, b.p, "EUR", 100_000)
			t0 = b.clock.Now()
			for _, pair := range [][2]string{{"USD", "NGN"}, {"USD", "EUR"}, {"EUR", "GBP"}} {
				q, err := svc.CreateQuote(ctx, b.p, pair[0], pair[1], 1_000)
				require.NoError(t, err)
				ex, err := svc.Execute(ctx, b.p, q.Reference)
				require.NoError(t, err)
				made = append(made, ex.ID)
				b.clock.Advance(time.Minute)
			}
			return t0, made
		}
		list := func(t *testing.T, svc *fx.Service, p auth.Principal, f fx.Filter) []string {
			t.Helper()
			out, n, err := svc.List(ctx, p, f, paging.Page{Number: 1, Size: 20})
			require.NoError(t, err)
			require.Len(t, out, n)
			got := []string{}
			for _, e := range out {
				got = append(got, e.ID)
			}
			return got
		}
		at := func(t time.Time) *time.Time { return &t }

		t.Run("the history is newest first and filters by either currency", func(t *testing.T) {
			svc, b := setup(t, d)
			_, ex := exchanges(t, svc, b)
			require.Equal(t, []string{ex[2], ex[1], ex[0]}, list(t, svc, b.p, fx.Filter{}))
			require.Equal(t, []string{ex[1], ex[0]}, list(t, svc, b.p, fx.Filter{Currency: "USD"}))
			require.Equal(t, []string{ex[2], ex[1]}, list(t, svc, b.p, fx.Filter{Currency: "EUR"}))
			require.Equal(t, []string{ex[0]}, list(t, svc, b.p, fx.Filter{Currency: "NGN"}))
			require.Equal(t, []string{}, list(t, svc, b.p, fx.Filter{Currency: "KES"}))
		})

		t.Run("from is inclusive, to exclusive", func(t *testing.T) {
			svc, b := setup(t, d)
			t0, ex := exchanges(t, svc, b)
			require.Equal(t, []string{ex[2], ex[1]}, list(t, svc, b.p, fx.Filter{From: at(t0.Add(time.Minute))}))
			require.Equal(t, []string{ex[0]}, list(t, svc, b.p, fx.Filter{To: at(t0.Add(time.Minute))}))
			require.Equal(t, []string{ex[1]}, list(t, svc, b.p, fx.Filter{From: at(t0.Add(time.Minute)), To: at(t0.Add(2 * time.Minute))}))
			require.Equal(t, []string{ex[2]}, list(t, svc, b.p, fx.Filter{Currency: "GBP", From: at(t0)}))
		})

		t.Run("another organization or mode sees none of it", func(t *testing.T) {
			svc, b := setup(t, d)
			_, ex := exchanges(t, svc, b)
			for _, p := range []auth.Principal{b.other, b.live} {
				require.Equal(t, []string{}, list(t, svc, p, fx.Filter{}))
				_, err := svc.Exchange(ctx, p, ex[0])
				errstest.RequireKey(t, err, "not_found")
			}
		})
	})
}

func TestTenancy(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("another organization's or mode's quote cannot be read or executed", func(t *testing.T) {
			svc, b := setup(t, d)
			b.fund(t, b.p, "USD", 10_000)
			b.fund(t, b.other, "USD", 10_000)
			b.fund(t, b.live, "USD", 10_000)
			q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
			require.NoError(t, err)
			for _, p := range []auth.Principal{b.other, b.live} {
				_, err := svc.Quote(ctx, p, q.Reference)
				errstest.RequireKey(t, err, "not_found")
				_, err = svc.Execute(ctx, p, q.Reference)
				errstest.RequireKey(t, err, "not_found")
				require.Equal(t, []int64{10_000}, b.balances(t, p, ledger.Wallet("USD")))
			}
			_, err = svc.Execute(ctx, b.p, q.Reference)
			require.NoError(t, err, "still the owner's to use")
		})
	})
}

// On PostgreSQL a quote this process made executes in two round trips
// (its terms known, the statement that marks it used travels with the
// exchange's row in front of the accounts' lock); one another process
// made is read first, in three. Both move the same money.
func TestExecuteRoundTrips(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d, writes := dbtest.RoundTrips(t)
	svc, b := setup(t, d)
	other := fx.New(d, b.ledger, fx.Config{TTL: ttl, SpreadBps: 50, FeeBps: 30, Now: b.clock.Now, Events: b.events})
	b.fund(t, b.p, "USD", 100_000)
	execute := func(s *fx.Service, q *fx.Quote) int64 {
		t.Helper()
		before := writes.Load()
		ex, err := s.Execute(ctx, b.p, q.Reference)
		require.NoError(t, err)
		require.Equal(t, q.Reference, ex.QuoteReference)
		return writes.Load() - before
	}
	for range 2 { // the first exchange of each pair of currencies makes its accounts
		q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
		require.NoError(t, err)
		execute(svc, q)
	}
	q, err := svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
	require.NoError(t, err)
	require.EqualValues(t, 2, execute(svc, q), "a quote this process made")
	q, err = svc.CreateQuote(ctx, b.p, "USD", "NGN", 10_000)
	require.NoError(t, err)
	require.EqualValues(t, 3, execute(other, q), "a quote another process made")
	require.Equal(t, []int64{60_000, 4 * q.TargetAmount}, b.balances(t, b.p, ledger.Wallet("USD"), ledger.Wallet("NGN")))
	_, err = other.Execute(ctx, b.p, q.Reference)
	errstest.RequireKey(t, err, "quote_used")
}
