package auth

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The permission matrix, as the README states it.
func TestPermissionMatrix(t *testing.T) {
	t.Parallel()
	all := []Permission{Read, Verify, Review, Money, Develop, Manage}
	want := map[Role][]Permission{
		Owner:     all,
		Admin:     all,
		Developer: {Read, Verify, Develop},
		Reviewer:  {Read, Verify, Review},
		Finance:   {Read, Money},
		Viewer:    {Read},
	}
	require.Len(t, Roles, len(want))
	for _, r := range Roles {
		require.True(t, r.Valid())
		for _, perm := range append(all, Self) {
			holds := false
			for _, w := range want[r] {
				holds = holds || w == perm
			}
			require.Equal(t, holds, r.Grants(perm), "%s %s", r, perm)
			require.Equal(t, holds, Principal{Kind: SecretKey, Role: r}.Can(perm), "a %s key %s", r, perm)
			require.Equal(t, holds || perm == Self, Principal{Kind: User, Role: r}.Can(perm), "a %s %s", r, perm)
		}
		require.True(t, r.Grants(Anyone))
	}
	require.False(t, Role("ROOT").Valid())
	for _, perm := range all {
		require.True(t, Principal{Kind: SecretKey}.Can(perm), "an unrestricted key may %s", perm)
		require.False(t, Principal{Kind: ClientToken}.Can(perm), "a client token may not %s", perm)
	}
	require.False(t, Principal{Kind: SecretKey}.Can(Self), "a key has no account of its own")
	require.True(t, Principal{Kind: ClientToken}.Can(Anyone))
}
