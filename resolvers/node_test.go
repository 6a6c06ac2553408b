package resolvers

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// node(id:) reads each type with the permission of the type's own query,
// and knows every type the schema says implements Node.
func TestNodeTypesNeedWhatTheirQueriesNeed(t *testing.T) {
	t.Parallel()
	s := graph.NewExecutableSchema(graph.Config{Resolvers: &Resolver{}}).Schema()
	for prefix, nt := range nodeTypes {
		if nt.query == "" {
			require.Equal(t, []auth.Permission{auth.Read}, nt.need, "%s: read as the list it comes from", prefix)
			continue
		}
		f := s.Query.Fields.ForName(nt.query)
		require.NotNil(t, f, "%s: Query.%s", prefix, nt.query)
		v := f.Directives.ForName("allow").Arguments.ForName("to").Value
		declared := []auth.Permission{auth.Permission(v.Raw)}
		if len(v.Children) > 0 {
			declared = nil
			for _, c := range v.Children {
				declared = append(declared, auth.Permission(c.Value.Raw))
			}
		}
		require.Equal(t, declared, nt.need, "%s: Query.%s", prefix, nt.query)
	}
	require.Len(t, s.GetPossibleTypes(s.Types["Node"]), len(nodeTypes), "a prefix for every Node type")
}
