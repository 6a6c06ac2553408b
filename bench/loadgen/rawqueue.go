package loadgen

import (
	"context"
	"database/sql"
	"log"
	"sync"
	"time"
)

// The raw baseline's queue, for a like-for-like comparison (-queue): a
// payout's request queues its submission as a row of bench_jobs (a table
// shaped as Meridian's jobs, which Meridian's queue never claims), and as
// many workers as Meridian's queue has (4) claim the due rows, as many as
// are free in one statement (FOR UPDATE SKIP LOCKED), and run each
// submission with its job's completion in one transaction, while the run
// lasts. What a submission does is the benchmark's (Submit); each does
// what Meridian's submission of a test payout does, in plain SQL.
//
// Without -queue the baseline stops at the request's transaction, and its
// job row is inserted as already completed (the insert's cost alone).

// Submit is a submission's work inside its transaction; args are the
// job's arguments.
type Submit func(ctx context.Context, tx *sql.Tx, args string) error

const rawWorkers = 4

type rawQueue struct {
	raw    *sql.DB
	submit Submit
	wake   chan struct{}
	stop   context.CancelFunc
	done   sync.WaitGroup
}

// Queue gives the baseline its queue and the submission its workers run,
// when the run asked for it (-queue); the benchmark calls it once, before
// Compare.
func (b *Bench) Queue(submit Submit) {
	if !b.queue {
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	// A run starts with an empty queue: one stopped before left its jobs.
	if _, err := b.Raw.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS bench_jobs (LIKE jobs INCLUDING ALL);
		TRUNCATE bench_jobs`); err != nil {
		log.Fatal(err)
	}
	q := &rawQueue{raw: b.Raw, submit: submit, wake: make(chan struct{}, 1), stop: stop}
	b.rawQueue = q
	q.done.Go(func() { q.run(ctx) })
}

// stopQueue stops the baseline's queue and waits for its workers.
func (b *Bench) stopQueue() {
	if q := b.rawQueue; q != nil {
		q.stop()
		q.done.Wait()
	}
}

// CommitWithJob inserts, in tx, the job a raw payout's request queues
// (with the baseline's queue a submission to work, without it a row
// already completed), commits tx, and wakes the queue if it has one.
func (b *Bench) CommitWithJob(ctx context.Context, tx *sql.Tx, args string, now time.Time) error {
	q := `INSERT INTO jobs (kind, args, state, attempt, max_attempts, run_at, created_at) VALUES ('bench.noop', $1, 'completed', 0, 25, $2, $2)`
	if b.rawQueue != nil {
		q = `INSERT INTO bench_jobs (kind, args, state, attempt, max_attempts, run_at, created_at) VALUES ('bench.submit', $1, 'available', 0, 25, $2, $2)`
	}
	if _, err := tx.ExecContext(ctx, q, args, now); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if b.rawQueue != nil {
		select {
		case b.rawQueue.wake <- struct{}{}:
		default:
		}
	}
	return nil
}

// RawSettlement inserts, in tx, the settlement a submission queues, as a
// row already completed: settlements fall due after the window (the
// sandbox's delay), on both sides.
func RawSettlement(ctx context.Context, tx *sql.Tx, args string, runAt time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO bench_jobs (kind, args, state, attempt, max_attempts, run_at, created_at)
		VALUES ('bench.settle', $1, 'completed', 0, 25, $2, $3)`, args, runAt, time.Now().UTC())
	return err
}

// run claims due jobs whenever a worker is free, as many as are free, and
// works each in its own goroutine.
func (q *rawQueue) run(ctx context.Context) {
	free := make(chan struct{}, rawWorkers)
	for range rawWorkers {
		free <- struct{}{}
	}
	for {
		select {
		case <-free:
		case <-ctx.Done():
			return
		}
		n := 1
	more:
		for n < rawWorkers {
			select {
			case <-free:
				n++
			default:
				break more
			}
		}
		jobs := q.claim(ctx, n)
		for range n - len(jobs) {
			free <- struct{}{}
		}
		for _, j := range jobs {
			q.done.Go(func() {
				q.work(ctx, j)
				free <- struct{}{}
			})
		}
		if len(jobs) == 0 {
			select {
			case <-q.wake:
			case <-time.After(20 * time.Millisecond):
			case <-ctx.Done():
				return
			}
		}
	}
}

type rawJob struct {
	id   int64
	args string
}

func (q *rawQueue) claim(ctx context.Context, n int) []rawJob {
	rows, err := q.raw.QueryContext(ctx, `UPDATE bench_jobs SET state = 'running', attempt = attempt + 1, attempted_at = $1, attempted_by = 'bench'
		WHERE id IN (SELECT id FROM bench_jobs WHERE state = 'available' AND run_at <= $1 ORDER BY run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
		RETURNING id, args`, time.Now().UTC(), n)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		log.Fatal(err)
	}
	defer rows.Close()
	var out []rawJob
	for rows.Next() {
		var j rawJob
		if err := rows.Scan(&j.id, &j.args); err != nil {
			log.Fatal(err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
	return out
}

func (q *rawQueue) work(ctx context.Context, j rawJob) {
	tx, err := q.raw.BeginTx(ctx, nil)
	if err == nil {
		if err = q.submit(ctx, tx, j.args); err == nil {
			_, err = tx.ExecContext(ctx, `UPDATE bench_jobs SET state = 'completed', finalized_at = $1 WHERE id = $2 AND state = 'running'`,
				time.Now().UTC(), j.id)
		}
		if err == nil {
			err = tx.Commit()
		} else {
			tx.Rollback()
		}
	}
	if err != nil && ctx.Err() == nil {
		log.Fatalf("the baseline's submission of job %d: %v", j.id, err)
	}
}

// rawSettle waits, untimed, until the baseline's queue has no job due or
// running, as settle waits for Meridian's; it returns how long that took.
func (b *Bench) rawSettle(ctx context.Context) time.Duration {
	if b.rawQueue == nil {
		return 0
	}
	return b.idle(ctx, "bench_jobs", 0)
}
