package crypto_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"

	"filippo.io/edwards25519"
	"github.com/mr-tron/base58"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/sha3"

	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// The validators below are the test's own, written from the chains'
// specifications with another base58 library, so that they do not share
// the derivation's code.

// validEIP55 recomputes an EVM address's checksum: each hex letter is upper
// case exactly where the Keccak-256 of the lower-case hex has a nibble ≥ 8.
func validEIP55(t *testing.T, addr string) {
	t.Helper()
	require.True(t, strings.HasPrefix(addr, "0x"), addr)
	digits := addr[2:]
	require.Len(t, digits, 40, addr)
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(strings.ToLower(digits)))
	sum := hex.EncodeToString(h.Sum(nil))
	for i, c := range digits {
		switch {
		case c >= '0' && c <= '9':
		case sum[i] >= '8':
			require.True(t, c >= 'A' && c <= 'F', "%s: digit %d should be upper case", addr, i)
		default:
			require.True(t, c >= 'a' && c <= 'f', "%s: digit %d should be lower case", addr, i)
		}
	}
}

// validTron decodes base58check: 0x41, 20 bytes, and the first four bytes
// of the double SHA-256 of both.
func validTron(t *testing.T, addr string) {
	t.Helper()
	b, err := base58.Decode(addr)
	require.NoError(t, err, addr)
	require.Len(t, b, 25, addr)
	require.Equal(t, byte(0x41), b[0], addr)
	first := sha256.Sum256(b[:21])
	second := sha256.Sum256(first[:])
	require.Equal(t, second[:4], b[21:], "%s: checksum", addr)
}

// validSolana decodes 32 bytes, off the ed25519 curve (a program-derived
// address, for which no private key exists).
func validSolana(t *testing.T, addr string) {
	t.Helper()
	b, err := base58.Decode(addr)
	require.NoError(t, err, addr)
	require.Len(t, b, 32, addr)
	_, err = new(edwards25519.Point).SetBytes(b)
	require.Error(t, err, "%s lies on the curve", addr)
}

func testKeys(t *testing.T) crypto.Keys {
	t.Helper()
	xpub, prog, err := crypto.GenerateKeys()
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(xpub, "xpub"))
	k, err := crypto.ParseKeys(xpub, prog)
	require.NoError(t, err)
	return k
}

func TestDerivedAddressesAreValidUniqueAndStable(t *testing.T) {
	t.Parallel()
	xpub, prog, err := crypto.GenerateKeys()
	require.NoError(t, err)
	keys, err := crypto.ParseKeys(xpub, prog)
	require.NoError(t, err)
	validators := map[string]func(*testing.T, string){crypto.FamilyEVM: validEIP55, crypto.FamilyTron: validTron,
		crypto.FamilySolana: validSolana}
	seen := map[string]bool{}
	var first []string
	// 10,000 derivations per family: two organizations, both modes, 50
	// customers each, 50 addresses a customer (3 customers, 600
	// derivations, under the race detector, which slows this pure
	// arithmetic a hundredfold and finds nothing in it).
	customers, every := 50, 500
	if raceEnabled {
		customers, every = 3, 60
	}
	for _, family := range []string{crypto.FamilyEVM, crypto.FamilyTron, crypto.FamilySolana} {
		n := 0
		for _, org := range []string{"org_a", "org_b"} {
			for _, mode := range []auth.Mode{auth.Test, auth.Live} {
				p := auth.Principal{OrganizationID: org, Mode: mode}
				for c := range customers {
					for i := range 50 {
						addr, err := keys.Derive(p, fmt.Sprintf("cus_%d", c), family, uint32(i))
						require.NoError(t, err)
						require.False(t, seen[addr], "%s derived twice", addr)
						seen[addr] = true
						if n%every == 0 {
							validators[family](t, addr)
							first = append(first, addr)
						}
						n++
					}
				}
			}
		}
		require.Equal(t, 4*customers*50, n)
	}
	// The same key material after a restart derives the same addresses.
	again, err := crypto.ParseKeys(xpub, prog)
	require.NoError(t, err)
	k := 0
	for _, family := range []string{crypto.FamilyEVM, crypto.FamilyTron, crypto.FamilySolana} {
		n := 0
		for _, org := range []string{"org_a", "org_b"} {
			for _, mode := range []auth.Mode{auth.Test, auth.Live} {
				p := auth.Principal{OrganizationID: org, Mode: mode}
				for c := range customers {
					for i := range 50 {
						if n%every == 0 {
							addr, err := again.Derive(p, fmt.Sprintf("cus_%d", c), family, uint32(i))
							require.NoError(t, err)
							require.Equal(t, first[k], addr)
							k++
						}
						n++
					}
				}
			}
		}
	}
	// Other key material derives other addresses.
	other := testKeys(t)
	addr, err := other.Derive(auth.Principal{OrganizationID: "org_a", Mode: auth.Test}, "cus_0", crypto.FamilyEVM, 0)
	require.NoError(t, err)
	require.NotEqual(t, first[0], addr)
}

