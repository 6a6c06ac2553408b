package changes

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// hub returns a hub on d that hears (listening, on PostgreSQL).
func hub(t *testing.T, d *db.DB) *Hub {
	t.Helper()
	h := NewHub(d, nil)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	waitFor(t, "the hub to hear", h.Hearing)
	return h
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// counter is a load that counts its calls and answers their number.
type counter struct{ n atomic.Int64 }

func (c *counter) load(context.Context) (int64, error) { return c.n.Add(1), nil }

func TestCacheKeepsUntilAChangeOrItsTTL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d)
		c := NewCache[int64](h, "topic")
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		c.now = func() time.Time { return now }
		var loads counter
		get := func(key string) int64 {
			t.Helper()
			v, err := c.Get(ctx, key, loads.load)
			require.NoError(t, err)
			return v
		}
		require.EqualValues(t, 1, get("a"))
		require.EqualValues(t, 1, get("a"), "kept")
		require.EqualValues(t, 2, get("b"), "by key")

		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return h.Announce(ctx, tx, "topic", "a")
		}))
		require.EqualValues(t, 3, get("a"), "forgotten when it changes")
		require.EqualValues(t, 2, get("b"), "only that key")
		require.NoError(t, h.Announce(ctx, d, "another topic", "b"))
		require.EqualValues(t, 2, get("b"), "another topic's change is not this one's")

		now = now.Add(Backstop)
		require.EqualValues(t, 4, get("b"), "at most its TTL")

		// Read inside a transaction: kept once it commits, never if it
		// rolls back.
		var inside int64
		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			v, err := c.Get(ctx, "c", loads.load)
			inside = v
			return errors.Join(err, context.Canceled)
		})
		require.ErrorIs(t, err, context.Canceled)
		require.EqualValues(t, inside+1, get("c"), "a rolled-back read is not kept")
		require.EqualValues(t, inside+1, get("c"))

		// A value read while a change is announced is not kept.
		v, err := c.Get(ctx, "d", func(ctx context.Context) (int64, error) {
			n, _ := loads.load(ctx)
			return n, h.Announce(ctx, d, "topic", "d")
		})
		require.NoError(t, err)
		require.Equal(t, v+1, get("d"))
	})
}

// A hub that does not hear (its listener not connected) keeps nothing.
func TestCacheKeepsNothingWhileNotHearing(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	h := NewHub(d, nil)
	c := NewCache[int64](h, "topic")
	var loads counter
	for want := int64(1); want <= 3; want++ {
		v, err := c.Get(context.Background(), "a", loads.load)
		require.NoError(t, err)
		require.Equal(t, want, v)
	}
}

// Two processes on one PostgreSQL: a change announced in one is forgotten
// by the other's caches once the notification arrives.
func TestChangesReachOtherProcesses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.Postgres(t)
	one, two := hub(t, d), hub(t, d)
	c := NewCache[int64](two, "workflows")
	var loads counter
	v, err := c.Get(ctx, "org|test", loads.load)
	require.NoError(t, err)
	require.EqualValues(t, 1, v)
	heard := two.Heard()
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return one.Announce(ctx, tx, "workflows", "org|test")
	}))
	waitFor(t, "the other process to hear", func() bool { return two.Heard() > heard })
	v, err = c.Get(ctx, "org|test", loads.load)
	require.NoError(t, err)
	require.EqualValues(t, 2, v, "read again")
}
