// Package webhooks delivers events to the endpoints organizations register.
// Each (event, endpoint) pair is a delivery, enqueued as a durable job in
// the transaction that records the event, sent as the event's exact JSON
// bytes and signed twice: Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature) and Arkyc's X-Arkyc-Timestamp / X-Arkyc-Signature.
// Failed attempts are retried on a schedule spanning more than a day; every
// attempt is recorded; an endpoint that keeps failing for days is disabled.
package webhooks

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/changes"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ptr"
	"github.com/meridianhq/meridian/internal/platform/secrets"
	"github.com/meridianhq/meridian/internal/platform/shared"
)

// Schedule is the wait before each retry: the first within a minute, the
// last more than 24 hours after the first attempt (about 27.5 h in all).
var Schedule = []time.Duration{5 * time.Second, 30 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour,
	5 * time.Hour, 10 * time.Hour, 10 * time.Hour}

// Limits.
const (
	Timeout          = 10 * time.Second // a 2xx within this is success
	IdleTimeout      = 90 * time.Second // an idle connection to a receiver is closed after this
	RotationOverlap  = 24 * time.Hour   // the old secret keeps signing this long
	DisableAfter     = 5 * 24 * time.Hour
	maxResponseBytes = 1 << 10
	// maxResponseHeaders and maxHeaderValue bound the response headers an
	// attempt records: the first this many by name, each value cut to so
	// many bytes.
	maxResponseHeaders = 20
	maxHeaderValue     = 256
	// MaxEndpoints bounds an organization's endpoints in each mode: those
	// not deleted, disabled ones included, which are what List returns.
	MaxEndpoints = 50
	// MaxDeliveryAttempts bounds the attempts one delivery records, its
	// schedule's and its resends' together: an attempt takes its number
	// before it is sent and none is sent past this, and a resend of a
	// delivery that has made them all is refused (409
	// delivery_attempts_exhausted). GraphQL's WebhookDelivery.attempts
	// declares it as its bound.
	MaxDeliveryAttempts = 20
)

// Endpoint is a registered receiver.
type Endpoint struct {
	bun.BaseModel  `bun:"table:webhook_endpoints"`
	ID             string      `bun:"id,pk"`
	OrganizationID string      `bun:"organization_id"`
	Mode           caller.Mode `bun:"mode"`
	URL            string      `bun:"url"`
	Description    string      `bun:"description"`
	Events         []string    `bun:"events,type:text"`
	Enabled        bool        `bun:"enabled"`
	Secret         string      `bun:"secret"` // encrypted
	PreviousSecret *string     `bun:"previous_secret"`
	PreviousUntil  *time.Time  `bun:"previous_until"`
	FailingSince   *time.Time  `bun:"failing_since"`
	DisabledReason *string     `bun:"disabled_reason"`
	CreatedAt      time.Time   `bun:"created_at"`
	UpdatedAt      time.Time   `bun:"updated_at"`
	DeletedAt      *time.Time  `bun:"deleted_at"`
}

// DeliveryStatus is where a delivery is in its life.
type DeliveryStatus string

// The delivery statuses.
const (
	// DeliveryPending is a delivery not yet made, or failed with retries left.
	DeliveryPending DeliveryStatus = "pending"
	// DeliverySucceeded is a delivery the receiver answered with a 2xx status.
	DeliverySucceeded DeliveryStatus = "succeeded"
	// DeliveryFailed is a delivery out of retries, or to an endpoint disabled or deleted.
	DeliveryFailed DeliveryStatus = "failed"
)

