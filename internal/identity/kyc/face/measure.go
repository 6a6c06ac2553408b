package face

import (
	"math"
)

// Measures are what a liveness check reads from one face: its pose, its
// eyes and mouth, and the sharpness and light of its pixels.
type Measures struct {
	// Yaw is the head's turn in degrees, positive towards the picture's
	// right (the person's left on a camera's unmirrored picture); Pitch
	// its nod, positive when the chin goes down; Roll its tilt, positive
	// clockwise. Estimated from the landmarks, good to a few degrees near
	// frontal.
	Yaw, Pitch, Roll float64
	// Eyes is the eyes' mean aspect ratio (height over width): about
	// 0.25–0.35 open, under 0.15 closed.
	Eyes float64
	// Mouth is the mouth's width over the distance between the eyes'
	// centres: it grows in a smile.
	Mouth float64
	// Size is the face's width over the picture's width; Centre its
	// centre, relative to the picture (0 to 1 each way).
	Size   float64
	Centre Point
	Width  float64 // the face's width in pixels
	// Span is the jaw's width (its two ends' distance) in pixels: it
	// grows as the face comes closer.
	Span    float64
	Sharp   float64 // variance of the Laplacian of the face, 128 px wide
	Bright  float64 // mean luminance of the face, 0–255
	Clipped float64 // share of the face's pixels at or over 250
}

// Measure reads f's measures on p.
func Measure(p *Picture, f Face) Measures {
	l := f.Landmarks
	le, re := f.centre(36, 42), f.centre(42, 48)
	eyes := math.Hypot(re.X-le.X, re.Y-le.Y)
	m := Measures{
		Roll:   math.Atan2(re.Y-le.Y, re.X-le.X) * 180 / math.Pi,
		Eyes:   (aspect(l[36:42]) + aspect(l[42:48])) / 2,
		Size:   f.W / float64(p.W),
		Width:  f.W,
		Span:   math.Hypot(l[16].X-l[0].X, l[16].Y-l[0].Y),
		Centre: Point{(f.X + f.W/2) / float64(p.W), (f.Y + f.H/2) / float64(p.H)},
	}
	if eyes > 0 {
		m.Mouth = math.Hypot(l[54].X-l[48].X, l[54].Y-l[48].Y) / eyes
	}
	// Yaw: where the nose's ridge sits between the jaw's two sides,
	// measured along the eyes' line (so that roll does not count).
	ux, uy := (re.X-le.X)/eyes, (re.Y-le.Y)/eyes
	along := func(q Point) float64 { return q.X*ux + q.Y*uy }
	left, right, nose := along(l[0]), along(l[16]), (along(l[30])+along(l[29]))/2
	if span := right - left; span > 0 {
		r := math.Max(-1, math.Min(1, 2*(nose-left)/span-1))
		m.Yaw = math.Asin(r) * 180 / math.Pi
	}
	// Pitch: the nose's tip between the eyes' line and the mouth, across
	// the eyes' line; about 0.55 of the way frontal.
	across := func(q Point) float64 { return -q.X*uy + q.Y*ux }
	eyeLine, mouth := across(Point{(le.X + re.X) / 2, (le.Y + re.Y) / 2}), across(f.centre(48, 68))
	if span := mouth - eyeLine; span > 0 {
		r := (across(l[30])-eyeLine)/span - 0.55
		m.Pitch = math.Asin(math.Max(-1, math.Min(1, 2*r))) * 180 / math.Pi
	}
	m.Sharp, m.Bright, m.Clipped = pixels(p, f)
	return m
}

// aspect is an eye's height over its width, from its six points.
func aspect(e []Point) float64 {
	d := func(a, b Point) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }
	w := d(e[0], e[3])
	if w == 0 {
		return 0
	}
	return (d(e[1], e[5]) + d(e[2], e[4])) / (2 * w)
}

// pixels measures the face's box on a grey copy 128 pixels wide: the
// variance of its Laplacian, its mean luminance and its share of clipped
// pixels.
//
//go:norace
func pixels(p *Picture, f Face) (sharp, bright, clipped float64) {
	x0, y0 := max(0, int(f.X)), max(0, int(f.Y))
	x1, y1 := min(p.W, int(f.X+f.W)), min(p.H, int(f.Y+f.H))
	if x1-x0 < 8 || y1-y0 < 8 {
		return 0, 0, 0
	}
	const w = 128
	h := max(8, w*(y1-y0)/(x1-x0))
	g := make([]float64, w*h)
	var sum, over float64
	for y := range h {
		sy := y0 + y*(y1-y0)/h
		for x := range w {
			sx := x0 + x*(x1-x0)/w
			o := 3 * (sy*p.W + sx)
			v := 0.299*float64(p.Pix[o]) + 0.587*float64(p.Pix[o+1]) + 0.114*float64(p.Pix[o+2])
			g[y*w+x] = v
			sum += v
			if v >= 250 {
				over++
			}
		}
	}
	n := float64(w * h)
	var ls, ls2 float64
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			i := y*w + x
			v := g[i-1] + g[i+1] + g[i-w] + g[i+w] - 4*g[i]
			ls += v
			ls2 += v * v
		}
	}
	m := float64((w - 2) * (h - 2))
	mean := ls / m
	return ls2/m - mean*mean, sum / n, over / n
}
