// Package config reads Meridian's configuration from the environment. Every
// variable is documented in the README with its default; Load reports every
// problem at once, one line each.
package config

import (
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/platform/mail"
)

// Queue modes.
const (
	QueueAsync = "async" // jobs run on background workers
	QueueSync  = "sync"  // jobs also run inline right after the enqueuing transaction commits
)

// Config is the whole server configuration.
type Config struct {
	Port        int           // PORT, default 8080
	DatabaseURL string        // DATABASE_URL; empty means SQLite under DataDir
	DataDir     string        // MERIDIAN_DATA_DIR, default ./data
	BlobURL     string        // MERIDIAN_BLOB_URL, default file:// under DataDir/blobs
	PublicURL   string        // MERIDIAN_PUBLIC_URL, default http://localhost:PORT
	Queue       string        // MERIDIAN_QUEUE: async (default) or sync
	Workers     int           // MERIDIAN_WORKERS, default 4
	SessionTTL  time.Duration // MERIDIAN_SESSION_TTL, default 15m
	QuoteTTL    time.Duration // MERIDIAN_QUOTE_TTL, default 60s
	// Listen is the address the server listens on (MERIDIAN_LISTEN,
	// host:port with an IP address or no host; default 127.0.0.1:PORT in
	// development, :PORT, every interface, in production).
	Listen string
	// AssetLinkTTL is how long a signed link to a session's image works
	// (MERIDIAN_ASSET_LINK_TTL, default 30m, from 60s to 24h).
	AssetLinkTTL time.Duration
	// SignInIdleTTL ends a person's sign-in session unused that long
	// (MERIDIAN_SIGN_IN_IDLE_TTL, default 12h, from 5m to 7 days);
	// SignInMaxTTL ends it that long after sign-in (MERIDIAN_SIGN_IN_MAX_TTL,
	// default 168h, from 1h to 90 days).
	SignInIdleTTL, SignInMaxTTL time.Duration
	BootstrapKey                string // MERIDIAN_BOOTSTRAP_API_KEY
	EncryptionKey               []byte // MERIDIAN_ENCRYPTION_KEY (base64 of 32 bytes)
	// PreviousEncryptionKeys are master keys being rotated out
	// (MERIDIAN_ENCRYPTION_KEY_PREVIOUS, comma-separated): they still
	// unwrap the data keys they wrapped until `meridian keys rotate-master`.
	PreviousEncryptionKeys [][]byte
	LogLevel               slog.Level // MERIDIAN_LOG_LEVEL: debug, info (default), warn, error
	LogFormat              string     // MERIDIAN_LOG_FORMAT: json (default) or text
	Env                    string     // MERIDIAN_ENV: development (default) or production
	// GraphQLIntrospection turns introspection and GraphiQL on
	// (MERIDIAN_GRAPHQL_INTROSPECTION; default on in development, off in production).
	GraphQLIntrospection bool
	RateLimit            float64 // MERIDIAN_RATE_LIMIT: requests per second per key, default 100; 0 turns limiting off
	RateBurst            int     // MERIDIAN_RATE_BURST, default 2×RateLimit
	FXSpreadBps          int64   // MERIDIAN_FX_SPREAD_BPS: taken off mid rates, default 50
	FXFeeBps             int64   // MERIDIAN_FX_FEE_BPS: fee on the source amount, default 30
	// CryptoXPub is the BIP-32 extended public key secp256k1 deposit
	// addresses derive from (MERIDIAN_CRYPTO_XPUB); CryptoSolanaProgram the
	// program whose derived addresses are solana deposit addresses
	// (MERIDIAN_CRYPTO_SOLANA_PROGRAM). Both are required in production; in
	// development they are generated into the data directory.
	CryptoXPub          string
	CryptoSolanaProgram string
	// CryptoNetworkFees override chains' withdrawal fees in US cents
	// (MERIDIAN_CRYPTO_NETWORK_FEES, e.g. "ethereum=150,base=5").
	CryptoNetworkFees map[string]int64
	// CryptoSandboxDelay is how long a test withdrawal takes to succeed
	// on its own (MERIDIAN_CRYPTO_SANDBOX_DELAY, default 10s).
	CryptoSandboxDelay time.Duration
	// USDFees override the transfer fee of the rails in cents
	// (MERIDIAN_USD_FEES, e.g. "ACH=100,FEDWIRE=2500").
	USDFees map[string]int64
	// USDSandboxDelay is how long a test transfer takes to be processed,
	// and then to succeed (MERIDIAN_USD_SANDBOX_DELAY, default 10s).
	USDSandboxDelay time.Duration
	// SMTP is the server outgoing mail goes through (MERIDIAN_SMTP_URL,
	// smtp://[user:pass@]host[:port] or smtps://…); nil when unset: mail
	// is off.
	SMTP *mail.Server
	// MailFrom is the From of outgoing mail (MERIDIAN_MAIL_FROM, default
	// mail.DefaultFrom; required in production when SMTP is set).
	MailFrom string
	// DNSServer is the DNS server (host:port, an IP address) that checks
	// of single sign-on's domains ask for TXT records
	// (MERIDIAN_DNS_SERVER); empty: the system's resolver.
	DNSServer string
	// PasswordHashMemory is the memory, in bytes, that the password
	// hashes running at once may hold (MERIDIAN_PASSWORD_HASH_MEMORY, in
	// MiB, from 19, one hash, to 1048576); 0 when unset: a quarter of
	// GOMEMLIMIT when that is set, else 128 MiB (people.DefaultHashMemory).
	PasswordHashMemory int64
}

