package wiretime_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

func TestFormat(t *testing.T) {
	t.Parallel()
	ns := time.Date(2026, 11, 23, 10, 4, 5, 123456789, time.FixedZone("WAT", 3600))
	require.Equal(t, "2026-11-23T09:04:05.123456Z", wiretime.Format(ns), "UTC, microseconds, truncated")
	require.Equal(t, "2026-11-23T09:04:05.000000Z", wiretime.Format(ns.Truncate(time.Second)), "always six digits")
	b, err := json.Marshal(struct{ T wiretime.Time }{wiretime.Time(ns)})
	require.NoError(t, err)
	require.JSONEq(t, `{"T":"2026-11-23T09:04:05.123456Z"}`, string(b))
	var back struct{ T wiretime.Time }
	require.NoError(t, json.Unmarshal(b, &back))
	require.True(t, time.Time(back.T).Equal(ns.Truncate(time.Microsecond)))
	require.Nil(t, wiretime.Ptr(nil))
}
