package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// principal authenticates a new key of o in mode.
func (b *testBundle) principal(t *testing.T, svc *auth.Service, o *orgs.Organization, mode auth.Mode) auth.Principal {
	t.Helper()
	secret, _ := b.key(t, svc, o, mode)
	p, err := svc.AuthenticateKey(context.Background(), secret)
	require.NoError(t, err)
	return p
}

func TestClientTokens(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a minted token resolves to its session until it expires", func(t *testing.T) {
			svc, b := setup(t, d)
			name := "Acme Shop"
			_, err := b.orgs.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: &name})
			require.NoError(t, err)
			p := b.principal(t, svc, b.acme, auth.Test)
			ses, expires := ids.New("ses"), b.clock.Now().Add(15*time.Minute)
			token, err := svc.MintClientToken(ctx, d, p, ses, expires)
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(token, auth.ClientTokenPrefix), token)

			for _, s := range []*auth.Service{svc, b.otherProcess()} { // minted here, looked up there
				tp, err := s.AuthenticateClientToken(ctx, token)
				require.NoError(t, err)
				require.True(t, expires.Equal(tp.ExpiresAt), "%v, want %v", tp.ExpiresAt, expires)
				tp.ExpiresAt = expires // the same instant, in the database's location
				require.Equal(t, auth.Principal{OrganizationID: b.acme.ID, OrganizationName: b.acme.Name, AllowedOrigins: []string{},
					Widget: orgs.WidgetSettings{DisplayName: "Acme Shop"}, Mode: auth.Test, Kind: auth.ClientToken, SessionID: ses,
					ExpiresAt: expires}, tp)
			}

			b.clock.Advance(15*time.Minute - time.Microsecond)
			_, err = svc.AuthenticateClientToken(ctx, token)
			require.NoError(t, err)
			b.clock.Advance(time.Microsecond)
			_, err = svc.AuthenticateClientToken(ctx, token)
			errstest.RequireKey(t, err, "session_expired")
		})

		t.Run("only the token's hash is stored", func(t *testing.T) {
			svc, b := setup(t, d)
			p := b.principal(t, svc, b.acme, auth.Test)
			ses := ids.New("ses")
			token, err := svc.MintClientToken(ctx, d, p, ses, b.clock.Now().Add(time.Minute))
			require.NoError(t, err)
			var hashes []string
			require.NoError(t, d.NewSelect().Table("client_tokens").Column("hash").Where("session_id = ?", ses).Scan(ctx, &hashes))
			require.Equal(t, []string{auth.Hash(token)}, hashes)
		})

		t.Run("a token minted in a transaction that rolls back never works", func(t *testing.T) {
			svc, b := setup(t, d)
			p := b.principal(t, svc, b.acme, auth.Test)
			var token string
			rollback := errors.New("rollback")
			err := d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				var err error
				token, err = svc.MintClientToken(ctx, tx, p, ids.New("ses"), b.clock.Now().Add(time.Minute))
				require.NoError(t, err)
				return rollback
			})
			require.ErrorIs(t, err, rollback)
			_, err = svc.AuthenticateClientToken(ctx, token)
			errstest.RequireKey(t, err, "invalid_client_token")
		})

		t.Run("revoked tokens stop at once here and after the cache TTL elsewhere", func(t *testing.T) {
			svc, b := setup(t, d)
			p := b.principal(t, svc, b.acme, auth.Test)
			ses, kept := ids.New("ses"), ids.New("ses")
			first, err := svc.MintClientToken(ctx, d, p, ses, b.clock.Now().Add(time.Hour))
			require.NoError(t, err)
			second, err := svc.MintClientToken(ctx, d, p, ses, b.clock.Now().Add(time.Hour))
			require.NoError(t, err)
			other, err := svc.MintClientToken(ctx, d, p, kept, b.clock.Now().Add(time.Hour))
			require.NoError(t, err)
			elsewhere := b.otherProcess()
			_, err = elsewhere.AuthenticateClientToken(ctx, first)
			require.NoError(t, err)

			var inCommitWindow error
			require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				// What commits with the revocation (a session's event) may
				// reach a reader before the revocation's own after-commit
				// function runs: this one runs first, and finds the token
				// refused already.
				db.AfterCommit(ctx, func() { _, inCommitWindow = svc.AuthenticateClientToken(ctx, first) })
				if err := svc.RevokeClientTokens(ctx, tx, ses); err != nil {
					return err
				}
				if d.Engine == db.Postgres { // SQLite's one connection is the transaction's
					_, err := svc.AuthenticateClientToken(ctx, first)
					require.NoError(t, err, "not before the revocation commits")
				}
				return nil
			}))
			errstest.RequireKey(t, inCommitWindow, "invalid_client_token")
			for _, token := range []string{first, second} {
				_, err = svc.AuthenticateClientToken(ctx, token)
				errstest.RequireKey(t, err, "invalid_client_token")
			}
			_, err = svc.AuthenticateClientToken(ctx, other)
			require.NoError(t, err, "another session's token still works")

			_, err = elsewhere.AuthenticateClientToken(ctx, first)
			require.NoError(t, err, "its cached copy")
			b.clock.Advance(1500 * time.Millisecond)
			_, err = elsewhere.AuthenticateClientToken(ctx, first)
			errstest.RequireKey(t, err, "invalid_client_token")

			require.NoError(t, svc.RevokeClientTokens(ctx, d, ids.New("ses")), "a session without tokens")
		})

		t.Run("a token is not a key and a key is not a token", func(t *testing.T) {
			svc, b := setup(t, d)
			secret, _ := b.key(t, svc, b.acme, auth.Test)
			p, err := svc.AuthenticateKey(ctx, secret)
			require.NoError(t, err)
			token, err := svc.MintClientToken(ctx, d, p, ids.New("ses"), b.clock.Now().Add(time.Minute))
			require.NoError(t, err)

			_, err = svc.AuthenticateKey(ctx, token)
			errstest.RequireKey(t, err, "invalid_api_key")
			_, err = svc.AuthenticateClientToken(ctx, secret)
			errstest.RequireKey(t, err, "invalid_client_token")
			_, err = svc.AuthenticateClientToken(ctx, "")
			errstest.RequireKey(t, err, "missing_client_token")
			_, err = svc.AuthenticateClientToken(ctx, auth.ClientTokenPrefix+strings.Repeat("a", 200))
			errstest.RequireKey(t, err, "invalid_client_token")
		})
	})
}
