// Package consoletest gives tests the GraphQL operations the console sends.
package consoletest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// Operation is one document the console sends, as text and parsed.
type Operation struct {
	Text string
	Doc  *ast.QueryDocument
}

// Operations are the documents of persisted-documents.json (the console's
// codegen lists there every operation its pages send), parsed, in the
// order of their text; t fails if the file cannot be read or a document
// parsed.
func Operations(t testing.TB) []Operation {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	b, err := os.ReadFile(filepath.Join(filepath.Dir(here), "..", "src", "gql", "persisted-documents.json"))
	if err != nil {
		t.Fatal(err)
	}
	var docs map[string]string
	if err := json.Unmarshal(b, &docs); err != nil {
		t.Fatal(err)
	}
	if len(docs) == 0 {
		t.Fatal("persisted-documents.json lists no operation")
	}
	var ops []Operation
	for _, text := range docs {
		doc, perr := parser.ParseQuery(&ast.Source{Input: text})
		if perr != nil {
			t.Fatalf("%v in %s", perr, text)
		}
		ops = append(ops, Operation{Text: text, Doc: doc})
	}
	slices.SortFunc(ops, func(a, b Operation) int { return strings.Compare(a.Text, b.Text) })
	return ops
}
