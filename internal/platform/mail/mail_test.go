package mail_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/mail/mailtest"
)

// invitation is a message like the ones Meridian sends: a link with a
// single-use token, to one person.
func invitation(to, token string) mail.Message {
	link := "https://app.meridian.test/invitations/accept?token=" + token
	return mail.Message{
		To:      to,
		Subject: "You are invited to Acme Ltd. on Meridian",
		Text:    "Hello,\n\nAccept the invitation: " + link + "\n",
		HTML:    `<p>Hello,</p><p><a href="` + link + `">Accept the invitation</a></p>`,
	}
}

// A message enqueued in a committed transaction is delivered, as
// multipart/alternative with both parts, from the configured sender; the
// job held it sealed, and its data key is forgotten once it is sent.
func TestEnqueuedMessageIsDelivered(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{})
		h := setup(t, d, srv.SMTPURL, nil)
		require.True(t, h.mailer.Enabled())
		token := "inv_tok_6f1c0a9e2b"
		h.enqueue(t, invitation("Ada Lovelace <ada.lovelace@example.org>", token))

		list := srv.WaitMessages(t, 1)
		require.Len(t, list, 1)
		got := srv.Message(t, list[0].ID)
		require.Equal(t, "You are invited to Acme Ltd. on Meridian", got.Subject)
		require.Equal(t, []mailtest.Address{{Name: "Ada Lovelace", Address: "ada.lovelace@example.org"}}, got.To)
		require.Equal(t, &mailtest.Address{Name: "Meridian Tests", Address: "no-reply@meridian.test"}, got.From)
		require.Contains(t, got.Text, "Accept the invitation: https://app.meridian.test/invitations/accept?token="+token)
		require.Contains(t, got.HTML, `<a href="https://app.meridian.test/invitations/accept?token=`+token+`">Accept the invitation</a>`)
		require.Empty(t, got.Username, "no credentials were configured")
		require.True(t, strings.HasSuffix(got.MessageID, "@meridian.test"), got.MessageID)

		// On the wire: one multipart/alternative with a text/plain and a
		// text/html part, in that order (the last is the preferred one).
		raw, err := netmail.ReadMessage(bytes.NewReader(srv.Raw(t, list[0].ID)))
		require.NoError(t, err)
		require.Equal(t, `"Meridian Tests" <no-reply@meridian.test>`, raw.Header.Get("From"))
		require.NotEmpty(t, raw.Header.Get("Date"))
		media, params, err := mime.ParseMediaType(raw.Header.Get("Content-Type"))
		require.NoError(t, err)
		require.Equal(t, "multipart/alternative", media)
		r := multipart.NewReader(raw.Body, params["boundary"])
		var types []string
		for {
			p, err := r.NextPart()
			if errors.Is(err, io.EOF) {
				break
			}
			require.NoError(t, err)
			ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
			types = append(types, ct)
		}
		require.Equal(t, []string{"text/plain", "text/html"}, types)

		// The job held nothing readable, and now nothing that opens.
		job := h.waitJob(t, "the job to complete", func(j jobs.Job) bool { return j.State == jobs.Completed })
		for _, secret := range []string{token, "ada.lovelace", "example.org", "invited", "Accept"} {
			require.NotContains(t, job.Args, secret)
		}
		var args struct{ Message string }
		require.NoError(t, jsonUnmarshal(job.Args, &args))
		require.True(t, keyring.IsSealed(args.Message), job.Args)
		_, err = h.ring.Open(context.Background(), d, args.Message)
		require.True(t, db.IsNotFound(err), "the data key is forgotten once the message is sent: %v", err)

		require.Contains(t, h.logs.String(), `"msg":"mail sent"`)
		require.Contains(t, h.logs.String(), fmt.Sprintf(`"job_id":%d`, job.ID))
		require.Contains(t, h.logs.String(), `"to_domain":"example.org"`)
	})
}

// A transaction that rolls back after Enqueue sends nothing: a message
// enqueued after it is the only one that arrives.
func TestRolledBackTransactionSendsNothing(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{})
		h := setup(t, d, srv.SMTPURL, nil)
		boom := errors.New("the invitation could not be created")
		err := d.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error {
			require.NoError(t, h.mailer.Enqueue(ctx, tx, invitation("rolled.back@example.org", "tok_rolled_back")))
			return boom
		})
		require.ErrorIs(t, err, boom)
		h.enqueue(t, invitation("committed@example.org", "tok_committed"))

		list := srv.WaitMessages(t, 1)
		h.waitJob(t, "the job to complete", func(j jobs.Job) bool { return j.State == jobs.Completed })
		list = srv.Messages(t)
		require.Len(t, list, 1)
		require.Equal(t, "committed@example.org", list[0].To[0].Address)
		require.Len(t, h.mailJobs(t), 1, "the rolled-back job never existed")
	})
}

