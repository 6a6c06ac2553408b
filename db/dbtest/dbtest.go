// Package dbtest gives tests fresh, migrated databases: an SQLite file in the
// test's temp dir, and a PostgreSQL database created from a migrated template
// in a throwaway cluster (or in the server named by TEST_DATABASE_URL).
//
// MERIDIAN_TEST_POSTGRES controls PostgreSQL: "auto" (default) runs the
// PostgreSQL cases when a server can be had and skips them otherwise,
// "require" fails them instead of skipping, "off" skips them.
// MERIDIAN_TEST_SQLITE=off skips Each's SQLite cases (CI's race detector
// runs some packages on PostgreSQL alone: see .ci/run).
package dbtest

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/meridianhq/meridian/db"
)

// Main runs the package's tests, then stops the cluster they started and
// runs cleanup. Call it from TestMain.
func Main(m *testing.M, cleanup ...func()) {
	code := m.Run()
	shared.stop()
	for _, f := range cleanup {
		f()
	}
	os.Exit(code)
}

// Each runs fn once per available database, as subtests named "sqlite" and
// "postgres", each with a fresh migrated database.
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		if os.Getenv("MERIDIAN_TEST_SQLITE") == "off" {
			t.Skip("MERIDIAN_TEST_SQLITE=off")
		}
		fn(t, SQLite(t))
	})
	t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
}

// SQLite opens a fresh migrated SQLite database under t.TempDir.
func SQLite(t testing.TB) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), db.Options{SQLitePath: filepath.Join(t.TempDir(), "test.db")})
	if err != nil {
		t.Fatalf("open sqlite: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	if _, err := d.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate sqlite: %v", err)
	}
	return d
}

// Postgres opens a fresh migrated PostgreSQL database, or skips (fails with
// MERIDIAN_TEST_POSTGRES=require) when none can be had.
func Postgres(t testing.TB) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), db.Options{URL: PostgresURL(t), MaxOpenConns: 10})
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// PostgresURL creates a fresh migrated PostgreSQL database and returns its
// URL, for tests that open several pools or processes on one database.
func PostgresURL(t testing.TB) string {
	t.Helper()
	mode := os.Getenv("MERIDIAN_TEST_POSTGRES")
	if mode == "off" {
		t.Skip("PostgreSQL tests are off (MERIDIAN_TEST_POSTGRES=off)")
	}
	url, err := shared.newDatabase()
	if err != nil {
		if mode == "require" {
			t.Fatalf("PostgreSQL is required but unavailable: %v", err)
		}
		t.Skipf("PostgreSQL unavailable (set MERIDIAN_TEST_POSTGRES=require to fail instead): %v", err)
	}
	return url
}

type cluster struct {
	once     sync.Once
	err      error
	adminURL string // database "postgres" of the server
	template string
	server   *server // nil with TEST_DATABASE_URL
	mu       sync.Mutex
	n        atomic.Int64
}

var shared cluster

func (c *cluster) newDatabase() (string, error) {
	c.once.Do(func() { c.err = c.start() })
	if c.err != nil {
		return "", c.err
	}
	name := fmt.Sprintf("t_%d_%d", os.Getpid(), c.n.Add(1))
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.exec(fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, c.template)); err != nil {
		return "", err
	}
	return withDatabase(c.adminURL, name), nil
}

func (c *cluster) exec(query string) error { return execOn(c.adminURL, query) }

