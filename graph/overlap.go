package graph

import "github.com/vektah/gqlparser/v2/ast"

// The validation rule "overlapping fields can be merged" compares every
// pair of fields that land on the same response path: a selection set of n
// fields under one alias costs n² comparisons (each a conflict with an
// error message of its own when the fields differ), and fragments spread
// side by side compare their fields pairwise too. Left alone, 40 KB of
// `a: x a: y …` cost seconds of CPU and gigabytes of memory (the same
// weakness as graphql-js's CVE-2023-26144).
//
// Before gqlgen validates a document, overlaps counts those pairs over the
// document's expansion, as the rule would see it: from every operation and
// every fragment definition (validation walks them all, selected or not),
// fields are grouped by response name across inline fragments and fragment
// spreads, and each group of k fields adds k(k-1)/2 pairs and then merges
// its children. The count stops as soon as it passes maxPairs pairs or
// maxMergedFields fields visited, so the check itself is bounded whatever
// the document; a document over either bound is refused before the rule
// runs, and the rule then makes at most a small multiple of maxPairs
// comparisons.
const (
	maxPairs        = 1_000
	maxMergedFields = 20_000
)

type overlaps struct {
	doc           *ast.QueryDocument
	pairs, fields int
}

// overBudget reports whether the document's overlapping pairs, or the
// fields visited to count them, pass their bounds.
func overBudget(doc *ast.QueryDocument) bool {
	o := &overlaps{doc: doc}
	for _, op := range doc.Operations {
		if !o.merge([]ast.SelectionSet{op.SelectionSet}) {
			return true
		}
	}
	for _, f := range doc.Fragments {
		if !o.merge([]ast.SelectionSet{f.SelectionSet}) {
			return true
		}
	}
	return false
}

// merge counts the pairs of the selection sets that share one response
// path, then those of each group's children; false once over budget.
func (o *overlaps) merge(sets []ast.SelectionSet) bool {
	var names []string
	groups := map[string][]*ast.Field{}
	spread := map[string]bool{}
	var collect func(ast.SelectionSet) bool
	collect = func(set ast.SelectionSet) bool {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				if o.fields++; o.fields > maxMergedFields {
					return false
				}
				name := s.Alias
				if name == "" {
					name = s.Name
				}
				if _, ok := groups[name]; !ok {
					names = append(names, name)
				}
				o.pairs += len(groups[name])
				if o.pairs > maxPairs {
					return false
				}
				groups[name] = append(groups[name], s)
			case *ast.InlineFragment:
				if !collect(s.SelectionSet) {
					return false
				}
			case *ast.FragmentSpread:
				// A fragment is collected once per merged set, as
				// CollectFields does; this also ends cycles.
				if spread[s.Name] {
					continue
				}
				spread[s.Name] = true
				if f := o.doc.Fragments.ForName(s.Name); f != nil && !collect(f.SelectionSet) {
					return false
				}
			}
		}
		return true
	}
	for _, set := range sets {
		if !collect(set) {
			return false
		}
	}
	for _, name := range names {
		var children []ast.SelectionSet
		for _, f := range groups[name] {
			if len(f.SelectionSet) > 0 {
				children = append(children, f.SelectionSet)
			}
		}
		if len(children) > 0 && !o.merge(children) {
			return false
		}
	}
	return true
}
