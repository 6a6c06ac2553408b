package usd

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Request statuses.
const (
	Pending  = "PENDING"
	Approved = "APPROVED"
	Rejected = "REJECTED"
)

// Enumerations of a request's meta.
var (
	EmploymentStatuses = []string{"EMPLOYED", "SELF_EMPLOYED", "UNEMPLOYED", "STUDENT", "RETIRED"}
	ResidencyStatuses  = []string{"US_CITIZEN", "RESIDENT_ALIEN", "NON_RESIDENT_ALIEN"}
)

// Request asks for a customer's USD virtual account. Its identification
// number is kept sealed, with its last four digits beside it.
type Request struct {
	bun.BaseModel         `bun:"table:usd_account_requests"`
	ID                    string     `bun:"id,pk"`
	OrganizationID        string     `bun:"organization_id"`
	Mode                  auth.Mode  `bun:"mode"`
	Reference             string     `bun:"reference"`
	CustomerID            string     `bun:"customer_id"`
	Status                string     `bun:"status"`
	EmployerName          string     `bun:"employer_name"`
	EmploymentDescription string     `bun:"employment_description"`
	EmploymentStatus      string     `bun:"employment_status"`
	Occupation            string     `bun:"occupation"`
	Nationality           string     `bun:"nationality"`
	USResidencyStatus     string     `bun:"us_residency_status"`
	IdentificationNumber  string     `bun:"identification_number"` // sealed
	IdentificationLast4   string     `bun:"identification_last4"`
	PassportNumber        *string    `bun:"passport_number"` // sealed
	SessionID             *string    `bun:"session_id"`
	KYCLink               *string    `bun:"kyc_link"` // sealed: it carries a client token
	Messages              []string   `bun:"messages,type:text"`
	AccountID             *string    `bun:"account_id"`
	CreatedAt             time.Time  `bun:"created_at"`
	UpdatedAt             time.Time  `bun:"updated_at"`
	DecidedAt             *time.Time `bun:"decided_at"`

	// Link is the opened KYC link (not stored).
	Link string `bun:"-"`
	// ExpiresAt is when the link's session expires (not stored).
	ExpiresAt *time.Time `bun:"-"`
}

// RequestFilter narrows a list of account requests.
type RequestFilter struct {
	Status     string // PENDING, APPROVED or REJECTED
	CustomerID string
}

func (s *Service) requests(p auth.Principal, f RequestFilter, out any) *bun.SelectQuery {
	q := s.db.NewSelect().Model(out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
	return db.Narrow(q).Eq("status", f.Status).Eq("customer_id", f.CustomerID).Query()
}

// RequestsAfter returns up to limit+1 account requests the filter matches
// after the cursor, newest first.
func (s *Service) RequestsAfter(ctx context.Context, p auth.Principal, f RequestFilter, after *paging.Cursor, limit int) ([]Request, error) {
	out := []Request{}
	if err := paging.SelectAfter(ctx, s.requests(p, f, &out), after, limit); err != nil {
		return nil, errs.Wrap(err, "list account requests")
	}
	for i := range out {
		if _, err := s.open(ctx, s.db, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// CountRequests counts the account requests the filter matches, up to paging.MaxCount.
func (s *Service) CountRequests(ctx context.Context, p auth.Principal, f RequestFilter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.requests(p, f, (*Request)(nil)))
	return n, errs.Wrap(err, "count account requests")
}

// LatestRequest returns a customer's newest account request (not_found if none).
func (s *Service) LatestRequest(ctx context.Context, p auth.Principal, customerID string) (*Request, error) {
	out, err := s.RequestsAfter(ctx, p, RequestFilter{CustomerID: customerID}, nil, 0)
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errs.E(errs.NotFound, "not_found", "The customer has no USD account request")
	}
	return &out[0], nil
}

// AccountsAfter returns up to limit+1 of the caller's USD accounts after
// the cursor, newest first; customerID "" means every customer's.
func (s *Service) AccountsAfter(ctx context.Context, p auth.Principal, customerID string, after *paging.Cursor, limit int) ([]Account, error) {
	out := []Account{}
	q := s.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)
	if customerID != "" {
		q = q.Where("customer_id = ?", customerID)
	}
	return out, errs.Wrap(paging.SelectAfter(ctx, q, after, limit), "list USD accounts")
}

// Account is an open USD virtual account.
type Account struct {
	bun.BaseModel  `bun:"table:usd_accounts"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	CustomerID     string    `bun:"customer_id"`
	RequestID      string    `bun:"request_id"`
	AccountName    string    `bun:"account_name"`
	AccountNumber  string    `bun:"account_number"`
	RoutingNumber  string    `bun:"routing_number"`
	BankName       string    `bun:"bank_name"`
	CreatedAt      time.Time `bun:"created_at"`
}

// Meta is what a request tells about the customer.
type Meta struct {
	EmployerName, EmploymentDescription, EmploymentStatus string
	IdentificationNumber, Nationality, Occupation         string
	USResidencyStatus, PassportNumber                     string
}

var (
	ssn   = regexp.MustCompile(`^(\d{3})-?(\d{2})-?(\d{4})$`)
	other = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$`)
)

