package arkyc

import (
	"net/http"

	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/qrsvg"
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
	svg, err := qrsvg.Encode(link)
	if err != nil {
		h.Errors.WriteError(w, r, errs.Wrap(err, "encode QR code"))
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-store")
	w.Write([]byte(svg))
}
