package orgs_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

type testBundle struct {
	d     *db.DB
	audit *audit.Log
	// acme and globex are two organizations of the test's own.
	acme, globex *orgs.Organization

	mu      sync.Mutex
	changed []string // what OnChange was told, in order
}

func (b *testBundle) changes() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string{}, b.changed...)
}

// setup returns a service over d with two fresh organizations and a
// listener that records changes; tests sharing a database do not see each
// other's organizations.
func setup(t *testing.T, d *db.DB) (*orgs.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	now := func() time.Time { return time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC) }
	b := &testBundle{d: d, audit: audit.New(d, now)}
	svc := orgs.New(d, orgs.Config{Now: now, Audit: b.audit})
	var err error
	b.acme, err = svc.Create(ctx, ids.New("acme"))
	require.NoError(t, err)
	b.globex, err = svc.Create(ctx, ids.New("globex"))
	require.NoError(t, err)
	svc.OnChange(func(orgID string) {
		b.mu.Lock()
		defer b.mu.Unlock()
		b.changed = append(b.changed, orgID)
	})
	return svc, b
}

// requireInvalid asserts a validation_failed error naming field.
func requireInvalid(t *testing.T, err error, field string) {
	t.Helper()
	require.Error(t, err)
	e := errs.As(err)
	require.Equal(t, "validation_failed", e.Key, err.Error())
	require.Equal(t, 422, e.Kind.Status())
	require.Contains(t, e.Fields, field, err.Error())
}

func TestOrganizations(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a new organization has a trimmed name and no settings", func(t *testing.T) {
			svc, _ := setup(t, d)
			name := ids.New("initech")
			o, err := svc.Create(ctx, "  "+name+"\n")
			require.NoError(t, err)
			require.Equal(t, name, o.Name)
			require.True(t, strings.HasPrefix(o.ID, "org_"), o.ID)

			for _, got := range []func() (*orgs.Organization, error){
				func() (*orgs.Organization, error) { return svc.Get(ctx, o.ID) },
				func() (*orgs.Organization, error) { return svc.ByName(ctx, name) },
			} {
				g, err := got()
				require.NoError(t, err)
				require.Equal(t, o.ID, g.ID)
				require.Equal(t, name, g.Name)
				require.Equal(t, []string{}, g.AllowedOrigins)
				require.Equal(t, orgs.WidgetSettings{}, g.Widget)
				require.Nil(t, g.RetentionDays)
				require.True(t, o.CreatedAt.Equal(g.CreatedAt))
			}
		})

		t.Run("names are unique", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.Create(ctx, b.acme.Name)
			errstest.RequireKey(t, err, "duplicate_organization")
			require.Equal(t, 409, errs.As(err).Kind.Status())
		})

		t.Run("a name is 1 to 200 characters", func(t *testing.T) {
			svc, _ := setup(t, d)
			for _, name := range []string{"", "   ", strings.Repeat("n", 201)} {
				_, err := svc.Create(ctx, name)
				requireInvalid(t, err, "name")
			}
			unique := ids.New("n")
			o, err := svc.Create(ctx, strings.Repeat("n", 200-len(unique))+unique)
			require.NoError(t, err)
			require.Len(t, o.Name, 200)
		})

		t.Run("an unknown id or name is not_found", func(t *testing.T) {
			svc, _ := setup(t, d)
			_, err := svc.Get(ctx, "org_nope")
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.ByName(ctx, ids.New("nobody"))
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.Logo(ctx, "org_nope")
			errstest.RequireKey(t, err, "not_found")
		})

		t.Run("Ensure creates an organization once", func(t *testing.T) {
			svc, b := setup(t, d)
			name := ids.New("umbrella")
			o, err := svc.Ensure(ctx, name)
			require.NoError(t, err)
			again, err := svc.Ensure(ctx, name)
			require.NoError(t, err)
			require.Equal(t, o.ID, again.ID)
			existing, err := svc.Ensure(ctx, b.acme.Name)
			require.NoError(t, err)
			require.Equal(t, b.acme.ID, existing.ID)
		})
	})
}

