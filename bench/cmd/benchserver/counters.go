package main

import (
	"context"
	"expvar"
	"net"
	"sync/atomic"

	"github.com/meridianhq/meridian/db"
)

// The database work the server has done, published at /debug/vars on the
// -pprof address for the load generators to read around a run:
//   - db_queries: the statements bun ran, transactions' BEGIN and COMMIT
//     included (bun's own count; on PostgreSQL a batch of several
//     statements sent together counts once, and a deferred statement,
//     which goes with the statement or commit that carries it, not at all:
//     the server installs no query hook, as in production);
//   - pg_round_trips: the messages written to PostgreSQL, each of which
//     waits for its answer: one per round trip.
var (
	counted    atomic.Pointer[db.DB]
	roundTrips = expvar.NewInt("pg_round_trips")
)

func init() {
	expvar.Publish("db_queries", expvar.Func(func() any {
		if d := counted.Load(); d != nil {
			return int64(d.DBStats().Queries)
		}
		return 0
	}))
}

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
