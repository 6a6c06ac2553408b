package docread

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
)

// Working sizes, in pixels.
const (
	// workWidth is the width the whole photograph is scaled down to, to
	// find the text's angle and the document's bounds.
	workWidth = 1000
	// docWidth is the width the document is resampled to, upright, to find
	// its MRZ and portrait and measure its quality: measures taken at one
	// scale compare across photographs of any size.
	docWidth = 1000
	// mrzCapHeight is the height the MRZ's characters are scaled to for
	// Tesseract.
	mrzCapHeight = 40
	// textWidth is the width the visual zone is scaled to for Tesseract.
	textWidth = 2000
	// mrzMargin is the white margin set around the MRZ for Tesseract.
	mrzMargin = 16
)

// Page is a photograph prepared for reading: its luminance, the angle of
// its text, the document's bounds, the document itself upright at a
// working scale, and the MRZ's lines found in it. It is not changed once
// prepared, and safe for concurrent use.
type Page struct {
	src      image.Image
	gray     *image.Gray
	skew     float64
	doc      *image.Gray // the document, upright, docWidth wide
	docToSrc affine      // from doc's pixels to src's
	inFrame  bool
	mrz      []textLine // in doc's pixels; nil when none was found
	mrzSkew  float64    // the MRZ band's own residual angle
}

func newPage(src image.Image) *Page {
	p := &Page{src: src, gray: toGray(src)}
	small := shrink(p.gray, workWidth)
	w, h := small.Rect.Dx(), small.Rect.Dy()
	s := float64(w) / float64(p.gray.Rect.Dx())

	p.skew = skew(ink(small, 15, 0.12), w, small.Rect, 6, 0.5)
	toSmall := rotationAbout(-p.skew, float64(w)/2, float64(h)/2)
	work := warp(small, toSmall, w, h)
	box, found := findDocument(work)

	k := float64(box.Dx()) / docWidth
	p.docToSrc = scaling(k).then(translation(float64(box.Min.X), float64(box.Min.Y))).then(toSmall).then(scaling(1 / s))
	p.doc = warp(p.gray, p.docToSrc, docWidth, max(1, int(float64(box.Dy())/k)))
	p.inFrame = found && p.inside(p.doc.Rect)

	mask := ink(p.doc, 12, 0.12)
	if lines, ok := findMRZ(mask, docWidth, p.doc.Rect.Dy()); ok {
		p.mrz = lines
		p.mrzSkew = skew(mask, docWidth, p.mrzRect(0), 2, 0.25)
	}
	return p
}

// Skew returns the angle, in degrees counter-clockwise, by which the
// document's text was turned in the photograph.
func (p *Page) Skew() float64 { return p.skew }

// inside reports whether r (in doc's pixels) maps wholly inside the
// photograph, clear of its edges by half a percent of its size.
func (p *Page) inside(r image.Rectangle) bool {
	b := p.gray.Rect
	mx, my := float64(b.Dx())*0.005, float64(b.Dy())*0.005
	for _, c := range corners(r) {
		x, y := p.docToSrc.apply(c[0], c[1])
		if x < mx || y < my || x > float64(b.Dx())-mx || y > float64(b.Dy())-my {
			return false
		}
	}
	return true
}

