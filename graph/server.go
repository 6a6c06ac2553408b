package graph

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// DefaultComplexityLimit is the cost an operation may have when
// ServerConfig sets no other. The cost model counts every bounded list at
// its bound, so the largest page a dashboard reads, 100 webhook deliveries
// each with its attempts (20 at most), event and request, costs about
// 17,300 (graph's dashboardQueries), though it is read in five statements
// and its answer is bounded by MaxResponseBytes; a hundred aliases of a
// session's notes (200 at most each) still cost more than this.
const DefaultComplexityLimit = 20_000

// DefaultDepthLimit is how deep selections may nest when ServerConfig sets
// no other.
const DefaultDepthLimit = 12

// ServerConfig shapes the GraphQL endpoint. Zero limits take the defaults shown.
type ServerConfig struct {
	// Introspection turns on schema introspection and, with Page, the
	// GraphiQL page.
	Introspection bool
	// Page serves the GraphiQL page to a browser asking for it
	// (PageRequest) when Introspection is on.
	Page http.Handler
	// MaxBodyBytes bounds a POST body (default 1 MiB).
	MaxBodyBytes int64
	// TokenLimit bounds the tokens the parser reads (default 10,000).
	TokenLimit int
	// ComplexityLimit bounds an operation's cost (default 20,000; the cost
	// model is in limits.go).
	ComplexityLimit int
	// DepthLimit bounds the nesting of selections (default 12).
	DepthLimit int
	// FragmentLimit bounds the fragments a document defines (default 100).
	FragmentLimit int
	// MaxResponseBytes bounds the data of one result (default 4 MiB).
	MaxResponseBytes int
	// Suggestions lets validation errors suggest field names ("Did you
	// mean …?"); production turns them off.
	Suggestions bool
	// OriginPatterns are the origins allowed to open websockets from a
	// browser (host patterns as in coder/websocket); same-origin is always allowed.
	OriginPatterns []string
	// WebsocketInitTimeout bounds the wait for a websocket's
	// connection_init (default 10s).
	WebsocketInitTimeout time.Duration
	// Authenticate resolves a credential (secret key or client token) to its principal.
	Authenticate func(ctx context.Context, credential string) (auth.Principal, error)
	// SessionCookie, when set, reads a person's sign-in session from a
	// websocket's upgrade request ("" for none, or for a request from
	// another origin), and AuthenticateSession resolves it: a browser
	// cannot put an HttpOnly cookie in connection_init, so a connection
	// whose connection_init names no credential uses the cookie.
	SessionCookie       func(r *http.Request) string
	AuthenticateSession func(ctx context.Context, token string) (auth.Principal, error)
	// Sockets, when set, keeps the open websocket connections (to close
	// them at shutdown).
	Sockets *Sockets
	// PerOperation prepares the context of each operation (dataloaders).
	PerOperation func(ctx context.Context) context.Context
	Log          *slog.Logger
}

