package resolvers

import (
	"context"
	"sync"
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

// lazyLoaders makes an operation's loaders on first use: most operations
// never need one.
type lazyLoaders struct {
	once sync.Once
	l    *loaders
	make func() *loaders
}

// WithLoaders returns ctx with fresh dataloaders for one GraphQL operation.
func (r *Resolver) WithLoaders(ctx context.Context) context.Context {
	return context.WithValue(ctx, loadersKey{}, &lazyLoaders{make: r.newLoaders})
}

func (r *Resolver) newLoaders() *loaders {
	return &loaders{
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
}

// uploads returns a session's images: batched in queries and mutations,
// read directly in subscriptions (whose messages outlive any batch).
func (r *Resolver) uploads(ctx context.Context, sessionID string) ([]kyc.Upload, error) {
	lazy, _ := ctx.Value(loadersKey{}).(*lazyLoaders)
	if oc := graphql.GetOperationContext(ctx); lazy == nil || (oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Subscription) {
		return r.KYCSvc.Uploads(ctx, sessionID)
	}
	lazy.once.Do(func() { lazy.l = lazy.make() })
	return lazy.l.uploads.Load(ctx, sessionID)
}
