package e2e_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// The first owner's link (open to any email) makes the account on the
// invitation page; a reset link sets a new password on the reset page.
func TestConsoleInvitationAndPasswordResetLinks(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := start(t, d)
		link, err := s.App.People.FirstOwner(ctx, "default")
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(link, base(s)+"/console/accept-invitation#token="), link)

		c := open(t, browser, s, "links")
		c.Do(chromedp.Navigate(link))
		c.heading("Join default as Owner")
		// The link names no email: the page asks for it at once.
		c.fill("Email", "grace@example.com")
		c.fill("Your name", "Grace Hopper")
		c.fill("Password", passphrase)
		c.check("accept-invitation")
		c.press("Accept the invitation")
		c.heading("Overview")
		require.Equal(t, "Owner", browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=user-role]').textContent`))
		require.Equal(t, "/console/overview", c.path())

		// A used link says so.
		c.Do(chromedp.Navigate(link))
		c.heading("This invitation is not valid")

		// Forgotten password: the request page, then the link.
		c.visit("/console/reset-password")
		c.heading("Reset your password")
		c.check("reset-request", "422", "400", "404")
		c.fill("Email", "grace@example.com")
		c.press("Email me a link")
		c.Poll(`document.body.innerText.includes('on its way')`)
		reset, err := s.App.People.ResetLink(ctx, "grace@example.com")
		require.NoError(t, err)
		c.Do(chromedp.Navigate(reset))
		c.heading("Choose a new password")
		c.check("reset-choose", "422", "400", "404")
		const fresh = "violet lantern harbour quietly"
		c.fill("New password", fresh)
		c.fill("Repeat the new password", fresh)
		c.press("Set the password")
		c.heading("Your password is set")
		c.press("Sign in")
		c.signIn("grace@example.com", fresh)
		c.heading("Overview")
		c.NoErrorsExcept("422", "400", "404", "401")
	})
}

// An organization asks every member for a second factor: a member without
// one sets up an authenticator app on the enrolment page, keeps the
// recovery codes, and signs in afterwards with a code the test computes.
func TestConsoleSecondFactor(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		owner := invite(t, s, "Acme Bank", "owner@example.com", "Olu Owner", auth.Owner, nil)
		r := owner.graphQL(t, s, `mutation { inviteMember(input: {email: "rita@example.com", role: REVIEWER}) { link } }`, nil)
		rita := r.Str("data.inviteMember.link")
		accept(t, s, rita, "Rita Reviewer", "", nil)
		owner.graphQL(t, s, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)

		c := open(t, browser, s, "second-factor")
		c.visit("/console/review")
		c.signIn("rita@example.com", passphrase)
		c.heading("Set up a second factor")
		c.check("enrol", "401", "403")
		c.press("Set up an authenticator app")
		c.Poll(`!!document.querySelector('img.qr') && document.querySelector('img.qr').complete && document.querySelector('img.qr').naturalWidth > 0`)
		require.True(t, browsertest.Eval[bool](c.Page, `document.querySelector('img.qr').src.startsWith('data:image/svg+xml')`))
		c.check("enrol-qr", "401", "403")
		secret := browsertest.Eval[string](c.Page, `document.querySelector('.secret').textContent`)
		code, err := totp.GenerateCode(secret, time.Now())
		require.NoError(t, err)
		c.fill("The 6-digit code it shows", code)
		c.press("Turn it on")
		c.heading("Keep your recovery codes")
		require.Equal(t, 10, browsertest.Eval[int](c.Page, `document.querySelectorAll('.recovery-codes li').length`))
		c.check("recovery-codes", "401", "403")
		c.press("I have saved them: continue")
		c.heading("Overview")

		// Signing in again asks for a code.
		c.signOut()
		c.visit("/console/review")
		c.signIn("rita@example.com", passphrase)
		c.fill("Authentication code", "000000")
		c.check("code", "401", "403")
		c.press("Verify")
		c.Poll(`!!document.querySelector('main [role=alert]')`)
		require.Contains(t, c.text(), "That code is not right")
		code, err = totp.GenerateCode(secret, time.Now().Add(30*time.Second)) // a code works once: the next step's
		require.NoError(t, err)
		c.fill("Authentication code", code)
		c.press("Verify")
		c.heading("Review queue")
		require.Equal(t, "/console/review", c.path())
		require.Equal(t, "Reviewer", browsertest.Eval[string](c.Page, `document.querySelector('[data-testid=user-role]').textContent`))
		c.NoErrorsExcept("401", "403")
	})
}
