package maplerad

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

var (
	docOnce sync.Once
	doc     *openapi3.T
	docErr  error
)

// document is Maplerad's API document (testdata/openapi.json, a copy of
// the shared reference).
func document(t *testing.T) *openapi3.T {
	t.Helper()
	docOnce.Do(func() {
		doc, docErr = openapi3.NewLoader().LoadFromFile("testdata/openapi.json")
		if docErr == nil {
			docErr = doc.Validate(context.Background())
		}
		if docErr == nil {
			for _, item := range doc.Paths.Map() {
				for _, op := range item.Operations() {
					for _, r := range op.Responses.Map() {
						for _, mt := range r.Value.Content {
							permitNullWhereUntyped(mt.Schema.Value, map[*openapi3.Schema]bool{})
						}
					}
				}
			}
		}
	})
	require.NoError(t, docErr)
	return doc
}

// permitNullWhereUntyped lets null through where the document gives no
// type at all (a field whose example is null), as openapi3filter's response
// validation does.
func permitNullWhereUntyped(s *openapi3.Schema, seen map[*openapi3.Schema]bool) {
	if s == nil || seen[s] {
		return
	}
	seen[s] = true
	if s.IsEmpty() {
		s.Nullable = true
		return
	}
	for _, p := range s.Properties {
		permitNullWhereUntyped(p.Value, seen)
	}
	if s.Items != nil {
		permitNullWhereUntyped(s.Items.Value, seen)
	}
}

// documented returns the status and JSON schema of an operation's success response.
func documented(t *testing.T, method, path string) (int, *openapi3.Schema) {
	t.Helper()
	item := document(t).Paths.Value(path)
	require.NotNil(t, item, "%s is in the document", path)
	op := item.GetOperation(method)
	require.NotNil(t, op, "%s %s is in the document", method, path)
	for _, code := range []int{200, 201} {
		if r := op.Responses.Status(code); r != nil && r.Value != nil {
			mt := r.Value.Content.Get("application/json")
			require.NotNil(t, mt, "%s %s answers JSON", method, path)
			return code, mt.Schema.Value
		}
	}
	t.Fatalf("%s %s documents no success response", method, path)
	return 0, nil
}

// missing lists the documented properties that v leaves out, by path.
func missing(s *openapi3.Schema, v any, at string) []string {
	var out []string
	switch v := v.(type) {
	case map[string]any:
		for name, p := range s.Properties {
			child, ok := v[name]
			if !ok {
				out = append(out, at+"."+name)
				continue
			}
			if p.Value != nil {
				out = append(out, missing(p.Value, child, at+"."+name)...)
			}
		}
	case []any:
		if s.Items != nil && s.Items.Value != nil {
			for _, item := range v {
				out = append(out, missing(s.Items.Value, item, at+"[]")...)
			}
		}
	}
	sort.Strings(out)
	return out
}

// conforms writes a response as the handler does and checks it against the
// documented operation: its status, every documented field present, and
// the JSON types of the document.
func conforms(t *testing.T, method, path string, write func(w http.ResponseWriter)) map[string]any {
	t.Helper()
	status, schema := documented(t, method, path)
	rec := httptest.NewRecorder()
	write(rec)
	require.Equal(t, status, rec.Code, "%s %s", method, path)
	var body any
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &body))
	require.Empty(t, missing(schema, body, "$"), "%s %s leaves out documented fields: %s", method, path, rec.Body)
	require.NoError(t, schema.VisitJSON(body, openapi3.MultiErrors()), "%s %s: %s", method, path, rec.Body)
	return body.(map[string]any)
}

var (
	created = time.Date(2026, 3, 2, 9, 30, 0, 0, time.UTC)
	later   = created.Add(time.Minute)
)

func strPtr(s string) *string { return &s }

func sampleCustomer() *customers.Customer {
	return &customers.Customer{ID: "cus_1", FirstName: "Ada", LastName: "Obi", Email: "ada@example.com", Country: "NG",
		Status: customers.StatusActive, Tier: 0, CreatedAt: created, UpdatedAt: later}
}

