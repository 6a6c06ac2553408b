package kyc

import (
	"reflect"
	"strings"
	"testing"
	"time"

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

// The text of a step's update, as transition builds it: every column a
// change may write, against the columns it changed (the comparison with
// what was written included). A document step's session with a sealed
// address and checks, which the step leaves as they were.
//
//	go test -run '^$' -bench SessionUpdate -benchmem ./internal/identity/kyc
func BenchmarkSessionUpdate(b *testing.B) {
	d := dbtest.SQLite(b)
	cols := changeable(d)
	address, checks := strings.Repeat("a", 300), strings.Repeat("c", 1500)
	ses := &Session{ID: "ses_1", OrganizationID: "org_1", Mode: "test", Status: StatusStarted, SealedAddress: &address,
		SealedChecks: &checks, Metadata: map[string]any{"plan": "gold"}, ExpiresAt: time.Now(), CreatedAt: time.Now(), UpdatedAt: time.Now()}
	ses.written = cols.Text(ses)
	step := func() {
		ses.Status, ses.UpdatedAt = StatusDocumentSubmitted, time.Now()
		ses.DocumentType = new("passport")
	}
	b.Run("every column", func(b *testing.B) {
		for b.Loop() {
			step()
			_ = d.NewUpdate().Model(ses).ExcludeColumn(setAtCreation...).WherePK().
				Value("version", "CASE WHEN version = ? THEN ? END", 1, 2).String()
		}
	})
	b.Run("the columns changed", func(b *testing.B) {
		for b.Loop() {
			step()
			columns, _ := cols.Changed(ses.written, ses)
			_ = d.NewUpdate().Model(ses).Column(append(columns, "version")...).WherePK().
				Value("version", "CASE WHEN version = ? THEN ? END", 1, 2).String()
		}
	})
}
