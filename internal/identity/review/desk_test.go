package review_test

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/overview"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/prefs"
	"github.com/meridianhq/meridian/internal/people/views"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// team is the people of a bundle's organization and what they set for
// themselves: a member who leaves takes their preferences and own views
// along.
type team struct {
	k      *kyctest.Desk
	people *people.Service
	prefs  *prefs.Service
	views  *views.Service
}

func newTeam(t *testing.T, k *kyctest.Desk) *team {
	t.Helper()
	tm := &team{k: k, prefs: prefs.New(k.DB, prefs.Config{Now: k.Now, Log: slog.New(slog.DiscardHandler)}), views: views.New(k.DB, k.Now)}
	var err error
	tm.people, err = people.New(k.DB, people.Config{Auth: k.Auth, Orgs: k.Orgs, Audit: k.Audit, PublicURL: "http://127.0.0.1:1",
		Hashes: people.NewHashes(people.HashMemory, 1, time.Minute), Ring: k.Ring, Key: k.Key, Now: k.Now,
		Leaving: []func(context.Context, bun.IDB, string, string) error{tm.prefs.Forget, tm.views.Forget}})
	require.NoError(t, err)
	return tm
}

// accept takes up an invitation link as Ada, and returns the principal of
// her sign-in.
func (tm *team) accept(t *testing.T, link string) auth.Principal {
	t.Helper()
	ctx := context.Background()
	_, token, ok := strings.Cut(link, "#token=")
	require.True(t, ok, link)
	in, err := tm.people.Accept(ctx, auth.ClientInfo{}, people.AcceptInput{Token: token, Name: "Ada", Password: "correct horse battery staple"}, nil)
	require.NoError(t, err)
	p, err := tm.k.Auth.AuthenticateUserSession(ctx, in.Token)
	require.NoError(t, err)
	return p
}

// member makes a signed-in person of the organization with role, invited
// by.
func (tm *team) member(t *testing.T, by auth.Principal, email string, role auth.Role) auth.Principal {
	t.Helper()
	_, link, err := tm.people.Invite(context.Background(), by, email, role)
	require.NoError(t, err)
	return tm.accept(t, link)
}

