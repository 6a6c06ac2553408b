package resolvers_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/client"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
	"github.com/meridianhq/meridian/resolvers"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// bundle holds what the tests need besides the client: one organization's
// credentials and the services to set data up with.
type bundle struct {
	testKey, liveKey string
	// token is a test-mode client token of a session.
	token   string
	p       auth.Principal // the test mode of the organization
	auth    *auth.Service
	crypto  *crypto.Service
	queries *queryLog
}

// setup returns a GraphQL client of the schema over d, served as the app
// serves it (graph.NewHandler, the resolvers over real services, per-operation
// loaders), with the caller authenticated from Authorization as the app does.
func setup(t *testing.T, d *db.DB) (*client.Client, bundle) {
	t.Helper()
	ctx := context.Background()
	queries := &queryLog{}
	d.AddQueryHook(queries)
	log := slog.New(slog.DiscardHandler)
	authSvc := auth.New(d, auth.Config{})
	cust := customers.New(d)
	l := ledger.New(d)
	evs := events.NewLog(d, nil)
	fxSvc := fx.New(d, l, fx.Config{Events: evs})
	xpub, program, err := crypto.GenerateKeys()
	require.NoError(t, err)
	keys, err := crypto.ParseKeys(xpub, program)
	require.NoError(t, err)
	cryptoSvc := crypto.New(d, crypto.Config{Keys: keys, Ledger: l, FX: fxSvc, Customers: cust, Jobs: jobs.New(d, jobs.Config{}), Events: evs})
	root := &resolvers.Resolver{AuthSvc: authSvc, CustomerSvc: cust, WalletSvc: wallets.New(d, l), FXSvc: fxSvc, CryptoSvc: cryptoSvc, EventLog: evs}
	gql := graph.NewHandler(graph.NewExecutableSchema(graph.Config{Resolvers: root}), graph.ServerConfig{Log: log, PerOperation: root.WithLoaders})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if cred := auth.StripBearer(r.Header.Get("Authorization")); cred != "" {
			authenticate := authSvc.AuthenticateKey
			if strings.HasPrefix(cred, auth.ClientTokenPrefix) {
				authenticate = authSvc.AuthenticateClientToken
			}
			p, err := authenticate(r.Context(), cred)
			require.NoError(t, err)
			r = r.WithContext(auth.WithPrincipal(r.Context(), p))
		}
		gql.ServeHTTP(w, r)
	})

	org, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
	require.NoError(t, err)
	b := bundle{p: auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, auth: authSvc, crypto: cryptoSvc, queries: queries}
	b.testKey, _, err = authSvc.CreateKey(ctx, org.ID, auth.Test, "")
	require.NoError(t, err)
	b.liveKey, _, err = authSvc.CreateKey(ctx, org.ID, auth.Live, "")
	require.NoError(t, err)
	b.token, err = authSvc.MintClientToken(ctx, d, b.p, "ses_1", time.Now().Add(time.Hour))
	require.NoError(t, err)
	return client.New(h), b
}

// gqlError is an error of a GraphQL response as a client reads it.
type gqlError struct {
	Message    string `json:"message"`
	Extensions struct {
		Code   string              `json:"code"`
		Fields map[string][]string `json:"fields"`
	} `json:"extensions"`
}

// post runs query as cred (none when "") and decodes its data into out
// (when not nil); it returns the response's errors.
func post(t *testing.T, c *client.Client, cred, query string, out any, vars ...any) []gqlError {
	t.Helper()
	opts := []client.Option{}
	if cred != "" {
		opts = append(opts, client.AddHeader("Authorization", "Bearer "+cred))
	}
	for i := 0; i+1 < len(vars); i += 2 {
		opts = append(opts, client.Var(vars[i].(string), vars[i+1]))
	}
	r, err := c.RawPost(query, opts...)
	require.NoError(t, err)
	var errors []gqlError
	if len(r.Errors) > 0 {
		require.NoError(t, json.Unmarshal(r.Errors, &errors))
	}
	if out != nil && r.Data != nil {
		b, err := json.Marshal(r.Data)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, out))
	}
	return errors
}

