package rest_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
)

// What each route needs, written here apart from the route table, as its
// GraphQL twin's @allow says: any one of the permissions of a key, and
// "OWN" for a route that checks a credential of its own.
var routeNeeds = map[string]string{
	"ANYONE": "GET /v1/ping/project",
	"READ": "GET /v1/sessions GET /v1/sessions/{id} GET /v1/customers GET /v1/customers/{id} GET /v1/wallets GET /v1/wallets/history " +
		"GET /v1/wallets/{currency_code}/history GET /v1/fx GET /v1/crypto/{address_id} GET /v1/crypto/wallets/{customer_id} " +
		"GET /v1/crypto/transfer GET /v1/crypto/transfer/{id} GET /v1/collections/virtual-account/{id} " +
		"GET /v1/collections/virtual-account/{a}/{b} GET /v1/transfers/{transfer_id} GET /v1/events GET /v1/events/{id} " +
		"GET /v1/exports/sessions GET /v1/exports/customers GET /v1/exports/ledger GET /v1/exports/exchanges GET /v1/exports/withdrawals GET /v1/exports/transfers",
	"READ DEVELOP": "GET /v1/workflows GET /v1/workflows/{id}",
	"VERIFY":       "POST /v1/sessions POST /v1/sessions/{id}/cancel",
	"REVIEW":       "POST /v1/sessions/{id}/approve POST /v1/sessions/{id}/reject GET /v1/exports/review",
	"MONEY": "POST /v1/customers POST /v1/fx/quote POST /v1/fx POST /v1/crypto PATCH /v1/crypto/{address_id} POST /v1/crypto/transfer " +
		"POST /v1/collections/virtual-account/usd POST /v1/collections/usd/kyc_link POST /v1/collections/virtual-account/counterparties " +
		"POST /v2/transfers/usd",
	"MONEY SANDBOX": "POST /v1/test/wallet/credit POST /v1/test/crypto/deposit POST /v1/test/crypto/transfer/{id}/succeed " +
		"POST /v1/test/crypto/transfer/{id}/fail POST /v1/test/virtual-account/{reference}/approve " +
		"POST /v1/test/virtual-account/{reference}/reject POST /v1/test/transfers/{id}/succeed POST /v1/test/transfers/{id}/fail " +
		"POST /v1/test/transfers/{id}/return",
	"DEVELOP": "POST /v1/workflows PATCH /v1/workflows/{id} PUT /v1/workflows/{id} POST /v1/webhooks GET /v1/webhooks GET /v1/webhooks/{id} " +
		"PATCH /v1/webhooks/{id} DELETE /v1/webhooks/{id} POST /v1/webhooks/{id}/rotate GET /v1/webhooks/{id}/deliveries " +
		"POST /v1/webhooks/deliveries/{id}/resend",
	"MANAGE": "POST /v1/sessions/{id}/redact GET /v1/audit GET /v1/exports/audit",
	"OWN": "GET /v1/files/{id} POST /v1/auth/sign-in POST /v1/auth/sign-out POST /v1/auth/invitations/accept POST /v1/auth/invitations/lookup POST /v1/auth/password-reset " +
		"POST /v1/auth/password-reset/confirm POST /v1/auth/passkey/begin POST /v1/auth/passkey/finish GET /v1/auth/oidc/start " +
		"GET /v1/auth/oidc/callback POST /v1/auth/oidc/link GET /v1/client/session POST /v1/client/document/front POST /v1/client/document/back " +
		"POST /v1/client/liveness POST /v1/client/address POST /v1/client/complete GET /v1/client/handoff/qr " +
		"OPTIONS /v1/client/session OPTIONS /v1/client/document/front OPTIONS /v1/client/document/back OPTIONS /v1/client/liveness " +
		"OPTIONS /v1/client/address OPTIONS /v1/client/complete OPTIONS /v1/client/handoff/qr",
}

// pathParams are the wildcards of a route's path.
var pathParams = regexp.MustCompile(`\{[a-z_]+\}`)

