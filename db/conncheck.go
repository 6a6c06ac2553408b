package db

import (
	"context"
	"database/sql/driver"
	"net"

	"github.com/uptrace/bun/driver/pgdriver"
)

// checkIdle runs before database/sql hands out a pooled PostgreSQL
// connection (pgdriver's session reset). The server never speaks on an
// idle connection unasked except to end it: when PostgreSQL restarts or a
// backend is terminated, it sends a FATAL and hangs up. Such a connection
// is discarded here, and database/sql takes or makes another, so a request
// after the database came back never fails on a connection that died while
// it sat in the pool.
func checkIdle(_ context.Context, cn *pgdriver.Conn) error {
	c := cn.Conn()
	if t, ok := c.(interface{ NetConn() net.Conn }); ok { // TLS: look under it
		c = t.NetConn()
	}
	if !quiet(c) {
		return driver.ErrBadConn
	}
	return nil
}
