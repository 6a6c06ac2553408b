package scrub_test

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image/jpeg"
	"image/png"
	"io"
	"testing"

	"github.com/rwcarlsen/goexif/exif"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/webp"

	"github.com/meridianhq/meridian/internal/platform/scrub"
	"github.com/meridianhq/meridian/internal/platform/scrub/scrubtest"
)

func strip(t testing.TB, contentType string, in []byte) ([]byte, error) {
	t.Helper()
	return io.ReadAll(scrub.Reader(contentType, bufio.NewReaderSize(bytes.NewReader(in), 256<<10)))
}

// withSegments inserts segments after a JPEG's SOI and appends trailer
// after its EOI.
func withSegments(jpg []byte, trailer []byte, segs ...[]byte) []byte {
	out := append([]byte{}, jpg[:2]...)
	for _, s := range segs {
		out = append(out, s...)
	}
	out = append(out, jpg[2:]...)
	return append(out, trailer...)
}

func jpegWithGPS() (clean, tagged []byte) {
	clean, _ = scrubtest.JPEG(64, 48)
	xmp := append([]byte("http://ns.adobe.com/xap/1.0/\x00"), `<x:xmpmeta><exif:GPSLatitude>51,30N</exif:GPSLatitude></x:xmpmeta>`...)
	icc := append([]byte("ICC_PROFILE\x00\x01\x01"), bytes.Repeat([]byte{7}, 32)...)
	tagged = withSegments(clean, []byte("\xff\xd8MPF second image with its own EXIF"),
		scrubtest.Segment(0xe1, scrubtest.GPSExif()), scrubtest.Segment(0xe1, xmp), scrubtest.Segment(0xe2, icc),
		scrubtest.Segment(0xe2, []byte("MPF\x00II*\x00")), scrubtest.Segment(0xed, []byte("Photoshop 3.0\x00IPTC")),
		scrubtest.Segment(0xfe, []byte("taken at home")))
	// Fill bytes before a marker are allowed.
	return clean, bytes.Replace(tagged, []byte{0xff, 0xfe}, []byte{0xff, 0xff, 0xff, 0xfe}, 1)
}

func TestJPEGLosesEXIFAndGPSAndKeepsItsPixels(t *testing.T) {
	clean, tagged := jpegWithGPS()

	x, err := exif.Decode(bytes.NewReader(tagged))
	require.NoError(t, err, "the fixture carries EXIF")
	lat, long, err := x.LatLong()
	require.NoError(t, err)
	require.InDelta(t, scrubtest.Latitude, lat, 1e-9)
	require.InDelta(t, scrubtest.Longitude, long, 1e-9)

	out, err := strip(t, "image/jpeg", tagged)
	require.NoError(t, err)
	_, err = exif.Decode(bytes.NewReader(out))
	require.Error(t, err, "no EXIF is left")
	for _, s := range []string{"Exif", "GPSLatitude", "xap/1.0", "Photoshop", "taken at home", "MPF", "second image"} {
		require.NotContains(t, string(out), s)
	}
	require.Contains(t, string(out), "ICC_PROFILE", "the colour profile stays")
	require.Equal(t, append(clean[:2:2], append(scrubtest.Segment(0xe2, []byte("ICC_PROFILE\x00\x01\x01"+string(bytes.Repeat([]byte{7}, 32)))), clean[2:]...)...), out,
		"everything but the metadata is kept byte for byte")

	a, err := jpeg.Decode(bytes.NewReader(clean))
	require.NoError(t, err)
	b, err := jpeg.Decode(bytes.NewReader(out))
	require.NoError(t, err)
	require.Equal(t, a, b)
}

func TestJPEGMarkersBetweenScansAreFollowed(t *testing.T) {
	// A scan whose data holds stuffed bytes and restart markers, then a
	// second scan with an APP1 and a comment between them.
	scan := []byte{0xff, 0xda, 0, 2, 1, 2, 0xff, 0x00, 3, 0xff, 0xd0, 4}
	in := append([]byte{0xff, 0xd8}, scrubtest.Segment(0xdb, []byte{0, 1, 2})...)
	in = append(in, scan...)
	in = append(in, scrubtest.Segment(0xe1, []byte("Exif\x00\x00GPS"))...)
	in = append(in, scrubtest.Segment(0xfe, []byte("note"))...)
	in = append(in, scrubtest.Segment(0xc4, []byte{9, 9})...)
	in = append(in, scan...)
	in = append(in, 0xff, 0xd9)
	out, err := strip(t, "image/jpeg", in)
	require.NoError(t, err)
	want := append([]byte{0xff, 0xd8}, scrubtest.Segment(0xdb, []byte{0, 1, 2})...)
	want = append(want, scan...)
	want = append(want, scrubtest.Segment(0xc4, []byte{9, 9})...)
	want = append(want, scan...)
	require.Equal(t, append(want, 0xff, 0xd9), out)
}

