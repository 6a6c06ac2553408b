package db

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Classify turns a database error into a domain error: no rows becomes
// not_found with the given message, a unique violation conflict, a busy or
// serialization failure unavailable; anything else is internal.
func Classify(err error, notFound string) error {
	switch {
	case err == nil:
		return nil
	case IsNotFound(err):
		return errs.NotFoundf("%s", notFound)
	case IsUniqueViolation(err):
		return &errs.Error{Kind: errs.Conflict, Key: "conflict", Message: "The object already exists", Err: err}
	case IsRetryable(err):
		return &errs.Error{Kind: errs.Unavailable, Key: "database_busy", Message: "The database is busy; try again", Err: err}
	default:
		return errs.Wrap(err, "database")
	}
}

// IsUnavailable reports an error of reaching the database rather than of
// the statement: no connection can be made, a connection was lost (EOF), the
// pool is closed, or PostgreSQL is shutting down, starting or full.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	if e, ok := pgError(err); ok {
		c := e.Code
		return strings.HasPrefix(c, "08") || c == "57P01" || c == "57P02" || c == "57P03" || c == "53300"
	}
	var oe *net.OpError
	return errors.As(err, &oe) || errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || strings.Contains(err.Error(), "sql: database is closed")
}

// OutageRetryAfter is what callers are told to wait, in seconds, while
// the database cannot be reached.
const OutageRetryAfter = 2

func init() { errs.RegisterCause(outage) }

// outage names a failure to reach the database: 503 database_unavailable
// with Retry-After, wherever the error is wrapped or rendered.
func outage(err error) *errs.Error {
	if !IsUnavailable(err) {
		return nil
	}
	return &errs.Error{Kind: errs.Unavailable, Key: "database_unavailable", Message: "The database cannot be reached; try again shortly",
		RetryAfter: OutageRetryAfter, Err: err}
}
