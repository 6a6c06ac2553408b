package config_test

import (
	"encoding/base64"
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

// production is the environment a production server needs at the least.
func production(more map[string]string) map[string]string {
	m := map[string]string{"MERIDIAN_ENV": "production", "MERIDIAN_CRYPTO_XPUB": "xpub…", "MERIDIAN_CRYPTO_SOLANA_PROGRAM": "prog",
		"MERIDIAN_ENCRYPTION_KEY": base64.StdEncoding.EncodeToString(make([]byte, 32))}
	for k, v := range more {
		m[k] = v
	}
	return m
}

func TestProductionTurnsIntrospectionOff(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(production(nil)))
	require.NoError(t, err)
	require.False(t, c.GraphQLIntrospection)
	c, err = config.Load(env(production(map[string]string{"MERIDIAN_GRAPHQL_INTROSPECTION": "true"})))
	require.NoError(t, err)
	require.True(t, c.GraphQLIntrospection)
}

func TestProductionNeedsDepositKeyMaterial(t *testing.T) {
	t.Parallel()
	_, err := config.Load(env(map[string]string{"MERIDIAN_ENV": "production"}))
	require.ErrorContains(t, err, "MERIDIAN_CRYPTO_XPUB")
	c, err := config.Load(env(nil))
	require.NoError(t, err, "development generates it")
	require.Empty(t, c.CryptoXPub)
}

func TestProductionNeedsTheMasterKey(t *testing.T) {
	t.Parallel()
	_, err := config.Load(env(production(map[string]string{"MERIDIAN_ENCRYPTION_KEY": ""})))
	require.ErrorContains(t, err, "MERIDIAN_ENCRYPTION_KEY")
	c, err := config.Load(env(nil))
	require.NoError(t, err, "development generates one")
	require.Nil(t, c.EncryptionKey)

	old := base64.StdEncoding.EncodeToString([]byte(strings.Repeat("o", 32)))
	c, err = config.Load(env(map[string]string{"MERIDIAN_ENCRYPTION_KEY_PREVIOUS": old + ", " + old}))
	require.NoError(t, err)
	require.Len(t, c.PreviousEncryptionKeys, 2)
	_, err = config.Load(env(map[string]string{"MERIDIAN_ENCRYPTION_KEY_PREVIOUS": old + ",short"}))
	require.ErrorContains(t, err, "MERIDIAN_ENCRYPTION_KEY_PREVIOUS")
}

func TestNetworkFees(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(map[string]string{"MERIDIAN_CRYPTO_NETWORK_FEES": "Ethereum=200, base=0"}))
	require.NoError(t, err)
	require.Equal(t, map[string]int64{"ethereum": 200, "base": 0}, c.CryptoNetworkFees)
	_, err = config.Load(env(map[string]string{"MERIDIAN_CRYPTO_NETWORK_FEES": "ethereum"}))
	require.ErrorContains(t, err, "MERIDIAN_CRYPTO_NETWORK_FEES")
	c, err = config.Load(env(map[string]string{"MERIDIAN_USD_FEES": "ach=50"}))
	require.NoError(t, err)
	require.Equal(t, map[string]int64{"ACH": 50}, c.USDFees)
	_, err = config.Load(env(map[string]string{"MERIDIAN_USD_FEES": "SWIFT=50"}))
	require.ErrorContains(t, err, "MERIDIAN_USD_FEES")
}

func TestEveryProblemIsOneLine(t *testing.T) {
	t.Parallel()
	bad := map[string]string{
		"PORT":                          "http",
		"DATABASE_URL":                  "mysql://x",
		"MERIDIAN_QUEUE":                "fast",
		"MERIDIAN_SESSION_TTL":          "15",
		"MERIDIAN_QUOTE_TTL":            "-1s",
		"MERIDIAN_BOOTSTRAP_API_KEY":    "pk_test_x",
		"MERIDIAN_ENCRYPTION_KEY":       "short",
		"MERIDIAN_LOG_LEVEL":            "loud",
		"MERIDIAN_LOG_FORMAT":           "xml",
		"MERIDIAN_ENV":                  "staging",
		"MERIDIAN_RATE_LIMIT":           "lots",
		"MERIDIAN_PUBLIC_URL":           "ftp://x",
		"MERIDIAN_WORKERS":              "0",
		"MERIDIAN_CRYPTO_NETWORK_FEES":  "tron=-1",
		"MERIDIAN_CRYPTO_SANDBOX_DELAY": "soon",
		"MERIDIAN_USD_FEES":             "ACH",
		"MERIDIAN_USD_SANDBOX_DELAY":    "0s",
		"MERIDIAN_ASSET_LINK_TTL":       "30s",
	}
	_, err := config.Load(env(bad))
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, len(bad))
	for name := range bad {
		require.Contains(t, err.Error(), name+": ")
	}
}

func TestAssetLinkLifetimeIsBounded(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(nil))
	require.NoError(t, err)
	require.Equal(t, 30*time.Minute, c.AssetLinkTTL)
	for v, ok := range map[string]bool{"60s": true, "24h": true, "59s": false, "24h1s": false, "0": false, "later": false} {
		c, err := config.Load(env(map[string]string{"MERIDIAN_ASSET_LINK_TTL": v}))
		if ok {
			require.NoError(t, err, v)
			require.NotZero(t, c.AssetLinkTTL)
		} else {
			require.ErrorContains(t, err, "MERIDIAN_ASSET_LINK_TTL", v)
		}
	}
}

func TestEncryptionKey(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(map[string]string{"MERIDIAN_ENCRYPTION_KEY": "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="}))
	require.NoError(t, err)
	require.Len(t, c.EncryptionKey, 32)
}
