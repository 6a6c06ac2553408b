package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

type websocketKey struct{}

// subscriptions refuses a subscription outside a websocket (over GET or
// POST it would hold the request open until the first event) as a request
// error.
type subscriptions struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = subscriptions{}

func (subscriptions) ExtensionName() string                   { return "Subscriptions" }
func (subscriptions) Validate(graphql.ExecutableSchema) error { return nil }

func (subscriptions) MutateOperationContext(ctx context.Context, rc *graphql.OperationContext) *gqlerror.Error {
	if rc.Operation.Operation == ast.Subscription && ctx.Value(websocketKey{}) == nil {
		return &gqlerror.Error{
			Message:    "subscriptions need a websocket (graphql-transport-ws) connection to /graphql",
			Extensions: map[string]any{"code": "websocket_required"},
		}
	}
	return nil
}
