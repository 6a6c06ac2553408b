package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

const ssn = "123-45-6789"

// fieldError is the messages of a field in an error envelope's map (field
// keys may hold dots).
func fieldError(r apptest.Response, envelope, field string) any {
	m, _ := r.JSON[envelope].(map[string]any)
	return m[field]
}

func usdMeta(overrides map[string]any) map[string]any {
	m := map[string]any{"employer_name": "Acme", "employment_description": "Engineering", "employment_status": "EMPLOYED",
		"identification_number": ssn, "nationality": "US", "occupation": "Engineer", "us_residency_status": "US_CITIZEN"}
	for k, v := range overrides {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	return m
}

// usdAccount opens an approved USD account for a new customer (by the sandbox route).
func usdAccount(t *testing.T, s *apptest.Server, key, email string) string {
	t.Helper()
	cus := createCustomer(t, s, key, email)
	r := s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": cus, "meta": usdMeta(nil)})
	require.Equal(t, 200, r.Status, string(r.Body))
	a := s.Do(t, "POST", "/v1/test/virtual-account/"+r.Str("data.reference")+"/approve", key, nil)
	require.Equal(t, 200, a.Status, string(a.Body))
	return a.Str("data.account_id")
}

func counterpartyBody(accountID string, overrides map[string]any) map[string]any {
	m := map[string]any{"account_id": accountID, "is_corporate": false, "first_name": "John", "last_name": "Doe",
		"email": "john@example.com", "description": "supplier",
		"account_information": map[string]any{"account_name": "John Doe", "account_number": "900516649780",
			"routing_number": "021000021", "institution_name": "Bank of the Lakes", "payment_rails": []string{"ach", "FEDWIRE"},
			"type": "CHECKING", "swift_code": "LAKEUS41"},
		"beneficiary_address": map[string]any{"street": "1 Main St", "city": "Springfield", "state": "IL", "postal_code": "62701", "country": "US"}}
	for k, v := range overrides {
		m[k] = v
	}
	return m
}

func TestUSDAccountThroughKYCLink(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		rcv := newReceiver(t)
		require.Equal(t, 201, s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL, "events": []string{"usd_account.*"}}).Status)

		run := func(email string, completeHints map[string]string) (apptest.Response, string) {
			cus := createCustomer(t, s, key, email)
			k := s.Do(t, "POST", "/v1/collections/usd/kyc_link", key, map[string]any{"customer_id": cus, "redirect_url": "https://example.com/done"})
			require.Equal(t, 200, k.Status, string(k.Body))
			require.Equal(t, "PENDING", k.Str("data.status"))
			require.Equal(t, "USD", k.Str("data.currency"))
			require.NotEmpty(t, k.Str("data.session_id"))
			require.NotEmpty(t, k.Str("data.expires_at"))
			link := k.Str("data.kyc_link")
			require.Contains(t, link, "/widget#token=ct_")
			token := link[strings.Index(link, "ct_"):]
			ses := s.Do(t, "GET", "/v1/sessions/"+k.Str("data.session_id"), key, nil)
			require.Equal(t, cus, ses.Str("data.customer_id"))
			require.Equal(t, "https://example.com/done", ses.Str("data.redirect_url"))

			// The person completes the verification through the client API.
			f := &flow{t: t, s: s, key: key, id: k.Str("data.session_id"), token: token}
			f.ok(s.Do(t, "GET", "/v1/client/session", token, nil))
			f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
			f.ok(f.upload("liveness", nil))
			body := map[string]any{}
			for k, v := range completeHints {
				body[k] = v
			}
			f.ok(s.Do(t, "POST", "/v1/client/complete", token, body))
			st := s.Do(t, "GET", "/v1/collections/virtual-account/status/"+k.Str("data.reference"), key, "{}")
			require.Equal(t, 200, st.Status, string(st.Body))
			return st, cus
		}

		st, _ := run("ok@example.com", nil)
		require.Equal(t, "APPROVED", st.Str("data.status"), string(st.Body))
		require.Equal(t, []any{}, st.Get("data.message"))
		accountID := st.Str("data.account_id")
		a := s.Do(t, "GET", "/v1/collections/virtual-account/"+accountID, key, nil)
		require.Equal(t, 200, a.Status)
		require.Regexp(t, `^\d{12}$`, a.Str("data.account_number"))
		require.True(t, usd.ValidRouting(a.Str("data.routing_number")), a.Str("data.routing_number"))
		require.Equal(t, "Ada Obi", a.Str("data.account_name"))
		require.Equal(t, "ACH", a.Str("data.iban.0.instruction_type"))
		eventually(t, "usd_account.approved delivered", func() bool { return rcv.count() == 1 })
		var ev map[string]any
		require.NoError(t, json.Unmarshal(rcv.last().body, &ev))
		require.Equal(t, "usd_account.approved", ev["event"])
		require.Equal(t, accountID, ev["data"].(map[string]any)["account_id"])

		st, _ = run("no@example.com", map[string]string{"face_match_passed": "false"})
		require.Equal(t, "REJECTED", st.Str("data.status"))
		require.Contains(t, fmt.Sprint(st.Get("data.message")), "FACE_MATCH_FAILED")
		require.Equal(t, "", st.Str("data.account_id"))
		eventually(t, "usd_account.rejected delivered", func() bool { return rcv.count() >= 2 })

		// A customer with an approved verification is approved at once,
		// by a request or a KYC link.
		verified := func(email string) string {
			cus := createCustomer(t, s, key, email)
			f := newFlow(t, s, key, map[string]any{"customer_id": cus})
			f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
			f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
			f.ok(f.upload("liveness", nil))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return cus
		}
		k0 := s.Do(t, "POST", "/v1/collections/usd/kyc_link", key, map[string]any{"customer_id": verified("linked@example.com"),
			"redirect_url": "https://example.com/done"})
		require.Equal(t, "APPROVED", k0.Str("data.status"), string(k0.Body))
		require.NotEmpty(t, k0.Str("data.account_id"))
		cus := verified("again@example.com")
		r := s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": cus, "meta": usdMeta(nil)})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "APPROVED", r.Str("data.status"))
		require.NotEmpty(t, r.Str("data.account_id"))
		require.Equal(t, "6789", r.Str("data.identification_number_last4"))
		require.NotContains(t, string(r.Body), "123-45")
		r = s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": cus, "meta": usdMeta(nil)})
		require.Equal(t, 409, r.Status)
		require.Equal(t, "usd_account_exists", r.Str("error"))
		k := s.Do(t, "POST", "/v1/collections/usd/kyc_link", key, map[string]any{"customer_id": cus, "redirect_url": "https://example.com/done"})
		require.Equal(t, "APPROVED", k.Str("data.status"), "an approved request is answered as it is")

		// The identification number is stored sealed and is nowhere else.
		var stored []string
		require.NoError(t, d.NewSelect().Table("usd_account_requests").Column("identification_number").Scan(context.Background(), &stored))
		for _, v := range stored {
			require.NotContains(t, v, "6789")
		}
		for _, e := range s.Do(t, "GET", "/v1/events?page_size=100", key, nil).Get("data").([]any) {
			b, _ := json.Marshal(e)
			require.NotContains(t, string(b), ssn)
		}
		require.NotContains(t, s.Logs(), "123-45-6789")
	})
}

