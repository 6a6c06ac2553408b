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
// that listens on any channel (each process's listener of changes, say):
// the verification flows, three commits of events each, ran 6 % faster
// without. Sent this way a process's notifications are at most 50 a
// second, whatever its rate of events, and a subscriber in another process
// hears of an event at most AnnounceWindow later. A notification that is
// lost (the process stops first, the statement fails) delays the event
// until the broker's next poll; it never loses it.
type announcer struct {
	db *db.DB

	mu      sync.Mutex
	running bool // a goroutine is sending or waiting out the window
	again   bool // a commit came after the last NOTIFY was begun
}

// announce is called after each commit of events: it starts the goroutine
// that notifies, or has the one running notify once more.
func (a *announcer) announce() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.running {
		a.again = true
		return
	}
	a.running = true
	go a.run()
}

// run sends a NOTIFY, waits out the window, and sends another when a
// commit came meanwhile; it ends after a window without one.
func (a *announcer) run() {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		a.db.ExecContext(ctx, "NOTIFY "+NotifyChannel) // lost: the brokers' polls find the events
		cancel()
		time.Sleep(AnnounceWindow)
		a.mu.Lock()
		if !a.again {
			a.running = false
			a.mu.Unlock()
			return
		}
		a.again = false
		a.mu.Unlock()
	}
}
