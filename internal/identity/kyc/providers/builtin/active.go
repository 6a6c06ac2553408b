package builtin

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

var _ providers.ActiveLiveness = (*Faces)(nil)

// What a challenge must change, against the face at rest, in one frame of
// its prompt's time.
const (
	// turnDegrees: a turn's change of yaw; nodDegrees: a nod's change of
	// pitch, either way. (Blink is never issued: see kyc's issued.)
	turnDegrees, nodDegrees = 15, 8
	// smileGrowth: the share the mouth's width grows by in a smile;
	// closerGrowth: the share the face's width grows by moving closer.
	smileGrowth, closerGrowth = 0.08, 0.2
	// sameFace is the largest descriptor distance of a frame's face from
	// the selfie's: further, another person took the camera.
	sameFace = 0.6
	// minFramesWithFace is the least share of frames showing a face.
	minFramesWithFace = 0.6
	// describedFrames bounds the frames compared with the selfie (each
	// challenge's best frame, the rest spread over the attempt).
	describedFrames = 6
)

// SignalFaceChanged is raised when a frame shows another face than the
// selfie's; SignalChallengeFailed when a challenge was not seen performed.
const (
	SignalFaceChanged     = "faceChanged"
	SignalChallengeFailed = "challengeNotPerformed"
)

// seen is one frame as the judge sees it.
type seen struct {
	at      int64 // ms
	pic     *face.Picture
	faces   []face.Face
	m       face.Measures
	hasFace bool
}

// CheckActive judges an active attempt: the selfie as a passive check
// does, then each challenge in order, confirmed from the landmarks of the
// frames shown while its prompt was (yaw for turns, pitch for a nod, the
// eyes' aspect ratio for a blink, the mouth's width for a smile, the
// face's width for moving closer, each against the frames at rest before
// the first prompt), and that the frames show one person, the selfie's.
// Each challenge is a sub-check naming the frame that proved it.
func (f *Faces) CheckActive(ctx context.Context, a providers.Attempt, h providers.Hints) (providers.LivenessResult, error) {
	p, faces, err := f.look(ctx, a.Selfie, f.model.Detect)
	if err != nil {
		return providers.LivenessResult{}, err
	}
	if len(faces) == 0 {
		return noFace(), nil
	}
	out := Passive(p, faces)
	selfie, err := f.model.Describe(ctx, p, faces[0])
	if err != nil {
		return providers.LivenessResult{}, err
	}
	frames := make([]seen, len(a.Frames))
	withFace := 0
	for i, fr := range a.Frames {
		pic, faces, err := f.look(ctx, fr.Image, f.model.DetectClose)
		if err != nil {
			return providers.LivenessResult{}, err
		}
		frames[i] = seen{at: fr.At.Milliseconds(), pic: pic, faces: faces}
		if len(faces) > 0 {
			frames[i].hasFace, frames[i].m = true, face.Measure(pic, faces[0])
			withFace++
		}
		if len(faces) > 1 && !out.MultipleFaces {
			out.MultipleFaces = true
			out.Signals = append(out.Signals, SignalMultipleFaces)
		}
	}
	fail := func(signal string) {
		out.Passed, out.Score = false, 0
		if signal != "" && !slices.Contains(out.Signals, signal) {
			out.Signals = append(out.Signals, signal)
		}
	}
	share := float64(withFace) / float64(max(1, len(frames)))
	out.Checks = append(out.Checks, providers.SubCheck{Name: "frames", Score: round(share), Threshold: round(minFramesWithFace),
		Passed: share >= minFramesWithFace, Detail: fmt.Sprintf("%d of %d frames show a face", withFace, len(frames))})
	if share < minFramesWithFace || len(a.ChallengeTimes) == 0 {
		fail(SignalChallengeFailed)
		return out, nil
	}
	rest, ok := atRest(frames, a.ChallengeTimes[0].Milliseconds())
	out.Checks = append(out.Checks, providers.SubCheck{Name: "at_rest", Passed: ok, Detail: "frames of the face at rest before the first prompt"})
	if !ok {
		fail(SignalChallengeFailed)
		return out, nil
	}
	best := make([]int, 0, len(a.Challenges))
	for k, challenge := range a.Challenges {
		from, to := a.ChallengeTimes[k].Milliseconds(), int64(math.MaxInt64)
		if k+1 < len(a.ChallengeTimes) {
			to = a.ChallengeTimes[k+1].Milliseconds()
		}
		score, bound, at := -math.MaxFloat64, threshold(challenge), -1
		for i, fr := range frames {
			if fr.at < from || fr.at >= to || !fr.hasFace {
				continue
			}
			if v := change(challenge, rest, fr.m); v > score {
				score, at = v, i
			}
		}
		sc := providers.SubCheck{Name: fmt.Sprintf("challenge.%d.%s", k+1, challenge), Threshold: round(bound), Passed: at >= 0 && score >= bound}
		if at >= 0 {
			sc.Score, sc.Frame = round(score), &at
			sc.Detail = fmt.Sprintf("best frame %d, at %d ms", at+1, frames[at].at)
			best = append(best, at)
		} else {
			sc.Detail = "no face in the frames of its prompt"
		}
		out.Checks = append(out.Checks, sc)
		if !sc.Passed {
			fail(SignalChallengeFailed)
		}
	}
	// One person throughout: each challenge's best frame and others spread
	// over the attempt, against the selfie.
	worst, worstAt := 0.0, -1
	for _, i := range described(frames, best) {
		d, err := f.model.Describe(ctx, frames[i].pic, frames[i].faces[0])
		if err != nil {
			if ctx.Err() != nil {
				return providers.LivenessResult{}, err
			}
			continue
		}
		if dist := face.Distance(selfie, d); dist > worst {
			worst, worstAt = dist, i
		}
	}
	sc := providers.SubCheck{Name: "same_face", Score: round(worst), Threshold: round(sameFace), Passed: worst <= sameFace,
		Detail: "the largest distance of a frame's face from the selfie's"}
	if worstAt >= 0 {
		sc.Frame = &worstAt
	}
	out.Checks = append(out.Checks, sc)
	if !sc.Passed {
		fail(SignalFaceChanged)
	}
	return out, nil
}

