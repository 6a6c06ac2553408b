package resolvers

import (
	"context"
	"slices"
	"strings"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// nodeType is how node(id:) reads the objects of one id prefix: with the
// permission their own query declares (TestNodeTypesNeedWhatTheirQueriesNeed
// holds the two together) and through that query's resolver.
type nodeType struct {
	query string            // the Query field that reads one, by id
	need  []auth.Permission // any one of them
	read  func(r *queryResolver, ctx context.Context, id string) (model.Node, error)
}

// node adapts a query resolver to node's.
func node[T interface {
	comparable
	model.Node
}](read func(r *queryResolver, ctx context.Context, id string) (T, error)) func(*queryResolver, context.Context, string) (model.Node, error) {
	return func(r *queryResolver, ctx context.Context, id string) (model.Node, error) {
		return asNode(read(r, ctx, id))
	}
}

// asNode is an object read as a Node: a missing object is a nil Node, not
// a Node holding a nil pointer.
func asNode[T interface {
	comparable
	model.Node
}](v T, err error) (model.Node, error) {
	var zero T
	if err != nil || v == zero {
		return nil, err
	}
	return v, nil
}

// read is what reading most objects needs.
var read = []auth.Permission{auth.Read}

// nodeTypes are the Node types by the prefix of their ids.
var nodeTypes = map[string]nodeType{
	"ses":  {"session", []auth.Permission{auth.Anyone}, node((*queryResolver).Session)},
	"wf":   {"workflow", []auth.Permission{auth.Read, auth.Develop}, node((*queryResolver).Workflow)},
	"cus":  {"customer", read, node((*queryResolver).Customer)},
	"evt":  {"event", []auth.Permission{auth.Read, auth.Develop}, node((*queryResolver).Event)},
	"we":   {"webhookEndpoint", []auth.Permission{auth.Develop}, node((*queryResolver).WebhookEndpoint)},
	"addr": {"depositAddress", read, node((*queryResolver).DepositAddress)},
	"cwd":  {"cryptoWithdrawal", read, node((*queryResolver).CryptoWithdrawal)},
	"dep":  {"cryptoDeposit", read, node((*queryResolver).CryptoDeposit)},
	"txn":  {"ledgerTransaction", read, node((*queryResolver).LedgerTransaction)},
	"vac":  {"usdAccount", read, node((*queryResolver).UsdAccount)},
	"cpty": {"counterparty", read, node((*queryResolver).Counterparty)},
	"trf":  {"usdTransfer", read, node((*queryResolver).UsdTransfer)},
	"fxx":  {"fxExchange", read, node((*queryResolver).FxExchange)},
	"key":  {"apiKey", []auth.Permission{auth.Develop}, node((*queryResolver).APIKey)},
}

func (r *queryResolver) node(ctx context.Context, id string) (model.Node, error) {
	prefix, _, ok := strings.Cut(id, "_")
	t, known := nodeTypes[prefix]
	if !ok || !known {
		return nil, nil
	}
	p, err := principal(ctx)
	if err != nil {
		return nil, err
	}
	if !slices.ContainsFunc(t.need, p.Can) {
		return nil, errs.E(errs.Forbidden, "forbidden", "Your role may not read %s objects (it needs %s)", prefix, t.need[0])
	}
	return t.read(r, ctx, id)
}

// search finds the objects a query names: the object of an id, sessions
// by user reference or customer, customers by name or email. Each kind is
// read only when the caller's role may read it, as its own query needs.
func (r *queryResolver) search(ctx context.Context, query string, first *int32) ([]model.Node, error) {
	p, err := principal(ctx)
	if err != nil {
		return nil, err
	}
	term := strings.TrimSpace(query)
	limit := 10
	if first != nil {
		limit = int(*first)
	}
	var v errs.Validation
	v.Check(term != "" && len(term) <= 254, "query", "query must be 1 to 254 characters")
	v.Check(limit >= 1 && limit <= 20, "first", "first must be between 1 and 20")
	if err := v.Err(); err != nil {
		return nil, err
	}
	out := []model.Node{}
	seen := map[string]bool{}
	add := func(n model.Node) {
		if id := n.GetID(); !seen[id] && len(out) < limit {
			seen[id] = true
			out = append(out, n)
		}
	}
	if prefix, _, ok := strings.Cut(term, "_"); ok && !strings.ContainsAny(term, " @") {
		if t, known := nodeTypes[prefix]; known && slices.ContainsFunc(t.need, p.Can) {
			n, err := t.read(r, ctx, term)
			if err != nil && errs.As(err).Kind != errs.NotFound {
				return nil, err
			}
			if n != nil {
				add(n)
			}
		}
	}
	if !p.Can(auth.Read) {
		return out, nil
	}
	sessions, err := r.KYCSvc.ListSessionsAfter(ctx, p, kyc.SessionFilter{Search: term}, nil, limit)
	if err != nil {
		return nil, err
	}
	for i := range sessions {
		add(sessionOf(&sessions[i]))
	}
	people, err := r.CustomerSvc.ListAfter(ctx, p, customers.Filter{Search: term}, nil, limit)
	if err != nil {
		return nil, err
	}
	for i := range people {
		add(customerOf(&people[i]))
	}
	return out, nil
}
