// Package decision is the verification decision engine: a pure function
// from check results and a workflow's policy to a verdict, a reason and a
// risk score. Rules apply in a fixed order and the first that matches wins.
// It follows Arkyc's engine (its decision, risk and thresholds files): the
// same rules in the same order, the same risk score and the same defaults;
// Meridian adds only what Arkyc has no rule for: workflows without a
// liveness or face-match stage, and, when a workflow asks for it, a
// proof-of-address document for a person to look at.
package decision

import "math"

// Decisions.
const (
	Approved       = "approved"
	Rejected       = "rejected"
	RequiresReview = "requires_review"
)

// Reasons, as Arkyc names them.
const (
	DocumentExpired           = "DOCUMENT_EXPIRED"
	LivenessFailed            = "LIVENESS_FAILED"
	FaceMatchFailed           = "FACE_MATCH_FAILED"
	MultipleFacesDetected     = "MULTIPLE_FACES_DETECTED"
	LowDocumentQuality        = "LOW_DOCUMENT_QUALITY"
	OCRLowConfidence          = "OCR_LOW_CONFIDENCE"
	LivenessLowConfidence     = "LIVENESS_LOW_CONFIDENCE"
	FaceMatchLowConfidence    = "FACE_MATCH_LOW_CONFIDENCE"
	AddressVerificationFailed = "ADDRESS_VERIFICATION_FAILED"
	AddressLowConfidence      = "ADDRESS_LOW_CONFIDENCE"
	AddressDocumentReview     = "ADDRESS_DOCUMENT_REVIEW"
	// Meridian's own reasons of a document read on its machine (package
	// builtin): no zone read where the document carries one, a zone whose
	// check digits or fields do not hold, a photograph below a quality
	// bound, a stage no driver could run.
	DocumentUnreadable  = "DOCUMENT_UNREADABLE"
	MRZCheckFailed      = "MRZ_CHECK_FAILED"
	LowImageQuality     = "LOW_IMAGE_QUALITY"
	ProviderUnavailable = "PROVIDER_UNAVAILABLE"
	// Faces checked on this machine: no face where one must be (the
	// selfie, the document's portrait); a workflow that asks for active
	// liveness given a still selfie only.
	FaceNotDetected      = "FACE_NOT_DETECTED"
	LivenessNotPerformed = "LIVENESS_NOT_PERFORMED"
	// Cross-checks of what the document says (package kyc): its name is
	// not the session's customer's; another person's session holds the
	// same document.
	DataMismatch      = "DATA_MISMATCH"
	DuplicateDocument = "DUPLICATE_DOCUMENT"
	AutoApproved      = "AUTO_APPROVED"
	ManualApproval    = "MANUAL_APPROVAL"
	ManualRejection   = "MANUAL_REJECTION"
)

// Policy is a workflow's decision settings.
type Policy struct {
	OCRMin       float64 // default 0.8
	QualityMin   float64 // default 0.75
	LivenessMin  float64 // default 0.85
	FaceMatchMin float64 // default 0.75
	// AddressOnFail is Rejected or RequiresReview (default) for a failed address check.
	AddressOnFail string
	// AutoApproveThreshold is the address score below which a passed
	// address still needs review (default 0.6, Arkyc's addressThreshold).
	AutoApproveThreshold float64
	// ReviewAddressDocument sends an address proven by a document to
	// review (off by default, as Arkyc).
	ReviewAddressDocument bool
}

// DefaultPolicy holds Arkyc's default thresholds.
func DefaultPolicy() Policy {
	return Policy{OCRMin: 0.8, QualityMin: 0.75, LivenessMin: 0.85, FaceMatchMin: 0.75,
		AddressOnFail: RequiresReview, AutoApproveThreshold: 0.6}
}

// Liveness is the result of the liveness check: the best attempt made.
type Liveness struct {
	Score         float64
	Passed        bool // some attempt passed
	MultipleFaces bool
	// Reason, when set, is why the attempt proves nothing either way
	// (FaceNotDetected, LivenessNotPerformed): a person looks.
	Reason string
}

// FaceMatch compares the document portrait with the selfie.
type FaceMatch struct {
	Similarity float64
	Passed     bool
	// Reason, when set, is why nothing could be compared
	// (FaceNotDetected): a person looks.
	Reason string
}

// Address is the address check.
type Address struct {
	Score  float64
	Passed bool
	// ByDocument is true when the address was proven by an uploaded
	// document, which a person must look at.
	ByDocument bool
}

