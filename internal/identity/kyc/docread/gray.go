package docread

import (
	"image"
	"image/color"
	"math"
)

// The image operations below work on *image.Gray whose bounds start at the
// origin, row by row over Pix.

// toGray returns img's luminance (ITU-R BT.601, as color.GrayModel).
func toGray(img image.Image) *image.Gray {
	b := img.Bounds()
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	switch src := img.(type) {
	case *image.YCbCr:
		for y := range b.Dy() {
			copy(g.Pix[y*g.Stride:(y+1)*g.Stride], src.Y[src.YOffset(b.Min.X, b.Min.Y+y):])
		}
	case *image.Gray:
		for y := range b.Dy() {
			copy(g.Pix[y*g.Stride:(y+1)*g.Stride], src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):])
		}
	case *image.RGBA:
		rgbLuma(g, src.Pix, src.Stride, src.PixOffset(b.Min.X, b.Min.Y))
	case *image.NRGBA:
		rgbLuma(g, src.Pix, src.Stride, src.PixOffset(b.Min.X, b.Min.Y))
	default:
		for y := range b.Dy() {
			for x := range b.Dx() {
				g.Pix[y*g.Stride+x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	return g
}

// rgbLuma fills g from 8-bit RGBA-ordered pixels, ignoring alpha.
func rgbLuma(g *image.Gray, pix []uint8, stride, start int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	for y := range h {
		row := pix[start+y*stride:]
		out := g.Pix[y*g.Stride:]
		for x := range w {
			r, gg, b := uint32(row[4*x]), uint32(row[4*x+1]), uint32(row[4*x+2])
			out[x] = uint8((19595*r + 38470*gg + 7471*b + 1<<15) >> 16)
		}
	}
}

// shrink returns g scaled down by an integer-free factor so that it is at
// most width pixels wide, each output pixel the mean of the source pixels it
// covers; g itself when it is already narrow enough.
func shrink(g *image.Gray, width int) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w <= width {
		return g
	}
	height := max(1, h*width/w)
	out := image.NewGray(image.Rect(0, 0, width, height))
	xs := make([]int, width+1)
	for i := range xs {
		xs[i] = i * w / width
	}
	sums := make([]uint32, width)
	for oy := range height {
		y0, y1 := oy*h/height, (oy+1)*h/height
		clear(sums)
		for y := y0; y < y1; y++ {
			row := g.Pix[y*g.Stride:]
			for ox := range width {
				for x := xs[ox]; x < xs[ox+1]; x++ {
					sums[ox] += uint32(row[x])
				}
			}
		}
		for ox := range width {
			n := uint32((xs[ox+1] - xs[ox]) * (y1 - y0))
			out.Pix[oy*out.Stride+ox] = uint8((sums[ox] + n/2) / n)
		}
	}
	return out
}

// affine maps (x, y) to (a*x + b*y + c, d*x + e*y + f).
type affine [6]float64

func (t affine) apply(x, y float64) (float64, float64) {
	return t[0]*x + t[1]*y + t[2], t[3]*x + t[4]*y + t[5]
}

// then returns the map that applies t, then u.
func (t affine) then(u affine) affine {
	return affine{
		u[0]*t[0] + u[1]*t[3], u[0]*t[1] + u[1]*t[4], u[0]*t[2] + u[1]*t[5] + u[2],
		u[3]*t[0] + u[4]*t[3], u[3]*t[1] + u[4]*t[4], u[3]*t[2] + u[4]*t[5] + u[5],
	}
}

// scale is how much t enlarges lengths (the square root of its
// determinant's magnitude).
func (t affine) scale() float64 { return math.Sqrt(math.Abs(t[0]*t[4] - t[1]*t[3])) }

// scaling and translation.
func scaling(s float64) affine        { return affine{s, 0, 0, 0, s, 0} }
func translation(x, y float64) affine { return affine{1, 0, x, 0, 1, y} }
func rotation(degrees float64) affine {
	sin, cos := math.Sincos(degrees * math.Pi / 180)
	return affine{cos, -sin, 0, sin, cos, 0}
}

// rotationAbout turns by degrees (clockwise on screen, y pointing down)
// about (cx, cy).
func rotationAbout(degrees, cx, cy float64) affine {
	return translation(-cx, -cy).then(rotation(degrees)).then(translation(cx, cy))
}

// warp returns a w×h image whose pixel (x, y) is src sampled bilinearly at
// t(x, y), coordinates clamped to src's edges.
func warp(src *image.Gray, t affine, w, h int) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, w, h))
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	maxX, maxY := float64(sw-1), float64(sh-1)
	for y := range h {
		row := out.Pix[y*out.Stride:]
		// Pixel centres: (x+0.5, y+0.5) maps to a source position whose
		// pixel grid is offset by 0.5 as well.
		sx, sy := t.apply(0.5, float64(y)+0.5)
		sx, sy = sx-0.5, sy-0.5
		for x := range w {
			fx := min(max(sx, 0), maxX)
			fy := min(max(sy, 0), maxY)
			x0, y0 := int(fx), int(fy)
			x1, y1 := min(x0+1, sw-1), min(y0+1, sh-1)
			ax, ay := fx-float64(x0), fy-float64(y0)
			p00 := float64(src.Pix[y0*src.Stride+x0])
			p10 := float64(src.Pix[y0*src.Stride+x1])
			p01 := float64(src.Pix[y1*src.Stride+x0])
			p11 := float64(src.Pix[y1*src.Stride+x1])
			v := (p00*(1-ax)+p10*ax)*(1-ay) + (p01*(1-ax)+p11*ax)*ay
			row[x] = uint8(v + 0.5)
			sx += t[0]
			sy += t[3]
		}
	}
	return out
}

