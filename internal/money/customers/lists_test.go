package customers_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

// A search counts the organization's customers by a word of their name in
// any case; another organization or the other mode counts and reads none.
func TestSearchCountsOwnCustomers(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := customers.New(d)
		p := orgstest.Principal(t, d, "acme", auth.Test)
		c, err := s.Create(ctx, p, customers.CreateInput{FirstName: "Ada", LastName: "Obi", Email: "ada@example.com", Country: "NG"})
		require.NoError(t, err)
		n, err := s.Count(ctx, p, customers.Filter{Search: "obi"})
		require.NoError(t, err)
		require.Equal(t, 1, n)

		for _, q := range []auth.Principal{orgstest.Principal(t, d, "globex", auth.Test), {OrganizationID: p.OrganizationID, Mode: auth.Live}} {
			_, err := s.Get(ctx, q, c.ID)
			require.Equal(t, "not_found", errs.KeyOf(err))
			n, err := s.Count(ctx, q, customers.Filter{})
			require.NoError(t, err)
			require.Zero(t, n)
		}
	})
}
