// Package db owns Meridian's database connections: it opens SQLite (the
// embedded default) or PostgreSQL, applies the embedded migrations of that
// dialect, runs transactions with after-commit hooks, and classifies driver
// errors into the kinds of package errs. Services see only *DB and bun.IDB.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Dialect names the database in use.
type Dialect string

// The supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is a connection pool with its dialect.
type DB struct {
	*bun.DB
	Engine Dialect    // which database this is
	group  *committer // SQLite's transactions, committed in groups
	hooked atomic.Bool
}

// AddQueryHook adds a bun query hook, which sees every statement,
// deferred ones included (Batch.Defer): with a hook, each deferred
// statement is also formatted by bun, as text, for the hooks; without
// one, it goes to the connection as it is. Add hooks here only: one added
// to the embedded bun.DB, or to a copy from its WithQueryHook, does not
// see deferred statements.
func (d *DB) AddQueryHook(hook bun.QueryHook) {
	d.hooked.Store(true)
	d.DB.AddQueryHook(hook)
}

// Options says which database to open.
type Options struct {
	// URL is a postgres:// URL; empty opens SQLitePath.
	URL string
	// SQLitePath is the SQLite database file, created with its directory if missing.
	SQLitePath string
	// MaxOpenConns caps the PostgreSQL pool (default 20). SQLite always has one.
	MaxOpenConns int
	// Dial, when set, opens PostgreSQL's connections instead of a plain
	// TCP dial (the benchmarks count round trips through it).
	Dial func(ctx context.Context, network, addr string) (net.Conn, error)
}

// Open connects to the database described by opts and checks that it answers.
func Open(ctx context.Context, opts Options) (*DB, error) {
	var d *DB
	if opts.URL != "" {
		conn := pgdriver.NewConnector(pgdriver.WithDSN(opts.URL), pgdriver.WithTimeout(10*time.Second),
			pgdriver.WithResetSessionFunc(checkIdle), func(c *pgdriver.Config) {
				if opts.Dial != nil {
					c.Dialer = opts.Dial
				}
			})
		sqldb := sql.OpenDB(lazyBegin{conn})
		n := opts.MaxOpenConns
		if n == 0 {
			n = 20
		}
		sqldb.SetMaxOpenConns(n)
		sqldb.SetMaxIdleConns(n)
		d = &DB{DB: bun.NewDB(sqldb, pgdialect.New()), Engine: Postgres}
	} else {
		if err := os.MkdirAll(filepath.Dir(opts.SQLitePath), 0o700); err != nil {
			return nil, fmt.Errorf("create data directory: %w", err)
		}
		dsn := "file:" + opts.SQLitePath + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
			"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
		sqldb, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, err
		}
		// One connection: SQLite has a single writer, and one connection
		// makes every transaction serial instead of failing with SQLITE_BUSY.
		sqldb.SetMaxOpenConns(1)
		sqldb.SetMaxIdleConns(1)
		sqldb.SetConnMaxLifetime(0)
		sqldb.SetConnMaxIdleTime(0)
		d = &DB{DB: bun.NewDB(sqldb, sqlitedialect.New()), Engine: SQLite}
		d.group = &committer{d: d}
	}
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := d.PingContext(pctx); err != nil {
		d.Close()
		return nil, fmt.Errorf("connect to %s: %w", d.Engine, err)
	}
	return d, nil
}

type hooksKey struct{}

type hooks struct {
	fns   []func()
	fails []func(error) error
}

// failed is err as the transaction's OnFailure functions name it (h is
// nil for a transaction that failed before it ran).
func (h *hooks) failed(err error) error {
	if h == nil {
		return err
	}
	for _, f := range h.fails {
		err = f(err)
	}
	return err
}

// Tx runs fn in a transaction and commits it if fn returns nil. Inside fn
// use only the ctx and tx it is given. Functions registered with AfterCommit
// on that ctx run after a successful commit. On PostgreSQL a serialization
// failure or deadlock retries the whole transaction a few times. On SQLite
// transactions that wait for each other commit in groups (committer): fn
// may then run inside a savepoint of a transaction shared with others.
func (d *DB) Tx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	if d.group != nil {
		return d.group.run(ctx, fn)
	}
	for attempt := 1; ; attempt++ {
		h := &hooks{}
		tctx := context.WithValue(ctx, hooksKey{}, h)
		err := d.DB.RunInTx(tctx, nil, func(ctx context.Context, tx bun.Tx) error { return fn(ctx, tx) })
		if err == nil {
			for _, f := range h.fns {
				f()
			}
			return nil
		}
		if attempt < 5 && IsRetryable(err) && ctx.Err() == nil {
			time.Sleep(time.Duration(attempt*attempt) * 5 * time.Millisecond)
			continue
		}
		return h.failed(err)
	}
}

