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
	// parses are the shapes of the Parse messages sent, nil for the
	// unnamed statement: the server answers each with ParseComplete, in
	// order, until the first error.
	var parses []*shape
	sending := map[*shape]bool{}
	for _, s := range stmts {
		name, query := "", ""
		var params [][]byte
		switch {
		case s.shape == nil:
			query = s.text
		case s.shape.bad.Load():
			query = s.sqlText()
		case cn.prepared[s.shape] || sending[s.shape]:
			name, params = s.shape.name, s.params
		case len(cn.prepared)+len(sending) < maxPrepared:
			name, query, params = s.shape.name, s.shape.sql(), s.params
			sending[s.shape] = true
		default:
			query, params = s.shape.sql(), s.params
		}
		if query != "" {
			fe.SendParse(&pgproto3.Parse{Name: name, Query: query})
			if name != "" {
				parses = append(parses, s.shape)
			} else {
				parses = append(parses, nil)
			}
		}
		fe.SendBind(&pgproto3.Bind{PreparedStatement: name, Parameters: params})
		fe.SendExecute(&pgproto3.Execute{})
	}
	if tail != "" {
		fe.SendParse(&pgproto3.Parse{Query: tail})
		parses = append(parses, nil)
		fe.SendBind(&pgproto3.Bind{})
		fe.SendExecute(&pgproto3.Execute{})
	}
	fe.SendSync(&pgproto3.Sync{})
	nc.SetDeadline(time.Now().Add(pipelineTimeout))
	defer nc.SetDeadline(time.Time{})
	if err := fe.Flush(); err != nil {
		cn.Conn.Close()
		return err
	}
	var first error
	parsed := 0
	for {
		msg, err := fe.Receive()
		if err != nil {
			cn.Conn.Close()
			return err
		}
		switch m := msg.(type) {
		case *pgproto3.ParseComplete:
			if sh := parses[parsed]; sh != nil {
				cn.prepared[sh] = true
			}
			parsed++
		case *pgproto3.ErrorResponse:
			if first == nil {
				first = &ServerError{Severity: m.Severity, Code: m.Code, Message: m.Message, Detail: m.Detail,
					Table: m.TableName, Column: m.ColumnName, Constraint: m.ConstraintName}
				// A shape whose text PostgreSQL refuses (a parameter whose
				// type it cannot tell, say: SQLSTATE class 42) goes as
				// text from now on. The error comes from a Parse only when
				// it comes before that Parse's ParseComplete; an error of
				// a Bind or an Execute is of the values, not of the shape.
				if parsed < len(parses) && parses[parsed] != nil && isSyntaxOrType(m.Code) && !cn.prepared[parses[parsed]] {
					parses[parsed].bad.Store(true)
				}
			}
		case *pgproto3.ReadyForQuery:
			return first
		}
	}
}

// isSyntaxOrType: SQLSTATE class 42, an error of the statement's text
// rather than of its values (a parameter of undetermined type, say).
func isSyntaxOrType(code string) bool { return len(code) == 5 && code[:2] == "42" }
