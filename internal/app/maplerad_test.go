package app_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// wireTime is the one timestamp format of every surface: UTC, six digits.
var wireTime = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$`)

// What Maplerad's SDK was seen to rely on, on the routes Meridian serves.
func TestMapleradClientExpectations(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey

		// Customers answer every documented field, on create, get and list.
		c := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada", "last_name": "Obi",
			"email": "ada@example.com", "country": "NG"})
		require.Equal(t, 200, c.Status, string(c.Body))
		g := s.Do(t, "GET", "/v1/customers/"+c.Str("data.id"), key, "{}")
		l := s.Do(t, "GET", "/v1/customers", key, "{}")
		for _, customer := range []any{c.Get("data"), g.Get("data"), l.Get("data.0")} {
			m := customer.(map[string]any)
			for _, f := range []string{"id", "first_name", "last_name", "middle_name", "email", "phone_number", "dob", "type",
				"active", "disabled", "identity", "address", "status", "can_enrol_visa_card", "country", "tier",
				"created_at", "updated_at"} {
				require.Contains(t, m, f)
			}
			require.Equal(t, "INDIVIDUAL", m["type"])
			require.Equal(t, true, m["active"])
			require.Equal(t, false, m["disabled"])
			require.Nil(t, m["middle_name"])
			require.Equal(t, "NG", m["identity"].(map[string]any)["country"])
			require.Equal(t, "NG", m["address"].(map[string]any)["country"])
		}

		// One precision everywhere: what a create answers is what a read shows.
		require.Regexp(t, wireTime, c.Str("data.created_at"))
		require.Equal(t, c.Str("data.created_at"), g.Str("data.created_at"))
		require.Equal(t, c.Str("data.updated_at"), l.Str("data.0.updated_at"))
		ses := s.Do(t, "POST", "/v1/sessions", key, map[string]any{})
		sg := s.Do(t, "GET", "/v1/sessions/"+ses.Str("data.id"), key, nil)
		for _, f := range []string{"created_at", "updated_at", "expires_at"} {
			require.Regexp(t, wireTime, ses.Str("data."+f))
			require.Equal(t, ses.Str("data."+f), sg.Str("data."+f), f)
		}
		ep := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": "http://127.0.0.1:9/hook"})
		require.Equal(t, ep.Str("data.created_at"), s.Do(t, "GET", "/v1/webhooks/"+ep.Str("data.id"), key, nil).Str("data.created_at"))
		q := s.Do(t, "POST", "/v1/fx/quote", key, map[string]any{"amount": 1000, "source_currency": "USD", "target_currency": "NGN"})
		require.Regexp(t, wireTime, q.Str("data.expires_at"), string(q.Body))
		s.Do(t, "GET", "/v1/client/session", ses.Str("client_token"), nil) // verification.started
		ev := s.Do(t, "GET", "/v1/events", key, nil)
		require.Regexp(t, wireTime, ev.Str("data.0.created_at"))

		// The sandbox credit answers as documented, without data.
		cr := s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 5000})
		require.Equal(t, 200, cr.Status)
		require.Equal(t, map[string]any{"status": true, "message": "Successfully credited wallet"}, cr.JSON)

		// A 422 carries its field errors where the SDK reads them too.
		bad := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": "Ada"})
		require.Equal(t, 422, bad.Status)
		require.NotEmpty(t, bad.Get("errors.email"))
		require.Equal(t, bad.Get("errors"), bad.Get("validation_errors"))

		// Every GET takes the {} body the SDK sends with it.
		for _, path := range []string{"/v1/customers", "/v1/customers/" + c.Str("data.id"), "/v1/wallets", "/v1/wallets/history",
			"/v1/wallets/USD/history", "/v1/fx", "/v1/webhooks", "/v1/webhooks/" + ep.Str("data.id"),
			"/v1/webhooks/" + ep.Str("data.id") + "/deliveries", "/v1/events", "/v1/events/" + ev.Str("data.0.id")} {
			r := s.Do(t, "GET", path, key, "{}")
			require.Equal(t, 200, r.Status, "%s: %s", path, r.Body)
			require.Equal(t, true, r.Get("status"), path)
		}
	})
}
