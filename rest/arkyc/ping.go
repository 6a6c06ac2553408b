package arkyc

import (
	"net/http"

	"github.com/meridianhq/meridian/internal/auth"
)

type pingData struct {
	ProjectID   string `json:"project_id"`
	ProjectName string `json:"project_name"`
	Mode        string `json:"mode"`
}

// Ping answers GET /v1/ping/project: the organization ("project") and mode
// the key belongs to.
func (h *Handlers) Ping(w http.ResponseWriter, r *http.Request) {
	p, _ := auth.FromContext(r.Context())
	Write(w, http.StatusOK, "pong", pingData{ProjectID: p.OrganizationID, ProjectName: p.OrganizationName, Mode: string(p.Mode)})
}
