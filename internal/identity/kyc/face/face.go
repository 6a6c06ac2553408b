// Package face finds faces, their 68 landmarks and their 128-number
// descriptors on this machine, from the networks the npm package
// @vladmandic/face-api ships (MIT; see model/LICENSE): the weights are
// plain tensors that this package's Go code runs, with no network and no
// cgo. Measures a liveness check needs (pose, eyes, mouth, sharpness and
// light) are derived from the landmarks and the pixels.
package face

import (
	"context"
	"errors"
	"image"
	"io/fs"
	"math"
	"runtime"

	"github.com/meridianhq/meridian/internal/platform/memo"
)

// Model holds the three networks, loaded once, and bounds how many
// pictures are worked on at once (one per core).
type Model struct {
	det   *detector
	lmk   *landmarker
	rec   *recognizer
	slots chan struct{}
	memo  *memo.Memo[any]
}

// Load reads the networks from dir in fsys (face-api's model folder: the
// weights manifests and their files).
func Load(fsys fs.FS, dir string) (*Model, error) {
	det, err := loadDetector(fsys, dir)
	if err != nil {
		return nil, err
	}
	lmk, err := loadLandmarker(fsys, dir)
	if err != nil {
		return nil, err
	}
	rec, err := loadRecognizer(fsys, dir)
	if err != nil {
		return nil, err
	}
	return &Model{det: det, lmk: lmk, rec: rec, slots: make(chan struct{}, runtime.GOMAXPROCS(0)), memo: memo.New[any](memoSize)}, nil
}

// Point is a position in a picture's pixels.
type Point struct{ X, Y float64 }

// Face is a face found in a picture.
type Face struct {
	// X, Y, W, H are the detector's box, in the picture's pixels.
	X, Y, W, H float64
	// Score is the detector's confidence (0 to 1).
	Score float64
	// Landmarks are the 68 points of the iBUG 300-W scheme: the jaw
	// (0–16), brows (17–26), nose (27–35), eyes (36–47) and mouth (48–67).
	Landmarks [68]Point
}

// MinScore is the detector's score a face must reach to count, on its
// usual input of 416 pixels (face-api's default). A picture where none
// does is looked at again at 320 pixels, where a face that fills much of
// it (a selfie, a portrait) scores higher, against closeMinScore: on the
// derived selfies of the tests and benchmark this finds all but about one
// in a hundred faces, against one in eight at 416 alone, and still nothing
// on pictures of no one.
const (
	MinScore      = 0.5
	closeSize     = 320
	closeMinScore = 0.45
)

// Detect finds the faces of p, largest first, with their landmarks. It
// waits for a free slot (ctx ends the wait).
func (m *Model) Detect(ctx context.Context, p *Picture) ([]Face, error) {
	if err := m.acquire(ctx); err != nil {
		return nil, err
	}
	defer m.release()
	return m.remembered("detect|"+p.key(), func() []Face { return m.detect(p) }), nil
}

