package barcode_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// A photograph on which ZXing throws (and catches) a C++ exception: the
// compiled module would then call through a garbage pointer, so the read
// is run again in wazero's interpreter, and ends without an error.
func TestExceptionPathsReadRight(t *testing.T) {
	fonts := doctest.RequireFonts(t)
	const seed = 100075 // found by reading a hundred generated licences
	page, err := fonts.Draw(doctest.Sample(doctest.DL, seed))
	require.NoError(t, err)
	data, err := doctest.Photograph(page, doctest.Degraded(seed), seed)
	require.NoError(t, err)
	p, err := docs.Prepare(context.Background(), data)
	require.NoError(t, err)
	r := barcode.New(1)
	_, err = r.Read(context.Background(), p.Upright(2000), barcode.PDF417)
	require.NoError(t, err)
}
