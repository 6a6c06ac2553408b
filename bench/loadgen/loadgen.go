// Package loadgen holds what the money benchmarks share: organizations
// with funded wallets made through a running server, JSON posts to it, and
// a closed-loop runner that measures throughput and latency.
package loadgen

import (
	"github.com/meridianhq/meridian/bench/dbstats"

	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

var client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}

// Org is a benchmark organization: its principal, a test key and the ids
// of the accounts a benchmark touches, in the order of the specs given.
type Org struct {
	P        auth.Principal
	Key      string
	Accounts []string
}

// Orgs makes count organizations with a test key each, ensures their
// accounts for specs, and funds their USD wallet through the server.
func Orgs(ctx context.Context, d *db.DB, server string, count int, specs ...ledger.Spec) []Org {
	orgSvc := orgs.New(d, orgs.Config{})
	svc := auth.New(d, auth.Config{Orgs: orgSvc})
	l := ledger.New(d)
	out := make([]Org, count)
	for i := range out {
		o, err := orgSvc.Create(ctx, fmt.Sprintf("bench-%d-%s", i, RandHex(4)))
		if err != nil {
			log.Fatal(err)
		}
		key, _, err := svc.CreateKey(ctx, o.ID, auth.Test, "loadgen")
		if err != nil {
			log.Fatal(err)
		}
		p := auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
		accts, err := l.Ensure(ctx, d, p, specs...)
		if err != nil {
			log.Fatal(err)
		}
		out[i] = Org{P: p, Key: key}
		for _, a := range accts {
			out[i].Accounts = append(out[i].Accounts, a.ID)
		}
		if _, err := Post(server, key, "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": int64(1e15)}); err != nil {
			log.Fatal(err)
		}
	}
	return out
}

// RandHex is n random bytes in hex.
func RandHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Post sends body as JSON with key and returns the response body; a status
// of 300 or more is an error.
func Post(server, key, path string, body any) ([]byte, error) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", server+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+key)
	res, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var buf bytes.Buffer
	buf.ReadFrom(res.Body)
	if res.StatusCode >= 300 {
		return nil, fmt.Errorf("%s: %d %s", path, res.StatusCode, buf.String())
	}
	return buf.Bytes(), nil
}

// Result is one run's measure.
type Result struct {
	PerSec   float64
	P50, P99 time.Duration
	Errors   int
}

