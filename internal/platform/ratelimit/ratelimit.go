// Package ratelimit limits requests per credential and failures per key
// (an account, a source network) with a token bucket per key. Limits are
// per process: with N processes behind a balancer a key may make up to N
// times the rate.
package ratelimit

import (
	"math"
	"net/netip"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// MaxKeys bounds the keys a limiter remembers. Past it, the key used least
// recently is forgotten (its bucket starts over full): a flood of new keys
// pushes out only keys nobody has used since, never one in use.
const MaxKeys = 100_000

// bucket is a key's tokens when last looked at.
type bucket struct {
	tokens float64
	at     time.Time
}

// table holds the token buckets of up to size keys, the least recently
// used forgotten first. A key without a bucket has a full one.
type table struct {
	perSecond, burst float64
	now              func() time.Time
	mu               sync.Mutex
	keys             *simplelru.LRU[string, *bucket]
}

func newTable(perSecond float64, burst, size int) *table {
	keys, err := simplelru.NewLRU[string, *bucket](size, nil)
	if err != nil {
		panic(err) // size is a constant above zero
	}
	return &table{perSecond: perSecond, burst: float64(burst), now: time.Now, keys: keys}
}

// lookup returns key's bucket filled up to now, marking the key used; a
// key without one gets one when create is set, and nil otherwise. The
// caller holds t.mu.
func (t *table) lookup(key string, now time.Time, create bool) *bucket {
	b, ok := t.keys.Get(key)
	switch {
	case ok:
		b.tokens = min(t.burst, b.tokens+now.Sub(b.at).Seconds()*t.perSecond)
		b.at = now
	case create:
		b = &bucket{tokens: t.burst, at: now}
		t.keys.Add(key, b)
	}
	return b
}

// wait is how long until a bucket of tokens has one whole token.
func (t *table) wait(tokens float64) time.Duration {
	return time.Duration((1 - tokens) / t.perSecond * float64(time.Second))
}

// take takes a token from key's bucket, or, when none is left, tells how
// long until one is.
func (t *table) take(key string) (bool, time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := t.lookup(key, t.now(), true)
	if b.tokens < 1 {
		return false, t.wait(b.tokens)
	}
	b.tokens--
	return true, 0
}

// check tells how long until key's bucket has a token (0: it has one),
// without making a bucket for a key that has none.
func (t *table) check(key string) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	if b := t.lookup(key, t.now(), false); b != nil && b.tokens < 1 {
		return t.wait(b.tokens)
	}
	return 0
}

// give puts a token back in key's bucket (up to its burst).
func (t *table) give(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if b := t.lookup(key, t.now(), false); b != nil {
		b.tokens = min(t.burst, b.tokens+1)
	}
}

// forget drops key's bucket: it starts over full.
func (t *table) forget(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.keys.Remove(key)
}

// limited is the 429 rate_limited error telling how many whole seconds to
// wait.
func limited(message string, wait time.Duration) *errs.Error {
	return &errs.Error{Kind: errs.RateLimited, Key: "rate_limited", Message: message, RetryAfter: RetryAfter(wait)}
}

// RetryAfter is a wait in whole seconds, at least one: what Retry-After
// says.
func RetryAfter(wait time.Duration) int {
	return max(1, int(math.Ceil(wait.Seconds())))
}

// Limiter hands out a token bucket per key. A nil *Limiter allows everything.
type Limiter struct{ t *table }

// New returns a limiter of perSecond requests with the given burst, or nil
// (no limit) when perSecond is 0.
func New(perSecond float64, burst int) *Limiter {
	if perSecond <= 0 {
		return nil
	}
	return &Limiter{t: newTable(perSecond, burst, MaxKeys)}
}

// Allow takes a token for key; when none is left it reports how long to wait.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	if l == nil {
		return true, 0
	}
	return l.t.take(key)
}

// Check takes a token for key, or returns the 429 rate_limited error
// telling how many whole seconds to wait.
func (l *Limiter) Check(key string) error {
	if ok, wait := l.Allow(key); !ok {
		return limited("Too many requests; slow down", wait)
	}
	return nil
}

// Failures limits failed authentications per key (a source network, an
// account): each failure takes a token from the key's bucket, and a key
// with none left is refused (429 rate_limited, with Retry-After) before its
// credential is even looked at, valid or not, until the bucket refills. A
// nil *Failures limits nothing.
//
// An attempt whose outcome takes time to judge (a password hash) is
// counted before it is judged (Reserve), so that attempts made at once
// cannot all pass a check made before any of them failed; one that did
// not fail gives its token back (Reservation.Release).
type Failures struct{ t *table }

// NewFailures allows burst failures at once and perSecond after that.
func NewFailures(perSecond float64, burst int) *Failures {
	return newFailures(perSecond, burst, MaxKeys)
}

func newFailures(perSecond float64, burst, size int) *Failures {
	if perSecond <= 0 {
		return nil
	}
	return &Failures{t: newTable(perSecond, burst, size)}
}

const failuresMessage = "Too many failed authentications; wait"

// Check refuses a key that has used up its failures. It records nothing
// for a key it has not seen.
func (f *Failures) Check(key string) error {
	if f == nil {
		return nil
	}
	if wait := f.t.check(key); wait > 0 {
		return limited(failuresMessage, wait)
	}
	return nil
}

// Fail records a failed authentication of key.
func (f *Failures) Fail(key string) {
	if f != nil {
		f.t.take(key)
	}
}

// Reserve counts a failure of key before the attempt is judged, in one
// step with the check: a key with no failure left is refused (429
// rate_limited, with Retry-After) and nothing is taken. Release the
// reservation when the attempt did not fail.
func (f *Failures) Reserve(key string) (*Reservation, error) {
	if f == nil {
		return nil, nil
	}
	if ok, wait := f.t.take(key); !ok {
		return nil, limited(failuresMessage, wait)
	}
	return &Reservation{t: f.t, key: key}, nil
}

// Forget clears key's failures: it starts over with its whole burst.
func (f *Failures) Forget(key string) {
	if f != nil {
		f.t.forget(key)
	}
}

// Reservation is a failure counted ahead of its attempt's outcome.
type Reservation struct {
	t        *table
	key      string
	released bool
}

// Release gives the failure back, once: the attempt did not fail. A nil
// *Reservation releases nothing.
func (r *Reservation) Release() {
	if r != nil && !r.released {
		r.released = true
		r.t.give(r.key)
	}
}

// AddressKey is the key failures from a source address are counted by:
// an IPv4 address itself (an IPv4-mapped IPv6 address as IPv4), an IPv6
// address its /64 network, which one subscriber usually holds whole (keyed
// by the full address, one network would have 2^64 buckets). Anything else
// is kept as it is.
func AddressKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.Unmap()
	if ip.Is4() {
		return ip.String()
	}
	return netip.PrefixFrom(ip.WithZone(""), 64).Masked().String()
}