// SQLitePath is the database file used when DatabaseURL is empty.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "meridian.db") }

// Load reads the configuration through getenv (os.Getenv in production).
func Load(getenv func(string) string) (Config, error) {
	var errs []error
	bad := func(name, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", name, fmt.Sprintf(format, args...)))
	}
	get := func(name, def string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		return def
	}
	c := Config{}

	var err error
	if c.Port, err = strconv.Atoi(get("PORT", "8080")); err != nil || c.Port < 0 || c.Port > 65535 {
		bad("PORT", "want a port number from 0 to 65535, got %q", get("PORT", ""))
	}
	c.DatabaseURL = get("DATABASE_URL", "")
	if c.DatabaseURL != "" {
		u, err := url.Parse(c.DatabaseURL)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			bad("DATABASE_URL", "want a postgres:// URL")
		}
	}
	c.DataDir = get("MERIDIAN_DATA_DIR", "./data")
	c.BlobURL = get("MERIDIAN_BLOB_URL", "")
	if c.BlobURL != "" {
		if u, err := url.Parse(c.BlobURL); err != nil || u.Scheme == "" {
			bad("MERIDIAN_BLOB_URL", "want a URL such as file:///var/lib/meridian/blobs or s3://bucket")
		}
	}
	c.Queue = get("MERIDIAN_QUEUE", QueueAsync)
	if c.Queue != QueueAsync && c.Queue != QueueSync {
		bad("MERIDIAN_QUEUE", "want async or sync, got %q", c.Queue)
	}
	if c.Workers, err = strconv.Atoi(get("MERIDIAN_WORKERS", "4")); err != nil || c.Workers < 1 || c.Workers > 256 {
		bad("MERIDIAN_WORKERS", "want a whole number from 1 to 256")
	}
	c.SessionTTL = duration(get, bad, "MERIDIAN_SESSION_TTL", "15m")
	c.QuoteTTL = duration(get, bad, "MERIDIAN_QUOTE_TTL", "60s")
	if c.SignInIdleTTL = duration(get, bad, "MERIDIAN_SIGN_IN_IDLE_TTL", "12h"); c.SignInIdleTTL != 0 &&
		(c.SignInIdleTTL < 5*time.Minute || c.SignInIdleTTL > 7*24*time.Hour) {
		bad("MERIDIAN_SIGN_IN_IDLE_TTL", "want a duration from 5m to 168h, got %s", c.SignInIdleTTL)
	}
	if c.SignInMaxTTL = duration(get, bad, "MERIDIAN_SIGN_IN_MAX_TTL", "168h"); c.SignInMaxTTL != 0 &&
		(c.SignInMaxTTL < time.Hour || c.SignInMaxTTL > 90*24*time.Hour) {
		bad("MERIDIAN_SIGN_IN_MAX_TTL", "want a duration from 1h to 2160h, got %s", c.SignInMaxTTL)
	}
	if v := get("MERIDIAN_PASSWORD_HASH_MEMORY", ""); v != "" {
		mib, err := strconv.ParseInt(v, 10, 64)
		if err != nil || mib < 19 || mib > 1<<20 {
			bad("MERIDIAN_PASSWORD_HASH_MEMORY", "want a whole number of MiB from 19 (one hash at a time) to 1048576, got %q", v)
		}
		c.PasswordHashMemory = mib << 20
	}
	if c.AssetLinkTTL = duration(get, bad, "MERIDIAN_ASSET_LINK_TTL", "30m"); c.AssetLinkTTL != 0 &&
		(c.AssetLinkTTL < time.Minute || c.AssetLinkTTL > 24*time.Hour) {
		bad("MERIDIAN_ASSET_LINK_TTL", "want a duration from 60s to 24h, got %s", c.AssetLinkTTL)
	}
	c.BootstrapKey = get("MERIDIAN_BOOTSTRAP_API_KEY", "")
	if c.BootstrapKey != "" && !strings.HasPrefix(c.BootstrapKey, "sk_test_") && !strings.HasPrefix(c.BootstrapKey, "sk_live_") {
		bad("MERIDIAN_BOOTSTRAP_API_KEY", "want a key starting with sk_test_ or sk_live_")
	} else if c.BootstrapKey != "" && len(c.BootstrapKey) < len("sk_test_")+16 {
		bad("MERIDIAN_BOOTSTRAP_API_KEY", "want at least 16 characters after the prefix")
	}
	if v := get("MERIDIAN_ENCRYPTION_KEY", ""); v != "" {
		k, err := base64.StdEncoding.DecodeString(v)
		if err != nil || len(k) != 32 {
			bad("MERIDIAN_ENCRYPTION_KEY", "want 32 bytes in standard base64 (openssl rand -base64 32)")
		}
		c.EncryptionKey = k
	}
	if v := get("MERIDIAN_ENCRYPTION_KEY_PREVIOUS", ""); v != "" {
		for _, part := range strings.Split(v, ",") {
			k, err := base64.StdEncoding.DecodeString(strings.TrimSpace(part))
			if err != nil || len(k) != 32 {
				bad("MERIDIAN_ENCRYPTION_KEY_PREVIOUS", "want keys of 32 bytes in standard base64, separated by commas")
				break
			}
			c.PreviousEncryptionKeys = append(c.PreviousEncryptionKeys, k)
		}
	}
	switch strings.ToLower(get("MERIDIAN_LOG_LEVEL", "info")) {
	case "debug":
		c.LogLevel = slog.LevelDebug
	case "info":
		c.LogLevel = slog.LevelInfo
	case "warn", "warning":
		c.LogLevel = slog.LevelWarn
	case "error":
		c.LogLevel = slog.LevelError
	default:
		bad("MERIDIAN_LOG_LEVEL", "want debug, info, warn or error")
	}
	c.LogFormat = get("MERIDIAN_LOG_FORMAT", "json")
	if c.LogFormat != "json" && c.LogFormat != "text" {
		bad("MERIDIAN_LOG_FORMAT", "want json or text")
	}
	c.Env = get("MERIDIAN_ENV", "development")
	if c.Env != "development" && c.Env != "production" {
		bad("MERIDIAN_ENV", "want development or production")
	}
	host := "127.0.0.1"
	if c.Env == "production" {
		host = ""
	}
	c.Listen = get("MERIDIAN_LISTEN", net.JoinHostPort(host, strconv.Itoa(c.Port)))
	publicPort := c.Port
	if port, err := listenPort(c.Listen); err != nil {
		bad("MERIDIAN_LISTEN", "want host:port with an IP address or no host (127.0.0.1:8080, [::1]:8080, :8080), got %q", c.Listen)
	} else if port != 0 {
		publicPort = port
	}
	c.PublicURL = strings.TrimRight(get("MERIDIAN_PUBLIC_URL", fmt.Sprintf("http://localhost:%d", publicPort)), "/")
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		bad("MERIDIAN_PUBLIC_URL", "want an absolute http(s) URL")
	}
	def := "true"
	if c.Env == "production" {
		def = "false"
	}
	if c.GraphQLIntrospection, err = strconv.ParseBool(get("MERIDIAN_GRAPHQL_INTROSPECTION", def)); err != nil {
		bad("MERIDIAN_GRAPHQL_INTROSPECTION", "want true or false")
	}
	if c.RateLimit, err = strconv.ParseFloat(get("MERIDIAN_RATE_LIMIT", "100"), 64); err != nil || c.RateLimit < 0 {
		bad("MERIDIAN_RATE_LIMIT", "want a number of requests per second, 0 for no limit")
	}
	burst := strconv.Itoa(max(1, int(2*c.RateLimit)))
	if c.RateBurst, err = strconv.Atoi(get("MERIDIAN_RATE_BURST", burst)); err != nil || c.RateBurst < 1 {
		bad("MERIDIAN_RATE_BURST", "want a whole number of at least 1")
	}
	if c.FXSpreadBps, err = strconv.ParseInt(get("MERIDIAN_FX_SPREAD_BPS", "50"), 10, 64); err != nil || c.FXSpreadBps < 0 || c.FXSpreadBps >= 10_000 {
		bad("MERIDIAN_FX_SPREAD_BPS", "want basis points from 0 to 9999")
	}
	if c.FXFeeBps, err = strconv.ParseInt(get("MERIDIAN_FX_FEE_BPS", "30"), 10, 64); err != nil || c.FXFeeBps < 0 || c.FXFeeBps >= 10_000 {
		bad("MERIDIAN_FX_FEE_BPS", "want basis points from 0 to 9999")
	}
	c.CryptoXPub = get("MERIDIAN_CRYPTO_XPUB", "")
	c.CryptoSolanaProgram = get("MERIDIAN_CRYPTO_SOLANA_PROGRAM", "")
	if c.Env == "production" && c.EncryptionKey == nil {
		bad("MERIDIAN_ENCRYPTION_KEY", "production needs the master key (openssl rand -base64 32)")
	}
	if c.Env == "production" && (c.CryptoXPub == "" || c.CryptoSolanaProgram == "") {
		bad("MERIDIAN_CRYPTO_XPUB", "production needs MERIDIAN_CRYPTO_XPUB and MERIDIAN_CRYPTO_SOLANA_PROGRAM (deposit address key material)")
	}
	c.CryptoNetworkFees = fees(get, bad, "MERIDIAN_CRYPTO_NETWORK_FEES", "chain", "ethereum=150,base=5", strings.ToLower)
	c.CryptoSandboxDelay = duration(get, bad, "MERIDIAN_CRYPTO_SANDBOX_DELAY", "10s")
	c.USDFees = fees(get, bad, "MERIDIAN_USD_FEES", "rail", "ACH=100,FEDWIRE=2500", strings.ToUpper)
	for rail := range c.USDFees {
		if rail != "ACH" && rail != "FEDWIRE" {
			bad("MERIDIAN_USD_FEES", "rails are ACH and FEDWIRE, not %q", rail)
		}
	}
	c.USDSandboxDelay = duration(get, bad, "MERIDIAN_USD_SANDBOX_DELAY", "10s")
	if v := get("MERIDIAN_SMTP_URL", ""); v != "" {
		if c.SMTP, err = mail.ParseURL(v); err != nil {
			bad("MERIDIAN_SMTP_URL", "%v", err)
		}
	}
	if c.MailFrom, err = mail.ParseFrom(get("MERIDIAN_MAIL_FROM", mail.DefaultFrom)); err != nil {
		bad("MERIDIAN_MAIL_FROM", "%v", err)
	} else if c.Env == "production" && c.SMTP != nil && get("MERIDIAN_MAIL_FROM", "") == "" {
		bad("MERIDIAN_MAIL_FROM", "production sending mail needs the From address (Meridian <no-reply@example.com>)")
	}
	if c.DNSServer = get("MERIDIAN_DNS_SERVER", ""); c.DNSServer != "" {
		if ap, err := netip.ParseAddrPort(c.DNSServer); err != nil || ap.Port() == 0 {
			bad("MERIDIAN_DNS_SERVER", "want an IP address and port such as 10.0.0.2:53, not %q", c.DNSServer)
		}
	}
	return c, errors.Join(errs...)
}

