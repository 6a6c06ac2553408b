package app

import (
	"cmp"
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
	"github.com/meridianhq/meridian/rest"
)

// authenticate resolves either kind of credential.
func (a *App) authenticate(ctx context.Context, cred string) (auth.Principal, error) {
	if strings.HasPrefix(cred, auth.ClientTokenPrefix) {
		return a.Auth.AuthenticateClientToken(ctx, cred)
	}
	return a.Auth.AuthenticateKey(ctx, cred)
}

// graphAuth authenticates GraphQL HTTP requests with a secret key, a
// client token, or (without either) a person's sign-in session cookie; a
// cross-site request the cookie would authenticate is refused. Websocket
// upgrades authenticate in connection_init instead, and the GraphiQL page
// (when enabled) needs no credential.
func graphAuth(a *App, limiter *ratelimit.Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if httpio.Header(r.Header, "Upgrade") != "" || r.Method == http.MethodOptions || graph.PageRequest(r) {
			next.ServeHTTP(w, r)
			return
		}
		ctx := r.Context()
		var p auth.Principal
		var err error
		if cred := httpio.Credential(r, "X-Api-Key", "X-Client-Token"); cred == "" && rest.SessionCookie(r) != "" {
			if err = rest.CheckCrossOrigin(r); err == nil {
				p, err = a.Auth.AuthenticateUserSession(ctx, rest.SessionCookie(r))
			}
			expires := p.ExpiresAt // not p itself, which the closure would move to the heap for every request
			ctx = auth.WithRenewal(ctx, func(token string) { rest.SetSessionCookie(w, token, expires) })
		} else {
			p, err = a.authenticate(ctx, cred)
		}
		if err == nil {
			err = limiter.Check(cmp.Or(p.KeyID, p.SessionID, p.UserSessionID))
		}
		if err != nil {
			graph.WriteHTTPError(w, r, a.Log, err)
			return
		}
		if ctx != r.Context() {
			r = r.WithContext(ctx)
		}
		next.ServeHTTP(w, auth.WithRequestPrincipal(r, p))
	})
}

// sameOriginSessionCookie is a websocket upgrade's sign-in session cookie,
// when the page that opens it is this server's own (Origin is this host):
// a browser sends the cookie along with a handshake another site's page
// starts, so the cookie counts only from the console's own pages.
func sameOriginSessionCookie(r *http.Request) string {
	token := rest.SessionCookie(r)
	if origin := r.Header.Get("Origin"); token != "" && origin != "" {
		if u, err := url.Parse(origin); err != nil || u.Host != r.Host {
			return ""
		}
	}
	return token
}
