package doctest_test

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

// ICAO 9303's specimens (part 4 for TD3, part 5 for TD1) are drawn line
// for line, check digits included.
func TestLinesMatchICAOSpecimens(t *testing.T) {
	t.Parallel()

	td3 := doctest.TD3Lines("UTO", "ERIKSSON", "ANNA MARIA", "L898902C3", "UTO",
		date("1974-08-12"), "F", date("2012-04-15"), "ZE184226B")
	require.Equal(t, []string{
		"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
		"L898902C36UTO7408122F1204159ZE184226B<<<<<10",
	}, td3)

	td1 := doctest.TD1Lines("UTO", "ERIKSSON", "ANNA MARIA", "D23145890", "UTO",
		date("1974-08-12"), "F", date("2012-04-15"), "")
	require.Equal(t, []string{
		"I<UTOD231458907<<<<<<<<<<<<<<<",
		"7408122F1204159UTO<<<<<<<<<<<6",
		"ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
	}, td1)
}

func TestSampleFitsItsFormat(t *testing.T) {
	t.Parallel()

	for seed := range uint64(50) {
		for _, tc := range []struct {
			format       doctest.Format
			lines, chars int
		}{{doctest.TD3, 2, 44}, {doctest.TD1, 3, 30}} {
			doc := doctest.Sample(tc.format, seed)
			require.Len(t, doc.MRZ, tc.lines)
			for _, line := range doc.MRZ {
				require.Len(t, line, tc.chars)
				require.Empty(t, strings.Trim(line, doctest.MRZAlphabet), line)
			}
			require.Equal(t, doc, doctest.Sample(tc.format, seed), "the same seed gives the same document")
		}
	}
}

func TestDraw(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)

	t.Run("SizeAndDeterminism", func(t *testing.T) {
		t.Parallel()
		for _, format := range []doctest.Format{doctest.TD3, doctest.TD1} {
			doc := doctest.Sample(format, 7)
			a, err := fonts.Draw(doc)
			require.NoError(t, err)
			b, err := fonts.Draw(doc)
			require.NoError(t, err)
			require.Equal(t, format.Size(), a.Bounds().Size())
			require.Equal(t, a.Pix, b.Pix)
		}
	})

	t.Run("MRZIsInk", func(t *testing.T) {
		t.Parallel()
		page, err := fonts.Draw(doctest.Sample(doctest.TD3, 3))
		require.NoError(t, err)
		dark := 0
		box := doctest.TD3.MRZBox()
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				if page.RGBAAt(x, y).G < 100 {
					dark++
				}
			}
		}
		// OCR-B's glyphs, fillers included, cover a sizeable share of the zone.
		require.Greater(t, float64(dark)/float64(box.Dx()*box.Dy()), 0.1)
	})

	t.Run("WrongShape", func(t *testing.T) {
		t.Parallel()
		for name, mrz := range map[string][]string{
			"OneLine":   {strings.Repeat("<", 44)},
			"Short":     {strings.Repeat("<", 44), strings.Repeat("<", 43)},
			"Lowercase": {strings.Repeat("<", 44), "p" + strings.Repeat("<", 43)},
		} {
			_, err := fonts.Draw(doctest.Document{Format: doctest.TD3, MRZ: mrz})
			require.ErrorIs(t, err, doctest.ErrMRZShape, name)
		}
	})
}

func TestPhotograph(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	page, err := fonts.Draw(doctest.Sample(doctest.TD1, 1))
	require.NoError(t, err)

	t.Run("ScanIsThePage", func(t *testing.T) {
		t.Parallel()
		data, err := doctest.Photograph(page, doctest.Capture{}, 1)
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err)
		require.Equal(t, page.Bounds(), img.Bounds())
		require.Equal(t, page.Pix, img.(*image.RGBA).Pix)
	})

	t.Run("DegradedIsDeterministicJPEG", func(t *testing.T) {
		t.Parallel()
		c := doctest.Degraded(4)
		require.Equal(t, c, doctest.Degraded(4))
		require.LessOrEqual(t, c.Rotate, 5.0)
		require.GreaterOrEqual(t, c.Rotate, -5.0)
		require.Equal(t, 40, c.JPEGQuality)
		a, err := doctest.Photograph(page, c, 4)
		require.NoError(t, err)
		b, err := doctest.Photograph(page, c, 4)
		require.NoError(t, err)
		require.Equal(t, a, b)
		img, err := jpeg.Decode(bytes.NewReader(a))
		require.NoError(t, err)
		require.Equal(t, c.Width, img.Bounds().Dx())
	})
}

func TestCompare(t *testing.T) {
	t.Parallel()

	for _, tc := range []struct {
		name                        string
		printed, read               []string
		errors, fillers, lookalikes int
	}{
		{"Exact", []string{"AB<<12", "CD"}, []string{"AB<<12", "CD"}, 0, 0, 0},
		{"FillerAsK", []string{"AB<<12"}, []string{"ABK<12"}, 1, 1, 0},
		{"Inserted", []string{"AB<<12"}, []string{"AB<<<12"}, 1, 0, 0},
		{"DigitAsLetter", []string{"AB<<12"}, []string{"AB<<I2"}, 1, 0, 1},
		{"LetterAsDigit", []string{"UTO<<"}, []string{"UT0<<"}, 1, 0, 1},
		{"Unlike", []string{"AB<<12"}, []string{"AB<<72"}, 1, 0, 0},
		{"LineMissing", []string{"AB", "CD"}, []string{"AB"}, 2, 0, 0},
		{"LineExtra", []string{"AB"}, []string{"AB", "XYZ"}, 3, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := doctest.Compare(tc.printed, tc.read)
			require.Equal(t, tc.errors, s.Errors)
			require.Equal(t, tc.fillers, s.Fillers)
			require.Equal(t, tc.lookalikes, s.Lookalikes)
		})
	}
	require.InDelta(t, 0.75, doctest.Score{Chars: 8, Errors: 2}.Accuracy(), 1e-9)
}
