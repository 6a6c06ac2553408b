// Package identity holds nothing itself: its subpackages verify who a
// business's customers are. Verification sessions, the widget's client
// steps, workflows, the decision engine and the live checks' drivers and
// readers (kyc and its subpackages); and the review desk, where people
// decide what the checks could not (review).
package identity
