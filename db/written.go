package db

import (
	"bytes"
	"reflect"
	"slices"

	"github.com/uptrace/bun/schema"
)

// Columns are the columns of a model that its changes may write, in a
// fixed order: what Written keeps the text of.
type Columns struct {
	gen    schema.QueryGen
	fields []*schema.Field
}

// ColumnsOf returns the columns of model type T but its primary key and
// those named in except.
func ColumnsOf[T any](d *DB, except ...string) Columns {
	table := d.Table(reflect.TypeFor[T]())
	c := Columns{gen: d.QueryGen()}
	for _, f := range table.Fields {
		if !f.IsPK && !slices.Contains(except, f.Name) {
			c.fields = append(c.fields, f)
		}
	}
	return c
}

// Written is the text of a row's columns as this process last wrote or
// read them (each value as a statement would carry it), so that the next
// change sends only the columns whose text it changed. Its zero value knows nothing:
// every column is sent. Only a committed write may become a row's Written:
// the row then holds what the text says, for as long as every change of
// the row goes through it (a version check makes sure of that).
type Written struct {
	text []byte
	ends []int // ends[i] is where column i's text ends in text
}

// Known reports whether w holds the row's text.
func (w Written) Known() bool { return w.ends != nil }

// Changed returns the names of the columns whose value in model (a
// pointer to the struct) differs from w, all of them when w is not known,
// and what w becomes once a write of those columns commits.
func (c Columns) Changed(w Written, model any) ([]string, Written) {
	strct := reflect.ValueOf(model).Elem()
	next := Written{text: make([]byte, 0, max(len(w.text), 256)), ends: make([]int, len(c.fields))}
	var names []string
	start := 0
	for i, f := range c.fields {
		next.text = f.AppendValue(c.gen, next.text, strct)
		next.ends[i] = len(next.text)
		if !w.Known() || !bytes.Equal(next.text[start:], w.column(i)) {
			names = append(names, f.Name)
		}
		start = len(next.text)
	}
	return names, next
}

// Text is model's Written: what a write of all its columns, or a read of
// its row, leaves known.
func (c Columns) Text(model any) Written {
	_, w := c.Changed(Written{}, model)
	return w
}

func (w Written) column(i int) []byte {
	start := 0
	if i > 0 {
		start = w.ends[i-1]
	}
	return w.text[start:w.ends[i]]
}
