package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// tick clicks the checkbox or radio button labelled label.
func (c *tab) tick(label string) {
	c.T.Helper()
	c.Click(`//label[normalize-space(.)=` + quote(label) + `]`)
}

// choose picks the option with value in the select labelled label.
func (c *tab) choose(label, value string) {
	c.T.Helper()
	c.Poll(`(() => { const l = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === ` + quote(label) + `);
		if (!l || !l.control) return false;
		l.control.value = ` + quote(value) + `;
		l.control.dispatchEvent(new Event('change', { bubbles: true }));
		return l.control.value === ` + quote(value) + `; })()`)
}

// contains waits until the page's main content shows text.
func (c *tab) contains(text string) {
	c.T.Helper()
	c.Poll(`(document.querySelector('main')?.innerText ?? '').includes(` + quote(text) + `)`)
}

// A developer makes a key (copied from its dialog, and it works from Go),
// a webhook endpoint on a local receiver, sends it a test event, reads the
// delivery and replays it; edits a workflow past a validation error and
// archives it. The owner finds the key's creation in the audit log.
func TestConsoleDevelopers(t *testing.T) {
	t.Parallel()
	chrome := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		invite(t, s, "Acme Bank", "ada@example.com", "Ada Lovelace", auth.Owner, nil)
		invite(t, s, "Acme Bank", "dennis@example.com", "Dennis Ritchie", auth.Developer, nil)
		receiver := newHook(t)

		c := open(t, chrome, s, "developers")
		// The clipboard may be written and read back, as a person pastes.
		for _, name := range []string{"clipboard-read", "clipboard-write"} {
			_, err := chromedp.CallBrowser(c.Call(), browser.SetPermission, browser.SetPermissionParams{
				Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted,
				Origin: base(s), BrowserContextID: chromedp.FromContext(c.Ctx).BrowserContextID})
			require.NoError(t, err)
		}
		c.visit("/console/developers")
		c.signIn("dennis@example.com", passphrase)
		c.heading("Developers")
		c.contains("No keys in this mode yet")
		require.Equal(t, "/graphql", browsertest.Eval[string](c.Page, `document.querySelector('a[target=_blank]').getAttribute('href')`))
		c.check("keys-empty", "401")

		// A key: only the roles a developer holds are offered.
		c.press("Create a key")
		c.fill("Name", "Billing backend")
		require.Equal(t, []string{"DEVELOPER", "VIEWER"}, browsertest.Eval[[]string](c.Page, `[...document.querySelectorAll('#key-role option')].map((o) => o.value)`))
		c.check("key-create", "401")
		c.press("Create key")
		c.Poll(`!!document.querySelector('[data-testid=secret]')`)
		c.press("Copy secret")
		c.Poll(`(document.querySelector('[role=dialog] [role=status]')?.textContent ?? '').includes('Copied')`)
		c.check("key-secret", "401")
		secret, err := chromedp.Run(c.Call(), chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(secret, "sk_test_"), secret)
		require.Equal(t, secret, browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=secret]').textContent`))
		c.press("Done")
		c.Poll(`!document.querySelector('[data-testid=secret]')`)
		c.contains("Billing backend")
		require.NotContains(t, c.text(), secret, "the secret is shown once")
		r := s.Do(t, "GET", "/v1/webhooks", secret, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		c.check("keys", "401")

		// A webhook endpoint on the local receiver: its secret is shown once.
		c.press("Webhooks")
		c.contains("No endpoints yet")
		c.press("Add an endpoint")
		c.heading("Add a webhook endpoint")
		c.fill("Endpoint URL", receiver.URL+"/hook")
		c.fill("Description", "Local receiver")
		c.tick("Only the events chosen below")
		c.tick("Verifications: all verification.*")
		c.fill("Other types or prefixes", "webhook.*")
		c.check("webhook-new", "401")
		c.press("Add endpoint")
		c.Poll(`document.querySelector('main h1')?.textContent === 'Webhook endpoint'`)
		c.Poll(`document.querySelector('[data-testid=secret]')?.textContent.startsWith('whsec_')`)
		c.check("webhook-secret", "401")
		c.press("Done")
		c.heading("Webhook endpoint")
		endpointPath := c.path()
		require.True(t, strings.HasPrefix(endpointPath, "/console/developers/webhooks/we_"), endpointPath)
		endpointID := strings.TrimPrefix(endpointPath, "/console/developers/webhooks/")
		c.contains("verification.*, webhook.*")
		c.contains("No deliveries yet")
		r = s.Do(t, "GET", "/v1/webhooks", secret, nil)
		require.Equal(t, receiver.URL+"/hook", r.Str("data.0.url"), string(r.Body))

		// A test event: its delivery succeeds and is listed.
		c.press("Send a test event")
		c.Poll(`[...document.querySelectorAll('main tbody tr')].some((tr) => tr.innerText.includes('webhook.test') && tr.innerText.includes('Succeeded'))`)
		require.Len(t, receiver.headers(), 1)
		c.check("webhook-endpoint", "401")

		// Filtered by status in the URL.
		c.press("Failed")
		c.contains("No failed deliveries")
		require.Equal(t, endpointPath+"?status=failed", c.path())
		c.press("Succeeded")
		c.contains("webhook.test")

		// The delivery: request, response, replay with the same webhook-id.
		c.Click(`//main//tbody//a[normalize-space(.)='webhook.test']`)
		c.heading("Webhook delivery")
		require.True(t, strings.HasPrefix(c.path(), endpointPath+"/deliveries/"), c.path())
		c.contains("200 OK")
		c.contains(`"event": "webhook.test"`)
		c.contains(`"endpoint_id": "` + endpointID + `"`)
		c.contains("Webhook-Signature: [redacted]")
		c.contains("X-Receiver: e2e")
		c.contains(`"received": true`)
		c.check("webhook-delivery", "401")
		c.press("Replay")
		waitFor(t, "the replay", func() bool { return len(receiver.headers()) == 2 })
		got := receiver.headers()
		require.NotEmpty(t, got[0].Get("webhook-id"))
		require.Equal(t, got[0].Get("webhook-id"), got[1].Get("webhook-id"))
		c.contains("Attempt 2")
		c.check("webhook-delivery-replayed", "401")

		// The event explorer: the test event, its payload, its object.
		c.visit("/console/developers/events?type=webhook.test")
		c.heading("Developers")
		c.Click(`main details summary`)
		c.contains(`"endpoint_id": "` + endpointID + `"`)
		require.Equal(t, "webhook.test", browsertest.Eval[string](c.Page, `document.querySelector('#events-types').value`))
		c.check("events", "401")
		c.Click(`//main//p[contains(@class,'event-object')]//a`)
		c.heading("Webhook endpoint")
		require.Equal(t, endpointPath, c.path())

		// A workflow: made, refused a threshold out of range (the
		// message beside the field), saved, archived.
		c.Click(`//nav[contains(@class,'sidenav')]//a[normalize-space(.)='Workflows']`)
		c.heading("Workflows")
		c.check("workflows", "401")
		c.press("New workflow")
		c.heading("New workflow")
		c.fill("Name", "Address check")
		c.tick("Home address")
		c.check("workflow-new", "401")
		c.press("Create workflow")
		c.heading("Address check")
		require.True(t, strings.HasPrefix(c.path(), "/console/workflows/wf_"), c.path())
		c.fill("Minimum OCR confidence", "1.5")
		c.press("Save changes")
		c.Poll(`(() => { const i = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Minimum OCR confidence')?.control;
			return !!i && i.getAttribute('aria-invalid') === 'true' && document.getElementById(i.getAttribute('aria-describedby'))?.textContent.includes('from 0 to 1'); })()`)
		c.check("workflow-invalid", "401")
		c.fill("Minimum OCR confidence", "0.9")
		c.press("Save changes")
		c.contains("Saved.")
		c.press("Archive")
		c.check("workflow-archive", "401")
		c.press("Archive workflow")
		c.Poll(`[...document.querySelectorAll('main button')].some((b) => b.textContent === 'Unarchive')`)
		c.contains("Archived")
		c.check("workflow-archived", "401")
		c.visit("/console/workflows")
		c.heading("Workflows")
		require.NotContains(t, c.text(), "Address check")
		c.tick("Show archived workflows")
		c.contains("Address check")
		require.Equal(t, "/console/workflows?archived=1", c.path())

		// The key revoked, after a confirmation: it stops working.
		c.visit("/console/developers/keys")
		c.heading("Developers")
		c.press("Revoke")
		c.check("key-revoke", "401")
		c.press("Revoke key")
		c.contains("Revoked")
		waitFor(t, "the key to stop working", func() bool { return s.Do(t, "GET", "/v1/webhooks", secret, nil).Status == 401 })
		c.NoErrorsExcept("401")

		// The owner finds the key's creation in the audit log, and the key from it.
		o := open(t, chrome, s, "audit")
		o.visit("/console/audit-log")
		o.signIn("ada@example.com", passphrase)
		o.heading("Audit log")
		o.contains("Created an API key")
		o.check("audit-log", "401")
		o.choose("Action", "api_key.created")
		o.press("Filter")
		o.Poll(`location.search === '?action=api_key.created'`)
		o.Poll(`document.querySelectorAll('main tbody tr').length === 1`)
		o.contains("dennis@example.com")
		o.contains("name: Billing backend")
		o.check("audit-log-filtered", "401")
		o.Click(`//main//tbody//a[starts-with(normalize-space(.),'key_')]`)
		o.heading("Developers")
		require.True(t, strings.HasPrefix(o.path(), "/console/developers/keys?key=key_"), o.path())
		o.Poll(`(document.querySelector('tr[aria-current=true]')?.innerText ?? '').includes('Billing backend')`)
		o.check("audit-key", "401")
	})
}
