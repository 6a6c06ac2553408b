package crypto_test

import (
	"strings"
	"testing"

	"github.com/meridianhq/meridian/internal/money/crypto"
)

// Any string on any chain: no panic; what is accepted is accepted again in
// its canonical form, and an accepted EVM address is checksummed.
func FuzzValidateAddress(f *testing.F) {
	for _, seed := range []string{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
		"TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "11111111111111111111111111111112", "", "0x", "0OIl"} {
		for _, chain := range []string{"ethereum", "tron", "solana"} {
			f.Add(chain, seed)
		}
	}
	f.Fuzz(func(t *testing.T, chain, address string) {
		got, err := crypto.ValidateAddress(chain, address)
		if err != nil {
			return
		}
		again, err := crypto.ValidateAddress(chain, got)
		if err != nil || again != got {
			t.Fatalf("%q accepted as %q, which is not accepted again (%v)", address, got, err)
		}
		if crypto.FamilyOf(chain) == crypto.FamilyEVM && got != strings.TrimSpace(address) && strings.ToLower(got) != strings.ToLower(strings.TrimSpace(address)) {
			t.Fatalf("%q became another address %q", address, got)
		}
	})
}
