package graph_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/resolvers"
)

type msg struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

const goodKey = "sk_test_good"

// server serves the schema with a broker that nothing feeds: enough for the
// protocol and for subscriptions that stay idle.
func server(t *testing.T, initTimeout time.Duration) (*httptest.Server, *events.Broker) {
	return serverWith(t, initTimeout, func(ctx context.Context, credential string) (auth.Principal, error) {
		if credential != goodKey {
			return auth.Principal{}, errs.E(errs.Unauthenticated, "invalid_api_key", "bad key")
		}
		return auth.Principal{OrganizationID: "org_1", Mode: auth.Test, Kind: auth.SecretKey}, nil
	})
}

// serverWith is server with its own authentication.
func serverWith(t *testing.T, initTimeout time.Duration,
	authenticate func(ctx context.Context, credential string) (auth.Principal, error)) (*httptest.Server, *events.Broker) {
	broker := events.NewBroker(nil, slog.New(slog.DiscardHandler))
	es := graph.NewExecutableSchema(graph.Config{Resolvers: &resolvers.Resolver{Broker: broker}})
	h := graph.NewHandler(es, graph.ServerConfig{
		Log:                  slog.New(slog.DiscardHandler),
		WebsocketInitTimeout: initTimeout,
		OriginPatterns:       []string{"shop.example"},
		Authenticate:         authenticate,
	})
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s, broker
}

func dial(t *testing.T, s *httptest.Server, protocols ...string) *websocket.Conn {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http"), &websocket.DialOptions{Subprotocols: protocols})
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	return c
}

func send(t *testing.T, c *websocket.Conn, m msg) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, wsjson.Write(ctx, c, m))
}

func recv(t *testing.T, c *websocket.Conn) msg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var m msg
	require.NoError(t, wsjson.Read(ctx, c, &m))
	return m
}

// closedWith reads until the server closes the connection and returns the code.
func closedWith(t *testing.T, c *websocket.Conn) (websocket.StatusCode, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, _, err := c.Read(ctx)
		if err == nil {
			continue
		}
		var ce websocket.CloseError
		require.True(t, errors.As(err, &ce), "closed by the server, not %v", err)
		return ce.Code, ce.Reason
	}
}

func initialized(t *testing.T, s *httptest.Server) *websocket.Conn {
	c := dial(t, s, "graphql-transport-ws")
	send(t, c, msg{Type: "connection_init", Payload: json.RawMessage(`{"authorization":"Bearer ` + goodKey + `"}`)})
	require.Equal(t, "connection_ack", recv(t, c).Type)
	return c
}

func subscribe(t *testing.T, c *websocket.Conn, id, query string) {
	p, _ := json.Marshal(map[string]any{"query": query})
	send(t, c, msg{ID: id, Type: "subscribe", Payload: p})
}

func TestWebsocketProtocolErrors(t *testing.T) {
	s, _ := server(t, 200*time.Millisecond)

	code, _ := closedWith(t, dial(t, s, "graphql-ws"))
	require.EqualValues(t, 4406, code, "only graphql-transport-ws is spoken")

	c := dial(t, s, "graphql-transport-ws")
	subscribe(t, c, "1", "{ __typename }")
	code, _ = closedWith(t, c)
	require.EqualValues(t, 4401, code, "subscribe before connection_init")

	c = dial(t, s, "graphql-transport-ws")
	send(t, c, msg{Type: "connection_init", Payload: json.RawMessage(`{"authorization":"Bearer sk_test_bad"}`)})
	code, reason := closedWith(t, c)
	require.EqualValues(t, 4403, code)
	require.Equal(t, "invalid_api_key", reason)

	code, _ = closedWith(t, dial(t, s, "graphql-transport-ws"))
	require.EqualValues(t, 4408, code, "no connection_init in time")

	c = initialized(t, s)
	send(t, c, msg{Type: "connection_init"})
	code, _ = closedWith(t, c)
	require.EqualValues(t, 4429, code, "a second connection_init")

	c = initialized(t, s)
	require.NoError(t, c.Write(context.Background(), websocket.MessageText, []byte("{not json")))
	code, _ = closedWith(t, c)
	require.EqualValues(t, 4400, code)

	c = initialized(t, s)
	send(t, c, msg{Type: strings.Repeat("bogus", 100)})
	code, _ = closedWith(t, c)
	require.EqualValues(t, 4400, code, "an unknown type, however long")

	c = initialized(t, s)
	subscribe(t, c, "dup", "subscription { events { id } }")
	subscribe(t, c, "dup", "subscription { events { id } }")
	code, _ = closedWith(t, c)
	require.EqualValues(t, 4409, code, "two operations with one id")
}

