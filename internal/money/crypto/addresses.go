package crypto

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"filippo.io/edwards25519"
	"github.com/btcsuite/btcd/btcutil/base58"
	"github.com/btcsuite/btcd/btcutil/hdkeychain"
	"github.com/btcsuite/btcd/chaincfg"
	"golang.org/x/crypto/sha3"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Chain families: chains whose addresses come from the same key space.
const (
	FamilyEVM    = "evm"    // ethereum, base, polygon: secp256k1, EIP-55
	FamilyTron   = "tron"   // secp256k1, base58check with 0x41
	FamilySolana = "solana" // ed25519 address space, base58 of 32 bytes
)

// FamilyOf returns the family of a (supported, lower-case) chain.
func FamilyOf(chain string) string {
	switch chain {
	case "tron":
		return FamilyTron
	case "solana":
		return FamilySolana
	}
	return FamilyEVM
}

// Keys are the public key material deposit addresses derive from. Neither
// holds a private key: the server can compute addresses, never spend.
//   - XPub is a BIP-32 extended public key: secp256k1 addresses (EVM and
//     tron) are its non-hardened descendants.
//   - SolanaProgram is a Solana program id: solana addresses are its
//     program-derived addresses (PDAs), which lie off the ed25519 curve, so
//     no private key exists for them; the program alone moves their funds.
type Keys struct {
	XPub          *hdkeychain.ExtendedKey
	SolanaProgram [32]byte
}

// ParseKeys reads the configured key material.
func ParseKeys(xpub, solanaProgram string) (Keys, error) {
	var k Keys
	ext, err := hdkeychain.NewKeyFromString(strings.TrimSpace(xpub))
	if err != nil {
		return k, fmt.Errorf("the extended public key does not parse: %w", err)
	}
	if ext.IsPrivate() {
		return k, errors.New("give the extended public key (xpub…), not the private one: the server needs no private key")
	}
	prog := base58.Decode(strings.TrimSpace(solanaProgram))
	if len(prog) != 32 {
		return k, errors.New("the Solana program id must be base58 of 32 bytes")
	}
	k.XPub = ext
	copy(k.SolanaProgram[:], prog)
	return k, nil
}

// GenerateKeys makes development key material: the extended public key of
// a random seed that is then forgotten (its addresses can receive, and
// nobody can spend from them), and a random program id.
func GenerateKeys() (xpub, solanaProgram string, err error) {
	seed, err := hdkeychain.GenerateSeed(hdkeychain.RecommendedSeedLen)
	if err != nil {
		return "", "", err
	}
	master, err := hdkeychain.NewMaster(seed, &chaincfg.MainNetParams)
	if err != nil {
		return "", "", err
	}
	pub, err := master.Neuter()
	if err != nil {
		return "", "", err
	}
	prog := sha256.Sum256(append([]byte("meridian development program"), seed...))
	return pub.String(), base58.Encode(prog[:]), nil
}

// owner is the 32-byte derivation label of an organization's customer in a
// mode: distinct owners never share an address.
func owner(p auth.Principal, customerID string) [32]byte {
	return sha256.Sum256([]byte("meridian deposit address\x00" + p.OrganizationID + "\x00" + string(p.Mode) + "\x00" + customerID))
}

// Derive returns the index-th deposit address of a customer in a chain
// family, the same on every run for the same key material.
func (k Keys) Derive(p auth.Principal, customerID, family string, index uint32) (string, error) {
	o := owner(p, customerID)
	if family == FamilySolana {
		return k.pda(o, index)
	}
	// Path: family / four 31-bit parts of the owner label / index, all
	// non-hardened so that public derivation works.
	familyIndex := uint32(0)
	if family == FamilyTron {
		familyIndex = 1
	}
	path := []uint32{familyIndex}
	for i := range 4 {
		path = append(path, binary.BigEndian.Uint32(o[4*i:])&0x7fffffff)
	}
	path = append(path, index&0x7fffffff)
	key := k.XPub
	for _, i := range path {
		var err error
		if key, err = key.Derive(i); err != nil {
			return "", err // an invalid child, about 1 in 2^127: never seen
		}
	}
	pub, err := key.ECPubKey()
	if err != nil {
		return "", err
	}
	h := sha3.NewLegacyKeccak256()
	h.Write(pub.SerializeUncompressed()[1:])
	account := h.Sum(nil)[12:]
	if family == FamilyTron {
		return base58.CheckEncode(account, 0x41), nil
	}
	return eip55(account), nil
}

