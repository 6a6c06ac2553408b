// Package docs serves the README at /docs as one HTML page, rendered once
// from the copy built into the binary, so that help is at hand where the
// server runs (no network needed). Each heading has an id from its text
// ("Search and exports" is #search-and-exports): the console's help links
// point there.
package docs

import (
	"bytes"
	_ "embed"
	"html/template"
	"net/http"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"

	"github.com/meridianhq/meridian"
)

// CSP allows the page its own stylesheet and nothing else to run.
const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

//go:embed docs.css
var css []byte

var page = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meridian: documentation</title>
<link rel="stylesheet" href="/docs/docs.css">
</head>
<body>
<nav><a href="/console/">Back to the console</a></nav>
<main>{{.}}</main>
</body>
</html>
`))

var rendered = sync.OnceValues(func() ([]byte, error) { return Render(meridian.README) })

// Render turns markdown into the documentation page: GitHub's tables and
// autolinks, an id on every heading, raw HTML left out.
func Render(markdown []byte) ([]byte, error) {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithParserOptions(parser.WithAutoHeadingID()))
	var body bytes.Buffer
	if err := md.Convert(markdown, &body); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	err := page.Execute(&out, template.HTML(body.String())) // goldmark leaves raw HTML out unless told (html.WithUnsafe)
	return out.Bytes(), err
}

// Handler serves GET /docs (the page) and /docs/docs.css.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		switch r.URL.Path {
		case "/docs", "/docs/":
			body, err := rendered()
			if err != nil {
				http.Error(w, "the documentation could not be rendered", http.StatusInternalServerError)
				return
			}
			h.Set("Content-Type", "text/html; charset=utf-8")
			w.Write(body)
		case "/docs/docs.css":
			h.Set("Content-Type", "text/css; charset=utf-8")
			w.Write(css)
		default:
			http.NotFound(w, r)
		}
	})
}
