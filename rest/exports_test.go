package rest_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/rest"
)

// exportRig is the REST routes over the services the exports read, as the
// server builds them, with an organization's keys and the services to set
// its data up with.
type exportRig struct {
	h       http.Handler
	kb      *kyctest.Bundle
	key     string // an unrestricted test key of kb.P's organization
	liveKey string
	wallets *wallets.Service
	review  *review.Service
}

func newExportRig(t testing.TB, d *db.DB) *exportRig {
	t.Helper()
	ctx := context.Background()
	kb := kyctest.New(t, d)
	l := ledger.New(d)
	cust := customers.New(d)
	ev := events.NewLog(d, nil)
	fxSvc := fx.New(d, l, fx.Config{Events: ev})
	xpub, program, err := crypto.GenerateKeys()
	require.NoError(t, err)
	keys, err := crypto.ParseKeys(xpub, program)
	require.NoError(t, err)
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	usdSvc, err := usd.New(d, usd.Config{Ledger: l, Customers: cust, KYC: kb.KYC, Jobs: kb.Jobs, Events: ev, Key: key, Ring: ring})
	require.NoError(t, err)
	r := &exportRig{kb: kb, wallets: wallets.New(d, l)}
	r.review = review.New(d, review.Config{KYC: kb.KYC, Auth: kb.Auth, Jobs: kb.Jobs, Audit: kb.Audit, Now: kb.Now,
		Reviewer: func(context.Context, string, string) (string, error) { return "rev@example.com", nil }})
	mux := http.NewServeMux()
	rest.New(mux, rest.Deps{Log: slog.New(slog.DiscardHandler), Customers: cust, KYC: kb.KYC, Review: r.review, Audit: kb.Audit,
		FX: fxSvc, Crypto: crypto.New(d, crypto.Config{Keys: keys, Ledger: l, FX: fxSvc, Customers: cust, Jobs: kb.Jobs, Events: ev}),
		USD: usdSvc, Wallets: r.wallets, Auth: kb.Auth, PublicOrigin: publicOrigin})
	r.h = mux
	r.key, _, err = kb.Auth.CreateKey(ctx, kb.P.OrganizationID, auth.Test, "")
	require.NoError(t, err)
	r.liveKey, _, err = kb.Auth.CreateKey(ctx, kb.P.OrganizationID, auth.Live, "")
	require.NoError(t, err)
	return r
}

// csvTable reads a CSV export's rows, its header first.
func csvTable(t *testing.T, r response) [][]string {
	t.Helper()
	require.Equal(t, 200, r.status, r.body)
	require.Equal(t, "text/csv; charset=utf-8", r.header.Get("Content-Type"))
	require.Contains(t, r.header.Get("Content-Disposition"), "attachment; filename=")
	rows, err := csv.NewReader(strings.NewReader(r.body)).ReadAll()
	require.NoError(t, err)
	return rows
}

