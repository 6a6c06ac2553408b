// Package rest is Meridian's REST adapter: it routes the Arkyc-compatible
// and Maplerad-compatible paths (each under /v1, /v2 and again under /api)
// to their handlers, behind the authentication, rate-limit and idempotency
// middleware of the surface. Handlers decode, call one service and encode.
package rest

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/meridianhq/meridian/internal/audit"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/crypto"
	"github.com/meridianhq/meridian/internal/customers"
	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/events"
	"github.com/meridianhq/meridian/internal/fx"
	"github.com/meridianhq/meridian/internal/httpio"
	"github.com/meridianhq/meridian/internal/idempotency"
	"github.com/meridianhq/meridian/internal/kyc"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/ratelimit"
	"github.com/meridianhq/meridian/internal/review"
	"github.com/meridianhq/meridian/internal/usd"
	"github.com/meridianhq/meridian/internal/wallets"
	"github.com/meridianhq/meridian/internal/webhooks"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
)

// Deps are the services the REST surfaces call.
type Deps struct {
	Log         *slog.Logger
	Customers   *customers.Service
	KYC         *kyc.Service
	Review      *review.Service
	Audit       *audit.Log
	FX          *fx.Service
	Crypto      *crypto.Service
	USD         *usd.Service
	Wallets     *wallets.Service
	Webhooks    *webhooks.Service
	Events      *events.Log
	Auth        *auth.Service
	People      *people.Service
	Idempotency *idempotency.Store
	Limiter     *ratelimit.Limiter
	// PublicOrigin is the scheme://host of the server's public URL.
	PublicOrigin string
}

// Router registers REST routes on a mux.
type Router struct {
	deps     Deps
	mux      *http.ServeMux
	arkyc    arkyc.Errors
	maplerad maplerad.Errors
	// surfaces maps the prefix of every registered route ("/v1/fx" for
	// "/v1/fx/quote") to the error envelope of the route's surface.
	surfaces map[string]httpio.ErrorWriter
	// versions maps a version ("/v2") to the surface of all its routes, or
	// to nil when it has routes of more than one surface.
	versions map[string]httpio.ErrorWriter
}

// ErrorsFor returns the error envelope of the surface a path belongs to:
// that of the routes registered under the path's prefix (its version and
// first segment, "/v1/fx" for "/v1/fx/quote" or "/api/v1/fx/nope"), whether
// or not a route matches the path itself; else that of its version when
// all the version's routes are of one surface ("/v2/nope" is Maplerad's);
// Arkyc's for any other path.
func (rt *Router) ErrorsFor(path string) httpio.ErrorWriter {
	if rest, ok := strings.CutPrefix(path, "/api"); ok && strings.HasPrefix(rest, "/") {
		path = rest
	}
	prefix := prefixOf(path)
	if ew, ok := rt.surfaces[prefix]; ok {
		return ew
	}
	if ew := rt.versions[versionOf(prefix)]; ew != nil {
		return ew
	}
	return rt.arkyc
}

// versionOf is the version of a prefix: "/v2" for "/v2/transfers".
func versionOf(prefix string) string {
	v, _, _ := strings.Cut(strings.TrimPrefix(prefix, "/"), "/")
	return "/" + v
}

// prefixOf is the version and first segment of a path: "/v1/fx" for
// "/v1/fx/quote", "/v1/fx" and "/v1/fx/".
func prefixOf(path string) string {
	version, rest, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	first, _, _ := strings.Cut(rest, "/")
	return "/" + version + "/" + first
}