func pngChunk(typ string, data []byte) []byte {
	c := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	c = append(c, typ...)
	c = append(c, data...)
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(c[4:]))
}

func TestPNGLosesTextAndEXIFChunks(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, scrubtest.Picture(64, 48)))
	clean := b.Bytes()
	// After the signature and IHDR (8 + 25 bytes).
	at := 8 + 25
	var tagged []byte
	tagged = append(tagged, clean[:at]...)
	tagged = append(tagged, pngChunk("eXIf", scrubtest.GPSExif()[6:])...)
	tagged = append(tagged, pngChunk("tEXt", []byte("Comment\x00taken at home"))...)
	tagged = append(tagged, pngChunk("iTXt", []byte("XML:com.adobe.xmp\x00\x00\x00\x00\x00<x:xmpmeta/>"))...)
	tagged = append(tagged, pngChunk("zTXt", []byte("Author\x00\x00x"))...)
	tagged = append(tagged, pngChunk("tIME", []byte{7, 234, 11, 23, 10, 0, 0})...)
	tagged = append(tagged, clean[at:]...)
	tagged = append(tagged, "trailing"...)

	out, err := strip(t, "image/png", tagged)
	require.NoError(t, err)
	require.Equal(t, clean, out)
}

// webpWithMetadata is an extended (VP8X) lossless WebP with EXIF and XMP
// chunks.
func webpWithMetadata() []byte {
	vp8l := []byte{0x2f}
	vp8l = binary.LittleEndian.AppendUint32(vp8l, uint32(1)|uint32(1)<<14) // 2×2
	vp8l = append(vp8l, 0, 0, 0, 0, 0, 0, 0)
	chunk := func(fourcc string, data []byte) []byte {
		c := append([]byte(fourcc), binary.LittleEndian.AppendUint32(nil, uint32(len(data)))...)
		c = append(c, data...)
		if len(data)%2 == 1 {
			c = append(c, 0)
		}
		return c
	}
	vp8x := []byte{1<<3 | 1<<2, 0, 0, 0, 1, 0, 0, 1, 0, 0}
	body := append([]byte("WEBP"), chunk("VP8X", vp8x)...)
	body = append(body, chunk("VP8L", vp8l)...)
	body = append(body, chunk("EXIF", scrubtest.GPSExif()[6:])...)
	body = append(body, chunk("XMP ", []byte("<x:xmpmeta>GPSLatitude</x:xmpmeta>"))...)
	out := append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...)
	return append(out, body...)
}

func TestWebPLosesEXIFAndXMPInPlace(t *testing.T) {
	in := webpWithMetadata()
	out, err := strip(t, "image/webp", append(in, "trailing"...))
	require.NoError(t, err)
	require.Len(t, out, len(in), "the RIFF size still holds")
	for _, s := range []string{"EXIF", "XMP ", "GPSLatitude", "II*"} {
		require.NotContains(t, string(out), s)
	}
	require.Equal(t, 2, bytes.Count(out, []byte("JUNK")))
	require.Zero(t, out[20]&(1<<3|1<<2), "VP8X no longer announces metadata")
	cfg, err := webp.DecodeConfig(bytes.NewReader(out))
	require.NoError(t, err)
	require.Equal(t, 2, cfg.Width)
}

