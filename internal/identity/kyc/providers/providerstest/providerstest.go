// Package providerstest is the conformance test every implementation of
// the verification providers must pass.
package providerstest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// Image returns a small usable image for providers under test.
func Image() providers.Image {
	return providers.Image{ContentType: "image/png", Width: 640, Height: 480,
		Open: func(context.Context) ([]byte, error) { return []byte("png"), nil }}
}

// Run checks that every provider of set answers scores within [0, 1],
// honours a cancelled context with an error, and refuses a missing image
// with an error rather than a result.
func Run(t *testing.T, set providers.Set) {
	ctx := context.Background()
	img := Image()
	var none providers.Hints
	t.Run("scores in range", func(t *testing.T) {
		o, err := set.OCR.Read(ctx, img, providers.DocumentSide{Type: "passport", Side: "front"}, none)
		require.NoError(t, err)
		inRange(t, o.Confidence, o.Quality)
		l, err := set.Liveness.Check(ctx, img, none)
		require.NoError(t, err)
		inRange(t, l.Score)
		f, err := set.FaceMatch.Compare(ctx, img, img, none)
		require.NoError(t, err)
		inRange(t, f.Similarity)
		a, err := set.Address.Verify(ctx, providers.AddressInput{Line1: "1 Main St", City: "Lagos", Country: "NG", Methods: []string{"geocode_lookup"}}, none)
		require.NoError(t, err)
		inRange(t, a.Score)
	})
	t.Run("cancelled context", func(t *testing.T) {
		c, cancel := context.WithCancel(ctx)
		cancel()
		_, err := set.OCR.Read(c, img, providers.DocumentSide{Type: "passport", Side: "front"}, none)
		require.Error(t, err)
		_, err = set.Liveness.Check(c, img, none)
		require.Error(t, err)
		_, err = set.FaceMatch.Compare(c, img, img, none)
		require.Error(t, err)
		_, err = set.Address.Verify(c, providers.AddressInput{}, none)
		require.Error(t, err)
	})
	t.Run("missing image", func(t *testing.T) {
		_, err := set.OCR.Read(ctx, providers.Image{}, providers.DocumentSide{Type: "passport", Side: "front"}, none)
		require.Error(t, err)
		_, err = set.Liveness.Check(ctx, providers.Image{}, none)
		require.Error(t, err)
	})
}

func inRange(t *testing.T, scores ...float64) {
	for _, s := range scores {
		require.GreaterOrEqual(t, s, 0.0)
		require.LessOrEqual(t, s, 1.0)
	}
}
