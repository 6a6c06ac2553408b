package resolvers

import (
	"context"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
)

// principal returns the authenticated caller; the HTTP and websocket
// transports put it in the context before any resolver runs.
func principal(ctx context.Context) (auth.Principal, error) {
	p, ok := auth.FromContext(ctx)
	if !ok {
		return p, errs.E(errs.Unauthenticated, "missing_api_key", "Authenticate with a secret key or a client token")
	}
	return p, nil
}

func modeOf(m auth.Mode) model.Mode {
	if m == auth.Live {
		return model.ModeLive
	}
	return model.ModeTest
}
