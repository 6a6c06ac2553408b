package memo_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/memo"
)

func TestMemo(t *testing.T) {
	m := memo.New[int](3)
	for i := range 5 {
		m.Put(fmt.Sprint(i), i)
	}
	_, ok := m.Get("1")
	require.False(t, ok, "the oldest go first")
	v, ok := m.Get("4")
	require.True(t, ok)
	require.Equal(t, 4, v)
	m.Put("4", 40)
	v, _ = m.Get("4")
	require.Equal(t, 40, v)
	var none memo.Memo[int]
	none.Put("a", 1)
	_, ok = none.Get("a")
	require.False(t, ok, "the zero memo keeps nothing")
	require.NotEqual(t, memo.Key([]byte("ab"), []byte("c")), memo.Key([]byte("a"), []byte("bc")), "parts are told apart")
}
