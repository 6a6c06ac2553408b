package kyc

import (
	"testing"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// The attempt judged: a pass that proves something over a pass that does
// not (a still selfie where challenges were asked), over a failure; then
// the higher score.
func TestBestAttempt(t *testing.T) {
	still := providers.LivenessResult{Passed: true, Score: 0.95, Reason: decision.LivenessNotPerformed}
	active := providers.LivenessResult{Passed: true, Score: 0.9}
	failed := providers.LivenessResult{Passed: false, Score: 0.99}
	for _, c := range []struct {
		in   []providers.LivenessResult
		want int
	}{
		{nil, -1},
		{[]providers.LivenessResult{still, active}, 1},
		{[]providers.LivenessResult{failed, still}, 1},
		{[]providers.LivenessResult{active, {Passed: true, Score: 0.95}}, 1},
		{[]providers.LivenessResult{failed, {Passed: false, Score: 0.2}}, 0},
	} {
		if got := bestAttempt(c.in); got != c.want {
			t.Errorf("bestAttempt(%+v) = %d, want %d", c.in, got, c.want)
		}
	}
}