func TestUSDRequestValidation(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		cus := createCustomer(t, s, key, "ada@example.com")
		cases := map[string]map[string]any{
			"meta.employer_name":         usdMeta(map[string]any{"employer_name": nil}),
			"meta.employment_status":     usdMeta(map[string]any{"employment_status": "BUSY"}),
			"meta.us_residency_status":   usdMeta(map[string]any{"us_residency_status": "TOURIST"}),
			"meta.nationality":           usdMeta(map[string]any{"nationality": "XX"}),
			"meta.identification_number": usdMeta(map[string]any{"identification_number": "000-12-3456"}),
			"meta.occupation":            usdMeta(map[string]any{"occupation": ""}),
		}
		for field, meta := range cases {
			r := s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": cus, "meta": meta})
			require.Equal(t, 422, r.Status, "%s: %s", field, r.Body)
			require.NotNil(t, fieldError(r, "errors", field), "%s: %s", field, r.Body)
			require.NotNil(t, fieldError(r, "validation_errors", field))
			require.NotContains(t, string(r.Body), "000-12-3456", "the number is not echoed")
		}
		for _, n := range []string{"123456789", "900-70-1234", "912-94-0000"} { // an SSN without dashes, ITINs
			c := createCustomer(t, s, key, "u"+n+"@example.com")
			r := s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": c,
				"meta": usdMeta(map[string]any{"identification_number": n})})
			require.Equal(t, 200, r.Status, "%s: %s", n, r.Body)
		}
		c := createCustomer(t, s, key, "nr@example.com")
		r := s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": c,
			"meta": usdMeta(map[string]any{"us_residency_status": "non_resident_alien", "identification_number": "A12345678", "nationality": "ng"})})
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "5678", r.Str("data.identification_number_last4"))
		require.Equal(t, 404, s.Do(t, "POST", "/v1/collections/virtual-account/usd", key, map[string]any{"customer_id": "cus_x", "meta": usdMeta(nil)}).Status)
		require.Equal(t, 422, s.Do(t, "POST", "/v1/collections/usd/kyc_link", key, map[string]any{"customer_id": cus, "redirect_url": "javascript:alert(1)"}).Status)
		require.Equal(t, 503, s.Do(t, "POST", "/v1/collections/virtual-account/usd", org.LiveKey, map[string]any{"customer_id": cus, "meta": usdMeta(nil)}).Status,
			"no live bank")
		// The sandbox decides pending requests by hand.
		ref := r.Str("data.reference")
		rej := s.Do(t, "POST", "/v1/test/virtual-account/"+ref+"/reject", key, map[string]any{"reason": "documents unreadable"})
		require.Equal(t, "REJECTED", rej.Str("data.status"))
		require.Equal(t, []any{"documents unreadable"}, rej.Get("data.message"))
		require.Equal(t, 409, s.Do(t, "POST", "/v1/test/virtual-account/"+ref+"/approve", key, nil).Status)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/collections/virtual-account/status/"+ref, s.Org(t, "other").TestKey, nil).Status)
	})
}

