// Package ratelimit limits requests per credential with a token bucket
// (golang.org/x/time/rate) per key. Limits are per process: with N processes
// behind a balancer a key may make up to N times the rate.
package ratelimit

import (
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/meridianhq/meridian/internal/errs"
)

// Limiter hands out a token bucket per key. A nil *Limiter allows everything.
type Limiter struct {
	limit rate.Limit
	burst int
	mu    sync.Mutex
	m     map[string]*rate.Limiter
}

// maxKeys bounds memory; past it, buckets start over full.
const maxKeys = 100_000

// New returns a limiter of perSecond requests with the given burst, or nil
// (no limit) when perSecond is 0.
func New(perSecond float64, burst int) *Limiter {
	if perSecond <= 0 {
		return nil
	}
	return &Limiter{limit: rate.Limit(perSecond), burst: burst, m: map[string]*rate.Limiter{}}
}

// Allow takes a token for key; when none is left it reports how long to wait.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	if l == nil {
		return true, 0
	}
	l.mu.Lock()
	b, ok := l.m[key]
	if !ok {
		if len(l.m) >= maxKeys {
			l.m = map[string]*rate.Limiter{}
		}
		b = rate.NewLimiter(l.limit, l.burst)
		l.m[key] = b
	}
	l.mu.Unlock()
	now := time.Now()
	r := b.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// Check takes a token for key, or returns the 429 rate_limited error
// telling how many whole seconds to wait.
func (l *Limiter) Check(key string) error {
	if ok, wait := l.Allow(key); !ok {
		return &errs.Error{Kind: errs.RateLimited, Key: "rate_limited", Message: "Too many requests; slow down",
			RetryAfter: max(1, int(math.Ceil(wait.Seconds())))}
	}
	return nil
}
