package app_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

const providersQuery = `{ verificationProviders { stage driver chosen url secretHint problem } }`

const updateProviders = `mutation($in: [VerificationProviderInput!]!) {
	updateVerificationProviders(input: $in) { stage driver chosen url secretHint problem } }`

// byStage indexes verificationProviders' answer.
func byStage(t *testing.T, r apptest.Response, path string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	list, ok := r.Get(path).([]any)
	require.True(t, ok, string(r.Body))
	for _, x := range list {
		m := x.(map[string]any)
		out[m["stage"].(string)] = m
	}
	return out
}

// The verification drivers over GraphQL (what they decide is kyc's):
// stages and drivers as enums, a refusal naming the input's field, an
// external service shown by its secret's hint only, the audit of changes
// without the secret, and a reviewer who may read but not change.
func TestVerificationProviders(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		test := byStage(t, gql(t, s, org.TestKey, providersQuery, nil), "data.verificationProviders")
		require.Equal(t, map[string]any{"stage": "DOCUMENT", "driver": "MOCK", "chosen": false, "url": nil, "secretHint": nil, "problem": nil},
			test["DOCUMENT"])
		live := byStage(t, gql(t, s, org.LiveKey, providersQuery, nil), "data.verificationProviders")
		require.Equal(t, "BUILTIN", live["DOCUMENT"]["driver"])
		require.Equal(t, "NONE", live["ADDRESS"]["driver"])
		require.NotEmpty(t, live["ADDRESS"]["problem"])

		r := s.GraphQL(t, org.LiveKey, updateProviders, map[string]any{"in": []any{map[string]any{"stage": "DOCUMENT", "driver": "MOCK"}}})
		require.Contains(t, string(r.Body), "input[0].driver", string(r.Body))
		require.Nil(t, r.Get("data"), string(r.Body))

		const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
		r = gql(t, s, org.TestKey, updateProviders, map[string]any{"in": []any{
			map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": "http://127.0.0.1:9/check", "secret": secret},
			map[string]any{"stage": "ADDRESS", "driver": "GEOCODER", "url": "http://127.0.0.1:9"}}})
		got := byStage(t, r, "data.updateVerificationProviders")
		require.Equal(t, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "chosen": true, "url": "http://127.0.0.1:9/check",
			"secretHint": secret[:10] + "…" + secret[len(secret)-4:], "problem": nil}, got["LIVENESS"])
		require.Equal(t, "GEOCODER", got["ADDRESS"]["driver"])
		require.Nil(t, got["ADDRESS"]["secretHint"])
		require.NotContains(t, string(r.Body), secret)
		r = gql(t, s, org.TestKey, updateProviders, map[string]any{"in": []any{map[string]any{"stage": "LIVENESS"}}})
		require.Equal(t, false, byStage(t, r, "data.updateVerificationProviders")["LIVENESS"]["chosen"])
		a := gql(t, s, org.TestKey, `{ auditLog(filter: {action: "organization.verification_drivers_changed"}) { edges { node { action } } } }`, nil)
		require.Len(t, a.Get("data.auditLog.edges"), 2)
		require.NotContains(t, string(a.Body), secret)

		reviewer := gql(t, s, org.TestKey, `mutation { createApiKey(name: "Rita", role: REVIEWER) { secret } }`, nil).Str("data.createApiKey.secret")
		require.Len(t, gql(t, s, reviewer, providersQuery, nil).Get("data.verificationProviders"), 4)
		r = s.GraphQL(t, reviewer, updateProviders, map[string]any{"in": []any{map[string]any{"stage": "LIVENESS", "driver": "NONE"}}})
		require.Contains(t, string(r.Body), "forbidden", string(r.Body))

		wf := s.Do(t, "POST", "/v1/workflows", org.TestKey, map[string]any{"name": "Homes", "stages": []string{"address"},
			"address": map[string]any{"methods": []string{"geocode_lookup"}, "on_fail": "reject", "max_distance_km": 10}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		require.EqualValues(t, 10, wf.Get("data.address.max_distance_km"), string(wf.Body))
	})
}
