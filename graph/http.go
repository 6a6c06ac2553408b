package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

const (
	mediaJSON            = "application/json"
	mediaGraphQLResponse = "application/graphql-response+json"
)

// httpTransport serves GraphQL over GET and POST (application/json) as the
// GraphQL-over-HTTP specification asks, where stock gqlgen does not:
//   - a request that is not a well-formed GraphQL-over-HTTP request (a body
//     that is not one JSON object, a batch, a query or operation name that
//     is not a string, variables or extensions that are not objects, no
//     query at all) is 400 with a stable code, and the body is neither
//     echoed nor logged;
//   - with application/json, a well-formed request whose document fails to
//     parse or validate, or whose variables do not coerce, is 200 (gqlgen
//     says 422); with application/graphql-response+json it is 400;
//   - a request error carries no "data" key (gqlgen writes "data": null);
//   - a mutation over GET is 405.
type httpTransport struct{}

var _ graphql.Transport = httpTransport{}

func (httpTransport) Supports(r *http.Request) bool {
	if httpio.Header(r.Header, "Upgrade") != "" {
		return false
	}
	if r.Method == http.MethodGet {
		return true
	}
	mt, _, err := mime.ParseMediaType(httpio.Header(r.Header, "Content-Type"))
	return r.Method == http.MethodPost && err == nil && mt == mediaJSON
}

func (httpTransport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	start := graphql.Now()
	params, err := readParams(r)
	if err != nil {
		var gerr *gqlerror.Error
		if !errors.As(err, &gerr) {
			gerr = requestError("payload_too_large", "The request body is over the size limit")
			writeRequestError(w, r, http.StatusRequestEntityTooLarge, gerr)
			return
		}
		writeRequestError(w, r, http.StatusBadRequest, gerr)
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	opCtx, list := exec.CreateOperationContext(ctx, params)
	if list != nil {
		status := http.StatusOK
		if responseType(r) == mediaGraphQLResponse && errcode.GetErrorKind(list) == errcode.KindProtocol {
			status = http.StatusBadRequest
		}
		resp := exec.DispatchError(graphql.WithOperationContext(ctx, opCtx), firstErrors(list))
		writeRequestError(w, r, status, resp.Errors...)
		return
	}
	if r.Method == http.MethodGet && opCtx.Operation.Operation != ast.Query {
		w.Header().Set("Allow", http.MethodPost)
		writeRequestError(w, r, http.StatusMethodNotAllowed,
			requestError("method_not_allowed", "Only queries may be sent with GET; send %ss with POST", opCtx.Operation.Operation))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, opCtx)
	resp := responses(ctx)
	if resp == nil {
		return // the request's context ended (its client left): no one reads an answer
	}
	body, err := json.Marshal(resp)
	if err != nil {
		panic(err) // a resolver returned something JSON cannot carry: a bug, reported as internal_error
	}
	if wait := retryAfter(resp.Errors); wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(wait))
	}
	w.Header()["Content-Type"] = contentType(responseType(r))
	w.Write(body)
}

// retryAfter is the longest wait the errors of a result ask for (a
// database or storage outage during execution), as REST sends it.
func retryAfter(list gqlerror.List) int {
	wait := 0
	for _, e := range list {
		if n, ok := e.Extensions["retryAfter"].(int); ok {
			wait = max(wait, n)
		}
	}
	return wait
}

// bodies hold POST bodies while they are decoded; one larger than
// maxPooledBody is left to the collector.
var bodies = sync.Pool{New: func() any { return new(bytes.Buffer) }}

const maxPooledBody = 64 << 10

// readParams decodes a GET's query string or a POST's JSON body into the
// request's parameters. A malformed request is a *gqlerror.Error with a
// stable code; another error is the body's read failing (over the limit).
func readParams(r *http.Request) (*graphql.RawParams, error) {
	if r.Method != http.MethodGet {
		buf := bodies.Get().(*bytes.Buffer)
		defer func() {
			if buf.Cap() <= maxPooledBody {
				bodies.Put(buf)
			}
		}()
		buf.Reset()
		if n := r.ContentLength; n > 0 && n < maxPooledBody {
			buf.Grow(int(n) + bytes.MinRead) // ReadFrom wants room for one more read
		}
		if _, err := buf.ReadFrom(r.Body); err != nil {
			return nil, err
		}
		return decodeBody(bytes.TrimSpace(buf.Bytes()))
	}
	var raw rawParams
	q := r.URL.Query()
	for _, vs := range q {
		for _, v := range vs {
			if httpio.HasNUL(v) || httpio.JSONHasNUL([]byte(v)) {
				return nil, nulRefused()
			}
		}
	}
	if v := q.Get("query"); v != "" {
		raw.Query, _ = json.Marshal(v)
	}
	if v := q.Get("operationName"); v != "" {
		raw.OperationName, _ = json.Marshal(v)
	}
	if v := q.Get("variables"); v != "" {
		raw.Variables = json.RawMessage(v)
	}
	if v := q.Get("extensions"); v != "" {
		raw.Extensions = json.RawMessage(v)
	}
	return raw.params()
}

// rawParams are a request's parameters before each is checked for its type.
type rawParams struct {
	Query, OperationName, Variables, Extensions json.RawMessage
}

