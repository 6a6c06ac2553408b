// Command fxbench drives FX exchanges through a running Meridian
// (POST /v1/fx over HTTP) and, in the same run against the same PostgreSQL
// database, a raw SQL baseline that takes the same row locks and makes the
// same updates and inserts per exchange in one transaction. It prints
// exchanges per second, p50/p99 latency and the ratio for one hot
// organization (its wallets contended) and for exchanges spread over many
// organizations, at each concurrency.
//
//	fxbench -database postgres://… -server http://127.0.0.1:18080 [-n 3000] [-clients 8,32] [-orgs 100]
package main

import (
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

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/ledger"
)

type org struct {
	p        auth.Principal
	key      string
	accounts []string // source wallet, fees, fx source, fx target, target wallet
}

type result struct {
	perSec   float64
	p50, p99 time.Duration
	errors   int
}

var client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}

func main() {
	dsn := flag.String("database", "", "PostgreSQL URL of the database the server uses")
	server := flag.String("server", "http://127.0.0.1:18080", "Meridian base URL")
	n := flag.Int("n", 3000, "exchanges per run")
	clientsFlag := flag.String("clients", "8,32", "concurrent clients, comma-separated")
	orgCount := flag.Int("orgs", 100, "organizations of the spread scenario")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("-database is required")
	}
	ctx := context.Background()
	d, err := db.Open(ctx, db.Options{URL: *dsn, MaxOpenConns: 64})
	if err != nil {
		log.Fatal(err)
	}
	raw := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(*dsn)))
	raw.SetMaxOpenConns(64)
	raw.SetMaxIdleConns(64)

	hot := setupOrgs(ctx, d, *server, 1)
	spread := setupOrgs(ctx, d, *server, *orgCount)
	fmt.Printf("command: fxbench -n %d -clients %s -orgs %d   (PostgreSQL, %s)\n", *n, *clientsFlag, *orgCount, time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("%-8s %7s %14s %10s %10s %14s %10s %10s %7s\n", "orgs", "clients", "meridian ex/s", "p50", "p99", "raw SQL ex/s", "p50", "p99", "ratio")
	for _, scenario := range []struct {
		name string
		orgs []org
	}{{"1 (hot)", hot}, {strconv.Itoa(*orgCount), spread}} {
		for _, cs := range strings.Split(*clientsFlag, ",") {
			c, _ := strconv.Atoi(cs)
			m := run(c, httpQuotes(*server, scenario.orgs, *n), func(q quote) error { return execHTTP(*server, q) })
			r := run(c, sqlQuotes(ctx, raw, scenario.orgs, *n), func(q quote) error { return execRaw(ctx, raw, q) })
			fmt.Printf("%-8s %7d %14.0f %10s %10s %14.0f %10s %10s %7.2f\n", scenario.name, c, m.perSec, m.p50, m.p99,
				r.perSec, r.p50, r.p99, m.perSec/r.perSec)
			if m.errors+r.errors > 0 {
				fmt.Printf("         errors: meridian %d, raw %d\n", m.errors, r.errors)
			}
		}
	}
}

// setupOrgs makes organizations with funded USD wallets and the five
// accounts an exchange USD→NGN touches.
func setupOrgs(ctx context.Context, d *db.DB, server string, count int) []org {
	svc := auth.New(d, auth.Config{})
	l := ledger.New(d)
	out := make([]org, count)
	for i := range out {
		o, err := svc.CreateOrganization(ctx, fmt.Sprintf("bench-%d-%s", i, randHex(4)))
		if err != nil {
			log.Fatal(err)
		}
		key, _, err := svc.CreateKey(ctx, o.ID, auth.Test)
		if err != nil {
			log.Fatal(err)
		}
		p := auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
		accts, err := l.Ensure(ctx, d, p, ledger.Wallet("USD"), ledger.Internal("fees", "USD"), ledger.Internal("fx", "USD"),
			ledger.Internal("fx", "NGN"), ledger.Wallet("NGN"))
		if err != nil {
			log.Fatal(err)
		}
		out[i] = org{p: p, key: key}
		for _, a := range accts {
			out[i].accounts = append(out[i].accounts, a.ID)
		}
		if _, err := post(server, key, "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": int64(1e15)}); err != nil {
			log.Fatal(err)
		}
	}
	return out
}

type quote struct {
	org                 *org
	ref                 string
	source, target, fee int64
}

func randHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// httpQuotes makes n quotes through the API, round-robin over orgs (not timed).
func httpQuotes(server string, orgs []org, n int) []quote {
	qs := make([]quote, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for i := range qs {
		o := &orgs[i%len(orgs)]
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			body, err := post(server, o.key, "/v1/fx/quote", map[string]any{"amount": 1000, "source_currency": "USD", "target_currency": "NGN"})
			if err != nil {
				log.Fatal(err)
			}
			var res struct {
				Data struct{ Reference string } `json:"data"`
			}
			json.Unmarshal(body, &res)
			qs[i] = quote{org: o, ref: res.Data.Reference}
		})
	}
	wg.Wait()
	return qs
}

