package e2e_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// count runs a COUNT (or any single integer) query on the database.
func count(t *testing.T, d *db.DB, query string, args ...any) int64 {
	t.Helper()
	var n int64
	require.NoError(t, d.NewRaw(query, args...).Scan(context.Background(), &n), query)
	return n
}

// A member of the team of a test: email, name and role.
type member struct {
	email, name string
	role        auth.Role
}

// team makes the organization Acme Bank with an owner (owner@example.com)
// and members; it returns the organization's id and an owner's secret key
// in test mode.
func team(t *testing.T, s *apptest.Server, members ...member) (org, key string) {
	t.Helper()
	owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
	for _, m := range members {
		invite(t, s, "Acme Bank", m.email, m.name, m.role, nil)
	}
	org = owner.graphQL(t, s, `{ viewer { organization { id } } }`, nil).Str("data.viewer.organization.id")
	return org, apiKey(t, s, owner, "back office", nil)
}

// ok requires a request to have succeeded, and returns its response.
func ok(t *testing.T, r apptest.Response) apptest.Response {
	t.Helper()
	require.Less(t, r.Status, 300, string(r.Body))
	return r
}

// figures are the overview's figures of a section (#today, #verifications,
// #webhooks, #money): label → value, as shown.
func figures(c *tab, section string) map[string]string {
	return browsertest.Eval[map[string]string](c.Page, `Object.fromEntries([...document.querySelectorAll('section[aria-labelledby=`+section+`] .figure')]
		.map((f) => [f.querySelector('.figure-label').textContent, f.querySelector('.figure-value').textContent]))`)
}