// codes are the extensions.code of errs.
func codes(errs []gqlError) []string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i] = e.Extensions.Code
	}
	return out
}

// queryLog counts the SELECTs that read each table.
type queryLog struct {
	mu    sync.Mutex
	reads map[string]int
}

func (q *queryLog) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (q *queryLog) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if !strings.HasPrefix(e.Query, "SELECT") {
		return
	}
	_, rest, ok := strings.Cut(e.Query, " FROM \"")
	if !ok {
		return
	}
	table, _, _ := strings.Cut(rest, "\"")
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.reads == nil {
		q.reads = map[string]int{}
	}
	q.reads[table]++
}

// count returns the reads of table since the last reset.
func (q *queryLog) count(table string) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.reads[table]
}

func (q *queryLog) reset() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.reads = nil
}

type customer struct {
	ID        string `json:"id"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Country   string `json:"country"`
	Status    string `json:"status"`
	Tier      int    `json:"tier"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}

type customerPage struct {
	Customers struct {
		Edges []struct {
			Cursor string   `json:"cursor"`
			Node   customer `json:"node"`
		} `json:"edges"`
		PageInfo struct {
			HasNextPage bool    `json:"hasNextPage"`
			EndCursor   *string `json:"endCursor"`
		} `json:"pageInfo"`
	} `json:"customers"`
}

const createCustomer = `mutation($in: CreateCustomerInput!) {
  createCustomer(input: $in) { id firstName lastName email country status tier createdAt updatedAt }
}`

const customersPage = `query($first: Int, $after: String) {
  customers(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
}`

// newCustomers creates n customers with the test key and returns their ids.
func newCustomers(t *testing.T, c *client.Client, key string, n int) []string {
	t.Helper()
	ids := make([]string, n)
	for i := range ids {
		var out struct{ CreateCustomer customer }
		errs := post(t, c, key, createCustomer, &out, "in", map[string]any{"firstName": "Ada", "lastName": "Obi",
			"email": "ada" + string(rune('a'+i)) + "@example.com", "country": "NG"})
		require.Empty(t, errs)
		ids[i] = out.CreateCustomer.ID
	}
	return ids
}

func TestPrincipals(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)

		t.Run("no credential is missing_api_key", func(t *testing.T) {
			var out struct{ Wallets []any }
			errs := post(t, c, "", `{ wallets { id } }`, &out)
			require.Equal(t, []string{"missing_api_key"}, codes(errs))
			require.Nil(t, out.Wallets)
		})

		t.Run("a client token is refused with secret_key_required wherever a secret key is needed", func(t *testing.T) {
			for _, q := range []string{
				`{ wallets { id } }`,
				`{ customers { edges { cursor } } }`,
				`{ customer(id: "cus_1") { id } }`,
				`{ fxQuote(reference: "q") { reference } }`,
				`{ webhookEndpoints { id } }`,
				`mutation { creditTestWallet(currency: "USD", amount: 100) { id } }`,
				`mutation { createCustomer(input: {firstName: "a", lastName: "b", email: "a@example.com", country: "NG"}) { id } }`,
			} {
				errs := post(t, c, b.token, q, nil)
				require.Equal(t, []string{"secret_key_required"}, codes(errs), q)
				require.Equal(t, "Only a secret key may do this", errs[0].Message, q)
			}
		})

		t.Run("a secret key is let through in its own mode", func(t *testing.T) {
			var out struct{ Wallets []any }
			require.Empty(t, post(t, c, b.testKey, `{ wallets { id } }`, &out))
			require.Empty(t, post(t, c, b.liveKey, `{ wallets { id } }`, &out))
			errs := post(t, c, b.liveKey, `mutation { creditTestWallet(currency: "USD", amount: 100) { id } }`, nil)
			require.Equal(t, []string{"sandbox_only"}, codes(errs))
		})
	})
}

