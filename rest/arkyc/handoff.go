package arkyc

import (
	"fmt"
	"net/http"
	"strings"

	"rsc.io/qr"

	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/httpio"
)

// ClientHandoffQR answers GET /v1/client/handoff/qr: an SVG QR code of the
// link a phone opens to continue this session, the hosted widget with the
// caller's own client token in its fragment (never sent to a server) and
// handoff=1. It is drawn here, so the page asks no third party. 403
// handoff_disabled unless the organization turned the handoff on.
func (h *Handlers) ClientHandoffQR(w http.ResponseWriter, r *http.Request) {
	p := principal(r)
	if !p.Widget.HandoffEnabled {
		h.Errors.WriteError(w, r, errs.E(errs.Forbidden, "handoff_disabled", "This organization does not offer to continue on another device"))
		return
	}
	link := h.KYC.HandoffURL() + "#token=" + httpio.Credential(r, "X-Client-Token") + "&handoff=1"
	code, err := qr.Encode(link, qr.M)
	if err != nil {
		h.Errors.WriteError(w, r, errs.Wrap(err, "encode QR code"))
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-store")
	w.Write([]byte(qrSVG(code)))
}

// qrSVG draws a QR code's modules as one path, with the four-module quiet
// zone readers need.
func qrSVG(c *qr.Code) string {
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
		`<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, n, n, n, n, path.String())
}
