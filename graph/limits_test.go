package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

const testSchema = `
scalar Map
directive @listSize(max: Int!) on FIELD_DEFINITION
directive @allow(to: String!) on FIELD_DEFINITION
type Query {
  viewer: Viewer! @allow(to: ANYONE)
  bounded: [Tag!]! @listSize(max: 3) @allow(to: ANYONE)
  items(first: Int): ItemConnection! @allow(to: ANYONE)
  tags: [Tag!]! @allow(to: ANYONE)
  names: [String!]! @allow(to: ANYONE)
  blob: String! @allow(to: ANYONE)
  wait: String! @allow(to: ANYONE)
}
type Mutation { touch: String! @allow(to: ANYONE) }
type Viewer { credential: String! name: String! }
type ItemConnection { edges: [ItemEdge!]! totalCount: Int! }
type ItemEdge { cursor: String! node: Item! }
type Item { id: ID! payload: Map! tags: [Tag!]! }
type Tag { name: String! }
`

type testServer struct {
	*httptest.Server
	mu      sync.Mutex
	logs    bytes.Buffer
	respond func(ctx context.Context) *graphql.Response
}

func newTestServer(t *testing.T, cfg ServerConfig) *testServer {
	t.Helper()
	ts := &testServer{respond: func(context.Context) *graphql.Response {
		return &graphql.Response{Data: json.RawMessage(`{"viewer":{"credential":"x"}}`)}
	}}
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	es := &graphql.ExecutableSchemaMock{
		SchemaFunc: func() *ast.Schema { return schema },
		ExecFunc: func(ctx context.Context) graphql.ResponseHandler {
			return graphql.OneShot(ts.respond(ctx))
		},
		ComplexityFunc: func(context.Context, string, string, int, map[string]any) (int, bool) { return 0, false },
	}
	cfg.Log = slog.New(slog.NewTextHandler(lockedWriter{ts}, nil))
	ts.Server = httptest.NewServer(NewHandler(es, cfg))
	t.Cleanup(ts.Close)
	return ts
}

type lockedWriter struct{ ts *testServer }

func (w lockedWriter) Write(p []byte) (int, error) {
	w.ts.mu.Lock()
	defer w.ts.mu.Unlock()
	return w.ts.logs.Write(p)
}

func (ts *testServer) logged() string {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.logs.String()
}

type answer struct {
	status int
	body   map[string]any
	raw    string
}

func (a answer) code() string {
	errs, _ := a.body["errors"].([]any)
	if len(errs) == 0 {
		return ""
	}
	ext, _ := errs[0].(map[string]any)["extensions"].(map[string]any)
	code, _ := ext["code"].(string)
	return code
}

