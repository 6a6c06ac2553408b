package db

import (
	"time"

	"github.com/uptrace/bun"
)

// Narrowing adds a list's filters to its query, each only when it is set:
// how every list's filter becomes SQL. Columns are the code's own names
// (never input), values are arguments.
type Narrowing struct{ q *bun.SelectQuery }

// Narrow starts narrowing q.
func Narrow(q *bun.SelectQuery) Narrowing { return Narrowing{q} }

// Eq keeps the rows whose column equals v, when v is not empty.
func (n Narrowing) Eq(column, v string) Narrowing {
	if v != "" {
		n.q = n.q.Where(column+" = ?", v)
	}
	return n
}

// Is keeps the rows whose column is *v, when v is set.
func (n Narrowing) Is(column string, v *bool) Narrowing {
	if v != nil {
		n.q = n.q.Where(column+" = ?", *v)
	}
	return n
}

// Between keeps the rows whose column falls in [from, to), each bound
// when set.
func (n Narrowing) Between(column string, from, to *time.Time) Narrowing {
	if from != nil {
		n.q = n.q.Where(column+" >= ?", from.UTC())
	}
	if to != nil {
		n.q = n.q.Where(column+" < ?", to.UTC())
	}
	return n
}

// If adds a condition when on is true.
func (n Narrowing) If(on bool, condition string, args ...any) Narrowing {
	if on {
		n.q = n.q.Where(condition, args...)
	}
	return n
}

// Query is the narrowed query.
func (n Narrowing) Query() *bun.SelectQuery { return n.q }
