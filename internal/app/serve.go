package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// Start launches the job workers, the event broker and the listener of
// changes made by other processes.
func (a *App) Start(ctx context.Context) {
	bctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	a.stopBroker = cancel
	a.brokerDone = make(chan struct{})
	go func() { defer close(a.brokerDone); a.Broker.Run(bctx) }()
	go a.Changes.Run(bctx)
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
	body := map[string]any{"status": "ready"}
	if len(a.DriverProblems) > 0 {
		// Serving, but these checks go to a person in live mode.
		body["drivers"] = a.DriverProblems
	}
	httpio.WriteJSON(w, http.StatusOK, body)
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
