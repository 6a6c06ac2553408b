package docread_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// pool is shared by every reader of the tests, as readers of one process
// share one.
var pool = docread.NewPool(0)

type testBundle struct {
	reader *docread.Reader
	fonts  *doctest.Fonts
}

// setup returns a reader of the machine's Tesseract and the fonts to draw
// documents with; without them the test skips (or fails, with
// MERIDIAN_TEST_OCR=require).
func setup(t *testing.T) *testBundle {
	t.Helper()
	return &testBundle{
		reader: docread.New(docread.Config{Tesseract: doctest.RequireTesseract(t), Pool: pool}),
		fonts:  doctest.RequireFonts(t),
	}
}

// photograph draws doc and photographs it as c says.
func (tb *testBundle) photograph(t *testing.T, doc doctest.Document, c doctest.Capture) []byte {
	t.Helper()
	page, err := tb.fonts.Draw(doc)
	require.NoError(t, err)
	data, err := doctest.Photograph(page, c, doc.Seed)
	require.NoError(t, err)
	return data
}

func (tb *testBundle) prepare(t *testing.T, data []byte) *docread.Page {
	t.Helper()
	p, err := tb.reader.Prepare(context.Background(), data)
	require.NoError(t, err)
	return p
}

func encodePNG(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

func TestReadMRZ(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	for _, tc := range []struct {
		name    string
		format  doctest.Format
		seed    uint64
		capture doctest.Capture
		// minAccuracy is the least share of characters read right; at 1,
		// every line must be read at its length, every filler right, and
		// any other error be a lookalike (O for 0, say), which the MRZ
		// parser's check digits correct.
		minAccuracy float64
	}{
		{"TD3/Clean", doctest.TD3, 1, doctest.Clean(), 1},
		{"TD3/Scan", doctest.TD3, 2, doctest.Capture{}, 1},
		{"TD1/Clean", doctest.TD1, 3, doctest.Clean(), 1},
		{"TD1/Scan", doctest.TD1, 4, doctest.Capture{}, 1},
		{"TD3/Degraded", doctest.TD3, 5, doctest.Degraded(5), 0.97},
		{"TD1/Degraded", doctest.TD1, 6, doctest.Degraded(6), 0.97},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			doc := doctest.Sample(tc.format, tc.seed)
			p := tb.prepare(t, tb.photograph(t, doc, tc.capture))
			m, err := tb.reader.ReadMRZ(context.Background(), p)
			require.NoError(t, err)
			score := doctest.Compare(doc.MRZ, m.Lines)
			t.Logf("%d of %d characters wrong (%d fillers, %d lookalikes): %q",
				score.Errors, score.Chars, score.Fillers, score.Lookalikes, m.Lines)
			if tc.minAccuracy == 1 {
				require.Equal(t, score.Lookalikes, score.Errors, "Tesseract read %q", m.Text)
				return
			}
			require.GreaterOrEqual(t, score.Accuracy(), tc.minAccuracy)
		})
	}
}

// A glare's fringe over the MRZ pales its characters to grey without
// washing them out: the band's threshold follows the light, and they are
// read as on a clean page.
func TestReadMRZUnderGlare(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	doc := doctest.Sample(doctest.TD3, 21)
	c := doctest.Clean()
	img, err := png.Decode(bytes.NewReader(tb.photograph(t, doc, c)))
	require.NoError(t, err)
	photo := img.(*image.RGBA)
	margin := int(c.Margin * float64(doctest.TD3.Size().X))
	box := doctest.TD3.MRZBox().Add(image.Pt(margin, margin)).Inset(-20)
	// Light rising from nothing at the zone's middle to 0.8 at its right
	// end, lifting each grey level v to v + (255 - v)·light.
	mid := (box.Min.X + box.Max.X) / 2
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := mid; x < box.Max.X; x++ {
			light := 0.8 * float64(x-mid) / float64(box.Max.X-mid)
			i := photo.PixOffset(x, y)
			for k := range 3 {
				v := float64(photo.Pix[i+k])
				photo.Pix[i+k] = uint8(v + (255-v)*light)
			}
		}
	}

	m, err := tb.reader.ReadMRZ(context.Background(), tb.prepare(t, encodePNG(t, photo)))
	require.NoError(t, err)
	score := doctest.Compare(doc.MRZ, m.Lines)
	require.Equal(t, score.Lookalikes, score.Errors, "read %q", m.Lines)
}

