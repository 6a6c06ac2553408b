package events_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
)

// An object's timeline is read from an index in its order: its cost does
// not grow with the organization's log.
func TestTimelineTakesItsIndex(t *testing.T) {
	t.Parallel()
	p := auth.Principal{OrganizationID: "org_1", Mode: auth.Test}
	plan := dbtest.SQLitePlan(t, func(ctx context.Context, d *db.DB) {
		_, err := events.NewLog(d, nil).ListAfter(ctx, p, events.Filter{ObjectID: "ses_1"}, nil, 50)
		require.NoError(t, err)
	})
	require.Contains(t, plan, "events_object_idx (organization_id=? AND mode=? AND object_id=?)")
	require.NotContains(t, plan, "TEMP B-TREE")
}
