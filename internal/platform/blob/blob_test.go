package blob_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/blob"
)

type failing struct{ n int }

func (f *failing) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("client went away")
	}
	n := min(len(p), f.n)
	f.n -= n
	return n, nil
}

func TestRoundTripEncryptedAndAbandonedWrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	key := make([]byte, 32)
	rand.Read(key)
	for _, url := range []string{"mem://", "file://" + dir} {
		ctx := context.Background()
		s, err := blob.Open(ctx, url, key)
		require.NoError(t, err)
		data := make([]byte, 300_000)
		rand.Read(data)
		require.NoError(t, s.Put(ctx, "a/b", "image/png", bytes.NewReader(data)))
		got, err := s.Get(ctx, "a/b")
		require.NoError(t, err)
		require.Equal(t, data, got)

		err = s.Put(ctx, "broken", "image/png", io.MultiReader(bytes.NewReader(data[:1000]), &failing{n: 70_000}))
		require.Error(t, err)
		ok, err := s.Exists(ctx, "broken")
		require.NoError(t, err)
		require.False(t, ok, "%s: an abandoned write leaves nothing", url)
		require.NoError(t, s.Delete(ctx, "a/b"))
		require.NoError(t, s.Delete(ctx, "a/b"))
	}
	// At rest the bytes are not the plaintext.
	s, _ := blob.Open(context.Background(), "file://"+dir, key)
	require.NoError(t, s.Put(context.Background(), "plain", "text/plain", bytes.NewReader([]byte("secret passport scan"))))
	raw, err := os.ReadFile(filepath.Join(dir, "plain"))
	require.NoError(t, err)
	require.NotContains(t, string(raw), "secret passport scan")
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		require.NotContains(t, e.Name(), "broken")
	}
}
