package faults_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
)

// bin holds the binaries the tests build: meridian, and versitygw for S3.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "meridian-faults-")
	if err != nil {
		panic(err)
	}
	bin = dir
	for _, kv := range s3Env {
		k, v, _ := strings.Cut(kv, "=")
		os.Setenv(k, v)
	}
	dbtest.Main(m, func() { os.RemoveAll(dir) })
}

var builds sync.Map // package path → *build

type build struct {
	once sync.Once
	path string
	err  error
}

// binary builds a main package of the module (or of its tools) once per
// test binary and returns its path.
func binary(t *testing.T, pkg string) string {
	t.Helper()
	v, _ := builds.LoadOrStore(pkg, &build{})
	b := v.(*build)
	b.once.Do(func() {
		b.path = filepath.Join(bin, filepath.Base(pkg))
		// Without cmd/meridian's profile: these tests are about behaviour,
		// and a build with it would compile every package again.
		out, err := exec.Command("go", "build", "-pgo=off", "-o", b.path, pkg).CombinedOutput()
		if err != nil {
			b.err = fmt.Errorf("go build %s: %v: %s", pkg, err, out)
		}
	})
	require.NoError(t, b.err)
	return b.path
}

// testKey is the key every process bootstraps: they share one database.
const testKey = "sk_test_faults0000000000000000000000001"

// encryptionKey is shared by every process on one database, as it must be.
var encryptionKey = base64.StdEncoding.EncodeToString([]byte("meridian-faults-encryption-key32"))

// proc is a `meridian serve` process.
type proc struct {
	apptest.Client
	t    *testing.T
	cmd  *exec.Cmd
	logs *apptest.LogBuffer
	done chan struct{}
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// serve starts `meridian serve` with env (over a base of the shared
// encryption key, the bootstrap key, warnings only and no rate limit) and
// waits until it is ready. It is killed when the test ends.
func serve(t *testing.T, env ...string) *proc {
	t.Helper()
	port := freePort(t)
	cmd := exec.Command(binary(t, "github.com/meridianhq/meridian/cmd/meridian"), "serve")
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(),
		"PORT=" + strconv.Itoa(port), "MERIDIAN_ENCRYPTION_KEY=" + encryptionKey, "MERIDIAN_BOOTSTRAP_API_KEY=" + testKey,
		"MERIDIAN_LOG_LEVEL=warn", "MERIDIAN_RATE_LIMIT=0", "MERIDIAN_DATA_DIR=" + t.TempDir()}, env...)
	p := &proc{Client: apptest.Client{URL: fmt.Sprintf("http://127.0.0.1:%d", port)}, t: t, cmd: cmd,
		logs: &apptest.LogBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.logs, p.logs
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	require.NoError(t, cmd.Start())
	go func() { cmd.Wait(); close(p.done) }()
	t.Cleanup(func() {
		p.kill()
		if t.Failed() {
			t.Logf("logs of %s:\n%s", p.URL, p.logs)
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := http.Get(p.URL + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return p
			}
		}
		select {
		case <-p.done:
			t.Fatalf("meridian serve exited: %s", p.logs)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("meridian serve not ready after 60 s: %s", p.logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends the process with SIGKILL, as a crash or an OOM kill would.
func (p *proc) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// open connects the test itself to a process's database.
func open(t *testing.T, url string) *db.DB {
	d, err := db.Open(context.Background(), db.Options{URL: url, MaxOpenConns: 4})
	require.NoError(t, err)
	t.Cleanup(func() { d.Close() })
	return d
}

var photo = apptest.PNG(640, 480)

// verification drives a session's widget steps from creation to complete
// through c (a later step may go to another process), and returns its id.
func verification(t *testing.T, create, finish apptest.Client) string {
	t.Helper()
	r := create.Do(t, "POST", "/v1/sessions", testKey, map[string]any{"user_reference": "faults"})
	require.Equal(t, 201, r.Status, string(r.Body))
	id, token := r.Str("data.id"), r.Str("client_token")
	ok := func(r apptest.Response) {
		t.Helper()
		require.Less(t, r.Status, 300, string(r.Body))
	}
	ok(create.Do(t, "GET", "/v1/client/session", token, nil))
	ok(create.Upload(t, "/v1/client/document/front", token, map[string]string{"document_type": "passport"}, "image", photo))
	ok(finish.Upload(t, "/v1/client/liveness", token, nil, "image", photo))
	ok(finish.Do(t, "POST", "/v1/client/complete", token, nil))
	return id
}

// eventually polls cond every 100 ms until it holds or within passes.
func eventually(t *testing.T, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", within, what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
