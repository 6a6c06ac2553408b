package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// BenchmarkRequestPath is bench/foundation.sh's two comparisons without
// the connections: each server's handler, as benchserver builds it, called
// in this process on the same request, so that the figures are the
// handlers' own (Meridian's middleware, authentication and encoding beside
// net/http's and gqlgen's) and not the kernel's, which both sides share
// and which varies with the machine's load. Meridian runs on SQLite here
// (the two requests read no table: the key is cached after the first).
//
//	bench/requestpath.sh    # runs it and prints the ratios
func BenchmarkRequestPath(b *testing.B) {
	a, done, err := newMeridian(context.Background(), "", b.TempDir(), Key)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(done)
	meridian := a.Handler()
	const viewer = `{"query":"{ viewer { organization { id name mode } } }"}`
	run := func(h http.Handler, method, path, body string) func(*testing.B) {
		return func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r := httptest.NewRequest(method, path, strings.NewReader(body))
				r.RemoteAddr = "127.0.0.1:40000"
				r.Header.Set("Authorization", "Bearer "+Key)
				if body != "" {
					r.Header.Set("Content-Type", "application/json")
				}
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code != http.StatusOK || strings.Contains(w.Body.String(), `"errors"`) {
					b.Fatalf("%s %s: %d %s", method, path, w.Code, w.Body)
				}
			}
		}
	}
	b.Run("ping/meridian", run(meridian, "GET", "/v1/ping/project", ""))
	b.Run("ping/net-http", run(bareHTTP(), "GET", "/v1/ping/project", ""))
	b.Run("viewer/meridian", run(meridian, "POST", "/graphql", viewer))
	b.Run("viewer/gqlgen", run(bareGQL(), "POST", "/", viewer))
}
