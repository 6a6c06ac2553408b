package e2e_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// objectLinks are the console paths of the links on the page that lead
// to an object's own page, by the id's prefix (lib/objects.ts).
var objectLinks = map[string]*regexp.Regexp{
	"ses_":    regexp.MustCompile(`^/console/verifications/ses_\w+$`),
	"cus_":    regexp.MustCompile(`^/console/customers/cus_\w+$`),
	"txn_":    regexp.MustCompile(`^/console/balances/transactions/txn_\w+$`),
	"fxx_":    regexp.MustCompile(`^/console/fx/exchanges/fxx_\w+$`),
	"addr_":   regexp.MustCompile(`^/console/crypto/addresses/addr_\w+$`),
	"dep_":    regexp.MustCompile(`^/console/crypto/deposits/dep_\w+$`),
	"cwd_":    regexp.MustCompile(`^/console/crypto/withdrawals/cwd_\w+$`),
	"vac_":    regexp.MustCompile(`^/console/usd/accounts/vac_\w+$`),
	"usdref_": regexp.MustCompile(`^/console/usd/requests/usdref_\w+$`),
	"cpty_":   regexp.MustCompile(`^/console/usd/counterparties/cpty_\w+$`),
	"trf_":    regexp.MustCompile(`^/console/usd/transfers/trf_\w+$`),
}

// linkedIDs are the ids of the objects the page's main part links to, by
// prefix; every such link leads to the object's page.
func linkedIDs(c *tab) map[string][]string {
	c.T.Helper()
	hrefs := browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href'))`)
	out := map[string][]string{}
	for _, h := range hrefs {
		last := h[strings.LastIndex(h, "/")+1:]
		for prefix, re := range objectLinks {
			if strings.HasPrefix(last, prefix) {
				require.Regexp(c.T, re, h)
				out[prefix] = append(out[prefix], last)
			}
		}
	}
	return out
}

// seedCustomer gives a customer, with the organization's key, a verified
// session, an address with a deposit in the coin, a USD account (approved
// at once: the customer is verified) with a counterparty, an ACH transfer
// sent and another under way.
func seedCustomer(t *testing.T, s *apptest.Server, key, customerID string) {
	t.Helper()
	r := ok(t, s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": "grace", "customer_id": customerID}))
	token := r.Str("client_token")
	ok(t, s.Upload(t, "/v1/client/document/front", token, map[string]string{"document_type": "passport"}, "image", photo))
	ok(t, s.Upload(t, "/v1/client/liveness", token, nil, "image", photo))
	ok(t, s.Do(t, "POST", "/v1/client/complete", token, nil))

	a := ok(t, s.Do(t, "POST", "/v1/crypto", key, map[string]any{"customer_id": customerID, "coin": "usdc", "chain": "solana"}))
	ok(t, s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": a.Str("data.id"), "amount": 2_500_000}))

	meta := map[string]any{"employer_name": "Acme", "employment_description": "Engineering", "employment_status": "EMPLOYED",
		"identification_number": "123-45-6789", "nationality": "US", "occupation": "Engineer", "us_residency_status": "US_CITIZEN"}
	req := ok(t, s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": customerID, "meta": meta}))
	account := ok(t, s.Do(t, "GET", "/v1/collections/virtual-account/status/"+req.Str("data.reference"), key, nil)).Str("data.account_id")
	require.NotEmpty(t, account)
	cp := ok(t, s.Do(t, "POST", "/v1/collections/virtual-account/counterparties", key, map[string]any{"account_id": account, "first_name": "John",
		"last_name": "Doe", "account_information": map[string]any{"account_name": "John Doe", "account_number": "900516649780",
			"routing_number": "021000021", "institution_name": "Bank of the Lakes", "payment_rails": []string{"ACH"}, "type": "CHECKING"},
		"beneficiary_address": map[string]any{"street": "1 Main St", "city": "Springfield", "state": "IL", "postal_code": "62701", "country": "US"}}))
	ok(t, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 200_000}))
	sent := ok(t, s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 12_345, "counterparty_id": cp.Str("data.id"), "memo": "invoice 7",
		"payment_rail": "ACH", "reason": "goods", "reference": "inv-7"}))
	ok(t, s.Do(t, "POST", "/v1/test/transfers/"+sent.Str("data.id")+"/succeed", key, nil))
	ok(t, s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 5_000, "counterparty_id": cp.Str("data.id"), "memo": "invoice 8",
		"payment_rail": "ACH", "reason": "goods", "reference": "inv-8"}))
}

