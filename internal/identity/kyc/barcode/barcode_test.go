package barcode_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"rsc.io/qr"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

var (
	reader = barcode.New(2)
	docs   = docread.New(docread.Config{})
)

func gray(t testing.TB, data []byte) *image.Gray {
	t.Helper()
	img, err := docread.Decode(data, 40_000_000)
	require.NoError(t, err)
	g := image.NewGray(img.Bounds())
	draw.Draw(g, g.Rect, img, img.Bounds().Min, draw.Src)
	return g
}

// Generated licence backs, photographed clean and degraded, give back the
// AAMVA data they were drawn with, byte for byte.
func TestReadsGeneratedLicences(t *testing.T) {
	fonts := doctest.RequireFonts(t)
	clean, degraded := 0, 0
	n := 12
	if raceEnabled {
		n = 3 // a read takes about ten times as long
	}
	for seed := range uint64(n) {
		doc := doctest.Sample(doctest.DL, seed)
		page, err := fonts.Draw(doc)
		require.NoError(t, err)
		for _, capture := range []doctest.Capture{doctest.Clean(), doctest.Degraded(seed)} {
			photo, err := doctest.Photograph(page, capture, seed)
			require.NoError(t, err)
			page, err := docs.Prepare(context.Background(), photo)
			require.NoError(t, err)
			syms, err := reader.Read(context.Background(), page.Upright(2000), barcode.PDF417)
			require.NoError(t, err)
			if len(syms) == 0 {
				t.Logf("seed %d: none read in %+v", seed, capture)
				continue
			}
			require.Len(t, syms, 1)
			require.Equal(t, barcode.PDF417, syms[0].Format)
			require.Equal(t, doc.Barcode, syms[0].Bytes, "a barcode read is read right (its error correction)")
			card, err := aamva.Parse(syms[0].Bytes)
			require.NoError(t, err)
			require.True(t, card.Valid())
			if capture == doctest.Clean() {
				clean++
			} else {
				degraded++
			}
		}
	}
	t.Logf("read %d of %d clean and %d of %d degraded licence backs", clean, n, degraded, n)
	require.Equal(t, n, clean)
	require.GreaterOrEqual(t, degraded, n*3/4)
}

func TestReadsQRCodes(t *testing.T) {
	code, err := qr.Encode("https://example.com/verify?d=L898902C3", qr.M)
	require.NoError(t, err)
	img := image.NewGray(image.Rect(0, 0, 400, 400))
	draw.Draw(img, img.Rect, image.White, image.Point{}, draw.Src)
	q := code.Image()
	draw.Draw(img, image.Rect(40, 40, 40+q.Bounds().Dx()*8, 40+q.Bounds().Dy()*8), scaled(q, 8), image.Point{}, draw.Src)
	syms, err := reader.Read(context.Background(), img)
	require.NoError(t, err)
	require.Len(t, syms, 1)
	require.Equal(t, barcode.QRCode, syms[0].Format)
	require.Equal(t, "https://example.com/verify?d=L898902C3", syms[0].Text)

	// Asked for PDF417 only, the QR code is not reported.
	syms, err = reader.Read(context.Background(), img, barcode.PDF417)
	require.NoError(t, err)
	require.Empty(t, syms)
}

func scaled(src image.Image, k int) image.Image {
	b := src.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx()*k, b.Dy()*k))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			out.Set(x, y, src.At(b.Min.X+x/k, b.Min.Y+y/k))
		}
	}
	return out
}

// Blank pages, noise and a one-pixel image hold no barcode, and reading
// them is no error.
func TestNothingToRead(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	noise := image.NewGray(image.Rect(0, 0, 320, 240))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	blank := image.NewGray(image.Rect(0, 0, 320, 240))
	draw.Draw(blank, blank.Rect, image.NewUniform(color.Gray{200}), image.Point{}, draw.Src)
	for _, img := range []*image.Gray{noise, blank, image.NewGray(image.Rect(0, 0, 1, 1)), image.NewGray(image.Rect(0, 0, 0, 0))} {
		syms, err := reader.Read(context.Background(), img)
		require.NoError(t, err)
		require.Empty(t, syms)
	}
}

// A read whose context ends fails with the context's error; the reader
// goes on reading afterwards (the interrupted instance is dropped).
func TestCancelledRead(t *testing.T) {
	fonts := doctest.RequireFonts(t)
	page, err := fonts.Draw(doctest.Sample(doctest.DL, 1))
	require.NoError(t, err)
	photo, err := doctest.Photograph(page, doctest.Clean(), 1)
	require.NoError(t, err)
	img := gray(t, photo)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = reader.Read(ctx, img)
	require.ErrorIs(t, err, context.Canceled)

	syms, err := reader.Read(context.Background(), img)
	require.NoError(t, err)
	require.Len(t, syms, 1)
}

// Reads run at once on several goroutines, each in its own instance.
func TestConcurrentReads(t *testing.T) {
	fonts := doctest.RequireFonts(t)
	var imgs []*image.Gray
	var want [][]byte
	for seed := range uint64(4) {
		doc := doctest.Sample(doctest.DL, 100+seed)
		page, err := fonts.Draw(doc)
		require.NoError(t, err)
		photo, err := doctest.Photograph(page, doctest.Clean(), seed)
		require.NoError(t, err)
		imgs, want = append(imgs, gray(t, photo)), append(want, doc.Barcode)
	}
	reads := 8
	if raceEnabled {
		reads = 4
	}
	var wg sync.WaitGroup
	errs := make([]error, reads)
	got := make([][]byte, reads)
	for i := range reads {
		wg.Go(func() {
			syms, err := reader.Read(context.Background(), imgs[i%4], barcode.PDF417)
			errs[i] = err
			if len(syms) == 1 {
				got[i] = syms[0].Bytes
			}
		})
	}
	wg.Wait()
	for i := range reads {
		require.NoError(t, errs[i])
		require.True(t, bytes.Equal(want[i%4], got[i]), "read %d", i)
	}
}

// A read whose context ends while the module runs stops there, with an
// error; the reader goes on reading afterwards.
func TestReadStopsAtItsDeadline(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	noise := image.NewGray(image.Rect(0, 0, 1600, 1200))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	r := barcode.New(1)
	require.NoError(t, r.Ready())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	_, err := r.Read(ctx, noise)
	require.Error(t, err)

	syms, err := r.Read(context.Background(), image.NewGray(image.Rect(0, 0, 64, 64)))
	require.NoError(t, err)
	require.Empty(t, syms)
}
