package db

import (
	"context"
	"database/sql"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"
)

// Batch queues statements of a transaction that return no rows, so that
// they travel together: on PostgreSQL in one round trip (pgdriver sends
// statements as text, with their arguments formatted in, and one message
// may carry several), on SQLite one after the other, where a statement
// costs no round trip. Exec or Scan sends what is queued, in order; the
// first failing statement fails the call and PostgreSQL skips the rest of
// the message. Statements return no rows: Add turns off the RETURNING that
// bun adds to model queries (for a model's nil fields, say), and a raw
// statement must have none.
type Batch struct {
	idb    bun.IDB
	d      *DB
	queued []schema.QueryAppender
}

// Batch starts a batch on idb (a transaction of d, or d itself).
func (d *DB) Batch(idb bun.IDB) *Batch { return &Batch{idb: idb, d: d} }

// IDB is where the batch runs. Send what is queued before using it
// directly, or the statements would run out of order.
func (b *Batch) IDB() bun.IDB { return b.idb }

// Add queues statements.
func (b *Batch) Add(qs ...schema.QueryAppender) *Batch {
	for _, q := range qs {
		switch q := q.(type) {
		case *bun.InsertQuery:
			q.Returning("NULL")
		case *bun.UpdateQuery:
			q.Returning("NULL")
		case *bun.DeleteQuery:
			q.Returning("NULL")
		case *Row:
			q.returningNull()
		}
	}
	b.queued = append(b.queued, qs...)
	return b
}

// Exec sends the queued statements and returns the last one's result
// (an empty batch sends nothing and returns a nil result).
func (b *Batch) Exec(ctx context.Context) (sql.Result, error) {
	if len(b.queued) == 0 {
		return nil, nil
	}
	if b.d.Engine != Postgres {
		var res sql.Result
		for _, q := range b.take() {
			var err error
			if res, err = b.idb.NewRaw("?", q).Exec(ctx); err != nil {
				return nil, err
			}
		}
		return res, nil
	}
	qs := b.take()
	return b.idb.NewRaw(statements(len(qs)), qs...).Exec(ctx)
}

// Defer leaves the queued statements for the transaction's next statement
// or its commit, whichever comes first, to carry (on PostgreSQL; SQLite runs
// them at once, where a statement costs no round trip). idb must be a
// transaction. A deferred statement's failure fails the statement or the
// commit that carries it, and the transaction: defer only statements
// whose failure is the transaction's, never one whose result or error
// kind the caller reads. On PostgreSQL the result is unknown until then.
// A Row (InsertOf, UpdateOf, Statement) that reaches the commit goes as a
// prepared statement; each queued query must be one statement (the commit
// sends each as one statement of the extended protocol).
func (b *Batch) Defer(ctx context.Context) error {
	if b.d.Engine != Postgres {
		_, err := b.Exec(ctx)
		return err
	}
	if len(b.queued) == 0 {
		return nil
	}
	tx, ok := b.idb.(bun.Tx)
	if !ok { // nothing to wait for: at once
		_, err := b.Exec(ctx)
		return err
	}
	gen := b.d.QueryGen()
	queued := b.take()
	stmts := make([]*stmt, len(queued))
	for i, q := range queued {
		s, ok := (*stmt)(nil), false
		if r, isRow := q.(*Row); isRow {
			s, ok = r.stmt(gen)
		}
		if !ok {
			text, err := q.(schema.QueryAppender).AppendQuery(gen, nil)
			if err != nil {
				return err
			}
			s = &stmt{text: string(text)}
		}
		stmts[i] = s
	}
	return b.d.deferStmts(ctx, tx, stmts)
}

// Scan sends the queued statements followed by q, and scans q's rows
// into dest.
func (b *Batch) Scan(ctx context.Context, q schema.QueryAppender, dest ...any) error {
	if b.d.Engine != Postgres {
		if _, err := b.Exec(ctx); err != nil {
			return err
		}
		return b.idb.NewRaw("?", q).Scan(ctx, dest...)
	}
	qs := append(b.take(), q)
	return b.idb.NewRaw(statements(len(qs)), qs...).Scan(ctx, dest...)
}

func (b *Batch) take() []any {
	qs := make([]any, len(b.queued))
	for i, q := range b.queued {
		qs[i] = q
	}
	b.queued = b.queued[:0]
	return qs
}

// statements is the text of n statements: "?; ?; …".
func statements(n int) string { return strings.Repeat("?; ", n-1) + "?" }
