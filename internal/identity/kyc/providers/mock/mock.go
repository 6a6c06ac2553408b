// Package mock implements the verification providers from hints, with the
// contract's default scores when a hint is absent: OCR 0.92, quality 0.9,
// liveness 0.94, face similarity 0.9, address 0.9; a check passes at a score
// of 0.5 or more unless a pass/fail hint says otherwise. An address that no
// method could check (the only one was the device's location, not shared)
// fails with a score of 0, as Arkyc's address check scores a method it
// could not perform.
package mock

import (
	"context"
	"errors"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// Defaults without hints.
const (
	DefaultOCR       = 0.92
	DefaultQuality   = 0.9
	DefaultLiveness  = 0.94
	DefaultFaceMatch = 0.9
	DefaultAddress   = 0.9
	PassAt           = 0.5
)

// Set returns the mock providers.
func Set() providers.Set {
	return providers.Set{OCR: ocr{}, Liveness: liveness{}, FaceMatch: faceMatch{}, Address: address{}}
}

func or[T any](p *T, def T) T {
	if p != nil {
		return *p
	}
	return def
}

func usable(ctx context.Context, img providers.Image) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if img.Width == 0 || img.Height == 0 {
		return errors.New("mock provider: no image")
	}
	return nil
}

type ocr struct{}

func (ocr) Read(ctx context.Context, img providers.Image, doc providers.DocumentSide, h providers.Hints) (providers.OCRResult, error) {
	if err := usable(ctx, img); err != nil {
		return providers.OCRResult{}, err
	}
	return providers.OCRResult{
		Fields:      map[string]string{"document_type": doc.Type, "side": doc.Side},
		Confidence:  or(h.OCRConfidence, DefaultOCR),
		Quality:     or(h.Quality, DefaultQuality),
		Expired:     or(h.Expired, false),
		HasPortrait: doc.Side == "front",
	}, nil
}

type liveness struct{}

func (liveness) Check(ctx context.Context, selfie providers.Image, h providers.Hints) (providers.LivenessResult, error) {
	if err := usable(ctx, selfie); err != nil {
		return providers.LivenessResult{}, err
	}
	score := or(h.LivenessScore, DefaultLiveness)
	return providers.LivenessResult{Score: score, Passed: or(h.LivenessPassed, score >= PassAt),
		MultipleFaces: or(h.MultipleFaces, false)}, nil
}

type faceMatch struct{}

// CheckActive judges an active attempt as a selfie: by hints.
func (l liveness) CheckActive(ctx context.Context, a providers.Attempt, h providers.Hints) (providers.LivenessResult, error) {
	return l.Check(ctx, a.Selfie, h)
}

func (faceMatch) Compare(ctx context.Context, document, selfie providers.Image, h providers.Hints) (providers.FaceMatchResult, error) {
	if err := usable(ctx, document); err != nil {
		return providers.FaceMatchResult{}, err
	}
	if err := usable(ctx, selfie); err != nil {
		return providers.FaceMatchResult{}, err
	}
	s := or(h.FaceSimilarity, DefaultFaceMatch)
	return providers.FaceMatchResult{Similarity: s, Passed: or(h.FaceMatchPassed, s >= PassAt)}, nil
}

type address struct{}

func (address) Verify(ctx context.Context, in providers.AddressInput, h providers.Hints) (providers.AddressResult, error) {
	if err := ctx.Err(); err != nil {
		return providers.AddressResult{}, err
	}
	if len(in.Methods) == 0 {
		return providers.AddressResult{}, nil // no method could check it
	}
	s := or(h.AddressScore, DefaultAddress)
	return providers.AddressResult{Score: s, Passed: or(h.AddressPassed, s >= PassAt)}, nil
}