// New registers every REST route on mux.
func New(mux *http.ServeMux, deps Deps) *Router {
	rt := &Router{deps: deps, mux: mux, arkyc: arkyc.Errors{Log: deps.Log}, maplerad: maplerad.Errors{Log: deps.Log},
		surfaces: map[string]httpio.ErrorWriter{}, versions: map[string]httpio.ErrorWriter{}}
	ak := &arkyc.Handlers{KYC: deps.KYC, Review: deps.Review, Audit: deps.Audit, Errors: rt.arkyc}
	verify := func(pattern string, h http.HandlerFunc) { rt.handle(rt.arkyc, pattern, rt.secret(rt.arkyc, h)) }
	verify("GET /v1/ping/project", ak.Ping)
	verify("POST /v1/sessions", ak.CreateSession)
	verify("GET /v1/sessions", ak.ListSessions)
	verify("GET /v1/sessions/{id}", ak.GetSession)
	verify("POST /v1/sessions/{id}/cancel", ak.CancelSession)
	verify("POST /v1/sessions/{id}/approve", ak.ApproveSession)
	verify("POST /v1/sessions/{id}/reject", ak.RejectSession)
	verify("POST /v1/sessions/{id}/redact", ak.RedactSession)
	verify("GET /v1/audit", ak.ListAudit)
	verify("POST /v1/workflows", ak.CreateWorkflow)
	verify("GET /v1/workflows", ak.ListWorkflows)
	verify("GET /v1/workflows/{id}", ak.GetWorkflow)
	verify("PATCH /v1/workflows/{id}", ak.UpdateWorkflow)
	verify("PUT /v1/workflows/{id}", ak.UpdateWorkflow)

	rt.handle(rt.arkyc, "GET /v1/files/{id}", http.HandlerFunc(ak.File))

	client := func(pattern string, h http.HandlerFunc) {
		rt.handle(rt.arkyc, pattern, rt.client(rt.arkyc, h))
		_, path, _ := strings.Cut(pattern, " ")
		rt.handle(rt.arkyc, "OPTIONS "+path, http.HandlerFunc(preflight))
	}
	if deps.People != nil {
		rt.handle(rt.arkyc, "POST /v1/auth/sign-in", rt.browser(rt.signIn))
		rt.handle(rt.arkyc, "POST /v1/auth/sign-out", rt.browser(rt.signOut))
		rt.handle(rt.arkyc, "POST /v1/auth/invitations/accept", rt.browser(rt.acceptInvitation))
		rt.handle(rt.arkyc, "POST /v1/auth/password-reset", rt.browser(rt.passwordReset))
		rt.handle(rt.arkyc, "POST /v1/auth/password-reset/confirm", rt.browser(rt.passwordResetConfirm))
		rt.handle(rt.arkyc, "POST /v1/auth/passkey/begin", rt.browser(rt.passkeyBegin))
		rt.handle(rt.arkyc, "POST /v1/auth/passkey/finish", rt.browser(rt.passkeyFinish))
		// Browser navigations to and from an identity provider (oidc.go).
		rt.handle(rt.arkyc, "GET /v1/auth/oidc/start", http.HandlerFunc(rt.oidcStart))
		rt.handle(rt.arkyc, "GET /v1/auth/oidc/callback", http.HandlerFunc(rt.oidcCallback))
		rt.handle(rt.arkyc, "POST /v1/auth/oidc/link", rt.browser(rt.oidcLink))
	}

	client("GET /v1/client/session", ak.ClientGetSession)
	client("POST /v1/client/document/front", ak.ClientDocumentFront)
	client("POST /v1/client/document/back", ak.ClientDocumentBack)
	client("POST /v1/client/liveness", ak.ClientLiveness)
	client("POST /v1/client/address", ak.ClientAddress)
	client("POST /v1/client/complete", ak.ClientComplete)
	client("GET /v1/client/handoff/qr", ak.ClientHandoffQR)

	mr := &maplerad.Handlers{Customers: deps.Customers, FX: deps.FX, Crypto: deps.Crypto, USD: deps.USD, Wallets: deps.Wallets, Webhooks: deps.Webhooks,
		Events: deps.Events, Errors: rt.maplerad}
	money := func(pattern string, h http.HandlerFunc) { rt.handle(rt.maplerad, pattern, rt.secret(rt.maplerad, h)) }
	money("POST /v1/customers", mr.CreateCustomer)
	money("GET /v1/customers", mr.ListCustomers)
	money("GET /v1/customers/{id}", mr.GetCustomer)
	money("GET /v1/wallets", mr.ListWallets)
	money("GET /v1/wallets/history", mr.WalletHistory)
	money("GET /v1/wallets/{currency_code}/history", mr.WalletHistory)
	money("POST /v1/fx/quote", mr.CreateQuote)
	money("POST /v1/fx", mr.Exchange)
	money("GET /v1/fx", mr.ListExchanges)
	money("POST /v1/test/wallet/credit", sandbox(rt.maplerad, mr.CreditTestWallet))
	money("POST /v1/crypto", mr.CreateCryptoAddress)
	money("GET /v1/crypto/{address_id}", mr.GetCryptoAddress)
	money("PATCH /v1/crypto/{address_id}", mr.UpdateCryptoAddress)
	money("GET /v1/crypto/wallets/{customer_id}", mr.CryptoWallets)
	money("POST /v1/crypto/transfer", mr.CreateCryptoWithdrawal)
	money("GET /v1/crypto/transfer", mr.ListCryptoWithdrawals)
	money("GET /v1/crypto/transfer/{id}", mr.GetCryptoWithdrawal)
	money("POST /v1/test/crypto/deposit", sandbox(rt.maplerad, mr.TestCryptoDeposit))
	money("POST /v1/test/crypto/transfer/{id}/succeed", sandbox(rt.maplerad, mr.TestSettleCryptoWithdrawal(true)))
	money("POST /v1/test/crypto/transfer/{id}/fail", sandbox(rt.maplerad, mr.TestSettleCryptoWithdrawal(false)))
	money("POST /v1/collections/virtual-account/usd", mr.CreateUSDAccountRequest)
	money("POST /v1/collections/usd/kyc_link", mr.CreateUSDKYCLink)
	money("GET /v1/collections/virtual-account/{id}", mr.GetUSDAccount)
	money("GET /v1/collections/virtual-account/{a}/{b}", mr.VirtualAccountRoutes)
	money("POST /v1/collections/virtual-account/counterparties", mr.CreateCounterparty)
	money("POST /v2/transfers/usd", mr.CreateUSDTransfer)
	money("GET /v1/transfers/{transfer_id}", mr.GetTransfer)
	money("POST /v1/test/virtual-account/{reference}/approve", sandbox(rt.maplerad, mr.TestDecideUSDAccount(true)))
	money("POST /v1/test/virtual-account/{reference}/reject", sandbox(rt.maplerad, mr.TestDecideUSDAccount(false)))
	money("POST /v1/test/transfers/{id}/succeed", sandbox(rt.maplerad, mr.TestSettleTransfer(usd.StatusSuccess)))
	money("POST /v1/test/transfers/{id}/fail", sandbox(rt.maplerad, mr.TestSettleTransfer(usd.StatusFailed)))
	money("POST /v1/test/transfers/{id}/return", sandbox(rt.maplerad, mr.TestSettleTransfer(usd.StatusReturned)))
	money("POST /v1/webhooks", mr.CreateWebhook)
	money("GET /v1/webhooks", mr.ListWebhooks)
	money("GET /v1/webhooks/{id}", mr.GetWebhook)
	money("PATCH /v1/webhooks/{id}", mr.UpdateWebhook)
	money("DELETE /v1/webhooks/{id}", mr.DeleteWebhook)
	money("POST /v1/webhooks/{id}/rotate", mr.RotateWebhook)
	money("GET /v1/webhooks/{id}/deliveries", mr.ListDeliveries)
	money("POST /v1/webhooks/deliveries/{id}/resend", mr.ResendDelivery)
	money("GET /v1/events", mr.ListEvents)
	money("GET /v1/events/{id}", mr.GetEvent)
	return rt
}