// atRest is the face at rest: the median of each measure over the frames
// with a face before the first prompt.
func atRest(frames []seen, before int64) (face.Measures, bool) {
	var ms []face.Measures
	for _, fr := range frames {
		if fr.at < before && fr.hasFace {
			ms = append(ms, fr.m)
		}
	}
	if len(ms) == 0 {
		return face.Measures{}, false
	}
	median := func(get func(face.Measures) float64) float64 {
		v := make([]float64, len(ms))
		for i, m := range ms {
			v[i] = get(m)
		}
		sort.Float64s(v)
		return v[len(v)/2]
	}
	return face.Measures{
		Yaw:   median(func(m face.Measures) float64 { return m.Yaw }),
		Pitch: median(func(m face.Measures) float64 { return m.Pitch }),
		Eyes:  median(func(m face.Measures) float64 { return m.Eyes }),
		Mouth: median(func(m face.Measures) float64 { return m.Mouth }),
		Span:  median(func(m face.Measures) float64 { return m.Span }),
	}, true
}

// threshold is the change a challenge must reach.
func threshold(challenge string) float64 {
	switch challenge {
	case "turn_left", "turn_right":
		return turnDegrees
	case "nod":
		return nodDegrees
	case "smile":
		return smileGrowth
	case "move_closer":
		return closerGrowth
	}
	return math.Inf(1)
}

// change is how far a frame's face went in a challenge's way from the
// face at rest. A turn to the person's left moves the nose to the
// picture's right on a camera's unmirrored picture: yaw grows.
func change(challenge string, rest, m face.Measures) float64 {
	ratio := func(v, base float64) float64 {
		if base <= 0 {
			return 0
		}
		return v/base - 1
	}
	switch challenge {
	case "turn_left":
		return m.Yaw - rest.Yaw
	case "turn_right":
		return rest.Yaw - m.Yaw
	case "nod":
		// A nod, not a turn that tilts the estimate.
		return math.Abs(m.Pitch-rest.Pitch) - math.Max(0, math.Abs(m.Yaw-rest.Yaw)-turnDegrees/2)
	case "smile":
		// A wider mouth, the head kept still (a turn or a nod changes the
		// mouth's width as seen).
		still := math.Max(0, math.Abs(m.Yaw-rest.Yaw)-turnDegrees/2)/100 + math.Max(0, math.Abs(m.Pitch-rest.Pitch)-nodDegrees/2)/100
		return ratio(m.Mouth, rest.Mouth) - still
	case "move_closer":
		return ratio(m.Span, rest.Span)
	}
	return math.Inf(-1)
}

// described picks the frames compared with the selfie: the challenges'
// best frames, then others with a face spread evenly, describedFrames in
// all.
func described(frames []seen, best []int) []int {
	out := slices.Clone(best)
	var rest []int
	for i, fr := range frames {
		if fr.hasFace && !slices.Contains(out, i) {
			rest = append(rest, i)
		}
	}
	if n := describedFrames - len(out); n > 0 && len(rest) > 0 {
		step := max(1, (len(rest)+n-1)/n)
		for i := 0; i < len(rest) && len(out) < describedFrames; i += step {
			out = append(out, rest[i])
		}
	}
	return out
}
