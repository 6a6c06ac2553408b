package kyc

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/geocode"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/httpdriver"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ptr"
)

// Drivers: what runs a stage of a verification.
const (
	// DriverMock: the hint-driven mocks, in test mode only.
	DriverMock = "mock"
	// DriverBuiltin: the checks built into the server, on its machine with
	// no network (a stage without one cannot take it).
	DriverBuiltin = "builtin"
	// DriverHTTP: an external service (package httpdriver).
	DriverHTTP = "http"
	// DriverGeocoder: a Nominatim-compatible geocoder (package geocode),
	// for the address stage.
	DriverGeocoder = "geocoder"
	// DriverNone: nothing; the stage's sessions go to a person.
	DriverNone = "none"
)

// Outbound is how the service reaches external checks.
type Outbound struct {
	// Client is the HTTP client of a mode's calls (live mode's reaches
	// only public addresses).
	Client func(auth.Mode) *http.Client
	// CheckURL refuses a URL the caller's mode may not call (live mode:
	// https to a public address), as a validation error of field url.
	CheckURL func(ctx context.Context, p auth.Principal, raw string) error
	// Sign signs a request's body (Standard Webhooks).
	Sign httpdriver.Signer
}

// driverRow is an organization's choice for a stage in a mode.
type driverRow struct {
	bun.BaseModel  `bun:"table:verification_drivers"`
	OrganizationID string    `bun:"organization_id,pk"`
	Mode           auth.Mode `bun:"mode,pk"`
	Stage          string    `bun:"stage,pk"`
	Driver         string    `bun:"driver"`
	URL            *string   `bun:"url"`
	SealedSecret   *string   `bun:"secret"`
	SecretHint     *string   `bun:"secret_hint"`
	UpdatedAt      time.Time `bun:"updated_at"`
}

// Driver is what runs one stage of the organization's verifications in a
// mode.
type Driver struct {
	Stage string
	// Name is the driver (DriverMock, DriverBuiltin, DriverHTTP, DriverNone).
	Name string
	// URL and SecretHint (the secret's start and end) of an external
	// service.
	URL, SecretHint string
	// Chosen is true when the organization chose the driver, false for
	// the mode's default.
	Chosen bool
	// Problem says why the driver cannot run here ("" when it can).
	Problem   string
	UpdatedAt *time.Time
}

// DriverInput chooses a stage's driver; Name "" goes back to the mode's
// default. An external service needs URL, and Secret unless it keeps the
// one it has.
type DriverInput struct {
	Stage, Name string
	URL         string
	Secret      *string
}

// defaultDriver is a mode's driver for a stage when the organization chose
// none: the mocks in test mode; in live mode the builtin check where the
// server has one, else none.
func (s *Service) defaultDriver(m auth.Mode, stage string) string {
	if m == auth.Test {
		return DriverMock
	}
	if stageOf(s.cfg.Builtin, stage) {
		return DriverBuiltin
	}
	return DriverNone
}

// stageOf reports whether set has a driver for stage.
func stageOf(set providers.Set, stage string) bool {
	switch stage {
	case StageDocument:
		return set.OCR != nil
	case StageLiveness:
		return set.Liveness != nil
	case StageFaceMatch:
		return set.FaceMatch != nil
	case StageAddress:
		return set.Address != nil
	}
	return false
}

// take sets stage's driver in dst to from's.
func take(dst *providers.Set, stage string, from providers.Set) {
	switch stage {
	case StageDocument:
		dst.OCR = from.OCR
	case StageLiveness:
		dst.Liveness = from.Liveness
	case StageFaceMatch:
		dst.FaceMatch = from.FaceMatch
	case StageAddress:
		dst.Address = from.Address
	}
}

// driversTopic names the announcements of changes of an organization's
// verification drivers (key: organization id|mode).
const driversTopic = "kyc.drivers"

// driverRows returns the organization's choices in mode m. With
// cfg.Changes the process keeps them (read-only) until they change
// anywhere: a flow reads them at each document step and at its decision.
func (s *Service) driverRows(ctx context.Context, idb bun.IDB, orgID string, m auth.Mode) ([]driverRow, error) {
	if s.drivers == nil {
		return readDriverRows(ctx, idb, orgID, m)
	}
	return s.drivers.Get(ctx, orgID+"|"+string(m), func(ctx context.Context) ([]driverRow, error) {
		return readDriverRows(ctx, idb, orgID, m)
	})
}

