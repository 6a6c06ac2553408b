// Package scalar holds the GraphQL scalars whose input gqlgen's own
// versions refuse with errors that carry no code: a value a caller sends
// that does not fit is an invalid_value error, never an internal one.
package scalar

import (
	"encoding/json"
	"io"
	"math"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

func invalid(format string, args ...any) error {
	return errs.E(errs.BadRequest, "invalid_value", format, args...)
}

// MarshalString writes GraphQL's String.
func MarshalString(s string) graphql.Marshaler { return graphql.MarshalString(s) }

// UnmarshalString reads GraphQL's String: only a string, as the
// specification's input coercion says. A number or a boolean (which
// gqlgen's own version turns into text, so `lastName: 7` would be stored as
// "7") is refused.
func UnmarshalString(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", invalid("A String must be given as text")
	}
	return s, nil
}

// MarshalInt32 writes GraphQL's Int.
func MarshalInt32(i int32) graphql.Marshaler { return graphql.MarshalInt32(i) }

// UnmarshalInt32 reads GraphQL's Int: a whole number from -2^31 to 2^31-1.
func UnmarshalInt32(v any) (int32, error) {
	n, err := integer(v, math.MinInt32, math.MaxInt32, "Int")
	return int32(n), err
}

// MarshalInt64 writes Meridian's Int64 (money in minor units) as a JSON
// string of digits: past 2^53 a JSON number loses digits in JavaScript's
// JSON.parse (10000000000000001 reads as 10000000000000000).
func MarshalInt64(i int64) graphql.Marshaler { return graphql.MarshalString(strconv.FormatInt(i, 10)) }

// UnmarshalInt64 reads Int64: a whole number from -2^63 to 2^63-1, as a
// JSON number or a string of digits.
func UnmarshalInt64(v any) (int64, error) {
	return integer(v, math.MinInt64, math.MaxInt64, "Int64")
}

func integer(v any, lo, hi int64, name string) (int64, error) {
	var s string
	switch x := v.(type) {
	case int:
		return bounded(int64(x), lo, hi, name)
	case int32:
		return bounded(int64(x), lo, hi, name)
	case int64:
		return bounded(x, lo, hi, name)
	case json.Number:
		s = string(x)
	case string:
		s = x
	case float64:
		if x != math.Trunc(x) || x < float64(lo) || x >= -float64(lo) {
			return 0, invalid("%v is not a whole number that fits %s", x, name)
		}
		return bounded(int64(x), lo, hi, name)
	default:
		return 0, invalid("%s must be a whole number", name)
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, invalid("%.40q is not a whole number that fits %s", s, name)
	}
	return bounded(n, lo, hi, name)
}

func bounded(n, lo, hi int64, name string) (int64, error) {
	if n < lo || n > hi {
		return 0, invalid("%d does not fit %s (%d to %d)", n, name, lo, hi)
	}
	return n, nil
}

// MarshalTime writes a time as every surface does (wiretime: UTC, six
// fractional digits).
func MarshalTime(t time.Time) graphql.Marshaler {
	if t.IsZero() {
		return graphql.Null
	}
	return graphql.WriterFunc(func(w io.Writer) {
		io.WriteString(w, strconv.Quote(wiretime.Format(t)))
	})
}

// UnmarshalTime reads an RFC 3339 time.
func UnmarshalTime(v any) (time.Time, error) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, invalid("a time must be an RFC 3339 string")
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, invalid("%.40q is not an RFC 3339 time (e.g. 2026-01-02T15:04:05Z)", s)
	}
	return t, nil
}
