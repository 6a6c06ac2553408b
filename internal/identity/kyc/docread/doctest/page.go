package doctest

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"strings"

	xdraw "golang.org/x/image/draw"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
)

// Format is a machine-readable travel document's size and MRZ layout
// (ICAO 9303).
type Format int

// The formats drawn.
const (
	// TD1 is an identity card (85.6 × 54 mm): three MRZ lines of 30, on the back.
	TD1 Format = 1
	// TD3 is a passport's photo page (125 × 88 mm): two MRZ lines of 44.
	TD3 Format = 3
	// DL is the back of a North American driving licence (85.6 × 54 mm):
	// a PDF417 barcode holding the AAMVA data, and no MRZ.
	DL Format = 4
	// ID1Front is an identity card's front (85.6 × 54 mm): the portrait
	// and the holder's data printed, no MRZ (that is on its back, TD1).
	ID1Front Format = 5
)

// PixelsPerMM is the resolution pages are drawn at (about 305 dpi).
const PixelsPerMM = 12

// MRZAlphabet is every character an MRZ may hold.
const MRZAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"

// layout places a format's parts, in millimetres.
type layout struct {
	width, height float64
	lines, chars  int
	mrzLeft       float64 // the first character's left edge
	mrzBaseline   float64 // the last line's baseline
	mrzPitch      float64 // between baselines
	title         float64 // the title's baseline
	fieldsLeft    float64 // the visual zone's left edge
	fieldsTop     float64 // the first field's label baseline
	fieldsWidth   float64
	rowPitch      float64
	label, value  float64 // text sizes (em)
	portrait      image.Rectangle
	barcode       [4]float64 // where a barcode may go: left, top, right, bottom
}

// mrzEm is OCR-B's em for the MRZ's pitch of 2.54 mm (its advance is 0.7234 em).
const mrzEm = 2.54 / 0.7234

var layouts = map[Format]layout{
	TD3: {
		width: 125, height: 88, lines: 2, chars: 44,
		mrzLeft: (125 - 44*2.54) / 2, mrzBaseline: 83.5, mrzPitch: 5,
		title: 8, fieldsLeft: 44, fieldsTop: 16, fieldsWidth: 76, rowPitch: 8.5,
		label: 1.8, value: 3,
		portrait: image.Rect(6, 13, 38, 55),
	},
	TD1: {
		width: 85.6, height: 54, lines: 3, chars: 30,
		mrzLeft: (85.6 - 30*2.54) / 2, mrzBaseline: 50.8, mrzPitch: 4.4,
		title: 6, fieldsLeft: 4.7, fieldsTop: 11, fieldsWidth: 76, rowPitch: 7,
		label: 1.6, value: 2.6,
		barcode: [4]float64{4.7, 8, 81, 36},
	},
	ID1Front: {
		width: 85.6, height: 54,
		title: 6.5, fieldsLeft: 31, fieldsTop: 12, fieldsWidth: 52, rowPitch: 7.4,
		label: 1.6, value: 2.6,
		portrait: image.Rect(4, 10, 28, 42),
	},
	DL: {
		width: 85.6, height: 54,
		title: 6, fieldsLeft: 4.7, fieldsTop: 40, fieldsWidth: 76, rowPitch: 7,
		label: 1.6, value: 2.6,
		barcode: [4]float64{4.7, 8, 81, 35},
	},
}

// Document is what a page shows.
type Document struct {
	// Format is TD1 or TD3.
	Format Format
	// Title is printed at the top (e.g. "PASSPORT").
	Title string
	// Fields are the visual zone's labelled values, in reading order; a
	// value over 16 characters takes a row of its own, shorter ones pair up.
	Fields []Field
	// MRZ is the machine-readable zone, line by line, as printed.
	MRZ []string
	// Barcode, when set, is printed as a PDF417 barcode: on a DL, above
	// the fields; on a TD1, in place of the fields (as on the back of an
	// enhanced licence). Card is what it holds, when that is AAMVA data.
	Barcode []byte
	Card    *aamva.Card
	// Seed picks the page's tint and pattern and the portrait's look.
	Seed uint64
	// Face, when set, is the portrait's photograph (a person's head and
	// shoulders, scaled to cover the photo box) in place of the drawn one.
	Face image.Image
}

// Field is a labelled value of the visual zone.
type Field struct {
	Label, Value string
}

// Size returns a format's page size in pixels.
func (f Format) Size() image.Point {
	l := layouts[f]
	return image.Pt(int(l.width*PixelsPerMM), int(l.height*PixelsPerMM))
}

