// Command overviewbench measures the console overview's GraphQL queries on
// a large organization: it seeds one organization of a running Meridian's
// PostgreSQL database with a year of history (1,000,000 sessions with
// their events, 1,000,000 wallet ledger entries, 100,000 webhook
// deliveries), then times each of the overview's queries over HTTP beside
// the plain viewer query, which reads no data: p50, p99 and their ratio.
//
//	overviewbench -database postgres://… -server http://127.0.0.1:18080 [-n 300] [-clients 1,8] [-sessions 1000000] [-entries 1000000]
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

// queries are what the overview page asks, one figure at a time, and as
// the page asks them all at once; viewer is the baseline.
var queries = []struct{ name, query string }{
	{"viewer (baseline)", `{ viewer { organization { id } } }`},
	{"verifications per day (30 d)", `{ overview(days: 30) { days { date started approved rejected sentToReview } approvalRate } }`},
	{"money per day (30 d)", `{ overview(days: 30) { money { currency moneyIn { amount } moneyOut { amount } days { date moneyIn { amount } moneyOut { amount } } } } }`},
	{"review queue", `{ overview(days: 1) { reviewQueue { length oldestSince } } }`},
	{"webhooks (24 h)", `{ overview(days: 1) { webhooks { total succeeded failed pending successRate failingEndpoints { id } } } }`},
	{"balances", `{ wallets { currency ledgerBalance { amount } availableBalance { amount } holdingBalance { amount } } }`},
	{"whole overview", `{ overview(days: 30) { from to days { date started approved rejected sentToReview } approvalRate
		reviewQueue { length oldestSince } webhooks { total succeeded failed pending successRate failingEndpoints { id url } }
		money { currency moneyIn { amount } moneyOut { amount } days { date moneyIn { amount } moneyOut { amount } } } }
		wallets { currency ledgerBalance { amount } availableBalance { amount } holdingBalance { amount } } }`},
}

func main() {
	dsn := flag.String("database", "", "PostgreSQL URL of the database the server uses")
	server := flag.String("server", "http://127.0.0.1:18080", "Meridian base URL")
	n := flag.Int("n", 300, "requests per query and client count")
	clients := flag.String("clients", "1,8", "concurrent clients, comma-separated")
	sessions := flag.Int("sessions", 1_000_000, "sessions to seed (with a verdict event each)")
	entries := flag.Int("entries", 1_000_000, "wallet ledger entries to seed")
	debug := flag.String("debug", "", "base URL of Meridian's -pprof address: then the server's CPU profile of the whole overview at the last client count")
	profile := flag.String("profile", "overview.pprof", "where -debug's profile is written")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("-database is required")
	}
	ctx := context.Background()
	d, err := db.Open(ctx, db.Options{URL: *dsn})
	if err != nil {
		log.Fatal(err)
	}
	org := loadgen.Orgs(ctx, d, *server, 1, ledger.Wallet("USD"), ledger.Wallet("NGN"))[0]
	start := time.Now()
	// The seed's statements run for minutes: a connection without the
	// server's timeouts.
	raw := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(*dsn), pgdriver.WithTimeout(time.Hour)))
	seed(ctx, raw, org, *sessions, *entries)
	fmt.Printf("seeded %d sessions, %d events, %d ledger entries, 100000 webhook deliveries in %s\n",
		*sessions, 2**sessions, *entries, time.Since(start).Round(time.Second))

	cold := time.Now()
	if err := ask(*server, org.Key, queries[1].query); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("first overview read, which counts the 29 closed days into the rollup: %s\n\n", time.Since(cold).Round(100*time.Microsecond))

	fmt.Printf("command: overviewbench -n %d -clients %s -sessions %d -entries %d   (PostgreSQL, %s)\n", *n, *clients, *sessions, *entries,
		time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("%-30s %7s %10s %10s %10s %12s\n", "query", "clients", "req/s", "p50", "p99", "p99/viewer")
	for _, cs := range strings.Split(*clients, ",") {
		c, _ := strconv.Atoi(cs)
		var base loadgen.Result
		for i, q := range queries {
			r := loadgen.Run(c, *n, func(int) error { return ask(*server, org.Key, q.query) })
			if i == 0 {
				base = r
			}
			fmt.Printf("%-30s %7d %10.0f %10s %10s %12.2f\n", q.name, c, r.PerSec, r.P50, r.P99, float64(r.P99)/float64(base.P99))
			if r.Errors > 0 {
				fmt.Printf("  errors: %d\n", r.Errors)
			}
		}
	}
	if *debug != "" {
		last := strings.Split(*clients, ",")
		c, _ := strconv.Atoi(last[len(last)-1])
		if err := profileWhole(*server, org.Key, *debug, *profile, c); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("the server's CPU profile of 10 s of the whole overview at %d clients: %s\n", c, *profile)
	}
}

