// Package app assembles Meridian: it builds the services over one database,
// registers their jobs, and serves REST, GraphQL and the operational
// endpoints from one handler. cmd/meridian and the end-to-end tests both
// start the server through it.
package app

import (
	"cmp"
	"context"
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/x509"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/console"
	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/builtin"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/prefs"
	"github.com/meridianhq/meridian/internal/people/views"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/changes"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/docs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
	"github.com/meridianhq/meridian/resolvers"
	"github.com/meridianhq/meridian/rest"
	"github.com/meridianhq/meridian/widget"
)

// BootstrapOrganization names the organization that MERIDIAN_BOOTSTRAP_API_KEY creates.
const BootstrapOrganization = "default"

// App is a configured Meridian server.
type App struct {
	// DriverProblems names each builtin check that cannot run here, and
	// why (/readyz shows them): its stage goes to a person in live mode.
	DriverProblems map[string]string
	// builtinProblems are the builtin checks the server has that cannot
	// run here, by stage.
	builtinProblems map[string]string
	Config          config.Config
	DB              *db.DB
	Log             *slog.Logger
	Orgs            *orgs.Service
	Auth            *auth.Service
	People          *people.Service
	Mail            *mail.Mailer
	Customers       *customers.Service
	Ledger          *ledger.Ledger
	Wallets         *wallets.Service
	Overview        *overview.Service
	Prefs           *prefs.Service
	Views           *views.Service
	FX              *fx.Service
	Crypto          *crypto.Service
	USD             *usd.Service
	KYC             *kyc.Service
	Review          *review.Service
	Events          *events.Log
	// Changes tells the other processes on the database what settings
	// changed, for those the services keep in memory.
	Changes     *changes.Hub
	Broker      *events.Broker
	Webhooks    *webhooks.Service
	Blobs       *blob.Store
	Keyring     *keyring.Keyring
	Audit       *audit.Log
	Jobs        *jobs.Client
	Idempotency *idempotency.Store
	Registry    *prometheus.Registry
	// REST routes the REST surfaces; its Routes are the route table.
	REST *rest.Router

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
	// PasswordHashWait overrides how long a password hash waits for its
	// turn (people.HashWait).
	PasswordHashWait time.Duration
	// Providers overrides the verification providers (default: the mocks).
	Providers *providers.Set
	// MailRootCAs verifies the SMTP server's certificate (default: the
	// system's roots).
	MailRootCAs *x509.CertPool
	// FaceModel overrides where the face networks come from (default:
	// face.Embedded, the ones built into the binary).
	FaceModel func() (*face.Model, error)
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
	a.Auth = auth.New(d, auth.Config{CacheTTL: opts.AuthCacheTTL, Now: opts.Now, Failures: ratelimit.NewFailures(1.0/3, 20), Audit: a.Audit, Orgs: a.Orgs,
		IdleTTL: cfg.SignInIdleTTL, MaxTTL: cfg.SignInMaxTTL})
	a.Idempotency = idempotency.New(d)
	a.Customers = customers.New(d)
	a.Broker = events.NewBroker(d, log)
	a.Changes = changes.NewHub(d, log)
	a.Events = events.NewLog(d, a.Broker)
	a.Events.Render = rest.RenderEvent
	a.Ledger = ledger.New(d)
	a.Wallets = wallets.New(d, a.Ledger)
	a.Overview = overview.New(d, opts.Now)
	a.FX = fx.New(d, a.Ledger, fx.Config{TTL: cfg.QuoteTTL, SpreadBps: cfg.FXSpreadBps, FeeBps: cfg.FXFeeBps, Events: a.Events,
		Now: opts.Now})

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
		Now: opts.Now, Schedule: opts.WebhookSchedule, Timeout: opts.WebhookTimeout, Changes: a.Changes}); err != nil {
		return nil, err
	}
	keys, err := cryptoKeys(cfg, log)
	if err != nil {
		return nil, err
	}
	a.Crypto = crypto.New(d, crypto.Config{Keys: keys, Ledger: a.Ledger, FX: a.FX, Customers: a.Customers, Jobs: a.Jobs,
		Events: a.Events, NetworkFees: networkFees(cfg.CryptoNetworkFees), SandboxDelay: cfg.CryptoSandboxDelay,
		Now: opts.Now})
	checks := mock.Set()
	if opts.Providers != nil {
		checks = *opts.Providers
	}
	faces := face.Embedded
	if opts.FaceModel != nil {
		faces = opts.FaceModel
	}
	live := a.liveProviders(opts.Now, faces)
	signing, err := hkdf.Key(sha256.New, key, nil, "meridian file links", 32)
	if err != nil {
		return nil, err
	}
	a.KYC = kyc.New(d, kyc.Config{SessionTTL: cfg.SessionTTL, LinkTTL: cfg.AssetLinkTTL, PublicURL: cfg.PublicURL, Providers: checks, Builtin: live, BuiltinProblems: a.builtinProblems,
		Outbound: kyc.Outbound{Client: a.Webhooks.Client, CheckURL: a.Webhooks.CheckURL, Sign: webhooks.Sign}, SigningKey: signing,
		Blobs: a.Blobs, Ring: a.Keyring, Audit: a.Audit, Jobs: a.Jobs, Auth: a.Auth, Customers: a.Customers, Events: a.Events, Changes: a.Changes, Logger: log, Now: opts.Now})

	if a.USD, err = usd.New(d, usd.Config{Ledger: a.Ledger, Customers: a.Customers, KYC: a.KYC, Jobs: a.Jobs, Events: a.Events,
		Key: key, Ring: a.Keyring, Fees: usdFees(cfg.USDFees), SandboxDelay: cfg.USDSandboxDelay,
		Now: opts.Now}); err != nil {
		return nil, err
	}

	// Five failed sign-ins at once per account, then one a minute; twenty
	// per address (an office behind one), then one every ten seconds.
	if a.Mail, err = mail.New(d, mail.Config{Server: cfg.SMTP, From: cfg.MailFrom, Jobs: a.Jobs, Ring: a.Keyring, Logger: log,
		RootCAs: opts.MailRootCAs}); err != nil {
		return nil, err
	}
	hashes := people.NewHashes(cmp.Or(cfg.PasswordHashMemory, people.DefaultHashMemory()), runtime.GOMAXPROCS(0),
		cmp.Or(opts.PasswordHashWait, people.HashWait))
	reg.MustRegister(
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "meridian_password_hashes_total",
			Help: "Password hashes (argon2id) run."}, func() float64 { return float64(hashes.Run()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "meridian_password_hashes_refused_total",
			Help: "Password hashes refused for want of a turn (503 server_busy)."}, func() float64 { return float64(hashes.Refused()) }))
	a.Prefs = prefs.New(d, prefs.Config{Jobs: a.Jobs, Mail: a.Mail, PublicURL: cfg.PublicURL, Now: opts.Now, Log: log})
	a.Views = views.New(d, opts.Now)
	if a.People, err = people.New(d, people.Config{Auth: a.Auth, Orgs: a.Orgs, Audit: a.Audit, PublicURL: cfg.PublicURL,
		Failures: ratelimit.NewFailures(1.0/60, 5), SourceFailures: ratelimit.NewFailures(1.0/10, 20), Hashes: hashes, Mail: a.Mail,
		SSOLocalProviders: cfg.Env != "production", DNSServer: cfg.DNSServer, Ring: a.Keyring, Key: key, Now: opts.Now,
		Leaving: []func(context.Context, bun.IDB, string, string) error{a.Prefs.Forget, a.Views.Forget}}); err != nil {
		return nil, err
	}

	a.Review = review.New(d, review.Config{KYC: a.KYC, Auth: a.Auth, Reviewer: a.People.Reviewer, Jobs: a.Jobs, Now: opts.Now})

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

