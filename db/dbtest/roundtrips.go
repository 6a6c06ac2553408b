package dbtest

import (
	"bytes"
	"context"
	"net"
	"sync/atomic"
	"testing"

	"github.com/meridianhq/meridian/db"
)

// RoundTrips opens a fresh migrated PostgreSQL database (as Postgres) over
// one connection, and counts the messages written on it: pgdriver writes
// each query, batch or transaction end in one call, then reads the answer,
// so the count is the round trips made. The events log's NOTIFY is not
// counted: the events log announces its commits so, from a goroutine of
// its own, a moment after the operation that made them (events' announcer),
// so such a round trip falls in one operation's count or the next one's by
// timing alone.
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
	if !bytes.Equal(b, announcement) {
		c.writes.Add(1)
	}
	return c.Conn.Write(b)
}

// announcement is the message the events log announces its commits with:
// a simple query ('Q', its length in four bytes, its text and a NUL) of
// exactly "NOTIFY meridian_events" (events.NotifyChannel, which this
// package cannot import: the events package's own tests use it). Anything
// else, another channel or a NOTIFY among other statements, is counted.
var announcement = func() []byte {
	text := "NOTIFY meridian_events\x00"
	return append([]byte{'Q', 0, 0, 0, byte(4 + len(text))}, text...)
}()
