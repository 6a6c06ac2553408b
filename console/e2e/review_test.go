package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/mail/mailtest"
)

// photo is what the test's people upload as their document and selfie.
var photo = apptest.PNG(640, 480)

// verified runs a session to its verdict with the organization's key: a
// passport whose document hints are hints, and a selfie, then complete. It
// returns the session's id and status.
func verified(t *testing.T, s *apptest.Server, key, reference string, hints map[string]string) (string, string) {
	t.Helper()
	r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": reference})
	require.Equal(t, 201, r.Status, string(r.Body))
	id, token := r.Str("data.id"), r.Str("client_token")
	fields := map[string]string{"document_type": "passport"}
	for k, v := range hints {
		fields[k] = v
	}
	r = s.Upload(t, "/v1/client/document/front", token, fields, "image", photo)
	require.Less(t, r.Status, 300, string(r.Body))
	r = s.Upload(t, "/v1/client/liveness", token, nil, "image", photo)
	require.Less(t, r.Status, 300, string(r.Body))
	r = s.Do(t, "POST", "/v1/client/complete", token, nil)
	require.Less(t, r.Status, 300, string(r.Body))
	return id, s.Do(t, "GET", "/v1/sessions/"+id, key, nil).Str("data.status")
}

// inReview makes a session in review with the organization's key: a
// document whose hints (confidence=0.7: hard to read) send it to a
// reviewer, and a selfie. It returns the session's id.
func inReview(t *testing.T, s *apptest.Server, key, reference string, hints map[string]string) string {
	t.Helper()
	id, status := verified(t, s, key, reference, hints)
	require.Equal(t, "requires_review", status)
	return id
}

// apiKey makes a secret key as the signed-in person, restricted to role
// (nil: unrestricted, which only an owner may make).
func apiKey(t *testing.T, s *apptest.Server, p person, name string, role any) string {
	t.Helper()
	r := p.graphQL(t, s, `mutation($n: String, $r: Role) { createApiKey(name: $n, role: $r) { secret } }`, map[string]any{"n": name, "r": role})
	return r.Str("data.createApiKey.secret")
}

// gqlKey runs a GraphQL operation with a secret key; it must succeed.
func gqlKey(t *testing.T, s *apptest.Server, key, query string, vars map[string]any) apptest.Response {
	t.Helper()
	r := s.GraphQL(t, key, query, vars)
	require.Nil(t, r.Get("errors"), string(r.Body))
	return r
}

