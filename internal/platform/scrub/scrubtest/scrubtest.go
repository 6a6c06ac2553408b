// Package scrubtest builds images that carry metadata, for tests that
// check it is removed.
package scrubtest

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
)

// Latitude and Longitude are where GPSExif places a picture: 51°30'N
// 0°7'W.
const (
	Latitude  = 51.5
	Longitude = -7.0 / 60
)

// GPSExif is an EXIF block (the "Exif\0\0" header, then TIFF,
// little-endian) whose GPS IFD holds Latitude and Longitude, with a camera
// make in IFD0.
func GPSExif() []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	w := func(v any) { _ = binary.Write(&b, le, v) }
	entry := func(tag, typ uint16, count, value uint32) { w(tag); w(typ); w(count); w(value) }
	const ascii, long, rational = 2, 4, 5
	b.WriteString("II*\x00")
	w(uint32(8))
	// IFD0 at 8: Make and the GPS IFD pointer.
	w(uint16(2))
	entry(0x010f, ascii, 4, le.Uint32([]byte("Cam\x00")))
	entry(0x8825, long, 1, 8+2+2*12+4)
	w(uint32(0))
	// GPS IFD at 38: four entries, then the rationals at 38+2+48+4 = 92.
	w(uint16(4))
	entry(1, ascii, 2, uint32('N'))
	entry(2, rational, 3, 92)
	entry(3, ascii, 2, uint32('W'))
	entry(4, rational, 3, 92+24)
	w(uint32(0))
	for _, r := range [][2]uint32{{51, 1}, {30, 1}, {0, 1}, {0, 1}, {7, 1}, {0, 1}} {
		w(r)
	}
	return append([]byte("Exif\x00\x00"), b.Bytes()...)
}

// Segment is a JPEG marker segment.
func Segment(marker byte, payload []byte) []byte {
	s := []byte{0xff, marker, 0, 0}
	binary.BigEndian.PutUint16(s[2:], uint16(len(payload)+2))
	return append(s, payload...)
}

// Picture is a w×h image with some detail, so that its encoding has
// entropy-coded data worth comparing byte for byte.
func Picture(w, h int) image.Image {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			m.Set(x, y, color.RGBA{uint8(x * 4), uint8(y * 5), uint8(x ^ y), 255})
		}
	}
	return m
}

// JPEG encodes Picture(w, h) and returns it as encoded (clean) and with an
// APP1 EXIF segment carrying GPS inserted after its start (tagged).
func JPEG(w, h int) (clean, tagged []byte) {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, Picture(w, h), &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	clean = b.Bytes()
	tagged = append(append(append([]byte{}, clean[:2]...), Segment(0xe1, GPSExif())...), clean[2:]...)
	return clean, tagged
}
