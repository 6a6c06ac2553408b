// Package orgstest makes organizations for the services' tests.
package orgstest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// Principal creates an organization named name in d and returns a caller
// working in it in mode.
func Principal(t testing.TB, d *db.DB, name string, mode auth.Mode) auth.Principal {
	t.Helper()
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), name)
	require.NoError(t, err)
	return auth.Principal{OrganizationID: o.ID, Mode: mode}
}
