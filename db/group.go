package db

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
)

// committer commits SQLite's transactions in groups. SQLite has one
// connection and one writer, so transactions wait for each other anyway;
// those that arrive while one runs are run together, one after the other,
// in one transaction, each inside a savepoint of its own, and committed
// once. A transaction whose function fails rolls back to its savepoint and
// fails alone; the others commit. Every member is answered after the
// group's commit, so nothing is acknowledged before it is stored. A
// transaction that finds none running starts at once, alone: grouping
// costs nothing without contention.
//
// Commits are what grouping saves: each writes the pages it changed to the
// write-ahead log, a system call per page, and a group's members share
// pages (the same table's last page, the same index's).
type committer struct {
	d       *DB
	mu      sync.Mutex
	queue   []*member
	running bool
	groups  atomic.Int64 // transactions committed or rolled back, for tests
}

// maxGroup caps a group, so that its first member does not wait for many.
const maxGroup = 16

type member struct {
	ctx      context.Context
	fn       func(ctx context.Context, tx bun.Tx) error
	hooks    *hooks
	err      error
	panicked any // what fn panicked with, panicked again in its caller's goroutine
	done     chan struct{}
}

// call runs the member's function, turning a panic into an error here (the
// caller panics with it again).
func (m *member) call(ctx context.Context, tx bun.Tx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			m.panicked, err = v, fmt.Errorf("db: transaction function panicked: %v", v)
		}
	}()
	return m.fn(ctx, tx)
}

// run runs fn as Tx does, in the next group.
func (c *committer) run(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	m := &member{ctx: ctx, fn: fn, done: make(chan struct{})}
	c.mu.Lock()
	c.queue = append(c.queue, m)
	start := !c.running
	c.running = true
	c.mu.Unlock()
	if start {
		go c.drain()
	}
	<-m.done
	if m.panicked != nil {
		panic(m.panicked)
	}
	if m.err != nil {
		return m.hooks.failed(m.err)
	}
	for _, f := range m.hooks.fns {
		f()
	}
	return nil
}

// drain commits groups until none waits.
func (c *committer) drain() {
	for {
		c.mu.Lock()
		if len(c.queue) == 0 {
			c.running = false
			c.mu.Unlock()
			return
		}
		n := min(len(c.queue), maxGroup)
		group := c.queue[:n:n]
		c.queue = append([]*member(nil), c.queue[n:]...)
		c.mu.Unlock()
		c.commit(group)
		c.groups.Add(1)
		for _, m := range group {
			close(m.done)
		}
	}
}

// commit runs a group's functions in one transaction and commits it,
// retrying the whole group a few times if the database is busy (another
// process holds it). A lone member runs as Tx runs it, without a savepoint.
func (c *committer) commit(group []*member) {
	for attempt := 1; ; attempt++ {
		err := c.d.DB.RunInTx(context.Background(), nil, func(tctx context.Context, tx bun.Tx) error {
			for _, m := range group {
				m.hooks = &hooks{}
				if m.err = m.ctx.Err(); m.err != nil {
					continue
				}
				if len(group) == 1 {
					m.err = m.call(context.WithValue(m.ctx, hooksKey{}, m.hooks), tx)
					return m.err
				}
				// A member's cancellation must not interrupt a statement:
				// SQLite would then roll back the whole group's transaction.
				mctx := context.WithValue(context.WithoutCancel(m.ctx), hooksKey{}, m.hooks)
				if _, err := tx.ExecContext(tctx, "SAVEPOINT member"); err != nil {
					return err
				}
				if m.err = m.call(mctx, tx); m.err != nil {
					if _, err := tx.ExecContext(tctx, "ROLLBACK TO member"); err != nil {
						return err
					}
				}
				if _, err := tx.ExecContext(tctx, "RELEASE member"); err != nil {
					return err
				}
			}
			return nil
		})
		if err == nil {
			return
		}
		if attempt < 5 && IsRetryable(err) {
			time.Sleep(time.Duration(attempt*attempt) * 5 * time.Millisecond)
			continue
		}
		for _, m := range group { // nothing of the group was stored
			if m.err == nil {
				m.err = err
			}
		}
		return
	}
}