// profileWhole asks the whole overview from c clients for 10 seconds while
// the server records its CPU profile into path.
func profileWhole(server, key, debug, path string, c int) error {
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range c {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
					ask(server, key, queries[len(queries)-1].query)
				}
			}
		})
	}
	defer func() { close(done); wg.Wait() }()
	res, err := http.Get(debug + "/debug/pprof/profile?seconds=10")
	if err != nil {
		return err
	}
	defer res.Body.Close()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, res.Body)
	return err
}

var client = &http.Client{}

// ask posts a GraphQL query and fails on any error in the answer.
func ask(server, key, query string) error {
	body, _ := json.Marshal(map[string]string{"query": query})
	req, _ := http.NewRequest("POST", server+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+key)
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var out struct {
		Errors []json.RawMessage `json:"errors"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return err
	}
	if res.StatusCode != 200 || len(out.Errors) > 0 {
		return fmt.Errorf("%d %s", res.StatusCode, out.Errors)
	}
	return nil
}

// seed writes a year of the organization's history straight into the
// tables, spread evenly up to now: sessions (one in twenty awaiting review)
// with a started and a verdict event each, wallet entries alternating
// between USD and NGN, and webhook deliveries of the last ten days (one in
// ten failed).
func seed(ctx context.Context, d *sql.DB, org loadgen.Org, sessions, entries int) {
	id, usd, ngn := org.P.OrganizationID, org.Accounts[0], org.Accounts[1]
	year := 365 * 24 * time.Hour
	step := func(n int) string { return fmt.Sprintf("%f seconds", year.Seconds()/float64(n)) }
	status := `CASE WHEN g % 20 = 0 THEN 'requires_review' WHEN g % 10 = 1 THEN 'rejected' ELSE 'approved' END`
	for _, q := range []string{
		`INSERT INTO workflows (id, organization_id, mode, name, config, is_default, created_at, updated_at)
		 VALUES ('wf_bench_` + id + `', '` + id + `', 'test', 'bench', '{}', false, now(), now())`,
		`INSERT INTO sessions (id, organization_id, mode, workflow_id, workflow, status, hints, expires_at, created_at, updated_at, review_since)
		 SELECT 'ses_bench_' || g, '` + id + `', 'test', 'wf_bench_` + id + `', '{}', ` + status + `, '{}', at + interval '1 hour', at, at,
		        CASE WHEN g % 20 = 0 THEN at END
		 FROM (SELECT g, now() - g * interval '` + step(sessions) + `' AS at FROM generate_series(1, ` + strconv.Itoa(sessions) + `) g) s`,
		`INSERT INTO events (id, organization_id, mode, type, object_id, payload, created_at)
		 SELECT 'evt_bench_s' || g, '` + id + `', 'test', 'verification.started', 'ses_bench_' || g, '{}', at
		 FROM (SELECT g, now() - g * interval '` + step(sessions) + `' AS at FROM generate_series(1, ` + strconv.Itoa(sessions) + `) g) s`,
		`INSERT INTO events (id, organization_id, mode, type, object_id, payload, created_at)
		 SELECT 'evt_bench_v' || g, '` + id + `', 'test', 'verification.' || ` + status + `, 'ses_bench_' || g, '{}', at + interval '2 minutes'
		 FROM (SELECT g, now() - g * interval '` + step(sessions) + `' AS at FROM generate_series(1, ` + strconv.Itoa(sessions) + `) g) s`,
		`INSERT INTO ledger_transactions (id, organization_id, mode, kind, reference, description, created_at)
		 SELECT 'txn_bench_' || g, '` + id + `', 'test', 'sandbox_credit', '', 'bench', now() - g * interval '` + step(entries) + `'
		 FROM generate_series(1, ` + strconv.Itoa(entries) + `) g`,
		`INSERT INTO ledger_entries (transaction_id, account_id, amount, previous_balance, current_balance, created_at)
		 SELECT 'txn_bench_' || g, CASE WHEN g % 2 = 0 THEN '` + usd + `' ELSE '` + ngn + `' END, CASE WHEN g % 3 = 0 THEN -500 ELSE 1000 END, 0, 0,
		        now() - g * interval '` + step(entries) + `'
		 FROM generate_series(1, ` + strconv.Itoa(entries) + `) g`,
		`INSERT INTO webhook_endpoints (id, organization_id, mode, url, description, events, enabled, secret, created_at, updated_at)
		 VALUES ('we_bench_` + id + `', '` + id + `', 'test', 'https://example.com/hook', '', '[]', true, '', now(), now())`,
		`INSERT INTO webhook_deliveries (id, organization_id, mode, endpoint_id, event_id, status, attempts, created_at, updated_at)
		 SELECT 'wd_bench_' || g, '` + id + `', 'test', 'we_bench_` + id + `', 'evt_bench_v' || g,
		        CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'succeeded' END, 1, now() - g * interval '8.64 seconds', now()
		 FROM generate_series(1, 100000) g`,
		`VACUUM ANALYZE`,
	} {
		if _, err := d.ExecContext(ctx, q); err != nil {
			log.Fatalf("seed: %v\n%s", err, q)
		}
	}
}
