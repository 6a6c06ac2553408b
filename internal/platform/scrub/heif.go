package scrub

import (
	"encoding/binary"
	"slices"
)

// box is one ISO base media file format box within a buffer: its type and
// its payload's bounds.
type box struct {
	typ        string
	start, end int // payload
}

// boxes lists the boxes laid end to end in b[start:end]. A box that runs
// past end ends the list.
func boxes(b []byte, start, end int) []box {
	var list []box
	for i := start; i+8 <= end; {
		size := int64(binary.BigEndian.Uint32(b[i:]))
		typ, head := string(b[i+4:i+8]), 8
		switch size {
		case 0:
			size = int64(end - i)
		case 1:
			if i+16 > end {
				return list
			}
			size, head = int64(binary.BigEndian.Uint64(b[i+8:])), 16
		}
		if size < int64(head) || size > int64(end-i) {
			return list
		}
		list = append(list, box{typ, i + head, i + int(size)})
		i += int(size)
	}
	return list
}

// heicMetadata finds, in the head of an HEIF file, the byte ranges of its
// Exif and XMP items (item type "Exif", or "mime": XMP's
// application/rdf+xml), from the meta box's item information (iinf) and
// item locations (iloc). Nothing is found when the meta box is not in head.
func heicMetadata(head []byte) [][2]int64 {
	var meta *box
	for _, b := range boxes(head, 0, len(head)) {
		if b.typ == "meta" {
			meta = &b
			break
		}
	}
	if meta == nil || meta.end-meta.start < 4 {
		return nil
	}
	var iinf, iloc, idat *box
	for _, b := range boxes(head, meta.start+4, meta.end) { // meta is a full box
		switch b.typ {
		case "iinf":
			iinf = &b
		case "iloc":
			iloc = &b
		case "idat":
			idat = &b
		}
	}
	if iinf == nil || iloc == nil {
		return nil
	}
	items := metadataItems(head[iinf.start:iinf.end])
	if len(items) == 0 {
		return nil
	}
	idatAt := int64(-1)
	if idat != nil {
		idatAt = int64(idat.start)
	}
	ranges := locate(head[iloc.start:iloc.end], items, idatAt)
	slices.SortFunc(ranges, func(a, b [2]int64) int { return int(min(max(a[0]-b[0], -1), 1)) })
	merged := ranges[:0]
	for _, r := range ranges {
		if n := len(merged); n > 0 && r[0] <= merged[n-1][1] {
			merged[n-1][1] = max(merged[n-1][1], r[1])
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// field reads an unsigned big-endian integer of size bytes (0, 2, 4 or 8)
// at b[*i:], moving *i past it; ok is false when b is too short.
func field(b []byte, i *int, size int) (uint64, bool) {
	if *i+size > len(b) {
		return 0, false
	}
	var v uint64
	for _, c := range b[*i : *i+size] {
		v = v<<8 | uint64(c)
	}
	*i += size
	return v, true
}

// metadataItems returns the ids of the Exif and XMP items listed in an
// iinf box's payload.
func metadataItems(b []byte) map[uint64]bool {
	if len(b) < 4 {
		return nil
	}
	i, countSize := 4, 2
	if b[0] != 0 {
		countSize = 4
	}
	if _, ok := field(b, &i, countSize); !ok {
		return nil
	}
	items := map[uint64]bool{}
	for _, e := range boxes(b, i, len(b)) {
		if e.typ != "infe" || e.end-e.start < 4 {
			continue
		}
		p := b[e.start:e.end]
		version, j := p[0], 4
		if version < 2 {
			continue // items of version 0 and 1 carry no type
		}
		idSize := 2
		if version >= 3 {
			idSize = 4
		}
		id, ok := field(p, &j, idSize)
		if !ok || j+6 > len(p) {
			continue
		}
		switch typ := string(p[j+2 : j+6]); typ {
		case "Exif", "mime":
			items[id] = true
		}
	}
	return items
}

// locate returns the absolute byte ranges of the given items' extents in
// an iloc box's payload. Offsets in the file (construction method 0) are
// absolute; offsets in the meta box's idat (method 1) start at idatAt.
func locate(b []byte, items map[uint64]bool, idatAt int64) [][2]int64 {
	if len(b) < 6 {
		return nil
	}
	version := b[0]
	offsetSize, lengthSize := int(b[4]>>4), int(b[4]&0xf)
	baseSize, indexSize := int(b[5]>>4), 0
	if version == 1 || version == 2 {
		indexSize = int(b[5] & 0xf)
	}
	i, countSize, idSize := 6, 2, 2
	if version == 2 {
		countSize, idSize = 4, 4
	}
	count, ok := field(b, &i, countSize)
	if !ok {
		return nil
	}
	var ranges [][2]int64
	for range count {
		id, ok := field(b, &i, idSize)
		method := uint64(0)
		if ok && (version == 1 || version == 2) {
			method, ok = field(b, &i, 2)
			method &= 0xf
		}
		var base, extents uint64
		if ok {
			_, ok = field(b, &i, 2) // data reference index
		}
		if ok {
			base, ok = field(b, &i, baseSize)
		}
		if ok {
			extents, ok = field(b, &i, 2)
		}
		if !ok {
			return ranges
		}
		for range extents {
			var off, length uint64
			_, ok = field(b, &i, indexSize)
			if ok {
				off, ok = field(b, &i, offsetSize)
			}
			if ok {
				length, ok = field(b, &i, lengthSize)
			}
			if !ok {
				return ranges
			}
			if !items[id] || length == 0 || off > 1<<40 || length > 1<<40 || base > 1<<40 {
				continue
			}
			start := int64(base + off)
			switch {
			case method == 1 && idatAt >= 0:
				start += idatAt
			case method != 0:
				continue
			}
			ranges = append(ranges, [2]int64{start, start + int64(length)})
		}
	}
	return ranges
}