// Checks are the results the engine decides on. Liveness, FaceMatch and
// Address are nil when their stage is off.
type Checks struct {
	DocumentExpired bool
	// DocumentReason is the reason the document gives on its own for a
	// person to look at it (DocumentUnreadable, MRZCheckFailed,
	// LowImageQuality, ProviderUnavailable), empty when it gives none.
	DocumentReason string
	OCRConfidence  float64
	Quality        float64
	Liveness       *Liveness
	FaceMatch      *FaceMatch
	Address        *Address
}

// Verdict is the engine's answer.
type Verdict struct {
	Decision  string
	Reason    string
	RiskScore float64
}

// Evaluate decides, in Arkyc's order: rejections (an expired document,
// failed liveness, a failed face match, then a failed address when the
// workflow rejects on it), reviews (the document's own reason, a liveness
// or face-match check that proves nothing either way, multiple faces, low quality, low OCR
// confidence, low liveness, low similarity, then a failed address, an
// address score below the auto-approve threshold and, Meridian's own rule
// when the policy asks for it, a proof-of-address document), else approval. Scores at a threshold pass
// it ("below" means strictly less).
//
// The risk score is Arkyc's: 1 − the mean of document quality, OCR
// confidence, liveness score and face similarity (each clamped to [0, 1];
// a stage the workflow leaves out counts 1), at least 0.9 when the
// document is expired, liveness or the face match failed, or several faces
// were seen; rounded to four decimals. The address does not count in it.
func Evaluate(c Checks, p Policy) Verdict {
	// A stage the workflow leaves out passes with a perfect score, as
	// Arkyc's decision job passes it through.
	liveness, similarity := 1.0, 1.0
	if c.Liveness != nil {
		liveness = c.Liveness.Score
	}
	if c.FaceMatch != nil {
		similarity = c.FaceMatch.Similarity
	}
	risk := 1 - (clamp01(c.Quality)+clamp01(c.OCRConfidence)+clamp01(liveness)+clamp01(similarity))/4
	livenessFailed := c.Liveness != nil && !c.Liveness.Passed && c.Liveness.Reason == ""
	faceMatchFailed := c.FaceMatch != nil && !c.FaceMatch.Passed && c.FaceMatch.Reason == ""
	hardFailure := c.DocumentExpired || livenessFailed || (c.Liveness != nil && c.Liveness.MultipleFaces) || faceMatchFailed
	if hardFailure {
		risk = math.Max(risk, 0.9)
	}
	risk = math.Round(clamp01(risk)*10_000) / 10_000
	verdict := func(decision, reason string) Verdict {
		return Verdict{Decision: decision, Reason: reason, RiskScore: risk}
	}
	addressFailed := c.Address != nil && !c.Address.Passed
	switch {
	case c.DocumentExpired:
		return verdict(Rejected, DocumentExpired)
	case livenessFailed:
		return verdict(Rejected, LivenessFailed)
	case faceMatchFailed:
		return verdict(Rejected, FaceMatchFailed)
	case addressFailed && p.AddressOnFail == Rejected:
		return verdict(Rejected, AddressVerificationFailed)
	case c.DocumentReason != "":
		return verdict(RequiresReview, c.DocumentReason)
	case c.Liveness != nil && c.Liveness.Reason != "":
		return verdict(RequiresReview, c.Liveness.Reason)
	case c.FaceMatch != nil && c.FaceMatch.Reason != "":
		return verdict(RequiresReview, c.FaceMatch.Reason)
	case c.Liveness != nil && c.Liveness.MultipleFaces:
		return verdict(RequiresReview, MultipleFacesDetected)
	case c.Quality < p.QualityMin:
		return verdict(RequiresReview, LowDocumentQuality)
	case c.OCRConfidence < p.OCRMin:
		return verdict(RequiresReview, OCRLowConfidence)
	case c.Liveness != nil && c.Liveness.Score < p.LivenessMin:
		return verdict(RequiresReview, LivenessLowConfidence)
	case c.FaceMatch != nil && c.FaceMatch.Similarity < p.FaceMatchMin:
		return verdict(RequiresReview, FaceMatchLowConfidence)
	case addressFailed:
		return verdict(RequiresReview, AddressVerificationFailed)
	case c.Address != nil && c.Address.Score < p.AutoApproveThreshold:
		return verdict(RequiresReview, AddressLowConfidence)
	case c.Address != nil && c.Address.ByDocument && p.ReviewAddressDocument:
		return verdict(RequiresReview, AddressDocumentReview)
	}
	return verdict(Approved, AutoApproved)
}

// clamp01 bounds a score to [0, 1] (NaN counts 0).
func clamp01(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return math.Min(1, math.Max(0, x))
}
