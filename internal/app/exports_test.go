package app_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// table reads a CSV export's rows, its header first.
func table(t *testing.T, r apptest.Response) [][]string {
	t.Helper()
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, "text/csv; charset=utf-8", r.Header.Get("Content-Type"))
	require.Contains(t, r.Header.Get("Content-Disposition"), "attachment; filename=")
	rows, err := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
	require.NoError(t, err)
	return rows
}

// The console's lists as CSV: every row its filters select, over many
// pages, by a key or a signed-in person's cookie with the list's
// permission; a cell a spreadsheet would run as a formula is defused.
func TestExports(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org, other := s.Org(t, "acme"), s.Org(t, "globex")
		for _, ref := range []string{"order-1", "=HYPERLINK(\"http://x\")", "order-3"} {
			r := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"user_reference": ref})
			require.Equal(t, 201, r.Status, string(r.Body))
		}
		s.Do(t, "POST", "/v1/sessions", other.TestKey, map[string]any{"user_reference": "theirs"})

		rows := table(t, s.Do(t, "GET", "/v1/exports/sessions", org.TestKey, nil))
		require.Equal(t, []string{"id", "status", "user_reference", "customer_id", "workflow_id", "auto_decision", "final_decision",
			"decision_reason", "risk_score", "flagged", "created_at", "completed_at"}, rows[0])
		require.Len(t, rows, 4, "the organization's own sessions, in the mode of the key")
		require.Equal(t, []string{"order-3", "'=HYPERLINK(\"http://x\")", "order-1"}, []string{rows[1][2], rows[2][2], rows[3][2]})
		require.Len(t, table(t, s.Do(t, "GET", "/v1/exports/sessions?user_reference=order-1&status=pending", org.TestKey, nil)), 2)
		require.Len(t, table(t, s.Do(t, "GET", "/v1/exports/sessions?status=approved", org.TestKey, nil)), 1, "a header alone when nothing matches")
		require.Len(t, table(t, s.Do(t, "GET", "/v1/exports/sessions", org.LiveKey, nil)), 1)

		// Past a page: 1,234 customers come out whole, in order, once each
		// (three to a second: a tie of times lies across each page's end).
		batch := make([]customers.Customer, 1234)
		base := time.Now().UTC().Add(-time.Hour).Truncate(time.Millisecond)
		for i := range batch {
			batch[i] = customers.Customer{ID: ids.New("cus"), OrganizationID: org.ID, Mode: auth.Test, FirstName: "Ada",
				LastName: fmt.Sprintf("No%04d", i), Email: fmt.Sprintf("ada%04d@example.com", i), Country: "NG", Status: "ACTIVE",
				Tier: 0, CreatedAt: base.Add(time.Duration(i/3) * time.Second), UpdatedAt: base}
		}
		_, err := s.App.DB.NewInsert().Model(&batch).Exec(ctx)
		require.NoError(t, err)
		rows = table(t, s.Do(t, "GET", "/v1/exports/customers", org.TestKey, nil))
		require.Len(t, rows, 1235)
		seen := map[string]bool{}
		for i, row := range rows[1:] {
			require.False(t, seen[row[0]], "row %d repeats %s", i, row[0])
			seen[row[0]] = true
			require.Equal(t, fmt.Sprintf("No%04d", 1233-i), row[2], "newest first")
		}
		rows = table(t, s.Do(t, "GET", "/v1/exports/customers?search=ada0007", org.TestKey, nil))
		require.Equal(t, [][]string{rows[0], {rows[1][0], "Ada", "No0007", "ada0007@example.com", "NG", "ACTIVE", "0", rows[1][7]}}, rows)

		// Money: a ledger's entries with their signs, as numbers.
		r := s.Do(t, "POST", "/v1/test/wallet/credit", org.TestKey, map[string]any{"currency": "USD", "amount": 1250})
		require.Equal(t, 200, r.Status, string(r.Body))
		rows = table(t, s.Do(t, "GET", "/v1/exports/ledger?currency=usd", org.TestKey, nil))
		require.Len(t, rows, 2)
		require.Equal(t, []string{"USD", "12.5", "0", "12.5"}, rows[1][2:6])
		for _, list := range []string{"exchanges", "withdrawals", "transfers", "review", "audit"} {
			require.Len(t, table(t, s.Do(t, "GET", "/v1/exports/"+list, org.TestKey, nil))[0], map[string]int{
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
			r := s.Do(t, "GET", path, org.TestKey, nil)
			require.Equal(t, 422, r.Status, path)
			require.Equal(t, "validation_failed", r.Str("error"), path)
			require.Contains(t, string(r.Body), field, path)
		}
		require.Equal(t, 404, s.Do(t, "GET", "/v1/exports/nothing", org.TestKey, nil).Status)

		// A person: their cookie, from the console's own pages only, and
		// their role's permission.
		reviewer := member(t, s, org, "rev@example.com", auth.Reviewer)
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, reviewer.headers(s)...)
		require.Len(t, table(t, r), 4)
		r = s.Do(t, "GET", "/v1/exports/audit", "", nil, reviewer.headers(s)...)
		require.Equal(t, 403, r.Status)
		require.Equal(t, "forbidden", r.Str("error"))
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, "Cookie", auth.SessionCookie+"="+reviewer.cookie, "Sec-Fetch-Site", "cross-site")
		require.Equal(t, 403, r.Status)
		require.Equal(t, "cross_origin_request", r.Str("error"))
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, "Cookie", auth.SessionCookie+"=nope", "Sec-Fetch-Site", "same-origin")
		require.Equal(t, 401, r.Status)
		// A browser without Fetch Metadata: its Origin or Referer must be this host.
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, "Cookie", auth.SessionCookie+"="+reviewer.cookie)
		require.Equal(t, 403, r.Status, "no Sec-Fetch-Site, no Origin, no Referer")
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, "Cookie", auth.SessionCookie+"="+reviewer.cookie, "Referer", "https://evil.example/x")
		require.Equal(t, 403, r.Status)
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, "Cookie", auth.SessionCookie+"="+reviewer.cookie, "Referer", s.URL+"/console/verifications")
		require.Len(t, table(t, r), 4)
		// The queue as filtered: a case assigned to the reviewer, waiting a minute or more.
		f := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		me := reviewer.ok(t, s, `{ viewer { user { id } } }`, nil).Str("data.viewer.user.id")
		reviewer.ok(t, s, `mutation($id: ID!, $u: ID) { assignSession(id: $id, userId: $u) { id } }`, map[string]any{"id": f.id, "u": me})
		rows = table(t, s.Do(t, "GET", "/v1/exports/review?assigned_user_id="+me, "", nil, reviewer.headers(s)...))
		require.Len(t, rows, 2)
		require.Equal(t, f.id, rows[1][0])
		require.Len(t, table(t, s.Do(t, "GET", "/v1/exports/review?min_age_seconds=3600", org.TestKey, nil)), 1, "none waits an hour")
		require.Equal(t, 422, s.Do(t, "GET", "/v1/exports/review?min_age_seconds=-1", org.TestKey, nil).Status)
		// Once the organization requires a second factor, a member without
		// one exports nothing, as they read nothing in GraphQL.
		owner := member(t, s, org, "owner@example.com", auth.Owner)
		owner.ok(t, s, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		late := member(t, s, org, "late@example.com", auth.Viewer)
		r = s.Do(t, "GET", "/v1/exports/sessions", "", nil, late.headers(s)...)
		require.Equal(t, 403, r.Status)
		require.Equal(t, "second_factor_enrollment_required", r.Str("error"))
		// A cookie is not taken by the other REST routes.
		require.Equal(t, 401, s.Do(t, "GET", "/v1/sessions", "", nil, reviewer.headers(s)...).Status)
	})
}

