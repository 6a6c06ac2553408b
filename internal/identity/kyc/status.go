package kyc

import (
	"slices"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Status is where a session stands. The transitions between statuses are
// all in one table (transitions): a change the table does not name is
// refused, whatever asks for it.
type Status string

// Session statuses.
const (
	StatusPending           Status = "pending"
	StatusStarted           Status = "started"
	StatusDocumentSubmitted Status = "document_submitted"
	StatusLivenessSubmitted Status = "liveness_submitted"
	StatusAddressSubmitted  Status = "address_submitted"
	StatusProcessing        Status = "processing"
	StatusApproved          Status = "approved"
	StatusRejected          Status = "rejected"
	StatusRequiresReview    Status = "requires_review"
	StatusExpired           Status = "expired"
	StatusCancelled         Status = "cancelled"
)

// submitted are the statuses that name the latest step a person took;
// expirable are those in which the person is still working.
var (
	submitted = []Status{StatusDocumentSubmitted, StatusLivenessSubmitted, StatusAddressSubmitted}
	expirable = append([]Status{StatusPending, StatusStarted}, submitted...)
)

// A session's queue column, which the database derives from its status,
// names what the session waits for: 'expiry' in the expirable statuses,
// 'review' in requires_review, NULL otherwise. The expiry sweep's and the
// review queue's indexes are partial on it, not on status, so that a
// step's change of status leaves every index alone; their queries name it
// (InReview, whereExpirable) to use those indexes.
const (
	InReview       = "queue = 'review'"
	whereExpirable = "queue = 'expiry'"
)

// transitions names, for each status, the statuses a session may move to
// (staying in one's status, to save other fields, is always allowed):
//
//	pending → started → document_submitted | liveness_submitted | address_submitted
//	  (the latest step, in any order the steps allow) → processing
//	processing → approved | rejected | requires_review
//	requires_review → approved | rejected (a reviewer) | started (a redo)
//	any status before a verdict → cancelled; → expired only while the person
//	  is still working (processing and requires_review wait for a verdict)
var transitions = map[Status][]Status{
	StatusPending:           {StatusStarted, StatusExpired, StatusCancelled},
	StatusStarted:           append(slices.Clone(submitted), StatusExpired, StatusCancelled),
	StatusDocumentSubmitted: append(slices.Clone(submitted), StatusProcessing, StatusExpired, StatusCancelled),
	StatusLivenessSubmitted: append(slices.Clone(submitted), StatusProcessing, StatusExpired, StatusCancelled),
	StatusAddressSubmitted:  append(slices.Clone(submitted), StatusProcessing, StatusExpired, StatusCancelled),
	StatusProcessing:        {StatusApproved, StatusRejected, StatusRequiresReview, StatusCancelled},
	StatusRequiresReview:    {StatusApproved, StatusRejected, StatusStarted, StatusCancelled},
}

// CanBecome reports whether a session in s may move to next.
func (s Status) CanBecome(next Status) bool {
	return s == next || slices.Contains(transitions[s], next)
}

// Terminal reports whether no further change of status is possible.
func (s Status) Terminal() bool {
	return s == StatusApproved || s == StatusRejected || s == StatusExpired || s == StatusCancelled
}

// Expirable reports whether the person is still working: a session in
// such a status past its expiry becomes expired.
func (s Status) Expirable() bool {
	return slices.Contains(expirable, s)
}

// Valid reports whether s is one of the statuses.
func (s Status) Valid() bool {
	_, ok := transitions[s]
	return ok || s.Terminal()
}

// errTransition refuses a change the table does not name.
func errTransition(from, to Status) error {
	return errs.E(errs.Conflict, "invalid_transition", "A session cannot go from %s to %s", from, to)
}