func execOn(url, query string) error {
	sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(url)))
	defer sqldb.Close()
	var err error
	for range 50 { // another process may be copying the same template
		if _, err = sqldb.Exec(query); err == nil || !strings.Contains(err.Error(), "being accessed by other users") {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

func (c *cluster) start() error {
	c.adminURL = os.Getenv("TEST_DATABASE_URL")
	if c.adminURL == "" {
		srv, err := newServer()
		c.server = srv // removed by stop, even half started
		if err != nil {
			return err
		}
		c.adminURL = srv.url()
	}
	c.template = fmt.Sprintf("tpl_%d", os.Getpid())
	if err := c.exec("CREATE DATABASE " + c.template); err != nil {
		return err
	}
	d, err := db.Open(context.Background(), db.Options{URL: withDatabase(c.adminURL, c.template)})
	if err != nil {
		return err
	}
	defer d.Close()
	_, err = d.Migrate(context.Background())
	return err
}

func withDatabase(url, name string) string {
	base, query, _ := strings.Cut(url, "?")
	if i := strings.LastIndex(base, "/"); i > len("postgres://") {
		base = base[:i]
	}
	if query == "" {
		query = "sslmode=disable"
	}
	return base + "/" + name + "?" + query
}

func findBin(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	if len(matches) == 0 {
		return "", fmt.Errorf("%s not found (apt-get install postgresql)", name)
	}
	return matches[len(matches)-1], nil
}

// server is a PostgreSQL server in a temp dir: initdb and postgres run as
// the postgres user when running as root (initdb refuses root). It gets
// SIGQUIT if the test process dies, so a crash does not leave it running.
type server struct {
	dir, data string
	port      int
	cred      *syscall.Credential
	proc      *exec.Cmd
}

func newServer() (*server, error) {
	initdb, err := findBin("initdb")
	if err != nil {
		return nil, err
	}
	if _, err := findBin("postgres"); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "meridian-pg-")
	if err != nil {
		return nil, err
	}
	s := &server{dir: dir, data: filepath.Join(dir, "data")}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("running as root needs a postgres user: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		s.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			return nil, err
		}
	}
	cmd := exec.Command(initdb, "--no-sync", "-A", "trust", "-U", "postgres", "-E", "UTF8", "-D", s.data)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("initdb: %v: %s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s.port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	return s, s.start()
}

func (s *server) url() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", s.port)
}

// start runs postgres and waits until it answers.
func (s *server) start() error {
	postgres, err := findBin("postgres")
	if err != nil {
		return err
	}
	logf, err := os.OpenFile(filepath.Join(s.dir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer logf.Close()
	s.proc = exec.Command(postgres, "-D", s.data, "-p", strconv.Itoa(s.port), "-k", s.dir,
		"-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off",
		"-c", "full_page_writes=off", "-c", "max_connections=400", "-c", "shared_buffers=64MB")
	s.proc.Stdout, s.proc.Stderr = logf, logf
	s.proc.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Pdeathsig: syscall.SIGQUIT, Setpgid: true}
	if err := s.proc.Start(); err != nil {
		return fmt.Errorf("start postgres: %w", err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(s.url()), pgdriver.WithTimeout(time.Second)))
		err := sqldb.Ping()
		sqldb.Close()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(s.dir, "postgres.log"))
			return fmt.Errorf("postgres did not start: %v: %s", err, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop shuts postgres down with sig (SIGINT: fast, ending every session;
// SIGQUIT: immediate) and waits for it.
func (s *server) stop(sig syscall.Signal) {
	if s.proc != nil && s.proc.Process != nil {
		s.proc.Process.Signal(sig)
		s.proc.Wait()
		s.proc = nil
	}
}

func (s *server) remove() {
	s.stop(syscall.SIGQUIT)
	os.RemoveAll(s.dir)
}

func (c *cluster) stop() {
	if c.server != nil {
		c.server.remove()
	}
}

// Cluster is a PostgreSQL server of a test's own, which the test may stop
// and start again (on the same port, with the same data) to see what a
// database restart does to a running server.
type Cluster struct{ s *server }

// NewCluster starts a cluster for t, removed when t ends. It needs
// PostgreSQL's server binaries (TEST_DATABASE_URL is no help here), and
// skips or fails without them as MERIDIAN_TEST_POSTGRES says.
func NewCluster(t testing.TB) *Cluster {
	t.Helper()
	mode := os.Getenv("MERIDIAN_TEST_POSTGRES")
	if mode == "off" {
		t.Skip("PostgreSQL tests are off (MERIDIAN_TEST_POSTGRES=off)")
	}
	s, err := newServer()
	if err != nil {
		if s != nil {
			s.remove()
		}
		if mode == "require" {
			t.Fatalf("PostgreSQL is required but a cluster could not be started: %v", err)
		}
		t.Skipf("cannot start a PostgreSQL cluster (set MERIDIAN_TEST_POSTGRES=require to fail instead): %v", err)
	}
	t.Cleanup(s.remove)
	return &Cluster{s: s}
}

// Database creates an empty database (the server under test migrates it)
// and returns its URL.
func (c *Cluster) Database(t testing.TB, name string) string {
	t.Helper()
	if err := execOn(c.s.url(), "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	return withDatabase(c.s.url(), name)
}

// Stop shuts the server down fast: every session is ended, as in a
// restart or failover.
func (c *Cluster) Stop() { c.s.stop(syscall.SIGINT) }

// Start starts the server again and waits until it answers.
func (c *Cluster) Start(t testing.TB) {
	t.Helper()
	if err := c.s.start(); err != nil {
		t.Fatal(err)
	}
}
