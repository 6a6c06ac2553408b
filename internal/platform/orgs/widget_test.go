package orgs_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func picture(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, x%h, color.RGBA{R: uint8(x), G: 90, B: 255, A: 255})
	}
	return img
}

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, picture(w, h)))
	return buf.Bytes()
}

// png64 is a w×h PNG in plain base64.
func png64(t *testing.T, w, h int) string {
	return base64.StdEncoding.EncodeToString(pngBytes(t, w, h))
}

func jpegBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, picture(w, h), nil))
	return buf.Bytes()
}

func ptr[T any](v T) *T { return &v }

func TestWidgetSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a change keeps what it does not name", func(t *testing.T) {
			svc, b := setup(t, d)
			o, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: ptr("  Acme Shop  "), AccentColor: ptr("#2d5BFF"),
				Theme: ptr("dark"), HideBranding: ptr(true)})
			require.NoError(t, err)
			want := orgs.WidgetSettings{DisplayName: "Acme Shop", AccentColor: "#2d5BFF", Theme: "dark", HideBranding: true}
			require.Equal(t, want, o.Widget)

			o, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{HandoffEnabled: ptr(true), DesktopsAllowed: ptr(false)})
			require.NoError(t, err)
			want.HandoffEnabled, want.DesktopDisallowed = true, true
			require.Equal(t, want, o.Widget)
			got, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, want, got.Widget)
			require.Equal(t, []string{b.acme.ID, b.acme.ID}, b.changes())
		})

		t.Run("the defaults are stored as the zero value", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: ptr("Acme"), AccentColor: ptr("#000000"), Theme: ptr("dark"),
				DesktopsAllowed: ptr(false)})
			require.NoError(t, err)
			o, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: ptr(""), AccentColor: ptr(""), Theme: ptr("light"),
				DesktopsAllowed: ptr(true)})
			require.NoError(t, err)
			require.Equal(t, orgs.WidgetSettings{}, o.Widget)
		})

		t.Run("bad values are refused together and change nothing", func(t *testing.T) {
			svc, b := setup(t, d)
			_, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Theme: ptr("dark")})
			require.NoError(t, err)
			for _, in := range []orgs.WidgetInput{
				{DisplayName: ptr("two\nlines")},
				{DisplayName: ptr(strings.Repeat("x", 101))},
				{AccentColor: ptr("red")},
				{AccentColor: ptr("#12345")},
				{AccentColor: ptr("#1234567")},
				{Theme: ptr("blue")},
				{Theme: ptr("")},
			} {
				_, err := svc.SetWidget(ctx, b.acme.ID, in)
				errstest.RequireKey(t, err, "validation_failed")
			}
			_, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{DisplayName: ptr("a\rb"), AccentColor: ptr("blue"), Theme: ptr("sepia"), HandoffEnabled: ptr(true)})
			requireInvalid(t, err, "display_name")
			require.Len(t, errs.As(err).Fields, 3, "display_name, accent_color and theme at once")
			require.Contains(t, errs.As(err).Fields, "accent_color")
			require.Contains(t, errs.As(err).Fields, "theme")

			o, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, orgs.WidgetSettings{Theme: "dark"}, o.Widget)
			require.Equal(t, []string{b.acme.ID}, b.changes())
		})
	})
}

