package app

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

// Keyring is the keyring a server with cfg would use (for `meridian keys
// rotate-master`).
func Keyring(cfg config.Config, d *db.DB, log *slog.Logger) (*keyring.Keyring, error) {
	key, err := encryptionKey(cfg, log)
	if err != nil {
		return nil, err
	}
	return keyring.New(d, key, cfg.PreviousEncryptionKeys...)
}

// encryptionKey is MERIDIAN_ENCRYPTION_KEY, or else a key generated once
// and kept in the data directory (fine for one process; processes sharing
// a PostgreSQL database must share MERIDIAN_ENCRYPTION_KEY).
func encryptionKey(cfg config.Config, log *slog.Logger) ([]byte, error) {
	if len(cfg.EncryptionKey) == 32 {
		return cfg.EncryptionKey, nil
	}
	path := filepath.Join(cfg.DataDir, "encryption.key")
	if b, err := os.ReadFile(path); err == nil {
		k, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(b)))
		if err != nil || len(k) != 32 {
			return nil, fmt.Errorf("%s is not a base64 32-byte key", path)
		}
		return k, nil
	}
	k := make([]byte, 32)
	rand.Read(k)
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, []byte(base64.StdEncoding.EncodeToString(k)+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("write encryption key: %w", err)
	}
	if cfg.DatabaseURL != "" {
		log.Warn("MERIDIAN_ENCRYPTION_KEY is not set: generated one in the data directory; every process sharing this database needs the same key", "path", path)
	}
	return k, nil
}

// cryptoKeys is the deposit address key material: configured, or else
// generated once into the data directory (development only: config
// refuses production without it). Every process sharing a database must
// derive from the same material.
func cryptoKeys(cfg config.Config, log *slog.Logger) (crypto.Keys, error) {
	xpub, program := cfg.CryptoXPub, cfg.CryptoSolanaProgram
	if xpub == "" || program == "" {
		path := filepath.Join(cfg.DataDir, "crypto-keys")
		b, err := os.ReadFile(path)
		if errors.Is(err, os.ErrNotExist) {
			if xpub, program, err = crypto.GenerateKeys(); err != nil {
				return crypto.Keys{}, err
			}
			if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
				return crypto.Keys{}, err
			}
			if err := os.WriteFile(path, []byte(xpub+"\n"+program+"\n"), 0o600); err != nil {
				return crypto.Keys{}, fmt.Errorf("write deposit address keys: %w", err)
			}
			log.Warn("MERIDIAN_CRYPTO_XPUB and MERIDIAN_CRYPTO_SOLANA_PROGRAM are not set: generated development deposit address keys (their addresses cannot be spent from)", "path", path)
		} else if err != nil {
			return crypto.Keys{}, err
		} else {
			xpub, program, _ = strings.Cut(strings.TrimSpace(string(b)), "\n")
		}
	}
	k, err := crypto.ParseKeys(xpub, program)
	if err != nil {
		return k, fmt.Errorf("deposit address keys: %w", err)
	}
	return k, nil
}
