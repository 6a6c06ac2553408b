package shared_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/shared"
)

type result struct {
	v   *int
	err error
}

// Callers of one key while its read runs share it and its value; another
// key is read on its own at once; a caller that leaves stops waiting while
// the read goes on, uncancelled, for the others; an error reaches them all.
func TestReadsAreSharedByKey(t *testing.T) {
	var r shared.Reads[*int]
	var reads atomic.Int32
	started, release := make(chan struct{}), make(chan struct{})
	read := func(ctx context.Context) (*int, error) {
		n := int(reads.Add(1))
		if n == 1 {
			close(started)
			<-release
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
		}
		return &n, nil
	}
	do := func(ctx context.Context, results chan<- result) {
		v, err := r.Do(ctx, "org_a|test", read)
		results <- result{v, err}
	}
	recv := func(results <-chan result) result {
		t.Helper()
		select {
		case res := <-results:
			return res
		case <-time.After(10 * time.Second):
			t.Fatal("a caller got no answer")
			return result{}
		}
	}
	first, cancelFirst := context.WithCancel(context.Background())
	firstResult := make(chan result, 1)
	go do(first, firstResult)
	<-started
	results := make(chan result, 7)
	for range 7 {
		go do(context.Background(), results)
	}
	other, err := r.Do(context.Background(), "org_b|test", read)
	require.NoError(t, err)
	require.Equal(t, 2, *other, "another key does not wait")

	cancelFirst() // the first caller leaves: it returns at once
	res := recv(firstResult)
	require.ErrorIs(t, res.err, context.Canceled)
	time.Sleep(50 * time.Millisecond) // the others join the read
	close(release)
	joined := 0
	for range 7 {
		res := recv(results)
		require.NoError(t, res.err, "the read was not cancelled with its first caller")
		if *res.v == 1 {
			joined++
		}
	}
	require.Positive(t, joined, "callers shared the first read")
	require.Less(t, int(reads.Load()), 1+1+7)

	boom := errors.New("boom")
	_, err = r.Do(context.Background(), "org_a|test", func(context.Context) (*int, error) { return nil, boom })
	require.ErrorIs(t, err, boom)
	// A read that panics fails its callers; the process goes on.
	_, err = r.Do(context.Background(), "org_a|test", func(context.Context) (*int, error) { panic("kaboom") })
	require.ErrorContains(t, err, "kaboom")
}
