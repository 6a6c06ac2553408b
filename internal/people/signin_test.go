package people_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
)

// perAddress limits failures per source address as the server does.
func perAddress(c *people.Config) { c.SourceFailures = ratelimit.NewFailures(1.0/10, 20) }

// signInFrom signs in from a source address.
func (h *harness) signInFrom(addr, email, password, code string) (*people.SignedIn, error) {
	return h.people.SignIn(auth.WithSource(context.Background(), addr), auth.ClientInfo{},
		people.SignInInput{Email: email, Password: password, Code: code})
}

// atOnce runs n sign-ins at once and counts their answers by error key,
// checking that every 429 says how long to wait.
func atOnce(t *testing.T, n int, signIn func(i int) error) map[string]int {
	t.Helper()
	var mu sync.Mutex
	var wg sync.WaitGroup
	keys := map[string]int{}
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			err := signIn(i)
			mu.Lock()
			defer mu.Unlock()
			keys[errs.KeyOf(err)]++
			if errs.KindOf(err) == errs.RateLimited {
				require.Positive(t, errs.As(err).RetryAfter, "a 429 says how long to wait")
			}
		})
	}
	close(start)
	wg.Wait()
	return keys
}

// enrol turns TOTP on for the person signed in as in, and returns their
// principal and secret.
func (h *harness) enrol(t *testing.T, in *people.SignedIn) (auth.Principal, string) {
	t.Helper()
	ctx := context.Background()
	p, err := h.principal(t, in.Token)
	require.NoError(t, err)
	e, err := h.people.StartTOTP(ctx, p)
	require.NoError(t, err)
	code, err := totp.GenerateCode(e.Secret, h.now())
	require.NoError(t, err)
	_, renewed, err := h.people.ConfirmTOTP(ctx, p, code)
	require.NoError(t, err)
	p, err = h.principal(t, renewed)
	require.NoError(t, err)
	return p, e.Secret
}

// Attempts sent at once are counted before they are judged: as many are
// judged as the limit allows, per account (a password or a second factor's
// code alike) and per address, and the rest are refused without a hash.
func TestSignInsAtOnceAreCountedBeforeTheyAreJudged(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := setup(t, d, perAddress)
		h.join(t, "ada@example.com", auth.Viewer)
		hashed := h.hashes.Run()
		keys := atOnce(t, 40, func(i int) error {
			_, err := h.signInFrom(fmt.Sprintf("198.51.100.%d", i), "ada@example.com", "not the password at all", "")
			return err
		})
		require.Equal(t, map[string]int{"invalid_credentials": 5, "too_many_attempts": 35}, keys)
		require.EqualValues(t, 5, h.hashes.Run()-hashed, "a refused attempt costs no hash")
		_, err := h.signInFrom("198.51.100.99", "ada@example.com", goodPassword, "")
		require.Equal(t, "too_many_attempts", errs.KeyOf(err), "locked, even with the right password")

		_, secret := h.enrol(t, h.join(t, "grace@example.com", auth.Viewer))
		h.advance(time.Minute)
		keys = atOnce(t, 40, func(i int) error {
			_, err := h.signInFrom(fmt.Sprintf("198.51.101.%d", i), "grace@example.com", goodPassword, "000000")
			return err
		})
		require.Equal(t, map[string]int{"invalid_code": 5, "too_many_attempts": 35}, keys, "a second factor's code alike")
		code, err := totp.GenerateCode(secret, h.now())
		require.NoError(t, err)
		_, err = h.signInFrom("198.51.101.99", "grace@example.com", goodPassword, code)
		require.Equal(t, "too_many_attempts", errs.KeyOf(err))

		hashed = h.hashes.Run()
		keys = atOnce(t, 40, func(i int) error {
			_, err := h.signInFrom("203.0.113.5", fmt.Sprintf("nobody%d@example.com", i), goodPassword, "")
			return err
		})
		require.Equal(t, map[string]int{"invalid_credentials": 20, "too_many_attempts": 20}, keys, "and per address")
		require.EqualValues(t, 20, h.hashes.Run()-hashed)
	})
}

// Signing in costs one password hash whatever the email and password, so
// that its time tells nothing about who has an account.
func TestSignInCostsOneHash(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		h.join(t, "ada@example.com", auth.Viewer)
		h.join(t, "sso@example.com", auth.Viewer)
		_, err := d.NewUpdate().Table("users").Set("password_hash = NULL").Where("email = ?", "sso@example.com").Exec(ctx)
		require.NoError(t, err, "a person who signs in only through single sign-on")
		for _, c := range []struct{ name, email, password, key string }{
			{"a known email and a wrong password", "ada@example.com", "not the password at all", "invalid_credentials"},
			{"an unknown email", "nobody@example.com", "not the password at all", "invalid_credentials"},
			{"a person without a password", "sso@example.com", goodPassword, "invalid_credentials"},
			{"a password too long to be anyone's", "ada@example.com", strings.Repeat("long ", 60), "invalid_credentials"},
			{"the right password", "ada@example.com", goodPassword, ""},
		} {
			before := h.hashes.Run()
			_, err := h.signIn(c.email, c.password, "")
			require.Equal(t, c.key, errs.KeyOf(err), c.name)
			require.EqualValues(t, 1, h.hashes.Run()-before, c.name)
		}
	})
}

