package graph

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// The graphql-transport-ws protocol
// (https://github.com/enisdenjo/graphql-ws/blob/master/PROTOCOL.md).
const (
	subprotocol = "graphql-transport-ws"

	closeBadRequest    websocket.StatusCode = 4400
	closeUnauthorized  websocket.StatusCode = 4401
	closeForbidden     websocket.StatusCode = 4403
	closeNotAcceptable websocket.StatusCode = 4406
	closeInitTimeout   websocket.StatusCode = 4408
	closeDuplicateID   websocket.StatusCode = 4409
	closeTooManyInits  websocket.StatusCode = 4429
)

// maxOperations bounds the operations (mostly subscriptions) one connection
// runs at once; more are refused with an error message.
const maxOperations = 500

// recheckEvery is how often a connection authenticates its credential
// again (a client token: when it expires), besides before each operation
// and each message: with a key cached for at most 1.5 s in each process,
// a connection in any process ends within 2 s of its key's revocation.
const recheckEvery = 250 * time.Millisecond

// CredentialRevoked is the reason a connection closes (with 4403), and the
// extensions.code of the error message each of its operations ends with,
// when its credential stops working: a revoked key, or a client token that
// expired or whose session ended (see Stream.Revoke).
const CredentialRevoked = "credential_revoked"

var errRevoked = &gqlerror.Error{
	Message:    "The credential of this connection no longer works: the key was revoked, or the client token's session ended",
	Extensions: map[string]any{"code": CredentialRevoked},
}

type wsMessage struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// wsTransport serves GraphQL over websockets with graphql-transport-ws.
// gqlgen's own websocket transport parks a goroutine on every subscription;
// this one keeps none. A subscription whose resolver streams through
// [Stream] says when its channel holds a value (Stream.Ready) and a
// goroutine lives only while it pulls and sends what is ready, so an idle
// subscription costs only its heap (bench/README.md). Operations whose
// resolver does not use a Stream (queries, mutations, a subscription that
// failed to start) are pulled to the end by a goroutine of their own.
type wsTransport struct {
	accept       websocket.AcceptOptions
	authenticate func(ctx context.Context, credential string) (auth.Principal, error)
	cookie       func(r *http.Request) string
	session      func(ctx context.Context, token string) (auth.Principal, error)
	initTimeout  time.Duration
	writeTimeout time.Duration
	readLimit    int64
	log          *slog.Logger
	sockets      *Sockets
}

func (wsTransport) Supports(r *http.Request) bool { return httpio.Header(r.Header, "Upgrade") != "" }

func (t wsTransport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	opts := t.accept
	opts.Subprotocols = []string{subprotocol}
	ws, err := websocket.Accept(smallBuffers{w}, r, &opts)
	if err != nil {
		return // Accept has answered the request
	}
	if ws.Subprotocol() != subprotocol {
		ws.Close(closeNotAcceptable, "Subprotocol not acceptable: use graphql-transport-ws")
		return
	}
	ws.SetReadLimit(t.readLimit)
	// The connection is read by a goroutine of its own and the handler
	// returns: the hijacked connection no longer needs it, and a goroutine
	// that starts here keeps a shallow stack for the connection's life
	// instead of the one the request's middleware grew.
	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	c := &wsConn{t: t, ws: ws, exec: exec, ctx: ctx, streams: map[string]*Stream{}, authenticate: t.authenticate}
	if t.cookie != nil && t.session != nil {
		c.cookie = t.cookie(r)
	}
	if !t.sockets.add(c) {
		cancel()
		ws.Close(websocket.StatusGoingAway, "server shutting down")
		return
	}
	go func() {
		defer t.sockets.remove(c)
		defer cancel()
		defer ws.CloseNow()
		if offStack(c.init) {
			c.serve()
		}
	}()
}

// Sockets keeps the open websocket connections, so that a server shutting
// down can close them.
type Sockets struct {
	mu     sync.Mutex
	conns  map[*wsConn]struct{}
	closed bool
}

