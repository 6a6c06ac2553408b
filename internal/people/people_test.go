package people_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/ratelimit"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

const goodPassword = "correct horse battery staple"

type harness struct {
	d      *db.DB
	auth   *auth.Service
	people *people.Service
	orgs   *orgs.Service
	offset *atomic.Int64
	hashes *people.Hashes
	org    string
	key    auth.Principal // an unrestricted key of the organization
}

func (h *harness) now() time.Time { return time.Now().Add(time.Duration(h.offset.Load())) }

func (h *harness) advance(d time.Duration) { h.offset.Add(int64(d)) }

// setup makes a harness over d; edits change the people service's
// configuration.
func setup(t *testing.T, d *db.DB, edits ...func(*people.Config)) *harness {
	t.Helper()
	h := &harness{d: d, offset: new(atomic.Int64), hashes: people.NewHashes(4*people.HashMemory, 5, time.Minute)}
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	a := audit.New(d, h.now)
	h.orgs = orgs.New(d, orgs.Config{Now: h.now, Audit: a})
	// No cache: a change is seen at once.
	h.auth = auth.New(d, auth.Config{Orgs: h.orgs, Now: h.now, Audit: a, CacheTTL: time.Nanosecond})
	cfg := people.Config{Auth: h.auth, Orgs: h.orgs, Audit: a, PublicURL: "http://localhost:1",
		Failures: ratelimit.NewFailures(1.0/60, 5), Hashes: h.hashes, Ring: ring, Key: key, Now: h.now}
	for _, edit := range edits {
		edit(&cfg)
	}
	h.people, err = people.New(d, cfg)
	require.NoError(t, err)
	o, err := h.orgs.Create(context.Background(), ids.New("acme"))
	require.NoError(t, err)
	h.org = o.ID
	h.key = auth.Principal{OrganizationID: o.ID, Mode: auth.Test, Kind: auth.SecretKey, KeyID: "key_test"}
	return h
}

// tokenOf returns the token in an invitation link.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	_, token, ok := strings.Cut(link, "#token=")
	require.True(t, ok, link)
	return token
}

// join invites email as role and accepts, returning the signed-in answer.
func (h *harness) join(t *testing.T, email string, role auth.Role) *people.SignedIn {
	t.Helper()
	_, link, err := h.people.Invite(context.Background(), h.key, email, role)
	require.NoError(t, err)
	out, err := h.people.Accept(context.Background(), auth.ClientInfo{},
		people.AcceptInput{Token: tokenOf(t, link), Name: "Ada Lovelace", Password: goodPassword}, nil)
	require.NoError(t, err)
	return out
}

func (h *harness) principal(t *testing.T, token string) (auth.Principal, error) {
	t.Helper()
	return h.auth.AuthenticateUserSession(context.Background(), token)
}

func (h *harness) signIn(email, password, code string) (*people.SignedIn, error) {
	r := auth.ClientInfo{Address: "127.0.0.1"}
	return h.people.SignIn(context.Background(), r, people.SignInInput{Email: email, Password: password, Code: code})
}

func TestInvitationAndSignIn(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		in := h.join(t, "Ada@Example.com", auth.Reviewer)
		require.Equal(t, "ada@example.com", in.User.Email, "emails are kept in lower case")
		p, err := h.principal(t, in.Token)
		require.NoError(t, err)
		require.Equal(t, auth.User, p.Kind)
		require.Equal(t, auth.Reviewer, p.Role)
		require.Equal(t, h.org, p.OrganizationID)
		require.Equal(t, auth.Test, p.Mode)

		_, err = h.signIn("ada@example.com", "wrong password here", "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		_, err = h.signIn("nobody@example.com", goodPassword, "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err), "an unknown email gets the same answer")
		out, err := h.signIn("ADA@example.com", goodPassword, "")
		require.NoError(t, err)
		require.NotEqual(t, in.Token, out.Token, "every sign-in is a new session")
		require.Len(t, out.Memberships, 1)

		// The link works once.
		inv, link, err := h.people.Invite(ctx, h.key, "grace@example.com", auth.Viewer)
		require.NoError(t, err)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Grace", Password: "short"}, nil)
		require.Equal(t, "weak_password", errs.KeyOf(err))
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Grace", Password: "password1234"}, nil)
		require.Equal(t, "weak_password", errs.KeyOf(err), "a common password is refused")
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Grace", Password: goodPassword}, nil)
		require.NoError(t, err)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, link), Name: "Grace", Password: goodPassword}, nil)
		require.Equal(t, "invalid_invitation", errs.KeyOf(err))
		_, _, err = h.people.Invite(ctx, h.key, "grace@example.com", auth.Viewer)
		require.Equal(t, "already_member", errs.KeyOf(err))
		require.NotEmpty(t, inv.ID)

		// An expired invitation, a revoked one, a resent one's old link.
		_, expired, err := h.people.Invite(ctx, h.key, "late@example.com", auth.Viewer)
		require.NoError(t, err)
		_, revokedLink, err := h.people.Invite(ctx, h.key, "gone@example.com", auth.Viewer)
		require.NoError(t, err)
		list, err := h.people.Invitations(ctx, h.key)
		require.NoError(t, err)
		require.Len(t, list, 2)
		_, err = h.people.RevokeInvitation(ctx, h.key, list[0].ID)
		require.NoError(t, err)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, revokedLink), Name: "X", Password: goodPassword}, nil)
		require.Equal(t, "invalid_invitation", errs.KeyOf(err))
		_, fresh, err := h.people.ResendInvitation(ctx, h.key, list[1].ID)
		require.NoError(t, err)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, expired), Name: "X", Password: goodPassword}, nil)
		require.Equal(t, "invalid_invitation", errs.KeyOf(err), "a resent invitation's old link stops working")
		h.advance(people.InvitationTTL + time.Minute)
		_, err = h.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: tokenOf(t, fresh), Name: "X", Password: goodPassword}, nil)
		require.Equal(t, "invalid_invitation", errs.KeyOf(err), "past seven days")
	})
}

