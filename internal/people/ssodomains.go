package people

import (
	"context"
	"errors"
	"net"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// Single sign-on's domains. An organization's provider vouches only for
// email addresses in domains the organization has proved it controls: it
// claims a domain, publishes a TXT record whose value is derived from the
// organization and the domain with a key of the server's (so nothing is
// stored, and no other organization can compute it), and asks for the
// check. A domain is verified for one organization at a time (a unique
// index); claims by others stay pending and fail their check with
// domain_taken. Enabled single sign-on lists verified domains only, and a
// sign-in checks again that the email's domain is verified.

// SSODomain is an email domain an organization has claimed for single
// sign-on.
type SSODomain struct {
	bun.BaseModel  `bun:"table:sso_domains"`
	OrganizationID string     `bun:"organization_id,pk"`
	Domain         string     `bun:"domain,pk"`
	CreatedAt      time.Time  `bun:"created_at"`
	VerifiedAt     *time.Time `bun:"verified_at"`
}

// DomainRecordLabel is the label under the domain where its TXT record
// is looked up: _meridian-challenge.example.com.
const DomainRecordLabel = "_meridian-challenge"

// domainCheckTimeout bounds a domain's DNS check.
const domainCheckTimeout = 5 * time.Second

var (
	errNoSuchDomain = errs.NotFoundf("No such domain: claim it first (claimSsoDomain)")
	errDomainInUse  = errs.E(errs.Conflict, "domain_in_use",
		"The domain is in the single sign-on settings' email domains; remove it there first")
)

// DomainRecord is the DNS TXT record that proves the organization orgID
// controls domain: its name and its value.
func (s *Service) DomainRecord(orgID, domain string) (name, value string) {
	return DomainRecordLabel + "." + domain, "meridian-domain-verification=" + s.flowSecret("domain "+orgID, domain)
}

// SSODomains lists the organization's claimed domains, in name order.
func (s *Service) SSODomains(ctx context.Context, orgID string) ([]SSODomain, error) {
	out := []SSODomain{}
	err := s.db.NewSelect().Model(&out).Where("organization_id = ?", orgID).Order("domain").Scan(ctx)
	return out, errs.Wrap(err, "list sso domains")
}

// ClaimSSODomain claims domain for the principal's organization (again:
// the claim as it is). It is verified by VerifySSODomain once the TXT
// record DomainRecord names is published.
func (s *Service) ClaimSSODomain(ctx context.Context, p auth.Principal, domain string) (*SSODomain, error) {
	clean, ok := emailDomain(domain)
	if !ok {
		return nil, errs.Invalidf("domain", "%q is not a domain such as example.com", clip(domain))
	}
	d := &SSODomain{OrganizationID: p.OrganizationID, Domain: clean, CreatedAt: s.now()}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		err := tx.NewSelect().Model(d).WherePK().Scan(ctx)
		if err == nil || !db.IsNotFound(err) {
			return errs.Wrap(err, "read sso domain")
		}
		n, err := tx.NewSelect().Model((*SSODomain)(nil)).Where("organization_id = ?", p.OrganizationID).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count sso domains")
		}
		if n >= MaxEmailDomains {
			return errs.E(errs.Conflict, "domain_limit_reached", "An organization claims at most %d domains", MaxEmailDomains)
		}
		if _, err := tx.NewInsert().Model(d).Exec(ctx); err != nil {
			return db.Classify(err, "No such organization")
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SSODomainClaimed, "organization", p.OrganizationID,
			map[string]any{"domain": clean})
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// VerifySSODomain checks the DNS TXT record of a domain the principal's
// organization claimed, and marks it verified when one of the name's
// records is the organization's value. A domain verified already is
// answered as it is.
func (s *Service) VerifySSODomain(ctx context.Context, p auth.Principal, domain string) (*SSODomain, error) {
	clean, ok := emailDomain(domain)
	if !ok {
		return nil, errs.Invalidf("domain", "%q is not a domain such as example.com", clip(domain))
	}
	d := &SSODomain{OrganizationID: p.OrganizationID, Domain: clean}
	if err := s.db.NewSelect().Model(d).WherePK().Scan(ctx); err != nil {
		return nil, cmpErr(db.Classify(err, ""), errNoSuchDomain)
	}
	if d.VerifiedAt != nil {
		return d, nil
	}
	name, want := s.DomainRecord(p.OrganizationID, clean)
	if err := s.lookupRecord(ctx, name, want); err != nil {
		return nil, err
	}
	now := s.now()
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model(d).Set("verified_at = ?", now).WherePK().Where("verified_at IS NULL").Exec(ctx)
		if db.IsUniqueViolation(err) {
			return errs.E(errs.Conflict, "domain_taken", "%s is verified for another organization", clean)
		}
		if err != nil {
			return errs.Wrap(err, "verify sso domain")
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return errNoSuchDomain
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SSODomainVerified, "organization", p.OrganizationID,
			map[string]any{"domain": clean})
	})
	if err != nil {
		return nil, err
	}
	d.VerifiedAt = &now
	return d, nil
}