// sandbox refuses live keys on /v1/test routes.
func sandbox(ew httpio.ErrorWriter, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if p, _ := auth.FromContext(r.Context()); !p.IsTest() {
			ew.WriteError(w, r, errs.E(errs.Forbidden, "sandbox_only", "Sandbox endpoints need a test key"))
			return
		}
		h(w, r)
	}
}

// handle registers pattern ("METHOD /v1/...") and its /api twin on the
// surface whose error envelope is ew. A prefix belongs to one surface: a
// route under another surface's prefix is a programming error.
func (rt *Router) handle(ew httpio.ErrorWriter, pattern string, h http.Handler) {
	method, path, _ := strings.Cut(pattern, " ")
	prefix := prefixOf(path)
	if strings.HasSuffix(prefix, "/") || strings.Contains(prefix, "{") {
		panic("rest: route " + pattern + " has no fixed version and first segment")
	}
	if other, ok := rt.surfaces[prefix]; ok && other != ew {
		panic("rest: route " + pattern + " is under " + prefix + ", a prefix of another surface")
	}
	rt.surfaces[prefix] = ew
	if other, ok := rt.versions[versionOf(prefix)]; ok && other != ew {
		ew = nil
	}
	rt.versions[versionOf(prefix)] = ew
	rt.mux.Handle(pattern, h)
	rt.mux.Handle(method+" /api"+path, h)
}

