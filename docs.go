// Package meridian holds the project's own documents for the binary: the
// README, which the server shows at /docs (package internal/platform/docs) and the
// console's help links point into.
package meridian

import _ "embed"

// README is README.md as built in.
//
//go:embed README.md
var README []byte
