package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/auth"
)

// restrictedKey makes a key of org in mode that may do what role allows.
func restrictedKey(t *testing.T, s *apptest.Server, org apptest.Org, mode auth.Mode, role auth.Role) string {
	t.Helper()
	key, _, err := s.App.Auth.CreateRestrictedKey(context.Background(), org.ID, mode, string(role), &role)
	require.NoError(t, err)
	return key
}

// On REST as on GraphQL, a session's images and what was read from its
// document are for those who may review it: a viewer's key reads the
// session without them (and leaves no trace of links issued), a
// reviewer's with them.
func TestRESTSessionImagesNeedReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		f := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		viewer, reviewer := restrictedKey(t, s, org, auth.Test, auth.Viewer), restrictedKey(t, s, org, auth.Test, auth.Reviewer)

		audited := auditActions(t, s, org.TestKey, f.id)
		r := s.Do(t, "GET", "/v1/sessions/"+f.id, viewer, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Empty(t, r.Get("data.documents"))
		require.Empty(t, r.Get("data.assets"))
		require.Nil(t, r.Get("data.checks.document_front.fields"))
		require.EqualValues(t, 0.7, r.Get("data.checks.document_front.confidence"), "the scores stay")
		list := s.Do(t, "GET", "/v1/sessions", viewer, nil)
		require.Equal(t, f.id, list.Str("data.0.id"))
		require.Nil(t, list.Get("data.0.checks.document_front.fields"))
		require.Equal(t, audited, auditActions(t, s, org.TestKey, f.id), "no links were issued")

		r = s.Do(t, "GET", "/v1/sessions/"+f.id, reviewer, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Len(t, r.Get("data.documents"), 2)
		require.NotEmpty(t, r.Str("data.assets.selfie"))
		require.Equal(t, "passport", r.Str("data.checks.document_front.fields.document_type"))
		require.NotNil(t, s.Do(t, "GET", "/v1/sessions", reviewer, nil).Get("data.0.checks.document_front.fields"))
	})
}
