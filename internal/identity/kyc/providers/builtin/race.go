//go:build race

package builtin

// slower stretches the barcode read's deadline under the race detector,
// which runs the reader's Go code (wazero's interpreter on rare paths)
// several times slower: the deadline bounds a real read, not the
// detector's overhead.
const slower = 5
