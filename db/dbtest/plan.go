package dbtest

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
)

// lastSelect keeps the last SELECT a database sent.
type lastSelect struct {
	mu    sync.Mutex
	query string
}

func (l *lastSelect) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (l *lastSelect) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.HasPrefix(e.Query, "SELECT") {
		l.mu.Lock()
		l.query = e.Query
		l.mu.Unlock()
	}
}

// lastSelectOf runs fn over d and returns the last SELECT it sent.
func lastSelectOf(t testing.TB, d *db.DB, fn func(ctx context.Context, d *db.DB)) string {
	t.Helper()
	hook := &lastSelect{}
	d.AddQueryHook(hook)
	fn(context.Background(), d)
	hook.mu.Lock()
	defer hook.mu.Unlock()
	if hook.query == "" {
		t.Fatal("no SELECT was sent")
	}
	return hook.query
}

// SQLitePlan runs fn over a fresh SQLite database and returns SQLite's
// plan of the last SELECT fn sent, one step a line: a test of which index
// a query takes (and that it sorts nothing) as its table grows.
func SQLitePlan(t testing.TB, fn func(ctx context.Context, d *db.DB)) string {
	t.Helper()
	d := SQLite(t)
	ctx := context.Background()
	q := lastSelectOf(t, d, fn)
	rows, err := d.QueryContext(ctx, "EXPLAIN QUERY PLAN "+q)
	if err != nil {
		t.Fatalf("explain %s: %v", q, err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	return strings.Join(plan, "\n")
}

// PostgresPlan runs fn over a fresh PostgreSQL database (skipped as
// Postgres skips) and returns PostgreSQL's plan of the last SELECT fn
// sent, with sequential scans made the last resort: a test that the query
// can take an index (a partial one whose condition it must imply, say),
// which a table of a few rows would not show otherwise.
func PostgresPlan(t testing.TB, fn func(ctx context.Context, d *db.DB)) string {
	t.Helper()
	d := Postgres(t)
	ctx := context.Background()
	q := lastSelectOf(t, d, fn)
	var plan []string
	err := d.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
			return err
		}
		return tx.NewRaw("EXPLAIN "+q).Scan(ctx, &plan)
	})
	if err != nil {
		t.Fatalf("explain %s: %v", q, err)
	}
	return strings.Join(plan, "\n")
}
