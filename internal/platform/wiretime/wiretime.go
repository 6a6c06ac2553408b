// Package wiretime renders timestamps as every surface shows them (REST,
// events, webhooks, GraphQL): RFC 3339 in UTC with exactly six fractional
// digits. Microseconds are what both databases keep, so a time answered
// when an object is created reads the same when it is read back.
package wiretime

import (
	"encoding/json"
	"time"
)

// Layout is the wire format.
const Layout = "2006-01-02T15:04:05.000000Z07:00"

// Format renders t.
func Format(t time.Time) string { return t.UTC().Truncate(time.Microsecond).Format(Layout) }

// Ptr renders t, or nil.
func Ptr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := Format(*t)
	return &s
}

// Time is a time.Time that marshals to JSON in the wire format.
type Time time.Time

// MarshalJSON renders the time.
func (t Time) MarshalJSON() ([]byte, error) { return json.Marshal(Format(time.Time(t))) }

// UnmarshalJSON reads an RFC 3339 time.
func (t *Time) UnmarshalJSON(b []byte) error {
	var v time.Time
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*t = Time(v)
	return nil
}
