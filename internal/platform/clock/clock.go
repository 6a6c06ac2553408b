// Package clock holds a clock that tests set and move by hand. Every
// service takes its clock as a func() time.Time; a Manual's Now is one.
package clock

import (
	"sync"
	"time"
)

// Manual is a clock that moves only when told; it is safe for concurrent use.
type Manual struct {
	mu sync.Mutex
	t  time.Time
}

// NewManual returns a clock showing t.
func NewManual(t time.Time) *Manual { return &Manual{t: t} }

// Now is the time the clock shows.
func (c *Manual) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock by d.
func (c *Manual) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}
