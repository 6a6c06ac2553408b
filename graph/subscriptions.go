package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

type websocketKey struct{}

// subscriptions refuses a subscription outside a websocket (over GET or
// POST it would hold the request open until the first event) as a request
// error.
type subscriptions struct{}

func init() {
	// Request errors found before execution: 400 for
	// application/graphql-response+json (the spec fixer turns gqlgen's 422
	// into 200 for application/json).
	for _, code := range []string{"websocket_required", "query_too_deep", "COMPLEXITY_LIMIT_EXCEEDED"} {
		errcode.RegisterErrorType(code, errcode.KindProtocol)
	}
}

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
