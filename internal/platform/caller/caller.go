// Package caller is who is calling: the Principal (an organization in a
// mode, through a secret key, a client token or a person's sign-in), with
// the organization's settings read alongside its credential, its role and
// what the role permits. It imports nothing of Meridian's, so that any
// package may name a caller; package auth owns the credentials that make
// one.
package caller

import (
	"context"
	"time"
)

// Mode separates test objects from live ones.
type Mode string

// The two modes.
const (
	Test Mode = "test"
	Live Mode = "live"
)

// CredentialKind says how a principal authenticated.
type CredentialKind int

// The credential kinds.
const (
	SecretKey CredentialKind = iota + 1
	ClientToken
	// User is a person signed in (package people), by the session cookie.
	User
)

// Principal is who is calling: an organization in a mode, through a secret
// key or through a client token bound to one verification session.
type Principal struct {
	OrganizationID   string
	OrganizationName string
	// AllowedOrigins are the browser origins the organization allows on the
	// client API (empty: the defaults of its mode).
	AllowedOrigins []string
	// Widget holds the organization's widget settings.
	Widget  WidgetSettings
	Mode    Mode
	Kind    CredentialKind
	KeyID   string // secret keys
	KeyName string // secret keys: who the key stands for (a reviewer, a service)
	// RetentionDays is the organization's retention of personal data.
	RetentionDays *int
	SessionID     string // client tokens
	// ExpiresAt is when a client token stops working.
	ExpiresAt time.Time
	// Role is a person's role in the organization, or a restricted key's
	// (empty for an unrestricted key): see Can.
	Role Role
	// A signed-in person: who, and the sign-in session in use.
	UserID, UserEmail, UserName string
	UserSessionID               string
	// EnrollmentRequired: the person's organization requires a second
	// factor they have not set up; until they do, they may only set one
	// up (package graph enforces it).
	EnrollmentRequired bool
	// TOTPEnabled: the person has an authenticator set up.
	TOTPEnabled bool
	// SSOOrganizationID is the organization whose single sign-on started
	// the person's session ("" for any other sign-in): such a session works
	// and sees in that organization only.
	SSOOrganizationID string
}

// TenantKey names id as the caller's (its organization, its mode): a key
// under which what a process keeps of one tenant is never found by another.
func (p Principal) TenantKey(id string) string {
	return p.OrganizationID + "/" + string(p.Mode) + "/" + id
}

// IsTest reports whether the principal is in test mode.
func (p Principal) IsTest() bool { return p.Mode == Test }

// principalKey is the context key of a *Principal.
type principalKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, &p)
}

// FromContext returns the principal of ctx, if any.
func FromContext(ctx context.Context) (Principal, bool) {
	if p, ok := ctx.Value(principalKey{}).(*Principal); ok {
		return *p, true
	}
	return Principal{}, false
}

// Slot is a request's context with room for its principal: the outermost
// middleware makes one with the request, and authentication fills it once
// (Bind), so that the caller costs the request no context of its own and no
// copy of the request. Until it is filled it adds nothing to its parent.
type Slot struct {
	context.Context
	p   Principal
	set bool
}

type slotKey struct{}

// Value answers the principal once the slot holds one; other keys, and the
// principal before then, are the parent's.
func (s *Slot) Value(key any) any {
	switch key.(type) {
	case principalKey:
		if s.set {
			return &s.p
		}
	case slotKey:
		return s
	}
	return s.Context.Value(key)
}

// Bind puts p in the nearest slot of ctx and reports whether it did: it
// does not when ctx already carries a principal or has no slot (the caller
// then uses WithPrincipal). Call it only from the goroutine serving the
// request, before anything reads the principal.
func Bind(ctx context.Context, p Principal) bool {
	if ctx.Value(principalKey{}) != nil {
		return false
	}
	s, _ := ctx.Value(slotKey{}).(*Slot)
	if s == nil || s.set {
		return false
	}
	s.p, s.set = p, true
	return true
}
