package kyc

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

func encoded(t *testing.T, w, h int, enc func(*bytes.Buffer, image.Image) error) []byte {
	var b bytes.Buffer
	require.NoError(t, enc(&b, image.NewGray(image.Rect(0, 0, w, h))))
	return b.Bytes()
}

// webp is a lossless (VP8L) WebP header of w×h.
func webp(w, h int) []byte {
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(4+8+5))
	b.WriteString("WEBPVP8L")
	binary.Write(&b, binary.LittleEndian, uint32(5))
	b.WriteByte(0x2f)
	binary.Write(&b, binary.LittleEndian, uint32(w-1)|uint32(h-1)<<14)
	return b.Bytes()
}

// heic is an HEIF header (ftyp brand heic) whose ispe property says w×h.
func heic(w, h uint32) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.BigEndian, uint32(24))
	b.WriteString("ftypheic\x00\x00\x00\x00mif1heic")
	binary.Write(&b, binary.BigEndian, uint32(20))
	b.WriteString("ispe\x00\x00\x00\x00")
	binary.Write(&b, binary.BigEndian, w)
	binary.Write(&b, binary.BigEndian, h)
	return b.Bytes()
}

func TestInspectReadsTypeAndSizeFromTheBytes(t *testing.T) {
	t.Parallel()
	jpg := func(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) }
	cases := []struct {
		name   string
		head   []byte
		ct     string
		w, h   int
		errKey string
	}{
		{"png", encoded(t, 300, 250, func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) }), "image/png", 300, 250, ""},
		{"jpeg", encoded(t, 640, 480, jpg), "image/jpeg", 640, 480, ""},
		{"webp", webp(320, 240), "image/webp", 320, 240, ""},
		{"heic", heic(4032, 3024), "image/heic", 4032, 3024, ""},
		{"text named like an image", []byte("GIF89a? no: just text pretending"), "", 0, 0, "unsupported_media_type"},
		{"pdf", []byte("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "", 0, 0, "unsupported_media_type"},
		{"truncated png", encoded(t, 300, 250, func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) })[:12], "", 0, 0, "unsupported_media_type"},
		{"too small", encoded(t, 199, 300, jpg), "", 0, 0, "validation_failed"},
		{"too large", heic(10001, 800), "", 0, 0, "validation_failed"},
		{"at the bounds", heic(200, 10000), "image/heic", 200, 10000, ""},
	}
	for _, c := range cases {
		ct, w, h, err := inspect(c.head)
		if c.errKey != "" {
			require.Equal(t, c.errKey, errs.As(err).Key, c.name)
			require.Less(t, errs.As(err).Kind.Status(), 500, c.name)
			continue
		}
		require.NoError(t, err, c.name)
		require.Equal(t, c.ct, ct, c.name)
		require.Equal(t, []int{c.w, c.h}, []int{w, h}, c.name)
	}
}
