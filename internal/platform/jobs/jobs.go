// Package jobs is Meridian's durable job queue, kept in the application
// database so that a job is enqueued in the same transaction as the change
// that calls for it: if the transaction rolls back, the job never exists.
//
// A job is available, running, completed or discarded. A process claims
// available jobs whose run_at has come for its free workers, as many as are
// free in one statement (FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite's
// single writer makes the claim atomic there). A handler whose work is one
// transaction may complete its job inside it (Complete), so that the outcome
// commits with the work and costs no statement of its own. A failed attempt is
// scheduled again after a capped exponential backoff with jitter, until its
// last attempt, after which it is discarded. A rescuer returns jobs left
// running by a dead worker to the queue. Periodic jobs are enqueued once per
// period across all processes. In sync mode a job also runs inline as soon as
// its transaction commits.
package jobs

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// State is where a job is in its life.
type State string

// The job states.
const (
	Available State = "available"
	Running   State = "running"
	Completed State = "completed"
	Discarded State = "discarded"
)

// Job is a row of the queue.
type Job struct {
	bun.BaseModel `bun:"table:jobs"`
	ID            int64      `bun:"id,pk,autoincrement"`
	Kind          string     `bun:"kind"`
	Args          string     `bun:"args"`
	State         State      `bun:"state"`
	Attempt       int        `bun:"attempt"`
	MaxAttempts   int        `bun:"max_attempts"`
	RunAt         time.Time  `bun:"run_at"`
	AttemptedAt   *time.Time `bun:"attempted_at"`
	AttemptedBy   *string    `bun:"attempted_by"`
	LastError     *string    `bun:"last_error"`
	UniqueKey     *string    `bun:"unique_key"`
	CreatedAt     time.Time  `bun:"created_at"`
	FinalizedAt   *time.Time `bun:"finalized_at"`

	completed bool // the handler's transaction completed the job (Complete)
}

// Handler works one job; its args are already decoded.
type Handler[T any] func(ctx context.Context, job *Job, args T) error

type permanentError struct{ err error }

func (e permanentError) Error() string { return e.err.Error() }
func (e permanentError) Unwrap() error { return e.err }

// Permanent marks err as not worth retrying: the job is discarded at once.
func Permanent(err error) error { return permanentError{err} }

