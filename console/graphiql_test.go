package console

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// GraphiQL's page and files are served from the binary with the page's
// policy: the page for any path outside /graphql/ide/, hashed files cached
// for good and compressed, a missing file a 404.
func TestGraphiQLServed(t *testing.T) {
	t.Parallel()
	h := GraphiQL(func(w http.ResponseWriter, _ *http.Request, err error) { http.Error(w, err.Error(), 404) })
	get := func(path, encoding string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		r.Header.Set("Accept", "text/html")
		r.Header.Set("Accept-Encoding", encoding)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		require.Equal(t, GraphiQLCSP, w.Header().Get("Content-Security-Policy"), path)
		require.Equal(t, "nosniff", w.Header().Get("X-Content-Type-Options"), path)
		require.Equal(t, "same-origin", w.Header().Get("Referrer-Policy"), path)
		return w
	}
	require.Equal(t, CSP+"; style-src-attr 'unsafe-inline'", GraphiQLCSP)

	index, err := fs.ReadFile(graphiqlFiles, "index.html")
	require.NoError(t, err)
	for _, path := range []string{"/graphql", "/graphql/ide/", "/graphql/ide/index.html"} {
		w := get(path, "")
		require.Equal(t, 200, w.Code, path)
		require.Equal(t, string(index), w.Body.String(), path)
		require.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), path)
		require.Equal(t, "no-cache", w.Header().Get("Cache-Control"), path)
	}

	// No inline script or style: one entry module and one style sheet,
	// every file under /graphql/ide/assets/.
	page := string(index)
	require.NotRegexp(t, `<script(?:\s[^>]*)?>\s*[^<\s]`, page, "an inline script")
	require.NotContains(t, page, "<style")
	require.NotRegexp(t, `\sstyle=`, page)
	require.Len(t, regexp.MustCompile(`<script `).FindAllString(page, -1), 1, "one entry script")
	require.Len(t, regexp.MustCompile(`rel="stylesheet"`).FindAllString(page, -1), 1, "one style sheet")
	links := regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(page, -1)
	var assets []string
	for _, l := range links {
		if l[1] == "data:," { // no favicon
			continue
		}
		require.Regexp(t, `^/graphql/ide/assets/[^/]+\.(js|css)$`, l[1])
		assets = append(assets, l[1])
	}
	require.GreaterOrEqual(t, len(assets), 2)

	// Every built file, Monaco's workers and the fonts among them, is a
	// file of this origin: nothing refers to another host, and fonts are
	// no data URLs (font-src 'self').
	all, err := fs.Glob(graphiqlFiles, "assets/*")
	require.NoError(t, err)
	var workers []string
	fonts := 0
	for _, name := range all {
		if strings.Contains(name, ".worker-") {
			workers = append(workers, "/graphql/ide/"+name)
		}
		if regexp.MustCompile(`\.(woff2?|ttf)$`).MatchString(name) {
			fonts++
		}
		if strings.HasSuffix(name, ".css") {
			b, err := fs.ReadFile(graphiqlFiles, name)
			require.NoError(t, err)
			require.NotRegexp(t, `url\(\s*["']?data:font`, string(b), name)
			require.NotRegexp(t, `url\(\s*["']?(https?:)?//`, string(b), name)
			require.NotContains(t, string(b), "@import", name)
		}
	}
	require.Len(t, workers, 3, "the editor's, JSON's and GraphQL's workers: %v", all)
	require.Greater(t, fonts, 1, "the fonts are files: %v", all)

	// Assets (a worker among them): cached for good, compressed for the
	// browsers that take it (but the smallest).
	for _, a := range append(assets, workers[0]) {
		sizes := map[string]int{}
		for _, accept := range []string{"gzip, deflate, br, zstd", "gzip", ""} {
			w := get(a, accept)
			require.Equal(t, 200, w.Code, a)
			require.Equal(t, "public, max-age=31536000, immutable", w.Header().Get("Cache-Control"), a)
			sizes[w.Header().Get("Content-Encoding")] = w.Body.Len()
		}
		if sizes[""] < 1024 { // too small to be worth it
			require.Len(t, sizes, 1, a)
			continue
		}
		require.Less(t, sizes["br"], sizes["gzip"], a)
		require.Less(t, sizes["gzip"], sizes[""]/2, a)
	}
	require.Equal(t, 404, get("/graphql/ide/assets/nope-123.js", "").Code)
	require.Equal(t, 404, get("/graphql/ide/nope", "").Code)
}