// NewSockets returns an empty registry.
func NewSockets() *Sockets { return &Sockets{conns: map[*wsConn]struct{}{}} }

func (s *Sockets) add(c *wsConn) bool {
	if s == nil {
		return true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.conns[c] = struct{}{}
	return true
}

func (s *Sockets) remove(c *wsConn) {
	if s == nil {
		return
	}
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

// Close refuses new connections and closes the open ones with 1001 (going
// away), each once its operations have sent their last message (a
// subscription that the server ended gets its error first), waiting at most
// until ctx ends.
func (s *Sockets) Close(ctx context.Context) {
	s.mu.Lock()
	s.closed = true
	conns := make([]*wsConn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	var wg sync.WaitGroup
	for _, c := range conns {
		wg.Go(func() { c.closeAfterOperations(ctx, websocket.StatusGoingAway, "server shutting down") })
	}
	wg.Wait()
}

// closeAfterOperations waits for the connection's operations to finish (or
// ctx to end), then closes it with code and reason.
func (c *wsConn) closeAfterOperations(ctx context.Context, code websocket.StatusCode, reason string) {
	for {
		c.mu.Lock()
		n := len(c.streams)
		c.mu.Unlock()
		if n == 0 || ctx.Err() != nil {
			break
		}
		select {
		case <-ctx.Done():
		case <-time.After(10 * time.Millisecond):
		}
	}
	c.ws.Close(code, reason)
}

// smallBuffers hands the websocket 256-byte read and write buffers instead
// of the 4 KiB ones net/http gives a hijacker: they hold frame headers and
// small messages, larger payloads bypass them, and an idle connection then
// holds half a KiB of buffers instead of 8.
type smallBuffers struct{ http.ResponseWriter }

func (w smallBuffers) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w smallBuffers) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	// Bytes the client sent after the upgrade request must be in the new
	// reader's buffer: coder/websocket keeps what is buffered and reads the
	// rest from the connection.
	head, _ := brw.Reader.Peek(brw.Reader.Buffered())
	br := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(bytes.Clone(head)), conn), max(256, len(head)))
	if _, err := br.Peek(len(head)); err != nil {
		conn.Close()
		return nil, nil, err
	}
	if err := brw.Writer.Flush(); err != nil {
		conn.Close()
		return nil, nil, err
	}
	return conn, bufio.NewReadWriter(br, bufio.NewWriterSize(conn, 256)), nil
}

// wsConn is one connection.
type wsConn struct {
	t    wsTransport
	ws   *websocket.Conn
	exec graphql.GraphExecutor
	ctx  context.Context

	// The credential connection_init authenticated, and its principal;
	// authenticate is how it is checked (a sign-in session's own way for
	// the cookie, the upgrade request's sign-in session, when there is one).
	credential   string
	principal    auth.Principal
	authenticate func(ctx context.Context, credential string) (auth.Principal, error)
	cookie       string
	recheck      *time.Timer
	revoked      atomic.Bool

	mu      sync.Mutex
	streams map[string]*Stream // by operation id
}

func (c *wsConn) read() (wsMessage, error) {
	_, data, err := c.ws.Read(context.Background())
	if err != nil {
		return wsMessage{}, err
	}
	return c.decode(data)
}

func (c *wsConn) decode(data []byte) (wsMessage, error) {
	var m wsMessage
	if err := json.Unmarshal(data, &m); err != nil || m.Type == "" {
		c.ws.Close(closeBadRequest, "Invalid message received")
		return wsMessage{}, errors.New("invalid message")
	}
	return m, nil
}

// offStack runs fn on a goroutine of its own and waits for it. A
// connection's reading goroutine lives as long as the connection and keeps
// the deepest stack it has used until a collection shrinks it, so the deep
// call chains of authenticating, parsing and starting operations run
// elsewhere: an idle connection's stack halves, 8 to 4 KiB (bench/README.md).
func offStack(fn func() bool) bool {
	done := make(chan bool, 1)
	go func() { done <- fn() }()
	return <-done
}

