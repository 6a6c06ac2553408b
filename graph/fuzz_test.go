package graph

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// Any POST body: decoded into parameters, or refused with a coded request
// error; never a panic. What the one-pass decoding accepts, the decoding
// parameter by parameter accepts too, with the same parameters.
func FuzzReadParams(f *testing.F) {
	for _, seed := range []string{`{"query":"{ viewer { credential } }"}`, `[{"query":"{a}"}]`, `{"query":5}`, `{"variables":"x"}`,
		`{"query":"{a}","extensions":{"persistedQuery":{"version":1}}}`, `{"query":"{a}","variables":{"a":1e999}}`, ``, `{`,
		`{"query":"{a}","variables":{"n":12345678901234567890}} `, `{"QUERY":"{a}","query":null}`, `{"query":"{a}"}}`, `{"query":"\u00e9"}`,
		`{"query":"{a}","variables":{"a":1},"Variables":{"b":2}}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(b)))
		r.Header.Set("Content-Type", "application/json")
		p, err := readParams(r)
		if err == nil {
			var raw rawParams
			if err := json.Unmarshal(bytes.TrimSpace(b), &raw); err != nil {
				t.Fatalf("%q: accepted, but not one JSON object: %v", b, err)
			}
			slow, err := raw.params()
			if err != nil || !reflect.DeepEqual(p, slow) {
				t.Fatalf("%q: decoded as %+v, parameter by parameter as %+v (%v)", b, p, slow, err)
			}
			return
		}
		ge, ok := err.(*gqlerror.Error)
		if !ok || ge.Extensions["code"] == nil {
			t.Fatalf("%q: uncoded %v", b, err)
		}
	})
}

// Any document within the token limit is measured in time linear in its
// size, with a depth and cost that never go negative.
func FuzzMeasure(f *testing.F) {
	for _, seed := range []string{fanout(20), `{ items(first: 100) { edges { node { id payload } } } }`,
		`query($n: Int) { items(first: $n) { totalCount } }`, `fragment A on Query { ...A } { ...A }`,
		`{ __schema { types { name } } }`, `{ viewer { ... on Viewer { name } } }`,
		`{ viewer { a: name a: credential a: name } }`, `{ viewer { ...A ...B } } fragment A on Viewer { a: name } fragment B on Viewer { a: name }`} {
		f.Add(seed)
	}
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: testSchema})
	f.Fuzz(func(t *testing.T, q string) {
		doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: q}, 2_000)
		if err != nil {
			return
		}
		m := measurer{schema: schema, doc: doc, vars: map[string]any{"n": 5}, memo: map[string]measure{}}
		selections := 0
		var count func(ast.SelectionSet)
		count = func(set ast.SelectionSet) {
			for _, s := range set {
				selections++
				switch s := s.(type) {
				case *ast.Field:
					count(s.SelectionSet)
				case *ast.InlineFragment:
					count(s.SelectionSet)
				}
			}
		}
		for _, op := range doc.Operations {
			count(op.SelectionSet)
		}
		for _, fr := range doc.Fragments {
			count(fr.SelectionSet)
		}
		for _, op := range doc.Operations {
			r := m.set(schema.Query, op.SelectionSet)
			if r.depth < 0 || r.cost < 0 {
				t.Fatalf("%q: %+v", q, r)
			}
		}
		if m.visited > selections {
			t.Fatalf("%q: %d visits for %d selections", q, m.visited, selections)
		}
	})
}

// Any document, through Meridian's schema, the limits and validation: an
// answer below 500 whose errors all carry a code, and the overlap count
// within its bounds. Seeds are small versions of the hostile shapes.
func FuzzValidation(f *testing.F) {
	for _, q := range []string{baseline, "{ viewer {" + strings.Repeat(" a:sessionId a:credential", 40) + " } }",
		"{" + strings.Repeat(" __typename", 60) + " }", fragmentPairs(5, 5, true), fragmentPairs(5, 5, false),
		"{ viewer {" + strings.Repeat(" ... on Viewer {", 20) + " credential" + strings.Repeat(" }", 20) + " } }",
		`{ events(filter: {types: [[["a"]]]}) { totalCount } }`, "query(" + vars(20) + ") { viewer { credential } }",
		`fragment F on Viewer { viewer { ...F } } { viewer { ...F } }`} {
		f.Add(q)
	}
	h := schemaHandler()
	f.Fuzz(func(t *testing.T, q string) {
		w := serve(h, q)
		if w.Code >= 500 {
			t.Fatalf("%q: %d %s", q, w.Code, w.Body)
		}
		if doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: q}, 10_000); err == nil {
			o := &overlaps{doc: doc}
			for _, op := range doc.Operations {
				o.merge([]ast.SelectionSet{op.SelectionSet})
			}
			if o.fields > maxMergedFields+1 || o.pairs > maxPairs+maxMergedFields {
				t.Fatalf("%q: counted past the bounds: %d fields, %d pairs", q, o.fields, o.pairs)
			}
		}
	})
}
