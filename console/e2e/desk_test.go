package e2e_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// download fetches a link of the page (with the page's cookie, as a click
// would) and returns its status, content type and body.
func (c *tab) download(selector string) (status int, contentType, body string) {
	c.T.Helper()
	raw, err := chromedp.Run(c.Call(), chromedp.Evaluate[string](`(async () => {
		const r = await fetch(document.querySelector(`+quote(selector)+`).href);
		return JSON.stringify({status: r.status, type: r.headers.get('Content-Type'), body: await r.text()});
	})()`, chromedp.EvalAwaitPromise))
	require.NoError(c.T, err)
	var got struct {
		Status int
		Type   string
		Body   string
	}
	require.NoError(c.T, json.Unmarshal([]byte(raw), &got))
	return got.Status, got.Type, got.Body
}

// dialog waits for the dialog whose title is title.
func (c *tab) dialog(title string) {
	c.T.Helper()
	c.Poll(`document.querySelector('[role=dialog] h2')?.textContent === ` + quote(title))
}

// pick ticks a case's box in the review queue.
func (c *tab) pick(id string) {
	c.T.Helper()
	c.Click(`#case-` + id + ` input[type=checkbox]`)
}

// The review desk and the lists. An owner exports the filtered
// Verifications list as CSV, saves its filters as a shared view, applies
// it from the plain list and deletes it; in the queue, flags two cases at
// once, then rejects two with a preset's note while a colleague approves
// one of them (that case is reported, the other rejected); a preset fills
// the note of a single rejection, which stays editable. The audit log and
// the case's history read in plain words, a repeated action as one line;
// on a phone, the keyboard shortcuts are behind a button.
func TestConsoleDesk(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		key := apiKey(t, s, owner, "back office", nil)
		_, status := verified(t, s, key, "order-0", nil)
		require.Equal(t, "approved", status)
		ids := []string{
			inReview(t, s, key, "order-1", map[string]string{"confidence": "0.7"}),
			inReview(t, s, key, "order-2", map[string]string{"quality_score": "0.6"}),
			inReview(t, s, key, "order-3", map[string]string{"confidence": "0.7"}),
			inReview(t, s, key, "order-4", map[string]string{"confidence": "0.7"}),
		}
		const preset = "The document photo is blurred."
		owner.graphQL(t, s, `mutation($n: String!) { createReviewPreset(input: {decision: REJECTED, label: "Blurred document", note: $n}) { id } }`,
			map[string]any{"n": preset})

		c := open(t, browser, s, "desk")
		c.visit("/console/verifications?status=REQUIRES_REVIEW")
		c.signIn("owner@example.com", passphrase)
		c.heading("Verifications")
		c.Poll(`document.querySelectorAll('table.sessions tbody tr').length === 4`)

		// The export takes the list's filters, and downloads its rows as CSV.
		require.Equal(t, "/v1/exports/sessions?status=requires_review",
			browsertest.Eval[string](c.Page, `document.querySelector('a[data-export=sessions]').getAttribute('href')`))
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('a[data-export=sessions]').hasAttribute('download')`))
		code, contentType, body := c.download(`a[data-export=sessions]`)
		require.Equal(t, 200, code, body)
		require.Equal(t, "text/csv; charset=utf-8", contentType)
		rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
		require.NoError(t, err)
		require.Equal(t, []string{"id", "status", "user_reference"}, rows[0][:3])
		var exported []string
		for _, r := range rows[1:] {
			require.Equal(t, "requires_review", r[1])
			exported = append(exported, r[0])
		}
		sort.Strings(exported)
		want := append([]string(nil), ids...)
		sort.Strings(want)
		require.Equal(t, want, exported, "the filtered rows, and only those")
		c.check("verifications-export", "401")

		// The filters saved as a view, shared with the organization.
		c.press("Views")
		c.press("Save current filters…")
		c.dialog("Save the current filters")
		c.fill("Name", "Waiting for a reviewer")
		c.Click(`//label[normalize-space(.)='Share with the organization']`)
		c.check("view-save", "401")
		c.press("Save the view")
		c.Poll(`!document.querySelector('[role=dialog]')`)

		// From the plain list, the view brings its filters back.
		c.press("Clear the filters")
		c.Poll(`location.search === '' && document.querySelectorAll('table.sessions tbody tr').length === 5`)
		c.press("Views")
		c.Poll(`!!document.querySelector('[role=menuitem][data-view="Waiting for a reviewer"]')`)
		c.check("views-menu", "401")
		c.Click(`[role=menuitem][data-view="Waiting for a reviewer"]`)
		c.Poll(`location.search === '?status=REQUIRES_REVIEW' && document.querySelectorAll('table.sessions tbody tr').length === 4`)
		v := owner.graphQL(t, s, `{ savedViews(list: SESSIONS) { name query shared mine } }`, nil)
		require.Equal(t, "status=REQUIRES_REVIEW", v.Str("data.savedViews.0.query"))
		require.Equal(t, true, v.Get("data.savedViews.0.shared"))

		// Deleted, it is gone.
		c.press("Views")
		c.press("Manage views…")
		c.dialog("Saved views")
		c.check("views-manage", "401")
		c.press("Delete")
		c.Poll(`document.querySelector('[role=dialog]')?.innerText.includes('No saved views.')`)
		c.press("Close")
		c.Poll(`!document.querySelector('[role=dialog]')`)
		require.Empty(t, owner.graphQL(t, s, `{ savedViews(list: SESSIONS) { id } }`, nil).Get("data.savedViews"))

		// Two cases flagged at once.
		c.visit("/console/review")
		c.heading("Review queue")
		c.Poll(`document.querySelectorAll('.queue-list li').length === 4`)
		caseShown(c, ids[0])
		c.pick(ids[0])
		c.pick(ids[1])
		c.Poll(`document.querySelector('.bulk-count')?.textContent === '2 cases picked'`)
		c.check("queue-picked", "401")
		c.press("Flag…")
		c.dialog("Flag 2 cases as suspicious")
		c.fill("Reason for the flag", "Same device as a known fraud.")
		c.check("bulk-flag", "401")
		c.press("Flag 2 cases")
		c.Poll(`document.querySelector('.bulk-report')?.innerText.includes('2 cases flagged.')`)
		c.Poll(`document.querySelectorAll('.queue-list li:has(input:checked)').length === 0`)
		for _, id := range ids[:2] {
			r := gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { flagged flagReason } }`, map[string]any{"id": id})
			require.Equal(t, true, r.Get("data.session.flagged"), id)
			require.Equal(t, "Same device as a known fraud.", r.Str("data.session.flagReason"))
		}
		c.check("bulk-flagged", "401")

		// Two rejected with a preset's note, while a colleague approves one of them.
		c.Click(`//label[starts-with(normalize-space(.), 'Pick the 4 cases')]`)
		c.Poll(`document.querySelector('.bulk-count')?.textContent === '4 cases picked'`)
		c.press("Clear")
		c.pick(ids[0])
		c.pick(ids[1])
		c.Poll(`document.querySelector('.bulk-count')?.textContent === '2 cases picked'`)
		c.press("Reject…")
		c.dialog("Reject 2 cases?")
		gqlKey(t, s, key, `mutation($id: ID!) { approveSession(id: $id) { id } }`, map[string]any{"id": ids[1]})
		c.Poll(`!document.getElementById('case-` + ids[1] + `')`)
		c.choose("Preset", "0")
		c.Poll(`document.querySelector('[role=dialog] textarea')?.value === ` + quote(preset))
		c.check("bulk-reject", "401")
		c.press("Reject 2 cases")
		c.Poll(`(() => { const r = document.querySelector('.bulk-report'); return !!r && r.innerText.includes('1 case rejected, 1 left as it was.') &&
			r.innerText.includes('order-2') && r.innerText.includes('session_not_in_review') && document.activeElement === r; })()`)
		c.Poll(`document.querySelectorAll('.queue-list li').length === 2`)
		r := gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { status reviewNote } }`, map[string]any{"id": ids[0]})
		require.Equal(t, "REJECTED", r.Str("data.session.status"))
		require.Equal(t, preset, r.Str("data.session.reviewNote"))
		require.Equal(t, "approved", s.Do(t, "GET", "/v1/sessions/"+ids[1], key, nil).Str("data.status"))
		c.check("bulk-rejected", "401")

		// One given to a member who reviews (the owner, by default). The
		// case shown was rejected, so the first still waiting is shown now:
		// it is read and laid out before the pick, which it would move.
		caseShown(c, ids[2])
		c.pick(ids[3])
		c.Poll(`document.querySelector('.bulk-count')?.textContent === '1 case picked'`)
		c.press("Assign to…")
		c.dialog("Assign 1 case")
		c.check("bulk-assign", "401")
		c.press("Assign 1 case")
		c.Poll(`document.querySelector('.bulk-report')?.innerText.includes('1 case assigned.')`)
		r = gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { assignedTo } }`, map[string]any{"id": ids[3]})
		require.Equal(t, "owner@example.com", r.Str("data.session.assignedTo"))

		// One case rejected on its own: the preset fills the note, which stays editable.
		c.Click(`#case-` + ids[2] + ` a`)
		caseShown(c, ids[2])
		c.press("Reject")
		c.Poll(`document.querySelector('[role=dialog] h2')?.textContent === 'Reject this verification?' &&
			document.activeElement?.textContent === 'Reject the case'`)
		c.choose("Preset", "0")
		c.Poll(`document.querySelector('[role=dialog] textarea')?.value === ` + quote(preset))
		c.check("reject-preset", "401")
		c.fill("Note (optional)", preset+" Asked for a new one by mail.")
		c.press("Reject the case")
		c.Poll(`document.querySelectorAll('.queue-list li').length === 1`)
		r = gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { reviewNote } }`, map[string]any{"id": ids[2]})
		require.Equal(t, preset+" Asked for a new one by mail.", r.Str("data.session.reviewNote"))

		// The audit log in plain words, in the dark. The owner opened the
		// case's images in five link windows in a row (one entry a window,
		// as over a day): one line, ×5.
		who := owner.graphQL(t, s, `{ viewer { user { id } organization { id } } }`, nil)
		for range 5 {
			require.NoError(t, s.App.Audit.Add(context.Background(), s.App.DB, audit.Record{OrganizationID: who.Str("data.viewer.organization.id"),
				Mode: string(auth.Test), Actor: audit.Actor{UserID: who.Str("data.viewer.user.id"), Name: owner.email},
				Action: audit.AssetLinksIssued, ObjectType: "session", ObjectID: ids[2], Data: map[string]any{"uploads": 2}}))
		}
		c.scheme("dark")
		c.visit("/console/audit-log?object=" + ids[2])
		c.heading("Audit log")
		c.Poll(`(() => { const row = document.querySelector('tbody tr'); return !!row && row.dataset.action === 'session.asset_links_issued' &&
			row.dataset.count === '5'; })()`)
		label := browsertest.Eval[[]string](c.Page, `(() => { const s = document.querySelector('tbody tr td[data-label=Action] span[title]');
			return [s.textContent, s.title]; })()`)
		require.Equal(t, []string{"Opened the case’s images", "session.asset_links_issued"}, label)
		require.Equal(t, "Opened the case’s images ×5", browsertest.Eval[string](c.Page, `document.querySelector('tbody tr td[data-label=Action]').innerText`))
		require.Contains(t, c.text(), "Rejected the case")
		require.Regexp(t, `^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$`,
			browsertest.Eval[string](c.Page, `document.querySelector('tbody tr td[data-label=When] time').title`))
		require.Equal(t, "/v1/exports/audit?object_id="+ids[2],
			browsertest.Eval[string](c.Page, `document.querySelector('a[data-export=audit]').getAttribute('href')`))
		c.check("audit-dark", "401")

		// The case's history, in plain words too.
		c.visit("/console/verifications/" + ids[2])
		c.heading("Session " + ids[2])
		c.Poll(`(() => { const t = document.querySelector('.timeline')?.innerText ?? '';
			return t.includes('Sent to review') && t.includes('Rejected the case') && !t.includes('verification.requires_review'); })()`)
		browsertest.Eval[bool](c.Page, `(document.querySelector('.timeline').scrollIntoView({block: 'center'}), true)`)
		c.check("session-history-dark", "401")
		c.scheme("light")

		// The money lists export what their filters select too.
		r = s.Do(t, "POST", "/v1/test/wallet/credit", key, map[string]any{"currency": "USD", "amount": 1250})
		require.Equal(t, 200, r.Status, string(r.Body))
		c.visit("/console/balances/USD?direction=in")
		c.heading("USD wallet")
		c.Poll(`!!document.querySelector('a[data-export=ledger]')`)
		require.Equal(t, "/v1/exports/ledger?currency=USD&credits=true",
			browsertest.Eval[string](c.Page, `document.querySelector('a[data-export=ledger]').getAttribute('href')`))
		code, contentType, body = c.download(`a[data-export=ledger]`)
		require.Equal(t, 200, code, body)
		require.Equal(t, "text/csv; charset=utf-8", contentType)
		rows, err = csv.NewReader(strings.NewReader(body)).ReadAll()
		require.NoError(t, err)
		require.Len(t, rows, 2)
		require.Equal(t, []string{"USD", "12.5"}, rows[1][2:4])
		c.check("wallet-export", "401")
		for path, href := range map[string]string{
			"/console/fx?source=USD":                        "/v1/exports/exchanges?source=USD",
			"/console/crypto/withdrawals?status=PENDING":    "/v1/exports/withdrawals?status=PENDING",
			"/console/usd/transfers?rail=ACH&status=FAILED": "/v1/exports/transfers?status=FAILED&rail=ACH",
		} {
			c.visit(path)
			c.Poll(`!!document.querySelector('a[data-export]')`)
			require.Equal(t, href, browsertest.Eval[string](c.Page, `document.querySelector('a[data-export]').getAttribute('href')`), path)
		}
		c.check("transfers-export", "401")

		// On a phone, the shortcuts are a button away.
		p := browsertest.Open(t, browser, "desk-phone", browsertest.Phone)
		p.Dir = "screenshots/console"
		phone := &tab{Page: p, s: s, axe: c.axe}
		phone.visit("/console/review")
		phone.signIn("owner@example.com", passphrase)
		phone.heading("Review queue")
		phone.Poll(`document.querySelectorAll('.queue-list li').length === 1`)
		require.NotContains(t, phone.text(), "on the left")
		require.True(t, browsertest.Eval[bool](phone.Page, `(() => {
			const b = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Keyboard shortcuts');
			const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.right <= innerWidth; })()`))
		phone.press("Keyboard shortcuts")
		phone.dialog("Keyboard shortcuts")
		phone.Do(chromedp.KeyEvent(kb.Escape))
		phone.Poll(`!document.querySelector('[role=dialog]')`)
		phone.NoErrorsExcept("401")
		c.NoErrorsExcept("401")
	})
}
