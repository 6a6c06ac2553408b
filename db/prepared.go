package db

import (
	"bytes"
	"context"
	"database/sql"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"
)

// Row is a write of a model's rows that a batch deferred on PostgreSQL
// sends as a prepared statement: the statement's text, with its values as
// parameters ($1, $2, …), is parsed and planned once per connection, and
// each write sends only its values. Parsing and planning is most of what
// PostgreSQL does for a short insert or update sent as text. Anywhere
// else (SQLite, a batch sent at once, a statement it cannot express) a
// Row is the bun query it stands for.
//
// The values are the literals bun would write into the statement's text,
// sent as text parameters of no declared type: PostgreSQL gives each the
// type of its column and reads it as it would read the literal.
type Row struct {
	q      query // the bun query
	model  any
	table  *schema.Table
	update []string // the columns an update sets; nil for an insert
	check  string   // an update's version column, if any
	raw    string   // a Statement's text
	args   []any    // a Statement's values
}

// InsertOf is the insert of model's rows: a pointer to a struct or to a
// slice of pointers to structs, as bun's NewInsert().Model takes. A column
// bun would write as DEFAULT is left to its default.
func InsertOf(idb bun.IDB, model any) *Row {
	return &Row{q: idb.NewInsert().Model(model), model: model, table: tableOf(idb, model)}
}

// UpdateOf is the update of model's columns by its primary key. With
// check, the name of a version column, the update also moves that column
// on by one, and only from the version one less than model's: a row at any
// other version has its check column set to NULL, which its NOT NULL
// constraint refuses (IsNullIn), failing the statement. model's check
// column holds the new version.
func UpdateOf(idb bun.IDB, model any, columns []string, check string) *Row {
	t := tableOf(idb, model)
	if check != "" {
		columns = append(slices.Clip(columns), check)
	}
	q := idb.NewUpdate().Model(model).Column(columns...).WherePK()
	if check != "" {
		f := t.LookupField(check)
		if f == nil {
			panic("db.UpdateOf: " + t.Name + " has no column " + check)
		}
		v := f.Value(reflect.ValueOf(model).Elem()).Int()
		q.Value(check, "CASE WHEN ? = ? THEN ? + 1 END", bun.Ident(check), v-1, bun.Ident(check))
	}
	return &Row{q: q, model: model, table: t, update: columns, check: check}
}

// Statement is a statement of the caller's that returns no rows: query
// with a ? for each of args, in order (no other ?, no named arguments),
// their values as bun formats them. Its prepared form is keyed by query.
func Statement(idb bun.IDB, query string, args ...any) *Row {
	return &Row{q: idb.NewRaw(query, args...), raw: query, args: args}
}

func tableOf(idb bun.IDB, model any) *schema.Table {
	t := reflect.TypeOf(model).Elem()
	if t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return idb.Dialect().Tables().Get(t)
}

// query is what a Row's bun query (an insert or an update) does.
type query interface {
	schema.QueryAppender
	Exec(ctx context.Context, dest ...any) (sql.Result, error)
}

// AppendQuery appends the bun query's text.
func (r *Row) AppendQuery(gen schema.QueryGen, b []byte) ([]byte, error) {
	return r.q.AppendQuery(gen, b)
}

// Exec sends the bun query at once.
func (r *Row) Exec(ctx context.Context) (sql.Result, error) { return r.q.Exec(ctx) }

// returningNull turns off the RETURNING bun adds to model queries (see
// Batch.Add).
func (r *Row) returningNull() {
	switch q := r.q.(type) {
	case *bun.InsertQuery:
		q.Returning("NULL")
	case *bun.UpdateQuery:
		q.Returning("NULL")
	}
}

// shape is the text of a statement with its values as parameters, and
// the name it is prepared under on every connection: the parts between
// its values, so that the same statement can also be written with its
// values in its text.
type shape struct {
	name  string
	parts []string
	bad   atomic.Bool // PostgreSQL refused to prepare it: it goes as text
}

// sql is the shape's text with $1, $2, … for its values.
func (s *shape) sql() string {
	var b strings.Builder
	for i, p := range s.parts {
		if i > 0 {
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(i))
		}
		b.WriteString(p)
	}
	return b.String()
}

// value marks where a value goes in the text a shape is built from (no
// identifier holds a NUL).
const value = "\x00"

// shapes are the process's statement shapes by key (table, columns,
// rows), each named once.
var shapes struct {
	sync.Mutex
	m map[string]*shape
}

// shapeFor is the shape of key, built the first time: build writes the
// statement's text with value where each value goes.
func shapeFor(key []byte, build func(b *strings.Builder)) *shape {
	shapes.Lock()
	defer shapes.Unlock()
	if s, ok := shapes.m[string(key)]; ok {
		return s
	}
	if shapes.m == nil {
		shapes.m = map[string]*shape{}
	}
	var b strings.Builder
	build(&b)
	s := &shape{name: "meridian_" + strconv.Itoa(len(shapes.m)+1), parts: strings.Split(b.String(), value)}
	shapes.m[string(key)] = s
	return s
}

