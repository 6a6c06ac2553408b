// Package dbtest gives tests fresh, migrated databases: an SQLite file in the
// test's temp dir, and a PostgreSQL database created from a migrated template
// in a throwaway cluster (or in the server named by TEST_DATABASE_URL).
//
// MERIDIAN_TEST_POSTGRES controls PostgreSQL: "auto" (default) runs the
// PostgreSQL cases when a server can be had and skips them otherwise,
// "require" fails them instead of skipping, "off" skips them.
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

// Main runs the package's tests and then stops the cluster they started.
// Call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	shared.stop()
	os.Exit(code)
}

// Each runs fn once per available database, as subtests named "sqlite" and
// "postgres", each with a fresh migrated database.
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
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
	dir      string
	proc     *exec.Cmd
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

func (c *cluster) exec(query string) error {
	sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(c.adminURL)))
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
		if err := c.startServer(); err != nil {
			return err
		}
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

// startServer runs initdb and postgres in a temp dir, as the postgres user
// when running as root (initdb refuses root). The server gets SIGQUIT if the
// test process dies, so a crash does not leave it running.
func (c *cluster) startServer() error {
	initdb, err := findBin("initdb")
	if err != nil {
		return err
	}
	postgres, err := findBin("postgres")
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "meridian-pg-")
	if err != nil {
		return err
	}
	c.dir = dir
	var cred *syscall.Credential
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return fmt.Errorf("running as root needs a postgres user: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			return err
		}
	}
	data := filepath.Join(dir, "data")
	cmd := exec.Command(initdb, "--no-sync", "-A", "trust", "-U", "postgres", "-E", "UTF8", "-D", data)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %v: %s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	logf, err := os.Create(filepath.Join(dir, "postgres.log"))
	if err != nil {
		return err
	}
	c.proc = exec.Command(postgres, "-D", data, "-p", strconv.Itoa(port), "-k", dir,
		"-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off",
		"-c", "full_page_writes=off", "-c", "max_connections=400", "-c", "shared_buffers=64MB")
	c.proc.Stdout, c.proc.Stderr = logf, logf
	c.proc.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT, Setpgid: true}
	if err := c.proc.Start(); err != nil {
		return fmt.Errorf("start postgres: %w", err)
	}
	c.adminURL = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	deadline := time.Now().Add(30 * time.Second)
	for {
		sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(c.adminURL), pgdriver.WithTimeout(time.Second)))
		err := sqldb.Ping()
		sqldb.Close()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(dir, "postgres.log"))
			return fmt.Errorf("postgres did not start: %v: %s", err, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (c *cluster) stop() {
	if c.proc != nil && c.proc.Process != nil {
		c.proc.Process.Signal(syscall.SIGQUIT)
		c.proc.Wait()
	}
	if c.dir != "" {
		os.RemoveAll(c.dir)
	}
}