// mainButtons are the texts of the buttons of the page (not the shell's).
func mainButtons(c *tab) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('main button')].map((b) => b.textContent.trim())`)
}

// The overview after a seeded run: every count it shows equals the
// database's, every amount the ledger's; its figures lead to the lists
// behind them, which count the same; it looks right and passes axe at
// both sizes. A reviewer and a viewer see it too, without money actions
// or developers' figures.
func TestConsoleOverview(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d, quickRetries, slowSandbox)
		org, key := team(t, s, member{"rita@example.com", "Rita Reviewer", auth.Reviewer}, member{"vic@example.com", "Vic Viewer", auth.Viewer})
		day := time.Now().UTC().Format("2006-01-02")

		// Webhooks: one endpoint that answers, one that fails.
		rcv := newHook(t)
		broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(500) }))
		t.Cleanup(broken.Close)
		for _, u := range []string{rcv.URL + "/hook", broken.URL + "/hook"} {
			w := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": u, "events": []string{"verification.*"}})
			require.Equal(t, 201, w.Status, string(w.Body))
		}

		// Sessions: approved, rejected, sent to review (one then approved
		// by a reviewer, one rejected), never started.
		for i := range 3 {
			_, status := verified(t, s, key, fmt.Sprintf("ok-%d", i), nil)
			require.Equal(t, "approved", status)
		}
		for i := range 2 {
			_, status := verified(t, s, key, fmt.Sprintf("expired-%d", i), map[string]string{"expired": "true"})
			require.Equal(t, "rejected", status)
		}
		review := make([]string, 3)
		for i := range review {
			review[i] = inReview(t, s, key, fmt.Sprintf("review-%d", i), map[string]string{"confidence": "0.7"})
		}
		r := s.Do(t, "POST", "/v1/sessions/"+review[0]+"/approve", key, map[string]any{"note": "checked by hand"})
		require.Less(t, r.Status, 300, string(r.Body))
		r = s.Do(t, "POST", "/v1/sessions/"+review[1]+"/reject", key, map[string]any{"note": "not the same person"})
		require.Less(t, r.Status, 300, string(r.Body))
		for i := range 2 {
			r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": fmt.Sprintf("idle-%d", i)})
			require.Equal(t, 201, r.Status, string(r.Body))
		}

		// Money: sandbox credits, an exchange, an off-ramped deposit, a
		// withdrawal under way (held).
		seedMoney(t, s, key)

		// Deliveries settle: the answering endpoint has every event, the
		// other's deliveries are given up on.
		events := count(t, d, `SELECT COUNT(*) FROM events WHERE organization_id = ? AND mode = 'test' AND type LIKE 'verification.%'`, org)
		deliveries := func(status string) int64 {
			return count(t, d, `SELECT COUNT(*) FROM webhook_deliveries WHERE organization_id = ? AND mode = 'test' AND status = ?`, org, status)
		}
		require.Eventually(t, func() bool { return deliveries("succeeded") == events && deliveries("failed") == events },
			30*time.Second, 100*time.Millisecond)

		// What the database says.
		sessions := func(where string) int64 {
			return count(t, d, `SELECT COUNT(*) FROM sessions WHERE organization_id = ? AND mode = 'test'`+where, org)
		}
		eventsOf := func(typ string) int64 {
			return count(t, d, `SELECT COUNT(*) FROM events WHERE organization_id = ? AND mode = 'test' AND type = ?`, org, typ)
		}
		started := sessions("")
		approved, rejected, toReview := eventsOf("verification.approved"), eventsOf("verification.rejected"), eventsOf("verification.requires_review")
		queue := sessions(" AND status = 'requires_review'")
		require.Equal(t, []int64{10, 4, 3, 3, 1}, []int64{started, approved, rejected, toReview, queue}, "the seed")

		c := open(t, browser, s, "overview")
		c.visit("/console")
		c.signIn("owner@example.com", passphrase)
		c.heading("Overview")
		require.Equal(t, "/console/overview", c.path(), "the console's home")
		c.Poll(`document.querySelectorAll('.chart canvas').length >= 3`)

		period := figures(c, "verifications")
		require.Equal(t, map[string]string{
			"Started": itoa(started), "Approved": itoa(approved), "Rejected": itoa(rejected), "Sent to review": itoa(toReview),
			"Approval rate": fmt.Sprintf("%.1f%%", float64(approved)*100/float64(approved+rejected)),
		}, period)
		today := figures(c, "today")
		require.Equal(t, itoa(queue), today["Review queue"])
		if time.Now().UTC().Format("2006-01-02") == day {
			require.Equal(t, itoa(started), today["Started"])
			require.Equal(t, itoa(approved), today["Approved"])
			require.Equal(t, itoa(rejected), today["Rejected"])
			require.Equal(t, itoa(toReview), today["Sent to review"])
		}

		// Webhooks of the last 24 hours, and the endpoint that fails.
		succeeded, failed := deliveries("succeeded"), deliveries("failed")
		require.Equal(t, map[string]string{
			"Success rate": fmt.Sprintf("%.1f%%", float64(succeeded)*100/float64(succeeded+failed)),
			"Delivered":    itoa(succeeded), "Failed": itoa(failed), "Being retried": itoa(deliveries("pending")),
		}, figures(c, "webhooks"))
		require.Contains(t, c.text(), fmt.Sprintf("%d deliveries", succeeded+failed+deliveries("pending")))
		require.Equal(t, []string{broken.URL + "/hook"},
			browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.failing-list a')].map((a) => a.textContent)`))

		// Money in and out per currency, and balances, from the ledger.
		flows := figures(c, "money")
		for _, cur := range []string{"USD", "NGN"} {
			in := count(t, d, `SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
				WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = ? AND e.amount > 0`, org, cur)
			out := count(t, d, `SELECT COALESCE(-SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
				WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = ? AND e.amount < 0`, org, cur)
			require.Positive(t, in, cur)
			require.Equal(t, money(in, cur), flows[cur+" in"], cur)
			require.Equal(t, money(out, cur), flows[cur+" out"], cur)
			balance := browsertest.Eval[string](c.Page, `[...document.querySelectorAll('.balance-link')].find((b) =>
				b.querySelector('.figure-label').textContent === '`+cur+`')?.querySelector('.figure-value').textContent ?? ''`)
			require.Equal(t, money(in-out, cur), balance, cur)
		}
		require.Positive(t, count(t, d, `SELECT COUNT(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
			WHERE a.organization_id = ? AND a.asset = 'USD' AND a.kind = 'wallet' AND e.amount < 0`, org), "money went out")

		// Every chart has its caption, and a table of its values.
		require.Contains(t, c.text(), fmt.Sprintf("%d sessions started, %d approved, %d rejected and %d sent to review", started, approved, rejected, toReview))
		c.Click(`section[aria-labelledby=verifications] details summary`)
		c.Poll(`document.querySelector('section[aria-labelledby=verifications] details').open`)
		c.check("overview", "401")

		// The phone: the charts fit, nothing scrolls sideways.
		c.SetViewport(browsertest.Phone)
		c.Poll(`document.documentElement.scrollWidth <= window.innerWidth &&
			[...document.querySelectorAll('.chart canvas')].every((cv) => cv.getBoundingClientRect().right <= window.innerWidth)`)
		c.SetViewport(browsertest.Desktop)

		// A figure leads to the list behind it, which counts the same.
		c.Click(`//section[@aria-labelledby='verifications']//a[.//span[@class='figure-label' and .='Approved']]`)
		c.heading("Verifications")
		require.Contains(t, c.path(), "status=APPROVED")
		require.Contains(t, c.path(), "tz=utc")
		approvedNow := sessions(" AND status = 'approved'")
		c.Poll(`(` + listCount + ` ?? '').startsWith('` + itoa(approvedNow) + ` sessions match')`)
		c.Do(chromedp.NavigateBack())
		c.heading("Overview")
		c.Click(`//section[@aria-labelledby='money']//a[.//span[@class='figure-label' and .='USD in']]`)
		c.heading("USD wallet")
		credits := count(t, d, `SELECT COUNT(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
			WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = 'USD' AND e.amount > 0`, org)
		c.Poll(`(` + listCount + ` ?? '').startsWith('` + itoa(credits) + ` ')`)
		require.Contains(t, c.path(), "direction=in")
		c.Do(chromedp.NavigateBack())
		c.heading("Overview")
		c.Click(`//section[@aria-labelledby='today']//a[.//span[@class='figure-label' and .='Review queue']]`)
		c.heading("Review queue")
		c.NoErrorsExcept("401")

		// A reviewer: the queue, no money actions, no developers' figures.
		for _, who := range []struct{ email, queueHeading string }{{"rita@example.com", "Review queue"}, {"vic@example.com", "Verifications"}} {
			p := open(t, browser, s, strings.Split(who.email, "@")[0])
			p.visit("/console")
			p.signIn(who.email, passphrase)
			p.heading("Overview")
			p.Poll(`document.querySelectorAll('.chart canvas').length >= 3`)
			require.Equal(t, period, figures(p, "verifications"))
			require.NotContains(t, p.text(), "Failing endpoints")
			require.Empty(t, mainButtons(p), "no actions on the overview")
			p.check("overview-"+strings.Split(who.email, "@")[0], "401")
			p.Click(`//section[@aria-labelledby='today']//a[.//span[@class='figure-label' and .='Review queue']]`)
			p.heading(who.queueHeading)
			p.NoErrorsExcept("401")
		}
	})
}

// seedMoney moves money with the organization's key, through the REST
// sandbox and API: USD and NGN credited, USD exchanged to NGN, a deposit of
// USDC off-ramped to dollars, and a USDC withdrawal started (its dollars
// held until the chain settles it).
func seedMoney(t *testing.T, s *apptest.Server, key string) {
	t.Helper()
	ok(t, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 1_000_000}))
	ok(t, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "NGN", "amount": 50_000_000}))
	q := ok(t, s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 25_000, "source_currency": "USD", "target_currency": "NGN"}))
	ok(t, s.Do(t, "POST", "/v1/fx", key, map[string]any{"quote_reference": q.Str("data.reference")}))
	c := ok(t, s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada", "last_name": "Obi", "email": "ada.obi@example.com", "country": "NG"}))
	a := ok(t, s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": c.Str("data.id"), "coin": "usdc", "chain": "solana", "offramp": true}))
	ok(t, s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": a.Str("data.id"), "amount": 5_000_000}))
	ok(t, s.Do(t, "POST", "/v1/crypto/transfer", key, map[string]any{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		"amount": 1_000_000, "chain": "base", "coin": "usdc", "reference": "payout-1", "reason": "supplier payout"}))
}
