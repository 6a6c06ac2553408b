// Package prefs keeps what each member sets for themselves in the console
// (the time zone times are shown in, the mails they want) and sends those
// mails: a digest when live mode's review queue waits past the
// organization's target, and one when a live webhook endpoint keeps
// failing.
package prefs

import (
	"context"
	"fmt"
	"html"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/mail"
)

// Preferences are one member's, in one organization.
type Preferences struct {
	bun.BaseModel  `bun:"table:member_preferences"`
	OrganizationID string `bun:"organization_id,pk"`
	UserID         string `bun:"user_id,pk"`
	// TimeZone is an IANA zone name ("Europe/Paris"); nil: the browser's.
	TimeZone *string `bun:"time_zone"`
	// NotifyQueue: mail me when the review queue waits past its target.
	NotifyQueue bool `bun:"notify_queue,notnull"`
	// NotifyEndpoints: mail me when a webhook endpoint keeps failing.
	NotifyEndpoints     bool       `bun:"notify_endpoints,notnull"`
	QueueNotifiedAt     *time.Time `bun:"queue_notified_at"`
	EndpointsNotifiedAt *time.Time `bun:"endpoints_notified_at"`
}

// Timings of the mails.
const (
	// DefaultReviewTarget is how long a case may wait before the queue's
	// digest goes out, when the organization has not set its own.
	DefaultReviewTarget = time.Hour
	// QueueRepeat is how often a member hears about a late queue at most.
	QueueRepeat = 4 * time.Hour
	// FailingFor is how long an endpoint fails before it is mailed about.
	FailingFor = time.Hour
	// EndpointsRepeat is how often a member hears about failing endpoints at most.
	EndpointsRepeat = 24 * time.Hour
	// every is how often the mails are looked for.
	every = 5 * time.Minute
	// jobDigest is the periodic job that sends them.
	jobDigest = "prefs.digest"
)

// Mailer is what sends the mails (package mail's Mailer).
type Mailer interface {
	Enabled() bool
	Enqueue(ctx context.Context, tx bun.IDB, msg mail.Message) error
}

// Config sets the service up.
type Config struct {
	// Jobs runs the digest every five minutes (nil: the caller runs Digest).
	Jobs *jobs.Client
	// Mail sends; nil or off sends nothing (the digest still looks).
	Mail Mailer
	// PublicURL is where the mails link to (the console under it).
	PublicURL string
	Now       func() time.Time
	Log       *slog.Logger
}

// Service reads and writes preferences and sends the mails.
type Service struct {
	db  *db.DB
	cfg Config
}