func (c *wsConn) send(m wsMessage) {
	b, err := json.Marshal(m)
	if err != nil {
		c.t.log.ErrorContext(c.ctx, "encode websocket message", "error", err)
		return
	}
	ctx, cancel := context.WithTimeout(c.ctx, c.t.writeTimeout)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, b); err != nil {
		c.ws.CloseNow() // a peer that cannot take a message loses the connection
	}
}

// init waits for connection_init and authenticates its authorization
// ("Bearer <secret key or client token>").
func (c *wsConn) init() bool {
	timer := time.AfterFunc(c.t.initTimeout, func() { c.ws.Close(closeInitTimeout, "Connection initialisation timeout") })
	defer timer.Stop()
	m, err := c.read()
	if err != nil {
		return false
	}
	if m.Type != "connection_init" {
		c.ws.Close(closeUnauthorized, "Unauthorized")
		return false
	}
	var payload map[string]any
	if len(m.Payload) > 0 && string(m.Payload) != "null" {
		if err := json.Unmarshal(m.Payload, &payload); err != nil {
			c.ws.Close(closeBadRequest, "Invalid connection_init payload")
			return false
		}
	}
	cred, _ := payload["authorization"].(string)
	if cred == "" {
		cred, _ = payload["Authorization"].(string)
	}
	c.credential = auth.StripBearer(cred)
	if c.credential == "" && c.cookie != "" {
		c.credential, c.authenticate = c.cookie, c.t.session
	}
	p, err := c.authenticate(c.ctx, c.credential)
	if err != nil {
		c.ws.Close(closeForbidden, errs.As(err).Key)
		return false
	}
	c.principal = p
	c.ctx = context.WithValue(auth.WithPrincipal(c.ctx, p), websocketKey{}, true)
	c.send(wsMessage{Type: "connection_ack"})
	c.mu.Lock()
	c.recheck = time.AfterFunc(c.nextCheck(), c.check)
	c.mu.Unlock()
	return true
}

// nextCheck is how long until the credential is checked again: a secret
// key may be revoked at any time, a client token (whose session's end the
// verdictUpdated subscription tells) changes only when it expires.
func (c *wsConn) nextCheck() time.Duration {
	if c.principal.Kind == auth.ClientToken {
		return max(recheckEvery, time.Until(c.principal.ExpiresAt))
	}
	return recheckEvery
}

// check is the periodic check of the credential.
func (c *wsConn) check() {
	if !c.authorized() {
		c.revoke()
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ctx.Err() == nil {
		c.recheck.Reset(c.nextCheck())
	}
}

// authorized authenticates the connection's credential again (authenticate
// answers from a short-lived cache, which a revocation clears at once in
// its process). Only a refusal counts: a failure to check (the database
// out of reach, the address rate limited) leaves the connection be.
func (c *wsConn) authorized() bool {
	if c.revoked.Load() {
		return false
	}
	_, err := c.authenticate(c.ctx, c.credential)
	return err == nil || errs.KindOf(err) != errs.Unauthenticated
}

// revoke ends the connection once its credential no longer works: each
// operation ends with an error message (credential_revoked) instead of
// its next result, then the socket closes with 4403 credential_revoked.
func (c *wsConn) revoke() {
	if c.revoked.Swap(true) {
		return
	}
	go func() {
		c.mu.Lock()
		c.recheck.Stop()
		for _, s := range c.streams {
			s.End(errRevoked)
			s.cancel()
		}
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), c.t.writeTimeout)
		defer cancel()
		c.closeAfterOperations(ctx, closeForbidden, CredentialRevoked)
	}()
}

func (c *wsConn) serve() {
	defer c.cancelAll()
	defer func() {
		c.mu.Lock()
		c.recheck.Stop()
		c.mu.Unlock()
	}()
	for {
		// Nothing cancels a read but the connection's end, so it gets no
		// context of its own (coder/websocket would register a callback on it).
		_, data, err := c.ws.Read(context.Background())
		if err != nil || !offStack(func() bool { return c.handle(data) }) {
			return
		}
	}
}