func TestWebsocketOperations(t *testing.T) {
	s, broker := server(t, time.Second)
	c := initialized(t, s)

	send(t, c, msg{Type: "ping", Payload: json.RawMessage(`{"n":1}`)})
	m := recv(t, c)
	require.Equal(t, "pong", m.Type)
	require.JSONEq(t, `{"n":1}`, string(m.Payload))

	subscribe(t, c, "q", "{ __typename }")
	m = recv(t, c)
	require.Equal(t, "next", m.Type)
	require.Equal(t, "q", m.ID)
	require.JSONEq(t, `{"data":{"__typename":"Query"}}`, string(m.Payload))
	require.Equal(t, msg{ID: "q", Type: "complete"}, recv(t, c))

	subscribe(t, c, "bad", "{ nope }")
	m = recv(t, c)
	require.Equal(t, "error", m.Type, "a request error is an error message")
	require.Equal(t, "bad", m.ID)
	require.Contains(t, string(m.Payload), "nope")

	// Text with a NUL is refused as over HTTP, in the variables too.
	send(t, c, msg{ID: "nul", Type: "subscribe",
		Payload: json.RawMessage(`{"query":"subscription($t: [String!]) { events(types: $t) { id } }","variables":{"t":["verification.\u0000"]}}`)})
	m = recv(t, c)
	require.Equal(t, "error", m.Type)
	require.Equal(t, "nul", m.ID)
	require.Contains(t, string(m.Payload), "invalid_characters")
	require.Zero(t, broker.Subscribers())

	// An idle subscription holds no goroutine; complete releases it and
	// nothing more is sent for it.
	before := runtime.NumGoroutine()
	for i := range 50 {
		subscribe(t, c, "s"+string(rune('A'+i)), "subscription { events { id } }")
	}
	require.Eventually(t, func() bool { return broker.Subscribers() == 50 }, 5*time.Second, 10*time.Millisecond)
	require.Less(t, runtime.NumGoroutine()-before, 10, "50 idle subscriptions hold no goroutine each")
	for i := range 50 {
		send(t, c, msg{ID: "s" + string(rune('A'+i)), Type: "complete"})
	}
	require.Eventually(t, func() bool { return broker.Subscribers() == 0 }, 5*time.Second, 10*time.Millisecond)
	subscribe(t, c, "q2", "{ __typename }")
	require.Equal(t, "q2", recv(t, c).ID, "the next message is the new operation's, not a completed one's")
	require.Equal(t, msg{ID: "q2", Type: "complete"}, recv(t, c))

	// A connection runs at most 500 operations at once.
	for i := range 500 {
		subscribe(t, c, fmt.Sprintf("m%d", i), "subscription { events { id } }")
	}
	subscribe(t, c, "one-too-many", "subscription { events { id } }")
	m = recv(t, c)
	require.Equal(t, "error", m.Type)
	require.Equal(t, "one-too-many", m.ID)
	require.Contains(t, string(m.Payload), "too_many_operations")
	require.Eventually(t, func() bool { return broker.Subscribers() == 500 }, 5*time.Second, 10*time.Millisecond)
	for i := range 500 {
		send(t, c, msg{ID: fmt.Sprintf("m%d", i), Type: "complete"})
	}
	require.Eventually(t, func() bool { return broker.Subscribers() == 0 }, 5*time.Second, 10*time.Millisecond)

	// A disconnect releases every subscription of the connection.
	subscribe(t, c, "x", "subscription { events { id } }")
	require.Eventually(t, func() bool { return broker.Subscribers() == 1 }, 5*time.Second, 10*time.Millisecond)
	c.Close(websocket.StatusNormalClosure, "bye")
	require.Eventually(t, func() bool { return broker.Subscribers() == 0 }, 5*time.Second, 10*time.Millisecond)
}