// queueIDs are the cases listed in the tab's review queue.
func queueIDs(c *tab) []string {
	return browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('.queue-list li')].map((li) => li.id.replace('case-', ''))`)
}

// shownCase is the case the queue shows beside the list.
func shownCase(c *tab) string {
	return browsertest.Eval[string](c.Page, `document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id.replace('case-', '') ?? ''`)
}

// caseShown waits until the queue shows the case id, ready to be decided.
func caseShown(c *tab, id string) {
	c.T.Helper()
	c.Poll(`document.querySelector('.case-title')?.textContent === ` + quote(id) +
		` && [...document.querySelectorAll('.queue-case button')].some((b) => b.textContent === 'Approve')`)
	imagesLoaded(c)
}

// imagesLoaded waits until the case's document and selfie images are shown.
func imagesLoaded(c *tab) {
	c.T.Helper()
	c.Poll(`(() => { const imgs = [...document.querySelectorAll('.media img')];
		return imgs.length >= 2 && imgs.some((i) => i.dataset.kind === 'DOCUMENT_FRONT') && imgs.some((i) => i.dataset.kind === 'LIVENESS') &&
			imgs.every((i) => i.complete && i.naturalWidth > 0); })()`)
}

// totpSignIn signs in on the sign-in page with a password and a code from
// secret: the next time step's (within the drift allowed), since the code
// that turned the factor on is used.
func (c *tab) totpSignIn(email, secret string) {
	c.T.Helper()
	c.signIn(email, passphrase)
	code, err := totp.GenerateCode(secret, time.Now().Add(30*time.Second))
	require.NoError(c.T, err)
	c.fill("Authentication code", code)
	c.press("Verify")
}

// The acceptance scenario of the review desk. An admin invites a reviewer
// by mail in an organization that asks for a second factor; the reviewer
// accepts in the browser, sets up an authenticator app, signs in with a
// code, opens the queue, sees the case's images and rejects it with a
// note. The webhook is delivered, the audit log names the reviewer, and a
// colleague's open queue drops the case within 2 seconds.
func TestConsoleReviewAcceptance(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	mp := mailtest.Start(t, mailtest.Options{})
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			c.PublicURL = strings.Replace(c.PublicURL, "127.0.0.1", "localhost", 1)
			var err error
			c.SMTP, err = mail.ParseURL(mp.SMTPURL)
			require.NoError(t, err)
		}})
		org := "Acme " + string(d.Engine)
		admin := invite(t, s, org, "admin-"+string(d.Engine)+"@example.com", "Ada Admin", auth.Admin, nil)
		key := apiKey(t, s, admin, "back office", "ADMIN")
		sam := invite(t, s, org, "sam-"+string(d.Engine)+"@example.com", "Sam Second", auth.Reviewer, nil)
		r := sam.graphQL(t, s, `mutation { startTotpEnrollment { secret } }`, nil)
		samSecret := r.Str("data.startTotpEnrollment.secret")
		code, err := totp.GenerateCode(samSecret, time.Now())
		require.NoError(t, err)
		sam.graphQL(t, s, `mutation($c: String!) { confirmTotp(code: $c) }`, map[string]any{"c": code})
		gqlKey(t, s, key, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)

		rcv := newHook(t)
		w := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL + "/hook", "events": []string{"verification.*"}})
		require.Equal(t, 201, w.Status, string(w.Body))
		first := inReview(t, s, key, "order-1", map[string]string{"confidence": "0.7"})
		second := inReview(t, s, key, "order-2", map[string]string{"quality_score": "0.6"})

		// The invitation, by mail.
		rita := "rita-" + string(d.Engine) + "@example.com"
		gqlKey(t, s, key, `mutation($e: String!) { inviteMember(input: {email: $e, role: REVIEWER}) { link } }`, map[string]any{"e": rita})
		msg := waitMail(t, mp, rita, "invited")
		i := strings.Index(msg.Text, base(s)+"/console/accept-invitation#token=")
		require.GreaterOrEqual(t, i, 0, msg.Text)
		link := strings.Fields(msg.Text[i:])[0]

		// The reviewer accepts, sets up a second factor, and signs in with it.
		c := open(t, browser, s, "reviewer")
		c.Do(chromedp.Navigate(link))
		c.heading("Join " + org + " as Reviewer")
		c.fill("Your name", "Rita Reviewer")
		c.fill("Password", passphrase)
		c.press("Accept the invitation")
		c.heading("Set up a second factor")
		c.press("Set up an authenticator app")
		c.Poll(`!!document.querySelector('.secret')`)
		secret := browsertest.Eval[string](c.Page, `document.querySelector('.secret').textContent`)
		code, err = totp.GenerateCode(secret, time.Now())
		require.NoError(t, err)
		c.fill("The 6-digit code it shows", code)
		c.press("Turn it on")
		c.heading("Keep your recovery codes")
		c.press("I have saved them: continue")
		c.heading("Overview")
		c.signOut()
		c.visit("/console/review")
		c.totpSignIn(rita, secret)
		c.heading("Review queue")

		// A colleague has the queue open too.
		other := open(t, browser, s, "colleague")
		other.visit("/console/review")
		other.totpSignIn(sam.email, samSecret)
		other.heading("Review queue")
		other.Poll(`document.querySelectorAll('.queue-list li').length === 2`)

		// The oldest case first, shown with its images.
		c.Poll(`document.querySelectorAll('.queue-list li').length === 2`)
		require.Equal(t, []string{first, second}, queueIDs(c))
		require.Equal(t, first, shownCase(c))
		imagesLoaded(c)
		require.Contains(t, c.text(), "2 cases waiting")
		require.Contains(t, c.text(), "Document hard to read")
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('[data-check=front-confidence]').dataset.passed === 'false'`),
			"a reading confidence of 0.7 is below the workflow's 0.8")
		c.check("queue", "401", "403")

		// Rejected with a note, after a confirmation.
		c.press("Reject")
		c.Poll(`!!document.querySelector('[role=dialog] textarea')`)
		c.fill("Note (optional)", "The document photo is blurred and cut off.")
		c.check("reject-dialog", "401", "403")
		c.press("Reject the case")
		start := time.Now()
		other.Poll(`![...document.querySelectorAll('.queue-list li')].some((li) => li.id === 'case-` + first + `')`)
		require.Less(t, time.Since(start), 2*time.Second, "the colleague's queue drops the case within 2 s")
		c.Poll(`document.querySelectorAll('.queue-list li').length === 1`)
		c.Poll(`document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id === 'case-` + second + `'`)
		require.Equal(t, "rejected", s.Do(t, "GET", "/v1/sessions/"+first, key, nil).Str("data.status"))
		note := gqlKey(t, s, key, `query($id: ID!) { session(id: $id) { reviewNote } }`, map[string]any{"id": first})
		require.Equal(t, "The document photo is blurred and cut off.", note.Str("data.session.reviewNote"), "the note goes with the verdict")
		other.check("queue-after", "401", "403")

		// The webhook, and the audit log naming the reviewer.
		require.Eventually(t, func() bool { return rcv.got(`"verification.rejected"`, first) }, 15*time.Second, 50*time.Millisecond)
		a := gqlKey(t, s, key, `query($id: ID!) { auditLog(filter: {objectId: $id, action: "session.rejected"}) { edges { node { actorName } } } }`,
			map[string]any{"id": first})
		require.Equal(t, rita, a.Str("data.auditLog.edges.0.node.actorName"), string(a.Body))
		c.NoErrorsExcept("401", "403")
		other.NoErrorsExcept("401", "403")
	})
}

