package builtin

import (
	"context"
	"fmt"
	"image"
	"math"

	"golang.org/x/image/draw"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// Faces checks selfies (passive liveness) and compares them with the
// document's portrait, with the face networks of package face. Hints are
// ignored.
type Faces struct {
	model *face.Model
}

// NewFaces returns the face checks over model.
func NewFaces(model *face.Model) *Faces { return &Faces{model: model} }

var (
	_ providers.Liveness  = (*Faces)(nil)
	_ providers.FaceMatch = (*Faces)(nil)
)

// The bounds of a selfie's passive liveness checks.
const (
	// minFaceShare is the least width of the face over the picture's, and
	// minFacePixels its least width in pixels.
	minFaceShare, minFacePixels = 0.15, 80
	// offCentre is how far the face's centre may lie from the picture's,
	// as a share of the picture, either way.
	offCentre = 0.25
	// maxYaw, maxPitch, maxRoll bound a frontal face, in degrees.
	maxYaw, maxPitch, maxRoll = 25, 25, 20
	// minEyes is the least mean aspect ratio of open eyes.
	minEyes = 0.18
	// minSharp is the least variance of the face's Laplacian.
	minSharp = 40
	// maxClipped is the largest share of the face's pixels blown out;
	// minBright and maxBright bound its mean luminance.
	maxClipped, minBright, maxBright = 0.15, 30, 215
	// otherFace is how large another face must be, against the largest,
	// to count as a second person (a face far behind does not).
	otherFace = 0.35
	// passScore is the score of a selfie that passes every check; each
	// check it misses takes off missPenalty, so that one miss falls under
	// the default liveness_min (0.85) and goes to a person.
	passScore, missPenalty = 0.95, 0.12
)

// The spoof signals named in checks.liveness, as Arkyc names them.
const (
	SignalMultipleFaces   = "multipleFaces"
	SignalFaceNotCentered = "faceNotCentered"
	SignalPoorLighting    = "poorLighting"
)

// maxSide is the longest side a picture is worked on at: the detector
// sees 416 pixels, the descriptor 150.
const maxSide = 1280

// picture decodes img, bounded (a decompression bomb is refused), and
// scales it to at most maxSide pixels a side.
func picture(ctx context.Context, img providers.Image) (*face.Picture, error) {
	data, err := img.Open(ctx)
	if err != nil {
		return nil, fmt.Errorf("open the image: %w", err)
	}
	m, err := docread.Decode(data, docread.DefaultMaxPixels)
	if err != nil {
		return nil, nil // not a picture: no face
	}
	b := m.Bounds()
	if s := float64(maxSide) / float64(max(b.Dx(), b.Dy())); s < 1 {
		small := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*s), int(float64(b.Dy())*s)))
		draw.ApproxBiLinear.Scale(small, small.Bounds(), m, b, draw.Src, nil)
		m = small
	}
	return face.PictureOf(m), nil
}

// people returns the faces of p that count as people: the largest, and
// any other at least otherFace of its width.
func people(faces []face.Face) []face.Face {
	for i := 1; i < len(faces); i++ {
		if faces[i].W < otherFace*faces[0].W {
			return faces[:i]
		}
	}
	return faces
}

// Check judges a selfie: one face, large enough and centred, frontal,
// eyes open, sharp and well lit. No face is a result with
// FaceNotDetected, for a person to look at; several faces are
// MultipleFaces; each other check missed lowers the score.
func (f *Faces) Check(ctx context.Context, selfie providers.Image, _ providers.Hints) (providers.LivenessResult, error) {
	p, faces, err := f.look(ctx, selfie, f.model.Detect)
	if err != nil {
		return providers.LivenessResult{}, err
	}
	if len(faces) == 0 {
		return noFace(), nil
	}
	return Passive(p, faces), nil
}

func noFace() providers.LivenessResult {
	return providers.LivenessResult{Reason: decision.FaceNotDetected,
		Checks: []providers.SubCheck{{Name: "faces", Passed: false, Detail: "no face found"}}}
}

