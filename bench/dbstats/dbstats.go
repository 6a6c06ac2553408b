// Package dbstats measures the database work behind a benchmark's run: the
// statements PostgreSQL executed and their time (pg_stat_statements, which
// the benchmark cluster preloads), the round trips and bun queries the
// server made (benchserver's counters at /debug/vars), per unit of work.
package dbstats

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/uptrace/bun/driver/pgdriver"
)

// Stats reads the counters of one server and, when it runs on PostgreSQL,
// of its database.
type Stats struct {
	pg    *sql.DB // nil on SQLite
	debug string  // the server's -pprof address, as http://host:port
}

// Open prepares the readings: pgURL is the server's PostgreSQL database
// ("" for SQLite), debug the base URL of its /debug/vars ("" for none).
func Open(pgURL, debug string) (*Stats, error) {
	s := &Stats{debug: debug}
	if pgURL != "" {
		s.pg = sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(pgURL)))
		s.pg.SetMaxOpenConns(1)
		if _, err := s.pg.Exec(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`); err != nil {
			return nil, fmt.Errorf("pg_stat_statements (is it in shared_preload_libraries?): %w", err)
		}
	}
	return s, nil
}

// Mark is the counters at the start of a run.
type Mark struct{ queries, roundTrips int64 }

// Start resets PostgreSQL's statement statistics and reads the server's
// counters.
func (s *Stats) Start() Mark {
	if s.pg != nil {
		s.pg.Exec(`SELECT pg_stat_statements_reset()`)
	}
	q, rt := s.vars()
	return Mark{q, rt}
}

func (s *Stats) vars() (queries, roundTrips int64) {
	if s.debug == "" {
		return 0, 0
	}
	res, err := http.Get(s.debug + "/debug/vars")
	if err != nil {
		return 0, 0
	}
	defer res.Body.Close()
	var v struct {
		Queries    int64 `json:"db_queries"`
		RoundTrips int64 `json:"pg_round_trips"`
	}
	json.NewDecoder(res.Body).Decode(&v)
	return v.Queries, v.RoundTrips
}

// Statement is one normalized statement's share of a run.
type Statement struct {
	Query         string
	Calls         float64 // per unit
	MeanMS, Share float64 // mean execution time; share of the run's execution time
}

// Report is a run's database work per unit.
type Report struct {
	Units                    int
	Queries, RoundTrips      float64 // per unit, from the server
	Statements, Transactions float64 // per unit, from PostgreSQL
	ExecMS                   float64 // PostgreSQL's execution time per unit
	Top                      []Statement
}

var space = regexp.MustCompile(`\s+`)

// Since reads what the run since m did, for units units of work, and keeps
// the top statements by execution time.
func (s *Stats) Since(m Mark, units, top int) Report {
	q, rt := s.vars()
	u := float64(units)
	r := Report{Units: units, Queries: float64(q-m.queries) / u, RoundTrips: float64(rt-m.roundTrips) / u}
	if s.pg == nil {
		return r
	}
	rows, err := s.pg.Query(`SELECT query, calls, total_exec_time FROM pg_stat_statements
		WHERE query NOT LIKE '%pg_stat_statements%' AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
		ORDER BY total_exec_time DESC`)
	if err != nil {
		return r
	}
	defer rows.Close()
	var all []Statement
	var total float64
	for rows.Next() {
		var st Statement
		var calls int64
		var ms float64
		if rows.Scan(&st.Query, &calls, &ms) != nil {
			continue
		}
		st.Query = space.ReplaceAllString(st.Query, " ")
		st.Calls, st.MeanMS, st.Share = float64(calls)/u, ms/float64(calls), ms
		total += ms
		r.Statements += st.Calls
		if strings.EqualFold(st.Query, "COMMIT") {
			r.Transactions += st.Calls
		}
		all = append(all, st)
	}
	r.ExecMS = total / u
	for i := range all {
		all[i].Share /= total
	}
	r.Top = all[:min(top, len(all))]
	return r
}

// Print writes the report, unit naming what was counted ("flow").
func (r Report) Print(unit string) {
	fmt.Printf("  per %s:", unit)
	if r.RoundTrips+r.Queries > 0 { // counted by the server
		fmt.Printf(" %.1f round trips, %.1f bun queries;", r.RoundTrips, r.Queries)
	}
	if r.Statements == 0 {
		fmt.Println()
		return
	}
	fmt.Printf(" PostgreSQL ran %.1f statements in %.1f transactions, %.2f ms executing\n", r.Statements, r.Transactions, r.ExecMS)
	fmt.Printf("  %9s %9s %6s  %s\n", "calls/"+unit, "mean ms", "share", "statement (top by execution time)")
	for _, st := range r.Top {
		q := st.Query
		if len(q) > 110 {
			q = q[:107] + "..."
		}
		fmt.Printf("  %9.2f %9.3f %5.1f%%  %s\n", st.Calls, st.MeanMS, 100*st.Share, q)
	}
}