func TestWidgetLogo(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()

		t.Run("a logo is stored and versioned by its content", func(t *testing.T) {
			svc, b := setup(t, d)
			data := pngBytes(t, 64, 32)
			o, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr(base64.StdEncoding.EncodeToString(data))})
			require.NoError(t, err)
			require.Len(t, o.Widget.Logo, 16)
			l, err := svc.Logo(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, data, l.Data)
			require.Equal(t, "image/png", l.ContentType)

			again, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr("data:image/png;base64," + base64.StdEncoding.EncodeToString(data))})
			require.NoError(t, err)
			require.Equal(t, o.Widget.Logo, again.Widget.Logo, "the same image, the same version")

			other, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr(png64(t, 32, 64))})
			require.NoError(t, err)
			require.NotEqual(t, o.Widget.Logo, other.Widget.Logo, "a new image, a new URL")
		})

		t.Run("the content decides the type, not the data URL", func(t *testing.T) {
			svc, b := setup(t, d)
			data := jpegBytes(t, 40, 40)
			_, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr("data:image/png;base64," + base64.StdEncoding.EncodeToString(data))})
			require.NoError(t, err)
			l, err := svc.Logo(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, "image/jpeg", l.ContentType)
			require.Equal(t, data, l.Data)
		})

		t.Run("a logo is checked by its content", func(t *testing.T) {
			svc, b := setup(t, d)
			tooBig := append(pngBytes(t, 16, 16), make([]byte, orgs.MaxLogoBytes)...)
			for logo, want := range map[string]string{
				"not base64!": "not valid base64",
				base64.StdEncoding.EncodeToString([]byte("<svg xmlns='http://www.w3.org/2000/svg'/>")): "a PNG, JPEG or WebP image",
				base64.StdEncoding.EncodeToString([]byte("GIF89a\x10\x00\x10\x00")):                    "a PNG, JPEG or WebP image",
				"data:image/png," + png64(t, 16, 16):                                                   "a base64 data URL (data:image/png;base64,…)",
				"data:image/png;base64" + png64(t, 16, 16):                                             "a base64 data URL (data:image/png;base64,…)",
				base64.StdEncoding.EncodeToString(tooBig):                                              "at most 256 KiB",
				base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\nnot really")):               "an image whose header can be read",
				png64(t, 15, 16):   "16 to 2000 pixels a side",
				png64(t, 16, 15):   "16 to 2000 pixels a side",
				png64(t, 2001, 16): "16 to 2000 pixels a side",
			} {
				_, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: &logo})
				requireInvalid(t, err, "logo")
				require.Equal(t, []string{want}, errs.As(err).Fields["logo"], logo[:min(len(logo), 40)])
			}
			_, err := svc.Logo(ctx, b.acme.ID)
			errstest.RequireKey(t, err, "not_found")
			_, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr(png64(t, 2000, 16))})
			require.NoError(t, err, "2000 pixels is within bounds")
		})

		t.Run("a refused logo leaves the stored one, an empty one removes it", func(t *testing.T) {
			svc, b := setup(t, d)
			data := pngBytes(t, 16, 16)
			o, err := svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr(base64.StdEncoding.EncodeToString(data))})
			require.NoError(t, err)
			_, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr("not base64!")})
			requireInvalid(t, err, "logo")
			got, err := svc.Get(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, o.Widget.Logo, got.Widget.Logo)
			l, err := svc.Logo(ctx, b.acme.ID)
			require.NoError(t, err)
			require.Equal(t, data, l.Data)

			o, err = svc.SetWidget(ctx, b.acme.ID, orgs.WidgetInput{Logo: ptr("")})
			require.NoError(t, err)
			require.Empty(t, o.Widget.Logo)
			_, err = svc.Logo(ctx, b.acme.ID)
			errstest.RequireKey(t, err, "not_found")
		})
	})
}

func TestWidgetSettingsAsShown(t *testing.T) {
	t.Parallel()
	zero := orgs.WidgetSettings{}
	set := orgs.WidgetSettings{DisplayName: "Acme Shop", AccentColor: "#2d5bff", Theme: "dark", Logo: "0123456789abcdef"}

	t.Run("the name is the display name, else the organization's", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, "acme", zero.Name("acme"))
		require.Equal(t, "Acme Shop", set.Name("acme"))
	})

	t.Run("the theme is light unless dark", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, "light", zero.ThemeName())
		require.Equal(t, "dark", set.ThemeName())
	})

	t.Run("the accent is nil for the widget's own", func(t *testing.T) {
		t.Parallel()
		require.Nil(t, zero.Accent())
		require.Equal(t, "#2d5bff", *set.Accent())
	})

	t.Run("the logo's URL carries its version", func(t *testing.T) {
		t.Parallel()
		require.Nil(t, zero.LogoURL("https://meridian.example", "org_1"))
		require.Equal(t, "https://meridian.example/widget/logo/org_1?v=0123456789abcdef", *set.LogoURL("https://meridian.example", "org_1"))
	})
}
