// Package shared lets callers that ask for the same read while it runs
// share it: the console's figures, which several people of one
// organization may load at once, are read once for all of them.
package shared

import (
	"context"
	"fmt"
	"runtime/debug"

	"golang.org/x/sync/singleflight"
)

// Reads shares reads by key; the zero value is ready to use.
type Reads[V any] struct{ group singleflight.Group }

// Do returns read's value for key, sharing a read of key already running
// with its callers (they all get the same value: nobody may change it).
// A joining caller may so get a value read up to the read's duration
// before it asked. The read runs without the first caller's cancellation,
// for the others' sake; a caller whose ctx ends stops waiting at once.
// The key must name everything the read depends on (the organization and
// mode, the period). A read that panics fails its callers with an error
// instead: it runs on a goroutine of its own, where a panic would end the
// process.
func (r *Reads[V]) Do(ctx context.Context, key string, read func(context.Context) (V, error)) (V, error) {
	ch := r.group.DoChan(key, func() (v any, err error) {
		defer func() {
			if p := recover(); p != nil {
				v, err = nil, fmt.Errorf("shared read %q panicked: %v\n%s", key, p, debug.Stack())
			}
		}()
		return read(context.WithoutCancel(ctx))
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			var zero V
			return zero, res.Err
		}
		return res.Val.(V), nil
	case <-ctx.Done():
		var zero V
		return zero, ctx.Err()
	}
}
