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

// In live mode what the passport says is held against the session's
// customer (their name, tolerantly) and against the organization's other
// sessions (the same document on another person's session), each a named
// check; either failing sends the session to a person with its reason.
func TestLiveDocumentCrossChecks(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	photo := func(doc doctest.Document) []byte { return photograph(t, fonts, doc, doctest.Clean()) }
	passport := doctest.Sample(doctest.TD3, 7)
	read, err := mrz.Parse(strings.Join(passport.MRZ, "\n"), time.Now())
	require.NoError(t, err)
	// Another person's passport: ICAO 9303's specimen holder.
	anna := doctest.Sample(doctest.TD3, 8)
	anna.MRZ = doctest.TD3Lines("UTO", "ERIKSSON", "ANNA MARIA", "L898902C3", "UTO", time.Date(1974, 8, 12, 0, 0, 0, 0, time.UTC), "F",
		time.Date(2034, 4, 15, 0, 0, 0, 0, time.UTC), "")
	img, other := photo(passport), photo(anna)
	// The customer record spells the name as people do: mixed case, the
	// given names and surname as entered.
	title := func(s string) string { return strings.ToUpper(s[:1]) + strings.ToLower(s[1:]) }

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Passports", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		customer := func(first, last string) string {
			r := s.Do(t, "POST", "/v1/customers", org.LiveKey, map[string]any{"first_name": first, "last_name": last,
				"email": strings.ToLower(first) + "@example.com", "country": "NG"})
			require.Less(t, r.Status, 300, string(r.Body))
			return r.Str("data.id")
		}
		decide := func(img []byte, body map[string]any) apptest.Response {
			t.Helper()
			body["workflow_id"] = wf.Str("data.id")
			f := newFlow(t, s, org.LiveKey, body)
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", img))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}
		cross := func(r apptest.Response) map[string]bool {
			out := map[string]bool{}
			for _, c := range r.Get("data.checks.cross").([]any) {
				c := c.(map[string]any)
				out[c["name"].(string)] = c["passed"].(bool)
			}
			return out
		}

		owner := customer(title(read.FirstName), title(read.LastName))
		first := decide(img, map[string]any{"customer_id": owner})
		require.Equal(t, "approved", first.Str("data.status"), string(first.Body))
		require.Equal(t, map[string]bool{"cross.customer_name": true, "cross.duplicate_document": true}, cross(first))

		// The same person again (their customer): no duplicate.
		again := decide(img, map[string]any{"customer_id": owner})
		require.Equal(t, "approved", again.Str("data.status"), string(again.Body))

		// Another customer shows the same passport: a duplicate (which
		// comes before the name that is not theirs either), linked to the
		// sessions that hold it.
		mallory := customer("Mallory", "Jones")
		dup := decide(img, map[string]any{"customer_id": mallory})
		require.Equal(t, "requires_review", dup.Str("data.status"), string(dup.Body))
		require.Equal(t, "DUPLICATE_DOCUMENT", dup.Str("data.decision_reason"))
		require.Equal(t, map[string]bool{"cross.customer_name": false, "cross.duplicate_document": false}, cross(dup))
		require.Contains(t, string(dup.Body), first.Str("data.id"))
		g := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { decisionReason sameDocument { id }
			checks { crossChecks { name passed score reason } } } }`, map[string]any{"id": dup.Str("data.id")})
		require.Equal(t, "DUPLICATE_DOCUMENT", g.Str("data.session.decisionReason"))
		require.Equal(t, []any{map[string]any{"id": again.Str("data.id")}, map[string]any{"id": first.Str("data.id")}},
			g.Get("data.session.sameDocument"), string(g.Body))
		require.Contains(t, string(g.Body), `{"name":"cross.customer_name","passed":false,"score":0,"reason":"DATA_MISMATCH"}`)

		// A passport whose name is not the customer's.
		r := decide(other, map[string]any{"customer_id": mallory})
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DATA_MISMATCH", r.Str("data.decision_reason"))

		// A session that names nobody is held against nobody.
		r = decide(img, map[string]any{})
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
		require.Equal(t, map[string]bool{"cross.duplicate_document": true}, cross(r))
		nobody := r.Str("data.id")

		// A redaction removes a session's match: it is no longer found.
		for _, id := range []string{first.Str("data.id"), again.Str("data.id")} {
			require.Less(t, s.Do(t, "POST", "/v1/sessions/"+id+"/redact", org.LiveKey, map[string]any{"reason": "erasure request"}).Status, 300)
		}
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { sameDocument { id } } }`, map[string]any{"id": dup.Str("data.id")})
		require.Equal(t, []any{map[string]any{"id": nobody}}, g.Get("data.session.sameDocument"), string(g.Body))
		r = decide(img, map[string]any{"user_reference": "mallory-2"})
		require.Equal(t, "approved", r.Str("data.status"), "the redacted sessions hold nothing; Mallory's named another customer, not a reference: %s", r.Body)
	})
}
