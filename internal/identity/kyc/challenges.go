package kyc

import (
	"crypto/rand"
	"math/big"
	"slices"
	"time"

	"github.com/meridianhq/meridian/internal/platform/ids"
)

// Liveness challenges an active check asks for (Arkyc's pool).
const (
	ChallengeTurnLeft   = "turn_left"
	ChallengeTurnRight  = "turn_right"
	ChallengeBlink      = "blink"
	ChallengeSmile      = "smile"
	ChallengeNod        = "nod"
	ChallengeMoveCloser = "move_closer"
)

var livenessChallenges = []string{ChallengeTurnLeft, ChallengeTurnRight, ChallengeBlink, ChallengeSmile, ChallengeNod, ChallengeMoveCloser}

// issued are the challenges Meridian asks for: Arkyc's pool but the
// blink. The landmark network the builtin driver reads faces with places
// the eyelids from the face's shape more than from the eyes: on closed
// eyes it moves them by a few per cent (bench/README.md), so a blink
// cannot be confirmed from it, and a challenge that cannot be confirmed
// would fail honest people.
var issued = []string{ChallengeTurnLeft, ChallengeTurnRight, ChallengeSmile, ChallengeNod, ChallengeMoveCloser}

// ChallengeSet is what one liveness attempt is asked to perform, in order.
type ChallengeSet struct {
	ID         string    `json:"id"`
	Challenges []string  `json:"challenges"`
	IssuedAt   time.Time `json:"issued_at"`
}

// ChallengeState is a session's challenges: the set its next liveness
// attempt answers (none when the workflow asks for none, or no attempt is
// left), and every set issued before, so that none is asked twice.
type ChallengeState struct {
	Current *ChallengeSet `json:"current,omitempty"`
	Used    [][]string    `json:"used,omitempty"`
}

// CurrentChallenges returns the set the session's next liveness attempt
// answers, nil for none.
func (s *Session) CurrentChallenges() *ChallengeSet {
	if s.Challenges == nil {
		return nil
	}
	return s.Challenges.Current
}

// issueChallenges gives the session a new set of challenges when its
// workflow asks for them in its mode and an attempt is left, and none is
// outstanding: two or three of those issued, drawn at random (crypto/rand),
// never a sequence asked before on the session.
func (s *Service) issueChallenges(ses *Session) {
	if !ses.Workflow.ActiveLiveness(ses.Mode) || ses.Uploaded(KindLiveness) >= MaxLivenessAttempts {
		return
	}
	if ses.Challenges == nil {
		ses.Challenges = &ChallengeState{}
	}
	if ses.Challenges.Current != nil {
		return
	}
	var set []string
	for range 100 {
		set = drawChallenges()
		if !slices.ContainsFunc(ses.Challenges.Used, func(u []string) bool { return slices.Equal(u, set) }) {
			break
		}
	}
	ses.Challenges.Current = &ChallengeSet{ID: ids.New("lch"), Challenges: set, IssuedAt: s.now()}
	ses.Challenges.Used = append(ses.Challenges.Used, set)
}

// drawChallenges draws two or three different challenges, in order.
func drawChallenges() []string {
	pool := slices.Clone(issued)
	n := 2 + randN(2)
	out := make([]string, 0, n)
	for range n {
		i := randN(len(pool))
		out = append(out, pool[i])
		pool = slices.Delete(pool, i, i+1)
	}
	return out
}

func randN(n int) int {
	v, err := rand.Int(rand.Reader, big.NewInt(int64(n)))
	if err != nil {
		panic(err) // crypto/rand does not fail
	}
	return int(v.Int64())
}
