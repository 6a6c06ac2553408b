package payout

import "context"

// CreateMany places payouts as one batch, as those that queued behind one
// in flight are.
func (l *Lifecycle[T]) CreateMany(ctx context.Context, payouts []T) ([]T, []error) {
	return l.many(ctx, payouts)
}
