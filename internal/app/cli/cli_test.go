package cli

import (
	"bytes"
	"context"
	"encoding/base64"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

func TestKeysCreateAndRevoke(t *testing.T) {
	t.Setenv("MERIDIAN_DATA_DIR", t.TempDir())
	t.Setenv("DATABASE_URL", "")
	var out, errOut bytes.Buffer
	require.NoError(t, Run([]string{"keys", "create", "--org", "acme", "--live"}, &out, &errOut))
	key := strings.TrimSpace(out.String())
	require.True(t, strings.HasPrefix(key, "sk_live_"), key)
	require.NotContains(t, errOut.String(), key, "the key is printed once, on stdout")

	out.Reset()
	require.NoError(t, Run([]string{"keys", "create", "--org", "acme"}, &out, &errOut))
	require.True(t, strings.HasPrefix(strings.TrimSpace(out.String()), "sk_test_"))

	require.Error(t, Run([]string{"keys", "create"}, &out, &errOut), "--org is required")
	require.Error(t, Run([]string{"keys", "revoke", "--org", "acme", "key_nope"}, &out, &errOut))
	require.Error(t, Run([]string{"bogus"}, &out, &errOut))

	out.Reset()
	require.NoError(t, Run([]string{"migrate"}, &out, &errOut))
	require.Contains(t, out.String(), "up to date")
	out.Reset()
	require.NoError(t, Run([]string{"version"}, &out, &errOut))
	require.Contains(t, out.String(), "meridian")
}

func TestBadConfigFailsStartup(t *testing.T) {
	t.Setenv("MERIDIAN_QUEUE", "nope")
	t.Setenv("PORT", "x")
	t.Setenv("MERIDIAN_LISTEN", "everywhere:80")
	err := Run([]string{"serve"}, &bytes.Buffer{}, &bytes.Buffer{})
	require.Error(t, err)
	require.Contains(t, err.Error(), "MERIDIAN_QUEUE: want async or sync")
	require.Contains(t, err.Error(), "PORT: ")
	require.Contains(t, err.Error(), "MERIDIAN_LISTEN: ")
}

// keys rotate-master re-wraps what the old master key wrapped under the
// new one.
func TestKeysRotateMaster(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MERIDIAN_DATA_DIR", dir)
	t.Setenv("DATABASE_URL", "")
	var out, errOut bytes.Buffer
	require.NoError(t, Run([]string{"migrate"}, &out, &errOut))
	oldKey, newKey := strings.Repeat("o", 32), strings.Repeat("n", 32)
	cfg, err := config.Load(os.Getenv)
	require.NoError(t, err)
	d, err := db.Open(context.Background(), db.Options{SQLitePath: cfg.SQLitePath()})
	require.NoError(t, err)
	ring, err := keyring.New(d, []byte(oldKey))
	require.NoError(t, err)
	sealed, err := ring.Seal(context.Background(), d, []byte("secret"))
	require.NoError(t, err)
	require.NoError(t, d.Close())

	t.Setenv("MERIDIAN_ENCRYPTION_KEY", base64.StdEncoding.EncodeToString([]byte(newKey)))
	t.Setenv("MERIDIAN_ENCRYPTION_KEY_PREVIOUS", base64.StdEncoding.EncodeToString([]byte(oldKey)))
	require.NoError(t, Run([]string{"keys", "rotate-master"}, &out, &errOut))
	require.Contains(t, out.String(), "re-wrapped 1 data keys")

	d, err = db.Open(context.Background(), db.Options{SQLitePath: cfg.SQLitePath()})
	require.NoError(t, err)
	defer d.Close()
	fresh, err := keyring.New(d, []byte(newKey))
	require.NoError(t, err)
	plain, err := fresh.Open(context.Background(), d, sealed)
	require.NoError(t, err)
	require.Equal(t, "secret", string(plain))
}

// users create prints a single-use invitation link; users reset a reset
// link for a person.
func TestUsersCreateAndReset(t *testing.T) {
	t.Setenv("MERIDIAN_DATA_DIR", t.TempDir())
	t.Setenv("DATABASE_URL", "")
	var out, errOut bytes.Buffer
	require.NoError(t, Run([]string{"users", "create", "--org", "acme", "--email", "Owner@Example.com"}, &out, &errOut))
	link := strings.TrimSpace(out.String())
	require.Contains(t, link, "/console/accept-invitation#token=inv_")
	require.NotContains(t, errOut.String(), link, "the link is printed once, on stdout")
	// The link makes the first owner, over HTTP, on a server over the same database.
	cfg, err := config.Load(os.Getenv)
	require.NoError(t, err)
	d, err := db.Open(context.Background(), db.Options{SQLitePath: cfg.SQLitePath()})
	require.NoError(t, err)
	t.Cleanup(func() { d.Close() })
	s := apptest.Start(t, d, apptest.Options{})
	_, token, _ := strings.Cut(link, "#token=")
	r := s.Do(t, "POST", "/v1/auth/invitations/accept", "", map[string]any{"token": token, "name": "Owner", "password": "correct horse battery staple"},
		"Sec-Fetch-Site", "same-origin")
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, "owner@example.com", r.Str("user.email"))
	require.Equal(t, "OWNER", r.Str("organizations.0.role"))
	require.Equal(t, "acme", r.Str("organizations.0.name"))
	out.Reset()
	require.NoError(t, Run([]string{"users", "reset", "--email", "owner@example.com"}, &out, &errOut))
	require.Contains(t, out.String(), "/console/reset-password#token=pwr_")

	require.Error(t, Run([]string{"users", "create", "--org", "acme"}, &out, &errOut), "--email is required")
	require.Error(t, Run([]string{"users", "create", "--org", "acme", "--email", "a@example.com", "--role", "ROOT"}, &out, &errOut))
	require.Error(t, Run([]string{"users", "reset", "--email", "nobody@example.com"}, &out, &errOut), "no such person")
	require.Error(t, Run([]string{"users", "bogus"}, &out, &errOut))
}
