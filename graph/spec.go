package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/meridianhq/meridian/internal/errs"
)

// spec brings gqlgen's HTTP answers in line with the GraphQL-over-HTTP
// specification where stock gqlgen falls short:
//   - a request with no query (and no persisted-query hash) is 400;
//   - with application/json, a well-formed request whose GraphQL document
//     fails to parse or validate, or whose variables do not coerce, is 200
//     (gqlgen says 422);
//   - with application/graphql-response+json, a request error carries no
//     "data" key (gqlgen writes "data": null).
//
// Websocket upgrades pass through untouched.
type spec struct{ next http.Handler }

func (s spec) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Upgrade") != "" || (r.Method != http.MethodGet && r.Method != http.MethodPost) {
		s.next.ServeHTTP(w, r)
		return
	}
	if missingQuery(r) {
		writeRequestError(w, r, http.StatusBadRequest, "missing_query", "The request has no query")
		return
	}
	fw := &fixer{ResponseWriter: w}
	s.next.ServeHTTP(fw, r)
	fw.flush()
}

// fixer passes successful responses straight through and holds error
// responses (status 400 and up) to correct them.
type fixer struct {
	http.ResponseWriter
	status int
	held   *bytes.Buffer
}

func (f *fixer) WriteHeader(status int) {
	if f.status != 0 {
		return
	}
	f.status = status
	if status < 400 {
		f.ResponseWriter.WriteHeader(status)
		return
	}
	f.held = &bytes.Buffer{}
}

func (f *fixer) Write(p []byte) (int, error) {
	if f.status == 0 {
		f.WriteHeader(http.StatusOK)
	}
	if f.held != nil {
		return f.held.Write(p)
	}
	return f.ResponseWriter.Write(p)
}

func (f *fixer) flush() {
	if f.held == nil {
		return
	}
	status, body := f.status, f.held.Bytes()
	mt, _, _ := mime.ParseMediaType(f.Header().Get("Content-Type"))
	switch {
	case mt == "application/json" && status == http.StatusUnprocessableEntity:
		status = http.StatusOK
	case mt == "application/graphql-response+json":
		body = dropNullData(body)
	}
	f.ResponseWriter.WriteHeader(status)
	f.ResponseWriter.Write(body)
}

// missingQuery reports a GET or JSON POST with neither a query nor a
// persisted-query extension. Other bodies are left for gqlgen to judge.
func missingQuery(r *http.Request) bool {
	if r.Method == http.MethodGet {
		q := r.URL.Query()
		return q.Get("query") == "" && q.Get("extensions") == ""
	}
	if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		return false
	}
	body, err := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return false // gqlgen reports the read error (e.g. over the size limit)
	}
	if hasQueryString(body) {
		return false
	}
	var params struct {
		Query      *string         `json:"query"`
		Extensions json.RawMessage `json:"extensions"`
	}
	if json.Unmarshal(body, &params) != nil {
		return false
	}
	return (params.Query == nil || *params.Query == "") && len(params.Extensions) == 0
}

// hasQueryString is the fast path of missingQuery: a "query" key whose
// value is a non-empty string, found without decoding the whole body.
func hasQueryString(body []byte) bool {
	i := bytes.Index(body, []byte(`"query"`))
	if i < 0 {
		return false
	}
	rest := bytes.TrimLeft(body[i+len(`"query"`):], " \t\r\n")
	if len(rest) == 0 || rest[0] != ':' {
		return false
	}
	rest = bytes.TrimLeft(rest[1:], " \t\r\n")
	return len(rest) > 1 && rest[0] == '"' && rest[1] != '"'
}

func wantsGraphQLResponse(r *http.Request) bool {
	accept := r.Header.Get("Accept")
	return accept == "" || strings.Contains(accept, "application/graphql-response+json")
}

func writeRequestError(w http.ResponseWriter, r *http.Request, status int, code, message string) {
	ct := "application/json"
	if wantsGraphQLResponse(r) {
		ct = "application/graphql-response+json"
	}
	body, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{"message": message, "extensions": map[string]any{"code": code}}}})
	w.Header().Set("Content-Type", ct)
	w.WriteHeader(status)
	w.Write(body)
}

func dropNullData(body []byte) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(body, &m) != nil {
		return body
	}
	if d, ok := m["data"]; !ok || string(d) != "null" {
		return body
	}
	delete(m, "data")
	out, err := json.Marshal(m)
	if err != nil {
		return body
	}
	return out
}

// WriteHTTPError answers a request that failed before GraphQL execution
// (authentication, rate limit) with the error's HTTP status and a GraphQL
// error body whose extensions.code is the error key.
func WriteHTTPError(w http.ResponseWriter, r *http.Request, log interface {
	ErrorContext(context.Context, string, ...any)
}, err error) {
	e := errs.As(err)
	if e.Kind == errs.Internal {
		log.ErrorContext(r.Context(), "graphql request failed", "error", err)
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeRequestError(w, r, e.Kind.Status(), e.Key, e.Message)
}