// pda finds the program-derived address of (owner, index): the first bump
// seed from 255 down whose hash lies off the ed25519 curve, as Solana's
// find_program_address does.
func (k Keys) pda(o [32]byte, index uint32) (string, error) {
	var idx [8]byte
	binary.LittleEndian.PutUint64(idx[:], uint64(index))
	for bump := 255; bump >= 0; bump-- {
		h := sha256.New()
		h.Write([]byte("meridian"))
		h.Write(o[:])
		h.Write(idx[:])
		h.Write([]byte{byte(bump)})
		h.Write(k.SolanaProgram[:])
		h.Write([]byte("ProgramDerivedAddress"))
		sum := h.Sum(nil)
		if _, err := new(edwards25519.Point).SetBytes(sum); err != nil {
			return base58.Encode(sum), nil
		}
	}
	return "", errors.New("no program-derived address") // probability 2^-256
}

// eip55 renders a 20-byte account as a checksummed EVM address: each hex
// letter is upper case where the Keccak-256 of the lower-case hex has a
// nibble of 8 or more.
func eip55(account []byte) string {
	lower := hex.EncodeToString(account)
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(lower))
	sum := h.Sum(nil)
	out := []byte(lower)
	for i, c := range out {
		nibble := sum[i/2] >> 4
		if i%2 == 1 {
			nibble = sum[i/2] & 0x0f
		}
		if c >= 'a' && nibble >= 8 {
			out[i] = c - 'a' + 'A'
		}
	}
	return "0x" + string(out)
}

func invalidAddress(format string, args ...any) error {
	return errs.E(errs.BadRequest, "invalid_address", format, args...)
}

// ValidateAddress checks a destination address for its chain: an EVM
// address is 0x and 40 hex digits whose mixed case, when mixed, is its
// EIP-55 checksum; a tron address is base58check of 0x41 and 20 bytes; a
// solana address is base58 of 32 bytes. An address of all zero bytes (the
// EVM and tron zero addresses, which burn what they receive, and solana's
// 11111111111111111111111111111111, the system program) is refused. It
// returns the address in its canonical form (EVM addresses checksummed).
func ValidateAddress(chain, address string) (string, error) {
	address = strings.TrimSpace(address)
	switch FamilyOf(chain) {
	case FamilyTron:
		payload, version, err := base58.CheckDecode(address)
		if err != nil || version != 0x41 || len(payload) != 20 {
			return "", invalidAddress("%q is not a tron address (base58check of 0x41 and 20 bytes)", clip(address))
		}
		if zero(payload) {
			return "", invalidAddress("%s is tron's zero address: what is sent there is lost", address)
		}
		return address, nil
	case FamilySolana:
		b := base58.Decode(address)
		if len(b) != 32 || base58.Encode(b) != address {
			return "", invalidAddress("%q is not a solana address (base58 of 32 bytes)", clip(address))
		}
		if zero(b) {
			return "", invalidAddress("%s is the system program, not an account: what is sent there is lost", address)
		}
		return address, nil
	}
	digits, ok := strings.CutPrefix(address, "0x")
	raw, err := hex.DecodeString(digits)
	if !ok || err != nil || len(raw) != 20 {
		return "", invalidAddress("%q is not an EVM address (0x and 40 hex digits)", clip(address))
	}
	if zero(raw) {
		return "", invalidAddress("%s is the zero address: what is sent there is lost", address)
	}
	canonical := eip55(raw)
	if digits != strings.ToLower(digits) && digits != strings.ToUpper(digits) && address != canonical {
		return "", invalidAddress("%q fails its EIP-55 checksum", clip(address))
	}
	return canonical, nil
}

// zero reports bytes that are all zero.
func zero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// clip shortens what a caller sent before it is quoted back.
func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}
