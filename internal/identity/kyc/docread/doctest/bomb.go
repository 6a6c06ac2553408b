package doctest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
)

// Bomb returns a valid PNG of width × height black pixels, one bit each,
// whose rows compress to almost nothing: a decompression bomb, small on
// disk and huge decoded (Go's decoder gives a byte a pixel).
func Bomb(width, height int) []byte {
	// Writes to a bytes.Buffer do not fail.
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression) // a valid level cannot fail
	row := make([]byte, 1+(width+7)/8)                       // filter byte 0, then zeros
	for range height {
		z.Write(row)
	}
	z.Close()

	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		out.WriteString(kind)
		out.Write(data)
		binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	header := make([]byte, 13)
	binary.BigEndian.PutUint32(header[0:], uint32(width))
	binary.BigEndian.PutUint32(header[4:], uint32(height))
	header[8], header[9] = 1, 0 // bit depth 1, greyscale
	chunk("IHDR", header)
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}
