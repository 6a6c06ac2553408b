package db_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
)

type trackedRow struct {
	bun.BaseModel `bun:"table:tracked_rows"`
	ID            string         `bun:"id,pk"`
	Name          string         `bun:"name"`
	Note          *string        `bun:"note"`
	Meta          map[string]any `bun:"meta,type:text"`
	Created       string         `bun:"created"`
	Version       int64          `bun:"version"`
}

// What a change sends: every column but the key and those excepted while
// nothing was written, then those whose value differs from what was, a
// change made in place (a map's entry) included.
func TestWrittenColumns(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		cols := db.ColumnsOf[trackedRow](d, "created", "version")
		row := &trackedRow{ID: "r1", Name: "a", Meta: map[string]any{"k": 1}, Created: "now"}
		var w db.Written
		require.False(t, w.Known())
		changed, w := cols.Changed(w, row)
		require.Equal(t, []string{"name", "note", "meta"}, changed, "nothing written yet: all")
		require.True(t, w.Known())

		changed, w = cols.Changed(w, row)
		require.Empty(t, changed, "nothing changed")

		row.Created, row.Version = "later", 2
		changed, w = cols.Changed(w, row)
		require.Empty(t, changed, "the excepted columns are never compared")

		note := "n"
		row.Note, row.Name = &note, "b"
		changed, w = cols.Changed(w, row)
		require.Equal(t, []string{"name", "note"}, changed)

		row.Meta["k"] = 2
		changed, w = cols.Changed(w, row)
		require.Equal(t, []string{"meta"}, changed, "a map changed in place")

		row.Note = nil
		changed, _ = cols.Changed(w, row)
		require.Equal(t, []string{"note"}, changed, "a value gone")
	})
}
