package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

const searchQuery = `query($q: String!, $n: Int) { search(query: $q, first: $n) {
	__typename id ... on Session { userReference } ... on Customer { email } } }`

// hits are the typename and id of each of search's answers.
func hits(t *testing.T, r apptest.Response) []string {
	t.Helper()
	require.Nil(t, r.Get("errors"), string(r.Body))
	out := []string{}
	for _, h := range r.Get("data.search").([]any) {
		m := h.(map[string]any)
		out = append(out, m["__typename"].(string)+" "+m["id"].(string))
	}
	return out
}

// One search finds a session by its reference, a customer by email or
// name, any object by its id, and nothing of another organization or of
// a type the caller's role may not read.
func TestSearch(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org, other := s.Org(t, "acme"), s.Org(t, "globex")
		ada := createCustomer(t, s, org.TestKey, "ada.obi@example.com")
		createCustomer(t, s, other.TestKey, "ada.obi@example.com")
		r := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"user_reference": "order-7731"})
		require.Equal(t, 201, r.Status, string(r.Body))
		ses := r.Str("data.id")
		s.Do(t, "POST", "/v1/sessions", other.TestKey, map[string]any{"user_reference": "order-7731"})
		r = s.GraphQL(t, org.TestKey, `mutation { createWebhookEndpoint(input: {url: "https://hooks.example.com/a", events: ["*"]}) { endpoint { id } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		endpoint := r.Str("data.createWebhookEndpoint.endpoint.id")

		search := func(key, q string) []string {
			return hits(t, s.GraphQL(t, key, searchQuery, map[string]any{"q": q}))
		}
		require.Equal(t, []string{"Session " + ses}, search(org.TestKey, "order-7731"))
		require.Equal(t, []string{"Session " + ses}, search(org.TestKey, "  "+ses+" "))
		require.Equal(t, []string{"Customer " + ada}, search(org.TestKey, "ADA.OBI@example.com"))
		require.Equal(t, []string{"Customer " + ada}, search(org.TestKey, "ada obi"))
		require.Equal(t, []string{"Customer " + ada}, search(org.TestKey, ada))
		require.Equal(t, []string{"WebhookEndpoint " + endpoint}, search(org.TestKey, endpoint))
		require.Empty(t, search(org.LiveKey, "order-7731"), "a mode sees its own objects")
		require.Empty(t, search(org.TestKey, "ses_0000000000000000000000000"))
		require.Empty(t, search(org.TestKey, "%"), "a pattern's characters are taken as they are")

		// A session whose customer is the one searched for comes with them.
		r = s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"customer_id": ada})
		require.Equal(t, 201, r.Status, string(r.Body))
		require.Equal(t, []string{"Session " + r.Str("data.id"), "Customer " + ada}, search(org.TestKey, "ada.obi@example.com"))
		require.Len(t, hits(t, s.GraphQL(t, org.TestKey, searchQuery, map[string]any{"q": "ada.obi@example.com", "n": 1})), 1)

		// A reviewer may not read webhook endpoints: the hit is left out.
		reviewer, _, err := s.App.Auth.CreateRestrictedKey(ctx, org.ID, auth.Test, "desk", new(auth.Reviewer))
		require.NoError(t, err)
		require.Empty(t, search(reviewer, endpoint))
		require.Equal(t, []string{"Session " + ses}, search(reviewer, "order-7731"))

		for _, bad := range []map[string]any{{"q": "   "}, {"q": "x", "n": 0}, {"q": "x", "n": 21}} {
			r := s.GraphQL(t, org.TestKey, searchQuery, bad)
			require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), bad)
		}
	})
}
