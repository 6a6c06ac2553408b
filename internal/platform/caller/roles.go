package caller

import (
	"slices"
)

// Role is what a member of an organization, or a restricted key, may do.
type Role string

// The roles, from most to least allowed.
const (
	Owner     Role = "OWNER"
	Admin     Role = "ADMIN"
	Developer Role = "DEVELOPER"
	Reviewer  Role = "REVIEWER"
	Finance   Role = "FINANCE"
	Viewer    Role = "VIEWER"
)

// Roles lists every role.
var Roles = []Role{Owner, Admin, Developer, Reviewer, Finance, Viewer}

// Valid reports whether r is one of the roles.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// Permission is what an operation needs. Every GraphQL operation declares
// one (the schema's @allow directive); grants says which roles hold it.
type Permission string

// The permissions.
const (
	// Anyone: any credential, a client token included (the operation
	// narrows what it answers itself).
	Anyone Permission = "ANYONE"
	// Read: read the organization's data but images of people.
	Read Permission = "READ"
	// Verify: start and cancel verification sessions.
	Verify Permission = "VERIFY"
	// Review: decide sessions, see their images, notes, assignments, redos.
	Review Permission = "REVIEW"
	// Money: move money and manage what it moves between.
	Money Permission = "MONEY"
	// Develop: keys, webhooks and workflows.
	Develop Permission = "DEVELOP"
	// Manage: members, invitations, settings, redaction and the audit log.
	Manage Permission = "MANAGE"
	// Self: a signed-in person's own account (their sessions, password,
	// second factors); never a key's.
	Self Permission = "SELF"
)

// grants is the permission matrix: each role's permissions besides Anyone.
// An owner also alone may make or unmake owners (package people).
var grants = map[Role][]Permission{
	Owner:     {Read, Verify, Review, Money, Develop, Manage},
	Admin:     {Read, Verify, Review, Money, Develop, Manage},
	Developer: {Read, Verify, Develop},
	Reviewer:  {Read, Verify, Review},
	Finance:   {Read, Money},
	Viewer:    {Read},
}

// liveGrants are the roles that hold less in live mode: live data (people's
// verifications, customers, money) needs a role that works with it, and a
// developer works in live mode only on what their integration needs.
var liveGrants = map[Role][]Permission{
	Developer: {Develop},
}

// Grants reports whether role holds perm (in test mode).
func (r Role) Grants(perm Permission) bool {
	return perm == Anyone || slices.Contains(grants[r], perm)
}

// GrantsIn reports whether role holds perm in mode.
func (r Role) GrantsIn(mode Mode, perm Permission) bool {
	if live, ok := liveGrants[r]; ok && mode == Live {
		return perm == Anyone || slices.Contains(live, perm)
	}
	return r.Grants(perm)
}

// Can reports whether the principal may do what perm guards: a client
// token only what anyone may; a person what their role grants in the
// mode in use, and their own account; an unrestricted secret key everything but a person's own
// account; a restricted key what its role grants.
func (p Principal) Can(perm Permission) bool {
	switch {
	case perm == Anyone:
		return true
	case p.Kind == ClientToken:
		return false
	case perm == Self:
		return p.Kind == User
	case p.Kind == SecretKey && p.Role == "":
		return true
	}
	return p.Role.GrantsIn(p.Mode, perm)
}

// String is the role's name.
func (r Role) String() string { return string(r) }

// MayCreateKey reports whether the principal may make a secret key
// restricted to role (nil: unrestricted) without gaining by it: an
// unrestricted or owner's key only an owner or an unrestricted key; a key
// of another role only a caller holding every permission the role grants.
func (p Principal) MayCreateKey(role *Role) bool {
	owner := (p.Kind == SecretKey && p.Role == "") || p.Role == Owner
	if role == nil || *role == Owner {
		return owner
	}
	for _, perm := range grants[*role] {
		if role.GrantsIn(p.Mode, perm) && !p.Can(perm) {
			return false
		}
	}
	return true
}
