package app

import (
	"context"
	"net/http"
	"strings"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/httpio"
	"github.com/meridianhq/meridian/internal/ratelimit"
)

// authenticate resolves either kind of credential.
func (a *App) authenticate(ctx context.Context, cred string) (auth.Principal, error) {
	if strings.HasPrefix(cred, auth.ClientTokenPrefix) {
		return a.Auth.AuthenticateClientToken(ctx, cred)
	}
	return a.Auth.AuthenticateKey(ctx, cred)
}

// graphAuth authenticates GraphQL HTTP requests with a secret key or a
// client token. Websocket upgrades authenticate in connection_init instead,
// and the GraphiQL page (when enabled) needs no credential.
func graphAuth(a *App, limiter *ratelimit.Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" || r.Method == http.MethodOptions || graph.PageRequest(r) {
			next.ServeHTTP(w, r)
			return
		}
		p, err := a.authenticate(r.Context(), httpio.Credential(r, "X-Api-Key", "X-Client-Token"))
		if err == nil {
			key := p.KeyID
			if key == "" {
				key = p.SessionID
			}
			err = limiter.Check(key)
		}
		if err != nil {
			graph.WriteHTTPError(w, r, a.Log, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(auth.WithPrincipal(r.Context(), p)))
	})
}
