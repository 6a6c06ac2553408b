package face

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// Picture is an image as 8-bit RGB, row by row.
type Picture struct {
	W, H int
	Pix  []uint8
}

// PictureOf converts img.
//
//go:norace
func PictureOf(img image.Image) *Picture {
	b := img.Bounds()
	p := &Picture{W: b.Dx(), H: b.Dy(), Pix: make([]uint8, 3*b.Dx()*b.Dy())}
	switch m := img.(type) {
	case *image.YCbCr:
		for y := 0; y < p.H; y++ {
			for x := 0; x < p.W; x++ {
				yi := m.YOffset(b.Min.X+x, b.Min.Y+y)
				ci := m.COffset(b.Min.X+x, b.Min.Y+y)
				r, g, bl := ycc(m.Y[yi], m.Cb[ci], m.Cr[ci])
				o := 3 * (y*p.W + x)
				p.Pix[o], p.Pix[o+1], p.Pix[o+2] = r, g, bl
			}
		}
		return p
	case *image.RGBA, *image.NRGBA:
	default:
		rgba := image.NewNRGBA(b)
		draw.Draw(rgba, b, img, b.Min, draw.Src)
		img = rgba
	}
	var pix []uint8
	var stride int
	switch m := img.(type) {
	case *image.RGBA:
		pix, stride = m.Pix, m.Stride
	case *image.NRGBA:
		pix, stride = m.Pix, m.Stride
	}
	for y := 0; y < p.H; y++ {
		row := pix[y*stride:]
		for x := 0; x < p.W; x++ {
			o := 3 * (y*p.W + x)
			p.Pix[o], p.Pix[o+1], p.Pix[o+2] = row[4*x], row[4*x+1], row[4*x+2]
		}
	}
	return p
}

// ycc converts a JPEG's YCbCr to RGB as the standard library does.
func ycc(y, cb, cr uint8) (uint8, uint8, uint8) { return color.YCbCrToRGB(y, cb, cr) }

// Image returns p as an image (for tests and crops kept).
//
//go:norace
func (p *Picture) Image() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, p.W, p.H))
	for i := 0; i < p.W*p.H; i++ {
		copy(img.Pix[4*i:4*i+3], p.Pix[3*i:3*i+3])
		img.Pix[4*i+3] = 255
	}
	return img
}

// box is a rectangle in a picture's pixels, x and y its top left.
type box struct{ X, Y, W, H float64 }

// input makes a network's size × size input from the region r of p
// (clipped to p; r is whole pixels), padded with black to a square —
// centred, or at the bottom and right — and resized bilinearly as
// TensorFlow does (no corner alignment, no half-pixel centres), then
// normalised: the mean colour taken away and divided by 255.
//
//go:norace
func (p *Picture) input(r image.Rectangle, size int, centre bool, mean [3]float32) *tensor {
	r = r.Intersect(image.Rect(0, 0, p.W, p.H))
	w, h := r.Dx(), r.Dy()
	side := max(w, h)
	ox, oy := 0, 0 // where the region starts in the padded square
	if centre {
		// face-api's padToSquare: round(diff/2) after, the rest before.
		diff := side - min(w, h)
		before := diff - int(math.Round(float64(diff)*0.5))
		if w < h {
			ox = before
		} else {
			oy = before
		}
	}
	at := func(sx, sy int) (float32, float32, float32) {
		x, y := sx-ox, sy-oy
		if x < 0 || y < 0 || x >= w || y >= h {
			return 0, 0, 0
		}
		o := 3 * ((r.Min.Y+y)*p.W + r.Min.X + x)
		return float32(p.Pix[o]), float32(p.Pix[o+1]), float32(p.Pix[o+2])
	}
	out := newTensor(size, size, 3)
	scale := float32(side) / float32(size)
	for y := 0; y < size; y++ {
		fy := float32(y) * scale
		y0 := int(fy)
		y1 := min(y0+1, side-1)
		dy := fy - float32(y0)
		for x := 0; x < size; x++ {
			fx := float32(x) * scale
			x0 := int(fx)
			x1 := min(x0+1, side-1)
			dx := fx - float32(x0)
			r00, g00, b00 := at(x0, y0)
			r01, g01, b01 := at(x1, y0)
			r10, g10, b10 := at(x0, y1)
			r11, g11, b11 := at(x1, y1)
			o := 3 * (y*size + x)
			top := r00 + (r01-r00)*dx
			bot := r10 + (r11-r10)*dx
			out.D[o] = (top + (bot-top)*dy - mean[0]) / 255
			top = g00 + (g01-g00)*dx
			bot = g10 + (g11-g10)*dx
			out.D[o+1] = (top + (bot-top)*dy - mean[1]) / 255
			top = b00 + (b01-b00)*dx
			bot = b10 + (b11-b10)*dx
			out.D[o+2] = (top + (bot-top)*dy - mean[2]) / 255
		}
	}
	return out
}

// rotated is p turned by angle degrees (clockwise on screen) about its
// centre, on a canvas of its size, black where nothing was.
//
//go:norace
func (p *Picture) rotated(angle float64) *Picture {
	a := angle * math.Pi / 180
	c, sn := math.Cos(a), math.Sin(a)
	out := &Picture{W: p.W, H: p.H, Pix: make([]uint8, len(p.Pix))}
	cx, cy := float64(p.W)/2, float64(p.H)/2
	for y := 0; y < p.H; y++ {
		for x := 0; x < p.W; x++ {
			// The source of (x, y): turned back by -angle.
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := dx*c+dy*sn+cx, -dx*sn+dy*c+cy
			ix, iy := int(sx), int(sy)
			if sx < 0 || sy < 0 || ix >= p.W-1 || iy >= p.H-1 {
				continue
			}
			fx, fy := float32(sx-float64(ix)), float32(sy-float64(iy))
			o, i := 3*(y*p.W+x), 3*(iy*p.W+ix)
			for k := range 3 {
				top := float32(p.Pix[i+k])*(1-fx) + float32(p.Pix[i+3+k])*fx
				bot := float32(p.Pix[i+3*p.W+k])*(1-fx) + float32(p.Pix[i+3*p.W+3+k])*fx
				out.Pix[o+k] = uint8(top*(1-fy) + bot*fy + 0.5)
			}
		}
	}
	return out
}
