package kyc

import (
	"slices"
	"sync"

	"github.com/meridianhq/meridian/internal/platform/auth"
)

// maxKnown bounds the sessions a process remembers: the ones being
// worked on now, a few KiB each (metadata may reach 16 KiB).
const maxKnown = 1024

// known holds each session as this process last committed it (with its
// uploads, when the process created it). A step starts from that copy
// instead of reading the session (and the decision from its uploads): its write is
// checked against the version it started from (transition), so a copy
// that another process has moved past costs a retry on the session read
// afresh, never a wrong write. Reads shown to callers never come from here.
type known struct {
	mu sync.Mutex
	m  map[string]*Session
}

// put remembers ses as committed now.
func (k *known) put(ses *Session) {
	c := ses.clone()
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.m == nil || len(k.m) >= maxKnown {
		k.m = make(map[string]*Session)
	}
	k.m[ses.ID] = c
}

// get returns a copy of the caller's session id, or nil.
func (k *known) get(p auth.Principal, id string) *Session {
	k.mu.Lock()
	ses := k.m[id]
	k.mu.Unlock()
	if ses == nil || ses.OrganizationID != p.OrganizationID || ses.Mode != p.Mode {
		return nil
	}
	c := ses.clone()
	c.copied = true
	return c
}

// drop forgets a session whose copy proved stale.
func (k *known) drop(id string) {
	k.mu.Lock()
	delete(k.m, id)
	k.mu.Unlock()
}

// clone copies a session deeply enough for a step to change the copy:
// steps replace its pointers and slices but count and add uploads in place,
// and move its liveness challenges in place.
func (s *Session) clone() *Session {
	c := *s
	c.copied = false
	c.uploads = slices.Clone(s.uploads)
	if s.Challenges != nil {
		ch := *s.Challenges
		ch.Used = slices.Clone(ch.Used)
		c.Challenges = &ch
	}
	return &c
}