func TestModelsAreMapped(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)

		t.Run("a customer", func(t *testing.T) {
			var created struct{ CreateCustomer customer }
			require.Empty(t, post(t, c, b.testKey, createCustomer, &created, "in",
				map[string]any{"firstName": "Ada", "lastName": "Obi", "email": " Ada@Example.COM ", "country": "ng"}))
			got := created.CreateCustomer
			require.True(t, strings.HasPrefix(got.ID, "cus_"), got.ID)
			require.Equal(t, customer{ID: got.ID, FirstName: "Ada", LastName: "Obi", Email: "ada@example.com", Country: "NG",
				Status: "ACTIVE", Tier: 0, CreatedAt: got.CreatedAt, UpdatedAt: got.UpdatedAt}, got)
			_, err := time.Parse(time.RFC3339Nano, got.CreatedAt)
			require.NoError(t, err)

			var read struct{ Customer *customer }
			require.Empty(t, post(t, c, b.testKey, `query($id: ID!) { customer(id: $id) { id firstName lastName email country status tier createdAt updatedAt } }`,
				&read, "id", got.ID))
			require.Equal(t, &got, read.Customer)
		})

		t.Run("an id the caller cannot see is null, not an error", func(t *testing.T) {
			var read struct{ Customer *customer }
			require.Empty(t, post(t, c, b.testKey, `{ customer(id: "cus_nope") { id } }`, &read))
			require.Nil(t, read.Customer)

			ids := newCustomers(t, c, b.testKey, 1)
			require.Empty(t, post(t, c, b.liveKey, `query($id: ID!) { customer(id: $id) { id } }`, &read, "id", ids[0]))
			require.Nil(t, read.Customer, "the live mode does not see a test customer")
		})

		t.Run("a wallet's balances are money", func(t *testing.T) {
			var out struct {
				CreditTestWallet struct {
					ID            string `json:"id"`
					Currency      string `json:"currency"`
					LedgerBalance struct {
						Amount        int64  `json:"amount,string"`
						Currency      string `json:"currency"`
						HumanReadable string `json:"humanReadable"`
					} `json:"ledgerBalance"`
					AvailableBalance struct {
						Amount        int64  `json:"amount,string"`
						HumanReadable string `json:"humanReadable"`
					} `json:"availableBalance"`
					HoldingBalance struct {
						Amount        int64  `json:"amount,string"`
						HumanReadable string `json:"humanReadable"`
					} `json:"holdingBalance"`
				} `json:"creditTestWallet"`
			}
			require.Empty(t, post(t, c, b.testKey, `mutation { creditTestWallet(currency: "ngn", amount: 1234550) {
			  id currency ledgerBalance { amount currency humanReadable } availableBalance { amount humanReadable }
			  holdingBalance { amount humanReadable } } }`, &out))
			w := out.CreditTestWallet
			require.NotEmpty(t, w.ID)
			require.Equal(t, "NGN", w.Currency)
			require.EqualValues(t, 1234550, w.LedgerBalance.Amount)
			require.Equal(t, "NGN", w.LedgerBalance.Currency)
			require.Equal(t, "12345.5", w.LedgerBalance.HumanReadable)
			require.EqualValues(t, 1234550, w.AvailableBalance.Amount)
			require.Equal(t, "12345.5", w.AvailableBalance.HumanReadable)
			require.EqualValues(t, 0, w.HoldingBalance.Amount)
			require.Equal(t, "0", w.HoldingBalance.HumanReadable)
		})
	})
}

// connection is a page of a connection whose nodes have ids.
type connection struct {
	Edges []struct {
		Cursor string `json:"cursor"`
		Node   struct {
			ID string `json:"id"`
		} `json:"node"`
	} `json:"edges"`
	PageInfo struct {
		HasNextPage bool    `json:"hasNextPage"`
		EndCursor   *string `json:"endCursor"`
	} `json:"pageInfo"`
}

// pageAll follows a connection's cursors, first items at a time, and
// returns the ids of its nodes in order. query takes $first and $after
// (and vars); path names the connection in the answer's data.
func pageAll(t *testing.T, c *client.Client, key, query string, path []string, first int, vars ...any) []string {
	t.Helper()
	ids := []string{}
	var after *string
	for {
		vs := append([]any{"first", first}, vars...)
		if after != nil {
			vs = append(vs, "after", *after)
		}
		var data json.RawMessage
		require.Empty(t, post(t, c, key, query, &data, vs...))
		for _, name := range path {
			var m map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(data, &m))
			data = m[name]
		}
		var page connection
		require.NoError(t, json.Unmarshal(data, &page))
		require.LessOrEqual(t, len(page.Edges), first)
		for _, e := range page.Edges {
			ids = append(ids, e.Node.ID)
		}
		if !page.PageInfo.HasNextPage {
			return ids
		}
		require.Len(t, page.Edges, first, "a page before the last is full")
		after = page.PageInfo.EndCursor
	}
}

