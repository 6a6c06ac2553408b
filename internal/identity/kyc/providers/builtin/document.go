// Package builtin holds the checks Meridian runs on the machine it runs on,
// with no network and no hint: the document reader, which reads the
// machine-readable zone with Tesseract (package docread), checks it
// (package mrz), reads the barcodes of cards (package barcode: the PDF417
// of North American licences and identity cards, parsed by package aamva,
// and QR codes) and measures the photograph's quality. Live mode uses them
// where they are installed; test mode keeps the hint-driven mocks unless an
// organization chooses otherwise.
package builtin

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/barcode"
	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/visual"
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
	// NotSupported: the builtin reader cannot read this document's
	// machine-readable part (a driving licence's barcode, without the
	// barcode reader).
	NotSupported = decision.ProviderUnavailable
)

// barcodeWidth is the most pixels across the document is given to the
// barcode reader at.
const barcodeWidth = 2000

// barcodeTimeout bounds a side's barcode read, as Tesseract's runs are
// bounded: a read that takes longer is a failure the job retries.
const barcodeTimeout = slower * 10 * time.Second

// Document reads identity documents: the side that carries a
// machine-readable zone (a passport's photo page, the back of an identity
// card or a residence permit) is read and checked; every side's quality is
// measured against the thresholds.
type Document struct {
	reader     *docread.Reader
	barcodes   *barcode.Reader
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

// NewDocument returns the builtin document reader over r, reading cards'
// barcodes with b (none read when nil), judging quality by
// docread.DefaultThresholds and expiry on the clock now (time.Now when
// nil).
func NewDocument(r *docread.Reader, b *barcode.Reader, now func() time.Time) *Document {
	if now == nil {
		now = time.Now
	}
	return &Document{reader: r, barcodes: b, thresholds: docread.DefaultThresholds(), now: now}
}

// Ready reports why the reader cannot run (Tesseract or its English model
// missing, the barcode reader not compiling), nil when it can.
func (d *Document) Ready() error {
	err := d.reader.Available()
	if d.barcodes != nil {
		err = errors.Join(err, d.barcodes.Ready())
	}
	return err
}

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
	if pt, ok := page.Portrait(); ok {
		out.HasPortrait = true
		if out.Portrait, err = pt.PNG(); err != nil {
			return providers.OCRResult{}, err
		}
	}
	// Cards print their barcodes on the back (a licence's PDF417, the QR
	// code of some identity cards); a passport's page carries none.
	var card *aamva.Card
	if documentType != "passport" && side == "back" && d.barcodes != nil {
		if card, err = d.readBarcodes(ctx, page, &out); err != nil {
			return providers.OCRResult{}, err
		}
	}
	if documentType == "drivers_license" && side == "back" {
		return d.licence(out, card), nil
	}
	if card != nil && card.Valid() {
		out.Barcode = card.Fields()
	}
	if !carriesMRZ(documentType, side) {
		if documentType == "id_card" || documentType == "residence_permit" {
			// The card's other side carries the zone: what this side
			// prints is kept for the session's cross-check against it.
			if out.Text, err = d.reader.ReadText(ctx, page); err != nil {
				return providers.OCRResult{}, err
			}
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
	out.Fields = mergeFields(out.Fields, read.Fields())
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
		printed, readable := visual.Checks(text, visual.Of(read))
		out.Checks = append(out.Checks, printed...)
		for _, c := range printed {
			if readable && !c.Passed {
				out.Reason = DataMismatch
			}
		}
	}
	return out, nil
}

// readBarcodes reads the side's barcodes, records each as a sub-check on
// out, and returns the AAMVA data of the first PDF417 holding some (nil
// when none does). A QR code's content is recorded as the field qrCode:
// no standard says what a document's QR code holds.
func (d *Document) readBarcodes(ctx context.Context, page *docread.Page, out *providers.OCRResult) (*aamva.Card, error) {
	ctx, cancel := context.WithTimeout(ctx, barcodeTimeout)
	defer cancel()
	symbols, err := d.barcodes.Read(ctx, page.Upright(barcodeWidth), barcode.PDF417, barcode.QRCode)
	if err != nil {
		return nil, fmt.Errorf("read barcodes: %w", err)
	}
	var card *aamva.Card
	for _, s := range symbols {
		switch s.Format {
		case barcode.QRCode:
			out.Checks = append(out.Checks, providers.SubCheck{Name: "barcode.qr", Passed: true, Detail: "a QR code was read"})
			if out.Fields == nil {
				out.Fields = map[string]string{}
			}
			out.Fields["qrCode"] = s.Text
		case barcode.PDF417:
			c, err := aamva.Parse(s.Bytes)
			if err != nil {
				out.Checks = append(out.Checks, providers.SubCheck{Name: "barcode.pdf417", Passed: true, Detail: "a PDF417 barcode without AAMVA data"})
				continue
			}
			if card != nil {
				continue
			}
			card = c
			check := providers.SubCheck{Name: "barcode.aamva", Passed: c.Valid(), Detail: fmt.Sprintf("AAMVA version %d, %s subfile", c.Version, c.Type)}
			out.Checks = append(out.Checks, check)
			for _, p := range c.Problems {
				out.Checks = append(out.Checks, providers.SubCheck{Name: "aamva." + p.Element, Passed: false, Detail: p.Detail})
			}
		}
	}
	return card, nil
}

// licence judges a driving licence's back by its barcode: the AAMVA data
// is the side's fields, its expiry the document's.
func (d *Document) licence(out providers.OCRResult, card *aamva.Card) providers.OCRResult {
	switch {
	case d.barcodes == nil:
		out.Confidence, out.Reason = 0, NotSupported
	case card == nil:
		out.Confidence, out.Reason = 0, DocumentUnreadable
		out.Checks = append(out.Checks, providers.SubCheck{Name: "barcode.aamva", Passed: false,
			Detail: "no PDF417 barcode with AAMVA data was read"})
	case !card.Valid():
		out.Confidence, out.Reason = 0, MRZCheckFailed
	default:
		out.Fields = mergeFields(out.Fields, card.Fields())
		out.Expired = card.Expired(d.now())
	}
	return out
}

func mergeFields(into, from map[string]string) map[string]string {
	if into == nil {
		return from
	}
	maps.Copy(into, from)
	return into
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
