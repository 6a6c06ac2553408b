package people_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/mail/mailtest"
)

// joinVia invites email to the organization of p (a key or an owner) as
// role, and accepts as a new person, returning the signed-in answer.
func (h *harness) joinVia(t *testing.T, p auth.Principal, email string, role auth.Role) *people.SignedIn {
	t.Helper()
	_, link, err := h.people.Invite(context.Background(), p, email, role)
	require.NoError(t, err)
	out, err := h.people.Accept(context.Background(), auth.ClientInfo{},
		people.AcceptInput{Token: tokenOf(t, link), Name: "Ada Lovelace", Password: goodPassword}, nil)
	require.NoError(t, err)
	return out
}

// actions lists what the audit log holds of the organization's, newest
// first, narrowed by f.
func actions(t *testing.T, d *db.DB, orgID string, f audit.Filter) []audit.Entry {
	t.Helper()
	list, err := audit.New(d, nil).ListAfter(context.Background(), orgID, string(auth.Test), f, nil, 100)
	require.NoError(t, err)
	return list
}

// An organization's people from the first owner's link to sign-out: an
// invitation's page, accepting, signing in, what roles allow (cases are
// assigned to members who may review; no key more powerful than its
// maker; a developer in live mode works on the integration), sessions
// listed, revoked and ended in every process once its cache's time is up,
// and the audit log naming the member who acted.
func TestMembersFromTheFirstOwnerToSignOut(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		// Another process over the same database, caching credentials as
		// the server does.
		other := auth.New(d, auth.Config{Orgs: h.orgs, Now: h.now})

		// The first owner's link, from the command line: its page learns
		// where it leads and that it asks for an email; once used, it
		// leads nowhere.
		_, first, err := h.people.InviteFirst(ctx, "acme", "", auth.Owner)
		require.NoError(t, err)
		info, err := h.people.LookUp(ctx, tokenOf(t, first))
		require.NoError(t, err)
		require.Equal(t, "acme", info.OrganizationName)
		require.Equal(t, auth.Owner, info.Role)
		require.True(t, info.EmailRequired)
		require.WithinDuration(t, h.now().Add(people.InvitationTTL), info.ExpiresAt, time.Minute)
		owner, err := h.people.Accept(ctx, auth.ClientInfo{},
			people.AcceptInput{Token: tokenOf(t, first), Name: "Ada", Password: goodPassword, Email: "owner@example.com"}, nil)
		require.NoError(t, err)
		_, err = h.people.LookUp(ctx, tokenOf(t, first))
		require.Equal(t, "invalid_invitation", errs.KeyOf(err), "a used invitation")
		po, err := h.principal(t, owner.Token)
		require.NoError(t, err)
		require.Equal(t, auth.User, po.Kind)
		require.Equal(t, auth.Owner, po.Role)
		require.Equal(t, "owner@example.com", po.UserEmail)
		org := po.OrganizationID
		ms, err := h.people.Memberships(ctx, po)
		require.NoError(t, err)
		require.Len(t, ms, 1)
		require.Equal(t, "acme", ms[0].OrganizationName)
		require.Equal(t, org, ms[0].OrganizationID)
		require.False(t, h.people.MailsLinks(), "no mail: links are for the inviter to pass on")

		// An invitation by the owner: its page names the role and asks for
		// no email; accepted, the new member signs in with a new session.
		inv, link, err := h.people.Invite(ctx, po, "rev@example.com", auth.Reviewer)
		require.NoError(t, err)
		require.NotEmpty(t, inv.ID)
		require.Equal(t, "rev@example.com", inv.Email)
		info, err = h.people.LookUp(ctx, tokenOf(t, link))
		require.NoError(t, err)
		require.Equal(t, auth.Reviewer, info.Role)
		require.False(t, info.EmailRequired)
		_, err = h.people.LookUp(ctx, "inv_made_up")
		require.Equal(t, "invalid_invitation", errs.KeyOf(err))
		rev, err := h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Rev", Password: goodPassword}, nil)
		require.NoError(t, err)
		in, err := h.signIn("rev@example.com", goodPassword, "")
		require.NoError(t, err)
		require.Equal(t, auth.Reviewer, in.Memberships[0].Role)
		require.NotEqual(t, rev.Token, in.Token)
		members, err := h.people.Members(ctx, po)
		require.NoError(t, err)
		require.Len(t, members, 2)

		// A reviewer may review but not manage (invite); a case is assigned
		// to a member who may review, and a viewer may not be.
		pr, err := h.principal(t, in.Token)
		require.NoError(t, err)
		require.True(t, pr.Can(auth.Review))
		require.False(t, pr.Can(auth.Manage), "a reviewer does not invite")
		email, err := h.people.Reviewer(ctx, org, pr.UserID)
		require.NoError(t, err)
		require.Equal(t, "rev@example.com", email)
		_, err = h.people.UpdateMemberRole(ctx, po, pr.UserID, auth.Viewer)
		require.NoError(t, err)
		_, err = h.people.Reviewer(ctx, org, pr.UserID)
		require.Equal(t, "validation_failed", errs.KeyOf(err), "a viewer is not assigned cases")

		// A sign-out in one process ends the session in the other once its
		// cache's time (the server's 1.5 s) is up: within 2 s.
		elsewhere, err := h.signIn("rev@example.com", goodPassword, "")
		require.NoError(t, err)
		pe, err := other.AuthenticateUserSession(ctx, elsewhere.Token)
		require.NoError(t, err)
		require.NoError(t, h.people.SignOut(ctx, pe))
		h.advance(2 * time.Second)
		_, err = other.AuthenticateUserSession(ctx, elsewhere.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "the other process stops trusting it within 2 s")

		// Sessions: the two open ones listed, the one in use marked; the
		// other revoked.
		pr, err = h.principal(t, in.Token)
		require.NoError(t, err)
		sessions, err := h.auth.UserSessions(ctx, pr)
		require.NoError(t, err)
		require.Len(t, sessions, 2)
		current, others := 0, []string{}
		for _, us := range sessions {
			if us.ID == pr.UserSessionID {
				current++
			} else {
				others = append(others, us.ID)
			}
		}
		require.Equal(t, 1, current)
		require.Equal(t, []string{rev.Session.ID}, others)
		require.NoError(t, h.people.RevokeSession(ctx, pr, rev.Session.ID))
		_, err = h.principal(t, rev.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err))

		// Keys are not people: no sessions or name of their own.
		require.False(t, h.key.Can(auth.Self))

		// A developer makes no key that may do more than they may; the
		// key they make is what they asked for.
		_, err = h.people.UpdateMemberRole(ctx, po, pr.UserID, auth.Developer)
		require.NoError(t, err)
		pd, err := h.principal(t, in.Token)
		require.NoError(t, err)
		require.Equal(t, auth.Developer, pd.Role, "a session takes the new role")
		for _, role := range []auth.Role{auth.Finance, auth.Admin, auth.Owner} {
			require.False(t, pd.MayCreateKey(&role), role)
		}
		require.False(t, pd.MayCreateKey(nil), "nor an unrestricted key")
		dev := auth.Developer
		require.True(t, pd.MayCreateKey(&dev))
		secret, k, err := h.auth.CreateRestrictedKey(ctx, org, pd.Mode, "ci", &dev)
		require.NoError(t, err)
		require.Equal(t, auth.Developer, *k.Role)
		pk, err := h.auth.AuthenticateKey(ctx, secret)
		require.NoError(t, err)
		require.Equal(t, auth.SecretKey, pk.Kind)
		require.Equal(t, auth.Developer, pk.Role)
		require.True(t, pk.Can(auth.Develop), "its webhooks")
		require.False(t, pk.Can(auth.Money), "no customers")
		// In live mode a developer works on the integration, not on live
		// data; the session moves with a new token.
		live, err := h.people.SwitchOrganization(ctx, pd, org, auth.Live)
		require.NoError(t, err)
		pl, err := h.principal(t, live)
		require.NoError(t, err)
		require.Equal(t, auth.Live, pl.Mode)
		require.True(t, pl.Can(auth.Develop))
		require.False(t, pl.Can(auth.Read), "no live verifications")
		_, err = h.principal(t, in.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "the old token stopped working at the switch")
		// An unrestricted key may make any key.
		unrestricted, _, err := h.auth.CreateKey(ctx, org, auth.Test, "books")
		require.NoError(t, err)
		pu, err := h.auth.AuthenticateKey(ctx, unrestricted)
		require.NoError(t, err)
		finance := auth.Finance
		require.True(t, pu.MayCreateKey(&finance))

		// Sign-out ends the session.
		require.NoError(t, h.people.SignOut(ctx, pl))
		_, err = h.principal(t, live)
		require.Equal(t, "invalid_session", errs.KeyOf(err))

		// A new name: checked, and seen by every process once its cache's
		// time is up.
		_, err = other.AuthenticateUserSession(ctx, owner.Token)
		require.NoError(t, err)
		u, err := h.people.Rename(ctx, po, "Ada Admin")
		require.NoError(t, err)
		require.Equal(t, "Ada Admin", u.Name)
		h.advance(2 * time.Second)
		po, err = other.AuthenticateUserSession(ctx, owner.Token)
		require.NoError(t, err)
		require.Equal(t, "Ada Admin", po.UserName)
		_, err = h.people.Rename(ctx, po, "two\nlines")
		require.Equal(t, "validation_failed", errs.KeyOf(err))

		// The audit log names the member who acted, and lists what one
		// member did.
		var did []string
		for _, e := range actions(t, d, org, audit.Filter{ActorUserID: po.UserID}) {
			require.Equal(t, po.UserID, *e.ActorUserID)
			require.Equal(t, "owner@example.com", e.ActorName)
			did = append(did, e.Action)
		}
		require.Contains(t, did, audit.MemberInvited)
		require.Contains(t, did, audit.NameChanged)
		for _, e := range actions(t, d, org, audit.Filter{ActorUserID: pr.UserID}) {
			require.NotEqual(t, audit.MemberInvited, e.Action, "not another member's")
		}
	})
}

