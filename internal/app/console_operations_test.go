package app_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/meridianhq/meridian/console/consoletest"
	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// Every query the console sends (the codegen lists them in
// persisted-documents.json) runs, on both engines, as an owner signed in
// to an organization with data in each list: none answers an internal
// error. The console's browser tests visit most pages on SQLite alone;
// this is what every page's reads do on PostgreSQL. Variables are the
// seeded objects' ids where a query names one, otherwise the simplest
// value of their type (nullable ones are left out: the lists unfiltered).
func TestConsoleQueriesRunOnBothEngines(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	type operation struct {
		name, text string
		vars       ast.VariableDefinitionList
	}
	var queries []operation
	for _, o := range consoletest.Operations(t) {
		for _, op := range o.Doc.Operations {
			if op.Operation == ast.Query {
				queries = append(queries, operation{op.Name, o.Text, op.VariableDefinitions})
			}
		}
	}
	require.Greater(t, len(queries), 25)
	slices.SortFunc(queries, func(a, b operation) int { return strings.Compare(a.name, b.name) })

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		owner := member(t, s, org, "owner@example.com", auth.Owner)
		r := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": "https://hooks.example.com/in", "events": []string{"verification.*"}})
		require.Equal(t, 201, r.Status, string(r.Body))
		endpoint := r.Str("data.id")
		r = s.Do(t, "POST", "/v1/customers", org.TestKey, map[string]any{"first_name": "Ada", "last_name": "Obi", "email": "ada@example.com", "country": "NG"})
		require.Equal(t, 200, r.Status, string(r.Body))
		session := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"}).id
		events := gql(t, s, org.TestKey, `{ events(first: 1) { edges { node { id } } } }`, nil)
		event := events.Str("data.events.edges.0.node.id")
		require.NotEmpty(t, event)
		ids := map[string]string{"SessionDetail.id": session, "SessionDeliveries.id": session, "Event.id": event,
			"WebhookDeliveries.endpointId": endpoint}

		answered := 0
		for _, q := range queries {
			vars := map[string]any{}
			for _, v := range q.vars {
				if !v.Type.NonNull {
					continue
				}
				if id, ok := ids[q.name+"."+v.Variable]; ok {
					vars[v.Variable] = id
					continue
				}
				vars[v.Variable] = simplest(schema, v.Type)
			}
			r := owner.graphQL(t, s, q.text, vars)
			require.Less(t, r.Status, 500, "%s: %s", q.name, r.Body)
			errors, _ := r.Get("errors").([]any)
			for i := range errors {
				code := r.Str("errors." + strconv.Itoa(i) + ".extensions.code")
				require.NotEqual(t, "internal_error", code, "%s: %s", q.name, r.Body)
				require.NotEmpty(t, code, "%s: %s", q.name, r.Body)
			}
			if len(errors) == 0 {
				answered++
			}
		}
		// Most answer in full (the others refuse their made-up input with a
		// code of their own).
		t.Logf("%d of %d queries answered in full", answered, len(queries))
		require.Greater(t, answered, len(queries)*3/4)
	})
}

// simplest is a value of a non-null type: a list empty, an enum its first
// value, an input object its required fields, a scalar a plain value.
func simplest(schema *ast.Schema, t *ast.Type) any {
	if t.Elem != nil {
		return []any{}
	}
	def := schema.Types[t.NamedType]
	switch {
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		out := map[string]any{}
		for _, f := range def.Fields {
			if f.Type.NonNull && f.DefaultValue == nil {
				out[f.Name] = simplest(schema, f.Type)
			}
		}
		return out
	}
	switch t.NamedType {
	case "Boolean":
		return true
	case "Int", "Float":
		return 1
	}
	return "x"
}
