// Command cryptobench drives crypto withdrawals through a running Meridian
// (POST /v1/crypto/transfer over HTTP) and, in the same run against the
// same PostgreSQL database, a raw SQL baseline that makes the rows a
// withdrawal's request makes in one transaction: the USD wallet locked and
// its held amount raised, the hold, the withdrawal and its send job. It
// prints withdrawals per second, p50/p99 latency and the ratio, for one hot
// organization (its wallet contended) and for withdrawals spread over many.
// Meridian's queue sends each withdrawal in the background meanwhile (the
// sandbox sender: its hash recorded and its settlement queued); the
// baseline does too with -queue (its own queue makes the same writes), and
// without it stops at the request's transaction.
//
//	cryptobench -database postgres://… -server http://127.0.0.1:18080 [-n 3000] [-clients 8,32] [-orgs 100] [-queue]
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

// The withdrawal every client sends: 1 usdc on base (100 cents + a 5-cent fee).
const address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

func main() {
	b := loadgen.Setup("withdrawals")
	ctx := context.Background()
	b.Queue(sendRaw)
	b.Compare("cryptobench", "wd", []ledger.Spec{ledger.Wallet("USD")},
		func(orgs []loadgen.Org, _ int) func(int) error {
			prefix := loadgen.RandHex(6)
			return func(i int) error {
				o := &orgs[i%len(orgs)]
				_, err := loadgen.Post(b.Server, o.Key, "/v1/crypto/transfer", map[string]any{"address": address, "amount": 1_000_000,
					"chain": "base", "coin": "usdc", "reference": fmt.Sprintf("%s-%d", prefix, i), "reason": "bench"})
				return err
			}
		},
		func(orgs []loadgen.Org, _ int) func(int) error {
			prefix := loadgen.RandHex(6)
			return func(i int) error { return withdrawRaw(ctx, b, &orgs[i%len(orgs)], fmt.Sprintf("%s-%d", prefix, i)) }
		})
}

// withdrawRaw is the baseline: one transaction with the row lock, update
// and inserts of a withdrawal's request.
func withdrawRaw(ctx context.Context, b *loadgen.Bench, o *loadgen.Org, ref string) error {
	tx, err := b.Raw.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := time.Now().UTC()
	const cost, fee = 100, 5
	var balance, held int64
	if err := tx.QueryRowContext(ctx, `SELECT balance, held FROM ledger_accounts WHERE id = $1 FOR UPDATE`, o.Accounts[0]).Scan(&balance, &held); err != nil {
		return err
	}
	if balance-held-cost-fee < 0 {
		return fmt.Errorf("insufficient funds")
	}
	if _, err := tx.ExecContext(ctx, `UPDATE ledger_accounts SET held = $1, version = version + 1 WHERE id = $2`, held+cost+fee, o.Accounts[0]); err != nil {
		return err
	}
	holdID, wdID := "hold_"+loadgen.RandHex(13), "cwd_"+loadgen.RandHex(13)
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_holds (id, organization_id, mode, account_id, amount, status, reference, created_at)
		VALUES ($1, $2, 'test', $3, $4, 'pending', $5, $6)`, holdID, o.P.OrganizationID, o.Accounts[0], cost+fee, wdID, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO crypto_withdrawals (id, organization_id, mode, reference, address, chain, coin, amount,
		currency, cost, fee, reason, hold_id, status, created_at, updated_at)
		VALUES ($1, $2, 'test', $3, $4, 'base', 'usdc', 1000000, 'USD', $5, $6, 'bench', $7, 'PENDING', $8, $8)`,
		wdID, o.P.OrganizationID, ref, address, cost, fee, holdID, now); err != nil {
		return err
	}
	return b.CommitWithJob(ctx, tx, `{"withdrawal_id":"`+wdID+`"}`, now)
}

// sendRaw is the baseline's send of a withdrawal (with -queue), as
// Meridian's sandbox makes a test withdrawal's: its hash recorded if it is
// still pending and unsent, and its settlement queued.
func sendRaw(ctx context.Context, tx *sql.Tx, args string) error {
	var a struct {
		WithdrawalID string `json:"withdrawal_id"`
	}
	if err := json.Unmarshal([]byte(args), &a); err != nil {
		return err
	}
	now := time.Now().UTC()
	res, err := tx.ExecContext(ctx, `UPDATE crypto_withdrawals SET hash = $1, updated_at = $2
		WHERE id = $3 AND mode = 'test' AND status = 'PENDING' AND hash IS NULL`, "0x"+loadgen.RandHex(32), now, a.WithdrawalID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return loadgen.RawSettlement(ctx, tx, args, now.Add(10*time.Second))
}
