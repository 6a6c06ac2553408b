package fx

import (
	"context"

	"github.com/meridianhq/meridian/internal/platform/auth"
)

// ExecuteMany executes the quotes of references as one batch, as exchanges
// that queued behind one in flight are.
func (s *Service) ExecuteMany(ctx context.Context, p auth.Principal, references ...string) ([]*Exchange, []error) {
	in := make([]execution, len(references))
	for i, r := range references {
		in[i] = execution{p: p, reference: r}
	}
	return s.executeMany(ctx, in)
}
