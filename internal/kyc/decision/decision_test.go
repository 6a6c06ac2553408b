package decision_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/kyc/decision"
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
		{"address below auto-approve", func(c *decision.Checks) { c.Address.Score = 0.7999 }, p, decision.RequiresReview, decision.AddressLowConfidence},
		{"address at auto-approve", func(c *decision.Checks) { c.Address.Score = 0.8 }, p, decision.Approved, decision.AutoApproved},
		{"proof of address document", func(c *decision.Checks) { c.Address.ByDocument = true }, p, decision.RequiresReview, decision.AddressDocumentReview},
		{"custom thresholds", func(c *decision.Checks) { c.OCRConfidence = 0.85 }, decision.Policy{OCRMin: 0.9, QualityMin: 0.75, LivenessMin: 0.85, FaceMatchMin: 0.75, AutoApproveThreshold: 0.8}, decision.RequiresReview, decision.OCRLowConfidence},
	}
	for _, c := range cases {
		checks := good()
		c.edit(&checks)
		v := decision.Evaluate(checks, c.policy)
		require.Equal(t, c.decision, v.Decision, c.name)
		require.Equal(t, c.reason, v.Reason, c.name)
		require.GreaterOrEqual(t, v.RiskScore, 0.0, c.name)
		require.LessOrEqual(t, v.RiskScore, 1.0, c.name)
		if v.Decision == decision.Rejected {
			require.GreaterOrEqual(t, v.RiskScore, 0.9, c.name)
		}
	}
}

func TestRiskScore(t *testing.T) {
	t.Parallel()
	v := decision.Evaluate(good(), decision.DefaultPolicy())
	require.InDelta(t, 1-(0.92+0.94+0.9+0.9)/4, v.RiskScore, 0.0001)
	c := good()
	c.Address = nil
	v = decision.Evaluate(c, decision.DefaultPolicy())
	require.InDelta(t, 1-(0.92+0.94+0.9)/3, v.RiskScore, 0.0001, "the mean of the scores taken")
	c = good()
	c.FaceMatch.Passed = false
	require.Equal(t, 0.9, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore)
	c = good()
	c.OCRConfidence, c.Liveness.Score, c.FaceMatch.Similarity, c.Address.Score = 0, 0, 0, 0
	c.Liveness.Passed = false
	require.Equal(t, 1.0, decision.Evaluate(c, decision.DefaultPolicy()).RiskScore)
}
