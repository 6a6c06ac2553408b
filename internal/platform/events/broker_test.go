package events_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

type sink struct {
	mu     sync.Mutex
	got    []string
	reason string
	full   bool
}

func (s *sink) deliver(e *events.Event) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.full {
		return false
	}
	s.got = append(s.got, e.Type)
	return true
}

func (s *sink) closed(reason string) {
	s.mu.Lock()
	s.reason = reason
	s.mu.Unlock()
}

func (s *sink) snapshot() ([]string, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string{}, s.got...), s.reason
}

func subscribe(t *testing.T, b *events.Broker, p auth.Principal, f events.Filter, s *sink) *events.Subscription {
	t.Helper()
	sub, err := b.Subscribe(context.Background(), p, f, s.deliver, s.closed, nil)
	require.NoError(t, err)
	return sub
}

// testPrincipal is the test mode of a new organization.
func testPrincipal(t *testing.T, d *db.DB) auth.Principal {
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), "acme")
	require.NoError(t, err)
	return auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
}

// newBroker returns a broker reading every 20 ms (not yet running), a log
// waking it, and the test mode of a new organization.
func newBroker(t *testing.T, d *db.DB) (auth.Principal, *events.Broker, *events.Log) {
	b := events.NewBroker(d, nil)
	b.PollInterval = 20 * time.Millisecond
	return testPrincipal(t, d), b, events.NewLog(d, b)
}

func TestBrokerDeliversCommittedEventsOnlyAndDropsSlowSubscribers(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		p, b, log := newBroker(t, d)
		bctx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { b.Run(bctx); close(done) }()

		all, money, slow := &sink{}, &sink{}, &sink{full: true}
		subscribe(t, b, p, events.Filter{}, all)
		subscribe(t, b, p, events.Filter{Types: []string{"fx.*"}}, money)
		subscribe(t, b, p, events.Filter{}, slow)
		other := &sink{}
		subscribe(t, b, auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Live}, events.Filter{}, other)

		record := func(typ string, commit bool) {
			d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				_, err := log.Record(ctx, tx, p, typ, "obj_1", map[string]any{})
				require.NoError(t, err)
				if !commit {
					return context.Canceled
				}
				return nil
			})
		}
		record("verification.started", true)
		record("fx.exchange.completed", false) // rolled back: never streamed
		record("fx.exchange.completed", true)
		require.Eventually(t, func() bool { got, _ := all.snapshot(); return len(got) == 2 }, 5*time.Second, 10*time.Millisecond)
		got, _ := all.snapshot()
		require.Equal(t, []string{"verification.started", "fx.exchange.completed"}, got)
		got, _ = money.snapshot()
		require.Equal(t, []string{"fx.exchange.completed"}, got)
		_, reason := slow.snapshot()
		require.Equal(t, events.DropSlow, reason)
		got, _ = other.snapshot()
		require.Empty(t, got, "live subscribers never see test events")
		require.Equal(t, 3, b.Subscribers())

		cancel()
		<-done
		_, reason = all.snapshot()
		require.Equal(t, events.Shutdown, reason)
		require.Zero(t, b.Subscribers())
	})
}

