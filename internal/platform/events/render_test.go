package events_test

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// An event stores the service's snapshot; its payload is rendered when it
// is read (listed, fetched, streamed), never in the recording transaction,
// and an event stored with a payload (before snapshots) keeps it.
func TestPayloadsAreRenderedWhenRead(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		p, b, log := newBroker(t, d)
		var renders atomic.Int64
		log.Render = func(typ string, snapshot json.RawMessage) (any, map[string]any, error) {
			renders.Add(1)
			var v struct{ N json.Number }
			if err := events.Decode(snapshot, &v); err != nil {
				return nil, nil, err
			}
			return map[string]any{"n": v.N, "type": typ}, map[string]any{"extra": "top"}, nil
		}
		bctx, cancel := context.WithCancel(ctx)
		defer cancel()
		go b.Run(bctx)
		var mu sync.Mutex
		var streamed []string
		_, err := b.Subscribe(ctx, p, events.Filter{}, func(e *events.Event) bool {
			mu.Lock()
			defer mu.Unlock()
			streamed = append(streamed, e.Payload)
			return true
		}, func(string) {}, nil)
		require.NoError(t, err)

		var e *events.Event
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			e, err = log.Record(ctx, tx, p, "transfer.processing", "trf_1", map[string]any{"N": json.Number("12345678901234567890")})
			require.Zero(t, renders.Load(), "nothing is rendered while the service's transaction is open")
			return err
		}))
		require.Empty(t, e.Payload)
		require.JSONEq(t, `{"N": 12345678901234567890}`, string(e.Snapshot))
		var stored struct{ Payload, Snapshot string }
		require.NoError(t, d.NewRaw("SELECT payload, snapshot FROM events WHERE id = ?", e.ID).Scan(ctx, &stored.Payload, &stored.Snapshot))
		require.Empty(t, stored.Payload, "the row keeps the snapshot alone")

		want := `{"created_at":"` + e.CreatedAt.UTC().Truncate(time.Microsecond).Format("2006-01-02T15:04:05.000000Z") +
			`","data":{"n":12345678901234567890,"type":"transfer.processing"},"event":"transfer.processing","extra":"top","id":"` + e.ID + `"}`
		got, err := log.Get(ctx, p, e.ID)
		require.NoError(t, err)
		require.Equal(t, want, got.Payload, "digit for digit")
		list, _, err := log.List(ctx, p, events.Filter{}, paging.Page{Number: 1, Size: 10})
		require.NoError(t, err)
		require.Equal(t, want, list[0].Payload)
		after, err := log.ListAfter(ctx, p, events.Filter{}, nil, 10)
		require.NoError(t, err)
		require.Equal(t, want, after[0].Payload)
		many, err := log.GetMany(ctx, p, []string{e.ID})
		require.NoError(t, err)
		require.Equal(t, want, many[e.ID].Payload)
		byID, err := log.ByID(ctx, e.ID)
		require.NoError(t, err)
		require.Equal(t, want, byID.Payload)
		require.Eventually(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(streamed) == 1 }, 5*time.Second, 10*time.Millisecond)
		mu.Lock()
		require.Equal(t, want, streamed[0], "streamed as it is listed")
		mu.Unlock()

		old := &events.Event{ID: "evt_before", OrganizationID: p.OrganizationID, Mode: p.Mode, Type: "transfer.processing",
			ObjectID: "trf_0", Payload: `{"id":"evt_before","as":"stored"}`, CreatedAt: e.CreatedAt.Add(-time.Hour)}
		_, err = d.NewInsert().Model(old).Exec(ctx)
		require.NoError(t, err)
		before := renders.Load()
		got, err = log.Get(ctx, p, old.ID)
		require.NoError(t, err)
		require.Equal(t, old.Payload, got.Payload, "an event stored with its payload keeps it")
		require.Equal(t, before, renders.Load())

		_, err = log.Get(ctx, p, "evt_none")
		require.Error(t, err)
	})
}

// An event's insert that fails (here: an id already taken) fails the
// transaction that records it, on PostgreSQL where the insert travels with
// the commit as on SQLite where it runs at once, and leaves nothing of it.
func TestAFailedEventFailsItsTransaction(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		p, _, log := newBroker(t, d)
		first, err := log.Record(ctx, d, p, "transfer.processing", "trf_1", map[string]any{"n": 1})
		require.NoError(t, err)
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewRaw("UPDATE events SET object_id = 'trf_changed' WHERE id = ?", first.ID).Exec(ctx); err != nil {
				return err
			}
			evs, err := log.Prepare(p, events.Pending{Type: "transfer.processing", ObjectID: "trf_1", Snapshot: map[string]any{"n": 2}})
			if err != nil {
				return err
			}
			evs[0].ID = first.ID
			return log.Insert(ctx, tx, evs...)
		})
		require.Error(t, err)
		require.True(t, db.IsUniqueViolation(err), "%v", err)
		got, err := log.ByID(ctx, first.ID)
		require.NoError(t, err)
		require.Equal(t, "trf_1", got.ObjectID, "the transaction's other write was rolled back")
		require.Equal(t, "transfer.processing", got.Type)
	})
}

// counted is a snapshot that counts its encodings.
type counted struct{ n *int }

func (c *counted) MarshalJSON() ([]byte, error) {
	*c.n++
	return []byte(`{"n":1}`), nil
}

// Events of one change that share their snapshot (the same pointer) share
// its encoding; others are encoded each.
func TestOneSnapshotIsEncodedOnce(t *testing.T) {
	log := events.NewLog(nil, nil)
	p := auth.Principal{OrganizationID: "org_1", Mode: "test"}
	var n int
	one, other := &counted{&n}, &counted{&n}
	evs, err := log.Prepare(p, events.Pending{Type: "verification.approved", ObjectID: "ses_1", Snapshot: one},
		events.Pending{Type: "verification.completed", ObjectID: "ses_1", Snapshot: one},
		events.Pending{Type: "verification.completed", ObjectID: "ses_2", Snapshot: other},
		events.Pending{Type: "verification.completed", ObjectID: "ses_3", Snapshot: map[string]any{"n": 1}},
		events.Pending{Type: "verification.completed", ObjectID: "ses_3", Snapshot: map[string]any{"n": 1}})
	require.NoError(t, err)
	require.Equal(t, 2, n)
	for _, e := range evs {
		require.JSONEq(t, `{"n":1}`, string(e.Snapshot))
	}
}
