package batch

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// probe records the batches that ran; request 0 holds its lane until hold
// is closed. The lanes double numbers, and fail on negative ones.
type probe struct {
	mu      sync.Mutex
	batches [][]int
	hold    chan struct{}
	started chan struct{}
}

func newLanes(p *probe, max int) *Lanes[string, int, int] {
	return &Lanes[string, int, int]{
		Max: max,
		One: func(_ context.Context, in int) (int, error) {
			if in == 0 {
				close(p.started)
				<-p.hold
			}
			return 2 * in, nil
		},
		Many: func(_ context.Context, ins []int) ([]int, []error) {
			p.mu.Lock()
			p.batches = append(p.batches, append([]int(nil), ins...))
			p.mu.Unlock()
			outs, errs := make([]int, len(ins)), make([]error, len(ins))
			for i, in := range ins {
				if in < 0 {
					errs[i] = fmt.Errorf("negative %d", in)
					continue
				}
				if in == 99 {
					panic("ninety-nine")
				}
				outs[i] = 2 * in
			}
			return outs, errs
		},
	}
}

func TestLanes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("without contention a request runs alone, at once", func(t *testing.T) {
		p := &probe{}
		l := newLanes(p, 10)
		for i := 1; i <= 3; i++ {
			out, err := l.Do(ctx, "acme", i)
			require.NoError(t, err)
			require.Equal(t, 2*i, out)
		}
		require.Empty(t, p.batches)
	})

	// run holds the lane of "acme" with request 0, queues ins behind it,
	// releases it and returns each queued request's answer.
	run := func(t *testing.T, p *probe, l *Lanes[string, int, int], ctxs []context.Context, ins ...int) ([]int, []error) {
		p.hold, p.started = make(chan struct{}), make(chan struct{})
		var wg sync.WaitGroup
		wg.Go(func() { l.Do(ctx, "acme", 0) })
		<-p.started
		outs, errs := make([]int, len(ins)), make([]error, len(ins))
		for i, in := range ins {
			wg.Go(func() { outs[i], errs[i] = l.Do(ctxs[i], "acme", in) })
			require.Eventually(t, func() bool { // queued in order
				l.mu.Lock()
				defer l.mu.Unlock()
				return len(l.lanes["acme"]) == i+1
			}, 5*time.Second, time.Millisecond)
		}
		other, err := l.Do(ctx, "globex", 7) // another key does not wait
		require.NoError(t, err)
		require.Equal(t, 14, other)
		close(p.hold)
		wg.Wait()
		return outs, errs
	}
	background := func(n int) []context.Context {
		out := make([]context.Context, n)
		for i := range out {
			out[i] = ctx
		}
		return out
	}

	t.Run("requests queued behind one in flight run as batches of at most Max, each answered", func(t *testing.T) {
		p := &probe{}
		l := newLanes(p, 3)
		outs, errs := run(t, p, l, background(5), 1, -2, 3, 4, 5)
		require.Equal(t, [][]int{{1, -2, 3}, {4, 5}}, p.batches)
		require.Equal(t, []int{2, 0, 6, 8, 10}, outs)
		require.NoError(t, errs[0])
		require.EqualError(t, errs[1], "negative -2")
	})

	t.Run("a request whose context ended is answered with its error and not run", func(t *testing.T) {
		p := &probe{}
		l := newLanes(p, 10)
		done, cancel := context.WithCancel(ctx)
		cancel()
		ctxs := background(3)
		ctxs[1] = done
		outs, errs := run(t, p, l, ctxs, 1, 2, 3)
		require.Equal(t, [][]int{{1, 3}}, p.batches)
		require.Equal(t, []int{2, 0, 6}, outs)
		require.True(t, errors.Is(errs[1], context.Canceled))
	})

	t.Run("a panic in a batch is every request's error", func(t *testing.T) {
		p := &probe{}
		l := newLanes(p, 10)
		_, errs := run(t, p, l, background(2), 1, 99)
		require.ErrorContains(t, errs[0], "ninety-nine")
		require.ErrorContains(t, errs[1], "ninety-nine")
		out, err := l.Do(ctx, "acme", 4) // the lane is free again
		require.NoError(t, err)
		require.Equal(t, 8, out)
	})
}