// The console's lists as CSV: every row its filters select, over many
// pages, newest first, with the list's permission; a cell a spreadsheet
// would run as a formula is defused; a bad filter is refused by name
// before any row.
func TestExports(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		rig := newExportRig(t, d)
		h, key, p := rig.h, rig.key, rig.kb.P
		get := func(path, cred string) response { t.Helper(); return do(t, h, "GET", path, cred, "") }
		for _, ref := range []string{"order-1", "=HYPERLINK(\"http://x\")", "order-3"} {
			_, _, err := rig.kb.KYC.CreateSession(ctx, p, kyc.CreateSessionInput{UserReference: ref})
			require.NoError(t, err)
			rig.kb.Offset.Add(int64(time.Second))
		}
		_, _, err := rig.kb.KYC.CreateSession(ctx, orgstest.Principal(t, d, "globex", auth.Test), kyc.CreateSessionInput{UserReference: "theirs"})
		require.NoError(t, err)

		rows := csvTable(t, get("/v1/exports/sessions", key))
		require.Equal(t, []string{"id", "status", "user_reference", "customer_id", "workflow_id", "auto_decision", "final_decision",
			"decision_reason", "risk_score", "flagged", "created_at", "completed_at"}, rows[0])
		require.Len(t, rows, 4, "the organization's own sessions, in the mode of the key")
		require.Equal(t, []string{"order-3", "'=HYPERLINK(\"http://x\")", "order-1"}, []string{rows[1][2], rows[2][2], rows[3][2]})
		require.Len(t, csvTable(t, get("/v1/exports/sessions?user_reference=order-1&status=pending", key)), 2)
		require.Len(t, csvTable(t, get("/v1/exports/sessions?status=approved", key)), 1, "a header alone when nothing matches")
		require.Len(t, csvTable(t, get("/v1/exports/sessions", rig.liveKey)), 1)

		// Past a page: 1,234 customers come out whole, in order, once each
		// (three to a second: a tie of times lies across each page's end).
		batch := make([]customers.Customer, 1234)
		base := time.Now().UTC().Add(-time.Hour).Truncate(time.Millisecond)
		// Ties of time are ordered by id: the ids rise with i, as ids made
		// within one millisecond need not.
		made := make([]string, len(batch))
		for i := range made {
			made[i] = ids.New("cus")
		}
		slices.Sort(made)
		for i := range batch {
			batch[i] = customers.Customer{ID: made[i], OrganizationID: p.OrganizationID, Mode: auth.Test, FirstName: "Ada",
				LastName: fmt.Sprintf("No%04d", i), Email: fmt.Sprintf("ada%04d@example.com", i), Country: "NG", Status: "ACTIVE",
				Tier: 0, CreatedAt: base.Add(time.Duration(i/3) * time.Second), UpdatedAt: base}
		}
		_, err = d.NewInsert().Model(&batch).Exec(ctx)
		require.NoError(t, err)
		rows = csvTable(t, get("/v1/exports/customers", key))
		require.Len(t, rows, 1235)
		seen := map[string]bool{}
		for i, row := range rows[1:] {
			require.False(t, seen[row[0]], "row %d repeats %s", i, row[0])
			seen[row[0]] = true
			require.Equal(t, fmt.Sprintf("No%04d", 1233-i), row[2], "newest first")
		}
		rows = csvTable(t, get("/v1/exports/customers?search=ada0007", key))
		require.Equal(t, [][]string{rows[0], {rows[1][0], "Ada", "No0007", "ada0007@example.com", "NG", "ACTIVE", "0", rows[1][7]}}, rows)

		// Money: a ledger's entries with their signs, as numbers.
		_, err = rig.wallets.CreditSandbox(ctx, p, "USD", 1250)
		require.NoError(t, err)
		rows = csvTable(t, get("/v1/exports/ledger?currency=usd", key))
		require.Len(t, rows, 2)
		require.Equal(t, []string{"USD", "12.5", "0", "12.5"}, rows[1][2:6])
		for _, list := range []string{"exchanges", "withdrawals", "transfers", "review", "audit"} {
			require.Len(t, csvTable(t, get("/v1/exports/"+list, key))[0], map[string]int{
				"exchanges": 10, "withdrawals": 13, "transfers": 12, "review": 12, "audit": 9}[list], list)
		}

		// Bad filters are refused before any row, by name.
		for path, field := range map[string]string{
			"/v1/exports/sessions?colour=red":           "colour",
			"/v1/exports/sessions?created_after=monday": "created_after",
			"/v1/exports/sessions?flagged=maybe":        "flagged",
			"/v1/exports/sessions?status=sleeping":      "status",
			"/v1/exports/ledger":                        "currency",
		} {
			r := get(path, key)
			require.Equal(t, 422, r.status, path)
			_, code := r.envelope(t)
			require.Equal(t, "validation_failed", code, path)
			require.Contains(t, r.body, field, path)
		}
		require.Equal(t, 404, get("/v1/exports/nothing", key).status)

		// A restricted key: its role's permission.
		role := auth.Reviewer
		reviewer, _, err := rig.kb.Auth.CreateRestrictedKey(ctx, p.OrganizationID, auth.Test, "desk", &role)
		require.NoError(t, err)
		require.Len(t, csvTable(t, get("/v1/exports/sessions", reviewer)), 4)
		r := get("/v1/exports/audit", reviewer)
		require.Equal(t, 403, r.status)
		_, code := r.envelope(t)
		require.Equal(t, "forbidden", code)

		// The queue as filtered: a case assigned to a reviewer, waiting a
		// minute or more.
		f := rig.kb.InReview(t)
		rig.kb.InReview(t)
		_, err = rig.review.Assign(ctx, p, f.ID, review.Assignee{UserID: "usr_rev"})
		require.NoError(t, err)
		rows = csvTable(t, get("/v1/exports/review?assigned_user_id=usr_rev", reviewer))
		require.Len(t, rows, 2)
		require.Equal(t, f.ID, rows[1][0])
		require.Len(t, csvTable(t, get("/v1/exports/review?min_age_seconds=3600", key)), 1, "none waits an hour")
		require.Equal(t, 422, get("/v1/exports/review?min_age_seconds=-1", key).status)
	})
}