// validUSNumber reports an SSN (no 000, 666 or 9xx area, no 00 group, no
// 0000 serial) or an ITIN (a 9, then a group from 50–65, 70–88, 90–92 or
// 94–99).
func validUSNumber(n string) bool {
	m := ssn.FindStringSubmatch(n)
	if m == nil {
		return false
	}
	area, group, serial := m[1], m[2], m[3]
	if area[0] == '9' {
		g := int(group[0]-'0')*10 + int(group[1]-'0')
		return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99)
	}
	return area != "000" && area != "666" && group != "00" && serial != "0000"
}

func (m *Meta) validate() error {
	var v errs.Validation
	text := func(field, value string) string {
		value = strings.TrimSpace(value)
		v.Check(value != "" && len(value) <= 200, "meta."+field, "meta.%s is required (at most 200 characters)", field)
		return value
	}
	m.EmployerName = text("employer_name", m.EmployerName)
	m.EmploymentDescription = text("employment_description", m.EmploymentDescription)
	m.Occupation = text("occupation", m.Occupation)
	m.EmploymentStatus = strings.ToUpper(strings.TrimSpace(m.EmploymentStatus))
	v.Check(slices.Contains(EmploymentStatuses, m.EmploymentStatus), "meta.employment_status", "meta.employment_status must be one of %s",
		strings.Join(EmploymentStatuses, ", "))
	m.USResidencyStatus = strings.ToUpper(strings.TrimSpace(m.USResidencyStatus))
	v.Check(slices.Contains(ResidencyStatuses, m.USResidencyStatus), "meta.us_residency_status", "meta.us_residency_status must be one of %s",
		strings.Join(ResidencyStatuses, ", "))
	code, ok := customers.ValidCountry(m.Nationality)
	v.Check(ok, "meta.nationality", "meta.nationality must be an ISO 3166-1 alpha-2 code")
	m.Nationality = code
	m.IdentificationNumber = strings.TrimSpace(m.IdentificationNumber)
	if m.USResidencyStatus == "US_CITIZEN" || m.USResidencyStatus == "RESIDENT_ALIEN" {
		v.Check(validUSNumber(m.IdentificationNumber), "meta.identification_number",
			"meta.identification_number must be an SSN or ITIN (nine digits, e.g. 123-45-6789) for a US resident")
	} else {
		v.Check(other.MatchString(m.IdentificationNumber), "meta.identification_number",
			"meta.identification_number must be 4 to 30 letters, digits, spaces or dashes")
	}
	m.PassportNumber = strings.TrimSpace(m.PassportNumber)
	v.Check(m.PassportNumber == "" || other.MatchString(m.PassportNumber), "meta.passport_number",
		"meta.passport_number must be 4 to 30 letters, digits, spaces or dashes")
	return v.Err()
}

// last4 are an identification number's last four letters or digits.
func last4(n string) string {
	var kept []rune
	for _, r := range n {
		if r != '-' && r != ' ' {
			kept = append(kept, r)
		}
	}
	return string(kept[max(0, len(kept)-4):])
}

// open reveals a request's KYC link.
func (s *Service) open(ctx context.Context, idb bun.IDB, r *Request) (*Request, error) {
	if r.KYCLink != nil {
		link, err := s.links.Open(ctx, idb, *r.KYCLink)
		if err != nil {
			return nil, errs.Wrap(err, "open KYC link")
		}
		r.Link = link
	}
	return r, nil
}

func (s *Service) request(ctx context.Context, idb bun.IDB, p auth.Principal, reference string) (*Request, error) {
	r := new(Request)
	err := idb.NewSelect().Model(r).Where("organization_id = ? AND mode = ? AND reference = ?", p.OrganizationID, p.Mode, reference).Scan(ctx)
	if err != nil {
		return nil, db.Classify(err, "USD account request not found")
	}
	return s.open(ctx, idb, r)
}

// Request returns one of the caller's requests by reference.
func (s *Service) Request(ctx context.Context, p auth.Principal, reference string) (*Request, error) {
	return s.request(ctx, s.db, p, reference)
}

