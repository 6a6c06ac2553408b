package graph

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// permissions enforces the schema's @allow directives: a field that
// declares a permission runs only for a caller who holds it (auth's
// matrix). Every field of Query, Mutation and Subscription must declare
// one: a schema with an operation that does not is refused when the
// handler is built, so no operation can be added unguarded. A field
// declared @sandbox runs only in test mode (sandbox_only otherwise).
type permissions struct {
	need map[fieldKey][]auth.Permission
	// sandbox are the fields declared @sandbox: test mode only.
	sandbox map[fieldKey]bool
}

var _ interface {
	graphql.HandlerExtension
	graphql.FieldInterceptor
} = &permissions{}

func (*permissions) ExtensionName() string { return "Permissions" }

func (p *permissions) Validate(es graphql.ExecutableSchema) error {
	need, missing := Permissions(es)
	if len(missing) > 0 {
		return fmt.Errorf("operations without @allow: %s", strings.Join(missing, ", "))
	}
	p.need = need
	p.sandbox = map[fieldKey]bool{}
	for _, t := range es.Schema().Types {
		for _, f := range t.Fields {
			if f.Directives.ForName("sandbox") != nil {
				p.sandbox[fieldKey{t.Name, f.Name}] = true
			}
		}
	}
	return nil
}

// Permissions reads the schema's @allow directives (each names the
// permissions any one of which lets a caller in), and names the operations
// (Query.x, Mutation.y) that declare none.
func Permissions(es graphql.ExecutableSchema) (need map[fieldKey][]auth.Permission, missing []string) {
	s := es.Schema()
	roots := map[string]bool{}
	for _, t := range []string{"Query", "Mutation", "Subscription"} {
		roots[t] = s.Types[t] != nil
	}
	need = map[fieldKey][]auth.Permission{}
	for _, t := range s.Types {
		for _, f := range t.Fields {
			if d := f.Directives.ForName("allow"); d != nil {
				if a := d.Arguments.ForName("to"); a != nil && a.Value != nil {
					var perms []auth.Permission
					if len(a.Value.Children) == 0 {
						perms = append(perms, auth.Permission(a.Value.Raw))
					}
					for _, c := range a.Value.Children {
						perms = append(perms, auth.Permission(c.Value.Raw))
					}
					need[fieldKey{t.Name, f.Name}] = perms
					continue
				}
			}
			if roots[t.Name] && !strings.HasPrefix(f.Name, "__") {
				missing = append(missing, t.Name+"."+f.Name)
			}
		}
	}
	return need, missing
}

func (p *permissions) InterceptField(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return next(ctx)
	}
	perms, ok := p.need[fieldKey{fc.Object, fc.Field.Name}]
	if !ok {
		return next(ctx)
	}
	caller, ok := auth.FromContext(ctx)
	self, anyone := slices.Contains(perms, auth.Self), slices.Contains(perms, auth.Anyone)
	switch {
	case ok && caller.EnrollmentRequired && !self && fc.Field.Name != "viewer":
		return nil, auth.ErrEnrollFirst
	case anyone:
		return next(ctx)
	case !ok:
		return nil, errs.E(errs.Unauthenticated, "missing_api_key", "Authenticate with a secret key, a client token or a sign-in session")
	case p.sandbox[fieldKey{fc.Object, fc.Field.Name}] && !caller.IsTest():
		return nil, errs.E(errs.Forbidden, "sandbox_only", "Sandbox operations run in test mode only")
	case slices.ContainsFunc(perms, caller.Can):
		return next(ctx)
	case caller.Kind == auth.ClientToken:
		return nil, errs.E(errs.Forbidden, "secret_key_required", "Only a secret key may do this")
	case self:
		return nil, errs.E(errs.Forbidden, "forbidden", "Only a signed-in person may do this, for their own account")
	}
	return nil, auth.Forbidden(caller, perms...)
}
