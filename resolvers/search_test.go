package resolvers_test

import (
	"context"
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
	"github.com/meridianhq/meridian/resolvers"
)

// webhookService builds the webhook service over d as the server does, on
// the job queue and clock of b.
func webhookService(t *testing.T, d *db.DB, b *kyctest.Bundle) *webhooks.Service {
	t.Helper()
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	s, err := webhooks.New(d, webhooks.Config{Jobs: b.Jobs, Events: events.NewLog(d, nil), Key: key, Ring: ring,
		Logger: slog.New(slog.DiscardHandler), Now: b.Now})
	require.NoError(t, err)
	return s
}

// One search finds a session by its reference, a customer by email or
// name, any object by its id, and nothing of another organization or of
// a type the caller's role may not read.
func TestSearchFindsWhatTheCallerMayRead(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		kb := kyctest.New(t, d)
		p := kb.P
		other := orgstest.Principal(t, d, "globex", auth.Test)
		other.Kind = auth.SecretKey
		cust := customers.New(d)
		hooks := webhookService(t, d, kb)
		r := (&resolvers.Resolver{KYCSvc: kb.KYC, CustomerSvc: cust, WebhookSvc: hooks, AuthSvc: kb.Auth}).Query()

		var ada, session string
		for _, q := range []auth.Principal{p, other} {
			c, err := cust.Create(ctx, q, customers.CreateInput{FirstName: "Ada", LastName: "Obi", Email: "ada.obi@example.com", Country: "NG"})
			require.NoError(t, err)
			ses, _, err := kb.KYC.CreateSession(ctx, q, kyc.CreateSessionInput{UserReference: "order-7731"})
			require.NoError(t, err)
			if q.OrganizationID == p.OrganizationID {
				ada, session = c.ID, ses.ID
			}
		}
		u := "https://hooks.example.com/a"
		endpoint, _, err := hooks.Create(ctx, p, webhooks.EndpointInput{URL: &u, Events: &[]string{"*"}})
		require.NoError(t, err)

		search := func(p auth.Principal, q string, first ...int32) []string {
			t.Helper()
			var n *int32
			if len(first) > 0 {
				n = &first[0]
			}
			found, err := r.Search(auth.WithPrincipal(ctx, p), q, n)
			require.NoError(t, err)
			out := []string{}
			for _, h := range found {
				name := fmt.Sprintf("%T", h)
				switch h.(type) {
				case *model.Session:
					name = "Session"
				case *model.Customer:
					name = "Customer"
				case *model.WebhookEndpoint:
					name = "WebhookEndpoint"
				}
				out = append(out, name+" "+h.GetID())
			}
			return out
		}
		require.Equal(t, []string{"Session " + session}, search(p, "order-7731"))
		require.Equal(t, []string{"Session " + session}, search(p, "  "+session+" "))
		require.Equal(t, []string{"Customer " + ada}, search(p, "ADA.OBI@example.com"))
		require.Equal(t, []string{"Customer " + ada}, search(p, "ada obi"))
		require.Equal(t, []string{"Customer " + ada}, search(p, ada))
		require.Equal(t, []string{"WebhookEndpoint " + endpoint.ID}, search(p, endpoint.ID))
		live := auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Live, Kind: auth.SecretKey}
		require.Empty(t, search(live, "order-7731"), "a mode sees its own objects")
		require.Empty(t, search(p, "ses_0000000000000000000000000"))
		require.Empty(t, search(p, "%"), "a pattern's characters are taken as they are")

		// A session whose customer is the one searched for comes with them.
		withAda, _, err := kb.KYC.CreateSession(ctx, p, kyc.CreateSessionInput{CustomerID: ada})
		require.NoError(t, err)
		require.Equal(t, []string{"Session " + withAda.ID, "Customer " + ada}, search(p, "ada.obi@example.com"))
		require.Len(t, search(p, "ada.obi@example.com", 1), 1)

		// A reviewer may not read webhook endpoints: the hit is left out.
		reviewer := auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Test, Kind: auth.SecretKey, Role: auth.Reviewer}
		require.Empty(t, search(reviewer, endpoint.ID))
		require.Equal(t, []string{"Session " + session}, search(reviewer, "order-7731"))

		zero, tooMany := int32(0), int32(21)
		for _, bad := range []struct {
			q     string
			first *int32
		}{{"   ", nil}, {"x", &zero}, {"x", &tooMany}} {
			_, err := r.Search(auth.WithPrincipal(ctx, p), bad.q, bad.first)
			errstest.RequireKey(t, err, "validation_failed")
		}
	})
}
