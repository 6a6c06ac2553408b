package db

import (
	"context"
	"database/sql/driver"
	"errors"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"
)

// lazyBegin wraps pgdriver's connector so that a transaction's BEGIN
// travels with its first statement ("BEGIN; <statement>", one simple query
// and one round trip) instead of costing a round trip of its own. pgdriver
// sends every statement as a simple query with its arguments formatted into
// the text, so the prefix is always valid, and PostgreSQL turns the
// message's implicit transaction into the explicit one that BEGIN opens. A
// transaction that sends no statement sends neither BEGIN nor COMMIT.
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
	owed bool // BEGIN is owed to the next statement
}

// BeginTx starts a transaction; with default options BEGIN waits for the
// first statement.
func (cn *lazyConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if opts.Isolation != 0 || opts.ReadOnly {
		return cn.Conn.BeginTx(ctx, opts)
	}
	cn.owed = true
	return lazyTx{cn}, nil
}

// Begin is the legacy form of BeginTx.
func (cn *lazyConn) Begin() (driver.Tx, error) {
	return cn.BeginTx(context.Background(), driver.TxOptions{})
}

// pay returns query with the owed BEGIN in front of it.
func (cn *lazyConn) pay(query string) string {
	if !cn.owed {
		return query
	}
	cn.owed = false
	return "BEGIN; " + query
}

func (cn *lazyConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
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
	cn.owed = false
	return cn.Conn.ResetSession(ctx)
}

type lazyTx struct{ cn *lazyConn }

func (tx lazyTx) Commit() error { return tx.end("COMMIT") }

func (tx lazyTx) Rollback() error { return tx.end("ROLLBACK") }

func (tx lazyTx) end(command string) error {
	if tx.cn.owed { // nothing was sent: there is no transaction to end
		tx.cn.owed = false
		return nil
	}
	_, err := tx.cn.Conn.ExecContext(context.Background(), command, nil)
	return err
}
