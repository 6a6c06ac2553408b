//go:build !nofacemodels

package face

import (
	"embed"
	"sync"
)

// The networks' weights, from @vladmandic/face-api 1.7.15's model folder
// (MIT, model/LICENSE): the tiny face detector, the 68-point landmark
// network and the recognition network, 7 MB in all.
//
//go:embed model
var files embed.FS

var embedded = sync.OnceValues(func() (*Model, error) { return Load(files, "model") })

// Embedded returns the networks built into the binary, loaded on first
// use. A build with the tag nofacemodels has none and returns an error
// saying so.
func Embedded() (*Model, error) { return embedded() }
