package jobs

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

type metrics struct {
	c        *Client
	outcomes *prometheus.CounterVec
	duration *prometheus.HistogramVec
	depth    *prometheus.Desc
}

func newMetrics(c *Client, reg prometheus.Registerer) *metrics {
	m := &metrics{
		c: c,
		outcomes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "meridian_jobs_attempts_total",
			Help: "Job attempts by kind and outcome (completed, retried, discarded).",
		}, []string{"kind", "outcome"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "meridian_job_duration_seconds",
			Help:    "Time spent working one attempt of a job.",
			Buckets: prometheus.ExponentialBuckets(0.001, 4, 10),
		}, []string{"kind"}),
		depth: prometheus.NewDesc("meridian_jobs", "Jobs in the queue by state.", []string{"state"}, nil),
	}
	if reg != nil {
		reg.MustRegister(m.outcomes, m.duration, m)
	}
	return m
}

func (m *metrics) observe(kind string, d time.Duration) {
	m.duration.WithLabelValues(kind).Observe(d.Seconds())
}

func (m *metrics) outcome(kind, outcome string) { m.outcomes.WithLabelValues(kind, outcome).Inc() }

// Describe implements prometheus.Collector.
func (m *metrics) Describe(ch chan<- *prometheus.Desc) { ch <- m.depth }

// Collect counts jobs per state at scrape time.
func (m *metrics) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var rows []struct {
		State string `bun:"state"`
		N     int64  `bun:"n"`
	}
	if err := m.c.db.NewSelect().Model((*Job)(nil)).ColumnExpr("state, count(*) AS n").Group("state").Scan(ctx, &rows); err != nil {
		return
	}
	counts := map[State]int64{Available: 0, Running: 0, Completed: 0, Discarded: 0}
	for _, r := range rows {
		counts[State(r.State)] = r.N
	}
	for s, n := range counts {
		ch <- prometheus.MustNewConstMetric(m.depth, prometheus.GaugeValue, float64(n), string(s))
	}
}
