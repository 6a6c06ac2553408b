package prefs_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/prefs"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// outbox keeps what would be mailed (the enqueue's transaction is not
// followed: the digest's tests roll nothing back).
type outbox struct {
	mu  sync.Mutex
	out []mail.Message
}

func (o *outbox) Enabled() bool { return true }

func (o *outbox) Enqueue(ctx context.Context, tx bun.IDB, msg mail.Message) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.out = append(o.out, msg)
	return nil
}

func (o *outbox) take() []mail.Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := o.out
	o.out = nil
	return out
}

// member adds a person to org with role.
func member(t *testing.T, d *db.DB, org, email string, role auth.Role) auth.Principal {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	u := &people.User{ID: ids.New("usr"), Email: email, Name: email, CreatedAt: now, UpdatedAt: now}
	_, err := d.NewInsert().Model(u).Exec(ctx)
	require.NoError(t, err)
	_, err = d.NewInsert().Model(&people.Member{OrganizationID: org, UserID: u.ID, Role: role, CreatedAt: now}).Exec(ctx)
	require.NoError(t, err)
	return auth.Principal{OrganizationID: org, Mode: auth.Live, Kind: auth.User, UserID: u.ID, UserEmail: email, Role: role}
}

func TestPreferences(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		o, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
		require.NoError(t, err)
		s := prefs.New(d, prefs.Config{})
		ada := member(t, d, o.ID, "ada@example.com", auth.Reviewer)

		p, err := s.Get(ctx, ada)
		require.NoError(t, err)
		require.Nil(t, p.TimeZone)
		require.False(t, p.NotifyQueue)

		zone, yes := "Europe/Paris", true
		p, err = s.Update(ctx, ada, prefs.Update{TimeZone: &zone, NotifyQueue: &yes})
		require.NoError(t, err)
		p, err = s.Get(ctx, ada)
		require.NoError(t, err)
		require.Equal(t, "Europe/Paris", *p.TimeZone)
		require.True(t, p.NotifyQueue)
		require.False(t, p.NotifyEndpoints)

		// Fields left out keep their values; "" goes back to the browser's zone.
		no, empty := false, ""
		_, err = s.Update(ctx, ada, prefs.Update{NotifyEndpoints: &no, TimeZone: &empty})
		require.NoError(t, err)
		p, err = s.Get(ctx, ada)
		require.NoError(t, err)
		require.Nil(t, p.TimeZone)
		require.True(t, p.NotifyQueue)

		for _, bad := range []string{"Mars/Olympus", "Local", "localtime", "posixrules", "Factory", "posix/Europe/Paris", "right/UTC",
			"../../etc/passwd", strings.Repeat("a", 65)} {
			_, err = s.Update(ctx, ada, prefs.Update{TimeZone: &bad})
			require.Error(t, err, bad)
			require.Contains(t, err.Error(), "time_zone")
		}

		_, err = s.Get(ctx, auth.Principal{OrganizationID: o.ID, Mode: auth.Live, Kind: auth.SecretKey, KeyID: "key_1"})
		require.Error(t, err, "a key has no preferences")
	})
}

