package ratelimit

import (
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// clock is a settable time for a table.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestReserveIsAtomic(t *testing.T) {
	t.Parallel()
	f := NewFailures(1.0/60, 5)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var taken []*Reservation
	refused := 0
	for range 40 {
		wg.Go(func() {
			r, err := f.Reserve("account:ada@example.com")
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				require.Equal(t, "rate_limited", errs.KeyOf(err))
				require.Positive(t, errs.As(err).RetryAfter)
				refused++
				return
			}
			taken = append(taken, r)
		})
	}
	wg.Wait()
	require.Len(t, taken, 5, "as many attempts as the burst are let through, however many come at once")
	require.Equal(t, 35, refused)

	taken[0].Release()
	taken[0].Release()
	_, err := f.Reserve("account:ada@example.com")
	require.NoError(t, err, "an attempt that did not fail gives its token back")
	_, err = f.Reserve("account:ada@example.com")
	require.Error(t, err, "once")
}

func TestFailuresRefill(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Unix(1_000_000, 0)}
	f := NewFailures(1.0/60, 2)
	f.t.now = c.now
	f.Fail("k")
	f.Fail("k")
	err := f.Check("k")
	require.Equal(t, 60, errs.As(err).RetryAfter, "one failure a minute")
	c.t = c.t.Add(45 * time.Second)
	require.Equal(t, 15, errs.As(f.Check("k")).RetryAfter)
	c.t = c.t.Add(15 * time.Second)
	require.NoError(t, f.Check("k"))
	f.Fail("k")
	require.Error(t, f.Check("k"))
	f.Forget("k")
	require.NoError(t, f.Check("k"), "forgotten: the whole burst again")
}

// A flood of new keys pushes out only the keys used least recently: a key
// that is refused (and so used) survives any number of keys seen once.
func TestFailuresForgetLeastRecentlyUsed(t *testing.T) {
	t.Parallel()
	f := newFailures(1.0/60, 1, 100)
	f.Fail("locked")
	for i := range 1000 {
		require.Error(t, f.Check("locked"), "after %d new keys", i)
		f.Fail("new:" + strconv.Itoa(i))
	}
	require.Equal(t, 100, f.t.keys.Len(), "bounded")

	// Checking keys never seen records nothing, and so pushes nothing out.
	f.Fail("quiet")
	for i := range 1000 {
		require.NoError(t, f.Check("unseen:"+strconv.Itoa(i)))
	}
	require.Error(t, f.Check("quiet"))

	// A key nobody has used while 100 others came is the one forgotten.
	for i := range 100 {
		f.Fail("more:" + strconv.Itoa(i))
	}
	require.NoError(t, f.Check("quiet"))
}

func TestLimiter(t *testing.T) {
	t.Parallel()
	require.Nil(t, New(0, 1), "0 turns limiting off")
	var off *Limiter
	require.NoError(t, off.Check("k"))
	l := New(1, 2)
	require.NoError(t, l.Check("k"))
	require.NoError(t, l.Check("k"))
	err := l.Check("k")
	require.Equal(t, "rate_limited", errs.KeyOf(err))
	require.Equal(t, 1, errs.As(err).RetryAfter)
	require.NoError(t, l.Check("other"))
}

func TestAddressKey(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"192.0.2.7", "192.0.2.7"},
		{"127.0.0.1", "127.0.0.1"},
		{"::ffff:192.0.2.7", "192.0.2.7"},
		{"2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"},
		{"2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"::1", "::/64"},
		{"", ""},
		{"not an address", "not an address"},
	} {
		require.Equal(t, c.want, AddressKey(c.in), c.in)
	}
}