func TestReadMRZFindsNone(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	rng := rand.New(rand.NewPCG(1, 2))
	blank := image.NewGray(image.Rect(0, 0, 1200, 800))
	noise := image.NewGray(blank.Rect)
	colourNoise := image.NewRGBA(blank.Rect)
	for i := range blank.Pix {
		blank.Pix[i] = 238
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	for i := range colourNoise.Pix {
		colourNoise.Pix[i] = uint8(rng.IntN(256))
	}
	page, err := tb.fonts.Draw(doctest.Sample(doctest.TD3, 1))
	require.NoError(t, err)
	noMRZ := page.SubImage(image.Rect(0, 0, page.Rect.Dx(), page.Rect.Dy()*3/4))

	for name, img := range map[string]image.Image{"Blank": blank, "Noise": noise, "ColourNoise": colourNoise, "PageWithoutMRZ": noMRZ} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := tb.prepare(t, encodePNG(t, img))
			_, err := tb.reader.ReadMRZ(context.Background(), p)
			var ie *docread.ImageError
			require.ErrorAs(t, err, &ie)
			require.Equal(t, docread.ReasonNoMRZ, ie.Reason)
		})
	}
}

func TestReadText(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	doc := doctest.Sample(doctest.TD3, 8)
	text, err := tb.reader.ReadText(context.Background(), tb.prepare(t, tb.photograph(t, doc, doctest.Clean())))
	require.NoError(t, err)
	for _, f := range doc.Fields {
		if f.Label == "Surname" || f.Label == "Passport No." || f.Label == "Date of birth" {
			require.Contains(t, text, f.Value)
		}
	}
	require.NotContains(t, text, doc.MRZ[1][:10], "the visual zone stops above the MRZ")
}

func TestSkew(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	for _, degrees := range []float64{3, -4.5} {
		c := doctest.Clean()
		c.Rotate = degrees
		p := tb.prepare(t, tb.photograph(t, doctest.Sample(doctest.TD1, 9), c))
		require.InDelta(t, degrees, p.Skew(), 0.3)
	}
}

func TestQuality(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	doc := doctest.Sample(doctest.TD3, 10)
	photo := tb.photograph(t, doc, doctest.Clean())
	clean := tb.prepare(t, photo).Quality()

	t.Run("Clean", func(t *testing.T) {
		t.Parallel()
		require.InDelta(t, doctest.TD3.Size().X, clean.Resolution, 15)
		require.Zero(t, clean.Glare)
		require.True(t, clean.InFrame)
		require.Empty(t, docread.DefaultThresholds().Failed(clean))
	})

	t.Run("Blurred", func(t *testing.T) {
		t.Parallel()
		c := doctest.Clean()
		c.Blur = 3
		q := tb.prepare(t, tb.photograph(t, doc, c)).Quality()
		require.Less(t, q.Sharpness, clean.Sharpness/4)
		require.Equal(t, []string{docread.MeasureSharpness}, docread.DefaultThresholds().Failed(q))
	})

	t.Run("Glare", func(t *testing.T) {
		t.Parallel()
		c := doctest.Clean()
		c.Glare = 2
		q := tb.prepare(t, tb.photograph(t, doc, c)).Quality()
		require.Greater(t, q.Glare, 0.02)
		require.Contains(t, docread.DefaultThresholds().Failed(q), docread.MeasureGlare)
	})

	t.Run("Small", func(t *testing.T) {
		t.Parallel()
		c := doctest.Clean()
		c.Width = 700
		q := tb.prepare(t, tb.photograph(t, doc, c)).Quality()
		require.InDelta(t, 700/(1+2*c.Margin), q.Resolution, 15)
		require.Contains(t, docread.DefaultThresholds().Failed(q), docread.MeasureResolution)
	})

	t.Run("Cropped", func(t *testing.T) {
		t.Parallel()
		img, err := png.Decode(bytes.NewReader(photo))
		require.NoError(t, err)
		b := img.Bounds()
		for name, r := range map[string]image.Rectangle{
			"Right":  image.Rect(0, 0, b.Dx()*3/4, b.Dy()),
			"Bottom": image.Rect(0, 0, b.Dx(), b.Dy()*4/5),
			"Scan":   image.Rect(b.Dx()/12, b.Dy()/10, b.Dx()*11/12, b.Dy()*9/10),
		} {
			crop := img.(*image.RGBA).SubImage(r)
			q := tb.prepare(t, encodePNG(t, crop)).Quality()
			require.False(t, q.InFrame, name)
		}
	})
}

