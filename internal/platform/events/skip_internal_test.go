package events

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/caller"
)

// A new subscription keeps, of the events before its start, only those the
// broker has not read yet (and of those, only the ones its filter passes):
// the others were handed out already and are never offered again. Each one
// still receives exactly the events recorded after its start.
func TestSubscriptionKeepsOnlyUnreadEventsToSkip(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		_, err := d.NewRaw("INSERT INTO organizations (id, name, created_at) VALUES ('org_skip', 'skip', ?)", time.Now().UTC()).Exec(ctx)
		require.NoError(t, err)
		p := caller.Principal{OrganizationID: "org_skip", Mode: caller.Test}
		b := NewBroker(d, nil)
		log := NewLog(d, b)
		record := func(typ, object string) {
			require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				_, err := log.Record(ctx, tx, p, typ, object, map[string]any{})
				return err
			}))
		}
		var mu sync.Mutex
		got := map[string][]string{}
		subscribe := func(name string, f Filter) *Subscription {
			s, err := b.Subscribe(ctx, p, f, func(e *Event) bool {
				mu.Lock()
				defer mu.Unlock()
				got[name] = append(got[name], e.Type)
				return true
			}, func(string) {}, nil)
			require.NoError(t, err)
			return s
		}

		for range 50 {
			record("verification.started", "obj_a")
		}
		first := subscribe("first", Filter{})
		require.Len(t, first.skip, 50, "the broker has read none of them yet")
		require.NoError(t, b.poll(ctx))
		second := subscribe("second", Filter{})
		require.Nil(t, second.skip, "every earlier event was read and handed out already")

		record("verification.approved", "obj_a") // not read yet
		onA := subscribe("onA", Filter{ObjectID: "obj_a"})
		require.Len(t, onA.skip, 1)
		onB := subscribe("onB", Filter{ObjectID: "obj_b"})
		require.Nil(t, onB.skip, "no event of its object")

		record("verification.cancelled", "obj_b")
		require.NoError(t, b.poll(ctx))

		// An event handed out while a subscription reads its start is held;
		// the read sees it, so it is before the start and is not delivered.
		hold := NewHoldEventsRead("obj_c")
		d.AddQueryHook(hold)
		subscribed := make(chan *Subscription)
		go func() {
			subscribed <- subscribe("onC", Filter{ObjectID: "obj_c", Types: []string{"verification.st*", "verification.approved"}})
		}()
		<-hold.Reached
		record("verification.started", "obj_c")
		require.NoError(t, b.poll(ctx)) // hands it to the subscription being started
		close(hold.Release)
		onC := <-subscribed
		require.Nil(t, onC.skip, "the one event before its start was read and held, and is settled")
		record("verification.approved", "obj_c")
		require.NoError(t, b.poll(ctx))

		mu.Lock()
		defer mu.Unlock()
		require.Equal(t, map[string][]string{
			"first":  {"verification.approved", "verification.cancelled", "verification.started", "verification.approved"},
			"second": {"verification.approved", "verification.cancelled", "verification.started", "verification.approved"},
			"onB":    {"verification.cancelled"},
			"onC":    {"verification.approved"},
		}, got)
	})
}

// HoldEventsRead holds the first read of the events table whose statement
// contains Match (any read when empty: a subscription's start, when the
// broker is not running) until Release is closed; Reached is closed when
// it is reached. It is a query hook for the tests of this package.
type HoldEventsRead struct {
	Match            string
	once             sync.Once
	Reached, Release chan struct{}
}

// NewHoldEventsRead returns a hook that holds the first read of the events
// table containing match.
func NewHoldEventsRead(match string) *HoldEventsRead {
	return &HoldEventsRead{Match: match, Reached: make(chan struct{}), Release: make(chan struct{})}
}

func (h *HoldEventsRead) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.HasPrefix(e.Query, "SELECT") && strings.Contains(e.Query, `FROM "events"`) && strings.Contains(e.Query, h.Match) {
		h.once.Do(func() {
			close(h.Reached)
			<-h.Release
		})
	}
	return ctx
}

func (h *HoldEventsRead) AfterQuery(context.Context, *bun.QueryEvent) {}
