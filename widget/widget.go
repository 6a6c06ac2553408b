// Package widget serves the hosted verification widget: a page that a
// session's url opens (GET /widget#token=ct_…). It drives the client API
// (/v1/client/*) with the client token from the URL fragment (or the
// token query parameter), step by step as the session's workflow asks, and
// follows the verdict over the GraphQL websocket (verdictUpdated), falling
// back to polling the session.
package widget

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed static
var files embed.FS

// Handler serves GET /widget (the page) and GET /widget/{asset}.
func Handler() http.Handler {
	static, _ := fs.Sub(files, "static")
	assets := http.StripPrefix("/widget/", http.FileServerFS(static))
	page, _ := fs.ReadFile(static, "index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		// Scripts and styles only from here; the page talks only to this
		// origin (the client API and the websocket); it may be framed by
		// the business's own pages.
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; "+
			"img-src 'self' blob: data:; connect-src 'self'; base-uri 'none'; form-action 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Permissions-Policy", "camera=(self), geolocation=(self)")
		if r.URL.Path == "/widget" || r.URL.Path == "/widget/" {
			h.Set("Content-Type", "text/html; charset=utf-8")
			h.Set("Cache-Control", "no-store")
			w.Write(page)
			return
		}
		h.Set("Cache-Control", "public, max-age=300")
		assets.ServeHTTP(w, r)
	})
}
