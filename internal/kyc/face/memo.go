package face

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
	"sync"
)

// memoSize is how many answers the model keeps.
const memoSize = 64

// memo keeps the model's latest answers by what they were asked of (the
// picture's pixels, the way it was looked at, a face's box): a
// verification looks at its selfie twice (the liveness check, then the
// face match), and a retried job at all its pictures again. The oldest
// answer goes first when it is full.
type memo struct {
	mu      sync.Mutex
	order   []string
	answers map[string]any
}

func (c *memo) get(key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.answers[key]
	return v, ok
}

func (c *memo) put(key string, v any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.answers == nil {
		c.answers = map[string]any{}
	}
	if _, ok := c.answers[key]; ok {
		return
	}
	if len(c.order) >= memoSize {
		delete(c.answers, c.order[0])
		c.order = c.order[1:]
	}
	c.order = append(c.order, key)
	c.answers[key] = v
}

// key names a picture by its size and pixels.
func (p *Picture) key() string {
	h := sha256.New()
	var size [16]byte
	binary.LittleEndian.PutUint64(size[:8], uint64(p.W))
	binary.LittleEndian.PutUint64(size[8:], uint64(p.H))
	h.Write(size[:])
	h.Write(p.Pix)
	return string(h.Sum(nil))
}

// remembered answers what was asked before, or asks and keeps the answer;
// the faces are copied either way, so no caller shares them.
func (m *Model) remembered(key string, look func() []Face) []Face {
	if v, ok := m.memo.get(key); ok {
		return slices.Clone(v.([]Face))
	}
	faces := look()
	m.memo.put(key, slices.Clone(faces))
	return faces
}

// boxKey names a face's box in a picture.
func boxKey(picture string, f Face) string {
	return fmt.Sprintf("describe|%s|%g,%g,%g,%g", picture, f.X, f.Y, f.W, f.H)
}
