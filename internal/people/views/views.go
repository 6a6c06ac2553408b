// Package views keeps the console's saved views: a list's filters (its
// query string) saved under a name by a member, for themselves or shared
// with their organization.
package views

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Lists are the lists a view can be saved for.
var Lists = []string{"sessions", "review", "customers", "exchanges", "withdrawals", "transfers", "audit", "ledger"}

// Limits of views.
const (
	MaxName = 60
	// MaxQuery bounds a view's query string.
	MaxQuery = 2000
	// MaxPerList is how many views one member may save on one list.
	MaxPerList = 50
)

// View is a saved view.
type View struct {
	bun.BaseModel  `bun:"table:saved_views,alias:v"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	UserID         string    `bun:"user_id"`
	List           string    `bun:"list"`
	Name           string    `bun:"name"`
	Query          string    `bun:"query"`
	Shared         bool      `bun:"shared,notnull"`
	CreatedAt      time.Time `bun:"created_at"`
	// CreatedBy is the name (or email) of the member who saved it.
	CreatedBy string `bun:"created_by,scanonly"`
}

// Service saves, lists and deletes views.
type Service struct {
	db  *db.DB
	now func() time.Time
}

// New returns the service over d.
func New(d *db.DB, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{db: d, now: now}
}

var errPeople = errs.E(errs.Forbidden, "people_only", "Saved views are a signed-in person's")

// List returns the views of list the caller sees: their own and those
// shared in their organization, by name.
func (s *Service) List(ctx context.Context, p auth.Principal, list string) ([]View, error) {
	if p.Kind != auth.User {
		return nil, errPeople
	}
	out := []View{}
	err := s.db.NewSelect().Model(&out).
		ColumnExpr("v.*, COALESCE(NULLIF(u.name, ''), u.email) AS created_by").
		Join("JOIN users AS u ON u.id = v.user_id").
		Where("v.organization_id = ? AND v.list = ? AND (v.user_id = ? OR v.shared = ?)", p.OrganizationID, list, p.UserID, true).
		OrderExpr("lower(v.name), v.id").Limit(MaxPerList * 4).Scan(ctx)
	return out, errs.Wrap(err, "list saved views")
}

// Input is a view to save.
type Input struct {
	List, Name, Query string
	Shared            bool
}

// Create saves a view for the caller.
func (s *Service) Create(ctx context.Context, p auth.Principal, in Input) (*View, error) {
	if p.Kind != auth.User {
		return nil, errPeople
	}
	name := strings.TrimSpace(in.Name)
	query := strings.TrimPrefix(strings.TrimSpace(in.Query), "?")
	var v errs.Validation
	v.Check(slices.Contains(Lists, in.List), "list", "list must be one of %s", strings.Join(Lists, ", "))
	v.Check(name != "" && utf8.RuneCountInString(name) <= MaxName, "name", "name must be 1 to %d characters", MaxName)
	if v.Check(len(query) <= MaxQuery, "query", "query must be at most %d characters", MaxQuery) {
		_, err := url.ParseQuery(query)
		v.Check(err == nil, "query", "query must be a URL query string (status=approved&flagged=true)")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	view := &View{ID: ids.New("view"), OrganizationID: p.OrganizationID, UserID: p.UserID, List: in.List, Name: name, Query: query,
		Shared: in.Shared, CreatedAt: s.now().UTC().Truncate(time.Microsecond), CreatedBy: p.UserName}
	if view.CreatedBy == "" {
		view.CreatedBy = p.UserEmail
	}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Model((*View)(nil)).
			Where("organization_id = ? AND user_id = ? AND list = ?", p.OrganizationID, p.UserID, in.List).Count(ctx)
		if err != nil {
			return errs.Wrap(err, "count saved views")
		}
		if n >= MaxPerList {
			return errs.E(errs.Conflict, "limit_reached", "You have %d views of this list already; delete one first", MaxPerList)
		}
		_, err = tx.NewInsert().Model(view).Exec(ctx)
		return errs.Wrap(err, "save view")
	})
	if err != nil {
		return nil, err
	}
	return view, nil
}

// Delete removes a view: the caller's own, or a shared one when the
// caller manages the organization.
func (s *Service) Delete(ctx context.Context, p auth.Principal, id string) error {
	if p.Kind != auth.User {
		return errPeople
	}
	q := s.db.NewDelete().Model((*View)(nil)).Where("id = ? AND organization_id = ?", id, p.OrganizationID)
	if p.Can(auth.Manage) {
		q = q.Where("(user_id = ? OR shared = ?)", p.UserID, true)
	} else {
		q = q.Where("user_id = ?", p.UserID)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return errs.Wrap(err, "delete view")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errs.E(errs.NotFound, "not_found", "No saved view %s of yours", id)
	}
	return nil
}

// Forget removes a member's own views (they left the organization); the
// views they shared stay with it.
func (s *Service) Forget(ctx context.Context, idb bun.IDB, orgID, userID string) error {
	_, err := idb.NewDelete().Model((*View)(nil)).Where("organization_id = ? AND user_id = ? AND shared = ?", orgID, userID, false).Exec(ctx)
	return errs.Wrap(err, "forget views")
}
