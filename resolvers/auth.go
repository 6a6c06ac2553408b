package resolvers

import (
	"strings"

	"context"

	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// principal returns the authenticated caller; the HTTP and websocket
// transports put it in the context before any resolver runs.
func principal(ctx context.Context) (auth.Principal, error) {
	p, ok := auth.FromContext(ctx)
	if !ok {
		return p, errs.E(errs.Unauthenticated, "missing_api_key", "Authenticate with a secret key or a client token")
	}
	return p, nil
}

func modeOf(m auth.Mode) model.Mode {
	if m == auth.Live {
		return model.ModeLive
	}
	return model.ModeTest
}

// secretKeyPrincipal is principal for fields that client tokens may not
// use (a secret key's, or a signed-in person's: what their role allows is
// the schema's @allow).
func secretKeyPrincipal(ctx context.Context) (auth.Principal, error) {
	p, err := principal(ctx)
	if err == nil && p.Kind == auth.ClientToken {
		err = errs.E(errs.Forbidden, "secret_key_required", "Only a secret key may do this")
	}
	return p, err
}

func apiKeyOf(k *auth.APIKey) *model.APIKey {
	out := &model.APIKey{ID: k.ID, Mode: modeOf(k.Mode), Hint: k.Hint, Name: k.Name, CreatedAt: k.CreatedAt, RevokedAt: k.RevokedAt}
	if k.Role != nil {
		role := model.Role(*k.Role)
		out.Role = &role
	}
	return out
}

// organizationOf is an organization as the caller in mode sees it.
func (r *Resolver) organizationOf(id, name string, mode auth.Mode, origins []string, w orgs.WidgetSettings) *model.Organization {
	ws := &model.WidgetSettings{DisplayName: w.Name(name), Theme: model.WidgetTheme(strings.ToUpper(w.ThemeName())),
		ShowBranding: !w.HideBranding, AccentColor: w.Accent(), LogoURL: w.LogoURL(r.KYCSvc.PublicURL(), id),
		HandoffEnabled: w.HandoffEnabled, DesktopsAllowed: !w.DesktopDisallowed}
	return &model.Organization{ID: id, Name: name, Mode: modeOf(mode), AllowedOrigins: append([]string{}, origins...), Widget: ws}
}

// not inverts an optional flag.
func not(b *bool) *bool {
	if b == nil {
		return nil
	}
	v := !*b
	return &v
}
