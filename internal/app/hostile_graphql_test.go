package app_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// hostile holds, for each kind of argument, the values the sweep sends in
// turn: what a careless or malicious caller could put there.
var hostile = map[string][]any{
	"ID":      {"nope_1", strings.Repeat("a", 3000), "..%2F%00", "\u202e\ufffd", ""},
	"String":  {"", strings.Repeat("x", 20_000), "\u202e\ufffd", "'; DROP TABLE sessions; --", "%"},
	"Int":     {-1, 2147483647, 0, -2147483648, 1},
	"Int64":   {"-1", "9223372036854775807", "0", "-9223372036854775808", "1e3"},
	"Float":   {-1.5, 1e308, 0, -1e308, 1e-308},
	"Boolean": {true, false, true, false, true},
	"Time":    {"yesterday", "9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "2026-02-30T00:00:00Z", "1e999"},
	"Date":    {"yesterday", "9999-12-31", "0001-01-01", "2026-02-30", "-1"},
	"Map":     {map[string]any{"k": strings.Repeat("v", 5000)}, map[string]any{}, map[string]any{"a": map[string]any{"b": []any{1, nil}}}, map[string]any{"": ""}, map[string]any{"n": 1e308}},
}

// Every field of Query and Mutation, called with each round of hostile
// arguments (every argument filled, input objects with their fields)
// by a secret key and by a signed-in owner, answers below 500 and with no
// internal error: a refusal is the caller's fault and says so. The fields
// come from the schema, so a new one is tried too.
func TestEveryGraphQLFieldAnswersHostileArguments(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		owner := member(t, s, org, "owner@example.com", auth.Owner)
		callers := []func(query string, vars map[string]any) apptest.Response{
			func(query string, vars map[string]any) apptest.Response {
				return s.GraphQL(t, org.TestKey, query, vars)
			},
			func(query string, vars map[string]any) apptest.Response { return owner.graphQL(t, s, query, vars) },
		}
		fields, ran := 0, 0
		for _, op := range []*ast.Definition{schema.Query, schema.Mutation} {
			for _, f := range op.Fields {
				if strings.HasPrefix(f.Name, "__") {
					continue
				}
				fields++
				for round := range 5 {
					doc, vars := hostileCall(schema, op, f, round)
					for i, call := range callers {
						res := call(doc, vars)
						require.Less(t, res.Status, 500, "%s round %d, caller %d: %s", f.Name, round, i, res.Body)
						errors, _ := res.Get("errors").([]any)
						for _, e := range errors {
							code := fmt.Sprint(e.(map[string]any)["extensions"].(map[string]any)["code"])
							require.NotEqual(t, "internal_error", code, "%s round %d, caller %d: %s", f.Name, round, i, res.Body)
						}
						if len(errors) == 0 {
							ran++
						}
					}
				}
			}
		}
		require.Greater(t, fields, 50)
		require.Greater(t, ran, fields, "calls that ran to the end")
		require.NotContains(t, s.Logs(), "panic")
	})
}

// hostileCall writes an operation calling f with every argument as a
// variable of the argument's type, and the variables' values for round.
func hostileCall(schema *ast.Schema, op *ast.Definition, f *ast.FieldDefinition, round int) (string, map[string]any) {
	var decls, args []string
	vars := map[string]any{}
	for _, a := range f.Arguments {
		decls = append(decls, "$"+a.Name+": "+a.Type.String())
		args = append(args, a.Name+": $"+a.Name)
		vars[a.Name] = hostileValue(schema, a.Type, round, 0)
	}
	kind := "query"
	if op == schema.Mutation {
		kind = "mutation"
	}
	call := f.Name
	if len(args) > 0 {
		call += "(" + strings.Join(args, ", ") + ")"
	}
	if t := schema.Types[f.Type.Name()]; t != nil && t.Kind != ast.Scalar && t.Kind != ast.Enum {
		call += " { __typename }"
	}
	head := kind + " Hostile"
	if len(decls) > 0 {
		head += "(" + strings.Join(decls, ", ") + ")"
	}
	return head + " { " + call + " }", vars
}

// hostileValue is round's value for a value of type t. An input object
// has all its fields in the first two levels and only its required ones
// deeper; depth bounds input objects that contain themselves. A scalar
// with no hostile values fails the test, so that a new one gets some.
func hostileValue(schema *ast.Schema, t *ast.Type, round, depth int) any {
	if t.Elem != nil {
		return []any{hostileValue(schema, t.Elem, round, depth)}
	}
	def := schema.Types[t.NamedType]
	switch {
	case def.Kind == ast.Enum:
		return def.EnumValues[round%len(def.EnumValues)].Name
	case def.Kind == ast.InputObject:
		obj := map[string]any{}
		if depth > 3 {
			return obj
		}
		for _, f := range def.Fields {
			if !f.Type.NonNull && depth > 1 {
				continue
			}
			obj[f.Name] = hostileValue(schema, f.Type, round, depth+1)
		}
		return obj
	}
	values, ok := hostile[t.NamedType]
	if !ok {
		panic("no hostile values for scalar " + t.NamedType)
	}
	return values[round%len(values)]
}
