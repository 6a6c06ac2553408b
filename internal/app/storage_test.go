package app_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// unwritable makes the blob directory refuse new files until the returned
// function puts it back: by its mode, and, since modes do not stop root,
// also by turning the folder uploads go into into a plain file (creating
// anything under it then fails with ENOTDIR).
func unwritable(t *testing.T, dir string) (restore func()) {
	t.Helper()
	sessions := filepath.Join(dir, "sessions")
	require.NoError(t, os.Rename(sessions, sessions+".away"))
	require.NoError(t, os.WriteFile(sessions, nil, 0o400))
	require.NoError(t, os.Chmod(dir, 0o500))
	return func() {
		require.NoError(t, os.Chmod(dir, 0o700))
		require.NoError(t, os.Remove(sessions))
		require.NoError(t, os.Rename(sessions+".away", sessions))
	}
}

// files counts the regular files under dir.
func files(t *testing.T, dir string) int {
	n := 0
	require.NoError(t, filepath.WalkDir(dir, func(_ string, e os.DirEntry, err error) error {
		if err == nil && e.Type().IsRegular() {
			n++
		}
		return err
	}))
	return n
}

// When the blob store cannot be written, an upload answers 503
// storage_unavailable with Retry-After (never 500), and the session is left
// exactly as it was: no upload row, no event, no status change, no object;
// the same upload succeeds once the store is back.
func TestUnwritableBlobStore(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dir := t.TempDir()
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			c.BlobURL = "file://" + dir + "?metadata=skip&no_tmp_dir=1"
		}})
		key := s.Org(t, "acme").TestKey
		f := newFlow(t, s, key, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		fresh := newFlow(t, s, key, nil)
		f.ok(s.Do(t, "GET", "/v1/client/session", fresh.token, nil))

		before := map[string][]string{f.id: eventTypes(t, d, f.id), fresh.id: eventTypes(t, d, fresh.id)}
		objects := files(t, filepath.Join(dir, "sessions"))
		restore := unwritable(t, dir)
		for _, g := range []*flow{f, fresh} {
			for _, step := range []string{"liveness", "document/front"} {
				r := g.upload(step, map[string]string{"document_type": "passport"})
				require.Equal(t, 503, r.Status, string(r.Body))
				require.Equal(t, "storage_unavailable", r.Str("error"))
				require.Equal(t, "5", r.Header.Get("Retry-After"))
			}
		}
		require.Contains(t, s.Logs(), "storage_unavailable", "the cause is logged for the operator")
		require.Equal(t, "document_submitted", f.session().Str("data.status"))
		require.Equal(t, "started", fresh.session().Str("data.status"))
		require.Equal(t, 1, f.uploads())
		require.Equal(t, 0, fresh.uploads())
		for id, types := range before {
			require.Equal(t, types, eventTypes(t, d, id), "no event of a failed upload")
		}

		restore()
		require.Equal(t, objects, files(t, filepath.Join(dir, "sessions")), "no object, whole or partial, was left")
		f.ok(f.upload("liveness", nil))
		f.ok(fresh.upload("document/front", map[string]string{"document_type": "passport"}))
		require.Equal(t, "document_submitted", fresh.session().Str("data.status"))
		require.Equal(t, objects+2, files(t, filepath.Join(dir, "sessions")))
	})
}
