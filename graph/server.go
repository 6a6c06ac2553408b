package graph

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/99designs/gqlgen/graphql/playground"
	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
)

// ServerConfig shapes the GraphQL endpoint. Zero limits take the defaults shown.
type ServerConfig struct {
	// Introspection turns on schema introspection and the GraphiQL page.
	Introspection bool
	// MaxBodyBytes bounds a POST body (default 1 MiB).
	MaxBodyBytes int64
	// TokenLimit bounds the tokens the parser reads (default 10,000).
	TokenLimit int
	// ComplexityLimit bounds a query's complexity (default 1,000).
	ComplexityLimit int
	// DepthLimit bounds the nesting of selections (default 12).
	DepthLimit int
	// OriginPatterns are the origins allowed to open websockets from a
	// browser (host patterns as in coder/websocket); same-origin is always allowed.
	OriginPatterns []string
	// WebsocketInitTimeout bounds the wait for a websocket's
	// connection_init (default 10s).
	WebsocketInitTimeout time.Duration
	// Authenticate resolves a credential (secret key or client token) to its principal.
	Authenticate func(ctx context.Context, credential string) (auth.Principal, error)
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
		cfg.ComplexityLimit = 1_000
	}
	if cfg.DepthLimit == 0 {
		cfg.DepthLimit = 12
	}
	if cfg.WebsocketInitTimeout == 0 {
		cfg.WebsocketInitTimeout = 10 * time.Second
	}
	srv := handler.New(es)
	// The first transport that matches wins: websocket before the HTTP ones.
	srv.AddTransport(wsTransport{
		accept:       websocket.AcceptOptions{OriginPatterns: cfg.OriginPatterns},
		authenticate: cfg.Authenticate,
		initTimeout:  cfg.WebsocketInitTimeout,
		writeTimeout: 10 * time.Second,
		readLimit:    cfg.MaxBodyBytes,
		log:          cfg.Log,
		sockets:      cfg.Sockets,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(cfg.TokenLimit)
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](1000)})
	srv.Use(&limits{maxDepth: cfg.DepthLimit, maxComplexity: cfg.ComplexityLimit, cache: lru.New[int](1000)})
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
		cfg.Log.ErrorContext(ctx, "panic in resolver", "panic", p)
		return errs.E(errs.Internal, "internal_error", "Internal server error")
	})
	var h http.Handler = spec{srv}
	h = http.MaxBytesHandler(h, cfg.MaxBodyBytes)
	if !cfg.Introspection {
		return h
	}
	page := playground.Handler("Meridian GraphQL", "/graphql")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if PageRequest(r) {
			page.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// PageRequest reports a browser asking for the GraphiQL page (a plain GET
// for HTML), which needs no credential.
func PageRequest(r *http.Request) bool {
	return r.Method == http.MethodGet && r.URL.RawQuery == "" && strings.Contains(r.Header.Get("Accept"), "text/html")
}

// presenter puts the stable error key of an *errs.Error in extensions.code
// and hides the details of internal errors.
func presenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gerr := graphql.DefaultErrorPresenter(ctx, err)
		var e *errs.Error
		if !errors.As(err, &e) {
			var ge *gqlerror.Error
			if errors.As(err, &ge) && ge.Extensions["code"] != nil {
				return gerr // parse, validation and limit errors of the executor
			}
			e = errs.As(err)
		}
		if e.Kind == errs.Internal {
			log.ErrorContext(ctx, "graphql resolver failed", "path", gerr.Path.String(), "error", err)
		}
		gerr.Message = e.Message
		if gerr.Extensions == nil {
			gerr.Extensions = map[string]any{}
		}
		gerr.Extensions["code"] = e.Key
		if len(e.Fields) > 0 {
			gerr.Extensions["fields"] = e.Fields
		}
		return gerr
	}
}

// limits refuses operations nested deeper than maxDepth or more complex
// than maxComplexity (gqlgen's complexity measure). Operations without
// variables always measure the same, so their result is cached by query text.
type limits struct {
	maxDepth, maxComplexity int
	es                      graphql.ExecutableSchema
	cache                   *lru.LRU[int]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = &limits{}

func (*limits) ExtensionName() string { return "Limits" }

func (l *limits) Validate(es graphql.ExecutableSchema) error {
	l.es = es
	return nil
}

// tooDeep marks a cached result of an operation over the depth limit.
const tooDeep = -1

func (l *limits) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	op := oc.Operation
	if op == nil {
		return nil
	}
	key := ""
	if len(op.VariableDefinitions) == 0 {
		key = oc.OperationName + "\x00" + oc.RawQuery
	}
	c, ok := l.cache.Get(ctx, key)
	if !ok || key == "" {
		c = tooDeep
		if depth(op.SelectionSet, oc.Doc.Fragments, 0, l.maxDepth) <= l.maxDepth {
			c = complexity.Calculate(ctx, l.es, op, oc.Variables)
		}
		if key != "" {
			l.cache.Add(ctx, key, c)
		}
	}
	if c == tooDeep {
		err := gqlerror.Errorf("The operation is nested more than %d levels deep", l.maxDepth)
		err.Extensions = map[string]any{"code": "query_too_deep"}
		return err
	}
	if c > l.maxComplexity {
		err := gqlerror.Errorf("The operation has complexity %d, over the limit of %d", c, l.maxComplexity)
		err.Extensions = map[string]any{"code": "COMPLEXITY_LIMIT_EXCEEDED"}
		return err
	}
	return nil
}

// depth returns the deepest field nesting under set, stopping past limit
// (which also ends fragment cycles, already refused by validation).
func depth(set ast.SelectionSet, frags ast.FragmentDefinitionList, level, limit int) int {
	if level > limit {
		return level
	}
	deepest := level
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.SelectionSet) == 0 {
				d = level + 1
			} else {
				d = depth(s.SelectionSet, frags, level+1, limit)
			}
		case *ast.InlineFragment:
			d = depth(s.SelectionSet, frags, level, limit)
		case *ast.FragmentSpread:
			if f := frags.ForName(s.Name); f != nil {
				d = depth(f.SelectionSet, frags, level, limit)
			}
		}
		deepest = max(deepest, d)
	}
	return deepest
}