// secret guards a secret-key route: authentication, the per-key rate limit,
// and Idempotency-Key handling for POST.
func (rt *Router) secret(ew httpio.ErrorWriter, h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := rt.deps.Auth.AuthenticateKey(r.Context(), httpio.Credential(r, "X-Api-Key"))
		if err != nil {
			ew.WriteError(w, r, err)
			return
		}
		if err := rt.deps.Limiter.Check(p.KeyID); err != nil {
			ew.WriteError(w, r, err)
			return
		}
		r = r.WithContext(auth.WithPrincipal(r.Context(), p))
		if r.Method == http.MethodPost && r.Header.Get("Idempotency-Key") != "" {
			rt.idempotent(ew, w, r, p, h)
			return
		}
		h(w, r)
	})
}

// corsHeaders are the request headers browsers may send to the client API.
const corsHeaders = "Authorization, X-Client-Token, Content-Type, X-Request-Id"

// preflight answers CORS preflights of the client API. A preflight carries
// no credential, so it cannot tell the organization: it allows the request
// shape, and the request itself is refused (403 origin_not_allowed) when
// its origin is not one the session's organization allows.
func preflight(w http.ResponseWriter, r *http.Request) {
	if origin := r.Header.Get("Origin"); origin != "" {
		w.Header().Set("Access-Control-Allow-Origin", origin)
		w.Header().Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
		w.Header().Set("Access-Control-Allow-Headers", corsHeaders)
		w.Header().Set("Access-Control-Max-Age", "600")
		w.Header().Add("Vary", "Origin")
	}
	w.WriteHeader(http.StatusNoContent)
}

// originAllowed decides a browser origin for a client-token request: the
// server's own public origin (the hosted widget) always; then the
// organization's allowed origins when it has set any; otherwise any origin
// in test mode and no other in live mode.
func (rt *Router) originAllowed(p auth.Principal, origin string) bool {
	switch {
	case origin == "" || origin == rt.deps.PublicOrigin:
		return true
	case len(p.AllowedOrigins) > 0:
		return slices.Contains(p.AllowedOrigins, origin)
	default:
		return p.IsTest()
	}
}

// allowOrigin lets the browser page at origin read the response.
func allowOrigin(w http.ResponseWriter, origin string) {
	if origin != "" {
		w.Header().Set("Access-Control-Allow-Origin", origin)
		w.Header().Set("Access-Control-Expose-Headers", "Retry-After, X-Request-Id")
		w.Header().Add("Vary", "Origin")
	}
}

