package model

// WebhookRequest is what a webhook delivery sends; its body, the payload of
// the event EventID, is read when asked for (with the other events of the
// operation, in one statement).
type WebhookRequest struct {
	URL     string           `json:"url"`
	Headers []*WebhookHeader `json:"headers"`
	// EventID is the event whose payload is the body.
	EventID string `json:"-"`
}
