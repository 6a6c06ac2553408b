// Package maplerad serves the Maplerad-compatible money surface, in
// Maplerad's envelope ({status, message, data, meta}).
package maplerad

import (
	"log/slog"
	"net/http"

	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// Meta is the paging block of list responses.
type Meta struct {
	Page     int `json:"page"`
	PageSize int `json:"page_size"`
	Total    int `json:"total"`
	// AsOf, where a list offers it, is passed back as as_of to read later
	// pages of the same snapshot.
	AsOf string `json:"as_of,omitempty"`
}

type success struct {
	Status  bool   `json:"status"`
	Message string `json:"message"`
	Data    any    `json:"data"`
	Meta    *Meta  `json:"meta,omitempty"`
}

// failure is the error envelope; field errors go in errors and, where
// Maplerad's SDK reads them, validation_errors.
type failure struct {
	Status           bool                `json:"status"`
	Message          string              `json:"message"`
	Error            string              `json:"error"`
	Errors           map[string][]string `json:"errors,omitempty"`
	ValidationErrors map[string][]string `json:"validation_errors,omitempty"`
	// RetryAfter is Retry-After's wait, in seconds, of a 429 or a 503.
	RetryAfter int `json:"retry_after,omitempty"`
}

// Write sends a success envelope.
func Write(w http.ResponseWriter, status int, message string, data any) {
	httpio.WriteJSON(w, status, success{Status: true, Message: message, Data: data})
}

// WriteList sends a success envelope with paging.
func WriteList(w http.ResponseWriter, message string, data any, meta Meta) {
	httpio.WriteJSON(w, http.StatusOK, success{Status: true, Message: message, Data: data, Meta: &meta})
}

// Errors renders errors in the Maplerad envelope.
type Errors struct{ Log *slog.Logger }

// WriteError sends err as an error envelope.
func (e Errors) WriteError(w http.ResponseWriter, r *http.Request, err error) {
	f := httpio.Failure(w, r, e.Log, err)
	httpio.WriteJSON(w, f.Kind.Status(), failure{Status: false, Message: f.Message, Error: f.Key, Errors: f.Fields,
		ValidationErrors: f.Fields, RetryAfter: f.RetryAfter})
}
