// Package providers defines the checks a verification runs — OCR of the
// identity document with portrait extraction, liveness of a selfie, face
// match between the two, and address verification — as interfaces, so that
// vendors plug in behind them. Package mock implements them from hint fields
// for test mode.
package providers

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Image is an uploaded image, read on demand from storage.
type Image struct {
	ContentType string
	Width       int
	Height      int
	Open        func(ctx context.Context) ([]byte, error)
}

// OCRResult is what the document reader found on one side.
type OCRResult struct {
	Fields     map[string]string `json:"fields,omitempty"`
	Confidence float64           `json:"confidence"`
	Quality    float64           `json:"quality"`
	Expired    bool              `json:"expired"`
	// HasPortrait is true when a face was extracted from the document.
	HasPortrait bool `json:"has_portrait"`
	// Reason is the decision reason the side gives on its own
	// (DOCUMENT_UNREADABLE, MRZ_CHECK_FAILED, LOW_IMAGE_QUALITY, …), empty
	// when it gives none.
	Reason string `json:"reason,omitempty"`
	// Checks are the reader's sub-checks, each with its result.
	Checks []SubCheck `json:"checks,omitempty"`
	// Barcode is what the side's barcode holds (the AAMVA data of a
	// PDF417, named as Fields are) where Fields come from another
	// machine-readable part, the MRZ: the two are cross-checked. A side
	// whose only machine-readable part is its barcode (a driving
	// licence's back) has its data in Fields.
	Barcode map[string]string `json:"barcode,omitempty"`
	// Text is what OCR read on a side that prints the holder's data but
	// carries no machine-readable part (an identity card's front), for
	// the cross-check against the zone of the other side, made in the
	// same verification: it is neither stored nor shown.
	Text string `json:"-"`
	// Portrait is the holder's photograph printed on the side, cropped
	// upright, as PNG, when the reader found it: kept as an upload of its
	// own (document_portrait) for the face checks. Not part of the result.
	Portrait []byte `json:"-"`
}

// SubCheck is one named check of a stage: its score and the threshold it
// was held to where it has them, and whether it passed.
type SubCheck struct {
	Name      string   `json:"name"`
	Score     *float64 `json:"score,omitempty"`
	Threshold *float64 `json:"threshold,omitempty"`
	Passed    bool     `json:"passed"`
	// Detail says more, for people (what kind of check, why it failed).
	Detail string `json:"detail,omitempty"`
	// Frame is the frame of an active liveness attempt the check was
	// judged on (counting from 0), where it was.
	Frame *int `json:"frame,omitempty"`
}

// LivenessResult is one selfie attempt's result.
type LivenessResult struct {
	Score         float64 `json:"score"`
	Passed        bool    `json:"passed"`
	MultipleFaces bool    `json:"multiple_faces"`
	// Reason is the decision reason the attempt gives on its own when it
	// proves nothing either way (FACE_NOT_DETECTED,
	// LIVENESS_NOT_PERFORMED): a person looks at it.
	Reason string `json:"reason,omitempty"`
	// Checks are the driver's sub-checks; Signals the spoof signals it
	// raised, as Arkyc names them (multipleFaces, faceNotCentered,
	// poorLighting).
	Checks  []SubCheck `json:"checks,omitempty"`
	Signals []string   `json:"signals,omitempty"`
}

// FaceMatchResult compares the document portrait with a selfie.
type FaceMatchResult struct {
	Similarity float64 `json:"similarity"`
	Passed     bool    `json:"passed"`
	// Reason is the decision reason when nothing could be compared
	// (FACE_NOT_DETECTED), with Detail saying where.
	Reason string `json:"reason,omitempty"`
	Detail string `json:"detail,omitempty"`
	// Distance is the builtin driver's distance between the two faces'
	// descriptors (the similarity is calibrated from it).
	Distance float64 `json:"distance,omitempty"`
	// Descriptors are the two faces' descriptors (the document's, the
	// selfie's): biometric data, kept sealed with the session's checks
	// and never shown (see Checks.Public).
	Descriptors [][]float32 `json:"descriptors,omitempty"`
}