// The credential is checked again while the connection lives: a failure
// to check (the database out of reach) leaves the connection be, a
// refusal ends each operation with credential_revoked and closes the
// connection with 4403.
func TestWebsocketCredentialRechecked(t *testing.T) {
	var refuse, fail atomic.Bool
	var checks atomic.Int64
	s, broker := serverWith(t, time.Second, func(ctx context.Context, credential string) (auth.Principal, error) {
		checks.Add(1)
		switch {
		case refuse.Load():
			return auth.Principal{}, errs.E(errs.Unauthenticated, "invalid_api_key", "bad key")
		case fail.Load():
			return auth.Principal{}, errs.Wrap(errors.New("connection refused"), "look up key")
		}
		return auth.Principal{OrganizationID: "org_1", Mode: auth.Test, Kind: auth.SecretKey}, nil
	})
	c := initialized(t, s)
	subscribe(t, c, "e", "subscription { events { id } }")
	require.Eventually(t, func() bool { return broker.Subscribers() == 1 }, 5*time.Second, 10*time.Millisecond)

	fail.Store(true)
	n := checks.Load()
	require.Eventually(t, func() bool { return checks.Load() >= n+2 }, 10*time.Second, 10*time.Millisecond, "two checks that failed")
	send(t, c, msg{Type: "ping"})
	require.Equal(t, "pong", recv(t, c).Type, "the connection stays")

	refuse.Store(true)
	m := recv(t, c)
	require.Equal(t, "error", m.Type)
	require.Equal(t, "e", m.ID)
	require.Contains(t, string(m.Payload), `"code":"credential_revoked"`)
	code, reason := closedWith(t, c)
	require.EqualValues(t, 4403, code)
	require.Equal(t, graph.CredentialRevoked, reason)
	require.Eventually(t, func() bool { return broker.Subscribers() == 0 }, 5*time.Second, 10*time.Millisecond)
}

// A client may send connection_init in the same packet as its upgrade
// request: the bytes read with the request must reach the websocket.
func TestWebsocketEarlyBytes(t *testing.T) {
	s, _ := server(t, time.Second)
	conn, err := net.Dial("tcp", strings.TrimPrefix(s.URL, "http://"))
	require.NoError(t, err)
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))

	payload := []byte(`{"type":"connection_init","payload":{"authorization":"Bearer ` + goodKey + `"}}`)
	mask := [4]byte{1, 2, 3, 4}
	frame := []byte{0x81, 0x80 | byte(len(payload))} // FIN, text; masked, short length
	frame = append(frame, mask[:]...)
	for i, b := range payload {
		frame = append(frame, b^mask[i%4])
	}
	req := "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
		"Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n"
	_, err = conn.Write(append([]byte(req), frame...))
	require.NoError(t, err)

	br := bufio.NewReader(conn)
	res, err := http.ReadResponse(br, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusSwitchingProtocols, res.StatusCode)
	head := make([]byte, 2)
	_, err = io.ReadFull(br, head)
	require.NoError(t, err)
	require.Equal(t, byte(0x81), head[0], "a text frame")
	body := make([]byte, head[1]&0x7f)
	_, err = io.ReadFull(br, body)
	require.NoError(t, err)
	require.JSONEq(t, `{"type":"connection_ack"}`, string(body))
}

// Browsers may open the websocket from the server's own origin and from the
// allowed ones only.
func TestWebsocketOrigins(t *testing.T) {
	s, _ := server(t, time.Second)
	dialFrom := func(origin string) (*http.Response, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, res, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http"), &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {origin}}})
		if err == nil {
			c.CloseNow()
		}
		return res, err
	}
	res, err := dialFrom("https://evil.example")
	require.Error(t, err)
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	_, err = dialFrom("https://shop.example")
	require.NoError(t, err, "an allowed origin")
	_, err = dialFrom(s.URL)
	require.NoError(t, err, "the server's own origin")
}