func sampleAddress() *crypto.Address {
	return &crypto.Address{ID: "addr_1", CustomerID: "cus_1", Coin: "usdc", Chain: "base", Family: crypto.FamilyEVM,
		Address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", Offramp: true, Active: true, CreatedAt: created, UpdatedAt: later}
}

func sampleCounterparty() *usd.Counterparty {
	return &usd.Counterparty{ID: "cpty_1", AccountID: "vac_1", FirstName: "John", LastName: "Doe", Email: "john@example.com",
		Description: "supplier", AccountName: "John Doe", AccountNumber: "900516649780", RoutingNumber: "021000021",
		InstitutionName: "Bank of the Lakes", AccountType: "CHECKING", SwiftCode: "LAKEUS41", PaymentRails: []string{usd.ACH, usd.Fedwire},
		BeneficiaryAddress: usd.Address{Street: "1 Main St", City: "Springfield", State: "IL", PostalCode: "62701", Country: "US"},
		InstitutionAddress: &usd.Address{Street: "2 Lake Rd", City: "Chicago", State: "IL", PostalCode: "60601", Country: "US"},
		Active:             true, CreatedAt: created}
}

func sampleRequest(status string) *usd.Request {
	r := &usd.Request{ID: "var_1", Reference: "usdref_1", CustomerID: "cus_1", Status: status, IdentificationLast4: "6789",
		Messages: []string{}, CreatedAt: created, UpdatedAt: later}
	if status == usd.Pending {
		expires := later.Add(15 * time.Minute)
		r.SessionID, r.Link, r.ExpiresAt = strPtr("ses_1"), "https://meridian.example/widget#token=ct_1", &expires
	} else {
		r.AccountID, r.DecidedAt = strPtr("vac_1"), &later
	}
	return r
}

func TestEncodersMatchMapleradDocument(t *testing.T) {
	t.Parallel()

	t.Run("customers", func(t *testing.T) {
		c := customerOf(sampleCustomer())
		conforms(t, "POST", "/v1/customers", func(w http.ResponseWriter) { Write(w, 200, "Customer created successfully", c) })
		conforms(t, "GET", "/v1/customers/{id}", func(w http.ResponseWriter) { Write(w, 200, "Customer fetched successfully", c) })
		conforms(t, "GET", "/v1/customers", func(w http.ResponseWriter) {
			WriteList(w, "Customers fetched successfully", []Customer{c}, Meta{Page: 1, PageSize: 10, Total: 1})
		})
	})

	t.Run("wallets", func(t *testing.T) {
		a := &ledger.Account{ID: "acct_1", Kind: ledger.KindWallet, Asset: "USD", Balance: 10_000, Held: 2_500, CreatedAt: created}
		conforms(t, "GET", "/v1/wallets", func(w http.ResponseWriter) {
			Write(w, 200, "Wallet has been retrieved successfully", []Wallet{walletOf(a)})
		})
	})

	t.Run("fx quote and exchange", func(t *testing.T) {
		// Whole amounts and rates: the document, inferred from its
		// examples, types a quote's human_readable_amount and an
		// exchange's rate as integers.
		q := &fx.Quote{Reference: "q_1", SourceCurrency: "USD", SourceAmount: 10_000, TargetCurrency: "NGN", TargetAmount: 150_000_000,
			Rate: "1500", Fee: 0, ExpiresAt: later, CreatedAt: created}
		conforms(t, "POST", "/v1/fx/quote", func(w http.ResponseWriter) { Write(w, 201, "Quote generated successfully", quoteOf(q)) })
		e := &fx.Exchange{ID: "fx_1", QuoteReference: "q_1", SourceCurrency: "USD", SourceAmount: 10_000, TargetCurrency: "NGN",
			TargetAmount: 150_000_000, Rate: "1500", Fee: 0, TransactionID: "txn_1", CreatedAt: created}
		conforms(t, "POST", "/v1/fx", func(w http.ResponseWriter) { Write(w, 201, "Exchange completed", ExchangeOf(e)) })
		conforms(t, "GET", "/v1/fx", func(w http.ResponseWriter) {
			WriteList(w, "Exchange history fetched successfully", []any{ExchangeOf(e)}, Meta{Page: 1, PageSize: 10, Total: 1})
		})
	})

	t.Run("crypto address, wallets and withdrawal", func(t *testing.T) {
		a := addressOf(sampleAddress())
		conforms(t, "POST", "/v1/crypto", func(w http.ResponseWriter) { Write(w, 200, "successfully generated address", a) })
		conforms(t, "GET", "/v1/crypto/{address_id}", func(w http.ResponseWriter) { Write(w, 200, "successful", a) })
		conforms(t, "PATCH", "/v1/crypto/{address_id}", func(w http.ResponseWriter) { Write(w, 200, "successful", a) })
		wallet := CryptoWallet{CryptoAddress: a, Balance: 5_000_000, AvailableBalance: 5_000_000,
			HumanReadableBalance: AmountOf("usdc", 5_000_000).HumanReadableAmount, HumanReadableAvailableAmount: AmountOf("usdc", 5_000_000).HumanReadableAmount}
		conforms(t, "GET", "/v1/crypto/wallets/{customer_id}", func(w http.ResponseWriter) {
			Write(w, 200, "successfully fetched blockchain address", []CryptoWallet{wallet})
		})
		wd := &crypto.Withdrawal{ID: "cwd_1", Reference: "ref-1", Address: a.Address, Chain: "base", Coin: "usdc", Amount: 1_000_000,
			Currency: "USD", Cost: 100, Fee: 5, Reason: "payout", Status: crypto.Pending, CreatedAt: created, UpdatedAt: created}
		conforms(t, "POST", "/v1/crypto/transfer", func(w http.ResponseWriter) { Write(w, 200, "successful", withdrawalOf(wd)) })
	})

	t.Run("USD account request and account", func(t *testing.T) {
		for _, status := range []string{usd.Pending, usd.Approved} {
			r := usdRequestOf(sampleRequest(status))
			conforms(t, "POST", "/v1/collections/virtual-account/usd", func(w http.ResponseWriter) { Write(w, 200, "Successfully", r) })
			conforms(t, "GET", "/v1/collections/virtual-account/status/{reference}", func(w http.ResponseWriter) { Write(w, 200, "Successful", r) })
			conforms(t, "POST", "/v1/collections/usd/kyc_link", func(w http.ResponseWriter) { Write(w, 200, "Successfully", r) })
		}
		a := &usd.Account{ID: "vac_1", CustomerID: "cus_1", RequestID: "var_1", AccountName: "Ada Obi", AccountNumber: "123456789012",
			RoutingNumber: usd.SandboxBank.Routing, BankName: usd.SandboxBank.Name, CreatedAt: created}
		conforms(t, "GET", "/v1/collections/virtual-account/{id}", func(w http.ResponseWriter) { Write(w, 200, "Successful", usdAccountOf(a)) })
	})

	t.Run("counterparty in both shapes", func(t *testing.T) {
		c := counterpartyOf(sampleCounterparty())
		body := conforms(t, "POST", "/v1/collections/virtual-account/counterparties", func(w http.ResponseWriter) {
			Write(w, 200, "successfully", c)
		})
		data := body["data"].(map[string]any)
		require.Equal(t, data["institution_name"], data["InstitutionName"], "the creation's and the reads' names carry the same")
		require.Equal(t, data["payment_rails"], data["payment_rail"])
		conforms(t, "GET", "/v1/collections/virtual-account/counterparties/{counter_party_id}", func(w http.ResponseWriter) {
			Write(w, 200, "successfully", []Counterparty{c})
		})
		conforms(t, "GET", "/v1/collections/virtual-account/{id}/counterparties", func(w http.ResponseWriter) {
			Write(w, 200, "successfully", []Counterparty{c})
		})
	})

	t.Run("USD transfer", func(t *testing.T) {
		for _, tr := range []*usd.Transfer{
			{ID: "trf_1", Reference: "ref-2", CounterpartyID: "cpty_1", Amount: 500, Fee: 100, Rail: usd.ACH, Memo: "invoice #1",
				Reason: "goods", Summary: "Transfer | John Doe - 900516649780 - Bank of the Lakes", Status: usd.StatusPending,
				CreatedAt: created, UpdatedAt: created, Counterparty: sampleCounterparty()},
			{ID: "trf_2", Reference: "ref-3", CounterpartyID: "cpty_1", Amount: 500, Fee: 100, Rail: usd.ACH, Status: usd.StatusReturned,
				ReturnCode: strPtr("R01"), CreatedAt: created, UpdatedAt: later, Counterparty: sampleCounterparty()},
		} {
			conforms(t, "POST", "/v2/transfers/usd", func(w http.ResponseWriter) { Write(w, 200, "Transfer queued successfully", usdTransferOf(tr)) })
			conforms(t, "GET", "/v1/transfers/{transfer_id}", func(w http.ResponseWriter) {
				Write(w, 200, "Transfer retrieved successfully", usdTransferOf(tr))
			})
		}
	})
}

// decode renders v as JSON and reads it back as generic JSON.
func decode(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}

// requireFields checks that each field is present with the JSON type named
// ("string", "number", "bool", "array", "object", "null", or "string|null").
func requireFields(t *testing.T, m map[string]any, fields map[string]string) {
	t.Helper()
	for name, kinds := range fields {
		v, ok := m[name]
		require.True(t, ok, "%s is present in %v", name, m)
		got := "null"
		switch v.(type) {
		case string:
			got = "string"
		case float64:
			got = "number"
		case bool:
			got = "bool"
		case []any:
			got = "array"
		case map[string]any:
			got = "object"
		}
		require.Contains(t, strings.Split(kinds, "|"), got, "%s is %s", name, kinds)
	}
}

// Webhook endpoints and events are not in Maplerad's document: CONTRACT.md
// section 7 fixes them (url, event filter, secret shown once; payloads
// {id, event, created_at, data}).
func TestWebhookAndEventEncodersMatchTheContract(t *testing.T) {
	t.Parallel()
	e := &webhooks.Endpoint{ID: "we_1", URL: "https://example.com/hooks", Description: "orders", Events: []string{"transfer.*"},
		Enabled: true, CreatedAt: created, UpdatedAt: later}
	fields := map[string]string{"id": "string", "url": "string", "description": "string", "events": "array", "enabled": "bool",
		"disabled_reason": "string|null", "created_at": "string", "updated_at": "string"}
	shown := decode(t, endpointOf(e, "whsec_c2VjcmV0"))
	requireFields(t, shown, fields)
	requireFields(t, shown, map[string]string{"secret": "string"})
	hidden := decode(t, endpointOf(e, ""))
	requireFields(t, hidden, fields)
	require.NotContains(t, hidden, "secret", "the secret is shown only at creation and rotation")

	d := &webhooks.Delivery{ID: "whd_1", EndpointID: "we_1", EventID: "evt_1", Status: "failed", Attempts: 1, CreatedAt: created, UpdatedAt: later}
	code := 500
	delivery := decode(t, deliveryOf(d, []webhooks.Attempt{{DeliveryID: "whd_1", Attempt: 1, StatusCode: &code, ResponseBody: "oops", CreatedAt: later}}))
	requireFields(t, delivery, map[string]string{"id": "string", "endpoint_id": "string", "event_id": "string", "status": "string",
		"attempts": "array", "created_at": "string", "updated_at": "string"})
	requireFields(t, delivery["attempts"].([]any)[0].(map[string]any), map[string]string{"attempt": "number",
		"status_code": "number|null", "latency_ms": "number", "response_body": "string", "created_at": "string"})

	log := events.NewLog(nil, nil)
	log.Now = func() time.Time { return created }
	evs, err := log.Prepare(authPrincipal(), events.Pending{Type: "transfer.returned", ObjectID: "trf_2",
		Snapshot: USDTransferOf(&usd.Transfer{ID: "trf_2", Amount: 500, Rail: usd.ACH, Status: usd.StatusReturned, CreatedAt: created, UpdatedAt: later})})
	require.NoError(t, err)
	require.NoError(t, log.Payloads(evs[0]))
	rec := httptest.NewRecorder()
	WriteList(rec, "Events fetched", []json.RawMessage{json.RawMessage(evs[0].Payload)}, Meta{Page: 1, PageSize: 20, Total: 1})
	var list struct {
		Status bool             `json:"status"`
		Data   []map[string]any `json:"data"`
		Meta   map[string]any   `json:"meta"`
	}
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &list))
	require.True(t, list.Status)
	requireFields(t, list.Meta, map[string]string{"page": "number", "page_size": "number", "total": "number"})
	requireFields(t, list.Data[0], map[string]string{"id": "string", "event": "string", "created_at": "string", "data": "object"})
	require.Equal(t, "transfer.returned", list.Data[0]["event"])
	require.Equal(t, "trf_2", list.Data[0]["data"].(map[string]any)["id"])
}

func authPrincipal() auth.Principal { return auth.Principal{OrganizationID: "org_1", Mode: auth.Test} }
