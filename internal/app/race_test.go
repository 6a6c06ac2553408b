//go:build race

package app_test

// raceDetector: the race detector slows every request several times over.
const raceDetector = true