// BenchmarkExportCustomers streams the customers export of 100,000 and
// 1,000,000 rows (SQLite) and reports rows per second and the peak of the
// live heap (as each garbage collection finds it) above where it started,
// sampled every 2 ms, beside a baseline that reads the same rows whole
// (one query) and writes them as CSV: the export's peak stays about a
// page's worth (500 rows) whatever the rows, the baseline's grows with
// them.
//
//	go test -run '^$' -bench ExportCustomers -benchtime 3x ./internal/app
func BenchmarkExportCustomers(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		ctx := context.Background()
		s := apptest.Start(b, dbtest.SQLite(b), apptest.Options{})
		org := s.Org(b, "acme")
		base := time.Now().UTC().Add(-time.Hour)
		batch := make([]customers.Customer, 0, 5000)
		for i := range n {
			batch = append(batch, customers.Customer{ID: ids.New("cus"), OrganizationID: org.ID, Mode: auth.Test, FirstName: "Ada",
				LastName: fmt.Sprintf("No%07d", i), Email: fmt.Sprintf("ada%07d@example.com", i), Country: "NG", Status: "ACTIVE",
				CreatedAt: base.Add(time.Duration(i) * time.Millisecond), UpdatedAt: base})
			if len(batch) == cap(batch) || i == n-1 {
				if _, err := s.App.DB.NewInsert().Model(&batch).Exec(ctx); err != nil {
					b.Fatal(err)
				}
				batch = batch[:0]
			}
		}
		export := func() {
			req, _ := http.NewRequest("GET", s.URL+"/v1/exports/customers", nil)
			req.Header.Set("Authorization", "Bearer "+org.TestKey)
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
			if err := s.App.DB.NewSelect().Model(&rows).Where("organization_id = ?", org.ID).Order("created_at DESC", "id DESC").Scan(ctx); err != nil {
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
	}
}

// liveHeap is the bytes the last garbage collection found live.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
