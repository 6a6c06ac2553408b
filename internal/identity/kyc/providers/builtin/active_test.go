package builtin_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

func attemptOf(seq facetest.Sequence, challenges []string) providers.Attempt {
	a := providers.Attempt{Selfie: jpegOf(seq.Selfie), Challenges: challenges}
	for i, img := range seq.Frames {
		a.Frames = append(a.Frames, providers.Frame{Image: jpegOf(img), At: time.Duration(seq.FrameTimes[i]) * time.Millisecond})
	}
	for _, t := range seq.ChallengeTimes {
		a.ChallengeTimes = append(a.ChallengeTimes, time.Duration(t)*time.Millisecond)
	}
	return a
}

func summary(r providers.LivenessResult) string {
	s := ""
	for _, c := range r.Checks {
		if c.Score != nil {
			s += fmt.Sprintf("%s=%.3f(%v) ", c.Name, *c.Score, c.Passed)
		}
	}
	return s
}

// The challenges Meridian issues, each performed by the generated people,
// are confirmed from the frames; a photograph held still, the wrong
// challenge, challenges out of order and another person mid-sequence are
// each refused.
func TestActiveLiveness(t *testing.T) {
	f := faces(t)
	ctx := context.Background()
	issued := []string{"turn_left", "turn_right", "smile", "nod", "move_closer"}
	judge := func(seq facetest.Sequence, asked []string) providers.LivenessResult {
		t.Helper()
		r, err := f.CheckActive(ctx, attemptOf(seq, asked), providers.Hints{})
		require.NoError(t, err)
		return r
	}
	a, b := facetest.A(), facetest.B()
	// Every challenge issued, performed by one person or the other (under
	// the race detector, which slows the networks tenfold, the first only;
	// bench/faces.sh judges every pair).
	cases := []struct {
		p     facetest.Person
		asked []string
	}{
		{a, []string{"turn_left", "smile"}}, {b, []string{"nod", "move_closer"}}, {a, []string{"turn_right", "nod"}},
		{b, []string{"smile", "turn_left", "turn_right"}}, {a, []string{"move_closer", "turn_right"}},
	}
	wrong, perform := len(issued), facetest.Person.Perform
	if raceEnabled {
		cases, wrong, perform = cases[:1], 1, facetest.Person.Sparse
	}
	for i, c := range cases {
		r := judge(perform(c.p, c.asked, uint64(i)), c.asked)
		require.True(t, r.Passed, "%v: %s", c.asked, summary(r))
		require.Equal(t, 0.95, r.Score)
		for _, sc := range r.Checks {
			if sc.Name[:min(len(sc.Name), 10)] == "challenge." {
				require.NotNil(t, sc.Frame, "%s names the frame that proved it", sc.Name)
			}
		}
	}
	// Asked one challenge, another performed.
	for i, asked := range issued[:wrong] {
		done := issued[(i+1)%len(issued)]
		r := judge(perform(a, []string{done}, 7), []string{asked})
		require.False(t, r.Passed, "asked %s, performed %s: %s", asked, done, summary(r))
	}
	asked := []string{"turn_left", "smile", "move_closer"}
	r := judge(a.Still(3), asked)
	require.False(t, r.Passed, "a photograph held still: %s", summary(r))
	require.Contains(t, r.Signals, "challengeNotPerformed")

	// The same recording answering the same challenges in another order.
	r = judge(perform(a, asked, 1), []string{"smile", "turn_left", "move_closer"})
	require.False(t, r.Passed, "out of order: %s", summary(r))

	// Another person takes over for the second challenge.
	seq, other := a.Perform(asked, 2), b.Perform(asked, 2)
	from := facetest.RestFrames + facetest.ChallengeFrames
	copy(seq.Frames[from:from+facetest.ChallengeFrames], other.Frames[from:from+facetest.ChallengeFrames])
	r = judge(seq, asked)
	require.False(t, r.Passed, "another person: %s", summary(r))
	require.Contains(t, r.Signals, "faceChanged")
}
