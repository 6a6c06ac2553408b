package resolvers

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/vikstrous/dataloadgen"

	"github.com/meridianhq/meridian/internal/kyc"
)

type loadersKey struct{}

// loaders batch the lookups that list fields would otherwise make once per
// row. They live for one query or mutation; subscriptions read directly.
type loaders struct {
	uploads *dataloadgen.Loader[string, []kyc.Upload]
}

// WithLoaders returns ctx with fresh dataloaders for one GraphQL operation.
func (r *Resolver) WithLoaders(ctx context.Context) context.Context {
	l := &loaders{
		uploads: dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([][]kyc.Upload, []error) {
			byID, err := r.KYCSvc.UploadsFor(ctx, ids)
			out := make([][]kyc.Upload, len(ids))
			errs := make([]error, len(ids))
			for i, id := range ids {
				out[i], errs[i] = byID[id], err
			}
			return out, errs
		}, dataloadgen.WithWait(time.Millisecond), dataloadgen.WithoutCache()),
	}
	return context.WithValue(ctx, loadersKey{}, l)
}

// uploads returns a session's images: batched in queries and mutations,
// read directly in subscriptions (whose messages outlive any batch).
func (r *Resolver) uploads(ctx context.Context, sessionID string) ([]kyc.Upload, error) {
	l, _ := ctx.Value(loadersKey{}).(*loaders)
	if oc := graphql.GetOperationContext(ctx); l == nil || (oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Subscription) {
		return r.KYCSvc.Uploads(ctx, sessionID)
	}
	return l.uploads.Load(ctx, sessionID)
}