func (ts *testServer) post(t *testing.T, accept, body string) answer {
	t.Helper()
	req, err := http.NewRequest("POST", ts.URL, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", accept)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	a := answer{status: res.StatusCode, raw: string(b)}
	_ = json.Unmarshal(b, &a.body)
	return a
}

func (ts *testServer) query(t *testing.T, q string, vars map[string]any) answer {
	t.Helper()
	b, _ := json.Marshal(map[string]any{"query": q, "variables": vars})
	return ts.post(t, mediaGraphQLResponse, string(b))
}

// fanout is a document of n fragments each spreading the next twice: its
// expansion has 2^n fields.
func fanout(n int) string {
	var b strings.Builder
	b.WriteString("query { ...F0 }\n")
	for i := range n {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "fragment F%d on Query { viewer { credential } }\n", n)
	return b.String()
}

// The measure visits each selection of the document once, however often
// fragments spread each other: a 60-level fan-out (2^60 fields expanded)
// is measured in 122 visits and refused.
func TestMeasureIsLinearInTheDocument(t *testing.T) {
	t.Parallel()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	doc, err := parser.ParseQuery(&ast.Source{Input: fanout(60)})
	require.NoError(t, err)
	m := measurer{schema: schema, doc: doc, memo: map[string]measure{}}
	r := m.set(schema.Query, doc.Operations[0].SelectionSet)
	require.LessOrEqual(t, m.visited, 1+2*60+2)
	require.Greater(t, r.cost, 1_000_000, "the cost saturates instead of overflowing")

	ts := newTestServer(t, ServerConfig{})
	for _, n := range []int{25, 40, 60} {
		a := ts.query(t, fanout(n), nil)
		require.Equal(t, 400, a.status)
		require.Equal(t, "complexity_limit_exceeded", a.code(), a.raw)
	}
}

func TestCostModel(t *testing.T) {
	t.Parallel()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	cases := []struct {
		query string
		vars  map[string]any
		cost  int
		depth int
	}{
		{`{ viewer { credential name } }`, nil, 3, 2},
		{`{ a: viewer { credential } b: viewer { credential } }`, nil, 4, 2},
		// first multiplies the connection's selection; edges are not counted again.
		{`{ items(first: 100) { edges { node { id } } } }`, nil, 1 + 100*(1+1+1), 4},
		{`query($n: Int) { items(first: $n) { edges { node { id } } } }`, map[string]any{"n": json.Number("50")}, 1 + 50*3, 4},
		{`{ items { totalCount } }`, nil, 1 + 20, 2},
		// a list without first counts ten items; a Map costs ten.
		{`{ tags { name } }`, nil, 1 + 10, 2},
		// a list that declares its bound counts at that size.
		{`{ bounded { name } }`, nil, 1 + 3, 2},
		{`{ items(first: 2) { edges { node { payload tags { name } } } } }`, nil, 1 + 2*(1+1+10+1+10), 5},
		{`{ names blob }`, nil, 2, 1},
		{`{ items(first: -5) { totalCount } }`, nil, 2, 2},
		{`{ ...on Query { viewer { ...V } } } fragment V on Viewer { credential }`, nil, 2, 2},
		{`{ __schema { types { fields { name } } } }`, nil, 4, 4},
	}
	for _, c := range cases {
		doc, err := parser.ParseQuery(&ast.Source{Input: c.query})
		require.NoError(t, err, c.query)
		m := measurer{schema: schema, doc: doc, vars: c.vars, memo: map[string]measure{}}
		r := m.set(schema.Query, doc.Operations[0].SelectionSet)
		require.Equal(t, measure{depth: c.depth, cost: c.cost}, r, c.query)
	}
}

func TestLimitsOverHTTP(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{ComplexityLimit: 1000})
	page := `items(first: 100) { edges { node { id } } }`
	require.Equal(t, 200, ts.query(t, "{ "+page+" }", nil).status)
	a := ts.query(t, "{ a: "+page+" b: "+page+" c: "+page+" d: "+page+" }", nil)
	require.Equal(t, 400, a.status)
	require.Equal(t, "complexity_limit_exceeded", a.code())
	a = ts.query(t, `query($n: Int) { items(first: $n) { edges { node { id } } } }`, map[string]any{"n": 1000})
	require.Equal(t, "complexity_limit_exceeded", a.code(), "a variable's value counts")

	var frags strings.Builder
	frags.WriteString("{ viewer { credential } }")
	for i := range 101 {
		fmt.Fprintf(&frags, " fragment X%d on Viewer { name }", i)
	}
	require.Equal(t, "too_many_fragments", ts.query(t, frags.String(), nil).code())

	deep := `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } }`
	require.Equal(t, "query_too_deep", ts.query(t, deep, nil).code())
	require.Equal(t, "introspection_disabled", ts.query(t, `{ __schema { queryType { name } } }`, nil).code())
	require.Equal(t, "introspection_disabled", ts.query(t, `{ viewer { ...on Viewer { __type(name: "Tag") { name } } } }`, nil).code())
	require.Equal(t, 200, ts.query(t, `{ viewer { __typename } }`, nil).status, "__typename is not introspection")
}

func TestResponseCap(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{MaxResponseBytes: 1 << 10})
	ts.respond = func(context.Context) *graphql.Response {
		return &graphql.Response{Data: json.RawMessage(`{"blob":"` + strings.Repeat("a", 2<<10) + `"}`)}
	}
	a := ts.query(t, `{ blob }`, nil)
	require.Equal(t, "response_too_large", a.code(), a.raw)
	require.Less(t, len(a.raw), 1<<10)
}

// A request's work stops when its client goes away: the operation's
// context is the request's.
func TestWorkStopsWhenTheClientLeaves(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{})
	started, stopped := make(chan struct{}), make(chan struct{})
	ts.respond = func(ctx context.Context) *graphql.Response {
		close(started)
		<-ctx.Done()
		close(stopped)
		return &graphql.Response{Data: json.RawMessage(`{}`)}
	}
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "POST", ts.URL, strings.NewReader(`{"query":"{ wait }"}`))
	req.Header.Set("Content-Type", "application/json")
	go http.DefaultClient.Do(req)
	<-started
	cancel()
	select {
	case <-stopped:
	case <-time.After(30 * time.Second):
		t.Fatal("the operation still runs after its client left")
	}
	ts.Close() // waits for the handler to return
	require.NotContains(t, ts.logged(), "panic", "a request whose client left ends quietly: there is no response to write")
	require.NotContains(t, ts.logged(), "internal_error")
}

