package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// Every transport that creates webhook endpoints refuses one past the
// limit with the same key, and the list answers them all.
func TestWebhookEndpointLimit(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test}
		url := "http://127.0.0.1:9/hooks"
		for range webhooks.MaxEndpoints - 1 {
			_, _, err := s.App.Webhooks.Create(context.Background(), p, webhooks.EndpointInput{URL: &url})
			require.NoError(t, err)
		}
		r := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": url})
		require.Equal(t, 201, r.Status, string(r.Body))

		r = s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": url})
		require.Equal(t, 409, r.Status, string(r.Body))
		require.Equal(t, "webhook_endpoint_limit_reached", r.Str("error"))
		g := s.GraphQL(t, org.TestKey, `mutation($u: String) { createWebhookEndpoint(input: {url: $u}) { secret } }`, map[string]any{"u": url})
		require.Equal(t, "webhook_endpoint_limit_reached", g.Str("errors.0.extensions.code"), string(g.Body))

		g = s.GraphQL(t, org.TestKey, `{ webhookEndpoints { id } }`, nil)
		require.Len(t, g.Get("data.webhookEndpoints").([]any), webhooks.MaxEndpoints)
		require.Len(t, s.Do(t, "GET", "/v1/webhooks", org.TestKey, nil).Get("data").([]any), webhooks.MaxEndpoints)
	})
}

// Every transport that creates workflows refuses one past the limit with
// the same key, and the list answers them all.
func TestWorkflowLimit(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test}
		require.EqualValues(t, 1, s.Do(t, "GET", "/v1/workflows", org.TestKey, nil).Get("meta.total"), "the default")
		for range kyc.MaxWorkflows - 2 {
			_, err := s.App.KYC.CreateWorkflow(context.Background(), p, kyc.WorkflowPatch{Name: new("wf")})
			require.NoError(t, err)
		}
		body := map[string]any{"name": "Passports", "stages": []string{"document", "liveness"}, "document_types": []string{"passport"}}
		r := s.Do(t, "POST", "/v1/workflows", org.TestKey, body)
		require.Equal(t, 201, r.Status, string(r.Body))

		r = s.Do(t, "POST", "/v1/workflows", org.TestKey, body)
		require.Equal(t, 409, r.Status, string(r.Body))
		require.Equal(t, "workflow_limit_reached", r.Str("error"))
		g := s.GraphQL(t, org.TestKey, `mutation { createWorkflow(input: {name: "Docs", stages: [DOCUMENT], documentTypes: [PASSPORT]}) { id } }`, nil)
		require.Equal(t, "workflow_limit_reached", g.Str("errors.0.extensions.code"), string(g.Body))

		g = s.GraphQL(t, org.TestKey, `{ workflows { id } }`, nil)
		require.Len(t, g.Get("data.workflows").([]any), kyc.MaxWorkflows)
		require.EqualValues(t, kyc.MaxWorkflows, s.Do(t, "GET", "/v1/workflows", org.TestKey, nil).Get("meta.total"))
	})
}
