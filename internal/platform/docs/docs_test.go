package docs_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/docs"
)

func TestRender(t *testing.T) {
	t.Parallel()
	out, err := docs.Render([]byte("# Meridian\n\n## Search and exports\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>\n"))
	require.NoError(t, err)
	html := string(out)
	require.Contains(t, html, `<h2 id="search-and-exports">Search and exports</h2>`)
	require.Contains(t, html, "<table>")
	require.NotContains(t, html, "<script>alert", "raw HTML is left out")
}

// The README is served, its sections anchored, under a strict policy.
func TestHandler(t *testing.T) {
	t.Parallel()
	h := docs.Handler()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/docs", nil))
	require.Equal(t, 200, w.Code)
	require.Equal(t, docs.CSP, w.Header().Get("Content-Security-Policy"))
	body := w.Body.String()
	for _, id := range []string{"run-it", "identity-verification", "money", "console", "search-and-exports"} {
		require.Contains(t, body, `id="`+id+`"`, id)
	}
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/docs/docs.css", nil))
	require.Equal(t, 200, w.Code)
	require.True(t, strings.HasPrefix(w.Header().Get("Content-Type"), "text/css"))
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/docs/nothing", nil))
	require.Equal(t, 404, w.Code)
}
