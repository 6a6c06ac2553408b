package auth_test

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/clock"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// failureBurst is how many unknown credentials an address may send in
// setup's service; its bucket refills once in about thirty years.
const failureBurst = 3

type testBundle struct {
	d     *db.DB
	clock *clock.Manual
	audit *audit.Log
	orgs  *orgs.Service
	// acme and globex are two organizations of the test's own.
	acme, globex *orgs.Organization
}

// setup returns a service over d whose clock the bundle moves, with two
// fresh organizations; tests sharing a database do not see each other's.
func setup(t *testing.T, d *db.DB) (*auth.Service, *testBundle) {
	t.Helper()
	ctx := context.Background()
	c := clock.NewManual(time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC))
	b := &testBundle{d: d, clock: c, audit: audit.New(d, c.Now)}
	b.orgs = orgs.New(d, orgs.Config{Now: c.Now, Audit: b.audit})
	var err error
	b.acme, err = b.orgs.Create(ctx, ids.New("acme"))
	require.NoError(t, err)
	b.globex, err = b.orgs.Create(ctx, ids.New("globex"))
	require.NoError(t, err)
	svc := auth.New(d, auth.Config{Now: c.Now, Audit: b.audit, Orgs: b.orgs, Failures: ratelimit.NewFailures(1e-9, failureBurst)})
	return svc, b
}

// otherProcess is the service another process over the same database has:
// its own cache, the same clock.
func (b *testBundle) otherProcess() *auth.Service {
	return auth.New(b.d, auth.Config{Now: b.clock.Now, Audit: b.audit})
}

// key creates a secret key and returns its plaintext.
func (b *testBundle) key(t *testing.T, svc *auth.Service, o *orgs.Organization, mode auth.Mode) (string, *auth.APIKey) {
	t.Helper()
	secret, k, err := svc.CreateKey(context.Background(), o.ID, mode, "tester")
	require.NoError(t, err)
	return secret, k
}

func TestCreateKey(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("the secret is returned once and only its hash is stored", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, k, err := svc.CreateKey(ctx, b.acme.ID, auth.Test, "checkout")
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(secret, "sk_test_"), secret)
			require.Equal(t, "sk_test_…"+secret[len(secret)-4:], k.Hint)

			var stored struct {
				Hash string `bun:"hash"`
				Hint string `bun:"hint"`
				Name string `bun:"name"`
			}
			require.NoError(t, d.NewSelect().Table("api_keys").Column("hash", "hint", "name").Where("id = ?", k.ID).Scan(ctx, &stored))
			require.Equal(t, auth.Hash(secret), stored.Hash)
			require.Len(t, stored.Hash, 64, "hex SHA-256")
			require.NotContains(t, stored.Hash+stored.Hint+stored.Name, secret[len("sk_test_"):len(secret)-4])
			require.Equal(t, "checkout", stored.Name)
		})

		t.Run("live keys start with sk_live_", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, k, err := svc.CreateKey(ctx, b.acme.ID, auth.Live, "")
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(secret, "sk_live_"), secret)
			require.Equal(t, auth.Live, k.Mode)
		})

		t.Run("a mode other than test or live is refused", func(t *testing.T) {
			svc, b := setup(t, d)
			_, _, err := svc.CreateKey(ctx, b.acme.ID, auth.Mode("prod"), "")
			errstest.RequireKey(t, err, "validation_failed")
			require.Contains(t, errs.As(err).Fields, "mode")
		})

		t.Run("names are trimmed, at most 100 characters, without control characters", func(t *testing.T) {
			svc, b := setup(t, d)
			_, k, err := svc.CreateKey(ctx, b.acme.ID, auth.Test, "  Ada  ")
			require.NoError(t, err)
			require.Equal(t, "Ada", k.Name)
			_, k, err = svc.CreateKey(ctx, b.acme.ID, auth.Test, strings.Repeat("é", auth.MaxKeyName))
			require.NoError(t, err, "characters are counted, not bytes")
			require.Equal(t, strings.Repeat("é", auth.MaxKeyName), k.Name)
			for _, name := range []string{strings.Repeat("a", auth.MaxKeyName+1), "Ada\nLovelace", "tab\there"} {
				_, _, err := svc.CreateKey(ctx, b.acme.ID, auth.Test, name)
				errstest.RequireKey(t, err, "validation_failed")
				require.Contains(t, errs.As(err).Fields, "name", name)
			}
		})

		t.Run("creation and revocation are audited under the caller", func(t *testing.T) {
			svc, b := setup(t, d)
			_, admin := b.key(t, svc, b.acme, auth.Test)
			caller := auth.WithPrincipal(ctx, auth.Principal{OrganizationID: b.acme.ID, Mode: auth.Test, Kind: auth.SecretKey, KeyID: admin.ID, KeyName: admin.Name})
			_, k, err := svc.CreateKey(caller, b.acme.ID, auth.Test, "ci")
			require.NoError(t, err)
			_, err = svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			_, err = svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err, "revoking a revoked key changes nothing")

			entries, _, err := b.audit.List(ctx, b.acme.ID, string(auth.Test), audit.Filter{ObjectID: k.ID}, paging.Page{Number: 1, Size: 10})
			require.NoError(t, err)
			require.Len(t, entries, 2, "one creation, one revocation")
			byAction := map[string]audit.Entry{}
			for _, e := range entries {
				byAction[e.Action] = e
			}
			require.Equal(t, "tester", byAction[audit.KeyCreated].ActorName)
			require.Equal(t, admin.ID, *byAction[audit.KeyCreated].ActorKeyID)
			require.Equal(t, audit.CommandLine.Name, byAction[audit.KeyRevoked].ActorName, "no principal: the command line")
			require.Equal(t, k.Hint, byAction[audit.KeyRevoked].Data["hint"])
		})
	})
}

