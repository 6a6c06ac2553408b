package decision_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/decision"
)

// good is a set of checks that passes everything with the mock defaults.
func good() decision.Checks {
	return decision.Checks{
		OCRConfidence: 0.92, Quality: 0.9,
		Liveness:  &decision.Liveness{Score: 0.94, Passed: true},
		FaceMatch: &decision.FaceMatch{Similarity: 0.9, Passed: true},
		Address:   &decision.Address{Score: 0.9, Passed: true},
	}
}

func TestEvaluate(t *testing.T) {
	t.Parallel()
	p := decision.DefaultPolicy()
	reject := p
	reject.AddressOnFail = decision.Rejected
	poaReview := p
	poaReview.ReviewAddressDocument = true
	cases := []struct {
		name     string
		edit     func(*decision.Checks)
		policy   decision.Policy
		decision string
		reason   string
	}{
		{"all good", func(*decision.Checks) {}, p, decision.Approved, decision.AutoApproved},
		{"no optional stages", func(c *decision.Checks) { c.Liveness, c.FaceMatch, c.Address = nil, nil, nil }, p, decision.Approved, decision.AutoApproved},
		{"expired document", func(c *decision.Checks) { c.DocumentExpired = true }, p, decision.Rejected, decision.DocumentExpired},
		{"expired wins over everything", func(c *decision.Checks) {
			c.DocumentExpired, c.Liveness.Passed, c.FaceMatch.Passed = true, false, false
		}, p, decision.Rejected, decision.DocumentExpired},
		{"liveness failed", func(c *decision.Checks) { c.Liveness.Passed = false }, p, decision.Rejected, decision.LivenessFailed},
		{"liveness failed before face match", func(c *decision.Checks) { c.Liveness.Passed, c.FaceMatch.Passed = false, false }, p, decision.Rejected, decision.LivenessFailed},
		{"face match failed", func(c *decision.Checks) { c.FaceMatch.Passed = false }, p, decision.Rejected, decision.FaceMatchFailed},
		{"the document's own reason", func(c *decision.Checks) {
			c.DocumentReason, c.Liveness.MultipleFaces, c.Quality = decision.MRZCheckFailed, true, 0.1
		}, p, decision.RequiresReview, decision.MRZCheckFailed},
		{"expired before the document's reason", func(c *decision.Checks) { c.DocumentReason, c.DocumentExpired = decision.LowImageQuality, true },
			p, decision.Rejected, decision.DocumentExpired},
		{"a failed liveness before the document's reason", func(c *decision.Checks) { c.DocumentReason, c.Liveness.Passed = decision.DocumentUnreadable, false },
			p, decision.Rejected, decision.LivenessFailed},
		{"no face on the selfie: a person looks, never a rejection", func(c *decision.Checks) {
			c.Liveness.Passed, c.Liveness.Score, c.Liveness.Reason, c.FaceMatch.Passed, c.FaceMatch.Reason = false, 0, decision.FaceNotDetected, false, decision.FaceNotDetected
		}, p, decision.RequiresReview, decision.FaceNotDetected},
		{"a still selfie where the workflow asks for challenges", func(c *decision.Checks) {
			c.Liveness.Reason, c.Liveness.MultipleFaces = decision.LivenessNotPerformed, true
		}, p, decision.RequiresReview, decision.LivenessNotPerformed},
		{"no face on the document", func(c *decision.Checks) { c.FaceMatch.Passed, c.FaceMatch.Reason = false, decision.FaceNotDetected },
			p, decision.RequiresReview, decision.FaceNotDetected},
		{"a face match failed before the liveness' own reason", func(c *decision.Checks) {
			c.Liveness.Reason, c.FaceMatch.Passed = decision.LivenessNotPerformed, false
		}, p, decision.Rejected, decision.FaceMatchFailed},
		{"the document's reason before the liveness' own", func(c *decision.Checks) {
			c.Liveness.Reason, c.DocumentReason = decision.LivenessNotPerformed, decision.MRZCheckFailed
		}, p, decision.RequiresReview, decision.MRZCheckFailed},
		{"multiple faces", func(c *decision.Checks) { c.Liveness.MultipleFaces = true; c.Quality = 0.1 }, p, decision.RequiresReview, decision.MultipleFacesDetected},
		{"quality below", func(c *decision.Checks) { c.Quality = 0.7499; c.OCRConfidence = 0.1 }, p, decision.RequiresReview, decision.LowDocumentQuality},
		{"quality at threshold", func(c *decision.Checks) { c.Quality = 0.75 }, p, decision.Approved, decision.AutoApproved},
		{"ocr below", func(c *decision.Checks) { c.OCRConfidence = 0.7999; c.Liveness.Score = 0.1 }, p, decision.RequiresReview, decision.OCRLowConfidence},
		{"ocr at threshold", func(c *decision.Checks) { c.OCRConfidence = 0.8 }, p, decision.Approved, decision.AutoApproved},
		{"liveness below", func(c *decision.Checks) { c.Liveness.Score = 0.8499; c.FaceMatch.Similarity = 0.1 }, p, decision.RequiresReview, decision.LivenessLowConfidence},
		{"liveness at threshold", func(c *decision.Checks) { c.Liveness.Score = 0.85 }, p, decision.Approved, decision.AutoApproved},
		{"similarity below", func(c *decision.Checks) { c.FaceMatch.Similarity = 0.7499; c.Address.Passed = false }, p, decision.RequiresReview, decision.FaceMatchLowConfidence},
		{"similarity at threshold", func(c *decision.Checks) { c.FaceMatch.Similarity = 0.75 }, p, decision.Approved, decision.AutoApproved},
		{"address failed, review", func(c *decision.Checks) { c.Address.Passed = false }, p, decision.RequiresReview, decision.AddressVerificationFailed},
		{"address failed, reject", func(c *decision.Checks) { c.Address.Passed = false }, reject, decision.Rejected, decision.AddressVerificationFailed},
		// Arkyc rejects on a failed address right after a failed face match,
		// before any reason for review.
		{"address reject before review reasons", func(c *decision.Checks) {
			c.Address.Passed, c.Liveness.MultipleFaces, c.Quality, c.FaceMatch.Similarity = false, true, 0.1, 0.1
		}, reject, decision.Rejected, decision.AddressVerificationFailed},
		{"face match failure before the address reject", func(c *decision.Checks) { c.Address.Passed, c.FaceMatch.Passed = false, false }, reject, decision.Rejected, decision.FaceMatchFailed},
		{"address failed, review after the other reasons", func(c *decision.Checks) { c.Address.Passed, c.Quality = false, 0.1 }, p, decision.RequiresReview, decision.LowDocumentQuality},
		{"address below auto-approve", func(c *decision.Checks) { c.Address.Score = 0.5999 }, p, decision.RequiresReview, decision.AddressLowConfidence},
		{"address at auto-approve (Arkyc's 0.6)", func(c *decision.Checks) { c.Address.Score = 0.6 }, p, decision.Approved, decision.AutoApproved},
		{"proof of address document, as Arkyc", func(c *decision.Checks) { c.Address.ByDocument = true }, p, decision.Approved, decision.AutoApproved},
		{"proof of address document, reviewed", func(c *decision.Checks) { c.Address.ByDocument = true }, poaReview, decision.RequiresReview, decision.AddressDocumentReview},
		{"proof of address document, reviewed after the other reasons", func(c *decision.Checks) { c.Address.ByDocument, c.Address.Score = true, 0.5 },
			poaReview, decision.RequiresReview, decision.AddressLowConfidence},
		{"custom thresholds", func(c *decision.Checks) { c.OCRConfidence = 0.85 }, decision.Policy{OCRMin: 0.9, QualityMin: 0.75, LivenessMin: 0.85, FaceMatchMin: 0.75, AutoApproveThreshold: 0.6}, decision.RequiresReview, decision.OCRLowConfidence},
	}
	for _, c := range cases {
		checks := good()
		c.edit(&checks)
		v := decision.Evaluate(checks, c.policy)
		require.Equal(t, c.decision, v.Decision, c.name)
		require.Equal(t, c.reason, v.Reason, c.name)
		require.GreaterOrEqual(t, v.RiskScore, 0.0, c.name)
		require.LessOrEqual(t, v.RiskScore, 1.0, c.name)
		if v.Decision == decision.Rejected && v.Reason != decision.AddressVerificationFailed {
			require.GreaterOrEqual(t, v.RiskScore, 0.9, c.name)
		}
	}
}

