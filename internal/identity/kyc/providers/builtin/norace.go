//go:build !race

package builtin

// slower is 1 outside the race detector (see race.go).
const slower = 1
