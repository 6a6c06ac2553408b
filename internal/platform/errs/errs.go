// Package errs defines Meridian's one error type. Every failure a caller can
// see is an *Error with a Kind (which decides the HTTP status) and a stable
// snake_case Key (the "error" field of REST envelopes and extensions.code in
// GraphQL). Transports render it; services create it.
package errs

import (
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"
)

// Kind classifies an error by what the caller should do about it.
type Kind int

// The kinds of error. Their HTTP status is given by Kind.Status.
const (
	Internal         Kind = iota // a bug or an outage; never shown in detail
	BadRequest                   // 400: the request is well-formed but cannot be carried out
	Unauthenticated              // 401: missing, unknown or expired credentials
	Forbidden                    // 403: the credentials may not do this
	NotFound                     // 404: no such object for this tenant
	MethodNotAllowed             // 405: the path exists for other methods
	Conflict                     // 409: the object's state does not allow this
	TooLarge                     // 413: body or file over its limit
	UnsupportedMedia             // 415: content of a type that is not accepted
	Invalid                      // 422: field validation
	RateLimited                  // 429: slow down
	Unavailable                  // 503: a dependency is down
)

// Status returns the HTTP status code for the kind.
func (k Kind) Status() int {
	switch k {
	case BadRequest:
		return http.StatusBadRequest
	case Unauthenticated:
		return http.StatusUnauthorized
	case Forbidden:
		return http.StatusForbidden
	case NotFound:
		return http.StatusNotFound
	case MethodNotAllowed:
		return http.StatusMethodNotAllowed
	case Conflict:
		return http.StatusConflict
	case TooLarge:
		return http.StatusRequestEntityTooLarge
	case UnsupportedMedia:
		return http.StatusUnsupportedMediaType
	case Invalid:
		return http.StatusUnprocessableEntity
	case RateLimited:
		return http.StatusTooManyRequests
	case Unavailable:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

// Error is the error type shared by every service and transport.
type Error struct {
	Kind    Kind
	Key     string              // stable snake_case key, e.g. "quote_expired"
	Message string              // for people
	Fields  map[string][]string // per-field messages for validation errors
	// RetryAfter, in whole seconds, for RateLimited errors.
	RetryAfter int
	Err        error // the underlying cause; never rendered to callers
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Key + ": " + e.Message + ": " + e.Err.Error()
	}
	return e.Key + ": " + e.Message
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// E builds an error of a kind with a key and a message.
func E(kind Kind, key, format string, args ...any) *Error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Error{Kind: kind, Key: key, Message: msg}
}

// causes are the functions that name foreign failures (RegisterCause).
var causes []func(error) *Error

// RegisterCause lets the package that can tell a kind of failure from the
// errors of its dependencies name it where it is detected: f returns the
// *Error that a cause stands for (the database package turns a lost
// connection into 503 database_unavailable), or nil. Wrap and As consult
// every registered function, so no caller needs to know where such errors
// come from. It is meant to be called from init functions.
func RegisterCause(f func(error) *Error) { causes = append(causes, f) }

func named(err error) *Error {
	for _, f := range causes {
		if e := f(err); e != nil {
			return e
		}
	}
	return nil
}

// As returns the *Error in err's chain, or an Internal error wrapping err.
// An internal error whose cause a registered function names (RegisterCause)
// is returned as that function's error.
func As(err error) *Error {
	e, _ := errors.AsType[*Error](err)
	if e != nil && e.Kind != Internal {
		return e
	}
	if n := named(err); n != nil {
		return n
	}
	if e != nil {
		return e
	}
	return &Error{Kind: Internal, Key: "internal_error", Message: "Internal server error", Err: err}
}

// KeyOf returns the stable key of err: "" for nil, internal_error for a
// foreign error no registered function names.
func KeyOf(err error) string {
	if err == nil {
		return ""
	}
	return As(err).Key
}

// KindOf returns the kind of err (Internal for foreign errors).
func KindOf(err error) Kind { return As(err).Kind }

// Is reports whether err carries the given key.
func Is(err error, key string) bool {
	e, ok := errors.AsType[*Error](err)
	return ok && e.Key == key
}

// Wrap attaches a cause to an internal error with a message for logs (or
// returns the error a registered function names the cause as).
func Wrap(err error, msg string) error {
	if err == nil {
		return nil
	}
	if _, ok := errors.AsType[*Error](err); ok {
		return err
	}
	err = fmt.Errorf("%s: %w", msg, err)
	if n := named(err); n != nil {
		return n
	}
	return &Error{Kind: Internal, Key: "internal_error", Message: "Internal server error", Err: err}
}

// NotFoundf is the 404 answer for an unknown id or another tenant's id.
func NotFoundf(format string, args ...any) *Error {
	return E(NotFound, "not_found", format, args...)
}

// Validation collects field errors; the zero value is ready to use.
type Validation struct {
	fields map[string][]string
}

// Add records a message for a field.
func (v *Validation) Add(field, format string, args ...any) {
	if v.fields == nil {
		v.fields = map[string][]string{}
	}
	v.fields[field] = append(v.fields[field], fmt.Sprintf(format, args...))
}

// Check records the message when ok is false, and reports ok.
func (v *Validation) Check(ok bool, field, format string, args ...any) bool {
	if !ok {
		v.Add(field, format, args...)
	}
	return ok
}

// Has reports whether the field already has an error.
func (v *Validation) Has(field string) bool { return len(v.fields[field]) > 0 }

// Err returns nil when no field failed, else a 422 validation_failed error
// whose message names the fields in order.
func (v *Validation) Err() error {
	if len(v.fields) == 0 {
		return nil
	}
	names := make([]string, 0, len(v.fields))
	for f := range v.fields {
		names = append(names, f)
	}
	sort.Strings(names)
	msgs := make([]string, 0, len(names))
	for _, f := range names {
		msgs = append(msgs, v.fields[f][0])
	}
	return &Error{Kind: Invalid, Key: "validation_failed", Message: strings.Join(msgs, "; "), Fields: v.fields}
}

// Invalidf is a single-field validation error.
func Invalidf(field, format string, args ...any) error {
	var v Validation
	v.Add(field, format, args...)
	return v.Err()
}
