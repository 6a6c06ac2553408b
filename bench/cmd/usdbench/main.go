// Command usdbench drives USD transfers through a running Meridian
// (POST /v2/transfers/usd over HTTP) and, in the same run against the same
// PostgreSQL database, a raw SQL baseline that makes the rows a transfer's
// request makes in one transaction: the USD wallet locked and its held
// amount raised, the hold, the transfer and its submit job. It prints
// transfers per second, p50/p99 latency and the ratio, for one hot
// organization (its wallet contended) and for transfers spread over many.
// Meridian's queue also hands every transfer to the sandbox rail in the
// background during its run; the baseline does too with -queue (its own
// queue moves each transfer to PROCESSING with its event and queues its
// settlement, as Meridian's submission of a test transfer does), and
// without it stops at the request's transaction.
//
//	usdbench -database postgres://… -server http://127.0.0.1:18080 [-n 3000] [-clients 8,32] [-orgs 100] [-queue]
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

func main() {
	b := loadgen.Setup("transfers")
	ctx := context.Background()
	var mu sync.Mutex
	counterparties := map[string]string{} // organization → counterparty
	counterparty := func(o *loadgen.Org) string {
		mu.Lock()
		defer mu.Unlock()
		if id, ok := counterparties[o.P.OrganizationID]; ok {
			return id
		}
		id := setupCounterparty(b.Server, o.Key)
		counterparties[o.P.OrganizationID] = id
		return id
	}
	prepare := func(orgs []loadgen.Org) {
		for i := range orgs {
			counterparty(&orgs[i])
		}
	}
	b.Queue(submitRaw)
	b.Compare("usdbench", "tr", []ledger.Spec{ledger.Wallet("USD")},
		func(orgs []loadgen.Org, _ int) func(int) error {
			prepare(orgs)
			prefix := loadgen.RandHex(6)
			return func(i int) error {
				o := &orgs[i%len(orgs)]
				_, err := loadgen.Post(b.Server, o.Key, "/v2/transfers/usd", map[string]any{"amount": 1000, "counterparty_id": counterparty(o),
					"payment_rail": "ach", "memo": "bench", "reason": "bench", "reference": fmt.Sprintf("%s-%d", prefix, i)})
				return err
			}
		},
		func(orgs []loadgen.Org, _ int) func(int) error {
			prepare(orgs)
			prefix := loadgen.RandHex(6)
			return func(i int) error {
				o := &orgs[i%len(orgs)]
				return transferRaw(ctx, b, o, counterparty(o), fmt.Sprintf("%s-%d", prefix, i))
			}
		})
}

// setupCounterparty opens an approved USD account for a new customer and
// registers a counterparty on it, through the API (not timed).
func setupCounterparty(server, key string) string {
	call := func(path string, body any) map[string]any {
		b, err := loadgen.Post(server, key, path, body)
		if err != nil {
			log.Fatal(err)
		}
		var out struct{ Data map[string]any }
		json.Unmarshal(b, &out)
		return out.Data
	}
	cus := call("/v1/customers", map[string]any{"first_name": "Ada", "last_name": "Obi", "email": loadgen.RandHex(6) + "@example.com", "country": "US"})
	req := call("/v1/collections/virtual-account/usd", map[string]any{"customer_id": cus["id"], "meta": map[string]any{
		"employer_name": "Acme", "employment_description": "Engineering", "employment_status": "EMPLOYED", "identification_number": "123-45-6789",
		"nationality": "US", "occupation": "Engineer", "us_residency_status": "US_CITIZEN"}})
	approved := call("/v1/test/virtual-account/"+req["reference"].(string)+"/approve", nil)
	cp := call("/v1/collections/virtual-account/counterparties", map[string]any{"account_id": approved["account_id"], "first_name": "John",
		"last_name": "Doe", "account_information": map[string]any{"account_name": "John Doe", "account_number": "900516649780",
			"routing_number": "021000021", "institution_name": "Bank of the Lakes", "payment_rails": []string{"ACH"}, "type": "CHECKING"},
		"beneficiary_address": map[string]any{"street": "1 Main St", "city": "Springfield", "state": "IL", "postal_code": "62701", "country": "US"}})
	return cp["id"].(string)
}

