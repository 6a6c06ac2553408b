// Command benchserver runs one of the servers the benchmarks compare, so
// that each runs alone in its own process while a load generator drives it:
//
//	benchserver -kind meridian -addr :18080 [-database postgres://…]
//	benchserver -kind bare-http -addr :18081
//	benchserver -kind bare-gqlgen -addr :18082
//	benchserver -kind bare-kyc -addr :18083 -database postgres://…
//
// meridian is the real server (as `meridian serve` builds it) with the
// bootstrap key sk_test_benchbenchbenchbench, logs at warn, no rate limit and
// quotes valid for an hour, the master key MERIDIAN_ENCRYPTION_KEY from its
// environment when set (else one of its own), jobs run inline (so a completed verification has
// its verdict when the call returns) and blobs under a temporary directory.
// bare-kyc is the verification benchmark's floor (see barekyc.go).
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/meridianhq/meridian/bench/baregql"
	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/logging"
)

// Key is the secret key the meridian server accepts unless -key names
// another (bench/live.sh bootstraps a live key).
const Key = "sk_test_benchbenchbenchbench"

func main() {
	kind := flag.String("kind", "meridian", "meridian, bare-http, bare-gqlgen or bare-kyc")
	addr := flag.String("addr", "127.0.0.1:18080", "listen address")
	dsn := flag.String("database", "", "postgres:// URL (default: SQLite in a temp dir)")
	profile := flag.String("cpuprofile", "", "write a CPU profile here until shutdown")
	blobs := flag.String("blobs", "", "directory of the blob store (default: in the temp dir)")
	debug := flag.String("pprof", "", "serve net/http/pprof on this address")
	memRate := flag.Int("memprofilerate", runtime.MemProfileRate, "runtime.MemProfileRate (1 records every allocation)")
	key := flag.String("key", Key, "the meridian server's bootstrap secret key (sk_test_… or sk_live_…)")
	flag.Parse()
	runtime.MemProfileRate = *memRate
	if *debug != "" {
		go http.ListenAndServe(*debug, nil) // net/http/pprof registers on the default mux
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	switch *kind {
	case "bare-http":
		serve(ctx, l, bareHTTP())
	case "bare-gqlgen":
		serve(ctx, l, bareGQL())
	case "bare-kyc":
		if err := runBareKYC(ctx, l, *dsn, *blobs); err != nil {
			log.Print(err)
		}
	case "meridian":
		if err := runMeridian(ctx, l, *dsn, *blobs, *key); err != nil {
			log.Print(err)
		}
	default:
		log.Fatalf("unknown kind %q", *kind)
	}
}

// bareHTTP is the ping's baseline: net/http answering a constant body of
// the ping's shape.
func bareHTTP() http.Handler {
	body := []byte(`{"status":"success","message":"pong","code":200,"data":{"project_id":"org_01kaxxxxxxxxxxxxxxxxxxxxxx","project_name":"default","mode":"test"}}` + "\n")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(body)
	})
}

// bareGQL is the viewer's baseline: gqlgen over POST, with a query cache,
// answering the same query with constants.
func bareGQL() http.Handler {
	srv := handler.New(baregql.NewExecutableSchema(baregql.Config{Resolvers: &baregql.Resolver{}}))
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	return srv
}

func serve(ctx context.Context, l net.Listener, h http.Handler) {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(l)
	<-ctx.Done()
	srv.Shutdown(context.Background())
}

// workDir makes a temporary directory for a server and its blob store
// (blobs, when given, else a directory inside it); remove dir when done.
func workDir(blobs string) (dir, blobDir string, err error) {
	if dir, err = os.MkdirTemp("", "meridian-bench-"); err != nil {
		return "", "", err
	}
	if blobs == "" {
		blobs = filepath.Join(dir, "blobs")
	}
	if err := os.MkdirAll(blobs, 0o700); err != nil {
		os.RemoveAll(dir)
		return "", "", err
	}
	return dir, blobs, nil
}

func runMeridian(ctx context.Context, l net.Listener, dsn, blobs, key string) error {
	a, done, err := newMeridian(ctx, dsn, blobs, key)
	if err != nil {
		return err
	}
	defer done()
	return a.Serve(ctx, l, 5*time.Second)
}

// newMeridian builds the meridian server (see the command's doc) without
// serving it; done closes its database and removes its files.
func newMeridian(ctx context.Context, dsn, blobs, key string) (a *app.App, done func(), err error) {
	dir, blobs, err := workDir(blobs)
	if err != nil {
		return nil, nil, err
	}
	var d *db.DB
	cleanup := func() {
		if d != nil {
			d.Close()
		}
		os.RemoveAll(dir)
	}
	defer func() {
		if err != nil {
			cleanup()
		}
	}()
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"MERIDIAN_DATA_DIR": dir, "DATABASE_URL": dsn, "MERIDIAN_BOOTSTRAP_API_KEY": key,
			"MERIDIAN_RATE_LIMIT": "0", "MERIDIAN_LOG_LEVEL": "warn", "MERIDIAN_QUOTE_TTL": "1h",
			"MERIDIAN_QUEUE": "sync", "MERIDIAN_BLOB_URL": "file://" + blobs + "?metadata=skip&no_tmp_dir=1",
			// Processes sharing a database share the master key (scale-out);
			// a money benchmark may shorten the sandbox's settlement delays.
			"MERIDIAN_ENCRYPTION_KEY":       os.Getenv("MERIDIAN_ENCRYPTION_KEY"),
			"MERIDIAN_USD_SANDBOX_DELAY":    os.Getenv("MERIDIAN_USD_SANDBOX_DELAY"),
			"MERIDIAN_CRYPTO_SANDBOX_DELAY": os.Getenv("MERIDIAN_CRYPTO_SANDBOX_DELAY")}[k]
	})
	if err != nil {
		return nil, nil, err
	}
	if d, err = db.Open(ctx, db.Options{URL: cfg.DatabaseURL, SQLitePath: filepath.Join(dir, "bench.db"), Dial: countingDial}); err != nil {
		return nil, nil, err
	}
	counted.Store(d)
	if _, err = d.Migrate(ctx); err != nil {
		return nil, nil, err
	}
	if a, err = app.New(ctx, cfg, d, logging.New(os.Stderr, "text", slog.LevelWarn), app.Options{}); err != nil {
		return nil, nil, err
	}
	return a, cleanup, nil
}
