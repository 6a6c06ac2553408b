package mock_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/providerstest"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func TestConformance(t *testing.T) { providerstest.Run(t, mock.Set()) }

func TestDefaultsAndHints(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	set := mock.Set()
	img := providerstest.Image()
	var none providers.Hints
	o, _ := set.OCR.Read(ctx, img, providers.DocumentSide{Type: "passport", Side: "front"}, none)
	require.Equal(t, 0.92, o.Confidence)
	require.Equal(t, 0.9, o.Quality)
	l, _ := set.Liveness.Check(ctx, img, none)
	require.Equal(t, 0.94, l.Score)
	require.True(t, l.Passed)
	f, _ := set.FaceMatch.Compare(ctx, img, img, none)
	require.Equal(t, 0.9, f.Similarity)
	a, _ := set.Address.Verify(ctx, providers.AddressInput{Methods: []string{"geocode_lookup"}}, none)
	require.Equal(t, 0.9, a.Score)
	require.True(t, a.Passed)
	// No method could check the address (the device's location was not
	// shared): it fails, whatever the hints say.
	yes := true
	a, _ = set.Address.Verify(ctx, providers.AddressInput{}, providers.Hints{AddressPassed: &yes})
	require.Equal(t, providers.AddressResult{}, a)

	// Both spellings, and pass at 0.5.
	for _, spelling := range [][2]string{{"score", "passed"}, {"liveness_score", "liveness_passed"}} {
		var h providers.Hints
		var v errs.Validation
		providers.ParseHint(&h, &v, spelling[0], "0.5")
		require.NoError(t, v.Err())
		l, _ = set.Liveness.Check(ctx, img, h)
		require.Equal(t, 0.5, l.Score)
		require.True(t, l.Passed, "passes at 0.5")
		providers.ParseHint(&h, &v, spelling[1], "0")
		l, _ = set.Liveness.Check(ctx, img, h)
		require.False(t, l.Passed)
	}
	var h providers.Hints
	var v errs.Validation
	providers.ParseHint(&h, &v, "similarityScore", "0.4999")
	providers.ParseHint(&h, &v, "multipleFaces", "true")
	providers.ParseHint(&h, &v, "expired", "1")
	require.NoError(t, v.Err())
	f, _ = set.FaceMatch.Compare(ctx, img, img, h)
	require.False(t, f.Passed)
	l, _ = set.Liveness.Check(ctx, img, h)
	require.True(t, l.MultipleFaces)
	o, _ = set.OCR.Read(ctx, img, providers.DocumentSide{Type: "passport", Side: "front"}, h)
	require.True(t, o.Expired)

	for name, bad := range map[string]string{"score": "1.5", "confidence": "-0.1", "address_score": "high", "passed": "yes", "face_similarity": "NaN"} {
		var v errs.Validation
		providers.ParseHint(&h, &v, name, bad)
		err := v.Err()
		require.Equal(t, "validation_failed", errs.As(err).Key, name)
		require.Contains(t, errs.As(err).Fields, name)
	}
}
