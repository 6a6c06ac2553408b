package docread

import (
	"context"
	"runtime"
)

// Pool bounds how many reads run at once: each holds a slot while it
// decodes and prepares an image or runs Tesseract (which is told to use one
// thread), so a pool of one slot per core keeps the machine busy without
// queueing work inside the operating system.
type Pool struct {
	slots chan struct{}
}

// NewPool returns a pool of size slots; size ≤ 0 means one per core
// (runtime.GOMAXPROCS).
func NewPool(size int) *Pool {
	if size <= 0 {
		size = runtime.GOMAXPROCS(0)
	}
	return &Pool{slots: make(chan struct{}, size)}
}

// Size returns how many slots the pool has.
func (p *Pool) Size() int { return cap(p.slots) }

// Acquire waits for a free slot, or for ctx to end (its error is
// returned). The caller must call release exactly once.
func (p *Pool) Acquire(ctx context.Context) (release func(), err error) {
	select {
	case p.slots <- struct{}{}:
		return func() { <-p.slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
