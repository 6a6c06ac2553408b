package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// hostileShapes are documents shaped to make parsing, measuring or
// validating expensive, each within the 1 MiB body limit; baseline is the
// plain query they are compared with.
const baseline = `{ viewer { credential } }`

func hostileShapes() map[string]string {
	rep := strings.Repeat
	shapes := map[string]string{
		"merge-conflicts 1600+1600": "{ viewer {" + rep(" a:sessionId a:credential", 1600) + " } }",
		"merge-conflicts 800+800":   "{ viewer {" + rep(" a:sessionId a:credential", 800) + " } }",
		"typename x4900":            "{" + rep(" __typename", 4900) + " }",
		"same field x3000":          "{ viewer {" + rep(" credential", 3000) + " } }",
		"aliases x3000":             "{ viewer {" + aliases(3000, "credential") + " } }",
		"nested merge 40x40":        "{" + rep(" viewer { organization {"+rep(" name", 40)+" } }", 40) + " }",
		"unknown fields x3000":      "{" + aliases(3000, "nope") + " }",
		"variables x2000":           "query(" + vars(2000) + ") { viewer { credential } }",
		"operations x2000":          opsRepeated(2000),
		"object literal x2000":      `{ sessions(filter: {` + objectFields(2000) + `}) { totalCount } }`,
		"list literal x9000":        `{ events(filter: {types: [` + rep(`"a",`, 9000) + `]}) { totalCount } }`,
		"nested lists x4000":        `{ events(filter: {types: ` + rep("[", 4000) + rep("]", 4000) + `}) { totalCount } }`,
		"directives x3000":          "{ viewer { credential" + rep(" @skip(if: false)", 3000) + " } }",
		"arguments x3000":           "{ session(" + argsRepeated(3000) + ") { id } }",
		"inline fragments x3000":    "{ viewer {" + rep(" ... on Viewer { credential }", 3000) + " } }",
		"deep inline fragments":     "{ viewer {" + rep(" ... on Viewer {", 3000) + " credential" + rep(" }", 3000) + " } }",
		"string literal 900 KB":     `{ session(id: "` + rep("x", 900<<10) + `") { id } }`,
		"comment 1000 KB":           "#" + rep("x", 1000<<10) + "\n" + baseline,
		"fragment pairs 100x20":     fragmentPairs(100, 20, true),
		"fragment spreads 100x20":   fragmentPairs(100, 20, false),
	}
	return shapes
}

func aliases(n int, field string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, " a%d: %s", i, field)
	}
	return b.String()
}

func vars(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "$v%d: Int ", i)
	}
	return b.String()
}

func opsRepeated(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "query Q%d { __typename } ", i)
	}
	return b.String()
}

func objectFields(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "f%d: 1 ", i)
	}
	return b.String()
}

func argsRepeated(n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(`id: "x" `)
	}
	return b.String()
}

// fragmentPairs spreads n fragments of k fields side by side: with the
// same response names in each (overlapping) or distinct ones.
func fragmentPairs(n, k int, overlapping bool) string {
	var b strings.Builder
	b.WriteString("{ viewer {")
	for i := range n {
		fmt.Fprintf(&b, " ...F%d", i)
	}
	b.WriteString(" } }")
	for i := range n {
		fmt.Fprintf(&b, " fragment F%d on Viewer {", i)
		for j := range k {
			if overlapping {
				fmt.Fprintf(&b, " a%d: sessionId", j)
			} else {
				fmt.Fprintf(&b, " a%d_%d: sessionId", i, j)
			}
		}
		b.WriteString(" }")
	}
	return b.String()
}