// look decodes img and finds its people with detect (Detect, or
// DetectClose for a liveness frame); none when it is no picture.
func (f *Faces) look(ctx context.Context, img providers.Image,
	detect func(context.Context, *face.Picture) ([]face.Face, error)) (*face.Picture, []face.Face, error) {
	p, err := picture(ctx, img)
	if err != nil || p == nil {
		return nil, nil, err
	}
	faces, err := detect(ctx, p)
	return p, people(faces), err
}

// Passive judges the faces found on a selfie (at least one, largest
// first).
func Passive(p *face.Picture, faces []face.Face) providers.LivenessResult {
	m := face.Measure(p, faces[0])
	out := providers.LivenessResult{Passed: true, Score: passScore, MultipleFaces: len(faces) > 1}
	count := float64(len(faces))
	one := 1.0
	out.Checks = append(out.Checks, providers.SubCheck{Name: "faces", Score: &count, Threshold: &one, Passed: len(faces) == 1,
		Detail: "faces found"})
	if out.MultipleFaces {
		out.Signals = append(out.Signals, SignalMultipleFaces)
	}
	check := func(name string, value, bound float64, passed bool, detail, signal string) {
		out.Checks = append(out.Checks, providers.SubCheck{Name: name, Score: round(value), Threshold: round(bound), Passed: passed, Detail: detail})
		if !passed {
			out.Score = math.Max(0, out.Score-missPenalty)
			if signal != "" && !contains(out.Signals, signal) {
				out.Signals = append(out.Signals, signal)
			}
		}
	}
	check("size", m.Size, minFaceShare, m.Size >= minFaceShare && m.Width >= minFacePixels, "the face's width over the picture's", "")
	off := math.Max(math.Abs(m.Centre.X-0.5), math.Abs(m.Centre.Y-0.5))
	check("centred", off, offCentre, off <= offCentre, "the face's centre from the picture's", SignalFaceNotCentered)
	turn := math.Max(math.Abs(m.Yaw)/maxYaw, math.Max(math.Abs(m.Pitch)/maxPitch, math.Abs(m.Roll)/maxRoll))
	check("frontal", turn, 1, turn <= 1, "the head's turn, nod and tilt over their bounds", "")
	check("eyes_open", m.Eyes, minEyes, m.Eyes >= minEyes, "the eyes' aspect ratio", "")
	check("sharpness", m.Sharp, minSharp, m.Sharp >= minSharp, "variance of the face's Laplacian", "")
	lit := m.Clipped <= maxClipped && m.Bright >= minBright && m.Bright <= maxBright
	check("lighting", m.Bright, minBright, lit, "the face's mean luminance (30–215), at most 15% blown out", SignalPoorLighting)
	out.Score = math.Round(out.Score*1e4) / 1e4
	return out
}

func round(v float64) *float64 {
	r := math.Round(v*1e4) / 1e4
	return &r
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// Compare finds the largest face on the document (its portrait) and on
// the selfie and compares their descriptors; the similarity is
// face.Similarity of their distance, and passes at the workflow's
// face_min, which the decision applies (Passed here means the two are
// not clearly different people: similarity at least 0.5). A side with no
// face is a result with FaceNotDetected.
func (f *Faces) Compare(ctx context.Context, document, selfie providers.Image, _ providers.Hints) (providers.FaceMatchResult, error) {
	var ds [2]face.Descriptor
	for i, img := range []providers.Image{document, selfie} {
		p, faces, err := f.look(ctx, img, f.model.Detect)
		if err != nil {
			return providers.FaceMatchResult{}, err
		}
		if len(faces) == 0 {
			where := [2]string{"on the document", "on the selfie"}[i]
			return providers.FaceMatchResult{Reason: decision.FaceNotDetected, Detail: "no face found " + where}, nil
		}
		if ds[i], err = f.model.Describe(ctx, p, faces[0]); err != nil {
			if ctx.Err() != nil {
				return providers.FaceMatchResult{}, err
			}
			return providers.FaceMatchResult{Reason: decision.FaceNotDetected, Detail: err.Error()}, nil
		}
	}
	dist := face.Distance(ds[0], ds[1])
	sim := math.Round(face.Similarity(dist)*1e4) / 1e4
	return providers.FaceMatchResult{Similarity: sim, Passed: sim >= 0.5, Distance: *round(dist),
		Descriptors: [][]float32{ds[0][:], ds[1][:]}}, nil
}
