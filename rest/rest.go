// Package rest is Meridian's REST adapter: it routes the Arkyc-compatible
// and Maplerad-compatible paths (each under /v1, /v2 and again under /api)
// to their handlers, behind the authentication, rate-limit and idempotency
// middleware of the surface. Handlers decode, call one service and encode.
package rest

import (
	"bytes"
	"cmp"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
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
	// routes are the registered routes, in their order (Routes).
	routes []Route
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

// New registers every REST route on mux, each with what it asks of its
// caller (Access): the permission its GraphQL twin's @allow declares, or
// the credential it checks itself. A route that declares neither panics,
// as the GraphQL handler refuses an operation without @allow.
func New(mux *http.ServeMux, deps Deps) *Router {
	rt := &Router{deps: deps, mux: mux, arkyc: arkyc.Errors{Log: deps.Log}, maplerad: maplerad.Errors{Log: deps.Log},
		surfaces: map[string]httpio.ErrorWriter{}, versions: map[string]httpio.ErrorWriter{}}
	var (
		read, verify, review = need(auth.Read), need(auth.Verify), need(auth.Review)
		money, develop       = need(auth.Money), need(auth.Develop)
		manage               = need(auth.Manage)
		// Workflows are read by those who read the organization's data
		// and by those who edit them, in either mode (GraphQL's workflows).
		readOrDevelop = need(auth.Read, auth.Develop)
		// The sandbox moves money: MONEY, in test mode only.
		sandbox = Access{Need: []auth.Permission{auth.Money}, Sandbox: true}
	)
	// What no route matches gets its surface's envelope (notFound).
	mux.HandleFunc("/", rt.notFound)
	ak := &arkyc.Handlers{KYC: deps.KYC, Review: deps.Review, Audit: deps.Audit, Errors: rt.arkyc}
	arkycRoute := func(pattern string, a Access, h http.HandlerFunc) { rt.handle(rt.arkyc, pattern, a, h) }
	// Like GraphQL's viewer: any key may ask whose it is.
	arkycRoute("GET /v1/ping/project", need(auth.Anyone), ak.Ping)
	arkycRoute("POST /v1/sessions", verify, ak.CreateSession)
	arkycRoute("GET /v1/sessions", read, ak.ListSessions)
	// Its image links and what was read from the document are for REVIEW
	// alone, as GraphQL's Session.documents and OcrCheck.fields.
	arkycRoute("GET /v1/sessions/{id}", read, ak.GetSession)
	arkycRoute("POST /v1/sessions/{id}/cancel", verify, ak.CancelSession)
	arkycRoute("POST /v1/sessions/{id}/approve", review, ak.ApproveSession)
	arkycRoute("POST /v1/sessions/{id}/reject", review, ak.RejectSession)
	arkycRoute("POST /v1/sessions/{id}/redact", manage, ak.RedactSession)
	arkycRoute("GET /v1/audit", manage, ak.ListAudit)
	arkycRoute("POST /v1/workflows", develop, ak.CreateWorkflow)
	arkycRoute("GET /v1/workflows", readOrDevelop, ak.ListWorkflows)
	arkycRoute("GET /v1/workflows/{id}", readOrDevelop, ak.GetWorkflow)
	arkycRoute("PATCH /v1/workflows/{id}", develop, ak.UpdateWorkflow)
	arkycRoute("PUT /v1/workflows/{id}", develop, ak.UpdateWorkflow)
	arkycRoute("GET /v1/files/{id}", own("a signed link: its expiry and signature, from GET /v1/sessions/{id}"), ak.File)

	if deps.People != nil {
		signIn := own("sign-in: a person's credentials, or the session cookie")
		rt.handle(rt.arkyc, "POST /v1/auth/sign-in", signIn, rt.browser(rt.signIn))
		rt.handle(rt.arkyc, "POST /v1/auth/sign-out", signIn, rt.browser(rt.signOut))
		rt.handle(rt.arkyc, "POST /v1/auth/invitations/accept", signIn, rt.browser(rt.acceptInvitation))
		rt.handle(rt.arkyc, "POST /v1/auth/invitations/lookup", signIn, rt.browser(rt.lookUpInvitation))
		rt.handle(rt.arkyc, "POST /v1/auth/password-reset", signIn, rt.browser(rt.passwordReset))
		rt.handle(rt.arkyc, "POST /v1/auth/password-reset/confirm", signIn, rt.browser(rt.passwordResetConfirm))
		rt.handle(rt.arkyc, "POST /v1/auth/passkey/begin", signIn, rt.browser(rt.passkeyBegin))
		rt.handle(rt.arkyc, "POST /v1/auth/passkey/finish", signIn, rt.browser(rt.passkeyFinish))
		// Browser navigations to and from an identity provider (oidc.go).
		sso := own("single sign-on: the organization's identity provider, and the sign-in's state")
		rt.handle(rt.arkyc, "GET /v1/auth/oidc/start", sso, http.HandlerFunc(rt.oidcStart))
		rt.handle(rt.arkyc, "GET /v1/auth/oidc/callback", sso, http.HandlerFunc(rt.oidcCallback))
		// Linking: the signed-in person's cookie, then the provider (as sso).
		rt.handle(rt.arkyc, "POST /v1/auth/oidc/link", signIn, rt.browser(rt.oidcLink))
	}

	token := own("a client token, of one session")
	preflights := own("a CORS preflight: it carries no credential and answers only the request's shape")
	client := func(pattern string, h http.HandlerFunc) {
		rt.handle(rt.arkyc, pattern, token, rt.client(rt.arkyc, h))
		_, path, _ := strings.Cut(pattern, " ")
		rt.handle(rt.arkyc, "OPTIONS "+path, preflights, http.HandlerFunc(preflight))
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
	mapleradRoute := func(pattern string, a Access, h http.HandlerFunc) { rt.handle(rt.maplerad, pattern, a, h) }
	mapleradRoute("POST /v1/customers", money, mr.CreateCustomer)
	mapleradRoute("GET /v1/customers", read, mr.ListCustomers)
	mapleradRoute("GET /v1/customers/{id}", read, mr.GetCustomer)
	mapleradRoute("GET /v1/wallets", read, mr.ListWallets)
	mapleradRoute("GET /v1/wallets/history", read, mr.WalletHistory)
	mapleradRoute("GET /v1/wallets/{currency_code}/history", read, mr.WalletHistory)
	mapleradRoute("POST /v1/fx/quote", money, mr.CreateQuote)
	mapleradRoute("POST /v1/fx", money, mr.Exchange)
	mapleradRoute("GET /v1/fx", read, mr.ListExchanges)
	mapleradRoute("POST /v1/test/wallet/credit", sandbox, mr.CreditTestWallet)
	mapleradRoute("POST /v1/crypto", money, mr.CreateCryptoAddress)
	mapleradRoute("GET /v1/crypto/{address_id}", read, mr.GetCryptoAddress)
	mapleradRoute("PATCH /v1/crypto/{address_id}", money, mr.UpdateCryptoAddress)
	mapleradRoute("GET /v1/crypto/wallets/{customer_id}", read, mr.CryptoWallets)
	mapleradRoute("POST /v1/crypto/transfer", money, mr.CreateCryptoWithdrawal)
	mapleradRoute("GET /v1/crypto/transfer", read, mr.ListCryptoWithdrawals)
	mapleradRoute("GET /v1/crypto/transfer/{id}", read, mr.GetCryptoWithdrawal)
	mapleradRoute("POST /v1/test/crypto/deposit", sandbox, mr.TestCryptoDeposit)
	mapleradRoute("POST /v1/test/crypto/transfer/{id}/succeed", sandbox, mr.TestSettleCryptoWithdrawal(true))
	mapleradRoute("POST /v1/test/crypto/transfer/{id}/fail", sandbox, mr.TestSettleCryptoWithdrawal(false))
	mapleradRoute("POST /v1/collections/virtual-account/usd", money, mr.CreateUSDAccountRequest)
	mapleradRoute("POST /v1/collections/usd/kyc_link", money, mr.CreateUSDKYCLink)
	mapleradRoute("GET /v1/collections/virtual-account/{id}", read, mr.GetUSDAccount)
	mapleradRoute("GET /v1/collections/virtual-account/{a}/{b}", read, mr.VirtualAccountRoutes)
	mapleradRoute("POST /v1/collections/virtual-account/counterparties", money, mr.CreateCounterparty)
	mapleradRoute("POST /v2/transfers/usd", money, mr.CreateUSDTransfer)
	mapleradRoute("GET /v1/transfers/{transfer_id}", read, mr.GetTransfer)
	mapleradRoute("POST /v1/test/virtual-account/{reference}/approve", sandbox, mr.TestDecideUSDAccount(true))
	mapleradRoute("POST /v1/test/virtual-account/{reference}/reject", sandbox, mr.TestDecideUSDAccount(false))
	mapleradRoute("POST /v1/test/transfers/{id}/succeed", sandbox, mr.TestSettleTransfer(usd.StatusSuccess))
	mapleradRoute("POST /v1/test/transfers/{id}/fail", sandbox, mr.TestSettleTransfer(usd.StatusFailed))
	mapleradRoute("POST /v1/test/transfers/{id}/return", sandbox, mr.TestSettleTransfer(usd.StatusReturned))
	mapleradRoute("POST /v1/webhooks", develop, mr.CreateWebhook)
	mapleradRoute("GET /v1/webhooks", develop, mr.ListWebhooks)
	mapleradRoute("GET /v1/webhooks/{id}", develop, mr.GetWebhook)
	mapleradRoute("PATCH /v1/webhooks/{id}", develop, mr.UpdateWebhook)
	mapleradRoute("DELETE /v1/webhooks/{id}", develop, mr.DeleteWebhook)
	mapleradRoute("POST /v1/webhooks/{id}/rotate", develop, mr.RotateWebhook)
	mapleradRoute("GET /v1/webhooks/{id}/deliveries", develop, mr.ListDeliveries)
	mapleradRoute("POST /v1/webhooks/deliveries/{id}/resend", develop, mr.ResendDelivery)
	// An event here is its payload, which GraphQL's Event.payload gives
	// to READ alone: a developer in live mode reads deliveries instead.
	mapleradRoute("GET /v1/events", read, mr.ListEvents)
	mapleradRoute("GET /v1/events/{id}", read, mr.GetEvent)

	// CSV exports of the console's lists (exports.go).
	for _, name := range slices.Sorted(maps.Keys(rt.exports())) {
		ex := rt.exports()[name]
		rt.handle(rt.arkyc, "GET /v1/exports/"+name, Access{Need: ex.need, Cookie: true}, rt.serveExport(name, ex))
	}
	return rt
}

// Routes lists the registered routes in their order, each with what it
// asks of its caller (each is served at its /api twin too).
func (rt *Router) Routes() []Route { return slices.Clone(rt.routes) }

// handle registers pattern ("METHOD /v1/...") and its /api twin on the
// surface whose error envelope is ew, for the callers a allows: behind
// the secret-key guard (secret) unless the route checks a credential of
// its own. A route that declares no permission, and a prefix of two
// surfaces, are programming errors.
func (rt *Router) handle(ew httpio.ErrorWriter, pattern string, a Access, h http.Handler) {
	switch {
	case len(a.Need) == 0:
		panic("rest: route " + pattern + " declares no permission (rest.Access)")
	case a.Own == "":
		h = rt.secret(ew, a, h)
	case !slices.Equal(a.Need, []auth.Permission{auth.Anyone}):
		panic("rest: route " + pattern + " checks its own credential, so no permission can apply")
	}
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
	rt.routes = append(rt.routes, Route{Pattern: pattern, Access: a})
}

// secret guards a secret-key route: authentication, the per-key rate
// limit, what the route allows (Access.check), and Idempotency-Key
// handling for POST.
func (rt *Router) secret(ew httpio.ErrorWriter, a Access, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var p auth.Principal
		var err error
		if cred := httpio.Credential(r, "X-Api-Key"); cred == "" && a.Cookie && SessionCookie(r) != "" {
			if err = CheckSameOrigin(r); err == nil {
				p, err = rt.deps.Auth.AuthenticateUserSession(r.Context(), SessionCookie(r))
			}
			if err == nil && p.EnrollmentRequired {
				err = auth.ErrEnrollFirst
			}
		} else {
			p, err = rt.deps.Auth.AuthenticateKey(r.Context(), cred)
		}
		if err != nil {
			ew.WriteError(w, r, err)
			return
		}
		if err := rt.deps.Limiter.Check(cmp.Or(p.KeyID, p.UserSessionID)); err != nil {
			ew.WriteError(w, r, err)
			return
		}
		if err := a.check(p); err != nil {
			ew.WriteError(w, r, err)
			return
		}
		r = auth.WithRequestPrincipal(r, p)
		if r.Method == http.MethodPost && httpio.Header(r.Header, "Idempotency-Key") != "" {
			rt.idempotent(ew, w, r, p, h)
			return
		}
		h.ServeHTTP(w, r)
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
		h(w, auth.WithRequestPrincipal(r, p))
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

func (rt *Router) idempotent(ew httpio.ErrorWriter, w http.ResponseWriter, r *http.Request, p auth.Principal, h http.Handler) {
	key := httpio.Header(r.Header, "Idempotency-Key")
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
	h.ServeHTTP(c, r)
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

// Canonical answers a request whose path is not in canonical form (an
// empty segment, "." or "..") with its surface's 404 envelope, as a path
// no route matches, instead of the redirect to the cleaned path that
// ServeMux would answer: an API client gets a 4xx with an error key, not a
// 3xx to follow (which many drop credentials on), and no path reaches a
// route in two spellings. Other requests go to next.
func (rt *Router) Canonical(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// As ServeMux does, judge the path as sent: an encoded "/" or "."
		// is part of a segment's value (a reference), not a step.
		if p := r.URL.Path; strings.HasPrefix(p, "/") && !canonical(escapedPath(r.URL)) {
			r.Pattern = ""
			// The envelope is the surface of the path as cleaned.
			rt.ErrorsFor(path.Clean(p)).WriteError(w, r, errs.NotFoundf("No route for %s %s", r.Method, p))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// escapedPath is u.EscapedPath() without escaping a path that has no raw
// form: escaping changes neither a "/" nor a ".", all canonical looks at.
func escapedPath(u *url.URL) string {
	if u.RawPath == "" {
		return u.Path
	}
	return u.EscapedPath()
}

// canonical reports whether p, which begins with "/", is its own cleaned
// form (a trailing slash kept). A path without "//" and without "/." is (it
// has no empty segment but a trailing slash's, and no "." or ".."), which
// is told without path.Clean's copy.
func canonical(p string) bool {
	if !strings.Contains(p, "//") && !strings.Contains(p, "/.") {
		return true
	}
	c := path.Clean(p)
	return c == p || (c+"/" == p && c != "/")
}

// routeMethods are the methods a route may be registered for: notFound
// asks the mux which of them another route of the path takes.
var routeMethods = []string{http.MethodDelete, http.MethodGet, http.MethodHead, http.MethodOptions,
	http.MethodPatch, http.MethodPost, http.MethodPut}

// notFound is the mux's catch-all ("/"): it answers requests no route
// matched, in the envelope of their surface, with 405 and Allow (as
// ServeMux would word it) where the path exists for other methods. Only
// these requests pay for asking: a matched one is routed once. They are
// counted as unmatched, not under the catch-all's pattern.
func (rt *Router) notFound(w http.ResponseWriter, r *http.Request) {
	r.Pattern = ""
	ew := rt.ErrorsFor(r.URL.Path)
	var allow []string
	probe := &http.Request{URL: r.URL, Host: r.Host}
	for _, m := range routeMethods {
		probe.Method = m
		if _, pattern := rt.mux.Handler(probe); pattern != "" && pattern != "/" {
			allow = append(allow, m)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		ew.WriteError(w, r, errs.E(errs.MethodNotAllowed, "method_not_allowed", "Method %s is not allowed here", r.Method))
		return
	}
	ew.WriteError(w, r, errs.NotFoundf("No route for %s %s", r.Method, r.URL.Path))
}