// The digest mails those who asked, whose role may act, once per period,
// about live queues past their target and live endpoints that keep failing.
func TestDigest(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
		clock := func() time.Time { return now }
		o, err := orgs.New(d, orgs.Config{}).Create(ctx, "acme")
		require.NoError(t, err)
		box := &outbox{}
		s := prefs.New(d, prefs.Config{Mail: box, PublicURL: "https://meridian.example", Now: clock})
		yes := true
		ask := func(p auth.Principal, u prefs.Update) {
			_, err := s.Update(ctx, p, u)
			require.NoError(t, err)
		}
		rev := member(t, d, o.ID, "rev@example.com", auth.Reviewer)
		ask(rev, prefs.Update{NotifyQueue: &yes, NotifyEndpoints: &yes})
		dev := member(t, d, o.ID, "dev@example.com", auth.Developer)
		ask(dev, prefs.Update{NotifyQueue: &yes, NotifyEndpoints: &yes})
		member(t, d, o.ID, "quiet@example.com", auth.Admin) // asked for nothing

		// Nothing late: nothing sent.
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take())

		wf := &kyc.Workflow{ID: ids.New("wf"), OrganizationID: o.ID, Mode: auth.Live, Name: "default", CreatedAt: now, UpdatedAt: now}
		_, err = d.NewInsert().Model(wf).Exec(ctx)
		require.NoError(t, err)
		addCase := func(mode auth.Mode, since time.Time) {
			ses := &kyc.Session{ID: ids.New("ses"), OrganizationID: o.ID, Mode: mode, WorkflowID: wf.ID, Status: kyc.StatusRequiresReview,
				ExpiresAt: now.Add(time.Hour), CreatedAt: since, UpdatedAt: since, ReviewSince: &since}
			_, err := d.NewInsert().Model(ses).Exec(ctx)
			require.NoError(t, err)
		}
		addCase(auth.Live, now.Add(-30*time.Minute))
		addCase(auth.Test, now.Add(-5*time.Hour)) // test mode's queue is nobody's worry
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take(), "within the hour's target")

		addCase(auth.Live, now.Add(-(3*time.Hour + 12*time.Minute)))
		require.NoError(t, s.Digest(ctx))
		sent := box.take()
		require.Len(t, sent, 1, "the reviewer alone: a developer does not review in live mode")
		require.Equal(t, "rev@example.com", sent[0].To)
		require.Equal(t, "acme: 2 cases waiting for review", sent[0].Subject)
		require.Contains(t, sent[0].Text, "the oldest has waited 3 h 12 min, past the target of 1 h")
		require.Contains(t, sent[0].Text, "https://meridian.example/console/review")

		// Once per four hours, then again while the queue is late.
		now = now.Add(time.Hour)
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take())
		now = now.Add(3*time.Hour + time.Minute)
		require.NoError(t, s.Digest(ctx))
		require.Len(t, box.take(), 1)

		// The organization's own target.
		_, err = d.NewUpdate().Table("organizations").Set("review_target_minutes = ?", 24*60).Where("id = ?", o.ID).Exec(ctx)
		require.NoError(t, err)
		now = now.Add(5 * time.Hour)
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take(), "within a day's target")

		// Endpoints failing for over an hour, in live mode.
		endpoint := func(mode auth.Mode, url string, since time.Time) {
			ep := &webhooks.Endpoint{ID: ids.New("we"), OrganizationID: o.ID, Mode: mode, URL: url, Events: []string{"*"}, Enabled: true,
				Secret: "sealed", FailingSince: &since, CreatedAt: since, UpdatedAt: since}
			_, err := d.NewInsert().Model(ep).Exec(ctx)
			require.NoError(t, err)
		}
		endpoint(auth.Live, "https://hooks.example.com/new", now.Add(-10*time.Minute))
		endpoint(auth.Test, "https://hooks.example.com/test", now.Add(-10*time.Hour))
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take())
		endpoint(auth.Live, "https://user:pass@hooks.example.com/old?token=s3cret", now.Add(-26*time.Hour))
		require.NoError(t, s.Digest(ctx))
		sent = box.take()
		require.Len(t, sent, 1, "the developer alone: a reviewer does not manage webhooks")
		require.Equal(t, "dev@example.com", sent[0].To)
		require.Equal(t, "acme: 1 live webhook endpoint is failing", sent[0].Subject)
		require.Contains(t, sent[0].Text, "https://hooks.example.com/old, failing for 26 h")
		require.NotContains(t, sent[0].Text, "s3cret", "no secret of the URL's is mailed")
		require.NotContains(t, sent[0].Text, "pass@")
		require.NotContains(t, sent[0].Text, "/test")
		require.Contains(t, sent[0].HTML, "https://meridian.example/console/developers/webhooks")
		require.NoError(t, s.Digest(ctx))
		require.Empty(t, box.take(), "once a day")

		// A member who leaves hears no more.
		require.NoError(t, s.Forget(ctx, d, o.ID, dev.UserID))
		now = now.Add(25 * time.Hour)
		require.NoError(t, s.Digest(ctx))
		for _, m := range box.take() {
			require.NotEqual(t, "dev@example.com", m.To)
		}
	})
}
