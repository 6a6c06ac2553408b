package resolvers

import (
	"context"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/vikstrous/dataloadgen"

	"github.com/meridianhq/meridian/internal/crypto"
	"github.com/meridianhq/meridian/internal/kyc"
)

type loadersKey struct{}

// loaders batch the lookups that list fields would otherwise make once per
// row. They live for one query or mutation; subscriptions read directly.
type loaders struct {
	uploads          *dataloadgen.Loader[string, []kyc.Upload]
	depositAddresses *dataloadgen.Loader[string, []crypto.Address]
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
		uploads: byKey(r.KYCSvc.UploadsFor),
		depositAddresses: byKey(func(ctx context.Context, ids []string) (map[string][]crypto.Address, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.CryptoSvc.AddressesFor(ctx, p, ids)
		}),
	}
}

// byKey is a loader over a batched lookup by id: the loads of one
// millisecond make one fetch, and an id the fetch does not return gets T's
// zero value. opts come after those defaults.
func byKey[T any](fetch func(ctx context.Context, ids []string) (map[string]T, error), opts ...dataloadgen.Option) *dataloadgen.Loader[string, T] {
	opts = append([]dataloadgen.Option{dataloadgen.WithWait(time.Millisecond), dataloadgen.WithoutCache()}, opts...)
	return dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([]T, []error) {
		byID, err := fetch(ctx, ids)
		out := make([]T, len(ids))
		errs := make([]error, len(ids))
		for i, id := range ids {
			out[i], errs[i] = byID[id], err
		}
		return out, errs
	}, opts...)
}

// batched returns the operation's loaders, or nil where none batch: in
// subscriptions, whose messages outlive any batch.
func batched(ctx context.Context) *loaders {
	lazy, _ := ctx.Value(loadersKey{}).(*lazyLoaders)
	if oc := graphql.GetOperationContext(ctx); lazy == nil || (oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Subscription) {
		return nil
	}
	lazy.once.Do(func() { lazy.l = lazy.make() })
	return lazy.l
}

// uploads returns a session's images.
func (r *Resolver) uploads(ctx context.Context, sessionID string) ([]kyc.Upload, error) {
	if l := batched(ctx); l != nil {
		return l.uploads.Load(ctx, sessionID)
	}
	return r.KYCSvc.Uploads(ctx, sessionID)
}

// depositAddresses returns a customer's deposit addresses.
func (r *Resolver) depositAddresses(ctx context.Context, customerID string) ([]crypto.Address, error) {
	if l := batched(ctx); l != nil {
		return l.depositAddresses.Load(ctx, customerID)
	}
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	m, err := r.CryptoSvc.AddressesFor(ctx, p, []string{customerID})
	return m[customerID], err
}