// listenPort returns the port of a listen address: host:port where the
// host is an IP address or empty (every interface) and the port 0 to 65535.
func listenPort(addr string) (int, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, err
	}
	if host != "" {
		if _, err := netip.ParseAddr(host); err != nil {
			return 0, err
		}
	}
	n, err := strconv.Atoi(port)
	if err != nil || n < 0 || n > 65535 {
		return 0, fmt.Errorf("port %q is not from 0 to 65535", port)
	}
	return n, nil
}

// fees reads name=cents pairs ("" gives nil), names put in case.
func fees(get func(string, string) string, bad func(string, string, ...any), name, what, example string, norm func(string) string) map[string]int64 {
	v := get(name, "")
	if v == "" {
		return nil
	}
	out := map[string]int64{}
	for _, pair := range strings.Split(v, ",") {
		key, cents, ok := strings.Cut(strings.TrimSpace(pair), "=")
		n, err := strconv.ParseInt(cents, 10, 64)
		if !ok || err != nil || n < 0 || n > 1_000_000 || key == "" {
			bad(name, "want %s=cents pairs separated by commas, e.g. %s", what, example)
			return nil
		}
		out[norm(key)] = n
	}
	return out
}

func duration(get func(string, string) string, bad func(string, string, ...any), name, def string) time.Duration {
	d, err := time.ParseDuration(get(name, def))
	if err != nil || d <= 0 {
		bad(name, "want a positive Go duration such as 15m or 90s")
		return 0
	}
	return d
}
