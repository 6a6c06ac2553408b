package main

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// The benchmark runs end to end on a corpus of four documents, two
// tampered, a blank and a noise image, and prints every figure; no
// tampered document, blank or noise is read as a valid zone. Not
// parallel: its one-core pass sets GOMAXPROCS.
func TestSmallCorpus(t *testing.T) {
	doctest.RequireTesseract(t)
	doctest.RequireFonts(t)

	var out bytes.Buffer
	cfg := config{documents: 4, tampered: 2, blanks: 1, seed: 1, oneCore: true, misses: 20, explain: true, visual: true}
	require.NoError(t, run(context.Background(), &out, cfg))
	t.Log(out.String())
	for _, want := range []string{
		"command: docbench -n 4 -seed 1 -tampered 2 -blanks 1 -pool 0",
		"corpus: 4 documents",
		"documentNumber",
		"issuingState",
		"tampered documents (one character of the number or a date changed, check digits left): 2",
		"valid with the changed value     0 (0.0%)",
		"blank and noise images: 2; valid 0 (goal 0)",
		"read time of a side on one core (GOMAXPROCS=1, a pool of one slot): 4 documents",
		"throughput, a pool of",
		"memory of a read: Go heap allocated",
		"visual zone against the zone",
	} {
		require.Contains(t, out.String(), want)
	}
	require.Regexp(t, `(?m)^clean +2 `, out.String())
	require.Regexp(t, `(?m)^degraded +2 `, out.String())
	require.Regexp(t, `(?m)^  clean altered +1: mismatch 1$`, out.String(), "the clean passport's altered page is found")
}
