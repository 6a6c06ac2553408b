// Package logging builds Meridian's slog logger and carries what is known
// of a request in the context (its id and the network address it came
// from), so that every line logged while serving it names it.
package logging

import (
	"context"
	"io"
	"log/slog"
)

// Request is what the outermost middleware knows of a request.
type Request struct {
	// ID is the request id (X-Request-Id).
	ID string
	// Source is the network address the request came from.
	Source string
}

type requestKey struct{}

// WithRequest returns ctx carrying r: one context value for both fields.
func WithRequest(ctx context.Context, r Request) context.Context {
	return context.WithValue(ctx, requestKey{}, &r)
}

// Scope is a context carrying a request (as WithRequest's does), for a
// middleware that makes it in one allocation with the rest of what it
// keeps of the request.
type Scope struct {
	context.Context
	Request Request
}

// Value answers the request; other keys are the parent's.
func (s *Scope) Value(key any) any {
	if _, ok := key.(requestKey); ok {
		return &s.Request
	}
	return s.Context.Value(key)
}

// RequestOf returns the request ctx carries (zero without one).
func RequestOf(ctx context.Context) Request {
	if r, ok := ctx.Value(requestKey{}).(*Request); ok {
		return *r
	}
	return Request{}
}

// WithRequestID returns ctx carrying the request id (and the source it
// carried).
func WithRequestID(ctx context.Context, id string) context.Context {
	r := RequestOf(ctx)
	r.ID = id
	return WithRequest(ctx, r)
}

// RequestID returns the request id of ctx, or "".
func RequestID(ctx context.Context) string { return RequestOf(ctx).ID }

// New returns a JSON (format "json") or text logger at the given level that
// adds request_id to every record logged with a request's context.
func New(w io.Writer, format string, level slog.Level) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	if format == "text" {
		h = slog.NewTextHandler(w, opts)
	} else {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(contextHandler{h})
}

type contextHandler struct{ slog.Handler }

func (h contextHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h contextHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return contextHandler{h.Handler.WithAttrs(attrs)}
}

func (h contextHandler) WithGroup(name string) slog.Handler {
	return contextHandler{h.Handler.WithGroup(name)}
}