// Config tunes a Client. Zero fields take the documented defaults.
type Config struct {
	// Workers is how many jobs this process runs at once (default 4).
	Workers int
	// PollInterval is how often idle workers look for due jobs (default 1s);
	// a commit that enqueues a job in this process wakes them at once.
	PollInterval time.Duration
	// JobTimeout bounds one attempt (default 1m).
	JobTimeout time.Duration
	// RescueAfter is how long a job may stay running before the rescuer
	// assumes its worker died and makes it available again (default 5m; it
	// must exceed JobTimeout).
	RescueAfter time.Duration
	// MaxAttempts is the default number of attempts (default 25).
	MaxAttempts int
	// Backoff gives the delay before the next attempt (default DefaultBackoff).
	Backoff func(attempt int) time.Duration
	// Sync runs each job inline right after its transaction commits, in the
	// committing goroutine; workers still run retries and periodic jobs.
	Sync bool
	// RetainCompleted is how long finished jobs are kept (default 24h);
	// discarded jobs are kept seven times as long.
	RetainCompleted time.Duration
	// Logger receives job failures (default slog.Default()).
	Logger *slog.Logger
	// Registerer receives the queue metrics (none when nil).
	Registerer prometheus.Registerer
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// DefaultBackoff is attempt⁴ seconds with ±10% jitter, capped at 6 hours:
// 1s, 16s, 81s, 4m, 10m, 22m, 40m, 68m, … so that 25 attempts span days.
func DefaultBackoff(attempt int) time.Duration {
	base := math.Min(math.Pow(float64(attempt), 4), (6 * time.Hour).Seconds())
	jitter := 1 + (rand.Float64()*0.2 - 0.1)
	return time.Duration(base * jitter * float64(time.Second))
}

// Client enqueues and works jobs.
type Client struct {
	db       *db.DB
	cfg      Config
	log      *slog.Logger
	id       string
	handlers map[string]func(ctx context.Context, job *Job) error
	backoffs map[string]func(attempt int) time.Duration
	leases   map[string]time.Duration
	periodic []periodicJob
	wake     chan struct{}
	metrics  *metrics

	mu      sync.Mutex
	started bool
	cancel  context.CancelFunc // stops claiming
	abort   context.CancelFunc // cancels running jobs
	wg      sync.WaitGroup
}

type periodicJob struct {
	kind  string
	every time.Duration
	args  any
}

// New returns a Client over d.
func New(d *db.DB, cfg Config) *Client {
	if cfg.Workers == 0 {
		cfg.Workers = 4
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.JobTimeout == 0 {
		cfg.JobTimeout = time.Minute
	}
	if cfg.RescueAfter == 0 {
		cfg.RescueAfter = 5 * time.Minute
	}
	if cfg.MaxAttempts == 0 {
		cfg.MaxAttempts = 25
	}
	if cfg.Backoff == nil {
		cfg.Backoff = DefaultBackoff
	}
	if cfg.RetainCompleted == 0 {
		cfg.RetainCompleted = 24 * time.Hour
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	host, _ := os.Hostname()
	c := &Client{db: d, cfg: cfg, log: cfg.Logger, id: fmt.Sprintf("%s/%d/%p", host, os.Getpid(), &cfg),
		handlers: map[string]func(context.Context, *Job) error{}, backoffs: map[string]func(int) time.Duration{},
		leases: map[string]time.Duration{},
		wake:   make(chan struct{}, 1)}
	c.metrics = newMetrics(c, cfg.Registerer)
	return c
}

// Register adds the handler for a kind of job. Call it before Start.
func Register[T any](c *Client, kind string, h Handler[T]) {
	c.handlers[kind] = func(ctx context.Context, job *Job) error {
		var args T
		if err := json.Unmarshal([]byte(job.Args), &args); err != nil {
			return Permanent(fmt.Errorf("decode args: %w", err))
		}
		return h(ctx, job, args)
	}
}

// SetBackoff gives a kind of job its own retry schedule. Call it before Start.
func (c *Client) SetBackoff(kind string, backoff func(attempt int) time.Duration) {
	c.backoffs[kind] = backoff
}

// SetLease gives a kind of job its own lease: an attempt of that kind runs
// for at most lease (its context ends then), and one still marked running
// after it is presumed orphaned by a dead process and put back by the
// rescuer, which checks at least every lease/2. Short jobs (a webhook
// delivery) thus come back within a minute of a crash instead of after
// RescueAfter. Call it before Start.
func (c *Client) SetLease(kind string, lease time.Duration) {
	c.leases[kind] = lease
}

// lease is how long an attempt of kind may run.
func (c *Client) lease(kind string) time.Duration {
	if l, ok := c.leases[kind]; ok {
		return l
	}
	return c.cfg.RescueAfter
}

// AddPeriodic enqueues a job of kind every period, once per period across
// all processes sharing the database. Call it before Start.
func (c *Client) AddPeriodic(kind string, every time.Duration, args any) {
	c.periodic = append(c.periodic, periodicJob{kind, every, args})
}

// InsertOpts are per-job options.
type InsertOpts struct {
	// MaxAttempts overrides the client's default.
	MaxAttempts int
	// RunAt delays the first attempt.
	RunAt time.Time
	// UniqueKey makes the insert a no-op when a job with this key exists.
	UniqueKey string
	// Background leaves the job to the workers even in sync mode: for work
	// the caller must not wait for, such as calls to other servers.
	Background bool
	// Failed says the caller has already made the first attempt itself and
	// it failed with this error: the job starts as its retry, after the
	// kind's backoff, and counts that attempt against MaxAttempts.
	Failed error
}

// Sync reports whether jobs run inline after their transaction commits.
func (c *Client) Sync() bool { return c.cfg.Sync }

func (c *Client) now() time.Time { return c.cfg.Now().UTC() }

// Insert enqueues a job through idb: pass the transaction of the change that
// calls for the job, and the job exists only if it commits. It returns nil
// and no error when UniqueKey names an existing job.
func (c *Client) Insert(ctx context.Context, idb bun.IDB, kind string, args any, opts *InsertOpts) (*Job, error) {
	job, inline, err := c.newJob(kind, args, opts)
	if err != nil {
		return nil, err
	}
	q := idb.NewInsert().Model(job).Returning("id")
	if job.UniqueKey != nil {
		q = q.On("CONFLICT (unique_key) DO NOTHING")
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "enqueue job")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, nil
	}
	if inline {
		claimed := *job
		db.AfterCommit(ctx, func() { c.work(context.WithoutCancel(ctx), &claimed) })
	} else {
		db.AfterCommit(ctx, c.Wake)
	}
	return job, nil
}

// Add queues a background job's insert on b, a batch of the transaction
// of the change that calls for the job, to travel with b's statements:
// for a job whose id the caller does not need. opts.Background is implied;
// UniqueKey and Failed are not taken.
func (c *Client) Add(ctx context.Context, b *db.Batch, kind string, args any, opts InsertOpts) error {
	if opts.UniqueKey != "" || opts.Failed != nil {
		return fmt.Errorf("jobs: Add takes no UniqueKey or Failed")
	}
	opts.Background = true
	job, _, err := c.newJob(kind, args, &opts)
	if err != nil {
		return err
	}
	b.Add(db.InsertOf(b.IDB(), job))
	db.AfterCommit(ctx, c.Wake)
	return nil
}

// Defer enqueues a background job in tx, the transaction of the change
// that calls for it, by a statement that rides the transaction's next
// statement or its commit (db.Batch.Defer): as Add, for a job whose insert
// can only fail with the transaction.
func (c *Client) Defer(ctx context.Context, tx bun.Tx, kind string, args any, opts InsertOpts) error {
	b := c.db.Batch(tx)
	if err := c.Add(ctx, b, kind, args, opts); err != nil {
		return err
	}
	return errs.Wrap(b.Defer(ctx), "enqueue job")
}

// newJob is a job to insert, and whether this process runs it inline
// after the commit.
func (c *Client) newJob(kind string, args any, opts *InsertOpts) (*Job, bool, error) {
	if _, ok := c.handlers[kind]; !ok {
		return nil, false, fmt.Errorf("jobs: no handler for kind %q", kind)
	}
	b, err := json.Marshal(args)
	if err != nil {
		return nil, false, fmt.Errorf("jobs: encode args: %w", err)
	}
	if opts == nil {
		opts = &InsertOpts{}
	}
	now := c.now()
	job := &Job{Kind: kind, Args: string(b), State: Available, MaxAttempts: c.cfg.MaxAttempts, RunAt: now, CreatedAt: now}
	inline := c.cfg.Sync && opts.RunAt.IsZero() && !opts.Background && opts.Failed == nil
	if opts.Failed != nil {
		msg := opts.Failed.Error()
		job.Attempt, job.AttemptedAt, job.LastError, job.RunAt = 1, &now, &msg, now.Add(c.backoff(kind)(1))
	}
	if inline {
		// Enqueued already claimed by this process, whose committing
		// goroutine runs it (no claim to write). Should the process die
		// first, the rescuer puts it back after RescueAfter.
		job.State, job.Attempt, job.AttemptedAt, job.AttemptedBy = Running, 1, &now, &c.id
	}
	if opts.MaxAttempts > 0 {
		job.MaxAttempts = opts.MaxAttempts
	}
	if !opts.RunAt.IsZero() {
		job.RunAt = opts.RunAt.UTC()
	}
	if opts.UniqueKey != "" {
		job.UniqueKey = &opts.UniqueKey
	}
	return job, inline, nil
}

// Wake tells the workers to look for due jobs now.
func (c *Client) Wake() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// Start launches the workers, the rescuer, the cleaner and the periodic
// enqueuers. It returns at once.
func (c *Client) Start(ctx context.Context) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.started {
		return
	}
	c.started = true
	loopCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	jobCtx, abort := context.WithCancel(context.WithoutCancel(ctx))
	c.cancel, c.abort = cancel, abort
	c.wg.Go(func() { c.fetchLoop(loopCtx, jobCtx) })
	check := c.cfg.RescueAfter / 4
	for _, l := range c.leases {
		check = min(check, l/2)
	}
	c.wg.Go(func() { c.every(loopCtx, check, c.maintain) })
	for _, p := range c.periodic {
		c.wg.Go(func() { c.every(loopCtx, p.every, func(ctx context.Context) { c.enqueuePeriodic(ctx, p) }) })
	}
}

// Stop stops claiming jobs and waits for running ones to finish; when ctx
// ends first, running jobs are cancelled (and retried later) and Stop
// returns ctx's error once they have returned.
func (c *Client) Stop(ctx context.Context) error {
	c.mu.Lock()
	if !c.started {
		c.mu.Unlock()
		return nil
	}
	c.cancel()
	c.mu.Unlock()
	done := make(chan struct{})
	go func() { c.wg.Wait(); close(done) }()
	select {
	case <-done:
		c.abort()
		return nil
	case <-ctx.Done():
		c.abort()
		<-done
		return ctx.Err()
	}
}

func (c *Client) every(ctx context.Context, d time.Duration, fn func(context.Context)) {
	fn(ctx)
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			fn(ctx)
		}
	}
}

