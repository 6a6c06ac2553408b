package customers_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// A customer's fields are checked and normalised; an email is unique per
// organization and mode, whatever its case.
func TestCreate(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := customers.New(d)
		p := orgstest.Principal(t, d, "acme", auth.Test)
		c, err := s.Create(ctx, p, customers.CreateInput{FirstName: " Ada ", LastName: "Obi", Email: " Ada@Example.com ", Country: "ng"})
		require.NoError(t, err)
		require.Equal(t, "Ada", c.FirstName)
		require.Equal(t, "ada@example.com", c.Email)
		require.Equal(t, "NG", c.Country)
		require.Equal(t, customers.StatusActive, c.Status)
		require.Zero(t, c.Tier)

		_, err = s.Create(ctx, p, customers.CreateInput{FirstName: "A", LastName: "B", Email: "ADA@example.com", Country: "NG"})
		require.Equal(t, "duplicate_customer", errs.KeyOf(err))
		_, err = s.Create(ctx, auth.Principal{OrganizationID: p.OrganizationID, Mode: auth.Live},
			customers.CreateInput{FirstName: "A", LastName: "B", Email: "ada@example.com", Country: "NG"})
		require.NoError(t, err, "the other mode is apart")

		_, err = s.Create(ctx, p, customers.CreateInput{FirstName: " ", LastName: strings.Repeat("x", 101), Email: "Ada <ada@x.com>", Country: "XX"})
		require.ElementsMatch(t, []string{"first_name", "last_name", "email", "country"}, keys(errs.As(err).Fields))
		for code, ok := range map[string]bool{"US": true, "gb": true, "EU": false, "ZZ": false, "USA": false, "": false} {
			_, got := customers.ValidCountry(code)
			require.Equal(t, ok, got, code)
		}
	})
}

// Another tenant's customer is not found; a list sees its own
// organization and mode, filtered.
func TestReadAndList(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := customers.New(d)
		p, other := orgstest.Principal(t, d, "acme", auth.Test), orgstest.Principal(t, d, "globex", auth.Test)
		add := func(p auth.Principal, first, last, email string) *customers.Customer {
			c, err := s.Create(ctx, p, customers.CreateInput{FirstName: first, LastName: last, Email: email, Country: "NG"})
			require.NoError(t, err)
			return c
		}
		ada := add(p, "Ada", "Lovelace", "ada@example.com")
		grace := add(p, "Grace", "Hopper", "grace@navy.example")
		add(other, "Ada", "Lovelace", "ada@example.com")

		got, err := s.Get(ctx, p, ada.ID)
		require.NoError(t, err)
		require.Equal(t, ada.Email, got.Email)
		_, err = s.Get(ctx, other, ada.ID)
		require.Equal(t, "not_found", errs.KeyOf(err))
		m, err := s.ByID(ctx, p, []string{ada.ID, grace.ID, "cus_nope"})
		require.NoError(t, err)
		require.Len(t, m, 2)

		search := func(f customers.Filter) []string {
			rows, err := s.ListAfter(ctx, p, f, nil, 10)
			require.NoError(t, err)
			out := []string{}
			for _, c := range rows {
				out = append(out, c.LastName)
			}
			return out
		}
		require.Equal(t, []string{"Hopper", "Lovelace"}, search(customers.Filter{}), "newest first")
		require.Equal(t, []string{"Lovelace"}, search(customers.Filter{Search: "ada LOVE"}), "every word, any field")
		require.Equal(t, []string{"Hopper"}, search(customers.Filter{Search: "navy"}))
		require.Empty(t, search(customers.Filter{Search: "ada hopper"}))
		require.Empty(t, search(customers.Filter{Search: "%"}), "LIKE's characters are taken as they are")
		require.Equal(t, []string{"Lovelace"}, search(customers.Filter{Email: "ADA@example.com"}))
		require.Equal(t, []string{"Hopper", "Lovelace"}, search(customers.Filter{Status: "active"}))
		n, err := s.Count(ctx, p, customers.Filter{})
		require.NoError(t, err)
		require.Equal(t, 2, n)
		rows, total, err := s.List(ctx, p, customers.Filter{}, paging.Page{Number: 2, Size: 1})
		require.NoError(t, err)
		require.Equal(t, 2, total)
		require.Equal(t, "Lovelace", rows[0].LastName)
	})
}

func keys(m map[string][]string) []string {
	out := []string{}
	for k := range m {
		out = append(out, k)
	}
	return out
}