// lookupRecord checks that a TXT record at name has the value want.
func (s *Service) lookupRecord(ctx context.Context, name, want string) error {
	ctx, cancel := context.WithTimeout(ctx, domainCheckTimeout)
	defer cancel()
	found, err := s.dns.LookupTXT(ctx, name)
	var dnsErr *net.DNSError
	if err != nil && (!errors.As(err, &dnsErr) || !dnsErr.IsNotFound) {
		return &errs.Error{Kind: errs.Unavailable, Key: "dns_unavailable",
			Message: "The domain's DNS records could not be read; try again later", Err: err}
	}
	if !slices.Contains(found, want) {
		return errs.E(errs.Invalid, "domain_not_verified",
			"No TXT record at %s has the value %s (DNS changes can take a while to reach every server)", name, want)
	}
	return nil
}

// RemoveSSODomain gives up a claimed domain, verified or not. A domain the
// enabled single sign-on lists must be taken off its list first.
func (s *Service) RemoveSSODomain(ctx context.Context, p auth.Principal, domain string) error {
	clean, ok := emailDomain(domain)
	if !ok {
		return errs.Invalidf("domain", "%q is not a domain such as example.com", clip(domain))
	}
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := orgs.Lock(ctx, s.db, tx, p.OrganizationID); err != nil {
			return err
		}
		st, err := ssoSettings(ctx, tx, p.OrganizationID)
		if err != nil {
			return err
		}
		if st != nil && st.Enabled && slices.Contains(st.EmailDomains, clean) {
			return errDomainInUse
		}
		res, err := tx.NewDelete().Model((*SSODomain)(nil)).Where("organization_id = ? AND domain = ?", p.OrganizationID, clean).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "remove sso domain")
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return errNoSuchDomain
		}
		return s.record(ctx, tx, p.OrganizationID, audit.By(p), audit.SSODomainRemoved, "organization", p.OrganizationID,
			map[string]any{"domain": clean})
	})
}

// verifiedDomains returns which of domains are verified for the
// organization.
func verifiedDomains(ctx context.Context, idb bun.IDB, orgID string, domains ...string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(domains) == 0 {
		return out, nil
	}
	var found []string
	err := idb.NewSelect().Model((*SSODomain)(nil)).Column("domain").
		Where("organization_id = ? AND domain IN (?) AND verified_at IS NOT NULL", orgID, bun.In(domains)).Scan(ctx, &found)
	for _, d := range found {
		out[d] = true
	}
	return out, errs.Wrap(err, "read sso domains")
}

// checkDomainsVerified refuses enabled settings whose email domains are not
// all verified for the organization.
func checkDomainsVerified(ctx context.Context, idb bun.IDB, orgID string, domains []string) error {
	verified, err := verifiedDomains(ctx, idb, orgID, domains...)
	if err != nil {
		return err
	}
	var v errs.Validation
	for _, d := range domains {
		v.Check(verified[d], "emailDomains", "%s is not verified for this organization: claim it, publish its TXT record and verify it", d)
	}
	return v.Err()
}

// dnsResolver is the resolver of domain checks: server's (host:port), or
// the system's when server is empty.
func dnsResolver(server string) *net.Resolver {
	if server == "" {
		return net.DefaultResolver
	}
	return &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, network, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, network, server)
	}}
}

// emailDomainOf is the domain of a stored email address.
func emailDomainOf(email string) string { return email[strings.LastIndex(email, "@")+1:] }
