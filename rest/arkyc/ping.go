package arkyc

import (
	"net/http"

	"github.com/meridianhq/meridian/internal/platform/auth"
)

type pingData struct {
	OrganizationID string `json:"organization_id"`
	ProjectID      string `json:"project_id"`
	ProjectName    string `json:"project_name"`
	APIKeyID       string `json:"api_key_id"`
	Mode           string `json:"mode"`
}

// Ping answers GET /v1/ping/project: the organization (Arkyc's project and
// organization are both Meridian's organization), the key and its mode.
func (h *Handlers) Ping(w http.ResponseWriter, r *http.Request) {
	p, _ := auth.FromContext(r.Context())
	Write(w, http.StatusOK, "pong", pingData{OrganizationID: p.OrganizationID, ProjectID: p.OrganizationID,
		ProjectName: p.OrganizationName, APIKeyID: p.KeyID, Mode: string(p.Mode)})
}
