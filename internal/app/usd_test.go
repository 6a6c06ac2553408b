package app_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

const ssn = "123-45-6789"

func usdMeta(overrides map[string]any) map[string]any {
	m := map[string]any{"employer_name": "Acme", "employment_description": "Engineering", "employment_status": "EMPLOYED",
		"identification_number": ssn, "nationality": "US", "occupation": "Engineer", "us_residency_status": "US_CITIZEN"}
	for k, v := range overrides {
		m[k] = v
	}
	return m
}

// The USD API's contract: Maplerad's routes and shapes for requests, KYC
// links, the sandbox's decisions, accounts, counterparties and transfers,
// their statuses and error keys (field keys holding dots); GraphQL's
// inputs, linked objects and money as strings.
func TestUSDContract(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.USDSandboxDelay = time.Hour }})
		org := s.Org(t, "acme")
		key := org.TestKey
		do := expect(t, s, key)
		fieldError := func(r apptest.Response, field string) any { return r.Get("errors").(map[string]any)[field] }
		linked := createCustomer(t, s, key, "ada@example.com")
		k := do("POST", "/v1/collections/usd/kyc_link", map[string]any{"customer_id": linked, "redirect_url": "https://example.com/done"}, 200)
		require.Equal(t, []any{"PENDING", "USD", true, true}, []any{k.Get("data.status"), k.Get("data.currency"), k.Str("data.session_id") != "",
			k.Str("data.expires_at") != ""})
		require.Contains(t, k.Str("data.kyc_link"), "/widget#token=ct_")
		do("POST", "/v1/collections/usd/kyc_link", map[string]any{"customer_id": linked, "redirect_url": "javascript:alert(1)"}, 422)
		r := do("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": linked, "meta": usdMeta(nil)}, 409)
		require.Equal(t, "usd_account_exists", r.Str("error"))

		cus := createCustomer(t, s, key, "bo@example.com")
		bad := do("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": cus,
			"meta": usdMeta(map[string]any{"identification_number": "000-12-3456"})}, 422)
		require.NotNil(t, fieldError(bad, "meta.identification_number"), string(bad.Body))
		require.NotContains(t, string(bad.Body), "000-12-3456", "the number is not echoed")
		do("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": "cus_x", "meta": usdMeta(nil)}, 404)
		require.Equal(t, 503, s.Do(t, "POST", "/v1/collections/virtual-account/usd", org.LiveKey, map[string]any{"customer_id": cus,
			"meta": usdMeta(nil)}).Status, "no live bank")
		r = do("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": cus, "meta": usdMeta(nil)}, 200)
		require.Equal(t, "6789", r.Str("data.identification_number_last4"))
		require.NotContains(t, string(r.Body), "123-45") // nor in any table or log (protection_test.go)
		account := do("POST", "/v1/test/virtual-account/"+r.Str("data.reference")+"/approve", nil, 200).Str("data.account_id")
		st := do("GET", "/v1/collections/virtual-account/status/"+r.Str("data.reference"), "{}", 200)
		require.Equal(t, []any{"APPROVED", []any{}}, []any{st.Get("data.status"), st.Get("data.message")})
		acct := do("GET", "/v1/collections/virtual-account/"+account, nil, 200)
		require.Regexp(t, `^\d{12}$`, acct.Str("data.account_number"))
		require.Equal(t, "ACH", acct.Str("data.iban.0.instruction_type"))
		require.Equal(t, account, do("GET", "/v1/events?type=usd_account.approved", nil, 200).Str("data.0.data.account_id"))
		ref := do("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": createCustomer(t, s, key, "cy@example.com"),
			"meta": usdMeta(nil)}, 200).Str("data.reference")
		rej := do("POST", "/v1/test/virtual-account/"+ref+"/reject", map[string]any{"reason": "documents unreadable"}, 200)
		require.Equal(t, []any{"REJECTED", []any{"documents unreadable"}}, []any{rej.Get("data.status"), rej.Get("data.message")})
		do("POST", "/v1/test/virtual-account/"+ref+"/approve", nil, 409)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/collections/virtual-account/status/"+ref, s.Org(t, "other").TestKey, nil).Status)

		// Counterparties: Maplerad's creation shape, and an array of the read shape.
		body := map[string]any{"account_id": account, "is_corporate": false, "first_name": "John", "last_name": "Doe",
			"account_information": map[string]any{"account_name": "John Doe", "account_number": "900516649780", "routing_number": "021000021",
				"institution_name": "Bank of the Lakes", "payment_rails": []string{"ach", "FEDWIRE"}, "type": "CHECKING", "swift_code": "LAKEUS41"},
			"beneficiary_address": map[string]any{"street": "1 Main St", "city": "Springfield", "state": "IL", "postal_code": "62701", "country": "US"}}
		c := do("POST", "/v1/collections/virtual-account/counterparties", body, 200)
		for _, f := range []string{"id", "account_id", "InstitutionName", "account_number", "account_name", "payment_rail", "active"} {
			require.Contains(t, c.JSON["data"], f)
		}
		require.Equal(t, []any{"ACH", "FEDWIRE"}, c.Get("data.payment_rail"))
		cp := c.Str("data.id")
		g := do("GET", "/v1/collections/virtual-account/counterparties/"+cp, "{}", 200)
		for _, f := range []string{"id", "account_id", "institution_name", "description", "payment_rails", "account_number", "account_name", "account_type", "active"} {
			require.Contains(t, g.Get("data").([]any)[0], f)
		}
		require.Equal(t, cp, do("GET", "/v1/collections/virtual-account/"+account+"/counterparties", nil, 200).Str("data.0.id"))
		do("GET", "/v1/collections/virtual-account/counterparties/cpty_x", nil, 404)
		do("GET", "/v1/collections/virtual-account/acct_x/counterparties", nil, 404)
		body["account_information"].(map[string]any)["routing_number"] = "021000022"
		require.NotNil(t, fieldError(do("POST", "/v1/collections/virtual-account/counterparties", body, 422), "account_information.routing_number"))
		body["account_id"], body["account_information"].(map[string]any)["routing_number"] = "vac_x", "021000021"
		do("POST", "/v1/collections/virtual-account/counterparties", body, 404)

		// Transfers: an ACH transfer of $10 costs 1000 cents and a 100-cent fee.
		do("POST", "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": 2 * 1100}, 200)
		transfer := func(reference string, status int) string {
			return do("POST", "/v2/transfers/usd", map[string]any{"amount": 1000, "counterparty_id": cp, "memo": "invoice",
				"payment_rail": "ach", "reason": "supplies", "reference": reference}, status).Str("data.id")
		}
		one, two := transfer("t-1", 200), transfer("t-2", 200)
		require.Equal(t, "insufficient_funds", do("POST", "/v2/transfers/usd", map[string]any{"amount": 1000, "counterparty_id": cp,
			"payment_rail": "ach"}, 400).Str("error"))
		tr := do("GET", "/v1/transfers/t-1", "{}", 200)
		require.Equal(t, "Transfer | John Doe - 900516649780 - Bank of the Lakes", tr.Str("data.summary"))
		// The bank code where Maplerad has it, and where the SDK's transfer type reads it.
		require.Equal(t, []any{"LAKEUS41", "LAKEUS41", "900516649780"}, []any{tr.Get("data.counterparty.bank_code"), tr.Get("data.bank_code"), tr.Get("data.account_number")})
		h := do("GET", "/v1/wallets/USD/history", "{}", 200)
		require.Equal(t, []any{"LEDGER", 2200.0, 0.0}, []any{h.Get("data.0.balance_type"), h.Get("data.0.current_balance"), h.Get("data.0.previous_balance")})
		require.Equal(t, "SUCCESS", do("POST", "/v1/test/transfers/"+one+"/succeed", nil, 200).Str("data.status"))
		f := do("POST", "/v1/test/transfers/"+two+"/fail", map[string]any{"reason": "account closed"}, 200)
		require.Equal(t, "FAILED account closed", f.Str("data.status")+" "+f.Str("data.failure_reason"))
		do("POST", "/v1/test/transfers/"+two+"/succeed", nil, 409)
		do("POST", "/v1/test/transfers/"+one+"/return", map[string]any{"return_code": "X99"}, 422)
		do("POST", "/v1/test/transfers/"+one+"/return", map[string]any{"return_code": "R01"}, 200)
		do("POST", "/v1/test/transfers/"+one+"/return", map[string]any{"return_code": "R01"}, 409)
		g = do("GET", "/v1/transfers/"+one, nil, 200)
		require.Equal(t, "RETURNED R01", g.Str("data.status")+" "+g.Str("data.return_code"))
		dup := do("POST", "/v2/transfers/usd", map[string]any{"amount": 1, "counterparty_id": cp, "payment_rail": "ACH", "reference": "t-1"}, 409)
		require.Equal(t, "duplicate_reference", dup.Str("error"))
		require.Contains(t, dup.Str("message"), one)
		for field, body := range map[string]map[string]any{"payment_rail": {"amount": 1, "counterparty_id": cp, "payment_rail": "swift"},
			"amount": {"amount": 0, "counterparty_id": cp, "payment_rail": "wire"}} {
			require.NotNil(t, do("POST", "/v2/transfers/usd", body, 422).Get("errors."+field), field)
		}
		do("POST", "/v2/transfers/usd", map[string]any{"amount": 1, "counterparty_id": "cpty_x", "payment_rail": "ach"}, 404)
		do("POST", "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": 5000}, 200)
		w := do("POST", "/v2/transfers/usd", map[string]any{"amount": 1, "counterparty_id": cp, "payment_rail": "wire"}, 200)
		require.Equal(t, []any{2500.0, "FEDWIRE"}, []any{w.Get("data.fee"), w.Get("data.payment_rail")})
		do("POST", "/v1/test/transfers/"+w.Str("data.id")+"/succeed", nil, 200)
		require.Equal(t, "not_returnable", do("POST", "/v1/test/transfers/"+w.Str("data.id")+"/return", nil, 409).Str("error"))

		q := gql(t, s, key, `mutation($c: ID!, $m: UsdAccountMetaInput!) { createUsdAccountRequest(input: {customerId: $c, meta: $m}) { reference kycLink } }`,
			map[string]any{"c": createCustomer(t, s, key, "di@example.com"), "m": map[string]any{"employerName": "Acme", "employmentDescription": "Eng",
				"employmentStatus": "employed", "identificationNumber": ssn, "nationality": "US", "occupation": "Engineer", "usResidencyStatus": "US_CITIZEN"}})
		require.Contains(t, q.Str("data.createUsdAccountRequest.kycLink"), "/widget#token=")
		q = gql(t, s, key, `query($r: ID!) { usdAccountRequest(reference: $r) { accountId sessionId session { id } customer { id } account { id } } }`,
			map[string]any{"r": r.Str("data.reference")})
		require.Equal(t, q.Str("data.usdAccountRequest.sessionId"), q.Str("data.usdAccountRequest.session.id"), "linked objects: "+string(q.Body))
		require.Equal(t, cus, q.Str("data.usdAccountRequest.customer.id"))
		require.Equal(t, account, q.Str("data.usdAccountRequest.account.id"))
		c = gql(t, s, key, `mutation($a: ID!) { createCounterparty(input: {accountId: $a, firstName: "John", lastName: "Doe", accountName: "John Doe",
			accountNumber: "123456789", routingNumber: "021000021", institutionName: "Chase", accountType: "savings", paymentRails: [FEDWIRE],
			beneficiaryAddress: {street: "1 Main", city: "NYC", state: "NY", postalCode: "10001", country: "us"}}) { paymentRails } }`, map[string]any{"a": account})
		require.Equal(t, []any{"FEDWIRE"}, c.Get("data.createCounterparty.paymentRails"))
		a := gql(t, s, key, `query($a: ID!) { usdAccount(id: $a) { counterparties { edges { node { id } } } } usdAccount2: usdAccount(id: "vac_x") { id }
			usdTransfers(first: 1) { edges { node { id fee { amount } } } } }`, map[string]any{"a": account})
		require.Equal(t, cp, a.Str("data.usdAccount.counterparties.edges.0.node.id"))
		require.Nil(t, a.Get("data.usdAccount2"))
		require.Equal(t, w.Str("data.id"), a.Str("data.usdTransfers.edges.0.node.id"))
		require.Equal(t, "2500", a.Get("data.usdTransfers.edges.0.node.fee.amount"), "money as a string")
	})
}