// fetchLoop claims due jobs for the free worker slots, several in one
// statement when several are free, and runs each in a goroutine of its
// own; it returns when loopCtx ends and its running jobs have returned.
// While the queue has a backlog (the last claim filled every free slot)
// it claims again once half the slots are free, or batchWait after a slot
// freed, so that a busy queue claims in batches without leaving a worker
// idle for long; otherwise it waits for a wake or the poll interval.
func (c *Client) fetchLoop(loopCtx, jobCtx context.Context) {
	var running sync.WaitGroup
	defer running.Wait()
	workers := c.cfg.Workers
	slots := make(chan struct{}, workers) // one token per running job
	freed := make(chan struct{}, 1)
	batchAt := max(1, workers/2)
	backlog := false
	soon := false // the timer is set to batchWait
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-loopCtx.Done():
			return
		case <-t.C:
		case <-c.wake:
		case <-freed:
			if !backlog {
				continue
			}
			if workers-len(slots) < batchAt {
				if !soon {
					t.Reset(batchWait)
					soon = true
				}
				continue
			}
		}
		backlog, soon = false, false
		for loopCtx.Err() == nil {
			free := workers - len(slots)
			if free == 0 {
				backlog = true
				break
			}
			batch, err := c.claim(loopCtx, free)
			if err != nil {
				if loopCtx.Err() == nil {
					c.log.Error("claim job", "error", err)
				}
				break
			}
			for _, job := range batch {
				slots <- struct{}{}
				running.Go(func() {
					defer func() {
						<-slots
						select {
						case freed <- struct{}{}:
						default:
						}
					}()
					c.work(jobCtx, job)
				})
			}
			if len(batch) < free {
				break // nothing more is due
			}
		}
		t.Reset(jitter(c.cfg.PollInterval))
	}
}