// Malformed requests are 400s with stable codes; their bodies (which may
// carry personal data in variables) are neither echoed nor logged.
func TestMalformedRequests(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{})
	const secret = "jane.doe@example.com"
	cases := map[string]string{
		`[{"query":"{ viewer { credential } }","variables":{"email":"` + secret + `"}}]`:               "batching_not_supported",
		`{"query":"{ viewer { credential } }","variables":"` + secret + `"}`:                           "invalid_request",
		`{"query":"{ viewer { credential } }","variables":["` + secret + `"]}`:                         "invalid_request",
		`{"query":5,"variables":{"email":"` + secret + `"}}`:                                           "invalid_request",
		`{"query":"{ viewer { credential } }","operationName":{"x":"` + secret + `"}}`:                 "invalid_request",
		`{"query":"{ viewer { credential } }","extensions":"oops","variables":{"e":"` + secret + `"}}`: "invalid_request",
		`{"query":"{ viewer { credential } }", "variables":{"e":"` + secret + `"}`:                     "invalid_json",
		`"` + secret + `"`:                     "invalid_json",
		``:                                     "invalid_json",
		`{"variables":{"e":"` + secret + `"}}`: "missing_query",
		`{"query":"{ viewer { credential } }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}},"variables":{"e":"` + secret + `"}}`: "persisted_query_invalid",
	}
	for body, code := range cases {
		for _, accept := range []string{mediaJSON, mediaGraphQLResponse} {
			a := ts.post(t, accept, body)
			require.Equal(t, code, a.code(), "%s: %s", body, a.raw)
			require.NotContains(t, a.raw, secret)
			_, hasData := a.body["data"]
			require.False(t, hasData, body)
			if code == "persisted_query_invalid" && accept == mediaJSON {
				require.Equal(t, 200, a.status)
			} else {
				require.Equal(t, 400, a.status, "%s %s", body, accept)
			}
		}
	}
	big := `{"query":"{ viewer { credential } }","extensions":"` + strings.Repeat(secret, 20_000) + `"}`
	require.Equal(t, "invalid_request", ts.post(t, mediaJSON, big).code())
	require.NotContains(t, ts.logged(), secret)
	require.NotContains(t, ts.logged(), "level=ERROR")
}

func TestGETRefusesMutations(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{})
	res, err := http.Get(ts.URL + "?query=" + "mutation%7Btouch%7D")
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, 405, res.StatusCode)
	require.Equal(t, "POST", res.Header.Get("Allow"))
	res, err = http.Get(ts.URL + "?query=%7Bviewer%7Bcredential%7D%7D&variables=%5B1%5D")
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, 400, res.StatusCode)
}

// Field suggestions ("Did you mean …?") help developers and map the schema
// for strangers: production turns them off.
func TestSuggestions(t *testing.T) {
	t.Parallel()
	for _, on := range []bool{true, false} {
		ts := newTestServer(t, ServerConfig{Suggestions: on, Introspection: on})
		a := ts.query(t, `{ viewr { credential } }`, nil)
		require.Equal(t, on, strings.Contains(a.raw, "Did you mean"), a.raw)
	}
}

// Every list of objects in Meridian's schema is bounded: it takes first, it
// is a connection's edges, or it declares @listSize(max:).
func TestEveryObjectListIsBounded(t *testing.T) {
	t.Parallel()
	schema := NewExecutableSchema(Config{}).Schema()
	for _, typ := range schema.Types {
		if strings.HasPrefix(typ.Name, "__") || typ.Kind != ast.Object {
			continue
		}
		for _, f := range typ.Fields {
			if f.Type.Elem == nil || strings.HasPrefix(f.Name, "__") || schema.Types[f.Type.Name()].IsLeafType() {
				continue
			}
			_, declared := listSize(f)
			paged := f.Arguments.ForName("first") != nil
			edges := strings.HasSuffix(typ.Name, "Connection") && f.Name == "edges"
			require.True(t, declared || paged || edges, "%s.%s is a list of objects with no bound", typ.Name, f.Name)
		}
	}
}

func TestMutationsPerOperation(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, ServerConfig{})
	ten := "mutation {" + aliases(10, "touch") + " }"
	require.Equal(t, 200, ts.query(t, ten, nil).status)
	a := ts.query(t, "mutation {"+aliases(11, "touch")+" }", nil)
	require.Equal(t, 400, a.status)
	require.Equal(t, "too_many_mutations", a.code())
	a = ts.query(t, "mutation { ...M ... on Mutation {"+aliases(6, "touch")+" } } fragment M on Mutation {"+aliases(5, "touch")+" }", nil)
	require.Equal(t, "too_many_mutations", a.code(), "fragments count")
}

