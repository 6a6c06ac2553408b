package jobs_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/jobs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

type countArgs struct {
	N int `json:"n"`
}

func fast(cfg jobs.Config) jobs.Config {
	cfg.Logger = slog.New(slog.DiscardHandler)
	cfg.PollInterval = 20 * time.Millisecond
	cfg.Backoff = func(int) time.Duration { return 0 }
	return cfg
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func countState(t *testing.T, d *db.DB, state jobs.State) int {
	n, err := d.NewSelect().Model((*jobs.Job)(nil)).Where("state = ?", state).Count(context.Background())
	require.NoError(t, err)
	return int(n)
}

func TestNoJobRunsTwice(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var runs sync.Map
		var total atomic.Int64
		newClient := func() *jobs.Client {
			c := jobs.New(d, fast(jobs.Config{Workers: 2}))
			jobs.Register(c, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
				v, _ := runs.LoadOrStore(a.N, new(atomic.Int64))
				v.(*atomic.Int64).Add(1)
				total.Add(1)
				time.Sleep(time.Millisecond)
				return nil
			})
			return c
		}
		a, b := newClient(), newClient()
		for i := range 100 {
			_, err := a.Insert(ctx, d, "count", countArgs{N: i}, nil)
			require.NoError(t, err)
		}
		a.Start(ctx)
		b.Start(ctx)
		waitFor(t, "100 completed jobs", func() bool { return countState(t, d, jobs.Completed) == 100 })
		require.NoError(t, a.Stop(ctx))
		require.NoError(t, b.Stop(ctx))
		require.EqualValues(t, 100, total.Load())
		for i := range 100 {
			v, ok := runs.Load(i)
			require.True(t, ok, "job %d ran", i)
			require.EqualValues(t, 1, v.(*atomic.Int64).Load(), "job %d ran once", i)
		}
	})
}

func TestRescuerRequeuesJobOfDeadWorker(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var ran atomic.Int64
		handler := func(ctx context.Context, job *jobs.Job, a countArgs) error {
			ran.Add(1)
			return nil
		}
		// The first worker claims the job and dies: its stopped job context
		// never finishes the job. Simulate with a handler that blocks until the
		// client is torn down, then make the row look abandoned.
		dead := jobs.New(d, fast(jobs.Config{Workers: 1}))
		block := make(chan struct{})
		claimed := make(chan struct{}, 1)
		jobs.Register(dead, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			claimed <- struct{}{}
			<-block
			return errors.New("killed")
		})
		job, err := dead.Insert(ctx, d, "count", countArgs{}, nil)
		require.NoError(t, err)
		dead.Start(ctx)
		<-claimed
		// A second process whose clock is 10 minutes ahead sees the job as stuck.
		later := func() time.Time { return time.Now().Add(10 * time.Minute) }
		live := jobs.New(d, fast(jobs.Config{Workers: 1, Now: later, RescueAfter: 5 * time.Minute}))
		jobs.Register(live, "count", handler)
		n, err := live.Rescue(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n)
		live.Start(ctx)
		waitFor(t, "the rescued job to complete", func() bool {
			j, err := live.Get(ctx, job.ID)
			require.NoError(t, err)
			return j.State == jobs.Completed
		})
		j, _ := live.Get(ctx, job.ID)
		require.Equal(t, 2, j.Attempt)
		require.EqualValues(t, 1, ran.Load())
		close(block)
		require.NoError(t, dead.Stop(ctx))
		j, _ = live.Get(ctx, job.ID)
		require.Equal(t, jobs.Completed, j.State, "the dead worker's late outcome does not overwrite the rescued run")
		require.NoError(t, live.Stop(ctx))
	})
}

