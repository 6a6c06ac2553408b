package db

import (
	"context"
	"database/sql/driver"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/uptrace/bun/driver/pgdriver"
	"github.com/uptrace/bun/schema"
)

// lazyBegin wraps pgdriver's connector so that a transaction's BEGIN
// travels with its first statement ("BEGIN; <statement>", one simple query
// and one round trip) instead of costing a round trip of its own. pgdriver
// sends every statement as a simple query with its arguments formatted into
// the text, so the prefix is always valid, and PostgreSQL turns the
// message's implicit transaction into the explicit one that BEGIN opens. A
// transaction that sends no statement sends neither BEGIN nor COMMIT.
//
// The same way, statements deferred inside a transaction (Batch.Defer)
// wait for the transaction's next statement or its COMMIT and travel in
// front of it: a transaction whose last writes need no answer ends in the
// message that carries them. PostgreSQL runs a message's statements in
// order and stops at the first that fails; the statement or commit that
// carried them then fails with that error, and the transaction with it.
// In front of a statement they go as text; at the commit, as one pipeline
// of the extended protocol, a Row's (InsertOf, UpdateOf, Statement) as a
// prepared statement (pipeline.go).
// Transactions with an isolation level or read-only begin at once, as
// pgdriver does. Listeners connect through the wrapped connector's driver,
// so they keep pgdriver's own connections.
type lazyBegin struct{ *pgdriver.Connector }

// Connect opens a connection. A server that answers that it is starting
// up (57P03: it accepts connections before it is ready, for a moment after
// a restart) is asked again every startupRetry, for up to startupWait, so
// that the requests waiting for a connection then are served rather than
// failed; a server that cannot be reached fails at once.
func (c lazyBegin) Connect(ctx context.Context) (driver.Conn, error) {
	deadline := time.Now().Add(startupWait)
	for {
		cn, err := c.Connector.Connect(ctx)
		if err == nil {
			return &lazyConn{Conn: cn.(*pgdriver.Conn)}, nil
		}
		var pe pgdriver.Error
		if !errors.As(err, &pe) || pe.Field('C') != "57P03" || time.Now().After(deadline) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(startupRetry):
		}
	}
}

// Connection attempts to a server that is starting up: one every
// startupRetry, for up to startupWait.
const (
	startupRetry = 50 * time.Millisecond
	startupWait  = 5 * time.Second
)

type lazyConn struct {
	*pgdriver.Conn
	owed     bool    // BEGIN is owed to the next statement
	inTx     bool    // a transaction of this connector's is open
	deferred []*stmt // statements waiting for the next one, or for COMMIT

	fe       *pgproto3.Frontend // the pipeline's protocol (pipeline.go)
	prepared map[*shape]bool    // the shapes prepared on this connection
}

// BeginTx starts a transaction; with default options BEGIN waits for the
// first statement.
func (cn *lazyConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if opts.Isolation != 0 || opts.ReadOnly {
		return cn.Conn.BeginTx(ctx, opts)
	}
	cn.owed, cn.inTx = true, true
	return lazyTx{cn}, nil
}

// Begin is the legacy form of BeginTx.
func (cn *lazyConn) Begin() (driver.Tx, error) {
	return cn.BeginTx(context.Background(), driver.TxOptions{})
}

// pay returns query with the owed BEGIN and the deferred statements in
// front of it.
func (cn *lazyConn) pay(query string) string {
	if !cn.owed && len(cn.deferred) == 0 {
		return query
	}
	var b []byte
	if cn.owed {
		b = append(b, "BEGIN; "...)
	}
	if len(cn.deferred) > 0 {
		b = append(appendStmts(b, cn.deferred), "; "...)
	}
	b = append(b, query...)
	cn.owed = false
	cn.dropDeferred()
	return string(b)
}

// appendStmts appends the text of stmts, separated by semicolons.
func appendStmts(b []byte, stmts []*stmt) []byte {
	for i, s := range stmts {
		if i > 0 {
			b = append(b, "; "...)
		}
		b, _ = s.AppendQuery(schema.QueryGen{}, b)
	}
	return b
}

func (cn *lazyConn) dropDeferred() {
	clear(cn.deferred)
	cn.deferred = cn.deferred[:0]
}

// errDeferred: a deferred statement has not run yet, so it has no result.
var errDeferred = errors.New("db: a deferred statement has no result until it runs")

type deferredResult struct{}

func (deferredResult) LastInsertId() (int64, error) { return 0, errDeferred }
func (deferredResult) RowsAffected() (int64, error) { return 0, errDeferred }

func (cn *lazyConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	if stmts, ok := ctx.Value(stmtsKey{}).([]*stmt); ok && len(args) == 0 {
		if cn.inTx {
			cn.deferred = append(cn.deferred, stmts...)
			return deferredResult{}, nil
		}
		// A transaction begun at once (with options) runs them now, as
		// text (bun wrote it only when a query hook is installed).
		query = string(appendStmts(nil, stmts))
	}
	return cn.Conn.ExecContext(ctx, cn.pay(query), args)
}

func (cn *lazyConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return cn.Conn.QueryContext(ctx, cn.pay(query), args)
}

// PrepareContext sends an owed BEGIN first: a prepared statement is
// parsed apart from the statements that run it.
func (cn *lazyConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	if cn.owed {
		if _, err := cn.ExecContext(ctx, "SELECT 1", nil); err != nil {
			return nil, err
		}
	}
	return cn.Conn.PrepareContext(ctx, query)
}

func (cn *lazyConn) Prepare(query string) (driver.Stmt, error) {
	return cn.PrepareContext(context.Background(), query)
}

// ResetSession drops a BEGIN still owed when the pool takes the connection
// back (a transaction always ends with Commit or Rollback first).
func (cn *lazyConn) ResetSession(ctx context.Context) error {
	cn.owed, cn.inTx = false, false
	cn.dropDeferred()
	return cn.Conn.ResetSession(ctx)
}

type lazyTx struct{ cn *lazyConn }

// Commit sends COMMIT with the statements still deferred, as one
// pipeline of the extended protocol (pipeline), a Row's statement as a
// prepared one. When one of them fails, PostgreSQL skips the rest,
// COMMIT included, and the transaction is left aborted: it is rolled back
// here, so that the connection returns to the pool clean.
//
// A transaction that sent nothing before its commit is its deferred
// statements alone, without BEGIN and COMMIT, which PostgreSQL runs as one
// implicit transaction (all of it or, at the first failure, none of it,
// the transaction then over): two statements fewer for PostgreSQL to parse
// and run, and nothing to roll back.
func (tx lazyTx) Commit() error {
	cn := tx.cn
	cn.inTx = false
	defer cn.dropDeferred()
	if cn.owed {
		cn.owed = false
		if len(cn.deferred) == 0 { // nothing was sent: there is no transaction to end
			return nil
		}
		return cn.pipeline(cn.deferred, "")
	}
	var err error
	if len(cn.deferred) == 0 {
		_, err = cn.Conn.ExecContext(context.Background(), "COMMIT", nil)
	} else {
		err = cn.pipeline(cn.deferred, "COMMIT")
	}
	if err != nil && !IsUnavailable(err) {
		cn.Conn.ExecContext(context.Background(), "ROLLBACK", nil)
	}
	return err
}

// Rollback drops the deferred statements, and ends the transaction if its
// BEGIN was sent.
func (tx lazyTx) Rollback() error {
	cn := tx.cn
	cn.inTx = false
	cn.dropDeferred()
	if cn.owed {
		cn.owed = false
		return nil
	}
	_, err := cn.Conn.ExecContext(context.Background(), "ROLLBACK", nil)
	return err
}