// The answer's size is counted while it is built: once over the cap, no
// further field resolves, lists never pass their declared bound, and the
// result is one response_too_large error.
func TestResponseBudgetStopsResolving(t *testing.T) {
	t.Parallel()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	c := &responseCap{max: 100}
	require.NoError(t, c.Validate(&graphql.ExecutableSchemaMock{SchemaFunc: func() *ast.Schema { return schema }}))
	op := &graphql.OperationContext{Operation: &ast.OperationDefinition{Operation: ast.Query}}
	var opCtx context.Context
	c.InterceptOperation(graphql.WithOperationContext(context.Background(), op), func(ctx context.Context) graphql.ResponseHandler {
		opCtx = ctx
		return nil
	})
	field := func(object, name string) context.Context {
		return graphql.WithFieldContext(opCtx, &graphql.FieldContext{Object: object, Field: graphql.CollectedField{Field: &ast.Field{Name: name, Alias: name}}})
	}
	checks := fieldChecks{perms: &permissions{}, cap: c}
	res, err := checks.InterceptField(field("Query", "bounded"), func(context.Context) (any, error) {
		return []string{"a", "b", "c", "d", "e"}, nil
	})
	require.NoError(t, err)
	require.Equal(t, []string{"a", "b", "c"}, res, "a list is cut to its declared bound")

	resolved := 0
	for range 10 {
		_, err = checks.InterceptField(field("Query", "blob"), func(context.Context) (any, error) {
			resolved++
			return strings.Repeat("x", 40), nil
		})
	}
	require.Equal(t, 2, resolved, "fields stop resolving once the answer is over the cap")
	require.Equal(t, "response_too_large", err.(*gqlerror.Error).Extensions["code"])
	// A refused field is part of the answer too (its null and its error):
	// refusals alone use the budget up.
	refusing := fieldChecks{perms: &permissions{need: map[fieldKey][]auth.Permission{{"Query", "secret"}: {auth.Money}}},
		cap: &responseCap{max: 100}}
	fresh := graphql.WithFieldContext(context.WithValue(context.Background(), budgetKey{}, new(budget)),
		&graphql.FieldContext{Object: "Query", Field: graphql.CollectedField{Field: &ast.Field{Name: "secret", Alias: "secret"}}})
	var keys []string
	for range 10 {
		_, err := refusing.InterceptField(fresh, func(context.Context) (any, error) { return "ran", nil })
		if ge, ok := err.(*gqlerror.Error); ok {
			keys = append(keys, ge.Extensions["code"].(string))
		} else {
			keys = append(keys, errs.KeyOf(err))
		}
	}
	require.Equal(t, "missing_api_key", keys[0])
	require.Equal(t, "response_too_large", keys[9])
	resp := c.InterceptResponse(opCtx, func(context.Context) *graphql.Response {
		return &graphql.Response{Data: json.RawMessage(`{}`)}
	})
	require.Nil(t, resp.Data)
	require.Equal(t, "response_too_large", resp.Errors[0].Extensions["code"])
}

// An operation that passed every limit without variables is not measured
// again for the next request of it without variables; with variables, for
// another operation of the document, or after a refusal, it is.
func TestLimitsKeepPlainPasses(t *testing.T) {
	t.Parallel()
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	l := &limits{maxDepth: 3, maxCost: 200, maxFragments: 10, tokenLimit: 1000,
		docs: boundedCache[*parsedDoc]{lru.New[*parsedDoc](10)}}
	require.NoError(t, l.Validate(&graphql.ExecutableSchemaMock{SchemaFunc: func() *ast.Schema { return schema }}))
	ctx := context.Background()
	code := func(query, op string, vars map[string]any) string {
		if err := l.MutateOperationParameters(ctx, &graphql.RawParams{Query: query, OperationName: op, Variables: vars}); err != nil {
			return err.Extensions["code"].(string)
		}
		return "ok"
	}
	doc := `query A { viewer { name } } query B { items { edges { node { tags { name } } } } }`
	require.Equal(t, "ok", code(doc, "A", nil))
	require.Equal(t, "query_too_deep", code(doc, "B", nil))
	require.Equal(t, "query_too_deep", code(doc, "", nil), "every operation is measured without a name")
	l.maxDepth = 1 // A is too deep now, if measured
	require.Equal(t, "ok", code(doc, "A", map[string]any{}), "A passed without variables: not measured again")
	require.Equal(t, "query_too_deep", code(doc, "A", map[string]any{"n": 1}), "with variables, measured")
	l.maxDepth = 3

	counted := `query C($n: Int) { items(first: $n) { totalCount } }`
	require.Equal(t, "ok", code(counted, "C", nil))
	require.Equal(t, "complexity_limit_exceeded", code(counted, "C", map[string]any{"n": 100000}))
	require.Equal(t, "ok", code(counted, "C", map[string]any{"n": 2}))
	require.Equal(t, "ok", code(counted, "C", nil))
}
