package kyc

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The transition table names every transition the contract names, and no
// other, but for two differences the README states: a session expires only
// while the person is still working (never from processing or
// requires_review), and a reviewer's redo sends requires_review back to
// started.
func TestStatusTransitions(t *testing.T) {
	t.Parallel()
	all := []Status{StatusPending, StatusStarted, StatusDocumentSubmitted, StatusLivenessSubmitted, StatusAddressSubmitted,
		StatusProcessing, StatusApproved, StatusRejected, StatusRequiresReview, StatusExpired, StatusCancelled}
	allowed := map[[2]Status]bool{}
	allow := func(from Status, to ...Status) {
		for _, s := range to {
			allowed[[2]Status{from, s}] = true
		}
	}
	allow(StatusPending, StatusStarted, StatusExpired, StatusCancelled)
	for _, from := range []Status{StatusStarted, StatusDocumentSubmitted, StatusLivenessSubmitted, StatusAddressSubmitted} {
		allow(from, StatusDocumentSubmitted, StatusLivenessSubmitted, StatusAddressSubmitted, StatusExpired, StatusCancelled)
		if from != StatusStarted {
			allow(from, StatusProcessing)
		}
	}
	allow(StatusProcessing, StatusApproved, StatusRejected, StatusRequiresReview, StatusCancelled)
	allow(StatusRequiresReview, StatusApproved, StatusRejected, StatusStarted, StatusCancelled)
	for _, from := range all {
		require.True(t, from.Valid())
		for _, to := range all {
			want := from == to || allowed[[2]Status{from, to}]
			require.Equal(t, want, from.CanBecome(to), "%s → %s", from, to)
		}
	}
	require.False(t, Status("archived").Valid())
	require.False(t, Status("archived").CanBecome(StatusStarted))
}

func TestStatusClasses(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		s                   Status
		terminal, expirable bool
	}{
		{StatusPending, false, true},
		{StatusStarted, false, true},
		{StatusDocumentSubmitted, false, true},
		{StatusLivenessSubmitted, false, true},
		{StatusAddressSubmitted, false, true},
		{StatusProcessing, false, false},
		{StatusRequiresReview, false, false},
		{StatusApproved, true, false},
		{StatusRejected, true, false},
		{StatusExpired, true, false},
		{StatusCancelled, true, false},
	} {
		require.Equal(t, c.terminal, c.s.Terminal(), c.s)
		require.Equal(t, c.expirable, c.s.Expirable(), c.s)
		if c.s.Terminal() {
			for _, to := range []Status{StatusStarted, StatusProcessing, StatusCancelled, StatusExpired} {
				require.Equal(t, c.s == to, c.s.CanBecome(to), "%s is terminal", c.s)
			}
		}
	}
}
