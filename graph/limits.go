package graph

import (
	"context"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// Cost model. Every field costs 1. A field that takes `first` multiplies the
// cost of its selection by it (defaultPageSize when omitted); a list that
// declares @listSize(max:) counts as max items, any other list of objects
// as assumedListSize; a connection's edges are
// counted by the connection's `first`, not again; a Map (arbitrary JSON)
// costs mapCost. Introspection fields cost 1 each, without multipliers.
const (
	defaultPageSize = 20
	assumedListSize = 10
	mapCost         = 10
)

// limits bounds the work an operation may ask for, before gqlgen parses
// and validates it: at most maxFragments fragment definitions, fields
// nested at most maxDepth deep and a cost of at most maxCost. The document
// is measured in one pass, each fragment once (a fragment's depth and cost
// do not depend on where it is spread), so the measure is linear in the
// document even when fragments spread each other many times over; the
// validator, the executor and the response then only ever see documents
// whose expansion is bounded.
type limits struct {
	maxDepth, maxCost, maxFragments, tokenLimit int
	introspection                               bool
	schema                                      *ast.Schema
	docs                                        graphql.Cache[*parsedDoc]
}

// parsedDoc is a document as the limits keep it, with what is known of it
// whatever its variables: overlarge, whether it repeats fields under one
// name too often to be checked (overBudget; not counted for a document
// with too many fragments, which is refused for those first).
type parsedDoc struct {
	doc       *ast.QueryDocument
	overlarge bool
	// passed names an operation (or "" for all of them) that was measured
	// without variables and is within every limit: what a request without
	// variables finds of it depends on the document alone, so the next
	// such request for it is not measured again. Refusals are not kept
	// (each request gets an error of its own to present).
	passed atomic.Pointer[string]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = &limits{}

func (*limits) ExtensionName() string { return "Limits" }

func (l *limits) Validate(es graphql.ExecutableSchema) error {
	l.schema = es.Schema()
	return nil
}

// nulRefused is the error for text with a NUL character, whichever the
// transport or the place (a literal, a variable, a parameter).
func nulRefused() *gqlerror.Error {
	return requestError("invalid_characters", "Text must not contain NUL characters")
}

func requestError(code, format string, args ...any) *gqlerror.Error {
	err := gqlerror.Errorf(format, args...)
	err.Extensions = map[string]any{"code": code}
	return err
}

func (l *limits) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	parsed, ok := l.docs.Get(ctx, p.Query)
	if !ok {
		doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, l.tokenLimit)
		if err != nil {
			return nil // gqlgen reports the parse error
		}
		// Counted once per document: a document with too many fragments
		// is refused before the count of its overlaps.
		parsed = &parsedDoc{doc: doc, overlarge: len(doc.Fragments) <= l.maxFragments && overBudget(doc)}
		l.docs.Add(ctx, p.Query, parsed)
	}
	plain := len(p.Variables) == 0
	if op := parsed.passed.Load(); plain && op != nil && *op == p.OperationName {
		return nil
	}
	if err := l.measure(parsed, p); err != nil || !plain {
		return err
	}
	op := p.OperationName
	parsed.passed.Store(&op)
	return nil
}