// AfterCommit runs fn once the transaction of ctx (from Tx) commits, or
// at once when ctx is not inside one. It is not run if the transaction rolls back.
func AfterCommit(ctx context.Context, fn func()) {
	if h, ok := ctx.Value(hooksKey{}).(*hooks); ok {
		h.fns = append(h.fns, fn)
		return
	}
	fn()
}

// OnFailure has the transaction of ctx (from Tx) pass its failure through
// fn before Tx returns it: a deferred statement whose failure stands for
// a rule of the caller's (a NOT NULL check, see IsNullIn) fails only at the
// commit, and fn turns the database's error into the caller's. fn returns
// any other error as it is.
func OnFailure(ctx context.Context, fn func(error) error) {
	if h, ok := ctx.Value(hooksKey{}).(*hooks); ok {
		h.fails = append(h.fails, fn)
	}
}

// IsUniqueViolation reports whether err is a unique or primary key violation.
func IsUniqueViolation(err error) bool {
	if e, ok := pgError(err); ok {
		return e.Code == "23505"
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// IsNullIn reports whether err is a NOT NULL violation of table's column:
// an update can make a condition fail inside the database, where a
// deferred statement's row count cannot be read, by setting the column to
// CASE WHEN <condition> THEN <value> END.
func IsNullIn(err error, table, column string) bool {
	if e, ok := pgError(err); ok {
		return e.Code == "23502" && e.Table == table && e.Column == column
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_NOTNULL && strings.Contains(se.Error(), table+"."+column)
	}
	return false
}

// IsRetryable reports whether err is a serialization failure, a deadlock or
// a busy database: the transaction may succeed if run again.
func IsRetryable(err error) bool {
	if e, ok := pgError(err); ok {
		return e.Code == "40001" || e.Code == "40P01"
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code()&0xff == sqlite3.SQLITE_BUSY
	}
	return false
}

// pgError is PostgreSQL's error in err, whichever sent the statement:
// pgdriver, or a pipeline (ServerError).
func pgError(err error) (*ServerError, bool) {
	var se *ServerError
	if errors.As(err, &se) {
		return se, true
	}
	var pe pgdriver.Error
	if errors.As(err, &pe) {
		return &ServerError{Severity: pe.Field('S'), Code: pe.Field('C'), Message: pe.Field('M'),
			Table: pe.Field('t'), Column: pe.Field('c'), Constraint: pe.Field('n')}, true
	}
	return nil, false
}

// IsNotFound reports whether err means no row matched.
func IsNotFound(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// ForUpdate locks q's rows until the transaction ends, on PostgreSQL;
// SQLite's write transactions run one at a time already.
func (d *DB) ForUpdate(q *bun.SelectQuery) *bun.SelectQuery {
	if d.Engine == Postgres {
		return q.For("UPDATE")
	}
	return q
}

// ByID reads, in one statement, the rows of T among ids that belong to an
// organization and mode (columns organization_id and mode), keyed by id
// (key): a dataloader's batch. An id of another tenant is simply absent.
func ByID[T any](ctx context.Context, idb bun.IDB, orgID, mode string, ids []string, key func(*T) string) (map[string]*T, error) {
	var rows []T
	err := idb.NewSelect().Model(&rows).Where("?TableAlias.id IN (?) AND ?TableAlias.organization_id = ? AND ?TableAlias.mode = ?",
		bun.In(ids), orgID, mode).Scan(ctx)
	out := make(map[string]*T, len(rows))
	for i := range rows {
		out[key(&rows[i])] = &rows[i]
	}
	return out, err
}

// Day is the SQL expression of a timestamp column's UTC calendar day as
// text, YYYY-MM-DD. SQLite keeps timestamps as UTC text, whose first ten
// characters are that day.
func (d *DB) Day(column string) string {
	if d.Engine == Postgres {
		return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	return "substr(" + column + ", 1, 10)"
}
