// Package builtin holds the checks Meridian runs on the machine it runs on,
// with no network and no hint: the document reader, which reads the
// machine-readable zone with Tesseract (package docread), checks it
// (package mrz) and measures the photograph's quality. Live mode uses them
// where they are installed; test mode keeps the hint-driven mocks unless an
// organization chooses otherwise.
package builtin

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/kyc/decision"
	"github.com/meridianhq/meridian/internal/kyc/docread"
	"github.com/meridianhq/meridian/internal/kyc/mrz"
	"github.com/meridianhq/meridian/internal/kyc/providers"
)

// The reasons a document side gives the decision.
const (
	// DocumentUnreadable: no machine-readable zone could be read where the
	// document carries one, or the upload is no document photograph.
	DocumentUnreadable = decision.DocumentUnreadable
	// MRZCheckFailed: the zone was read, and a check digit or a field's
	// form does not hold (a misread or a tampered document).
	MRZCheckFailed = decision.MRZCheckFailed
	// LowImageQuality: the photograph misses a quality bound (resolution,
	// sharpness, glare, the whole document in frame).
	LowImageQuality = decision.LowImageQuality
	// DataMismatch: the page's visual zone does not print what its
	// machine-readable zone says.
	DataMismatch = decision.DataMismatch
	// NotSupported: the builtin reader does not read this document's
	// machine-readable part (a driving licence's barcode).
	NotSupported = decision.ProviderUnavailable
)

// Document reads identity documents: the side that carries a
// machine-readable zone (a passport's photo page, the back of an identity
// card or a residence permit) is read and checked; every side's quality is
// measured against the thresholds.
type Document struct {
	reader     *docread.Reader
	thresholds docread.Thresholds
	now        func() time.Time
}

var (
	_ providers.OCR      = (*Document)(nil)
	_ providers.Deferred = (*Document)(nil)
)

// Deferred marks the reader as one that runs in the verification job: a
// read takes a Tesseract run, never on an upload's request.
func (d *Document) Deferred() {}

// NewDocument returns the builtin document reader over r, judging quality
// by docread.DefaultThresholds and expiry on the clock now (time.Now when
// nil).
func NewDocument(r *docread.Reader, now func() time.Time) *Document {
	if now == nil {
		now = time.Now
	}
	return &Document{reader: r, thresholds: docread.DefaultThresholds(), now: now}
}

// Ready reports why the reader cannot run (Tesseract or its English model
// missing), nil when it can.
func (d *Document) Ready() error { return d.reader.Available() }

// carriesMRZ reports whether a side of a document type carries a
// machine-readable zone.
func carriesMRZ(documentType, side string) bool {
	switch documentType {
	case "passport":
		return side == "front"
	case "id_card", "residence_permit":
		return side == "back"
	}
	return false
}

// Read reads one side of a document. Hints are ignored: what the person
// sent says nothing of what the document holds. An image that is not a
// readable document is a result (DocumentUnreadable), not an error; the
// reader's own failures (Tesseract missing, crashing or timing out) are
// errors, which the verification job retries.
func (d *Document) Read(ctx context.Context, img providers.Image, doc providers.DocumentSide, _ providers.Hints) (providers.OCRResult, error) {
	documentType, side := doc.Type, doc.Side
	data, err := img.Open(ctx)
	if err != nil {
		return providers.OCRResult{}, fmt.Errorf("open the image: %w", err)
	}
	page, err := d.reader.Prepare(ctx, data)
	if res, ok := unreadable(err); ok {
		return res, nil
	}
	if err != nil {
		return providers.OCRResult{}, err
	}
	out := providers.OCRResult{Confidence: 1, Quality: 1}
	bounds := d.thresholds
	if q := doc.Quality; q != (providers.Quality{}) {
		bounds.MinResolution = cmp.Or(q.MinResolution, bounds.MinResolution)
		bounds.MinSharpness = cmp.Or(q.MinSharpness, bounds.MinSharpness)
		bounds.MaxGlare = cmp.Or(q.MaxGlare, bounds.MaxGlare)
	}
	for _, j := range bounds.Judge(page.Quality()) {
		out.Checks = append(out.Checks, providers.SubCheck{Name: "quality." + j.Name, Score: &j.Value, Threshold: &j.Bound, Passed: j.Passed})
		if !j.Passed {
			out.Quality, out.Reason = 0, LowImageQuality
		}
	}
	if _, ok := page.Portrait(); ok {
		out.HasPortrait = true
	}
	if !carriesMRZ(documentType, side) {
		if documentType == "drivers_license" {
			out.Confidence, out.Reason = 0, NotSupported
		}
		return out, nil
	}
	zone, err := d.reader.ReadMRZ(ctx, page)
	if res, ok := unreadable(err); ok {
		res.Checks, res.Quality = out.Checks, out.Quality
		return res, nil
	}
	if err != nil {
		return providers.OCRResult{}, err
	}
	now := d.now()
	read, err := mrz.Parse(strings.Join(zone.Lines, "\n"), now)
	if err != nil {
		out.Confidence, out.Reason = 0, DocumentUnreadable
		out.Checks = append(out.Checks, providers.SubCheck{Name: "mrz", Passed: false, Detail: err.Error()})
		return out, nil
	}
	out.Fields = read.Fields()
	for _, c := range read.Checks {
		out.Checks = append(out.Checks, providers.SubCheck{Name: "mrz." + c.Name, Passed: c.Passed, Detail: string(c.Kind)})
	}
	if !read.Valid {
		// A zone that does not hold together proves nothing: neither its
		// fields nor its expiry are taken.
		out.Confidence, out.Reason, out.Fields = 0, MRZCheckFailed, nil
		return out, nil
	}
	out.Expired = read.Expired(now)
	if documentType == "passport" && out.Reason == "" {
		// The photo page prints what its zone says: a page whose printed
		// number, surname or date of birth is not the zone's was altered
		// (or is two documents' halves).
		text, err := d.reader.ReadText(ctx, page)
		if err != nil {
			return providers.OCRResult{}, err
		}
		visual, readable := VisualChecks(text, read)
		out.Checks = append(out.Checks, visual...)
		for _, c := range visual {
			if readable && !c.Passed {
				out.Reason = DataMismatch
			}
		}
	}
	return out, nil
}

// unreadable turns the reader's verdict on an image (not a photograph of a
// document, no zone found) into a side's result.
func unreadable(err error) (providers.OCRResult, bool) {
	var bad *docread.ImageError
	if !errors.As(err, &bad) {
		return providers.OCRResult{}, false
	}
	return providers.OCRResult{Reason: DocumentUnreadable,
		Checks: []providers.SubCheck{{Name: "image", Passed: false, Detail: string(bad.Reason)}}}, true
}