func fieldsOf(err error) []string {
	var out []string
	for f := range errs.As(err).Fields {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

// The console's own settings: a member's preferences, saved views (their
// own and shared), the organization's review target and preset reasons.
func TestConsoleSettings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		tm := newTeam(t, k)
		key := k.KeyOf(t, "test")
		admin := tm.member(t, key, "admin@example.com", auth.Admin)
		rev := tm.member(t, key, "rev@example.com", auth.Reviewer)

		// Preferences: each member's own.
		zone, yes := "Asia/Tokyo", true
		pr, err := tm.prefs.Update(ctx, rev, prefs.Update{TimeZone: &zone, NotifyQueue: &yes})
		require.NoError(t, err)
		require.Equal(t, zone, *pr.TimeZone)
		require.True(t, pr.NotifyQueue)
		require.False(t, pr.NotifyEndpoints)
		pr, err = tm.prefs.Get(ctx, rev)
		require.NoError(t, err)
		require.Equal(t, zone, *pr.TimeZone)
		pr, err = tm.prefs.Get(ctx, admin)
		require.NoError(t, err)
		require.Nil(t, pr.TimeZone)
		elsewhere := "Nowhere/Else"
		_, err = tm.prefs.Update(ctx, rev, prefs.Update{TimeZone: &elsewhere})
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		_, err = tm.prefs.Get(ctx, key)
		require.Equal(t, "people_only", errs.KeyOf(err), "a key has no preferences")

		// Saved views: mine, and shared ones.
		create := func(p auth.Principal, name, query string, shared bool) string {
			t.Helper()
			v, err := tm.views.Create(ctx, p, views.Input{List: "sessions", Name: name, Query: query, Shared: shared})
			require.NoError(t, err)
			return v.ID
		}
		mine := create(rev, "My approvals", "?status=approved", false)
		shared := create(rev, "Flagged", "flagged=true", true)
		create(admin, "Admin's own", "status=pending", false)
		list := func(p auth.Principal, name string) []views.View {
			t.Helper()
			out, err := tm.views.List(ctx, p, name)
			require.NoError(t, err)
			return out
		}
		got := list(rev, "sessions")
		require.Len(t, got, 2, "my own two; the admin's own is theirs")
		require.Equal(t, shared, got[0].ID)
		require.Equal(t, []any{"Flagged", "flagged=true", true, rev.UserID, "Ada"},
			[]any{got[0].Name, got[0].Query, got[0].Shared, got[0].UserID, got[0].CreatedBy})
		require.Equal(t, "status=approved", got[1].Query, "the leading ? is dropped")
		require.Len(t, list(admin, "sessions"), 2, "their own and the shared one")
		require.Empty(t, list(rev, "audit"))
		_, err = tm.views.Create(ctx, rev, views.Input{List: "sessions", Name: " ", Query: "a=%zz"})
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		require.Equal(t, []string{"name", "query"}, fieldsOf(err))
		// Only its owner deletes a personal view; MANAGE deletes a shared one.
		require.Equal(t, "not_found", errs.KeyOf(tm.views.Delete(ctx, admin, mine)))
		require.NoError(t, tm.views.Delete(ctx, admin, shared))
		require.NoError(t, tm.views.Delete(ctx, rev, mine))
		require.Empty(t, list(rev, "sessions"))

		// The review target: an hour unless set, audited when set.
		org, err := k.Orgs.Get(ctx, k.P.OrganizationID)
		require.NoError(t, err)
		require.Nil(t, org.ReviewTargetMinutes, "unset")
		require.Equal(t, time.Hour, prefs.DefaultReviewTarget, "an hour")
		org, err = k.Orgs.SetReviewTarget(ctx, org.ID, audit.By(admin), 30)
		require.NoError(t, err)
		require.Equal(t, 30, *org.ReviewTargetMinutes)
		require.Equal(t, []string{"organization.review_target_changed"}, k.Actions(t, k.P, org.ID))
		_, err = k.Orgs.SetReviewTarget(ctx, org.ID, audit.By(admin), 2)
		require.Equal(t, "validation_failed", errs.KeyOf(err))

		// Presets: the organization's.
		_, err = desk.CreatePreset(ctx, admin, "REJECTED", "Blurry document", "The document could not be read; ask for a new photo.")
		require.NoError(t, err)
		p2, err := desk.CreatePreset(ctx, admin, "APPROVED", "Checked by hand", "Checked against the registry.")
		require.NoError(t, err)
		presets, err := desk.Presets(ctx, rev)
		require.NoError(t, err)
		var shown [][]string
		for _, p := range presets {
			shown = append(shown, []string{p.Decision, p.Label, p.Note})
		}
		require.Equal(t, [][]string{
			{"APPROVED", "Checked by hand", "Checked against the registry."},
			{"REJECTED", "Blurry document", "The document could not be read; ask for a new photo."},
		}, shown, "approvals first")
		_, err = desk.CreatePreset(ctx, admin, "REQUIRES_REVIEW", "", "")
		require.Equal(t, []string{"decision", "label", "note"}, fieldsOf(err))
		require.NoError(t, desk.DeletePreset(ctx, admin, p2.ID))
		presets, err = desk.Presets(ctx, rev)
		require.NoError(t, err)
		require.Len(t, presets, 1)
		require.Equal(t, []string{"organization.review_preset_added", "organization.review_preset_removed"},
			k.Actions(t, k.P, p2.ID), "oldest first")

		// A member who leaves takes their preferences and own views along;
		// what they shared stays.
		create(rev, "Mine", "status=approved", false)
		create(rev, "Ours", "status=pending", true)
		_, err = tm.people.RemoveMember(ctx, admin, rev.UserID)
		require.NoError(t, err)
		for table, want := range map[string]int64{"member_preferences": 0, "saved_views": 1} {
			n, err := d.NewSelect().Table(table).Where("user_id = ?", rev.UserID).Count(ctx)
			require.NoError(t, err)
			require.Equal(t, want, n, table)
		}
	})
}

