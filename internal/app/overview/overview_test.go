package overview_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// clock is a settable clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// seed writes an organization's rows straight into the sources the
// figures come from.
type seed struct {
	t       *testing.T
	d       *db.DB
	p       auth.Principal
	n       int
	wallets map[string]string // asset → account id
}

func newSeed(t *testing.T, d *db.DB, name string) *seed {
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), name)
	require.NoError(t, err)
	s := &seed{t: t, d: d, p: auth.Principal{OrganizationID: o.ID, Mode: auth.Test}, wallets: map[string]string{}}
	s.insert("workflows", map[string]any{"id": "wf_" + o.ID, "name": "default", "config": "{}", "is_default": true,
		"created_at": time.Now().UTC(), "updated_at": time.Now().UTC()})
	return s
}

func (s *seed) id(prefix string) string {
	s.n++
	return fmt.Sprintf("%s_%s_%d", prefix, s.p.OrganizationID, s.n)
}

func (s *seed) insert(table string, row map[string]any) {
	s.t.Helper()
	row["organization_id"], row["mode"] = s.p.OrganizationID, string(s.p.Mode)
	if table == "ledger_entries" {
		delete(row, "organization_id")
		delete(row, "mode")
	}
	_, err := s.d.NewInsert().Model(&row).TableExpr(table).Exec(context.Background())
	require.NoError(s.t, err)
}

// session is a session created at, with its verdict event (if any) then.
func (s *seed) session(at time.Time, verdict string) {
	id := s.id("ses")
	s.insert("sessions", map[string]any{"id": id, "workflow_id": "wf_" + s.p.OrganizationID, "workflow": "{}", "status": "pending",
		"hints": "{}", "expires_at": at.Add(time.Hour), "created_at": at, "updated_at": at})
	if verdict != "" {
		s.insert("events", map[string]any{"id": s.id("evt"), "type": "verification." + verdict, "object_id": id, "payload": "{}", "created_at": at})
	}
}

// move posts amount (positive: in) to the wallet of asset at.
func (s *seed) move(at time.Time, asset string, amount int64) {
	acct, ok := s.wallets[asset]
	if !ok {
		acct = s.id("acct")
		s.wallets[asset] = acct
		s.insert("ledger_accounts", map[string]any{"id": acct, "key": "wallet:" + asset, "kind": "wallet", "asset": asset,
			"allow_negative": true, "created_at": at})
	}
	txn := s.id("txn")
	s.insert("ledger_transactions", map[string]any{"id": txn, "kind": "sandbox_credit", "reference": "", "description": "", "created_at": at})
	s.insert("ledger_entries", map[string]any{"transaction_id": txn, "account_id": acct, "amount": amount, "previous_balance": 0,
		"current_balance": amount, "created_at": at})
}

func day(f *overview.Figures, date string) overview.Day {
	for _, d := range f.Days {
		if d.Date == date {
			return d
		}
	}
	return overview.Day{}
}

