package db

import (
	"github.com/meridianhq/meridian/internal/errs"
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
