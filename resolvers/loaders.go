package resolvers

import (
	"context"
	"time"

	"github.com/vikstrous/dataloadgen"

	"github.com/meridianhq/meridian/internal/kyc"
)

type loadersKey struct{}

// loaders batch the lookups that list fields would otherwise make once per
// row. They live for one operation.
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
		}, dataloadgen.WithWait(time.Millisecond)),
	}
	return context.WithValue(ctx, loadersKey{}, l)
}

func loadersFrom(ctx context.Context) *loaders {
	l, _ := ctx.Value(loadersKey{}).(*loaders)
	return l
}
