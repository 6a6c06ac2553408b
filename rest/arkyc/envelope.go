// Package arkyc serves the Arkyc-compatible surfaces: the public
// verification API and the client (widget) API, in Arkyc's envelope.
package arkyc

import (
	"log/slog"
	"net/http"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// Meta is the paging block of list responses.
type Meta struct {
	CurrentPage int `json:"current_page"`
	PerPage     int `json:"per_page"`
	Total       int `json:"total"`
}

type success struct {
	Status      string `json:"status"`
	Message     string `json:"message"`
	Code        int    `json:"code"`
	ClientToken string `json:"client_token,omitempty"`
	Data        any    `json:"data"`
	Meta        *Meta  `json:"meta,omitempty"`
}

type failure struct {
	Status  string              `json:"status"`
	Code    int                 `json:"code"`
	Error   string              `json:"error"`
	Message string              `json:"message"`
	Errors  map[string][]string `json:"errors,omitempty"`
	// RetryAfter is Retry-After's wait, in seconds, of a 429 or a 503.
	RetryAfter int `json:"retry_after,omitempty"`
}

// Write sends a success envelope.
func Write(w http.ResponseWriter, status int, message string, data any) {
	httpio.WriteJSON(w, status, success{Status: "success", Message: message, Code: status, Data: data})
}

// WriteList sends a success envelope with paging.
func WriteList(w http.ResponseWriter, message string, data any, meta Meta) {
	httpio.WriteJSON(w, http.StatusOK, success{Status: "success", Message: message, Code: http.StatusOK, Data: data, Meta: &meta})
}

// Errors renders errors in the Arkyc envelope.
type Errors struct{ Log *slog.Logger }

// WriteError sends err as an error envelope.
func (e Errors) WriteError(w http.ResponseWriter, r *http.Request, err error) {
	f := httpio.Failure(w, r, e.Log, err)
	status := f.Kind.Status()
	httpio.WriteJSON(w, status, failure{Status: "error", Code: status, Error: f.Key, Message: f.Message, Errors: f.Fields,
		RetryAfter: f.RetryAfter})
}
