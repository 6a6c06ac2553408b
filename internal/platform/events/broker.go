package events

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
)

// Broker streams committed events to subscribers in this process. It reads
// new events from the log whenever it is woken — by a commit in this
// process, or on PostgreSQL by a NOTIFY from any process — and every
// PollInterval regardless, so a notification lost across a reconnect delays
// an event but never loses it. It re-reads a short window back and skips
// events already sent, so an event whose transaction committed late is
// still delivered, once.
type Broker struct {
	db  *db.DB
	log *slog.Logger
	// events renders the payloads of what it streams (the log that wakes
	// it; NewLog sets it).
	events *Log
	// PollInterval is how often it reads without being woken (default 1s).
	PollInterval time.Duration
	// Lookback is how far back each read reaches (default 5s).
	Lookback time.Duration

	wake chan struct{}
	// busy is signalled when the first subscriber arrives.
	busy chan struct{}
	// ListenIdle is how long the PostgreSQL listener stays connected after
	// the last subscriber leaves (default 30s).
	ListenIdle time.Duration

	mu         sync.Mutex
	subs       map[string]map[*Subscription]struct{} // by organization and mode
	count      int
	idleTimer  *time.Timer
	stopListen context.CancelFunc // ends the current listener; nil when not listening
	seen       map[string]time.Time
	cursor     time.Time
}

// Subscription is one subscriber's interest.
type Subscription struct {
	key     string
	filter  Filter
	deliver func(*Event) bool
	closed  func(reason string)
	// skip holds the events recorded before the subscription started,
	// which it never receives; while warming, matching events wait in
	// pending until skip is known.
	skip     map[string]struct{}
	skipLast time.Time // the newest skipped event's time
	warming  bool
	pending  []*Event
}

// NewBroker returns a Broker; call Run to start it.
func NewBroker(d *db.DB, log *slog.Logger) *Broker {
	if log == nil {
		log = slog.Default()
	}
	return &Broker{db: d, log: log, PollInterval: time.Second, Lookback: 5 * time.Second, wake: make(chan struct{}, 1),
		busy: make(chan struct{}, 1), ListenIdle: 30 * time.Second,
		subs: map[string]map[*Subscription]struct{}{}, seen: map[string]time.Time{}, cursor: time.Now().UTC()}
}