// batchWait is how long a freed worker waits, with a backlog, for another
// to free before it claims alone.
const batchWait = 5 * time.Millisecond

func jitter(d time.Duration) time.Duration {
	return d - d/10 + time.Duration(rand.Int64N(int64(d/5)+1))
}

// claim takes up to n due jobs, oldest due first, in one statement.
func (c *Client) claim(ctx context.Context, n int) ([]*Job, error) {
	now := c.now()
	sub := c.db.NewSelect().Model((*Job)(nil)).Column("id").Where("state = ? AND run_at <= ?", Available, now).
		OrderExpr("run_at, id").Limit(int64(n))
	if c.db.Engine == db.Postgres {
		sub = sub.For("UPDATE SKIP LOCKED")
	}
	var rows []Job
	err := c.db.NewUpdate().Model(&rows).
		Set("state = ?", Running).Set("attempt = attempt + 1").
		Set("attempted_at = ?", now).Set("attempted_by = ?", c.id).
		Where("id IN (?)", sub).Where("state = ?", Available).
		Returning("*").Scan(ctx)
	if err != nil && !db.IsNotFound(err) {
		return nil, err
	}
	slices.SortFunc(rows, func(a, b Job) int {
		return cmp.Or(a.RunAt.Compare(b.RunAt), cmp.Compare(a.ID, b.ID))
	})
	out := make([]*Job, len(rows))
	for i := range rows {
		out[i] = &rows[i]
	}
	return out, nil
}

