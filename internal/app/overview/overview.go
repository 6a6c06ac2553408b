// Package overview counts an organization's figures per UTC day: sessions
// started, verdicts given, and money into and out of its wallets.
//
// Every figure comes from an append-only source (sessions' creation times,
// the event log, ledger entries), so a day that has ended never changes. A
// past day is therefore counted once, by grouped statements over the
// sources' indexes, and kept in daily_figures (a rollup); a read takes the
// kept days and counts only what is still open (today, and yesterday for
// Grace after midnight, when a late write may still land on it).
package overview

import (
	"context"
	"slices"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/shared"
)

// MaxDays is the longest period a read covers.
const MaxDays = 90

// Grace is how long after a day ends it is still counted live rather than
// kept: time for writes stamped before midnight to commit.
const Grace = 5 * time.Minute

// dayLayout is a day's text form.
const dayLayout = "2006-01-02"

// Metrics of daily_figures. Money metrics carry the currency as their
// dimension; closed marks a day as counted (its zeros are not stored).
const (
	metricStarted  = "started"
	metricApproved = "approved"
	metricRejected = "rejected"
	metricReview   = "requires_review"
	metricIn       = "money_in"
	metricOut      = "money_out"
	metricClosed   = "closed"
)

// verdicts maps the event types counted per day to their metrics.
var verdicts = map[string]string{
	"verification.approved":        metricApproved,
	"verification.rejected":        metricRejected,
	"verification.requires_review": metricReview,
}

// Day is one day's verification figures.
type Day struct {
	Date                                      string // YYYY-MM-DD (UTC)
	Started, Approved, Rejected, SentToReview int
}

// FlowDay is one day's credits and debits of a currency's wallet (both
// positive).
type FlowDay struct {
	Date    string
	In, Out int64
}

// Flow is a currency's credits and debits over a period, per day.
type Flow struct {
	Currency string
	In, Out  int64
	Days     []FlowDay
}

// Figures are the figures of a period of days, oldest first.
type Figures struct {
	Days  []Day
	Flows []Flow // currencies that moved, in code order
}

// Service reads figures.
type Service struct {
	db  *db.DB
	now func() time.Time
	// days and queue share a read among the callers that ask for the same
	// figures while it runs.
	days  shared.Reads[*Figures]
	queue shared.Reads[queueFigures]
}

// New returns a Service; now is the clock (nil: time.Now).
func New(d *db.DB, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{db: d, now: now}
}

// Period returns the first and last days of the n days ending today (UTC);
// n is from 1 to MaxDays (validation_failed on days otherwise).
func (s *Service) Period(n int) (from, to time.Time, err error) {
	if n < 1 || n > MaxDays {
		return from, to, errs.Invalidf("days", "days must be from 1 to %d", MaxDays)
	}
	to = s.now().UTC().Truncate(24 * time.Hour)
	return to.AddDate(0, 0, -(n - 1)), to, nil
}

// figure is a row of daily_figures.
type figure struct {
	bun.BaseModel  `bun:"table:daily_figures"`
	OrganizationID string    `bun:"organization_id,pk"`
	Mode           auth.Mode `bun:"mode,pk"`
	Day            string    `bun:"day,pk"`
	Metric         string    `bun:"metric,pk"`
	Dimension      string    `bun:"dimension,pk"`
	Value          int64     `bun:"value"`
}

// Days returns the figures of the n days ending today (1 to MaxDays).
// Once the period's past days are kept, that is one statement: the kept
// days, and today's counts, read together.
//
// Callers asking for the same organization's same days while a read of
// them runs share that read and its Figures, which nobody changes
// (shared.Reads): a page open in many browsers of one organization costs
// its database about what one does. The shared read started before the
// later callers asked, by at most its own duration, so it may lack a
// write that committed within that moment: for a period's counts, the
// same as a read that started a moment earlier.
func (s *Service) Days(ctx context.Context, p auth.Principal, n int) (*Figures, error) {
	from, today, err := s.Period(n)
	if err != nil {
		return nil, err
	}
	key := p.OrganizationID + "|" + string(p.Mode) + "|" + from.Format(dayLayout) + "|" + strconv.Itoa(n)
	return s.days.Do(ctx, key, func(ctx context.Context) (*Figures, error) { return s.readDays(ctx, p, from, today) })
}