func TestListKeys(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("newest first, revoked ones included", func(t *testing.T) {
			svc, b := setup(t, d)
			_, first := b.key(t, svc, b.acme, auth.Test)
			b.clock.Advance(time.Second)
			_, second := b.key(t, svc, b.acme, auth.Test)
			_, err := svc.RevokeKey(ctx, b.acme.ID, auth.Test, first.ID)
			require.NoError(t, err)
			keys, err := svc.ListKeysAfter(ctx, b.acme.ID, auth.Test, nil, paging.MaxSize)
			require.NoError(t, err)
			require.Len(t, keys, 2)
			require.Equal(t, []string{second.ID, first.ID}, []string{keys[0].ID, keys[1].ID})
			require.NotNil(t, keys[1].RevokedAt)
			require.Nil(t, keys[0].RevokedAt)
		})

		t.Run("pages go through every key, newest first", func(t *testing.T) {
			svc, b := setup(t, d)
			var want []string
			for i := range 105 {
				if i%10 == 0 {
					b.clock.Advance(time.Second) // ten keys share each second: the id breaks ties
				}
				_, k := b.key(t, svc, b.acme, auth.Test)
				want = append(want, k.ID)
			}
			var got []auth.APIKey
			var after *paging.Cursor
			for {
				page, err := svc.ListKeysAfter(ctx, b.acme.ID, auth.Test, after, 40)
				require.NoError(t, err)
				if len(page) <= 40 {
					got = append(got, page...)
					break
				}
				got = append(got, page[:40]...)
				after = &paging.Cursor{CreatedAt: page[39].CreatedAt, ID: page[39].ID}
			}
			var ids []string
			for _, k := range got {
				ids = append(ids, k.ID)
			}
			require.ElementsMatch(t, want, ids)
			require.True(t, slices.IsSortedFunc(got, func(x, y auth.APIKey) int {
				return cmp.Or(y.CreatedAt.Compare(x.CreatedAt), strings.Compare(y.ID, x.ID))
			}), "newest first")
		})

		t.Run("an organization without keys lists none", func(t *testing.T) {
			svc, b := setup(t, d)
			keys, err := svc.ListKeysAfter(ctx, b.acme.ID, auth.Live, nil, paging.MaxSize)
			require.NoError(t, err)
			require.NotNil(t, keys)
			require.Empty(t, keys)
		})
	})
}

