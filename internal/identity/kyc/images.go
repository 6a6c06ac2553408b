package kyc

import (
	"bytes"
	"encoding/binary"
	"image"
	_ "image/jpeg" // JPEG headers
	_ "image/png"  // PNG headers
	"net/http"

	_ "golang.org/x/image/webp" // WebP headers

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Image limits.
const (
	MaxImageBytes = 10 << 20
	MinDimension  = 200
	MaxDimension  = 10_000
	// headBytes is how much of an upload is read to find its type and size.
	headBytes = 256 << 10
)

var (
	errNotImage = errs.E(errs.UnsupportedMedia, "unsupported_media_type", "The image must be a JPEG, PNG, WebP or HEIC file")
	errTooLarge = errs.E(errs.TooLarge, "payload_too_large", "The image is over 10 MiB")
)

// inspect finds an image's type from its first bytes (never its name) and
// its dimensions from its header, without decoding the pixels.
func inspect(head []byte) (contentType string, width, height int, err error) {
	switch ct := http.DetectContentType(head); ct {
	case "image/jpeg", "image/png", "image/webp":
		cfg, _, err := image.DecodeConfig(bytes.NewReader(head))
		if err != nil {
			return "", 0, 0, errs.E(errs.UnsupportedMedia, "unsupported_media_type", "The %s header could not be read", ct)
		}
		contentType, width, height = ct, cfg.Width, cfg.Height
	default:
		var ok bool
		if width, height, ok = heicSize(head); !ok {
			return "", 0, 0, errNotImage
		}
		contentType = "image/heic"
	}
	if width < MinDimension || height < MinDimension || width > MaxDimension || height > MaxDimension {
		return "", 0, 0, errs.Invalidf("image", "The image must be %d to %d pixels on each side; it is %d×%d",
			MinDimension, MaxDimension, width, height)
	}
	return contentType, width, height, nil
}

// inspectVideo recognises a liveness video by its container, from its
// first bytes: WebM/Matroska (an EBML header) or MP4/QuickTime (an ftyp
// box whose brand is not an image's).
func inspectVideo(head []byte) (string, int, int, error) {
	switch {
	case bytes.HasPrefix(head, []byte{0x1a, 0x45, 0xdf, 0xa3}):
		return "video/webm", 0, 0, nil
	case len(head) >= 12 && string(head[4:8]) == "ftyp":
		if brand := string(head[8:12]); imageBrand(brand) || brand == "avif" || brand == "avis" {
			break
		}
		if string(head[8:12]) == "qt  " {
			return "video/quicktime", 0, 0, nil
		}
		return "video/mp4", 0, 0, nil
	}
	return "", 0, 0, errs.E(errs.UnsupportedMedia, "unsupported_media_type", "The video must be a WebM or MP4 file")
}

// imageBrand reports an ftyp brand of HEIF/HEIC images.
func imageBrand(brand string) bool {
	switch brand {
	case "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1":
		return true
	}
	return false
}

// heicSize recognises an HEIF/HEIC file by its ftyp brand and reads the
// size from its image spatial extents ('ispe') property.
func heicSize(head []byte) (int, int, bool) {
	if len(head) < 12 || string(head[4:8]) != "ftyp" || !imageBrand(string(head[8:12])) {
		return 0, 0, false
	}
	i := bytes.Index(head, []byte("ispe"))
	if i < 0 || len(head) < i+16 {
		return 0, 0, false
	}
	w := binary.BigEndian.Uint32(head[i+8:])
	h := binary.BigEndian.Uint32(head[i+12:])
	return int(w), int(h), true
}