// NewHandler returns the /graphql handler: websocket (graphql-transport-ws),
// GET and POST transports, limits, caches and the error presenter. HTTP
// authentication happens around it (the caller's middleware); websocket
// connections authenticate in connection_init.
func NewHandler(es graphql.ExecutableSchema, cfg ServerConfig) http.Handler {
	if cfg.MaxBodyBytes == 0 {
		cfg.MaxBodyBytes = 1 << 20
	}
	if cfg.TokenLimit == 0 {
		cfg.TokenLimit = 10_000
	}
	if cfg.ComplexityLimit == 0 {
		cfg.ComplexityLimit = DefaultComplexityLimit
	}
	if cfg.FragmentLimit == 0 {
		cfg.FragmentLimit = 100
	}
	if cfg.MaxResponseBytes == 0 {
		cfg.MaxResponseBytes = 4 << 20
	}
	if cfg.DepthLimit == 0 {
		cfg.DepthLimit = DefaultDepthLimit
	}
	if cfg.WebsocketInitTimeout == 0 {
		cfg.WebsocketInitTimeout = 10 * time.Second
	}
	srv := handler.New(es)
	// The first transport that matches wins: websocket before the HTTP ones.
	srv.AddTransport(wsTransport{
		accept:       websocket.AcceptOptions{OriginPatterns: cfg.OriginPatterns},
		authenticate: cfg.Authenticate,
		cookie:       cfg.SessionCookie,
		session:      cfg.AuthenticateSession,
		initTimeout:  cfg.WebsocketInitTimeout,
		writeTimeout: 10 * time.Second,
		readLimit:    cfg.MaxBodyBytes,
		log:          cfg.Log,
		sockets:      cfg.Sockets,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(httpTransport{})
	srv.SetQueryCache(boundedCache[*ast.QueryDocument]{lru.New[*ast.QueryDocument](1000)})
	srv.SetParserTokenLimit(cfg.TokenLimit)
	srv.SetDisableSuggestion(!cfg.Suggestions)
	// Parameter mutators run in this order: the persisted query is found
	// before the limits measure it.
	srv.Use(persistedQueries{extension.AutomaticPersistedQuery{Cache: boundedCache[string]{lru.New[string](1000)}}})
	srv.Use(&limits{maxDepth: cfg.DepthLimit, maxCost: cfg.ComplexityLimit, maxFragments: cfg.FragmentLimit,
		tokenLimit: cfg.TokenLimit, introspection: cfg.Introspection, docs: boundedCache[*parsedDoc]{lru.New[*parsedDoc](1000)}})
	budget := &responseCap{max: cfg.MaxResponseBytes}
	srv.Use(budget)
	srv.Use(fieldChecks{perms: &permissions{}, cap: budget})
	srv.Use(subscriptions{})
	if cfg.Introspection {
		srv.Use(extension.Introspection{})
	}
	if cfg.PerOperation != nil {
		srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
			return next(cfg.PerOperation(ctx))
		})
	}
	srv.SetErrorPresenter(presenter(cfg.Log))
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		cfg.Log.ErrorContext(ctx, "panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return errs.E(errs.Internal, "internal_error", "Internal server error")
	})
	h := http.MaxBytesHandler(srv, cfg.MaxBodyBytes)
	if !cfg.Introspection || cfg.Page == nil {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if PageRequest(r) {
			cfg.Page.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// PageRequest reports a browser asking for the GraphiQL page (a plain GET
// for HTML), which needs no credential.
func PageRequest(r *http.Request) bool {
	return r.Method == http.MethodGet && r.URL.RawQuery == "" && strings.Contains(httpio.Header(r.Header, "Accept"), "text/html")
}

// presenter puts the stable error key of an *errs.Error in extensions.code
// (and the seconds to wait in extensions.retryAfter, for an error that has
// them) and hides the details of internal errors.
func presenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gerr := graphql.DefaultErrorPresenter(ctx, err)
		var e *errs.Error
		var ge *gqlerror.Error
		if !errors.As(err, &e) && errors.As(err, &ge) && ge.Extensions["code"] != nil {
			// Parse, validation and limit errors of the executor, in the
			// style of every other code (GRAPHQL_VALIDATION_FAILED is
			// graphql_validation_failed), but the automatic persisted
			// queries' own, which their clients compare as they are.
			if code, ok := gerr.Extensions["code"].(string); ok && !strings.HasPrefix(code, "PERSISTED_QUERY_") {
				gerr.Extensions["code"] = strings.ToLower(code)
			}
			return gerr
		}
		e = errs.As(err)
		if e.Kind == errs.Internal || e.Kind == errs.Unavailable {
			log.ErrorContext(ctx, "graphql resolver failed", "path", gerr.Path.String(), "error", err)
		}
		gerr.Message = e.Message
		if gerr.Extensions == nil {
			gerr.Extensions = map[string]any{}
		}
		gerr.Extensions["code"] = e.Key
		if len(e.Fields) > 0 {
			gerr.Extensions["fields"] = inputNames(e.Fields)
		}
		if e.RetryAfter > 0 {
			gerr.Extensions["retryAfter"] = e.RetryAfter
		}
		return gerr
	}
}

// inputNames renames a validation error's fields from the services' names
// (first_name, thresholds.ocr_min) to the GraphQL inputs' (firstName,
// thresholds.ocrMin).
func inputNames(fields map[string][]string) map[string][]string {
	out := make(map[string][]string, len(fields))
	for name, msgs := range fields {
		parts := strings.Split(name, "_")
		for i := 1; i < len(parts); i++ {
			if p := parts[i]; p != "" {
				parts[i] = strings.ToUpper(p[:1]) + p[1:]
			}
		}
		out[strings.Join(parts, "")] = msgs
	}
	return out
}
