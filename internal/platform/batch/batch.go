// Package batch applies requests that contend for one thing (an
// organization's wallets) together. A request that finds nothing in
// flight for its key runs at once, alone, as it would without batching;
// requests that arrive while one runs wait for it, then run as one batch
// (up to Max), and each gets its own result and error. Nothing waits on a
// timer: a batch forms only from the requests that queued behind work in
// flight, so without contention latency is unchanged, and with it the
// wait is bounded by the batch ahead.
package batch

import (
	"context"
	"fmt"
	"sync"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
)

// Lanes batches requests by key.
type Lanes[K comparable, In, Out any] struct {
	// Max caps a batch.
	Max int
	// One runs a request alone.
	One func(ctx context.Context, in In) (Out, error)
	// Many runs a batch of requests (two or more), answering each: outs
	// and errs are as long as ins. The batch's context ends with none of
	// its requests'; a request whose context ended before the batch began
	// is answered with its context's error, not run.
	Many func(ctx context.Context, ins []In) (outs []Out, errs []error)

	mu    sync.Mutex
	lanes map[K][]*waiter[In, Out] // the requests queued behind work in flight
}

type waiter[In, Out any] struct {
	ctx  context.Context
	in   In
	out  Out
	err  error
	done chan struct{}
}

// Do runs in for key, alone or in a batch, and returns its result.
func (l *Lanes[K, In, Out]) Do(ctx context.Context, key K, in In) (Out, error) {
	l.mu.Lock()
	if l.lanes == nil {
		l.lanes = map[K][]*waiter[In, Out]{}
	}
	if queue, busy := l.lanes[key]; busy {
		w := &waiter[In, Out]{ctx: ctx, in: in, done: make(chan struct{})}
		l.lanes[key] = append(queue, w)
		l.mu.Unlock()
		<-w.done
		return w.out, w.err
	}
	l.lanes[key] = nil // in flight, nobody queued yet
	l.mu.Unlock()
	out, err := l.One(ctx, in)
	if l.next(key) != nil {
		go l.drain(key)
	}
	return out, err
}

// next reports whether requests wait for key, and ends the lane when none does.
func (l *Lanes[K, In, Out]) next(key K) []*waiter[In, Out] {
	l.mu.Lock()
	defer l.mu.Unlock()
	queue := l.lanes[key]
	if len(queue) == 0 {
		delete(l.lanes, key)
	}
	return queue
}

// drain runs the queued requests of key in batches until none waits.
func (l *Lanes[K, In, Out]) drain(key K) {
	for {
		l.mu.Lock()
		queue := l.lanes[key]
		if len(queue) == 0 {
			delete(l.lanes, key)
			l.mu.Unlock()
			return
		}
		n := min(len(queue), max(l.Max, 1))
		batch := queue[:n:n]
		l.lanes[key] = append([]*waiter[In, Out](nil), queue[n:]...)
		l.mu.Unlock()
		l.run(batch)
	}
}

// run answers a batch: those whose context ended are answered with its
// error; a batch of one left runs alone.
func (l *Lanes[K, In, Out]) run(batch []*waiter[In, Out]) {
	defer func() {
		// A panic here has no request's goroutine to unwind: each waiter
		// of the batch gets it as its error.
		if v := recover(); v != nil {
			for _, w := range batch {
				w.err = fmt.Errorf("batch: panic: %v", v)
			}
		}
		for _, w := range batch {
			close(w.done)
		}
	}()
	live := batch[:0:0]
	for _, w := range batch {
		if w.err = w.ctx.Err(); w.err == nil {
			live = append(live, w)
		}
	}
	switch len(live) {
	case 0:
		return
	case 1:
		live[0].out, live[0].err = l.One(context.WithoutCancel(live[0].ctx), live[0].in)
		return
	}
	ins := make([]In, len(live))
	for i, w := range live {
		ins[i] = w.in
	}
	outs, errs := l.Many(context.Background(), ins)
	for i, w := range live {
		w.out, w.err = outs[i], errs[i]
	}
}

// Tenant is an organization's mode: the key under which its money
// movements contend for its wallets.
type Tenant struct {
	OrganizationID string
	Mode           caller.Mode
}

// TenantOf is the tenant of a caller.
func TenantOf(p caller.Principal) Tenant { return Tenant{p.OrganizationID, p.Mode} }

// Answer is what a batch of requests ins gets from one transaction that
// ran them together: with the transaction committed (err nil), each its
// own failure or itself; when the transaction failed with a unique
// violation, which one request can cause (a reference already taken),
// each runs alone through one, so that only its own request fails; with
// any other failure, every request fails with it.
func Answer[In any](ctx context.Context, ins []In, failed []error, err error, one func(context.Context, In) (In, error)) ([]In, []error) {
	outs, errs := make([]In, len(ins)), make([]error, len(ins))
	for i, in := range ins {
		switch {
		case err != nil && db.IsUniqueViolation(err):
			outs[i], errs[i] = one(ctx, in)
		case err != nil:
			errs[i] = err
		case failed[i] != nil:
			errs[i] = failed[i]
		default:
			outs[i] = in
		}
	}
	return outs, errs
}
