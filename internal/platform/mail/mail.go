// Package mail sends Meridian's outgoing mail (invitations, password
// resets) through an SMTP server (MERIDIAN_SMTP_URL).
//
// A message is never sent while a request waits: Enqueue inserts a
// mail.send job in the caller's transaction, so the message exists only if
// the change that calls for it commits, and a worker sends it, retrying
// temporary failures with the queue's backoff. A recipient the server
// rejects for good (a 5xx reply to RCPT TO or to the message) is not
// retried.
//
// Messages carry links with single-use tokens, so the job holds the
// message sealed under a data key of its own (the keyring's envelope
// encryption), and the data key is forgotten once the message is sent or
// given up on: the job row, kept a while after, opens to no one. Logs name
// the job and the recipient's domain, never the recipient, the subject,
// the body or the server's credentials; errors are stripped of them too.
package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"
	gomail "github.com/wneessen/go-mail"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

// JobKind is the kind of the jobs that send messages.
const JobKind = "mail.send"

// DefaultTimeout bounds connecting to the server and each SMTP command.
const DefaultTimeout = 30 * time.Second

// MaxBody bounds a message's text and HTML together.
const MaxBody = 1 << 20

// ErrDisabled is Enqueue's answer when MERIDIAN_SMTP_URL is unset.
var ErrDisabled = errs.E(errs.Unavailable, "mail_disabled", "Outgoing mail is not configured on this server")

// Message is one message to one recipient. Every message goes out as
// multipart/alternative with both parts.
type Message struct {
	To      string // an address, with or without a name
	Subject string // one line
	Text    string // the plain-text part
	HTML    string // the HTML part
}

// Config assembles a Mailer.
type Config struct {
	// Server is where mail goes (MERIDIAN_SMTP_URL); nil turns mail off.
	Server *Server
	// From is the From of every message (MERIDIAN_MAIL_FROM; default DefaultFrom).
	From string
	// Jobs runs the sending: New registers JobKind on it.
	Jobs *jobs.Client
	// Ring seals each message in its job under a data key of its own.
	Ring *keyring.Keyring
	// RootCAs verifies the server's certificate (nil: the system's roots).
	RootCAs *x509.CertPool
	// Timeout bounds connecting and each SMTP command (default DefaultTimeout).
	Timeout time.Duration
	// Logger receives one line per message sent (default slog.Default()).
	Logger *slog.Logger
}

// Mailer enqueues and sends messages.
type Mailer struct {
	db   *db.DB
	cfg  Config
	from *netmail.Address
	log  *slog.Logger
}

// sendArgs are a mail.send job's arguments: the message, sealed.
type sendArgs struct {
	Message string `json:"message"`
}

// sealed is what the job's sealed value holds.
type sealed struct {
	To        string `json:"to"`
	Subject   string `json:"subject"`
	Text      string `json:"text"`
	HTML      string `json:"html"`
	MessageID string `json:"message_id"` // the same on every attempt
}

