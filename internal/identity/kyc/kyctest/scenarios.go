package kyctest

import (
	"bytes"
	"cmp"
	"context"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// rigKey is the server key of a Rig: New's, so that a Rig and a Bundle
// share a database's keyring.
var rigKey = []byte("meridian-tests-encryption-key-32")

// Options change what NewRig builds beside New's defaults.
type Options struct {
	// Providers replace the mocks that check test-mode sessions.
	Providers *providers.Set
	// Builtin are the checks built into the server (live mode's defaults;
	// none by default), and BuiltinProblems why some cannot run.
	Builtin         providers.Set
	BuiltinProblems map[string]string
	// Outbound lets organizations choose external checks and geocoders,
	// reached through the webhook service's clients as the server reaches
	// them (live mode's connect only to public addresses).
	Outbound bool
	// Clock replaces time.Now under the bundle's Offset for the services
	// (Bundle.Now still reads time.Now).
	Clock func() time.Time
	// Retries starts the job queue's workers, which retry a failed
	// verification at once (no backoff) until its last attempt.
	Retries bool
	// BlobURL is the image store (default mem://).
	BlobURL string
}

// Rig is a Bundle built with Options, with what its scenarios look into.
type Rig struct {
	*Bundle
	Blobs     *blob.Store
	Events    *events.Log
	Orgs      *orgs.Service
	Ring      *keyring.Keyring
	Key       []byte
	Customers *customers.Service
	// Logs is what the services and the job queue logged.
	Logs *Logs

	verdicts verdicts
}

// NewRig builds the verification service over d as New does, changed by o.
func NewRig(t testing.TB, d *db.DB, o Options) *Rig {
	t.Helper()
	ctx := context.Background()
	b := &Bundle{DB: d, Offset: new(atomic.Int64)}
	base := time.Now
	if o.Clock != nil {
		base = o.Clock
	}
	now := func() time.Time { return base().Add(time.Duration(b.Offset.Load())) }
	r := &Rig{Bundle: b, Logs: new(Logs), Customers: customers.New(d), Key: rigKey}
	logger := slog.New(slog.NewTextHandler(r.Logs, nil))
	var err error
	r.Ring, err = keyring.New(d, rigKey)
	require.NoError(t, err)
	r.Blobs, err = blob.Open(ctx, cmp.Or(o.BlobURL, "mem://"), rigKey)
	require.NoError(t, err)
	b.Audit = audit.New(d, now)
	r.Orgs = orgs.New(d, orgs.Config{Now: now, Audit: b.Audit})
	b.Auth = auth.New(d, auth.Config{Orgs: r.Orgs, Now: now, Audit: b.Audit})
	jc := jobs.Config{Sync: true, Logger: logger, Now: now}
	if o.Retries {
		jc.Backoff = func(int) time.Duration { return 0 }
	}
	b.Jobs = jobs.New(d, jc)
	r.Events = events.NewLog(d, nil)
	r.Events.OnRecord(r.verdicts.hook)
	cfg := kyc.Config{SessionTTL: 15 * time.Minute, PublicURL: "http://127.0.0.1:1", Providers: mock.Set(),
		Builtin: o.Builtin, BuiltinProblems: o.BuiltinProblems, SigningKey: rigKey, Blobs: r.Blobs, Ring: r.Ring, Audit: b.Audit,
		Jobs: b.Jobs, Auth: b.Auth, Customers: r.Customers, Events: r.Events, Logger: logger, Now: now}
	if o.Providers != nil {
		cfg.Providers = *o.Providers
	}
	if o.Outbound {
		wh, err := webhooks.New(d, webhooks.Config{Jobs: b.Jobs, Events: r.Events, Key: rigKey, Ring: r.Ring, Audit: b.Audit,
			Logger: logger, Now: now})
		require.NoError(t, err)
		cfg.Outbound = kyc.Outbound{Client: wh.Client, CheckURL: wh.CheckURL, Sign: webhooks.Sign}
	}
	b.KYC = kyc.New(d, cfg)
	org, err := r.Orgs.Create(ctx, ids.New("acme"))
	require.NoError(t, err)
	b.P = auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}
	if o.Retries {
		b.Jobs.Start(ctx)
		t.Cleanup(func() { b.Jobs.Stop(context.Background()) })
	}
	return r
}