// handle acts on one message after connection_init; false when the
// connection must end.
func (c *wsConn) handle(data []byte) bool {
	m, err := c.decode(data)
	if err != nil {
		return false
	}
	switch m.Type {
	case "ping":
		c.send(wsMessage{Type: "pong", Payload: m.Payload})
	case "pong":
	case "subscribe":
		return c.subscribe(m) == nil
	case "complete":
		c.mu.Lock()
		s := c.streams[m.ID]
		c.mu.Unlock()
		if s != nil {
			s.complete()
		}
	case "connection_init":
		c.ws.Close(closeTooManyInits, "Too many initialisation requests")
		return false
	default:
		c.ws.Close(closeBadRequest, fmt.Sprintf("Invalid message type %.60q", m.Type)) // a close reason fits in 123 bytes
		return false
	}
	return true
}

func (c *wsConn) cancelAll() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range c.streams {
		s.cancel()
	}
}

// errClosed is subscribe's answer when the connection must end.
var errClosed = errors.New("websocket closed")

// subscribe starts an operation.
func (c *wsConn) subscribe(m wsMessage) error {
	var params graphql.RawParams
	if m.ID == "" || json.Unmarshal(m.Payload, &params) != nil {
		c.ws.Close(closeBadRequest, "Invalid subscribe message")
		return errClosed
	}
	if httpio.JSONHasNUL(m.Payload) { // as over HTTP: no text with a NUL reaches a resolver
		b, _ := json.Marshal([]*gqlerror.Error{nulRefused()})
		c.send(wsMessage{ID: m.ID, Type: "error", Payload: b})
		return nil
	}
	if !c.authorized() {
		c.revoke()
		b, _ := json.Marshal([]*gqlerror.Error{errRevoked})
		c.send(wsMessage{ID: m.ID, Type: "error", Payload: b})
		return nil
	}
	ctx, cancel := context.WithCancel(c.ctx)
	s := &Stream{c: c, id: m.ID, cancel: cancel}
	c.mu.Lock()
	if _, dup := c.streams[m.ID]; dup {
		c.mu.Unlock()
		cancel()
		c.ws.Close(closeDuplicateID, fmt.Sprintf("Subscriber for %.80s already exists", m.ID))
		return errClosed
	}
	if len(c.streams) >= maxOperations {
		c.mu.Unlock()
		cancel()
		b, _ := json.Marshal([]*gqlerror.Error{{
			Message:    fmt.Sprintf("A connection may run at most %d operations at once", maxOperations),
			Extensions: map[string]any{"code": "too_many_operations"},
		}})
		c.send(wsMessage{ID: m.ID, Type: "error", Payload: b})
		return nil
	}
	c.streams[m.ID] = s
	c.mu.Unlock()

	start := graphql.Now()
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	ctx = context.WithValue(graphql.StartOperationTrace(ctx), streamKey{}, s)
	rc, opErr := c.exec.CreateOperationContext(ctx, &params)
	if opErr != nil {
		resp := c.exec.DispatchError(graphql.WithOperationContext(ctx, rc), firstErrors(opErr))
		b, _ := json.Marshal(resp.Errors)
		s.finish(&wsMessage{ID: s.id, Type: "error", Payload: b})
		return nil
	}
	// For a subscription this runs its resolver, which attaches to s.
	responses, ctx := c.exec.DispatchOperation(graphql.WithOperationContext(ctx, rc), rc)
	s.begin(responses, ctx)
	return nil
}

type streamKey struct{}

// Stream is a websocket operation. A subscription resolver that gets one
// (StreamOf) says when its channel has a value or has been closed (Ready),
// so that no goroutine waits on the channel in between.
type Stream struct {
	c      *wsConn
	id     string
	cancel context.CancelFunc

	mu        sync.Mutex
	pushed    bool // the resolver calls Ready
	responses graphql.ResponseHandler
	ctx       context.Context
	pending   int  // values (or the close) signalled and not yet pulled
	pulling   bool // a goroutine is pulling
	completed bool // the client completed it: nothing more is sent
	end       *gqlerror.Error
	revokes   bool // its end ends the connection's credential (Revoke)
}