// readDays reads the figures of the days from from to today.
func (s *Service) readDays(ctx context.Context, p auth.Principal, from, today time.Time) (*Figures, error) {
	// open is the first day still counted live: today, or yesterday
	// within Grace of midnight.
	open := s.now().UTC().Add(-Grace).Truncate(24 * time.Hour)
	rows, err := s.read(ctx, p, from, open, open)
	if err != nil {
		return nil, err
	}
	closed := map[string]bool{}
	for _, f := range rows {
		if f.Metric == metricClosed {
			closed[f.Day] = true
		}
	}
	var missing []string
	for d := from; d.Before(open); d = d.AddDate(0, 0, 1) {
		if day := d.Format(dayLayout); !closed[day] {
			missing = append(missing, day)
		}
	}
	if len(missing) > 0 {
		first, _ := time.Parse(dayLayout, missing[0])
		counted, err := s.read(ctx, p, first, first, first)
		if err != nil {
			return nil, err
		}
		keep, err := s.keep(ctx, p, missing, counted)
		if err != nil {
			return nil, err
		}
		rows = append(rows, keep...)
	}
	return assemble(from, today, rows), nil
}

// keep stores the figures of the days missing (each past and complete in
// counted), with their closed marks, and returns them.
func (s *Service) keep(ctx context.Context, p auth.Principal, missing []string, counted []figure) ([]figure, error) {
	var keep []figure
	for _, day := range missing {
		keep = append(keep, figure{Day: day, Metric: metricClosed})
	}
	for _, f := range counted {
		if slices.Contains(missing, f.Day) {
			keep = append(keep, f)
		}
	}
	for i := range keep {
		keep[i].OrganizationID, keep[i].Mode = p.OrganizationID, p.Mode
	}
	_, err := s.db.NewInsert().Model(&keep).On("CONFLICT DO NOTHING").Exec(ctx)
	return keep, errs.Wrap(err, "keep daily figures")
}

// read reads, in one statement, the kept figures of the days from keptFrom
// up to keptTo and the sources' counts per day since liveFrom.
func (s *Service) read(ctx context.Context, p auth.Principal, keptFrom, keptTo, liveFrom time.Time) ([]figure, error) {
	org, mode := p.OrganizationID, p.Mode
	day, entryDay := s.db.Day("created_at"), s.db.Day("e.created_at")
	verdict := "CASE type"
	args := []any{org, mode, keptFrom.Format(dayLayout), keptTo.Format(dayLayout), metricStarted, org, mode, liveFrom}
	for _, t := range sortedKeys(verdicts) {
		verdict += " WHEN ? THEN ?"
		args = append(args, t, verdicts[t])
	}
	args = append(args, org, mode, bun.In(sortedKeys(verdicts)), liveFrom)
	for _, m := range []string{metricIn, metricOut} {
		args = append(args, m, org, mode, ledger.KindWallet, liveFrom)
	}
	var out []figure
	err := s.db.NewRaw(`SELECT day, metric, dimension, value FROM daily_figures
		WHERE organization_id = ? AND mode = ? AND day >= ? AND day < ?
		UNION ALL
		SELECT `+day+`, ?, '', count(*) FROM sessions WHERE organization_id = ? AND mode = ? AND created_at >= ? GROUP BY 1
		UNION ALL
		SELECT `+day+`, `+verdict+` END, '', count(*) FROM events
		WHERE organization_id = ? AND mode = ? AND type IN (?) AND created_at >= ? GROUP BY 1, 2
		UNION ALL
		SELECT `+entryDay+`, ?, a.asset, CAST(sum(e.amount) AS BIGINT) FROM ledger_entries AS e JOIN ledger_accounts AS a ON a.id = e.account_id
		WHERE a.organization_id = ? AND a.mode = ? AND a.kind = ? AND e.created_at >= ? AND e.amount > 0 GROUP BY 1, 3
		UNION ALL
		SELECT `+entryDay+`, ?, a.asset, CAST(-sum(e.amount) AS BIGINT) FROM ledger_entries AS e JOIN ledger_accounts AS a ON a.id = e.account_id
		WHERE a.organization_id = ? AND a.mode = ? AND a.kind = ? AND e.created_at >= ? AND e.amount < 0 GROUP BY 1, 3`, args...).Scan(ctx, &out)
	return out, errs.Wrap(err, "daily figures")
}

