package people

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

func TestHashesTakeTurns(t *testing.T) {
	t.Parallel()
	require.Equal(t, 6, NewHashes(128<<20, 16, HashWait).AtOnce(), "19 MiB each")
	require.Equal(t, 3, NewHashes(128<<20, 4, HashWait).AtOnce(), "a core left for the rest")
	require.Equal(t, 1, NewHashes(0, 16, HashWait).AtOnce(), "one at the least")
	require.Equal(t, 1, NewHashes(128<<20, 1, HashWait).AtOnce())

	h := NewHashes(HashMemory, 16, 10*time.Millisecond)
	ok, err := h.verify(context.Background(), dummyHash, "no user has this password")
	require.NoError(t, err)
	require.True(t, ok)
	require.EqualValues(t, 1, h.Run())

	h.turns <- struct{}{} // a hash running
	_, err = h.hash(context.Background(), "a password")
	require.Equal(t, "server_busy", errs.KeyOf(err))
	require.Equal(t, errs.Unavailable, errs.KindOf(err))
	require.Equal(t, 1, errs.As(err).RetryAfter)
	require.EqualValues(t, 1, h.Run(), "refused before it started")
	require.EqualValues(t, 1, h.Refused())

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	h.wait = time.Hour
	_, err = h.hash(ctx, "a password")
	require.ErrorIs(t, err, context.Canceled, "a caller that went away stops waiting")

	<-h.turns
	_, err = h.hash(context.Background(), "a password")
	require.NoError(t, err)
	require.EqualValues(t, 2, h.Run())
}

func TestHashesRefuseALongLine(t *testing.T) {
	t.Parallel()
	h := NewHashes(HashMemory, 16, HashWait)
	h.turns <- struct{}{} // a hash running
	h.waiting.Add(HashLine)
	_, err := h.hash(context.Background(), "a password")
	require.Equal(t, "server_busy", errs.KeyOf(err), "refused at once")
	require.EqualValues(t, 1, h.Refused())
	require.EqualValues(t, HashLine, h.waiting.Load())
}

// The server hashes at OWASP's cost for argon2id (19 MiB, two passes, one
// lane), and a hash made at any cost verifies by the cost it names.
func TestServerCost(t *testing.T) {
	t.Parallel()
	require.Equal(t, uint32(19*1024), uint32(argonMemory))
	require.Equal(t, uint32(2), uint32(argonTime))
	require.Contains(t, dummyHash, "$m=19456,t=2,p=1$", "made at the server's cost")
	h := NewHashes(HashMemory, 16, HashWait)
	ok, err := h.verify(context.Background(), dummyHash, "no user has this password")
	require.NoError(t, err)
	require.True(t, ok)
	cheap := hashPassword("a password")
	require.Contains(t, cheap, "$m=8,t=1,p=1$")
	ok, err = h.verify(context.Background(), cheap, "a password")
	require.NoError(t, err)
	require.True(t, ok)
	ok, err = h.verify(context.Background(), cheap, "another password")
	require.NoError(t, err)
	require.False(t, ok)
}
