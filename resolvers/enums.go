package resolvers

import "strings"

// GraphQL enums are the wire's values in capitals: a session's status
// "requires_review" is REQUIRES_REVIEW, a stage "face_match" FACE_MATCH.
// (Decision reasons are capitals on both.)

// enum renders a service's value as its GraphQL enum.
func enum[E ~string](v string) E { return E(strings.ToUpper(v)) }

// enumPtr renders an optional value.
func enumPtr[E ~string](v *string) *E {
	if v == nil {
		return nil
	}
	e := enum[E](*v)
	return &e
}

// enums renders a list.
func enums[E ~string](vs []string) []E {
	out := make([]E, len(vs))
	for i, v := range vs {
		out[i] = enum[E](v)
	}
	return out
}

// wire reads a GraphQL enum as the service's value.
func wire[E ~string](e E) string { return strings.ToLower(string(e)) }

// wirePtr reads an optional enum; nil reads as "".
func wirePtr[E ~string](e *E) string {
	if e == nil {
		return ""
	}
	return wire(*e)
}

// wires reads a list of enums.
func wires[E ~string](es []E) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = wire(e)
	}
	return out
}