// AddressInput is the address to verify. Methods are those the submission
// allows (device_location only with coordinates); with none, nothing can
// confirm the address.
type AddressInput struct {
	Line1, City, Country string
	Latitude, Longitude  *float64
	Methods              []string
	// MaxDistanceKm is how far from the address the device may be (the
	// workflow's; 0 takes the driver's default).
	MaxDistanceKm float64
}

// AddressResult is the address check's result. Methods are the methods
// performed.
type AddressResult struct {
	Score   float64  `json:"score"`
	Passed  bool     `json:"passed"`
	Methods []string `json:"methods,omitempty"`
}

// DocumentSide is what a document reader is asked to read: the
// document's type, the side, and the bounds the workflow holds its
// photograph's quality to.
type DocumentSide struct {
	Type, Side string
	Quality    Quality
}

// Quality bounds a document photograph's quality; a zero bound is the
// reader's default.
type Quality struct {
	// MinResolution is the least width of the document, in pixels.
	MinResolution float64 `json:"min_resolution,omitempty"`
	// MinSharpness is the least variance of the Laplacian of the
	// document, upright and 1,000 pixels wide.
	MinSharpness float64 `json:"min_sharpness,omitempty"`
	// MaxGlare is the largest share of the document's pixels saturated.
	MaxGlare float64 `json:"max_glare,omitempty"`
}

// OCR reads identity documents.
type OCR interface {
	Read(ctx context.Context, img Image, doc DocumentSide, h Hints) (OCRResult, error)
}

// Liveness judges whether a selfie shows a live person.
type Liveness interface {
	Check(ctx context.Context, selfie Image, h Hints) (LivenessResult, error)
}

// Frame is one frame of an active liveness attempt, with its time from
// the attempt's start.
type Frame struct {
	Image
	At time.Duration
}

// Attempt is an active liveness attempt: the selfie, the frames in order,
// the challenges asked in order and when each one's prompt appeared. The
// frames before the first prompt show the face at rest; the frames from a
// prompt to the next show its challenge performed.
type Attempt struct {
	Selfie         Image
	Frames         []Frame
	Challenges     []string
	ChallengeTimes []time.Duration
}

// ActiveLiveness is a liveness driver that judges active attempts. A
// driver without it is given the selfie alone, and an active workflow then
// sends the session to a person (LIVENESS_NOT_PERFORMED).
type ActiveLiveness interface {
	CheckActive(ctx context.Context, a Attempt, h Hints) (LivenessResult, error)
}

// FaceMatch compares two faces.
type FaceMatch interface {
	Compare(ctx context.Context, document, selfie Image, h Hints) (FaceMatchResult, error)
}

// Address verifies addresses.
type Address interface {
	Verify(ctx context.Context, in AddressInput, h Hints) (AddressResult, error)
}

// Deferred is implemented by a document reader whose work is heavy (OCR
// on this machine): it reads in the verification job, over every side at
// once, rather than on the upload's request.
type Deferred interface {
	// Deferred marks the reader.
	Deferred()
}

// IsDeferred reports whether the reader reads in the verification job.
func IsDeferred(r OCR) bool {
	_, ok := r.(Deferred)
	return ok
}

// Set is one implementation of every check; a stage no driver runs is nil
// (its sessions go to a person).
type Set struct {
	OCR       OCR
	Liveness  Liveness
	FaceMatch FaceMatch
	Address   Address
}

// Hints script the mock providers in test mode. Nil fields take defaults.
type Hints struct {
	OCRConfidence   *float64 `json:"ocr_confidence,omitempty"`
	Quality         *float64 `json:"quality_score,omitempty"`
	Expired         *bool    `json:"expired,omitempty"`
	LivenessScore   *float64 `json:"liveness_score,omitempty"`
	LivenessPassed  *bool    `json:"liveness_passed,omitempty"`
	MultipleFaces   *bool    `json:"multiple_faces,omitempty"`
	FaceSimilarity  *float64 `json:"face_similarity,omitempty"`
	FaceMatchPassed *bool    `json:"face_match_passed,omitempty"`
	AddressScore    *float64 `json:"address_score,omitempty"`
	AddressPassed   *bool    `json:"address_passed,omitempty"`
}

