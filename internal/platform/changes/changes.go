// Package changes lets every process sharing a database keep settings it
// reads often (an organization's default workflow, its webhook endpoints)
// in memory, and forget them when they change anywhere.
//
// A change is announced in the transaction that makes it (Announce). On
// PostgreSQL that is a NOTIFY on the meridian_changes channel, which every
// process's Hub hears after the commit, on a connection of its own; the
// announcing process also forgets at once when its transaction commits. On
// SQLite, whose database one process owns, the announcement is that
// forgetting alone. A Cache keeps nothing while its Hub cannot hear (until
// its own greeting comes back on the listening connection, and after that
// connection ends), and every entry lives at most Backstop, the bound for a
// notification lost (the driver reconnects a broken listener by itself, and
// what was sent meanwhile is not heard). A change reaches another process's
// caches within the notification's delay: a few milliseconds on one machine.
package changes

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Channel is the PostgreSQL channel of announcements; a notification's
// payload is "topic|key".
const Channel = "meridian_changes"

// Hub delivers announcements to the caches of this process.
type Hub struct {
	db  *db.DB
	log *slog.Logger

	mu     sync.Mutex
	caches map[string][]forgetter // by topic
	// hearing is true while announcements reach this process (always on
	// SQLite; on PostgreSQL while the listener is connected).
	hearing atomic.Bool
	heard   atomic.Int64
}

type forgetter interface {
	forget(key string)
	forgetAll()
}

// NewHub returns the process's Hub over d; on PostgreSQL call Run.
func NewHub(d *db.DB, log *slog.Logger) *Hub {
	if log == nil {
		log = slog.Default()
	}
	h := &Hub{db: d, log: log, caches: map[string][]forgetter{}}
	h.hearing.Store(d.Engine != db.Postgres)
	return h
}

// Announce tells every process, once the transaction of ctx and idb
// commits, that what topic keeps under key changed.
func (h *Hub) Announce(ctx context.Context, idb bun.IDB, topic, key string) error {
	if h.db.Engine == db.Postgres {
		if _, err := idb.ExecContext(ctx, "SELECT pg_notify(?, ?)", Channel, topic+"|"+key); err != nil {
			return errs.Wrap(err, "announce a change")
		}
	}
	// Forgotten here at once, so that the announcing transaction reads its
	// own change, and again once it commits, so that nothing read meanwhile
	// by another transaction of this process outlives it.
	h.deliver(topic, key)
	db.AfterCommit(ctx, func() { h.deliver(topic, key) })
	return nil
}

// Hearing reports whether announcements reach this process now.
func (h *Hub) Hearing() bool { return h.hearing.Load() }

// Heard counts the announcements this process has heard from PostgreSQL.
func (h *Hub) Heard() int64 { return h.heard.Load() }

func (h *Hub) register(topic string, f forgetter) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.caches[topic] = append(h.caches[topic], f)
}

func (h *Hub) deliver(topic, key string) {
	h.mu.Lock()
	fs := h.caches[topic]
	h.mu.Unlock()
	for _, f := range fs {
		f.forget(key)
	}
}

func (h *Hub) forgetAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, fs := range h.caches {
		for _, f := range fs {
			f.forgetAll()
		}
	}
}

// Run listens for announcements until ctx ends (PostgreSQL; on SQLite it
// returns at once), reconnecting after a second when the connection fails.
func (h *Hub) Run(ctx context.Context) {
	if h.db.Engine != db.Postgres {
		return
	}
	for ctx.Err() == nil {
		ln := pgdriver.NewListener(h.db.DB)
		if err := ln.Listen(ctx, Channel); err != nil {
			ln.Close()
			if ctx.Err() == nil {
				h.log.Warn("listen for changes", "error", err)
			}
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
			continue
		}
		stop := context.AfterFunc(ctx, func() { ln.Close() })
		// LISTEN is sent, not yet known to be in effect: the process hears
		// once its own greeting comes back, and what was kept while it did
		// not hear may be stale. A notification the channel had no room
		// for is a change missed: everything is forgotten.
		ch := ln.Channel(pgdriver.WithChannelOverflowHandler(func(pgdriver.Notification) { h.forgetAll() }))
		hello := helloTopic + "|" + ids.New("hello")
		greeted := make(chan struct{})
		go h.greet(ctx, hello, greeted)
		for n := range ch {
			topic, key, _ := strings.Cut(n.Payload, "|")
			if topic == helloTopic { // another hub's greeting, or ours
				if n.Payload == hello && !h.hearing.Load() {
					close(greeted)
					h.forgetAll()
					h.hearing.Store(true)
				}
				continue
			}
			h.deliver(topic, key)
			h.heard.Add(1) // after the forgetting: who sees the count finds the change
		}
		if !h.hearing.Load() {
			close(greeted)
		}
		h.hearing.Store(false)
		h.forgetAll()
		stop()
		ln.Close()
	}
}

// greet sends the hub's greeting every 100 ms until it comes back (a
// LISTEN takes effect when the server has read it, which nothing
// acknowledges) or the hub stops listening.
func (h *Hub) greet(ctx context.Context, hello string, greeted <-chan struct{}) {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		if _, err := h.db.ExecContext(ctx, "SELECT pg_notify(?, ?)", Channel, hello); err != nil && ctx.Err() == nil {
			h.log.Warn("greet the listener of changes", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-greeted:
			return
		case <-tick.C:
		}
	}
}

// helloTopic is the topic of the greeting a hub sends itself when it
// starts listening.
const helloTopic = "hello"

// Backstop is how long a Cache keeps a value at most: what bounds the
// staleness of a value whose change's notification was lost.
const Backstop = 10 * time.Second

// Cache keeps values of one topic by key, for at most Backstop each, while
// its Hub hears announcements.
type Cache[V any] struct {
	hub     *Hub
	now     func() time.Time
	mu      sync.Mutex
	entries map[string]entry[V]
	// epoch counts what was forgotten, so that a value read before a
	// change is not kept after it.
	epoch uint64
}

type entry[V any] struct {
	v       V
	expires time.Time
}

// NewCache returns a cache of topic on h.
func NewCache[V any](h *Hub, topic string) *Cache[V] {
	c := &Cache[V]{hub: h, now: time.Now, entries: map[string]entry[V]{}}
	h.register(topic, c)
	return c
}

// Get returns the value kept for key, or loads it (and keeps it, unless a
// change was announced meanwhile or the hub is not hearing).
func (c *Cache[V]) Get(ctx context.Context, key string, load func(context.Context) (V, error)) (V, error) {
	if !c.hub.Hearing() {
		return load(ctx)
	}
	c.mu.Lock()
	e, ok := c.entries[key]
	epoch := c.epoch
	c.mu.Unlock()
	if ok && c.now().Before(e.expires) {
		return e.v, nil
	}
	v, err := load(ctx)
	if err != nil {
		return v, err
	}
	// Read inside a transaction, it is kept only once that commits.
	db.AfterCommit(ctx, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.epoch == epoch && c.hub.Hearing() {
			c.entries[key] = entry[V]{v: v, expires: c.now().Add(Backstop)}
		}
	})
	return v, nil
}

func (c *Cache[V]) forget(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.entries, key)
	c.epoch++
}

func (c *Cache[V]) forgetAll() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.entries)
	c.epoch++
}
