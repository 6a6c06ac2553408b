package arkyc

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/jobs"
)

// requireFields checks that each field is present with one of the JSON
// types named ("string", "number", "bool", "array", "object", "null",
// alternatives joined by "|").
func requireFields(t *testing.T, m map[string]any, fields map[string]string) {
	t.Helper()
	for name, kinds := range fields {
		v, ok := m[name]
		require.True(t, ok, "%s is present in %v", name, m)
		got := "null"
		switch v.(type) {
		case string:
			got = "string"
		case float64:
			got = "number"
		case bool:
			got = "bool"
		case []any:
			got = "array"
		case map[string]any:
			got = "object"
		}
		require.Contains(t, strings.Split(kinds, "|"), got, "%s is %s, not %s", name, kinds, got)
	}
}

func decodeBody(t *testing.T, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	var out map[string]any
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out))
	return out
}

var (
	created = time.Date(2026, 3, 2, 9, 30, 0, 0, time.UTC)
	later   = created.Add(time.Minute)
)

func ptr[T any](v T) *T { return &v }

func workflowWithAddress() kyc.WorkflowConfig {
	c := kyc.DefaultWorkflowConfig()
	c.Stages = append(c.Stages, kyc.StageAddress)
	return c
}

// The public session, as CONTRACT.md section 5 lists it: id, status,
// user_reference, auto_decision, final_decision, decision_reason,
// risk_score, expires_at, created_at, url, and as Arkyc's SDK types it
// project_id, assigned_to, workflow, assets; creation adds client_token.
func TestSessionEncoderCarriesTheContractFields(t *testing.T) {
	t.Parallel()
	base := map[string]string{"id": "string", "status": "string", "user_reference": "string|null", "auto_decision": "string|null",
		"final_decision": "string|null", "decision_reason": "string|null", "risk_score": "number|null", "expires_at": "string",
		"created_at": "string", "project_id": "string", "assigned_to": "string|null", "workflow": "object", "assets": "object|null",
		"customer_id": "string|null", "metadata": "object|null", "checks": "object|null", "completed_at": "string|null"}

	t.Run("a new session, as created", func(t *testing.T) {
		s := &kyc.Session{ID: "ses_1", OrganizationID: "org_1", WorkflowID: "wf_1", Workflow: kyc.DefaultWorkflowConfig(),
			Status: kyc.StatusPending, UserReference: ptr("user-1"), ExpiresAt: later, CreatedAt: created, UpdatedAt: created}
		out := sessionOf(s)
		out.URL = "https://meridian.example/widget#token=ct_1"
		rec := httptest.NewRecorder()
		httpio.WriteJSON(rec, http.StatusCreated, success{Status: "success", Message: "Session created", Code: http.StatusCreated,
			ClientToken: "ct_1", Data: out})
		body := decodeBody(t, rec)
		requireFields(t, body, map[string]string{"status": "string", "message": "string", "code": "number", "client_token": "string",
			"data": "object"})
		require.Equal(t, "success", body["status"])
		require.EqualValues(t, 201, body["code"])
		data := body["data"].(map[string]any)
		requireFields(t, data, base)
		requireFields(t, data, map[string]string{"url": "string"})
		require.Equal(t, "pending", data["status"])
		require.Equal(t, "org_1", data["project_id"], "the project is the organization")
		_, err := time.Parse(time.RFC3339, data["expires_at"].(string))
		require.NoError(t, err, "times are RFC 3339")
	})

	t.Run("a decided session", func(t *testing.T) {
		s := &kyc.Session{ID: "ses_2", OrganizationID: "org_1", WorkflowID: "wf_1", Workflow: workflowWithAddress(),
			Status: kyc.StatusRejected, AutoDecision: ptr(string(kyc.StatusRejected)), FinalDecision: ptr(string(kyc.StatusRejected)),
			DecisionReason: ptr("LIVENESS_FAILED"), RiskScore: ptr(0.9), ExpiresAt: later, CreatedAt: created, UpdatedAt: later,
			CompletedAt: &later, ReviewNote: ptr("edited photo")}
		data := map[string]any{}
		b, err := json.Marshal(sessionOf(s))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &data))
		requireFields(t, data, base)
		requireFields(t, data, map[string]string{"final_decision": "string", "decision_reason": "string", "risk_score": "number",
			"completed_at": "string"})
		require.NotContains(t, data, "url", "the widget link is shown only at creation")

		wf := data["workflow"].(map[string]any)
		requireFields(t, wf, map[string]string{"steps": "array", "options": "object", "stages": "array", "document_types": "array",
			"address_methods": "array"})
		requireFields(t, wf["options"].(map[string]any), map[string]string{"skip_ocr": "bool"})
		var keys []string
		for _, st := range wf["steps"].([]any) {
			step := st.(map[string]any)
			requireFields(t, step, map[string]string{"key": "string", "enabled": "bool"})
			keys = append(keys, step["key"].(string))
			if step["key"] == kyc.StageAddress {
				requireFields(t, step["config"].(map[string]any), map[string]string{"methods": "array", "on_fail": "string"})
			}
		}
		slices.Sort(keys)
		require.Equal(t, []string{"address", "document", "face_match", "liveness"}, keys, "every step, on or off")
	})
}

