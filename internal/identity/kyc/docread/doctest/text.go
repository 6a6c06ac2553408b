package doctest

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"math"
	"os"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"golang.org/x/image/vector"
)

// Typeface is a parsed font. Its outlines come from go-text, which reads
// every CFF operator (x/image's sfnt stops at the flex operators that
// OCR-B's 8 and < are drawn with), and are filled by x/image's rasterizer.
type Typeface struct {
	face *font.Face
	upem float64
}

func loadTypeface(path string) (*Typeface, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("doctest: font: %w", err)
	}
	face, err := font.ParseTTF(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("doctest: font %s: %w", path, err)
	}
	return &Typeface{face: face, upem: float64(face.Upem())}, nil
}

// Draw fills s onto dst in src's colour, its baseline's left end at (x, y)
// pixels and its em em pixels.
func (tf *Typeface) Draw(dst draw.Image, src image.Image, x, y, em float64, s string) {
	k := em / tf.upem
	for _, r := range s {
		gid, _ := tf.face.NominalGlyph(r)
		if outline, ok := tf.face.GlyphDataOutline(gid); ok && len(outline.Segments) > 0 {
			tf.fill(dst, src, outline, x, y, k)
		}
		x += float64(tf.face.HorizontalAdvance(gid)) * k
	}
}

// fill rasterizes one glyph's outline, scaled by k, at the pen (x, y).
func (tf *Typeface) fill(dst draw.Image, src image.Image, outline font.GlyphOutline, x, y, k float64) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, seg := range outline.Segments {
		for _, p := range seg.ArgsSlice() {
			px, py := x+float64(p.X)*k, y-float64(p.Y)*k
			minX, minY, maxX, maxY = math.Min(minX, px), math.Min(minY, py), math.Max(maxX, px), math.Max(maxY, py)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	pt := func(p font.SegmentPoint) (float32, float32) {
		return float32(x + float64(p.X)*k - ox), float32(y - float64(p.Y)*k - oy)
	}
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	for _, seg := range outline.Segments {
		switch seg.Op {
		case ot.SegmentOpMoveTo:
			z.ClosePath()
			z.MoveTo(pt(seg.Args[0]))
		case ot.SegmentOpLineTo:
			z.LineTo(pt(seg.Args[0]))
		case ot.SegmentOpQuadTo:
			x1, y1 := pt(seg.Args[0])
			x2, y2 := pt(seg.Args[1])
			z.QuadTo(x1, y1, x2, y2)
		case ot.SegmentOpCubeTo:
			x1, y1 := pt(seg.Args[0])
			x2, y2 := pt(seg.Args[1])
			x3, y3 := pt(seg.Args[2])
			z.CubeTo(x1, y1, x2, y2, x3, y3)
		}
	}
	z.ClosePath()
	z.Draw(dst, box, src, image.Point{})
}
