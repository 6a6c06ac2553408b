package resolvers

import (
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/people"
)

// ssoSettingsOf is an organization's single sign-on as shown: never the
// client secret, only whether one is set.
func (r *Resolver) ssoSettingsOf(st *people.SSOSettings) *model.SsoSettings {
	return &model.SsoSettings{Enabled: st.Enabled, Issuer: st.Issuer, ClientID: st.ClientID, ClientSecretSet: st.ClientSecret != nil,
		EmailDomains: append([]string{}, st.EmailDomains...), DefaultRole: model.Role(st.DefaultRole), SsoOnly: st.SSOOnly,
		RedirectURI: r.PeopleSvc.SSORedirectURL(), SignInURL: r.PeopleSvc.SSOSignInURL(st.OrganizationID), UpdatedAt: st.UpdatedAt}
}

// ssoDomainOf is a claimed domain as shown, with the TXT record that
// verifies it.
func (r *Resolver) ssoDomainOf(d *people.SSODomain) *model.SsoDomain {
	name, value := r.PeopleSvc.DomainRecord(d.OrganizationID, d.Domain)
	return &model.SsoDomain{Domain: d.Domain, RecordName: name, RecordValue: value, Verified: d.VerifiedAt != nil,
		VerifiedAt: d.VerifiedAt, CreatedAt: d.CreatedAt}
}