// New returns the service over d, its digest registered on cfg.Jobs.
func New(d *db.DB, cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	s := &Service{db: d, cfg: cfg}
	if cfg.Jobs != nil {
		jobs.Register(cfg.Jobs, jobDigest, func(ctx context.Context, _ *jobs.Job, _ struct{}) error { return s.Digest(ctx) })
		cfg.Jobs.AddPeriodic(jobDigest, every, struct{}{})
	}
	return s
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

var errPeople = errs.E(errs.Forbidden, "people_only", "Preferences are a signed-in person's")

// Get returns the caller's preferences (the defaults when none are set).
func (s *Service) Get(ctx context.Context, p auth.Principal) (*Preferences, error) {
	if p.Kind != auth.User {
		return nil, errPeople
	}
	out := &Preferences{OrganizationID: p.OrganizationID, UserID: p.UserID}
	err := s.db.NewSelect().Model(out).WherePK().Scan(ctx)
	if db.IsNotFound(err) {
		return out, nil
	}
	return out, errs.Wrap(err, "read preferences")
}

// Update changes the preferences it names; the others keep their values.
type Update struct {
	// TimeZone: "" goes back to the browser's.
	TimeZone                     *string
	NotifyQueue, NotifyEndpoints *bool
}

// Update applies u to the caller's preferences.
func (s *Service) Update(ctx context.Context, p auth.Principal, u Update) (*Preferences, error) {
	cur, err := s.Get(ctx, p)
	if err != nil {
		return nil, err
	}
	var v errs.Validation
	if u.TimeZone != nil {
		zone := strings.TrimSpace(*u.TimeZone)
		if zone == "" {
			cur.TimeZone = nil
		} else if _, err := time.LoadLocation(zone); v.Check(err == nil && canonicalZone(zone), "time_zone",
			"time_zone must be an IANA time zone, such as Europe/Paris or UTC") {
			cur.TimeZone = &zone
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if u.NotifyQueue != nil {
		cur.NotifyQueue = *u.NotifyQueue
	}
	if u.NotifyEndpoints != nil {
		cur.NotifyEndpoints = *u.NotifyEndpoints
	}
	_, err = s.db.NewInsert().Model(cur).
		On("CONFLICT (organization_id, user_id) DO UPDATE").
		Set("time_zone = EXCLUDED.time_zone, notify_queue = EXCLUDED.notify_queue, notify_endpoints = EXCLUDED.notify_endpoints").
		Exec(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "save preferences")
	}
	return cur, nil
}

// canonicalZone reports an IANA zone's usual name, such as browsers know:
// an area and a place (Europe/Paris, America/Argentina/Salta) or UTC; not
// the system's own files (Local, localtime, posixrules, Factory) nor the
// posix/ and right/ copies of the database.
func canonicalZone(zone string) bool {
	if zone == "UTC" {
		return true
	}
	area, _, ok := strings.Cut(zone, "/")
	if !ok || len(zone) > 64 || area == "posix" || area == "right" || area == "Etc" && zone != "Etc/UTC" {
		return false
	}
	for _, r := range zone {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || strings.ContainsRune("/_-+", r)) {
			return false
		}
	}
	return true
}

// Forget removes a member's preferences (they left the organization).
func (s *Service) Forget(ctx context.Context, idb bun.IDB, orgID, userID string) error {
	_, err := idb.NewDelete().Model((*Preferences)(nil)).Where("organization_id = ? AND user_id = ?", orgID, userID).Exec(ctx)
	return errs.Wrap(err, "forget preferences")
}

// recipient is a member who asked for a mail, with what decides it.
type recipient struct {
	Preferences `bun:",extend"`
	Email       string    `bun:"email"`
	Role        auth.Role `bun:"role"`
	OrgName     string    `bun:"org_name"`
}

// recipients are the members of orgID who asked for the mail of column
// (notify_queue or notify_endpoints), were last sent it before since, and
// whose role holds perm in live mode.
func (s *Service) recipients(ctx context.Context, orgID, column, sentColumn string, since time.Time, perm auth.Permission) ([]recipient, error) {
	var rows []recipient
	err := s.db.NewSelect().Model(&rows).
		ColumnExpr("preferences.*, u.email, m.role, o.name AS org_name").
		Join("JOIN memberships AS m ON m.organization_id = preferences.organization_id AND m.user_id = preferences.user_id").
		Join("JOIN users AS u ON u.id = preferences.user_id").
		Join("JOIN organizations AS o ON o.id = preferences.organization_id").
		Where("preferences.organization_id = ?", orgID).
		Where("preferences."+column+" = ?", true).
		Where("(preferences."+sentColumn+" IS NULL OR preferences."+sentColumn+" < ?)", since).
		Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "read recipients")
	}
	out := rows[:0]
	for _, r := range rows {
		if r.Role.GrantsIn(auth.Live, perm) {
			out = append(out, r)
		}
	}
	return out, nil
}

// Digest sends the mails that are due: to each member who asked, about
// each live queue past its target (at most every QueueRepeat) and each
// organization's live endpoints failing for FailingFor (at most every
// EndpointsRepeat). A mail and the time it was sent are one transaction,
// so a mail goes out once whatever the processes.
func (s *Service) Digest(ctx context.Context) error {
	if s.cfg.Mail == nil || !s.cfg.Mail.Enabled() {
		return nil
	}
	if err := s.queues(ctx); err != nil {
		return err
	}
	return s.endpoints(ctx)
}

func (s *Service) queues(ctx context.Context) error {
	now := s.now()
	var orgs []struct {
		ID     string `bun:"id"`
		Target *int   `bun:"review_target_minutes"`
	}
	err := s.db.NewSelect().Table("organizations").Column("id", "review_target_minutes").
		Where("EXISTS (SELECT 1 FROM sessions WHERE sessions.organization_id = organizations.id AND mode = ? AND "+kyc.InReview+")",
			auth.Live).Scan(ctx, &orgs)
	if err != nil {
		return errs.Wrap(err, "find live queues")
	}
	// One organization's failure is logged; the others are still told.
	for _, o := range orgs {
		target := DefaultReviewTarget
		if o.Target != nil {
			target = time.Duration(*o.Target) * time.Minute
		}
		if err := s.queue(ctx, now, o.ID, target); err != nil {
			s.cfg.Log.ErrorContext(ctx, "queue digest failed", "organization", o.ID, "error", err)
		}
	}
	return nil
}

// queue mails the members of one organization who asked about its live
// queue, when its oldest case has waited past target.
func (s *Service) queue(ctx context.Context, now time.Time, orgID string, target time.Duration) error {
	var oldest []struct {
		ReviewSince time.Time `bun:"review_since"`
	}
	err := s.db.NewSelect().Table("sessions").Column("review_since").
		Where("organization_id = ? AND mode = ? AND "+kyc.InReview+" AND review_since IS NOT NULL", orgID, auth.Live).
		Order("review_since").Limit(1).Scan(ctx, &oldest)
	if err != nil {
		return errs.Wrap(err, "find the oldest case")
	}
	if len(oldest) == 0 || now.Sub(oldest[0].ReviewSince) < target {
		return nil
	}
	n, err := s.db.NewSelect().Table("sessions").
		Where("organization_id = ? AND mode = ? AND "+kyc.InReview, orgID, auth.Live).Count(ctx)
	if err != nil {
		return errs.Wrap(err, "count the queue")
	}
	waiting := int(n)
	since := now.Add(-QueueRepeat)
	to, err := s.recipients(ctx, orgID, "notify_queue", "queue_notified_at", since, auth.Review)
	if err != nil {
		return err
	}
	for _, r := range to {
		subject := fmt.Sprintf("%s: %d %s waiting for review", oneLine(r.OrgName), waiting, plural(waiting, "case", "cases"))
		text := fmt.Sprintf("%d %s in %s's live review queue; the oldest has waited %s, past the target of %s.",
			waiting, plural(waiting, "case is", "cases are"), r.OrgName, span(now.Sub(oldest[0].ReviewSince)), span(target))
		if err := s.send(ctx, r, "queue_notified_at", since, subject, text, "Open the review queue", s.link("/console/review")); err != nil {
			s.cfg.Log.ErrorContext(ctx, "queue digest not sent", "organization", orgID, "user", r.UserID, "error", err)
		}
	}
	return nil
}