// The client session, as CONTRACT.md section 5 lists it: id, status,
// expires_at, workflow (stages, document types, address methods, and
// Arkyc's steps and options), capture_model, liveness_challenges,
// branding, steps done and required, liveness attempts left, handoff
// {enabled, allow_desktop, url} and realtime {transport, channel}.
func TestClientSessionEncoderCarriesTheContractFields(t *testing.T) {
	t.Parallel()
	h := &Handlers{KYC: kyc.New(nil, kyc.Config{PublicURL: "https://meridian.example", Jobs: jobs.New(nil, jobs.Config{})})}
	p := auth.Principal{OrganizationID: "org_1", OrganizationName: "Acme", Mode: auth.Test, Kind: auth.ClientToken, SessionID: "ses_1"}
	s := &kyc.Session{ID: "ses_1", OrganizationID: "org_1", Workflow: workflowWithAddress(), Status: kyc.StatusDocumentSubmitted,
		DocumentType: ptr("passport"), ExpiresAt: later, CreatedAt: created, UpdatedAt: created}
	s.SetUploads([]kyc.Upload{{ID: "upl_1", Kind: kyc.KindFront}, {ID: "upl_2", Kind: kyc.KindLiveness}})

	encode := func(widget string) map[string]any {
		r := httptest.NewRequest("GET", "/v1/client/session", nil)
		if widget != "" {
			r.Header.Set(WidgetHeader, widget)
		}
		r = r.WithContext(auth.WithPrincipal(r.Context(), p))
		rec := httptest.NewRecorder()
		h.writeClient(rec, http.StatusOK, "Session retrieved", r, s)
		body := decodeBody(t, rec)
		require.Equal(t, "success", body["status"])
		return body["data"].(map[string]any)
	}

	data := encode("")
	requireFields(t, data, map[string]string{"id": "string", "status": "string", "expires_at": "string", "workflow": "object",
		"capture_model": "string", "liveness_challenges": "array", "branding": "object", "steps": "object",
		"liveness_attempts_left": "number", "handoff": "object", "realtime": "object", "organization_id": "string",
		"redirect_url": "string|null", "document_type": "string|null", "decision": "object|null"})
	requireFields(t, data["workflow"].(map[string]any), map[string]string{"stages": "array", "document_types": "array",
		"address_methods": "array", "steps": "array", "options": "object"})
	requireFields(t, data["branding"].(map[string]any), map[string]string{"name": "string", "theme": "string",
		"show_branding": "bool", "logo_url": "string|null", "primary_color": "string|null"})
	requireFields(t, data["handoff"].(map[string]any), map[string]string{"enabled": "bool", "allow_desktop": "bool", "url": "string"})
	require.Equal(t, "https://meridian.example/widget", data["handoff"].(map[string]any)["url"])
	require.EqualValues(t, kyc.MaxLivenessAttempts-1, data["liveness_attempts_left"])
	require.Nil(t, data["decision"], "no verdict yet")

	steps := data["steps"].(map[string]any)
	requireFields(t, steps, map[string]string{"completed": "array", "required": "array"})
	require.Equal(t, []any{kyc.KindFront, kyc.KindLiveness}, steps["completed"])
	require.Equal(t, []any{"address"}, steps["required"], "a passport has no back")

	rt := data["realtime"].(map[string]any)
	require.Equal(t, map[string]any{"transport": "polling", "channel": "ses_1"}, rt, "Arkyc's widget polls")
	rt = encode("meridian")["realtime"].(map[string]any)
	require.Equal(t, map[string]any{"transport": "graphql-ws", "channel": "ses_1"}, rt)

	s.Status, s.DecisionReason = kyc.StatusApproved, ptr("AUTO_APPROVED")
	decision := encode("")["decision"].(map[string]any)
	requireFields(t, decision, map[string]string{"status": "string", "decision_reason": "string|null"})
	require.Equal(t, "approved", decision["status"])
}