// Delivery is one event sent (or to be sent) to one endpoint.
type Delivery struct {
	bun.BaseModel  `bun:"table:webhook_deliveries"`
	ID             string         `bun:"id,pk"`
	OrganizationID string         `bun:"organization_id"`
	Mode           caller.Mode    `bun:"mode"`
	EndpointID     string         `bun:"endpoint_id"`
	EventID        string         `bun:"event_id"`
	Status         DeliveryStatus `bun:"status"`
	Attempts       int            `bun:"attempts"`
	LastStatus     *int           `bun:"last_status"`
	// JobKey is the unique key of the job that makes the delivery's
	// attempts, its latest schedule's (a resend starts another): when that
	// job runs next is when the delivery is tried again.
	JobKey    *string   `bun:"job_key"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
	// EventType is the type of the delivery's event, read with the
	// delivery by the listings; not stored.
	EventType string `bun:"event_type,scanonly"`
	// NextAttemptAt is when the delivery's job runs next, set by the
	// listings while one is scheduled; not stored.
	NextAttemptAt *time.Time `bun:"-"`
}

// Header is one header of a request or response, in the order listed.
type Header struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Redacted stands for the value of a signature header wherever a request
// is shown: the signatures are only ever sent.
const Redacted = "[redacted]"

// Attempt is one try of a delivery.
type Attempt struct {
	bun.BaseModel `bun:"table:webhook_attempts"`
	ID            int64     `bun:"id,pk,autoincrement"`
	DeliveryID    string    `bun:"delivery_id"`
	Attempt       int       `bun:"attempt"`
	StatusCode    *int      `bun:"status_code"`
	LatencyMS     int       `bun:"latency_ms"`
	ResponseBody  string    `bun:"response_body"`
	Error         string    `bun:"error"`
	CreatedAt     time.Time `bun:"created_at"`
	// URL is where the attempt was sent ("" for attempts recorded before
	// Meridian kept it).
	URL string `bun:"url"`
	// RequestHeaders are the headers sent, each signature's value Redacted.
	RequestHeaders []Header `bun:"request_headers,type:text"`
	// ResponseHeaders are the response's headers, sorted by name: the
	// first 20, each value cut to 256 bytes.
	ResponseHeaders []Header `bun:"response_headers,type:text"`
}

// Config assembles a Service.
type Config struct {
	Jobs   *jobs.Client
	Events *events.Log
	// Key is the server's 32-byte key; secrets are encrypted under a key derived from it.
	Key []byte
	// Ring holds the data keys secrets are sealed with.
	Ring *keyring.Keyring
	// Audit records secret rotations.
	Audit  *audit.Log
	Logger *slog.Logger
	// Now is the clock.
	Now func() time.Time
	// Schedule overrides the retry schedule (tests).
	Schedule []time.Duration
	// Timeout overrides how long a receiver has to answer (default 10 s).
	Timeout time.Duration
	// Resolver looks up endpoint hosts (default net.DefaultResolver).
	Resolver interface {
		LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
	}
	// Changes, when set, lets the process keep each organization's
	// endpoints in memory for the events' fan-out, forgotten in every
	// process when one of them changes.
	Changes *changes.Hub
}

// Service manages endpoints and delivers events.
type Service struct {
	db  *db.DB
	cfg Config
	box *secrets.Box
	// test and live send the deliveries of each mode: a connection one of
	// them opened is never reused by the other (only live's dialer refuses
	// private addresses).
	test, live *http.Client
	// endpoints keeps the fan-out's endpoints by organization and mode
	// (nil without cfg.Changes).
	endpoints *changes.Cache[[]Endpoint]
	// outcomes shares a count of deliveries among the callers that ask for
	// the same organization's while it runs.
	outcomes shared.Reads[map[DeliveryStatus]int]
}

// changesTopic names the endpoints' announcements (changes.Hub).
const changesTopic = "webhook_endpoints"

// changed announces that p's endpoints changed, in the transaction of ctx
// and idb.
func (s *Service) changed(ctx context.Context, idb bun.IDB, p caller.Principal) error {
	if s.cfg.Changes == nil {
		return nil
	}
	return s.cfg.Changes.Announce(ctx, idb, changesTopic, p.OrganizationID+"|"+string(p.Mode))
}

const jobDeliver = "webhook.deliver"

type deliverArgs struct {
	DeliveryID string `json:"delivery_id"`
}

// New returns a Service, registers its delivery job and hooks the event log.
func New(d *db.DB, cfg Config) (*Service, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Resolver == nil {
		cfg.Resolver = net.DefaultResolver
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	if cfg.Schedule == nil {
		cfg.Schedule = Schedule
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = Timeout
	}
	box, err := secrets.New(cfg.Ring, cfg.Key, "meridian webhook secrets")
	if err != nil {
		return nil, err
	}
	s := &Service{db: d, cfg: cfg, box: box}
	if cfg.Changes != nil {
		s.endpoints = changes.NewCache[[]Endpoint](cfg.Changes, changesTopic)
	}
	s.test, s.live = newClient(cfg.Timeout, testDialer.DialContext), newClient(cfg.Timeout, s.dialLive)
	jobs.Register(cfg.Jobs, jobDeliver, s.deliver)
	// A delivery takes at most its timeout: one whose process died comes back
	// within a minute.
	cfg.Jobs.SetLease(jobDeliver, cfg.Timeout+20*time.Second)
	cfg.Jobs.SetBackoff(jobDeliver, func(attempt int) time.Duration {
		return cfg.Schedule[min(attempt, len(cfg.Schedule))-1]
	})
	cfg.Events.OnRecord(s.fanOut)
	return s, nil
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC() }

func (s *Service) seal(ctx context.Context, secret string) (string, error) {
	return s.box.Seal(ctx, s.db, secret)
}

func (s *Service) open(ctx context.Context, sealed string) (string, error) {
	return s.box.Open(ctx, s.db, sealed)
}

func newSecret() string {
	b := make([]byte, 24)
	rand.Read(b)
	return "whsec_" + base64.StdEncoding.EncodeToString(b)
}

// CheckURL validates the URL of an outbound call of the caller's mode (a
// webhook endpoint, an external check's service): test mode allows http
// and local hosts (for development); live mode wants https to a public
// address. The error names the field url.
func (s *Service) CheckURL(ctx context.Context, p caller.Principal, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") || len(raw) > 2048 || u.User != nil {
		return errs.Invalidf("url", "url must be an absolute http(s) URL without credentials")
	}
	if err := checkPort(u.Port()); err != nil {
		return errs.Invalidf("url", "%s", err.Error())
	}
	if p.IsTest() {
		return nil
	}
	if u.Scheme != "https" {
		return errs.Invalidf("url", "live endpoints must use https")
	}
	addrs, err := s.cfg.Resolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil || len(addrs) == 0 {
		return errs.Invalidf("url", "the host %q does not resolve", u.Hostname())
	}
	for _, a := range addrs {
		if CheckAddr(a) != nil {
			return errs.Invalidf("url", "live endpoints must resolve only to public addresses (not loopback, private, link-local, metadata or other special-use ranges)")
		}
	}
	return nil
}

// EndpointInput creates or changes an endpoint; nil fields stay as they are.
type EndpointInput struct {
	URL         *string
	Events      *[]string
	Description *string
	Enabled     *bool
}

func validEvents(list []string) error {
	var v errs.Validation
	for _, e := range list {
		v.Check(e != "" && len(e) <= 100 && !strings.ContainsAny(e, " ,"), "events", "%q is not an event type", e)
	}
	v.Check(len(list) <= 100, "events", "at most 100 event types")
	return v.Err()
}

// Create registers an endpoint and returns it with its secret, shown only
// now; past MaxEndpoints it is refused (409 webhook_endpoint_limit_reached).
func (s *Service) Create(ctx context.Context, p caller.Principal, in EndpointInput) (*Endpoint, string, error) {
	if in.URL == nil {
		return nil, "", errs.Invalidf("url", "url is required")
	}
	if err := s.CheckURL(ctx, p, *in.URL); err != nil {
		return nil, "", err
	}
	now := s.now()
	e := &Endpoint{ID: ids.New("we"), OrganizationID: p.OrganizationID, Mode: p.Mode, URL: *in.URL, Events: []string{},
		Enabled: true, CreatedAt: now, UpdatedAt: now}
	if in.Events != nil {
		if err := validEvents(*in.Events); err != nil {
			return nil, "", err
		}
		e.Events = *in.Events
	}
	if in.Description != nil {
		e.Description = *in.Description
	}
	secret := newSecret()
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		n, err := tx.NewSelect().Model((*Endpoint)(nil)).
			Where("organization_id = ? AND mode = ? AND deleted_at IS NULL", p.OrganizationID, p.Mode).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count endpoints")
		}
		if n >= MaxEndpoints {
			return errs.E(errs.Conflict, "webhook_endpoint_limit_reached",
				"An organization may have at most %d webhook endpoints in each mode; delete one to add another", MaxEndpoints)
		}
		if e.Secret, err = s.box.Seal(ctx, tx, secret); err != nil {
			return err
		}
		if _, err = tx.NewInsert().Model(e).Exec(ctx); err != nil {
			return errs.Wrap(err, "create endpoint")
		}
		return s.changed(ctx, tx, p)
	})
	if err != nil {
		return nil, "", err
	}
	return e, secret, nil
}

// Get returns one of the caller's endpoints.
func (s *Service) Get(ctx context.Context, p caller.Principal, id string) (*Endpoint, error) {
	e := new(Endpoint)
	err := s.db.NewSelect().Model(e).Where("id = ? AND organization_id = ? AND mode = ? AND deleted_at IS NULL", id, p.OrganizationID, p.Mode).Scan(ctx)
	return e, db.Classify(err, "Webhook endpoint not found")
}

// List returns the caller's endpoints, newest first.
func (s *Service) List(ctx context.Context, p caller.Principal) ([]Endpoint, error) {
	out := []Endpoint{}
	err := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ? AND deleted_at IS NULL", p.OrganizationID, p.Mode).
		Order("created_at DESC", "id DESC").Scan(ctx)
	return out, errs.Wrap(err, "list endpoints")
}

// Failing returns the endpoints whose deliveries have been failing (their
// failure record is open), longest first.
func (s *Service) Failing(ctx context.Context, p caller.Principal) ([]Endpoint, error) {
	out := []Endpoint{}
	err := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ? AND deleted_at IS NULL AND failing_since IS NOT NULL",
		p.OrganizationID, p.Mode).Order("failing_since", "id").Limit(MaxEndpoints).Scan(ctx)
	return out, errs.Wrap(err, "list failing endpoints")
}

// OutcomeWindow is how far back Outcomes looks.
const OutcomeWindow = 24 * time.Hour

// Outcomes counts the deliveries made (created) in the last OutcomeWindow
// by status. Callers asking for the same organization's counts while they
// are read share the read (shared.Reads), and the map: nobody may change it.
func (s *Service) Outcomes(ctx context.Context, p caller.Principal) (map[DeliveryStatus]int, error) {
	return s.outcomes.Do(ctx, p.OrganizationID+"|"+string(p.Mode), func(ctx context.Context) (map[DeliveryStatus]int, error) {
		return s.countOutcomes(ctx, p)
	})
}

func (s *Service) countOutcomes(ctx context.Context, p caller.Principal) (map[DeliveryStatus]int, error) {
	since := s.now().Add(-OutcomeWindow)
	var rows []struct {
		Status DeliveryStatus `bun:"status"`
		N      int            `bun:"n"`
	}
	err := s.db.NewSelect().Table("webhook_deliveries").ColumnExpr("status, count(*) AS n").
		Where("organization_id = ? AND mode = ? AND created_at >= ?", p.OrganizationID, p.Mode, since).
		Group("status").Scan(ctx, &rows)
	out := map[DeliveryStatus]int{}
	for _, r := range rows {
		out[r.Status] = r.N
	}
	return out, errs.Wrap(err, "count deliveries")
}

// Update changes an endpoint. Enabling it again clears its failure record.
func (s *Service) Update(ctx context.Context, p caller.Principal, id string, in EndpointInput) (*Endpoint, error) {
	e, err := s.Get(ctx, p, id)
	if err != nil {
		return nil, err
	}
	if in.URL != nil {
		if err := s.CheckURL(ctx, p, *in.URL); err != nil {
			return nil, err
		}
		e.URL = *in.URL
	}
	if in.Events != nil {
		if err := validEvents(*in.Events); err != nil {
			return nil, err
		}
		e.Events = *in.Events
	}
	if in.Description != nil {
		e.Description = *in.Description
	}
	if in.Enabled != nil {
		if *in.Enabled && !e.Enabled {
			e.FailingSince, e.DisabledReason = nil, nil
		}
		e.Enabled = *in.Enabled
	}
	e.UpdatedAt = s.now()
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model(e).WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "update endpoint")
		}
		return s.changed(ctx, tx, p)
	})
	return e, err
}

// Delete removes an endpoint; its pending deliveries stop, and its
// secrets' data keys are forgotten.
func (s *Service) Delete(ctx context.Context, p caller.Principal, id string) error {
	e, err := s.Get(ctx, p, id)
	if err != nil {
		return err
	}
	now := s.now()
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model(e).Set("deleted_at = ?", now).Set("enabled = ?", false).WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "delete endpoint")
		}
		if err := s.changed(ctx, tx, p); err != nil {
			return err
		}
		return s.cfg.Ring.ForgetSealed(ctx, tx, e.Secret, ptr.Value(e.PreviousSecret))
	})
}

// Rotate gives an endpoint a new secret, returned only now; the old one
// keeps signing alongside it for RotationOverlap.
func (s *Service) Rotate(ctx context.Context, p caller.Principal, id string) (*Endpoint, string, error) {
	e, err := s.Get(ctx, p, id)
	if err != nil {
		return nil, "", err
	}
	secret := newSecret()
	until := s.now().Add(RotationOverlap)
	previous, retired := e.Secret, ptr.Value(e.PreviousSecret)
	sealed, err := s.seal(ctx, secret)
	if err != nil {
		return nil, "", err
	}
	e.PreviousSecret, e.PreviousUntil, e.Secret, e.UpdatedAt = &previous, &until, sealed, s.now()
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model(e).WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "rotate secret")
		}
		// The secret that stops signing now leaves no key behind.
		if err := s.cfg.Ring.ForgetSealed(ctx, tx, retired); err != nil {
			return err
		}
		return s.cfg.Audit.Add(ctx, tx, audit.Record{OrganizationID: p.OrganizationID, Mode: string(p.Mode), Actor: audit.By(p),
			Action: audit.WebhookSecretRotated, ObjectType: "webhook_endpoint", ObjectID: e.ID})
	})
	return e, secret, err
}

// fanOut enqueues a delivery of each event to every enabled endpoint that
// wants it, inside the transaction that records the events (b holds their
// insert; the endpoints are read in the same round trip, or kept in memory
// with cfg.Changes, and then the deliveries travel with the insert).
func (s *Service) fanOut(ctx context.Context, b *db.Batch, evs []*events.Event) error {
	tx := b.IDB()
	load := func(ctx context.Context) ([]Endpoint, error) {
		var eps []Endpoint
		err := b.Scan(ctx, tx.NewSelect().Model(&eps).Column("id", "events").
			Where("organization_id = ? AND mode = ? AND enabled AND deleted_at IS NULL", evs[0].OrganizationID, evs[0].Mode), &eps)
		return eps, errs.Wrap(err, "record events")
	}
	var eps []Endpoint
	var err error
	if s.endpoints != nil {
		eps, err = s.endpoints.Get(ctx, evs[0].OrganizationID+"|"+string(evs[0].Mode), load)
	} else {
		eps, err = load(ctx)
	}
	if err != nil {
		return err
	}
	var ds []*Delivery
	for _, e := range evs {
		for _, ep := range eps {
			if len(ep.Events) > 0 && !(events.Filter{Types: ep.Events}).Matches(e) {
				continue
			}
			now := s.now()
			ds = append(ds, &Delivery{ID: ids.New("whd"), OrganizationID: e.OrganizationID, Mode: e.Mode, EndpointID: ep.ID,
				EventID: e.ID, Status: DeliveryPending, CreatedAt: now, UpdatedAt: now})
		}
	}
	if len(ds) == 0 {
		return nil
	}
	for _, d := range ds {
		d.JobKey = newJobKey()
	}
	// With the endpoints kept in memory, the events' insert is still queued
	// in b: the deliveries travel with it.
	if _, err := b.Add(tx.NewInsert().Model(&ds)).Exec(ctx); err != nil {
		return errs.Wrap(err, "enqueue deliveries")
	}
	for _, d := range ds {
		if err := s.enqueue(ctx, tx, d); err != nil {
			return err
		}
	}
	return nil
}

// newJobKey is the unique key of a new job of a delivery, which the
// delivery keeps to find when the job runs next.
func newJobKey() *string {
	k := ids.New("whj")
	return &k
}

// enqueue inserts the job that makes a delivery's attempts: its schedule's,
// as many as the delivery has left, under the delivery's JobKey.
func (s *Service) enqueue(ctx context.Context, tx bun.IDB, d *Delivery) error {
	n := min(len(s.cfg.Schedule)+1, MaxDeliveryAttempts-d.Attempts)
	_, err := s.cfg.Jobs.Insert(ctx, tx, jobDeliver, deliverArgs{DeliveryID: d.ID},
		&jobs.InsertOpts{MaxAttempts: n, Background: true, UniqueKey: *d.JobKey})
	return err
}

// Sign returns the headers of a delivery of body at ts: Standard Webhooks
// (one v1 signature per secret) and Arkyc's (keyed with the current
// secret string as shown, whsec_ prefix included).
func Sign(msgID string, ts time.Time, body []byte, secrets []string) (http.Header, error) {
	h := http.Header{}
	var sigs []string
	for _, secret := range secrets {
		wh, err := standardwebhooks.NewWebhook(secret)
		if err != nil {
			return nil, err
		}
		sig, err := wh.Sign(msgID, ts, body)
		if err != nil {
			return nil, err
		}
		sigs = append(sigs, sig)
	}
	unix := strconv.FormatInt(ts.Unix(), 10)
	h.Set("webhook-id", msgID)
	h.Set("webhook-timestamp", unix)
	h.Set("webhook-signature", strings.Join(sigs, " "))
	m := hmac.New(sha256.New, []byte(secrets[0]))
	m.Write([]byte(unix + "." + string(body)))
	h.Set("X-Arkyc-Timestamp", unix)
	h.Set("X-Arkyc-Signature", hex.EncodeToString(m.Sum(nil)))
	return h, nil
}

// deliver makes one attempt of a delivery.
func (s *Service) deliver(ctx context.Context, job *jobs.Job, a deliverArgs) error {
	d := new(Delivery)
	if err := s.db.NewSelect().Model(d).Where("id = ?", a.DeliveryID).Scan(ctx); err != nil {
		return errs.Wrap(err, "load delivery")
	}
	ep := new(Endpoint)
	if err := s.db.NewSelect().Model(ep).Where("id = ?", d.EndpointID).Scan(ctx); err != nil {
		return errs.Wrap(err, "load endpoint")
	}
	if !ep.Enabled || ep.DeletedAt != nil {
		return s.finish(ctx, d, ep, DeliveryFailed)
	}
	ev, err := s.cfg.Events.ByID(ctx, d.EventID)
	if err != nil {
		return errs.Wrap(err, "load event")
	}
	secrets := []string{}
	for _, sealed := range []*string{&ep.Secret, ep.PreviousSecret} {
		if sealed == nil || (sealed == ep.PreviousSecret && (ep.PreviousUntil == nil || s.now().After(*ep.PreviousUntil))) {
			continue
		}
		sec, err := s.open(ctx, *sealed)
		if err != nil {
			return jobs.Permanent(err)
		}
		secrets = append(secrets, sec)
	}
	body := []byte(ev.Payload)
	headers, err := Sign(ev.ID, s.now(), body, secrets)
	if err != nil {
		return jobs.Permanent(err)
	}
	outgoing(headers)
	// The attempt takes its number first, in one statement, so that jobs
	// of one delivery running at once (a resend's beside its schedule's)
	// never pass MaxDeliveryAttempts between them.
	var number int
	err = s.db.NewUpdate().Model((*Delivery)(nil)).Set("attempts = attempts + 1").
		Where("id = ? AND attempts < ?", d.ID, MaxDeliveryAttempts).Returning("attempts").Scan(ctx, &number)
	if db.IsNotFound(err) {
		return s.exhausted(ctx, d, ep)
	}
	if err != nil {
		return errs.Wrap(err, "number attempt")
	}
	res, sendErr := s.send(ctx, ep, headers, body)
	status := res.status
	at := &Attempt{DeliveryID: d.ID, Attempt: number, StatusCode: status, LatencyMS: int(res.latency.Milliseconds()),
		ResponseBody: res.body, CreatedAt: s.now(), URL: ep.URL, RequestHeaders: shown(headers), ResponseHeaders: res.headers}
	if sendErr != nil {
		at.Error = sendErr.Error()
	}
	if _, err := s.db.NewInsert().Model(at).Exec(ctx); err != nil {
		return errs.Wrap(err, "record attempt")
	}
	d.Attempts, d.LastStatus = number, status
	if sendErr == nil && status != nil && *status >= 200 && *status < 300 {
		return s.finish(ctx, d, ep, DeliverySucceeded)
	}
	if job.Attempt < job.MaxAttempts {
		if err := s.finish(ctx, d, ep, DeliveryPending); err != nil {
			return err
		}
		if sendErr != nil {
			return fmt.Errorf("deliver to %s: %w", ep.ID, sendErr)
		}
		return fmt.Errorf("deliver to %s: status %d", ep.ID, *status)
	}
	return s.finish(ctx, d, ep, DeliveryFailed)
}

// exhausted ends a job that finds every attempt of its delivery made (by
// another job of the delivery, running beside it): a delivery still
// pending then has failed.
func (s *Service) exhausted(ctx context.Context, d *Delivery, ep *Endpoint) error {
	if err := s.db.NewSelect().Model(d).WherePK().Scan(ctx); err != nil {
		return errs.Wrap(err, "load delivery")
	}
	if d.Status != DeliveryPending {
		return nil
	}
	return s.finish(ctx, d, ep, DeliveryFailed)
}

// newClient returns a client of deliveries that dials with dial: no proxy,
// no redirects, idle connections closed after IdleTimeout.
func newClient(timeout time.Duration, dial func(ctx context.Context, network, addr string) (net.Conn, error)) *http.Client {
	return &http.Client{Timeout: timeout, Transport: &http.Transport{DialContext: dial, IdleConnTimeout: IdleTimeout},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// outgoing adds to a delivery's signed headers the others it sends.
func outgoing(h http.Header) http.Header {
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", "Meridian-Webhooks/1")
	return h
}

// signatures are the headers whose values are never shown.
var signatures = []string{"Webhook-Signature", "X-Arkyc-Signature"}

// shown lists the headers of a request as they are shown, sorted by name:
// each signature's value Redacted.
func shown(h http.Header) []Header {
	out := []Header{}
	for _, name := range slices.Sorted(maps.Keys(h)) {
		for _, v := range h[name] {
			if slices.Contains(signatures, name) {
				v = Redacted
			}
			out = append(out, Header{Name: name, Value: v})
		}
	}
	return out
}

// response is what a receiver answered: its status, the first KiB of its
// body and its first headers (responseHeaders), and how long it took.
type response struct {
	status  *int
	body    string
	headers []Header
	latency time.Duration
}

// Client is the HTTP client of a mode's outbound calls: live mode's
// connects only to public addresses, checked on every address a host
// resolves to and again on the one connected; neither follows redirects
// or uses a proxy, and each call takes at most the delivery timeout.
func (s *Service) Client(m caller.Mode) *http.Client {
	if m == caller.Live {
		return s.live
	}
	return s.test
}

func (s *Service) send(ctx context.Context, ep *Endpoint, headers http.Header, body []byte) (response, error) {
	client := s.Client(ep.Mode)
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ep.URL, strings.NewReader(string(body)))
	if err != nil {
		return response{headers: []Header{}}, err
	}
	req.Header = headers
	start := time.Now()
	res, err := client.Do(req)
	out := response{latency: time.Since(start), headers: []Header{}}
	if err != nil {
		return out, err
	}
	defer res.Body.Close()
	buf := make([]byte, maxResponseBytes)
	n, _ := io.ReadFull(res.Body, buf)
	out.status, out.body, out.headers = &res.StatusCode, string(buf[:n]), responseHeaders(res.Header)
	return out, nil
}

// responseHeaders are the headers of a response an attempt records: the
// first maxResponseHeaders by name, each value cut to maxHeaderValue bytes
// (at a character boundary).
func responseHeaders(h http.Header) []Header {
	out := []Header{}
	for _, name := range slices.Sorted(maps.Keys(h)) {
		for _, v := range h[name] {
			if len(out) == maxResponseHeaders {
				return out
			}
			if len(v) > maxHeaderValue {
				v = strings.ToValidUTF8(v[:maxHeaderValue], "")
			}
			out = append(out, Header{Name: name, Value: v})
		}
	}
	return out
}

// finish saves a delivery's state and the endpoint's health: success clears
// the endpoint's failure record; a final failure starts it, and an endpoint
// failing for DisableAfter is disabled, with a webhook_endpoint.disabled event.
func (s *Service) finish(ctx context.Context, d *Delivery, ep *Endpoint, status DeliveryStatus) error {
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		d.Status, d.UpdatedAt = status, s.now()
		// attempts is the database's own count (see deliver): never written back.
		if _, err := tx.NewUpdate().Model(d).Column("status", "last_status", "updated_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "save delivery")
		}
		now := s.now()
		switch {
		case status == DeliverySucceeded && ep.FailingSince != nil:
			_, err := tx.NewUpdate().Model(ep).Set("failing_since = NULL").WherePK().Exec(ctx)
			return errs.Wrap(err, "save endpoint")
		case status == DeliveryFailed && ep.Enabled && ep.FailingSince == nil:
			_, err := tx.NewUpdate().Model(ep).Set("failing_since = ?", now).WherePK().Exec(ctx)
			return errs.Wrap(err, "save endpoint")
		case status == DeliveryFailed && ep.Enabled && now.Sub(*ep.FailingSince) >= DisableAfter:
			reason := "deliveries have failed since " + ep.FailingSince.Format(time.RFC3339)
			ep.Enabled, ep.DisabledReason, ep.UpdatedAt = false, &reason, now
			if _, err := tx.NewUpdate().Model(ep).WherePK().Exec(ctx); err != nil {
				return errs.Wrap(err, "disable endpoint")
			}
			p := caller.Principal{OrganizationID: ep.OrganizationID, Mode: ep.Mode}
			if err := s.changed(ctx, tx, p); err != nil {
				return err
			}
			_, err := s.cfg.Events.Record(ctx, tx, p, "webhook_endpoint.disabled", ep.ID,
				map[string]any{"id": ep.ID, "url": ep.URL, "disabled_reason": reason})
			return err
		}
		return nil
	})
}

// Deliveries returns a page of an endpoint's deliveries, newest first, each
// with its attempts.
func (s *Service) Deliveries(ctx context.Context, p caller.Principal, endpointID string, page paging.Page) ([]Delivery, map[string][]Attempt, int, error) {
	if _, err := s.Get(ctx, p, endpointID); err != nil {
		return nil, nil, 0, err
	}
	out := []Delivery{}
	n, err := page.Select(ctx, s.db.NewSelect().Model(&out).Where("endpoint_id = ?", endpointID))
	if err != nil {
		return nil, nil, 0, errs.Wrap(err, "list deliveries")
	}
	attempts, err := s.attemptsOf(ctx, out)
	return out, attempts, n, err
}

// attemptsOf reads the attempts of deliveries, in the order they were made.
func (s *Service) attemptsOf(ctx context.Context, ds []Delivery) (map[string][]Attempt, error) {
	attempts := map[string][]Attempt{}
	if len(ds) == 0 {
		return attempts, nil
	}
	idsList := make([]string, len(ds))
	for i := range ds {
		idsList[i] = ds[i].ID
	}
	var rows []Attempt
	if err := s.db.NewSelect().Model(&rows).Where("delivery_id IN (?)", bun.In(idsList)).Order("id").Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "list attempts")
	}
	for _, a := range rows {
		attempts[a.DeliveryID] = append(attempts[a.DeliveryID], a)
	}
	return attempts, nil
}

// CheckStatus refuses a delivery status that is not pending, succeeded or
// failed (422 validation_failed on status).
func CheckStatus(status string) error {
	switch DeliveryStatus(status) {
	case DeliveryPending, DeliverySucceeded, DeliveryFailed:
		return nil
	}
	return errs.Invalidf("status", "status must be pending, succeeded or failed")
}

// DeliveryPage is a page of an endpoint's deliveries.
type DeliveryPage struct {
	// Endpoints are the endpoints the deliveries go to, by id.
	Endpoints map[string]*Endpoint
	// Deliveries are up to limit+1 deliveries, newest first, each with its
	// EventType and, while its job waits to run, NextAttemptAt.
	Deliveries []Delivery
	// Attempts are each delivery's attempts, in the order they were made.
	Attempts map[string][]Attempt
}

// DeliveriesAfter returns up to limit+1 of an endpoint's deliveries after
// the cursor, newest first, only those of status unless it is "": in four
// statements whatever the page's size (the endpoint, the deliveries with
// their events' types, their attempts, and their jobs).
func (s *Service) DeliveriesAfter(ctx context.Context, p caller.Principal, endpointID, status string, after *paging.Cursor, limit int) (*DeliveryPage, error) {
	if status != "" {
		if err := CheckStatus(status); err != nil {
			return nil, err
		}
	}
	ep, err := s.Get(ctx, p, endpointID)
	if err != nil {
		return nil, err
	}
	out := []Delivery{}
	q := withEventType(s.db.NewSelect().Model(&out)).
		Where("endpoint_id = ? AND organization_id = ? AND mode = ?", endpointID, p.OrganizationID, p.Mode)
	if status != "" {
		q = q.Where("status = ?", status)
	}
	if err := paging.SelectAfter(ctx, q, after, limit); err != nil {
		return nil, errs.Wrap(err, "list deliveries")
	}
	return s.pageOf(ctx, map[string]*Endpoint{ep.ID: ep}, out)
}

// DeliveriesOf returns up to limit+1 of the deliveries of the events of
// one of the caller's objects (a session's), after the cursor, newest
// first, to whichever endpoints (deleted ones included): in five
// statements whatever the page's size.
func (s *Service) DeliveriesOf(ctx context.Context, p caller.Principal, objectID string, after *paging.Cursor, limit int) (*DeliveryPage, error) {
	out := []Delivery{}
	q := withEventType(s.db.NewSelect().Model(&out)).
		Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode).
		Where("event_id IN (SELECT e.id FROM events AS e WHERE e.object_id = ? AND e.organization_id = ? AND e.mode = ?)",
			objectID, p.OrganizationID, p.Mode)
	if err := paging.SelectAfter(ctx, q, after, limit); err != nil {
		return nil, errs.Wrap(err, "list deliveries")
	}
	eps := map[string]*Endpoint{}
	if len(out) > 0 {
		ids := make([]string, len(out))
		for i := range out {
			ids[i] = out[i].EndpointID
		}
		var list []Endpoint
		if err := s.db.NewSelect().Model(&list).Where("id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
			return nil, errs.Wrap(err, "load endpoints")
		}
		for i := range list {
			eps[list[i].ID] = &list[i]
		}
	}
	return s.pageOf(ctx, eps, out)
}

// withEventType selects a delivery's columns and its event's type.
func withEventType(q *bun.SelectQuery) *bun.SelectQuery {
	return q.ColumnExpr("?TableColumns").ColumnExpr("(SELECT e.type FROM events AS e WHERE e.id = ?TableAlias.event_id) AS event_type")
}

// pageOf completes a page of deliveries to eps: their attempts and their
// next attempts.
func (s *Service) pageOf(ctx context.Context, eps map[string]*Endpoint, ds []Delivery) (*DeliveryPage, error) {
	attempts, err := s.attemptsOf(ctx, ds)
	if err != nil {
		return nil, err
	}
	if err := s.nextAttempts(ctx, ds); err != nil {
		return nil, err
	}
	return &DeliveryPage{Endpoints: eps, Deliveries: ds, Attempts: attempts}, nil
}

// Delivery returns one of the caller's deliveries as a page of one, with
// its endpoint (deleted or not).
func (s *Service) Delivery(ctx context.Context, p caller.Principal, id string) (*DeliveryPage, error) {
	out := []Delivery{}
	err := withEventType(s.db.NewSelect().Model(&out)).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "read delivery")
	}
	if len(out) == 0 {
		return nil, errs.NotFoundf("Delivery not found")
	}
	ep := new(Endpoint)
	if err := s.db.NewSelect().Model(ep).Where("id = ?", out[0].EndpointID).Scan(ctx); err != nil {
		return nil, errs.Wrap(err, "load endpoint")
	}
	return s.pageOf(ctx, map[string]*Endpoint{ep.ID: ep}, out)
}

// nextAttempts sets the NextAttemptAt of the pending deliveries whose job
// waits to run.
func (s *Service) nextAttempts(ctx context.Context, ds []Delivery) error {
	var keys []string
	for _, d := range ds {
		if d.Status == DeliveryPending && d.JobKey != nil {
			keys = append(keys, *d.JobKey)
		}
	}
	runs, err := s.cfg.Jobs.NextRuns(ctx, keys)
	if err != nil {
		return err
	}
	for i := range ds {
		if t, ok := runs[ptr.Value(ds[i].JobKey)]; ok && ds[i].Status == DeliveryPending {
			ds[i].NextAttemptAt = &t
		}
	}
	return nil
}

// Request is what a delivery sends: its latest attempt's URL and headers,
// each signature's value Redacted, or, before its first attempt, the
// endpoint's URL and the headers it will send but the timestamps (set when
// it is sent); the body is always the event's payload, byte for byte.
type Request struct {
	URL     string
	Headers []Header
}

// RequestOf is the request of a delivery to ep whose attempts are made
// (in order).
func RequestOf(d *Delivery, ep *Endpoint, made []Attempt) Request {
	if n := len(made); n > 0 && made[n-1].URL != "" {
		return Request{URL: made[n-1].URL, Headers: made[n-1].RequestHeaders}
	}
	h := http.Header{}
	h.Set("webhook-id", d.EventID)
	for _, name := range signatures {
		h.Set(name, Redacted)
	}
	url := ""
	if ep != nil {
		url = ep.URL
	}
	return Request{URL: url, Headers: shown(outgoing(h))}
}

// TestEventType is the type of the event SendTest delivers.
const TestEventType = "webhook.test"

// SendTest records a webhook.test event and delivers it to one endpoint of
// the caller's (enabled or not), and to no other, with the schedule's
// retries: a developer's check that the endpoint receives and verifies
// Meridian's deliveries.
func (s *Service) SendTest(ctx context.Context, p caller.Principal, endpointID string) (*Delivery, error) {
	evs, err := s.cfg.Events.Prepare(p, events.Pending{Type: TestEventType, ObjectID: endpointID,
		Snapshot: map[string]any{"endpoint_id": endpointID, "message": "A test event from Meridian"}})
	if err != nil {
		return nil, err
	}
	e, now := evs[0], s.now()
	d := &Delivery{ID: ids.New("whd"), OrganizationID: p.OrganizationID, Mode: p.Mode, EndpointID: endpointID,
		EventID: e.ID, Status: DeliveryPending, JobKey: newJobKey(), CreatedAt: now, UpdatedAt: now}
	err = s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Model((*Endpoint)(nil)).
			Where("id = ? AND organization_id = ? AND mode = ? AND deleted_at IS NULL", endpointID, p.OrganizationID, p.Mode).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "find endpoint")
		}
		if n == 0 {
			return errs.NotFoundf("Webhook endpoint not found")
		}
		// The event row alone, not through the log's hooks: no other
		// endpoint receives a test.
		if _, err := tx.NewInsert().Model(e).Exec(ctx); err != nil {
			return errs.Wrap(err, "record test event")
		}
		if _, err := tx.NewInsert().Model(d).Exec(ctx); err != nil {
			return errs.Wrap(err, "enqueue delivery")
		}
		return s.enqueue(ctx, tx, d)
	})
	return d, err
}

// Resend delivers a delivery's event again (same webhook-id), whatever its
// state, with the schedule's retries, as many as it has attempts left; a
// delivery that has made MaxDeliveryAttempts is refused (409
// delivery_attempts_exhausted).
func (s *Service) Resend(ctx context.Context, p caller.Principal, deliveryID string) (*Delivery, error) {
	d := new(Delivery)
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		err := tx.NewSelect().Model(d).Where("id = ? AND organization_id = ? AND mode = ?", deliveryID, p.OrganizationID, p.Mode).Scan(ctx)
		if err != nil {
			return db.Classify(err, "Delivery not found")
		}
		if d.Attempts >= MaxDeliveryAttempts {
			return errs.E(errs.Conflict, "delivery_attempts_exhausted",
				"A delivery makes at most %d attempts, and this one has made them all", MaxDeliveryAttempts)
		}
		d.Status, d.JobKey, d.UpdatedAt = DeliveryPending, newJobKey(), s.now()
		if _, err := tx.NewUpdate().Model(d).Column("status", "job_key", "updated_at").WherePK().Exec(ctx); err != nil {
			return errs.Wrap(err, "resend")
		}
		return s.enqueue(ctx, tx, d)
	})
	return d, err
}
