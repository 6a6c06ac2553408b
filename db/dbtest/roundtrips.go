package dbtest

import (
	"context"
	"net"
	"sync/atomic"
	"testing"

	"github.com/meridianhq/meridian/db"
)

// RoundTrips opens a fresh migrated PostgreSQL database (as Postgres) over
// one connection, and counts the messages written on it: pgdriver writes
// each query, batch or transaction end in one call, then reads the answer,
// so the count is the round trips made.
func RoundTrips(t testing.TB) (*db.DB, *atomic.Int64) {
	t.Helper()
	var writes atomic.Int64
	d, err := db.Open(context.Background(), db.Options{URL: PostgresURL(t), MaxOpenConns: 1,
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			return countingConn{c, &writes}, err
		}})
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d, &writes
}

type countingConn struct {
	net.Conn
	writes *atomic.Int64
}

func (c countingConn) Write(b []byte) (int, error) {
	c.writes.Add(1)
	return c.Conn.Write(b)
}
