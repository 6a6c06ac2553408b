package caller

// WidgetSettings are how the hosted widget presents an organization and
// whether it offers the cross-device handoff. The zero value is the
// default: the organization's name, the widget's own colours, a light
// theme, no logo, no handoff offered and desktops allowed.
type WidgetSettings struct {
	// DisplayName replaces the organization's name in the widget's header.
	DisplayName string `json:"display_name,omitempty"`
	// AccentColor colours buttons and highlights: #rrggbb.
	AccentColor string `json:"accent_color,omitempty"`
	// Theme is "light" (empty) or "dark".
	Theme string `json:"theme,omitempty"`
	// HideBranding shows neither name nor logo (a white-label header).
	HideBranding bool `json:"hide_branding,omitempty"`
	// Logo identifies the stored logo's content (its URL's version); empty
	// when there is none.
	Logo string `json:"logo,omitempty"`
	// HandoffEnabled lets the widget offer to continue on a phone (off
	// by default, as Arkyc's projects).
	HandoffEnabled bool `json:"handoff_enabled,omitempty"`
	// DesktopDisallowed makes a desktop hand off: the steps are taken on
	// a phone only.
	DesktopDisallowed bool `json:"desktop_disallowed,omitempty"`
}

// Name is the name the widget shows for an organization called orgName.
func (w WidgetSettings) Name(orgName string) string {
	if w.DisplayName != "" {
		return w.DisplayName
	}
	return orgName
}

// ThemeName is "light" or "dark".
func (w WidgetSettings) ThemeName() string {
	if w.Theme == "" {
		return "light"
	}
	return w.Theme
}

// Accent is the accent colour, nil for the widget's own.
func (w WidgetSettings) Accent() *string {
	if w.AccentColor == "" {
		return nil
	}
	c := w.AccentColor
	return &c
}

// LogoURL is where the widget loads the organization's logo from, under
// the server's public base URL (the version makes each new logo a new
// URL); nil without a logo.
func (w WidgetSettings) LogoURL(publicURL, orgID string) *string {
	if w.Logo == "" {
		return nil
	}
	u := publicURL + "/widget/logo/" + orgID + "?v=" + w.Logo
	return &u
}
