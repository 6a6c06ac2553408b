package db_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/errs"
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

// PostgreSQL transactions send BEGIN with their first statement: the
// statements must still share one transaction, a failed first statement
// must still roll back, and an empty transaction must leave the
// connection clean.
func TestLazyBeginOnPostgres(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	d.SetMaxOpenConns(1) // every transaction below reuses one connection

	var first, second time.Time
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		require.NoError(t, tx.NewRaw("SELECT transaction_timestamp()").Scan(ctx, &first))
		time.Sleep(5 * time.Millisecond)
		return tx.NewRaw("SELECT transaction_timestamp()").Scan(ctx, &second)
	}))
	require.Equal(t, first, second, "both statements ran in one transaction")

	insert := "INSERT INTO organizations (id, name, created_at) VALUES (?, ?, '2026-01-01 00:00:00+00:00')"
	boom := errors.New("boom")
	err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewRaw(insert, "org_a", "a").Exec(ctx)
		require.NoError(t, err)
		return boom
	})
	require.ErrorIs(t, err, boom)

	err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewRaw("SELECT * FROM no_such_table").Exec(ctx)
		return err
	})
	require.Error(t, err, "a failing first statement fails the transaction")

	require.NoError(t, d.Tx(ctx, func(context.Context, bun.Tx) error { return nil }))
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewRaw(insert, "org_b", "b").Exec(ctx)
		return err
	}))
	var names []string
	require.NoError(t, d.NewSelect().Table("organizations").Column("name").Scan(ctx, &names))
	require.Equal(t, []string{"b"}, names, "only the committed insert is there")
	var inTx bool
	require.NoError(t, d.NewRaw("SELECT now() <> statement_timestamp() OR pg_current_xact_id_if_assigned() IS NOT NULL").Scan(ctx, &inTx))
	require.False(t, inTx, "no transaction is left open on the connection")
}

// A batch's statements run in order as one round trip on PostgreSQL: Exec
// answers for the last one, Scan reads the final query's rows, and a
// failing statement fails the call and everything after it.
func TestBatch(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		insert := func(id string) *bun.RawQuery {
			return d.NewRaw("INSERT INTO organizations (id, name, created_at) VALUES (?, ?, '2026-01-01 00:00:00+00:00')", id, id)
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			res, err := d.Batch(tx).Add(insert("org_a"), insert("org_b"), tx.NewRaw("UPDATE organizations SET created_at = '2026-01-02 00:00:00+00:00' WHERE id IN ('org_a', 'org_b', 'org_c')")).Exec(ctx)
			require.NoError(t, err)
			n, err := res.RowsAffected()
			require.NoError(t, err)
			require.EqualValues(t, 2, n, "the last statement's count")
			var ids []string
			require.NoError(t, d.Batch(tx).Add(insert("org_c")).Scan(ctx, tx.NewSelect().Table("organizations").Column("id").Order("id"), &ids))
			require.Equal(t, []string{"org_a", "org_b", "org_c"}, ids)
			res, err = d.Batch(tx).Exec(ctx)
			require.NoError(t, err)
			require.Nil(t, res, "an empty batch sends nothing")
			return nil
		}))

		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := d.Batch(tx).Add(insert("org_d"), insert("org_a"), insert("org_e")).Exec(ctx)
			return err
		})
		require.True(t, db.IsUniqueViolation(err), "%v", err)
		n, err := d.NewSelect().Table("organizations").Count(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 3, n, "the failed batch's transaction left nothing")
	})
}

