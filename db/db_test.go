package db_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

func TestMigrateIsIdempotent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		applied, err := d.Migrate(ctx)
		require.NoError(t, err)
		require.Empty(t, applied, "the helper already migrated")
		n, err := d.PendingMigrations(ctx)
		require.NoError(t, err)
		require.Zero(t, n)
	})
}

func TestConcurrentMigrateOnPostgres(t *testing.T) {
	t.Parallel()
	// The helper's databases come migrated; make an empty one beside it.
	fresh := freshEmptyDatabase(t, dbtest.PostgresURL(t))
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			d, err := db.Open(context.Background(), db.Options{URL: fresh, MaxOpenConns: 2})
			if err != nil {
				errs[i] = err
				return
			}
			defer d.Close()
			_, errs[i] = d.Migrate(context.Background())
		})
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	d, err := db.Open(context.Background(), db.Options{URL: fresh})
	require.NoError(t, err)
	defer d.Close()
	n, err := d.PendingMigrations(context.Background())
	require.NoError(t, err)
	require.Zero(t, n)
}

func freshEmptyDatabase(t *testing.T, url string) string {
	d, err := db.Open(context.Background(), db.Options{URL: url})
	require.NoError(t, err)
	defer d.Close()
	name := fmt.Sprintf("empty_%d", time.Now().UnixNano())
	_, err = d.Exec("CREATE DATABASE " + name)
	require.NoError(t, err)
	i := len(url) - 1
	for url[i] != '/' {
		i--
	}
	return url[:i+1] + name + "?sslmode=disable"
}

func TestRunInTxAfterCommit(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		ran := 0
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			db.AfterCommit(ctx, func() { ran++ })
			require.Zero(t, ran, "hooks wait for the commit")
			return nil
		}))
		require.Equal(t, 1, ran)

		boom := errors.New("boom")
		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := tx.NewRaw("INSERT INTO organizations (id, name, created_at) VALUES ('org_x', 'x', ?)", "2026-01-01 00:00:00+00:00").Exec(ctx)
			require.NoError(t, err)
			db.AfterCommit(ctx, func() { ran++ })
			return boom
		})
		require.ErrorIs(t, err, boom)
		require.Equal(t, 1, ran, "a rolled back transaction runs no hook")
		n, err := d.NewSelect().Table("organizations").Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n)
	})
}

func TestUniqueViolationIsClassified(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		q := "INSERT INTO organizations (id, name, created_at) VALUES (?, 'same', '2026-01-01 00:00:00+00:00')"
		_, err := d.NewRaw(q, "org_a").Exec(ctx)
		require.NoError(t, err)
		_, err = d.NewRaw(q, "org_b").Exec(ctx)
		require.True(t, db.IsUniqueViolation(err), "%v", err)
		require.False(t, db.IsRetryable(err))
	})
}