// sqlQuotes inserts n quotes for the raw baseline (not timed).
func sqlQuotes(ctx context.Context, raw *sql.DB, orgs []org, n int) []quote {
	qs := make([]quote, n)
	now := time.Now().UTC()
	for i := range qs {
		o := &orgs[i%len(orgs)]
		qs[i] = quote{org: o, ref: randHex(16), source: 1000, target: 1537617, fee: 3}
		_, err := raw.ExecContext(ctx, `INSERT INTO fx_quotes (reference, organization_id, mode, source_currency, source_amount,
			target_currency, target_amount, rate, fee, expires_at, created_at) VALUES ($1, $2, 'test', 'USD', $3, 'NGN', $4, '1542.25', $5, $6, $7)`,
			qs[i].ref, o.p.OrganizationID, qs[i].source, qs[i].target, qs[i].fee, now.Add(time.Hour), now)
		if err != nil {
			log.Fatal(err)
		}
	}
	return qs
}

func post(server, key, path string, body any) ([]byte, error) {
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

func execHTTP(server string, q quote) error {
	_, err := post(server, q.org.key, "/v1/fx", map[string]any{"quote_reference": q.ref})
	return err
}

// execRaw is the baseline: one transaction with the row locks, updates and
// inserts that an exchange makes.
func execRaw(ctx context.Context, raw *sql.DB, q quote) error {
	tx, err := raw.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := time.Now().UTC()
	var src, dst, fee int64
	err = tx.QueryRowContext(ctx, `UPDATE fx_quotes SET used_at = $1 WHERE reference = $2 AND organization_id = $3 AND mode = 'test'
		AND used_at IS NULL AND expires_at > $1 RETURNING source_amount, target_amount, fee`, now, q.ref, q.org.p.OrganizationID).Scan(&src, &dst, &fee)
	if err != nil {
		return err
	}
	ids := slices.Clone(q.org.accounts)
	slices.Sort(ids)
	rows, err := tx.QueryContext(ctx, `SELECT id, balance FROM ledger_accounts WHERE id IN ($1, $2, $3, $4, $5) ORDER BY id FOR UPDATE`,
		ids[0], ids[1], ids[2], ids[3], ids[4])
	if err != nil {
		return err
	}
	bal := map[string]int64{}
	for rows.Next() {
		var id string
		var b int64
		rows.Scan(&id, &b)
		bal[id] = b
	}
	rows.Close()
	acct := q.org.accounts
	deltas := []int64{-src, fee, src - fee, -dst, dst}
	if bal[acct[0]]-src < 0 {
		return fmt.Errorf("insufficient funds")
	}
	var values []string
	var args []any
	txID := "txn_" + randHex(13)
	var entryValues []string
	var entryArgs []any
	for i, id := range acct {
		prev := bal[id]
		bal[id] += deltas[i]
		values = append(values, fmt.Sprintf("($%d, $%d::bigint)", 2*i+1, 2*i+2))
		args = append(args, id, bal[id])
		entryValues = append(entryValues, fmt.Sprintf("($1, $%d, $%d::bigint, $%d::bigint, $%d::bigint, $2)", 4*i+3, 4*i+4, 4*i+5, 4*i+6))
		entryArgs = append(entryArgs, id, deltas[i], prev, bal[id])
	}
	if _, err := tx.ExecContext(ctx, `UPDATE ledger_accounts a SET balance = d.balance, version = a.version + 1
		FROM (VALUES `+strings.Join(values, ", ")+`) AS d (id, balance) WHERE a.id = d.id`, args...); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_transactions (id, organization_id, mode, kind, reference, description, created_at)
		VALUES ($1, $2, 'test', 'fx_exchange', $3, 'USD to NGN', $4)`, txID, q.org.p.OrganizationID, q.ref, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_entries (transaction_id, account_id, amount, previous_balance, current_balance, created_at)
		VALUES `+strings.Join(entryValues, ", "), append([]any{txID, now}, entryArgs...)...); err != nil {
		return err
	}
	exID := "fxx_" + randHex(13)
	if _, err := tx.ExecContext(ctx, `INSERT INTO fx_exchanges (id, organization_id, mode, quote_reference, transaction_id, source_currency,
		source_amount, target_currency, target_amount, rate, fee, created_at) VALUES ($1, $2, 'test', $3, $4, 'USD', $5, 'NGN', $6, '1542.25', $7, $8)`,
		exID, q.org.p.OrganizationID, q.ref, txID, src, dst, fee, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO events (id, organization_id, mode, type, object_id, payload, created_at)
		VALUES ($1, $2, 'test', 'fx.exchange.completed', $3, $4, $5)`, "evt_"+randHex(13), q.org.p.OrganizationID, exID,
		`{"event":"fx.exchange.completed"}`, now); err != nil {
		return err
	}
	return tx.Commit()
}

// run works through qs with c concurrent clients and measures.
func run(c int, qs []quote, do func(quote) error) result {
	work := make(chan quote, len(qs))
	for _, q := range qs {
		work <- q
	}
	close(work)
	lat := make([][]time.Duration, c)
	errs := make([]int, c)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range c {
		wg.Go(func() {
			for q := range work {
				t := time.Now()
				if err := do(q); err != nil {
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
	slices.Sort(all)
	pct := func(p float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[min(len(all)-1, int(float64(len(all))*p))].Round(100 * time.Microsecond)
	}
	return result{perSec: float64(len(all)) / elapsed.Seconds(), p50: pct(0.5), p99: pct(0.99), errors: total}
}
