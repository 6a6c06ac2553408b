package db

import (
	"context"
	"strings"

	"github.com/uptrace/bun"
)

// DeferShaped defers a statement of a shape given by its parts (the text
// between its values) and its values' literals, as a Row's would be.
func (d *DB) DeferShaped(ctx context.Context, tx bun.Tx, key string, parts []string, lits ...string) error {
	s := &stmt{shape: shapeFor([]byte(key), func(b *strings.Builder) { b.WriteString(strings.Join(parts, value)) })}
	for _, l := range lits {
		if !s.add([]byte(l)) {
			panic("not a literal a parameter carries: " + l)
		}
	}
	return d.deferStmts(ctx, tx, []*stmt{s})
}

// Param is param, for its test.
var Param = param