// Deferred statements travel with the transaction's next statement or
// with its COMMIT, in order; one that fails fails what carried it and the
// whole transaction, and leaves the connection clean; a rollback drops
// them. SQLite runs them at once.
func TestDeferredStatements(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		d.SetMaxOpenConns(1) // every transaction below reuses one connection
		insert := func(idb bun.IDB, id string) *bun.RawQuery {
			return idb.NewRaw("INSERT INTO organizations (id, name, created_at) VALUES (?, ?, '2026-01-01 00:00:00+00:00')", id, id)
		}
		count := func() int {
			n, err := d.NewSelect().Table("organizations").Count(ctx)
			require.NoError(t, err)
			return int(n)
		}
		// Carried by the next statement, which sees them, and by COMMIT.
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			require.NoError(t, d.Batch(tx).Add(insert(tx, "org_a"), insert(tx, "org_b")).Defer(ctx))
			var ids []string
			require.NoError(t, tx.NewSelect().Table("organizations").Column("id").Order("id").Scan(ctx, &ids))
			require.Equal(t, []string{"org_a", "org_b"}, ids, "the deferred inserts ran before the query that carried them")
			return d.Batch(tx).Add(insert(tx, "org_c")).Defer(ctx)
		}))
		require.Equal(t, 3, count(), "the commit carried the last insert")

		// A failing deferred statement fails the commit with its own error,
		// and the transaction's other writes are gone.
		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := insert(tx, "org_d").Exec(ctx)
			require.NoError(t, err)
			err = d.Batch(tx).Add(insert(tx, "org_e"), insert(tx, "org_a"), insert(tx, "org_f")).Defer(ctx)
			if d.Engine == db.Postgres {
				require.NoError(t, err, "on PostgreSQL nothing was sent yet")
			}
			return err
		})
		require.True(t, db.IsUniqueViolation(err), "%v", err)
		require.Equal(t, 3, count(), "nothing of the failed transaction stayed")

		// Failing at the statement that carries it.
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if err := d.Batch(tx).Add(insert(tx, "org_a")).Defer(ctx); err != nil {
				return err
			}
			_, err := insert(tx, "org_g").Exec(ctx)
			return err
		})
		require.True(t, db.IsUniqueViolation(err), "%v", err)

		// Dropped by a rollback.
		boom := errors.New("boom")
		require.ErrorIs(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			require.NoError(t, d.Batch(tx).Add(insert(tx, "org_h")).Defer(ctx))
			return boom
		}), boom)
		require.Equal(t, 3, count())

		// A transaction of deferred statements alone (sent at its commit as
		// one message, without BEGIN and COMMIT on PostgreSQL) is whole or
		// nothing: a failure after its first statement keeps none of them.
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			require.NoError(t, d.Batch(tx).Add(insert(tx, "org_j")).Defer(ctx))
			return d.Batch(tx).Add(insert(tx, "org_a"), insert(tx, "org_k")).Defer(ctx)
		})
		require.True(t, db.IsUniqueViolation(err), "%v", err)
		require.Equal(t, 3, count(), "nothing of the failed transaction stayed")

		// The connection is clean and in no transaction.
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return d.Batch(tx).Add(insert(tx, "org_i"), insert(tx, "org_j")).Defer(ctx)
		}))
		require.Equal(t, 5, count())
		if d.Engine == db.Postgres {
			var inTx bool
			require.NoError(t, d.NewRaw("SELECT now() <> statement_timestamp() OR pg_current_xact_id_if_assigned() IS NOT NULL").Scan(ctx, &inTx))
			require.False(t, inTx, "no transaction is left open on the connection")
		}
	})
}

// Connections whose backends ended while they sat in the pool (PostgreSQL
// restarted, or an administrator terminated them) are discarded when taken
// from the pool: the next statements succeed on fresh connections, none
// fails on a dead one.
func TestDeadPooledConnectionsAreReplaced(t *testing.T) {
	t.Parallel()
	url := dbtest.PostgresURL(t)
	d, err := db.Open(context.Background(), db.Options{URL: url, MaxOpenConns: 4})
	require.NoError(t, err)
	t.Cleanup(func() { d.Close() })
	admin, err := db.Open(context.Background(), db.Options{URL: url, MaxOpenConns: 1})
	require.NoError(t, err)
	t.Cleanup(func() { admin.Close() })
	ctx := context.Background()

	pids := func() []int {
		// Four statements at once fill the pool with four connections.
		var wg sync.WaitGroup
		got := make([]int, 4)
		for i := range got {
			wg.Go(func() {
				require.NoError(t, d.NewRaw("SELECT pg_backend_pid() FROM pg_sleep(0.05)").Scan(ctx, &got[i]))
			})
		}
		wg.Wait()
		return got
	}
	for round := range 3 {
		old := pids()
		var ended int
		require.NoError(t, admin.NewRaw("SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM unnest(?::int[]) AS pid) t",
			pgdialect.Array(old)).Scan(ctx, &ended))
		require.Equal(t, 4, ended)
		// The backends have hung up (their goodbye was written before they
		// left pg_stat_activity).
		require.Eventually(t, func() bool {
			var left int
			require.NoError(t, admin.NewRaw("SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(?::int[])", pgdialect.Array(old)).Scan(ctx, &left))
			return left == 0
		}, 10*time.Second, 10*time.Millisecond)
		for i := range 8 {
			var one int
			require.NoError(t, d.NewRaw("SELECT 1").Scan(ctx, &one), "round %d, statement %d", round, i)
		}
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := tx.NewRaw("SELECT 1").Exec(ctx)
			return err
		}))
	}
}