// measure checks an operation of a parsed document, with its variables,
// against every limit.
func (l *limits) measure(parsed *parsedDoc, p *graphql.RawParams) *gqlerror.Error {
	doc := parsed.doc
	if len(doc.Fragments) > l.maxFragments {
		return requestError("too_many_fragments", "The document defines %d fragments, over the limit of %d", len(doc.Fragments), l.maxFragments)
	}
	if parsed.overlarge {
		return requestError("query_too_complex", "The document repeats fields under one name too often to be checked: use fewer repeated fields or aliases")
	}
	m := measurer{schema: l.schema, doc: doc, vars: p.Variables, memo: map[string]measure{}}
	for _, op := range doc.Operations {
		if p.OperationName != "" && op.Name != p.OperationName {
			continue
		}
		for _, v := range op.VariableDefinitions {
			m.literal(v.DefaultValue)
		}
		r := m.set(l.rootType(op.Operation), op.SelectionSet)
		if m.badLiteral != "" {
			return requestError("invalid_value", "The number %.40s is out of range", m.badLiteral)
		}
		if m.nul {
			return nulRefused()
		}
		if r.depth > l.maxDepth {
			return requestError("query_too_deep", "The operation is nested more than %d levels deep", l.maxDepth)
		}
		if op.Operation == ast.Mutation {
			if n := rootFields(doc, op.SelectionSet, map[string]bool{}); n > maxMutations {
				return requestError("too_many_mutations", "The operation makes %d mutations, over the limit of %d: send them in separate requests", n, maxMutations)
			}
		}
		if r.cost > l.maxCost {
			return requestError("complexity_limit_exceeded", "The operation has complexity %d, over the limit of %d", r.cost, l.maxCost)
		}
	}
	if m.introspects && !l.introspection {
		return requestError("introspection_disabled", "Introspection is disabled on this server")
	}
	return nil
}

// maxMutations bounds the mutation fields of one operation (aliases of one
// mutation included): each is a write in a transaction of its own.
const maxMutations = 10

// rootFields counts the fields of a selection set with its inline
// fragments and fragment spreads (each fragment once) expanded.
func rootFields(doc *ast.QueryDocument, set ast.SelectionSet, seen map[string]bool) int {
	n := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			n++
		case *ast.InlineFragment:
			n += rootFields(doc, s.SelectionSet, seen)
		case *ast.FragmentSpread:
			if f := doc.Fragments.ForName(s.Name); f != nil && !seen[s.Name] {
				seen[s.Name] = true
				n += rootFields(doc, f.SelectionSet, seen)
			}
		}
	}
	return n
}

func (l *limits) rootType(op ast.Operation) *ast.Definition {
	switch op {
	case ast.Mutation:
		return l.schema.Mutation
	case ast.Subscription:
		return l.schema.Subscription
	}
	return l.schema.Query
}

// measure is the depth and cost of a selection set.
type measure struct{ depth, cost int }

// measurer walks one document. Unknown types and fields (which validation
// refuses later) count as plain fields.
type measurer struct {
	schema      *ast.Schema
	doc         *ast.QueryDocument
	vars        map[string]any
	memo        map[string]measure
	introspects bool
	badLiteral  string // a number literal that does not fit 64 bits
	nul         bool   // a string literal with a NUL character
	visited     int    // selections visited, for tests of the linear bound
}

func (m *measurer) set(parent *ast.Definition, set ast.SelectionSet) measure {
	var out measure
	for _, sel := range set {
		m.visited++
		var r measure
		switch s := sel.(type) {
		case *ast.Field:
			r = m.field(parent, s)
		case *ast.InlineFragment:
			t := parent
			if s.TypeCondition != "" {
				t = m.schema.Types[s.TypeCondition]
			}
			r = m.set(t, s.SelectionSet)
		case *ast.FragmentSpread:
			r = m.fragment(s.Name)
		}
		out.depth = max(out.depth, r.depth)
		out.cost = add(out.cost, r.cost)
	}
	return out
}

// fragment measures a fragment once per document. A fragment reached again
// while being measured (a cycle, which validation refuses) counts nothing.
func (m *measurer) fragment(name string) measure {
	if r, ok := m.memo[name]; ok {
		return r
	}
	m.memo[name] = measure{}
	f := m.doc.Fragments.ForName(name)
	if f == nil {
		return measure{}
	}
	r := m.set(m.schema.Types[f.TypeCondition], f.SelectionSet)
	m.memo[name] = r
	return r
}

