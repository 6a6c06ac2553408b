package secrets_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/secrets"
)

func TestSealOpen(t *testing.T) {
	t.Parallel()
	key := []byte(strings.Repeat("k", 32))
	a, err := secrets.New(key, "purpose a")
	require.NoError(t, err)
	s1, s2 := a.Seal("123-45-6789"), a.Seal("123-45-6789")
	require.NotEqual(t, s1, s2, "a nonce per value")
	require.NotContains(t, s1, "6789")
	plain, err := a.Open(s1)
	require.NoError(t, err)
	require.Equal(t, "123-45-6789", plain)
	b, err := secrets.New(key, "purpose b")
	require.NoError(t, err)
	_, err = b.Open(s1)
	require.Error(t, err, "another purpose's key opens nothing")
	_, err = a.Open("not base64!")
	require.Error(t, err)
	_, err = a.Open(s1[:len(s1)-4] + "AAAA")
	require.Error(t, err, "tampered")
}
