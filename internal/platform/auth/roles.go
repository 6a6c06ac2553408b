package auth

import (
	"context"
	"net/http"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Who is calling, and what roles permit, are package caller's; auth names
// them for the packages that authenticate.
type (
	Principal      = caller.Principal
	Mode           = caller.Mode
	CredentialKind = caller.CredentialKind
	Role           = caller.Role
	Permission     = caller.Permission
)

// The modes, credential kinds, roles and permissions (see package caller).
const (
	Test        = caller.Test
	Live        = caller.Live
	SecretKey   = caller.SecretKey
	ClientToken = caller.ClientToken
	User        = caller.User
	Owner       = caller.Owner
	Admin       = caller.Admin
	Developer   = caller.Developer
	Reviewer    = caller.Reviewer
	Finance     = caller.Finance
	Viewer      = caller.Viewer
	Anyone      = caller.Anyone
	Read        = caller.Read
	Verify      = caller.Verify
	Review      = caller.Review
	Money       = caller.Money
	Develop     = caller.Develop
	Manage      = caller.Manage
	Self        = caller.Self
)

// Roles lists every role.
var Roles = caller.Roles

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return caller.WithPrincipal(ctx, p)
}

// FromContext returns the principal of ctx, if any.
func FromContext(ctx context.Context) (Principal, bool) { return caller.FromContext(ctx) }

// Forbidden is the refusal of a caller that holds none of perms (the
// permissions any one of which lets a caller in): 403 forbidden, naming
// the caller's role and what it lacks.
func Forbidden(p Principal, perms ...Permission) error {
	names := make([]string, len(perms))
	for i, perm := range perms {
		names[i] = string(perm)
	}
	role := "key's"
	if p.Role != "" {
		role = p.Role.String()
	}
	return errs.E(errs.Forbidden, "forbidden", "The %s role may not do this (it needs %s)", role, strings.Join(names, " or "))
}

// WithRequestPrincipal returns r carrying p: r itself when its slot takes
// p, else a copy of r with a context that carries it.
func WithRequestPrincipal(r *http.Request, p Principal) *http.Request {
	if caller.Bind(r.Context(), p) {
		return r
	}
	return r.WithContext(caller.WithPrincipal(r.Context(), p))
}