// Finance creates a customer in the console; the customer's page shows
// what the API gave them, each object linked to its page. The customer
// list searches and counts as the database does. Balances equal the sum of
// the ledger's entries, a wallet's history leads to its transactions and
// their causes, and what is held is listed with its reason. A reviewer
// sees the same pages without the money actions.
func TestConsoleCustomersAndBalances(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d, slowSandbox)
		org, key := team(t, s, member{"fin@example.com", "Femi Finance", auth.Finance}, member{"rita@example.com", "Rita Reviewer", auth.Reviewer})
		r := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Alan", "last_name": "Turing", "email": "alan@example.com", "country": "GB"})
		require.Equal(t, 200, r.Status, string(r.Body))

		// Finance creates a customer.
		c := open(t, browser, s, "finance")
		c.visit("/console/customers")
		c.signIn("fin@example.com", passphrase)
		c.heading("Customers")
		c.Poll(`document.querySelectorAll('table.customers tbody tr').length === 1`)
		require.Contains(t, mainButtons(c), "New customer")
		c.press("New customer")
		c.fill("First name", "Grace")
		c.fill("Last name", "Hopper")
		c.fill("Email", "grace@example.com")
		c.fill("Country", "us")
		c.check("new-customer", "401")
		c.press("Create the customer")
		c.heading("Grace Hopper")
		id := strings.TrimPrefix(c.path(), "/console/customers/")
		require.True(t, strings.HasPrefix(id, "cus_"), c.path())
		require.Equal(t, int64(1), count(t, d, `SELECT COUNT(*) FROM customers WHERE organization_id = ? AND mode = 'test' AND id = ? AND country = 'US'`, org, id))
		// Her page before she has anything: each part says so.
		c.contains("No USD account requested.")
		c.check("customer-empty", "401")

		// What the API gives her shows on her page.
		seedCustomer(t, s, key, id)
		c.visit("/console/customers/" + id)
		c.heading("Grace Hopper")
		c.Poll(`document.body.innerText.includes('John Doe') && document.body.innerText.includes('2.500000 usdc')`)
		ids := linkedIDs(c)
		for _, prefix := range []string{"usdref_", "vac_", "cpty_", "addr_", "dep_"} {
			require.Len(t, distinct(ids[prefix]), 1, "one %s object, linked: %v", prefix, ids)
		}
		require.Len(t, distinct(ids["trf_"]), 2, "two transfers, linked: %v", ids)
		require.ElementsMatch(t, column(t, d, `SELECT id FROM sessions WHERE organization_id = ? AND mode = 'test' AND customer_id = ?`, org, id), distinct(ids["ses_"]))
		require.Contains(t, c.text(), "021000021")
		require.Contains(t, c.text(), "123.45 USD")
		require.Contains(t, c.text(), "Approved")
		c.check("customer", "401")

		// The list searches and counts as the database does.
		c.visit("/console/customers")
		c.heading("Customers")
		all := count(t, d, `SELECT COUNT(*) FROM customers WHERE organization_id = ? AND mode = 'test'`, org)
		c.Poll(listCount + ` === '` + itoa(all) + ` customers'`)
		c.check("customers", "401")
		c.fill("Search", "hopp")
		c.Poll(listCount + ` === '1 customer matches' && location.search === '?q=hopp'`)
		c.Click(`//table//a[normalize-space(.)='Grace Hopper']`)
		c.heading("Grace Hopper")

		// Balances equal the ledger's: the sum of each wallet's entries.
		c.visit("/console/balances")
		c.heading("Balances")
		c.Poll(`document.querySelectorAll('table.wallets tbody tr').length > 0`)
		shown := browsertest.Eval[map[string]string](c.Page, `Object.fromEntries([...document.querySelectorAll('table.wallets tbody tr')]
			.map((tr) => [tr.dataset.currency, tr.querySelector('[data-amount]').dataset.amount]))`)
		ledger := map[string]string{}
		for _, cur := range column(t, d, `SELECT asset FROM ledger_accounts WHERE organization_id = ? AND mode = 'test' AND kind = 'wallet'`, org) {
			ledger[cur] = itoa(count(t, d, `SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
				WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = ?`, org, cur))
		}
		require.Equal(t, ledger, shown)
		require.Contains(t, c.text(), money(count(t, d, `SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
			WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = 'USD'`, org), "USD"))
		c.check("balances", "401")

		// A wallet: its history, its holds with their reason.
		c.Click(`//table//a[normalize-space(.)='USD']`)
		c.heading("USD wallet")
		entries := count(t, d, `SELECT COUNT(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
			WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = 'USD'`, org)
		c.Poll(`(` + listCount + ` ?? '').startsWith('` + itoa(entries) + ` ')`)
		require.Equal(t, ledger["USD"], browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=ledger-balance]').dataset.amount`))
		held := count(t, d, `SELECT COUNT(*) FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
			WHERE a.organization_id = ? AND a.mode = 'test' AND a.kind = 'wallet' AND a.asset = 'USD' AND h.status = 'pending'`, org)
		require.Positive(t, held, "the transfer's dollars are held")
		c.Poll(`document.querySelectorAll('table.holds tbody tr').length === ` + itoa(held))
		require.Regexp(t, `/console/usd/transfers/trf_\w+`, browsertest.Eval[string](c.Page, `document.querySelector('table.holds a')?.getAttribute('href') ?? ''`))
		require.Contains(t, browsertest.Eval[string](c.Page, `document.querySelector('table.entries').innerText`), "USD transfer")
		c.check("wallet", "401")

		// An entry's transaction: every entry, adding up to zero.
		c.Click(`table.entries tbody tr:first-child a[href*="/balances/transactions/"]`)
		c.Poll(`document.querySelector('main h1')?.textContent.startsWith('Transaction txn_') && !!document.querySelector('table.entries tbody tr')`)
		txn := strings.TrimPrefix(c.path(), "/console/balances/transactions/")
		rows := browsertest.Eval[int](c.Page, `document.querySelectorAll('table.entries tbody tr').length`)
		require.Equal(t, count(t, d, `SELECT COUNT(*) FROM ledger_entries WHERE transaction_id = ?`, txn), int64(rows))
		require.Equal(t, int64(0), count(t, d, `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE transaction_id = ?`, txn))
		c.check("transaction", "401")

		// A reviewer: the same pages, no money actions.
		v := open(t, browser, s, "reviewer-money")
		v.visit("/console/customers")
		v.signIn("rita@example.com", passphrase)
		v.heading("Customers")
		v.Poll(`document.querySelectorAll('table.customers tbody tr').length === 2`)
		require.Empty(t, actionButtons(v))
		v.visit("/console/customers/" + id)
		v.heading("Grace Hopper")
		v.Poll(`document.body.innerText.includes('John Doe')`)
		require.Empty(t, actionButtons(v))
		v.visit("/console/balances/USD")
		v.heading("USD wallet")
		v.Poll(`!!document.querySelector('table.entries')`)
		require.Empty(t, actionButtons(v), "filters are selects and fields; no action")
		v.NoErrorsExcept("401")
		c.NoErrorsExcept("401")
	})
}

// actionButtons are the page's buttons that act on its objects: those of
// mainButtons but the saved views' menu and the folded filters' toggle,
// which only read.
func actionButtons(c *tab) []string {
	var out []string
	for _, b := range mainButtons(c) {
		if b != "Views" && !strings.HasPrefix(b, "Filters") {
			out = append(out, b)
		}
	}
	return out
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// column runs a query whose rows are one string each.
func column(t *testing.T, d *db.DB, query string, args ...any) []string {
	t.Helper()
	var out []string
	require.NoError(t, d.NewRaw(query, args...).Scan(context.Background(), &out), query)
	return out
}

// distinct drops repeated values, keeping the first of each.
func distinct(values []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range values {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
