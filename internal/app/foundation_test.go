package app_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func TestMain(m *testing.M) { dbtest.Main(m, browsertest.Close) }

func newCustomer(n int) map[string]any {
	return map[string]any{"first_name": "Ada", "last_name": "Obi", "email": fmt.Sprintf("ada%d@example.com", n), "country": "NG"}
}

func TestAuthFailures(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")

		for _, path := range []string{"/v1/ping/project", "/api/v1/ping/project"} {
			r := s.Do(t, "GET", path, "", nil)
			require.Equal(t, 401, r.Status, path)
			require.Equal(t, "missing_api_key", r.Str("error"))
			require.Equal(t, "error", r.Str("status"))
			require.EqualValues(t, 401, r.Get("code"), "the Arkyc envelope repeats the status")

			r = s.Do(t, "GET", path, "sk_test_notakeyatallnotakeyatall", nil)
			require.Equal(t, 401, r.Status)
			require.Equal(t, "invalid_api_key", r.Str("error"))

			r = s.Do(t, "GET", path, org.TestKey, nil)
			require.Equal(t, 200, r.Status)
			require.Equal(t, org.ID, r.Str("data.project_id"))
			require.Equal(t, "test", r.Str("data.mode"))

			r = s.Do(t, "GET", path, "", nil, "X-Api-Key", org.LiveKey)
			require.Equal(t, 200, r.Status)
			require.Equal(t, "live", r.Str("data.mode"))
		}

		// The Maplerad surface answers the same failures in its own envelope.
		r := s.Do(t, "GET", "/v1/customers", "", nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, false, r.Get("status"))
		require.Equal(t, "missing_api_key", r.Str("error"))

		// A client token is refused on secret-key routes.
		token, err := s.App.Auth.MintClientToken(context.Background(), d, auth.Principal{OrganizationID: org.ID, Mode: auth.Test},
			"ses_test", time.Now().Add(time.Hour))
		require.NoError(t, err)
		r = s.Do(t, "GET", "/v1/ping/project", token, nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_api_key", r.Str("error"))
		r = s.Do(t, "GET", "/v1/customers", "", nil, "X-Api-Key", token)
		require.Equal(t, "invalid_api_key", r.Str("error"))

		// A revoked key stops working at once in the process that revoked it.
		r = s.GraphQL(t, org.TestKey, `{ apiKeys { edges { node { id hint } } } }`, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		keyID := r.Str("data.apiKeys.edges.0.node.id")
		require.True(t, strings.HasPrefix(r.Str("data.apiKeys.edges.0.node.hint"), "sk_test_…"))
		created := s.GraphQL(t, org.TestKey, `mutation { createApiKey { secret apiKey { id } } }`, nil)
		second := created.Str("data.createApiKey.secret")
		require.True(t, strings.HasPrefix(second, "sk_test_"))
		r = s.GraphQL(t, second, `mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, map[string]any{"id": keyID})
		require.NotEmpty(t, r.Str("data.revokeApiKey.revokedAt"), string(r.Body))
		r = s.Do(t, "GET", "/v1/ping/project", org.TestKey, nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_api_key", r.Str("error"))
		require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", second, nil).Status)
	})
}

// A second process keeps a known key in its cache; once it is revoked
// elsewhere, the second process refuses it when its cache entry expires
// (CacheTTL, default 2s: within the 5 seconds promised).
func TestRevocationReachesOtherProcesses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var offset atomic.Int64
		clock := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
		a := apptest.Start(t, d, apptest.Options{})
		b := apptest.Start(t, d, apptest.Options{App: app.Options{Now: clock}})
		org := a.Org(t, "acme")
		require.Equal(t, 200, b.Do(t, "GET", "/v1/ping/project", org.TestKey, nil).Status)

		r := a.GraphQL(t, org.TestKey, `{ apiKeys { edges { node { id } } } }`, nil)
		_, err := a.App.Auth.RevokeKey(context.Background(), org.ID, auth.Test, r.Str("data.apiKeys.edges.0.node.id"))
		require.NoError(t, err)
		require.Equal(t, 200, b.Do(t, "GET", "/v1/ping/project", org.TestKey, nil).Status, "still cached in b")

		offset.Store(int64(2 * time.Second))
		r = b.Do(t, "GET", "/v1/ping/project", org.TestKey, nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_api_key", r.Str("error"))
	})
}

func TestOtherTenantsObjectsAreNotFound(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		a, b := s.Org(t, "a"), s.Org(t, "b")
		r := s.Do(t, "POST", "/v1/customers", a.TestKey, newCustomer(1))
		require.Equal(t, 200, r.Status, string(r.Body))
		id := r.Str("data.id")

		require.Equal(t, 200, s.Do(t, "GET", "/v1/customers/"+id, a.TestKey, nil).Status)
		for _, key := range []string{b.TestKey, b.LiveKey, a.LiveKey} {
			r = s.Do(t, "GET", "/v1/customers/"+id, key, nil)
			require.Equal(t, 404, r.Status)
			require.Equal(t, "not_found", r.Str("error"))
			r = s.Do(t, "GET", "/v1/customers", key, nil)
			require.EqualValues(t, 0, r.Get("meta.total"))

			g := s.GraphQL(t, key, `query($id: ID!) { customer(id: $id) { id } }`, map[string]any{"id": id})
			require.Nil(t, g.Get("data.customer"))
		}

		// Keys of another organization cannot be revoked: not_found, not forbidden.
		keys := s.GraphQL(t, a.TestKey, `{ apiKeys { edges { node { id } } } }`, nil)
		g := s.GraphQL(t, b.TestKey, `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`,
			map[string]any{"id": keys.Str("data.apiKeys.edges.0.node.id")})
		require.Equal(t, "not_found", g.Str("errors.0.extensions.code"))
		require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", a.TestKey, nil).Status)
	})
}

func TestIdempotency(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")

		first := s.Do(t, "POST", "/v1/customers", org.TestKey, newCustomer(1), "Idempotency-Key", "k1")
		require.Equal(t, 200, first.Status)
		require.Empty(t, first.Header.Get("Idempotent-Replayed"))

		again := s.Do(t, "POST", "/api/v1/customers", org.TestKey, newCustomer(1), "Idempotency-Key", "k1")
		require.Equal(t, first.Status, again.Status)
		require.Equal(t, string(first.Body), string(again.Body))
		require.Equal(t, "true", again.Header.Get("Idempotent-Replayed"))

		other := s.Do(t, "POST", "/v1/customers", org.TestKey, newCustomer(2), "Idempotency-Key", "k1")
		require.Equal(t, 422, other.Status)
		require.Equal(t, "idempotency_key_reused", other.Str("error"))

		// Keys are per organization and mode.
		live := s.Do(t, "POST", "/v1/customers", org.LiveKey, newCustomer(1), "Idempotency-Key", "k1")
		require.Equal(t, 200, live.Status)
		require.Empty(t, live.Header.Get("Idempotent-Replayed"))

		// A failed validation is replayed too: it is the answer to that request.
		bad := map[string]any{"first_name": "x"}
		r1 := s.Do(t, "POST", "/v1/customers", org.TestKey, bad, "Idempotency-Key", "k2")
		r2 := s.Do(t, "POST", "/v1/customers", org.TestKey, bad, "Idempotency-Key", "k2")
		require.Equal(t, 422, r1.Status)
		require.Equal(t, string(r1.Body), string(r2.Body))
		require.Equal(t, "true", r2.Header.Get("Idempotent-Replayed"))

		long := s.Do(t, "POST", "/v1/customers", org.TestKey, newCustomer(3), "Idempotency-Key", strings.Repeat("k", 256))
		require.Equal(t, 422, long.Status)
		require.Equal(t, "validation_failed", long.Str("error"))

		list := s.Do(t, "GET", "/v1/customers", org.TestKey, nil)
		require.EqualValues(t, 1, list.Get("meta.total"))
	})
}

func TestConcurrentIdempotentRequestsDoTheWorkOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		const n = 10
		var wg sync.WaitGroup
		responses := make([]apptest.Response, n)
		for i := range n {
			wg.Go(func() {
				responses[i] = s.Do(t, "POST", "/v1/customers", org.TestKey, newCustomer(1), "Idempotency-Key", "same")
			})
		}
		wg.Wait()
		replayed := 0
		for _, r := range responses {
			require.Equal(t, 200, r.Status, string(r.Body))
			require.Equal(t, string(responses[0].Body), string(r.Body))
			if r.Header.Get("Idempotent-Replayed") == "true" {
				replayed++
			}
		}
		require.Equal(t, n-1, replayed)
		list := s.Do(t, "GET", "/v1/customers", org.TestKey, nil)
		require.EqualValues(t, 1, list.Get("meta.total"))
	})
}

func TestRateLimit(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{Config: func(c *config.Config) {
		c.RateLimit, c.RateBurst = 0.5, 2
	}})
	a, b := s.Org(t, "a"), s.Org(t, "b")
	require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", a.TestKey, nil).Status)
	require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", a.TestKey, nil).Status)
	r := s.Do(t, "GET", "/v1/ping/project", a.TestKey, nil)
	require.Equal(t, 429, r.Status)
	require.Equal(t, "rate_limited", r.Str("error"))
	require.Equal(t, "2", r.Header.Get("Retry-After"))
	require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", b.TestKey, nil).Status, "limits are per key")
	g := s.GraphQL(t, a.TestKey, `{ viewer { credential } }`, nil)
	require.Equal(t, 429, g.Status)
	require.Equal(t, "rate_limited", g.Str("errors.0.extensions.code"))
}

func TestBadRequestsGetClean4xx(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		cases := []struct {
			name    string
			body    any
			headers []string
			status  int
			key     string
			field   string
		}{
			{"malformed", `{"first_name":`, nil, 400, "invalid_json", ""},
			{"not an object", `[1,2]`, nil, 400, "invalid_json", ""},
			{"trailing data", `{} {}`, nil, 400, "invalid_json", ""},
			{"wrong content type", `first_name=x`, []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type", ""},
			{"unknown field", map[string]any{"first_name": "a", "nickname": "b"}, nil, 422, "validation_failed", "nickname"},
			{"wrong type", map[string]any{"first_name": 12}, nil, 422, "validation_failed", "first_name"},
			{"missing fields", map[string]any{}, nil, 422, "validation_failed", "email"},
			{"bad country", map[string]any{"first_name": "a", "last_name": "b", "email": "a@b.co", "country": "XX"}, nil, 422, "validation_failed", "country"},
			{"bad email", map[string]any{"first_name": "a", "last_name": "b", "email": "nope", "country": "NG"}, nil, 422, "validation_failed", "email"},
			{"too large", `{"first_name":"` + strings.Repeat("a", 2<<20) + `"}`, nil, 413, "payload_too_large", ""},
		}
		for _, c := range cases {
			r := s.Do(t, "POST", "/v1/customers", org.TestKey, c.body, c.headers...)
			require.Equal(t, c.status, r.Status, "%s: %s", c.name, r.Body)
			require.Equal(t, c.key, r.Str("error"), c.name)
			require.Equal(t, false, r.Get("status"), c.name)
			if c.field != "" {
				require.NotNil(t, r.Get("errors."+c.field), "%s: %s", c.name, r.Body)
			}
		}
		r := s.Do(t, "GET", "/v1/customers?page=0&page_size=500&start_date=yesterday", org.TestKey, nil)
		require.Equal(t, 422, r.Status)
		for _, f := range []string{"page", "page_size", "start_date"} {
			require.NotNil(t, r.Get("errors."+f), f)
		}
		r = s.Do(t, "DELETE", "/v1/customers", org.TestKey, nil)
		require.Equal(t, 405, r.Status)
		require.Equal(t, "method_not_allowed", r.Str("error"))
		require.Contains(t, r.Header.Get("Allow"), "GET")
		r = s.Do(t, "GET", "/v1/nothing-here", org.TestKey, nil)
		require.Equal(t, 404, r.Status)
		require.Equal(t, "not_found", r.Str("error"))
	})
}

func TestCustomersREST(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		for i := range 5 {
			r := s.Do(t, "POST", "/v1/customers", org.TestKey, map[string]any{
				"first_name": "Ada", "last_name": fmt.Sprintf("Obi%d", i), "email": fmt.Sprintf("ADA%d@Example.com", i), "country": "ng"})
			require.Equal(t, 200, r.Status, string(r.Body))
			require.Equal(t, true, r.Get("status"))
			require.Equal(t, "Customer created successfully", r.Str("message"))
			require.Equal(t, "NG", r.Str("data.country"))
			require.Equal(t, fmt.Sprintf("ada%d@example.com", i), r.Str("data.email"))
			require.EqualValues(t, 0, r.Get("data.tier"))
		}
		dup := s.Do(t, "POST", "/v1/customers", org.TestKey, newCustomer(0))
		require.Equal(t, 409, dup.Status)
		require.Equal(t, "duplicate_customer", dup.Str("error"))

		seen := map[string]bool{}
		for page := 1; page <= 3; page++ {
			r := s.Do(t, "GET", fmt.Sprintf("/v1/customers?page=%d&page_size=2", page), org.TestKey, nil)
			require.Equal(t, 200, r.Status)
			require.EqualValues(t, 5, r.Get("meta.total"))
			require.EqualValues(t, page, r.Get("meta.page"))
			require.EqualValues(t, 2, r.Get("meta.page_size"))
			for _, c := range r.Get("data").([]any) {
				id := c.(map[string]any)["id"].(string)
				require.False(t, seen[id], "no duplicates across pages")
				seen[id] = true
			}
		}
		require.Len(t, seen, 5)
		r := s.Do(t, "GET", "/v1/customers?search=obi3", org.TestKey, nil)
		require.EqualValues(t, 1, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/customers?email=ADA4@example.com", org.TestKey, nil)
		require.EqualValues(t, 1, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/customers?search=%25", org.TestKey, nil)
		require.EqualValues(t, 0, r.Get("meta.total"), "LIKE wildcards are literal")
		today := time.Now().UTC().Format(time.DateOnly)
		r = s.Do(t, "GET", "/v1/customers?start_date="+today+"&end_date="+today, org.TestKey, nil)
		require.EqualValues(t, 5, r.Get("meta.total"))
		r = s.Do(t, "GET", "/v1/customers?end_date=2000-01-01", org.TestKey, nil)
		require.EqualValues(t, 0, r.Get("meta.total"))

		// GraphQL pages with cursors over the same rows.
		ids := s.Paginate(t, org.TestKey, "customers", `query($after: String) { customers(first: 2, after: $after) {
			edges { cursor node { id email } } pageInfo { hasNextPage endCursor } } }`)
		require.Len(t, ids, 5)
		for _, id := range ids {
			require.True(t, seen[id])
		}
		g := s.GraphQL(t, org.TestKey, `mutation { createCustomer(input: {firstName: "Bo", lastName: "Li", email: "bo@example.com", country: "GH"}) { id country } }`, nil)
		require.Equal(t, "GH", g.Str("data.createCustomer.country"))
		g = s.GraphQL(t, org.TestKey, `mutation { createCustomer(input: {firstName: "", lastName: "Li", email: "x", country: "GH"}) { id } }`, nil)
		require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"))
		require.NotNil(t, g.Get("errors.0.extensions.fields.email"))
		g = s.GraphQL(t, org.TestKey, `{ customers(after: "garbage") { edges { cursor } } }`, nil)
		require.Equal(t, "validation_failed", g.Str("errors.0.extensions.code"))
	})
}

func TestOpsEndpoints(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		r := s.Do(t, "GET", "/healthz", "", nil)
		require.Equal(t, 200, r.Status)
		r = s.Do(t, "GET", "/readyz", "", nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.NotEmpty(t, r.Header.Get("X-Request-Id"))
		r = s.Do(t, "GET", "/healthz", "", nil, "X-Request-Id", "abc-123")
		require.Equal(t, "abc-123", r.Header.Get("X-Request-Id"))
		r = s.Do(t, "GET", "/healthz", "", nil, "X-Request-Id", "bad id with spaces")
		require.NotEqual(t, "bad id with spaces", r.Header.Get("X-Request-Id"))
		require.Equal(t, 404, s.Do(t, "GET", "/no/such/path", "", nil).Status)
		require.Equal(t, 405, s.Do(t, "POST", "/healthz", "", nil).Status)
		r = s.Do(t, "GET", "/metrics", "", nil)
		require.Equal(t, 200, r.Status)
		// Requests are counted by their route's pattern; those no route
		// matched (the catch-all's) as unmatched.
		for _, m := range []string{`meridian_http_requests_total{code="200",route="GET /healthz"}`,
			`meridian_http_requests_total{code="404",route="unmatched"} 1`, `meridian_http_requests_total{code="405",route="unmatched"} 1`,
			"meridian_jobs{state=\"available\"}", "go_goroutines"} {
			require.Contains(t, string(r.Body), m)
		}
	})
}

func TestBootstrapKeyIsIdempotent(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		key := "sk_test_bootstrapbootstrap0001"
		opts := apptest.Options{Config: func(c *config.Config) { c.BootstrapKey = key }}
		s1 := apptest.Start(t, d, opts)
		s2 := apptest.Start(t, d, opts) // a restart, or a second process
		for _, s := range []*apptest.Server{s1, s2} {
			r := s.Do(t, "GET", "/v1/ping/project", key, nil)
			require.Equal(t, 200, r.Status)
			require.Equal(t, app.BootstrapOrganization, r.Str("data.project_name"))
		}
		n, err := d.NewSelect().Table("api_keys").Count(context.Background())
		require.NoError(t, err)
		require.EqualValues(t, 1, n)
	})
}

func TestResponsesNeverCarrySecretsAfterCreation(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	org := s.Org(t, "acme")
	r := s.GraphQL(t, org.TestKey, `{ apiKeys { edges { node { id hint } } } }`, nil)
	require.NotContains(t, string(r.Body), org.TestKey)
	var stored string
	require.NoError(t, s.App.DB.NewSelect().Table("api_keys").Column("hash").Limit(1).Scan(context.Background(), &stored))
	require.NotContains(t, stored, "sk_")
	require.Len(t, stored, 64)
}

// The process that mints a client token knows it at once; another process
// reads it from the database; both see the same principal. A token minted
// in a transaction that rolls back is never known.
func TestMintedClientTokensAreKnownWithoutALookup(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		// The hook goes in before the servers start: their workers query
		// the database from the first moment.
		var lookups atomic.Int64
		d.AddQueryHook(countClientTokenReads{&lookups})
		a := apptest.Start(t, d, apptest.Options{})
		b := apptest.Start(t, d, apptest.Options{})
		f := newFlow(t, a, a.Org(t, "acme").TestKey, nil)
		ctx := context.Background()
		require.Zero(t, lookups.Load(), "creating a session reads no client token")
		pa, err := a.App.Auth.AuthenticateClientToken(ctx, f.token)
		require.NoError(t, err)
		require.Zero(t, lookups.Load(), "the minting process answers from its cache")
		pb, err := b.App.Auth.AuthenticateClientToken(ctx, f.token)
		require.NoError(t, err)
		require.EqualValues(t, 1, lookups.Load())
		require.WithinDuration(t, pb.ExpiresAt, pa.ExpiresAt, time.Millisecond)
		pa.ExpiresAt, pb.ExpiresAt = time.Time{}, time.Time{}
		require.Equal(t, pb, pa)

		var minted string
		err = d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			minted, err = a.App.Auth.MintClientToken(ctx, tx, pa, f.id, time.Now().Add(time.Hour))
			require.NoError(t, err)
			return errors.New("roll back")
		})
		require.Error(t, err)
		_, err = a.App.Auth.AuthenticateClientToken(ctx, minted)
		require.Equal(t, "invalid_client_token", errs.As(err).Key)
	})
}

type countClientTokenReads struct{ n *atomic.Int64 }

func (c countClientTokenReads) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (c countClientTokenReads) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.Contains(e.Query, `FROM "client_tokens"`) && strings.HasPrefix(e.Query, "SELECT") {
		c.n.Add(1)
	}
}

// Failed authentications are limited per source address: after twenty-five
// unknown credentials, the address's unknown credentials are refused (429,
// Retry-After) on REST and GraphQL, while a valid key and a signed-in
// person at the same address (an office behind one NAT) still work, and
// other addresses are not counted.
func TestFailedAuthenticationsPerAddress(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		ada := member(t, s, org, "ada@example.com", auth.Reviewer)
		for i := range 25 {
			r := s.Do(t, "GET", "/v1/ping/project", "sk_test_guess"+strconv.Itoa(i), nil)
			require.Contains(t, []int{401, 429}, r.Status)
		}
		for _, cred := range []string{"sk_test_guess", "ct_guess"} {
			r := s.Do(t, "GET", "/v1/ping/project", cred, nil)
			require.Equal(t, 429, r.Status, cred)
			require.Equal(t, "rate_limited", r.Str("error"))
			require.NotEmpty(t, r.Header.Get("Retry-After"))
		}
		g := s.GraphQL(t, "sk_test_guess", "{ viewer { credential } }", nil)
		require.Equal(t, 429, g.Status)
		require.NotEmpty(t, g.Header.Get("Retry-After"))
		require.Equal(t, 401, s.Do(t, "GET", "/v1/client/session", "", nil).Status, "a missing credential is no guess")

		// The valid ones at the same address are served.
		require.Equal(t, 200, s.Do(t, "GET", "/v1/ping/project", org.TestKey, nil).Status)
		g = s.GraphQL(t, org.TestKey, "{ viewer { credential } }", nil)
		require.Equal(t, "SECRET_KEY", g.Str("data.viewer.credential"), string(g.Body))
		v := ada.graphQL(t, s, "{ viewer { credential } }", nil)
		require.Equal(t, "USER", v.Str("data.viewer.credential"), string(v.Body))

		// Another address (127.0.0.2, also loopback) is not counted.
		dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}
		client := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
		req, _ := http.NewRequest("GET", s.URL+"/v1/ping/project", nil)
		req.Header.Set("Authorization", "Bearer sk_test_guess")
		res, err := client.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, 401, res.StatusCode)
	})
}

// TestHeaderNamesInAnyCase: header names are case-insensitive on the wire,
// and the request path reads them by their canonical names (httpio.Header),
// which holds because the server stores them so. Requests written by hand
// with lowercase and mixed-case names authenticate, choose the answer's
// type, keep their request id and send the body type they say.
func TestHeaderNamesInAnyCase(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	raw := func(request string) (*http.Response, string) {
		t.Helper()
		c, err := net.Dial("tcp", s.Listener.Addr().String())
		require.NoError(t, err)
		defer c.Close()
		_, err = io.WriteString(c, request)
		require.NoError(t, err)
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp, string(body)
	}
	resp, body := raw("GET /v1/ping/project HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + key + "\r\nx-request-ID: case-1\r\nconnection: close\r\n\r\n")
	require.Equal(t, 200, resp.StatusCode, body)
	require.Equal(t, "case-1", resp.Header.Get("X-Request-Id"))

	query := `{"query":"{ viewer { organization { name } } }"}`
	resp, body = raw(fmt.Sprintf("POST /graphql HTTP/1.1\r\nhost: x\r\nx-api-key: %s\r\ncontent-TYPE: application/json\r\n"+
		"accept: application/graphql-response+json\r\ncontent-length: %d\r\nconnection: close\r\n\r\n%s", key, len(query), query))
	require.Equal(t, 200, resp.StatusCode, body)
	require.Equal(t, "application/graphql-response+json", resp.Header.Get("Content-Type"))
	require.Contains(t, body, `"name":"acme"`)
}