func TestDays(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC)
		clk := &clock{t: now}
		svc := overview.New(d, clk.Now)
		s := newSeed(t, d, "acme")
		other := newSeed(t, d, "other")
		yesterday, threeDaysAgo := now.AddDate(0, 0, -1), now.AddDate(0, 0, -3)
		s.session(threeDaysAgo, "approved")
		s.session(threeDaysAgo, "rejected")
		s.session(threeDaysAgo.Add(-14*time.Hour), "requires_review") // 01:00 the same day
		s.session(yesterday, "approved")
		s.session(now.Add(-time.Hour), "")
		s.session(now.AddDate(0, 0, -8), "approved") // before a 7-day period
		other.session(yesterday, "rejected")
		s.move(threeDaysAgo, "USD", 10_000)
		s.move(threeDaysAgo, "USD", -2_500)
		s.move(now, "NGN", 700)
		other.move(now, "USD", 99)

		f, err := svc.Days(ctx, s.p, 7)
		require.NoError(t, err)
		require.Len(t, f.Days, 7)
		require.Equal(t, "2026-11-20", f.Days[0].Date)
		require.Equal(t, "2026-11-26", f.Days[6].Date)
		require.Equal(t, overview.Day{Date: "2026-11-23", Started: 3, Approved: 1, Rejected: 1, SentToReview: 1}, day(f, "2026-11-23"))
		require.Equal(t, overview.Day{Date: "2026-11-25", Started: 1, Approved: 1}, day(f, "2026-11-25"))
		require.Equal(t, overview.Day{Date: "2026-11-26", Started: 1}, day(f, "2026-11-26"))
		require.Equal(t, overview.Day{Date: "2026-11-24"}, day(f, "2026-11-24"))
		rate, ok := f.ApprovalRate()
		require.True(t, ok)
		require.InDelta(t, 2.0/3, rate, 1e-9)
		require.Len(t, f.Flows, 2)
		require.Equal(t, "NGN", f.Flows[0].Currency)
		require.Equal(t, int64(700), f.Flows[0].In)
		require.Equal(t, "USD", f.Flows[1].Currency)
		require.Equal(t, int64(10_000), f.Flows[1].In)
		require.Equal(t, int64(2_500), f.Flows[1].Out)
		require.Equal(t, overview.FlowDay{Date: "2026-11-23", In: 10_000, Out: 2_500}, f.Flows[1].Days[3])

		// The past days are kept: a row that lands on a closed day later
		// (which the sources' append-only writes never do) is not
		// counted, while today's are counted as they land.
		var kept int
		require.NoError(t, d.NewSelect().Table("daily_figures").ColumnExpr("count(*)").
			Where("organization_id = ? AND metric = 'closed'", s.p.OrganizationID).Scan(ctx, &kept))
		require.Equal(t, 6, kept, "the six past days are kept")
		s.session(threeDaysAgo, "approved")
		s.session(now.Add(-time.Minute), "rejected")
		f, err = svc.Days(ctx, s.p, 7)
		require.NoError(t, err)
		require.Equal(t, 3, day(f, "2026-11-23").Started, "a kept day is read from the rollup")
		require.Equal(t, overview.Day{Date: "2026-11-26", Started: 2, Rejected: 1}, day(f, "2026-11-26"))

		// A longer period counts the days it has not kept yet.
		f, err = svc.Days(ctx, s.p, 30)
		require.NoError(t, err)
		require.Equal(t, overview.Day{Date: "2026-11-18", Started: 1, Approved: 1}, day(f, "2026-11-18"))
		require.Equal(t, 3, day(f, "2026-11-23").Started)

		// Just after midnight, yesterday is still counted live (Grace).
		clk.Set(time.Date(2026, 11, 27, 0, 2, 0, 0, time.UTC))
		s.session(time.Date(2026, 11, 26, 23, 59, 59, 0, time.UTC), "")
		f, err = svc.Days(ctx, s.p, 2)
		require.NoError(t, err)
		require.Equal(t, 3, day(f, "2026-11-26").Started, "a write stamped before midnight that commits after it counts")
		clk.Set(time.Date(2026, 11, 27, 0, 10, 0, 0, time.UTC))
		f, err = svc.Days(ctx, s.p, 2)
		require.NoError(t, err)
		require.Equal(t, 3, day(f, "2026-11-26").Started)

		// Each organization sees its own.
		f, err = svc.Days(ctx, other.p, 7)
		require.NoError(t, err)
		require.Equal(t, 1, day(f, "2026-11-25").Rejected)
		require.Len(t, f.Flows, 1)
		require.Equal(t, int64(99), f.Flows[0].In)

		for _, n := range []int{0, -1, overview.MaxDays + 1} {
			_, err := svc.Days(ctx, s.p, n)
			require.Error(t, err)
		}

		// The review queue.
		n, oldest, err := svc.Queue(ctx, s.p)
		require.NoError(t, err)
		require.Zero(t, n)
		require.Nil(t, oldest)
		since := now.Add(-30 * time.Minute)
		res, err := d.NewUpdate().Table("sessions").Set("status = 'requires_review'").Set("review_since = ?", since).
			Where("organization_id = ? AND created_at = ?", s.p.OrganizationID, now.Add(-time.Hour)).Exec(ctx)
		require.NoError(t, err)
		affected, _ := res.RowsAffected()
		require.EqualValues(t, 1, affected)
		n, oldest, err = svc.Queue(ctx, s.p)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.True(t, since.Equal(*oldest), "%v", oldest)
	})
}

