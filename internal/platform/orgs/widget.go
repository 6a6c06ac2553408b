package orgs

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"image"
	_ "image/jpeg" // logo headers
	_ "image/png"  // logo headers
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/uptrace/bun"
	_ "golang.org/x/image/webp" // logo headers

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// WidgetSettings are how the hosted widget presents an organization (see
// package caller, whose principals carry them).
type WidgetSettings = caller.WidgetSettings

// WidgetInput changes some of the settings: a nil field keeps its value.
type WidgetInput struct {
	DisplayName  *string
	AccentColor  *string
	Theme        *string
	HideBranding *bool
	// Logo is a PNG, JPEG or WebP image as a data URL or plain base64; an
	// empty string removes the logo.
	Logo            *string
	HandoffEnabled  *bool
	DesktopsAllowed *bool
}

// Logo limits.
const (
	MaxLogoBytes     = 256 << 10
	maxLogoDimension = 2000
)

var hexColor = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// Logo is an organization's stored logo.
type Logo struct {
	bun.BaseModel  `bun:"table:organization_logos"`
	OrganizationID string    `bun:"organization_id,pk"`
	ContentType    string    `bun:"content_type"`
	Data           []byte    `bun:"data"`
	CreatedAt      time.Time `bun:"created_at"`
}

// SetWidget changes the organization's widget settings; a logo is checked
// by its content (PNG, JPEG or WebP, at most MaxLogoBytes, 16 to 2000
// pixels a side) and stored beside the organization.
func (s *Service) SetWidget(ctx context.Context, orgID string, in WidgetInput) (*Organization, error) {
	var v errs.Validation
	if in.DisplayName != nil {
		*in.DisplayName = strings.TrimSpace(*in.DisplayName)
		v.Check(len(*in.DisplayName) <= 100 && !strings.ContainsAny(*in.DisplayName, "\x00\r\n"), "display_name", "at most 100 characters on one line")
	}
	if in.AccentColor != nil {
		v.Check(*in.AccentColor == "" || hexColor.MatchString(*in.AccentColor), "accent_color", "a colour such as #2d5bff")
	}
	if in.Theme != nil {
		v.Check(*in.Theme == "light" || *in.Theme == "dark", "theme", "light or dark")
	}
	var logo *Logo
	if in.Logo != nil && *in.Logo != "" {
		data, ct, err := decodeLogo(*in.Logo)
		if err != nil {
			v.Add("logo", "%s", err.Error())
		}
		logo = &Logo{OrganizationID: orgID, ContentType: ct, Data: data, CreatedAt: s.clock()}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	err := s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		o := new(Organization)
		if err := s.db.ForUpdate(tx.NewSelect().Model(o).Where("id = ?", orgID)).Scan(ctx); err != nil {
			return db.Classify(err, "No such organization")
		}
		w := &o.Widget
		set := func(dst *string, src *string) {
			if src != nil {
				*dst = *src
			}
		}
		set(&w.DisplayName, in.DisplayName)
		set(&w.AccentColor, in.AccentColor)
		set(&w.Theme, in.Theme)
		if w.Theme == "light" {
			w.Theme = ""
		}
		if in.HideBranding != nil {
			w.HideBranding = *in.HideBranding
		}
		if in.HandoffEnabled != nil {
			w.HandoffEnabled = *in.HandoffEnabled
		}
		if in.DesktopsAllowed != nil {
			w.DesktopDisallowed = !*in.DesktopsAllowed
		}
		switch {
		case logo != nil:
			sum := sha256.Sum256(logo.Data)
			w.Logo = hex.EncodeToString(sum[:8])
			if _, err := tx.NewInsert().Model(logo).On("CONFLICT (organization_id) DO UPDATE").
				Set("content_type = EXCLUDED.content_type, data = EXCLUDED.data, created_at = EXCLUDED.created_at").Exec(ctx); err != nil {
				return errs.Wrap(err, "store logo")
			}
		case in.Logo != nil: // "": remove it
			w.Logo = ""
			if _, err := tx.NewDelete().Model((*Logo)(nil)).Where("organization_id = ?", orgID).Exec(ctx); err != nil {
				return errs.Wrap(err, "remove logo")
			}
		}
		_, err := tx.NewUpdate().Model(o).Column("widget").WherePK().Exec(ctx)
		return errs.Wrap(err, "set widget settings")
	})
	if err != nil {
		return nil, err
	}
	s.changed(orgID)
	return s.Get(ctx, orgID)
}

// decodeLogo reads a logo given as a data URL or plain base64 and checks
// it by content: PNG, JPEG or WebP, at most MaxLogoBytes, 16 to 2000
// pixels a side.
func decodeLogo(s string) ([]byte, string, error) {
	if rest, ok := strings.CutPrefix(s, "data:"); ok {
		meta, payload, found := strings.Cut(rest, ",")
		if !found || !strings.HasSuffix(meta, ";base64") {
			return nil, "", errors.New("a base64 data URL (data:image/png;base64,…)")
		}
		s = payload
	}
	if base64.StdEncoding.DecodedLen(len(s)) > MaxLogoBytes+3 {
		return nil, "", errors.New("at most 256 KiB")
	}
	data, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, "", errors.New("not valid base64")
	}
	if len(data) > MaxLogoBytes {
		return nil, "", errors.New("at most 256 KiB")
	}
	ct := http.DetectContentType(data)
	if ct != "image/png" && ct != "image/jpeg" && ct != "image/webp" {
		return nil, "", errors.New("a PNG, JPEG or WebP image")
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, "", errors.New("an image whose header can be read")
	}
	if cfg.Width < 16 || cfg.Height < 16 || cfg.Width > maxLogoDimension || cfg.Height > maxLogoDimension {
		return nil, "", errors.New("16 to 2000 pixels a side")
	}
	return data, ct, nil
}

// Logo returns the organization's logo, or not_found.
func (s *Service) Logo(ctx context.Context, orgID string) (*Logo, error) {
	l := new(Logo)
	err := s.db.NewSelect().Model(l).Where("organization_id = ?", orgID).Scan(ctx)
	return l, db.Classify(err, "No logo")
}
