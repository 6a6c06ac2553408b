package app_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/console"
	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

const viewerQuery = `{ viewer { organization { id name mode allowedOrigins } credential sessionId } }`

func TestGraphQLViewer(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	org := s.Org(t, "acme")
	r := s.GraphQL(t, org.LiveKey, viewerQuery, nil)
	require.Equal(t, 200, r.Status)
	require.Equal(t, org.ID, r.Str("data.viewer.organization.id"))
	require.Equal(t, "acme", r.Str("data.viewer.organization.name"))
	require.Equal(t, "LIVE", r.Str("data.viewer.organization.mode"))
	require.Equal(t, "SECRET_KEY", r.Str("data.viewer.credential"))

	token, err := s.App.Auth.MintClientToken(context.Background(), s.App.DB,
		auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, "ses_1", time.Now().Add(time.Hour))
	require.NoError(t, err)
	_, err = s.App.Orgs.SetAllowedOrigins(context.Background(), org.ID, []string{"https://shop.example.com"})
	require.NoError(t, err)
	r = s.GraphQL(t, token, viewerQuery, nil)
	require.Equal(t, "CLIENT_TOKEN", r.Str("data.viewer.credential"))
	require.Equal(t, []any{}, r.Get("data.viewer.organization.allowedOrigins"), "a client token sees no settings")
	require.Equal(t, "ses_1", r.Str("data.viewer.sessionId"))
	r = s.GraphQL(t, token, `{ apiKeys { edges { node { id } } } }`, nil)
	require.Equal(t, "secret_key_required", r.Str("errors.0.extensions.code"))

	expired, err := s.App.Auth.MintClientToken(context.Background(), s.App.DB,
		auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, "ses_2", time.Now().Add(-time.Second))
	require.NoError(t, err)
	r = s.GraphQL(t, expired, viewerQuery, nil)
	require.Equal(t, 401, r.Status)
	require.Equal(t, "session_expired", r.Str("errors.0.extensions.code"))
	_, hasData := r.JSON["data"]
	require.False(t, hasData)

	r = s.GraphQL(t, "", viewerQuery, nil)
	require.Equal(t, 401, r.Status)
	require.Equal(t, "missing_api_key", r.Str("errors.0.extensions.code"))

	// GET works for queries.
	r = s.Do(t, "GET", "/graphql?query="+url.QueryEscape(viewerQuery), org.TestKey, nil)
	require.Equal(t, 200, r.Status)
	require.Equal(t, "TEST", r.Str("data.viewer.organization.mode"))
}

// The GraphQL-over-HTTP rules where stock gqlgen differs.
func TestGraphQLOverHTTP(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	post := func(accept string, body any) apptest.Response {
		return s.Do(t, "POST", "/graphql", key, body, "Accept", accept)
	}
	const gqlResp = "application/graphql-response+json"
	requestErrors := map[string]map[string]any{
		"parse":      {"query": "{ viewer {"},
		"validation": {"query": "{ nope }"},
		"variables":  {"query": "query($id: ID!) { customer(id: $id) { id } }", "variables": map[string]any{}},
		// Over HTTP a subscription would hold the request until an event.
		"subscription": {"query": "subscription { events { id } }"},
	}
	for name, body := range requestErrors {
		r := post("application/json", body)
		require.Equal(t, 200, r.Status, "%s with application/json: %s", name, r.Body)
		require.Contains(t, r.Header.Get("Content-Type"), "application/json")
		require.NotEmpty(t, r.Get("errors"), name)

		r = post(gqlResp, body)
		require.Equal(t, 400, r.Status, "%s with %s: %s", name, gqlResp, r.Body)
		require.Contains(t, r.Header.Get("Content-Type"), gqlResp)
		_, hasData := r.JSON["data"]
		require.False(t, hasData, "%s: a request error has no data entry: %s", name, r.Body)
	}
	for _, accept := range []string{"application/json", gqlResp} {
		r := post(accept, map[string]any{"variables": map[string]any{}})
		require.Equal(t, 400, r.Status, accept)
		require.Equal(t, "missing_query", r.Str("errors.0.extensions.code"))
	}
	r := s.Do(t, "GET", "/graphql", key, nil, "Accept", "application/json")
	require.Equal(t, 400, r.Status)
	r = post(gqlResp, requestErrors["subscription"])
	require.Equal(t, "websocket_required", r.Str("errors.0.extensions.code"))
	r = s.Do(t, "GET", "/graphql?query="+url.QueryEscape(`subscription { events { id } }`), key, nil, "Accept", gqlResp)
	require.Equal(t, 400, r.Status, string(r.Body))
	require.Equal(t, "websocket_required", r.Str("errors.0.extensions.code"))

	// Mutations are refused over GET.
	r = s.Do(t, "GET", "/graphql?query="+url.QueryEscape(`mutation { createApiKey { secret } }`), key, nil, "Accept", gqlResp)
	require.GreaterOrEqual(t, r.Status, 400)
	require.Less(t, r.Status, 500)
}

