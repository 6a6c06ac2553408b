package payout_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/payout"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// probe is a payout of a rail of the tests' own, in a table of its own.
type probe struct {
	bun.BaseModel  `bun:"table:payout_probes"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	Reference      string    `bun:"reference"`
	Amount         int64     `bun:"amount"`
	Fee            int64     `bun:"fee"`
	HoldID         string    `bun:"hold_id"`
}

func (p *probe) Payer() auth.Principal {
	return auth.Principal{OrganizationID: p.OrganizationID, Mode: p.Mode}
}
func (p *probe) Hold() (int64, string) { return p.Amount + p.Fee, p.ID }
func (p *probe) Ref() string           { return p.Reference }
func (p *probe) Held(holdID string)    { p.HoldID = holdID }

type fixture struct {
	db      *db.DB
	p       auth.Principal
	ledger  *ledger.Ledger
	payouts *payout.Lifecycle[*probe]
	sent    *statements
}

// statements keeps the text of the statements sent, so that a test can
// tell which way payouts were placed.
type statements struct {
	mu    sync.Mutex
	texts []string
}

func (s *statements) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (s *statements) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	s.mu.Lock()
	s.texts = append(s.texts, e.Query)
	s.mu.Unlock()
}

// took counts the statements sent since the last call that contain each
// of parts, and forgets them.
func (s *statements) took(parts ...string) []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := make([]int, len(parts))
	for _, q := range s.texts {
		for i, p := range parts {
			if strings.Contains(q, p) {
				n[i]++
			}
		}
	}
	s.texts = nil
	return n
}

// The two ways of placing: the wallet's conditional update by the total,
// and the wallet's lock before the holds are decided one by one.
const (
	conditional = "held = CASE WHEN"
	walletLock  = `FROM "ledger_accounts" AS "account" WHERE (id IN (`
)

func setup(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	_, err := d.NewCreateTable().Model((*probe)(nil)).Exec(ctx)
	require.NoError(t, err)
	_, err = d.NewCreateIndex().Model((*probe)(nil)).Index("payout_probes_reference").Unique().
		Column("organization_id", "mode", "reference").Exec(ctx)
	require.NoError(t, err)
	jc := jobs.New(d, jobs.Config{Sync: true, Logger: slog.New(slog.DiscardHandler)})
	jobs.Register(jc, "probe.submit", func(context.Context, *jobs.Job, struct{ ID string }) error { return nil })
	l := ledger.New(d)
	sent := &statements{}
	d.AddQueryHook(sent)
	f := &fixture{db: d, p: orgstest.Principal(t, d, "acme", auth.Test), ledger: l, sent: sent,
		payouts: payout.New(payout.Config[*probe]{DB: d, Ledger: l, Jobs: jc, Currency: "USD", Noun: "probe", Job: "probe.submit",
			Args: func(p *probe) any { return struct{ ID string }{p.ID} }})}
	t.Cleanup(func() { require.NoError(t, ledger.Verify(context.Background(), d)) })
	return f
}

func (f *fixture) probe(amount int64, reference string) *probe {
	if reference == "" {
		reference = ids.New("ref")
	}
	return &probe{ID: ids.New("prb"), OrganizationID: f.p.OrganizationID, Mode: f.p.Mode, Reference: reference, Amount: amount, Fee: 5}
}

// wallet is the USD wallet's balance and held amount.
func (f *fixture) wallet(t *testing.T) (balance, held int64) {
	t.Helper()
	accts, err := f.ledger.Balances(context.Background(), f.db, f.p, ledger.Wallet("USD"))
	require.NoError(t, err)
	return accts[0].Balance, accts[0].Held
}

func (f *fixture) count(t *testing.T, what string) int {
	t.Helper()
	var n int64
	var err error
	switch what {
	case "rows":
		n, err = f.db.NewSelect().Model((*probe)(nil)).Count(context.Background())
	case "jobs":
		n, err = f.db.NewSelect().Model((*jobs.Job)(nil)).Where("kind = 'probe.submit'").Count(context.Background())
	}
	require.NoError(t, err)
	return int(n)
}

// Payouts placed together answer each on its own: those the wallet still
// covers, in order, are held with their row and job; one it no longer
// covers fails alone; a reference already taken, or taken twice in the
// batch, fails only its own request. Racing payouts: exactly as many as
// the wallet covers are placed, and nothing half-written is left.
func TestPlacing(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		f := setup(t, d)
		_, err := wallets.New(d, f.ledger).CreditSandbox(ctx, f.p, "USD", 1_000)
		require.NoError(t, err)

		ps := []*probe{f.probe(300, "a"), f.probe(300, "b"), f.probe(400, "c"), f.probe(300, "d")}
		f.sent.took()
		placed, errs := f.payouts.CreateMany(ctx, ps)
		require.Equal(t, []int{1, 1}, f.sent.took(conditional, walletLock), "tried whole, then hold by hold under the wallet's lock")
		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		errstest.RequireKey(t, errs[2], "insufficient_funds")
		require.Nil(t, placed[2])
		require.NoError(t, errs[3])
		_, held := f.wallet(t)
		require.Equal(t, int64(3*305), held)
		require.Equal(t, 3, f.count(t, "rows"))
		require.Equal(t, 3, f.count(t, "jobs"), "a submit job each")
		for _, i := range []int{0, 1, 3} {
			var h ledger.Hold
			require.NoError(t, d.NewSelect().Model(&h).Where("id = ?", placed[i].HoldID).Scan(ctx))
			require.Equal(t, int64(305), h.Amount)
			require.Equal(t, placed[i].ID, h.Reference)
		}

		// "a" is taken, and "e" comes twice.
		placed, errs = f.payouts.CreateMany(ctx, []*probe{f.probe(10, "a"), f.probe(10, "e"), f.probe(10, "e"), f.probe(10, "f")})
		errstest.RequireKey(t, errs[0], "duplicate_reference")
		require.Contains(t, errs[0].Error(), ps[0].ID, "the message names the probe that has it")
		require.NoError(t, errs[1])
		errstest.RequireKey(t, errs[2], "duplicate_reference")
		require.NoError(t, errs[3])
		require.Equal(t, "f", placed[3].Reference)
		_, held = f.wallet(t)
		require.Equal(t, int64(3*305+2*15), held)
		require.Equal(t, 5, f.count(t, "rows"))
		require.Equal(t, 5, f.count(t, "jobs"))

		// One at a time too: a reference taken, then funds short.
		_, err = f.payouts.Create(ctx, f.probe(1, "b"))
		errstest.RequireKey(t, err, "duplicate_reference")
		_, err = f.payouts.Create(ctx, f.probe(56, ""))
		errstest.RequireKey(t, err, "insufficient_funds")
		require.Equal(t, 5, f.count(t, "rows"), "a refused payout leaves no row")

		// The 55 cents left cover exactly five of eleven racing payouts
		// of 6 cents and the fee.
		var wg sync.WaitGroup
		errs = make([]error, 11)
		for i := range errs {
			wg.Go(func() { _, errs[i] = f.payouts.Create(ctx, f.probe(6, "")) })
		}
		wg.Wait()
		n := 0
		for _, err := range errs {
			if err == nil {
				n++
			} else {
				errstest.RequireKey(t, err, "insufficient_funds")
			}
		}
		require.Equal(t, 5, n)
		balance, held := f.wallet(t)
		require.Equal(t, int64(1_000), balance)
		require.Equal(t, int64(1_000), held)
		require.Equal(t, 10, f.count(t, "rows"))
		require.Equal(t, 10, f.count(t, "jobs"))

		// A batch the wallet covers whole is placed at once, each held.
		_, err = wallets.New(d, f.ledger).CreditSandbox(ctx, f.p, "USD", 45)
		require.NoError(t, err)
		f.sent.took()
		placed, errs = f.payouts.CreateMany(ctx, []*probe{f.probe(10, "g"), f.probe(10, "h"), f.probe(10, "i")})
		require.Equal(t, []int{1, 0}, f.sent.took(conditional, walletLock), "placed whole, the wallet never locked first")
		for i := range errs {
			require.NoError(t, errs[i])
			var h ledger.Hold
			require.NoError(t, d.NewSelect().Model(&h).Where("id = ?", placed[i].HoldID).Scan(ctx))
			require.Equal(t, int64(15), h.Amount)
		}
		balance, held = f.wallet(t)
		require.Equal(t, int64(1_045), balance)
		require.Equal(t, int64(1_045), held, "every cent held")
		require.Equal(t, 13, f.count(t, "rows"))
		require.Equal(t, 13, f.count(t, "jobs"))
		require.NoError(t, ledger.Verify(ctx, d))
	})
}

// Settling: a payout paid debits what it held from the wallet and credits
// its amount to settlement and its fee to the fees account named; one
// that failed gives its hold back; a refund pays the amount back (the fee
// kept). A hold settles once.
func TestSettling(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		f := setup(t, d)
		_, err := wallets.New(d, f.ledger).CreditSandbox(ctx, f.p, "USD", 1_000)
		require.NoError(t, err)
		paid, err := f.payouts.Create(ctx, f.probe(300, ""))
		require.NoError(t, err)
		failed, err := f.payouts.Create(ctx, f.probe(200, ""))
		require.NoError(t, err)
		internal := func(name string) int64 {
			accts, err := f.ledger.Balances(ctx, d, f.p, ledger.Internal(name, "USD"))
			require.NoError(t, err)
			return accts[0].Balance
		}

		var txn *ledger.Transaction
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			txn, err = f.payouts.Paid(ctx, tx, f.p, paid.HoldID, paid.Amount, paid.Fee, "network_fees", "probe", "a probe paid")
			return err
		}))
		require.Equal(t, paid.ID, txn.Reference)
		require.Equal(t, int64(300), internal("settlement"))
		require.Equal(t, int64(5), internal("network_fees"))
		balance, held := f.wallet(t)
		require.Equal(t, []int64{695, 205}, []int64{balance, held})

		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return f.payouts.Failed(ctx, tx, f.p, failed.HoldID) }))
		balance, held = f.wallet(t)
		require.Equal(t, []int64{695, 0}, []int64{balance, held})

		for _, holdID := range []string{paid.HoldID, failed.HoldID} {
			err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error { return f.payouts.Failed(ctx, tx, f.p, holdID) })
			errstest.RequireKey(t, err, "hold_settled")
		}

		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := f.payouts.Refunded(ctx, tx, f.p, paid.Amount, "probe_return", paid.Reference, "a probe returned")
			return err
		}))
		balance, _ = f.wallet(t)
		require.Equal(t, int64(995), balance, "the amount comes back, the fee is kept")
		require.Equal(t, int64(0), internal("settlement"))
		require.Equal(t, int64(5), internal("network_fees"))
	})
}
