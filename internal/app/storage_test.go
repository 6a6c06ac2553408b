package app_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// When the blob store cannot be written, an upload answers 503
// storage_unavailable with Retry-After (never 500) and the cause is logged
// for the operator; the same upload succeeds once the store is back. (What
// the session keeps meanwhile: kyc's TestUnwritableImageStore.)
func TestUnwritableBlobStore(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dir := t.TempDir()
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			c.BlobURL = "file://" + dir + "?metadata=skip&no_tmp_dir=1"
		}})
		f := newFlow(t, s, s.Org(t, "acme").TestKey, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))

		// Images go under sessions/, in shards: no directory per session.
		sessions := filepath.Join(dir, "sessions")
		shards, err := os.ReadDir(sessions)
		require.NoError(t, err)
		require.Len(t, shards, 1)
		files, err := os.ReadDir(filepath.Join(sessions, shards[0].Name()))
		require.NoError(t, err)
		require.Len(t, files, 1)
		require.False(t, files[0].IsDir())
		require.True(t, strings.HasPrefix(files[0].Name(), f.id+"."), files[0].Name())
		// A plain file there refuses them (modes alone do not stop root).
		require.NoError(t, os.Rename(sessions, sessions+".away"))
		require.NoError(t, os.WriteFile(sessions, nil, 0o400))
		r := f.upload("liveness", nil)
		require.Equal(t, 503, r.Status, string(r.Body))
		require.Equal(t, "storage_unavailable", r.Str("error"))
		require.Equal(t, "5", r.Header.Get("Retry-After"))
		require.Contains(t, s.Logs(), "storage_unavailable", "the cause is logged for the operator")

		require.NoError(t, os.Remove(sessions))
		require.NoError(t, os.Rename(sessions+".away", sessions))
		f.ok(f.upload("liveness", nil))
	})
}
