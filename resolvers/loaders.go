package resolvers

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/vikstrous/dataloadgen"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

type loadersKey struct{}

// loaders batch the lookups that list fields would otherwise make once per
// row. They live for one query or mutation; subscriptions read directly.
type loaders struct {
	uploads          *dataloadgen.Loader[string, []kyc.Upload]
	notes            *dataloadgen.Loader[string, []review.Note]
	depositAddresses *dataloadgen.Loader[addressPage, []crypto.Address]
	workflows        *dataloadgen.Loader[string, *kyc.Workflow]
	customers        *dataloadgen.Loader[string, *customers.Customer]
	events           *dataloadgen.Loader[string, *events.Event]
	transactions     *dataloadgen.Loader[string, *ledger.Transaction]
	addresses        *dataloadgen.Loader[string, *crypto.Address]
}

// addressPage is a page of a customer's deposit addresses: up to limit
// after the cursor (a zero cursor: from the first).
type addressPage struct {
	customerID string
	after      paging.Cursor
	limit      int
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
		notes: byKey(func(ctx context.Context, ids []string) (map[string][]review.Note, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.ReviewSvc.NotesFor(ctx, p, ids)
		}),
		depositAddresses: byKey(r.addressPages),
		workflows: byKey(func(ctx context.Context, ids []string) (map[string]*kyc.Workflow, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.KYCSvc.WorkflowsByID(ctx, p, ids)
		}),
		customers: byKey(func(ctx context.Context, ids []string) (map[string]*customers.Customer, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.CustomerSvc.ByID(ctx, p, ids)
		}),
		transactions: byKey(func(ctx context.Context, ids []string) (map[string]*ledger.Transaction, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.WalletSvc.Transactions(ctx, p, ids)
		}),
		addresses: byKey(func(ctx context.Context, ids []string) (map[string]*crypto.Address, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.CryptoSvc.AddressesByID(ctx, p, ids)
		}),
		// Events never change: the loader keeps them for the operation, so
		// that a page can start its events' read before its fields ask.
		events: dataloadgen.NewMappedLoader(func(ctx context.Context, ids []string) (map[string]*events.Event, error) {
			p, err := secretKeyPrincipal(ctx)
			if err != nil {
				return nil, err
			}
			return r.EventLog.GetMany(ctx, p, ids)
		}, dataloadgen.WithWait(time.Millisecond)),
	}
}

// addressPages reads pages of several customers' deposit addresses: one
// read for the pages that share a cursor and a size (as a list of
// customers' pages do).
func (r *Resolver) addressPages(ctx context.Context, pages []addressPage) (map[addressPage][]crypto.Address, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	type args struct {
		after paging.Cursor
		limit int
	}
	byArgs := map[args][]string{}
	for _, pg := range pages {
		a := args{pg.after, pg.limit}
		byArgs[a] = append(byArgs[a], pg.customerID)
	}
	out := map[addressPage][]crypto.Address{}
	for a, ids := range byArgs {
		var after *paging.Cursor
		if a.after.ID != "" {
			after = &a.after
		}
		m, err := r.CryptoSvc.AddressPagesFor(ctx, p, ids, after, a.limit)
		if err != nil {
			return nil, err
		}
		for id, list := range m {
			out[addressPage{id, a.after, a.limit}] = list
		}
	}
	return out, nil
}

// byKey is a loader over a batched lookup by key: the loads of one
// millisecond make one fetch, and a key the fetch does not return gets T's
// zero value. opts come after those defaults.
func byKey[K comparable, T any](fetch func(ctx context.Context, ids []K) (map[K]T, error), opts ...dataloadgen.Option) *dataloadgen.Loader[K, T] {
	opts = append([]dataloadgen.Option{dataloadgen.WithWait(time.Millisecond), dataloadgen.WithoutCache()}, opts...)
	return dataloadgen.NewLoader(func(ctx context.Context, ids []K) ([]T, []error) {
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

// notes returns a session's notes, batched with the operation's others.
func (r *Resolver) notes(ctx context.Context, p auth.Principal, sessionID string) ([]review.Note, error) {
	if l := batched(ctx); l != nil {
		return l.notes.Load(ctx, sessionID)
	}
	return r.ReviewSvc.Notes(ctx, p, sessionID)
}

// depositAddresses returns up to limit+1 of a customer's deposit addresses
// after the cursor, oldest first.
func (r *Resolver) depositAddresses(ctx context.Context, customerID string, after *paging.Cursor, limit int) ([]crypto.Address, error) {
	pg := addressPage{customerID: customerID, limit: limit}
	if after != nil {
		pg.after = *after
	}
	if l := batched(ctx); l != nil {
		return l.depositAddresses.Load(ctx, pg)
	}
	m, err := r.addressPages(ctx, []addressPage{pg})
	return m[pg], err
}

// workflows returns one of the caller's workflows, batched with the
// operation's others; nil when there is none.
func (r *Resolver) workflows(ctx context.Context, p auth.Principal, id string) (*kyc.Workflow, error) {
	if l := batched(ctx); l != nil {
		return l.workflows.Load(ctx, id)
	}
	m, err := r.KYCSvc.WorkflowsByID(ctx, p, []string{id})
	return m[id], err
}

// customers returns one of the caller's customers, batched with the
// operation's others; nil when there is none.
func (r *Resolver) customers(ctx context.Context, p auth.Principal, id string) (*customers.Customer, error) {
	if l := batched(ctx); l != nil {
		return l.customers.Load(ctx, id)
	}
	m, err := r.CustomerSvc.ByID(ctx, p, []string{id})
	return m[id], err
}

// event returns one of the caller's events (nil when there is none),
// batched with the operation's others.
func (r *Resolver) event(ctx context.Context, id string) (*events.Event, error) {
	if l := batched(ctx); l != nil {
		e, err := l.events.Load(ctx, id)
		if errors.Is(err, dataloadgen.ErrNotFound) {
			return nil, nil
		}
		return e, err
	}
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	m, err := r.EventLog.GetMany(ctx, p, []string{id})
	return m[id], err
}

// preloadEvents starts reading the events ids in one batch, without
// waiting for it, when the field being resolved selects one of paths
// (steps of type and field names): its fields then find them loading.
// A page of deliveries thus reads its events in one statement, however
// long resolving its nodes takes.
func preloadEvents(ctx context.Context, ids []string, paths ...[]step) {
	l := batched(ctx)
	if l == nil || len(ids) == 0 || !slices.ContainsFunc(paths, func(path []step) bool { return selects(ctx, path) }) {
		return
	}
	for _, id := range ids {
		l.events.LoadThunk(ctx, id)
	}
}

// step is a field of a type on a path of selections.
type step struct{ typ, field string }

// selects reports whether the field being resolved selects path below it
// (fragments followed, directives applied).
func selects(ctx context.Context, path []step) bool {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return false
	}
	oc := graphql.GetOperationContext(ctx)
	sels := fc.Field.Selections
	for _, st := range path {
		var next ast.SelectionSet
		found := false
		for _, f := range graphql.CollectFields(oc, sels, []string{st.typ}) {
			if f.Name == st.field {
				found, next = true, append(next, f.Selections...)
			}
		}
		if !found {
			return false
		}
		sels = next
	}
	return true
}
