package rest_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/rest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// publicOrigin is the server's own origin in these tests.
const publicOrigin = "https://meridian.example"

// bundle holds the credentials of one organization, in both modes.
type bundle struct {
	testKey, liveKey string
	// testToken and liveToken are client tokens of a session in each mode;
	// the organization allows no origins of its own.
	testToken, liveToken string
}

// setup returns the REST routes over d, served as the app serves them
// (paths no route matches go to its catch-all), and an organization's credentials.
func setup(t *testing.T, d *db.DB) (http.Handler, bundle) {
	t.Helper()
	ctx := context.Background()
	log := slog.New(slog.DiscardHandler)
	authSvc := auth.New(d, auth.Config{})
	mux := http.NewServeMux()
	rt := rest.New(mux, rest.Deps{Log: log, Auth: authSvc, Wallets: wallets.New(d, ledger.New(d)), Idempotency: idempotency.New(d),
		PublicOrigin: publicOrigin})
	h := rt.Canonical(mux)

	org, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
	require.NoError(t, err)
	var b bundle
	b.testKey, _, err = authSvc.CreateKey(ctx, org.ID, auth.Test, "")
	require.NoError(t, err)
	b.liveKey, _, err = authSvc.CreateKey(ctx, org.ID, auth.Live, "")
	require.NoError(t, err)
	expires := time.Now().Add(time.Hour)
	b.testToken, err = authSvc.MintClientToken(ctx, d, auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, "ses_test", expires)
	require.NoError(t, err)
	b.liveToken, err = authSvc.MintClientToken(ctx, d, auth.Principal{OrganizationID: org.ID, Mode: auth.Live}, "ses_live", expires)
	require.NoError(t, err)
	return h, b
}

// response is what a client sees of an answer.
type response struct {
	status int
	header http.Header
	body   string
}

