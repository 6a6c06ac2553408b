package doctest

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"

	"golang.org/x/image/draw"
)

// Capture describes how a page is photographed. The zero value is a scan:
// the page alone, as drawn, encoded as PNG.
type Capture struct {
	// Margin is the background around the page (a desk), as a share of the
	// page's width on each side.
	Margin float64
	// Rotate turns the page by this many degrees, counter-clockwise.
	Rotate float64
	// Perspective moves each corner of the page by up to this share of its
	// width, as a camera held at an angle does.
	Perspective float64
	// Glare is how many bright patches (reflections) fall on the page.
	Glare int
	// Width downscales the photograph to this many pixels across (a phone's
	// upload size); zero keeps the drawn size.
	Width int
	// Blur is the standard deviation, in the final image's pixels, of a
	// Gaussian blur (focus and motion).
	Blur float64
	// JPEGQuality, when above zero, encodes the photograph as a JPEG of this
	// quality; otherwise it is a PNG.
	JPEGQuality int
}

// Clean is a sharp, straight photograph of the page on a desk.
func Clean() Capture { return Capture{Margin: 0.08} }

// Degraded returns a phone photograph's degradations, each drawn from seed
// within the ranges a reader must cope with: a turn of up to 5°, corners
// moved by up to 3% of the width, up to two glare patches, a downscale to
// 1200–1600 pixels across, a Gaussian blur of σ 0.5–1.2 pixels and JPEG
// quality 40.
func Degraded(seed uint64) Capture {
	rng := rand.New(rand.NewPCG(seed, 0xde9a))
	return Capture{
		Margin:      0.05 + rng.Float64()*0.07,
		Rotate:      (rng.Float64()*2 - 1) * 5,
		Perspective: rng.Float64() * 0.03,
		Glare:       rng.IntN(3),
		Width:       1200 + rng.IntN(401),
		Blur:        0.5 + rng.Float64()*0.7,
		JPEGQuality: 40,
	}
}

// Photograph returns the encoded photograph of page taken as c says; seed
// decides the desk, the corners' moves and where glare falls.
func Photograph(page *image.RGBA, c Capture, seed uint64) ([]byte, error) {
	rng := rand.New(rand.NewPCG(seed, 0xca3e7a))
	img := place(page, c, rng)
	for range c.Glare {
		glare(img, page.Bounds().Dx(), rng)
	}
	if c.Width > 0 && c.Width != img.Bounds().Dx() {
		b := img.Bounds()
		small := image.NewRGBA(image.Rect(0, 0, c.Width, b.Dy()*c.Width/b.Dx()))
		draw.CatmullRom.Scale(small, small.Bounds(), img, b, draw.Src, nil)
		img = small
	}
	if c.Blur > 0 {
		img = blur(img, c.Blur)
	}
	var buf bytes.Buffer
	var err error
	if c.JPEGQuality > 0 {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: c.JPEGQuality})
	} else {
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
	}
	if err != nil {
		return nil, fmt.Errorf("doctest: encode: %w", err)
	}
	return buf.Bytes(), nil
}

// place lays the page on a desk, turned and seen at an angle.
func place(page *image.RGBA, c Capture, rng *rand.Rand) *image.RGBA {
	pb := page.Bounds()
	pw, ph := float64(pb.Dx()), float64(pb.Dy())
	margin := c.Margin * pw
	scene := image.NewRGBA(image.Rect(0, 0, int(pw+2*margin), int(ph+2*margin)))
	if margin == 0 && c.Rotate == 0 && c.Perspective == 0 {
		draw.Draw(scene, scene.Bounds(), page, pb.Min, draw.Src)
		return scene
	}
	// Where the page's corners land: turned about the scene's centre, then
	// each moved at random.
	cx, cy := float64(scene.Bounds().Dx())/2, float64(scene.Bounds().Dy())/2
	sin, cos := math.Sincos(c.Rotate * math.Pi / 180)
	src := [4][2]float64{{0, 0}, {pw, 0}, {pw, ph}, {0, ph}}
	var dst [4][2]float64
	for i, p := range src {
		x, y := p[0]-pw/2, p[1]-ph/2
		dst[i] = [2]float64{
			cx + x*cos + y*sin + (rng.Float64()*2-1)*c.Perspective*pw,
			cy - x*sin + y*cos + (rng.Float64()*2-1)*c.Perspective*pw,
		}
	}
	toPage := homography(dst, src)
	desk := [3]float64{70 + rng.Float64()*60, 60 + rng.Float64()*50, 50 + rng.Float64()*40}
	fx, fy, phase := 0.003+rng.Float64()*0.004, 0.002+rng.Float64()*0.003, rng.Float64()*math.Pi
	sb := scene.Bounds()
	for y := sb.Min.Y; y < sb.Max.Y; y++ {
		for x := sb.Min.X; x < sb.Max.X; x++ {
			u, v := toPage.apply(float64(x)+0.5, float64(y)+0.5)
			i := scene.PixOffset(x, y)
			if u >= 0 && v >= 0 && u < pw && v < ph {
				r, g, b := bilinear(page, u-0.5, v-0.5)
				scene.Pix[i], scene.Pix[i+1], scene.Pix[i+2], scene.Pix[i+3] = r, g, b, 255
				continue
			}
			grain := 12*math.Sin(float64(x)*fx+3*math.Sin(float64(y)*fy+phase)) + rng.Float64()*6
			for k := range 3 {
				scene.Pix[i+k] = clamp(desk[k] + grain)
			}
			scene.Pix[i+3] = 255
		}
	}
	return scene
}

