// Package memo keeps a bounded number of recent answers by a key: the
// checks that read pictures remember what they found on the latest ones
// (a verification looks at its selfie twice, a retried job at all its
// pictures again), the oldest answer going first once full.
package memo

import (
	"crypto/sha256"
	"sync"
)

// Memo holds up to its size of answers; the zero value holds none.
type Memo[V any] struct {
	mu      sync.Mutex
	size    int
	order   []string
	answers map[string]V
}

// New returns a memo of size answers.
func New[V any](size int) *Memo[V] { return &Memo[V]{size: size, answers: make(map[string]V, size)} }

// Get returns the answer kept for key.
func (m *Memo[V]) Get(key string) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.answers[key]
	return v, ok
}

// Put keeps v for key, forgetting the oldest answer when full.
func (m *Memo[V]) Put(key string, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.size <= 0 {
		return
	}
	if _, ok := m.answers[key]; ok {
		m.answers[key] = v
		return
	}
	if len(m.order) >= m.size {
		delete(m.answers, m.order[0])
		m.order = m.order[1:]
	}
	m.order = append(m.order, key)
	m.answers[key] = v
}

// Key names what an answer was asked of, by the SHA-256 of its parts.
func Key(parts ...[]byte) string {
	h := sha256.New()
	for _, p := range parts {
		var n [8]byte
		for i, l := 0, len(p); i < 8; i, l = i+1, l>>8 {
			n[i] = byte(l)
		}
		h.Write(n[:])
		h.Write(p)
	}
	return string(h.Sum(nil))
}
