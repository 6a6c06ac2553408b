package events

import (
	"context"
	"sync"
	"time"

	"github.com/meridianhq/meridian/db"
)

// NotifyChannel is the PostgreSQL channel on which the log tells every
// process's broker that events were recorded (see announcer).
const NotifyChannel = "meridian_events"

// AnnounceWindow is the least time between two of a process's NOTIFYs on
// NotifyChannel: the commits of events within it share one.
const AnnounceWindow = 20 * time.Millisecond

// announcer tells the other processes, after a commit of events, that
// there are new ones to read: a NOTIFY of its own, outside the recording
// transaction, shared by every commit of this process within
// AnnounceWindow. A NOTIFY inside each transaction made its commit take a
// lock of the whole cluster, queue the notification and wake every backend
// that listens on any channel (each process's listener of changes, say),
// a few per cent of the verification flows' throughput. Sent this way a
// process's notifications are at most 50 a second, whatever its rate of
// events, and a subscriber in another process hears of an event about
// AnnounceWindow and a round trip later. A notification that is lost (the
// process stops first, the statement fails) delays the event until the
// broker's next poll; it never loses it.
type announcer struct {
	db *db.DB

	mu      sync.Mutex
	running bool // a goroutine is sending or waiting out the window
	pending bool // a commit came since the goroutine last began a NOTIFY
}

// announce is called after each commit of events: it has the goroutine
// that notifies begin one more NOTIFY, starting it if none runs.
func (a *announcer) announce() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.pending = true
	if !a.running {
		a.running = true
		go a.run()
	}
}

// run sends a NOTIFY for the commits that came before it begins, then
// waits out the window; it ends after a window without a commit. Every
// commit is thus followed by a NOTIFY begun after it.
func (a *announcer) run() {
	for {
		a.mu.Lock()
		if !a.pending {
			a.running = false
			a.mu.Unlock()
			return
		}
		a.pending = false
		a.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		a.db.ExecContext(ctx, "NOTIFY "+NotifyChannel) // lost: the brokers' polls find the events
		cancel()
		time.Sleep(AnnounceWindow)
	}
}