// A kind with a short lease comes back as soon as its lease is over; a
// job of another kind, as old, waits for RescueAfter.
func TestLeasesPerKind(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		noop := func(context.Context, *jobs.Job, countArgs) error { return nil }
		at := time.Now()
		clock := func() time.Time { return at }
		c := jobs.New(d, fast(jobs.Config{Workers: 1, Now: clock, RescueAfter: 5 * time.Minute}))
		jobs.Register(c, "short", noop)
		jobs.Register(c, "long", noop)
		c.SetLease("short", 30*time.Second)
		var ids []int64
		for _, kind := range []string{"short", "long"} {
			j, err := c.Insert(ctx, d, kind, countArgs{}, nil)
			require.NoError(t, err)
			ids = append(ids, j.ID)
		}
		// Both claimed by a process that then died.
		_, err := d.NewUpdate().Table("jobs").Set("state = ?", jobs.Running).Set("attempt = 1").Set("attempted_at = ?", at.UTC()).
			Set("attempted_by = 'dead'").Where("id IN (?)", bun.In(ids)).Exec(ctx)
		require.NoError(t, err)

		at = at.Add(29 * time.Second)
		n, err := c.Rescue(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "within the lease")
		at = at.Add(2 * time.Second)
		n, err = c.Rescue(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n, "the short job's lease is over, not the long job's")
		short, _ := c.Get(ctx, ids[0])
		long, _ := c.Get(ctx, ids[1])
		require.Equal(t, jobs.Available, short.State)
		require.Equal(t, jobs.Running, long.State)
		at = at.Add(5 * time.Minute)
		n, err = c.Rescue(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n)
	})
}

func TestFailingJobIsDiscardedAfterLastAttempt(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var attempts atomic.Int64
		c := jobs.New(d, fast(jobs.Config{Workers: 1, MaxAttempts: 3}))
		jobs.Register(c, "fail", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			attempts.Add(1)
			return errors.New("provider down")
		})
		job, err := c.Insert(ctx, d, "fail", countArgs{}, nil)
		require.NoError(t, err)
		c.Start(ctx)
		waitFor(t, "discard", func() bool {
			j, _ := c.Get(ctx, job.ID)
			return j.State == jobs.Discarded
		})
		require.NoError(t, c.Stop(ctx))
		j, _ := c.Get(ctx, job.ID)
		require.Equal(t, 3, j.Attempt)
		require.EqualValues(t, 3, attempts.Load())
		require.NotNil(t, j.LastError)
		require.Contains(t, *j.LastError, "provider down")
		require.NotNil(t, j.FinalizedAt)
	})
}

func TestPermanentErrorDiscardsAtOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := jobs.New(d, fast(jobs.Config{Workers: 1, Sync: true}))
		jobs.Register(c, "bad", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			return jobs.Permanent(errors.New("cannot ever work"))
		})
		var job *jobs.Job
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			var err error
			job, err = c.Insert(ctx, tx, "bad", countArgs{}, nil)
			return err
		}))
		j, _ := c.Get(ctx, job.ID)
		require.Equal(t, jobs.Discarded, j.State)
		require.Equal(t, 1, j.Attempt)
	})
}

func TestRolledBackJobNeverRuns(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var ran atomic.Int64
		c := jobs.New(d, fast(jobs.Config{Workers: 2, Sync: true}))
		jobs.Register(c, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			ran.Add(1)
			return nil
		})
		c.Start(ctx)
		rollback := errors.New("rollback")
		err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := c.Insert(ctx, tx, "count", countArgs{N: 1}, nil)
			require.NoError(t, err)
			return rollback
		})
		require.ErrorIs(t, err, rollback)
		// A job committed after it runs, so the workers have had their chance.
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := c.Insert(ctx, tx, "count", countArgs{N: 2}, nil)
			return err
		}))
		waitFor(t, "the committed job", func() bool { return countState(t, d, jobs.Completed) == 1 })
		require.NoError(t, c.Stop(ctx))
		require.EqualValues(t, 1, ran.Load())
		n, err := d.NewSelect().Model((*jobs.Job)(nil)).Count(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n, "the rolled back job left no row")
	})
}