// Callers asking for the same organization's same days while a read of
// them runs share it; another organization's, or other days', are read on
// their own at once; a caller that leaves stops waiting while the read goes
// on for the others.
func TestConcurrentReadsOfTheSameDaysAreShared(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC)
		svc := overview.New(d, (&clock{t: now}).Now)
		s, other := newSeed(t, d, "acme"), newSeed(t, d, "other")
		s.session(now.Add(-time.Hour), "approved")
		other.session(now.Add(-time.Hour), "rejected")
		// Every past day is kept first, so that each read below is one
		// statement.
		for _, p := range []auth.Principal{s.p, other.p} {
			_, err := svc.Days(ctx, p, 7)
			require.NoError(t, err)
		}

		hold := &holdDays{org: s.p.OrganizationID, reached: make(chan struct{}), release: make(chan struct{})}
		d.AddQueryHook(hold)
		const callers = 8
		type result struct {
			f   *overview.Figures
			err error
		}
		results := make(chan result, callers)
		read := func() {
			f, err := svc.Days(ctx, s.p, 7)
			results <- result{f, err}
		}
		// soon fails the test when ch gives nothing within ten seconds
		// (a read waiting for one it should not share).
		soon := func(ch <-chan struct{}, what string) {
			t.Helper()
			select {
			case <-ch:
			case <-time.After(10 * time.Second):
				t.Fatal(what)
			}
		}
		go read()
		soon(hold.reached, "the first read did not start") // it runs, and waits
		for range callers - 1 {
			go read()
		}

		// Another organization's days, and other days of the same one, do
		// not wait for it; nor does a caller that leaves.
		done := make(chan struct{})
		go func() {
			defer close(done)
			f, err := svc.Days(ctx, other.p, 7)
			if assert.NoError(t, err) {
				assert.Equal(t, overview.Day{Date: "2026-11-26", Started: 1, Rejected: 1}, day(f, "2026-11-26"))
			}
			f, err = svc.Days(ctx, s.p, 3)
			if assert.NoError(t, err) {
				assert.Equal(t, overview.Day{Date: "2026-11-26", Started: 1, Approved: 1}, day(f, "2026-11-26"))
			}
			gone, cancel := context.WithCancel(ctx)
			cancel()
			_, err = svc.Days(gone, s.p, 7)
			assert.ErrorIs(t, err, context.Canceled)
		}()
		soon(done, "a read waited for another organization's, other days', or for a caller that left")

		time.Sleep(100 * time.Millisecond) // the other callers join the read
		close(hold.release)
		for range callers {
			select {
			case r := <-results:
				require.NoError(t, r.err)
				require.Equal(t, overview.Day{Date: "2026-11-26", Started: 1, Approved: 1}, day(r.f, "2026-11-26"))
			case <-time.After(10 * time.Second):
				t.Fatal("a caller got no answer")
			}
		}
		require.Less(t, int(hold.reads.Load()), callers, "the callers shared reads")
	})
}

// holdDays holds the first read of an organization's 7 days until released,
// and counts the reads of them.
type holdDays struct {
	org              string
	reads            atomic.Int32
	reached, release chan struct{}
}

func (h *holdDays) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.Contains(e.Query, "FROM daily_figures") && strings.Contains(e.Query, h.org) && strings.Contains(e.Query, "2026-11-20") {
		if h.reads.Add(1) == 1 {
			close(h.reached)
			<-h.release
		}
	}
	return ctx
}

func (h *holdDays) AfterQuery(context.Context, *bun.QueryEvent) {}
