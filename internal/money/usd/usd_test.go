package usd

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc"
)

func TestValidRouting(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"021000021", "011000138", "121000358", "322271627", "101000093", WithCheckDigit("80000000")} {
		require.True(t, ValidRouting(ok), ok)
	}
	for _, bad := range []string{"021000022", "12345678", "0210000210", "02100002a", "", "131000007", "991000008"} {
		require.False(t, ValidRouting(bad), bad)
	}
	require.Equal(t, "021000021", WithCheckDigit("02100002"))
}

func TestIdentificationNumbers(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"123-45-6789", "123456789", "900-70-1234", "912-94-0000", "999-50-1234"} {
		require.True(t, validUSNumber(ok), ok)
	}
	for _, bad := range []string{"000-12-3456", "666-12-3456", "123-00-4567", "123-45-0000", "900-49-1234", "900-93-1234",
		"12-345-6789", "1234567890", "abc-de-fghi"} {
		require.False(t, validUSNumber(bad), bad)
	}
	require.Equal(t, "6789", last4("123-45-6789"))
	require.Equal(t, "AB", last4("AB"))
}

func TestNormalizeRail(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"ach": ACH, "ACH": ACH, " wire ": Fedwire, "fedwire": Fedwire, "FEDWIRE": Fedwire, "swift": "", "": ""} {
		require.Equal(t, want, NormalizeRail(in), in)
	}
}

func TestRejectionReasonsLeaveTheReviewNoteOut(t *testing.T) {
	t.Parallel()
	reason, note := "MANUAL_REJECTION", "The passport photo was edited"
	got := reasonsOf(&kyc.Session{DecisionReason: &reason, ReviewNote: &note})
	require.Equal(t, []string{"A reviewer rejected the verification. (MANUAL_REJECTION)"}, got)
}
