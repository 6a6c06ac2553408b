package ledger_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"
	"pgregory.net/rapid"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// book is what the ledger should hold, kept beside it by the test: each
// account's balance and held amount, and the pending holds.
type book struct {
	balance, held map[string]int64
	pending       map[string]*ledger.Hold // by id
}

func (b *book) available(a *ledger.Account) int64 { return b.balance[a.ID] - b.held[a.ID] }

// covers reports whether a may pay amount: an internal account always may.
func (b *book) covers(a *ledger.Account, amount int64) bool {
	return a.AllowNegative || b.available(a) >= amount
}

// Random sequences of every way to move money and hold it (Post, PostEach,
// PlaceHold, PlaceHolds, HoldEach, ReleaseHold, CaptureHold), over two
// currencies' wallets and internal pools, on both databases: after each
// operation the balances and held amounts are what the book says, an
// operation is refused (insufficient_funds) exactly when the book says it
// must be, and after each sequence ledger.Verify finds every transaction
// summing to zero per currency, each balance the sum of its entries, each
// held amount the sum of its pending holds and no wallet overdrawn.
func TestLedgerInvariants(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		l := ledger.New(d)
		organizations := orgs.New(d, orgs.Config{})
		var runs atomic.Int64
		rapid.Check(t, func(rt *rapid.T) {
			o, err := organizations.Create(ctx, fmt.Sprintf("org-%d", runs.Add(1)))
			require.NoError(rt, err)
			p := auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
			var accts []*ledger.Account
			require.NoError(rt, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				accts, err = l.Ensure(ctx, tx, p, ledger.Wallet("USD"), ledger.Internal("pool", "USD"), ledger.Wallet("EUR"), ledger.Internal("pool", "EUR"))
				return err
			}))
			wallets := []*ledger.Account{accts[0], accts[2]}
			pools := map[string]*ledger.Account{"USD": accts[1], "EUR": accts[3]}
			bk := &book{balance: map[string]int64{}, held: map[string]int64{}, pending: map[string]*ledger.Hold{}}

			amount := func(label string) int64 { return rapid.Int64Range(1, 500).Draw(rt, label) }
			// move draws a move between a currency's wallet and its pool,
			// either way.
			move := func() (from, to *ledger.Account, n int64) {
				w := rapid.SampledFrom(wallets).Draw(rt, "wallet")
				from, to = w, pools[w.Asset]
				if rapid.Bool().Draw(rt, "credit") {
					from, to = to, from
				}
				return from, to, amount("amount")
			}
			isInsufficient := func(err error) bool { return err != nil && errs.As(err).Key == "insufficient_funds" }
			pendingIDs := func() []string {
				out := make([]string, 0, len(bk.pending))
				for id := range bk.pending {
					out = append(out, id)
				}
				return out
			}

			ops := map[string]func(){
				"post": func() {
					from, to, n := move()
					err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
						_, err := l.Post(ctx, tx, p, "test", "r", "", []ledger.Posting{{Account: from, Amount: -n}, {Account: to, Amount: n}})
						return err
					})
					if !bk.covers(from, n) {
						require.True(rt, isInsufficient(err), "post of %d from %s with %d available: %v", n, from.Key, bk.available(from), err)
						return
					}
					require.NoError(rt, err)
					bk.balance[from.ID] -= n
					bk.balance[to.ID] += n
				},
				"postEach": func() {
					k := rapid.IntRange(1, 5).Draw(rt, "moves")
					moves := make([]*ledger.Move, k)
					for i := range moves {
						from, to, n := move()
						moves[i] = &ledger.Move{Kind: "test", Reference: "r", Postings: []ledger.Posting{{Account: from, Amount: -n}, {Account: to, Amount: n}}}
					}
					require.NoError(rt, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return l.PostEach(ctx, tx, p, moves) }))
					for _, m := range moves {
						from, to, n := m.Postings[0].Account, m.Postings[1].Account, m.Postings[1].Amount
						if !bk.covers(from, n) {
							require.True(rt, isInsufficient(m.Err), "a move the book refuses: %v", m.Err)
							continue
						}
						require.NoError(rt, m.Err)
						bk.balance[from.ID] -= n
						bk.balance[to.ID] += n
					}
				},
				"placeHold": func() {
					w, n := rapid.SampledFrom(wallets).Draw(rt, "wallet"), amount("hold")
					h := l.NewHold(p, w, n, "r")
					err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return l.PlaceHold(ctx, d.Batch(tx), w, h) })
					if !bk.covers(w, n) {
						require.True(rt, isInsufficient(err), "hold of %d with %d available: %v", n, bk.available(w), err)
						return
					}
					require.NoError(rt, err)
					bk.held[w.ID] += n
					bk.pending[h.ID] = h
				},
				"placeHolds": func() {
					w := rapid.SampledFrom(wallets).Draw(rt, "wallet")
					holds := make([]*ledger.Hold, rapid.IntRange(1, 5).Draw(rt, "holds"))
					for i := range holds {
						holds[i] = l.NewHold(p, w, amount("hold"), "r")
					}
					var failed []error
					require.NoError(rt, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) (err error) {
						failed, err = l.PlaceHolds(ctx, tx, w, holds)
						return err
					}))
					for i, h := range holds {
						if !bk.covers(w, h.Amount) {
							require.True(rt, isInsufficient(failed[i]), "a hold the book refuses: %v", failed[i])
							continue
						}
						require.NoError(rt, failed[i])
						bk.held[w.ID] += h.Amount
						bk.pending[h.ID] = h
					}
				},
				"holdEach": func() {
					w := rapid.SampledFrom(wallets).Draw(rt, "wallet")
					amounts := rapid.SliceOfN(rapid.Int64Range(1, 500), 1, 5).Draw(rt, "amounts")
					placed := make([]*ledger.Hold, len(amounts))
					failed, err := ledger.HoldEach(ctx, l, p, w.Asset, amounts, func(n int64) (int64, string) { return n, "r" },
						func(ctx context.Context, b *db.Batch, n int64, h *ledger.Hold) error {
							for i := range amounts {
								if placed[i] == nil && amounts[i] == n && h.Amount == n {
									placed[i] = h
									break
								}
							}
							return nil
						})
					require.NoError(rt, err)
					for i, n := range amounts {
						if !bk.covers(w, n) {
							require.True(rt, isInsufficient(failed[i]), "a hold the book refuses: %v", failed[i])
							continue
						}
						require.NoError(rt, failed[i])
						require.NotNil(rt, placed[i])
						bk.held[w.ID] += n
						bk.pending[placed[i].ID] = placed[i]
					}
				},
				"release": func() {
					ids := pendingIDs()
					if len(ids) == 0 {
						return
					}
					h := bk.pending[rapid.SampledFrom(ids).Draw(rt, "release")]
					require.NoError(rt, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return l.ReleaseHold(ctx, tx, p, h.ID) }))
					bk.held[h.AccountID] -= h.Amount
					delete(bk.pending, h.ID)
					err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return l.ReleaseHold(ctx, tx, p, h.ID) })
					require.Equal(rt, "hold_settled", errs.As(err).Key, "a hold settles once")
				},
				"capture": func() {
					ids := pendingIDs()
					if len(ids) == 0 {
						return
					}
					h := bk.pending[rapid.SampledFrom(ids).Draw(rt, "capture")]
					w := wallets[0]
					if h.AccountID == wallets[1].ID {
						w = wallets[1]
					}
					require.NoError(rt, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
						_, err := l.CaptureHold(ctx, tx, p, h.ID, "test", "", []ledger.Posting{{Account: pools[w.Asset], Amount: h.Amount}})
						return err
					}))
					bk.held[w.ID] -= h.Amount
					bk.balance[w.ID] -= h.Amount
					bk.balance[pools[w.Asset].ID] += h.Amount
					delete(bk.pending, h.ID)
				},
			}
			names := []string{"post", "postEach", "placeHold", "placeHolds", "holdEach", "release", "capture"}
			for range rapid.IntRange(1, 30).Draw(rt, "steps") {
				ops[rapid.SampledFrom(names).Draw(rt, "op")]()
				now, err := l.Balances(ctx, d, p, ledger.Wallet("USD"), ledger.Internal("pool", "USD"), ledger.Wallet("EUR"), ledger.Internal("pool", "EUR"))
				require.NoError(rt, err)
				for _, a := range now {
					require.Equal(rt, bk.balance[a.ID], a.Balance, "%s's balance", a.Key)
					require.Equal(rt, bk.held[a.ID], a.Held, "%s's held amount", a.Key)
				}
			}
			require.NoError(rt, ledger.Verify(ctx, d))
		})
	})
}