func TestAuthenticateKey(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a key resolves to its organization, mode and settings", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := b.orgs.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://shop.example"})
			require.NoError(t, err)
			name := "Acme Shop"
			_, err = b.orgs.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: &name})
			require.NoError(t, err)
			days := 30
			_, err = b.orgs.SetRetention(ctx, b.acme.ID, string(auth.Live), audit.CommandLine, &days)
			require.NoError(t, err)

			secret, k := b.key(t, svc, b.acme, auth.Live)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			require.Equal(t, auth.Principal{OrganizationID: b.acme.ID, OrganizationName: b.acme.Name, AllowedOrigins: []string{"https://shop.example"},
				Widget: orgs.WidgetSettings{DisplayName: "Acme Shop"}, Mode: auth.Live, Kind: auth.SecretKey, KeyID: k.ID, KeyName: "tester",
				RetentionDays: &days}, p)
			require.False(t, p.IsTest())
		})

		t.Run("a missing key is missing_api_key", func(t *testing.T) {
			svc, _ := setup(t, d)
			_, err := svc.AuthenticateKey(ctx, "")
			errstest.RequireKey(t, err, "missing_api_key")
			require.Equal(t, 401, errs.As(err).Kind.Status())
		})

		t.Run("anything but a working secret key is invalid_api_key", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			for _, bad := range []string{"sk_test_unknown", "ct_" + secret[len("sk_test_"):], "pk_test_x", secret + "x",
				"sk_" + strings.Repeat("a", 200), strings.ToUpper(secret)} {
				_, err := svc.AuthenticateKey(ctx, bad)
				errstest.RequireKey(t, err, "invalid_api_key")
			}
		})

		t.Run("a revoked key stops at once in the process that revoked it", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, k := b.key(t, svc, b.acme, auth.Test)
			_, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			_, err = svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			_, err = svc.AuthenticateKey(ctx, secret)
			errstest.RequireKey(t, err, "invalid_api_key")
		})

		t.Run("another process serves its cached copy for 1.5 s, then refuses a revoked key", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, k := b.key(t, svc, b.acme, auth.Test)
			other := b.otherProcess()
			_, err := other.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			_, err = svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)

			b.clock.Advance(1499 * time.Millisecond)
			_, err = other.AuthenticateKey(ctx, secret)
			require.NoError(t, err, "still its cached copy")
			b.clock.Advance(time.Millisecond)
			_, err = other.AuthenticateKey(ctx, secret)
			errstest.RequireKey(t, err, "invalid_api_key")
		})

		t.Run("a change of the organization's settings reaches cached principals at once", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			require.Empty(t, p.AllowedOrigins)

			_, err = b.orgs.SetAllowedOrigins(ctx, b.acme.ID, []string{"https://shop.example"})
			require.NoError(t, err)
			p, err = svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			require.Equal(t, []string{"https://shop.example"}, p.AllowedOrigins)

			on := true
			_, err = b.orgs.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{HandoffEnabled: &on})
			require.NoError(t, err)
			p, err = svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			require.True(t, p.Widget.HandoffEnabled)
		})
	})
}

func TestRevokeAndActiveKey(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("revoking keeps the first revocation time", func(t *testing.T) {
			svc, b := setup(t, d)
			_, k := b.key(t, svc, b.acme, auth.Test)
			first, err := svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			b.clock.Advance(time.Hour)
			again, err := svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			require.True(t, first.RevokedAt.Equal(*again.RevokedAt), "%v, then %v", first.RevokedAt, again.RevokedAt)
		})

		t.Run("an unknown key is not_found", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.RevokeKey(ctx, b.acme.ID, auth.Test, "key_nope")
			errstest.RequireKey(t, err, "not_found")
		})

		t.Run("an active key is a working key of the organization and mode", func(t *testing.T) {
			svc, b := setup(t, d)
			_, k := b.key(t, svc, b.acme, auth.Test)
			got, err := svc.ActiveKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			require.Equal(t, k.ID, got.ID)
			_, err = svc.RevokeKey(ctx, b.acme.ID, auth.Test, k.ID)
			require.NoError(t, err)
			_, err = svc.ActiveKey(ctx, b.acme.ID, auth.Test, k.ID)
			errstest.RequireKey(t, err, "validation_failed")
			require.Contains(t, errs.As(err).Fields, "key_id")
		})
	})
}

func TestEnsureKey(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("creates the organization and the key once", func(t *testing.T) {
			svc, b := setup(t, d)
			name, secret := ids.New("bootstrap"), "sk_live_bootstrapbootstrapbootstrap"+ids.New("")
			o, err := svc.EnsureKey(ctx, name, secret)
			require.NoError(t, err)
			again, err := svc.EnsureKey(ctx, name, secret)
			require.NoError(t, err)
			require.Equal(t, o.ID, again.ID)
			byName, err := b.orgs.ByName(ctx, name)
			require.NoError(t, err)
			require.Equal(t, o.ID, byName.ID)

			keys, err := svc.ListKeysAfter(ctx, o.ID, auth.Live, nil, paging.MaxSize)
			require.NoError(t, err)
			require.Len(t, keys, 1)
			require.Equal(t, "bootstrap", keys[0].Name)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			require.Equal(t, o.ID, p.OrganizationID)
			require.Equal(t, auth.Live, p.Mode)
		})

		t.Run("an existing organization is used", func(t *testing.T) {
			svc, b := setup(t, d)
			o, err := svc.EnsureKey(ctx, b.acme.Name, "sk_test_"+ids.New("boot"))
			require.NoError(t, err)
			require.Equal(t, b.acme.ID, o.ID)
		})

		t.Run("a key of another organization is key_in_use", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			_, err := svc.EnsureKey(ctx, b.globex.Name, secret)
			errstest.RequireKey(t, err, "key_in_use")
			require.Equal(t, 409, errs.As(err).Kind.Status())
		})

		t.Run("a secret that is not a secret key is refused", func(t *testing.T) {
			svc, b := setup(t, d)
			for _, secret := range []string{"ct_abc", "sk_prod_abc", "abc"} {
				_, err := svc.EnsureKey(ctx, b.acme.Name, secret)
				errstest.RequireKey(t, err, "validation_failed")
			}
		})
	})
}

