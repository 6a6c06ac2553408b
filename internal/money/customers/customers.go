// Package customers keeps an organization's customers: the people its money
// movement and identity verification are for.
package customers

import (
	"context"
	"net/mail"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"golang.org/x/text/language"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Status values. New customers are ACTIVE at tier 0: they can hold wallets
// and addresses; tiers above 0 come from identity verification.
const (
	StatusActive = "ACTIVE"
)

// Customer is a person an organization serves.
type Customer struct {
	bun.BaseModel  `bun:"table:customers"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	FirstName      string    `bun:"first_name"`
	LastName       string    `bun:"last_name"`
	Email          string    `bun:"email"`
	Country        string    `bun:"country"`
	Status         string    `bun:"status"`
	Tier           int       `bun:"tier"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`
}

// Service manages customers.
type Service struct {
	db  *db.DB
	now func() time.Time
}

// New returns a Service over d.
func New(d *db.DB) *Service { return &Service{db: d, now: time.Now} }

// CreateInput is a new customer's details.
type CreateInput struct {
	FirstName string
	LastName  string
	Email     string
	Country   string
}

// ValidCountry reports whether code is an ISO 3166-1 alpha-2 country code,
// and returns it in upper case.
func ValidCountry(code string) (string, bool) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if len(code) != 2 {
		return code, false
	}
	r, err := language.ParseRegion(code)
	return code, err == nil && r.IsCountry() && r.String() == code
}

// Create adds a customer. Emails are unique per organization and mode
// (case-insensitive): a second customer with the same email is 409 duplicate_customer.
func (s *Service) Create(ctx context.Context, p auth.Principal, in CreateInput) (*Customer, error) {
	var v errs.Validation
	in.FirstName, in.LastName = strings.TrimSpace(in.FirstName), strings.TrimSpace(in.LastName)
	v.Check(in.FirstName != "" && len(in.FirstName) <= 100, "first_name", "first_name is required (at most 100 characters)")
	v.Check(in.LastName != "" && len(in.LastName) <= 100, "last_name", "last_name is required (at most 100 characters)")
	email := strings.ToLower(strings.TrimSpace(in.Email))
	addr, err := mail.ParseAddress(email)
	v.Check(err == nil && addr.Address == email && len(email) <= 254, "email", "email must be a valid email address")
	country, ok := ValidCountry(in.Country)
	v.Check(ok, "country", "country must be an ISO 3166-1 alpha-2 code such as NG or US")
	if err := v.Err(); err != nil {
		return nil, err
	}
	now := s.now().UTC()
	c := &Customer{ID: ids.New("cus"), OrganizationID: p.OrganizationID, Mode: p.Mode, FirstName: in.FirstName,
		LastName: in.LastName, Email: email, Country: country, Status: StatusActive, CreatedAt: now, UpdatedAt: now}
	if _, err := s.db.NewInsert().Model(c).Exec(ctx); err != nil {
		if db.IsUniqueViolation(err) {
			return nil, errs.E(errs.Conflict, "duplicate_customer", "A customer with this email exists")
		}
		return nil, errs.Wrap(err, "create customer")
	}
	return c, nil
}

// Get returns the caller's customer by id; another tenant's id is not_found.
func (s *Service) Get(ctx context.Context, p auth.Principal, id string) (*Customer, error) {
	return s.GetTx(ctx, s.db, p, id)
}

// GetTx is Get through idb, for callers inside a transaction.
func (s *Service) GetTx(ctx context.Context, idb bun.IDB, p auth.Principal, id string) (*Customer, error) {
	c := new(Customer)
	err := idb.NewSelect().Model(c).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	return c, db.Classify(err, "Customer not found")
}

// ByID reads several of the caller's customers in one statement (the
// sessions of a list, through a dataloader); an id of another
// organization or mode has none.
func (s *Service) ByID(ctx context.Context, p auth.Principal, ids []string) (map[string]*Customer, error) {
	m, err := db.ByID(ctx, s.db, p.OrganizationID, string(p.Mode), ids, func(c *Customer) string { return c.ID })
	return m, errs.Wrap(err, "read customers")
}

// Filter narrows a list.
type Filter struct {
	Email  string
	Status string
	Search string // in names and email, case-insensitive
	From   *time.Time
	To     *time.Time
}

// List returns a page of customers, newest first, and the total matching.
func (s *Service) List(ctx context.Context, p auth.Principal, f Filter, page paging.Page) ([]Customer, int, error) {
	out := []Customer{}
	n, err := page.Select(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f))
	return out, n, errs.Wrap(err, "list customers")
}

// ListAfter returns up to limit+1 customers after the cursor, newest first
// (the extra row tells the caller there is a next page).
func (s *Service) ListAfter(ctx context.Context, p auth.Principal, f Filter, after *paging.Cursor, limit int) ([]Customer, error) {
	out := []Customer{}
	err := paging.SelectAfter(ctx, s.filtered(s.db.NewSelect().Model(&out), p, f), after, limit)
	return out, errs.Wrap(err, "list customers")
}

// Count counts the customers the filter matches, up to paging.MaxCount.
func (s *Service) Count(ctx context.Context, p auth.Principal, f Filter) (int, error) {
	n, err := paging.CountUpTo(ctx, s.db, s.filtered(s.db.NewSelect().Model((*Customer)(nil)), p, f))
	return n, errs.Wrap(err, "count customers")
}

func (s *Service) filtered(q *bun.SelectQuery, p auth.Principal, f Filter) *bun.SelectQuery {
	q = db.Narrow(q.Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode)).
		Eq("email", strings.ToLower(f.Email)).Eq("status", strings.ToUpper(f.Status)).Between("created_at", f.From, f.To).Query()
	// Each word of the search is in a name or the email ("ada lovelace"
	// finds Ada Lovelace); words after the eighth are not looked for.
	words := strings.Fields(f.Search)
	for _, word := range words[:min(len(words), 8)] {
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.ToLower(word)) + "%"
		q = q.Where(`(lower(first_name) LIKE ? ESCAPE '\' OR lower(last_name) LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\')`, like, like, like)
	}
	return q
}
