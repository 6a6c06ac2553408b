// Package ptr converts between values and pointers where nil means none:
// an optional column, field or argument.
package ptr

// Value returns *p, or T's zero value when p is nil.
func Value[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

// NonZero returns a pointer to v, or nil when v is T's zero value (the
// empty string is no string).
func NonZero[T comparable](v T) *T {
	var zero T
	if v == zero {
		return nil
	}
	return &v
}
