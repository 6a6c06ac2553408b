package app_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// search over GraphQL: its arguments, hits told apart by __typename with
// their own fields, and validation_failed on the wire. What it finds, and
// for whom, is the resolver's (resolvers/search_test.go).
func TestSearchOverGraphQL(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		r := s.Do(t, "POST", "/v1/customers", org.TestKey, map[string]any{"first_name": "Ada", "last_name": "Obi", "email": "ada.obi@example.com", "country": "NG"})
		require.Equal(t, 200, r.Status, string(r.Body))
		ada := r.Str("data.id")
		r = s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"customer_id": ada, "user_reference": "order-7731"})
		require.Equal(t, 201, r.Status, string(r.Body))
		const q = `query($q: String!, $n: Int) { search(query: $q, first: $n) { __typename id ... on Session { userReference } ... on Customer { email } } }`
		require.Equal(t, []any{
			map[string]any{"__typename": "Session", "id": r.Str("data.id"), "userReference": "order-7731"},
			map[string]any{"__typename": "Customer", "id": ada, "email": "ada.obi@example.com"},
		}, gql(t, s, org.TestKey, q, map[string]any{"q": "ada.obi@example.com"}).Get("data.search"))
		bad := s.GraphQL(t, org.TestKey, q, map[string]any{"q": "x", "n": 21})
		require.Equal(t, "validation_failed", bad.Str("errors.0.extensions.code"), string(bad.Body))
	})
}
