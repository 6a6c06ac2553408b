// Package widget serves the hosted verification widget: a page that a
// session's url opens (GET /widget#token=ct_…). It drives the client API
// (/v1/client/*) with the client token from the URL fragment (or the
// token query parameter), step by step as the session's workflow asks, and
// follows the session over the GraphQL websocket (verdictUpdated), falling
// back to polling the session.
package widget

import (
	"context"
	"embed"
	"io/fs"
	"net/http"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

//go:embed static
var files embed.FS

// compressedStatic serves the widget's files compressed, each compressed
// once per process.
var compressedStatic = func() *httpio.Compressed {
	static, err := fs.Sub(files, "static")
	if err != nil {
		panic(err)
	}
	return httpio.NewCompressed(static)
}()

// Config gives the widget what it needs of the organizations.
type Config struct {
	// Origins returns the origins an organization allows to embed the
	// page (its allowed origins); an error embeds it nowhere.
	Origins func(ctx context.Context, orgID string) ([]string, error)
	// Logo returns an organization's logo and its content type.
	Logo func(ctx context.Context, orgID string) (data []byte, contentType string, err error)
	// Error answers a failure (a missing logo or file: not_found) in the
	// server's error envelope.
	Error func(w http.ResponseWriter, r *http.Request, err error)
}

// csp is the page's Content-Security-Policy without its frame-ancestors:
// scripts, styles and fonts only from here; images from here and the
// page's own captures (blob:, data:); requests only to this origin (the
// client API and the websocket); the camera stays on the page.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; media-src 'self' blob:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'"

// Handler serves GET /widget (the page), GET /widget/logo/{org} (an
// organization's logo) and GET /widget/{asset}.
//
// The page may be framed only by this origin, unless it is opened as
// /widget?org=<organization id>: then also by that organization's allowed
// origins (frame-ancestors), and the page refuses a session of another
// organization.
func Handler(cfg Config) http.Handler {
	static, _ := fs.Sub(files, "static")
	assets := http.StripPrefix("/widget/", http.FileServerFS(static))
	page, _ := fs.ReadFile(static, "index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		switch {
		case r.URL.Path == "/widget" || r.URL.Path == "/widget/":
			ancestors := "'self'"
			if org := r.URL.Query().Get("org"); org != "" && cfg.Origins != nil {
				if origins, err := cfg.Origins(r.Context(), org); err == nil {
					ancestors = strings.Join(append([]string{ancestors}, origins...), " ")
				}
			}
			h.Set("Content-Security-Policy", csp+"; frame-ancestors "+ancestors)
			h.Set("Permissions-Policy", "camera=(self), geolocation=(self)")
			h.Set("Content-Type", "text/html; charset=utf-8")
			h.Set("Cache-Control", "no-store")
			w.Write(page)
		case strings.HasPrefix(r.URL.Path, "/widget/logo/"):
			org := strings.TrimPrefix(r.URL.Path, "/widget/logo/")
			if org == "" || strings.Contains(org, "/") {
				cfg.Error(w, r, errs.NotFoundf("No logo"))
				return
			}
			data, ct, err := cfg.Logo(r.Context(), org)
			if err != nil {
				cfg.Error(w, r, err)
				return
			}
			// An image, never a document: nothing in it may run.
			h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
			h.Set("Content-Type", ct)
			h.Set("Cache-Control", "public, max-age=86400")
			w.Write(data)
		default:
			name := strings.TrimPrefix(r.URL.Path, "/widget/")
			if info, err := fs.Stat(static, name); err != nil || info.IsDir() || name == "index.html" {
				cfg.Error(w, r, errs.NotFoundf("No file %s", r.URL.Path))
				return
			}
			h.Set("Content-Security-Policy", csp+"; frame-ancestors 'none'")
			h.Set("Cache-Control", "public, max-age=300")
			if !compressedStatic.Serve(w, r, name) {
				assets.ServeHTTP(w, r)
			}
		}
	})
}
