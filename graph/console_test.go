package graph

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/meridianhq/meridian/console/consoletest"
)

// Every operation the console sends (the codegen lists them in
// persisted-documents.json) is valid and fits the server's default
// limits, its lists at the largest page they may ask for (a `first…`
// variable at 100).
func TestConsoleOperationsFitTheLimits(t *testing.T) {
	t.Parallel()
	schema := NewExecutableSchema(Config{}).Schema()
	l := &limits{schema: schema}
	for _, o := range consoletest.Operations(t) {
		doc, q := o.Doc, o.Text
		require.Empty(t, validator.Validate(schema, doc), q)
		op := doc.Operations[0]
		vars := map[string]any{}
		for _, v := range op.VariableDefinitions {
			if v.Type.Name() == "Int" && strings.HasPrefix(v.Variable, "first") {
				vars[v.Variable] = json.Number("100")
			}
		}
		m := measurer{schema: schema, doc: doc, vars: vars, memo: map[string]measure{}}
		r := m.set(l.rootType(op.Operation), op.SelectionSet)
		require.LessOrEqual(t, r.cost, DefaultComplexityLimit, "%s costs %d", op.Name, r.cost)
		require.LessOrEqual(t, r.depth, DefaultDepthLimit, "%s is %d deep", op.Name, r.depth)
	}
}
