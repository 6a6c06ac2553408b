package app_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// The exports take a signed-in person's cookie, from the server's own
// pages only (Fetch Metadata, else an Origin or Referer of this host), and
// not once the organization requires a second factor the person lacks;
// the other REST routes take no cookie. What the exports hold, and for
// which role, is rest's (rest/exports_test.go).
func TestExportsBySignInCookie(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		require.Equal(t, 201, s.Do(t, "POST", "/v1/sessions", org.TestKey, map[string]any{"user_reference": "order-1"}).Status)
		reviewer := member(t, s, org, "rev@example.com", auth.Reviewer)
		sessions := func(headers ...string) apptest.Response {
			return s.Do(t, "GET", "/v1/exports/sessions", "", nil, headers...)
		}
		withCookie := auth.SessionCookie + "=" + reviewer.cookie
		for _, r := range []apptest.Response{sessions(reviewer.headers(s)...), sessions("Cookie", withCookie, "Referer", s.URL+"/console/verifications")} {
			require.Equal(t, 200, r.Status, string(r.Body))
			require.Equal(t, "text/csv; charset=utf-8", r.Header.Get("Content-Type"))
			require.Equal(t, 2, strings.Count(string(r.Body), "\n"), "the header and the session")
		}
		r := sessions("Cookie", withCookie, "Sec-Fetch-Site", "cross-site")
		require.Equal(t, 403, r.Status)
		require.Equal(t, "cross_origin_request", r.Str("error"))
		require.Equal(t, 401, sessions("Cookie", auth.SessionCookie+"=nope", "Sec-Fetch-Site", "same-origin").Status)
		require.Equal(t, 403, sessions("Cookie", withCookie).Status, "no Sec-Fetch-Site, no Origin, no Referer")
		require.Equal(t, 403, sessions("Cookie", withCookie, "Referer", "https://evil.example/x").Status)

		owner := member(t, s, org, "owner@example.com", auth.Owner)
		owner.ok(t, s, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		r = sessions(member(t, s, org, "late@example.com", auth.Viewer).headers(s)...)
		require.Equal(t, 403, r.Status)
		require.Equal(t, "second_factor_enrollment_required", r.Str("error"))
		require.Equal(t, 401, s.Do(t, "GET", "/v1/sessions", "", nil, reviewer.headers(s)...).Status, "a cookie is not taken by the other REST routes")
	})
}
