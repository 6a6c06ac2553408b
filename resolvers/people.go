package resolvers

import (
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

func invitationOf(inv *people.Invitation) *model.Invitation {
	return &model.Invitation{ID: inv.ID, Email: inv.Email, Role: model.Role(inv.Role), InvitedBy: inv.InvitedBy,
		CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt}
}

func userOf(u *people.User) *model.User {
	return &model.User{ID: u.ID, Email: u.Email, Name: u.Name, TotpEnabled: u.TOTPEnabledAt != nil}
}

func memberOf(m *people.Member) *model.Member {
	out := &model.Member{Role: model.Role(m.Role), CreatedAt: m.CreatedAt, User: &model.User{ID: m.UserID}}
	if m.User != nil {
		out.User = userOf(m.User)
	}
	return out
}

// viewerOf is the caller as Viewer shows them.
func (r *Resolver) viewerOf(p auth.Principal) *model.Viewer {
	v := &model.Viewer{
		Organization: r.organizationOf(p.OrganizationID, p.OrganizationName, p.Mode, p.AllowedOrigins, p.Widget),
		Credential:   model.CredentialKindSecretKey,
	}
	v.Organization.RetentionDays = int32Of(p.RetentionDays)
	if p.Role != "" {
		role := model.Role(p.Role)
		v.Role = &role
	}
	switch p.Kind {
	case auth.ClientToken:
		// A client token sees only what the widget needs: its session and
		// the organization's name and look, not its settings.
		v.Credential = model.CredentialKindClientToken
		id := p.SessionID // a copy: pointing into p would move all of it to the heap
		v.SessionID = &id
		v.Organization.AllowedOrigins = []string{}
	case auth.User:
		v.Credential = model.CredentialKindUser
		v.User = &model.User{ID: p.UserID, Email: p.UserEmail, Name: p.UserName, TotpEnabled: p.TOTPEnabled}
		v.SecondFactorEnrollmentRequired = p.EnrollmentRequired
	}
	return v
}

func passkeyOf(k *people.Passkey) *model.Passkey {
	return &model.Passkey{ID: k.ID, Name: k.Name, CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt}
}