// StreamOf returns the websocket operation of a subscription resolver's
// context, marked as one whose resolver calls Ready; nil elsewhere.
func StreamOf(ctx context.Context) *Stream {
	s, _ := ctx.Value(streamKey{}).(*Stream)
	if s != nil {
		s.mu.Lock()
		s.pushed = true
		s.mu.Unlock()
	}
	return s
}

// Ready says that the subscription's channel received a value or was
// closed: call it once for each, after the send or the close. It does not
// block. A nil Stream ignores it.
func (s *Stream) Ready() {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.pending++
	run := s.responses != nil && !s.pulling
	s.pulling = s.pulling || run
	s.mu.Unlock()
	if run {
		go s.pull()
	}
}

// End records why the server is ending the subscription, sent to the
// client as an error message instead of a plain complete. Call it before
// closing the channel. A nil Stream ignores it.
func (s *Stream) End(err *gqlerror.Error) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.end = err
	s.mu.Unlock()
}

// Revoke records that the connection's credential no longer works, as
// the resolver has learned (a client token whose session ended): once the
// channel is closed (call it before), the subscription ends with a
// credential_revoked error message, and so does every other operation of
// the connection, which then closes with 4403. A nil Stream ignores it.
func (s *Stream) Revoke() {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.end, s.revokes = errRevoked, true
	s.mu.Unlock()
}

// begin hands the stream its responses once the operation has started.
func (s *Stream) begin(responses graphql.ResponseHandler, ctx context.Context) {
	s.mu.Lock()
	s.responses, s.ctx = responses, ctx
	run := !s.pushed || s.pending > 0
	s.pulling = run
	s.mu.Unlock()
	if run {
		go s.pull()
	}
}

// pull sends responses: for a pushed stream as many as were signalled, for
// any other until the operation ends.
func (s *Stream) pull() {
	for {
		s.mu.Lock()
		if s.pushed {
			if s.pending == 0 {
				s.pulling = false
				s.mu.Unlock()
				return
			}
			s.pending--
		}
		s.mu.Unlock()
		resp := s.responses(s.ctx)
		if resp == nil {
			s.finish(nil)
			return
		}
		b, err := json.Marshal(resp)
		if err != nil {
			s.c.t.log.ErrorContext(s.ctx, "encode GraphQL response", "error", err)
			continue
		}
		if !s.c.authorized() {
			s.c.revoke() // which ends the operation
			continue
		}
		s.c.send(wsMessage{ID: s.id, Type: "next", Payload: b})
	}
}

// complete is the client's complete: the operation stops and nothing more
// is sent for it.
func (s *Stream) complete() {
	s.mu.Lock()
	s.completed = true
	s.mu.Unlock()
	s.cancel()
}

// finish ends the operation with msg, or else with the reason recorded by
// End as an error, or else with complete; nothing is sent after the
// client's own complete.
func (s *Stream) finish(msg *wsMessage) {
	s.cancel()
	s.mu.Lock()
	completed, end, revokes := s.completed, s.end, s.revokes
	s.mu.Unlock()
	switch {
	case completed:
	case msg != nil:
		s.c.send(*msg)
	case end != nil:
		b, _ := json.Marshal([]*gqlerror.Error{end})
		s.c.send(wsMessage{ID: s.id, Type: "error", Payload: b})
	default:
		s.c.send(wsMessage{ID: s.id, Type: "complete"})
	}
	// Forgotten after its last message: a connection closing at shutdown
	// waits for that.
	s.c.mu.Lock()
	if s.c.streams[s.id] == s {
		delete(s.c.streams, s.id)
	}
	s.c.mu.Unlock()
	if revokes {
		s.c.revoke()
	}
}