// readDriverRows reads the organization's choices in mode m from idb.
func readDriverRows(ctx context.Context, idb bun.IDB, orgID string, m auth.Mode) ([]driverRow, error) {
	var rows []driverRow
	err := idb.NewSelect().Model(&rows).Where("organization_id = ? AND mode = ?", orgID, m).Scan(ctx)
	return rows, errs.Wrap(err, "read the verification drivers")
}

// providersFor returns the checks of an organization in a mode: its
// choices, and the mode's defaults for the stages it chose nothing for. A
// stage no driver runs is nil.
func (s *Service) providersFor(ctx context.Context, idb bun.IDB, orgID string, m auth.Mode) (providers.Set, error) {
	var set providers.Set
	for _, stage := range allStages {
		switch s.defaultDriver(m, stage) {
		case DriverMock:
			take(&set, stage, s.cfg.Providers)
		case DriverBuiltin:
			take(&set, stage, s.cfg.Builtin)
		}
	}
	rows, err := s.driverRows(ctx, idb, orgID, m)
	if err != nil {
		return set, err
	}
	for _, r := range rows {
		switch r.Driver {
		case DriverMock:
			if m == auth.Test { // never in live mode, whatever is stored
				take(&set, r.Stage, s.cfg.Providers)
			} else {
				take(&set, r.Stage, providers.Set{})
			}
		case DriverBuiltin:
			take(&set, r.Stage, s.cfg.Builtin)
		case DriverGeocoder:
			if r.URL != nil && s.cfg.Outbound.Client != nil {
				take(&set, r.Stage, providers.Set{Address: geocode.New(*r.URL, s.cfg.Outbound.Client(m))})
			}
		case DriverHTTP:
			d, err := s.httpDriver(ctx, idb, m, &r)
			if err != nil {
				return set, err
			}
			take(&set, r.Stage, providers.Set{OCR: d, Liveness: d, FaceMatch: d, Address: d})
		default:
			take(&set, r.Stage, providers.Set{})
		}
	}
	return set, nil
}

func (s *Service) httpDriver(ctx context.Context, idb bun.IDB, m auth.Mode, r *driverRow) (*httpdriver.Driver, error) {
	if r.URL == nil || r.SealedSecret == nil || s.cfg.Outbound.Client == nil {
		return nil, fmt.Errorf("the %s stage's external service is not configured", r.Stage)
	}
	secret, err := s.cfg.Ring.Open(ctx, idb, *r.SealedSecret)
	if err != nil {
		return nil, err
	}
	return httpdriver.New(*r.URL, string(secret), s.cfg.Outbound.Client(m), s.cfg.Outbound.Sign), nil
}

// Drivers lists what runs each stage of the organization's verifications
// in the caller's mode.
func (s *Service) Drivers(ctx context.Context, p auth.Principal) ([]Driver, error) {
	rows, err := s.driverRows(ctx, s.db, p.OrganizationID, p.Mode)
	if err != nil {
		return nil, err
	}
	out := make([]Driver, 0, len(allStages))
	for _, stage := range allStages {
		d := Driver{Stage: stage, Name: s.defaultDriver(p.Mode, stage)}
		for _, r := range rows {
			if r.Stage == stage {
				d.Name, d.Chosen, d.URL, d.SecretHint, d.UpdatedAt = r.Driver, true, ptr.Value(r.URL), ptr.Value(r.SecretHint), &r.UpdatedAt
			}
		}
		d.Problem = s.driverProblem(p.Mode, stage, d.Name)
		out = append(out, d)
	}
	return out, nil
}

// driverProblem says why a stage's driver cannot run in mode m here.
func (s *Service) driverProblem(m auth.Mode, stage, name string) string {
	switch name {
	case DriverMock:
		if m == auth.Live {
			return "the mocks run in test mode only"
		}
	case DriverBuiltin:
		if p := s.cfg.BuiltinProblems[stage]; p != "" {
			return p
		}
		if !stageOf(s.cfg.Builtin, stage) {
			return "no builtin driver for this stage"
		}
	case DriverNone:
		return "no driver: the stage's sessions go to a person"
	}
	return ""
}

