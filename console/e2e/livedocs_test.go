package e2e_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/browsertest"
	"github.com/meridianhq/meridian/internal/kyc/docread/doctest"
)

// A passport read on this machine in live mode: the session's page shows
// what was read from it.
func TestConsoleLiveDocumentRead(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	doc := doctest.Sample(doctest.TD3, 7)
	page, err := fonts.Draw(doc)
	require.NoError(t, err)
	photo, err := doctest.Photograph(page, doctest.Clean(), doc.Seed)
	require.NoError(t, err)
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		orgID := owner.graphQL(t, s, `{ viewer { organization { id } } }`, nil).Str("data.viewer.organization.id")
		key, _, err := s.App.Auth.CreateKey(context.Background(), orgID, auth.Live, "back office")
		require.NoError(t, err)
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Passports", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": wf.Str("data.id")})
		require.Equal(t, 201, r.Status, string(r.Body))
		id, token := r.Str("data.id"), r.Str("client_token")
		up := s.Upload(t, "/v1/client/document/front", token, map[string]string{"document_type": "passport"}, "image", photo)
		require.Less(t, up.Status, 300, string(up.Body))
		done := s.Do(t, "POST", "/v1/client/complete", token, nil)
		require.Less(t, done.Status, 300, string(done.Body))
		read := s.Do(t, "GET", "/v1/sessions/"+id, key, nil)
		require.Equal(t, "approved", read.Str("data.status"), string(read.Body))
		number := read.Str("data.checks.document_front.fields.documentNumber")
		require.NotEmpty(t, number)

		c := open(t, browser, s, "live-document")
		c.visit("/console/verifications")
		c.signIn("owner@example.com", passphrase)
		c.press("Live")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		c.visit("/console/verifications/" + id)
		c.heading("Session " + id)
		c.Poll(`document.body.innerText.includes('Read from the document') && document.body.innerText.includes(` + quote(number) + `)`)
		require.Contains(t, c.text(), "Approved automatically")
		c.check("session-read", "401")
		c.NoErrorsExcept("401")
	})
}