func TestFailedSignInsAreLimited(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := setup(t, d)
		h.join(t, "ada@example.com", auth.Viewer)
		for range 5 {
			_, err := h.signIn("ada@example.com", "not the password at all", "")
			require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		}
		_, err := h.signIn("ada@example.com", goodPassword, "")
		require.Equal(t, "too_many_attempts", errs.KeyOf(err), "the account is locked, even with the right password")
		var e *errs.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, errs.RateLimited, e.Kind)
		n, err := d.NewSelect().Table("audit_log").Where("action = ? AND organization_id = ?", audit.SignInFailed, h.org).Count(context.Background())
		require.NoError(t, err)
		require.EqualValues(t, 5, n)
	})
}

func TestSessionsEnd(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		a := h.join(t, "ada@example.com", auth.Admin)
		// Idle: 12 hours without use.
		h.advance(11 * time.Hour)
		_, err := h.principal(t, a.Token)
		require.NoError(t, err, "used within the idle timeout")
		h.advance(11 * time.Hour)
		_, err = h.principal(t, a.Token)
		require.NoError(t, err, "the last use counts")
		h.advance(12*time.Hour + time.Minute)
		_, err = h.principal(t, a.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "idle for over 12 hours")

		// Absolute: seven days, however busy.
		b, err := h.signIn("ada@example.com", goodPassword, "")
		require.NoError(t, err)
		for range 15 {
			h.advance(11 * time.Hour)
			_, err = h.principal(t, b.Token)
			require.NoError(t, err)
		}
		h.advance(11 * time.Hour)
		_, err = h.principal(t, b.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "over seven days after sign-in")

		// Sign-out, revocation, a password change, removal.
		one, _ := h.signIn("ada@example.com", goodPassword, "")
		two, _ := h.signIn("ada@example.com", goodPassword, "")
		three, _ := h.signIn("ada@example.com", goodPassword, "")
		p1, err := h.principal(t, one.Token)
		require.NoError(t, err)
		sessions, err := h.auth.UserSessions(ctx, p1)
		require.NoError(t, err)
		require.Len(t, sessions, 3)
		require.NoError(t, h.people.SignOut(ctx, p1))
		_, err = h.principal(t, one.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err))
		p2, _ := h.principal(t, two.Token)
		require.NoError(t, h.people.RevokeSession(ctx, p2, three.Session.ID))
		_, err = h.principal(t, three.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err))
		require.Equal(t, "not_found", errs.KeyOf(h.people.RevokeSession(ctx, p2, three.Session.ID)))

		four, _ := h.signIn("ada@example.com", goodPassword, "")
		_, err = h.people.ChangePassword(ctx, p2, "not my password!!", "a whole new passphrase here")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))
		_, err = h.people.ChangePassword(ctx, p2, goodPassword, "password")
		require.Equal(t, "weak_password", errs.KeyOf(err))
		renewed, err := h.people.ChangePassword(ctx, p2, goodPassword, "a whole new passphrase here")
		require.NoError(t, err)
		_, err = h.principal(t, four.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "a password change ends the other sessions")
		_, err = h.principal(t, two.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "and the old token of this one")
		_, err = h.principal(t, renewed)
		require.NoError(t, err, "which goes on with a new token")
		_, err = h.signIn("ada@example.com", goodPassword, "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))

		grace := h.join(t, "grace@example.com", auth.Viewer)
		pg, err := h.principal(t, grace.Token)
		require.NoError(t, err)
		_, err = h.people.RemoveMember(ctx, h.key, pg.UserID)
		require.NoError(t, err)
		_, err = h.principal(t, grace.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "removal ends the member's sessions")
		_, err = h.signIn("grace@example.com", goodPassword, "")
		require.Equal(t, "no_membership", errs.KeyOf(err))
	})
}