func corners(r image.Rectangle) [4][2]float64 {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	return [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// lineHeight is the MRZ lines' mean height in doc's pixels.
func (p *Page) lineHeight() float64 {
	sum := 0
	for _, l := range p.mrz {
		sum += l.height()
	}
	return float64(sum) / float64(len(p.mrz))
}

// mrzRect is the MRZ lines' bounds in doc's pixels, grown by pad line
// heights on every side.
func (p *Page) mrzRect(pad float64) image.Rectangle {
	r := image.Rect(p.mrz[0].left, p.mrz[0].top, p.mrz[0].right, p.mrz[len(p.mrz)-1].bottom)
	for _, l := range p.mrz {
		r.Min.X, r.Max.X = min(r.Min.X, l.left), max(r.Max.X, l.right)
	}
	d := int(pad * p.lineHeight())
	return image.Rect(r.Min.X-d, r.Min.Y-d, r.Max.X+d, r.Max.Y+d)
}

// mrzBand returns the MRZ band for Tesseract: cut from the photograph at
// its full resolution, turned upright by the band's own angle, scaled so
// that its characters are mrzCapHeight pixels high, binarized by Otsu's
// threshold raised where a glare lights the paper (glareThreshold) and set
// in a white margin.
func (p *Page) mrzBand() (*image.Gray, bool) {
	if p.mrz == nil {
		return nil, false
	}
	r := p.mrzRect(0.8)
	k := mrzCapHeight / p.lineHeight()
	cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
	toSrc := scaling(1 / k).then(translation(float64(r.Min.X), float64(r.Min.Y))).
		then(rotationAbout(-p.mrzSkew, cx, cy)).then(p.docToSrc)
	band := warp(p.gray, toSrc, int(float64(r.Dx())*k), int(float64(r.Dy())*k))
	t := float64(otsu(histogram(band, band.Rect)))
	paper := float64(pageTone(p.doc))
	level := paperLevel(band, mrzCapHeight)
	const margin = mrzMargin
	out := image.NewGray(image.Rect(0, 0, band.Rect.Dx()+2*margin, band.Rect.Dy()+2*margin))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	for y := range band.Rect.Dy() {
		for x, v := range band.Pix[y*band.Stride : y*band.Stride+band.Rect.Dx()] {
			if float64(v) <= glareThreshold(t, paper, level(x, y)) {
				out.Pix[(y+margin)*out.Stride+x+margin] = 0
			}
		}
	}
	return out, true
}

// visualZone returns the document above its MRZ (all of it when no MRZ was
// found), upright, textWidth pixels wide.
func (p *Page) visualZone() *image.Gray {
	r := p.doc.Rect
	if p.mrz != nil {
		r.Max.Y = max(p.mrzRect(0.5).Min.Y, r.Dy()/4)
	}
	k := float64(textWidth) / float64(r.Dx())
	toSrc := scaling(1 / k).then(translation(float64(r.Min.X), float64(r.Min.Y))).then(p.docToSrc)
	return warp(p.gray, toSrc, textWidth, int(float64(r.Dy())*k))
}

// Upright returns the document upright (the text's angle undone) with a
// margin of a twentieth of its width around it, in grey, at the
// photograph's own resolution up to maxWidth pixels across: for the
// barcode reader, whose detectors cope with a barcode that is a little
// turned but not with the few degrees a hand-held photograph has.
func (p *Page) Upright(maxWidth int) *image.Gray {
	r := p.doc.Rect
	m := r.Dx() / 20
	r = image.Rect(r.Min.X-m, r.Min.Y-m, r.Max.X+m, r.Max.Y+m)
	width := min(maxWidth, int(float64(r.Dx())*p.docToSrc.scale()))
	k := float64(width) / float64(r.Dx())
	toSrc := scaling(1 / k).then(translation(float64(r.Min.X), float64(r.Min.Y))).then(p.docToSrc)
	return warp(p.gray, toSrc, width, int(float64(r.Dy())*k))
}

// Portrait is the photograph of the holder printed on the document.
type Portrait struct {
	// Bounds is where it is in the uploaded image (the axis-aligned bounds
	// of the upright crop).
	Bounds image.Rectangle
	// Image is the crop, upright, in colour, at the upload's resolution.
	Image *image.RGBA
}

// PNG encodes the portrait.
func (pt *Portrait) PNG() ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, pt.Image); err != nil {
		return nil, fmt.Errorf("docread: portrait: %w", err)
	}
	return buf.Bytes(), nil
}

// portraitCell is the side, in doc's pixels, of the cells the portrait is
// looked for in.
const portraitCell = 8

