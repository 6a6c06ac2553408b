package people

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"math"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn"
	"golang.org/x/crypto/argon2"

	"github.com/meridianhq/meridian/internal/platform/errs"
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

// cost is what new hashes cost: passes and KiB of memory (always
// argonTime and argonMemory in the server; this package's own tests hash
// at argon2id's least cost, export_test.go, as what they check is what a
// hash is for, not its cost).
var cost = struct{ time, memory uint32 }{argonTime, argonMemory}

// hashPassword returns the PHC string of password's argon2id hash.
func hashPassword(password string) string {
	salt := make([]byte, argonSaltLen)
	rand.Read(salt)
	key := argon2.IDKey([]byte(password), salt, cost.time, cost.memory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding.EncodeToString
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, cost.memory, cost.time, argonThreads, b64(salt), b64(key))
}

// dummyHash is verified against when there is no user, so that an unknown
// email costs what a wrong password does.
var dummyHash = hashPassword("no user has this password")

// HashMemory is the memory one password hash holds while it runs.
const HashMemory = argonMemory << 10

// HashWait is how long a password hash waits for its turn before its
// caller is refused (503 server_busy), unless NewHashes is told otherwise;
// HashLine is how many hashes may wait for each turn, beyond which a
// caller is refused at once.
const (
	HashWait = 2 * time.Second
	HashLine = 32
)

// DefaultHashMemory is the memory the password hashes running at once
// may hold when none is configured: a quarter of the Go runtime's memory
// limit (GOMEMLIMIT) when one is set, else 128 MiB (six hashes).
func DefaultHashMemory() int64 {
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		return limit / 4
	}
	return 128 << 20
}

// Hashes bounds the password hashes that run at once by the memory they
// hold and the cores they keep busy: every argon2id hash (a sign-in, a
// password set or changed) takes a turn, and one that would wait in a line
// longer than HashLine per turn, or waits longer than HashWait, is refused
// before it starts (503 server_busy, Retry-After), so that sign-ins sent at
// once can take neither the process's memory nor every core. It counts
// the hashes run and refused (for /metrics and tests).
type Hashes struct {
	turns                 chan struct{}
	wait                  time.Duration
	waiting, run, refused atomic.Int64
}

// NewHashes lets as many hashes run at once as memory bytes hold, and one
// fewer than cores (runtime.GOMAXPROCS), at least one: a hash more than
// there are cores finishes no sooner, and a core left free keeps answering
// everything else. A hash waits up to wait for its turn (HashWait).
func NewHashes(memory int64, cores int, wait time.Duration) *Hashes {
	n := min(max(1, memory/HashMemory), int64(max(1, cores-1)))
	return &Hashes{turns: make(chan struct{}, n), wait: wait}
}

// AtOnce is how many hashes may run at once.
func (h *Hashes) AtOnce() int { return cap(h.turns) }

// Run is how many hashes have run.
func (h *Hashes) Run() int64 { return h.run.Load() }

// Refused is how many hashes were refused for want of a turn.
func (h *Hashes) Refused() int64 { return h.refused.Load() }

var errBusy = &errs.Error{Kind: errs.Unavailable, Key: "server_busy",
	Message: "The server is checking too many passwords at once; try again in a moment", RetryAfter: 1}

// do runs f, a hash, in its turn.
func (h *Hashes) do(ctx context.Context, f func()) error {
	select {
	case h.turns <- struct{}{}:
	default:
		if err := h.await(ctx); err != nil {
			return err
		}
	}
	defer func() { <-h.turns }()
	h.run.Add(1)
	f()
	return nil
}

// await waits in line for a turn, and takes it.
func (h *Hashes) await(ctx context.Context) error {
	defer h.waiting.Add(-1)
	if h.waiting.Add(1) > int64(HashLine*cap(h.turns)) {
		h.refused.Add(1)
		return errBusy
	}
	wait := time.NewTimer(h.wait)
	defer wait.Stop()
	select {
	case h.turns <- struct{}{}:
		return nil
	case <-wait.C:
		h.refused.Add(1)
		return errBusy
	case <-ctx.Done():
		return errs.Wrap(ctx.Err(), "wait to hash a password")
	}
}

// hash returns the PHC string of password's hash, in its turn.
func (h *Hashes) hash(ctx context.Context, password string) (string, error) {
	var out string
	err := h.do(ctx, func() { out = hashPassword(password) })
	return out, err
}

// verify reports, in its turn, whether password matches the PHC string
// encoded.
func (h *Hashes) verify(ctx context.Context, encoded, password string) (bool, error) {
	var ok bool
	err := h.do(ctx, func() { ok = verifyPassword(encoded, password) })
	return ok, err
}

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
