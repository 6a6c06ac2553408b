package resolvers

import (
	"context"
	"slices"
	"strings"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
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