func TestFailedAuthenticationsAreLimitedPerAddress(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("unknown credentials use up the address's failures, then unknown ones are refused as limited, valid ones work", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			from := auth.WithSource(ctx, "203.0.113.7")
			for range failureBurst - 1 {
				_, err := svc.AuthenticateKey(from, "sk_test_guess")
				errstest.RequireKey(t, err, "invalid_api_key")
			}
			_, err := svc.AuthenticateClientToken(from, "ct_guess")
			errstest.RequireKey(t, err, "invalid_client_token")

			_, err = svc.AuthenticateKey(from, "sk_test_guess")
			errstest.RequireKey(t, err, "rate_limited")
			require.Equal(t, 429, errs.As(err).Kind.Status())
			require.Positive(t, errs.As(err).RetryAfter)
			_, err = svc.AuthenticateClientToken(from, "ct_guess")
			errstest.RequireKey(t, err, "rate_limited")

			_, err = svc.AuthenticateKey(from, secret)
			require.NoError(t, err, "a valid key from the same address still works")
			_, err = svc.AuthenticateKey(auth.WithSource(ctx, "198.51.100.1"), "sk_test_guess")
			errstest.RequireKey(t, err, "invalid_api_key")
			_, err = svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err, "without a source address nothing is counted")
		})

		t.Run("an IPv6 /64 is one address", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			for i := range failureBurst {
				from := auth.WithSource(ctx, fmt.Sprintf("2001:db8:7:8::%x", i+1))
				_, err := svc.AuthenticateKey(from, "sk_test_guess")
				errstest.RequireKey(t, err, "invalid_api_key")
			}
			_, err := svc.AuthenticateKey(auth.WithSource(ctx, "2001:db8:7:8:ffff::1"), "sk_test_guess")
			errstest.RequireKey(t, err, "rate_limited")
			_, err = svc.AuthenticateKey(auth.WithSource(ctx, "2001:db8:7:8:ffff::1"), secret)
			require.NoError(t, err, "a valid key is never limited")
			_, err = svc.AuthenticateKey(auth.WithSource(ctx, "2001:db8:7:9::1"), "sk_test_guess")
			errstest.RequireKey(t, err, "invalid_api_key")
			_, err = svc.AuthenticateKey(auth.WithSource(ctx, "::ffff:203.0.113.9"), "sk_test_guess")
			errstest.RequireKey(t, err, "invalid_api_key")
			require.Equal(t, "203.0.113.9", auth.SourceOf(auth.WithSource(ctx, "::ffff:203.0.113.9")), "an IPv4-mapped address is IPv4")
		})

		t.Run("missing and expired credentials are not failures", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			token, err := svc.MintClientToken(ctx, d, p, ids.New("ses"), b.clock.Now().Add(time.Minute))
			require.NoError(t, err)
			b.clock.Advance(time.Minute)

			from := auth.WithSource(ctx, "203.0.113.8")
			for range failureBurst + 1 {
				_, err := svc.AuthenticateKey(from, "")
				errstest.RequireKey(t, err, "missing_api_key")
				_, err = svc.AuthenticateClientToken(from, "")
				errstest.RequireKey(t, err, "missing_client_token")
				_, err = svc.AuthenticateClientToken(from, token)
				errstest.RequireKey(t, err, "session_expired")
			}
			_, err = svc.AuthenticateKey(from, secret)
			require.NoError(t, err)
		})
	})
}

