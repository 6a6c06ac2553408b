package rest

import (
	"slices"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Access is what a route asks of its caller, declared beside the route in
// New's table: the permission its GraphQL twin declares (@allow), for
// restricted keys as the schema's for every credential, or a credential
// the route checks itself.
type Access struct {
	// Need are the permissions any one of which lets a caller in
	// (auth.Principal.Can); a caller holding none is refused with 403
	// forbidden. auth.Anyone alone for a route with its own credential.
	Need []auth.Permission
	// Sandbox routes run in test mode only: a live caller that holds Need
	// is refused with 403 sandbox_only.
	Sandbox bool
	// Cookie lets a signed-in person's session cookie authenticate the
	// route too, besides a secret key: for the console's downloads, which
	// a browser fetches by navigating. Only GET routes take it, and only
	// from the server's own pages (CheckSameOrigin).
	Cookie bool
	// Own names the credential a route that takes no secret key checks
	// itself (a client token, a signed link, a sign-in), and why no
	// permission applies; empty for a secret-key route.
	Own string
}

// Route is a registered route and what it asks of its caller.
type Route struct {
	// Pattern is the method and path, "POST /v1/sessions"; the route is
	// also served under /api.
	Pattern string
	Access
}

// need declares a secret-key route for callers holding any one of perms.
func need(perms ...auth.Permission) Access { return Access{Need: perms} }

// own declares a route that takes no secret key: it checks the credential
// how names itself.
func own(how string) Access { return Access{Need: []auth.Permission{auth.Anyone}, Own: how} }

// check refuses p when the route is not for it: 403 forbidden when p holds
// none of Need, then 403 sandbox_only for a live caller of the sandbox.
func (a Access) check(p auth.Principal) error {
	switch {
	case !slices.ContainsFunc(a.Need, p.Can):
		return auth.Forbidden(p, a.Need...)
	case a.Sandbox && !p.IsTest():
		return errs.E(errs.Forbidden, "sandbox_only", "Sandbox endpoints need a test key")
	}
	return nil
}