// While the SMTP server is down the job fails with a retryable error and
// is tried again; once the server is up the message is delivered, once.
func TestServerDownIsRetriedUntilItIsUp(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		t.Parallel()
		port := mailtest.FreePort(t)
		h := setup(t, d, fmt.Sprintf("smtp://127.0.0.1:%d", port), nil)
		h.enqueue(t, invitation("later@example.org", "tok_later"))

		job := h.waitJob(t, "two failed attempts", func(j jobs.Job) bool { return j.Attempt >= 2 && j.State != jobs.Running })
		require.Equal(t, jobs.Available, job.State, "a connection failure is retried")
		require.Contains(t, *job.LastError, "connection refused")

		srv := mailtest.Start(t, mailtest.Options{SMTPPort: port})
		list := srv.WaitMessages(t, 1)
		require.Equal(t, "later@example.org", list[0].To[0].Address)
		h.waitJob(t, "the job to complete", func(j jobs.Job) bool { return j.State == jobs.Completed })
		require.Len(t, srv.Messages(t), 1)
	})
}

// A temporary refusal of the recipient (4xx) is retried; a permanent one
// (5xx) discards the job at once, and its data key with it.
func TestRecipientRefusals(t *testing.T) {
	t.Parallel()
	d := dbtest.SQLite(t)
	srv := mailtest.Start(t, mailtest.Options{Chaos: true})
	h := setup(t, d, srv.SMTPURL, nil)

	srv.SetChaos(t, 451, 100)
	h.enqueue(t, invitation("greylisted@example.org", "tok_greylisted"))
	job := h.waitJob(t, "two refused attempts", func(j jobs.Job) bool { return j.Attempt >= 2 && j.State == jobs.Available })
	require.Contains(t, *job.LastError, "451")
	srv.SetChaos(t, 451, 0)
	srv.WaitMessages(t, 1)
	h.waitJob(t, "the job to complete", func(j jobs.Job) bool { return j.State == jobs.Completed })
	_, err := h.d.NewDelete().Model((*jobs.Job)(nil)).Where("kind = ?", mail.JobKind).Exec(context.Background())
	require.NoError(t, err)

	srv.SetChaos(t, 550, 100)
	h.enqueue(t, invitation("no.such.user@example.org", "tok_rejected"))
	job = h.waitJob(t, "the job to be discarded", func(j jobs.Job) bool { return j.State == jobs.Discarded })
	require.Equal(t, 1, job.Attempt, "a permanent refusal is not retried")
	require.Contains(t, *job.LastError, "550")
	require.Contains(t, *job.LastError, "…@example.org", "the error names the recipient's domain")
	require.NotContains(t, *job.LastError, "no.such.user")
	var args struct{ Message string }
	require.NoError(t, jsonUnmarshal(job.Args, &args))
	_, err = h.ring.Open(context.Background(), d, args.Message)
	require.True(t, db.IsNotFound(err), "a message given up on is shredded: %v", err)
	require.Len(t, srv.Messages(t), 1)
}

// smtp:// upgrades with STARTTLS when the server offers it and sends
// credentials over it; smtps:// is TLS from the first byte; a certificate
// that does not verify fails the send instead of falling back to plain.
func TestTLS(t *testing.T) {
	t.Parallel()
	t.Run("starttls with credentials", func(t *testing.T) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{TLS: true, Auth: true})
		h := setup(t, dbtest.SQLite(t), withCredentials(srv.SMTPURL), srv.RootCAs)
		h.enqueue(t, invitation("tls@example.org", "tok_tls"))
		list := srv.WaitMessages(t, 1)
		require.Equal(t, "meridian", list[0].Username, "authenticated")
	})
	t.Run("starttls without credentials", func(t *testing.T) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{TLS: true})
		h := setup(t, dbtest.SQLite(t), srv.SMTPURL, srv.RootCAs)
		h.enqueue(t, invitation("tls@example.org", "tok_tls"))
		srv.WaitMessages(t, 1)
	})
	t.Run("smtps with credentials", func(t *testing.T) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{Implicit: true, Auth: true})
		require.True(t, strings.HasPrefix(srv.SMTPURL, "smtps://"))
		h := setup(t, dbtest.SQLite(t), withCredentials(srv.SMTPURL), srv.RootCAs)
		h.enqueue(t, invitation("smtps@example.org", "tok_smtps"))
		list := srv.WaitMessages(t, 1)
		require.Equal(t, "meridian", list[0].Username)
	})
	t.Run("untrusted certificate", func(t *testing.T) {
		t.Parallel()
		srv := mailtest.Start(t, mailtest.Options{TLS: true})
		h := setup(t, dbtest.SQLite(t), srv.SMTPURL, nil) // the system's roots
		h.enqueue(t, invitation("tls@example.org", "tok_tls"))
		job := h.waitJob(t, "a failed attempt", func(j jobs.Job) bool { return j.LastError != nil })
		require.Contains(t, *job.LastError, "certificate")
		require.Empty(t, srv.Messages(t), "no fallback to a plain connection")
	})
}

