package clock

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestManual(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	c := NewManual(start)
	require.Equal(t, start, c.Now())
	c.Advance(90 * time.Second)
	require.Equal(t, start.Add(90*time.Second), c.Now())
}
