package rest

import (
	"net/url"
	"path"
	"strings"
	"testing"
)

// FuzzCanonical checks canonical's shortcut against its definition: a path
// is canonical when path.Clean leaves it as it is, or takes only its
// trailing slash.
func FuzzCanonical(f *testing.F) {
	for _, p := range []string{"/", "//", "/.", "/..", "/./", "/v1/ping/project", "/v1/ping/project/",
		"/v1//ping", "/v1/./ping", "/v1/../ping", "/v1/ping/.", "/v1/ping/..", "/v1/.well-known",
		"/v1/a.b", "/v1/a./b", "/v1/ping//", "/a/b/../", "/...", "/.a", "/a/.b/", "/a%2F..%2Fb"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		p = "/" + strings.TrimPrefix(p, "/")
		c := path.Clean(p)
		if want := c == p || (c+"/" == p && c != "/"); canonical(p) != want {
			t.Fatalf("canonical(%q) = %v, path.Clean gives %q", p, !want, c)
		}
	})
}

// TestEscapedPathJudgesAsEscapedPathDoes: the shortcut for a path without
// a raw form gives canonical the same answer as URL.EscapedPath.
func TestEscapedPathJudgesAsEscapedPathDoes(t *testing.T) {
	for _, raw := range []string{"/v1/ping/project", "/v1/a%2Fb/../c", "/v1/a%2F..", "/v1/caf%C3%A9/./x",
		"/v1/a b/", "/v1/%2e%2e/x", "/v1/a%252F", "/v1//x", "/v1/x?y=1"} {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := canonical(escapedPath(u)), canonical(u.EscapedPath()); got != want {
			t.Errorf("%s: canonical(escapedPath) = %v, canonical(EscapedPath) = %v", raw, got, want)
		}
	}
}
