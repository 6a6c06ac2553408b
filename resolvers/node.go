package resolvers

import (
	"context"
	"strings"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
)

// nodeType is how node(id:) reads the objects of one id prefix: with the
// permission their own query declares (TestNodeTypesNeedWhatTheirQueriesNeed
// holds the two together) and through that query's resolver.
type nodeType struct {
	query string // the Query field that reads one, by id
	need  auth.Permission
	read  func(r *queryResolver, ctx context.Context, id string) (model.Node, error)
}

// node adapts a query resolver to node's: a missing object is a nil Node,
// not a Node holding a nil pointer.
func node[T interface {
	comparable
	model.Node
}](read func(r *queryResolver, ctx context.Context, id string) (T, error)) func(*queryResolver, context.Context, string) (model.Node, error) {
	return func(r *queryResolver, ctx context.Context, id string) (model.Node, error) {
		v, err := read(r, ctx, id)
		var zero T
		if err != nil || v == zero {
			return nil, err
		}
		return v, nil
	}
}

// nodeTypes are the Node types by the prefix of their ids.
var nodeTypes = map[string]nodeType{
	"ses":  {"session", auth.Anyone, node((*queryResolver).Session)},
	"wf":   {"workflow", auth.Read, node((*queryResolver).Workflow)},
	"cus":  {"customer", auth.Read, node((*queryResolver).Customer)},
	"we":   {"webhookEndpoint", auth.Develop, node((*queryResolver).WebhookEndpoint)},
	"addr": {"depositAddress", auth.Read, node((*queryResolver).DepositAddress)},
	"cwd":  {"cryptoWithdrawal", auth.Read, node((*queryResolver).CryptoWithdrawal)},
	"vac":  {"usdAccount", auth.Read, node((*queryResolver).UsdAccount)},
	"cpty": {"counterparty", auth.Read, node((*queryResolver).Counterparty)},
	"trf":  {"usdTransfer", auth.Read, node((*queryResolver).UsdTransfer)},
	"fxx":  {"", auth.Read, node((*queryResolver).fxExchange)},
}

// fxExchange reads one of the caller's FX exchanges (node's only way to
// one: exchanges are otherwise listed).
func (r *queryResolver) fxExchange(ctx context.Context, id string) (*model.FxExchange, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	e, err := r.FXSvc.Exchange(ctx, p, id)
	return found(e, err, exchangeOf)
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
	if !p.Can(t.need) {
		return nil, errs.E(errs.Forbidden, "forbidden", "Your role may not read %s objects (it needs %s)", prefix, t.need)
	}
	return t.read(r, ctx, id)
}
