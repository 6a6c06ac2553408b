package docread_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
)

// BenchmarkReadMRZ times one read of a side (prepare, then the MRZ's OCR)
// over a corpus of generated documents, ten of each format and capture,
// and reports the share of MRZ characters read right (char-accuracy-%),
// of documents read without an error (exact-docs-%) or with lookalikes
// only (O for 0, which the MRZ parser's check digits correct:
// lookalike-docs-%), of errors that are fillers (filler-errors-%), and of
// documents with no MRZ found (unread-docs-%). One op is one read; -benchtime 10x reads each document
// of a corpus once:
//
//	MERIDIAN_TEST_OCR=require go test -run '^$' -bench BenchmarkReadMRZ -benchtime 10x -benchmem ./internal/identity/kyc/docread/
func BenchmarkReadMRZ(b *testing.B) {
	path := doctest.RequireTesseract(b)
	fonts := doctest.RequireFonts(b)
	reader := docread.New(docread.Config{Tesseract: path, Pool: docread.NewPool(1)})

	for _, format := range []struct {
		name string
		doctest.Format
	}{{"TD3", doctest.TD3}, {"TD1", doctest.TD1}} {
		for _, capture := range []struct {
			name string
			make func(seed uint64) doctest.Capture
		}{
			{"Clean", func(uint64) doctest.Capture { return doctest.Clean() }},
			{"Degraded", doctest.Degraded},
		} {
			b.Run(format.name+"/"+capture.name, func(b *testing.B) {
				type sample struct {
					mrz  []string
					data []byte
				}
				var corpus []sample
				for i := range 10 {
					seed := uint64(1000*int(format.Format) + i)
					doc := doctest.Sample(format.Format, seed)
					page, err := fonts.Draw(doc)
					require.NoError(b, err)
					data, err := doctest.Photograph(page, capture.make(seed), seed)
					require.NoError(b, err)
					corpus = append(corpus, sample{doc.MRZ, data})
				}

				ctx := context.Background()
				var total doctest.Score
				reads, exact, lookalike, unread := 0, 0, 0, 0
				for i := 0; b.Loop(); i++ {
					s := corpus[i%len(corpus)]
					p, err := reader.Prepare(ctx, s.data)
					require.NoError(b, err)
					var lines []string
					if m, err := reader.ReadMRZ(ctx, p); err == nil {
						lines = m.Lines
					} else {
						unread++
					}
					score := doctest.Compare(s.mrz, lines)
					total = total.Add(score)
					reads++
					switch {
					case score.Errors == 0:
						exact++
					case score.Errors == score.Lookalikes:
						lookalike++
					}
				}
				b.ReportMetric(100*total.Accuracy(), "char-accuracy-%")
				b.ReportMetric(100*float64(exact)/float64(reads), "exact-docs-%")
				b.ReportMetric(100*float64(lookalike)/float64(reads), "lookalike-docs-%")
				b.ReportMetric(100*float64(unread)/float64(reads), "unread-docs-%")
				if total.Errors > 0 {
					b.ReportMetric(100*float64(total.Fillers)/float64(total.Errors), "filler-errors-%")
				}
			})
		}
	}
}
