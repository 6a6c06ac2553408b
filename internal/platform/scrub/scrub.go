// Package scrub removes metadata from images as they stream, without
// decoding their pixels: EXIF (with its GPS position, camera serial and
// capture time), XMP, IPTC, comments and text chunks, and whatever is
// appended after the image's end.
//
// JPEG loses its APP1 (EXIF, XMP), APP13 (IPTC) and other application
// segments and its comments; it keeps JFIF (APP0), the colour profile
// (APP2 ICC_PROFILE) and Adobe's colour transform (APP14), and stops at the
// image's end marker, so that secondary images (MPF thumbnails, depth maps)
// are dropped too. PNG loses its eXIf, tEXt, zTXt, iTXt and tIME chunks.
// WebP cannot lose a chunk without a new RIFF size up front, so its EXIF
// and XMP chunks are renamed JUNK and zeroed in place and the VP8X flags
// that announce them are cleared. HEIC's Exif and XMP items are zeroed in
// place where its meta box (read from the head of the file) puts them.
//
// Every image keeps its pixels byte for byte. Orientation is EXIF's, so it
// goes with it: the widget draws photos upright before it sends them.
package scrub

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math"
)

// ErrMalformed is returned when an image's structure cannot be followed.
var ErrMalformed = errors.New("scrub: malformed image")

// Reader returns the image read from src, of contentType, without its
// metadata. A type it does not know is passed through. src must buffer at
// least 64 KiB (a JPEG segment); HEIC's meta box is looked for in what src
// holds after a Peek of its whole buffer.
func Reader(contentType string, src *bufio.Reader) io.Reader {
	r := &reader{src: src}
	switch contentType {
	case "image/jpeg":
		r.step = r.jpegStart
	case "image/png":
		r.step = r.pngStart
	case "image/webp":
		r.step = r.webpStart
	case "image/heic":
		r.step = r.heicStart
	default:
		return src
	}
	return r
}

// reader emits, in order, pending bytes, then copy bytes of src as they
// are, then zero bytes of src as zeros, then asks step what comes next.
// step returns io.EOF once the image is whole; rest passes src through to
// its end.
type reader struct {
	src     *bufio.Reader
	pending []byte
	copy    int64
	zero    int64
	rest    bool
	err     error
	step    func() error

	// pos is how far src has been read (HEIC's ranges are offsets).
	pos    int64
	ranges [][2]int64 // HEIC: sorted, disjoint [start, end) to zero
	// webpLeft is what remains of the RIFF payload.
	webpLeft int64
	// last ends the image after the current copy (PNG's IEND).
	last bool
}

func (r *reader) Read(p []byte) (int, error) {
	for {
		switch {
		case len(r.pending) > 0:
			n := copy(p, r.pending)
			r.pending = r.pending[n:]
			return n, nil
		case r.copy > 0 || r.zero > 0:
			zero := r.copy == 0
			left := &r.copy
			if zero {
				left = &r.zero
			}
			if int64(len(p)) > *left {
				p = p[:*left]
			}
			n, err := r.src.Read(p)
			*left -= int64(n)
			r.pos += int64(n)
			if zero {
				clear(p[:n])
			}
			if n > 0 {
				return n, nil
			}
			if err == io.EOF {
				err = ErrMalformed
			}
			r.err = err
			return 0, err
		case r.rest:
			n, err := r.src.Read(p)
			r.pos += int64(n)
			return n, err
		case r.err != nil:
			return 0, r.err
		case r.last:
			r.err = r.drain()
		default:
			if r.err = r.step(); r.err == io.EOF {
				r.err = r.drain()
			}
		}
	}
}

// drain reads and drops what follows the image, so that the source's own
// limits and errors still apply to it, and reports the end.
func (r *reader) drain() error {
	if _, err := io.Copy(io.Discard, r.src); err != nil {
		return err
	}
	return io.EOF
}

// take reads n bytes of src that the step decides on.
func (r *reader) take(n int) ([]byte, error) {
	b := make([]byte, n)
	if _, err := io.ReadFull(r.src, b); err != nil {
		return nil, eof(err)
	}
	r.pos += int64(n)
	return b, nil
}

// skip drops n bytes of src.
func (r *reader) skip(n int64) error {
	d, err := r.src.Discard(int(min(n, math.MaxInt32)))
	r.pos += int64(d)
	if err != nil {
		return eof(err)
	}
	if int64(d) < n {
		return r.skip(n - int64(d))
	}
	return nil
}

// eof turns an image that ends too soon into ErrMalformed, and leaves the
// client's own read errors as they are.
func eof(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return ErrMalformed
	}
	return err
}

// --- JPEG -------------------------------------------------------------------

func (r *reader) jpegStart() error {
	soi, err := r.take(2)
	if err != nil {
		return err
	}
	if soi[0] != 0xff || soi[1] != 0xd8 {
		return ErrMalformed
	}
	r.pending, r.step = soi, r.jpegMarker
	return nil
}

