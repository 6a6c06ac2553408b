// Package ids makes the public identifiers of Meridian's objects: a short
// type prefix and a ULID, so ids sort by creation time and say what they name
// ("org_01jd…", "evt_01jd…").
package ids

import (
	"crypto/rand"
	"encoding/base32"
	"strings"

	"github.com/oklog/ulid/v2"
)

// New returns prefix + "_" + a new lower-case ULID.
func New(prefix string) string {
	return prefix + "_" + strings.ToLower(ulid.Make().String())
}

var secretEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// Secret returns prefix followed by n random bytes in lower-case base32: the
// form of API keys and client tokens.
func Secret(prefix string, n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return prefix + secretEncoding.EncodeToString(b)
}
