package db

import (
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"
)

// ServerError is an error PostgreSQL answered to a pipeline (see
// lazyConn.pipeline); pgdriver's Error is the same for the statements it
// sends itself.
type ServerError struct {
	Severity, Code, Message, Detail, Table, Column, Constraint string
}

func (e *ServerError) Error() string {
	return fmt.Sprintf("%s: %s (SQLSTATE=%s)", e.Severity, e.Message, e.Code)
}

// maxPrepared bounds the statements a connection keeps prepared; a shape
// past it is parsed again each time it is sent.
const maxPrepared = 500

// pipelineTimeout bounds a pipeline's writing and reading, as pgdriver's
// timeout bounds its own statements.
const pipelineTimeout = 10 * time.Second

// pipeline sends stmts and then, when tail is not empty, tail (COMMIT),
// with one Sync: one message and one round trip, in the extended
// protocol. A statement with a shape runs as that shape's prepared
// statement, parsed on this connection the first time it is sent; one
// without runs as the unnamed statement. The server runs them in order up
// to the first that fails and skips the rest; without a BEGIN before them
// they are one implicit transaction, committed at the Sync or, at a
// failure, rolled back. It returns the first error, after reading every
// answer up to the server's ReadyForQuery, so that the connection is left
// at a clean boundary for pgdriver; a connection that fails to be written
// or read is closed.
//
// pgdriver has no pipeline, so this speaks the protocol (pgx's pgproto3)
// on pgdriver's own socket, between two of its statements, when it has
// read everything the server sent and expects nothing.
func (cn *lazyConn) pipeline(stmts []*stmt, tail string) error {
	nc := cn.Conn.Conn()
	if cn.fe == nil {
		cn.fe = pgproto3.NewFrontend(nc, nc)
		cn.prepared = map[*shape]bool{}
	}
	fe := cn.fe
	// replies are the answers the messages call for, in order (a Parse's
	// ParseComplete, a Bind's BindComplete, an Execute's CommandComplete),
	// each with the shape a Parse prepares, if any: an error stands in for
	// the answer of the message that failed, and the server skips the rest.
	var replies []*shape
	var sending map[*shape]bool // prepared by this pipeline, first sent here
	send := func(name, query string, sh *shape, params [][]byte) {
		if query != "" {
			fe.SendParse(&pgproto3.Parse{Name: name, Query: query})
			if name == "" {
				sh = nil
			}
			replies = append(replies, sh)
		}
		fe.SendBind(&pgproto3.Bind{PreparedStatement: name, Parameters: params})
		fe.SendExecute(&pgproto3.Execute{})
		replies = append(replies, nil, nil)
	}
	for _, s := range stmts {
		switch {
		case s.shape == nil:
			send("", s.text, nil, nil)
		case s.shape.bad.Load():
			send("", s.sqlText(), nil, nil)
		case cn.prepared[s.shape] || sending[s.shape]:
			send(s.shape.name, "", nil, s.params)
		case len(cn.prepared)+len(sending) < maxPrepared:
			if sending == nil {
				sending = map[*shape]bool{}
			}
			sending[s.shape] = true
			send(s.shape.name, s.shape.sql(), s.shape, s.params)
		default:
			send("", s.shape.sql(), nil, s.params)
		}
	}
	if tail != "" {
		send("", tail, nil, nil)
	}
	fe.SendSync(&pgproto3.Sync{})
	nc.SetDeadline(time.Now().Add(pipelineTimeout))
	defer nc.SetDeadline(time.Time{})
	if err := fe.Flush(); err != nil {
		cn.Conn.Close()
		return err
	}
	var first error
	next := 0 // the reply expected next
	for {
		msg, err := fe.Receive()
		if err != nil {
			// A server that ends the session (FATAL) says why first.
			cn.Conn.Close()
			if first != nil {
				return first
			}
			return err
		}
		switch m := msg.(type) {
		case *pgproto3.ParseComplete:
			if sh := replies[next]; sh != nil {
				cn.prepared[sh] = true
			}
			next++
		case *pgproto3.BindComplete, *pgproto3.CommandComplete, *pgproto3.EmptyQueryResponse:
			next++
		case *pgproto3.ErrorResponse:
			if first != nil {
				continue
			}
			first = &ServerError{Severity: m.Severity, Code: m.Code, Message: m.Message, Detail: m.Detail,
				Table: m.TableName, Column: m.ColumnName, Constraint: m.ConstraintName}
			switch {
			case next < len(replies) && replies[next] != nil && isSyntaxOrType(m.Code):
				// A shape whose text PostgreSQL refuses to prepare (a
				// parameter whose type it cannot tell, say: SQLSTATE class
				// 42) goes as text from now on.
				replies[next].bad.Store(true)
			case m.Code == "26000":
				// A prepared statement the session does not have (a
				// pooler that moved it to another server session): this
				// connection prepares its statements again.
				clear(cn.prepared)
			}
		case *pgproto3.ReadyForQuery:
			return first
		}
	}
}

// isSyntaxOrType: SQLSTATE class 42, an error of the statement's text
// rather than of its values (a parameter of undetermined type, say).
func isSyntaxOrType(code string) bool { return len(code) == 5 && code[:2] == "42" }
