// Package qrsvg draws QR codes as SVG: the widget's hand-off to a phone
// and the second factor's enrolment show one.
package qrsvg

import (
	"fmt"
	"strings"

	"rsc.io/qr"
)

// Encode returns text's QR code (error correction level M) as an SVG
// document: the modules as one path, with the four-module quiet zone
// readers need.
func Encode(text string) (string, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return "", err
	}
	const quiet = 4
	var path strings.Builder
	for y := range c.Size {
		for x := 0; x < c.Size; x++ {
			if !c.Black(x, y) {
				continue
			}
			run := 1
			for x+run < c.Size && c.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&path, "M%d %dh%dv1h-%dz", x+quiet, y+quiet, run, run)
			x += run - 1
		}
	}
	n := c.Size + 2*quiet
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`+
		`<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, n, n, n, n, path.String()), nil
}
