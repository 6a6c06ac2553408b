package builtin_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/builtin"
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

	missing := builtin.NewDocument(docread.New(docread.Config{Tesseract: filepath.Join(t.TempDir(), "tesseract")}), nil, nil)
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
	reader := builtin.NewDocument(docread.New(docread.Config{}), barcode.New(1), func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) })
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

// A driving licence's back is read by its PDF417: the AAMVA data is the
// side's fields, its expiry the document's; an identity card whose back
// carries a barcode beside its MRZ keeps the barcode's data apart, for the
// cross-check.
func TestLicenceBarcodes(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	ctx := context.Background()
	now := func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) }
	reader := builtin.NewDocument(docread.New(docread.Config{}), barcode.New(1), now)
	back := providers.DocumentSide{Type: "drivers_license", Side: "back"}
	photo := func(doc doctest.Document) providers.Image {
		page, err := fonts.Draw(doc)
		require.NoError(t, err)
		data, err := doctest.Photograph(page, doctest.Clean(), doc.Seed)
		require.NoError(t, err)
		return imageOf(data)
	}

	doc := doctest.Sample(doctest.DL, 5)
	r, err := reader.Read(ctx, photo(doc), back, providers.Hints{})
	require.NoError(t, err)
	require.Empty(t, r.Reason, "%+v", r)
	require.Equal(t, doc.Card.Fields(), r.Fields)
	require.False(t, r.Expired)
	require.Nil(t, r.Barcode, "the barcode's data is the side's fields")
	names := map[string]bool{}
	for _, c := range r.Checks {
		names[c.Name] = c.Passed
	}
	require.True(t, names["barcode.aamva"], "%+v", r.Checks)

	// Expired by the server's clock.
	card := *doc.Card
	card.ExpiryDate = time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	expired := doc
	expired.Card, expired.Barcode = &card, aamva.Compose(card)
	r, err = reader.Read(ctx, photo(expired), back, providers.Hints{})
	require.NoError(t, err)
	require.True(t, r.Expired)

	// AAMVA data without a number does not hold together.
	broken := card
	broken.DocumentNumber = ""
	bad := doc
	bad.Barcode = aamva.Compose(broken)
	r, err = reader.Read(ctx, photo(bad), back, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.MRZCheckFailed, r.Reason)
	require.Nil(t, r.Fields)

	// No barcode at all.
	blank := doc
	blank.Barcode = nil
	r, err = reader.Read(ctx, photo(blank), back, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.DocumentUnreadable, r.Reason)

	// Without the barcode reader, the back goes to a person.
	r, err = builtin.NewDocument(docread.New(docread.Config{}), nil, now).Read(ctx, photo(doc), back, providers.Hints{})
	require.NoError(t, err)
	require.Equal(t, builtin.NotSupported, r.Reason)

	// An identity card's back with an MRZ and a barcode of the same card.
	id := doctest.Sample(doctest.TD1, 6)
	lic := doctest.Licence("NY", "ERIKSSON", "ANNA MARIA", "D23145890", time.Date(1974, 8, 12, 0, 0, 0, 0, time.UTC), "F",
		time.Date(2031, 4, 15, 0, 0, 0, 0, time.UTC))
	id.MRZ = doctest.TD1Lines("UTO", "ERIKSSON", "ANNA MARIA", "D23145890", "UTO", lic.DateOfBirth, "F", lic.ExpiryDate, "")
	id.Barcode = aamva.Compose(lic)
	r, err = reader.Read(ctx, photo(id), providers.DocumentSide{Type: "id_card", Side: "back"}, providers.Hints{})
	require.NoError(t, err)
	require.Empty(t, r.Reason, "%+v", r)
	require.Equal(t, "D23145890", r.Fields["documentNumber"])
	require.Equal(t, lic.Fields(), r.Barcode)
}
