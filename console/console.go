// Package console serves the dashboard at /console: a single-page
// application built from this directory's TypeScript sources (npm run
// build) into dist/, which is committed and embedded, so the server needs
// no Node.js. The console reaches the server only through GraphQL and
// /v1/auth, as any other client.
package console

import (
	"embed"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

//go:embed dist
var dist embed.FS

// compressed serves the built files compressed, each compressed once per
// process whatever the servers it runs.
var compressed = httpio.NewCompressed(must(fs.Sub(dist, "dist")))

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// CSP is the console's Content-Security-Policy: scripts, styles, fonts and
// requests only from this origin (no inline script or style), images also
// as data: and blob: URLs (QR codes, previews), media (a selfie's video)
// only from it, frames only of this origin
// (the widget's preview), and framed by no page.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
	"font-src 'self'; media-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Handler serves GET /console and everything under it. A built file is
// served as is (compressed with Brotli or gzip for the clients that take
// it, each file compressed once): hashed assets (under assets/) cached for a year as
// immutable, anything else revalidated. Any other path gets index.html,
// for the client-side routes (deep links, reloads), except under assets/,
// where a missing file is a 404, which fail writes in the server's error
// envelope.
func Handler(fail func(w http.ResponseWriter, r *http.Request, err error)) http.Handler {
	files, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		panic("console: dist/index.html is missing: run npm run build in console/")
	}
	server := http.FileServerFS(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/console")
		name = strings.TrimPrefix(name, "/")
		if name != "" && name != "index.html" {
			if serveFile(w, r, files, compressed, server, name) {
				return
			}
			if strings.HasPrefix(name, "assets/") {
				fail(w, r, errs.NotFoundf("No file %s", r.URL.Path))
				return
			}
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-cache")
		w.Write(index)
	})
}

// serveFile serves the built file name of files, if there is one: hashed
// assets (under assets/) cached for a year as immutable, anything else
// revalidated; compressed for the clients that take it.
func serveFile(w http.ResponseWriter, r *http.Request, files fs.FS, compressed *httpio.Compressed, server http.Handler, name string) bool {
	info, err := fs.Stat(files, name)
	if err != nil || info.IsDir() {
		return false
	}
	if strings.HasPrefix(name, "assets/") {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	if compressed.Serve(w, r, name) {
		return true
	}
	r2 := r.Clone(r.Context())
	r2.URL.Path = "/" + name
	server.ServeHTTP(w, r2)
	return true
}

// Redirect answers GET / with a redirect to the console.
func Redirect(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/console", http.StatusFound)
}
