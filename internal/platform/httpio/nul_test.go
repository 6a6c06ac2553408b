package httpio_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

func TestJSONHasNUL(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]bool{
		`{"a":"x\u0000y"}`:  true,
		`{"a":"\\\u0000"}`:  true,  // a backslash, then NUL
		`{"a":"\\u0000"}`:   false, // a backslash, then the letters
		`{"a":"\\\\u0000"}`: false,
		"{\"a\":\"x\x00\"}": true,
		`{"u0000":1}`:       false,
		`{"a":"\u00000"}`:   true,
		`{}`:                false,
	} {
		require.Equal(t, want, httpio.JSONHasNUL([]byte(in)), in)
	}
}