// An organization that requires a second factor: a member without one is
// told so at sign-in and by every session, sets one up, then works as
// usual, asked at sign-in for the factor they have; keys are not asked.
func TestRequiredSecondFactorScenario(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		fin := h.join(t, "fin@example.com", auth.Finance)
		require.False(t, fin.EnrollmentRequired)
		pf, err := h.principal(t, fin.Token)
		require.NoError(t, err)
		require.False(t, pf.Can(auth.Manage), "a finance member does not set policy")
		require.True(t, auth.Admin.Grants(auth.Manage), "an admin does")
		o, err := h.orgs.SetSecurityPolicy(ctx, h.org, audit.Actor{Name: "admin@example.com"}, true)
		require.NoError(t, err)
		require.True(t, o.RequireSecondFactor)

		in, err := h.signIn("fin@example.com", goodPassword, "")
		require.NoError(t, err)
		require.True(t, in.EnrollmentRequired)
		pf, err = h.principal(t, in.Token)
		require.NoError(t, err)
		require.True(t, pf.EnrollmentRequired)
		require.False(t, pf.TOTPEnabled)
		pf, secret := h.enrol(t, in)
		require.False(t, pf.EnrollmentRequired)
		require.True(t, pf.TOTPEnabled)
		key, _, err := h.auth.CreateKey(ctx, h.org, auth.Test, "server")
		require.NoError(t, err)
		pk, err := h.auth.AuthenticateKey(ctx, key)
		require.NoError(t, err)
		require.False(t, pk.EnrollmentRequired, "keys are not asked")

		_, err = h.signIn("fin@example.com", goodPassword, "")
		c := secondFactorOf(t, err)
		require.Equal(t, []string{"totp"}, c.Factors)
		require.Nil(t, c.Passkey, "no passkey, no ceremony")
		h.advance(30 * time.Second)
		code, err := totp.GenerateCode(secret, h.now())
		require.NoError(t, err)
		out, err := h.signIn("fin@example.com", goodPassword, code)
		require.NoError(t, err)
		require.False(t, out.EnrollmentRequired)
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

// Invitations and password resets go out by mail, through a real SMTP
// server (Mailpit), and their links work: a reset link once, ending every
// session; nothing is sent to an unknown email.
func TestInvitationsAndResetsByMail(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t, mailtest.Options{})
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		quiet := slog.New(slog.DiscardHandler)
		queue := jobs.New(d, jobs.Config{Sync: true, Workers: 1, PollInterval: 20 * time.Millisecond, Logger: quiet})
		ring, err := keyring.New(d, []byte("meridian-tests-encryption-key-32"))
		require.NoError(t, err)
		server, err := mail.ParseURL(mp.SMTPURL)
		require.NoError(t, err)
		mailer, err := mail.New(d, mail.Config{Server: server, Jobs: queue, Ring: ring, Timeout: 5 * time.Second, Logger: quiet})
		require.NoError(t, err)
		queue.Start(ctx)
		t.Cleanup(func() { queue.Stop(ctx) })
		h := setup(t, d, func(c *people.Config) { c.Mail = mailer })
		require.True(t, h.people.MailsLinks())
		o, err := h.orgs.Get(ctx, h.org)
		require.NoError(t, err)

		// The link is mailed (and shown to who invited).
		to := "ada+" + string(d.Engine) + "@example.com"
		_, link, err := h.people.Invite(ctx, h.key, to, auth.Finance)
		require.NoError(t, err)
		msg := waitMail(t, mp, to, "invited")
		require.Contains(t, msg.Text, link)
		require.Contains(t, msg.HTML, link)
		require.Contains(t, msg.Subject, o.Name)
		ada, err := h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Ada", Password: goodPassword}, nil)
		require.NoError(t, err)

		// A reset: the same answer for anyone; a link for a person, as
		// their email is typed.
		require.NoError(t, h.people.RequestPasswordReset(ctx, "nobody-"+to))
		require.NoError(t, h.people.RequestPasswordReset(ctx, strings.ToUpper(to)))
		msg = waitMail(t, mp, to, "Reset")
		i := strings.Index(msg.Text, "#token=")
		require.Positive(t, i, msg.Text)
		token := strings.Fields(msg.Text[i+len("#token="):])[0]
		require.Equal(t, "weak_password", errs.KeyOf(h.people.ConfirmPasswordReset(ctx, token, "short")))
		require.NoError(t, h.people.ConfirmPasswordReset(ctx, token, "a brand new passphrase, please"))
		require.Equal(t, "invalid_reset_token", errs.KeyOf(h.people.ConfirmPasswordReset(ctx, token, "another new passphrase, then")),
			"a reset link works once")
		_, err = h.principal(t, ada.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "a reset ends every session")
		_, err = h.signIn(to, goodPassword, "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		_, err = h.signIn(to, "a brand new passphrase, please", "")
		require.NoError(t, err)
		for _, m := range mp.Messages(t) {
			require.False(t, strings.HasPrefix(m.To[0].Address, "nobody-"), "nothing is sent to an unknown email")
		}
	})
}
