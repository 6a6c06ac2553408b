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

// Failures limits failed authentications per source address: each failure
// takes a token from the address's bucket, and an address with none left
// is refused (429 rate_limited, with Retry-After) before its credential is
// even looked at, valid or not, until the bucket refills. A nil *Failures
// limits nothing.
type Failures struct{ l *Limiter }

// NewFailures allows burst failures at once and perSecond after that.
func NewFailures(perSecond float64, burst int) *Failures {
	return &Failures{l: New(perSecond, burst)}
}

func (f *Failures) bucket(addr string) *rate.Limiter {
	f.l.mu.Lock()
	defer f.l.mu.Unlock()
	b, ok := f.l.m[addr]
	if !ok {
		if len(f.l.m) >= maxKeys {
			f.l.m = map[string]*rate.Limiter{}
		}
		b = rate.NewLimiter(f.l.limit, f.l.burst)
		f.l.m[addr] = b
	}
	return b
}

// Check refuses an address that has used up its failures.
func (f *Failures) Check(addr string) error {
	if f == nil || f.l == nil {
		return nil
	}
	b := f.bucket(addr)
	if tokens := b.TokensAt(time.Now()); tokens < 1 {
		wait := (1 - tokens) / float64(f.l.limit)
		return &errs.Error{Kind: errs.RateLimited, Key: "rate_limited", Message: "Too many failed authentications from this address; wait",
			RetryAfter: max(1, int(math.Ceil(wait)))}
	}
	return nil
}

// Fail records a failed authentication from addr.
func (f *Failures) Fail(addr string) {
	if f == nil || f.l == nil {
		return
	}
	f.bucket(addr).AllowN(time.Now(), 1)
}
