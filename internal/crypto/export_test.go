package crypto

import (
	"context"

	"github.com/meridianhq/meridian/internal/auth"
)

// CreateMany validates withdrawals and places them as one batch, as those
// that queued behind one in flight are.
func (s *Service) CreateMany(ctx context.Context, p auth.Principal, ins ...WithdrawalInput) ([]*Withdrawal, []error) {
	ws := make([]*Withdrawal, len(ins))
	for i, in := range ins {
		w, err := s.newWithdrawal(p, in)
		if err != nil {
			panic(err)
		}
		ws[i] = w
	}
	return s.createMany(ctx, ws)
}