// Live is the principal of a secret key of the bundle's organization in
// live mode.
func (b *Bundle) Live() auth.Principal {
	p := b.P
	p.Mode = auth.Live
	return p
}

// SessionAs creates a session with in for p (a secret key's principal of
// either mode) and returns it with its client token.
func (b *Bundle) SessionAs(t testing.TB, p auth.Principal, in kyc.CreateSessionInput) (*Flow, string) {
	t.Helper()
	ctx := context.Background()
	ses, token, err := b.KYC.CreateSession(ctx, p, in)
	require.NoError(t, err)
	cp, err := b.Auth.AuthenticateClientToken(ctx, token)
	require.NoError(t, err)
	return &Flow{b: b, t: t, ID: ses.ID, Client: cp}, token
}

// On is the flow stepped through another bundle's service over the same
// database: another process serving the same session.
func (f *Flow) On(b *Bundle) *Flow {
	g := *f
	g.b = b
	return &g
}

// Image stores img for the flow's session as an upload does.
func (f *Flow) Image(img []byte) *kyc.Stored {
	f.t.Helper()
	return f.store(bytes.NewReader(img))
}

// DocumentImage submits a document side of image img with fields.
func (f *Flow) DocumentImage(side string, img []byte, fields map[string]string) (*kyc.Session, error) {
	return f.b.KYC.SubmitDocument(context.Background(), f.Client, side, f.Image(img), fields)
}

// Stored reads the session with a secret key of its organization and mode.
func (f *Flow) Stored() *kyc.Session {
	f.t.Helper()
	p := auth.Principal{OrganizationID: f.Client.OrganizationID, Mode: f.Client.Mode, Kind: auth.SecretKey}
	ses, err := f.b.KYC.Session(context.Background(), p, f.ID)
	require.NoError(f.t, err)
	return ses
}

// Events lists the types of the events recorded about the session, oldest
// first, as the event log lists them.
func (f *Flow) Events() []string {
	f.t.Helper()
	list, _, err := events.NewLog(f.b.DB, nil).List(context.Background(), f.Client, events.Filter{ObjectID: f.ID},
		paging.Page{Number: 1, Size: paging.MaxSize})
	require.NoError(f.t, err)
	out := make([]string, 0, len(list))
	for _, e := range slices.Backward(list) {
		out = append(out, e.Type)
	}
	return out
}

// verdictTypes are the events of a verdict.
var verdictTypes = []string{"verification.approved", "verification.rejected", "verification.requires_review"}

// verdicts tells the sessions whose first verdict was committed.
type verdicts struct {
	mu     sync.Mutex
	landed map[string]chan struct{}
}

func (v *verdicts) of(id string) chan struct{} {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.landed == nil {
		v.landed = map[string]chan struct{}{}
	}
	c, ok := v.landed[id]
	if !ok {
		c = make(chan struct{})
		v.landed[id] = c
	}
	return c
}

func (v *verdicts) hook(ctx context.Context, _ *db.Batch, evs []*events.Event) error {
	for _, e := range evs {
		if !slices.Contains(verdictTypes, e.Type) {
			continue
		}
		c := v.of(e.ObjectID)
		db.AfterCommit(ctx, func() {
			v.mu.Lock()
			defer v.mu.Unlock()
			select {
			case <-c:
			default:
				close(c)
			}
		})
	}
	return nil
}

// Verdict waits until the session's first verdict is committed (by the
// job queue's workers, say) and returns the session then.
func (r *Rig) Verdict(t *testing.T, f *Flow) *kyc.Session {
	t.Helper()
	c := r.verdicts.of(f.ID)
	if deadline, ok := t.Deadline(); ok {
		select {
		case <-c:
		case <-time.After(time.Until(deadline) - 5*time.Second):
			t.Fatalf("no verdict on session %s before the test's deadline", f.ID)
		}
	} else {
		<-c
	}
	return f.Stored()
}

// Logs collects log lines written from several goroutines.
type Logs struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *Logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// String is everything logged so far.
func (l *Logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}