// hintNames maps every accepted spelling to its setter.
var hintNames = map[string]func(h *Hints) (score **float64, flag **bool){
	"confidence":        func(h *Hints) (**float64, **bool) { return &h.OCRConfidence, nil },
	"ocr_confidence":    func(h *Hints) (**float64, **bool) { return &h.OCRConfidence, nil },
	"quality_score":     func(h *Hints) (**float64, **bool) { return &h.Quality, nil },
	"expired":           func(h *Hints) (**float64, **bool) { return nil, &h.Expired },
	"score":             func(h *Hints) (**float64, **bool) { return &h.LivenessScore, nil },
	"liveness_score":    func(h *Hints) (**float64, **bool) { return &h.LivenessScore, nil },
	"passed":            func(h *Hints) (**float64, **bool) { return nil, &h.LivenessPassed },
	"liveness_passed":   func(h *Hints) (**float64, **bool) { return nil, &h.LivenessPassed },
	"multipleFaces":     func(h *Hints) (**float64, **bool) { return nil, &h.MultipleFaces },
	"multiple_faces":    func(h *Hints) (**float64, **bool) { return nil, &h.MultipleFaces },
	"similarityScore":   func(h *Hints) (**float64, **bool) { return &h.FaceSimilarity, nil },
	"face_similarity":   func(h *Hints) (**float64, **bool) { return &h.FaceSimilarity, nil },
	"face_match_passed": func(h *Hints) (**float64, **bool) { return nil, &h.FaceMatchPassed },
	"address_score":     func(h *Hints) (**float64, **bool) { return &h.AddressScore, nil },
	"address_passed":    func(h *Hints) (**float64, **bool) { return nil, &h.AddressPassed },
}

// IsHint reports whether a form or JSON field name is a hint.
func IsHint(name string) bool { _, ok := hintNames[name]; return ok }

// ParseHint records one hint field in h; a malformed value is a validation
// error in v naming the field.
func ParseHint(h *Hints, v *errs.Validation, name, value string) {
	set, ok := hintNames[name]
	if !ok {
		return
	}
	score, flag := set(h)
	value = strings.TrimSpace(value)
	if score != nil {
		f, err := strconv.ParseFloat(value, 64)
		if err != nil || f < 0 || f > 1 || f != f {
			v.Add(name, "%s must be a number from 0 to 1", name)
			return
		}
		*score = &f
		return
	}
	switch strings.ToLower(value) {
	case "true", "1":
		b := true
		*flag = &b
	case "false", "0":
		b := false
		*flag = &b
	default:
		v.Add(name, "%s must be true, false, 1 or 0", name)
	}
}

// Merge overlays the hints set in o onto h.
func (h *Hints) Merge(o Hints) {
	for _, p := range []struct{ dst, src **float64 }{{&h.OCRConfidence, &o.OCRConfidence}, {&h.Quality, &o.Quality},
		{&h.LivenessScore, &o.LivenessScore}, {&h.FaceSimilarity, &o.FaceSimilarity}, {&h.AddressScore, &o.AddressScore}} {
		if *p.src != nil {
			*p.dst = *p.src
		}
	}
	for _, p := range []struct{ dst, src **bool }{{&h.Expired, &o.Expired}, {&h.LivenessPassed, &o.LivenessPassed},
		{&h.MultipleFaces, &o.MultipleFaces}, {&h.FaceMatchPassed, &o.FaceMatchPassed}, {&h.AddressPassed, &o.AddressPassed}} {
		if *p.src != nil {
			*p.dst = *p.src
		}
	}
}
