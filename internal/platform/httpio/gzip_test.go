package httpio_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

func TestCompressAPI(t *testing.T) {
	t.Parallel()
	big := `{"data":"` + strings.Repeat("abc", 2000) + `"}`
	h := httpio.CompressAPI(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/small":
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, `{"ok":true}`)
		case "/image":
			w.Header().Set("Content-Type", "image/png")
			io.WriteString(w, big)
		case "/v1/exports/sessions":
			w.Header().Set("Content-Type", "text/csv; charset=utf-8")
			io.WriteString(w, big)
		case "/encoded":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Encoding", "br")
			io.WriteString(w, big)
		default:
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, big)
		}
	}))
	get := func(path string, headers ...string) *http.Response {
		r := httptest.NewRequest("GET", path, nil)
		for i := 0; i+1 < len(headers); i += 2 {
			r.Header.Set(headers[i], headers[i+1])
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}

	res := get("/json", "Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-origin")
	require.Equal(t, "gzip", res.Header.Get("Content-Encoding"))
	require.Contains(t, res.Header.Values("Vary"), "Accept-Encoding")
	raw, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	require.NoError(t, err)
	require.NotEmpty(t, zr.Header.Comment, "padded")
	body, err := io.ReadAll(zr)
	require.NoError(t, err)
	require.Equal(t, big, string(body))

	// Padded by content: the same answer is the same size again.
	again, err := io.ReadAll(get("/json", "Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-origin").Body)
	require.NoError(t, err)
	require.Len(t, again, len(raw))

	for _, c := range []struct {
		path    string
		headers []string
	}{
		{"/json", nil},
		{"/json", []string{"Accept-Encoding", "gzip"}}, // not a browser on the server's pages
		{"/v1/exports/sessions", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "cross-site"}},
		{"/json", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "cross-site"}},
		{"/json", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-site"}},
		{"/small", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-origin"}},
		{"/image", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-origin"}},
		{"/json", []string{"Accept-Encoding", "gzip", "Sec-Fetch-Site", "same-origin", "Upgrade", "websocket"}},
	} {
		res := get(c.path, c.headers...)
		require.Empty(t, res.Header.Get("Content-Encoding"), "%s %v", c.path, c.headers)
		body, _ := io.ReadAll(res.Body)
		require.NotEmpty(t, body)
	}
	require.Equal(t, "gzip", get("/v1/exports/sessions", "Accept-Encoding", "gzip").Header.Get("Content-Encoding"), "an export, for any client")
	res = get("/encoded", "Accept-Encoding", "gzip, br", "Sec-Fetch-Site", "same-origin")
	require.Equal(t, "br", res.Header.Get("Content-Encoding"), "an answer compressed already passes as it is")
	body, _ = io.ReadAll(res.Body)
	require.Equal(t, big, string(body))
	require.Equal(t, "zstd", get("/json", "Accept-Encoding", "gzip, zstd", "Sec-Fetch-Site", "same-origin").Header.Get("Content-Encoding"))
}

// BenchmarkCompressAPI is the wrapper's cost, for the console's requests,
// on a small answer (left uncompressed) and on a large one (compressed),
// beside the bare handler (what other clients get):
//
//	go test -run '^$' -bench CompressAPI -benchmem ./internal/httpio
func BenchmarkCompressAPI(b *testing.B) {
	small := []byte(`{"status":"success","message":"pong","code":200,"data":{"project_id":"org_01kaxxxxxxxxxxxxxxxxxxxxxx","mode":"test"}}`)
	large := []byte(`{"data":"` + strings.Repeat("abcdefgh", 4000) + `"}`)
	for _, c := range []struct {
		name string
		body []byte
	}{{"small", small}, {"large", large}} {
		bare := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write(c.body)
		})
		for _, h := range []struct {
			name string
			h    http.Handler
		}{{"bare", bare}, {"compressing", httpio.CompressAPI(bare)}} {
			b.Run(c.name+"/"+h.name, func(b *testing.B) {
				r := httptest.NewRequest("GET", "/", nil)
				r.Header.Set("Accept-Encoding", "gzip")
				r.Header.Set("Sec-Fetch-Site", "same-origin")
				for b.Loop() {
					w := httptest.NewRecorder()
					h.h.ServeHTTP(w, r)
				}
			})
		}
	}
}
