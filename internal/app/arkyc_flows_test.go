package app_test

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// Arkyc's widget hosted on the organization's own origin reads every answer
// of the client API, its errors too: an expired, unknown or missing token
// shows its own screen instead of "Failed to fetch".
func TestArkycClientErrorsAreReadableCrossOrigin(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var clock atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(clock.Load())) }
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Now: now}})
		org := s.Org(t, "acme")
		r := s.GraphQL(t, org.TestKey, `mutation { updateOrganization(input: {allowedOrigins: ["https://shop.example"]}) { id } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		const shop = "https://shop.example"
		readable := func(r apptest.Response, status int, key string) {
			t.Helper()
			require.Equal(t, status, r.Status, string(r.Body))
			require.Equal(t, key, r.Str("error"))
			require.Equal(t, shop, r.Header.Get("Access-Control-Allow-Origin"), "the page can read the %d", status)
			require.Contains(t, r.Header.Values("Vary"), "Origin")
		}

		created := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"expires_in": 300})
		require.Equal(t, 201, created.Status)
		a := &arkycWidget{t: t, s: s, token: created.Str("client_token"), origin: shop}
		ok := a.do("GET", "/v1/client/session", "", nil)
		require.Equal(t, 200, ok.Status)
		require.Equal(t, shop, ok.Header.Get("Access-Control-Allow-Origin"))
		// A step refused by the session's rules: readable.
		readable(a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil), 409, "step_out_of_order")
		require.Equal(t, 200, a.post("/v1/client/document/front", []part{{"image", "front.jpg", photo}},
			map[string]string{"document_type": "passport"}).Status)

		// The session expires while the person is taking the selfie.
		clock.Store(int64(301 * time.Second))
		readable(a.post("/v1/client/liveness", []part{{"selfie", "selfie.jpg", photo}}, nil), 401, "session_expired")
		readable(a.do("GET", "/v1/client/session", "", nil), 401, "session_expired")

		unknown := &arkycWidget{t: t, s: s, token: "ct_nothing_like_it", origin: shop}
		readable(unknown.do("GET", "/v1/client/session", "", nil), 401, "invalid_client_token")
		missing := &arkycWidget{t: t, s: s, origin: shop}
		readable(missing.do("GET", "/v1/client/session", "", nil), 401, "missing_client_token")

		// An origin the organization does not allow learns nothing.
		fresh := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{})
		evil := &arkycWidget{t: t, s: s, token: fresh.Str("client_token"), origin: "https://evil.example"}
		r = evil.do("GET", "/v1/client/session", "", nil)
		require.Equal(t, 403, r.Status)
		require.Equal(t, "origin_not_allowed", r.Str("error"))
		require.Empty(t, r.Header.Get("Access-Control-Allow-Origin"))
	})
}