// With credentials, a server that does not offer STARTTLS gets neither
// the credentials nor the message: the send fails with a clear error.
func TestCredentialsAreNeverSentInTheClear(t *testing.T) {
	t.Parallel()
	srv := mailtest.Start(t, mailtest.Options{InsecureAuth: true, Verbose: true})
	h := setup(t, dbtest.SQLite(t), withCredentials(srv.SMTPURL), nil)
	h.enqueue(t, invitation("plain@example.org", "tok_plain"))
	job := h.waitJob(t, "a failed attempt", func(j jobs.Job) bool { return j.LastError != nil && j.State != jobs.Running })
	require.Contains(t, *job.LastError, "does not offer STARTTLS: credentials are sent only over TLS")
	require.NotEqual(t, jobs.Discarded, job.State, "the server may offer STARTTLS later")
	require.Empty(t, srv.Messages(t))
	// The server's log comes through a pipe: wait for the EHLO exchange,
	// in which the server offered authentication, and a moment more.
	require.Eventually(t, func() bool { return strings.Contains(srv.Logs(), "AUTH LOGIN PLAIN") }, 10*time.Second, 10*time.Millisecond)
	time.Sleep(200 * time.Millisecond)
	require.NotContains(t, srv.Logs(), "received (127.0.0.1) AUTH", "the client never tried to authenticate")
	require.NotContains(t, h.logs.String(), "hunter2")
}

// Logs and stored errors name the job and the recipient's domain, never
// the recipient, the subject, the body, the link or the credentials.
func TestLogsNeverHoldTheMessage(t *testing.T) {
	t.Parallel()
	srv := mailtest.Start(t, mailtest.Options{TLS: true, Auth: true, Chaos: true})
	h := setup(t, dbtest.SQLite(t), withCredentials(srv.SMTPURL), srv.RootCAs)
	token := "rst_9d2e7c41aa0b"
	msg := invitation("Grace Hopper <grace.hopper@example.org>", token)
	msg.Subject = "Reset your password, Grace"

	srv.SetChaos(t, 451, 100) // a failure first: its error is logged and stored
	h.enqueue(t, msg)
	h.waitJob(t, "a failed attempt", func(j jobs.Job) bool { return j.LastError != nil })
	srv.SetChaos(t, 451, 0)
	srv.WaitMessages(t, 1)
	job := h.waitJob(t, "the job to complete", func(j jobs.Job) bool { return j.State == jobs.Completed })

	logs := h.logs.String()
	require.Contains(t, logs, "job failed; will retry")
	require.Contains(t, logs, `"msg":"mail sent"`)
	require.Contains(t, logs, `"to_domain":"example.org"`)
	for _, secret := range []string{token, "accept?", "grace.hopper", "Grace", "Reset your password", "invitation", "hunter2", "meridian:"} {
		require.NotContains(t, logs, secret)
		require.NotContains(t, *job.LastError, secret)
		require.NotContains(t, job.Args, secret)
	}
}

// Enqueue refuses what could not be sent, and everything when mail is off.
func TestEnqueueValidates(t *testing.T) {
	t.Parallel()
	d := dbtest.SQLite(t)
	h := setup(t, d, "smtp://127.0.0.1:1", nil)
	ok := invitation("a@example.org", "tok")
	for _, tc := range []struct {
		field string
		edit  func(m *mail.Message)
	}{
		{"to", func(m *mail.Message) { m.To = "" }},
		{"to", func(m *mail.Message) { m.To = "not an address" }},
		{"to", func(m *mail.Message) { m.To = "a@example.org, b@example.org" }},
		{"subject", func(m *mail.Message) { m.Subject = "" }},
		{"subject", func(m *mail.Message) { m.Subject = "Hi\r\nBcc: victim@example.org" }},
		{"text", func(m *mail.Message) { m.Text = "" }},
		{"html", func(m *mail.Message) { m.HTML = "" }},
		{"text", func(m *mail.Message) { m.Text = strings.Repeat("x", mail.MaxBody) }},
		{"text", func(m *mail.Message) { m.Text = "\xff" }},
	} {
		m := ok
		tc.edit(&m)
		err := h.mailer.Enqueue(context.Background(), d, m)
		require.Equal(t, errs.Invalid, errs.KindOf(err), "%+v", m)
		require.Contains(t, errs.As(err).Fields, tc.field, "%+v", m)
	}
	require.Empty(t, h.mailJobs(t))

	off := setup(t, dbtest.SQLite(t), "", nil)
	require.False(t, off.mailer.Enabled())
	require.ErrorIs(t, off.mailer.Enqueue(context.Background(), off.d, ok), mail.ErrDisabled)
	require.Equal(t, errs.Unavailable, errs.KindOf(mail.ErrDisabled))
}

// withCredentials adds the test's user and password to an SMTP URL.
func withCredentials(url string) string {
	scheme, rest, _ := strings.Cut(url, "://")
	return scheme + "://meridian:hunter2@" + rest
}
