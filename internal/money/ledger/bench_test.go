package ledger_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

// BenchmarkHold compares the ledger's two ways of placing one hold, each
// in its own transaction, on each database: PlaceHold's conditional
// update (one round trip with the hold's insert, no lock taken first)
// against PlaceHolds, the batch path, given a batch of one (lock the
// wallet, check in Go, write).
//
//	MERIDIAN_TEST_POSTGRES=require go test -run '^$' -bench Hold -benchtime 2000x ./internal/money/ledger
func BenchmarkHold(b *testing.B) {
	for _, engine := range []string{"sqlite", "postgres"} {
		b.Run(engine, func(b *testing.B) {
			var d *db.DB
			if engine == "sqlite" {
				d = dbtest.SQLite(b)
			} else {
				d = dbtest.Postgres(b)
			}
			ctx := context.Background()
			l := ledger.New(d)
			p := orgstest.Principal(b, d, "acme", auth.Test)
			var wallet *ledger.Account
			err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				accts, err := l.Ensure(ctx, tx, p, ledger.Wallet("USD"), ledger.Internal("sandbox", "USD"))
				if err != nil {
					return err
				}
				wallet = accts[0]
				_, err = l.Post(ctx, tx, p, "sandbox_credit", "r", "", []ledger.Posting{{Account: accts[1], Amount: -1 << 40}, {Account: wallet, Amount: 1 << 40}})
				return err
			})
			if err != nil {
				b.Fatal(err)
			}
			ways := []struct {
				name  string
				place func(ctx context.Context, tx bun.Tx, h *ledger.Hold) error
			}{
				{"conditional", func(ctx context.Context, tx bun.Tx, h *ledger.Hold) error {
					return l.PlaceHold(ctx, d.Batch(tx), wallet, h)
				}},
				{"batch_of_one", func(ctx context.Context, tx bun.Tx, h *ledger.Hold) error {
					failed, err := l.PlaceHolds(ctx, tx, wallet, []*ledger.Hold{h})
					if err == nil {
						err = failed[0]
					}
					return err
				}},
			}
			for _, way := range ways {
				b.Run(way.name, func(b *testing.B) {
					for b.Loop() {
						h := l.NewHold(p, wallet, 1, "bench")
						if err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return way.place(ctx, tx, h) }); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}