func TestSyncModeRunsJobBeforeTxReturns(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var ran atomic.Int64
		c := jobs.New(d, fast(jobs.Config{Sync: true}))
		jobs.Register(c, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			// Enqueued already claimed: no worker or rescuer takes it meanwhile.
			row, err := c.Get(ctx, job.ID)
			require.NoError(t, err)
			require.Equal(t, jobs.Running, row.State)
			require.Equal(t, 1, row.Attempt)
			require.NotNil(t, row.AttemptedBy)
			ran.Add(1)
			return nil
		})
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := c.Insert(ctx, tx, "count", countArgs{}, nil)
			require.Zero(t, ran.Load(), "not before the commit")
			return err
		}))
		require.EqualValues(t, 1, ran.Load())
		require.Equal(t, 1, countState(t, d, jobs.Completed))
	})
}

func TestPeriodicJobRunsOncePerPeriodAcrossClients(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var ran atomic.Int64
		var clients []*jobs.Client
		// One instant for every client, so that all see the same period.
		instant := time.Date(2026, 11, 22, 10, 30, 0, 0, time.UTC)
		for range 3 {
			c := jobs.New(d, fast(jobs.Config{Workers: 1, Now: func() time.Time { return instant }}))
			jobs.Register(c, "sweep", func(ctx context.Context, job *jobs.Job, a countArgs) error {
				ran.Add(1)
				return nil
			})
			c.AddPeriodic("sweep", time.Hour, countArgs{})
			clients = append(clients, c)
		}
		for _, c := range clients {
			c.Start(ctx)
		}
		waitFor(t, "the periodic job", func() bool { return ran.Load() >= 1 })
		time.Sleep(100 * time.Millisecond)
		for _, c := range clients {
			require.NoError(t, c.Stop(ctx))
		}
		require.EqualValues(t, 1, ran.Load())
	})
}

func TestStopWaitsForRunningJobs(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		started := make(chan struct{})
		c := jobs.New(d, fast(jobs.Config{Workers: 1}))
		jobs.Register(c, "slow", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			close(started)
			time.Sleep(200 * time.Millisecond)
			return nil
		})
		_, err := c.Insert(ctx, d, "slow", countArgs{}, nil)
		require.NoError(t, err)
		c.Start(ctx)
		<-started
		require.NoError(t, c.Stop(ctx))
		require.Equal(t, 1, countState(t, d, jobs.Completed))
	})
}

func TestDefaultBackoffGrowsAndIsCapped(t *testing.T) {
	t.Parallel()
	prev := time.Duration(0)
	for attempt := 1; attempt <= 10; attempt++ {
		d := jobs.DefaultBackoff(attempt)
		base := time.Duration(attempt*attempt*attempt*attempt) * time.Second
		require.InDelta(t, float64(base), float64(d), float64(base)/10+1, "attempt %d", attempt)
		require.Greater(t, d, prev/2)
		prev = d
	}
	require.LessOrEqual(t, jobs.DefaultBackoff(100), 6*time.Hour+36*time.Minute)
}

func TestBackgroundJobsSkipTheInlineRun(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		release := make(chan struct{})
		var ran atomic.Int64
		c := jobs.New(d, fast(jobs.Config{Sync: true, Workers: 1}))
		jobs.Register(c, "call", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			<-release
			ran.Add(1)
			return nil
		})
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := c.Insert(ctx, tx, "call", countArgs{}, &jobs.InsertOpts{Background: true})
			return err
		}), "the commit does not wait for a background job")
		c.Start(ctx)
		close(release)
		waitFor(t, "a worker to run it", func() bool { return ran.Load() == 1 })
		require.NoError(t, c.Stop(ctx))
	})
}