func TestThresholdsFailed(t *testing.T) {
	t.Parallel()

	good := docread.Quality{Resolution: 1200, Sharpness: 600, Glare: 0.001, InFrame: true}
	for _, tc := range []struct {
		name   string
		change func(*docread.Quality)
		want   []string
	}{
		{"Good", func(*docread.Quality) {}, nil},
		{"Small", func(q *docread.Quality) { q.Resolution = 799 }, []string{docread.MeasureResolution}},
		{"Blurred", func(q *docread.Quality) { q.Sharpness = 149 }, []string{docread.MeasureSharpness}},
		{"Glare", func(q *docread.Quality) { q.Glare = 0.03 }, []string{docread.MeasureGlare}},
		{"OutOfFrame", func(q *docread.Quality) { q.InFrame = false }, []string{docread.MeasureInFrame}},
		{"All", func(q *docread.Quality) { *q = docread.Quality{Glare: 1} }, []string{
			docread.MeasureResolution, docread.MeasureSharpness, docread.MeasureGlare, docread.MeasureInFrame,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			q := good
			tc.change(&q)
			require.Equal(t, tc.want, docread.DefaultThresholds().Failed(q))
		})
	}

	m := good.Measures()
	require.Equal(t, []docread.Measure{
		{Name: docread.MeasureResolution, Value: 1200}, {Name: docread.MeasureSharpness, Value: 600},
		{Name: docread.MeasureGlare, Value: 0.001}, {Name: docread.MeasureInFrame, Value: 1},
	}, m)
}

func TestPortrait(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	t.Run("Passport", func(t *testing.T) {
		t.Parallel()
		c := doctest.Clean()
		p := tb.prepare(t, tb.photograph(t, doctest.Sample(doctest.TD3, 11), c))
		pt, ok := p.Portrait()
		require.True(t, ok)
		margin := int(c.Margin * float64(doctest.TD3.Size().X))
		want := doctest.TD3.PortraitBox().Add(image.Pt(margin, margin))
		overlap := pt.Bounds.Intersect(want)
		union := pt.Bounds.Union(want)
		require.Greater(t, float64(overlap.Dx()*overlap.Dy())/float64(union.Dx()*union.Dy()), 0.8,
			"found %v, drawn at %v", pt.Bounds, want)
		data, err := pt.PNG()
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err)
		require.Equal(t, pt.Image.Bounds(), img.Bounds())
	})

	t.Run("DegradedPassport", func(t *testing.T) {
		t.Parallel()
		p := tb.prepare(t, tb.photograph(t, doctest.Sample(doctest.TD3, 12), doctest.Degraded(12)))
		pt, ok := p.Portrait()
		require.True(t, ok)
		require.Greater(t, pt.Image.Bounds().Dy(), pt.Image.Bounds().Dx())
	})

	t.Run("IdentityCardBack", func(t *testing.T) {
		t.Parallel()
		p := tb.prepare(t, tb.photograph(t, doctest.Sample(doctest.TD1, 13), doctest.Clean()))
		_, ok := p.Portrait()
		require.False(t, ok)
	})
}

func TestDecode(t *testing.T) {
	t.Parallel()

	photo := image.NewGray(image.Rect(0, 0, 300, 200))
	valid := encodePNG(t, photo)
	for _, tc := range []struct {
		name string
		data []byte
		want docread.Reason
	}{
		{"Empty", nil, docread.ReasonEmpty},
		{"Text", []byte("name,number\nERIKSSON,L898902C3\n"), docread.ReasonNotImage},
		{"TextNamedJPEG", bytes.Repeat([]byte("not a photograph\n"), 1<<16), docread.ReasonNotImage},
		{"Truncated", valid[:len(valid)/2], docread.ReasonCorrupt},
		{"Tiny", encodePNG(t, image.NewGray(image.Rect(0, 0, 40, 300))), docread.ReasonTooSmall},
		{"TooManyPixels", encodePNG(t, image.NewGray(image.Rect(0, 0, 3000, 2000))), docread.ReasonTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := docread.Decode(tc.data, 5_000_000)
			var ie *docread.ImageError
			require.ErrorAs(t, err, &ie)
			require.Equal(t, tc.want, ie.Reason)
		})
	}

	img, err := docread.Decode(valid, 5_000_000)
	require.NoError(t, err)
	require.Equal(t, photo.Bounds(), img.Bounds())
}

