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

// SQLitePlan runs fn over a fresh SQLite database and returns SQLite's
// plan of the last SELECT fn sent, one step a line: a test of which index
// a query takes (and that it sorts nothing) as its table grows.
func SQLitePlan(t testing.TB, fn func(ctx context.Context, d *db.DB)) string {
	t.Helper()
	d := SQLite(t)
	hook := &lastSelect{}
	d.AddQueryHook(hook)
	ctx := context.Background()
	fn(ctx, d)
	hook.mu.Lock()
	q := hook.query
	hook.mu.Unlock()
	if q == "" {
		t.Fatal("no SELECT was sent")
	}
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