// Run does operations 0 … n-1 with c concurrent clients, each taking the
// next operation when done with its last, and measures.
func Run(c, n int, do func(i int) error) Result {
	work := make(chan int, n)
	for i := range n {
		work <- i
	}
	close(work)
	lat := make([][]time.Duration, c)
	errs := make([]int, c)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range c {
		wg.Go(func() {
			for j := range work {
				t := time.Now()
				if err := do(j); err != nil {
					if errs[i] == 0 {
						fmt.Fprintln(os.Stderr, "error:", err)
					}
					errs[i]++
					continue
				}
				lat[i] = append(lat[i], time.Since(t))
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all []time.Duration
	total := 0
	for i := range lat {
		all = append(all, lat[i]...)
		total += errs[i]
	}
	pct := func(p float64) time.Duration { return Percentile(all, p).Round(100 * time.Microsecond) }
	return Result{PerSec: float64(len(all)) / elapsed.Seconds(), P50: pct(0.5), P99: pct(0.99), Errors: total}
}

// header prints the table's header; unit names what is counted ("ex", "wd").
func header(unit string) {
	fmt.Printf("%-8s %7s %14s %10s %10s %14s %10s %10s %7s\n", "orgs", "clients", "meridian "+unit+"/s", "p50", "p99",
		"raw SQL "+unit+"/s", "p50", "p99", "ratio")
}

// row prints Meridian's and the baseline's results side by side, and their ratio.
func row(scenario string, c int, m, r Result) {
	fmt.Printf("%-8s %7d %14.0f %10s %10s %14.0f %10s %10s %7.2f\n", scenario, c, m.PerSec, m.P50, m.P99,
		r.PerSec, r.P50, r.P99, m.PerSec/r.PerSec)
	if m.Errors+r.Errors > 0 {
		fmt.Printf("         errors: meridian %d, raw %d\n", m.Errors, r.Errors)
	}
}

// Bench is a money benchmark: Meridian over HTTP beside a raw SQL baseline
// on the same PostgreSQL database, for one hot organization and for many.
type Bench struct {
	Server   string
	DB       *db.DB  // Meridian's database package, to set organizations up
	Raw      *sql.DB // the baseline's plain database/sql
	n        int
	clients  string
	orgCount int
	rounds   int            // runs of each side per scenario and level, alternating which goes first
	warmup   int            // untimed operations of each side per scenario first
	stats    *dbstats.Stats // Meridian's round trips and queries, and PostgreSQL's statements
	rawStats *dbstats.Stats // PostgreSQL's statements only
	top      int
	only     string // "hot" or "spread" to run one scenario; empty for both
	queue    bool   // the baseline queues and works its payouts' submissions (rawqueue.go)
	rawQueue *rawQueue
}

// Setup reads the benchmark's flags (what names its operations, for their
// help) and opens the database both sides use.
func Setup(what string) *Bench {
	dsn := flag.String("database", "", "PostgreSQL URL of the database the server uses")
	b := &Bench{}
	flag.StringVar(&b.Server, "server", "http://127.0.0.1:18080", "Meridian base URL")
	flag.IntVar(&b.n, "n", 3000, what+" per run")
	flag.StringVar(&b.clients, "clients", "8,32", "concurrent clients, comma-separated")
	flag.IntVar(&b.orgCount, "orgs", 100, "organizations of the spread scenario")
	flag.IntVar(&b.rounds, "rounds", 3, "runs of Meridian and the baseline per scenario and level, alternating which goes first; the ratio is their median")
	flag.IntVar(&b.warmup, "warmup", 200, "untimed operations of each side per scenario first, at the highest level (connections opened, caches filled)")
	flag.StringVar(&b.only, "only", "", `"hot" or "spread" to run that scenario alone (both when empty)`)
	flag.BoolVar(&b.queue, "queue", false, "the baseline queues each payout's submission and works it while the run lasts, as Meridian does (a like-for-like baseline)")
	debug := flag.String("debug", "", "base URL of Meridian's -pprof address, to print its round trips and queries per operation")
	flag.IntVar(&b.top, "statements", 8, "how many of the top statements to print per run (0: no database work printed)")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("-database is required")
	}
	var err error
	if b.top > 0 {
		if b.stats, err = dbstats.Open(*dsn, *debug); err != nil {
			log.Fatal(err)
		}
		b.rawStats, _ = dbstats.Open(*dsn, "")
	}
	if b.DB, err = db.Open(context.Background(), db.Options{URL: *dsn, MaxOpenConns: 64}); err != nil {
		log.Fatal(err)
	}
	b.Raw = sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(*dsn)))
	b.Raw.SetMaxOpenConns(64)
	b.Raw.SetMaxIdleConns(64)
	return b
}

func (b *Bench) mark(s *dbstats.Stats) dbstats.Mark {
	if s == nil {
		return dbstats.Mark{}
	}
	return s.Start()
}

func (b *Bench) since(s *dbstats.Stats, m dbstats.Mark) dbstats.Report {
	if s == nil {
		return dbstats.Report{}
	}
	return s.Since(m, b.n, b.top)
}

// Compare makes the organizations (their accounts for specs), then, for
// the hot one and the spread ones at each client count, runs n operations
// of Meridian's and n of the baseline's and prints them side by side. Each
// side's function prepares a run (not timed) and returns its operation.
func (b *Bench) Compare(name, unit string, specs []ledger.Spec, meridian, raw func(orgs []Org, n int) func(i int) error) {
	ctx := context.Background()
	type scenario struct {
		name string
		orgs []Org
	}
	var scenarios []scenario
	if b.only != "spread" {
		scenarios = append(scenarios, scenario{"1 (hot)", Orgs(ctx, b.DB, b.Server, 1, specs...)})
	}
	if b.only != "hot" {
		scenarios = append(scenarios, scenario{strconv.Itoa(b.orgCount), Orgs(ctx, b.DB, b.Server, b.orgCount, specs...)})
	}
	queue := ""
	if b.rawQueue != nil {
		queue = " -queue"
	}
	fmt.Printf("command: %s -n %d -clients %s -orgs %d%s   (PostgreSQL, %s)\n", name, b.n, b.clients, b.orgCount, queue, time.Now().UTC().Format("2006-01-02"))
	if b.rawQueue != nil {
		fmt.Println("the baseline queues each payout's submission and its workers make it while the run lasts, as Meridian's queue does")
	}
	header(unit)
	levels := Levels(b.clients)
	for _, scenario := range scenarios {
		if b.warmup > 0 {
			Run(slices.Max(levels), b.warmup, meridian(scenario.orgs, b.warmup))
			b.settle(ctx)
			Run(slices.Max(levels), b.warmup, raw(scenario.orgs, b.warmup))
			b.rawSettle(ctx)
		}
		for _, c := range levels {
			b.level(ctx, scenario.name, scenario.orgs, c, unit, meridian, raw)
		}
	}
	if err := ledger.Verify(ctx, b.DB); err != nil {
		log.Fatal(err)
	}
	fmt.Println("ledger verified after every run: each transaction balances, each balance is the sum of its entries, none overdrawn")
}

// level runs one scenario's rounds at c clients and prints each round's
// row (the database work of the first), and their median ratio. After
// each Meridian run its job queue is left to finish, untimed (settle).
func (b *Bench) level(ctx context.Context, scenario string, orgs []Org, c int, unit string, meridian, raw func(orgs []Org, n int) func(i int) error) {
	type run struct {
		Result
		work   dbstats.Report
		behind time.Duration
	}
	var ms, rs []run
	ratios := Rounds(b.rounds, func(int) float64 {
		op := meridian(orgs, b.n)
		mark := b.mark(b.stats)
		m := run{Result: Run(c, b.n, op)}
		m.work = b.since(b.stats, mark)
		m.behind = b.settle(ctx)
		ms = append(ms, m)
		return m.PerSec
	}, func(int) float64 {
		op := raw(orgs, b.n)
		mark := b.mark(b.rawStats)
		r := run{Result: Run(c, b.n, op)}
		r.work = b.since(b.rawStats, mark)
		r.behind = b.rawSettle(ctx)
		rs = append(rs, r)
		return r.PerSec
	})
	for i := range ratios {
		row(scenario, c, ms[i].Result, rs[i].Result)
		if m := ms[i]; m.behind > 100*time.Millisecond {
			fmt.Printf("         Meridian's queue finished its work %.1f s after the run", m.behind.Seconds())
			switch done := float64(b.n - m.Errors); {
			case m.behind >= settleLimit:
				fmt.Print(" (the wait gave up: it had not finished)")
			case sandboxDelay() > 0 && done > 0:
				fmt.Printf(": %.0f %s/s over the run and its queue", done/(done/m.PerSec+m.behind.Seconds()), unit)
			}
			fmt.Println()
		}
		if r := rs[i]; r.behind > 100*time.Millisecond {
			fmt.Printf("         the baseline's queue finished its work %.1f s after the run\n", r.behind.Seconds())
		}
		if b.top > 0 && i == 0 {
			fmt.Print("  Meridian")
			ms[i].work.Print(unit)
			fmt.Print("  raw SQL")
			rs[i].work.Print(unit)
		}
	}
	if len(ratios) > 1 {
		fmt.Printf("%-8s %7d %s %7.2f  (Meridian's over the baseline's%s)\n", scenario, c, strings.Repeat(" ", 73), Median(ratios), RoundsNote(ratios))
	}
}

// sandboxDelay is the sandbox settlement delay the environment gives the
// server (MERIDIAN_USD_SANDBOX_DELAY, MERIDIAN_CRYPTO_SANDBOX_DELAY, the
// longer; benchserver passes them on), or 0 when it gives none. The
// scripts set one only to measure a payout's whole life: a run and its
// queue, settlements included, over the same payouts are then one rate.
func sandboxDelay() time.Duration {
	var d time.Duration
	for _, name := range []string{"MERIDIAN_USD_SANDBOX_DELAY", "MERIDIAN_CRYPTO_SANDBOX_DELAY"} {
		if v, err := time.ParseDuration(os.Getenv(name)); err == nil {
			d = max(d, v)
		}
	}
	return d
}

// Levels parses a comma-separated list of client counts (the -clients
// flag); anything else stops the benchmark.
func Levels(list string) []int {
	var levels []int
	for _, cs := range strings.Split(list, ",") {
		c, err := strconv.Atoi(strings.TrimSpace(cs))
		if err != nil || c < 1 {
			log.Fatalf("-clients: %q is not a count", cs)
		}
		levels = append(levels, c)
	}
	return levels
}

// Rounds runs n rounds (at least one) of Meridian and its baseline,
// alternating which goes first, so that a drift of the host's speed within
// a level weighs on both alike, and returns each round's ratio of
// Meridian's rate over the baseline's. Each function runs its side once
// and returns its rate.
func Rounds(n int, meridian, baseline func(round int) float64) []float64 {
	ratios := make([]float64, 0, max(n, 1))
	for r := range max(n, 1) {
		var m, b float64
		if r%2 == 0 {
			m = meridian(r)
			b = baseline(r)
		} else {
			b = baseline(r)
			m = meridian(r)
		}
		ratios = append(ratios, m/b)
	}
	return ratios
}

// settleLimit is the longest settle waits.
const settleLimit = time.Minute

// settle waits, untimed, until Meridian's job queue has no job running or
// due (the payouts a run's requests queued), so that work one run leaves
// behind does not fall on the next run of either side; it returns how long
// that took (settleLimit when it gave up). With a sandbox delay set, a job
// due within that delay counts as due: a submission's settlement, which
// falls due that long after it, is part of the payout's whole life.
func (b *Bench) settle(ctx context.Context) time.Duration {
	return b.idle(ctx, "jobs", sandboxDelay())
}

// idle waits until the queue table (jobs, or the baseline's bench_jobs)
// has no job running or due within horizon, and returns how long that took
// (settleLimit when it gave up).
func (b *Bench) idle(ctx context.Context, table string, horizon time.Duration) time.Duration {
	start := time.Now()
	for time.Since(start) < settleLimit {
		// Two probes the queue's partial indexes answer: a count over
		// the whole table would load the database it waits for.
		var busy bool
		err := b.DB.NewRaw(`SELECT EXISTS (SELECT 1 FROM ? WHERE state = 'running')
			OR EXISTS (SELECT 1 FROM ? WHERE state = 'available' AND run_at <= ?)`,
			bun.Ident(table), bun.Ident(table), time.Now().UTC().Add(horizon)).Scan(ctx, &busy)
		if err != nil {
			log.Fatal(err)
		}
		if !busy {
			return time.Since(start)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return settleLimit
}

// Percentile is the p-th percentile of ds by nearest rank (0 for none;
// ds left as they are).
func Percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(ds))
	return s[min(len(s)-1, int(p*float64(len(s))))]
}

// Median is the median of xs (xs left as they are).
func Median(xs []float64) float64 {
	xs = slices.Sorted(slices.Values(xs))
	if n := len(xs); n%2 == 0 {
		return (xs[n/2-1] + xs[n/2]) / 2
	}
	return xs[len(xs)/2]
}

// RoundsNote lists each round's ratio, when there was more than one.
func RoundsNote(ratios []float64) string {
	if len(ratios) < 2 {
		return ""
	}
	parts := make([]string, len(ratios))
	for i, r := range ratios {
		parts[i] = strconv.FormatFloat(r, 'f', 2, 64)
	}
	return "; median of rounds " + strings.Join(parts, ", ")
}
