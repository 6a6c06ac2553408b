package face_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
)

// A picture asked of again is answered from memory: the same faces and
// descriptors, as copies its callers may change.
func TestModelRemembers(t *testing.T) {
	t.Parallel()
	m, err := face.Embedded()
	require.NoError(t, err)
	ctx := context.Background()
	img := facetest.A().Selfie(480)
	first, err := m.Detect(ctx, face.PictureOf(img))
	require.NoError(t, err)
	require.NotEmpty(t, first)
	want := first[0]
	first[0].X = -1 // a caller's change is its own
	again, err := m.Detect(ctx, face.PictureOf(img))
	require.NoError(t, err)
	require.Equal(t, want, again[0])
	d1, err := m.Describe(ctx, face.PictureOf(img), again[0])
	require.NoError(t, err)
	d2, err := m.Describe(ctx, face.PictureOf(img), again[0])
	require.NoError(t, err)
	require.Equal(t, d1, d2)
	close, err := m.DetectClose(ctx, face.PictureOf(img))
	require.NoError(t, err)
	require.NotEmpty(t, close, "looked at close up, apart from the other way")
}

// An uncached model looks at every picture afresh, with the same answers.
func TestUncached(t *testing.T) {
	t.Parallel()
	m, err := face.Embedded()
	require.NoError(t, err)
	ctx := context.Background()
	img := facetest.B().Selfie(480)
	cached, err := m.Detect(ctx, face.PictureOf(img))
	require.NoError(t, err)
	fresh, err := m.Uncached().Detect(ctx, face.PictureOf(img))
	require.NoError(t, err)
	require.Equal(t, cached, fresh)
}