func TestGraphQLLimits(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey

	deep := `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } }`
	r := s.GraphQL(t, key, deep, nil)
	require.Equal(t, "query_too_deep", r.Str("errors.0.extensions.code"), string(r.Body))
	r = s.Do(t, "POST", "/graphql", key, map[string]any{"query": deep}, "Accept", "application/graphql-response+json")
	require.Equal(t, 400, r.Status, "a refused operation is a request error")

	// Lists count by their size: 166 aliases of a page of 100 events
	// (once 996 points and 18 MB) are refused, one page is not.
	var b strings.Builder
	b.WriteString("{")
	for i := range 166 {
		b.WriteString(" a" + strconv.Itoa(i) + ": events(first: 100) { edges { node { id type payload createdAt } } }")
	}
	b.WriteString(" }")
	r = s.GraphQL(t, key, b.String(), nil)
	require.Equal(t, "complexity_limit_exceeded", r.Str("errors.0.extensions.code"), string(r.Body[:min(300, len(r.Body))]))
	r = s.GraphQL(t, key, "{ events(first: 100) { edges { node { id type payload createdAt } } } }", nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Nil(t, r.Get("errors"))

	// Fragments spreading each other twice over 25 levels, with a client
	// token: measured in one pass over the document and refused.
	token, err := s.App.Auth.MintClientToken(context.Background(), s.App.DB,
		auth.Principal{OrganizationID: s.Org(t, "fanout").ID, Mode: auth.Test}, "ses_1", time.Now().Add(time.Hour))
	require.NoError(t, err)
	var f strings.Builder
	f.WriteString("query { ...F0 }")
	for i := range 25 {
		f.WriteString(" fragment F" + strconv.Itoa(i) + " on Query { ...F" + strconv.Itoa(i+1) + " ...F" + strconv.Itoa(i+1) + " }")
	}
	f.WriteString(" fragment F25 on Query { viewer { credential } }")
	r = s.GraphQL(t, token, f.String(), nil)
	require.Equal(t, 400, r.Status)
	require.Equal(t, "complexity_limit_exceeded", r.Str("errors.0.extensions.code"))

	r = s.GraphQL(t, key, "{"+strings.Repeat(" viewer { credential }", 3000)+" }", nil)
	require.NotEmpty(t, r.Get("errors"))
	require.Contains(t, r.Str("errors.0.message"), "token limit")

	huge := `{"query":"{ viewer { credential } }","variables":{"x":"` + strings.Repeat("a", 2<<20) + `"}}`
	r = s.Do(t, "POST", "/graphql", key, huge)
	require.GreaterOrEqual(t, r.Status, 400)
	require.Less(t, r.Status, 500)
}

// Lists that are not paged cost their bound: a hundred aliases of a
// session's notes (200 at most each) are refused before anything runs, and
// one request cannot add notes by the hundred.
func TestGraphQLListsCostTheirBound(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	var b strings.Builder
	b.WriteString("query($s: ID!) {")
	for i := range 100 {
		b.WriteString(" s" + strconv.Itoa(i) + ": session(id: $s) { notes { body } }")
	}
	b.WriteString(" }")
	r := s.GraphQL(t, key, b.String(), map[string]any{"s": "ses_x"})
	require.Equal(t, "complexity_limit_exceeded", r.Str("errors.0.extensions.code"), string(r.Body))
	r = s.GraphQL(t, key, `query($s: ID!) { session(id: $s) { notes { body } } }`, map[string]any{"s": "ses_x"})
	require.Nil(t, r.Get("errors"), "one session's notes fit: %s", r.Body)

	b.Reset()
	b.WriteString("mutation($s: ID!) {")
	for i := range 11 {
		b.WriteString(" n" + strconv.Itoa(i) + `: addSessionNote(id: $s, body: "x") { id }`)
	}
	b.WriteString(" }")
	r = s.GraphQL(t, key, b.String(), map[string]any{"s": "ses_x"})
	require.Equal(t, "too_many_mutations", r.Str("errors.0.extensions.code"), string(r.Body))
}

// Values a caller sends that do not fit are request errors with a code,
// never internal_error.
func TestGraphQLValuesOutOfRange(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	cases := []struct {
		query string
		vars  map[string]any
	}{
		{`mutation { createSession(input: {expiresIn: 99999999999}) { clientToken } }`, nil},
		{`mutation($n: Int) { createSession(input: {expiresIn: $n}) { clientToken } }`, map[string]any{"n": 99999999999}},
		{`mutation { creditTestWallet(currency: "USD", amount: 9223372036854775808) { currency } }`, nil},
		{`mutation($a: Int64!) { creditTestWallet(currency: "USD", amount: $a) { currency } }`, map[string]any{"a": json.Number("9223372036854775808")}},
		{`mutation($a: Int64!) { creditTestWallet(currency: "USD", amount: $a) { currency } }`, map[string]any{"a": 1.5}},
		{`{ fxExchanges(filter: {from: "yesterday"}) { edges { node { id } } } }`, nil},
		{`query($t: Time) { fxExchanges(filter: {from: $t}) { edges { node { id } } } }`, map[string]any{"t": "2026-13-01"}},
		{`query($t: Time) { fxExchanges(filter: {from: $t}) { edges { node { id } } } }`, map[string]any{"t": 5}},
	}
	for _, c := range cases {
		r := s.GraphQL(t, key, c.query, c.vars)
		require.Less(t, r.Status, 500, c.query)
		require.Equal(t, "invalid_value", r.Str("errors.0.extensions.code"), "%s: %s", c.query, r.Body)
	}
	require.NotContains(t, s.Logs(), "level=ERROR")
}

// String inputs are coerced as the specification says: only text is a
// String. A number or a boolean, in a literal or a variable, is refused and
// nothing is written.
func TestGraphQLStringsAreStrict(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		const create = `mutation($in: CreateCustomerInput!) { createCustomer(input: $in) { id lastName } }`
		input := func(last any) map[string]any {
			return map[string]any{"in": map[string]any{"firstName": "Ada", "lastName": last, "email": "ada@example.com", "country": "NG"}}
		}
		for _, last := range []any{7, json.Number("7"), 7.5, true} {
			r := s.GraphQL(t, key, create, input(last))
			require.Less(t, r.Status, 500)
			require.Contains(t, []string{"invalid_value", "graphql_validation_failed"}, r.Str("errors.0.extensions.code"), "%v: %s", last, r.Body)
			require.Nil(t, r.Get("data.createCustomer"))
		}
		r := s.GraphQL(t, key, `mutation { createCustomer(input: {firstName: "Ada", lastName: 7, email: "ada@example.com", country: "NG"}) { id } }`, nil)
		require.Equal(t, "graphql_validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		r = s.GraphQL(t, key, `{ customers { edges { node { id } } } }`, nil)
		require.Empty(t, r.Get("data.customers.edges"), "nothing was written")

		r = s.GraphQL(t, key, create, input("Lovelace"))
		require.Equal(t, "Lovelace", r.Str("data.createCustomer.lastName"), string(r.Body))
	})
}