// decodeBody decodes a POST's JSON body (its spaces trimmed). A body that
// is one object of well-typed parameters, as nearly all are, is decoded in
// one pass; any other is decoded again parameter by parameter, for the
// error that names what is wrong.
func decodeBody(body []byte) (*graphql.RawParams, error) {
	if httpio.JSONHasNUL(body) {
		return nil, nulRefused()
	}
	if len(body) > 0 && body[0] == '{' {
		var typed struct { // a null undoes an earlier key's value, as for rawParams
			Query         *string `json:"query"`
			OperationName *string `json:"operationName"`
			Variables     object  `json:"variables"`
			Extensions    object  `json:"extensions"`
		}
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber()
		if dec.Decode(&typed) == nil && dec.InputOffset() == int64(len(body)) {
			p := &graphql.RawParams{Variables: typed.Variables, Extensions: typed.Extensions}
			if typed.Query != nil {
				p.Query = *typed.Query
			}
			if typed.OperationName != nil {
				p.OperationName = *typed.OperationName
			}
			if p.Query == "" && len(p.Extensions) == 0 {
				return nil, requestError("missing_query", "The request has no query")
			}
			return p, nil
		}
	}
	var raw rawParams
	switch {
	case len(body) > 0 && body[0] == '[':
		return nil, requestError("batching_not_supported", "Batched requests are not supported: send one operation per request")
	case len(body) == 0 || body[0] != '{' || json.Unmarshal(body, &raw) != nil:
		return nil, requestError("invalid_json", "The request body must be one JSON object")
	}
	return raw.params()
}

// object is a JSON object parameter, decoded as decodeObject decodes it:
// its numbers exact, and a later key of the same name replacing it whole.
type object map[string]any

func (o *object) UnmarshalJSON(b []byte) error {
	var m map[string]any
	if !decodeObject(b, &m) {
		return errors.New("not a JSON object")
	}
	*o = m
	return nil
}

// params checks each parameter's type and decodes it.
func (raw rawParams) params() (*graphql.RawParams, error) {
	p := &graphql.RawParams{}
	if !decodeField(raw.Query, &p.Query) {
		return nil, requestError("invalid_request", "query must be a string")
	}
	if !decodeField(raw.OperationName, &p.OperationName) {
		return nil, requestError("invalid_request", "operationName must be a string")
	}
	if !decodeObject(raw.Variables, &p.Variables) {
		return nil, requestError("invalid_request", "variables must be a JSON object")
	}
	if !decodeObject(raw.Extensions, &p.Extensions) {
		return nil, requestError("invalid_request", "extensions must be a JSON object")
	}
	if p.Query == "" && len(p.Extensions) == 0 {
		return nil, requestError("missing_query", "The request has no query")
	}
	return p, nil
}

// decodeField decodes an optional string (null or absent is "").
func decodeField(raw json.RawMessage, out *string) bool {
	if len(raw) == 0 || string(raw) == "null" {
		return true
	}
	return raw[0] == '"' && json.Unmarshal(raw, out) == nil
}

// decodeObject decodes an optional JSON object, numbers kept exact.
func decodeObject(raw json.RawMessage, out *map[string]any) bool {
	if len(raw) == 0 || string(raw) == "null" {
		return true
	}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '{' {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	return dec.Decode(out) == nil && !dec.More()
}

// Content-Type values, one slice each for all answers (Header().Set would
// make one an answer and canonicalize the header's name).
var (
	jsonContentType            = []string{mediaJSON}
	graphQLResponseContentType = []string{mediaGraphQLResponse}
)

// contentType is the Content-Type header's value for media type mt, one
// of responseType's.
func contentType(mt string) []string {
	if mt == mediaJSON {
		return jsonContentType
	}
	return graphQLResponseContentType
}

// responseType is the media type of the answer, as gqlgen chooses it: the
// first of application/json or application/graphql-response+json that the
// Accept header names (application/json for none, */* or application/*),
// else application/graphql-response+json.
func responseType(r *http.Request) string {
	accept := httpio.Header(r.Header, "Accept")
	if accept == "" {
		return mediaJSON
	}
	for part := range strings.SplitSeq(accept, ",") {
		mt, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mt {
		case mediaJSON, "*/*", "application/*":
			return mediaJSON
		case mediaGraphQLResponse:
			return mediaGraphQLResponse
		}
	}
	return mediaGraphQLResponse
}

// writeRequestError answers a request that did not execute: its errors and
// no data entry.
func writeRequestError(w http.ResponseWriter, r *http.Request, status int, list ...*gqlerror.Error) {
	body, _ := json.Marshal(struct {
		Errors gqlerror.List `json:"errors"`
	}{list})
	w.Header()["Content-Type"] = contentType(responseType(r))
	w.WriteHeader(status)
	w.Write(body)
}

// persistedQueries is gqlgen's automatic persisted queries with a stable
// code on every refusal (a hash that does not match its query, a malformed
// extension) besides PERSISTED_QUERY_NOT_FOUND.
type persistedQueries struct {
	extension.AutomaticPersistedQuery
}

func (p persistedQueries) MutateOperationParameters(ctx context.Context, params *graphql.RawParams) *gqlerror.Error {
	err := p.AutomaticPersistedQuery.MutateOperationParameters(ctx, params)
	if err != nil && err.Extensions["code"] == nil {
		err.Extensions = map[string]any{"code": "persisted_query_invalid"}
	}
	return err
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
	writeRequestError(w, r, e.Kind.Status(), requestError(e.Key, "%s", e.Message))
}
