package kyc_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// unwritable makes the blob directory refuse new files until the returned
// function puts it back: by its mode, and, since modes do not stop root,
// also by turning the folder images go into into a plain file (creating
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

// When the image store cannot be written, storing an image fails with
// storage_unavailable (Unavailable, retry after 5 s) and the session is
// left exactly as it was: no upload, no event, no status change, no
// object, whole or partial; the same step succeeds once the store is back.
func TestUnwritableImageStore(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		r := kyctest.NewRig(t, d, kyctest.Options{BlobURL: "file://" + dir + "?metadata=skip&no_tmp_dir=1"})
		f := r.Session(t, kyc.CreateSessionInput{})
		_, err := f.Document("front", map[string]string{"document_type": "passport"})
		require.NoError(t, err)
		fresh := r.Session(t, kyc.CreateSessionInput{})
		before := map[*kyctest.Flow][]string{f: f.Events(), fresh: fresh.Events()}
		status := map[*kyctest.Flow]kyc.Status{f: f.Stored().Status, fresh: fresh.Stored().Status}
		objects := files(t, filepath.Join(dir, "sessions"))

		restore := unwritable(t, dir)
		for _, g := range []*kyctest.Flow{f, fresh} {
			_, err := r.KYC.StoreImage(ctx, g.Client, bytes.NewReader(kyctest.PNG(400, 300)))
			require.Equal(t, "storage_unavailable", errs.KeyOf(err), "%v", err)
			require.Equal(t, errs.Unavailable, errs.KindOf(err))
			require.Equal(t, 5, errs.As(err).RetryAfter)
		}
		require.Equal(t, kyc.StatusDocumentSubmitted, f.Stored().Status)
		for g, types := range before {
			require.Equal(t, types, g.Events(), "no event of a failed upload")
			require.Equal(t, status[g], g.Stored().Status, "no status change")
		}
		uploads, err := r.KYC.Uploads(ctx, fresh.ID)
		require.NoError(t, err)
		require.Empty(t, uploads)

		restore()
		require.Equal(t, objects, files(t, filepath.Join(dir, "sessions")), "no object, whole or partial, was left")
		_, err = f.Liveness(nil)
		require.NoError(t, err)
		ses, err := fresh.Document("front", map[string]string{"document_type": "passport"})
		require.NoError(t, err)
		require.Equal(t, kyc.StatusDocumentSubmitted, ses.Status)
		require.Equal(t, objects+2, files(t, filepath.Join(dir, "sessions")))
	})
}
