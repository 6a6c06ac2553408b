//go:build nofacemodels

package face

import "errors"

// Embedded returns the networks built into the binary: this build (tag
// nofacemodels) has none.
func Embedded() (*Model, error) {
	return nil, errors.New("the face models are not built in (built with the tag nofacemodels)")
}