func (s *Service) endpoints(ctx context.Context) error {
	now := s.now()
	var failing []struct {
		OrganizationID string    `bun:"organization_id"`
		URL            string    `bun:"url"`
		FailingSince   time.Time `bun:"failing_since"`
	}
	err := s.db.NewSelect().Table("webhook_endpoints").Column("organization_id", "url", "failing_since").
		Where("mode = ? AND deleted_at IS NULL AND failing_since IS NOT NULL AND failing_since < ?", auth.Live, now.Add(-FailingFor)).
		Order("organization_id", "failing_since").Scan(ctx, &failing)
	if err != nil {
		return errs.Wrap(err, "find failing endpoints")
	}
	for i := 0; i < len(failing); {
		org := failing[i].OrganizationID
		var lines []string
		for ; i < len(failing) && failing[i].OrganizationID == org; i++ {
			lines = append(lines, fmt.Sprintf("%s, failing for %s", shownURL(failing[i].URL), span(now.Sub(failing[i].FailingSince))))
		}
		since := now.Add(-EndpointsRepeat)
		to, err := s.recipients(ctx, org, "notify_endpoints", "endpoints_notified_at", since, auth.Develop)
		if err != nil {
			s.cfg.Log.ErrorContext(ctx, "endpoint mails failed", "organization", org, "error", err)
			continue
		}
		for _, r := range to {
			subject := fmt.Sprintf("%s: %d live webhook %s failing", oneLine(r.OrgName), len(lines), plural(len(lines), "endpoint is", "endpoints are"))
			text := "Deliveries to these endpoints keep failing; an endpoint failing for three days is disabled:\n" + strings.Join(lines, "\n")
			if err := s.send(ctx, r, "endpoints_notified_at", since, subject, text, "Open the webhooks", s.link("/console/developers/webhooks")); err != nil {
				s.cfg.Log.ErrorContext(ctx, "endpoint mail not sent", "organization", org, "user", r.UserID, "error", err)
			}
		}
	}
	return nil
}

// shownURL is an endpoint's URL as a mail shows it: its scheme, host and
// path, without what may be a secret (its user, password or query).
func shownURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(an endpoint)"
	}
	return (&url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}).String()
}

// send mails r and notes when, in one transaction; a member mailed since
// since (by another process, in the meantime) is not mailed again.
func (s *Service) send(ctx context.Context, r recipient, sentColumn string, since time.Time, subject, text, action, link string) error {
	now := s.now()
	return s.db.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("member_preferences").Set(sentColumn+" = ?", now).
			Where("organization_id = ? AND user_id = ?", r.OrganizationID, r.UserID).
			Where("("+sentColumn+" IS NULL OR "+sentColumn+" < ?)", since).Exec(ctx)
		if err != nil {
			return errs.Wrap(err, "note the mail")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		footer := "You get this because you asked for it in the console's Settings → Account; turn it off there."
		body := fmt.Sprintf(`<p>%s</p><p><a href="%s">%s</a></p><p>%s</p>`, strings.ReplaceAll(html.EscapeString(text), "\n", "<br>"),
			html.EscapeString(link), html.EscapeString(action), html.EscapeString(footer))
		msg := mail.Message{To: r.Email, Subject: subject, Text: fmt.Sprintf("%s\n\n%s:\n%s\n\n%s\n", text, action, link, footer), HTML: body}
		return errs.Wrap(s.cfg.Mail.Enqueue(ctx, tx, msg), "enqueue the mail")
	})
}

func (s *Service) link(path string) string {
	u, err := url.JoinPath(s.cfg.PublicURL, path)
	if err != nil {
		return s.cfg.PublicURL + path
	}
	return u
}

// span is a duration as people say it: "3 h 12 min", "45 min".
func span(d time.Duration) string {
	d = d.Round(time.Minute)
	h, m := int(d.Hours()), int(d.Minutes())%60
	switch {
	case h == 0:
		return fmt.Sprintf("%d min", m)
	case m == 0:
		return fmt.Sprintf("%d h", h)
	}
	return fmt.Sprintf("%d h %d min", h, m)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
