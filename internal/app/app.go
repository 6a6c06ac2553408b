// Package app assembles Meridian: it builds the services over one database,
// registers their jobs, and serves REST, GraphQL and the operational
// endpoints from one handler. cmd/meridian and the end-to-end tests both
// start the server through it.
package app

import (
	"context"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/audit"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/blob"
	"github.com/meridianhq/meridian/internal/config"
	"github.com/meridianhq/meridian/internal/crypto"
	"github.com/meridianhq/meridian/internal/customers"
	"github.com/meridianhq/meridian/internal/events"
	"github.com/meridianhq/meridian/internal/fx"
	"github.com/meridianhq/meridian/internal/httpio"
	"github.com/meridianhq/meridian/internal/idempotency"
	"github.com/meridianhq/meridian/internal/jobs"
	"github.com/meridianhq/meridian/internal/keyring"
	"github.com/meridianhq/meridian/internal/kyc"
	"github.com/meridianhq/meridian/internal/kyc/providers"
	"github.com/meridianhq/meridian/internal/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/ledger"
	"github.com/meridianhq/meridian/internal/orgs"
	"github.com/meridianhq/meridian/internal/ratelimit"
	"github.com/meridianhq/meridian/internal/usd"
	"github.com/meridianhq/meridian/internal/wallets"
	"github.com/meridianhq/meridian/internal/webhooks"
	"github.com/meridianhq/meridian/resolvers"
	"github.com/meridianhq/meridian/rest"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
	"github.com/meridianhq/meridian/widget"
)

// BootstrapOrganization names the organization that MERIDIAN_BOOTSTRAP_API_KEY creates.
const BootstrapOrganization = "default"

// App is a configured Meridian server.
type App struct {
	Config      config.Config
	DB          *db.DB
	Log         *slog.Logger
	Orgs        *orgs.Service
	Auth        *auth.Service
	Customers   *customers.Service
	Ledger      *ledger.Ledger
	Wallets     *wallets.Service
	FX          *fx.Service
	Crypto      *crypto.Service
	USD         *usd.Service
	KYC         *kyc.Service
	Events      *events.Log
	Broker      *events.Broker
	Webhooks    *webhooks.Service
	Blobs       *blob.Store
	Keyring     *keyring.Keyring
	Audit       *audit.Log
	Jobs        *jobs.Client
	Idempotency *idempotency.Store
	Registry    *prometheus.Registry

	handler    http.Handler
	draining   atomic.Bool
	stopBroker context.CancelFunc
	sockets    *graph.Sockets
	brokerDone chan struct{}
}

// Options adjust an App for tests.
type Options struct {
	// Jobs overrides the job queue settings derived from the config.
	Jobs *jobs.Config
	// AuthCacheTTL overrides how long authenticated keys are cached.
	AuthCacheTTL time.Duration
	// Now overrides the clock of authentication, FX quotes and sessions.
	Now func() time.Time
	// WebhookSchedule overrides the webhook retry schedule.
	WebhookSchedule []time.Duration
	// WebhookTimeout overrides how long a receiver has to answer.
	WebhookTimeout time.Duration
	// Providers overrides the verification providers (default: the mocks).
	Providers *providers.Set
}

