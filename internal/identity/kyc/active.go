package kyc

import (
	"encoding/json"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Bounds of an active liveness attempt's recording.
const (
	// MaxLivenessFrames is the most frames an attempt may send (a few a
	// second over three challenges).
	MaxLivenessFrames = 40
	// MaxFramesBytes bounds the frames together.
	MaxFramesBytes = 16 << 20
	// minFrameGap is the least time between two frames (20 a second).
	minFrameGap = 50
	// maxAttemptMillis bounds an attempt's recording, and
	// maxChallengeMillis the time a challenge is given.
	maxAttemptMillis, maxChallengeMillis = 60_000, 10_000
)

// ActiveAttempt is an active liveness attempt as Meridian's widget records
// it: the challenge set it answers, the frames (upload ids, in order), the
// time of each frame and of each challenge's prompt, in milliseconds from
// the attempt's start. The frames before the first prompt show the face at
// rest; the frames from one prompt to the next show its challenge.
type ActiveAttempt struct {
	ChallengeID    string   `json:"challenge_id"`
	Challenges     []string `json:"asked"`
	Frames         []string `json:"frames"`
	FrameTimes     []int64  `json:"frame_times"`
	ChallengeTimes []int64  `json:"challenge_times"`
}

// parseActive reads and checks an attempt's recording: the times in
// order, not faster than 20 frames a second, a challenge's prompt among
// the frames after at least one frame at rest, no challenge over 10 s nor
// the whole over 60 s, every frame of one size.
func parseActive(frames []*Stored, fields map[string]string) (*ActiveAttempt, error) {
	var v errs.Validation
	a := &ActiveAttempt{ChallengeID: strings.TrimSpace(fields["challenge_id"])}
	v.Check(a.ChallengeID != "", "challenge_id", "challenge_id is required with frames: the session's liveness_challenge_id")
	v.Check(len(frames) <= MaxLivenessFrames, "frames", "send at most %d frames", MaxLivenessFrames)
	for _, f := range frames[1:] {
		if f.Width != frames[0].Width || f.Height != frames[0].Height {
			v.Add("frames", "every frame must have the same size (%d × %d)", frames[0].Width, frames[0].Height)
			break
		}
	}
	if !v.Check(json.Unmarshal([]byte(fields["frame_times"]), &a.FrameTimes) == nil && len(a.FrameTimes) == len(frames),
		"frame_times", "frame_times must be a JSON array of %d integers (milliseconds)", len(frames)) {
		return nil, v.Err()
	}
	if !v.Check(json.Unmarshal([]byte(fields["challenge_times"]), &a.ChallengeTimes) == nil && len(a.ChallengeTimes) > 0 &&
		len(a.ChallengeTimes) <= len(livenessChallenges), "challenge_times", "challenge_times must be a JSON array of integers (milliseconds), one for each challenge") {
		return nil, v.Err()
	}
	ft, ct := a.FrameTimes, a.ChallengeTimes
	v.Check(ft[0] >= 0, "frame_times", "times count from the attempt's start (0)")
	for i := 1; i < len(ft); i++ {
		if !v.Check(ft[i] > ft[i-1], "frame_times", "frame_times must increase") ||
			!v.Check(ft[i]-ft[i-1] >= minFrameGap, "frame_times", "frames must be at least %d ms apart", minFrameGap) {
			break
		}
	}
	v.Check(ft[len(ft)-1]-ft[0] <= maxAttemptMillis, "frame_times", "an attempt lasts at most %d s", maxAttemptMillis/1000)
	v.Check(ct[0] > ft[0], "challenge_times", "the first challenge comes after a frame of the face at rest")
	for i, t := range ct {
		end := ft[len(ft)-1]
		if i+1 < len(ct) {
			end = ct[i+1]
			if !v.Check(ct[i+1] > t, "challenge_times", "challenge_times must increase") {
				break
			}
		}
		v.Check(t <= ft[len(ft)-1], "challenge_times", "every challenge's prompt comes before the last frame")
		v.Check(end-t <= maxChallengeMillis, "challenge_times", "a challenge is given at most %d s", maxChallengeMillis/1000)
	}
	return a, v.Err()
}