// jpegMarker handles one marker and its segment.
func (r *reader) jpegMarker() error {
	b, err := r.src.ReadByte()
	if err != nil {
		return eof(err)
	}
	r.pos++
	if b != 0xff {
		return ErrMalformed
	}
	m := byte(0xff)
	for m == 0xff { // fill bytes
		if m, err = r.src.ReadByte(); err != nil {
			return eof(err)
		}
		r.pos++
	}
	switch {
	case m == 0xd9: // end of image: what follows is not this image
		r.pending = []byte{0xff, m}
		return io.EOF
	case m == 0x01 || m >= 0xd0 && m <= 0xd7: // no length
		r.pending = []byte{0xff, m}
		return nil
	case m == 0x00 || m == 0xd8:
		return ErrMalformed
	}
	head, err := r.take(2)
	if err != nil {
		return err
	}
	n := int64(binary.BigEndian.Uint16(head)) - 2
	if n < 0 {
		return ErrMalformed
	}
	if drop, err := r.jpegDrops(m, n); err != nil || drop {
		if err != nil {
			return err
		}
		return r.skip(n)
	}
	r.pending, r.copy = []byte{0xff, m, head[0], head[1]}, n
	if m == 0xda { // start of scan: entropy-coded data follows its header
		r.step = r.jpegScan
	}
	return nil
}

// jpegDrops reports whether the segment of marker m and length n is
// metadata.
func (r *reader) jpegDrops(m byte, n int64) (bool, error) {
	switch {
	case m == 0xfe: // comment
		return true, nil
	case m == 0xe0, m == 0xee: // JFIF, Adobe
		return false, nil
	case m == 0xe2: // kept when it is the ICC profile
		const icc = "ICC_PROFILE\x00"
		id, err := r.src.Peek(int(min(n, int64(len(icc)))))
		if err != nil {
			return false, eof(err)
		}
		return string(id) != icc, nil
	case m >= 0xe1 && m <= 0xef:
		return true, nil
	}
	return false, nil
}

// jpegScan passes entropy-coded data through up to the next marker that is
// not a stuffed byte or a restart.
func (r *reader) jpegScan() error {
	buf, err := r.src.Peek(max(r.src.Buffered(), 1))
	if err != nil && len(buf) == 0 {
		return eof(err)
	}
	i := bytes.IndexByte(buf, 0xff)
	switch {
	case i < 0:
		r.copy = int64(len(buf))
		return nil
	case i > 0:
		r.copy = int64(i)
		return nil
	}
	two, err := r.src.Peek(2)
	if err != nil {
		return eof(err)
	}
	if m := two[1]; m == 0x00 || m >= 0xd0 && m <= 0xd7 {
		r.copy = 2
		return nil
	}
	r.step = r.jpegMarker
	return nil
}

// --- PNG --------------------------------------------------------------------

func (r *reader) pngStart() error {
	sig, err := r.take(8)
	if err != nil {
		return err
	}
	if string(sig) != "\x89PNG\r\n\x1a\n" {
		return ErrMalformed
	}
	r.pending, r.step = sig, r.pngChunk
	return nil
}

func (r *reader) pngChunk() error {
	head, err := r.take(8)
	if err != nil {
		return err
	}
	n := int64(binary.BigEndian.Uint32(head))
	if n > math.MaxInt32 {
		return ErrMalformed
	}
	switch string(head[4:]) {
	case "eXIf", "tEXt", "zTXt", "iTXt", "tIME":
		return r.skip(n + 4)
	case "IEND":
		r.last = true
	}
	r.pending, r.copy = head, n+4
	return nil
}

// --- WebP -------------------------------------------------------------------

func (r *reader) webpStart() error {
	head, err := r.take(12)
	if err != nil {
		return err
	}
	if string(head[:4]) != "RIFF" || string(head[8:]) != "WEBP" {
		return ErrMalformed
	}
	r.webpLeft = int64(binary.LittleEndian.Uint32(head[4:])) - 4
	r.pending, r.step = head, r.webpChunk
	return nil
}

func (r *reader) webpChunk() error {
	if r.webpLeft <= 0 {
		return io.EOF
	}
	head, err := r.take(8)
	if err != nil {
		return err
	}
	n := int64(binary.LittleEndian.Uint32(head[4:]))
	n += n & 1 // chunks are padded to an even size
	if r.webpLeft -= 8 + n; r.webpLeft < 0 {
		return ErrMalformed
	}
	switch string(head[:4]) {
	case "VP8X":
		body, err := r.take(int(min(n, 1<<10)))
		if err != nil {
			return err
		}
		const xmp, exif = 1 << 2, 1 << 3
		if len(body) > 0 {
			body[0] &^= xmp | exif
		}
		r.pending, r.copy = append(head, body...), n-int64(len(body))
	case "EXIF", "XMP ":
		r.pending, r.zero = append([]byte("JUNK"), head[4:]...), n
	default:
		r.pending, r.copy = head, n
	}
	return nil
}

// --- HEIC -------------------------------------------------------------------

func (r *reader) heicStart() error {
	head, err := r.src.Peek(r.src.Size())
	if err != nil && len(head) == 0 {
		return eof(err)
	}
	r.ranges = heicMetadata(head)
	r.step = r.heicNext
	return nil
}

func (r *reader) heicNext() error {
	for len(r.ranges) > 0 && r.ranges[0][1] <= r.pos {
		r.ranges = r.ranges[1:]
	}
	if len(r.ranges) == 0 {
		r.rest = true
		return nil
	}
	if start := r.ranges[0][0]; start > r.pos {
		r.copy = start - r.pos
		return nil
	}
	r.zero = r.ranges[0][1] - r.pos
	return nil
}
