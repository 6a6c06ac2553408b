package graph

import (
	"context"
	"slices"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Every operation of Meridian's schema declares its permission.
func TestEveryOperationDeclaresAPermission(t *testing.T) {
	t.Parallel()
	need, missing := Permissions(NewExecutableSchema(Config{}))
	require.Empty(t, missing)
	require.Equal(t, []auth.Permission{auth.Anyone}, need[fieldKey{"Query", "viewer"}])
	require.Equal(t, []auth.Permission{auth.Money}, need[fieldKey{"Mutation", "createUsdTransfer"}])
	require.Equal(t, []auth.Permission{auth.Review}, need[fieldKey{"Session", "documents"}], "images are the reviewers'")
	require.Equal(t, []auth.Permission{auth.Read, auth.Develop}, need[fieldKey{"Query", "workflows"}], "those who edit workflows read them")
	// What says who a person is needs READ however its object is reached:
	// a session is anyone's to ask for, and a developer in live mode
	// reaches sessions and events through webhooks.
	for _, f := range []fieldKey{{"Session", "userReference"}, {"Session", "customerId"}, {"Session", "customer"},
		{"Session", "metadata"}, {"Session", "redirectUrl"}, {"Session", "country"}, {"Customer", "firstName"},
		{"Customer", "lastName"}, {"Customer", "email"}, {"Event", "payload"}, {"WebhookRequest", "body"}} {
		require.Equal(t, []auth.Permission{auth.Read}, need[f], "%s.%s", f.object, f.field)
	}
}

// A schema with an operation that declares none is refused.
func TestAnUndeclaredOperationIsRefused(t *testing.T) {
	t.Parallel()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: `
directive @allow(to: String!) on FIELD_DEFINITION
type Query { a: String @allow(to: READ) }
type Mutation { b: String @allow(to: MONEY) c: String }`})
	es := &graphql.ExecutableSchemaMock{SchemaFunc: func() *ast.Schema { return schema }}
	err := (&permissions{}).Validate(es)
	require.ErrorContains(t, err, "Mutation.c")
	require.NotContains(t, err.Error(), "Mutation.b")
}

func TestPermissionsDecide(t *testing.T) {
	t.Parallel()
	p := &permissions{need: map[fieldKey][]auth.Permission{
		{"Mutation", "pay"}: {auth.Money}, {"Query", "me"}: {auth.Self}, {"Query", "v"}: {auth.Anyone},
		{"Query", "flows"}: {auth.Read, auth.Develop}, {"Query", "people"}: {auth.Read}}}
	run := func(caller *auth.Principal, object, field string) string {
		ctx := graphql.WithFieldContext(context.Background(), &graphql.FieldContext{Object: object,
			Field: graphql.CollectedField{Field: &ast.Field{Name: field}}})
		if caller != nil {
			ctx = auth.WithPrincipal(ctx, *caller)
		}
		if err := p.allow(ctx, fieldKey{object, field}, graphql.GetFieldContext(ctx)); err != nil {
			return errs.KeyOf(err)
		}
		return "ran"
	}
	key := &auth.Principal{Kind: auth.SecretKey}
	finance := &auth.Principal{Kind: auth.User, Role: auth.Finance}
	viewer := &auth.Principal{Kind: auth.User, Role: auth.Viewer}
	restricted := &auth.Principal{Kind: auth.SecretKey, Role: auth.Viewer}
	token := &auth.Principal{Kind: auth.ClientToken}
	liveDeveloper := &auth.Principal{Kind: auth.User, Role: auth.Developer, Mode: auth.Live}
	for _, c := range []struct {
		caller        *auth.Principal
		object, field string
		want          string
	}{
		{key, "Mutation", "pay", "ran"},
		{finance, "Mutation", "pay", "ran"},
		{viewer, "Mutation", "pay", "forbidden"},
		{restricted, "Mutation", "pay", "forbidden"},
		{token, "Mutation", "pay", "secret_key_required"},
		{nil, "Mutation", "pay", "missing_api_key"},
		{viewer, "Query", "me", "ran"},
		{key, "Query", "me", "forbidden"},
		{token, "Query", "v", "ran"},
		{nil, "Query", "v", "ran"},
		{viewer, "Query", "undeclared", "ran"},
		{viewer, "Query", "flows", "ran"},
		{liveDeveloper, "Query", "flows", "ran"},
		{liveDeveloper, "Query", "people", "forbidden"},
		{token, "Query", "flows", "secret_key_required"},
	} {
		require.Equal(t, c.want, run(c.caller, c.object, c.field), "%+v %s.%s", c.caller, c.object, c.field)
	}
}

// Every operation of Meridian's schema declared @sandbox runs in test mode
// and is refused in live mode with sandbox_only, to keys and members alike.
func TestSandboxOperationsRunInTestModeOnly(t *testing.T) {
	t.Parallel()
	p := &permissions{}
	require.NoError(t, p.Validate(NewExecutableSchema(Config{})))
	var names []string
	for k := range p.sandbox {
		names = append(names, k.object+"."+k.field)
	}
	slices.Sort(names)
	require.Equal(t, []string{"Mutation.creditTestWallet", "Mutation.decideUsdAccountRequest", "Mutation.settleCryptoWithdrawal",
		"Mutation.settleUsdTransfer", "Mutation.simulateCryptoDeposit"}, names)
	for k := range p.sandbox {
		for _, c := range []struct {
			caller auth.Principal
			want   string
		}{
			{auth.Principal{Kind: auth.SecretKey, Mode: auth.Test}, "ran"},
			{auth.Principal{Kind: auth.User, Role: auth.Finance, Mode: auth.Test}, "ran"},
			{auth.Principal{Kind: auth.SecretKey, Mode: auth.Live}, "sandbox_only"},
			{auth.Principal{Kind: auth.User, Role: auth.Owner, Mode: auth.Live}, "sandbox_only"},
		} {
			ctx := auth.WithPrincipal(graphql.WithFieldContext(context.Background(), &graphql.FieldContext{Object: k.object,
				Field: graphql.CollectedField{Field: &ast.Field{Name: k.field}}}), c.caller)
			_, err := fieldChecks{perms: p, cap: &responseCap{max: 1 << 20}}.InterceptField(ctx, func(context.Context) (any, error) { return "ran", nil })
			got := "ran"
			if err != nil {
				got = errs.KeyOf(err)
			}
			require.Equal(t, c.want, got, "%+v %s.%s", c.caller, k.object, k.field)
		}
	}
}