// New builds the services over d (already migrated) and ensures the
// bootstrap key. It starts nothing: call Start for the workers.
func New(ctx context.Context, cfg config.Config, d *db.DB, log *slog.Logger, opts Options) (*App, error) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	a := &App{Config: cfg, DB: d, Log: log, Registry: reg}
	a.Audit = audit.New(d, opts.Now)
	a.Orgs = orgs.New(d, orgs.Config{Now: opts.Now, Audit: a.Audit})
	// Twenty unknown credentials at once from one address, then one every
	// three seconds.
	a.Auth = auth.New(d, auth.Config{CacheTTL: opts.AuthCacheTTL, Now: opts.Now, Failures: ratelimit.NewFailures(1.0/3, 20), Audit: a.Audit, Orgs: a.Orgs})
	a.Idempotency = idempotency.New(d)
	a.Customers = customers.New(d)
	a.Broker = events.NewBroker(d, log)
	a.Events = events.NewLog(d, a.Broker)
	a.Ledger = ledger.New(d)
	a.Wallets = wallets.New(d, a.Ledger)
	a.FX = fx.New(d, a.Ledger, fx.Config{TTL: cfg.QuoteTTL, SpreadBps: cfg.FXSpreadBps, FeeBps: cfg.FXFeeBps, Events: a.Events,
		Encode: maplerad.ExchangeOf, Now: opts.Now})

	jc := jobs.Config{Workers: cfg.Workers, Sync: cfg.Queue == config.QueueSync}
	if opts.Jobs != nil {
		jc = *opts.Jobs
	}
	jc.Logger, jc.Registerer = log, reg
	a.Jobs = jobs.New(d, jc)
	jobs.Register(a.Jobs, "idempotency.sweep", func(ctx context.Context, _ *jobs.Job, _ struct{}) error {
		_, err := a.Idempotency.Sweep(ctx)
		return err
	})
	a.Jobs.AddPeriodic("idempotency.sweep", time.Hour, struct{}{})

	key, err := encryptionKey(cfg, log)
	if err != nil {
		return nil, err
	}
	if a.Keyring, err = keyring.New(d, key, cfg.PreviousEncryptionKeys...); err != nil {
		return nil, err
	}
	if len(cfg.PreviousEncryptionKeys) > 0 {
		log.Warn("MERIDIAN_ENCRYPTION_KEY_PREVIOUS is set: run `meridian keys rotate-master`, then unset it", "master_key_id", a.Keyring.MasterKeyID())
	}
	blobURL := cfg.BlobURL
	if blobURL == "" {
		dir, err := filepath.Abs(filepath.Join(cfg.DataDir, "blobs"))
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("create blob directory: %w", err)
		}
		blobURL = "file://" + dir + "?metadata=skip&no_tmp_dir=1"
	}
	if a.Blobs, err = blob.Open(ctx, blobURL, key); err != nil {
		return nil, err
	}
	if a.Webhooks, err = webhooks.New(d, webhooks.Config{Jobs: a.Jobs, Events: a.Events, Key: key, Ring: a.Keyring, Audit: a.Audit, Logger: log,
		Now: opts.Now, Schedule: opts.WebhookSchedule, Timeout: opts.WebhookTimeout}); err != nil {
		return nil, err
	}
	keys, err := cryptoKeys(cfg, log)
	if err != nil {
		return nil, err
	}
	a.Crypto = crypto.New(d, crypto.Config{Keys: keys, Ledger: a.Ledger, FX: a.FX, Customers: a.Customers, Jobs: a.Jobs,
		Events: a.Events, NetworkFees: networkFees(cfg.CryptoNetworkFees), SandboxDelay: cfg.CryptoSandboxDelay,
		EncodeDeposit: maplerad.DepositOf, EncodeWithdrawal: maplerad.WithdrawalOf, Now: opts.Now})
	checks := mock.Set()
	if opts.Providers != nil {
		checks = *opts.Providers
	}
	signing, err := hkdf.Key(sha256.New, key, nil, "meridian file links", 32)
	if err != nil {
		return nil, err
	}
	a.KYC = kyc.New(d, kyc.Config{SessionTTL: cfg.SessionTTL, LinkTTL: cfg.AssetLinkTTL, PublicURL: cfg.PublicURL, Providers: checks, SigningKey: signing,
		Blobs: a.Blobs, Ring: a.Keyring, Audit: a.Audit, Jobs: a.Jobs, Auth: a.Auth, Customers: a.Customers, Events: a.Events, Encode: arkyc.SessionOf, Logger: log, Now: opts.Now})

	if a.USD, err = usd.New(d, usd.Config{Ledger: a.Ledger, Customers: a.Customers, KYC: a.KYC, Jobs: a.Jobs, Events: a.Events,
		Key: key, Ring: a.Keyring, Fees: usdFees(cfg.USDFees), SandboxDelay: cfg.USDSandboxDelay, EncodeRequest: maplerad.USDRequestOf,
		EncodeTransfer: maplerad.USDTransferOf, Now: opts.Now}); err != nil {
		return nil, err
	}

	if cfg.BootstrapKey != "" {
		if _, err := a.Auth.EnsureKey(ctx, BootstrapOrganization, cfg.BootstrapKey); err != nil {
			return nil, fmt.Errorf("bootstrap key: %w", err)
		}
	}
	a.sockets = graph.NewSockets()
	a.handler = a.routes(reg)
	return a, nil
}

// Handler serves every route.
func (a *App) Handler() http.Handler { return a.handler }

// Start launches the job workers and the event broker.
func (a *App) Start(ctx context.Context) {
	bctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	a.stopBroker = cancel
	a.brokerDone = make(chan struct{})
	go func() { defer close(a.brokerDone); a.Broker.Run(bctx) }()
	a.Jobs.Start(ctx)
}

