package usd_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// clock is the injected clock: it moves only when a test moves it.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testBundle is what a test needs beside the service.
type testBundle struct {
	db        *db.DB
	p         auth.Principal
	ledger    *ledger.Ledger
	clock     *clock
	jobs      *jobs.Client
	auth      *auth.Service
	customers *customers.Service
	wallets   *wallets.Service
	kyc       *kyc.Service
	started   bool
}

const sandboxDelay = 10 * time.Second

// setup builds the service as the server does, over d: the ledger, the
// job queue (sync, so that a verdict decides requests before the call that
// lands it returns; the workers start only when a test asks), verification
// with the mock providers, on a workflow of the address stage alone.
func setup(t *testing.T, d *db.DB) (*usd.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	blobs, err := blob.Open(ctx, "mem://", key)
	require.NoError(t, err)
	log := slog.New(slog.DiscardHandler)
	a := auth.New(d, auth.Config{Now: clk.Now})
	cust := customers.New(d)
	l := ledger.New(d)
	ev := events.NewLog(d, nil)
	ev.Now = clk.Now
	jc := jobs.New(d, jobs.Config{Sync: true, PollInterval: 10 * time.Millisecond, Logger: log, Now: clk.Now,
		Backoff: func(int) time.Duration { return 0 }})
	k := kyc.New(d, kyc.Config{SessionTTL: 15 * time.Minute, PublicURL: "http://127.0.0.1:8080", Providers: mock.Set(),
		SigningKey: key, Blobs: blobs, Ring: ring, Jobs: jc, Auth: a, Customers: cust, Events: ev,
		Logger: log, Now: clk.Now})
	svc, err := usd.New(d, usd.Config{Ledger: l, Customers: cust, KYC: k, Jobs: jc, Events: ev, Key: key, Ring: ring,
		SandboxDelay: sandboxDelay, Now: clk.Now})
	require.NoError(t, err)

	o, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
	require.NoError(t, err)
	b := &testBundle{db: d, p: auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, ledger: l, clock: clk, jobs: jc, auth: a,
		customers: cust, wallets: wallets.New(d, l), kyc: k}
	_, err = k.CreateWorkflow(ctx, b.p, kyc.WorkflowPatch{Name: ptr("address"), Stages: &[]string{kyc.StageAddress},
		OnFail: ptr("reject"), IsDefault: ptr(true)})
	require.NoError(t, err)
	t.Cleanup(func() {
		require.NoError(t, jc.Stop(context.Background()))
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
	return svc, b
}

// another returns the service as another process has it: its own queue,
// event log and memory over the same database.
func (b *testBundle) another(t *testing.T) *usd.Service {
	t.Helper()
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(b.db, key)
	require.NoError(t, err)
	ev := events.NewLog(b.db, nil)
	ev.Now = b.clock.Now
	jc := jobs.New(b.db, jobs.Config{Sync: true, Logger: slog.New(slog.DiscardHandler), Now: b.clock.Now})
	t.Cleanup(func() { require.NoError(t, jc.Stop(context.Background())) })
	svc, err := usd.New(b.db, usd.Config{Ledger: b.ledger, Customers: b.customers, KYC: b.kyc, Jobs: jc, Events: ev, Key: key,
		Ring: ring, SandboxDelay: sandboxDelay, Now: b.clock.Now})
	require.NoError(t, err)
	return svc
}

func ptr[T any](v T) *T { return &v }

// startWorkers starts the job workers (once): from then on background
// jobs (a transfer's submission, the sandbox's settlement) run when due.
func (b *testBundle) startWorkers(t *testing.T) {
	t.Helper()
	if !b.started {
		b.jobs.Start(context.Background())
		b.started = true
	}
}

// advance moves the clock and wakes the workers.
func (b *testBundle) advance(d time.Duration) {
	b.clock.Advance(d)
	b.jobs.Wake()
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (b *testBundle) customer(t *testing.T, email string) *customers.Customer {
	t.Helper()
	c, err := b.customers.Create(context.Background(), b.p, customers.CreateInput{FirstName: "Ada", LastName: "Obi", Email: email, Country: "US"})
	require.NoError(t, err)
	return c
}

// finish takes the session of a client token through its address step and
// completes it: the mock address check passes or fails as told, and the
// verdict (approved, or rejected for ADDRESS_VERIFICATION_FAILED) lands.
func (b *testBundle) finish(t *testing.T, token string, pass bool) *kyc.Session {
	t.Helper()
	ctx := context.Background()
	cp, err := b.auth.AuthenticateClientToken(ctx, token)
	require.NoError(t, err)
	passed := "false"
	if pass {
		passed = "true"
	}
	_, err = b.kyc.SubmitAddress(ctx, cp, nil, map[string]string{"line1": "1 Main St", "city": "Springfield", "country": "US",
		"address_passed": passed})
	require.NoError(t, err)
	ses, err := b.kyc.Complete(ctx, cp, nil)
	require.NoError(t, err)
	want := kyc.StatusRejected
	if pass {
		want = kyc.StatusApproved
	}
	require.Equal(t, want, ses.Status)
	return ses
}

// verify gives a customer a verdict through a session of its own.
func (b *testBundle) verify(t *testing.T, customerID string, pass bool) {
	t.Helper()
	_, token, err := b.kyc.CreateSession(context.Background(), b.p, kyc.CreateSessionInput{CustomerID: customerID})
	require.NoError(t, err)
	b.finish(t, token, pass)
}

// tokenOf is the client token a KYC link carries.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	_, token, ok := strings.Cut(link, "#token=")
	require.True(t, ok, link)
	return token
}

func (b *testBundle) wallet(t *testing.T) *ledger.Account {
	t.Helper()
	accts, err := b.ledger.Balances(context.Background(), b.db, b.p, ledger.Wallet("USD"))
	require.NoError(t, err)
	return accts[0]
}

func (b *testBundle) internal(t *testing.T, name string) int64 {
	t.Helper()
	accts, err := b.ledger.Balances(context.Background(), b.db, b.p, ledger.Internal(name, "USD"))
	require.NoError(t, err)
	return accts[0].Balance
}

// eventCount is how many events of a type the log holds for an object.
func (b *testBundle) eventCount(t *testing.T, typ, objectID string) int {
	t.Helper()
	n, err := b.db.NewSelect().Model((*events.Event)(nil)).Where("type = ? AND object_id = ?", typ, objectID).Count(context.Background())
	require.NoError(t, err)
	return int(n)
}

func requireInvalid(t *testing.T, err error, fields ...string) {
	t.Helper()
	require.Error(t, err)
	e := errs.As(err)
	require.Equal(t, errs.Invalid, e.Kind, err.Error())
	for _, f := range fields {
		require.Contains(t, e.Fields, f, "%v", e.Fields)
	}
}

// account opens a USD account for a new, verified customer.
func (b *testBundle) account(t *testing.T, svc *usd.Service, email string) *usd.Account {
	t.Helper()
	ctx := context.Background()
	c := b.customer(t, email)
	b.verify(t, c.ID, true)
	r, err := svc.CreateRequest(ctx, b.p, c.ID, usd.Meta{EmployerName: "Acme", EmploymentDescription: "Engineering",
		EmploymentStatus: "EMPLOYED", IdentificationNumber: "123-45-6789", Nationality: "US", Occupation: "Engineer",
		USResidencyStatus: "US_CITIZEN"})
	require.NoError(t, err)
	require.Equal(t, usd.Approved, r.Status)
	a, err := svc.Account(ctx, b.p, *r.AccountID)
	require.NoError(t, err)
	return a
}
