// Package orgs owns organizations (the tenants) and their settings: the
// browser origins they allow on the client API, how the hosted widget
// presents them (name, theme, accent, logo, handoff, desktops) and how
// long they keep personal data. Credentials that act for an organization
// live in package auth, which reads these settings into its principals and
// forgets them when they change (OnChange).
package orgs

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Organization is a tenant.
type Organization struct {
	bun.BaseModel `bun:"table:organizations"`
	ID            string `bun:"id,pk"`
	Name          string `bun:"name"`
	// AllowedOrigins are the browser origins allowed on the client API.
	AllowedOrigins []string `bun:"allowed_origins,type:text"`
	// Widget is how the hosted widget presents the organization.
	Widget WidgetSettings `bun:"widget,type:text"`
	// RetentionDays is how long a session's images and personal fields
	// are kept after it ends; nil keeps them.
	RetentionDays *int `bun:"retention_days"`
	// RequireSecondFactor asks every member to have a second factor: one
	// without is asked to set one up before anything else.
	RequireSecondFactor bool `bun:"require_second_factor"`
	// ReviewTargetMinutes is how long a live case may wait for review
	// before the members who asked are mailed; nil: an hour.
	ReviewTargetMinutes *int      `bun:"review_target_minutes"`
	CreatedAt           time.Time `bun:"created_at"`
}

// Config tunes the service.
type Config struct {
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Audit records changes of retention; default a log over the same
	// database.
	Audit *audit.Log
}

// Service manages organizations and their settings.
type Service struct {
	db    *db.DB
	now   func() time.Time
	audit *audit.Log

	mu        sync.Mutex
	listeners []func(orgID string)
}

// New returns a Service over d.
func New(d *db.DB, cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Audit == nil {
		cfg.Audit = audit.New(d, cfg.Now)
	}
	return &Service{db: d, now: cfg.Now, audit: cfg.Audit}
}

// Lock holds the organization's row until tx ends, so that transactions
// that count an organization's objects before adding one (to keep within a
// limit) take turns. On PostgreSQL it is FOR NO KEY UPDATE, which leaves
// inserts that only reference the organization free; SQLite's write
// transactions run one at a time already.
func Lock(ctx context.Context, d *db.DB, tx bun.IDB, orgID string) error {
	if d.Engine != db.Postgres {
		return nil
	}
	_, err := tx.NewRaw("SELECT id FROM organizations WHERE id = ? FOR NO KEY UPDATE", orgID).Exec(ctx)
	return errs.Wrap(err, "lock organization")
}

// OnChange registers f to be called, in this process, with the id of an
// organization whose allowed origins or widget settings changed, once the
// change is stored. Package auth uses it to forget the principals it
// cached, so that the change applies at once here and within auth's cache
// TTL in other processes.
func (s *Service) OnChange(f func(orgID string)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listeners = append(s.listeners, f)
}

func (s *Service) changed(orgID string) {
	s.mu.Lock()
	listeners := s.listeners
	s.mu.Unlock()
	for _, f := range listeners {
		f(orgID)
	}
}

func (s *Service) clock() time.Time { return s.now().UTC() }

// Create makes a new tenant with a unique name (duplicate_organization
// otherwise).
func (s *Service) Create(ctx context.Context, name string) (*Organization, error) {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 200 {
		return nil, errs.Invalidf("name", "name must be 1 to 200 characters")
	}
	o := &Organization{ID: ids.New("org"), Name: name, AllowedOrigins: []string{}, CreatedAt: s.clock()}
	if _, err := s.db.NewInsert().Model(o).Exec(ctx); err != nil {
		if db.IsUniqueViolation(err) {
			return nil, errs.E(errs.Conflict, "duplicate_organization", "An organization named %q exists", name)
		}
		return nil, errs.Wrap(err, "create organization")
	}
	return o, nil
}

// ByName finds a tenant by name.
func (s *Service) ByName(ctx context.Context, name string) (*Organization, error) {
	o := new(Organization)
	err := s.db.NewSelect().Model(o).Where("name = ?", name).Scan(ctx)
	return o, db.Classify(err, "No such organization")
}

// Get finds a tenant by id.
func (s *Service) Get(ctx context.Context, id string) (*Organization, error) {
	o := new(Organization)
	err := s.db.NewSelect().Model(o).Where("id = ?", id).Scan(ctx)
	return o, db.Classify(err, "No such organization")
}

// Ensure returns the organization with that name, creating it if needed.
func (s *Service) Ensure(ctx context.Context, name string) (*Organization, error) {
	o, err := s.ByName(ctx, name)
	if err == nil || errs.KindOf(err) != errs.NotFound {
		return o, err
	}
	o, err = s.Create(ctx, name)
	if errs.Is(err, "duplicate_organization") { // created meanwhile by another process
		return s.ByName(ctx, name)
	}
	return o, err
}

