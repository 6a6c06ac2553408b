package loadgen

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// The baseline's queue works each job its requests queue, once, with the
// job's completion in the submission's transaction. Without -queue the
// request's job row is inserted already completed, and nothing is worked.
func TestRawQueue(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	_, err := d.ExecContext(ctx, `CREATE TABLE worked (args TEXT PRIMARY KEY)`)
	require.NoError(t, err)
	var mu sync.Mutex
	seen := map[string]int{}
	b := &Bench{DB: d, Raw: d.DB.DB, queue: true}
	b.Queue(func(ctx context.Context, tx *sql.Tx, args string) error {
		mu.Lock()
		seen[args]++
		mu.Unlock()
		_, err := tx.ExecContext(ctx, `INSERT INTO worked (args) VALUES ($1)`, args)
		return err
	})
	t.Cleanup(b.stopQueue)
	request := func(b *Bench, i int) {
		tx, err := b.Raw.BeginTx(ctx, nil)
		require.NoError(t, err)
		require.NoError(t, b.CommitWithJob(ctx, tx, fmt.Sprintf(`{"n":%d}`, i), time.Now().UTC()))
	}
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() { request(b, i) })
	}
	wg.Wait()
	b.rawSettle(ctx)
	var worked, completed int
	require.NoError(t, d.NewRaw(`SELECT COUNT(*) FROM worked`).Scan(ctx, &worked))
	require.NoError(t, d.NewRaw(`SELECT COUNT(*) FROM bench_jobs WHERE kind = 'bench.submit' AND state = 'completed' AND attempt = 1`).Scan(ctx, &completed))
	require.Equal(t, 50, worked)
	require.Equal(t, 50, completed)
	mu.Lock()
	require.Len(t, seen, 50)
	for args, n := range seen {
		require.Equal(t, 1, n, args)
	}
	mu.Unlock()

	plain := &Bench{DB: d, Raw: d.DB.DB}
	plain.Queue(nil)
	request(plain, 99)
	var noop int
	require.NoError(t, d.NewRaw(`SELECT COUNT(*) FROM jobs WHERE kind = 'bench.noop' AND state = 'completed'`).Scan(ctx, &noop))
	require.Equal(t, 1, noop)
}