// Every route of the table, as the restricted key of every role and as an
// unrestricted key, in test and in live mode: refused with 403 forbidden,
// in the envelope of the route's surface, exactly when the key may not
// (auth.Principal.Can), and let through to the handler otherwise. The
// routes come from the table itself, so a new route is tried too; and the
// table declares what routeNeeds says.
func TestRoutesByRole(t *testing.T) {
	t.Parallel()
	want := map[string]string{}
	for perms, patterns := range routeNeeds {
		// A pattern is two fields, its method and its path.
		fields := strings.Fields(patterns)
		for i := 0; i+1 < len(fields); i += 2 {
			want[fields[i]+" "+fields[i+1]] = perms
		}
	}

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		routes := s.App.REST.Routes()
		for _, r := range routes {
			declared := strings.Join(permNames(r.Need), " ")
			switch {
			case r.Own != "":
				require.Equal(t, []auth.Permission{auth.Anyone}, r.Need, r.Pattern)
				declared = "OWN"
			case r.Sandbox:
				declared += " SANDBOX"
			}
			require.Contains(t, want, r.Pattern, "the test's table names every route")
			require.Equal(t, want[r.Pattern], declared, r.Pattern)
		}
		require.Len(t, routes, len(want), "and no other")

		type caller struct {
			name string
			key  string
			p    auth.Principal
		}
		var callers []caller
		for _, mode := range []auth.Mode{auth.Test, auth.Live} {
			roles := []*auth.Role{nil}
			for _, role := range auth.Roles {
				roles = append(roles, &role)
			}
			for _, role := range roles {
				name := string(mode) + " unrestricted key"
				if role != nil {
					name = string(mode) + " " + string(*role) + " key"
				}
				key, _, err := s.App.Auth.CreateRestrictedKey(ctx, org.ID, mode, name, role)
				require.NoError(t, err)
				p, err := s.App.Auth.AuthenticateKey(ctx, key)
				require.NoError(t, err)
				callers = append(callers, caller{name, key, p})
			}
		}
		for _, r := range routes {
			method, path, _ := strings.Cut(r.Pattern, " ")
			path = pathParams.ReplaceAllStringFunc(path, func(p string) string {
				if p == "{currency_code}" {
					return "USD"
				}
				return "nope_1"
			})
			var body any
			if method != "GET" && method != "DELETE" && method != "OPTIONS" {
				body = "{}"
			}
			for i, c := range callers {
				// At the route's path and its /api twin, in turn.
				path := path
				if i%2 == 1 {
					path = "/api" + path
				}
				// In X-Api-Key, which the client API does not read: a key
				// taken for a client token would count as a failed
				// authentication of the address, and soon block it.
				res := s.Do(t, method, path, "", body, "X-Api-Key", c.key)
				require.Less(t, res.Status, 500, "%s %s as %s: %s", method, path, c.name, res.Body)
				allowed := slices.ContainsFunc(r.Need, c.p.Can)
				forbidden := res.Status == 403 && res.Str("error") == "forbidden"
				require.Equal(t, !allowed, forbidden, "%s %s as %s (needs %v): %d %s", method, path, c.name, r.Need, res.Status, res.Body)
				if forbidden {
					require.Equal(t, surfaceOf(s, path), envelopeOf(res), "%s %s: %s", method, path, res.Body)
				}
			}
		}
	})
}

func permNames(perms []auth.Permission) []string {
	out := make([]string, len(perms))
	for i, p := range perms {
		out[i] = string(p)
	}
	return out
}

// surfaceOf names the envelope of the surface a path belongs to.
func surfaceOf(s *apptest.Server, path string) string {
	switch s.App.REST.ErrorsFor(path).(type) {
	case arkyc.Errors:
		return "arkyc"
	case maplerad.Errors:
		return "maplerad"
	}
	return "unknown"
}

// envelopeOf names the envelope of an error answer: Arkyc's status is a
// string, Maplerad's a boolean.
func envelopeOf(r apptest.Response) string {
	switch r.Get("status").(type) {
	case string:
		return "arkyc"
	case bool:
		return "maplerad"
	}
	return "none"
}