func (m *Model) acquire(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	select {
	case m.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (m *Model) release() { <-m.slots }

// tilts are the turns (degrees) a picture is looked at again with when no
// face is found upright: on the benchmark's re-photographed faces, a turn
// of 8–12° loses one in sixteen upright.
var tilts = []float64{12, -12}

// find looks at p at each size in turn until a face is found there.
func (m *Model) find(p *Picture, sizes []int) []detection {
	whole := image.Rect(0, 0, p.W, p.H)
	for _, size := range sizes {
		min := MinScore
		if size == closeSize {
			min = closeMinScore
		}
		if found := decode(m.det.forward(p.input(whole, size, false, detectorMean)), p.W, p.H, min); len(found) > 0 {
			return found
		}
	}
	return nil
}

// turned is d (relative to a w × h picture) with its centre turned by
// angle degrees about the picture's centre, its size kept.
func (d detection) turned(angle float64, w, h int) detection {
	a := angle * math.Pi / 180
	cx, cy := (d.X+d.W/2)*float64(w)-float64(w)/2, (d.Y+d.H/2)*float64(h)-float64(h)/2
	x, y := cx*math.Cos(a)-cy*math.Sin(a)+float64(w)/2, cx*math.Sin(a)+cy*math.Cos(a)+float64(h)/2
	d.X, d.Y = x/float64(w)-d.W/2, y/float64(h)-d.H/2
	return d
}

// DetectClose finds the faces of a picture expected to be a close-up (a
// liveness frame): looked at first at 320 pixels, where a large face
// scores higher and costs 0.6 of the time, then at 416 if none is found
// there.
func (m *Model) DetectClose(ctx context.Context, p *Picture) ([]Face, error) {
	if err := m.acquire(ctx); err != nil {
		return nil, err
	}
	defer m.release()
	return m.remembered("close|"+p.key(), func() []Face { return m.detectIn(p, []int{closeSize, detectorSize}) }), nil
}

func (m *Model) detect(p *Picture) []Face { return m.detectIn(p, []int{detectorSize, closeSize}) }

// detectIn looks at p at each size in turn until a face is found there.
func (m *Model) detectIn(p *Picture, sizes []int) []Face {
	if p.W < 16 || p.H < 16 {
		return nil
	}
	found := m.find(p, sizes)
	// A head tilted further than the detector was trained on: looked for
	// again on the picture turned either way, the boxes turned back.
	for _, angle := range tilts {
		if len(found) > 0 {
			break
		}
		found = m.find(p.rotated(angle), sizes)
		for i := range found {
			found[i] = found[i].turned(-angle, p.W, p.H)
		}
	}
	var faces []Face
	for _, d := range found {
		f := Face{X: d.X * float64(p.W), Y: d.Y * float64(p.H), W: d.W * float64(p.W), H: d.H * float64(p.H), Score: d.Score}
		// The crop face-api gives the landmark network: the box clipped
		// to the picture, then floored.
		x0, y0 := math.Max(0, f.X), math.Max(0, f.Y)
		x1, y1 := math.Min(float64(p.W), f.X+f.W), math.Min(float64(p.H), f.Y+f.H)
		r := image.Rect(int(x0), int(y0), int(x0)+int(x1-x0), int(y0)+int(y1-y0))
		if r.Dx() < 8 || r.Dy() < 8 {
			continue
		}
		f.Landmarks = m.landmarks(p, r, f.X, f.Y)
		faces = append(faces, f)
	}
	// Largest first.
	for i := 1; i < len(faces); i++ {
		for j := i; j > 0 && faces[j].W*faces[j].H > faces[j-1].W*faces[j-1].H; j-- {
			faces[j], faces[j-1] = faces[j-1], faces[j]
		}
	}
	return faces
}

// landmarks runs the landmark network on the region r of p and returns
// its points in p's pixels, mapped back as face-api does: from the padded
// square to the region, then from the box's own corner (x, y).
func (m *Model) landmarks(p *Picture, r image.Rectangle, x, y float64) [68]Point {
	raw := m.lmk.forward(p.input(r, landmarkSize, true, faceMean))
	w, h := float64(r.Dx()), float64(r.Dy())
	s := landmarkSize / math.Max(w, h)
	sw, sh := w*s, h*s
	px, py := 0.0, 0.0
	if sw < sh {
		px = (sh - sw) / 2
	} else {
		py = (sw - sh) / 2
	}
	var pts [68]Point
	for i := range pts {
		pts[i] = Point{
			X: x + (float64(raw[2*i])*landmarkSize-px)/sw*w,
			Y: y + (float64(raw[2*i+1])*landmarkSize-py)/sh*h,
		}
	}
	return pts
}

// Descriptor is a face's 128 numbers; faces of one person lie close
// together (Euclidean distance under about 0.6).
type Descriptor [128]float32

// Describe returns the descriptor of face f of p, from the region
// face-api aligns it to (dlib's: the eyes and the mouth).
func (m *Model) Describe(ctx context.Context, p *Picture, f Face) (Descriptor, error) {
	if err := m.acquire(ctx); err != nil {
		return Descriptor{}, err
	}
	defer m.release()
	var d Descriptor
	r := f.aligned().Intersect(image.Rect(0, 0, p.W, p.H))
	if r.Dx() < 8 || r.Dy() < 8 {
		return d, errors.New("the face is too small to describe")
	}
	key := regionKey(p.key(), r)
	if v, ok := m.memo.Get(key); ok {
		return v.(Descriptor), nil
	}
	copy(d[:], m.rec.forward(p.input(r, recognitionSize, true, faceMean)))
	m.memo.Put(key, d)
	return d, nil
}

// aligned is the square dlib aligns a face to: centred between the eyes
// and the mouth, its side the eyes' mean distance to the mouth over 0.45.
func (f Face) aligned() image.Rectangle {
	le, re, mouth := f.centre(36, 42), f.centre(42, 48), f.centre(48, 68)
	dist := (math.Hypot(mouth.X-le.X, mouth.Y-le.Y) + math.Hypot(mouth.X-re.X, mouth.Y-re.Y)) / 2
	size := math.Floor(dist / 0.45)
	cx, cy := (le.X+re.X+mouth.X)/3, (le.Y+re.Y+mouth.Y)/3
	x, y := math.Floor(math.Max(0, cx-0.5*size)), math.Floor(math.Max(0, cy-0.43*size))
	return image.Rect(int(x), int(y), int(x+size), int(y+size))
}

// centre is the mean of landmarks [from, to).
func (f Face) centre(from, to int) Point {
	var c Point
	for _, p := range f.Landmarks[from:to] {
		c.X += p.X
		c.Y += p.Y
	}
	n := float64(to - from)
	return Point{c.X / n, c.Y / n}
}

// Distance is the Euclidean distance between two descriptors.
func Distance(a, b Descriptor) float64 {
	var s float64
	for i := range a {
		d := float64(a[i] - b[i])
		s += d * d
	}
	return math.Sqrt(s)
}

// The similarity calibration: a logistic curve over the distance, centred
// at midDistance, so that the workflows' default face_min (0.75) falls at
// a distance of 0.50, under the 1% false-match distance the benchmark
// (bench/faces.sh) finds on its pairs (0.518); see bench/README.md.
const (
	midDistance = 0.566
	spread      = 0.06
)

// Similarity maps a descriptor distance to [0, 1]: 1 for the same
// picture, 0.5 at midDistance, towards 0 for different people.
func Similarity(distance float64) float64 {
	return 1 / (1 + math.Exp((distance-midDistance)/spread))
}