// A 20,000 × 20,000 PNG of a few tens of KB would decode to 400 MB: it is
// refused from its header, before any pixel is decoded. Not parallel, so
// that the memory it allocates is its own.
func TestDecodeRefusesBomb(t *testing.T) {
	bomb := doctest.Bomb(20_000, 20_000)
	require.Less(t, len(bomb), 100<<10)

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := docread.New(docread.Config{Pool: pool}).Prepare(context.Background(), bomb)
	runtime.ReadMemStats(&after)

	var ie *docread.ImageError
	require.ErrorAs(t, err, &ie)
	require.Equal(t, docread.ReasonTooLarge, ie.Reason)
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "bytes allocated refusing the bomb")
}

// fakeTesseract writes a shell script standing in for tesseract.
func fakeTesseract(t *testing.T, script string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tesseract")
	require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+script), 0o755))
	return path
}

// blankPage is a page to hand Tesseract, prepared without it.
func blankPage(t *testing.T) *docread.Page {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range img.Pix {
		img.Pix[i] = 230
	}
	p, err := docread.New(docread.Config{Pool: pool}).Prepare(context.Background(), encodePNG(t, img))
	require.NoError(t, err)
	return p
}

func requireEngineError(t *testing.T, err error, want docread.Failure) *docread.EngineError {
	t.Helper()
	var ee *docread.EngineError
	require.ErrorAs(t, err, &ee)
	require.Equal(t, want, ee.Failure, "%v", err)
	return ee
}

func TestEngineFailures(t *testing.T) {
	t.Parallel()
	page := blankPage(t)

	t.Run("Missing", func(t *testing.T) {
		t.Parallel()
		r := docread.New(docread.Config{Tesseract: filepath.Join(t.TempDir(), "tesseract"), Pool: pool})
		requireEngineError(t, r.Available(), docread.FailureUnavailable)
		_, err := r.ReadText(context.Background(), page)
		requireEngineError(t, err, docread.FailureUnavailable)
	})

	t.Run("NoEnglish", func(t *testing.T) {
		t.Parallel()
		r := docread.New(docread.Config{Tesseract: fakeTesseract(t, "echo 'List of available languages (1):'; echo osd\n"), Pool: pool})
		ee := requireEngineError(t, r.Available(), docread.FailureUnavailable)
		require.ErrorContains(t, ee, "tesseract-ocr-eng")
	})

	t.Run("Crashes", func(t *testing.T) {
		t.Parallel()
		r := docread.New(docread.Config{Tesseract: fakeTesseract(t, "echo 'Error in pixReadMem' >&2\nexit 3\n"), Pool: pool})
		_, err := r.ReadText(context.Background(), page)
		ee := requireEngineError(t, err, docread.FailureCrashed)
		require.Equal(t, "Error in pixReadMem", ee.Stderr)
		requireEngineError(t, r.Available(), docread.FailureUnavailable)
	})

	t.Run("Available", func(t *testing.T) {
		t.Parallel()
		require.NoError(t, docread.New(docread.Config{Tesseract: doctest.RequireTesseract(t)}).Available())
	})

	t.Run("WaitsForThePool", func(t *testing.T) {
		t.Parallel()
		one := docread.NewPool(1)
		release, err := one.Acquire(context.Background())
		require.NoError(t, err)
		defer release()
		r := docread.New(docread.Config{Tesseract: fakeTesseract(t, "exit 0\n"), Pool: one})
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		_, err = r.ReadText(ctx, page)
		require.ErrorIs(t, err, context.DeadlineExceeded)
		require.False(t, errors.As(err, new(*docread.EngineError)), "waiting for a slot is not the engine's failure")
	})
}

func TestPool(t *testing.T) {
	t.Parallel()

	require.Equal(t, runtime.GOMAXPROCS(0), docread.NewPool(0).Size())
	p := docread.NewPool(2)
	r1, err := p.Acquire(context.Background())
	require.NoError(t, err)
	r2, err := p.Acquire(context.Background())
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = p.Acquire(ctx)
	require.ErrorIs(t, err, context.Canceled)
	r1()
	r3, err := p.Acquire(context.Background())
	require.NoError(t, err)
	r2()
	r3()
}

func TestMRZTextKeepsWhatTesseractRead(t *testing.T) {
	t.Parallel()
	tb := setup(t)

	doc := doctest.Sample(doctest.TD1, 14)
	m, err := tb.reader.ReadMRZ(context.Background(), tb.prepare(t, tb.photograph(t, doc, doctest.Clean())))
	require.NoError(t, err)
	// Tesseract read the characters between the fillers, in runs.
	require.Equal(t, strings.Fields(strings.ReplaceAll(strings.Join(doc.MRZ, " "), "<", " ")), strings.Fields(m.Text))
}
