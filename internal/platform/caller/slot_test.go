package caller

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A request's slot holds its principal once bound, without a new context;
// it never hides or replaces a principal already there.
func TestSlot(t *testing.T) {
	t.Parallel()
	p := Principal{OrganizationID: "org_a", Mode: Test}
	q := Principal{OrganizationID: "org_b", Mode: Live}

	parent, cancel := context.WithCancel(context.Background())
	slot := &Slot{Context: parent}
	var ctx context.Context = slot
	_, ok := FromContext(ctx)
	require.False(t, ok, "an empty slot carries no principal")
	require.True(t, Bind(ctx, p))
	got, ok := FromContext(ctx)
	require.True(t, ok)
	require.Equal(t, p, got)
	require.False(t, Bind(ctx, q), "a slot is bound once")
	got, _ = FromContext(ctx)
	require.Equal(t, p, got)

	// A context made over the slot finds it, and its own principal hides the slot's.
	inner, stop := context.WithCancel(ctx)
	defer stop()
	got, _ = FromContext(inner)
	require.Equal(t, p, got)
	got, _ = FromContext(WithPrincipal(inner, q))
	require.Equal(t, q, got)
	cancel()
	select { // the slot passes its parent's cancellation on
	case <-inner.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the slot's child was not cancelled with its parent")
	}

	// Bind finds the slot under contexts made over it, as a middleware's
	// own values are.
	derived := &Slot{Context: context.Background()}
	over := context.WithValue(derived, struct{}{}, "renewal")
	require.True(t, Bind(over, p))
	for _, c := range []context.Context{over, derived} {
		got, ok := FromContext(c)
		require.True(t, ok)
		require.Equal(t, p, got)
	}

	// Bind refuses a context that already carries a principal, above or
	// below an empty slot, and one without a slot.
	require.False(t, Bind(WithPrincipal(&Slot{Context: context.Background()}, q), p))
	under := &Slot{Context: WithPrincipal(context.Background(), q)}
	require.False(t, Bind(under, p))
	got, _ = FromContext(under)
	require.Equal(t, q, got)
	require.False(t, Bind(context.Background(), p))
}