// SetDrivers changes what runs the stages named in the caller's mode and
// returns every stage's driver. Each input is validated before anything
// is written; the change is audited (without the secret).
func (s *Service) SetDrivers(ctx context.Context, p auth.Principal, in []DriverInput) ([]Driver, error) {
	var v errs.Validation
	seen := map[string]bool{}
	for i, d := range in {
		field := fmt.Sprintf("input[%d]", i)
		switch {
		case !slices.Contains(allStages, d.Stage):
			v.Add(field+".stage", "stage must be one of %v", allStages)
		case seen[d.Stage]:
			v.Add(field+".stage", "%s is named twice", d.Stage)
		}
		seen[d.Stage] = true
		switch d.Name {
		case "", DriverNone, DriverHTTP:
		case DriverGeocoder:
			if d.Stage != StageAddress {
				v.Add(field+".driver", "a geocoder checks addresses only")
			}
		case DriverMock:
			if p.Mode == auth.Live {
				v.Add(field+".driver", "the mocks run in test mode only")
			}
		case DriverBuiltin:
			if !stageOf(s.cfg.Builtin, d.Stage) && s.cfg.BuiltinProblems[d.Stage] == "" {
				v.Add(field+".driver", "there is no builtin driver for the %s stage", d.Stage)
			}
		default:
			v.Add(field+".driver", "driver must be mock, builtin, http, geocoder or none")
		}
		if d.Name != DriverHTTP && d.Name != DriverGeocoder {
			continue
		}
		if s.cfg.Outbound.CheckURL == nil || s.cfg.Outbound.Client == nil {
			v.Add(field+".driver", "this server makes no outbound calls")
			continue
		}
		if err := s.cfg.Outbound.CheckURL(ctx, p, d.URL); err != nil {
			v.Add(field+".url", "%s", errs.As(err).Message)
		}
		if d.Name == DriverGeocoder {
			continue
		}
		if d.Secret != nil {
			if _, err := standardwebhooks.NewWebhook(*d.Secret); err != nil || len(*d.Secret) > 200 || len(*d.Secret) < 24 {
				v.Add(field+".secret", "secret must be a Standard Webhooks secret: whsec_ and at least 16 bytes in base64")
			}
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	now := s.now()
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		rows, err := readDriverRows(ctx, tx, p.OrganizationID, p.Mode)
		if err != nil {
			return err
		}
		changed := map[string]any{}
		var forget []string // the secrets replaced
		for i, d := range in {
			for _, r := range rows {
				if r.Stage == d.Stage && r.SealedSecret != nil && (d.Name != DriverHTTP || d.Secret != nil) {
					forget = append(forget, *r.SealedSecret)
				}
			}
			q := tx.NewDelete().Model((*driverRow)(nil)).Where("organization_id = ? AND mode = ? AND stage = ?", p.OrganizationID, p.Mode, d.Stage)
			if d.Name == "" {
				if _, err := q.Exec(ctx); err != nil {
					return errs.Wrap(err, "reset a verification driver")
				}
				changed[d.Stage] = "default"
				continue
			}
			row := &driverRow{OrganizationID: p.OrganizationID, Mode: p.Mode, Stage: d.Stage, Driver: d.Name, UpdatedAt: now}
			if d.Name == DriverGeocoder {
				row.URL = &d.URL
			}
			if d.Name == DriverHTTP {
				row.URL = &d.URL
				if d.Secret == nil {
					for _, r := range rows {
						if r.Stage == d.Stage && r.SealedSecret != nil {
							row.SealedSecret, row.SecretHint = r.SealedSecret, r.SecretHint
						}
					}
					if row.SealedSecret == nil {
						return errs.Invalidf(fmt.Sprintf("input[%d].secret", i), "an external service needs its signing secret")
					}
				} else {
					sealed, err := s.cfg.Ring.Seal(ctx, tx, []byte(*d.Secret))
					if err != nil {
						return err
					}
					hint := (*d.Secret)[:min(len(*d.Secret), 10)] + "…" + (*d.Secret)[len(*d.Secret)-4:]
					row.SealedSecret, row.SecretHint = &sealed, &hint
				}
			}
			if _, err := q.Exec(ctx); err != nil {
				return errs.Wrap(err, "replace a verification driver")
			}
			if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
				return errs.Wrap(err, "choose a verification driver")
			}
			changed[d.Stage] = map[string]any{"driver": d.Name, "url": d.URL, "secret_changed": d.Secret != nil}
		}
		if err := s.cfg.Ring.ForgetSealed(ctx, tx, forget...); err != nil {
			return err
		}
		if s.cfg.Changes != nil {
			if err := s.cfg.Changes.Announce(ctx, tx, driversTopic, p.OrganizationID+"|"+string(p.Mode)); err != nil {
				return err
			}
		}
		return s.cfg.Audit.Add(ctx, tx, audit.Record{OrganizationID: p.OrganizationID, Mode: string(p.Mode), Actor: auth.ActorOf(ctx),
			Action: audit.VerificationDriversChanged, ObjectType: "organization", ObjectID: p.OrganizationID, Data: changed})
	})
	if err != nil {
		return nil, err
	}
	return s.Drivers(ctx, p)
}
