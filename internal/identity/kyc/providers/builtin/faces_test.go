package builtin_test

import (
	"context"
	"image"
	"image/color"
	"image/draw"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/builtin"
)

func faces(t *testing.T) *builtin.Faces {
	t.Helper()
	m, err := face.Embedded()
	require.NoError(t, err)
	return builtin.NewFaces(m)
}

func jpegOf(img image.Image) providers.Image {
	data := facetest.JPEG(img)
	return providers.Image{ContentType: "image/jpeg", Open: func(context.Context) ([]byte, error) { return data, nil }}
}

func signals(r providers.LivenessResult) []string { return r.Signals }

func failed(r providers.LivenessResult) []string {
	var out []string
	for _, c := range r.Checks {
		if !c.Passed {
			out = append(out, c.Name)
		}
	}
	return out
}

// A selfie is judged on its own: one face, large, centred, frontal, eyes
// open, sharp, well lit; a group is several faces; a picture of no one is
// no face, for a person to look at.
func TestPassiveLiveness(t *testing.T) {
	f := faces(t)
	ctx := context.Background()
	a := facetest.A()

	r, err := f.Check(ctx, jpegOf(facetest.Again(a.Selfie(480), 1)), providers.Hints{LivenessPassed: new(bool)})
	require.NoError(t, err)
	require.True(t, r.Passed)
	require.Empty(t, failed(r), "%+v", r.Checks)
	require.Equal(t, 0.95, r.Score)
	require.False(t, r.MultipleFaces)

	r, err = f.Check(ctx, jpegOf(facetest.Photo("sample1")), providers.Hints{})
	require.NoError(t, err)
	require.True(t, r.MultipleFaces, "three people")
	require.Contains(t, signals(r), builtin.SignalMultipleFaces)

	r, err = f.Check(ctx, jpegOf(facetest.NoFace(640, 480)), providers.Hints{})
	require.NoError(t, err)
	require.False(t, r.Passed)
	require.Equal(t, decision.FaceNotDetected, r.Reason)

	r, err = f.Check(ctx, providers.Image{Open: func(context.Context) ([]byte, error) { return []byte("not a picture"), nil }}, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, decision.FaceNotDetected, r.Reason, "not a picture is no face")

	// The face in a corner of a large picture: small and off centre.
	wide := image.NewRGBA(image.Rect(0, 0, 1600, 1200))
	draw.Draw(wide, wide.Bounds(), image.NewUniform(color.RGBA{120, 130, 140, 255}), image.Point{}, draw.Src)
	draw.Draw(wide, image.Rect(0, 0, 360, 480), a.Selfie(360), image.Point{}, draw.Src)
	r, err = f.Check(ctx, jpegOf(wide), providers.Hints{})
	require.NoError(t, err)
	require.True(t, r.Passed)
	require.Contains(t, failed(r), "centred")
	require.Contains(t, failed(r), "size")
	require.Contains(t, signals(r), builtin.SignalFaceNotCentered)
	require.Less(t, r.Score, decision.DefaultPolicy().LivenessMin, "a person looks")

	// Too dark.
	dark := a.Selfie(480)
	for i := range dark.Pix {
		if i%4 != 3 {
			dark.Pix[i] /= 5
		}
	}
	r, err = f.Check(ctx, jpegOf(dark), providers.Hints{})
	require.NoError(t, err)
	if r.Reason == "" {
		require.Contains(t, signals(r), builtin.SignalPoorLighting, "%+v", r.Checks)
	}
}

// A document's portrait matches a re-photographed selfie of its holder,
// not another person's; a side with no face compares nothing.
func TestFaceMatch(t *testing.T) {
	f := faces(t)
	ctx := context.Background()
	fonts := doctest.RequireFonts(t)
	a, b := facetest.A(), facetest.B()
	doc := doctest.Sample(doctest.TD3, 3)
	doc.Face = a.Crop(400)
	page, err := fonts.Draw(doc)
	require.NoError(t, err)
	front, err := doctest.Photograph(page, doctest.Clean(), 3)
	require.NoError(t, err)
	document := providers.Image{ContentType: "image/png", Open: func(context.Context) ([]byte, error) { return front, nil }}

	for seed := range uint64(3) {
		r, err := f.Compare(ctx, document, jpegOf(facetest.Again(a.Selfie(640), seed)), providers.Hints{})
		require.NoError(t, err)
		require.True(t, r.Passed)
		require.GreaterOrEqual(t, r.Similarity, 0.75, "distance %.3f", r.Distance)
		require.Len(t, r.Descriptors, 2)
		require.Len(t, r.Descriptors[0], 128)
	}
	r, err := f.Compare(ctx, document, jpegOf(facetest.Again(b.Selfie(640), 1)), providers.Hints{})
	require.NoError(t, err)
	require.False(t, r.Passed, "similarity %.3f, distance %.3f", r.Similarity, r.Distance)
	require.Empty(t, r.Reason)

	r, err = f.Compare(ctx, document, jpegOf(facetest.NoFace(640, 480)), providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, decision.FaceNotDetected, r.Reason)
	require.Equal(t, "no face found on the selfie", r.Detail)

	c, cancel := context.WithCancel(ctx)
	cancel()
	_, err = f.Compare(c, document, document, providers.Hints{})
	require.Error(t, err)
	_, err = f.Check(c, document, providers.Hints{})
	require.Error(t, err)
}