// bilinear samples img at (x, y), relative to its origin.
func bilinear(img *image.RGBA, x, y float64) (r, g, b uint8) {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	var acc [3]float64
	for _, s := range [4]struct {
		dx, dy int
		w      float64
	}{{0, 0, (1 - fx) * (1 - fy)}, {1, 0, fx * (1 - fy)}, {0, 1, (1 - fx) * fy}, {1, 1, fx * fy}} {
		px := min(max(int(x0)+s.dx, 0), img.Bounds().Dx()-1)
		py := min(max(int(y0)+s.dy, 0), img.Bounds().Dy()-1)
		i := img.PixOffset(img.Rect.Min.X+px, img.Rect.Min.Y+py)
		acc[0] += float64(img.Pix[i]) * s.w
		acc[1] += float64(img.Pix[i+1]) * s.w
		acc[2] += float64(img.Pix[i+2]) * s.w
	}
	return clamp(acc[0]), clamp(acc[1]), clamp(acc[2])
}

// glare brightens an elliptical patch to white at its core.
func glare(img *image.RGBA, pageWidth int, rng *rand.Rand) {
	b := img.Bounds()
	cx := float64(b.Min.X) + float64(b.Dx())*(0.2+rng.Float64()*0.6)
	cy := float64(b.Min.Y) + float64(b.Dy())*(0.15+rng.Float64()*0.7)
	rx := float64(pageWidth) * (0.04 + rng.Float64()*0.06)
	ry := rx * (0.5 + rng.Float64()*0.7)
	for y := max(b.Min.Y, int(cy-3*ry)); y < min(b.Max.Y, int(cy+3*ry)); y++ {
		for x := max(b.Min.X, int(cx-3*rx)); x < min(b.Max.X, int(cx+3*rx)); x++ {
			dx, dy := (float64(x)-cx)/rx, (float64(y)-cy)/ry
			light := 1.6 * math.Exp(-(dx*dx+dy*dy)/2)
			i := img.PixOffset(x, y)
			for k := range 3 {
				v := float64(img.Pix[i+k])
				img.Pix[i+k] = clamp(v + (255-v)*light*1.2)
			}
		}
	}
}

// blur returns img convolved with a Gaussian of standard deviation sigma
// pixels, in two passes (rows, then columns), edges clamped; the result is
// opaque.
func blur(img *image.RGBA, sigma float64) *image.RGBA {
	radius := int(math.Ceil(3 * sigma))
	kernel := make([]float32, 2*radius+1)
	sum := float32(0)
	for i := range kernel {
		d := float64(i - radius)
		kernel[i] = float32(math.Exp(-d * d / (2 * sigma * sigma)))
		sum += kernel[i]
	}
	for i := range kernel {
		kernel[i] /= sum
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	rows := make([]float32, w*h*3)
	for y := range h {
		pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			var acc [3]float32
			for k, wt := range kernel {
				j := min(max(x+k-radius, 0), w-1) * 4
				acc[0] += float32(pix[j]) * wt
				acc[1] += float32(pix[j+1]) * wt
				acc[2] += float32(pix[j+2]) * wt
			}
			copy(rows[(y*w+x)*3:], acc[:])
		}
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			var acc [3]float32
			for k, wt := range kernel {
				j := (min(max(y+k-radius, 0), h-1)*w + x) * 3
				acc[0] += rows[j] * wt
				acc[1] += rows[j+1] * wt
				acc[2] += rows[j+2] * wt
			}
			i := out.PixOffset(x, y)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] =
				clamp(float64(acc[0])), clamp(float64(acc[1])), clamp(float64(acc[2])), 255
		}
	}
	return out
}

// projective is a 3×3 homography, row-major, its last entry 1.
type projective [9]float64

func (h projective) apply(x, y float64) (float64, float64) {
	w := h[6]*x + h[7]*y + h[8]
	return (h[0]*x + h[1]*y + h[2]) / w, (h[3]*x + h[4]*y + h[5]) / w
}

// homography returns the projective map that takes each from[i] to to[i],
// solving its eight unknowns by Gaussian elimination.
func homography(from, to [4][2]float64) projective {
	var a [8][9]float64
	for i := range 4 {
		x, y, u, v := from[i][0], from[i][1], to[i][0], to[i][1]
		a[2*i] = [9]float64{x, y, 1, 0, 0, 0, -u * x, -u * y, u}
		a[2*i+1] = [9]float64{0, 0, 0, x, y, 1, -v * x, -v * y, v}
	}
	for col := range 8 {
		pivot := col
		for r := col + 1; r < 8; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[pivot][col]) {
				pivot = r
			}
		}
		a[col], a[pivot] = a[pivot], a[col]
		for r := range 8 {
			if r == col {
				continue
			}
			f := a[r][col] / a[col][col]
			for k := col; k < 9; k++ {
				a[r][k] -= f * a[col][k]
			}
		}
	}
	var h projective
	for i := range 8 {
		h[i] = a[i][8] / a[i][i]
	}
	h[8] = 1
	return h
}