// Complete marks job completed inside tx, the transaction of the job's
// own changes, so that its outcome commits (or rolls back) with them; on
// PostgreSQL the statement rides the transaction's next statement or its
// commit (db.Batch.Defer). Once tx commits, the worker writes no outcome
// of its own: call it from the job's handler, last in the transaction,
// and return nil. A job a rescuer took back meanwhile is left as it is.
func (c *Client) Complete(ctx context.Context, tx bun.Tx, job *Job) error {
	q := outcome(tx, job).Set("state = ?", Completed).Set("finalized_at = ?", c.now())
	if err := c.db.Batch(tx).Add(q).Defer(ctx); err != nil {
		return errs.Wrap(err, "complete job")
	}
	db.AfterCommit(ctx, func() { job.completed = true })
	return nil
}

// work runs one attempt and records its outcome.
func (c *Client) work(ctx context.Context, job *Job) {
	start := time.Now()
	err := c.run(ctx, job)
	c.metrics.observe(job.Kind, time.Since(start))
	if job.completed {
		// The handler's transaction recorded the outcome (Complete).
		c.metrics.outcome(job.Kind, "completed")
		if err != nil {
			c.log.ErrorContext(ctx, "job failed after completing", "job_id", job.ID, "kind", job.Kind, "error", err)
		}
		return
	}
	now := c.now()
	q := outcome(c.db, job)
	var result string
	var perm permanentError
	switch {
	case err == nil:
		result = "completed"
		q = q.Set("state = ?", Completed).Set("finalized_at = ?", now)
	case errors.As(err, &perm) || job.Attempt >= job.MaxAttempts:
		result = "discarded"
		q = q.Set("state = ?", Discarded).Set("finalized_at = ?", now).Set("last_error = ?", err.Error())
		c.log.ErrorContext(ctx, "job discarded", "job_id", job.ID, "kind", job.Kind, "attempt", job.Attempt, "error", err)
	default:
		result = "retried"
		q = q.Set("state = ?", Available).Set("run_at = ?", now.Add(c.backoff(job.Kind)(job.Attempt))).Set("last_error = ?", err.Error())
		c.log.WarnContext(ctx, "job failed; will retry", "job_id", job.ID, "kind", job.Kind, "attempt", job.Attempt, "error", err)
	}
	c.metrics.outcome(job.Kind, result)
	if _, uerr := q.Exec(context.WithoutCancel(ctx)); uerr != nil {
		c.log.ErrorContext(ctx, "record job outcome", "job_id", job.ID, "error", uerr)
	}
}

// outcome is the statement that records job's attempt: it changes the
// row only while this attempt still holds it (a rescuer may have taken it
// back).
func outcome(idb bun.IDB, job *Job) *bun.UpdateQuery {
	return idb.NewUpdate().Model((*Job)(nil)).Where("id = ? AND state = ? AND attempt = ?", job.ID, Running, job.Attempt)
}

// backoff is the retry schedule of a kind of job.
func (c *Client) backoff(kind string) func(attempt int) time.Duration {
	if b, ok := c.backoffs[kind]; ok {
		return b
	}
	return c.cfg.Backoff
}

func (c *Client) run(ctx context.Context, job *Job) (err error) {
	h, ok := c.handlers[job.Kind]
	if !ok {
		return Permanent(fmt.Errorf("no handler for kind %q", job.Kind))
	}
	ctx, cancel := context.WithTimeout(ctx, min(c.cfg.JobTimeout, c.lease(job.Kind)))
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return h(ctx, job)
}