// histogram counts g's pixels in r by value.
func histogram(g *image.Gray, r image.Rectangle) [256]int {
	var h [256]int
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X] {
			h[v]++
		}
	}
	return h
}

// otsu returns the threshold that best splits a histogram in two classes
// (Otsu's method: the largest between-class variance); values at or below
// it are the dark class.
func otsu(h [256]int) uint8 {
	total, sum := 0, 0.0
	for v, n := range h {
		total += n
		sum += float64(v * n)
	}
	best, threshold := -1.0, 0
	weight, sumDark := 0, 0.0
	for v, n := range h {
		weight += n
		if weight == 0 {
			continue
		}
		light := total - weight
		if light == 0 {
			break
		}
		sumDark += float64(v * n)
		meanDark, meanLight := sumDark/float64(weight), (sum-sumDark)/float64(light)
		between := float64(weight) * float64(light) * (meanDark - meanLight) * (meanDark - meanLight)
		if between > best {
			best, threshold = between, v
		}
	}
	return uint8(threshold)
}

// ink marks the pixels of g darker than the mean of the square window of
// side 2*radius+1 around them by more than a share of that mean: text,
// lines and edges, whatever the lighting, while flat areas (a plain page,
// a desk, a faint pattern) stay clear. It returns one bool per pixel.
func ink(g *image.Gray, radius int, share float64) []bool {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	// Integral image with a zero first row and column.
	sat := make([]uint32, (w+1)*(h+1))
	for y := range h {
		var row uint32
		for x := range w {
			row += uint32(g.Pix[y*g.Stride+x])
			sat[(y+1)*(w+1)+x+1] = sat[y*(w+1)+x+1] + row
		}
	}
	out := make([]bool, w*h)
	keep := 1 - share
	for y := range h {
		y0, y1 := max(y-radius, 0), min(y+radius+1, h)
		for x := range w {
			x0, x1 := max(x-radius, 0), min(x+radius+1, w)
			sum := sat[y1*(w+1)+x1] - sat[y0*(w+1)+x1] - sat[y1*(w+1)+x0] + sat[y0*(w+1)+x0]
			mean := float64(sum) / float64((x1-x0)*(y1-y0))
			out[y*w+x] = float64(g.Pix[y*g.Stride+x]) < mean*keep
		}
	}
	return out
}

// warpRGBA is warp for a colour image of any type, read through At: for
// small crops.
func warpRGBA(src image.Image, t affine, w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	b := src.Bounds()
	maxX, maxY := float64(b.Dx()-1), float64(b.Dy()-1)
	for y := range h {
		for x := range w {
			sx, sy := t.apply(float64(x)+0.5, float64(y)+0.5)
			fx, fy := min(max(sx-0.5, 0), maxX), min(max(sy-0.5, 0), maxY)
			x0, y0 := int(fx), int(fy)
			x1, y1 := min(x0+1, b.Dx()-1), min(y0+1, b.Dy()-1)
			ax, ay := fx-float64(x0), fy-float64(y0)
			var acc [3]float64
			for _, s := range [4]struct {
				x, y int
				w    float64
			}{{x0, y0, (1 - ax) * (1 - ay)}, {x1, y0, ax * (1 - ay)}, {x0, y1, (1 - ax) * ay}, {x1, y1, ax * ay}} {
				r, g, bl, _ := src.At(b.Min.X+s.x, b.Min.Y+s.y).RGBA()
				acc[0] += float64(r>>8) * s.w
				acc[1] += float64(g>>8) * s.w
				acc[2] += float64(bl>>8) * s.w
			}
			i := out.PixOffset(x, y)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = uint8(acc[0]+0.5), uint8(acc[1]+0.5), uint8(acc[2]+0.5), 255
		}
	}
	return out
}

// paperLevel estimates the level of the paper around each pixel of g: the
// 80th percentile of the square cells of side cell it is cut into (the
// paper between the strokes of text), interpolated bilinearly between the
// cells' centres.
func paperLevel(g *image.Gray, cell int) func(x, y int) float64 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	gw, gh := max(1, (w+cell-1)/cell), max(1, (h+cell-1)/cell)
	levels := make([]float64, gw*gh)
	for cy := range gh {
		for cx := range gw {
			r := image.Rect(cx*cell, cy*cell, min((cx+1)*cell, w), min((cy+1)*cell, h))
			hist := histogram(g, r)
			rank, seen := r.Dx()*r.Dy()*8/10, 0
			for v, n := range hist {
				if seen += n; seen > rank {
					levels[cy*gw+cx] = float64(v)
					break
				}
			}
		}
	}
	at := func(cx, cy int) float64 { return levels[min(max(cy, 0), gh-1)*gw+min(max(cx, 0), gw-1)] }
	return func(x, y int) float64 {
		fx, fy := (float64(x)+0.5)/float64(cell)-0.5, (float64(y)+0.5)/float64(cell)-0.5
		x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
		ax, ay := fx-float64(x0), fy-float64(y0)
		return (at(x0, y0)*(1-ax)+at(x0+1, y0)*ax)*(1-ay) + (at(x0, y0+1)*(1-ax)+at(x0+1, y0+1)*ax)*ay
	}
}