// envelope names the envelope of an error answer, "arkyc" (status is a
// string) or "maplerad" (status is a boolean), and returns its error key.
func (r response) envelope(t *testing.T) (string, string) {
	t.Helper()
	var v struct {
		Status any    `json:"status"`
		Error  string `json:"error"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.body), &v), r.body)
	switch v.Status.(type) {
	case string:
		return "arkyc", v.Error
	case bool:
		return "maplerad", v.Error
	}
	t.Fatalf("no envelope: %s", r.body)
	return "", ""
}

// do sends a request with a credential in Authorization (none when cred is
// "") and the headers given as name, value pairs.
func do(t *testing.T, h http.Handler, method, path, cred, body string, headers ...string) response {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, rd)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return response{status: rec.Code, header: rec.Header(), body: rec.Body.String()}
}

func TestErrorsFor(t *testing.T) {
	t.Parallel()
	rt := rest.New(http.NewServeMux(), rest.Deps{Log: slog.New(slog.DiscardHandler)})
	for path, want := range map[string]string{
		// Routes of the money surface and their /api twins.
		"/v1/fx/quote":                 "maplerad",
		"/api/v1/fx/quote":             "maplerad",
		"/v1/wallets":                  "maplerad",
		"/v2/transfers/usd":            "maplerad",
		"/api/v2/transfers/usd":        "maplerad",
		"/v1/webhooks/wh_1/deliveries": "maplerad",
		"/v1/events/evt_1":             "maplerad",
		// Unknown paths under the money surface's prefixes.
		"/v1/fx/nope":                     "maplerad",
		"/v1/fx/":                         "maplerad",
		"/api/v1/crypto/a/b/c/d":          "maplerad",
		"/v1/collections/nope":            "maplerad",
		"/v2/transfers/nope":              "maplerad",
		"/api/v2/transfers/nope":          "maplerad",
		"/v1/transfers":                   "maplerad",
		"/v1/test/nothing/here":           "maplerad",
		"/api/v1/customers/cus_1/history": "maplerad",
		// Routes of the verification and client surfaces, known or not.
		"/v1/sessions":           "arkyc",
		"/api/v1/sessions/ses_1": "arkyc",
		"/v1/sessions/a/b/c":     "arkyc",
		"/v1/client/nope":        "arkyc",
		"/api/v1/client/session": "arkyc",
		"/v1/files/file_1":       "arkyc",
		"/v1/ping/project":       "arkyc",
		// Paths under no surface's prefix.
		"/":            "arkyc",
		"/graphql":     "arkyc",
		"/widget/x.js": "arkyc",
		"/healthz":     "arkyc",
		"/v1/nope":     "arkyc",
		"/v3/nope":     "arkyc",
		// A version whose every route is the money surface's.
		"/v2/nope":       "maplerad",
		"/api/v2/nope/x": "maplerad",
		"/v1/fxfoo":      "arkyc",
		"/api":           "arkyc",
		"/apiv1/fx":      "arkyc",
		"/api/v1":        "arkyc",
	} {
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			rt.ErrorsFor(path).WriteError(rec, req, errs.NotFoundf("Nothing here"))
			got, key := response{status: rec.Code, body: rec.Body.String()}.envelope(t)
			require.Equal(t, want, got)
			require.Equal(t, "not_found", key)
		})
	}
}

func TestRouter(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, b := setup(t, d)

		t.Run("secret-key routes answer at /v1 and /api/v1 in their surface's envelope", func(t *testing.T) {
			for _, c := range []struct{ path, envelope string }{
				{"/v1/ping/project", "arkyc"},
				{"/api/v1/ping/project", "arkyc"},
				{"/v1/wallets", "maplerad"},
				{"/api/v1/wallets", "maplerad"},
			} {
				r := do(t, h, "GET", c.path, "", "")
				require.Equal(t, 401, r.status, c.path)
				env, key := r.envelope(t)
				require.Equal(t, c.envelope, env, c.path)
				require.Equal(t, "missing_api_key", key, c.path)

				r = do(t, h, "GET", c.path, b.testKey, "")
				require.Equal(t, 200, r.status, c.path+": "+r.body)
			}
		})

		t.Run("paths no route matches get their surface's envelope", func(t *testing.T) {
			for _, c := range []struct{ method, path, envelope, key, allow string }{
				{"GET", "/v1/fx/nope", "maplerad", "not_found", ""},
				{"GET", "/api/v2/transfers/nope", "maplerad", "not_found", ""},
				{"POST", "/v1/test/nothing", "maplerad", "not_found", ""},
				{"GET", "/v1/sessions/a/b/c", "arkyc", "not_found", ""},
				{"GET", "/api/v1/nope", "arkyc", "not_found", ""},
				{"DELETE", "/v1/fx/quote", "maplerad", "method_not_allowed", "POST"},
				{"DELETE", "/api/v1/fx/quote", "maplerad", "method_not_allowed", "POST"},
				{"DELETE", "/v1/ping/project", "arkyc", "method_not_allowed", "GET, HEAD"},
				// A path not in canonical form is no route's, even where its
				// cleaned form is one: no redirect to follow.
				{"GET", "/v1//wallets", "maplerad", "not_found", ""},
				{"POST", "/v1/fx/./quote", "maplerad", "not_found", ""},
				{"GET", "/v1/nope/../wallets", "maplerad", "not_found", ""},
				{"GET", "/v1/ping//project", "arkyc", "not_found", ""},
				{"GET", "/api/v1/sessions/../../../etc/passwd", "arkyc", "not_found", ""},
				{"GET", "//v1/wallets", "maplerad", "not_found", ""},
			} {
				r := do(t, h, c.method, c.path, b.testKey, "")
				env, key := r.envelope(t)
				require.Equal(t, c.envelope, env, c.path)
				require.Equal(t, c.key, key, c.path)
				if c.allow != "" {
					require.Equal(t, 405, r.status, c.path)
					require.Equal(t, c.allow, r.header.Get("Allow"), c.path)
				} else {
					require.Equal(t, 404, r.status, c.path)
				}
			}
		})

		t.Run("client tokens and secret keys keep to their own routes", func(t *testing.T) {
			r := do(t, h, "GET", "/v1/wallets", b.testToken, "")
			require.Equal(t, 401, r.status)
			env, key := r.envelope(t)
			require.Equal(t, []string{"maplerad", "invalid_api_key"}, []string{env, key})

			r = do(t, h, "GET", "/api/v1/sessions", b.testToken, "")
			require.Equal(t, 401, r.status)
			env, key = r.envelope(t)
			require.Equal(t, []string{"arkyc", "invalid_api_key"}, []string{env, key})

			for _, path := range []string{"/v1/client/session", "/api/v1/client/session"} {
				r = do(t, h, "GET", path, b.testKey, "")
				require.Equal(t, 401, r.status, path)
				env, key = r.envelope(t)
				require.Equal(t, []string{"arkyc", "invalid_client_token"}, []string{env, key}, path)

				r = do(t, h, "GET", path, "", "")
				require.Equal(t, 401, r.status, path)
				env, key = r.envelope(t)
				require.Equal(t, []string{"arkyc", "missing_client_token"}, []string{env, key}, path)
			}
		})

		t.Run("the client API answers CORS preflights, and only it", func(t *testing.T) {
			for _, path := range []string{"/v1/client/session", "/api/v1/client/document/front", "/v1/client/complete"} {
				r := do(t, h, "OPTIONS", path, "", "", "Origin", "https://shop.example", "Access-Control-Request-Method", "POST")
				require.Equal(t, 204, r.status, path)
				require.Equal(t, "https://shop.example", r.header.Get("Access-Control-Allow-Origin"), path)
				require.Equal(t, "GET, POST, OPTIONS", r.header.Get("Access-Control-Allow-Methods"), path)
				require.Equal(t, "Authorization, X-Client-Token, Content-Type, X-Request-Id", r.header.Get("Access-Control-Allow-Headers"), path)
				require.Equal(t, "600", r.header.Get("Access-Control-Max-Age"), path)
				require.Equal(t, "Origin", r.header.Get("Vary"), path)
				require.Empty(t, r.body, path)
			}

			r := do(t, h, "OPTIONS", "/v1/client/session", "", "")
			require.Equal(t, 204, r.status, "a preflight without an origin")
			require.Empty(t, r.header.Get("Access-Control-Allow-Origin"))

			r = do(t, h, "OPTIONS", "/v1/sessions", "", "", "Origin", "https://shop.example")
			require.Equal(t, 405, r.status, "secret-key routes take no preflight")
			require.Empty(t, r.header.Get("Access-Control-Allow-Origin"))
			env, key := r.envelope(t)
			require.Equal(t, []string{"arkyc", "method_not_allowed"}, []string{env, key})
		})

		t.Run("a live client token is refused from an origin its organization does not allow", func(t *testing.T) {
			for _, path := range []string{"/v1/client/session", "/api/v1/client/session"} {
				r := do(t, h, "GET", path, b.liveToken, "", "Origin", "https://shop.example")
				require.Equal(t, 403, r.status, path)
				require.Empty(t, r.header.Get("Access-Control-Allow-Origin"), path)
				env, key := r.envelope(t)
				require.Equal(t, []string{"arkyc", "origin_not_allowed"}, []string{env, key}, path)
			}
		})

		t.Run("sandbox routes refuse live keys", func(t *testing.T) {
			body := `{"currency":"USD","amount":1000}`
			for _, path := range []string{"/v1/test/wallet/credit", "/api/v1/test/wallet/credit"} {
				r := do(t, h, "POST", path, b.liveKey, body)
				require.Equal(t, 403, r.status, path)
				env, key := r.envelope(t)
				require.Equal(t, []string{"maplerad", "sandbox_only"}, []string{env, key}, path)

				r = do(t, h, "POST", path, b.testKey, body)
				require.Equal(t, 200, r.status, path+": "+r.body)
			}
			for _, path := range []string{"/v1/test/crypto/deposit", "/v1/test/transfers/tr_1/succeed", "/v1/test/virtual-account/ref/approve"} {
				r := do(t, h, "POST", path, b.liveKey, `{}`)
				require.Equal(t, 403, r.status, path)
				env, key := r.envelope(t)
				require.Equal(t, []string{"maplerad", "sandbox_only"}, []string{env, key}, path)
			}
		})

		t.Run("a POST with an Idempotency-Key is answered once, under /v1 and /api/v1 alike", func(t *testing.T) {
			before := usdBalance(t, h, b.testKey)
			body := `{"currency":"USD","amount":500}`
			first := do(t, h, "POST", "/v1/test/wallet/credit", b.testKey, body, "Idempotency-Key", "credit-1")
			require.Equal(t, 200, first.status, first.body)
			require.Empty(t, first.header.Get("Idempotent-Replayed"))

			again := do(t, h, "POST", "/api/v1/test/wallet/credit", b.testKey, body, "Idempotency-Key", "credit-1")
			require.Equal(t, 200, again.status, again.body)
			require.Equal(t, "true", again.header.Get("Idempotent-Replayed"))
			require.JSONEq(t, first.body, again.body)
			require.EqualValues(t, before+500, usdBalance(t, h, b.testKey), "credited once")
		})
	})
}

// usdBalance is the ledger balance of the USD wallet key sees (0 before it has one).
func usdBalance(t *testing.T, h http.Handler, key string) int64 {
	t.Helper()
	r := do(t, h, "GET", "/v1/wallets", key, "")
	require.Equal(t, 200, r.status, r.body)
	var list struct {
		Data []struct {
			Currency      string `json:"currency"`
			LedgerBalance int64  `json:"ledger_balance"`
		} `json:"data"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.body), &list))
	for _, w := range list.Data {
		if w.Currency == "USD" {
			return w.LedgerBalance
		}
	}
	return 0
}

// Canonical judges a path as it was sent, as ServeMux does: a "/" or "."
// encoded inside a segment is that segment's value (a transfer's
// reference, say) and reaches the routes; an empty, "." or ".." segment
// as sent gets the 404 envelope.
func TestCanonicalJudgesThePathAsSent(t *testing.T) {
	t.Parallel()
	d := dbtest.SQLite(t)
	rt := rest.New(http.NewServeMux(), rest.Deps{Log: slog.New(slog.DiscardHandler), Auth: auth.New(d, auth.Config{}),
		Wallets: wallets.New(d, ledger.New(d)), Idempotency: idempotency.New(d), PublicOrigin: publicOrigin})
	h := rt.Canonical(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	for path, want := range map[string]int{
		"/v1/transfers/INV%2F%2F1": 204, "/v1/transfers/%2E%2E": 204, "/v1/transfers/a%2F.%2Fb": 204, "/v1/transfers/": 204, "/": 204,
		"/v1//transfers": 404, "/v1/transfers/..": 404, "/v1/./transfers": 404, "/v1/transfers//": 404,
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "http://meridian.test"+path, nil))
		require.Equal(t, want, rec.Code, path)
	}
}
