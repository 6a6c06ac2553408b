package console

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// staticImport matches a module's static imports of its sibling chunks in
// Vite's minified output (import{…}from"./x.js", import"./x.js"), not its
// dynamic import("./x.js") of the pages loaded on demand.
var staticImport = regexp.MustCompile(`(?:\bfrom|\bimport)\s*"(\./[^"]+\.js)"`)

// built is the console's build: its files and its entry module.
func built(t *testing.T) (fs.FS, string) {
	t.Helper()
	files, err := fs.Sub(dist, "dist")
	require.NoError(t, err)
	index, err := fs.ReadFile(files, "index.html")
	require.NoError(t, err)
	entry := regexp.MustCompile(`<script type="module" crossorigin src="/console/(assets/[^"]+\.js)"`).FindSubmatch(index)
	require.NotNil(t, entry, "the entry module in index.html")
	return files, string(entry[1])
}

// load adds to seen the module name and those it imports statically (what
// a browser fetches to run it), and returns their size gzipped, counting
// only the modules seen for the first time.
func load(t *testing.T, files fs.FS, seen map[string]bool, name string) int {
	t.Helper()
	if seen[name] {
		return 0
	}
	seen[name] = true
	b, err := fs.ReadFile(files, name)
	require.NoError(t, err, name)
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.DefaultCompression)
	w.Write(b)
	w.Close()
	total := z.Len()
	for _, m := range staticImport.FindAllSubmatch(b, -1) {
		total += load(t, files, seen, path.Join(path.Dir(name), string(m[1])))
	}
	return total
}

// The sign-in page, the first page most people open, is light: it loads
// the entry module and what it imports statically, at most 60 KB of
// JavaScript gzipped. React, the GraphQL client and its documents come
// with the console, once signed in (main.tsx, pages/signIn.ts).
func TestSignInJavaScriptIsSmall(t *testing.T) {
	t.Parallel()
	files, entry := built(t)
	seen := map[string]bool{}
	total := load(t, files, seen, entry)
	t.Logf("the sign-in page's JavaScript: %d modules, %d bytes gzipped", len(seen), total)
	for name := range seen {
		b, err := fs.ReadFile(files, name)
		require.NoError(t, err)
		require.NotContains(t, string(b), `"kind":"Document"`, "%s holds GraphQL documents: they come with the console", name)
		require.NotRegexp(t, `^assets/App-`, name, "the console is loaded on demand")
	}
	require.LessOrEqual(t, total, 60<<10, "the sign-in page's JavaScript, gzipped")
}

// The JavaScript a browser must load before a signed-in person's first
// page shows (the entry module, the console it loads, and what they import
// statically) is at most 250 KB gzipped; every page comes later, on demand.
func TestInitialJavaScriptIsSmall(t *testing.T) {
	t.Parallel()
	files, entry := built(t)
	seen := map[string]bool{}
	total := load(t, files, seen, entry)
	b, err := fs.ReadFile(files, entry)
	require.NoError(t, err)
	app := regexp.MustCompile("\\bimport\\([`\"']\\./(App-[^`\"']+\\.js)[`\"']\\)").FindSubmatch(b)
	require.NotNil(t, app, "the entry loads the console (App.tsx) on demand")
	total += load(t, files, seen, path.Join(path.Dir(entry), string(app[1])))
	t.Logf("initial JavaScript: %d modules, %d bytes gzipped", len(seen), total)
	// The chart library (uPlot, whose plotting area is the class u-over)
	// comes with the overview, the page that draws charts, and with no other.
	uPlot := regexp.MustCompile("[`'\"]u-over[`'\"]")
	charts := 0
	all, err := fs.Glob(files, "assets/*.js")
	require.NoError(t, err)
	for _, p := range all {
		b, err := fs.ReadFile(files, p)
		require.NoError(t, err)
		if uPlot.Match(b) {
			charts++
			require.Regexp(t, `^assets/OverviewPage-[^/]+\.js$`, p, "uPlot is loaded with the overview only")
			require.False(t, seen[p], "%s is loaded on demand, not up front", p)
		}
	}
	require.Equal(t, 1, charts, "uPlot is in the overview's chunk")
	require.LessOrEqual(t, total, 250<<10)
	// The pages (routes.ts: VerificationsPage, SignInPage, …) are chunks
	// of their own, which the console imports only dynamically; what they
	// share (the Page layout) may be a chunk of the initial load.
	page := regexp.MustCompile(`^assets/[A-Z][A-Za-z]*[a-z]Page-[^/]+\.js$`)
	var lazy []string
	for _, p := range all {
		if page.MatchString(p) {
			lazy = append(lazy, p)
			require.False(t, seen[p], "%s is loaded on demand, not up front", p)
		}
	}
	require.GreaterOrEqual(t, len(lazy), 10, "pages are chunks of their own: %v", all)
}

// The console's files are served compressed to the browsers that take it
// (Brotli, else gzip), with their caching and content policy as before.
func TestAssetsServedCompressed(t *testing.T) {
	t.Parallel()
	// The largest module: the console, which the entry loads.
	all, err := fs.Glob(dist, "dist/assets/*.js")
	require.NoError(t, err)
	largest, size := "", 0
	for _, p := range all {
		b, err := fs.ReadFile(dist, p)
		require.NoError(t, err)
		if len(b) > size {
			largest, size = p, len(b)
		}
	}
	h := Handler(func(w http.ResponseWriter, _ *http.Request, err error) { http.Error(w, err.Error(), 404) })
	sizes := map[string]int{}
	for _, accept := range []string{"gzip, deflate, br, zstd", "gzip", ""} {
		r := httptest.NewRequest(http.MethodGet, "/console/"+strings.TrimPrefix(largest, "dist/"), nil)
		r.Header.Set("Accept-Encoding", accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		require.Equal(t, 200, w.Code)
		require.Equal(t, "public, max-age=31536000, immutable", w.Header().Get("Cache-Control"))
		require.Equal(t, CSP, w.Header().Get("Content-Security-Policy"))
		require.Equal(t, "Accept-Encoding", w.Header().Get("Vary"))
		sizes[w.Header().Get("Content-Encoding")] = w.Body.Len()
	}
	require.Less(t, sizes["br"], sizes["gzip"])
	require.Less(t, sizes["gzip"], sizes[""]/3)
	t.Logf("%s: %d bytes, %d gzip, %d Brotli", largest, sizes[""], sizes["gzip"], sizes["br"])
}