// PortraitBox returns where a format's portrait is drawn, in the page's
// pixels; empty for a format drawn without one.
func (f Format) PortraitBox() image.Rectangle {
	p := layouts[f].portrait
	return image.Rectangle{Min: p.Min.Mul(PixelsPerMM), Max: p.Max.Mul(PixelsPerMM)}
}

// MRZBox returns the bounds of the MRZ's printed characters, in the page's
// pixels.
func (f Format) MRZBox() image.Rectangle {
	l := layouts[f]
	top := l.mrzBaseline - float64(l.lines-1)*l.mrzPitch - 0.701*mrzEm
	return image.Rect(int(l.mrzLeft*PixelsPerMM), int(top*PixelsPerMM),
		int((l.mrzLeft+float64(l.chars)*2.54)*PixelsPerMM), int(l.mrzBaseline*PixelsPerMM))
}

// ErrMRZShape is returned for MRZ lines that do not fit the format.
var ErrMRZShape = errors.New("doctest: the MRZ does not fit the format")

// Draw renders the document as a flat page, as a scanner would see it.
func (f *Fonts) Draw(doc Document) (*image.RGBA, error) {
	l, ok := layouts[doc.Format]
	if !ok {
		return nil, fmt.Errorf("doctest: unknown format %d", doc.Format)
	}
	if len(doc.MRZ) != l.lines {
		return nil, fmt.Errorf("%w: %d lines, want %d", ErrMRZShape, len(doc.MRZ), l.lines)
	}
	for _, line := range doc.MRZ {
		if len(line) != l.chars || strings.Trim(line, MRZAlphabet) != "" {
			return nil, fmt.Errorf("%w: %q is not %d characters of the MRZ alphabet", ErrMRZShape, line, l.chars)
		}
	}
	rng := rand.New(rand.NewPCG(doc.Seed, 0x70a9e))
	size := doc.Format.Size()
	page := image.NewRGBA(image.Rectangle{Max: size})
	background(page, rng)

	ink := image.NewUniform(color.RGBA{20, 22, 30, 255})
	grey := image.NewUniform(color.RGBA{90, 96, 110, 255})
	write(page, f.Text, l.value*1.2, ink, l.fieldsLeft, l.title, doc.Title)
	fields := doc.Fields
	if doc.Barcode != nil {
		if err := drawPDF417(page, doc.Barcode, l.barcode); err != nil {
			return nil, err
		}
		if doc.Format == TD1 {
			fields = nil
		}
	}
	x, y := l.fieldsLeft, l.fieldsTop
	for i, field := range fields {
		write(page, f.Text, l.label, grey, x, y, field.Label)
		write(page, f.Text, l.value, ink, x, y+l.value*1.25, field.Value)
		if len(field.Value) <= 16 && x == l.fieldsLeft && i+1 < len(fields) && len(fields[i+1].Value) <= 16 {
			x += l.fieldsWidth / 2
			continue
		}
		x, y = l.fieldsLeft, y+l.rowPitch
	}
	if box := doc.Format.PortraitBox(); !box.Empty() {
		if doc.Face != nil {
			cover(page, box, doc.Face)
		} else {
			portrait(page, box, rng)
		}
	}
	for i, line := range doc.MRZ {
		baseline := l.mrzBaseline - float64(len(doc.MRZ)-1-i)*l.mrzPitch
		for j, c := range line {
			write(page, f.MRZ, mrzEm, ink, l.mrzLeft+float64(j)*2.54, baseline, string(c))
		}
	}
	return page, nil
}

// write draws s with its baseline's left end at (x, y), its em em: all in
// millimetres.
func write(dst draw.Image, tf *Typeface, em float64, src image.Image, x, y float64, s string) {
	tf.Draw(dst, src, x*PixelsPerMM, y*PixelsPerMM, em*PixelsPerMM, s)
}

// background tints the page and draws a faint guilloche of fine wavy
// lines over it.
func background(page *image.RGBA, rng *rand.Rand) {
	base := [3]float64{228 + rng.Float64()*12, 230 + rng.Float64()*10, 222 + rng.Float64()*14}
	tint := [3]float64{rng.Float64(), rng.Float64(), rng.Float64()}
	period, amplitude, freq := 14+rng.Float64()*8, 20+rng.Float64()*20, 0.01+rng.Float64()*0.01
	b := page.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			wave := math.Sin(2 * math.Pi * (float64(y) + amplitude*math.Sin(float64(x)*freq+float64(y)*freq/3)) / period)
			shade := 0.0
			if wave > 0.85 {
				shade = 14
			}
			i := page.PixOffset(x, y)
			for c := range 3 {
				page.Pix[i+c] = uint8(base[c] - shade*(0.5+tint[c]))
			}
			page.Pix[i+3] = 255
		}
	}
}