func TestAPIKeysArePaged(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)
		ctx := context.Background()
		for range 104 {
			_, _, err := b.auth.CreateKey(ctx, b.p.OrganizationID, auth.Test, "")
			require.NoError(t, err)
		}
		const q = `query($first: Int, $after: String) {
		  apiKeys(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`
		all := pageAll(t, c, b.testKey, q, []string{"apiKeys"}, 100)
		require.Len(t, all, 105, "every key of the mode, over two pages")
		keys, err := b.auth.ListKeysAfter(ctx, b.p.OrganizationID, auth.Test, nil, 200)
		require.NoError(t, err)
		want := make([]string, len(keys))
		for i := range keys {
			want[i] = keys[i].ID
		}
		require.Equal(t, want, all, "newest first")
		require.Equal(t, all[:30], pageAll(t, c, b.testKey, q, []string{"apiKeys"}, 7)[:30], "any page size gives the same order")
	})
}

func TestConnections(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)
		ids := newCustomers(t, c, b.testKey, 3)

		var all customerPage
		require.Empty(t, post(t, c, b.testKey, customersPage, &all))
		require.Len(t, all.Customers.Edges, 3)
		require.False(t, all.Customers.PageInfo.HasNextPage)
		var order []string
		for _, e := range all.Customers.Edges {
			order = append(order, e.Node.ID)
		}
		require.ElementsMatch(t, ids, order)

		t.Run("pages follow their cursors, newest first, without gaps or repeats", func(t *testing.T) {
			var first customerPage
			require.Empty(t, post(t, c, b.testKey, customersPage, &first, "first", 2))
			page := first.Customers
			require.Len(t, page.Edges, 2)
			require.True(t, page.PageInfo.HasNextPage)
			require.Equal(t, page.Edges[1].Cursor, *page.PageInfo.EndCursor)

			var next customerPage
			require.Empty(t, post(t, c, b.testKey, customersPage, &next, "first", 2, "after", *page.PageInfo.EndCursor))
			require.Len(t, next.Customers.Edges, 1)
			require.False(t, next.Customers.PageInfo.HasNextPage)
			require.Equal(t, next.Customers.Edges[0].Cursor, *next.Customers.PageInfo.EndCursor)
			require.Equal(t, order, []string{page.Edges[0].Node.ID, page.Edges[1].Node.ID, next.Customers.Edges[0].Node.ID})

			var end customerPage
			require.Empty(t, post(t, c, b.testKey, customersPage, &end, "after", *next.Customers.PageInfo.EndCursor))
			require.Empty(t, end.Customers.Edges)
			require.False(t, end.Customers.PageInfo.HasNextPage)
			require.Nil(t, end.Customers.PageInfo.EndCursor)
		})

		t.Run("first 0 is an empty page that says whether there is more", func(t *testing.T) {
			var page customerPage
			require.Empty(t, post(t, c, b.testKey, customersPage, &page, "first", 0))
			require.Empty(t, page.Customers.Edges)
			require.True(t, page.Customers.PageInfo.HasNextPage)
			require.Nil(t, page.Customers.PageInfo.EndCursor)
		})

		t.Run("bad arguments are validation errors naming the argument", func(t *testing.T) {
			for _, c2 := range []struct {
				field string
				vars  []any
			}{
				{"first", []any{"first", 101}},
				{"first", []any{"first", -1}},
				{"after", []any{"after", "not-a-cursor"}},
				{"after", []any{"after", "eyJ0IjoiMjAyNi0wMS0wMVQwMDowMDowMFoifQ"}}, // a cursor without an id
			} {
				var page customerPage
				errs := post(t, c, b.testKey, customersPage, &page, c2.vars...)
				require.Equal(t, []string{"validation_failed"}, codes(errs), c2.vars)
				require.Contains(t, errs[0].Extensions.Fields, c2.field, c2.vars)
			}
		})
	})
}

