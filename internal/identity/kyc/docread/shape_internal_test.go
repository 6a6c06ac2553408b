package docread

import (
	"image"
	"image/color"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// ocrbLine draws text in OCR-B, its capitals about mrzCapHeight pixels
// high as in a band, binarizes it and returns it with its glyphs from left
// to right.
func ocrbLine(t *testing.T, text string) (*image.Gray, []glyph) {
	t.Helper()
	fonts := doctest.RequireFonts(t)
	img := image.NewRGBA(image.Rect(0, 0, 40*len(text)+40, 80))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	fonts.MRZ.Draw(img, image.NewUniform(color.Black), 20, 60, 56, text)
	b := toGray(img)
	for i, v := range b.Pix {
		if v < 128 {
			b.Pix[i] = 0
		} else {
			b.Pix[i] = 255
		}
	}
	var glyphs []glyph
	for _, box := range blobs(b) {
		glyphs = append(glyphs, glyph{box: box})
	}
	sort.Slice(glyphs, func(i, j int) bool { return glyphs[i].box.Min.X < glyphs[j].box.Min.X })
	require.Len(t, glyphs, len(text))
	return b, glyphs
}

// The holes of OCR-B's glyphs, found in a binarized band.
func TestHoles(t *testing.T) {
	t.Parallel()
	const text = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b, glyphs := ocrbLine(t, text)
	for i, c := range text {
		hs := holes(b, glyphs[i].box)
		h := glyphs[i].box.Dy()
		var want string
		switch len(hs) {
		case 0:
			want = "none"
		case 2:
			want = "two"
		case 1:
			switch top, bottom := float64(hs[0][0]), float64(hs[0][1]); {
			case bottom <= upperHole*float64(h):
				want = "upper"
			case top >= lowerHole*float64(h):
				want = "lower"
			default:
				want = "ring"
			}
		}
		got := map[rune]string{'0': "ring", 'O': "ring", 'D': "ring", 'Q': "ring", '9': "upper", 'P': "upper",
			'R': "upper", 'A': "upper", '6': "lower", '8': "two", 'B': "two"}[c]
		if got == "" {
			got = "none"
		}
		require.Equal(t, got, want, "%c: holes %v in a glyph %d high", c, hs, h)
	}
}

// A digit between letters that Tesseract read as a letter its shape rules
// out is put right; readings the shape allows are kept.
func TestByShape(t *testing.T) {
	t.Parallel()
	// The band's scale, from a line of references.
	const references = "EFHKMNPRTUVWXY347"
	_, refs := ocrbLine(t, references)
	band := pixelsPerUnit([]rune(references), refs, -1)
	require.NotZero(t, band)
	for _, tc := range []struct {
		printed, read string
		at            int
		want          rune
	}{
		{"KN9MPA4EF", "KNOMPA4EF", 2, '9'},
		{"KN9MPA4EF", "KN0MPA4EF", 2, '9'},
		{"XRV9ESP53", "XRVIESP53", 3, '9'},
		{"9P8OIITGJ", "OP8OIITGJ", 0, '9'},
		{"EPJ01LHAP", "EPJ0TLHAP", 4, '1'},
		{"MKH6VWXE4", "MKHDVWXE4", 3, '6'},
		{"KNOMPA4EF", "KNOMPA4EF", 2, 'O'},
		{"KNPMPA4EF", "KNOMPA4EF", 2, 'O'},
		{"EPJ0TLHAP", "EPJ0TLHAP", 4, 'T'},
		{"EPJ07LHAP", "EPJ0TLHAP", 4, 'T'},
		{"K1D0Q4EFH", "K1D0Q4EFH", 2, 'D'},
		{"K1D0Q4EFH", "K1D0Q4EFH", 3, '0'},
		{"K1D0Q4EFH", "K1D0Q4EFH", 4, 'Q'},
		{"K1D0Q4EFH", "K1D0Q4EFH", 1, '1'},
		{"I<DNKGB29", "I<ONKGB29", 2, 'D'},
		{"I<DNKGB29", "I<0NKGB29", 2, 'D'},
		{"I<ONKGB29", "I<ONKGB29", 2, 'O'},
		{"I<0NKGB29", "I<0NKGB29", 2, '0'},
		{"I<QNKGB29", "I<QNKGB29", 2, 'Q'},
	} {
		b, glyphs := ocrbLine(t, tc.printed)
		require.Equal(t, tc.want, byShape(b, []rune(tc.read), glyphs, tc.at, band), "%s read as %s", tc.printed, tc.read)
	}
}

func TestGlareThreshold(t *testing.T) {
	t.Parallel()
	const otsuT, paper = 130.0, 225.0
	for _, tc := range []struct {
		name        string
		level, want float64
	}{
		{"paper as the page's", paper, otsuT},
		{"paper darker than the page's", paper - 30, otsuT},
		{"paper within the slack", paper + glareSlack, otsuT},
		{"half lit", paper + glareSlack + (255-paper-glareSlack)/2, otsuT + (255-otsuT)/2},
		{"saturated", 255, otsuT + (255-otsuT)*maxLight},
	} {
		require.InDelta(t, tc.want, glareThreshold(otsuT, paper, tc.level), 1e-9, tc.name)
	}
	require.Equal(t, otsuT, glareThreshold(otsuT, 252, 255), "white paper: no glare can be told")
}
