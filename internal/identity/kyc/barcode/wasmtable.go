package barcode

import (
	"errors"
	"fmt"
)

// The table entries that are imported functions: wazero's table lookup
// finds only the module's own functions, so the host calls its imports
// itself when the module calls one through the table (embind registers
// its types by calling imports from inside try blocks). tableImports
// reads them from the module's element section: one active segment at a
// constant offset, as Emscripten writes it.
func tableImports(wasm []byte, imported int) (map[uint32]int, error) {
	bad := errors.New("the barcode module's element section is not one Emscripten writes")
	r := &wasmReader{b: wasm, i: 8}
	for r.i < len(r.b) {
		id := r.byte()
		size := int(r.uleb())
		end := r.i + size
		if id != 9 {
			r.i = end
			continue
		}
		out := map[uint32]int{}
		for range r.uleb() {
			if r.uleb() != 0 || r.byte() != 0x41 { // active, table 0, i32.const
				return nil, bad
			}
			offset := uint32(r.uleb())
			if r.byte() != 0x0b {
				return nil, bad
			}
			n := r.uleb()
			for k := range uint32(n) {
				if f := int(r.uleb()); f < imported {
					out[offset+k] = f
				}
			}
		}
		if r.err != nil || r.i != end {
			return nil, fmt.Errorf("%w (%v)", bad, r.err)
		}
		return out, nil
	}
	return map[uint32]int{}, nil
}

type wasmReader struct {
	b   []byte
	i   int
	err error
}

func (r *wasmReader) byte() byte {
	if r.i >= len(r.b) {
		r.err = errors.New("truncated")
		return 0
	}
	c := r.b[r.i]
	r.i++
	return c
}

func (r *wasmReader) uleb() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 || r.err != nil {
			return v
		}
	}
	r.err = errors.New("bad LEB128")
	return v
}
