package secrets_test

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/secrets"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

func TestSealOpen(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		key := []byte(strings.Repeat("k", 32))
		ring, err := keyring.New(d, key)
		require.NoError(t, err)
		a, err := secrets.New(ring, key, "purpose a")
		require.NoError(t, err)
		s1, err := a.Seal(ctx, d, "123-45-6789")
		require.NoError(t, err)
		s2, err := a.Seal(ctx, d, "123-45-6789")
		require.NoError(t, err)
		require.NotEqual(t, s1, s2)
		k1, _ := keyring.KeyOf(s1)
		k2, _ := keyring.KeyOf(s2)
		require.NotEqual(t, k1, k2, "a data key per value")
		require.NotContains(t, s1, "6789")
		plain, err := a.Open(ctx, d, s1)
		require.NoError(t, err)
		require.Equal(t, "123-45-6789", plain)
		_, err = a.Open(ctx, d, s1[:len(s1)-4]+"AAAA")
		require.Error(t, err, "tampered")
		_, err = a.Open(ctx, d, "not base64!")
		require.Error(t, err)

		// A value sealed before envelope encryption (under the purpose's
		// key derived from the master key) still opens, and only for its
		// purpose.
		k, err := hkdf.Key(sha256.New, key, nil, "purpose a", 32)
		require.NoError(t, err)
		block, _ := aes.NewCipher(k)
		aead, _ := cipher.NewGCM(block)
		nonce := make([]byte, aead.NonceSize())
		rand.Read(nonce)
		legacy := base64.StdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte("old secret"), nil))
		plain, err = a.Open(ctx, d, legacy)
		require.NoError(t, err)
		require.Equal(t, "old secret", plain)
		b, err := secrets.New(ring, key, "purpose b")
		require.NoError(t, err)
		_, err = b.Open(ctx, d, legacy)
		require.Error(t, err, "another purpose's key opens nothing")
	})
}
