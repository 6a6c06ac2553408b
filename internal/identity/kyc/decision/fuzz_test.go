package decision_test

import (
	"math"
	"testing"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
)

// Whatever the checks report (scores out of range, NaN, infinities), the
// engine answers one of its three decisions, a known reason and a risk
// score in [0, 1], and never panics.
func FuzzEvaluate(f *testing.F) {
	f.Add(0.92, 0.9, 0.94, 0.9, 0.9, false, true, false, true, true, true, true, false, 0.6, false)
	f.Add(math.NaN(), math.Inf(1), -1.0, 2.0, 0.0, true, false, true, false, false, false, false, true, 0.0, true)
	reasons := map[string]bool{decision.DocumentExpired: true, decision.LivenessFailed: true, decision.FaceMatchFailed: true,
		decision.MultipleFacesDetected: true, decision.LowDocumentQuality: true, decision.OCRLowConfidence: true,
		decision.LivenessLowConfidence: true, decision.FaceMatchLowConfidence: true, decision.AddressVerificationFailed: true,
		decision.AddressLowConfidence: true, decision.AddressDocumentReview: true, decision.AutoApproved: true}
	f.Fuzz(func(t *testing.T, ocr, quality, liveness, similarity, address float64, expired, livePassed, multiple, facePassed,
		hasLiveness, hasFace, hasAddress, addressPassed bool, threshold float64, reject bool) {
		c := decision.Checks{DocumentExpired: expired, OCRConfidence: ocr, Quality: quality}
		if hasLiveness {
			c.Liveness = &decision.Liveness{Score: liveness, Passed: livePassed, MultipleFaces: multiple}
		}
		if hasFace {
			c.FaceMatch = &decision.FaceMatch{Similarity: similarity, Passed: facePassed}
		}
		if hasAddress {
			c.Address = &decision.Address{Score: address, Passed: addressPassed}
		}
		p := decision.DefaultPolicy()
		p.AutoApproveThreshold = threshold
		if reject {
			p.AddressOnFail = decision.Rejected
		}
		v := decision.Evaluate(c, p)
		switch v.Decision {
		case decision.Approved, decision.Rejected, decision.RequiresReview:
		default:
			t.Fatalf("decision %q", v.Decision)
		}
		if !reasons[v.Reason] {
			t.Fatalf("reason %q", v.Reason)
		}
		if !(v.RiskScore >= 0 && v.RiskScore <= 1) {
			t.Fatalf("risk %v", v.RiskScore)
		}
	})
}