// openRequest returns the customer's pending or approved request, or nil.
func (s *Service) openRequest(ctx context.Context, idb bun.IDB, p auth.Principal, customerID string) (*Request, error) {
	var rs []Request
	err := idb.NewSelect().Model(&rs).Where("organization_id = ? AND mode = ? AND customer_id = ? AND status IN (?)",
		p.OrganizationID, p.Mode, customerID, bun.In([]string{Pending, Approved})).Order("created_at DESC").Limit(1).Scan(ctx)
	if err != nil || len(rs) == 0 {
		return nil, errs.Wrap(err, "find request")
	}
	return s.open(ctx, idb, &rs[0])
}

func (s *Service) available(p auth.Principal) error {
	if s.bank(p.Mode) == nil {
		return errs.E(errs.Unavailable, "usd_accounts_unavailable", "No bank is configured to open live USD accounts")
	}
	return nil
}

// CreateRequest asks for a customer's USD account. A customer has at most
// one open (pending or approved) request (usd_account_exists). The request
// is decided at once when the customer already has a verdict; otherwise a
// verification session is started for the customer and its link returned.
func (s *Service) CreateRequest(ctx context.Context, p auth.Principal, customerID string, meta Meta) (*Request, error) {
	if err := meta.validate(); err != nil {
		return nil, err
	}
	if err := s.available(p); err != nil {
		return nil, err
	}
	if _, err := s.cfg.Customers.Get(ctx, p, customerID); err != nil {
		return nil, err
	}
	if r, err := s.openRequest(ctx, s.db, p, customerID); err != nil || r != nil {
		if r != nil {
			err = errs.E(errs.Conflict, "usd_account_exists", "The customer already has a %s USD account request: %s",
				strings.ToLower(r.Status), r.Reference)
		}
		return nil, err
	}
	now := s.now()
	r := &Request{ID: ids.New("var"), OrganizationID: p.OrganizationID, Mode: p.Mode, Reference: ids.New("usdref"),
		CustomerID: customerID, Status: Pending, EmployerName: meta.EmployerName, EmploymentDescription: meta.EmploymentDescription,
		EmploymentStatus: meta.EmploymentStatus, Occupation: meta.Occupation, Nationality: meta.Nationality,
		USResidencyStatus:   meta.USResidencyStatus,
		IdentificationLast4: last4(meta.IdentificationNumber), Messages: []string{}, CreatedAt: now, UpdatedAt: now}
	var err error
	if r.IdentificationNumber, err = s.ids.Seal(ctx, s.db, meta.IdentificationNumber); err != nil {
		return nil, err
	}
	if meta.PassportNumber != "" {
		sealed, err := s.ids.Seal(ctx, s.db, meta.PassportNumber)
		if err != nil {
			return nil, err
		}
		r.PassportNumber = &sealed
	}
	return r, s.startOrDecide(ctx, p, r, "")
}

// KYCLink creates or reuses the customer's USD account request and starts
// a verification session for it (on the organization's default workflow),
// whose hosted-widget link goes to redirectURL after the verdict. A
// request already approved is answered as it is.
func (s *Service) KYCLink(ctx context.Context, p auth.Principal, customerID, redirectURL string) (*Request, error) {
	if !kyc.ValidRedirect(redirectURL) {
		return nil, errs.Invalidf("redirect_url", "redirect_url must be an http(s) URL")
	}
	if err := s.available(p); err != nil {
		return nil, err
	}
	if _, err := s.cfg.Customers.Get(ctx, p, customerID); err != nil {
		return nil, err
	}
	r, err := s.openRequest(ctx, s.db, p, customerID)
	if err != nil {
		return nil, err
	}
	if r != nil && r.Status == Approved {
		return r, nil
	}
	if r == nil {
		now := s.now()
		r = &Request{ID: ids.New("var"), OrganizationID: p.OrganizationID, Mode: p.Mode, Reference: ids.New("usdref"),
			CustomerID: customerID, Status: Pending, Messages: []string{}, CreatedAt: now, UpdatedAt: now}
	}
	return r, s.startOrDecide(ctx, p, r, redirectURL)
}

