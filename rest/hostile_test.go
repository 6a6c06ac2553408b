package rest_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// Every route of the table, called with the credential it takes and with
// hostile input (malformed, mistyped, out-of-range, oversized, NUL and
// invalid UTF-8 bodies; strange identifiers in the path; nonsense in the
// query), answers below 500, and every refusal names its error in the
// surface's envelope. The routes come from the table, so a new route is
// tried too.
func TestEveryRouteAnswersHostileInput(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 20_000)
	ids := []string{"nope_1", "%00", "..%2F..%2Fadmin", "%E2%80%AE%FF", strings.Repeat("a", 3000), "1e999", "-1"}
	queries := []string{"", "?limit=-1&page=abc&cursor=%00&after=garbage", "?limit=99999999999999999999&from=yesterday&to=1e999&type=%FF&status=" + long[:2000]}
	bodies := []struct{ contentType, body string }{
		{"application/json", "{"},
		{"application/json", "[]"},
		{"application/json", "null"},
		{"application/json", `"x"`},
		{"application/json", strings.Repeat("[", 5000) + strings.Repeat("]", 5000)},
		{"application/json", `{"amount":1e999,"currency":{"a":1},"customer_id":["x"],"metadata":"x","expires_in":-1,` +
			`"limit":-1,"id":null,"url":12,"events":"all","document_type":7,"workflow_id":{},"email":[],"password":null}`},
		{"application/json", `{"amount":-1,"source_currency":"US\u0000D","name":"` + long + `","address":"\u0000",` +
			`"metadata":{"k":"` + long + `"},"reference":"` + long[:300] + `","code":"\ud800"}`},
		{"application/json", "{\"name\":\"\xff\xfe\",\"first_name\":\"\xc3\"}"},
		{"application/json", `{"amount":"99999999999999999999999999999999.999999","target_currency":"XXX","network":"none","chain":"moon"}`},
		{"text/plain", "hello"},
		{"multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.jpg\"\r\n" +
			"Content-Type: image/jpeg\r\n\r\nGIF89a\x00\x00\r\n--x\r\nContent-Disposition: form-data; name=\"document_type\"\r\n\r\n\xff\r\n--x--\r\n"},
		{"multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\n"},
	}

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		created := s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{})
		require.Equal(t, 201, created.Status, string(created.Body))
		token := created.Str("client_token")
		require.NotEmpty(t, token)

		requests := 0
		for _, r := range s.App.REST.Routes() {
			method, pattern, _ := strings.Cut(r.Pattern, " ")
			if method == "OPTIONS" {
				continue // a preflight reads no input
			}
			credential := org.TestKey
			switch {
			case strings.HasPrefix(pattern, "/v1/client/"):
				credential = token
			case r.Own != "":
				credential = "" // the auth routes and files take credentials of their own
			}
			tried := ids
			if !pathParams.MatchString(pattern) {
				tried = ids[:1]
			}
			for _, id := range tried {
				path := pathParams.ReplaceAllString(pattern, id)
				for _, q := range queries {
					sends := bodies
					if method == "GET" || method == "DELETE" {
						sends = sends[:1] // a body these do not read
					}
					for _, b := range sends {
						res := s.Do(t, method, path+q, credential, b.body, "Content-Type", b.contentType)
						requests++
						what := method + " " + path + q
						if len(what) > 200 {
							what = what[:200] + "…"
						}
						require.Less(t, res.Status, 500, "%s (%s %.80q): %s", what, b.contentType, b.body, res.Body)
						if res.Status >= 400 {
							require.NotEmpty(t, res.Str("error"), "%s (%s %.80q): %d %s", what, b.contentType, b.body, res.Status, res.Body)
							require.Equal(t, surfaceOf(s, path), envelopeOf(res), "%s: %s", what, res.Body)
						}
					}
				}
			}
		}
		t.Logf("%d requests", requests)
	})
}
