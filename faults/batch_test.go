package faults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
)

// Exchanges race for one wallet, so they run in batches, and the process
// is killed (SIGKILL) while they do. Every exchange acknowledged before
// the kill is stored with its ledger transaction; nothing is half-written
// (each used quote has its exchange, the ledger's invariants hold); and a
// new process executes the quotes left, each once.
func TestKilledProcessMidBatchLosesNothingAcknowledged(t *testing.T) {
	t.Parallel()
	const quotes, clients, killAfter = 400, 32, 120
	url := dbtest.PostgresURL(t)
	d := open(t, url)
	ctx := context.Background()
	env := []string{"DATABASE_URL=" + url}
	first := serve(t, env...)
	r := first.GraphQL(t, testKey, `mutation { creditTestWallet(currency: "USD", amount: "10000000") { id } }`, nil)
	require.Nil(t, r.Get("errors"), string(r.Body))
	refs := make([]string, quotes)
	for i := range refs {
		r := first.Do(t, "POST", "/v1/fx/quote", testKey, map[string]any{"amount": 1000, "source_currency": "USD", "target_currency": "NGN"})
		require.Equal(t, 201, r.Status, string(r.Body))
		refs[i] = r.Str("data.reference")
	}

	// execute posts an exchange; ok is false when it was not acknowledged
	// (the connection was cut, or the server refused).
	execute := func(base, ref string) (id string, ok bool) {
		b, _ := json.Marshal(map[string]string{"quote_reference": ref})
		req, _ := http.NewRequest("POST", base+"/v1/fx", bytes.NewReader(b))
		req.Header.Set("Authorization", "Bearer "+testKey)
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return "", false
		}
		defer res.Body.Close()
		var out struct {
			Data struct{ ID string } `json:"data"`
		}
		if res.StatusCode != 201 || json.NewDecoder(res.Body).Decode(&out) != nil {
			return "", false
		}
		return out.Data.ID, true
	}
	work := make(chan string, quotes)
	for _, ref := range refs {
		work <- ref
	}
	close(work)
	var acked sync.Map // exchange id → quote reference
	var n atomic.Int64
	var kill sync.Once
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for ref := range work {
				if id, ok := execute(first.URL, ref); ok {
					acked.Store(id, ref)
					if n.Add(1) == killAfter {
						kill.Do(func() { go first.kill() })
					}
				}
			}
		})
	}
	wg.Wait()
	kill.Do(first.kill)

	count := func(q string, args ...any) int {
		var c int
		require.NoError(t, d.NewRaw(q, args...).Scan(ctx, &c))
		return c
	}
	acknowledged := 0
	acked.Range(func(id, ref any) bool {
		acknowledged++
		require.Equal(t, 1, count(`SELECT count(*) FROM fx_exchanges x JOIN fx_quotes q ON q.reference = x.quote_reference
			JOIN ledger_transactions t ON t.id = x.transaction_id WHERE x.id = ? AND q.reference = ? AND q.used_at IS NOT NULL`, id, ref),
			"acknowledged exchange %s is stored", id)
		return true
	})
	stored := count(`SELECT count(*) FROM fx_exchanges`)
	require.GreaterOrEqual(t, stored, acknowledged)
	require.Equal(t, stored, count(`SELECT count(*) FROM fx_quotes WHERE used_at IS NOT NULL`), "each used quote has its exchange")
	require.Equal(t, 5*stored, count(`SELECT count(*) FROM ledger_entries e JOIN fx_exchanges x ON x.transaction_id = e.transaction_id`))
	require.Equal(t, stored, count(`SELECT count(*) FROM events WHERE type = 'fx.exchange.completed'`))
	require.NoError(t, ledger.Verify(ctx, d))
	require.Less(t, count(`SELECT count(DISTINCT created_at) FROM fx_exchanges`), stored, "exchanges ran in batches (a batch's share one time)")
	t.Logf("%d exchanges acknowledged before the kill, %d stored", acknowledged, stored)

	second := serve(t, env...)
	var left []string
	require.NoError(t, d.NewRaw(`SELECT reference FROM fx_quotes WHERE used_at IS NULL`).Scan(ctx, &left))
	for _, ref := range left {
		_, ok := execute(second.URL, ref)
		require.True(t, ok, fmt.Sprintf("quote %s left by the kill executes", ref))
	}
	require.Equal(t, quotes, count(`SELECT count(*) FROM fx_exchanges`))
	require.Equal(t, quotes, count(`SELECT count(DISTINCT quote_reference) FROM fx_exchanges`))
	require.NoError(t, ledger.Verify(ctx, d))
}