// client guards a client-token route. Every answer a browser may read
// carries the CORS headers: a missing, unknown or expired token names no
// organization, so its 401 is readable from any origin, as a preflight is
// answered (a widget must be able to show "session expired"); once the
// token names one, its allowed origins decide, and another origin gets 403
// origin_not_allowed, unreadable by the page that sent it.
func (rt *Router) client(ew httpio.ErrorWriter, h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		p, err := rt.deps.Auth.AuthenticateClientToken(r.Context(), httpio.Credential(r, "X-Client-Token"))
		if err != nil {
			allowOrigin(w, origin)
			ew.WriteError(w, r, err)
			return
		}
		if !rt.originAllowed(p, origin) {
			ew.WriteError(w, r, errs.E(errs.Forbidden, "origin_not_allowed", "Requests from %s are not allowed for this organization", origin))
			return
		}
		allowOrigin(w, origin)
		if err := rt.deps.Limiter.Check(p.SessionID); err != nil {
			ew.WriteError(w, r, err)
			return
		}
		h(w, r.WithContext(auth.WithPrincipal(r.Context(), p)))
	})
}

// capture buffers a response so that it can be stored for replay.
type capture struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (c *capture) Header() http.Header { return c.header }
func (c *capture) WriteHeader(s int) {
	if c.status == 0 {
		c.status = s
	}
}
func (c *capture) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	return c.body.Write(b)
}

func (rt *Router) idempotent(ew httpio.ErrorWriter, w http.ResponseWriter, r *http.Request, p auth.Principal, h http.HandlerFunc) {
	key := r.Header.Get("Idempotency-Key")
	if err := idempotency.ValidateKey(key); err != nil {
		ew.WriteError(w, r, err)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, httpio.MaxJSONBody))
	if err != nil {
		ew.WriteError(w, r, errs.E(errs.TooLarge, "payload_too_large", "The request body is over %d bytes", httpio.MaxJSONBody))
		return
	}
	path := strings.TrimPrefix(r.URL.Path, "/api")
	rec, err := rt.deps.Idempotency.Begin(r.Context(), p, key, idempotency.HashRequest(r.Method, path, body))
	if err != nil {
		ew.WriteError(w, r, err)
		return
	}
	if rec != nil {
		if rec.ContentType != nil {
			w.Header().Set("Content-Type", *rec.ContentType)
		}
		w.Header().Set("Idempotent-Replayed", "true")
		w.WriteHeader(*rec.Status)
		w.Write(rec.Body)
		return
	}
	finished := false
	defer func() {
		if !finished { // a panic: let the request be tried again
			rt.deps.Idempotency.Release(r.Context(), p, key)
		}
	}()
	r.Body = io.NopCloser(bytes.NewReader(body))
	c := &capture{header: w.Header()}
	h(c, r)
	finished = true
	if c.status == 0 {
		c.status = http.StatusOK
	}
	ctx := r.Context()
	if c.status >= 500 {
		err = rt.deps.Idempotency.Release(ctx, p, key)
	} else {
		err = rt.deps.Idempotency.Finish(ctx, p, key, c.status, c.header.Get("Content-Type"), c.body.Bytes())
	}
	if err != nil {
		rt.deps.Log.ErrorContext(ctx, "store idempotent response", "error", err)
	}
	w.WriteHeader(c.status)
	w.Write(c.body.Bytes())
}

// NotFound answers requests no route matched, in the envelope of their surface,
// with 405 and Allow where the path exists for other methods.
func (rt *Router) NotFound(w http.ResponseWriter, r *http.Request) {
	ew := rt.ErrorsFor(r.URL.Path)
	probe := &capture{header: http.Header{}}
	h, _ := rt.mux.Handler(r)
	h.ServeHTTP(probe, r)
	if probe.status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", probe.header.Get("Allow"))
		ew.WriteError(w, r, errs.E(errs.MethodNotAllowed, "method_not_allowed", "Method %s is not allowed here", r.Method))
		return
	}
	ew.WriteError(w, r, errs.NotFoundf("No route for %s %s", r.Method, r.URL.Path))
}