// assemble lays figures out per day from from to to, zeros included.
func assemble(from, to time.Time, figures []figure) *Figures {
	var dates []string
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		dates = append(dates, d.Format(dayLayout))
	}
	index := make(map[string]int, len(dates))
	out := &Figures{Days: make([]Day, len(dates))}
	for i, d := range dates {
		index[d] = i
		out.Days[i].Date = d
	}
	flows := map[string]*Flow{}
	for _, f := range figures {
		i, ok := index[f.Day]
		if !ok {
			continue
		}
		day := &out.Days[i]
		switch f.Metric {
		case metricStarted:
			day.Started += int(f.Value)
		case metricApproved:
			day.Approved += int(f.Value)
		case metricRejected:
			day.Rejected += int(f.Value)
		case metricReview:
			day.SentToReview += int(f.Value)
		case metricIn, metricOut:
			fl := flows[f.Dimension]
			if fl == nil {
				fl = &Flow{Currency: f.Dimension, Days: make([]FlowDay, len(dates))}
				for j, d := range dates {
					fl.Days[j].Date = d
				}
				flows[f.Dimension] = fl
			}
			if f.Metric == metricIn {
				fl.In += f.Value
				fl.Days[i].In += f.Value
			} else {
				fl.Out += f.Value
				fl.Days[i].Out += f.Value
			}
		}
	}
	for _, c := range sortedKeys(flows) {
		if fl := flows[c]; fl.In != 0 || fl.Out != 0 {
			out.Flows = append(out.Flows, *fl)
		}
	}
	return out
}

// ApprovalRate is approvals over approvals and rejections, or false when
// there were neither.
func (f *Figures) ApprovalRate() (float64, bool) {
	var approved, rejected int
	for _, d := range f.Days {
		approved += d.Approved
		rejected += d.Rejected
	}
	if approved+rejected == 0 {
		return 0, false
	}
	return float64(approved) / float64(approved+rejected), true
}

// Queue returns the review queue's length, counted up to
// paging.MaxCount, and when its oldest case entered it (nil when empty).
// Callers asking for the same organization's queue while it is read share
// the read, as Days's do.
func (s *Service) Queue(ctx context.Context, p auth.Principal) (int, *time.Time, error) {
	q, err := s.queue.Do(ctx, p.OrganizationID+"|"+string(p.Mode), func(ctx context.Context) (queueFigures, error) {
		return s.readQueue(ctx, p)
	})
	return q.length, q.oldest, err
}

// queueFigures are the review queue's length and oldest case.
type queueFigures struct {
	length int
	oldest *time.Time
}

func (s *Service) readQueue(ctx context.Context, p auth.Principal) (queueFigures, error) {
	queue := func() *bun.SelectQuery {
		return s.db.NewSelect().Table("sessions").
			Where("organization_id = ? AND mode = ? AND "+kyc.InReview, p.OrganizationID, p.Mode)
	}
	n, err := paging.CountUpTo(ctx, s.db, queue())
	if err != nil || n == 0 {
		return queueFigures{}, errs.Wrap(err, "review queue length")
	}
	var oldest []time.Time
	err = queue().Column("review_since").Order("review_since").Limit(1).Scan(ctx, &oldest)
	if err != nil || len(oldest) == 0 {
		return queueFigures{length: n}, errs.Wrap(err, "review queue's oldest case")
	}
	return queueFigures{n, &oldest[0]}, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Onboarding is how far an organization has come in setting up: the
// console's checklist on an empty overview.
type Onboarding struct {
	// APIKey: a secret key exists (made in the console or by the
	// command line), in either mode.
	APIKey bool `bun:"api_key"`
	// Session: a verification session was started, in either mode.
	Session bool `bun:"session"`
	// Webhook: a webhook endpoint is set up.
	Webhook bool `bun:"webhook"`
	// Team: someone else was invited (from the console: the first owner's
	// invitation, from the command line, does not count).
	Team bool `bun:"team"`
	// Live: a session was started in live mode.
	Live bool `bun:"live"`
}

// Onboarding reads the checklist's state in one statement.
func (s *Service) Onboarding(ctx context.Context, orgID string) (*Onboarding, error) {
	out := new(Onboarding)
	err := s.db.NewSelect().
		ColumnExpr("EXISTS (SELECT 1 FROM api_keys WHERE organization_id = ?) AS api_key", orgID).
		ColumnExpr("EXISTS (SELECT 1 FROM sessions WHERE organization_id = ?) AS session", orgID).
		ColumnExpr("EXISTS (SELECT 1 FROM webhook_endpoints WHERE organization_id = ? AND deleted_at IS NULL) AS webhook", orgID).
		ColumnExpr("EXISTS (SELECT 1 FROM invitations WHERE organization_id = ? AND invited_by <> ?) AS team", orgID, audit.CommandLine.Name).
		ColumnExpr("EXISTS (SELECT 1 FROM sessions WHERE organization_id = ? AND mode = ?) AS live", orgID, auth.Live).
		Scan(ctx, out)
	return out, errs.Wrap(err, "read onboarding")
}
