package main

import (
	"context"
	"expvar"
	"net"

	"github.com/uptrace/bun"
)

// The database work the server has done, published at /debug/vars on the
// -pprof address for the load generators to read around a run:
//   - db_queries: the statements bun ran (on PostgreSQL a batch of several
//     statements sent together counts once; transactions' BEGIN and COMMIT
//     are not counted);
//   - pg_round_trips: the messages written to PostgreSQL, each of which
//     waits for its answer: one per round trip.
var (
	queries    = expvar.NewInt("db_queries")
	roundTrips = expvar.NewInt("pg_round_trips")
)

type queryCounter struct{}

func (queryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }
func (queryCounter) AfterQuery(context.Context, *bun.QueryEvent)                        { queries.Add(1) }

// countingDial dials PostgreSQL and counts the writes on the connection.
// pgdriver writes each message it sends (a query, a batch of them, or a
// transaction's end) with one call, then reads the answer.
func countingDial(ctx context.Context, network, addr string) (net.Conn, error) {
	c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	return countingConn{c}, nil
}

type countingConn struct{ net.Conn }

func (c countingConn) Write(b []byte) (int, error) {
	roundTrips.Add(1)
	return c.Conn.Write(b)
}
