package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestKeysCreateAndRevoke(t *testing.T) {
	t.Setenv("MERIDIAN_DATA_DIR", t.TempDir())
	t.Setenv("DATABASE_URL", "")
	var out, errOut bytes.Buffer
	require.NoError(t, run([]string{"keys", "create", "--org", "acme", "--live"}, &out, &errOut))
	key := strings.TrimSpace(out.String())
	require.True(t, strings.HasPrefix(key, "sk_live_"), key)
	require.NotContains(t, errOut.String(), key, "the key is printed once, on stdout")

	out.Reset()
	require.NoError(t, run([]string{"keys", "create", "--org", "acme"}, &out, &errOut))
	require.True(t, strings.HasPrefix(strings.TrimSpace(out.String()), "sk_test_"))

	require.Error(t, run([]string{"keys", "create"}, &out, &errOut), "--org is required")
	require.Error(t, run([]string{"keys", "revoke", "--org", "acme", "key_nope"}, &out, &errOut))
	require.Error(t, run([]string{"bogus"}, &out, &errOut))

	out.Reset()
	require.NoError(t, run([]string{"migrate"}, &out, &errOut))
	require.Contains(t, out.String(), "up to date")
	out.Reset()
	require.NoError(t, run([]string{"version"}, &out, &errOut))
	require.Contains(t, out.String(), "meridian")
}

func TestBadConfigFailsStartup(t *testing.T) {
	t.Setenv("MERIDIAN_QUEUE", "nope")
	t.Setenv("PORT", "x")
	err := run([]string{"serve"}, &bytes.Buffer{}, &bytes.Buffer{})
	require.Error(t, err)
	require.Contains(t, err.Error(), "MERIDIAN_QUEUE: want async or sync")
	require.Contains(t, err.Error(), "PORT: ")
}