// schemaHandler serves Meridian's real schema with a resolver-free
// executor: what it measures is decoding, parsing, the limits and
// validation, the work done before any resolver runs.
func schemaHandler() http.Handler {
	schema := NewExecutableSchema(Config{}).Schema()
	es := &graphql.ExecutableSchemaMock{
		SchemaFunc: func() *ast.Schema { return schema },
		ExecFunc: func(context.Context) graphql.ResponseHandler {
			return graphql.OneShot(&graphql.Response{Data: json.RawMessage(`{"viewer":{"credential":"CLIENT_TOKEN"}}`)})
		},
		ComplexityFunc: func(context.Context, string, string, int, map[string]any) (int, bool) { return 0, false },
	}
	return NewHandler(es, ServerConfig{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

func serve(h http.Handler, query string) *httptest.ResponseRecorder {
	body, _ := json.Marshal(map[string]any{"query": query})
	r := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept", mediaGraphQLResponse)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// Every hostile shape is answered (a result or a request error with a
// code, never a 5xx) having allocated at most 64 MiB, and its answer is
// small. CPU time is measured by BenchmarkHostileDocuments, not asserted.
func TestHostileDocumentsAreCheap(t *testing.T) {
	h := schemaHandler()
	for name, q := range hostileShapes() {
		body, _ := json.Marshal(map[string]any{"query": q})
		require.LessOrEqual(t, len(body), 1<<20, name)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		w := serve(h, q)
		runtime.ReadMemStats(&after)
		allocated := after.TotalAlloc - before.TotalAlloc
		require.Less(t, w.Code, 500, name)
		require.LessOrEqual(t, allocated, uint64(64<<20), "%s allocated %d MiB", name, allocated>>20)
		require.Less(t, w.Body.Len(), 64<<10, "%s answered %d bytes", name, w.Body.Len())
		var answer struct {
			Errors []struct {
				Extensions map[string]any `json:"extensions"`
			} `json:"errors"`
		}
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &answer), name)
		for _, e := range answer.Errors {
			require.NotEmpty(t, e.Extensions["code"], "%s: an error without a code", name)
		}
	}
	for _, name := range []string{"merge-conflicts 1600+1600", "typename x4900", "same field x3000", "fragment pairs 100x20"} {
		w := serve(h, hostileShapes()[name])
		require.Equal(t, 400, w.Code, name)
		require.Contains(t, w.Body.String(), `"query_too_complex"`, name)
	}
	require.Equal(t, 200, serve(h, baseline).Code)
}

// Overlaps that real documents have stay allowed: the same field in a
// few fragments and inline fragments on one path.
func TestOverlapBudgetAllowsOrdinaryDocuments(t *testing.T) {
	h := schemaHandler()
	doc := `query Q { viewer { ...A ...B ... on Viewer { credential organization { id } } } }
fragment A on Viewer { credential sessionId organization { id name } }
fragment B on Viewer { credential organization { id mode } }`
	w := serve(h, doc)
	require.Equal(t, 200, w.Code, w.Body.String())
}

// BenchmarkHostileDocuments prints, for each hostile shape and for the
// baseline, the server CPU (user and system time of the process, garbage
// collection included) and the bytes allocated per request:
//
//	go test -run '^$' -bench HostileDocuments -benchtime 20x ./graph/
func BenchmarkHostileDocuments(b *testing.B) {
	h := schemaHandler()
	shapes := hostileShapes()
	shapes["baseline"] = baseline
	for name, q := range shapes {
		b.Run(strings.ReplaceAll(name, " ", "_"), func(b *testing.B) {
			b.ReportAllocs()
			start := cpuTime()
			for b.Loop() {
				serve(h, q)
			}
			b.ReportMetric(float64((cpuTime()-start).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

func cpuTime() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// dashboardQueries are what a dashboard asks for at once: each fits
// within the default cost limit (DefaultComplexityLimit says why it is
// what it is).
var dashboardQueries = map[string]string{
	"a page of 100 webhook deliveries with their attempts, events and requests": `{
	  webhookDeliveries(endpointId: "we_1", status: FAILED, first: 100, after: "") {
	    edges { cursor node { id eventId eventType status nextAttemptAt createdAt updatedAt
	      attempts { attempt statusCode latencyMs responseBody error createdAt }
	      event { id type objectId createdAt payload }
	      request { url headers { name value } body } } }
	    pageInfo { hasNextPage endCursor } } }`,
}

func TestDashboardQueriesFitTheCostLimit(t *testing.T) {
	t.Parallel()
	schema := NewExecutableSchema(Config{}).Schema()
	for name, q := range dashboardQueries {
		doc, err := parser.ParseQuery(&ast.Source{Input: q})
		require.NoError(t, err, name)
		m := measurer{schema: schema, doc: doc, memo: map[string]measure{}}
		r := m.set(schema.Query, doc.Operations[0].SelectionSet)
		t.Logf("%s: cost %d", name, r.cost)
		require.LessOrEqual(t, r.cost, DefaultComplexityLimit, name)
		w := serve(schemaHandler(), q)
		require.Equal(t, 200, w.Code, "%s: %s", name, w.Body.String())
		require.NotContains(t, w.Body.String(), "errors", name)
	}
}
