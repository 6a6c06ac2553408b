package e2e_test

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/console"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// The console is served from the binary: index.html for its own paths and
// any client-side route, hashed assets cached for good, a strict
// Content-Security-Policy, and / sends browsers to it.
func TestConsoleIsServed(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(path string) (*http.Response, string) {
		t.Helper()
		res, err := client.Get(s.URL + path)
		require.NoError(t, err)
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}

	res, _ := get("/")
	require.Equal(t, http.StatusFound, res.StatusCode)
	require.Equal(t, "/console", res.Header.Get("Location"))

	index, err := os.ReadFile(filepath.Join("..", "dist", "index.html"))
	require.NoError(t, err)
	for _, path := range []string{"/console", "/console/", "/console/sign-in", "/console/verifications/ses_123?status=approved", "/console/a/b/c"} {
		res, body := get(path)
		require.Equal(t, 200, res.StatusCode, path)
		require.Equal(t, string(index), body, path)
		require.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"), path)
		require.Equal(t, "no-cache", res.Header.Get("Cache-Control"), path)
		require.Equal(t, console.CSP, res.Header.Get("Content-Security-Policy"), path)
		require.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"), path)
	}
	require.Equal(t, "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; "+
		"font-src 'self'; media-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'", console.CSP)

	// No inline script or style: every script and style sheet is a file.
	require.NotRegexp(t, `<script(?:\s[^>]*)?>\s*[^<\s]`, string(index), "an inline script")
	require.NotContains(t, string(index), "<style")
	require.NotRegexp(t, `\sstyle=`, string(index))
	assets := regexp.MustCompile(`(?:src|href)="(/console/assets/[^"]+)"`).FindAllStringSubmatch(string(index), -1)
	require.Len(t, regexp.MustCompile(`<script `).FindAllString(string(index), -1), 1, "one entry script")
	require.Len(t, regexp.MustCompile(`rel="stylesheet"`).FindAllString(string(index), -1), 1, "one style sheet")
	require.GreaterOrEqual(t, len(assets), 2, "the entry script, the style sheet, and the chunks it preloads")
	for _, a := range assets {
		res, body := get(a[1])
		require.Equal(t, 200, res.StatusCode, a[1])
		require.NotEmpty(t, body)
		require.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"), a[1])
		require.Regexp(t, `javascript|css`, res.Header.Get("Content-Type"))
	}

	// A missing asset is a 404 in the server's envelope, not the page.
	res, _ = get("/console/assets/nope-123.js")
	require.Equal(t, 404, res.StatusCode)
	r := s.Do(t, "GET", "/console/assets/nope-123.js", "", nil)
	require.Equal(t, "not_found", r.Str("error"))
	// Other paths stay unknown.
	require.Equal(t, 404, s.Do(t, "GET", "/consoles", "", nil).Status)
	require.Equal(t, 404, s.Do(t, "GET", "/nope", "", nil).Status)
}
