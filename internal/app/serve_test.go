package app_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// Serve drains on shutdown: a request in flight when the signal comes
// finishes, and then the listener is gone.
func TestServeShutsDownGracefully(t *testing.T) {
	t.Parallel()
	cfg := apptest.Config()
	cfg.DataDir, cfg.BlobURL = t.TempDir(), "mem://"
	cfg.BootstrapKey = "sk_test_gracefulgracefulgraceful"
	a, err := app.New(context.Background(), cfg, dbtest.SQLite(t), slog.New(slog.DiscardHandler), app.Options{})
	require.NoError(t, err)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- a.Serve(ctx, l, 10*time.Second) }()
	url := "http://" + l.Addr().String()
	res, err := http.Get(url + "/readyz")
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, 200, res.StatusCode)

	// A slow upload is in flight when the shutdown starts.
	body := make(chan struct{})
	req, _ := http.NewRequest("POST", url+"/v1/sessions", &slowBody{release: body})
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+cfg.BootstrapKey)
	done := make(chan int, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- 0
			return
		}
		res.Body.Close()
		done <- res.StatusCode
	}()
	time.Sleep(100 * time.Millisecond)
	cancel()
	time.Sleep(100 * time.Millisecond)
	close(body)
	require.Equal(t, 201, <-done, "the request in flight at shutdown was served")
	require.NoError(t, <-served)
	_, err = http.Get(url + "/healthz")
	require.Error(t, err, "no longer listening")
}

type slowBody struct {
	release chan struct{}
	sent    bool
}

func (b *slowBody) Read(p []byte) (int, error) {
	if b.sent {
		<-b.release
		return 0, io.EOF
	}
	b.sent = true
	return copy(p, `{"user_reference":"x"}`), nil
}

// /readyz answers 503 until the migrations are applied.
func TestReadyzWaitsForMigrations(t *testing.T) {
	t.Parallel()
	d, err := db.Open(context.Background(), db.Options{SQLitePath: filepath.Join(t.TempDir(), "fresh.db")})
	require.NoError(t, err)
	defer d.Close()
	cfg := apptest.Config()
	cfg.DataDir, cfg.BlobURL = t.TempDir(), "mem://"
	a, err := app.New(context.Background(), cfg, d, slog.New(slog.DiscardHandler), app.Options{})
	require.NoError(t, err)
	ready := func() (int, string) {
		rec := httptest.NewRecorder()
		a.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/readyz", nil))
		return rec.Code, rec.Body.String()
	}
	code, body := ready()
	require.Equal(t, 503, code)
	require.Contains(t, body, "migrations not applied")
	_, err = d.Migrate(context.Background())
	require.NoError(t, err)
	code, _ = ready()
	require.Equal(t, 200, code)
}

// The README is served as the console's help, from the binary.
func TestDocsServed(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	r := s.Do(t, "GET", "/docs", "", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, string(r.Body), `<h3 id="search-and-exports">`)
	require.Contains(t, r.Header.Get("Content-Security-Policy"), "default-src 'none'")
	require.Equal(t, 200, s.Do(t, "GET", "/docs/docs.css", "", nil).Status)
}