// transferRaw is the baseline: one transaction with the row lock, update
// and inserts of a transfer's request.
func transferRaw(ctx context.Context, b *loadgen.Bench, o *loadgen.Org, counterparty, ref string) error {
	tx, err := b.Raw.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := time.Now().UTC()
	const amount, fee = 1000, 100
	wallet := o.Accounts[0]
	var balance, held int64
	if err := tx.QueryRowContext(ctx, `SELECT balance, held FROM ledger_accounts WHERE id = $1 FOR UPDATE`, wallet).Scan(&balance, &held); err != nil {
		return err
	}
	if balance-held-amount-fee < 0 {
		return fmt.Errorf("insufficient funds")
	}
	if _, err := tx.ExecContext(ctx, `UPDATE ledger_accounts SET held = $1, version = version + 1 WHERE id = $2`, held+amount+fee, wallet); err != nil {
		return err
	}
	holdID, trID := "hold_"+loadgen.RandHex(13), "trf_"+loadgen.RandHex(13)
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_holds (id, organization_id, mode, account_id, amount, status, reference, created_at)
		VALUES ($1, $2, 'test', $3, $4, 'pending', $5, $6)`, holdID, o.P.OrganizationID, wallet, amount+fee, trID, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO usd_transfers (id, organization_id, mode, reference, counterparty_id, amount, fee, rail,
		memo, reason, summary, status, hold_id, created_at, updated_at)
		VALUES ($1, $2, 'test', $3, $4, $5, $6, 'ACH', 'bench', 'bench', 'Transfer | John Doe - 900516649780 - Bank of the Lakes',
		'PENDING', $7, $8, $8)`, trID, o.P.OrganizationID, ref, counterparty, amount, fee, holdID, now); err != nil {
		return err
	}
	return b.CommitWithJob(ctx, tx, `{"transfer_id":"`+trID+`"}`, now)
}

// submitRaw is the baseline's submission of a transfer (with -queue), as
// Meridian's sandbox makes a test transfer's: the transfer moves to
// PROCESSING (read back), its transfer.processing event with the
// transfer's snapshot, and its settlement queued (no NOTIFY: Meridian's
// event log announces a process's commits of events after them, one
// NOTIFY for all those of 20 ms).
func submitRaw(ctx context.Context, tx *sql.Tx, args string) error {
	var a struct {
		TransferID string `json:"transfer_id"`
	}
	if err := json.Unmarshal([]byte(args), &a); err != nil {
		return err
	}
	now := time.Now().UTC()
	t := map[string]any{"id": a.TransferID, "status": "PROCESSING", "updated_at": now}
	var org, ref, counterparty, rail, memo, summary string
	var amount, fee int64
	var created time.Time
	err := tx.QueryRowContext(ctx, `UPDATE usd_transfers SET status = 'PROCESSING', updated_at = $1
		WHERE id = $2 AND mode = 'test' AND status = 'PENDING'
		RETURNING organization_id, reference, counterparty_id, amount, fee, rail, memo, summary, created_at`, now, a.TransferID).
		Scan(&org, &ref, &counterparty, &amount, &fee, &rail, &memo, &summary, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	t["organization_id"], t["reference"], t["amount"], t["fee"], t["rail"], t["memo"], t["summary"], t["created_at"] =
		org, ref, amount, fee, rail, memo, summary, created
	t["counterparty"] = map[string]any{"id": counterparty, "account_name": "John Doe", "account_number": "900516649780",
		"routing_number": "021000021", "institution_name": "Bank of the Lakes"}
	snapshot, _ := json.Marshal(t)
	if _, err := tx.ExecContext(ctx, `INSERT INTO events (id, organization_id, mode, type, object_id, snapshot, payload, created_at)
		VALUES ($1, $2, 'test', 'transfer.processing', $3, $4, '', $5)`, "evt_"+loadgen.RandHex(13), org, a.TransferID, string(snapshot), now); err != nil {
		return err
	}
	return loadgen.RawSettlement(ctx, tx, args, now.Add(10*time.Second))
}