func TestCounterparties(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		key := org.TestKey
		account := usdAccount(t, s, key, "ada@example.com")
		c := s.Do(t, "POST", "/v1/collections/virtual-account/counterparties", key, counterpartyBody(account, nil))
		require.Equal(t, 200, c.Status, string(c.Body))
		// Creation answers Maplerad's creation shape...
		for _, f := range []string{"id", "account_id", "InstitutionName", "account_number", "account_name", "payment_rail", "active"} {
			require.Contains(t, c.JSON["data"], f)
		}
		require.Equal(t, []any{"ACH", "FEDWIRE"}, c.Get("data.payment_rail"))
		id := c.Str("data.id")
		// ...and reads answer an array of the read shape.
		g := s.Do(t, "GET", "/v1/collections/virtual-account/counterparties/"+id, key, "{}")
		require.Equal(t, 200, g.Status, string(g.Body))
		list := g.Get("data").([]any)
		require.Len(t, list, 1)
		for _, f := range []string{"id", "account_id", "institution_name", "description", "payment_rails", "account_number", "account_name", "account_type", "active"} {
			require.Contains(t, list[0], f)
		}
		l := s.Do(t, "GET", "/v1/collections/virtual-account/"+account+"/counterparties", key, nil)
		require.Equal(t, id, l.Str("data.0.id"))
		require.Equal(t, 404, s.Do(t, "GET", "/v1/collections/virtual-account/counterparties/cpty_x", key, nil).Status)
		require.Equal(t, 404, s.Do(t, "GET", "/v1/collections/virtual-account/acct_x/counterparties", key, nil).Status)

		// GraphQL pages through an account's counterparties, oldest first.
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test}
		for range 104 {
			in := usd.CounterpartyInput{AccountID: account, FirstName: "John", LastName: "Doe", AccountName: "John Doe",
				AccountNumber: "900516649780", RoutingNumber: "021000021", InstitutionName: "Bank of the Lakes", AccountType: "CHECKING",
				PaymentRails: []string{"ACH"}, BeneficiaryAddress: usd.Address{Street: "1 Main St", City: "Springfield", State: "IL",
					PostalCode: "62701", Country: "US"}}
			_, err := s.App.USD.CreateCounterparty(context.Background(), p, in)
			require.NoError(t, err)
		}
		all, err := s.App.USD.Counterparties(context.Background(), p, account)
		require.NoError(t, err)
		want := []string{}
		for _, cp := range all {
			want = append(want, cp.ID)
		}
		require.Len(t, want, 105)
		require.Equal(t, id, want[0])
		var got []string
		after := ""
		for {
			r := s.GraphQL(t, key, `query($a: ID!, $after: String) { usdAccount(id: $a) {
			  counterparties(first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } } }`,
				map[string]any{"a": account, "after": after})
			require.Nil(t, r.Get("errors"), string(r.Body))
			for _, e := range r.Get("data.usdAccount.counterparties.edges").([]any) {
				got = append(got, e.(map[string]any)["node"].(map[string]any)["id"].(string))
			}
			if r.Get("data.usdAccount.counterparties.pageInfo.hasNextPage") != true {
				break
			}
			after = r.Str("data.usdAccount.counterparties.pageInfo.endCursor")
		}
		require.Equal(t, want, got)

		info := func(k string, v any) map[string]any {
			ai := counterpartyBody(account, nil)["account_information"].(map[string]any)
			ai[k] = v
			return map[string]any{"account_information": ai}
		}
		addr := func(k string, v any) map[string]any {
			a := counterpartyBody(account, nil)["beneficiary_address"].(map[string]any)
			a[k] = v
			return map[string]any{"beneficiary_address": a}
		}
		for field, over := range map[string]map[string]any{
			"account_information.routing_number": info("routing_number", "021000022"), // checksum broken
			"account_information.account_number": info("account_number", "12ab"),
			"account_information.payment_rails":  info("payment_rails", []string{"SWIFT"}),
			"account_information.type":           info("type", "BROKERAGE"),
			"account_information.swift_code":     info("swift_code", "LAKE"),
			"beneficiary_address.country":        addr("country", "USA"),
			"beneficiary_address.street":         addr("street", ""),
			"first_name":                         {"first_name": ""},
			"business_name":                      {"is_corporate": true},
			"email":                              {"email": "not-an-email"},
			"phone_number":                       {"phone_number": "0803"},
		} {
			r := s.Do(t, "POST", "/v1/collections/virtual-account/counterparties", key, counterpartyBody(account, over))
			require.Equal(t, 422, r.Status, "%s: %s", field, r.Body)
			require.NotNil(t, fieldError(r, "errors", field), "%s: %s", field, r.Body)
		}
		require.Equal(t, 404, s.Do(t, "POST", "/v1/collections/virtual-account/counterparties", key, counterpartyBody("vac_x", nil)).Status)
	})
}