func TestRiskScore(t *testing.T) {
	t.Parallel()
	// Arkyc: 1 − mean(quality, OCR, liveness, similarity); the address does not count.
	v := decision.Evaluate(good(), decision.DefaultPolicy())
	require.InDelta(t, 1-(0.9+0.92+0.94+0.9)/4, v.RiskScore, 0.0001)
	c := good()
	c.Address.Score = 0
	require.Equal(t, v.RiskScore, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore)
	c = good()
	c.Liveness, c.FaceMatch = nil, nil
	v = decision.Evaluate(c, decision.DefaultPolicy())
	require.InDelta(t, 1-(0.9+0.92+1+1)/4, v.RiskScore, 0.0001, "a stage the workflow leaves out counts 1, as Arkyc passes it through")
	c = good()
	c.Liveness.MultipleFaces = true
	v = decision.Evaluate(c, decision.DefaultPolicy())
	require.Equal(t, decision.RequiresReview, v.Decision)
	require.Equal(t, 0.9, v.RiskScore, "several faces floor the risk at 0.9, as a hard failure")
	c = good()
	c.Quality = 0.5
	require.InDelta(t, 1-(0.5+0.92+0.94+0.9)/4, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore, 0.0001, "quality counts")
	c = good()
	c.Address.Passed = false
	reject := decision.DefaultPolicy()
	reject.AddressOnFail = decision.Rejected
	v = decision.Evaluate(c, reject)
	require.Equal(t, decision.Rejected, v.Decision)
	require.InDelta(t, 1-(0.9+0.92+0.94+0.9)/4, v.RiskScore, 0.0001, "an address rejection is no hard failure to Arkyc's risk")
	c = good()
	c.FaceMatch.Passed = false
	require.Equal(t, 0.9, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore)
	c = good()
	c.Quality, c.OCRConfidence, c.Liveness.Score, c.FaceMatch.Similarity = 0, 0, 0, 0
	c.Liveness.Passed = false
	require.Equal(t, 1.0, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore)
}
