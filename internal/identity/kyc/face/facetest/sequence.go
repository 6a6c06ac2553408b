package facetest

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"math/rand/v2"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
)

// Frame timing of a generated active attempt, as Meridian's widget
// records one: a frame every FrameGap ms, RestFrames of them at rest,
// then ChallengeFrames for each challenge's prompt.
const (
	FrameGap        = 250
	RestFrames      = 4
	ChallengeFrames = 10
	// selfieWidth is the generated frames' width (4:3 portrait).
	selfieWidth = 480
)

// Sequence is a generated active liveness attempt: the selfie, the frames
// with their times (ms from the start) and when each challenge's prompt
// appeared.
type Sequence struct {
	Selfie         image.Image
	Frames         []image.Image
	FrameTimes     []int64
	ChallengeTimes []int64
}

// Perform generates the person performing the challenges in order: the
// face at rest, then each action rising and falling back over its
// prompt's frames. The actions move the landmarks as the real ones do: a
// turn shifts the face's middle sideways between the jaw's sides, a nod
// shifts it down between the brows and the chin, a blink paints the eyes
// over with the skin below them (guided by the landmarks), a smile
// stretches the mouth, moving closer zooms in.
func (p Person) Perform(challenges []string, seed uint64) Sequence {
	return p.perform(challenges, seed, 1)
}

// Sparse is Perform with every other frame (a frame every 500 ms: two at
// rest, five a challenge, its height among them), for tests that judge
// many attempts.
func (p Person) Sparse(challenges []string, seed uint64) Sequence {
	return p.perform(challenges, seed, 2)
}

func (p Person) perform(challenges []string, seed uint64, step int) Sequence {
	base, lm := p.rest()
	rng := rand.New(rand.NewPCG(seed, 0x5e9))
	seq := Sequence{Selfie: base}
	at, n := int64(0), 0
	add := func(img func() *image.RGBA) {
		if n%step == step-1 {
			frame := img()
			jitter(frame, rng)
			seq.Frames = append(seq.Frames, frame)
			seq.FrameTimes = append(seq.FrameTimes, at)
		}
		at += FrameGap
		n++
	}
	for range RestFrames {
		add(func() *image.RGBA { return clone(base) })
	}
	for _, c := range challenges {
		seq.ChallengeTimes = append(seq.ChallengeTimes, at)
		for i := range ChallengeFrames {
			amount := math.Sin(math.Pi * float64(i+1) / float64(ChallengeFrames+1))
			add(func() *image.RGBA { return Act(base, lm, c, amount) })
		}
	}
	return seq
}

// Still is a sequence of the same photograph repeated: a printed photo
// held before the camera.
func (p Person) Still(challenges int) Sequence {
	base, _ := p.rest()
	seq := Sequence{Selfie: base}
	for i := range RestFrames + challenges*ChallengeFrames {
		seq.Frames = append(seq.Frames, base)
		seq.FrameTimes = append(seq.FrameTimes, int64(i*FrameGap))
	}
	for k := range challenges {
		seq.ChallengeTimes = append(seq.ChallengeTimes, int64((RestFrames+k*ChallengeFrames)*FrameGap))
	}
	return seq
}

var rests = map[string]struct {
	img *image.RGBA
	lm  [68]face.Point
}{}

// rest is the person's selfie at rest and its landmarks.
func (p Person) rest() (*image.RGBA, [68]face.Point) {
	key := p.Photo + string(rune(int(p.Face.X)))
	if r, ok := rests[key]; ok {
		return r.img, r.lm
	}
	img := p.Selfie(selfieWidth)
	m, err := face.Embedded()
	if err != nil {
		panic(err)
	}
	faces, err := m.Detect(context.Background(), face.PictureOf(img))
	if err != nil || len(faces) == 0 {
		panic("facetest: no face in the selfie")
	}
	rests[key] = struct {
		img *image.RGBA
		lm  [68]face.Point
	}{img, faces[0].Landmarks}
	return img, faces[0].Landmarks
}