// A session ended in a transaction stays ended for a process that caches
// sessions, though that process looked it up (and found it open) while the
// transaction was under way: possible on PostgreSQL, whose readers do not
// wait for a writer.
func TestAnEndedSessionIsNotCachedAgain(t *testing.T) {
	t.Parallel()
	d := dbtest.Postgres(t)
	ctx := context.Background()
	h := setup(t, d)
	a := h.join(t, "ada@example.com", auth.Admin)
	cached := auth.New(d, auth.Config{Orgs: h.orgs, Now: h.now, Audit: audit.New(d, h.now), CacheTTL: time.Hour})
	_, err := cached.AuthenticateUserSession(ctx, a.Token)
	require.NoError(t, err)
	require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := cached.EndUserSessions(ctx, tx, a.User.ID, a.Session.ID, ""); err != nil {
			return err
		}
		_, err := cached.AuthenticateUserSession(ctx, a.Token)
		require.NoError(t, err, "open until the end commits")
		return nil
	}))
	_, err = cached.AuthenticateUserSession(ctx, a.Token)
	require.Equal(t, "invalid_session", errs.KeyOf(err))
}

func TestOwnersAndRoles(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		owner := h.join(t, "owner@example.com", auth.Owner)
		admin := h.join(t, "admin@example.com", auth.Admin)
		po, _ := h.principal(t, owner.Token)
		pa, _ := h.principal(t, admin.Token)

		_, err := h.people.UpdateMemberRole(ctx, po, po.UserID, auth.Admin)
		require.Equal(t, "last_owner", errs.KeyOf(err))
		_, err = h.people.RemoveMember(ctx, po, po.UserID)
		require.Equal(t, "last_owner", errs.KeyOf(err))
		_, _, err = h.people.Invite(ctx, pa, "boss@example.com", auth.Owner)
		require.Equal(t, "forbidden", errs.KeyOf(err), "only owners invite owners")
		_, err = h.people.UpdateMemberRole(ctx, pa, pa.UserID, auth.Owner)
		require.Equal(t, "forbidden", errs.KeyOf(err), "an admin cannot make themself an owner")
		_, err = h.people.UpdateMemberRole(ctx, pa, po.UserID, auth.Viewer)
		require.Equal(t, "forbidden", errs.KeyOf(err), "nor unmake an owner")
		_, err = h.people.UpdateMemberRole(ctx, h.key, pa.UserID, auth.Role("SUPER"))
		require.Equal(t, "validation_failed", errs.KeyOf(err))

		m, err := h.people.UpdateMemberRole(ctx, po, pa.UserID, auth.Owner)
		require.NoError(t, err)
		require.Equal(t, auth.Owner, m.Role)
		pa, err = h.principal(t, admin.Token)
		require.NoError(t, err)
		require.Equal(t, auth.Owner, pa.Role, "a session takes the new role")
		_, err = h.people.UpdateMemberRole(ctx, pa, po.UserID, auth.Developer)
		require.NoError(t, err, "two owners: one may step down")
		members, err := h.people.Members(ctx, h.key)
		require.NoError(t, err)
		require.Len(t, members, 2)
		require.Equal(t, "owner@example.com", members[0].User.Email)
		require.Equal(t, auth.Developer, members[0].Role)

		var actions []string
		require.NoError(t, d.NewSelect().Table("audit_log").Column("action").Where("organization_id = ? AND action = ?", h.org, audit.MemberRoleChanged).
			Scan(ctx, &actions))
		require.Len(t, actions, 2)
	})
}