// Stop drains the job workers, waiting at most until ctx ends, stops the
// broker (ending its subscriptions with server_shutdown) and then closes the
// websocket connections (1001, going away).
func (a *App) Stop(ctx context.Context) error {
	err := a.Jobs.Stop(ctx)
	if a.stopBroker != nil {
		a.stopBroker()
		<-a.brokerDone
	}
	a.sockets.Close(ctx)
	return err
}

func (a *App) routes(reg *prometheus.Registry) http.Handler {
	mux := http.NewServeMux()
	limiter := ratelimit.New(a.Config.RateLimit, a.Config.RateBurst)
	scheme, host := publicHost(a.Config.PublicURL)
	rt := rest.New(mux, rest.Deps{Log: a.Log, Auth: a.Auth, Customers: a.Customers, FX: a.FX, Crypto: a.Crypto, USD: a.USD, Wallets: a.Wallets, KYC: a.KYC,
		Audit: a.Audit, Webhooks: a.Webhooks, Events: a.Events,
		PublicOrigin: scheme + "://" + host, Idempotency: a.Idempotency, Limiter: limiter})

	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		httpio.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", a.ready)
	mux.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg}))

	root := &resolvers.Resolver{AuthSvc: a.Auth, OrgSvc: a.Orgs, CustomerSvc: a.Customers, WalletSvc: a.Wallets, FXSvc: a.FX, CryptoSvc: a.Crypto, USDSvc: a.USD,
		IdempotencySvc: a.Idempotency, KYCSvc: a.KYC, WebhookSvc: a.Webhooks, Audit: a.Audit, EventLog: a.Events, Broker: a.Broker}
	gql := graph.NewHandler(graph.NewExecutableSchema(graph.Config{Resolvers: root}),
		graph.ServerConfig{
			Introspection:  a.Config.GraphQLIntrospection,
			Suggestions:    a.Config.Env != "production",
			OriginPatterns: []string{host},
			Authenticate:   a.authenticate,
			PerOperation:   root.WithLoaders,
			Sockets:        a.sockets,
			Log:            a.Log,
		})
	mux.Handle("/graphql", graphAuth(a, limiter, gql))
	w := widget.Handler(widget.Config{
		Origins: func(ctx context.Context, orgID string) ([]string, error) {
			o, err := a.Orgs.Get(ctx, orgID)
			if err != nil {
				return nil, err
			}
			// Only origins, whatever an older version let through (a wildcard).
			var out []string
			for _, origin := range o.AllowedOrigins {
				if clean, err := orgs.ParseOrigin(origin); err == nil {
					out = append(out, clean)
				}
			}
			return out, nil
		},
		Logo: func(ctx context.Context, orgID string) ([]byte, string, error) {
			l, err := a.Orgs.Logo(ctx, orgID)
			if err != nil {
				return nil, "", err
			}
			return l.Data, l.ContentType, nil
		},
		Error: func(w http.ResponseWriter, r *http.Request, err error) {
			rt.ErrorsFor(r.URL.Path).WriteError(w, r, err)
		},
	})
	mux.Handle("GET /widget", w)
	mux.Handle("GET /widget/", w)

	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, pattern := mux.Handler(r); pattern == "" {
			rt.NotFound(w, r)
			return
		}
		mux.ServeHTTP(w, r)
	})
	return httpio.Observe(a.Log, httpio.NewHTTPMetrics(reg), rt.ErrorsFor, h)
}

// Keyring is the keyring a server with cfg would use (for `meridian keys
// rotate-master`).
func Keyring(cfg config.Config, d *db.DB, log *slog.Logger) (*keyring.Keyring, error) {
	key, err := encryptionKey(cfg, log)
	if err != nil {
		return nil, err
	}
	return keyring.New(d, key, cfg.PreviousEncryptionKeys...)
}

// encryptionKey is MERIDIAN_ENCRYPTION_KEY, or else a key generated once
// and kept in the data directory (fine for one process; processes sharing
// a PostgreSQL database must share MERIDIAN_ENCRYPTION_KEY).
func encryptionKey(cfg config.Config, log *slog.Logger) ([]byte, error) {
	if len(cfg.EncryptionKey) == 32 {
		return cfg.EncryptionKey, nil
	}
	path := filepath.Join(cfg.DataDir, "encryption.key")
	if b, err := os.ReadFile(path); err == nil {
		k, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(b)))
		if err != nil || len(k) != 32 {
			return nil, fmt.Errorf("%s is not a base64 32-byte key", path)
		}
		return k, nil
	}
	k := make([]byte, 32)
	rand.Read(k)
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, []byte(base64.StdEncoding.EncodeToString(k)+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("write encryption key: %w", err)
	}
	if cfg.DatabaseURL != "" {
		log.Warn("MERIDIAN_ENCRYPTION_KEY is not set: generated one in the data directory; every process sharing this database needs the same key", "path", path)
	}
	return k, nil
}

