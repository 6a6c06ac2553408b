package rest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
)

// Services record their own snapshots; the payload shows each in the wire
// format of its surface.
func TestRenderEvent(t *testing.T) {
	t.Parallel()
	ref := "user_7"
	ses := &kyc.Session{ID: "ses_1", OrganizationID: "org_1", Status: kyc.StatusApproved, UserReference: &ref,
		ExpiresAt: time.Now(), CreatedAt: time.Now(), UpdatedAt: time.Now()}
	data, top, err := RenderEvent("verification.approved", ses)
	require.NoError(t, err)
	require.Equal(t, "ses_1", top["session_id"])
	require.Equal(t, "org_1", top["project_id"], "Arkyc's project is the organization")
	require.Equal(t, &ref, top["user_reference"])
	require.Contains(t, top, "checks")
	shape := jsonOf(t, data)
	require.Equal(t, "ses_1", shape["id"])
	require.Equal(t, "org_1", shape["project_id"], "the data is the session as Arkyc's API shows it")

	data, top, err = RenderEvent("fx.exchange.completed", &fx.Exchange{ID: "fx_1", QuoteReference: "qt_1", Rate: "1550", SourceCurrency: "USD", TargetCurrency: "NGN"})
	require.NoError(t, err)
	require.Nil(t, top)
	require.Equal(t, "qt_1", jsonOf(t, data)["quote_reference"], "the data is the exchange as Maplerad's API shows it")

	data, _, err = RenderEvent("transfer.successful", &usd.Transfer{ID: "trf_1", Status: usd.StatusSuccess})
	require.NoError(t, err)
	require.Equal(t, "trf_1", jsonOf(t, data)["id"])

	other := map[string]any{"id": "we_1"}
	data, top, err = RenderEvent("webhook_endpoint.disabled", other)
	require.NoError(t, err)
	require.Equal(t, other, data)
	require.Nil(t, top)
}

// jsonOf is data as its JSON reads.
func jsonOf(t *testing.T, data any) map[string]any {
	t.Helper()
	b, err := json.Marshal(data)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}
