package usd

import (
	"context"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Address is a postal address.
type Address struct {
	UnitNumber string `json:"unit_number,omitempty"`
	Street     string `json:"street"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postal_code"`
	Country    string `json:"country"`
}

// Counterparty is a bank account a USD account pays.
type Counterparty struct {
	bun.BaseModel      `bun:"table:counterparties"`
	ID                 string    `bun:"id,pk"`
	OrganizationID     string    `bun:"organization_id"`
	Mode               auth.Mode `bun:"mode"`
	AccountID          string    `bun:"account_id"`
	IsCorporate        bool      `bun:"is_corporate"`
	FirstName          string    `bun:"first_name"`
	LastName           string    `bun:"last_name"`
	BusinessName       string    `bun:"business_name"`
	Email              string    `bun:"email"`
	PhoneNumber        string    `bun:"phone_number"`
	Description        string    `bun:"description"`
	AccountName        string    `bun:"account_name"`
	AccountNumber      string    `bun:"account_number"`
	RoutingNumber      string    `bun:"routing_number"`
	InstitutionName    string    `bun:"institution_name"`
	AccountType        string    `bun:"account_type"`
	SwiftCode          string    `bun:"swift_code"`
	PaymentRails       []string  `bun:"payment_rails,type:text"`
	BeneficiaryAddress Address   `bun:"beneficiary_address,type:text"`
	InstitutionAddress *Address  `bun:"institution_address,type:text"`
	Active             bool      `bun:"active"`
	CreatedAt          time.Time `bun:"created_at"`
}

// CounterpartyInput is a new counterparty.
type CounterpartyInput struct {
	AccountID                         string
	IsCorporate                       bool
	FirstName, LastName, BusinessName string
	Email, PhoneNumber, Description   string
	AccountName, AccountNumber        string
	RoutingNumber, InstitutionName    string
	AccountType, SwiftCode            string
	PaymentRails                      []string
	BeneficiaryAddress                Address
	InstitutionAddress                *Address
}

// AccountTypes a counterparty's account may be.
var AccountTypes = []string{"CHECKING", "SAVINGS"}

var (
	accountNumber = regexp.MustCompile(`^\d{4,17}$`)
	swift         = regexp.MustCompile(`^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$`)
	e164          = regexp.MustCompile(`^\+[1-9]\d{6,14}$`)
)

// NormalizeRail reads a rail in any case: ach or ACH; wire, fedwire or
// FEDWIRE. It answers "" for anything else.
func NormalizeRail(r string) string {
	switch strings.ToUpper(strings.TrimSpace(r)) {
	case "ACH":
		return ACH
	case "WIRE", "FEDWIRE":
		return Fedwire
	}
	return ""
}

func validAddress(v *errs.Validation, field string, a *Address) {
	for name, value := range map[string]*string{"street": &a.Street, "city": &a.City, "state": &a.State, "postal_code": &a.PostalCode} {
		*value = strings.TrimSpace(*value)
		v.Check(*value != "" && len(*value) <= 200, field+"."+name, "%s.%s is required (at most 200 characters)", field, name)
	}
	a.UnitNumber = strings.TrimSpace(a.UnitNumber)
	v.Check(len(a.UnitNumber) <= 50, field+".unit_number", "%s.unit_number must be at most 50 characters", field)
	code, ok := customers.ValidCountry(a.Country)
	v.Check(ok, field+".country", "%s.country must be an ISO 3166-1 alpha-2 code", field)
	a.Country = code
}

func (in *CounterpartyInput) validate() error {
	var v errs.Validation
	v.Check(in.AccountID != "", "account_id", "account_id is required")
	for _, f := range []*string{&in.FirstName, &in.LastName, &in.BusinessName, &in.AccountName, &in.InstitutionName, &in.AccountNumber,
		&in.RoutingNumber} {
		*f = strings.TrimSpace(*f)
	}
	if in.IsCorporate {
		v.Check(in.BusinessName != "" && len(in.BusinessName) <= 200, "business_name", "business_name is required for a corporate counterparty")
	} else {
		v.Check(in.FirstName != "" && len(in.FirstName) <= 100, "first_name", "first_name is required for an individual")
		v.Check(in.LastName != "" && len(in.LastName) <= 100, "last_name", "last_name is required for an individual")
	}
	in.Email = strings.ToLower(strings.TrimSpace(in.Email))
	if in.Email != "" {
		addr, err := mail.ParseAddress(in.Email)
		v.Check(err == nil && addr.Address == in.Email && len(in.Email) <= 254, "email", "email must be an email address")
	}
	in.PhoneNumber = strings.TrimSpace(in.PhoneNumber)
	v.Check(in.PhoneNumber == "" || e164.MatchString(in.PhoneNumber), "phone_number", "phone_number must be in E.164 format, e.g. +14155550100")
	in.Description = strings.TrimSpace(in.Description)
	v.Check(len(in.Description) <= 500, "description", "description must be at most 500 characters")
	v.Check(in.AccountName != "" && len(in.AccountName) <= 200, "account_information.account_name", "account_information.account_name is required")
	v.Check(accountNumber.MatchString(in.AccountNumber), "account_information.account_number", "account_information.account_number must be 4 to 17 digits")
	v.Check(ValidRouting(in.RoutingNumber), "account_information.routing_number",
		"account_information.routing_number must be a nine-digit ABA routing number whose checksum holds")
	v.Check(in.InstitutionName != "" && len(in.InstitutionName) <= 200, "account_information.institution_name",
		"account_information.institution_name is required")
	in.AccountType = strings.ToUpper(strings.TrimSpace(in.AccountType))
	v.Check(slices.Contains(AccountTypes, in.AccountType), "account_information.type", "account_information.type must be CHECKING or SAVINGS")
	in.SwiftCode = strings.ToUpper(strings.TrimSpace(in.SwiftCode))
	v.Check(in.SwiftCode == "" || swift.MatchString(in.SwiftCode), "account_information.swift_code",
		"account_information.swift_code must be a SWIFT/BIC code of 8 or 11 characters")
	rails := []string{}
	for _, r := range in.PaymentRails {
		n := NormalizeRail(r)
		if !v.Check(n != "", "account_information.payment_rails", "payment rails are ACH and FEDWIRE, not %q", r) {
			break
		}
		if !slices.Contains(rails, n) {
			rails = append(rails, n)
		}
	}
	v.Check(len(in.PaymentRails) > 0, "account_information.payment_rails", "name at least one payment rail (ACH, FEDWIRE)")
	in.PaymentRails = rails
	validAddress(&v, "beneficiary_address", &in.BeneficiaryAddress)
	if in.InstitutionAddress != nil {
		validAddress(&v, "account_information.institution_address", in.InstitutionAddress)
	}
	return v.Err()
}

// CreateCounterparty registers a counterparty of one of the caller's USD accounts.
func (s *Service) CreateCounterparty(ctx context.Context, p auth.Principal, in CounterpartyInput) (*Counterparty, error) {
	if err := in.validate(); err != nil {
		return nil, err
	}
	if _, err := s.Account(ctx, p, in.AccountID); err != nil {
		return nil, err
	}
	c := &Counterparty{ID: ids.New("cpty"), OrganizationID: p.OrganizationID, Mode: p.Mode, AccountID: in.AccountID,
		IsCorporate: in.IsCorporate, FirstName: in.FirstName, LastName: in.LastName, BusinessName: in.BusinessName, Email: in.Email,
		PhoneNumber: in.PhoneNumber, Description: in.Description, AccountName: in.AccountName, AccountNumber: in.AccountNumber,
		RoutingNumber: in.RoutingNumber, InstitutionName: in.InstitutionName, AccountType: in.AccountType, SwiftCode: in.SwiftCode,
		PaymentRails: in.PaymentRails, BeneficiaryAddress: in.BeneficiaryAddress, InstitutionAddress: in.InstitutionAddress,
		Active: true, CreatedAt: s.now()}
	if _, err := s.db.NewInsert().Model(c).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "create counterparty")
	}
	s.knownCounterparties.Put(p.TenantKey(c.ID), *c)
	return c, nil
}