func (a *App) routes(reg *prometheus.Registry) http.Handler {
	mux := http.NewServeMux()
	limiter := ratelimit.New(a.Config.RateLimit, a.Config.RateBurst)
	scheme, host := publicHost(a.Config.PublicURL)
	a.REST = rest.New(mux, rest.Deps{Log: a.Log, Auth: a.Auth, Customers: a.Customers, FX: a.FX, Crypto: a.Crypto, USD: a.USD, Wallets: a.Wallets, KYC: a.KYC, Review: a.Review,
		Audit: a.Audit, Webhooks: a.Webhooks, Events: a.Events, People: a.People,
		PublicOrigin: scheme + "://" + host, Idempotency: a.Idempotency, Limiter: limiter})
	rt := a.REST

	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		httpio.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", a.ready)
	mux.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg}))

	root := &resolvers.Resolver{AuthSvc: a.Auth, OrgSvc: a.Orgs, CustomerSvc: a.Customers, WalletSvc: a.Wallets, FXSvc: a.FX, CryptoSvc: a.Crypto, USDSvc: a.USD,
		IdempotencySvc: a.Idempotency, KYCSvc: a.KYC, ReviewSvc: a.Review, WebhookSvc: a.Webhooks, Audit: a.Audit, EventLog: a.Events, Broker: a.Broker,
		PeopleSvc: a.People, OverviewSvc: a.Overview, PrefsSvc: a.Prefs, ViewSvc: a.Views}
	fail := func(w http.ResponseWriter, r *http.Request, err error) {
		rt.ErrorsFor(r.URL.Path).WriteError(w, r, err)
	}
	// GraphiQL (its page at GET /graphql, its files under /graphql/ide/)
	// is served with introspection only.
	var graphiql http.Handler
	if a.Config.GraphQLIntrospection {
		graphiql = console.GraphiQL(fail)
		mux.Handle("GET "+console.GraphiQLPath, graphiql)
	}
	gql := graph.NewHandler(graph.NewExecutableSchema(graph.Config{Resolvers: root}),
		graph.ServerConfig{
			Introspection:       a.Config.GraphQLIntrospection,
			Page:                graphiql,
			Suggestions:         a.Config.Env != "production",
			OriginPatterns:      []string{host},
			Authenticate:        a.authenticate,
			SessionCookie:       sameOriginSessionCookie,
			AuthenticateSession: a.Auth.AuthenticateUserSession,
			PerOperation:        root.WithLoaders,
			Sockets:             a.sockets,
			Log:                 a.Log,
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
	c := console.Handler(fail)
	mux.Handle("GET /console", c)
	mux.Handle("GET /console/", c)
	mux.HandleFunc("GET /{$}", console.Redirect)
	// The README, the console's help (package docs).
	mux.Handle("GET /docs", docs.Handler())
	mux.Handle("GET /docs/", docs.Handler())

	return httpio.Observe(a.Log, httpio.NewHTTPMetrics(reg), rt.ErrorsFor, httpio.CompressAPI(rt.Canonical(mux)))
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

// liveProviders are live mode's checks: the builtin ones that can run on
// this machine (the document reader needs Tesseract and its English
// model; the face checks need the face networks, built in unless the
// binary was built with the tag nofacemodels); the others are nil, and a live session whose workflow has their
// stage goes to a person (PROVIDER_UNAVAILABLE, naming the stage). The
// problems are kept for /readyz.
func (a *App) liveProviders(now func() time.Time, faces func() (*face.Model, error)) providers.Set {
	a.DriverProblems, a.builtinProblems = map[string]string{}, map[string]string{}
	var set providers.Set
	document := builtin.NewDocument(docread.New(docread.Config{}), barcode.New(0), now)
	if err := document.Ready(); err != nil {
		a.builtinProblems[kyc.StageDocument] = "builtin: " + err.Error()
		a.DriverProblems[kyc.StageDocument] = a.builtinProblems[kyc.StageDocument]
		a.Log.Warn("the builtin document reader cannot run: live documents go to a person", "error", err)
	} else {
		set.OCR = document
	}
	if model, err := faces(); err != nil {
		for _, stage := range []string{kyc.StageLiveness, kyc.StageFaceMatch} {
			a.builtinProblems[stage] = "builtin: " + err.Error()
			a.DriverProblems[stage] = a.builtinProblems[stage]
		}
		a.Log.Warn("the builtin face checks cannot run: live selfies go to a person", "error", err)
	} else {
		faces := builtin.NewFaces(model)
		set.Liveness, set.FaceMatch = faces, faces
	}
	a.DriverProblems[kyc.StageAddress] = "no builtin driver: choose a geocoder"
	return set
}