// Portrait finds the holder's photograph on the page: the largest block
// above the MRZ, away from the paper's tone, of a portrait's shape (taller
// than wide, at least a quarter of the document's height, at most 60% of
// its width) and mostly filled; text lines and the faint security pattern
// do not qualify. ok is false when there is none (an identity card's back).
func (p *Page) Portrait() (pt *Portrait, ok bool) {
	bottom := p.doc.Rect.Dy() * 3 / 4
	if p.mrz != nil {
		bottom = p.mrz[0].top
	}
	gw, gh := docWidth/portraitCell, bottom/portraitCell
	if gh < 4 {
		return nil, false
	}
	tone := int(pageTone(p.doc))
	marked := make([]bool, gw*gh)
	for cy := range gh {
		for cx := range gw {
			sum := 0
			for y := cy * portraitCell; y < (cy+1)*portraitCell; y++ {
				for _, v := range p.doc.Pix[y*p.doc.Stride+cx*portraitCell : y*p.doc.Stride+(cx+1)*portraitCell] {
					sum += int(v)
				}
			}
			d := sum/(portraitCell*portraitCell) - tone
			marked[cy*gw+cx] = d > 20 || d < -20
		}
	}
	best, bestCount := image.Rectangle{}, 0
	for _, c := range components(marked, gw, gh) {
		w, h := c.box.Dx()*portraitCell, c.box.Dy()*portraitCell
		aspect, fill := float64(h)/float64(w), float64(c.count)/float64(c.box.Dx()*c.box.Dy())
		if h >= p.doc.Rect.Dy()/4 && w >= docWidth/10 && w <= docWidth*6/10 &&
			aspect >= 0.9 && aspect <= 2.2 && fill >= 0.5 && c.count > bestCount {
			best, bestCount = c.box, c.count
		}
	}
	if bestCount == 0 {
		return nil, false
	}
	box := image.Rectangle{Min: best.Min.Mul(portraitCell), Max: best.Max.Mul(portraitCell)}
	k := p.docToSrc.scale()
	toSrc := scaling(1 / k).then(translation(float64(box.Min.X), float64(box.Min.Y))).then(p.docToSrc)
	img := warpRGBA(p.src, toSrc, int(float64(box.Dx())*k), int(float64(box.Dy())*k))
	return &Portrait{Bounds: p.srcBounds(box), Image: img}, true
}

// srcBounds is the axis-aligned bounds in the upload of r in doc's pixels.
func (p *Page) srcBounds(r image.Rectangle) image.Rectangle {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range corners(r) {
		x, y := p.docToSrc.apply(c[0], c[1])
		minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
	}
	o := p.src.Bounds().Min
	return image.Rect(int(minX), int(minY), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Add(o).Intersect(p.src.Bounds())
}

// component is a 4-connected set of marked cells.
type component struct {
	box   image.Rectangle
	count int
}

// components labels the 4-connected sets of marked cells of a w×h grid.
func components(marked []bool, w, h int) []component {
	seen := make([]bool, len(marked))
	var out []component
	var stack []int
	for start := range marked {
		if !marked[start] || seen[start] {
			continue
		}
		c := component{box: image.Rect(start%w, start/w, start%w+1, start/w+1)}
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			c.count++
			x, y := i%w, i/w
			c.box = c.box.Union(image.Rect(x, y, x+1, y+1))
			for _, n := range [4][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				if n[0] < 0 || n[1] < 0 || n[0] >= w || n[1] >= h {
					continue
				}
				if j := n[1]*w + n[0]; marked[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// Glare lifts every grey level v of the paper it falls on toward white, to
// v + (255 - v)·L for a light L between 0 and 1: the ink, being darker, is
// lifted more than the paper, and under a glare's fringe the characters
// turn grey, above a threshold set for the whole band. glareThreshold
// follows the light instead: L is told from how far the paper around a
// pixel stands above the page's paper, and the threshold t is lifted as
// the grey levels it separates were.
const (
	// glareSlack is how many grey levels the paper around a pixel may
	// stand above the page's paper without counting as lit: the paper's
	// own unevenness.
	glareSlack = 6
	// maxLight is the most light the threshold follows: closer to white,
	// the characters are gone (a saturated glare) and a higher threshold
	// would make ink of the noise.
	maxLight = 0.9
)

// glareThreshold returns the threshold for a pixel whose surrounding paper
// is at level, on a page whose paper is at paper, t being the band's
// threshold.
func glareThreshold(t, paper, level float64) float64 {
	lift := level - paper - glareSlack
	if lift <= 0 || paper+glareSlack >= 255 {
		return t
	}
	light := min(lift/(255-paper-glareSlack), maxLight)
	return t + (255-t)*light
}
