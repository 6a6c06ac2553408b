package httpio_test

import (
	"testing"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// body is shaped like the REST bodies: strings, numbers, booleans, nested
// objects, lists and maps.
type body struct {
	Name    string         `json:"name"`
	Amount  int64          `json:"amount"`
	Offramp *bool          `json:"offramp"`
	Meta    map[string]any `json:"metadata"`
	Rails   []string       `json:"payment_rails"`
	Address struct {
		Street  string `json:"street"`
		Country string `json:"country"`
	} `json:"address"`
	Expires *int64 `json:"expires_in"`
}

// Any bytes decode, or fail with a 4xx of the error type: never a panic,
// never an internal error.
func FuzzDecodeBytes(f *testing.F) {
	for _, seed := range []string{`{"name":"a","amount":5}`, `{"amount":1e99}`, `[]`, `{"name":"\u0000"}`, `{"address":{"street":1}}`,
		`{"expires_in":18446747673}`, `{"x":1}`, `{} {}`, `nul`, `{"metadata":{"a":[1,{"b":null}]}}`, "\xff"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var dst body
		err := httpio.DecodeBytes(b, &dst)
		if err == nil {
			return
		}
		e := errs.As(err)
		if e.Kind == errs.Internal || e.Kind.Status() >= 500 {
			t.Fatalf("%q: %v", b, err)
		}
	})
}