// startOrDecide saves r (new or pending): approved at once when the
// customer's latest verdict is an approval; otherwise with a new
// verification session and its link (a customer whose last verification
// was rejected may try again).
func (s *Service) startOrDecide(ctx context.Context, p auth.Principal, r *Request, redirectURL string) error {
	isNew := r.SessionID == nil
	ses, err := s.cfg.KYC.CustomerVerdict(ctx, s.db, p, r.CustomerID)
	if err != nil {
		return err
	}
	if ses != nil && ses.Status == kyc.StatusApproved {
		return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if !isNew {
				return s.decideByVerdict(ctx, tx, p, r) // guarded against a concurrent decision
			}
			if _, err := tx.NewInsert().Model(r).Exec(ctx); err != nil {
				return errs.Wrap(err, "create request")
			}
			return s.decide(ctx, tx, p, r, true, nil)
		})
	}
	ses, token, err := s.cfg.KYC.CreateSession(ctx, p, kyc.CreateSessionInput{CustomerID: r.CustomerID, RedirectURL: redirectURL,
		UserReference: r.Reference})
	if err != nil {
		return err
	}
	r.Link, r.ExpiresAt = s.cfg.KYC.WidgetURL(token), &ses.ExpiresAt
	sealed, err := s.links.Seal(ctx, s.db, r.Link)
	if err != nil {
		return err
	}
	r.SessionID, r.KYCLink, r.UpdatedAt = &ses.ID, &sealed, s.now()
	if isNew {
		_, err = s.db.NewInsert().Model(r).Exec(ctx)
	} else {
		_, err = s.db.NewUpdate().Model(r).Column("session_id", "kyc_link", "updated_at").WherePK().Exec(ctx)
	}
	return errs.Wrap(err, "save request")
}

// decideByVerdict settles a pending request by the customer's latest verdict.
func (s *Service) decideByVerdict(ctx context.Context, tx bun.Tx, p auth.Principal, r *Request) error {
	ses, err := s.cfg.KYC.CustomerVerdict(ctx, tx, p, r.CustomerID)
	if err != nil || ses == nil {
		return err
	}
	// Lock the request: a concurrent decision of it waits, then sees it decided.
	res, err := tx.NewUpdate().Model(r).Set("updated_at = ?", s.now()).Where("id = ? AND status = ?", r.ID, Pending).Exec(ctx)
	if err != nil {
		return errs.Wrap(err, "decide request")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return s.decide(ctx, tx, p, r, ses.Status == kyc.StatusApproved, reasonsOf(ses))
}

// Decide settles a pending request by hand (the sandbox routes): approved,
// or rejected with reasons.
func (s *Service) Decide(ctx context.Context, p auth.Principal, reference string, approve bool, reason string) (*Request, error) {
	var r *Request
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if r, err = s.request(ctx, tx, p, reference); err != nil {
			return err
		}
		res, err := tx.NewUpdate().Model(r).Set("updated_at = ?", s.now()).Where("id = ? AND status = ?", r.ID, Pending).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "decide request")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errs.E(errs.Conflict, "request_decided", "The request is already %s", strings.ToLower(r.Status))
		}
		if reason == "" {
			reason = "The request was rejected."
		}
		return s.decide(ctx, tx, p, r, approve, []string{reason})
	})
	return r, err
}

// decide approves r (opening its account) or rejects it with reasons, and
// records usd_account.approved or .rejected, in tx.
func (s *Service) decide(ctx context.Context, tx bun.Tx, p auth.Principal, r *Request, approve bool, reasons []string) error {
	now := s.now()
	r.DecidedAt, r.UpdatedAt = &now, now
	event := "usd_account.rejected"
	if approve {
		c, err := s.cfg.Customers.GetTx(ctx, tx, p, r.CustomerID)
		if err != nil {
			return err
		}
		bank := s.bank(p.Mode)
		a := &Account{ID: ids.New("vac"), OrganizationID: p.OrganizationID, Mode: p.Mode, CustomerID: r.CustomerID, RequestID: r.ID,
			AccountName: c.FirstName + " " + c.LastName, AccountNumber: digits(12), RoutingNumber: bank.Routing,
			BankName: bank.Name, CreatedAt: now}
		if _, err := tx.NewInsert().Model(a).Exec(ctx); err != nil {
			return errs.Wrap(err, "open account") // a clash of twelve random digits: the job retries
		}
		r.Status, r.AccountID, r.Messages, event = Approved, &a.ID, []string{}, "usd_account.approved"
	} else {
		r.Status, r.Messages = Rejected, reasons
	}
	if _, err := tx.NewUpdate().Model(r).Column("status", "account_id", "messages", "decided_at", "updated_at").WherePK().Exec(ctx); err != nil {
		return errs.Wrap(err, "decide request")
	}
	_, err := s.cfg.Events.Record(ctx, tx, p, event, r.Reference, r.event())
	return err
}

// event is the request as its events record it: without its sealed
// columns (the identification and passport numbers, the sealed link).
func (r *Request) event() *Request {
	out := *r
	out.IdentificationNumber, out.PassportNumber, out.KYCLink = "", nil, nil
	return &out
}

// Account returns one of the caller's USD accounts.
func (s *Service) Account(ctx context.Context, p auth.Principal, id string) (*Account, error) {
	return s.account(ctx, s.db, p, id)
}

func (s *Service) account(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Account, error) {
	a := new(Account)
	err := idb.NewSelect().Model(a).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return a, db.Classify(err, "USD account not found")
}