// A TOTP code works once, wherever it was used (confirming, signing in,
// turning the factor off) and in whichever process.
func TestTOTPCodeWorksOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		p, secret := h.enrol(t, h.join(t, "ada@example.com", auth.Viewer))
		code, err := totp.GenerateCode(secret, h.now())
		require.NoError(t, err)
		_, err = h.signIn("ada@example.com", goodPassword, code)
		require.Equal(t, "invalid_code", errs.KeyOf(err), "the code that turned the factor on is used")

		h.advance(30 * time.Second)
		code, _ = totp.GenerateCode(secret, h.now())
		_, err = h.signIn("ada@example.com", goodPassword, code)
		require.NoError(t, err)
		_, err = h.signIn("ada@example.com", goodPassword, code)
		require.Equal(t, "invalid_code", errs.KeyOf(err), "a code is taken once")
		other := setup(t, d)
		_, err = other.signIn("ada@example.com", goodPassword, code)
		require.Equal(t, "invalid_code", errs.KeyOf(err), "by any process")
		require.Equal(t, "invalid_code", errs.KeyOf(h.people.DisableTOTP(ctx, p, code)))
		earlier, _ := totp.GenerateCode(secret, h.now().Add(-30*time.Second))
		require.Equal(t, "invalid_code", errs.KeyOf(h.people.DisableTOTP(ctx, p, earlier)), "nor an earlier step's")

		h.advance(30 * time.Second)
		code, _ = totp.GenerateCode(secret, h.now())
		require.NoError(t, h.people.DisableTOTP(ctx, p, code))
	})
}

// Guessing a code or a password through a signed-in session counts toward
// the person's lockout, one call at a time, as failed sign-ins do.
func TestGuessesThroughASessionCountTowardTheLockout(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		p, secret := h.enrol(t, h.join(t, "ada@example.com", auth.Viewer))
		h.advance(time.Minute)
		for range 5 {
			require.Equal(t, "invalid_code", errs.KeyOf(h.people.DisableTOTP(ctx, p, "000000")))
		}
		code, err := totp.GenerateCode(secret, h.now())
		require.NoError(t, err)
		err = h.people.DisableTOTP(ctx, p, code)
		require.Equal(t, "too_many_attempts", errs.KeyOf(err), "even the right code")
		require.Positive(t, errs.As(err).RetryAfter)
		_, err = h.signIn("ada@example.com", goodPassword, code)
		require.Equal(t, "too_many_attempts", errs.KeyOf(err), "and sign-in is locked with it")

		grace := h.join(t, "grace@example.com", auth.Viewer)
		pg, err := h.principal(t, grace.Token)
		require.NoError(t, err)
		for range 5 {
			_, err := h.people.ChangePassword(ctx, pg, "not the password at all", "a whole new passphrase here")
			require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		}
		hashed := h.hashes.Run()
		_, err = h.people.ChangePassword(ctx, pg, goodPassword, "a whole new passphrase here")
		require.Equal(t, "too_many_attempts", errs.KeyOf(err))
		require.Equal(t, hashed, h.hashes.Run(), "refused before any hash")
		_, err = h.signIn("grace@example.com", goodPassword, "")
		require.Equal(t, "too_many_attempts", errs.KeyOf(err))

		// A change that did not fail gives its attempt back.
		pa, err := h.principal(t, h.join(t, "ida@example.com", auth.Viewer).Token)
		require.NoError(t, err)
		for range 6 {
			_, err := h.people.ChangePassword(ctx, pa, goodPassword, "short")
			require.Equal(t, "weak_password", errs.KeyOf(err))
		}
	})
}

// Lockouts survive a flood of new emails from an address that is itself
// refused: the address is refused before anything of the account is
// recorded, and the accounts' table forgets only the least recently used.
func TestLockoutsSurviveAFloodFromABlockedAddress(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := setup(t, d, func(c *people.Config) {
			// No failure comes back while the flood lasts, however slow.
			c.Failures, c.SourceFailures = ratelimit.NewFailures(1e-9, 5), ratelimit.NewFailures(1e-9, 20)
		})
		h.join(t, "ada@example.com", auth.Viewer)
		for range 5 {
			_, err := h.signInFrom("198.51.100.1", "ada@example.com", "not the password at all", "")
			require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		}
		for i := range 20 {
			_, err := h.signInFrom("203.0.113.9", fmt.Sprintf("nobody%d@example.com", i), "not the password at all", "")
			require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		}
		hashed := h.hashes.Run()
		from, r := auth.WithSource(context.Background(), "203.0.113.9"), auth.ClientInfo{}
		for i := range ratelimit.MaxKeys + 1 {
			_, err := h.people.SignIn(from, r, people.SignInInput{Email: "flood" + strconv.Itoa(i) + "@example.com", Password: "x"})
			if errs.KeyOf(err) != "too_many_attempts" {
				require.Equal(t, "too_many_attempts", errs.KeyOf(err), "attempt %d from a blocked address", i)
			}
		}
		require.Equal(t, hashed, h.hashes.Run())
		_, err := h.signInFrom("198.51.100.2", "ada@example.com", goodPassword, "")
		require.Equal(t, "too_many_attempts", errs.KeyOf(err), "the lockout holds")
	})
}

// A reset link, mailed to the person, ends their lockout.
func TestPasswordResetEndsTheLockout(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		h.join(t, "ada@example.com", auth.Viewer)
		for range 5 {
			_, err := h.signIn("ada@example.com", "not the password at all", "")
			require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		}
		link, err := h.people.ResetLink(ctx, "ada@example.com")
		require.NoError(t, err)
		require.NoError(t, h.people.ConfirmPasswordReset(ctx, tokenOf(t, link), "a whole new passphrase here"))
		_, err = h.signIn("ada@example.com", "a whole new passphrase here", "")
		require.NoError(t, err)
	})
}
