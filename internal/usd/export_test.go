package usd

import (
	"context"

	"github.com/meridianhq/meridian/internal/auth"
)

// CreateMany validates transfers and places them as one batch, as those
// that queued behind one in flight are.
func (s *Service) CreateMany(ctx context.Context, p auth.Principal, ins ...TransferInput) ([]*Transfer, []error) {
	ts := make([]*Transfer, len(ins))
	for i, in := range ins {
		t, err := s.newTransfer(ctx, p, in)
		if err != nil {
			panic(err)
		}
		ts[i] = t
	}
	return s.createMany(ctx, ts)
}
