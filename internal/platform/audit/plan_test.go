package audit_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/audit"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// The log (organization-wide entries listed in both modes) and an object's
// entries are read from indexes in their order: nothing is sorted, whatever
// the size of the organization's log.
func TestListsTakeTheirIndexes(t *testing.T) {
	t.Parallel()
	for filter, index := range map[audit.Filter]string{
		{}:                  "audit_log_org_idx (organization_id=?)",
		{ObjectID: "ses_1"}: "audit_log_object_idx (organization_id=? AND object_id=?)",
	} {
		plan := dbtest.SQLitePlan(t, func(ctx context.Context, d *db.DB) {
			_, err := audit.New(d, nil).ListAfter(ctx, "org_1", "test", filter, nil, 50)
			require.NoError(t, err)
		})
		require.Contains(t, plan, index)
		require.NotContains(t, plan, "TEMP B-TREE")
	}
}
