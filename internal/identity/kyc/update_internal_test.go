package kyc

import (
	"reflect"
	"strings"
	"testing"

	"github.com/meridianhq/meridian/db/dbtest"
)

// A session's change sends the columns a change can touch, not those only
// its creation writes; each of those is a column of the table.
func TestSessionUpdateLeavesCreationColumns(t *testing.T) {
	d := dbtest.SQLite(t)
	table := d.Table(reflect.TypeFor[Session]())
	for _, c := range setAtCreation {
		if !table.HasField(c) {
			t.Errorf("%s is not a column of sessions", c)
		}
	}
	q := d.NewUpdate().Model(&Session{ID: "ses_1"}).ExcludeColumn(setAtCreation...).WherePK().String()
	set, _, _ := strings.Cut(q, " WHERE ")
	for _, c := range setAtCreation {
		if strings.Contains(set, `"`+c+`" =`) {
			t.Errorf("the update sets %s: %s", c, set)
		}
	}
	for _, c := range []string{"status", "updated_at", "checks", "document_type", "ended_at"} {
		if !strings.Contains(set, `"`+c+`" =`) {
			t.Errorf("the update does not set %s: %s", c, set)
		}
	}
}
