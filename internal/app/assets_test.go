package app_test

import (
	"bytes"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rwcarlsen/goexif/exif"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/scrub/scrubtest"
)

func TestStoredImagesLoseTheirMetadataAndTheirLinksExpire(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var offset atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Now: now},
			Config: func(c *config.Config) { c.AssetLinkTTL = 2 * time.Minute }})
		org := s.Org(t, "acme")

		clean, tagged := scrubtest.JPEG(640, 480)
		x, err := exif.Decode(bytes.NewReader(tagged))
		require.NoError(t, err)
		lat, long, err := x.LatLong()
		require.NoError(t, err)
		require.InDelta(t, scrubtest.Latitude, lat, 1e-9, "the upload carries its GPS position")
		require.InDelta(t, scrubtest.Longitude, long, 1e-9)

		f := newFlow(t, s, org.TestKey, nil)
		r := s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", tagged[:len(tagged)*2/3])
		require.Equal(t, 415, r.Status, "a JPEG cut short passes its header, not its scan: %s", r.Body)
		require.Equal(t, "unsupported_media_type", r.Str("error"))
		require.Zero(t, f.uploads())
		require.Zero(t, f.blobs(), "nothing half-written is kept")
		f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", tagged))
		g := f.session()
		doc := g.Get("data.documents").([]any)[0].(map[string]any)
		link := doc["url"].(string)
		require.Equal(t, link, g.Str("data.assets.document_front"))
		expires, err := time.Parse(time.RFC3339, doc["url_expires_at"].(string))
		require.NoError(t, err)
		// At least MERIDIAN_ASSET_LINK_TTL, rounded up to a window of a sixth
		// of it (20 s), so that links issued within one window are one URL.
		require.False(t, expires.Before(now().Add(2*time.Minute).Truncate(time.Second)), "MERIDIAN_ASSET_LINK_TTL")
		require.False(t, expires.After(now().Add(2*time.Minute+20*time.Second)), "one window more at most")
		require.Zero(t, expires.Unix()%20)
		require.Equal(t, doc["url"], f.session().Get("data.documents").([]any)[0].(map[string]any)["url"],
			"within the window, the same link (browsers cache the image)")

		path := strings.TrimPrefix(link, s.URL)
		img := s.Do(t, "GET", path, "", nil)
		require.Equal(t, 200, img.Status, string(img.Body))
		require.Equal(t, clean, img.Body, "the stored image is the upload without its EXIF segment")
		_, err = exif.Decode(bytes.NewReader(img.Body))
		require.Error(t, err, "no EXIF, so no GPS position, is stored")
		age, err := strconv.Atoi(strings.TrimPrefix(img.Header.Get("Cache-Control"), "private, max-age="))
		require.NoError(t, err, img.Header.Get("Cache-Control"))
		require.LessOrEqual(t, age, 140, "a cached copy outlives no link")

		u, err := url.Parse(path)
		require.NoError(t, err)
		q := u.Query()
		exp, sig := q.Get("expires"), q.Get("signature")
		later, _ := strconv.ParseInt(exp, 10, 64)
		other := s.Do(t, "GET", "/v1/sessions/"+newFlow(t, s, org.TestKey, nil).id, org.TestKey, nil)
		require.Equal(t, 200, other.Status)
		for name, p := range map[string]string{
			"signature changed":   u.Path + "?expires=" + exp + "&signature=" + strings.Repeat("0", len(sig)),
			"expiry pushed back":  u.Path + "?expires=" + strconv.FormatInt(later+3600, 10) + "&signature=" + sig,
			"another file":        strings.Replace(u.Path, "/v1/files/", "/v1/files/x", 1) + "?" + u.RawQuery,
			"no signature":        u.Path + "?expires=" + exp,
			"expiry not a number": u.Path + "?expires=soon&signature=" + sig,
			"nothing but the id":  u.Path,
		} {
			r := s.Do(t, "GET", p, "", nil)
			require.Equal(t, 403, r.Status, name)
			require.Equal(t, "invalid_signature", r.Str("error"), name)
		}

		offset.Store(int64(2*time.Minute + 22*time.Second))
		r = s.Do(t, "GET", path, "", nil)
		require.Equal(t, 403, r.Status, "an expired link")
		require.Equal(t, "invalid_signature", r.Str("error"))
		fresh := strings.TrimPrefix(f.session().Str("data.assets.document_front"), s.URL)
		require.Equal(t, 200, s.Do(t, "GET", fresh, "", nil).Status, "a new link works")
		require.Equal(t, []string{"session.asset_links_issued", "session.asset_links_issued"}, auditActions(t, s, org.TestKey, f.id),
			"three retrievals, two windows: two entries")
	})
}