// Act returns base with the challenge performed to amount (0 at rest, 1
// at its height), guided by base's landmarks lm.
//
//go:norace
func Act(base *image.RGBA, lm [68]face.Point, challenge string, amount float64) *image.RGBA {
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, p := range lm {
		minX, maxX, minY, maxY = math.Min(minX, p.X), math.Max(maxX, p.X), math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	w, h := maxX-minX, maxY-minY
	bump := func(v float64) float64 {
		if v <= 0 || v >= 1 {
			return 0
		}
		return math.Sin(math.Pi * v)
	}
	switch challenge {
	case "turn_left", "turn_right":
		// The person's left is the picture's right on a camera's
		// unmirrored picture.
		s := 0.22 * w * amount
		if challenge == "turn_right" {
			s = -s
		}
		return warp(base, func(x, y float64) (float64, float64) {
			return x - s*bump((x-minX)/w)*bump((y-minY+0.3*h)/(1.5*h)), y
		})
	case "nod":
		s := 0.2 * h * amount
		return warp(base, func(x, y float64) (float64, float64) {
			return x, y - s*bump((y-minY)/h)*bump((x-minX+0.2*w)/(1.4*w))
		})
	case "smile":
		mx, my := (lm[48].X+lm[54].X)/2, (lm[48].Y+lm[54].Y)/2
		mw := lm[54].X - lm[48].X
		k := 1 + 0.5*amount
		return warp(base, func(x, y float64) (float64, float64) {
			f := bump((x-mx+1.2*mw)/(2.4*mw)) * bump((y-my+0.6*mw)/(1.2*mw))
			return mx + (x-mx)/(1+(k-1)*f), y
		})
	case "move_closer":
		cx, cy := (minX+maxX)/2, (minY+maxY)/2
		k := 1 + 0.4*amount
		return warp(base, func(x, y float64) (float64, float64) { return cx + (x-cx)/k, cy + (y-cy)/k })
	case "blink":
		out := base
		for _, eye := range [][]face.Point{lm[36:42], lm[42:48]} {
			out = closeEye(out, eye, amount)
		}
		return clone(out)
	}
	panic("facetest: no such challenge " + challenge)
}

// closeEye closes the eye (its six landmarks) to amount: the lids are
// drawn together over the opening, the skin around stretched to meet.
//
//go:norace
func closeEye(img *image.RGBA, eye []face.Point, amount float64) *image.RGBA {
	cx, cy := 0.0, 0.0
	for _, p := range eye {
		cx, cy = cx+p.X/6, cy+p.Y/6
	}
	ew := math.Hypot(eye[3].X-eye[0].X, eye[3].Y-eye[0].Y)
	open := math.Max(math.Hypot(eye[1].X-eye[5].X, eye[1].Y-eye[5].Y), math.Hypot(eye[2].X-eye[4].X, eye[2].Y-eye[4].Y))
	e := (0.5*open + 0.08*ew) * math.Min(1, 1.4*amount) // the half-opening removed
	r := 0.9 * ew                                       // rows stretched to meet
	return warp(img, func(x, y float64) (float64, float64) {
		dx, dy := (x-cx)/(0.75*ew), y-cy
		if math.Abs(dx) >= 1 || math.Abs(dy) >= r {
			return x, y
		}
		k := e * (1 - dx*dx)
		sign := 1.0
		if dy < 0 {
			sign = -1
		}
		return x, cy + sign*(k+(r-k)*math.Abs(dy)/r)
	})
}

// warp samples base at src(x, y) for every pixel (bilinear).
//
//go:norace
func warp(base *image.RGBA, src func(x, y float64) (float64, float64)) *image.RGBA {
	b := base.Bounds()
	out := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			sx, sy := src(float64(x), float64(y))
			sx, sy = math.Max(0, math.Min(float64(b.Dx()-1), sx)), math.Max(0, math.Min(float64(b.Dy()-1), sy))
			x0, y0 := int(sx), int(sy)
			x1, y1 := min(x0+1, b.Dx()-1), min(y0+1, b.Dy()-1)
			fx, fy := sx-float64(x0), sy-float64(y0)
			o := out.PixOffset(x, y)
			for k := range 3 {
				p := func(i, j int) float64 { return float64(base.Pix[base.PixOffset(i, j)+k]) }
				top := p(x0, y0)*(1-fx) + p(x1, y0)*fx
				bot := p(x0, y1)*(1-fx) + p(x1, y1)*fx
				out.Pix[o+k] = uint8(top*(1-fy) + bot*fy + 0.5)
			}
			out.Pix[o+3] = 255
		}
	}
	return out
}

//go:norace
func clone(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	return out
}

// jitter adds a camera's noise, so that no two frames are the same.
//
//go:norace
func jitter(img *image.RGBA, rng *rand.Rand) {
	for i := 0; i < len(img.Pix); i += 4 {
		n := rng.IntN(7) - 3
		for k := range 3 {
			img.Pix[i+k] = uint8(max(0, min(255, int(img.Pix[i+k])+n)))
		}
	}
}

// Video generates the person performing the challenges as a camera would
// film them at fps frames a second, for a fake camera to play: lead
// seconds at rest, then each challenge over hold seconds (rising for a
// fifth of it, held, falling back for the last fifth), then tail seconds
// at rest.
func (p Person) Video(challenges []string, fps int, lead, hold, tail float64) []image.Image {
	base, lm := p.rest()
	var out []image.Image
	for range int(lead * float64(fps)) {
		out = append(out, base)
	}
	n := int(hold * float64(fps))
	for _, c := range challenges {
		for i := range n {
			v := float64(i) / float64(n)
			amount := math.Min(1, math.Min(v, 1-v)*5)
			out = append(out, Act(base, lm, c, amount))
		}
	}
	for range int(tail * float64(fps)) {
		out = append(out, base)
	}
	return out
}

// WriteY4M writes frames as a YUV4MPEG2 stream (4:2:0, JPEG's colour
// range) at fps, the format Chromium's fake camera plays
// (--use-file-for-fake-video-capture).
func WriteY4M(w io.Writer, frames []image.Image, fps int) error {
	b := frames[0].Bounds()
	width, height := b.Dx()&^1, b.Dy()&^1
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "YUV4MPEG2 W%d H%d F%d:1 Ip A1:1 C420jpeg\n", width, height, fps)
	ys := make([]byte, width*height)
	us, vs := make([]byte, width*height/4), make([]byte, width*height/4)
	for _, img := range frames {
		for y := range height {
			for x := range width {
				r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
				yy, cb, cr := color.RGBToYCbCr(uint8(r>>8), uint8(g>>8), uint8(bl>>8))
				ys[y*width+x] = yy
				if x%2 == 0 && y%2 == 0 {
					us[(y/2)*(width/2)+x/2], vs[(y/2)*(width/2)+x/2] = cb, cr
				}
			}
		}
		bw.WriteString("FRAME\n")
		bw.Write(ys)
		bw.Write(us)
		bw.Write(vs)
	}
	return bw.Flush()
}
