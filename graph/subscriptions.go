package graph

import (
	"context"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

type (
	endKey       struct{}
	websocketKey struct{}
)

// subscriptionEnd holds why the server ended a subscription.
type subscriptionEnd struct {
	err atomic.Pointer[gqlerror.Error]
}

// EndSubscription records why the server is ending the subscription whose
// resolver got ctx, to be sent to the client as an error message instead of
// a plain complete. It may be called from any goroutine, before the
// subscription's channel is closed.
func EndSubscription(ctx context.Context, err *gqlerror.Error) {
	if end, ok := ctx.Value(endKey{}).(*subscriptionEnd); ok {
		end.err.Store(err)
	}
}

// subscriptions refuses a subscription outside a websocket (over GET or
// POST it would hold the request open until the first event) as a request
// error, and hands each websocket subscription a place to record why it
// ended, reported from the goroutine that streams the subscription once its
// stream is over. (gqlgen's own error list for a subscription is not safe to
// touch from another goroutine.)
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
	graphql.OperationInterceptor
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

func (subscriptions) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if graphql.GetOperationContext(ctx).Operation.Operation != ast.Subscription {
		return next(ctx)
	}
	end := &subscriptionEnd{}
	responses := next(context.WithValue(ctx, endKey{}, end))
	return func(ctx context.Context) *graphql.Response {
		resp := responses(ctx)
		if resp == nil {
			if err := end.err.Load(); err != nil {
				transport.AddSubscriptionError(ctx, err)
			}
		}
		return resp
	}
}