func (m *measurer) field(parent *ast.Definition, f *ast.Field) measure {
	if strings.HasPrefix(f.Name, "__") && f.Name != "__typename" {
		m.introspects = true
	}
	for _, a := range f.Arguments {
		m.literal(a.Value)
	}
	for _, d := range f.Directives {
		for _, a := range d.Arguments {
			m.literal(a.Value)
		}
	}
	var def *ast.FieldDefinition
	if parent != nil {
		def = parent.Fields.ForName(f.Name)
	}
	if def == nil {
		sub := m.set(nil, f.SelectionSet)
		return measure{depth: sub.depth + 1, cost: add(1, sub.cost)}
	}
	if len(f.SelectionSet) == 0 {
		if def.Type.Name() == "Map" {
			return measure{depth: 1, cost: mapCost}
		}
		return measure{depth: 1, cost: 1}
	}
	sub := m.set(m.schema.Types[def.Type.Name()], f.SelectionSet)
	return measure{depth: sub.depth + 1, cost: add(1, mul(sub.cost, m.multiplier(parent, def, f)))}
}

// literal notes a number literal that gqlgen could not read as a 64-bit
// value (it panics on them when it builds the arguments).
func (m *measurer) literal(v *ast.Value) {
	if v == nil || m.badLiteral != "" {
		return
	}
	var err error
	switch v.Kind {
	case ast.IntValue:
		_, err = strconv.ParseInt(v.Raw, 10, 64)
	case ast.FloatValue:
		_, err = strconv.ParseFloat(v.Raw, 64)
	case ast.StringValue, ast.BlockValue:
		m.nul = m.nul || strings.IndexByte(v.Raw, 0) >= 0
	case ast.ListValue, ast.ObjectValue:
		for _, c := range v.Children {
			m.literal(c.Value)
		}
	}
	if err != nil {
		m.badLiteral = v.Raw
	}
}

// multiplier is how many items of a field's selection the cost model assumes.
func (m *measurer) multiplier(parent *ast.Definition, def *ast.FieldDefinition, f *ast.Field) int {
	switch {
	case strings.HasPrefix(parent.Name, "__") || strings.HasPrefix(def.Name, "__"):
		return 1
	case def.Arguments.ForName("first") != nil:
		n := defaultPageSize
		if a := f.Arguments.ForName("first"); a != nil {
			if v, ok := m.intValue(a.Value); ok {
				n = v
			}
		}
		return max(n, 1)
	case strings.HasSuffix(parent.Name, "Connection") && def.Name == "edges":
		return 1
	case def.Type.Elem != nil:
		if n, ok := listSize(def); ok {
			return max(n, 1)
		}
		return assumedListSize
	}
	return 1
}

// listSize is the bound a list field declares with @listSize(max:).
func listSize(def *ast.FieldDefinition) (int, bool) {
	d := def.Directives.ForName("listSize")
	if d == nil {
		return 0, false
	}
	a := d.Arguments.ForName("max")
	if a == nil || a.Value == nil {
		return 0, false
	}
	n, err := strconv.Atoi(a.Value.Raw)
	return n, err == nil
}

// intValue reads an Int argument given literally or by a variable.
func (m *measurer) intValue(v *ast.Value) (int, bool) {
	if v == nil {
		return 0, false
	}
	var raw any
	switch v.Kind {
	case ast.IntValue:
		raw = json.Number(v.Raw)
	case ast.Variable:
		raw = m.vars[v.Raw]
	default:
		return 0, false
	}
	var f float64
	switch n := raw.(type) {
	case json.Number:
		x, err := n.Float64()
		if err != nil {
			return math.MaxInt32, true
		}
		f = x
	case float64:
		f = n
	case int:
		f = float64(n)
	case int64:
		f = float64(n)
	default:
		return 0, false
	}
	if f > math.MaxInt32 {
		return math.MaxInt32, true
	}
	return int(f), true
}

// add and mul saturate instead of overflowing.
func add(a, b int) int {
	if a > math.MaxInt32-b {
		return math.MaxInt32
	}
	return a + b
}

func mul(a, b int) int {
	if a != 0 && b > math.MaxInt32/a {
		return math.MaxInt32
	}
	return a * b
}