// waitMail waits for the message to `to` whose subject contains subject.
func waitMail(t *testing.T, mp *mailtest.Server, to, subject string) mailtest.Message {
	t.Helper()
	var id string
	require.Eventually(t, func() bool {
		for _, m := range mp.Messages(t) {
			if len(m.To) > 0 && m.To[0].Address == to && strings.Contains(m.Subject, subject) {
				id = m.ID
				return true
			}
		}
		return false
	}, 20*time.Second, 100*time.Millisecond, "a message to %s about %q", to, subject)
	return mp.Message(t, id)
}

// A viewer sees a session but no action, cannot open the queue, and the
// server refuses the actions sent by hand with the viewer's cookie.
func TestConsoleReviewViewerHasNoActions(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		key := apiKey(t, s, owner, "back office", nil)
		id := inReview(t, s, key, "order-9", map[string]string{"confidence": "0.7"})
		invite(t, s, "Acme Bank", "vera@example.com", "Vera Viewer", auth.Viewer, nil)

		c := open(t, browser, s, "viewer")
		c.visit("/console/verifications/" + id)
		c.signIn("vera@example.com", passphrase)
		c.heading("Session " + id)
		c.Poll(`document.body.innerText.includes('Document hard to read')`)
		buttons := browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('main button')].map((b) => b.textContent.trim())`)
		for _, b := range []string{"Approve", "Reject", "Request a redo", "Flag", "Unflag", "Assign to me", "Assign…", "Redact", "Add the note"} {
			require.NotContains(t, buttons, b)
		}
		require.Equal(t, 0, browsertest.Eval[int](c.Page, `document.querySelectorAll('.media img').length`), "no images for a viewer")
		c.check("viewer-session", "401")

		c.visit("/console/review")
		c.heading("Review queue")
		require.Contains(t, c.text(), "Your role cannot use this page")
		c.check("viewer-queue", "401")

		for _, m := range []string{
			`approveSession(id: $id) { id }`,
			`rejectSession(id: $id, note: "no") { id }`,
			`requestSessionRedo(id: $id, steps: [DOCUMENT]) { url }`,
			`flagSession(id: $id, flagged: true, reason: "x") { id }`,
			`assignSession(id: $id) { id }`,
			`redactSession(id: $id) { id }`,
			`addSessionNote(id: $id, body: "x") { id }`,
		} {
			code, err := chromedp.Run(c.Call(), chromedp.Evaluate[string](`fetch('/graphql', {method: 'POST', credentials: 'same-origin',
				headers: {'Content-Type': 'application/json', Accept: 'application/graphql-response+json'},
				body: JSON.stringify({query: 'mutation($id: ID!) { `+m+` }', variables: {id: `+quote(id)+`}})})
				.then((r) => r.json()).then((j) => j.errors && j.errors[0].extensions.code)`, chromedp.EvalAwaitPromise))
			require.NoError(t, err)
			require.Equal(t, "forbidden", code, m)
		}
		require.Equal(t, "requires_review", s.Do(t, "GET", "/v1/sessions/"+id, key, nil).Str("data.status"))
		c.NoErrorsExcept("401", "403")
	})
}

// An owner goes through the Verifications list (filters and pages in the
// URL), a session's page (its images in a lightbox, a redo), and works the
// queue with the keyboard: j and k move, a approves.
func TestConsoleReviewKeyboardAndVerifications(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		key := apiKey(t, s, owner, "back office", nil)
		rcv := newHook(t)
		w := s.Do(t, "POST", "/v1/webhooks", key, map[string]any{"url": rcv.URL + "/hook", "events": []string{"verification.*"}})
		require.Equal(t, 201, w.Status, string(w.Body))
		ids := []string{
			inReview(t, s, key, "order-1", map[string]string{"confidence": "0.7"}),
			inReview(t, s, key, "order-2", map[string]string{"quality_score": "0.6"}),
			inReview(t, s, key, "order-3", map[string]string{"confidence": "0.7"}),
		}
		r := s.Do(t, "POST", "/v1/sessions", key, map[string]any{"user_reference": "order-4"})
		require.Equal(t, 201, r.Status, string(r.Body))
		pending := r.Str("data.id")

		c := open(t, browser, s, "owner-review")
		c.visit("/console/verifications")
		c.signIn("owner@example.com", passphrase)
		c.heading("Verifications")
		c.Poll(`document.querySelectorAll('table.sessions tbody tr').length === 4`)
		require.Contains(t, c.text(), "4 sessions")
		c.check("verifications", "401")

		// Filters live in the URL; the back button undoes them.
		c.choose("Status", "REQUIRES_REVIEW")
		c.Poll(`location.search === '?status=REQUIRES_REVIEW' && document.querySelectorAll('table.sessions tbody tr').length === 3`)
		c.fill("Search", pending)
		c.Poll(`document.body.innerText.includes('No session matches these filters.')`)
		require.Contains(t, c.path(), "q="+pending)
		c.check("verifications-empty", "401")
		c.press("Clear the filters")
		c.Poll(`location.search === '' && document.querySelectorAll('table.sessions tbody tr').length === 4`)

		// A filter in a link.
		c.visit("/console/verifications?flagged=no")
		c.heading("Verifications")
		c.Poll(`document.querySelectorAll('table.sessions tbody tr').length === 4`)
		require.Equal(t, "no", browsertest.Eval[string](c.Page,
			`[...document.querySelectorAll('label')].find((l) => l.textContent === 'Flag').control.value`))

		// A session's page: its images, checks and a lightbox.
		c.Click(`//a[normalize-space(.)=` + quote(ids[0]) + `]`)
		c.heading("Session " + ids[0])
		imagesLoaded(c)
		require.Contains(t, c.text(), "Reading confidence")
		c.Poll(`!!document.querySelector('tr[data-delivery="verification.requires_review"][data-status=SUCCEEDED]')`)
		c.check("session", "401")
		c.Click(`.media-open`)
		c.Poll(`!!document.querySelector('.lightbox-image') && document.querySelector('.lightbox-image').complete`)
		c.press("Zoom in")
		c.Poll(`document.querySelector('.lightbox-image').dataset.zoom === '1'`)
		c.Do(chromedp.Focus(`.lightbox-view`), chromedp.KeyEvent("+"))
		c.Poll(`document.querySelector('.lightbox-image').dataset.zoom === '2'`)
		c.Do(chromedp.KeyEvent("0"))
		c.Poll(`document.querySelector('.lightbox-image').dataset.zoom === '0'`)
		c.Do(chromedp.KeyEvent(kb.ArrowRight))
		c.Poll(`document.querySelector('[role=dialog] h2').textContent === 'Selfie'`)
		c.check("lightbox", "401")
		c.closeLightbox()
		// Closed, it gives the focus back to what opened it.
		c.Poll(`document.activeElement === document.querySelector('.media-open')`)

		// A note, then a redo of the selfie: the new link is shown once.
		c.fill("Add a note", "Called the customer.")
		c.press("Add the note")
		c.Poll(`document.querySelector('.note-list')?.innerText.includes('Called the customer.')`)
		c.press("Request a redo")
		c.Click(`//label[normalize-space(.)='The selfie']`)
		c.check("redo-dialog", "401")
		c.press("Send a new link")
		c.Poll(`!!document.querySelector('#redo-link')`)
		require.Contains(t, browsertest.Eval[string](c.Page, `document.querySelector('#redo-link').value`), "/widget#token=")
		c.press("Done")
		c.Poll(`document.body.innerText.includes('Asked again')`)

		// The queue with the keyboard.
		c.visit("/console/review")
		c.heading("Review queue")
		c.Poll(`document.querySelectorAll('.queue-list li').length === 2`)
		require.Equal(t, ids[1:], queueIDs(c))
		require.Equal(t, ids[1], shownCase(c))
		imagesLoaded(c)
		c.Do(chromedp.KeyEvent("j"))
		c.Poll(`document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id === 'case-` + ids[2] + `'`)
		c.Do(chromedp.KeyEvent("k"))
		c.Poll(`document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id === 'case-` + ids[1] + `'`)
		// Typing in a field is not a shortcut.
		c.fill("Add a note", "j")
		require.Equal(t, ids[1], shownCase(c))
		c.Do(chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
		c.Do(chromedp.KeyEvent("?"))
		c.Poll(`document.querySelector('[role=dialog] h2')?.textContent === 'Keyboard shortcuts'`)
		c.check("shortcuts", "401")
		c.Do(chromedp.KeyEvent(kb.Escape))
		c.Poll(`!document.querySelector('[role=dialog]')`)
		c.Do(chromedp.KeyEvent("j"))
		c.Poll(`document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id === 'case-` + ids[2] + `'`)
		caseShown(c, ids[2])
		c.Do(chromedp.KeyEvent("a"))
		c.Poll(`document.querySelector('[role=dialog] h2')?.textContent === 'Approve this verification?' &&
			document.activeElement?.textContent === 'Approve the case'`)
		c.Do(chromedp.KeyEvent(kb.Enter))
		c.Poll(`document.querySelectorAll('.queue-list li').length === 1`)
		require.Eventually(t, func() bool { return s.Do(t, "GET", "/v1/sessions/"+ids[2], key, nil).Str("data.status") == "approved" },
			5*time.Second, 50*time.Millisecond)
		c.Poll(`document.querySelector('.queue-list a[aria-current=true]')?.closest('li').id === 'case-` + ids[1] + `'`)
		c.check("queue-keyboard", "401")
		c.NoErrorsExcept("401")
	})
}

// The console opened at another name than the public URL (here its
// address, 127.0.0.1, where the public URL says localhost) shows a case's
// images: their signed links are followed from the console's own origin,
// which its content policy allows.
func TestConsoleImagesAtAnotherHostName(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		key := apiKey(t, s, owner, "back office", nil)
		id := inReview(t, s, key, "order-7", map[string]string{"confidence": "0.7"})
		require.NotEqual(t, s.URL, base(s), "the console is opened at another origin than the public URL")

		c := open(t, browser, s, "another-host")
		c.Do(chromedp.Navigate(s.URL + "/console/verifications/" + id))
		c.signIn("owner@example.com", passphrase)
		c.heading("Session " + id)
		c.Poll(`[...document.querySelectorAll('.media img')].length >= 2 &&
			[...document.querySelectorAll('.media img')].every((i) => i.complete && i.naturalWidth > 0 && i.src.startsWith(location.origin))`)
		c.NoErrorsExcept("401")
	})
}
