package httpio_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

func TestCompressedFiles(t *testing.T) {
	t.Parallel()
	script := []byte(strings.Repeat("export const answer = 42; // the console's code\n", 400))
	files := fstest.MapFS{
		"assets/app.js":  {Data: script},
		"assets/tiny.js": {Data: []byte("x=1")},
		"logo.png":       {Data: bytes.Repeat([]byte{0x89}, 4096)},
	}
	c := httpio.NewCompressed(files)
	get := func(name, accept string) (*httptest.ResponseRecorder, bool) {
		r := httptest.NewRequest(http.MethodGet, "/"+name, nil)
		if accept != "" {
			r.Header.Set("Accept-Encoding", accept)
		}
		w := httptest.NewRecorder()
		return w, c.Serve(w, r, name)
	}
	decode := func(encoding string, body []byte) []byte {
		var rd io.Reader
		switch encoding {
		case "br":
			rd = brotli.NewReader(bytes.NewReader(body))
		case "gzip":
			z, err := gzip.NewReader(bytes.NewReader(body))
			require.NoError(t, err)
			rd = z
		}
		out, err := io.ReadAll(rd)
		require.NoError(t, err)
		return out
	}

	for accept, want := range map[string]string{
		"gzip, deflate, br, zstd": "br",
		"gzip":                    "gzip",
		"br;q=0, gzip;q=0.5":      "gzip",
		"*":                       "br",
		"BR":                      "br",
	} {
		w, served := get("assets/app.js", accept)
		require.True(t, served, accept)
		require.Equal(t, want, w.Header().Get("Content-Encoding"), accept)
		require.Equal(t, "Accept-Encoding", w.Header().Get("Vary"))
		require.Contains(t, w.Header().Get("Content-Type"), "javascript")
		require.Less(t, w.Body.Len(), len(script)/10, "compressed")
		require.Equal(t, script, decode(want, w.Body.Bytes()), accept)
	}
	brTag := func() string { w, _ := get("assets/app.js", "br"); return w.Header().Get("ETag") }()
	gzTag := func() string { w, _ := get("assets/app.js", "gzip"); return w.Header().Get("ETag") }()
	require.NotEqual(t, brTag, gzTag, "one validator per encoding")

	// Served as they are by the caller: no encoding accepted, a file too
	// small to gain, an image, a missing file.
	for _, c := range []struct{ name, accept string }{
		{"assets/app.js", ""}, {"assets/app.js", "identity"}, {"assets/app.js", "br;q=0, gzip;q=0"},
		{"assets/tiny.js", "br"}, {"logo.png", "br"}, {"assets/missing.js", "br"},
	} {
		w, served := get(c.name, c.accept)
		require.False(t, served, "%+v", c)
		require.Empty(t, w.Header().Get("Content-Encoding"), "%+v", c)
	}
}