// MaxAllowedOrigins bounds an organization's allowed origins.
const MaxAllowedOrigins = 50

// SetAllowedOrigins replaces the organization's allowed browser origins
// (ParseOrigin: scheme://host[:port], http or https), at most
// MaxAllowedOrigins, stored as browsers send them.
func (s *Service) SetAllowedOrigins(ctx context.Context, orgID string, origins []string) (*Organization, error) {
	var v errs.Validation
	clean := make([]string, 0, len(origins))
	for _, o := range origins {
		origin, err := ParseOrigin(o)
		if v.Check(err == nil, "allowed_origins", "%q is not an origin such as https://shop.example (%v)", clip(o), err) {
			clean = append(clean, origin)
		}
	}
	v.Check(len(origins) <= MaxAllowedOrigins, "allowed_origins", "at most %d origins", MaxAllowedOrigins)
	if err := v.Err(); err != nil {
		return nil, err
	}
	list, _ := json.Marshal(clean)
	if _, err := s.db.NewUpdate().Model((*Organization)(nil)).Set("allowed_origins = ?", string(list)).Where("id = ?", orgID).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "set allowed origins")
	}
	s.changed(orgID)
	return s.Get(ctx, orgID)
}

// Retention bounds, in days.
const (
	MinRetentionDays = 1
	MaxRetentionDays = 3650
)

// SetRetention sets how many days the organization keeps a session's
// images and personal fields after it ends (nil: keeps them), recorded in
// the audit log as done by actor in mode.
func (s *Service) SetRetention(ctx context.Context, orgID, mode string, actor audit.Actor, days *int) (*Organization, error) {
	if days != nil && (*days < MinRetentionDays || *days > MaxRetentionDays) {
		return nil, errs.Invalidf("retentionDays", "retentionDays must be from %d to %d, or null to keep data", MinRetentionDays, MaxRetentionDays)
	}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*Organization)(nil)).Set("retention_days = ?", days).Where("id = ?", orgID).Exec(ctx); err != nil {
			return errs.Wrap(err, "set retention")
		}
		return s.audit.Add(ctx, tx, audit.Record{OrganizationID: orgID, Mode: mode, Actor: actor,
			Action: audit.RetentionChanged, ObjectType: "organization", ObjectID: orgID, Data: map[string]any{"retention_days": days}})
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, orgID)
}

// Bounds of the review target, in minutes: five minutes to a week.
const (
	MinReviewTarget = 5
	MaxReviewTarget = 7 * 24 * 60
)

// SetReviewTarget sets how long a live case may wait for review before
// the members who asked are mailed.
func (s *Service) SetReviewTarget(ctx context.Context, orgID string, actor audit.Actor, minutes int) (*Organization, error) {
	if minutes < MinReviewTarget || minutes > MaxReviewTarget {
		return nil, errs.Invalidf("reviewTargetMinutes", "reviewTargetMinutes must be from %d to %d", MinReviewTarget, MaxReviewTarget)
	}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*Organization)(nil)).Set("review_target_minutes = ?", minutes).Where("id = ?", orgID).Exec(ctx); err != nil {
			return errs.Wrap(err, "set review target")
		}
		return s.audit.Add(ctx, tx, audit.Record{OrganizationID: orgID, Mode: audit.OrganizationWide, Actor: actor,
			Action: audit.ReviewTargetChanged, ObjectType: "organization", ObjectID: orgID, Data: map[string]any{"review_target_minutes": minutes}})
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, orgID)
}

// SetSecurityPolicy sets whether every member must have a second factor.
// Sessions take it within the credential cache's TTL (at once here).
func (s *Service) SetSecurityPolicy(ctx context.Context, orgID string, actor audit.Actor, requireSecondFactor bool) (*Organization, error) {
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*Organization)(nil)).Set("require_second_factor = ?", requireSecondFactor).
			Where("id = ?", orgID).Exec(ctx); err != nil {
			return errs.Wrap(err, "set security policy")
		}
		return s.audit.Add(ctx, tx, audit.Record{OrganizationID: orgID, Mode: audit.OrganizationWide, Actor: actor,
			Action: audit.SecurityPolicyChanged, ObjectType: "organization", ObjectID: orgID,
			Data: map[string]any{"require_second_factor": requireSecondFactor}})
	})
	if err != nil {
		return nil, err
	}
	s.changed(orgID)
	return s.Get(ctx, orgID)
}