// A bulk action on the queue: each case changed on its own, audited on
// its own; a case that cannot take it is reported and the rest go on.
func TestBulkReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		rev := newTeam(t, k).member(t, k.KeyOf(t, "test"), "rev@example.com", auth.Reviewer)
		a, b := k.InReviewWith(t, lowConfidence), k.InReviewWith(t, lowConfidence)
		pending := k.Session(t, kyc.CreateSessionInput{})

		res, err := desk.Bulk(ctx, rev, review.BulkInput{IDs: []string{a.ID, b.ID, pending.ID, "ses_nope", a.ID},
			Action: review.BulkFlag, Reason: "same device"})
		require.NoError(t, err)
		require.Len(t, res, 4, "each case once")
		for _, x := range res[:3] {
			require.NoError(t, x.Err)
			require.True(t, x.Session.Flagged)
			require.Equal(t, "same device", *x.Session.FlagReason)
		}
		require.Equal(t, "ses_nope", res[3].ID)
		require.Equal(t, "not_found", errs.KeyOf(res[3].Err))
		require.Nil(t, res[3].Session)

		res, err = desk.Bulk(ctx, rev, review.BulkInput{IDs: []string{a.ID, b.ID, pending.ID}, Action: review.BulkReject, Note: "Duplicate accounts"})
		require.NoError(t, err)
		require.Equal(t, kyc.StatusRejected, res[0].Session.Status)
		require.Equal(t, kyc.StatusRejected, res[1].Session.Status)
		require.Equal(t, "session_not_in_review", errs.KeyOf(res[2].Err), "a case not in review is left as it was")
		require.Equal(t, kyc.StatusPending, pending.Get().Status)
		actions := k.Actions(t, k.P, a.ID)
		require.Equal(t, []string{"session.flagged", "session.rejected"}, actions[len(actions)-2:])
		entries, _ := k.Entries(t, k.P, audit.Filter{Action: "session.rejected"})
		require.Len(t, entries, 2, "one entry a case")
		require.Equal(t, rev.UserID, *entries[0].ActorUserID)

		for _, n := range []int{0, review.MaxBulk + 1} {
			_, err := desk.Bulk(ctx, rev, review.BulkInput{IDs: slices.Repeat([]string{a.ID}, n), Action: review.BulkFlag})
			require.Equal(t, "validation_failed", errs.KeyOf(err), n)
		}
	})
}

// The overview's checklist follows what the organization has set up.
func TestOnboarding(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		k := kyctest.NewDesk(t, d)
		tm := newTeam(t, k)
		org, err := k.Orgs.Get(ctx, k.P.OrganizationID)
		require.NoError(t, err)
		_, link, err := tm.people.InviteFirst(ctx, org.Name, "owner@example.com", auth.Owner)
		require.NoError(t, err)
		owner := tm.accept(t, link)
		checklist := func() overview.Onboarding {
			t.Helper()
			o, err := overview.New(d, k.Now).Onboarding(ctx, org.ID)
			require.NoError(t, err)
			return *o
		}
		require.Equal(t, overview.Onboarding{}, checklist(), "the first owner's invitation from the command line is no team")

		_, _, err = k.Auth.CreateKey(ctx, org.ID, auth.Test, "backend")
		require.NoError(t, err)
		k.Session(t, kyc.CreateSessionInput{})
		_, _, err = tm.people.Invite(ctx, owner, "rev@example.com", auth.Reviewer)
		require.NoError(t, err)
		hooks, err := webhooks.New(d, webhooks.Config{Jobs: k.Jobs, Events: events.NewLog(d, nil), Key: k.Key, Ring: k.Ring,
			Audit: k.Audit, Logger: slog.New(slog.DiscardHandler), Now: k.Now})
		require.NoError(t, err)
		url, all := "https://hooks.example.com/a", []string{"*"}
		_, _, err = hooks.Create(ctx, owner, webhooks.EndpointInput{URL: &url, Events: &all})
		require.NoError(t, err)
		require.Equal(t, overview.Onboarding{APIKey: true, Session: true, Webhook: true, Team: true, Live: false}, checklist())
	})
}
