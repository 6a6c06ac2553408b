package dbtest_test

import (
	"context"
	"testing"

	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/events"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// TestRoundTripsLeaveOutAnnouncements: a query counts one round trip; the
// NOTIFY the events log sends after a commit counts none (which also fails
// if its channel changes without RoundTrips' copy of the message); a
// NOTIFY on another channel counts.
func TestRoundTripsLeaveOutAnnouncements(t *testing.T) {
	ctx := context.Background()
	d, writes := dbtest.RoundTrips(t)
	count := func(query string) int64 {
		t.Helper()
		before := writes.Load()
		if _, err := d.ExecContext(ctx, query); err != nil {
			t.Fatal(err)
		}
		return writes.Load() - before
	}
	if n := count("SELECT 1"); n != 1 {
		t.Errorf("SELECT 1: %d round trips, want 1", n)
	}
	if n := count("NOTIFY " + events.NotifyChannel); n != 0 {
		t.Errorf("the events log's NOTIFY: %d round trips, want 0", n)
	}
	if n := count("NOTIFY " + events.NotifyChannel + "_other"); n != 1 {
		t.Errorf("a NOTIFY on another channel: %d round trips, want 1", n)
	}
}