// On PostgreSQL the broker holds a listener only while it has subscribers
// (and ListenIdle after the last one leaves).
func TestBrokerListensOnlyWithSubscribers(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	b := events.NewBroker(d, nil)
	b.ListenIdle = 50 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { b.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	time.Sleep(100 * time.Millisecond)
	require.False(t, b.Listening(), "no subscriber, no listener")
	p := auth.Principal{OrganizationID: "org_1", Mode: auth.Test}
	s := &sink{}
	sub := subscribe(t, b, p, events.Filter{}, s)
	require.Eventually(t, b.Listening, 5*time.Second, 10*time.Millisecond)
	b.Unsubscribe(sub, events.Unsubscribed)
	require.Eventually(t, func() bool { return !b.Listening() }, 5*time.Second, 10*time.Millisecond)
	sub = subscribe(t, b, p, events.Filter{}, s)
	require.Eventually(t, b.Listening, 5*time.Second, 10*time.Millisecond, "listens again for a new subscriber")
	b.Unsubscribe(sub, events.Unsubscribed)
}

// notified subscribes to every event of p through a broker of its own on
// PostgreSQL that reads only when a NOTIFY wakes it, and returns what it
// receives once it listens.
func notified(t *testing.T, d *db.DB, p auth.Principal) *sink {
	t.Helper()
	b := events.NewBroker(d, nil)
	b.PollInterval = time.Hour
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { b.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	s := &sink{}
	subscribe(t, b, p, events.Filter{}, s)
	require.Eventually(t, b.Listening, 5*time.Second, 10*time.Millisecond)
	return s
}

// On PostgreSQL a commit in another process (here a log that wakes no
// broker of this process) reaches this broker's subscribers through the
// NOTIFY the log sends after its commits, long before the broker's next
// poll.
func TestBrokerHearsOtherProcessesCommits(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	p := testPrincipal(t, d)
	s := notified(t, d, p)

	elsewhere := events.NewLog(d, nil)
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := elsewhere.Record(ctx, tx, p, "verification.started", "ses_1", map[string]any{})
		return err
	}))
	_, err := elsewhere.Record(ctx, d, p, "verification.processing", "ses_1", map[string]any{}) // outside a transaction
	require.NoError(t, err)
	require.Eventually(t, func() bool { got, _ := s.snapshot(); return len(got) == 2 }, 5*time.Second, 10*time.Millisecond)
	got, _ := s.snapshot()
	require.Equal(t, []string{"verification.started", "verification.processing"}, got)
}

// Another process's commits in quick succession share their NOTIFYs (at
// most one each AnnounceWindow), and the last commit is still announced:
// a broker that reads only when notified gets every event.
func TestAnnouncementsAreShared(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	p := testPrincipal(t, d)
	s := notified(t, d, p)

	// A listener of its own counts the notifications; it hears from the
	// moment its own NOTIFY comes back.
	ln := pgdriver.NewListener(d.DB)
	defer ln.Close()
	require.NoError(t, ln.Listen(ctx, events.NotifyChannel))
	heard := ln.Channel()
	require.Eventually(t, func() bool {
		if _, err := d.ExecContext(ctx, "NOTIFY "+events.NotifyChannel); err != nil {
			return false
		}
		select {
		case <-heard:
			return true
		case <-time.After(50 * time.Millisecond):
			return false
		}
	}, 5*time.Second, time.Millisecond)
	time.Sleep(100 * time.Millisecond)
	for len(heard) > 0 {
		<-heard
	}

	elsewhere := events.NewLog(d, nil)
	const n = 60
	start := time.Now()
	for i := range n {
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := elsewhere.Record(ctx, tx, p, "verification.started", fmt.Sprintf("ses_%d", i), map[string]any{})
			return err
		}))
	}
	elapsed := time.Since(start)
	require.Eventually(t, func() bool { got, _ := s.snapshot(); return len(got) == n }, 5*time.Second, 10*time.Millisecond,
		"every event reached the broker, the last commit's included")
	time.Sleep(5 * events.AnnounceWindow)
	notifications := len(heard)
	require.GreaterOrEqual(t, notifications, 1)
	require.LessOrEqual(t, notifications, int(elapsed/events.AnnounceWindow)+2,
		"%d notifications for %d commits in %v", notifications, n, elapsed)
}

