package maplerad_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// testdata/openapi.json is Maplerad's API document (a copy of the shared reference).
func loadSpec(t *testing.T) routers.Router {
	doc, err := openapi3.NewLoader().LoadFromFile("testdata/openapi.json")
	require.NoError(t, err)
	require.NoError(t, doc.Validate(context.Background()))
	doc.Servers = openapi3.Servers{{URL: "/"}}
	router, err := legacy.NewRouter(doc)
	require.NoError(t, err)
	return router
}

// TestResponsesMatchMapleradDocument sends each served Maplerad route a
// request and validates the response (status, fields, JSON types) against
// the document. Amounts and rates here are whole numbers where the document
// types them as integers (it infers types from its examples: a quote's
// source.human_readable_amount and an exchange's rate are "integer").
func TestResponsesMatchMapleradDocument(t *testing.T) {
	t.Parallel()
	router := loadSpec(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.FXSpreadBps = 0 }})
		key := s.Org(t, "acme").TestKey
		check := func(method, path string, body any) apptest.Response {
			t.Helper()
			r := s.Do(t, method, path, key, body)
			require.Less(t, r.Status, 300, "%s %s: %s", method, path, r.Body)
			var reqBody io.Reader
			if b, ok := body.(map[string]any); ok && b != nil {
				reqBody = bytes.NewReader(nil)
			}
			req, err := http.NewRequest(method, path, reqBody)
			require.NoError(t, err)
			req.Header.Set("Content-Type", "application/json")
			route, params, err := router.FindRoute(req)
			require.NoError(t, err, "%s %s is in the document", method, path)
			err = openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
				RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
					Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}},
				Status: r.Status, Header: r.Header, Body: io.NopCloser(bytes.NewReader(r.Body)),
				Options: &openapi3filter.Options{IncludeResponseStatus: true},
			})
			require.NoError(t, err, "%s %s: %s", method, path, r.Body)
			return r
		}
		c := check("POST", "/v1/customers", map[string]any{"first_name": "Ada", "last_name": "Obi", "email": "ada@example.com", "country": "NG"})
		check("GET", "/v1/customers/"+c.Str("data.id"), nil)
		check("GET", "/v1/customers?page=1&page_size=10", nil)
		check("POST", "/v1/test/wallet/credit", map[string]any{"currency": "USD", "amount": 100_000})
		q := check("POST", "/v1/fx/quote", map[string]any{"amount": 10_000, "source_currency": "USD", "target_currency": "NGN"})
		check("POST", "/v1/fx", map[string]any{"quote_reference": q.Str("data.reference")})
		check("GET", "/v1/fx", nil)
		check("GET", "/v1/wallets", nil)
		check("GET", "/v1/wallets/history", nil)
		check("GET", "/v1/wallets/USD/history", nil)

		a := check("POST", "/v1/crypto", map[string]any{"customer_id": c.Str("data.id"), "coin": "usdc", "chain": "solana"})
		check("GET", "/v1/crypto/"+a.Str("data.id"), nil)
		check("PATCH", "/v1/crypto/"+a.Str("data.id"), map[string]any{"offramp": true})
		s.Do(t, "POST", "/v1/test/crypto/deposit", key, map[string]any{"address_id": a.Str("data.id"), "amount": 5_000_000})
		check("GET", "/v1/crypto/wallets/"+c.Str("data.id"), nil)
		check("POST", "/v1/crypto/transfer", map[string]any{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			"amount": 1_000_000, "chain": "base", "coin": "usdc", "reference": "ref-1", "reason": "payout"})

		meta := map[string]any{"employer_name": "Acme", "employment_description": "Engineering", "employment_status": "EMPLOYED",
			"identification_number": "123-45-6789", "nationality": "US", "occupation": "Engineer", "us_residency_status": "US_CITIZEN"}
		req := check("POST", "/v1/collections/virtual-account/usd", map[string]any{"customer_id": c.Str("data.id"), "meta": meta})
		check("GET", "/v1/collections/virtual-account/status/"+req.Str("data.reference"), nil)
		other := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Bo", "last_name": "Obi", "email": "bo@example.com", "country": "NG"})
		check("POST", "/v1/collections/usd/kyc_link", map[string]any{"customer_id": other.Str("data.id"), "redirect_url": "https://example.com"})
		s.Do(t, "POST", "/v1/test/virtual-account/"+req.Str("data.reference")+"/approve", key, nil)
		account := check("GET", "/v1/collections/virtual-account/status/"+req.Str("data.reference"), nil).Str("data.account_id")
		check("GET", "/v1/collections/virtual-account/"+account, nil)
		cp := check("POST", "/v1/collections/virtual-account/counterparties", map[string]any{"account_id": account, "first_name": "John",
			"last_name": "Doe", "account_information": map[string]any{"account_name": "John Doe", "account_number": "900516649780",
				"routing_number": "021000021", "institution_name": "Bank of the Lakes", "payment_rails": []string{"ACH"}, "type": "CHECKING"},
			"beneficiary_address": map[string]any{"street": "1 Main St", "city": "Springfield", "state": "IL", "postal_code": "62701", "country": "US"}})
		check("GET", "/v1/collections/virtual-account/counterparties/"+cp.Str("data.id"), nil)
		check("GET", "/v1/collections/virtual-account/"+account+"/counterparties", nil)
		tr := check("POST", "/v2/transfers/usd", map[string]any{"amount": 500, "counterparty_id": cp.Str("data.id"), "memo": "invoice #1",
			"payment_rail": "ACH", "reason": "goods", "reference": "ref-2"})
		check("GET", "/v1/transfers/"+tr.Str("data.id"), nil)
	})
}