func TestGraphQLIntrospectionSwitch(t *testing.T) {
	t.Parallel()
	d := dbtest.SQLite(t)
	on := apptest.Start(t, d, apptest.Options{})
	off := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) { c.GraphQLIntrospection = false }})
	key := on.Org(t, "acme").TestKey
	q := `{ __schema { queryType { name } } }`
	require.Equal(t, "Query", on.GraphQL(t, key, q, nil).Str("data.__schema.queryType.name"))
	r := off.GraphQL(t, key, q, nil)
	require.NotEmpty(t, r.Get("errors"))
	require.Nil(t, r.Get("data.__schema"))

	// GraphiQL: its page at /graphql for a browser, its files under
	// /graphql/ide/, from the binary, with introspection only.
	page := on.Do(t, "GET", "/graphql", "", nil, "Accept", "text/html")
	require.Equal(t, 200, page.Status)
	require.Contains(t, string(page.Body), "<title>Meridian GraphQL</title>")
	require.Equal(t, console.GraphiQLCSP, page.Header.Get("Content-Security-Policy"))
	entry := regexp.MustCompile(`src="(/graphql/ide/assets/[^"]+\.js)"`).FindStringSubmatch(string(page.Body))
	require.NotNil(t, entry, string(page.Body))
	asset := on.Do(t, "GET", entry[1], "", nil, "Accept-Encoding", "br")
	require.Equal(t, 200, asset.Status)
	require.Equal(t, "br", asset.Header.Get("Content-Encoding"))
	require.Equal(t, "public, max-age=31536000, immutable", asset.Header.Get("Cache-Control"))
	require.Equal(t, "not_found", on.Do(t, "GET", "/graphql/ide/assets/nope-123.js", "", nil).Str("error"))
	page = off.Do(t, "GET", "/graphql", "", nil, "Accept", "text/html")
	require.NotContains(t, string(page.Body), "<html")
	require.Equal(t, 404, off.Do(t, "GET", entry[1], "", nil).Status)
}

