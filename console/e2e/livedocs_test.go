package e2e_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// shownCheck is a named check as a session's page lists it.
type shownCheck struct {
	Name   string `json:"name"`
	Passed string `json:"passed"`
	Text   string `json:"text"`
}

// shownChecks are the named checks the page lists (a side's, then the
// cross-checks), by name; a name listed twice (an MRZ field's check digit
// and its format) keeps its first.
func shownChecks(c *tab) map[string]shownCheck {
	list := browsertest.Eval[[]shownCheck](c.Page, `[...document.querySelectorAll('.subcheck')].map((li) =>
		({ name: li.dataset.check, passed: li.dataset.passed, text: li.textContent }))`)
	out := map[string]shownCheck{}
	for _, x := range list {
		if _, ok := out[x.Name]; !ok {
			out[x.Name] = x
		}
	}
	return out
}

// sameDocument is what the page's "Same document on" list says, a line
// per session.
func sameDocument(c *tab) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.same-document li')].map((li) => li.textContent)`)
}

// A passport read on this machine in live mode: the session's page shows
// what was read from it, the reader's checks and the cross-checks; the
// same passport shown by another customer is a duplicate, linked to the
// session that holds it.
func TestConsoleLiveDocumentRead(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	doc := doctest.Sample(doctest.TD3, 7)
	page, err := fonts.Draw(doc)
	require.NoError(t, err)
	photo, err := doctest.Photograph(page, doctest.Clean(), doc.Seed)
	require.NoError(t, err)
	zone, err := mrz.Parse(strings.Join(doc.MRZ, "\n"), time.Now())
	require.NoError(t, err)
	// The customer record spells the name as people do.
	title := func(s string) string { return strings.ToUpper(s[:1]) + strings.ToLower(s[1:]) }
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		invite(t, s, "Acme Bank", "vera@example.com", "Vera Viewer", auth.Viewer, nil)
		orgID := owner.graphQL(t, s, `{ viewer { organization { id } } }`, nil).Str("data.viewer.organization.id")
		key, _, err := s.App.Auth.CreateKey(context.Background(), orgID, auth.Live, "back office")
		require.NoError(t, err)
		wf := s.Do(t, "POST", "/v1/workflows", key, map[string]any{"name": "Passports", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		customer := func(first, last string) string {
			r := s.Do(t, "POST", "/v1/customers", key, map[string]any{"first_name": first, "last_name": last,
				"email": strings.ToLower(strings.Fields(first)[0]) + "@example.com", "country": "NG"})
			require.Less(t, r.Status, 300, string(r.Body))
			return r.Str("data.id")
		}
		// decide runs a session of the customer's with the passport to its verdict.
		decide := func(customerID string) (string, apptest.Response) {
			t.Helper()
			r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"workflow_id": wf.Str("data.id"), "customer_id": customerID})
			require.Equal(t, 201, r.Status, string(r.Body))
			id, token := r.Str("data.id"), r.Str("client_token")
			up := s.Upload(t, "/v1/client/document/front", token, map[string]string{"document_type": "passport"}, "image", photo)
			require.Less(t, up.Status, 300, string(up.Body))
			done := s.Do(t, "POST", "/v1/client/complete", token, nil)
			require.Less(t, done.Status, 300, string(done.Body))
			return id, s.Do(t, "GET", "/v1/sessions/"+id, key, nil)
		}
		id, read := decide(customer(title(zone.FirstName), title(zone.LastName)))
		require.Equal(t, "approved", read.Str("data.status"), string(read.Body))
		number := read.Str("data.checks.document_front.fields.documentNumber")
		require.NotEmpty(t, number)
		// Another customer shows the same passport.
		dupID, dup := decide(customer("Mallory", "Jones"))
		require.Equal(t, "requires_review", dup.Str("data.status"), string(dup.Body))
		require.Equal(t, "DUPLICATE_DOCUMENT", dup.Str("data.decision_reason"))

		c := open(t, browser, s, "live-document")
		c.visit("/console/verifications")
		c.signIn("owner@example.com", passphrase)
		c.press("Live")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		c.visit("/console/verifications/" + id)
		c.heading("Session " + id)
		c.Poll(`document.body.innerText.includes('Read from the document') && document.body.innerText.includes(` + quote(number) + `)` +
			` && document.querySelector('.same-document li') !== null`)
		require.Contains(t, c.text(), "Approved automatically")
		// The fields, named in words.
		labels := browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('main dl dt')].map((dt) => dt.textContent)`)
		require.Subset(t, labels, []string{"Date of birth", "Document number", "Expiry date", "Issuing state", "First name", "Last name"})
		for _, l := range labels {
			require.NotRegexp(t, `[a-z][A-Z]`, l)
		}
		checks := shownChecks(c)
		for name, label := range map[string]string{
			"quality.resolution":       "Resolution",
			"quality.sharpness":        "Sharpness",
			"quality.glare":            "Glare",
			"quality.in_frame":         "Whole document in frame",
			"mrz.documentNumber":       "MRZ: document number check digit",
			"mrz.composite":            "MRZ: composite check digit",
			"cross.customer_name":      "Name matches the customer",
			"cross.duplicate_document": "Document not used by another person",
		} {
			require.Contains(t, checks, name)
			require.Equal(t, "true", checks[name].Passed, "%s: %+v", name, checks[name])
			require.Contains(t, checks[name].Text, label)
			require.Contains(t, checks[name].Text, "Pass")
		}
		for _, x := range checks {
			require.Equal(t, "true", x.Passed, "an approved session passed every check: %+v", x)
		}
		require.Contains(t, checks["quality.resolution"].Text, "needs ≥ 800 px")
		require.Contains(t, checks["quality.glare"].Text, "needs ≤ 2%")
		require.Contains(t, checks["cross.duplicate_document"].Text, "No other person")
		// The session decided first was no duplicate then, but the page
		// lists the sessions that hold its document now, whoever's.
		same := sameDocument(c)
		require.Len(t, same, 1)
		require.Contains(t, same[0], dupID)
		require.Contains(t, same[0], "In review")
		// Status badges keep their own colours (the settings' badges are theirs alone).
		badge := func(sel string) []string {
			return browsertest.Eval[[]string](c.Page, `(() => { const b = document.querySelector(`+quote(sel)+`); const s = getComputedStyle(b);
				return [b.textContent, s.backgroundColor, s.marginLeft]; })()`)
		}
		require.Equal(t, []string{"In review", "rgb(255, 244, 214)", "0px"}, badge(`.same-document [data-tone]`))
		c.check("session-read", "401")

		c.press(dupID)
		c.heading("Session " + dupID)
		c.Poll(`[...document.querySelectorAll('.same-document li')].some((li) => li.textContent.includes(` + quote(id) + `))`)
		require.Contains(t, c.text(), "Document used by another person")
		checks = shownChecks(c)
		require.Equal(t, "false", checks["cross.duplicate_document"].Passed)
		require.Contains(t, checks["cross.duplicate_document"].Text, "Fail")
		require.Contains(t, checks["cross.duplicate_document"].Text, id, "the detail names the other person's session")
		require.Equal(t, "false", checks["cross.customer_name"].Passed, "Mallory Jones is not the passport's holder")
		require.Equal(t, "true", checks["mrz.documentNumber"].Passed)
		same = sameDocument(c)
		require.Len(t, same, 1)
		require.Contains(t, same[0], "Approved")
		require.Equal(t, []string{"Approved", "rgb(227, 244, 234)", "0px"}, badge(`.same-document [data-tone]`))
		c.check("session-duplicate", "401")

		c.press(id)
		c.heading("Session " + id)
		// The review queue shows the case with the same sections.
		c.visit("/console/review")
		c.Poll(`document.querySelector('.session-compact .same-document li') !== null`)
		require.Equal(t, []string{"Approved", "rgb(227, 244, 234)", "0px"}, badge(`.session-compact .same-document [data-tone]`))
		c.check("review-queue", "401")

		// A viewer may not review: the page neither asks for (the server
		// would refuse the session) nor shows what was read, its checks or
		// the sessions that hold it.
		c.signOut()
		c.signIn("vera@example.com", passphrase)
		c.press("Live")
		c.Poll(`document.querySelector('.mode-switch [aria-pressed=true]')?.textContent === 'Live'`)
		c.visit("/console/verifications/" + dupID)
		c.heading("Session " + dupID)
		c.Poll(`document.body.innerText.includes('Document used by another person')`)
		text := c.text()
		for _, hidden := range []string{"Read from the document", "Cross-checks", "Same document on", number, id} {
			require.NotContains(t, text, hidden)
		}
		require.Zero(t, browsertest.Eval[int](c.Page, `document.querySelectorAll('.subcheck').length`))
		c.NoErrorsExcept("401")
	})
}
