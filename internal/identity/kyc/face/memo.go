package face

import (
	"encoding/binary"
	"fmt"
	"image"
	"slices"

	"github.com/meridianhq/meridian/internal/platform/memo"
)

// memoSize is how many answers the model keeps (package memo): a
// verification looks at its selfie twice (the liveness check, then the
// face match), and a retried job at all its pictures again.
const memoSize = 64

// Uncached is m without its memory of answers: every picture is looked
// at afresh (what a benchmark of the networks times). It shares m's
// networks and its slots.
func (m *Model) Uncached() *Model {
	c := *m
	c.memo = memo.New[any](0)
	return &c
}

// key names a picture by its size and pixels.
func (p *Picture) key() string {
	var size [16]byte
	binary.LittleEndian.PutUint64(size[:8], uint64(p.W))
	binary.LittleEndian.PutUint64(size[8:], uint64(p.H))
	return memo.Key(size[:], p.Pix)
}

// remembered answers what was asked before, or asks and keeps the answer;
// the faces are copied either way, so no caller shares them.
func (m *Model) remembered(key string, look func() []Face) []Face {
	if v, ok := m.memo.Get(key); ok {
		return slices.Clone(v.([]Face))
	}
	faces := look()
	m.memo.Put(key, slices.Clone(faces))
	return faces
}

// regionKey names the region of a picture a descriptor is made from.
func regionKey(picture string, r image.Rectangle) string {
	return fmt.Sprintf("describe|%s|%v", picture, r)
}
