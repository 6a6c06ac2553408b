package httpio

import (
	"bytes"
	"strings"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// ErrNUL refuses text with a NUL character, which neither database stores
// in a string (and bun refuses to format).
var ErrNUL = errs.E(errs.BadRequest, "invalid_characters", "Text must not contain NUL characters")

// JSONHasNUL reports whether a JSON text holds a NUL character in a
// string: a raw NUL byte, or the escape \u0000 (one that follows an odd
// run of backslashes; "\\u0000" is a backslash and the letters u0000).
func JSONHasNUL(b []byte) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return true
	}
	for i := 0; ; {
		j := bytes.Index(b[i:], []byte(`u0000`))
		if j < 0 {
			return false
		}
		at := i + j
		n := 0
		for k := at - 1; k >= 0 && b[k] == '\\'; k-- {
			n++
		}
		if n%2 == 1 {
			return true
		}
		i = at + 1
	}
}

// HasNUL reports a NUL character in plain text.
func HasNUL(s string) bool { return strings.IndexByte(s, 0) >= 0 }