// stmt is a statement waiting in a transaction: with a shape, its
// parameters and their literals; without, its text.
type stmt struct {
	shape  *shape
	params [][]byte // nil: NULL
	lits   [][]byte
	text   string
}

// AppendQuery appends the statement with its values in its text.
func (s *stmt) AppendQuery(_ schema.QueryGen, b []byte) ([]byte, error) {
	if s.shape == nil {
		return append(b, s.text...), nil
	}
	for i, p := range s.shape.parts {
		if i > 0 {
			lit := s.lits[i-1]
			if len(b) > 0 && b[len(b)-1] == '-' && len(lit) > 0 && lit[0] == '-' {
				b = append(b, ' ') // "x -?" with -1 is "x - -1", not a comment
			}
			b = append(b, lit...)
		}
		b = append(b, p...)
	}
	return b, nil
}

// sqlText is the statement with its values in its text.
func (s *stmt) sqlText() string {
	b, _ := s.AppendQuery(schema.QueryGen{}, nil)
	return string(b)
}

// maxRows is the most rows an insert sends as a prepared statement: each
// count of rows is a statement of its own, and a long insert spends more
// on its rows than on its planning.
const maxRows = 8

// stmt makes the row's prepared form; false when a value's literal is
// not one a parameter can carry (an expression, say), or the model not
// one it knows.
func (r *Row) stmt(gen schema.QueryGen) (*stmt, bool) {
	if r.raw != "" {
		return r.rawStmt(gen)
	}
	if r.table == nil || len(r.table.PKs) == 0 {
		return nil, false
	}
	v := reflect.ValueOf(r.model).Elem()
	var rows []reflect.Value
	if v.Kind() == reflect.Slice {
		if r.update != nil || v.Len() == 0 || v.Len() > maxRows {
			return nil, false
		}
		for i := 0; i < v.Len(); i++ {
			rows = append(rows, reflect.Indirect(v.Index(i)))
		}
	} else {
		rows = []reflect.Value{v}
	}
	if r.update != nil {
		return r.updateStmt(gen, rows[0])
	}
	return r.insertStmt(gen, rows)
}

func (r *Row) rawStmt(gen schema.QueryGen) (*stmt, bool) {
	st := &stmt{}
	for _, a := range r.args {
		if !st.add(gen.AppendQuery(nil, "?", a)) {
			return nil, false
		}
	}
	st.shape = shapeFor(append([]byte("statement "), r.raw...), func(b *strings.Builder) {
		b.WriteString(strings.ReplaceAll(r.raw, "?", value))
	})
	return st, len(st.shape.parts) == len(st.params)+1
}

func (r *Row) insertStmt(gen schema.QueryGen, rows []reflect.Value) (*stmt, bool) {
	// The columns: all but those bun would write as DEFAULT in the first
	// row; every other row must leave out the same ones.
	t := r.table
	in := make([]bool, len(t.Fields))
	var cols []*schema.Field
	key := append(make([]byte, 0, 64), "insert "...)
	key = append(key, t.Name...)
	for i, f := range t.Fields {
		if in[i] = !toDefault(f, rows[0]); in[i] {
			cols = append(cols, f)
			key = append(key, ' ')
			key = append(key, f.Name...)
		}
	}
	if len(cols) == 0 {
		return nil, false
	}
	key = strconv.AppendInt(append(key, " x"...), int64(len(rows)), 10)
	st := &stmt{params: make([][]byte, 0, len(cols)*len(rows)), lits: make([][]byte, 0, len(cols)*len(rows))}
	for _, row := range rows {
		for i, f := range t.Fields {
			if toDefault(f, row) == in[i] {
				return nil, false // a default where the first row has a value, or the other way round
			}
			if in[i] && !st.add(f.AppendValue(gen, nil, row)) {
				return nil, false
			}
		}
	}
	st.shape = shapeFor(key, func(b *strings.Builder) {
		names := make([]string, len(cols))
		for i, f := range cols {
			names[i] = string(f.SQLName)
		}
		b.WriteString("INSERT INTO " + string(t.SQLName) + " (" + strings.Join(names, ", ") + ") VALUES ")
		row := "(" + strings.Repeat(value+", ", len(cols)-1) + value + ")"
		b.WriteString(strings.Repeat(row+", ", len(rows)-1) + row)
	})
	return st, true
}

