package db

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"
)

// SQLite's transactions that wait for each other commit as one group, each
// member in a savepoint: a member that fails or panics leaves nothing and
// fails alone (its panic reaches its own caller), the others commit, and
// only their AfterCommit functions run. A transaction that waits for none
// commits alone at once.
func TestSQLiteGroupCommit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d, err := Open(ctx, Options{SQLitePath: filepath.Join(t.TempDir(), "group.db")})
	require.NoError(t, err)
	defer d.Close()
	_, err = d.Exec(`CREATE TABLE rows (id TEXT PRIMARY KEY)`)
	require.NoError(t, err)
	insert := func(ctx context.Context, tx bun.Tx, id string) error {
		_, err := tx.NewRaw("INSERT INTO rows (id) VALUES (?)", id).Exec(ctx)
		return err
	}
	var hooks atomic.Int64

	// Alone: one group each.
	for i := range 3 {
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return insert(ctx, tx, fmt.Sprint("alone", i)) }))
	}
	require.EqualValues(t, 3, d.group.groups.Load())

	// The first transaction holds the writer until ten others wait.
	release, started := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			close(started)
			<-release
			return insert(ctx, tx, "first")
		}))
	})
	<-started
	boom := errors.New("boom")
	errs := make([]error, 10)
	panicked := make([]any, 10)
	for i := range 10 {
		wg.Go(func() {
			defer func() { panicked[i] = recover() }()
			errs[i] = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				AfterCommit(ctx, func() { hooks.Add(1) })
				if err := insert(ctx, tx, fmt.Sprint("member", i)); err != nil {
					return err
				}
				switch i {
				case 3, 6:
					return boom
				case 8:
					panic("member 8")
				case 9: // the first transaction's key: a failed statement, the member's alone
					return insert(ctx, tx, "first")
				}
				return nil
			})
		})
	}
	require.Eventually(t, func() bool { d.group.mu.Lock(); defer d.group.mu.Unlock(); return len(d.group.queue) == 10 },
		5*time.Second, time.Millisecond)
	close(release)
	wg.Wait()
	require.EqualValues(t, 5, d.group.groups.Load(), "the first alone, then the ten together")

	var ids []string
	require.NoError(t, d.NewSelect().Table("rows").Column("id").Order("id").Scan(ctx, &ids))
	require.Equal(t, []string{"alone0", "alone1", "alone2", "first", "member0", "member1", "member2", "member4", "member5", "member7"}, ids)
	for i := range 10 {
		switch i {
		case 3, 6:
			require.ErrorIs(t, errs[i], boom)
		case 8:
			require.Equal(t, "member 8", panicked[i])
		case 9:
			require.True(t, IsUniqueViolation(errs[i]), "%v", errs[i])
		default:
			require.NoError(t, errs[i], "member %d", i)
		}
	}
	require.EqualValues(t, 6, hooks.Load(), "the AfterCommit functions of the members that committed")
}
