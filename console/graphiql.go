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

// GraphiQL's build (npm run build:graphiql, from graphiql/): its page and
// its files, Monaco's web workers among them.
//
//go:embed graphiql/dist
var graphiqlDist embed.FS

var (
	graphiqlFiles      = must(fs.Sub(graphiqlDist, "graphiql/dist"))
	graphiqlCompressed = httpio.NewCompressed(graphiqlFiles)
)

// GraphiQLPath is where GraphiQL's files are served (the page itself is
// served at GET /graphql to browsers asking for HTML).
const GraphiQLPath = "/graphql/ide/"

// GraphiQLCSP is the console's policy with one addition, style-src-attr
// 'unsafe-inline': the Monaco editor lays out its lines with style
// attributes in the HTML it writes. Style elements stay refused (the page
// gives the libraries that write them constructed style sheets instead:
// graphiql/styles.ts), and so does every inline script. Monaco's web
// workers are files of this origin, which script-src 'self' allows.
const GraphiQLCSP = CSP + "; style-src-attr 'unsafe-inline'"

// GraphiQL serves GraphiQL: its page for any path outside GraphiQLPath
// (the caller routes GET /graphql's page requests to it) and for
// GraphiQLPath itself, its files under GraphiQLPath, hashed assets cached
// for a year as immutable and compressed as the console's. A missing file
// is a 404, which fail writes in the server's error envelope.
func GraphiQL(fail func(w http.ResponseWriter, r *http.Request, err error)) http.Handler {
	index, err := fs.ReadFile(graphiqlFiles, "index.html")
	if err != nil {
		panic("console: graphiql/dist/index.html is missing: run npm run build:graphiql in console/")
	}
	server := http.FileServerFS(graphiqlFiles)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", GraphiQLCSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		name, files := strings.CutPrefix(path.Clean(r.URL.Path)+"/", GraphiQLPath)
		name = strings.TrimSuffix(name, "/")
		if files && name != "" && name != "index.html" {
			if !serveFile(w, r, graphiqlFiles, graphiqlCompressed, server, name) {
				fail(w, r, errs.NotFoundf("No file %s", r.URL.Path))
			}
			return
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-cache")
		w.Write(index)
	})
}