func TestUSDTransfers(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		// The test settles transfers itself: the sandbox's own settling
		// must not overtake it on a busy machine.
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.USDSandboxDelay = time.Hour }})
		org := s.Org(t, "acme")
		key := org.TestKey
		account := usdAccount(t, s, key, "ada@example.com")
		cp := s.Do(t, "POST", "/v1/collections/virtual-account/counterparties", key, counterpartyBody(account, nil)).Str("data.id")
		// Each ACH transfer of $10 costs 1000 cents and a 100-cent fee; fund 50 of them.
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 50 * 1100}).Status)
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for i := range 100 {
			wg.Go(func() {
				r := s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 1000, "counterparty_id": cp, "memo": "invoice",
					"payment_rail": "ach", "reason": "supplies", "reference": fmt.Sprintf("t-%d", i)})
				mu.Lock()
				codes[r.Status]++
				mu.Unlock()
				if r.Status != 200 {
					require.Equal(t, "insufficient_funds", r.Str("error"), string(r.Body))
				}
			})
		}
		wg.Wait()
		require.Equal(t, map[int]int{200: 50, 400: 50}, codes)
		bal, avail := usdBalance(t, s, key)
		require.EqualValues(t, 50*1100, bal)
		require.EqualValues(t, 0, avail)
		require.NoError(t, ledger.Verify(context.Background(), d))
		// A history line names the balance it carries: the ledger balance,
		// which the pending transfers' holds do not lower (the SDK sends {}).
		h := s.Do(t, "GET", "/v1/wallets/USD/history", key, "{}")
		require.Equal(t, 200, h.Status, string(h.Body))
		require.Equal(t, "LEDGER", h.Str("data.0.balance_type"))
		require.EqualValues(t, bal, h.Get("data.0.current_balance"))
		require.EqualValues(t, 0, h.Get("data.0.previous_balance"))

		var accepted []string
		for i := range 100 {
			r := s.Do(t, "GET", fmt.Sprintf("/v1/transfers/t-%d", i), key, "{}")
			if r.Status == 200 {
				accepted = append(accepted, r.Str("data.id"))
				require.Equal(t, "Transfer | John Doe - 900516649780 - Bank of the Lakes", r.Str("data.summary"))
				require.Equal(t, "LAKEUS41", r.Str("data.counterparty.bank_code"))
				// Where the SDK's transfer type reads them, too.
				require.Equal(t, "LAKEUS41", r.Str("data.bank_code"))
				require.Equal(t, "900516649780", r.Str("data.account_number"))
			}
		}
		require.Len(t, accepted, 50)
		one, two, three := accepted[0], accepted[1], accepted[2]

		// PENDING → SUCCESS: the hold captured, the fee to fees.
		ok := s.Do(t, "POST", "/v1/test/transfers/"+one+"/succeed", key, nil)
		require.Equal(t, "SUCCESS", ok.Str("data.status"), string(ok.Body))
		bal, avail = usdBalance(t, s, key)
		require.EqualValues(t, 49*1100, bal)
		require.EqualValues(t, 0, avail)
		// → FAILED: released exactly.
		f := s.Do(t, "POST", "/v1/test/transfers/"+two+"/fail", key, map[string]any{"reason": "account closed"})
		require.Equal(t, "FAILED", f.Str("data.status"))
		require.Equal(t, "account closed", f.Str("data.failure_reason"))
		_, avail = usdBalance(t, s, key)
		require.EqualValues(t, 1100, avail)
		require.Equal(t, 409, s.Do(t, "POST", "/v1/test/transfers/"+two+"/succeed", key, nil).Status)
		require.Equal(t, 409, s.Do(t, "POST", "/v1/test/transfers/"+three+"/return", key, nil).Status, "only a success returns")

		// A return after success refunds the amount once, even sent twice at once.
		var rw sync.WaitGroup
		returned := make([]int, 2)
		for i := range 2 {
			rw.Go(func() {
				returned[i] = s.Do(t, "POST", "/v1/test/transfers/"+one+"/return", key, map[string]any{"return_code": "R01"}).Status
			})
		}
		rw.Wait()
		require.ElementsMatch(t, []int{200, 409}, returned)
		bal, avail = usdBalance(t, s, key)
		require.EqualValues(t, 49*1100+1000, bal, "the amount back, the fee kept")
		require.EqualValues(t, 1100+1000, avail)
		g := s.Do(t, "GET", "/v1/transfers/"+one, key, nil)
		require.Equal(t, "RETURNED", g.Str("data.status"))
		require.Equal(t, "R01", g.Str("data.return_code"))
		require.Equal(t, 422, s.Do(t, "POST", "/v1/test/transfers/"+three+"/return", key, map[string]any{"return_code": "X99"}).Status)

		// The ledger: settlement got the amount, fees the fee; the return took it back.
		accts, err := s.App.Ledger.Balances(context.Background(), d, auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, ledger.Internal("fees", "USD"), ledger.Internal("settlement", "USD"))
		require.NoError(t, err)
		require.EqualValues(t, 100, accts[0].Balance)
		require.EqualValues(t, 0, accts[1].Balance)
		for _, typ := range []string{"transfer.successful", "transfer.failed", "transfer.returned"} {
			require.EqualValues(t, 1, s.Do(t, "GET", "/v1/events?type="+typ, key, nil).Get("meta.total"), typ)
		}

		dup := s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 1, "counterparty_id": cp, "memo": "m",
			"payment_rail": "ACH", "reason": "r", "reference": s.Do(t, "GET", "/v1/transfers/"+three, key, nil).Str("data.reference")})
		require.Equal(t, 409, dup.Status, string(dup.Body))
		require.Equal(t, "duplicate_reference", dup.Str("error"))
		require.Contains(t, dup.Str("message"), three)
		for field, body := range map[string]map[string]any{
			"payment_rail": {"amount": 1, "counterparty_id": cp, "payment_rail": "swift", "reference": "x1"},
			"amount":       {"amount": 0, "counterparty_id": cp, "payment_rail": "wire", "reference": "x2"},
		} {
			r := s.Do(t, "POST", "/v2/transfers/usd", key, body)
			require.Equal(t, 422, r.Status, field)
			require.NotNil(t, r.Get("errors."+field), field)
		}
		require.Equal(t, 404, s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 1, "counterparty_id": "cpty_x", "payment_rail": "ach"}).Status)
		// A wire can't be returned.
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 5000}).Status)
		w := s.Do(t, "POST", "/v2/transfers/usd", key, map[string]any{"amount": 1, "counterparty_id": cp, "payment_rail": "wire", "reference": "wire-1"})
		require.Equal(t, 200, w.Status, string(w.Body))
		require.EqualValues(t, 2500, w.Get("data.fee"))
		require.Equal(t, "FEDWIRE", w.Str("data.payment_rail"))
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/transfers/"+w.Str("data.id")+"/succeed", key, nil).Status)
		require.Equal(t, "not_returnable", s.Do(t, "POST", "/v1/test/transfers/"+w.Str("data.id")+"/return", key, nil).Str("error"))
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
}

func TestUSDOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		opts := fastWebhooks(nil)
		opts.Config = func(c *config.Config) { c.USDSandboxDelay = 50 * time.Millisecond }
		s := apptest.Start(t, d, opts)
		key := s.Org(t, "acme").TestKey
		cus := createCustomer(t, s, key, "ada@example.com")
		r := s.GraphQL(t, key, `mutation($c: ID!, $m: UsdAccountMetaInput!) { createUsdAccountRequest(input: {customerId: $c, meta: $m}) { reference status kycLink identificationNumberLast4 } }`,
			map[string]any{"c": cus, "m": map[string]any{"employerName": "Acme", "employmentDescription": "Eng", "employmentStatus": "employed",
				"identificationNumber": ssn, "nationality": "US", "occupation": "Engineer", "usResidencyStatus": "US_CITIZEN"}})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "PENDING", r.Str("data.createUsdAccountRequest.status"))
		require.Contains(t, r.Str("data.createUsdAccountRequest.kycLink"), "/widget#token=")
		ref := r.Str("data.createUsdAccountRequest.reference")
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/virtual-account/"+ref+"/approve", key, nil).Status)
		q := s.GraphQL(t, key, `query($r: ID!) { usdAccountRequest(reference: $r) { status accountId sessionId
			session { id } customer { id } account { id } } }`, map[string]any{"r": ref})
		account := q.Str("data.usdAccountRequest.accountId")
		require.Equal(t, "APPROVED", q.Str("data.usdAccountRequest.status"))
		require.NotEmpty(t, q.Str("data.usdAccountRequest.sessionId"))
		require.Equal(t, q.Str("data.usdAccountRequest.sessionId"), q.Str("data.usdAccountRequest.session.id"), "linked objects: "+string(q.Body))
		require.Equal(t, cus, q.Str("data.usdAccountRequest.customer.id"))
		require.Equal(t, account, q.Str("data.usdAccountRequest.account.id"))
		c := s.GraphQL(t, key, `mutation($a: ID!) { createCounterparty(input: {accountId: $a, firstName: "John", lastName: "Doe",
			accountName: "John Doe", accountNumber: "123456789", routingNumber: "021000021", institutionName: "Chase", accountType: "savings",
			paymentRails: [FEDWIRE], beneficiaryAddress: {street: "1 Main", city: "NYC", state: "NY", postalCode: "10001", country: "us"}}) { id paymentRails } }`,
			map[string]any{"a": account})
		require.Nil(t, c.Get("errors"), string(c.Body))
		require.Equal(t, []any{"FEDWIRE"}, c.Get("data.createCounterparty.paymentRails"))
		require.Equal(t, 200, s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 100_000}).Status)
		tr := s.GraphQL(t, key, `mutation($c: ID!) { createUsdTransfer(input: {counterpartyId: $c, amount: 5000, paymentRail: FEDWIRE}) { id status fee { amount } counterparty { accountName } } }`,
			map[string]any{"c": c.Str("data.createCounterparty.id")})
		require.Nil(t, tr.Get("errors"), string(tr.Body))
		require.Equal(t, "2500", tr.Get("data.createUsdTransfer.fee.amount"))
		id := tr.Str("data.createUsdTransfer.id")
		// The sandbox rail processes it, then it succeeds, on its own.
		eventually(t, "the sandbox rail settling the transfer", func() bool {
			return s.GraphQL(t, key, `query($id: ID!) { usdTransfer(id: $id) { status } }`, map[string]any{"id": id}).Str("data.usdTransfer.status") == "SUCCESS"
		})
		evs := s.Do(t, "GET", "/v1/events?type=transfer.*&object_id="+id, key, nil)
		var types []string
		for _, e := range evs.Get("data").([]any) {
			types = append(types, e.(map[string]any)["event"].(string))
		}
		require.ElementsMatch(t, []string{"transfer.processing", "transfer.successful"}, types)
		l := s.GraphQL(t, key, `{ usdTransfers(first: 5) { edges { node { id } } } usdAccount(id: "vac_x") { id } }`, nil)
		require.Equal(t, id, l.Str("data.usdTransfers.edges.0.node.id"))
		require.Nil(t, l.Get("data.usdAccount"))
		a := s.GraphQL(t, key, `query($a: ID!) { usdAccount(id: $a) { routingNumber counterparties { edges { node { id } } } } }`, map[string]any{"a": account})
		require.Len(t, a.Get("data.usdAccount.counterparties.edges").([]any), 1)
		require.NoError(t, ledger.Verify(context.Background(), d))
	})
}