// Wake asks the broker to read new events now.
func (b *Broker) Wake() {
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// Reasons a subscription ends.
const (
	// DropSlow is given to a subscriber that did not keep up.
	DropSlow = "slow consumer: events were arriving faster than they were read"
	// Shutdown is given to every subscriber when the broker stops.
	Shutdown = "server shutting down"
	// Unsubscribed is given when the subscriber itself leaves.
	Unsubscribed = "unsubscribed"
)

// Subscribe calls deliver, from the broker's goroutine, for each event of
// the principal's organization and mode that passes f and is recorded
// after the subscription starts: events already in the log when Subscribe
// returns are never delivered, even those the broker has not read yet.
// deliver must not block: when it returns false the subscriber is
// dropped, and closed is called with DropSlow. closed is called exactly
// once, also on Unsubscribe.
//
// The start is a read of the log: the subscription is registered first
// (holding what arrives meanwhile), then the ids of the recent events of
// its organization and mode that pass f are read — those are skipped —,
// then ready (when not nil) runs, and what was held is delivered unless
// skipped. So nothing recorded after the read is missed, and nothing
// recorded before it is sent, whatever the processes' clocks say; ready,
// which may read the state those events left (a session as it is), is sent
// before any of them. Subscribers counts the subscription only from the
// end of that read: an event recorded while it runs may be before the
// start.
//
// Of the events read, the subscription keeps only those the broker has not
// read yet: the others were dispatched before it registered, and the
// broker hands out an event once, or while it was held, and those are
// settled here. So an open subscription costs a few ids at most, not one
// for each of its organization's recent events.
func (b *Broker) Subscribe(ctx context.Context, p caller.Principal, f Filter, deliver func(*Event) bool, closed func(reason string),
	ready func() error) (*Subscription, error) {
	s := &Subscription{key: p.OrganizationID + "|" + string(p.Mode), filter: f, deliver: deliver, closed: closed, warming: true}
	b.mu.Lock()
	if b.subs[s.key] == nil {
		b.subs[s.key] = map[*Subscription]struct{}{}
	}
	b.subs[s.key][s] = struct{}{}
	if b.count++; b.count == 1 {
		if b.idleTimer != nil {
			b.idleTimer.Stop()
		}
		select {
		case b.busy <- struct{}{}:
		default:
		}
	}
	since := b.cursor.Add(-2 * b.Lookback)
	b.mu.Unlock()
	var existing []Event
	var err error
	if b.db != nil { // a broker with no log (in tests) has nothing to skip
		q := b.db.NewSelect().Model(&existing).Column("id", "created_at").Where("organization_id = ? AND mode = ? AND created_at >= ?",
			p.OrganizationID, p.Mode, since)
		err = f.apply(q).Scan(ctx) // what f refuses is never offered: no need to skip it
	}
	if err == nil && ready != nil {
		err = ready()
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if err != nil {
		b.remove(s, Unsubscribed)
		return nil, err
	}
	var before map[string]struct{} // every event read, for those held meanwhile
	if len(s.pending) > 0 {
		before = make(map[string]struct{}, len(existing))
	}
	for _, e := range existing {
		if before != nil {
			before[e.ID] = struct{}{}
		}
		if _, read := b.seen[e.ID]; read {
			continue // dispatched already: before the subscription, or held in pending
		}
		if s.skip == nil {
			s.skip = map[string]struct{}{}
		}
		s.skip[e.ID] = struct{}{}
		if e.CreatedAt.After(s.skipLast) {
			s.skipLast = e.CreatedAt
		}
	}
	s.warming = false
	for _, e := range s.pending {
		if _, old := before[e.ID]; !old && !s.deliver(e) {
			b.remove(s, DropSlow)
			break
		}
	}
	s.pending = nil
	return s, nil
}

// offer gives a subscription an event; false when it could not keep up.
// b.mu is held.
func (s *Subscription) offer(e *Event) bool {
	if !s.filter.Matches(e) {
		return true
	}
	if s.warming {
		s.pending = append(s.pending, e)
		return true
	}
	if _, old := s.skip[e.ID]; old {
		return true
	}
	return s.deliver(e)
}

// Unsubscribe ends a subscription (and calls its closed with reason).
func (b *Broker) Unsubscribe(s *Subscription, reason string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.remove(s, reason)
}

func (b *Broker) remove(s *Subscription, reason string) {
	set := b.subs[s.key]
	if _, ok := set[s]; !ok {
		return
	}
	delete(set, s)
	if len(set) == 0 {
		delete(b.subs, s.key)
	}
	if b.count--; b.count == 0 {
		b.idleLater()
	}
	s.closed(reason)
}

// idleLater ends the listener after ListenIdle unless a subscriber has come
// by then. b.mu is held.
func (b *Broker) idleLater() {
	stop := b.stopListen
	if stop == nil {
		return
	}
	if b.idleTimer != nil {
		b.idleTimer.Stop()
	}
	b.idleTimer = time.AfterFunc(b.ListenIdle, func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.count == 0 {
			stop()
		}
	})
}

// Subscribers counts the open subscriptions whose start is fixed: each one
// counted receives every event recorded from then on. One still reading its
// start (in Subscribe) is not counted yet.
func (b *Broker) Subscribers() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, set := range b.subs {
		for s := range set {
			if !s.warming {
				n++
			}
		}
	}
	return n
}

