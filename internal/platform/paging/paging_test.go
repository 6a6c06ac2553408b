package paging_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// A list's totalCount counts every match up to MaxCount, and stops there.
func TestCountUpTo(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		rows := func(n int) int {
			q := d.NewSelect().TableExpr(`(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
				SELECT i FROM n) AS rows`, n)
			got, err := paging.CountUpTo(context.Background(), d, q)
			require.NoError(t, err)
			return got
		}
		require.Equal(t, 1, rows(1))
		require.Equal(t, paging.MaxCount-1, rows(paging.MaxCount-1))
		require.Equal(t, paging.MaxCount, rows(paging.MaxCount))
		require.Equal(t, paging.MaxCount, rows(paging.MaxCount+5), "counted up to MaxCount, which then means that many or more")
	})
}