// cryptoKeys is the deposit address key material: configured, or else
// generated once into the data directory (development only: config
// refuses production without it). Every process sharing a database must
// derive from the same material.
func cryptoKeys(cfg config.Config, log *slog.Logger) (crypto.Keys, error) {
	xpub, program := cfg.CryptoXPub, cfg.CryptoSolanaProgram
	if xpub == "" || program == "" {
		path := filepath.Join(cfg.DataDir, "crypto-keys")
		b, err := os.ReadFile(path)
		if errors.Is(err, os.ErrNotExist) {
			if xpub, program, err = crypto.GenerateKeys(); err != nil {
				return crypto.Keys{}, err
			}
			if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
				return crypto.Keys{}, err
			}
			if err := os.WriteFile(path, []byte(xpub+"\n"+program+"\n"), 0o600); err != nil {
				return crypto.Keys{}, fmt.Errorf("write deposit address keys: %w", err)
			}
			log.Warn("MERIDIAN_CRYPTO_XPUB and MERIDIAN_CRYPTO_SOLANA_PROGRAM are not set: generated development deposit address keys (their addresses cannot be spent from)", "path", path)
		} else if err != nil {
			return crypto.Keys{}, err
		} else {
			xpub, program, _ = strings.Cut(strings.TrimSpace(string(b)), "\n")
		}
	}
	k, err := crypto.ParseKeys(xpub, program)
	if err != nil {
		return k, fmt.Errorf("deposit address keys: %w", err)
	}
	return k, nil
}

// networkFees are the default withdrawal fees with the configured ones over them.
func networkFees(override map[string]int64) map[string]int64 {
	return overlay(crypto.DefaultNetworkFees, override)
}

// usdFees are the default transfer fees with the configured ones over them.
func usdFees(override map[string]int64) map[string]int64 { return overlay(usd.DefaultFees, override) }

func overlay(defaults, override map[string]int64) map[string]int64 {
	out := maps.Clone(defaults)
	maps.Copy(out, override)
	return out
}

// publicHost is the scheme and host of the public URL (validated by config).
func publicHost(publicURL string) (scheme, host string) {
	u, err := url.Parse(publicURL)
	if err != nil {
		return "", ""
	}
	return u.Scheme, u.Host
}

// authenticate resolves either kind of credential.
func (a *App) authenticate(ctx context.Context, cred string) (auth.Principal, error) {
	if strings.HasPrefix(cred, auth.ClientTokenPrefix) {
		return a.Auth.AuthenticateClientToken(ctx, cred)
	}
	return a.Auth.AuthenticateKey(ctx, cred)
}

func (a *App) ready(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	problem := ""
	if a.draining.Load() {
		problem = "shutting down"
	} else if err := a.DB.PingContext(ctx); err != nil {
		problem = "database unreachable"
	} else if n, err := a.DB.PendingMigrations(ctx); err != nil || n > 0 {
		problem = "migrations not applied"
	}
	if problem != "" {
		httpio.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "reason": problem})
		return
	}
	httpio.WriteJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// Serve runs the HTTP server on l and the job workers until ctx ends, then
// shuts down gracefully: /readyz turns 503, the listener closes, in-flight
// requests finish (up to grace), and running jobs finish (up to grace).
func (a *App) Serve(ctx context.Context, l net.Listener, grace time.Duration) error {
	srv := &http.Server{
		Handler:           a.handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute, // uploads of up to 10 MiB on slow links
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	a.Start(ctx)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(l) }()
	a.Log.Info("serving", "addr", l.Addr().String(), "database", string(a.DB.Engine))
	select {
	case err := <-errc:
		a.Stop(context.Background())
		return err
	case <-ctx.Done():
	}
	a.Log.Info("shutting down", "grace", grace.String())
	a.draining.Store(true)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if jerr := a.Stop(sctx); jerr != nil {
		err = errors.Join(err, fmt.Errorf("stop jobs: %w", jerr))
	}
	if e := <-errc; e != nil && !errors.Is(e, http.ErrServerClosed) {
		err = errors.Join(err, e)
	}
	return err
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