// With a backlog, the free workers' jobs are claimed in one statement
// (they share their attempted_at), and no more run at once than there are
// workers; each job still runs once.
func TestBacklogIsClaimedInBatches(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		release := make(chan struct{})
		var running, most, total atomic.Int64
		c := jobs.New(d, fast(jobs.Config{Workers: 4}))
		jobs.Register(c, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			n := running.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			<-release
			running.Add(-1)
			total.Add(1)
			return nil
		})
		for i := range 20 {
			_, err := c.Insert(ctx, d, "count", countArgs{N: i}, nil)
			require.NoError(t, err)
		}
		c.Start(ctx)
		waitFor(t, "four running jobs", func() bool { return running.Load() == 4 })
		var claimed []jobs.Job
		require.NoError(t, d.NewSelect().Model(&claimed).Where("state = ?", jobs.Running).Scan(ctx))
		require.Len(t, claimed, 4)
		for _, j := range claimed[1:] {
			require.True(t, j.AttemptedAt.Equal(*claimed[0].AttemptedAt), "claimed together")
		}
		close(release)
		waitFor(t, "20 completed jobs", func() bool { return countState(t, d, jobs.Completed) == 20 })
		require.NoError(t, c.Stop(ctx))
		require.EqualValues(t, 20, total.Load())
		require.EqualValues(t, 4, most.Load(), "never more running than workers")
	})
}

// A handler that completes its job in its own transaction: the outcome
// commits with the handler's changes, the worker writes none of its own
// (an error returned afterwards does not bring the job back), and a
// rolled-back transaction leaves the job to be retried.
func TestCompleteInTheHandlersTransaction(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var attempts atomic.Int64
		outcomes := &countRetries{}
		d.AddQueryHook(outcomes)
		c := jobs.New(d, fast(jobs.Config{Workers: 2}))
		jobs.Register(c, "marker", func(ctx context.Context, job *jobs.Job, a countArgs) error { return nil })
		jobs.Register(c, "count", func(ctx context.Context, job *jobs.Job, a countArgs) error {
			n := attempts.Add(1)
			err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				if _, err := c.Insert(ctx, tx, "marker", countArgs{N: int(n)}, &jobs.InsertOpts{RunAt: time.Now().Add(time.Hour)}); err != nil {
					return err
				}
				if err := c.Complete(ctx, tx, job); err != nil {
					return err
				}
				if n == 1 {
					return errors.New("rolled back after completing")
				}
				return nil
			})
			if err != nil {
				return err
			}
			return errors.New("an error after the commit")
		})
		job, err := c.Insert(ctx, d, "count", countArgs{}, nil)
		require.NoError(t, err)
		c.Start(ctx)
		waitFor(t, "the job to complete", func() bool { return countState(t, d, jobs.Completed) == 1 })
		require.NoError(t, c.Stop(ctx))
		j, err := c.Get(ctx, job.ID)
		require.NoError(t, err)
		require.Equal(t, jobs.Completed, j.State)
		require.Equal(t, 2, j.Attempt, "the rolled-back first attempt was retried")
		require.NotNil(t, j.FinalizedAt)
		require.NotNil(t, j.LastError, "the first attempt's error")
		require.Contains(t, *j.LastError, "rolled back after completing")
		var markers []jobs.Job
		require.NoError(t, d.NewSelect().Model(&markers).Where("kind = 'marker'").Scan(ctx))
		require.Len(t, markers, 1, "only the committed attempt's change")
		require.JSONEq(t, `{"n":2}`, markers[0].Args)
		require.EqualValues(t, 2, attempts.Load(), "the error after the commit did not bring it back")
		require.EqualValues(t, 1, outcomes.n.Load(), "the worker wrote the first attempt's outcome only")
	})
}

// countRetries counts the statements that record a job's failed attempt
// (not the rescuer's, which name no job).
type countRetries struct{ n atomic.Int64 }

func (h *countRetries) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (h *countRetries) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.HasPrefix(e.Query, `UPDATE "jobs"`) && strings.Contains(e.Query, "last_error = ") &&
		strings.Contains(e.Query, "WHERE (id = ") {
		h.n.Add(1)
	}
}
