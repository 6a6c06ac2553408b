package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// printLicences reads n generated driving-licence backs (doctest's DL:
// a PDF417 at error-correction level 5 holding AAMVA data for a made-up
// person), half photographed clean and half degraded, on the builtin
// driver's path (Prepare, the upright document to the barcode reader with
// one instance, aamva.Parse), and prints the share read with every field
// exact beside the MRZ's goals, the documents read with a wrong field
// (the PDF417's error correction should make that none), the read time
// of the barcode stage at p50 and p95, and the blank and noise images
// read as a card.
func printLicences(ctx context.Context, w io.Writer, fonts *doctest.Fonts, n int, seed uint64, blanks []*sample) error {
	docs := docread.New(docread.Config{Pool: docread.NewPool(1)})
	codes := barcode.New(1)
	start := time.Now()
	if err := codes.Ready(); err != nil {
		return err
	}
	compiled := time.Since(start)
	var exact, wrong, total [2]int
	var times []time.Duration
	read := func(data []byte) (*aamva.Card, error) {
		page, err := docs.Prepare(ctx, data)
		if err != nil {
			return nil, nil
		}
		began := time.Now()
		symbols, err := codes.Read(ctx, page.Upright(2000), barcode.PDF417)
		times = append(times, time.Since(began))
		if err != nil {
			return nil, err
		}
		for _, s := range symbols {
			if card, err := aamva.Parse(s.Bytes); err == nil {
				return card, nil
			}
		}
		return nil, nil
	}
	for i := range n {
		s := seed*100_000 + uint64(i)
		doc := doctest.Sample(doctest.DL, s)
		page, err := fonts.Draw(doc)
		if err != nil {
			return err
		}
		kind, capture := i%2, doctest.Clean()
		if kind == 1 {
			capture = doctest.Degraded(s)
		}
		data, err := doctest.Photograph(page, capture, s)
		if err != nil {
			return err
		}
		card, err := read(data)
		if err != nil {
			return err
		}
		total[kind]++
		switch {
		case card == nil:
		case card.Valid() && maps.Equal(card.Fields(), doc.Card.Fields()):
			exact[kind]++
		default:
			wrong[kind]++
		}
	}
	falseCards := 0
	for _, b := range blanks {
		card, err := read(b.data)
		if err != nil {
			return err
		}
		if card != nil {
			falseCards++
		}
	}
	fmt.Fprintf(w, "\ndriving-licence backs (PDF417, AAMVA; ZXing-C++ as WebAssembly in wazero, compiled in %s): %d generated, half clean, half degraded\n",
		compiled.Round(time.Millisecond), n)
	for kind, name := range []string{"clean", "degraded"} {
		goal := goalClean
		if kind == 1 {
			goal = goalDegraded
		}
		fmt.Fprintf(w, "  %-8s every field exact %5.1f%% (%d/%d; goal ≥ %.0f%%), read with a wrong field %d\n",
			name, share(exact[kind], total[kind]), exact[kind], total[kind], 100*goal, wrong[kind])
	}
	fmt.Fprintf(w, "  blank and noise images read as a card: %d of %d\n", falseCards, len(blanks))
	fmt.Fprintf(w, "  barcode stage (the upright document to the reader, one instance): p50 %s, p95 %s\n",
		loadgen.Percentile(times, 0.5).Round(time.Millisecond), loadgen.Percentile(times, 0.95).Round(time.Millisecond))
	return nil
}