// RecordAll writes its events in order in one statement and runs each hook
// once with all of them; a hook's read through the batch comes after the
// insert.
func TestRecordAllRunsHooksOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		p := testPrincipal(t, d)
		log := events.NewLog(d, nil)
		var calls [][]string
		var seen int
		log.OnRecord(func(ctx context.Context, b *db.Batch, evs []*events.Event) error {
			var types []string
			for _, e := range evs {
				types = append(types, e.Type)
			}
			calls = append(calls, types)
			return b.Scan(ctx, b.IDB().NewSelect().Table("events").ColumnExpr("count(*)").Where("object_id = ?", "ses_1"), &seen)
		})
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := log.RecordAll(ctx, tx, p, events.Pending{Type: "verification.approved", ObjectID: "ses_1"},
				events.Pending{Type: "verification.completed", ObjectID: "ses_1"})
			return err
		}))
		require.Equal(t, [][]string{{"verification.approved", "verification.completed"}}, calls)
		require.Equal(t, 2, seen, "the hook read after the insert")
		var types []string
		require.NoError(t, d.NewSelect().Table("events").Column("type").Where("object_id = ?", "ses_1").
			OrderExpr("created_at, id").Scan(ctx, &types))
		require.Equal(t, []string{"verification.approved", "verification.completed"}, types)
	})
}

// A subscription gets only the events recorded after it starts, even those
// the broker had not read yet when it started; its ready runs before any
// of them is delivered, and a failing ready ends it.
func TestSubscriptionStartsAfterEarlierEvents(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		p, b, log := newBroker(t, d)
		record := func(typ string) {
			require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				_, err := log.Record(ctx, tx, p, typ, "obj_1", map[string]any{})
				return err
			}))
		}
		// Recorded before the broker has read anything: its first read
		// will see them, and must not hand them to the new subscriber.
		record("verification.started")
		record("verification.processing")

		s := &sink{}
		var readyRan bool
		_, err := b.Subscribe(ctx, p, events.Filter{}, func(e *events.Event) bool {
			require.True(t, readyRan, "ready comes before any event")
			return s.deliver(e)
		}, s.closed, func() error { readyRan = true; return nil })
		require.NoError(t, err)
		bad := &sink{}
		_, err = b.Subscribe(ctx, p, events.Filter{}, bad.deliver, bad.closed, func() error { return context.DeadlineExceeded })
		require.ErrorIs(t, err, context.DeadlineExceeded)
		_, reason := bad.snapshot()
		require.Equal(t, events.Unsubscribed, reason)
		require.Equal(t, 1, b.Subscribers())

		bctx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { b.Run(bctx); close(done) }()
		defer func() { cancel(); <-done }()
		record("verification.approved")
		require.Eventually(t, func() bool { got, _ := s.snapshot(); return len(got) == 1 }, 5*time.Second, 10*time.Millisecond)
		time.Sleep(100 * time.Millisecond) // later reads add nothing
		got, _ := s.snapshot()
		require.Equal(t, []string{"verification.approved"}, got)
	})
}

// A subscription is counted once its start is fixed, and from then on
// receives every event recorded: one recorded while the start is being
// read may be before it, so the subscription is not counted yet.
func TestCountedSubscriptionMissesNoLaterEvent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		hold := events.NewHoldEventsRead("")
		d.AddQueryHook(hold)
		p, b, log := newBroker(t, d)
		record := func(typ string) {
			require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				_, err := log.Record(ctx, tx, p, typ, "obj_1", map[string]any{})
				return err
			}))
		}

		s := &sink{}
		subscribed := make(chan error, 1)
		go func() {
			_, err := b.Subscribe(ctx, p, events.Filter{}, s.deliver, s.closed, nil)
			subscribed <- err
		}()
		<-hold.Reached // Subscribe reads its start
		require.Zero(t, b.Subscribers(), "not counted while its start is read")
		record("verification.started") // before the start
		close(hold.Release)
		require.NoError(t, <-subscribed)
		require.Equal(t, 1, b.Subscribers())

		bctx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { b.Run(bctx); close(done) }()
		defer func() { cancel(); <-done }()
		record("verification.cancelled") // after it was counted
		require.Eventually(t, func() bool { got, _ := s.snapshot(); return len(got) == 1 }, 5*time.Second, 10*time.Millisecond)
		time.Sleep(100 * time.Millisecond) // later reads add nothing
		got, _ := s.snapshot()
		require.Equal(t, []string{"verification.cancelled"}, got)
	})
}
