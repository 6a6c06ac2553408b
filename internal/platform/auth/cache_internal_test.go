package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Only answers are cached: a failure to look a credential up (the
// database unreachable) is asked again at once, and a refusal is kept.
func TestCacheKeepsOnlyAnswers(t *testing.T) {
	t.Parallel()
	now := time.Now()
	s := &Service{ttl: time.Minute, now: func() time.Time { return now }, cache: map[string]cached{}}
	calls := 0
	outage := &errs.Error{Kind: errs.Unavailable, Key: "database_unavailable", Message: "down"}
	lookup := func(context.Context, string) (Principal, error) {
		calls++
		if calls == 1 {
			return Principal{}, outage
		}
		return Principal{OrganizationID: "org_1"}, nil
	}
	h, r := digestOf("sk_test_h"), digestOf("sk_test_r")
	_, err := s.cachedLookup(context.Background(), h, lookup)
	require.Equal(t, "database_unavailable", errs.KeyOf(err))
	p, err := s.cachedLookup(context.Background(), h, lookup)
	require.NoError(t, err, "the outage was not kept")
	require.Equal(t, "org_1", p.OrganizationID)
	_, _ = s.cachedLookup(context.Background(), h, lookup)
	require.Equal(t, 2, calls, "the answer is kept")

	refused := func(context.Context, string) (Principal, error) { calls++; return Principal{}, errInvalidKey }
	_, err = s.cachedLookup(context.Background(), r, refused)
	require.Equal(t, "invalid_api_key", errs.KeyOf(err))
	_, err = s.cachedLookup(context.Background(), r, refused)
	require.Equal(t, "invalid_api_key", errs.KeyOf(err))
	require.Equal(t, 3, calls, "a refusal is kept")
}

// A lookup under way when its credential is forgotten (revoked, signed
// out) read the credential before the forget: its answer is not kept,
// and a caller that comes after the forget looks again instead of
// joining it.
func TestForgetOutlivesALookupUnderWay(t *testing.T) {
	t.Parallel()
	now := time.Now()
	s := &Service{ttl: time.Minute, now: func() time.Time { return now }, cache: map[string]cached{}}
	started, release := make(chan struct{}), make(chan struct{})
	stale := func(context.Context, string) (Principal, error) {
		close(started)
		<-release
		return Principal{OrganizationID: "org_1"}, nil
	}
	h := digestOf("sk_test_h")
	done := make(chan Principal)
	go func() {
		p, _ := s.cachedLookup(context.Background(), h, stale)
		done <- p
	}()
	<-started
	s.forget([]string{string(h[:])})
	revoked := 0
	refused := func(context.Context, string) (Principal, error) { revoked++; return Principal{}, errInvalidToken }
	_, err := s.cachedLookup(context.Background(), h, refused)
	require.Equal(t, "invalid_client_token", errs.KeyOf(err), "a caller after the forget does not join the lookup under way")
	close(release)
	require.Equal(t, "org_1", (<-done).OrganizationID, "the lookup under way answers its own caller")
	_, err = s.cachedLookup(context.Background(), h, refused)
	require.Equal(t, "invalid_client_token", errs.KeyOf(err), "and its stale answer was not kept")
	require.Equal(t, 1, revoked, "the refusal is kept")
}

// Hash is the hex of the SHA-256 of the credential, however long it is.
func TestHashIsHexSHA256(t *testing.T) {
	for _, secret := range []string{"", "sk_test_abc", strings.Repeat("x", 255), strings.Repeat("y", 256), strings.Repeat("z", 1000)} {
		sum := sha256.Sum256([]byte(secret))
		require.Equal(t, hex.EncodeToString(sum[:]), Hash(secret), len(secret))
	}
	secret := "sk_test_" + strings.Repeat("a", 32)
	require.Zero(t, testing.AllocsPerRun(100, func() { digestOf(secret) }), "a credential's digest allocates nothing")
}
