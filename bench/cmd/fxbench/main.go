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
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

// accounts an exchange USD→NGN touches, in this order.
var accounts = []ledger.Spec{ledger.Wallet("USD"), ledger.Internal("fees", "USD"), ledger.Internal("fx", "USD"),
	ledger.Internal("fx", "NGN"), ledger.Wallet("NGN")}

func main() {
	b := loadgen.Setup("exchanges")
	ctx := context.Background()
	b.Compare("fxbench", "ex", accounts,
		func(orgs []loadgen.Org, n int) func(int) error {
			qs := httpQuotes(b.Server, orgs, n)
			return func(i int) error { return execHTTP(b.Server, qs[i]) }
		},
		func(orgs []loadgen.Org, n int) func(int) error {
			qs := sqlQuotes(ctx, b.Raw, orgs, n)
			return func(i int) error { return execRaw(ctx, b.Raw, qs[i]) }
		})
}

type quote struct {
	org                 *loadgen.Org
	ref                 string
	source, target, fee int64
}

// httpQuotes makes n quotes through the API, round-robin over orgs (not timed).
func httpQuotes(server string, orgs []loadgen.Org, n int) []quote {
	qs := make([]quote, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for i := range qs {
		o := &orgs[i%len(orgs)]
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			body, err := loadgen.Post(server, o.Key, "/v1/fx/quote", map[string]any{"amount": 1000, "source_currency": "USD", "target_currency": "NGN"})
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
func sqlQuotes(ctx context.Context, raw *sql.DB, orgs []loadgen.Org, n int) []quote {
	qs := make([]quote, n)
	now := time.Now().UTC()
	for i := range qs {
		o := &orgs[i%len(orgs)]
		qs[i] = quote{org: o, ref: loadgen.RandHex(16), source: 1000, target: 1537617, fee: 3}
		_, err := raw.ExecContext(ctx, `INSERT INTO fx_quotes (reference, organization_id, mode, source_currency, source_amount,
			target_currency, target_amount, rate, fee, expires_at, created_at) VALUES ($1, $2, 'test', 'USD', $3, 'NGN', $4, '1542.25', $5, $6, $7)`,
			qs[i].ref, o.P.OrganizationID, qs[i].source, qs[i].target, qs[i].fee, now.Add(time.Hour), now)
		if err != nil {
			log.Fatal(err)
		}
	}
	return qs
}

func execHTTP(server string, q quote) error {
	_, err := loadgen.Post(server, q.org.Key, "/v1/fx", map[string]any{"quote_reference": q.ref})
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
		AND used_at IS NULL AND expires_at > $1 RETURNING source_amount, target_amount, fee`, now, q.ref, q.org.P.OrganizationID).Scan(&src, &dst, &fee)
	if err != nil {
		return err
	}
	ids := slices.Clone(q.org.Accounts)
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
	acct := q.org.Accounts
	deltas := []int64{-src, fee, src - fee, -dst, dst}
	if bal[acct[0]]-src < 0 {
		return fmt.Errorf("insufficient funds")
	}
	var values []string
	var args []any
	txID := "txn_" + loadgen.RandHex(13)
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
		VALUES ($1, $2, 'test', 'fx_exchange', $3, 'USD to NGN', $4)`, txID, q.org.P.OrganizationID, q.ref, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_entries (transaction_id, account_id, amount, previous_balance, current_balance, created_at)
		VALUES `+strings.Join(entryValues, ", "), append([]any{txID, now}, entryArgs...)...); err != nil {
		return err
	}
	exID := "fxx_" + loadgen.RandHex(13)
	if _, err := tx.ExecContext(ctx, `INSERT INTO fx_exchanges (id, organization_id, mode, quote_reference, transaction_id, source_currency,
		source_amount, target_currency, target_amount, rate, fee, created_at) VALUES ($1, $2, 'test', $3, $4, 'USD', $5, 'NGN', $6, '1542.25', $7, $8)`,
		exID, q.org.P.OrganizationID, q.ref, txID, src, dst, fee, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO events (id, organization_id, mode, type, object_id, payload, created_at)
		VALUES ($1, $2, 'test', 'fx.exchange.completed', $3, $4, $5)`, "evt_"+loadgen.RandHex(13), q.org.P.OrganizationID, exID,
		`{"event":"fx.exchange.completed"}`, now); err != nil {
		return err
	}
	// No NOTIFY: Meridian's event log announces a process's commits of
	// events after them, one NOTIFY for all those of 20 ms.
	return tx.Commit()
}