func TestGraphQLPersistedQueries(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	key := s.Org(t, "acme").TestKey
	sum := sha256.Sum256([]byte(viewerQuery))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}
	r := s.Do(t, "POST", "/graphql", key, map[string]any{"extensions": ext})
	require.Equal(t, "PERSISTED_QUERY_NOT_FOUND", r.Str("errors.0.extensions.code"), string(r.Body))
	r = s.Do(t, "POST", "/graphql", key, map[string]any{"query": viewerQuery, "extensions": ext})
	require.Equal(t, "SECRET_KEY", r.Str("data.viewer.credential"))
	r = s.Do(t, "POST", "/graphql", key, map[string]any{"extensions": ext})
	require.Equal(t, "SECRET_KEY", r.Str("data.viewer.credential"), string(r.Body))
}

type wsMessage struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

func dialGraphQL(t *testing.T, s *apptest.Server) *websocket.Conn {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	return c
}

func TestGraphQLWebsocketAuthenticatesInInit(t *testing.T) {
	t.Parallel()
	s := apptest.Start(t, dbtest.SQLite(t), apptest.Options{})
	org := s.Org(t, "acme")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	c := dialGraphQL(t, s)
	init, _ := json.Marshal(map[string]any{"authorization": "Bearer " + org.TestKey})
	require.NoError(t, wsjson.Write(ctx, c, wsMessage{Type: "connection_init", Payload: init}))
	var m wsMessage
	require.NoError(t, wsjson.Read(ctx, c, &m))
	require.Equal(t, "connection_ack", m.Type)
	sub, _ := json.Marshal(map[string]any{"query": viewerQuery})
	require.NoError(t, wsjson.Write(ctx, c, wsMessage{ID: "1", Type: "subscribe", Payload: sub}))
	require.NoError(t, wsjson.Read(ctx, c, &m))
	require.Equal(t, "next", m.Type, string(m.Payload))
	require.Contains(t, string(m.Payload), org.ID)
	require.NoError(t, wsjson.Read(ctx, c, &m))
	require.Equal(t, "complete", m.Type)

	bad := dialGraphQL(t, s)
	init, _ = json.Marshal(map[string]any{"authorization": "Bearer sk_test_wrongwrongwrongwrong"})
	require.NoError(t, wsjson.Write(ctx, bad, wsMessage{Type: "connection_init", Payload: init}))
	err := wsjson.Read(ctx, bad, &m)
	require.Error(t, err, "an unauthenticated connection is closed, not acknowledged")
	require.NotEqual(t, "connection_ack", m.Type)
}

// A NUL character is refused where it enters: in a URL, a JSON body, a
// multipart field, a GraphQL variable or literal (neither database stores
// one in a string).
func TestNULCharacters(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		for _, r := range []apptest.Response{
			s.Do(t, "POST", "/v1/customers", key, `{"first_name":"A\u0000b","last_name":"x","email":"a@b.co","country":"NG"}`),
			s.Do(t, "POST", "/v1/sessions", key, `{"user_reference":"A\u0000b"}`),
			s.Do(t, "GET", "/v1/customers/abc%00def", key, nil),
			s.Do(t, "GET", "/v1/sessions?user_reference=a%00", key, nil),
			s.GraphQL(t, key, `mutation($e: String!) { createCustomer(input: {firstName: "A", lastName: "B", email: $e, country: "NG"}) { id } }`,
				map[string]any{"e": "a\x00@b.co"}),
			s.GraphQL(t, key, `mutation { createCustomer(input: {firstName: "A\u0000", lastName: "B", email: "a@b.co", country: "NG"}) { id } }`, nil),
		} {
			require.Less(t, r.Status, 500, string(r.Body))
			code := r.Str("error")
			if code == "" {
				code = r.Str("errors.0.extensions.code")
			}
			require.Equal(t, "invalid_characters", code, string(r.Body))
		}
		f := newFlow(t, s, key, nil)
		s.Do(t, "GET", "/v1/client/session", f.token, nil)
		r := f.upload("document/front", map[string]string{"document_type": "passport", "country": "N\x00G"})
		require.Equal(t, 400, r.Status, string(r.Body))
		require.Equal(t, "invalid_characters", r.Str("error"))
		require.NotContains(t, s.Logs(), "level=ERROR")
	})
}
