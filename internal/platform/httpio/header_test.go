package httpio_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

func TestHeaderReadsWhatGetReads(t *testing.T) {
	h := http.Header{}
	h.Set("x-request-id", "a")
	h.Add("Accept-Encoding", "gzip")
	h.Add("Accept-Encoding", "br")
	for _, key := range []string{"X-Request-Id", "Accept-Encoding", "Upgrade"} {
		if got, want := httpio.Header(h, key), h.Get(key); got != want {
			t.Errorf("Header(%q) = %q, Get gives %q", key, got, want)
		}
	}
}

// TestHeaderKeysAreCanonical reads every call of Header and Credential in
// the module and checks that each header name it passes is a string
// literal written in canonical form, which Header relies on.
func TestHeaderKeysAreCanonical(t *testing.T) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		// The name the file knows the package by (its own files call it
		// unqualified).
		pkg := ""
		for _, imp := range file.Imports {
			if imp.Path.Value == `"github.com/meridianhq/meridian/internal/platform/httpio"` {
				pkg = "httpio"
				if imp.Name != nil {
					pkg = imp.Name.Name
				}
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				if file.Name.Name == "httpio" {
					name = fun.Name
				}
			case *ast.SelectorExpr:
				if x, ok := fun.X.(*ast.Ident); ok && pkg != "" && x.Name == pkg {
					name = fun.Sel.Name
				}
			}
			if name != "Header" && name != "Credential" {
				return true
			}
			for _, arg := range call.Args[1:] {
				lit, ok := arg.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					if strings.HasSuffix(path, "_test.go") || file.Name.Name == "httpio" && types.ExprString(arg) == "h" {
						continue // a test reading what it set; Credential passing on its callers' names
					}
					t.Errorf("%s: %s(…, %s): pass the header's name as a string literal, which this test can check", path, name, types.ExprString(arg))
					continue
				}
				key, _ := strconv.Unquote(lit.Value)
				if http.CanonicalHeaderKey(key) != key {
					t.Errorf("%s: %s(…, %q): write it %q", path, name, key, http.CanonicalHeaderKey(key))
				}
				checked++
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("checked %d header names: the walk missed the calls", checked)
	}
	t.Logf("%d header names checked", checked)
}
