package config_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/config"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(nil))
	require.NoError(t, err)
	require.Equal(t, 8080, c.Port)
	require.Equal(t, "./data", c.DataDir)
	require.Equal(t, "data/meridian.db", c.SQLitePath())
	require.Equal(t, config.QueueAsync, c.Queue)
	require.Equal(t, 15*time.Minute, c.SessionTTL)
	require.Equal(t, 60*time.Second, c.QuoteTTL)
	require.Equal(t, "http://localhost:8080", c.PublicURL)
	require.True(t, c.GraphQLIntrospection)
	require.Equal(t, 100.0, c.RateLimit)
	require.Equal(t, 200, c.RateBurst)
}

func TestProductionTurnsIntrospectionOff(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(map[string]string{"MERIDIAN_ENV": "production"}))
	require.NoError(t, err)
	require.False(t, c.GraphQLIntrospection)
	c, err = config.Load(env(map[string]string{"MERIDIAN_ENV": "production", "MERIDIAN_GRAPHQL_INTROSPECTION": "true"}))
	require.NoError(t, err)
	require.True(t, c.GraphQLIntrospection)
}

func TestEveryProblemIsOneLine(t *testing.T) {
	t.Parallel()
	bad := map[string]string{
		"PORT":                       "http",
		"DATABASE_URL":               "mysql://x",
		"MERIDIAN_QUEUE":             "fast",
		"MERIDIAN_SESSION_TTL":       "15",
		"MERIDIAN_QUOTE_TTL":         "-1s",
		"MERIDIAN_BOOTSTRAP_API_KEY": "pk_test_x",
		"MERIDIAN_ENCRYPTION_KEY":    "short",
		"MERIDIAN_LOG_LEVEL":         "loud",
		"MERIDIAN_LOG_FORMAT":        "xml",
		"MERIDIAN_ENV":               "staging",
		"MERIDIAN_RATE_LIMIT":        "lots",
		"MERIDIAN_PUBLIC_URL":        "ftp://x",
		"MERIDIAN_WORKERS":           "0",
	}
	_, err := config.Load(env(bad))
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, len(bad))
	for name := range bad {
		require.Contains(t, err.Error(), name+": ")
	}
}

func TestEncryptionKey(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(map[string]string{"MERIDIAN_ENCRYPTION_KEY": "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="}))
	require.NoError(t, err)
	require.Len(t, c.EncryptionKey, 32)
}