// responseCap bounds what an operation sends and the work spent building
// it. While a query or mutation resolves, each field adds an estimate of
// its share of the JSON answer (its name, and a string's length or eight
// bytes for any other value) to the operation's budget; once that passes
// max bytes, no further field resolves (so no more database work is done)
// and the result is replaced by one error, response_too_large. Each result,
// a subscription's messages included, is also checked on its encoded size.
// A list field that declares @listSize(max:) never returns more than max
// items. Fields are counted by fieldChecks.
type responseCap struct {
	max    int
	bounds map[fieldKey]int
}

type fieldKey struct{ object, field string }

type budgetKey struct{}

// budget is one operation's running estimate of its answer's size.
type budget struct{ used atomic.Int64 }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
	graphql.ResponseInterceptor
} = &responseCap{}

func (*responseCap) ExtensionName() string { return "ResponseCap" }

func (c *responseCap) Validate(es graphql.ExecutableSchema) error {
	c.bounds = map[fieldKey]int{}
	for _, t := range es.Schema().Types {
		for _, f := range t.Fields {
			if n, ok := listSize(f); ok {
				c.bounds[fieldKey{t.Name, f.Name}] = n
			}
		}
	}
	return nil
}

func (c *responseCap) tooLarge() *gqlerror.Error {
	return requestError("response_too_large", "The response would be over %d bytes: ask for fewer items or fields", c.max)
}

func (c *responseCap) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if graphql.GetOperationContext(ctx).Operation.Operation == ast.Subscription {
		return next(ctx)
	}
	return next(context.WithValue(ctx, budgetKey{}, new(budget)))
}

// budgetOf is the operation's budget (nil in a subscription).
func budgetOf(ctx context.Context) *budget {
	b, _ := ctx.Value(budgetKey{}).(*budget)
	return b
}

// count cuts a field's list result (res) to the bound it declares, and adds
// its share of the answer to the budget b: over the cap, the field's
// result is response_too_large instead.
func (c *responseCap) count(b *budget, key fieldKey, fc *graphql.FieldContext, res any, err error) (any, error) {
	if n, ok := c.bounds[key]; ok {
		if v := reflect.ValueOf(res); v.Kind() == reflect.Slice && v.Len() > n {
			res = v.Slice(0, n).Interface()
		}
	}
	if b != nil {
		size := int64(len(fc.Field.Alias) + 4)
		switch v := res.(type) {
		case string:
			size += int64(len(v))
		case *string:
			if v != nil {
				size += int64(len(*v))
			}
		default:
			size += 8
		}
		if b.used.Add(size) > int64(c.max) {
			return nil, c.tooLarge()
		}
	}
	return res, err
}

func (c *responseCap) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	b := budgetOf(ctx)
	if resp != nil && (len(resp.Data) > c.max || b != nil && b.used.Load() > int64(c.max)) {
		return &graphql.Response{Errors: gqlerror.List{c.tooLarge()}}
	}
	return resp
}

// maxCachedQuery is the longest query text the caches keep: a cache of
// 1,000 entries holds at most 64 MiB of query text, whatever callers send.
const maxCachedQuery = 64 << 10

// boundedCache is a cache that does not keep entries for long query texts.
type boundedCache[T any] struct{ graphql.Cache[T] }

func (c boundedCache[T]) Add(ctx context.Context, key string, value T) {
	if len(key) <= maxCachedQuery {
		c.Cache.Add(ctx, key, value)
	}
}

// maxRequestErrors is how many errors a refused request reports: a
// document of thousands of wrong fields gets a short answer, not one error
// each.
const maxRequestErrors = 20

// firstErrors keeps the first maxRequestErrors errors of a refused request
// and says how many more there were.
func firstErrors(list gqlerror.List) gqlerror.List {
	if len(list) <= maxRequestErrors {
		return list
	}
	more := requestError("too_many_errors", "%d more errors are not shown", len(list)-maxRequestErrors)
	return append(list[:maxRequestErrors:maxRequestErrors], more)
}
