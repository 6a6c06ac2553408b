package caller

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

func TestKeysGrantNoMoreThanTheirMaker(t *testing.T) {
	t.Parallel()
	role := func(r Role) *Role { return &r }
	unrestricted := Principal{Kind: SecretKey}
	owner := Principal{Kind: User, Role: Owner}
	admin := Principal{Kind: User, Role: Admin}
	dev := Principal{Kind: User, Role: Developer}
	devKey := Principal{Kind: SecretKey, Role: Developer}
	for _, c := range []struct {
		maker Principal
		role  *Role
		ok    bool
	}{
		{unrestricted, nil, true}, {owner, nil, true}, {owner, role(Owner), true},
		{admin, nil, false}, {admin, role(Owner), false}, {admin, role(Admin), true}, {admin, role(Finance), true},
		{dev, nil, false}, {dev, role(Developer), true}, {dev, role(Viewer), true}, {dev, role(Finance), false}, {dev, role(Reviewer), false},
		{devKey, role(Developer), true}, {devKey, role(Admin), false},
	} {
		require.Equal(t, c.ok, c.maker.MayCreateKey(c.role), "%+v makes %v", c.maker, c.role)
	}
}

// In live mode a developer works only on the integration: keys, webhooks
// and workflows, not live data.
func TestLiveData(t *testing.T) {
	t.Parallel()
	dev := Principal{Kind: User, Role: Developer, Mode: Live}
	require.True(t, dev.Can(Develop))
	for _, perm := range []Permission{Read, Verify, Review, Money, Manage} {
		require.False(t, dev.Can(perm), perm)
	}
	require.True(t, dev.Can(Self))
	developer := Developer
	require.True(t, dev.MayCreateKey(&developer), "a live developer key holds what they hold in live mode")
	require.True(t, Principal{Kind: SecretKey, Role: Developer, Mode: Test}.Can(Read))
	require.False(t, Principal{Kind: SecretKey, Role: Developer, Mode: Live}.Can(Read))
	for _, r := range []Role{Owner, Admin, Reviewer, Finance, Viewer} {
		require.True(t, Principal{Kind: User, Role: r, Mode: Live}.Can(Read), r)
	}
}