func (s *Service) counterparty(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Counterparty, error) {
	c := new(Counterparty)
	err := idb.NewSelect().Model(c).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return c, db.Classify(err, "Counterparty not found")
}

// Counterparty returns one of the caller's counterparties: as this process
// keeps it (under the caller's key), else as read.
func (s *Service) Counterparty(ctx context.Context, p auth.Principal, id string) (*Counterparty, error) {
	return s.keptCounterparty(ctx, s.db, p, id)
}

// keptCounterparty is Counterparty, read through idb when not kept.
func (s *Service) keptCounterparty(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Counterparty, error) {
	if c, ok := s.knownCounterparties.Get(p.TenantKey(id)); ok {
		return &c, nil
	}
	c, err := s.counterparty(ctx, idb, p, id)
	if err != nil {
		return nil, err
	}
	s.knownCounterparties.Put(p.TenantKey(c.ID), *c)
	return c, nil
}

// Counterparties returns a USD account's counterparties, oldest first.
func (s *Service) Counterparties(ctx context.Context, p auth.Principal, accountID string) ([]Counterparty, error) {
	if _, err := s.Account(ctx, p, accountID); err != nil {
		return nil, err
	}
	out := []Counterparty{}
	err := s.counterparties(p, accountID, &out).Order("created_at", "id").Scan(ctx)
	return out, errs.Wrap(err, "list counterparties")
}

// CounterpartiesAfter returns up to limit+1 of a USD account's
// counterparties after the cursor, oldest first (the extra row tells the
// caller there is a next page).
func (s *Service) CounterpartiesAfter(ctx context.Context, p auth.Principal, accountID string, after *paging.Cursor, limit int) ([]Counterparty, error) {
	if _, err := s.Account(ctx, p, accountID); err != nil {
		return nil, err
	}
	out := []Counterparty{}
	err := paging.SelectOldestAfter(ctx, s.counterparties(p, accountID, &out), after, limit)
	return out, errs.Wrap(err, "list counterparties")
}

func (s *Service) counterparties(p auth.Principal, accountID string, out *[]Counterparty) *bun.SelectQuery {
	return s.db.NewSelect().Model(out).Where("organization_id = ? AND mode = ? AND account_id = ?", p.OrganizationID, p.Mode, accountID)
}