// heicWithExif is an HEIF file whose meta box lists an hvc1 image item and
// an Exif item (iinf v0, infe v2, iloc v1), both stored in mdat.
func heicWithExif() (file []byte, exifAt, exifLen int) {
	be := binary.BigEndian
	box := func(typ string, payload ...[]byte) []byte {
		p := bytes.Join(payload, nil)
		b := be.AppendUint32(nil, uint32(8+len(p)))
		return append(append(b, typ...), p...)
	}
	full := func(version byte) []byte { return []byte{version, 0, 0, 0} }
	infe := func(id uint16, typ string) []byte {
		return box("infe", full(2), be.AppendUint16(nil, id), []byte{0, 0}, []byte(typ), []byte{0})
	}
	pixels := bytes.Repeat([]byte{0xaa}, 40)
	ex := scrubtest.GPSExif()
	mdat := box("mdat", pixels, ex)
	iloc := func(mdatAt int) []byte {
		p := full(1)
		p = append(p, 0x44, 0x00) // offset and length 4 bytes, no base offset, no index
		p = be.AppendUint16(p, 2)
		for _, it := range []struct{ id, off, n int }{{1, mdatAt + 8, len(pixels)}, {2, mdatAt + 8 + len(pixels), len(ex)}} {
			p = be.AppendUint16(p, uint16(it.id))
			p = be.AppendUint16(p, 0) // construction method 0
			p = be.AppendUint16(p, 0)
			p = be.AppendUint16(p, 1)
			p = be.AppendUint32(p, uint32(it.off))
			p = be.AppendUint32(p, uint32(it.n))
		}
		return box("iloc", p)
	}
	ftyp := box("ftyp", []byte("heic\x00\x00\x00\x00mif1heic"))
	iinf := box("iinf", full(0), be.AppendUint16(nil, 2), infe(1, "hvc1"), infe(2, "Exif"))
	ispe := box("ispe", full(0), be.AppendUint32(nil, 640), be.AppendUint32(nil, 480))
	iprp := box("iprp", box("ipco", ispe))
	// The meta box's size does not depend on the offsets in it.
	metaLen := len(box("meta", full(0), iinf, iloc(0), iprp))
	mdatAt := len(ftyp) + metaLen
	meta := box("meta", full(0), iinf, iloc(mdatAt), iprp)
	file = bytes.Join([][]byte{ftyp, meta, mdat}, nil)
	return file, mdatAt + 8 + len(pixels), len(ex)
}

func TestHEICExifItemIsZeroedWhereTheMetaBoxPutsIt(t *testing.T) {
	in, at, n := heicWithExif()
	out, err := strip(t, "image/heic", in)
	require.NoError(t, err)
	require.Len(t, out, len(in))
	require.Equal(t, in[:at], out[:at], "everything before the Exif item is kept")
	require.Equal(t, make([]byte, n), out[at:at+n])
	require.Equal(t, in[at+n:], out[at+n:])
	require.NotContains(t, string(out), "Exif\x00\x00II*")
}

func TestTruncatedOrBrokenImagesAreMalformed(t *testing.T) {
	_, tagged := jpegWithGPS()
	webpIn := webpWithMetadata()
	heicIn, _, _ := heicWithExif()
	var pngIn bytes.Buffer
	require.NoError(t, png.Encode(&pngIn, scrubtest.Picture(64, 48)))
	for _, c := range []struct {
		ct string
		in []byte
	}{
		{"image/jpeg", tagged[:20]},
		{"image/jpeg", tagged[:len(tagged)/2]},
		{"image/jpeg", []byte{0xff, 0xd8, 0x12}},
		{"image/jpeg", []byte{0xff, 0xd8, 0xff, 0xe1, 0, 1}},
		{"image/png", pngIn.Bytes()[:40]},
		{"image/png", []byte("\x89PNG\r\n\x1a\n\xff\xff\xff\xffIDAT")},
		{"image/webp", webpIn[:30]},
		{"image/heic", heicIn[:len(heicIn)-10]},
	} {
		_, err := strip(t, c.ct, c.in)
		require.ErrorIs(t, err, scrub.ErrMalformed, "%s of %d bytes", c.ct, len(c.in))
	}
}

// FuzzReader checks that no input panics or hangs the scrubber, and that
// the output is never longer than the input.
func FuzzReader(f *testing.F) {
	_, tagged := jpegWithGPS()
	heicIn, _, _ := heicWithExif()
	f.Add("image/jpeg", tagged)
	f.Add("image/webp", webpWithMetadata())
	f.Add("image/heic", heicIn)
	f.Add("image/png", pngChunk("tEXt", []byte("a\x00b")))
	f.Fuzz(func(t *testing.T, ct string, in []byte) {
		out, err := strip(t, ct, in)
		if err == nil {
			require.LessOrEqual(t, len(out), len(in))
		}
	})
}