// cover scales img to cover box, centred, cropping what overflows.
func cover(page *image.RGBA, box image.Rectangle, img image.Image) {
	b := img.Bounds()
	s := math.Max(float64(box.Dx())/float64(b.Dx()), float64(box.Dy())/float64(b.Dy()))
	w, h := int(float64(box.Dx())/s), int(float64(box.Dy())/s)
	src := image.Rect(b.Min.X+(b.Dx()-w)/2, b.Min.Y+(b.Dy()-h)/2, b.Min.X+(b.Dx()+w)/2, b.Min.Y+(b.Dy()+h)/2)
	xdraw.CatmullRom.Scale(page, box, img, src, xdraw.Src, nil)
}

// portrait paints a head and shoulders on a plain backdrop inside box.
func portrait(page *image.RGBA, box image.Rectangle, rng *rand.Rand) {
	skins := [][3]float64{{224, 186, 160}, {198, 150, 112}, {160, 110, 80}, {112, 76, 54}, {238, 200, 178}}
	skin := skins[rng.IntN(len(skins))]
	hairShade := 20 + rng.Float64()*90
	hair := [3]float64{hairShade * 1.1, hairShade * 0.9, hairShade * 0.7}
	cloth := [3]float64{30 + rng.Float64()*80, 30 + rng.Float64()*80, 40 + rng.Float64()*90}
	backdrop := [3]float64{168 + rng.Float64()*20, 182 + rng.Float64()*20, 200 + rng.Float64()*20}

	w, h := float64(box.Dx()), float64(box.Dy())
	cx := w * (0.48 + rng.Float64()*0.04)
	faceY, faceRX, faceRY := h*0.44, w*(0.22+rng.Float64()*0.04), h*(0.25+rng.Float64()*0.03)
	in := func(x, y, cx, cy, rx, ry float64) float64 {
		dx, dy := (x-cx)/rx, (y-cy)/ry
		return dx*dx + dy*dy
	}
	for py := box.Min.Y; py < box.Max.Y; py++ {
		for px := box.Min.X; px < box.Max.X; px++ {
			x, y := float64(px-box.Min.X)+0.5, float64(py-box.Min.Y)+0.5
			c := backdrop
			for i := range c {
				c[i] -= 18 * y / h
			}
			switch {
			case in(x, y, cx, h*1.08, w*0.5, h*0.3) <= 1:
				c = cloth
			case math.Abs(x-cx) < faceRX*0.5 && y > faceY && y < h*0.85:
				c = scale(skin, 0.85)
			}
			if in(x, y, cx, faceY-faceRY*0.25, faceRX*1.18, faceRY*1.05) <= 1 {
				c = hair
			}
			if d := in(x, y, cx, faceY+faceRY*0.08, faceRX, faceRY); d <= 1 {
				c = scale(skin, 1-0.15*d)
				eyeY, eyeDX := faceY-faceRY*0.08, faceRX*0.42
				switch {
				case in(x, y, cx-eyeDX, eyeY, faceRX*0.16, faceRY*0.07) <= 1,
					in(x, y, cx+eyeDX, eyeY, faceRX*0.16, faceRY*0.07) <= 1:
					c = [3]float64{40, 30, 30}
				case in(x, y, cx-eyeDX, eyeY-faceRY*0.2, faceRX*0.22, faceRY*0.04) <= 1,
					in(x, y, cx+eyeDX, eyeY-faceRY*0.2, faceRX*0.22, faceRY*0.04) <= 1:
					c = scale(hair, 0.8)
				case in(x, y, cx, faceY+faceRY*0.5, faceRX*0.35, faceRY*0.07) <= 1:
					c = [3]float64{150, 60, 60}
				case math.Abs(x-cx) < faceRX*0.06 && y > eyeY && y < faceY+faceRY*0.3:
					c = scale(skin, 0.8)
				}
			}
			i := page.PixOffset(px, py)
			for k := range 3 {
				page.Pix[i+k] = clamp(c[k])
			}
		}
	}
}

func scale(c [3]float64, f float64) [3]float64 { return [3]float64{c[0] * f, c[1] * f, c[2] * f} }

func clamp(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v + 0.5)
}
