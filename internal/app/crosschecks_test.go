package app_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// A photographed passport read by Tesseract in live mode is held against
// the session's customer and the organization's other sessions (kyc's
// scenarios hold every case): the checks on REST and GraphQL, and the
// sessions holding the same document.
func TestLiveDocumentCrossChecks(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	passport := doctest.Sample(doctest.TD3, 7)
	read, err := mrz.Parse(strings.Join(passport.MRZ, "\n"), time.Now())
	require.NoError(t, err)
	img := photograph(t, fonts, passport, doctest.Clean())
	title := func(s string) string { return strings.ToUpper(s[:1]) + strings.ToLower(s[1:]) }

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Passports", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		decide := func(first, last string) apptest.Response {
			t.Helper()
			c := s.Do(t, "POST", "/v1/customers", org.LiveKey, map[string]any{"first_name": first, "last_name": last,
				"email": strings.ToLower(first) + "@example.com", "country": "NG"})
			require.Less(t, c.Status, 300, string(c.Body))
			f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id"), "customer_id": c.Str("data.id")})
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", img))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}

		first := decide(title(read.FirstName), title(read.LastName))
		require.Equal(t, "approved", first.Str("data.status"), string(first.Body))
		cross := map[string]any{}
		for _, c := range first.Get("data.checks.cross").([]any) {
			cross[c.(map[string]any)["name"].(string)] = c.(map[string]any)["passed"]
		}
		require.Equal(t, map[string]any{"cross.customer_name": true, "cross.duplicate_document": true}, cross)

		dup := decide("Mallory", "Jones")
		require.Equal(t, "requires_review", dup.Str("data.status"), string(dup.Body))
		require.Equal(t, "DUPLICATE_DOCUMENT", dup.Str("data.decision_reason"))
		require.Contains(t, string(dup.Body), first.Str("data.id"))
		g := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { decisionReason sameDocument { id }
			checks { crossChecks { name passed score reason } } } }`, map[string]any{"id": dup.Str("data.id")})
		require.Equal(t, "DUPLICATE_DOCUMENT", g.Str("data.session.decisionReason"))
		require.Equal(t, []any{map[string]any{"id": first.Str("data.id")}}, g.Get("data.session.sameDocument"), string(g.Body))
		require.Contains(t, string(g.Body), `{"name":"cross.customer_name","passed":false,"score":0,"reason":"DATA_MISMATCH"}`)
	})
}
