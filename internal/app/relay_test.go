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

// The conventions a dashboard's typed client relies on: node(id:), page
// info both ways, counts, and objects linked to objects.
func TestRelayConventions(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org, other := s.Org(t, "acme"), s.Org(t, "globex")
		key := org.TestKey
		cus := gql(t, s, key, `mutation { createCustomer(input: {firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", country: "GB"}) { id } }`, nil).
			Str("data.createCustomer.id")
		var ids []string
		for range 3 {
			ids = append(ids, newFlow(t, s, key, map[string]any{"user_reference": "paged", "customer_id": cus}).id)
		}
		hook := gql(t, s, key, `mutation { createWebhookEndpoint(input: {url: "http://127.0.0.1:9/hook"}) { endpoint { id } } }`, nil).
			Str("data.createWebhookEndpoint.endpoint.id")

		t.Run("page info and counts", func(t *testing.T) {
			q := `query($after: String) { sessions(first: 2, after: $after, filter: {userReference: "paged"}) { totalCount
				edges { cursor node { id customer { id firstName } workflow { isDefault } } }
				pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`
			first := gql(t, s, key, q, nil)
			require.EqualValues(t, 3, first.Get("data.sessions.totalCount"))
			require.Equal(t, false, first.Get("data.sessions.pageInfo.hasPreviousPage"))
			require.Equal(t, true, first.Get("data.sessions.pageInfo.hasNextPage"))
			require.Equal(t, first.Str("data.sessions.edges.0.cursor"), first.Str("data.sessions.pageInfo.startCursor"))
			require.Equal(t, first.Str("data.sessions.edges.1.cursor"), first.Str("data.sessions.pageInfo.endCursor"))
			require.Equal(t, cus, first.Str("data.sessions.edges.0.node.customer.id"), "a session links to its customer")
			require.Equal(t, "Ada", first.Str("data.sessions.edges.0.node.customer.firstName"))
			require.Equal(t, true, first.Get("data.sessions.edges.0.node.workflow.isDefault"), "and to its workflow")
			second := gql(t, s, key, q, map[string]any{"after": first.Str("data.sessions.pageInfo.endCursor")})
			require.Equal(t, true, second.Get("data.sessions.pageInfo.hasPreviousPage"))
			require.Equal(t, false, second.Get("data.sessions.pageInfo.hasNextPage"))
			require.EqualValues(t, 3, second.Get("data.sessions.totalCount"), "the filter's count, all pages together")
			require.Equal(t, ids[0], second.Str("data.sessions.edges.0.node.id"), "newest first")
			empty := gql(t, s, key, `{ sessions(filter: {userReference: "nobody"}) { totalCount pageInfo { startCursor endCursor } } }`, nil)
			require.EqualValues(t, 0, empty.Get("data.sessions.totalCount"))
			require.Nil(t, empty.Get("data.sessions.pageInfo.startCursor"))
			queue := gql(t, s, key, `{ reviewQueue { totalCount } }`, nil)
			require.EqualValues(t, 0, queue.Get("data.reviewQueue.totalCount"))
			inReview(t, s, key, map[string]string{"confidence": "0.7"})
			queue = gql(t, s, key, `{ reviewQueue { totalCount } }`, nil)
			require.EqualValues(t, 1, queue.Get("data.reviewQueue.totalCount"))
		})

		t.Run("catalogues a dashboard offers as choices", func(t *testing.T) {
			r := gql(t, s, key, `{ eventTypes auditActions workflowDefaults { stages documentTypes thresholds { ocrMin } } }`, nil)
			require.Contains(t, r.Get("data.eventTypes"), "verification.approved")
			require.Contains(t, r.Get("data.eventTypes"), "transfer.returned")
			require.Contains(t, r.Get("data.auditActions"), "session.approved")
			require.Contains(t, r.Get("data.auditActions"), "member.invited")
			require.Equal(t, []any{"DOCUMENT", "LIVENESS", "FACE_MATCH"}, r.Get("data.workflowDefaults.stages"))
			k := gql(t, s, key, `mutation { createApiKey(name: "ops") { apiKey { id } } }`, nil).Str("data.createApiKey.apiKey.id")
			gql(t, s, key, `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, map[string]any{"id": k})
			r = gql(t, s, key, `query($id: ID!) { apiKey(id: $id) { name revokedAt } node(id: $id) { __typename } }`, map[string]any{"id": k})
			require.Equal(t, "ops", r.Str("data.apiKey.name"))
			require.NotEmpty(t, r.Str("data.apiKey.revokedAt"), "revoked keys are found too")
			require.Equal(t, "ApiKey", r.Str("data.node.__typename"))
			require.Nil(t, gql(t, s, other.TestKey, `query($id: ID!) { apiKey(id: $id) { id } }`, map[string]any{"id": k}).Get("data.apiKey"))
		})

		t.Run("node", func(t *testing.T) {
			q := `query($id: ID!) { node(id: $id) { __typename id ... on Session { userReference } ... on Customer { email } } }`
			r := gql(t, s, key, q, map[string]any{"id": ids[0]})
			require.Equal(t, "Session", r.Str("data.node.__typename"))
			require.Equal(t, "paged", r.Str("data.node.userReference"))
			r = gql(t, s, key, q, map[string]any{"id": cus})
			require.Equal(t, "Customer", r.Str("data.node.__typename"))
			require.Equal(t, "ada@example.com", r.Str("data.node.email"))
			r = gql(t, s, key, q, map[string]any{"id": hook})
			require.Equal(t, "WebhookEndpoint", r.Str("data.node.__typename"))
			for _, id := range []string{"ses_nobody", "nothing", "zzz_1", ""} {
				require.Nil(t, gql(t, s, key, q, map[string]any{"id": id}).Get("data.node"), id)
			}
			require.Nil(t, gql(t, s, other.TestKey, q, map[string]any{"id": ids[0]}).Get("data.node"), "another organization's")
			require.Nil(t, gql(t, s, org.LiveKey, q, map[string]any{"id": ids[0]}).Get("data.node"), "the other mode's")

			reviewer := auth.Reviewer
			rk, _, err := s.App.Auth.CreateRestrictedKey(ctx, org.ID, auth.Test, "reviewer", &reviewer)
			require.NoError(t, err)
			require.Equal(t, "Session", gql(t, s, rk, q, map[string]any{"id": ids[0]}).Str("data.node.__typename"))
			r = s.GraphQL(t, rk, q, map[string]any{"id": hook})
			require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "a reviewer may not read webhook endpoints: "+string(r.Body))
			f := newFlow(t, s, key, nil)
			r = s.GraphQL(t, f.token, q, map[string]any{"id": f.id})
			require.Equal(t, "Session", r.Str("data.node.__typename"), "a client token reads its own session: "+string(r.Body))
			r = s.GraphQL(t, f.token, q, map[string]any{"id": ids[0]})
			require.Nil(t, r.Get("data.node"), "and no other")
			r = s.GraphQL(t, f.token, q, map[string]any{"id": cus})
			require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		})
	})
}