func TestTenancy(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("keys are listed only to their organization and mode", func(t *testing.T) {
			svc, b := setup(t, d)
			_, acmeTest := b.key(t, svc, b.acme, auth.Test)
			_, acmeLive := b.key(t, svc, b.acme, auth.Live)
			_, globexTest := b.key(t, svc, b.globex, auth.Test)
			for _, c := range []struct {
				org  *orgs.Organization
				mode auth.Mode
				want string
			}{{b.acme, auth.Test, acmeTest.ID}, {b.acme, auth.Live, acmeLive.ID}, {b.globex, auth.Test, globexTest.ID}} {
				keys, err := svc.ListKeysAfter(ctx, c.org.ID, c.mode, nil, paging.MaxSize)
				require.NoError(t, err)
				require.Len(t, keys, 1)
				require.Equal(t, c.want, keys[0].ID)
			}
		})

		t.Run("another organization's or mode's key cannot be revoked or used", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, k := b.key(t, svc, b.acme, auth.Test)
			for _, c := range []struct {
				org  *orgs.Organization
				mode auth.Mode
			}{{b.globex, auth.Test}, {b.acme, auth.Live}} {
				_, err := svc.RevokeKey(ctx, c.org.ID, c.mode, k.ID)
				errstest.RequireKey(t, err, "not_found")
				_, err = svc.ActiveKey(ctx, c.org.ID, c.mode, k.ID)
				errstest.RequireKey(t, err, "validation_failed")
			}
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err, "still working")
			require.Equal(t, b.acme.ID, p.OrganizationID)
			require.Equal(t, auth.Test, p.Mode)
		})

		t.Run("a client token acts for the organization and mode that minted it", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.globex, auth.Live)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			ses := ids.New("ses")
			token, err := svc.MintClientToken(ctx, d, p, ses, b.clock.Now().Add(time.Hour))
			require.NoError(t, err)
			tp, err := b.otherProcess().AuthenticateClientToken(ctx, token)
			require.NoError(t, err)
			require.Equal(t, b.globex.ID, tp.OrganizationID)
			require.Equal(t, auth.Live, tp.Mode)
			require.Equal(t, ses, tp.SessionID)
			require.Empty(t, tp.KeyID)
		})
	})
}

func TestPrincipal(t *testing.T) {
	t.Parallel()

	t.Run("the actor is the key, by name or id, or the client token's session", func(t *testing.T) {
		t.Parallel()
		for _, c := range []struct {
			p    auth.Principal
			want audit.Actor
		}{
			{auth.Principal{KeyID: "key_1", KeyName: "Ada"}, audit.Actor{KeyID: "key_1", Name: "Ada"}},
			{auth.Principal{KeyID: "key_1"}, audit.Actor{KeyID: "key_1", Name: "key_1"}},
			{auth.Principal{SessionID: "ses_1", Kind: auth.ClientToken}, audit.Actor{Name: "client_token:ses_1"}},
		} {
			require.Equal(t, c.want, audit.By(c.p))
		}
	})

	t.Run("the context carries the principal, and the command line acts without one", func(t *testing.T) {
		t.Parallel()
		ctx := context.Background()
		_, ok := auth.FromContext(ctx)
		require.False(t, ok)
		require.Equal(t, audit.CommandLine, auth.ActorOf(ctx))
		p := auth.Principal{OrganizationID: "org_1", Mode: auth.Test, KeyID: "key_1", KeyName: "Ada"}
		got, ok := auth.FromContext(auth.WithPrincipal(ctx, p))
		require.True(t, ok)
		require.Equal(t, p, got)
		require.True(t, got.IsTest())
		require.Equal(t, audit.By(p), auth.ActorOf(auth.WithPrincipal(ctx, p)))
	})

	t.Run("StripBearer takes the token of a bearer value", func(t *testing.T) {
		t.Parallel()
		for in, want := range map[string]string{
			"Bearer sk_test_a":    "sk_test_a",
			"bearer  sk_test_a ":  "sk_test_a",
			"BEARER ct_a":         "ct_a",
			" sk_test_a ":         "sk_test_a",
			"Basic dXNlcjpwYXNz":  "Basic dXNlcjpwYXNz",
			"":                    "",
			"Bearer":              "Bearer",
			"Bearer   ":           "Bearer",
			"Token sk_test_a b c": "Token sk_test_a b c",
		} {
			require.Equal(t, want, auth.StripBearer(in), in)
		}
	})
}

// One rule decides whether a person must set up a second factor first.
func TestNeedsSecondFactor(t *testing.T) {
	for _, c := range []struct {
		required, totp, passkey, sso, want bool
	}{
		{false, false, false, false, false},
		{true, false, false, false, true},
		{true, true, false, false, false},
		{true, false, true, false, false},
		{true, false, false, true, false},
	} {
		require.Equal(t, c.want, auth.NeedsSecondFactor(c.required, c.totp, c.passkey, c.sso), "%+v", c)
	}
}
