// Package decision is the verification decision engine: a pure function
// from check results and a workflow's policy to a verdict, a reason and a
// risk score. Rules apply in a fixed order and the first that matches wins.
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
	AutoApproved              = "AUTO_APPROVED"
	ManualApproval            = "MANUAL_APPROVAL"
	ManualRejection           = "MANUAL_REJECTION"
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
	// address still needs review (default 0.8).
	AutoApproveThreshold float64
}

// DefaultPolicy holds the contract's default thresholds.
func DefaultPolicy() Policy {
	return Policy{OCRMin: 0.8, QualityMin: 0.75, LivenessMin: 0.85, FaceMatchMin: 0.75,
		AddressOnFail: RequiresReview, AutoApproveThreshold: 0.8}
}

// Liveness is the result of the liveness check: the best attempt made.
type Liveness struct {
	Score         float64
	Passed        bool // some attempt passed
	MultipleFaces bool
}

// FaceMatch compares the document portrait with the selfie.
type FaceMatch struct {
	Similarity float64
	Passed     bool
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
	OCRConfidence   float64
	Quality         float64
	Liveness        *Liveness
	FaceMatch       *FaceMatch
	Address         *Address
}

// Verdict is the engine's answer.
type Verdict struct {
	Decision  string
	Reason    string
	RiskScore float64
}

// Evaluate decides. Scores at a threshold pass it ("below" means strictly
// less). The risk score is 1 − the mean of the scores taken (OCR, liveness,
// face similarity, address), at least 0.9 on a hard failure (a rejection),
// rounded to four decimals.
func Evaluate(c Checks, p Policy) Verdict {
	scores := []float64{c.OCRConfidence}
	if c.Liveness != nil {
		scores = append(scores, c.Liveness.Score)
	}
	if c.FaceMatch != nil {
		scores = append(scores, c.FaceMatch.Similarity)
	}
	if c.Address != nil {
		scores = append(scores, c.Address.Score)
	}
	sum := 0.0
	for _, s := range scores {
		sum += s
	}
	risk := 1 - sum/float64(len(scores))
	verdict := func(decision, reason string) Verdict {
		r := risk
		if decision == Rejected {
			r = math.Max(r, 0.9)
		}
		r = math.Round(math.Min(math.Max(r, 0), 1)*10_000) / 10_000
		return Verdict{Decision: decision, Reason: reason, RiskScore: r}
	}
	switch {
	case c.DocumentExpired:
		return verdict(Rejected, DocumentExpired)
	case c.Liveness != nil && !c.Liveness.Passed:
		return verdict(Rejected, LivenessFailed)
	case c.FaceMatch != nil && !c.FaceMatch.Passed:
		return verdict(Rejected, FaceMatchFailed)
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
	case c.Address != nil && !c.Address.Passed:
		onFail := p.AddressOnFail
		if onFail != Rejected {
			onFail = RequiresReview
		}
		return verdict(onFail, AddressVerificationFailed)
	case c.Address != nil && c.Address.Score < p.AutoApproveThreshold:
		return verdict(RequiresReview, AddressLowConfidence)
	case c.Address != nil && c.Address.ByDocument:
		return verdict(RequiresReview, AddressDocumentReview)
	}
	return verdict(Approved, AutoApproved)
}