func (r *Row) updateStmt(gen schema.QueryGen, row reflect.Value) (*stmt, bool) {
	t := r.table
	key := append(make([]byte, 0, 64), "update "...)
	key = append(key, t.Name...)
	st := &stmt{}
	// Each column as bun's update sets it: the version check, DEFAULT (a
	// nil pointer, a zero nullzero value), or its value. bun leaves out
	// primary keys and skipupdate columns; a Row naming one goes as text.
	var set []*schema.Field
	var toDef []bool
	for _, name := range r.update {
		f := t.LookupField(name)
		if f == nil || f.IsPK || f.SkipUpdate() {
			return nil, false
		}
		set = append(set, f)
		key = append(key, ' ')
		key = append(key, f.Name...)
		def := false
		switch {
		case name == r.check:
			key = append(key, "=check"...)
			if !st.add(strconv.AppendInt(nil, row.FieldByIndex(f.Index).Int()-1, 10)) {
				return nil, false
			}
		case nilOrNullZero(f, row):
			def = true
			key = append(key, "=default"...)
		default:
			if !st.add(f.AppendValue(gen, nil, row)) {
				return nil, false
			}
		}
		toDef = append(toDef, def)
	}
	for _, f := range t.PKs {
		if !st.add(f.AppendValue(gen, nil, row)) {
			return nil, false
		}
	}
	st.shape = shapeFor(key, func(b *strings.Builder) {
		sets := make([]string, len(set))
		for i, f := range set {
			col := string(f.SQLName)
			switch {
			case f.Name == r.check:
				sets[i] = col + " = CASE WHEN " + col + " = " + value + " THEN " + col + " + 1 END"
			case toDef[i]:
				sets[i] = col + " = DEFAULT"
			default:
				sets[i] = col + " = " + value
			}
		}
		keys := make([]string, len(t.PKs))
		for i, f := range t.PKs {
			keys[i] = string(t.SQLAlias) + "." + string(f.SQLName) + " = " + value
		}
		b.WriteString("UPDATE " + string(t.SQLName) + " AS " + string(t.SQLAlias) + " SET " + strings.Join(sets, ", ") +
			" WHERE (" + strings.Join(keys, " AND ") + ")")
	})
	return st, true
}

// toDefault reports whether bun's insert writes f's value in row as
// DEFAULT: a nil pointer, or a zero value with nullzero or a default.
func toDefault(f *schema.Field, row reflect.Value) bool {
	return nilOrNullZero(f, row) || (f.SQLDefault != "" && f.HasZeroValue(row))
}

// nilOrNullZero reports whether f's value in row is a nil pointer or a
// zero nullzero value, which bun's update writes as DEFAULT.
func nilOrNullZero(f *schema.Field, row reflect.Value) bool {
	return (f.IsPtr && f.HasNilValue(row)) || (f.NullZero && f.HasZeroValue(row))
}

// add appends a value from its literal: NULL, a string constant, a number
// or a boolean; false for anything else.
func (s *stmt) add(lit []byte) bool {
	p, ok := param(lit)
	if !ok {
		return false
	}
	s.params = append(s.params, p)
	s.lits = append(s.lits, lit)
	return true
}

// param is the text parameter that carries the value of a literal.
func param(lit []byte) ([]byte, bool) {
	switch {
	case string(lit) == "NULL":
		return nil, true
	case len(lit) >= 2 && lit[0] == '\'' && lit[len(lit)-1] == '\'':
		in := lit[1 : len(lit)-1]
		if bytes.IndexByte(in, '\'') < 0 {
			return in, true
		}
		// Quotes inside are doubled; a lone one would end the constant,
		// and the literal would be an expression.
		out := make([]byte, 0, len(in))
		for i := 0; i < len(in); i++ {
			if in[i] == '\'' {
				if i+1 == len(in) || in[i+1] != '\'' {
					return nil, false
				}
				i++
			}
			out = append(out, in[i])
		}
		return out, true
	case string(lit) == "TRUE":
		return []byte("true"), true // what PostgreSQL writes for TRUE into a text column too
	case string(lit) == "FALSE":
		return []byte("false"), true
	}
	if _, err := strconv.ParseFloat(string(lit), 64); err == nil && len(lit) > 0 && lit[0] != '+' && !bytes.ContainsAny(lit, "xXnN_") {
		return lit, true
	}
	return nil, false
}

// deferStmts hands statements to the connection of tx, which sends them
// with the transaction's next statement or its commit: through bun, as
// text, when d has query hooks, so that they see them; the connection
// finds them, with their prepared forms, in ctx.
func (d *DB) deferStmts(ctx context.Context, tx bun.Tx, stmts []*stmt) error {
	ctx = context.WithValue(ctx, stmtsKey{}, stmts)
	if !d.hooked.Load() {
		_, err := tx.Tx.ExecContext(ctx, "")
		return err
	}
	args := make([]any, len(stmts))
	for i, s := range stmts {
		args[i] = s
	}
	_, err := tx.NewRaw(statements(len(stmts)), args...).Exec(ctx)
	return err
}

type stmtsKey struct{}
