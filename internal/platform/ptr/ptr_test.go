package ptr_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/ptr"
)

func TestPtr(t *testing.T) {
	require.Nil(t, ptr.NonZero(""))
	require.Nil(t, ptr.NonZero(0))
	require.Equal(t, "a", *ptr.NonZero("a"))
	require.Equal(t, "", ptr.Value[string](nil))
	require.Equal(t, 0, ptr.Value[int](nil))
	n := 7
	require.Equal(t, 7, ptr.Value(&n))
	require.Equal(t, "a", ptr.Value(ptr.NonZero("a")))
}
