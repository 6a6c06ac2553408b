//go:build !race

package builtin_test

// raceEnabled is true under the race detector.
const raceEnabled = false
