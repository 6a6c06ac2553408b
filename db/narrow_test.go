package db_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
)

// A filter applies what is set and nothing else.
func TestNarrow(t *testing.T) {
	t.Parallel()
	d := dbtest.SQLite(t)
	from := time.Date(2026, 11, 1, 0, 0, 0, 0, time.FixedZone("CET", 3600))
	yes := true
	sql := func(n db.Narrowing) string { return n.Query().String() }
	base := d.NewSelect().Table("t").Where("org = ?", "o")
	require.Equal(t, `SELECT * FROM "t" WHERE (org = 'o')`, sql(db.Narrow(base).Eq("status", "").Is("flagged", nil).Between("at", nil, nil).If(false, "x")))
	q := sql(db.Narrow(d.NewSelect().Table("t")).Eq("status", "approved").Is("flagged", &yes).Between("at", &from, nil).If(true, "n > ?", 2))
	require.Contains(t, q, `(status = 'approved')`)
	require.Contains(t, q, `(flagged = TRUE)`)
	require.Contains(t, q, `(at >= '2026-10-31 23:00:00+00:00')`, "times compare in UTC")
	require.Contains(t, q, `(n > 2)`)
	require.NotContains(t, q, "at <")
}
