package app_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// proxy forwards TCP connections to target until cut, and again once restored.
type proxy struct {
	t      *testing.T
	addr   string
	target string
	mu     sync.Mutex
	l      net.Listener
	conns  []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	p := &proxy{t: t, target: target}
	p.start("127.0.0.1:0")
	t.Cleanup(p.cut)
	return p
}

func (p *proxy) start(addr string) {
	l, err := net.Listen("tcp", addr)
	require.NoError(p.t, err)
	p.mu.Lock()
	p.l, p.addr = l, l.Addr().String()
	p.mu.Unlock()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			u, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, u)
			p.mu.Unlock()
			go func() { io.Copy(u, c); u.Close() }()
			go func() { io.Copy(c, u); c.Close() }()
		}
	}()
}

// cut closes the listener and every connection: the database is gone.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.l != nil {
		p.l.Close()
		p.l = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// restore listens again on the same address.
func (p *proxy) restore() { p.start(p.addr) }

// A database outage answers 503 database_unavailable with Retry-After (never
// 500), and the server recovers by itself when the database is back.
func TestDatabaseOutage(t *testing.T) {
	t.Parallel()
	t.Run("postgres", func(t *testing.T) {
		u, err := url.Parse(dbtest.PostgresURL(t))
		require.NoError(t, err)
		p := newProxy(t, u.Host)
		u.Host = p.addr
		d, err := db.Open(context.Background(), db.Options{URL: u.String(), MaxOpenConns: 4})
		require.NoError(t, err)
		t.Cleanup(func() { d.Close() })
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		require.Equal(t, 200, s.Do(t, "GET", "/v1/customers", key, nil).Status)

		p.cut()
		for range 3 {
			r := s.Do(t, "GET", "/v1/customers", key, nil)
			require.Equal(t, 503, r.Status, string(r.Body))
			require.Equal(t, "database_unavailable", r.Str("error"))
			require.Equal(t, "2", r.Header.Get("Retry-After"))
		}
		g := s.GraphQL(t, key, `{ customers(first: 1) { edges { node { id } } } }`, nil)
		require.Equal(t, "database_unavailable", g.Str("errors.0.extensions.code"), string(g.Body))
		require.Equal(t, "2", g.Header.Get("Retry-After"), "GraphQL asks to wait as REST does")
		require.EqualValues(t, 2, g.Get("errors.0.extensions.retryAfter"))
		require.Equal(t, 503, s.Do(t, "GET", "/readyz", "", nil).Status)

		p.restore()
		eventually(t, "the server recovering", func() bool { return s.Do(t, "GET", "/v1/customers", key, nil).Status == 200 })
		require.Equal(t, 200, s.Do(t, "GET", "/readyz", "", nil).Status)
	})
	t.Run("sqlite", func(t *testing.T) {
		d := dbtest.SQLite(t)
		s := apptest.Start(t, d, apptest.Options{})
		key := s.Org(t, "acme").TestKey
		require.Equal(t, 200, s.Do(t, "GET", "/v1/customers", key, nil).Status)
		require.NoError(t, d.Close())
		time.Sleep(10 * time.Millisecond)
		r := s.Do(t, "GET", "/v1/customers", key, nil)
		require.Equal(t, 503, r.Status, string(r.Body))
		require.Equal(t, "database_unavailable", r.Str("error"))
		g := s.GraphQL(t, key, `{ customers(first: 1) { edges { node { id } } } }`, nil)
		require.Equal(t, "database_unavailable", g.Str("errors.0.extensions.code"), string(g.Body))
		require.Equal(t, "2", g.Header.Get("Retry-After"))
	})
}
