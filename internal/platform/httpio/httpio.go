// Package httpio holds what the HTTP transports (the REST adapters and
// GraphQL) share: writing JSON, decoding request bodies into clean 4xx
// errors, NUL checks, metrics, and logging failures.
package httpio

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// MaxJSONBody is the largest JSON request body accepted.
const MaxJSONBody = 1 << 20

// encoders hold answers being encoded, each buffer with its encoder; one
// whose buffer grew larger than maxPooled is left to the collector rather
// than kept.
var encoders = sync.Pool{New: func() any {
	e := new(encoder)
	e.enc = json.NewEncoder(&e.buf)
	return e
}}

type encoder struct {
	buf bytes.Buffer
	enc *json.Encoder
}

const maxPooled = 64 << 10

// jsonContentType is the Content-Type of a JSON answer, one slice for all of them
// (Header().Set would make one a response).
var jsonContentType = []string{"application/json; charset=utf-8"}

// WriteJSON writes v as JSON with the status: the bytes json.Marshal
// makes, then a newline.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	e := encoders.Get().(*encoder)
	defer func() {
		if e.buf.Cap() <= maxPooled {
			encoders.Put(e)
		}
	}()
	e.buf.Reset()
	if err := e.enc.Encode(v); err != nil {
		e.buf.Reset()
		e.buf.WriteString(`{"status":"error","error":"internal_error","message":"Internal server error"}` + "\n")
		status = http.StatusInternalServerError
	}
	w.Header()["Content-Type"] = jsonContentType
	w.WriteHeader(status)
	w.Write(e.buf.Bytes())
}

// Failure prepares an error for a response: it logs internal errors (with
// their cause, which callers never see) and sets Retry-After on rate limits.
func Failure(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) *errs.Error {
	e := errs.As(err)
	if e.Kind == errs.Internal || e.Kind == errs.Unavailable {
		log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "error", err)
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	return e
}

// DecodeJSON reads a JSON object body into dst. An empty body decodes as {},
// and so does null, which clients send for "no fields" (a nil map or
// object, marshalled).
// It answers 415 for another content type, 413 past MaxJSONBody, 400 for
// malformed JSON and 422 naming the field for a wrong type or an unknown field.
func DecodeJSON(r *http.Request, dst any) error {
	if ct := Header(r.Header, "Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return errs.E(errs.UnsupportedMedia, "unsupported_media_type", "Send the body as application/json")
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, MaxJSONBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errs.E(errs.TooLarge, "payload_too_large", "The request body is over %d bytes", MaxJSONBody)
		}
		return errs.E(errs.BadRequest, "invalid_body", "The request body could not be read")
	}
	return DecodeBytes(body, dst)
}

// DecodeBytes decodes a JSON object held in body into dst, with the errors of DecodeJSON.
func DecodeBytes(body []byte, dst any) error {
	if len(strings.TrimSpace(string(body))) == 0 {
		body = []byte("{}")
	}
	if JSONHasNUL(body) {
		return ErrNUL
	}
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &te) && te.Field != "":
			return errs.Invalidf(te.Field, "%s must be of type %s", te.Field, jsonType(te.Type.Kind().String()))
		case errors.As(err, &te):
			return errs.E(errs.BadRequest, "invalid_json", "The body must be a JSON object")
		case strings.HasPrefix(err.Error(), "json: unknown field "):
			f := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
			return errs.Invalidf(f, "%s is not a known field", f)
		default:
			return errs.E(errs.BadRequest, "invalid_json", "The body is not valid JSON")
		}
	}
	if dec.More() {
		return errs.E(errs.BadRequest, "invalid_json", "The body must hold a single JSON object")
	}
	return nil
}

func jsonType(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "number"
	case kind == "bool":
		return "boolean"
	case kind == "slice", kind == "array":
		return "array"
	case kind == "map", kind == "struct", kind == "ptr":
		return "object"
	default:
		return kind
	}
}

// ParseDate reads a date filter given as YYYY-MM-DD (midnight UTC) or RFC
// 3339; "" is nil. endOfDay moves a bare date to the next midnight, so an
// end date includes its whole day. A bad value is recorded in v.
func ParseDate(v *errs.Validation, param, value string, endOfDay bool) *time.Time {
	if value == "" {
		return nil
	}
	if t, err := time.Parse(time.RFC3339, value); err == nil {
		return &t
	}
	t, err := time.Parse(time.DateOnly, value)
	if err != nil {
		v.Add(param, "%s must be a date (YYYY-MM-DD) or an RFC 3339 time", param)
		return nil
	}
	if endOfDay {
		t = t.AddDate(0, 0, 1)
	}
	return &t
}

// Header is h.Get(key) for a key written in canonical form (as
// http.CanonicalHeaderKey writes it): the server stores a request's header
// names so, and Get's canonicalization of its key, a few hundred
// instructions, is what a request pays for each header it reads
// (TestHeaderKeysAreCanonical checks every name the module passes it, as
// a string literal).
func Header(h http.Header, key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Credential returns a request's credential: Authorization (its bearer
// token), else the first of headers that is set (named canonically).
func Credential(r *http.Request, headers ...string) string {
	if v := Header(r.Header, "Authorization"); v != "" {
		return auth.StripBearer(v)
	}
	for _, h := range headers {
		if v := strings.TrimSpace(Header(r.Header, h)); v != "" {
			return v
		}
	}
	return ""
}
