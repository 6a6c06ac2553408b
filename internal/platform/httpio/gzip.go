package httpio

import (
	"net/http"
	"strings"

	"github.com/klauspost/compress/gzhttp"
)

// CompressAPI compresses the API's answers (JSON, GraphQL's, CSV) of 1 KB
// and more with zstd or gzip, whichever the client prefers, for the
// clients they help: a browser on the server's own pages (the console,
// GraphiQL: Sec-Fetch-Site same-origin or none), and any client of a CSV
// export (/v1/exports/). Other clients' answers (an SDK's small JSON) pass
// as they are: the wrapper would cost them more than it saves. The static
// files, which come compressed already (Compressed), pass as they are, as
// do websocket upgrades.
//
// BREACH reads a secret out of compressed answers that also reflect what
// an attacker sends, by making a victim's browser ask again and again.
// Meridian's answers hold no secret that stays the same across answers
// (a key, a webhook secret or a client token is shown once, when made;
// there are no CSRF tokens), the sign-in cookie is SameSite=Lax so another
// site's page cannot send it along with requests it measures, and an
// answer to a browser's cross-site request is not compressed at all.
// Each compressed answer also carries up to 32 bytes of padding chosen by
// its first 4 KB, so that sizes do not track content byte for byte.
func CompressAPI(next http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(
		gzhttp.MinSize(1024),
		gzhttp.ContentTypes([]string{"application/json", "application/graphql-response+json", "text/csv", "text/plain"}),
		gzhttp.RandomJitter(32, 4096, false),
	)
	if err != nil {
		panic(err)
	}
	compressed := wrap(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		site := Header(r.Header, "Sec-Fetch-Site")
		export := strings.HasPrefix(strings.TrimPrefix(r.URL.Path, "/api"), "/v1/exports/") && (site == "" || site == "same-origin" || site == "none")
		if Header(r.Header, "Accept-Encoding") == "" || Header(r.Header, "Upgrade") != "" || !(site == "same-origin" || site == "none" || export) {
			next.ServeHTTP(w, r)
			return
		}
		compressed.ServeHTTP(w, r)
	})
}
