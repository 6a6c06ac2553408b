package mail_test

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/mail/mailtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const from = "Meridian Tests <no-reply@meridian.test>"

// harness is a Mailer over a database, with its job workers running and
// every log line (the queue's and the mailer's) captured.
type harness struct {
	d      *db.DB
	jobs   *jobs.Client
	ring   *keyring.Keyring
	mailer *mail.Mailer
	logs   *mailtest.Buffer
}

// setup starts a Mailer sending to smtpURL ("" for mail off); roots
// trusts the server's certificate.
func setup(t *testing.T, d *db.DB, smtpURL string, roots *x509.CertPool) *harness {
	t.Helper()
	h := &harness{d: d, logs: &mailtest.Buffer{}}
	log := slog.New(slog.NewJSONHandler(h.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	h.jobs = jobs.New(d, jobs.Config{Workers: 2, PollInterval: 20 * time.Millisecond, MaxAttempts: 1000,
		Backoff: func(int) time.Duration { return 100 * time.Millisecond }, Logger: log})
	var err error
	h.ring, err = keyring.New(d, bytes.Repeat([]byte("k"), 32))
	require.NoError(t, err)
	var srv *mail.Server
	if smtpURL != "" {
		srv, err = mail.ParseURL(smtpURL)
		require.NoError(t, err)
	}
	h.mailer, err = mail.New(d, mail.Config{Server: srv, From: from, Jobs: h.jobs, Ring: h.ring, RootCAs: roots,
		Timeout: 5 * time.Second, Logger: log})
	require.NoError(t, err)
	ctx := context.Background()
	h.jobs.Start(ctx)
	t.Cleanup(func() { h.jobs.Stop(ctx) })
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("logs:\n%s", h.logs)
		}
	})
	return h
}

// enqueue enqueues msg in a transaction of its own.
func (h *harness) enqueue(t *testing.T, msg mail.Message) {
	t.Helper()
	require.NoError(t, h.d.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error {
		return h.mailer.Enqueue(ctx, tx, msg)
	}))
}

// mailJobs returns the mail.send jobs, oldest first.
func (h *harness) mailJobs(t *testing.T) []jobs.Job {
	t.Helper()
	var out []jobs.Job
	require.NoError(t, h.d.NewSelect().Model(&out).Where("kind = ?", mail.JobKind).Order("id").Scan(context.Background()))
	return out
}

// waitJob waits until the only mail.send job satisfies cond and returns it.
func (h *harness) waitJob(t *testing.T, what string, cond func(j jobs.Job) bool) jobs.Job {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		list := h.mailJobs(t)
		require.LessOrEqual(t, len(list), 1)
		if len(list) == 1 && cond(list[0]) {
			return list[0]
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s: %+v", what, list)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