func TestSecondFactor(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		a := h.join(t, "ada@example.com", auth.Admin)
		p, _ := h.principal(t, a.Token)
		e, err := h.people.StartTOTP(ctx, p)
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(e.URI, "otpauth://totp/Meridian:ada@example.com?"), e.URI)
		require.Contains(t, e.QRSVG, "<svg")
		_, _, err = h.people.ConfirmTOTP(ctx, p, "000000")
		require.Equal(t, "invalid_code", errs.KeyOf(err))
		code, err := totp.GenerateCode(e.Secret, h.now())
		require.NoError(t, err)
		codes, renewed, err := h.people.ConfirmTOTP(ctx, p, code)
		require.NoError(t, err)
		require.Len(t, codes, people.RecoveryCodes)
		_, err = h.principal(t, a.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "turning a second factor on renews the session's token")
		p, err = h.principal(t, renewed)
		require.NoError(t, err)

		_, err = h.signIn("ada@example.com", goodPassword, "")
		require.Equal(t, "second_factor_required", errs.KeyOf(err))
		_, err = h.signIn("ada@example.com", goodPassword, "123456")
		require.Equal(t, "invalid_code", errs.KeyOf(err))
		h.advance(time.Minute)
		code, _ = totp.GenerateCode(e.Secret, h.now())
		_, err = h.signIn("ada@example.com", goodPassword, code)
		require.NoError(t, err)
		_, err = h.signIn("ada@example.com", goodPassword, strings.ToUpper(codes[0]))
		require.NoError(t, err, "a recovery code, as typed")
		_, err = h.signIn("ada@example.com", goodPassword, codes[0])
		require.Equal(t, "invalid_code", errs.KeyOf(err), "a recovery code works once")
		n, err := d.NewSelect().Table("audit_log").Where("action = ? AND organization_id = ?", audit.RecoveryCodeUsed, h.org).Count(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n)

		var stored string
		require.NoError(t, d.NewSelect().Table("users").Column("totp_secret").Where("id = ?", p.UserID).Scan(ctx, &stored))
		require.NotContains(t, stored, e.Secret, "the secret is sealed")

		require.Equal(t, "invalid_code", errs.KeyOf(h.people.DisableTOTP(ctx, p, "111111")))
		require.NoError(t, h.people.DisableTOTP(ctx, p, codes[1]))
		_, err = h.signIn("ada@example.com", goodPassword, "")
		require.NoError(t, err, "off again")
	})
}

func TestFirstOwner(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		accept := func(link, email string) error {
			_, err := h.people.Accept(ctx, auth.ClientInfo{},
				people.AcceptInput{Token: tokenOf(t, link), Name: "First", Password: goodPassword, Email: email}, nil)
			return err
		}
		// Shown once while pending; a new one once it has expired.
		stale, err := h.people.FirstOwner(ctx, "first")
		require.NoError(t, err)
		require.Contains(t, stale, "#token=")
		again, err := h.people.FirstOwner(ctx, "first")
		require.NoError(t, err)
		require.Empty(t, again, "shown once")
		h.advance(people.InvitationTTL + time.Second)
		link, err := h.people.FirstOwner(ctx, "first")
		require.NoError(t, err)
		require.Contains(t, link, "#token=")
		require.Equal(t, "invalid_invitation", errs.KeyOf(accept(stale, "first@example.com")), "expired")

		// An owner elsewhere (made on the command line) kills it.
		_, other, err := h.people.InviteFirst(ctx, "elsewhere", "owner@elsewhere.test", auth.Owner)
		require.NoError(t, err)
		require.NoError(t, accept(other, ""))
		require.Equal(t, "invalid_invitation", errs.KeyOf(accept(link, "first@example.com")), "an owner exists")
		link, err = h.people.FirstOwner(ctx, "again")
		require.NoError(t, err)
		require.Empty(t, link, "once somebody can sign in")
	})
}

// The first owner's link makes the first owner.
func TestFirstOwnerAccepted(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		link, err := h.people.FirstOwner(ctx, "first")
		require.NoError(t, err)
		out, err := h.people.Accept(ctx, auth.ClientInfo{},
			people.AcceptInput{Token: tokenOf(t, link), Name: "First", Password: goodPassword, Email: "first@example.com"}, nil)
		require.NoError(t, err)
		require.Equal(t, auth.Owner, out.Memberships[0].Role)
	})
}

// A renewed session's old token is forgotten, and only it: the other
// sessions the process has cached stay cached.
func TestRenewingForgetsOnlyTheOldToken(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		a := h.join(t, "ada@example.com", auth.Admin)
		b := h.join(t, "bo@example.com", auth.Viewer)
		cached := auth.New(d, auth.Config{Orgs: h.orgs, Now: h.now, Audit: audit.New(d, h.now), CacheTTL: time.Hour})
		pa, err := cached.AuthenticateUserSession(ctx, a.Token)
		require.NoError(t, err)
		_, err = cached.AuthenticateUserSession(ctx, b.Token)
		require.NoError(t, err)
		// Bo's session ends behind the cache's back: only a lookup would see it.
		_, err = d.NewUpdate().Table("user_sessions").Set("ended_at = ?", time.Now().UTC()).Where("id = ?", b.Session.ID).Exec(ctx)
		require.NoError(t, err)

		var renewed string
		require.NoError(t, d.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			renewed, err = cached.RenewUserSession(ctx, tx, pa, pa.OrganizationID, pa.Mode)
			return err
		}))
		_, err = cached.AuthenticateUserSession(ctx, a.Token)
		require.Equal(t, "invalid_session", errs.KeyOf(err), "the old token is forgotten")
		_, err = cached.AuthenticateUserSession(ctx, renewed)
		require.NoError(t, err)
		_, err = cached.AuthenticateUserSession(ctx, b.Token)
		require.NoError(t, err, "the others stay cached")
	})
}
