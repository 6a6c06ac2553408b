package config_test

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/mail"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(nil))
	require.NoError(t, err)
	require.Equal(t, 8080, c.Port)
	require.Equal(t, "127.0.0.1:8080", c.Listen, "development listens on loopback only")
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

func TestListen(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		env            map[string]string
		listen, public string
	}{
		{map[string]string{"PORT": "9000"}, "127.0.0.1:9000", "http://localhost:9000"},
		{production(nil), ":8080", "http://localhost:8080"},
		{production(map[string]string{"PORT": "9000"}), ":9000", "http://localhost:9000"},
		{production(map[string]string{"MERIDIAN_LISTEN": "10.0.0.5:8443"}), "10.0.0.5:8443", "http://localhost:8443"},
		{map[string]string{"MERIDIAN_LISTEN": "0.0.0.0:7000"}, "0.0.0.0:7000", "http://localhost:7000"},
		{map[string]string{"MERIDIAN_LISTEN": ":7000", "PORT": "9000"}, ":7000", "http://localhost:7000"},
		{map[string]string{"MERIDIAN_LISTEN": "[::1]:8080"}, "[::1]:8080", "http://localhost:8080"},
		{map[string]string{"MERIDIAN_LISTEN": "127.0.0.1:0"}, "127.0.0.1:0", "http://localhost:8080"},
		{map[string]string{"MERIDIAN_LISTEN": ":7000", "MERIDIAN_PUBLIC_URL": "https://api.example"}, ":7000", "https://api.example"},
	} {
		c, err := config.Load(env(tc.env))
		require.NoError(t, err, tc.env)
		require.Equal(t, tc.listen, c.Listen, tc.env)
		require.Equal(t, tc.public, c.PublicURL, tc.env)
	}
	for _, bad := range []string{"8080", ":", "localhost:8080", "example.com:80", "127.0.0.1", "127.0.0.1:http", "127.0.0.1:65536",
		"127.0.0.1:-1", "[::1:8080", "1.2.3.4.5:80", "http://127.0.0.1:80"} {
		_, err := config.Load(env(map[string]string{"MERIDIAN_LISTEN": bad, "MERIDIAN_QUEUE": "nope"}))
		require.Error(t, err, bad)
		lines := strings.Split(err.Error(), "\n")
		require.Len(t, lines, 2, "one line per problem: %v", err)
		require.Contains(t, err.Error(), "MERIDIAN_LISTEN: want host:port", bad)
		require.Contains(t, err.Error(), "MERIDIAN_QUEUE: ", bad)
	}
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
		"MERIDIAN_SMTP_URL":             "smtp://user:pass@relay:99999",
		"MERIDIAN_MAIL_FROM":            "Meridian",
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

func TestPasswordHashMemory(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(nil))
	require.NoError(t, err)
	require.Zero(t, c.PasswordHashMemory, "unset: the default the people service derives")
	for v, want := range map[string]int64{"19": 19 << 20, "512": 512 << 20, "1048576": 1 << 40, "18": 0, "0": 0, "1GiB": 0, "-5": 0} {
		c, err := config.Load(env(map[string]string{"MERIDIAN_PASSWORD_HASH_MEMORY": v}))
		if want > 0 {
			require.NoError(t, err, v)
			require.Equal(t, want, c.PasswordHashMemory, v)
		} else {
			require.ErrorContains(t, err, "MERIDIAN_PASSWORD_HASH_MEMORY", v)
		}
	}
}

func TestEncryptionKey(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(map[string]string{"MERIDIAN_ENCRYPTION_KEY": "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="}))
	require.NoError(t, err)
	require.Len(t, c.EncryptionKey, 32)
}

func TestMail(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(nil))
	require.NoError(t, err)
	require.Nil(t, c.SMTP, "mail is off without MERIDIAN_SMTP_URL")
	require.Equal(t, "Meridian <no-reply@localhost>", c.MailFrom)
	require.Equal(t, mail.DefaultFrom, c.MailFrom)

	c, err = config.Load(env(map[string]string{"MERIDIAN_SMTP_URL": "smtp://apikey:s%40cret@smtp.example.com",
		"MERIDIAN_MAIL_FROM": " Acme <no-reply@acme.example> "}))
	require.NoError(t, err)
	require.Equal(t, &mail.Server{Host: "smtp.example.com", Port: 587, Username: "apikey", Password: "s@cret"}, c.SMTP)
	require.Equal(t, "Acme <no-reply@acme.example>", c.MailFrom)
	c, err = config.Load(env(map[string]string{"MERIDIAN_SMTP_URL": "smtps://smtp.example.com"}))
	require.NoError(t, err)
	require.Equal(t, &mail.Server{Host: "smtp.example.com", Port: 465, Implicit: true}, c.SMTP)

	for _, bad := range []string{"http://smtp.example.com", "smtp://", "smtp://relay:0", "smtp://relay:port",
		"smtp://user:hunter2@relay/x", "smtp://:hunter2@relay", "relay:25"} {
		_, err := config.Load(env(map[string]string{"MERIDIAN_SMTP_URL": bad}))
		require.ErrorContains(t, err, "MERIDIAN_SMTP_URL: want smtp://[user:pass@]host[:port] or smtps://", bad)
		require.NotContains(t, err.Error(), "hunter2", "the password is never repeated")
		require.Len(t, strings.Split(err.Error(), "\n"), 1, bad)
	}
	for _, bad := range []string{"Meridian", "a@example.com, b@example.com", "@example.com"} {
		_, err := config.Load(env(map[string]string{"MERIDIAN_MAIL_FROM": bad}))
		require.ErrorContains(t, err, "MERIDIAN_MAIL_FROM: want one address", bad)
	}

	// Production sending mail names its sender: relays refuse @localhost.
	_, err = config.Load(env(production(map[string]string{"MERIDIAN_SMTP_URL": "smtps://u:p@smtp.example.com"})))
	require.ErrorContains(t, err, "MERIDIAN_MAIL_FROM: production sending mail needs the From address")
	_, err = config.Load(env(production(map[string]string{"MERIDIAN_SMTP_URL": "smtps://u:p@smtp.example.com",
		"MERIDIAN_MAIL_FROM": "Acme <no-reply@acme.example>"})))
	require.NoError(t, err)
	_, err = config.Load(env(production(nil)))
	require.NoError(t, err, "production without mail needs no sender")
}
