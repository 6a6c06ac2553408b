package e2e_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// A finance member walks the money side as a person would: funds the USD
// wallet in the sandbox, exchanges dollars to naira from a quote, sends a
// stablecoin withdrawal to an address checked as it is typed, opens a
// customer's USD account, adds a counterparty whose routing number is
// checked as typed, pays it by ACH, and has the sandbox return it. Every
// balance the console shows equals the ledger's. A reviewer sees the same
// objects and no money action.
func TestConsoleMoney(t *testing.T) {
	t.Parallel()
	chrome := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		// Transfers and withdrawals wait for the sandbox's buttons, not a timer.
		s := start(t, d, slowSandbox)
		fin := invite(t, s, "Acme Bank", "fiona@example.com", "Fiona Finance", auth.Finance, nil)
		invite(t, s, "Acme Bank", "rita@example.com", "Rita Reviewer", auth.Reviewer, nil)
		org := fin.graphQL(t, s, `{ viewer { organization { id } } }`, nil).Str("data.viewer.organization.id")
		fin.graphQL(t, s, `mutation { createCustomer(input: {firstName: "Grace", lastName: "Hopper", email: "grace@example.com", country: "US"}) { id } }`, nil)

		c := open(t, chrome, s, "money")
		c.visit("/console/sandbox")
		c.signIn("fiona@example.com", passphrase)
		c.heading("Sandbox")

		// Test money: a thousand dollars.
		c.choose("Wallet", "USD")
		c.fill("Amount (USD)", "1,000")
		c.press("Credit wallet (sandbox)")
		c.contains("The USD wallet now holds 1,000.00 USD.")
		c.balancesMatch(d, org)
		c.check("sandbox", "401")

		// A quote, its countdown, and the exchange.
		c.visit("/console/fx")
		c.heading("FX")
		c.choose("Sell", "USD")
		c.choose("Buy", "NGN")
		c.fill("Amount to sell (USD)", "100")
		c.press("Get a quote")
		c.Poll(`/^\d+:\d\d$/.test(document.querySelector('[role=timer]')?.textContent ?? '')`)
		first := browsertest.Eval[string](c.Page, `document.querySelector('[role=timer]').textContent`)
		c.Poll(`document.querySelector('[role=timer]').textContent !== ` + quote(first))
		c.check("quote", "401")
		c.press("Exchange USD to NGN")
		c.contains("Exchanged: fxx_")
		c.contains("1 exchange")
		c.balancesMatch(d, org)
		c.check("exchanged", "401")

		// A withdrawal: a wrong address is refused as it is typed.
		c.visit("/console/crypto/withdrawals")
		c.heading("Crypto")
		c.press("New withdrawal")
		c.heading("New withdrawal")
		c.choose("Coin", "USDC")
		c.choose("Chain", "BASE")
		c.fill("Address", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe")
		c.Poll(`document.querySelector('[data-check]')?.dataset.check === 'invalid'`)
		require.True(t, browsertest.Eval[bool](c.Page, `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Send').disabled`))
		c.check("withdrawal-invalid-address", "401")
		c.fill("Address", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
		c.Poll(`document.querySelector('[data-check]')?.dataset.check === 'valid'`)
		c.fill("Amount (usdc)", "25")
		c.press("Send")
		c.Poll(`location.pathname.startsWith('/console/crypto/withdrawals/cwd_')`)
		withdrawal := strings.TrimPrefix(c.path(), "/console/crypto/withdrawals/")
		c.contains("Pending")
		c.check("withdrawal-pending", "401")
		// Its cost and fee are held until the sandbox settles it.
		c.visit("/console/sandbox")
		c.heading("Sandbox")
		c.contains(withdrawal)
		c.balancesMatch(d, org)
		c.press("Settle (sandbox)")
		c.contains("No withdrawal is pending.")
		c.visit("/console/crypto/withdrawals/" + withdrawal)
		c.heading("Withdrawal " + withdrawal)
		c.contains("Succeeded")
		c.check("withdrawal", "401")

		// A deposit address with its QR code, and a deposit to it.
		c.visit("/console/crypto/addresses")
		c.fill("Find a customer", "grace")
		c.press("Grace Hopper grace@example.com")
		c.press("Create a deposit address")
		c.Poll(`location.pathname.startsWith('/console/crypto/addresses/addr_')`)
		c.Poll(`!!document.querySelector('svg.qr-code path')`)
		c.fill("Deposit amount (usdc)", "10")
		c.press("Simulate a deposit (sandbox)")
		c.Poll(`document.querySelectorAll('main table tbody tr').length === 1`)
		c.contains("10.000000 usdc")
		c.check("address", "401")

		// The customer's USD account: a KYC link, approved in the sandbox.
		c.visit("/console/usd/requests")
		c.heading("USD")
		c.fill("Find the customer", "grace")
		c.press("Grace Hopper grace@example.com")
		c.press("Create the link")
		c.Poll(`(document.querySelector('[data-testid=kyc-link]')?.textContent ?? '').includes('/widget#token=')`)
		c.check("kyc-link", "401")
		c.press("Approve (sandbox)")
		c.Poll(`!!document.querySelector('main a[href*="/usd/accounts/vac_"]')`)
		accounts := fin.graphQL(t, s, `{ usdAccounts(first: 1) { edges { node { id accountName } } } }`, nil)
		c.press("Accounts")
		c.press(accounts.Str("data.usdAccounts.edges.0.node.accountName"))
		c.heading(accounts.Str("data.usdAccounts.edges.0.node.accountName"))
		c.contains("No counterparties yet.")
		c.check("usd-account", "401")

		// A counterparty: a wrong routing number is refused as it is typed.
		c.press("Add a counterparty")
		c.fill("First name", "Ada")
		c.fill("Last name", "Lovelace")
		c.fill("Name on the account", "Ada Lovelace")
		c.fill("Account number", "123456789")
		c.fill("Routing number", "021000022")
		c.Poll(`document.querySelector('[data-check]')?.dataset.check === 'invalid'`)
		c.check("counterparty-invalid-routing", "401")
		c.fill("Routing number", "021000021")
		c.Poll(`document.querySelector('[data-check]')?.dataset.check === 'valid'`)
		c.fill("Bank name", "JPMorgan Chase")
		c.fill("Street", "1 Analytical Way")
		c.fill("City", "London")
		c.fill("State", "NY")
		c.fill("Postal code", "10001")
		c.press("Add counterparty")
		c.Poll(`location.pathname.startsWith('/console/usd/counterparties/cpty_')`)
		c.heading("Ada Lovelace")

		// An ACH transfer, sent and then returned by the sandbox.
		c.fill("Amount (USD)", "50")
		c.fill("Memo", "Invoice 7")
		c.press("Send transfer")
		c.Poll(`location.pathname.startsWith('/console/usd/transfers/trf_')`)
		transfer := strings.TrimPrefix(c.path(), "/console/usd/transfers/")
		// Pending until the queue hands it to the sandbox's rail, then processing.
		c.Poll(`/Pending|Processing/.test(document.querySelector('main')?.innerText ?? '')`)
		c.visit("/console/sandbox")
		c.heading("Sandbox")
		c.contains(transfer)
		c.balancesMatch(d, org)
		c.press(transfer)
		c.heading("Transfer " + transfer)
		c.press("Succeed (sandbox)")
		c.contains("Succeeded")
		c.press("Return (sandbox)")
		c.contains("Returned")
		c.contains("R01")
		c.contains("back to the USD wallet")
		c.check("transfer-returned", "401")
		c.visit("/console/sandbox")
		c.heading("Sandbox")
		c.balancesMatch(d, org)

		// A reviewer reads the same pages and finds no money action.
		r := open(t, chrome, s, "money-reviewer")
		r.visit("/console/fx")
		r.signIn("rita@example.com", passphrase)
		r.heading("FX")
		r.contains("1 exchange")
		r.check("fx", "401")
		for _, page := range []string{"/console/crypto/withdrawals", "/console/crypto/addresses", "/console/usd/requests", "/console/usd/transfers/" + transfer} {
			r.visit(page)
			r.Poll(`!!document.querySelector('main h1') && !document.querySelector('main [aria-busy=true]')`)
			time.Sleep(300 * time.Millisecond)
			main := browsertest.Eval[string](r.Page, `document.querySelector('main').innerText`)
			for _, action := range []string{"Get a quote", "New withdrawal", "(sandbox)", "Create a KYC link", "Create a deposit address", "Send transfer", "Add a counterparty"} {
				require.NotContains(t, main, action, page)
			}
		}
		r.contains("Returned")
		r.check("transfer", "401")
		require.NotContains(t, browsertest.Eval[string](r.Page, `document.querySelector('nav').innerText`), "Sandbox")
		r.visit("/console/sandbox")
		r.heading("Sandbox")
		r.contains("Your role cannot use this page in test mode.")
	})
}

