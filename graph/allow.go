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

// Validate reads the schema's rules (and refuses a schema with an
// operation that declares none).
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

// allow decides whether field (fc's field, which key names) runs for the
// caller of ctx: nil when it does, the refusal otherwise.
func (p *permissions) allow(ctx context.Context, key fieldKey, fc *graphql.FieldContext) error {
	perms, ok := p.need[key]
	if !ok {
		return nil
	}
	caller, ok := auth.FromContext(ctx)
	self, anyone := slices.Contains(perms, auth.Self), slices.Contains(perms, auth.Anyone)
	switch {
	case ok && caller.EnrollmentRequired && !self && fc.Field.Name != "viewer":
		return auth.ErrEnrollFirst
	case anyone:
		return nil
	case !ok:
		return errs.E(errs.Unauthenticated, "missing_api_key", "Authenticate with a secret key, a client token or a sign-in session")
	case p.sandbox[key] && !caller.IsTest():
		return errs.E(errs.Forbidden, "sandbox_only", "Sandbox operations run in test mode only")
	case slices.ContainsFunc(perms, caller.Can):
		return nil
	case caller.Kind == auth.ClientToken:
		return errs.E(errs.Forbidden, "secret_key_required", "Only a secret key may do this")
	case self:
		return errs.E(errs.Forbidden, "forbidden", "Only a signed-in person may do this, for their own account")
	}
	return auth.Forbidden(caller, perms...)
}

// fieldChecks is the schema's one field interceptor: a field resolves only
// while the operation's answer is within its budget and for a caller its
// @allow lets in (permissions), and what it returns counts against the
// budget (responseCap). One interceptor for both spares every field a
// second link in gqlgen's chain and a second look at its context.
type fieldChecks struct {
	perms *permissions
	cap   *responseCap
}

var _ interface {
	graphql.HandlerExtension
	graphql.FieldInterceptor
} = fieldChecks{}

func (fieldChecks) ExtensionName() string { return "FieldChecks" }

func (f fieldChecks) Validate(es graphql.ExecutableSchema) error { return f.perms.Validate(es) }

func (f fieldChecks) InterceptField(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return next(ctx)
	}
	b := budgetOf(ctx)
	if b != nil && b.used.Load() > int64(f.cap.max) {
		return nil, f.cap.tooLarge()
	}
	key := fieldKey{fc.Object, fc.Field.Name}
	if err := f.perms.allow(ctx, key, fc); err != nil {
		return f.cap.count(b, key, fc, nil, err) // a refusal is a field of the answer too
	}
	res, err := next(ctx)
	return f.cap.count(b, key, fc, res, err)
}