func TestAllowedOrigins(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("origins are stored as browsers send them", func(t *testing.T) {
			svc, b := setup(t, d)
			o, err := svc.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://Shop.Example/", "http://localhost:3000", "https://shop.example:443"})
			require.NoError(t, err)
			want := []string{"https://shop.example", "http://localhost:3000", "https://shop.example"}
			require.Equal(t, want, o.AllowedOrigins)
			got, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, want, got.AllowedOrigins)
			require.Equal(t, []string{b.acme.ID}, b.changes())
		})

		t.Run("a list with a bad origin is refused whole, each bad one named", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://shop.example"})
			require.NoError(t, err)
			long := "https://" + strings.Repeat("a", 300) + ".example"
			_, err = svc.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://ok.example", "shop.example", "https://*.shop.example", long})
			requireInvalid(t, err, "allowed_origins")
			msgs := errs.As(err).Fields["allowed_origins"]
			require.Len(t, msgs, 3)
			require.Contains(t, msgs[0], `"shop.example" is not an origin`)
			require.Contains(t, msgs[1], `"https://*.shop.example"`)
			require.Contains(t, msgs[2], "…", "a long value is clipped before it is quoted back")
			require.NotContains(t, msgs[2], long)

			got, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, []string{"https://shop.example"}, got.AllowedOrigins, "nothing saved")
			require.Equal(t, []string{b.acme.ID}, b.changes(), "listeners hear of stored changes only")
		})

		t.Run("at most 50 origins", func(t *testing.T) {
			svc, b := setup(t, d)
			origins := make([]string, orgs.MaxAllowedOrigins+1)
			for i := range origins {
				origins[i] = "https://shop" + strings.Repeat("x", i) + ".example"
			}
			_, err := svc.SetAllowedOrigins(ctx, b.acme.ID, origins)
			requireInvalid(t, err, "allowed_origins")
			o, err := svc.SetAllowedOrigins(ctx, b.acme.ID, origins[:orgs.MaxAllowedOrigins])
			require.NoError(t, err)
			require.Len(t, o.AllowedOrigins, orgs.MaxAllowedOrigins)
		})

		t.Run("an empty list clears them", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://shop.example"})
			require.NoError(t, err)
			o, err := svc.SetAllowedOrigins(ctx, b.acme.ID, nil)
			require.NoError(t, err)
			require.Equal(t, []string{}, o.AllowedOrigins)
		})
	})
}

func TestRetention(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		actor := audit.Actor{KeyID: "key_1", Name: "Ada"}

		t.Run("from 1 to 3650 days, or null to keep data", func(t *testing.T) {
			svc, b := setup(t, d)
			for _, days := range []int{orgs.MinRetentionDays, orgs.MaxRetentionDays, 30} {
				o, err := svc.SetRetention(ctx, b.acme.ID, "test", actor, &days)
				require.NoError(t, err)
				require.Equal(t, days, *o.RetentionDays)
			}
			o, err := svc.SetRetention(ctx, b.acme.ID, "test", actor, nil)
			require.NoError(t, err)
			require.Nil(t, o.RetentionDays)
		})

		t.Run("out of bounds is refused and changes nothing", func(t *testing.T) {
			svc, b := setup(t, d)
			thirty := 30
			_, err := svc.SetRetention(ctx, b.acme.ID, "test", actor, &thirty)
			require.NoError(t, err)
			for _, days := range []int{-1, 0, orgs.MaxRetentionDays + 1} {
				_, err := svc.SetRetention(ctx, b.acme.ID, "test", actor, &days)
				requireInvalid(t, err, "retentionDays")
			}
			o, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, 30, *o.RetentionDays)
			entries, n, err := b.audit.List(ctx, b.acme.ID, "test", audit.Filter{Action: audit.RetentionChanged}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Equal(t, 1, n, "only the change that was made is recorded")
			require.Len(t, entries, 1)
		})

		t.Run("a change is audited under the actor and mode", func(t *testing.T) {
			svc, b := setup(t, d)
			days := 90
			_, err := svc.SetRetention(ctx, b.acme.ID, "live", actor, &days)
			require.NoError(t, err)
			entries, _, err := b.audit.List(ctx, b.acme.ID, "live", audit.Filter{Action: audit.RetentionChanged}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Len(t, entries, 1)
			e := entries[0]
			require.Equal(t, "Ada", e.ActorName)
			require.Equal(t, "key_1", *e.ActorKeyID)
			require.Equal(t, "organization", e.ObjectType)
			require.Equal(t, b.acme.ID, e.ObjectID)
			require.EqualValues(t, 90, e.Data["retention_days"])

			none, _, err := b.audit.List(ctx, b.acme.ID, "test", audit.Filter{Action: audit.RetentionChanged}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Empty(t, none, "recorded in the caller's mode only")
		})
	})
}

func TestTenancy(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("one organization's settings never change another's", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://shop.example"})
			require.NoError(t, err)
			name, theme, logo := "Acme", "dark", png64(t, 32, 32)
			_, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: &name, Theme: &theme, Logo: &logo})
			require.NoError(t, err)
			days := 7
			_, err = svc.SetRetention(ctx, b.acme.ID, "test", audit.CommandLine, &days)
			require.NoError(t, err)

			g, err := svc.Get(ctx, b.globex.ID)
			require.NoError(t, err)
			require.Equal(t, []string{}, g.AllowedOrigins)
			require.Equal(t, orgs.WidgetSettings{}, g.Widget)
			require.Nil(t, g.RetentionDays)
			_, err = svc.Logo(ctx, b.globex.ID)
			errstest.RequireKey(t, err, "not_found")
			require.Equal(t, []string{b.acme.ID, b.acme.ID}, b.changes(), "listeners are told whose settings changed")
		})

		t.Run("an unknown organization's widget is not_found and stores no logo", func(t *testing.T) {
			svc, _ := setup(t, d)
			logo := png64(t, 32, 32)
			_, err := svc.SetWidget(ctx, "org_nope", orgs.WidgetInput{Logo: &logo})
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.Logo(ctx, "org_nope")
			errstest.RequireKey(t, err, "not_found")
		})
	})
}