// maintain rescues stuck jobs and deletes old finished ones.
func (c *Client) maintain(ctx context.Context) {
	if _, err := c.Rescue(ctx); err != nil && ctx.Err() == nil {
		c.log.Error("rescue jobs", "error", err)
	}
	now := c.now()
	_, err := c.db.NewDelete().Model((*Job)(nil)).
		Where("(state = ? AND finalized_at < ?) OR (state = ? AND finalized_at < ?)",
			Completed, now.Add(-c.cfg.RetainCompleted), Discarded, now.Add(-7*c.cfg.RetainCompleted)).Exec(ctx)
	if err != nil && ctx.Err() == nil {
		c.log.Error("clean jobs", "error", err)
	}
}

// Rescue returns jobs running for longer than their lease (RescueAfter,
// or their kind's SetLease) to the queue (or discards them after their
// last attempt) and reports how many it moved.
func (c *Client) Rescue(ctx context.Context) (int64, error) {
	now := c.now()
	kinds := make([]string, 0, len(c.leases))
	for k := range c.leases {
		kinds = append(kinds, k)
	}
	stuck := func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("last_error = ?", "rescued: the worker running it stopped answering").
			Where("state = ?", Running).
			WhereGroup(" AND ", func(q *bun.UpdateQuery) *bun.UpdateQuery {
				if len(kinds) == 0 {
					return q.Where("attempted_at < ?", now.Add(-c.cfg.RescueAfter))
				}
				q = q.Where("kind NOT IN (?) AND attempted_at < ?", bun.In(kinds), now.Add(-c.cfg.RescueAfter))
				for _, k := range kinds {
					q = q.WhereOr("kind = ? AND attempted_at < ?", k, now.Add(-c.leases[k]))
				}
				return q
			})
	}
	var total int64
	err := c.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		discarded, err := stuck(tx.NewUpdate().Model((*Job)(nil))).
			Set("state = ?", Discarded).Set("finalized_at = ?", now).
			Where("attempt >= max_attempts").Exec(ctx)
		if err != nil {
			return err
		}
		requeued, err := stuck(tx.NewUpdate().Model((*Job)(nil))).
			Set("state = ?", Available).Set("run_at = ?", now).Exec(ctx)
		if err != nil {
			return err
		}
		a, _ := discarded.RowsAffected()
		b, _ := requeued.RowsAffected()
		total = a + b
		return nil
	})
	if err != nil {
		return 0, err
	}
	if total > 0 {
		c.log.Warn("rescued stuck jobs", "count", total)
		c.Wake()
	}
	return total, nil
}

func (c *Client) enqueuePeriodic(ctx context.Context, p periodicJob) {
	slot := c.now().Truncate(p.every)
	key := fmt.Sprintf("periodic:%s:%d", p.kind, slot.Unix())
	if _, err := c.Insert(ctx, c.db, p.kind, p.args, &InsertOpts{UniqueKey: key, MaxAttempts: 1}); err != nil && ctx.Err() == nil {
		c.log.Error("enqueue periodic job", "kind", p.kind, "error", err)
	}
}

// Get returns a job by id.
func (c *Client) Get(ctx context.Context, id int64) (*Job, error) {
	job := new(Job)
	err := c.db.NewSelect().Model(job).Where("id = ?", id).Scan(ctx)
	return job, db.Classify(err, "No such job")
}

// NextRuns returns when each of the jobs of the unique keys given that
// waits to run (available) runs next, by key; the others are left out. One
// statement, none for no keys.
func (c *Client) NextRuns(ctx context.Context, keys []string) (map[string]time.Time, error) {
	out := map[string]time.Time{}
	if len(keys) == 0 {
		return out, nil
	}
	var js []Job
	err := c.db.NewSelect().Model(&js).Column("unique_key", "run_at").Where("unique_key IN (?) AND state = ?", bun.In(keys), Available).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "read jobs")
	}
	for _, j := range js {
		out[*j.UniqueKey] = j.RunAt.UTC()
	}
	return out, nil
}