// Run reads and dispatches events until ctx ends, then closes every
// subscription.
func (b *Broker) Run(ctx context.Context) {
	if b.db.Engine == db.Postgres {
		go b.listen(ctx)
	}
	t := time.NewTicker(b.PollInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			b.mu.Lock()
			for _, set := range b.subs {
				for s := range set {
					b.remove(s, Shutdown)
				}
			}
			b.mu.Unlock()
			return
		case <-b.wake:
		case <-t.C:
		}
		if err := b.poll(ctx); err != nil && ctx.Err() == nil {
			b.log.Warn("read new events", "error", err)
		}
	}
}

// listen turns PostgreSQL notifications into wake-ups, reconnecting as
// needed, while this process has subscribers (and ListenIdle after the
// last one leaves): a process that nobody follows is not woken for every
// event of every process.
func (b *Broker) listen(ctx context.Context) {
	for ctx.Err() == nil {
		if !b.awaitSubscribers(ctx) {
			return
		}
		ln := pgdriver.NewListener(b.db.DB)
		if err := ln.Listen(ctx, NotifyChannel); err != nil {
			ln.Close()
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
			continue
		}
		lctx, cancel := context.WithCancel(ctx)
		b.mu.Lock()
		b.stopListen = cancel
		if b.count == 0 { // the subscribers left while it connected
			b.idleLater()
		}
		b.mu.Unlock()
		stop := context.AfterFunc(lctx, func() { ln.Close() })
		b.Wake() // anything sent while not listening
		for range ln.Channel() {
			b.Wake()
		}
		stop()
		ln.Close()
		b.mu.Lock()
		b.stopListen = nil
		b.mu.Unlock()
		cancel()
	}
}

// awaitSubscribers waits until the broker has a subscriber; false when ctx
// ends first.
func (b *Broker) awaitSubscribers(ctx context.Context) bool {
	for {
		b.mu.Lock()
		n := b.count
		b.mu.Unlock()
		if n > 0 {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-b.busy:
		}
	}
}

// Listening reports whether the broker holds a PostgreSQL listener.
func (b *Broker) Listening() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.stopListen != nil
}

func (b *Broker) poll(ctx context.Context) error {
	b.mu.Lock()
	orgs := make([]string, 0, len(b.subs))
	for key := range b.subs {
		org, _, _ := strings.Cut(key, "|")
		orgs = append(orgs, org)
	}
	since := b.cursor.Add(-b.Lookback)
	b.mu.Unlock()
	now := time.Now().UTC()
	if len(orgs) == 0 {
		b.mu.Lock()
		b.cursor = now
		b.mu.Unlock()
		return nil
	}
	var evs []*Event
	err := b.db.NewSelect().Model(&evs).Where("created_at >= ?", since).Where("organization_id IN (?)", bun.In(orgs)).
		Order("created_at", "id").Limit(5000).Scan(ctx)
	if err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range evs {
		if _, dup := b.seen[e.ID]; dup {
			continue
		}
		b.seen[e.ID] = e.CreatedAt
		if e.CreatedAt.After(b.cursor) {
			b.cursor = e.CreatedAt
		}
		subs := b.subs[e.OrganizationID+"|"+string(e.Mode)]
		if len(subs) == 0 {
			continue
		}
		if b.events != nil {
			if err := b.events.Payloads(e); err != nil {
				b.log.Error("event not streamed", "event_id", e.ID, "error", err)
				continue
			}
		}
		for s := range subs {
			if !s.offer(e) {
				b.remove(s, DropSlow)
			}
		}
	}
	if len(evs) == 0 && now.Add(-b.Lookback).After(b.cursor) {
		b.cursor = now.Add(-b.Lookback)
	}
	for id, at := range b.seen {
		if at.Before(b.cursor.Add(-2 * b.Lookback)) {
			delete(b.seen, id)
		}
	}
	// Once the reads no longer reach back to the newest event a
	// subscription skips, it needs its skip set no more.
	for _, set := range b.subs {
		for s := range set {
			if s.skip != nil && b.cursor.Add(-b.Lookback).After(s.skipLast) {
				s.skip = nil
			}
		}
	}
	return nil
}