func TestParseKeysRefusesPrivateKeys(t *testing.T) {
	t.Parallel()
	// BIP-32's first test vector: its master private key, then its public one.
	const xprv = "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"
	const xpub = "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8"
	prog := base58.Encode(make([]byte, 32))
	_, err := crypto.ParseKeys(xprv, prog)
	require.ErrorContains(t, err, "not the private one")
	_, err = crypto.ParseKeys(xpub, prog)
	require.NoError(t, err)
	_, err = crypto.ParseKeys(xpub, "abc")
	require.Error(t, err)
	_, err = crypto.ParseKeys("xpubnonsense", prog)
	require.Error(t, err)
}

func TestValidateAddress(t *testing.T) {
	t.Parallel()
	// EIP-55's own examples.
	for _, a := range []string{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
		"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"} {
		got, err := crypto.ValidateAddress("ethereum", a)
		require.NoError(t, err, a)
		require.Equal(t, a, got)
	}
	got, err := crypto.ValidateAddress("base", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	require.NoError(t, err, "all lower case carries no checksum")
	require.Equal(t, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", got, "answered checksummed")
	_, err = crypto.ValidateAddress("polygon", "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED")
	require.NoError(t, err, "all upper case carries no checksum")

	tron := base58.Encode(withChecksum(append([]byte{0x41}, bytes.Repeat([]byte{7}, 20)...)))
	_, err = crypto.ValidateAddress("tron", tron)
	require.NoError(t, err)
	tronZero := base58.Encode(withChecksum(append([]byte{0x41}, make([]byte, 20)...)))
	require.Equal(t, "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb", tronZero)
	bad := []struct{ chain, address string }{
		{"ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"},                       // one letter's case flipped
		{"ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA"},                         // 19 bytes
		{"base", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},                             // no 0x
		{"polygon", "0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},                        // not hex
		{"tron", tron[:len(tron)-1] + next(tron[len(tron)-1])},                           // checksum broken
		{"tron", base58.Encode(withChecksum(append([]byte{0x00}, make([]byte, 20)...)))}, // bitcoin's version byte
		{"solana", base58.Encode(make([]byte, 31))},
		{"solana", base58.Encode(make([]byte, 33))},
		{"solana", "0OIl"}, // not base58
		{"solana", ""},
		// Valid encodings of nobody's account: the zero addresses burn what
		// they receive, solana's all-zero key is the system program.
		{"ethereum", "0x0000000000000000000000000000000000000000"},
		{"base", "0x0000000000000000000000000000000000000000"},
		{"polygon", " 0x0000000000000000000000000000000000000000 "},
		{"tron", tronZero},
		{"solana", "11111111111111111111111111111111"},
	}
	for _, b := range bad {
		_, err := crypto.ValidateAddress(b.chain, b.address)
		require.Error(t, err, "%s %s", b.chain, b.address)
		require.True(t, errs.Is(err, "invalid_address"), "%s %s: %v", b.chain, b.address, err)
		require.Equal(t, 400, errs.KindOf(err).Status())
	}
	_, err = crypto.ValidateAddress("ethereum", "0x0000000000000000000000000000000000000001")
	require.NoError(t, err, "only the zero address itself")
	_, err = crypto.ValidateAddress("solana", base58.Encode(append([]byte{1}, make([]byte, 31)...)))
	require.NoError(t, err)
}

func withChecksum(b []byte) []byte {
	first := sha256.Sum256(b)
	second := sha256.Sum256(first[:])
	return append(b, second[:4]...)
}

func next(c byte) string {
	const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	return string(alphabet[(strings.IndexByte(alphabet, c)+1)%len(alphabet)])
}
