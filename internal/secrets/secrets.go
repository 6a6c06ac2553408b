// Package secrets seals small secrets and personal fields kept in the
// database (webhook secrets, identification numbers, KYC links): AES-256-GCM
// under a key derived from MERIDIAN_ENCRYPTION_KEY for one purpose, with a
// random nonce per value, base64 on the wire to the database.
package secrets

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// Box seals and opens the values of one purpose.
type Box struct{ aead cipher.AEAD }

// New derives the purpose's key from the server's 32-byte key.
func New(key []byte, purpose string) (*Box, error) {
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
	return &Box{aead: aead}, nil
}

// Seal encrypts plain.
func (b *Box) Seal(plain string) string {
	nonce := make([]byte, b.aead.NonceSize())
	rand.Read(nonce)
	return base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(plain), nil))
}

// Open decrypts what Seal made.
func (b *Box) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < b.aead.NonceSize() {
		return "", errors.New("secrets: malformed sealed value")
	}
	plain, err := b.aead.Open(nil, raw[:b.aead.NonceSize()], raw[b.aead.NonceSize():], nil)
	return string(plain), err
}
