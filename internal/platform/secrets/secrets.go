// Package secrets seals small secrets and personal fields kept in the
// database (webhook secrets, identification numbers, KYC links), each
// under a data key of its own from the keyring (envelope encryption).
// Values written before envelope encryption (AES-256-GCM under a key
// derived from the master key for one purpose) still open.
package secrets

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/base64"
	"errors"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/platform/keyring"
)

// Box seals and opens the values of one purpose.
type Box struct {
	ring   *keyring.Keyring
	legacy cipher.AEAD
}

// New makes the purpose's box over the keyring; key is the master key,
// from which the purpose's key for values sealed before the keyring is
// derived.
func New(ring *keyring.Keyring, key []byte, purpose string) (*Box, error) {
	k, err := hkdf.Key(sha256.New, key, nil, purpose, 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{ring: ring, legacy: aead}, nil
}

// Seal encrypts plain under a new data key, stored through idb.
func (b *Box) Seal(ctx context.Context, idb bun.IDB, plain string) (string, error) {
	return b.ring.Seal(ctx, idb, []byte(plain))
}

// Open decrypts what Seal made (or what was sealed before the keyring).
func (b *Box) Open(ctx context.Context, idb bun.IDB, sealed string) (string, error) {
	if keyring.IsSealed(sealed) {
		plain, err := b.ring.Open(ctx, idb, sealed)
		return string(plain), err
	}
	raw, err := base64.StdEncoding.DecodeString(sealed)
	n := b.legacy.NonceSize()
	if err != nil || len(raw) < n {
		return "", errors.New("secrets: malformed sealed value")
	}
	plain, err := b.legacy.Open(nil, raw[:n], raw[n:], nil)
	return string(plain), err
}
