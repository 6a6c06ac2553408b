package builtin_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/kyc/docread"
	"github.com/meridianhq/meridian/internal/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/kyc/providers"
	"github.com/meridianhq/meridian/internal/kyc/providers/builtin"
)

func imageOf(data []byte) providers.Image {
	return providers.Image{ContentType: "image/png", Open: func(context.Context) ([]byte, error) { return data, nil }}
}

// What the reader cannot run is an error for the job to retry; what it does
// not read is a result that sends the document to a person.
func TestDocumentDriver(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doc := doctest.Sample(doctest.TD3, 3)
	page, err := fonts.Draw(doc)
	require.NoError(t, err)
	photo, err := doctest.Photograph(page, doctest.Clean(), doc.Seed)
	require.NoError(t, err)
	ctx := context.Background()

	missing := builtin.NewDocument(docread.New(docread.Config{Tesseract: filepath.Join(t.TempDir(), "tesseract")}), nil)
	require.Error(t, missing.Ready())
	_, err = missing.Read(ctx, imageOf(photo), providers.DocumentSide{Type: "passport", Side: "front"}, providers.Hints{})
	var engine *docread.EngineError
	require.True(t, errors.As(err, &engine), "%v", err)
	require.True(t, providers.IsDeferred(missing), "a read never runs on an upload's request")

	// A driving licence's barcode is not read: to a person, without OCR.
	r, err := missing.Read(ctx, imageOf(photo), providers.DocumentSide{Type: "drivers_license", Side: "back"}, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.NotSupported, r.Reason)
	require.Zero(t, r.Confidence)

	// Not an image at all: unreadable, a result.
	r, err = missing.Read(ctx, imageOf([]byte("%PDF-1.7 not a photograph")), providers.DocumentSide{Type: "passport", Side: "front"}, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.DocumentUnreadable, r.Reason)

	doctest.RequireTesseract(t)
	reader := builtin.NewDocument(docread.New(docread.Config{}), func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) })
	require.NoError(t, reader.Ready())
	r, err = reader.Read(ctx, imageOf(photo), providers.DocumentSide{Type: "passport", Side: "front"}, providers.Hints{})
	require.NoError(t, err)
	require.Empty(t, r.Reason, "%+v", r)
	require.Equal(t, 1.0, r.Confidence)
	require.NotEmpty(t, r.Fields["documentNumber"])
	require.True(t, r.HasPortrait)
	names := map[string]bool{}
	for _, c := range r.Checks {
		names[c.Name] = true
		require.True(t, c.Passed, "%+v", c)
	}
	for _, n := range []string{"quality.resolution", "quality.sharpness", "quality.glare", "quality.in_frame", "mrz.documentNumber", "mrz.composite",
		"visual.document_number", "visual.last_name", "visual.date_of_birth"} {
		require.True(t, names[n], "%s in %v", n, names)
	}

	// The page printing another surname than its zone's: altered.
	altered := doc
	altered.Fields = append([]doctest.Field{}, doc.Fields...)
	for i, f := range altered.Fields {
		if f.Label == "Surname" {
			altered.Fields[i].Value = "WAINWRIGHT"
		}
	}
	page, err = fonts.Draw(altered)
	require.NoError(t, err)
	photo2, err := doctest.Photograph(page, doctest.Clean(), doc.Seed)
	require.NoError(t, err)
	r, err = reader.Read(ctx, imageOf(photo2), providers.DocumentSide{Type: "passport", Side: "front"}, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.DataMismatch, r.Reason, "%+v", r)
	for _, c := range r.Checks {
		require.Equal(t, c.Name != "visual.last_name", c.Passed, "%+v", c)
	}
	// An identity card's front carries no zone: measured, not read.
	r, err = reader.Read(ctx, imageOf(photo), providers.DocumentSide{Type: "id_card", Side: "front"}, providers.Hints{})
	require.NoError(t, err)
	require.Empty(t, r.Fields)
	require.Empty(t, r.Reason)
}
