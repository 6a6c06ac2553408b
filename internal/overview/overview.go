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
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/ledger"
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
}

// New returns a Service; now is the clock (nil: time.Now).
func New(d *db.DB, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{db: d, now: now}
}

// Period returns the first and last days of the n days ending today (UTC).
func (s *Service) Period(n int) (from, to time.Time) {
	to = s.now().UTC().Truncate(24 * time.Hour)
	return to.AddDate(0, 0, -(n - 1)), to
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
func (s *Service) Days(ctx context.Context, p auth.Principal, n int) (*Figures, error) {
	if n < 1 || n > MaxDays {
		return nil, errs.Invalidf("days", "days must be from 1 to %d", MaxDays)
	}
	from, today := s.Period(n)
	// open is the first day still counted live: today, or yesterday
	// within Grace of midnight.
	open := s.now().UTC().Add(-Grace).Truncate(24 * time.Hour)
	var kept []figure
	err := s.db.NewSelect().Model(&kept).Where("organization_id = ? AND mode = ? AND day >= ? AND day < ?",
		p.OrganizationID, p.Mode, from.Format(dayLayout), open.Format(dayLayout)).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "read daily figures")
	}
	closed := map[string]bool{}
	for _, f := range kept {
		if f.Metric == metricClosed {
			closed[f.Day] = true
		}
	}
	// Count from the first past day not yet kept (or from the open days).
	start := open
	for d := from; d.Before(open); d = d.AddDate(0, 0, 1) {
		if !closed[d.Format(dayLayout)] {
			start = d
			break
		}
	}
	counted, err := s.count(ctx, p, start)
	if err != nil {
		return nil, err
	}
	var keep []figure
	for d := start; d.Before(open); d = d.AddDate(0, 0, 1) {
		day := d.Format(dayLayout)
		if closed[day] {
			continue
		}
		keep = append(keep, figure{Day: day, Metric: metricClosed})
		for _, f := range counted {
			if f.Day == day {
				keep = append(keep, f)
			}
		}
	}
	if len(keep) > 0 {
		for i := range keep {
			keep[i].OrganizationID, keep[i].Mode = p.OrganizationID, p.Mode
		}
		if _, err := s.db.NewInsert().Model(&keep).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
			return nil, errs.Wrap(err, "keep daily figures")
		}
	}
	// Kept days come from the rollup; the rest from this count.
	all := kept
	for _, f := range counted {
		if !closed[f.Day] {
			all = append(all, f)
		}
	}
	return assemble(from, today, all), nil
}

// count counts every figure of the days from start to now, per day.
func (s *Service) count(ctx context.Context, p auth.Principal, start time.Time) ([]figure, error) {
	var out []figure
	day := s.db.Day("created_at")
	err := s.db.NewSelect().Table("sessions").ColumnExpr(day+" AS day, ? AS metric, '' AS dimension, count(*) AS value", metricStarted).
		Where("organization_id = ? AND mode = ? AND created_at >= ?", p.OrganizationID, p.Mode, start).
		GroupExpr(day).Scan(ctx, &out)
	if err != nil {
		return nil, errs.Wrap(err, "count sessions per day")
	}
	var byType []struct {
		Day   string `bun:"day"`
		Type  string `bun:"type"`
		Value int64  `bun:"value"`
	}
	err = s.db.NewSelect().Table("events").ColumnExpr(day+" AS day, type, count(*) AS value").
		Where("organization_id = ? AND mode = ? AND type IN (?) AND created_at >= ?", p.OrganizationID, p.Mode,
			bun.In(sortedKeys(verdicts)), start).
		GroupExpr(day+", type").Scan(ctx, &byType)
	if err != nil {
		return nil, errs.Wrap(err, "count verdicts per day")
	}
	for _, r := range byType {
		out = append(out, figure{Day: r.Day, Metric: verdicts[r.Type], Value: r.Value})
	}
	var flows []struct {
		Day   string `bun:"day"`
		Asset string `bun:"asset"`
		In    int64  `bun:"credits"`
		Out   int64  `bun:"debits"`
	}
	entryDay := s.db.Day("e.created_at")
	err = s.db.NewSelect().TableExpr("ledger_entries AS e").Join("JOIN ledger_accounts AS a ON a.id = e.account_id").
		ColumnExpr(entryDay+" AS day, a.asset").
		ColumnExpr("sum(CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END) AS credits").
		ColumnExpr("sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END) AS debits").
		Where("a.organization_id = ? AND a.mode = ? AND a.kind = ? AND e.created_at >= ?", p.OrganizationID, p.Mode, ledger.KindWallet, start).
		GroupExpr(entryDay+", a.asset").Scan(ctx, &flows)
	if err != nil {
		return nil, errs.Wrap(err, "count money per day")
	}
	for _, f := range flows {
		out = append(out, figure{Day: f.Day, Metric: metricIn, Dimension: f.Asset, Value: f.In},
			figure{Day: f.Day, Metric: metricOut, Dimension: f.Asset, Value: f.Out})
	}
	return out, nil
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

// Queue returns the review queue's length and when its oldest case
// entered it (nil when empty).
func (s *Service) Queue(ctx context.Context, p auth.Principal) (int, *time.Time, error) {
	var row struct {
		N      int        `bun:"n"`
		Oldest *time.Time `bun:"oldest"`
	}
	err := s.db.NewSelect().Table("sessions").ColumnExpr("count(*) AS n, min(review_since) AS oldest").
		Where("organization_id = ? AND mode = ? AND status = 'requires_review'", p.OrganizationID, p.Mode).Scan(ctx, &row)
	return row.N, row.Oldest, errs.Wrap(err, "review queue figures")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