// New returns a Mailer over d and registers the sending job on cfg.Jobs
// (even with mail off, so that messages enqueued before wait for it to be
// on again).
func New(d *db.DB, cfg Config) (*Mailer, error) {
	if cfg.Jobs == nil || cfg.Ring == nil {
		return nil, errors.New("mail: Jobs and Ring are required")
	}
	if cfg.From == "" {
		cfg.From = DefaultFrom
	}
	from, err := netmail.ParseAddress(cfg.From)
	if err != nil {
		return nil, fmt.Errorf("mail: From: %w", err)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	m := &Mailer{db: d, cfg: cfg, from: from, log: cfg.Logger}
	jobs.Register(cfg.Jobs, JobKind, m.send)
	// An attempt takes a few round trips, each bounded by the timeout: one
	// whose process died comes back within minutes.
	cfg.Jobs.SetLease(JobKind, 3*cfg.Timeout)
	return m, nil
}

// Enabled reports whether mail goes out (MERIDIAN_SMTP_URL is set).
func (m *Mailer) Enabled() bool { return m.cfg.Server != nil }

// Enqueue validates msg and inserts its mail.send job through tx, the
// transaction of the change that calls for the message: the message is
// sent only if that transaction commits, by a worker, never inline. It
// returns ErrDisabled when mail is off and a validation error (422) for a
// message that could not be sent.
func (m *Mailer) Enqueue(ctx context.Context, tx bun.IDB, msg Message) error {
	if !m.Enabled() {
		return ErrDisabled
	}
	var v errs.Validation
	to, err := netmail.ParseAddress(msg.To)
	v.Check(err == nil, "to", "to must be an email address")
	v.Check(msg.Subject != "" && !strings.ContainsAny(msg.Subject, "\r\n"), "subject", "subject must be one line of text")
	v.Check(msg.Text != "", "text", "text is required")
	v.Check(msg.HTML != "", "html", "html is required")
	v.Check(len(msg.Text)+len(msg.HTML) <= MaxBody, "text", "text and html must not exceed %d bytes together", MaxBody)
	v.Check(utf8.ValidString(msg.Subject) && utf8.ValidString(msg.Text) && utf8.ValidString(msg.HTML),
		"text", "subject, text and html must be UTF-8")
	if err := v.Err(); err != nil {
		return err
	}
	plain, err := json.Marshal(sealed{To: to.String(), Subject: msg.Subject, Text: msg.Text, HTML: msg.HTML,
		MessageID: ids.New("msg") + "@" + domainOf(m.from.Address)})
	if err != nil {
		return errs.Wrap(err, "encode message")
	}
	box, err := m.cfg.Ring.Seal(ctx, tx, plain)
	if err != nil {
		return err
	}
	// Background: even in sync mode, the committing request does not wait
	// for the SMTP server.
	_, err = m.cfg.Jobs.Insert(ctx, tx, JobKind, sendArgs{Message: box}, &jobs.InsertOpts{Background: true})
	return err
}

// send is the mail.send job: one attempt at sending one message.
func (m *Mailer) send(ctx context.Context, job *jobs.Job, args sendArgs) error {
	if !m.Enabled() {
		return errors.New("mail: outgoing mail is off (MERIDIAN_SMTP_URL is unset); the message waits for it")
	}
	keyID, _ := keyring.KeyOf(args.Message)
	plain, err := m.cfg.Ring.Open(ctx, m.db, args.Message)
	if db.IsNotFound(err) {
		return jobs.Permanent(errors.New("mail: the message's data key is gone: it was sent or given up on already"))
	} else if err != nil {
		return fmt.Errorf("mail: open message: %w", err)
	}
	var msg sealed
	if err := json.Unmarshal(plain, &msg); err != nil {
		m.forget(ctx, job, keyID)
		return jobs.Permanent(errors.New("mail: the sealed message is malformed"))
	}
	to, _ := netmail.ParseAddress(msg.To)
	domain := ""
	if to != nil {
		domain = domainOf(to.Address)
	}
	err = m.deliver(ctx, msg)
	if err == nil {
		m.log.InfoContext(ctx, "mail sent", "job_id", job.ID, "to_domain", domain)
		m.forget(ctx, job, keyID)
		return nil
	}
	permanent := rejected(err)
	err = m.redact(err, to)
	if permanent || job.Attempt >= job.MaxAttempts {
		m.forget(ctx, job, keyID)
	}
	if permanent {
		return jobs.Permanent(err)
	}
	return err
}

// forget shreds the message's data key; what remains of the job opens to
// no one.
func (m *Mailer) forget(ctx context.Context, job *jobs.Job, keyID string) {
	if keyID == "" {
		return
	}
	if err := m.cfg.Ring.Forget(context.WithoutCancel(ctx), m.db, keyID); err != nil {
		m.log.ErrorContext(ctx, "forget the data key of a mail", "job_id", job.ID, "error", err)
	}
}

// deliver makes one SMTP transaction.
func (m *Mailer) deliver(ctx context.Context, msg sealed) error {
	s := m.cfg.Server
	out := gomail.NewMsg()
	if err := out.From(m.from.String()); err != nil {
		return fmt.Errorf("%w: From", errInvalid)
	}
	if err := out.To(msg.To); err != nil {
		return fmt.Errorf("%w: recipient", errInvalid)
	}
	out.Subject(msg.Subject)
	out.SetMessageIDWithValue(msg.MessageID)
	out.SetDate()
	out.SetBodyString(gomail.TypeTextPlain, msg.Text)
	out.AddAlternativeString(gomail.TypeTextHTML, msg.HTML)

	opts := []gomail.Option{
		gomail.WithPort(s.Port),
		gomail.WithTimeout(m.cfg.Timeout),
		gomail.WithTLSConfig(&tls.Config{ServerName: s.Host, MinVersion: tls.VersionTLS12, RootCAs: m.cfg.RootCAs}),
	}
	switch {
	case s.Implicit:
		opts = append(opts, gomail.WithSSL())
	case s.Username != "":
		// Credentials only over TLS: no STARTTLS, no authentication.
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if s.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.Username), gomail.WithPassword(s.Password))
	}
	c, err := gomail.NewClient(s.Host, opts...)
	if err != nil {
		return fmt.Errorf("mail: SMTP client: %w", err)
	}
	err = c.DialAndSendWithContext(ctx, out)
	if err != nil && s.Username != "" && !s.Implicit && strings.Contains(err.Error(), "does not support STARTTLS") {
		return fmt.Errorf("mail: %s does not offer STARTTLS: credentials are sent only over TLS, so nothing was sent "+
			"(use a server that offers STARTTLS, or smtps://)", s.addr())
	}
	if err != nil {
		return fmt.Errorf("mail: %s: %w", s.addr(), err)
	}
	return nil
}

// errInvalid marks a message that no server would take.
var errInvalid = errors.New("mail: invalid message")

// rejected reports whether no attempt would do better: the message is
// invalid, or the server refused the recipient or the message for good (a
// 5xx reply to RCPT TO, DATA or the message).
func rejected(err error) bool {
	if errors.Is(err, errInvalid) {
		return true
	}
	var se *gomail.SendError
	if !errors.As(err, &se) || se.ErrorCode() < 500 || se.ErrorCode() > 599 {
		return false
	}
	switch se.Reason {
	case gomail.ErrSMTPRcptTo, gomail.ErrSMTPData, gomail.ErrSMTPDataClose:
		return true
	}
	return false
}

// redact returns err's message stripped of the recipient's address (its
// domain stays) and of the server's credentials.
func (m *Mailer) redact(err error, to *netmail.Address) error {
	text := err.Error()
	if to != nil && to.Address != "" {
		text = regexp.MustCompile(`(?i)`+regexp.QuoteMeta(to.Address)).ReplaceAllString(text, "…@"+domainOf(to.Address))
	}
	if s := m.cfg.Server; s != nil {
		for _, secret := range []string{s.Password, s.Username} {
			if secret != "" {
				text = strings.ReplaceAll(text, secret, "[redacted]")
			}
		}
	}
	return errors.New(text)
}

// domainOf is the lower-cased domain of an address.
func domainOf(addr string) string {
	return strings.ToLower(addr[strings.LastIndex(addr, "@")+1:])
}
