package people

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn"
	"golang.org/x/crypto/argon2"

	"github.com/meridianhq/meridian/internal/errs"
)

// Passwords are hashed with argon2id at OWASP's recommended cost (19 MiB
// of memory, two passes, one lane) and kept in the PHC string format, so
// that a change of cost applies to new hashes while old ones still verify.
const (
	argonMemory  = 19 * 1024
	argonTime    = 2
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// Password lengths: at least 12 characters, no composition rules; at most
// 256 bytes (the hash's cost does not depend on it, but a bound is kept).
const (
	MinPasswordLen = 12
	MaxPasswordLen = 256
)

// hashPassword returns the PHC string of password's argon2id hash.
func hashPassword(password string) string {
	salt := make([]byte, argonSaltLen)
	rand.Read(salt)
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding.EncodeToString
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads, b64(salt), b64(key))
}

// dummyHash is verified against when there is no user, so that an unknown
// email costs what a wrong password does.
var dummyHash = hashPassword("no user has this password")

// verifyPassword reports whether password matches the PHC string encoded.
func verifyPassword(encoded, password string) bool {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var version int
	var memory, passes uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &passes, &threads); err != nil ||
		memory > 1<<20 || passes > 10 || threads == 0 || threads > 16 {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 || len(want) > 64 {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, passes, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// checkPassword refuses a password that is too short, too long, or easy
// to guess: zxcvbn's estimate, which knows common passwords, names, words
// and keyboard patterns, and is told the person's email and name, must
// reach 3 of 4 ("safely unguessable" against an online attack).
func checkPassword(password string, inputs ...string) error {
	n := utf8.RuneCountInString(password)
	if n < MinPasswordLen || len(password) > MaxPasswordLen {
		return errs.E(errs.Invalid, "weak_password", "A password has at least %d characters (at most %d bytes)", MinPasswordLen, MaxPasswordLen)
	}
	if zxcvbn.PasswordStrength(password, inputs).Score < 3 {
		return errs.E(errs.Invalid, "weak_password", "That password is common or easy to guess; try a longer phrase of unrelated words")
	}
	return nil
}