// BenchmarkExportCustomers streams the customers export of 100,000 and
// 1,000,000 rows (SQLite) over a connection and reports rows per second
// and the peak of the live heap (as each garbage collection finds it)
// above where it started, sampled every 2 ms, beside a baseline that reads
// the same rows whole (one query) and writes them as CSV: the export's
// peak stays about a page's worth (500 rows) whatever the rows, the
// baseline's grows with them.
//
//	go test -run '^$' -bench ExportCustomers -benchtime 3x ./rest
func BenchmarkExportCustomers(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		ctx := context.Background()
		d := dbtest.SQLite(b)
		rig := newExportRig(b, d)
		srv := httptest.NewServer(rig.h)
		org := rig.kb.P.OrganizationID
		base := time.Now().UTC().Add(-time.Hour)
		batch := make([]customers.Customer, 0, 5000)
		for i := range n {
			batch = append(batch, customers.Customer{ID: ids.New("cus"), OrganizationID: org, Mode: auth.Test, FirstName: "Ada",
				LastName: fmt.Sprintf("No%07d", i), Email: fmt.Sprintf("ada%07d@example.com", i), Country: "NG", Status: "ACTIVE",
				CreatedAt: base.Add(time.Duration(i) * time.Millisecond), UpdatedAt: base})
			if len(batch) == cap(batch) || i == n-1 {
				if _, err := d.NewInsert().Model(&batch).Exec(ctx); err != nil {
					b.Fatal(err)
				}
				batch = batch[:0]
			}
		}
		export := func() {
			req, _ := http.NewRequest("GET", srv.URL+"/v1/exports/customers", nil)
			req.Header.Set("Authorization", "Bearer "+rig.key)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				b.Fatal(err)
			}
			defer res.Body.Close()
			if m, err := io.Copy(io.Discard, res.Body); err != nil || res.StatusCode != 200 || m == 0 {
				b.Fatalf("export: %d %v", res.StatusCode, err)
			}
		}
		whole := func() {
			var rows []customers.Customer
			if err := d.NewSelect().Model(&rows).Where("organization_id = ?", org).Order("created_at DESC", "id DESC").Scan(ctx); err != nil {
				b.Fatal(err)
			}
			w := csv.NewWriter(io.Discard)
			for _, c := range rows {
				w.Write([]string{c.ID, c.FirstName, c.LastName, c.Email, c.Country, c.Status, strconv.Itoa(c.Tier), c.CreatedAt.String()})
			}
			w.Flush()
		}
		for _, way := range []struct {
			name string
			run  func()
		}{{"export", export}, {"whole(baseline)", whole}} {
			b.Run(fmt.Sprintf("rows=%d/%s", n, way.name), func(b *testing.B) {
				var peak uint64
				for b.Loop() {
					runtime.GC()
					start := liveHeap()
					done := make(chan struct{})
					go func() {
						t := time.NewTicker(2 * time.Millisecond)
						defer t.Stop()
						for {
							select {
							case <-done:
								return
							case <-t.C:
								if h := liveHeap(); h > start && h-start > peak {
									peak = h - start
								}
							}
						}
					}()
					way.run()
					close(done)
				}
				b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
				b.ReportMetric(float64(peak)/(1<<20), "peak-live-MiB")
			})
		}
		srv.Close()
	}
}

// liveHeap is the bytes the last garbage collection found live.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