func TestDepositAddressesAreLoadedPerOperation(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)
		ctx := context.Background()
		ids := newCustomers(t, c, b.testKey, 3)
		want := map[string][]string{}
		for _, id := range ids[:2] {
			for _, chain := range []string{"base", "polygon", "ethereum"} {
				a, err := b.crypto.CreateAddress(ctx, b.p, id, "usdc", chain, false)
				require.NoError(t, err)
				want[id] = append(want[id], a.ID)
			}
		}

		b.queries.reset()
		var out struct {
			Customers struct {
				Edges []struct {
					Node struct {
						ID               string `json:"id"`
						DepositAddresses struct {
							Edges []struct {
								Node struct {
									ID         string `json:"id"`
									CustomerID string `json:"customerId"`
									Coin       string `json:"coin"`
								} `json:"node"`
							} `json:"edges"`
							PageInfo struct {
								HasNextPage bool `json:"hasNextPage"`
							} `json:"pageInfo"`
						} `json:"depositAddresses"`
					} `json:"node"`
				} `json:"edges"`
			} `json:"customers"`
		}
		require.Empty(t, post(t, c, b.testKey, `{ customers(first: 10) { edges { node { id
		  depositAddresses(first: 2) { edges { node { id customerId coin } } pageInfo { hasNextPage } } } } } }`, &out))
		require.Len(t, out.Customers.Edges, 3)
		for _, e := range out.Customers.Edges {
			got := []string{}
			for _, a := range e.Node.DepositAddresses.Edges {
				require.Equal(t, e.Node.ID, a.Node.CustomerID)
				require.Equal(t, "USDC", a.Node.Coin)
				got = append(got, a.Node.ID)
			}
			w := want[e.Node.ID]
			require.Equal(t, append([]string{}, w[:min(2, len(w))]...), got, "each customer gets its own first page, oldest first")
			require.Equal(t, len(w) > 2, e.Node.DepositAddresses.PageInfo.HasNextPage)
		}
		reads := b.queries.count("crypto_addresses")
		require.GreaterOrEqual(t, reads, 1)
		require.LessOrEqual(t, reads, len(ids), "at most one read per customer")
	})
}

func TestDepositAddressesArePaged(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c, b := setup(t, d)
		ctx := context.Background()
		id := newCustomers(t, c, b.testKey, 1)[0]
		for i := range 105 {
			_, err := b.crypto.CreateAddress(ctx, b.p, id, "usdc", []string{"base", "solana"}[i%2], false)
			require.NoError(t, err)
		}
		all, err := b.crypto.AddressesOf(ctx, b.p, id)
		require.NoError(t, err)
		want := make([]string, len(all))
		for i := range all {
			want[i] = all[i].ID
		}
		const q = `query($id: ID!, $first: Int, $after: String) { customer(id: $id) {
		  depositAddresses(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }`
		for _, first := range []int{100, 13} {
			got := pageAll(t, c, b.testKey, q, []string{"customer", "depositAddresses"}, first, "id", id)
			require.Equal(t, want, got, "every address, oldest first, %d at a time", first)
		}
	})
}

// The lists bounded by a limit of a service declare that limit: a
// customer's crypto wallets (one per coin×chain pair), an organization's
// webhook endpoints and workflows (in each mode), a delivery's attempts.
func TestListSizesAreTheServicesLimits(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	for _, c := range []struct {
		typ, field string
		limit      int
	}{
		{"Customer", "cryptoWallets", assets.Pairs()},
		{"Query", "webhookEndpoints", webhooks.MaxEndpoints},
		{"Query", "workflows", kyc.MaxWorkflows + kyc.MaxArchivedListed},
		{"WebhookDelivery", "attempts", webhooks.MaxDeliveryAttempts},
	} {
		f := schema.Types[c.typ].Fields.ForName(c.field)
		require.Equal(t, strconv.Itoa(c.limit), f.Directives.ForName("listSize").Arguments.ForName("max").Value.Raw, "%s.%s", c.typ, c.field)
	}
}