// balancesMatch checks that every wallet figure on the page (the sandbox's
// wallet table, or FX's available balances) equals what the ledger's
// entries and pending holds add up to in the database.
func (c *tab) balancesMatch(d *db.DB, org string) {
	c.T.Helper()
	type row struct {
		Asset  string `bun:"asset"`
		Ledger int64  `bun:"ledger"`
		Held   int64  `bun:"held"`
	}
	var rows []row
	require.NoError(c.T, d.NewRaw(`SELECT a.asset,
		COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS ledger,
		COALESCE((SELECT SUM(h.amount) FROM ledger_holds h WHERE h.account_id = a.id AND h.status = 'pending'), 0) AS held
		FROM ledger_accounts a WHERE a.organization_id = ? AND a.mode = ? AND a.kind = ?`, org, auth.Test, ledger.KindWallet).Scan(context.Background(), &rows))
	want := map[string]row{}
	for _, r := range rows {
		want[r.Asset] = r
	}
	// The page's figures as it shows them, once it has shown them: a page
	// refetches its balances after a change, so they are read until they
	// agree with the ledger or ten seconds have passed, then compared.
	c.Poll(`document.querySelectorAll('.wallet-table tr[data-currency], .available-balances [data-currency]').length > 0`)
	agree := func(shown [][]string) bool {
		for _, s := range shown {
			w := want[s[0]]
			if s[1] != "" && (money(w.Ledger, s[0]) != s[1] || money(w.Held, s[0]) != s[3]) || money(w.Ledger-w.Held, s[0]) != s[2] {
				return false
			}
		}
		return true
	}
	var shown [][]string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		shown = browsertest.Eval[[][]string](c.Page, `[
			...[...document.querySelectorAll('.wallet-table tr[data-currency]')].map((tr) => [tr.dataset.currency, ...[...tr.querySelectorAll('td')].map((td) => td.innerText.trim())]),
			...[...document.querySelectorAll('.available-balances [data-currency]')].map((e) => [e.dataset.currency, '', e.innerText.trim(), '']),
		]`)
		if agree(shown) || time.Now().After(deadline) {
			break
		}
	}
	require.NotEmpty(c.T, shown)
	for _, s := range shown {
		w := want[s[0]]
		if s[1] != "" {
			require.Equal(c.T, money(w.Ledger, s[0]), s[1], "ledger balance of %s", s[0])
			require.Equal(c.T, money(w.Held, s[0]), s[3], "held in %s", s[0])
		}
		require.Equal(c.T, money(w.Ledger-w.Held, s[0]), s[2], "available balance of %s", s[0])
	}
}

// money writes minor units of a two-decimal currency as the console does ("1,234.50 USD").
func money(minor int64, currency string) string {
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	whole := fmt.Sprint(minor / 100)
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return fmt.Sprintf("%s%s.%02d %s", sign, whole, minor%100, currency)
}