// A failure to reach the database is named where it is wrapped: every
// transport renders it as 503 database_unavailable with Retry-After,
// without knowing the database package.
func TestOutageIsNamedWhereItIsWrapped(t *testing.T) {
	lost := &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}
	for _, err := range []error{errs.Wrap(lost, "list customers"), lost, &errs.Error{Kind: errs.Internal, Key: "internal_error", Err: lost}} {
		e := errs.As(err)
		require.Equal(t, errs.Unavailable, e.Kind, "%v", err)
		require.Equal(t, "database_unavailable", e.Key)
		require.Equal(t, db.OutageRetryAfter, e.RetryAfter)
	}
	require.Equal(t, errs.Internal, errs.KindOf(errs.Wrap(errors.New("syntax error"), "query")))
	require.Equal(t, "not_found", errs.As(errs.Wrap(errs.NotFoundf("gone"), "x")).Key, "a named error keeps its kind")
}

// On PostgreSQL the records of activity carry no foreign key to a row many
// of them share (its check would lock that row on every insert: see the
// migrations 20261210000037 and 38): their organization, a session's workflow, a
// delivery's endpoint, a transfer's counterparty. Their keys to rows of
// their own stay, and configuration and people keep their keys to
// organizations. SQLite keeps every key.
func TestActivityLocksNoSharedRow(t *testing.T) {
	t.Parallel()
	shared := []string{"client_tokens>organizations", "crypto_deposits>organizations", "crypto_withdrawals>organizations",
		"events>organizations", "fx_exchanges>organizations", "fx_quotes>organizations", "idempotency_keys>organizations",
		"ledger_holds>organizations", "ledger_transactions>organizations", "sessions>organizations", "usd_transfers>organizations",
		"webhook_deliveries>organizations", "sessions>workflows", "webhook_deliveries>webhook_endpoints", "usd_transfers>counterparties"}
	kept := []string{"api_keys>organizations", "counterparties>organizations", "customers>organizations",
		"daily_figures>organizations", "invitations>organizations", "ledger_accounts>organizations", "memberships>organizations",
		"usd_accounts>organizations", "verification_drivers>organizations", "webhook_endpoints>organizations",
		"workflows>organizations", "session_uploads>sessions", "webhook_deliveries>events", "fx_exchanges>fx_quotes",
		"ledger_entries>ledger_transactions", "ledger_entries>ledger_accounts", "ledger_holds>ledger_accounts",
		"session_notes>sessions", "webhook_attempts>webhook_deliveries", "crypto_deposits>crypto_addresses",
		"crypto_deposits>ledger_transactions"}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		q := `SELECT DISTINCT m.name || '>' || f."table" FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`
		if d.Engine == db.Postgres {
			q = `SELECT DISTINCT conrelid::regclass::text || '>' || confrelid::regclass::text FROM pg_constraint WHERE contype = 'f'`
		}
		var keys []string
		require.NoError(t, d.NewRaw(q).Scan(context.Background(), &keys))
		for _, k := range kept {
			require.Contains(t, keys, k)
		}
		for _, k := range shared {
			if d.Engine == db.Postgres {
				require.NotContains(t, keys, k)
			} else {
				require.Contains(t, keys, k)
			}
		}
	})
}

// The migrations that drop keys wait at most five seconds for a table's
// lock (held here by a transaction that read the table), then give up
// rather than hold every query of the table in line behind them.
func TestKeyDropsGiveUpOnALock(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	for _, m := range []struct{ name, table string }{{"20261210000037", "client_tokens"}, {"20261210000038", "sessions"}} {
		stmts, err := db.MigrationStatements(db.Postgres, m.name)
		require.NoError(t, err)
		reader, err := d.DB.BeginTx(ctx, nil)
		require.NoError(t, err)
		_, err = reader.ExecContext(ctx, "LOCK TABLE "+m.table+" IN ACCESS SHARE MODE")
		require.NoError(t, err)
		// Without its own limit the migration would wait for ever: the
		// test's deadline stops it with another error.
		waiting, cancel := context.WithTimeout(ctx, time.Minute)
		err = d.DB.RunInTx(waiting, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, q := range stmts {
				if _, err := tx.ExecContext(ctx, q); err != nil {
					return err
				}
			}
			return nil
		})
		cancel()
		require.NoError(t, reader.Rollback())
		var pe pgdriver.Error
		require.ErrorAs(t, err, &pe, m.name)
		require.Equal(t, "55P03", pe.Field('C'), "%s: %v", m.name, err)
	}
}
