// Package mailtest runs Mailpit, a real SMTP server that keeps what it
// receives (the module's pinned tool, built once per test binary through
// `go tool`), on 127.0.0.1 for tests, and reads what it received through
// its HTTP API.
package mailtest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// Options shape a server. The zero value is plain SMTP without
// authentication on a free port.
type Options struct {
	// SMTPPort is the port to listen on for SMTP (0: a free one).
	SMTPPort int
	// TLS gives the server a certificate for 127.0.0.1, which
	// Server.RootCAs trusts, and offers STARTTLS.
	TLS bool
	// Implicit speaks TLS from the first byte (smtps); it implies TLS.
	Implicit bool
	// Auth accepts any user and password (and none), over TLS only
	// unless InsecureAuth.
	Auth bool
	// InsecureAuth offers authentication on plain connections too.
	InsecureAuth bool
	// Chaos lets SetChaos make the server refuse recipients.
	Chaos bool
	// Verbose logs every SMTP command the server receives (Logs).
	Verbose bool
}

// Server is a running Mailpit.
type Server struct {
	// SMTPURL is the URL for MERIDIAN_SMTP_URL: smtp:// (or smtps:// with
	// Implicit) and 127.0.0.1 with the SMTP port.
	SMTPURL  string
	SMTPPort int
	// API is the base URL of the HTTP API (http://127.0.0.1:port).
	API string
	// RootCAs trusts the server's certificate (with TLS or Implicit).
	RootCAs *x509.CertPool

	cmd  *exec.Cmd
	logs *Buffer
	done chan struct{}
	stop sync.Once
}

// Address is a mailbox as Mailpit reports it.
type Address struct {
	Name    string
	Address string
}

// Summary is a received message as the list reports it.
type Summary struct {
	ID        string
	MessageID string
	From      *Address
	To        []Address
	Subject   string
	Username  string // the user the client authenticated as
	Snippet   string
	Created   time.Time
}

// Message is a received message read in full.
type Message struct {
	ID        string
	MessageID string
	From      *Address
	To        []Address
	Subject   string
	Username  string
	Text      string
	HTML      string
}

// Start runs Mailpit until the test ends and waits until it is ready.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	bin := binary(t)
	dir := t.TempDir()
	var err error
	for try := 1; ; try++ {
		smtpPort := opts.SMTPPort
		if smtpPort == 0 {
			smtpPort = FreePort(t)
		}
		s := &Server{SMTPPort: smtpPort, API: fmt.Sprintf("http://127.0.0.1:%d", FreePort(t)),
			SMTPURL: fmt.Sprintf("smtp://127.0.0.1:%d", smtpPort), logs: &Buffer{}, done: make(chan struct{})}
		args := []string{"--smtp", fmt.Sprintf("127.0.0.1:%d", smtpPort), "--listen", strings.TrimPrefix(s.API, "http://"),
			"--database", filepath.Join(dir, fmt.Sprintf("mailpit-%d.db", try)),
			"--disable-version-check", "--smtp-disable-rdns"}
		if opts.TLS || opts.Implicit {
			cert, key, pool := certificate(t, dir)
			s.RootCAs = pool
			args = append(args, "--smtp-tls-cert", cert, "--smtp-tls-key", key)
			if opts.Implicit {
				args = append(args, "--smtp-require-tls")
				s.SMTPURL = fmt.Sprintf("smtps://127.0.0.1:%d", smtpPort)
			}
		}
		if opts.Auth || opts.InsecureAuth {
			args = append(args, "--smtp-auth-accept-any")
		}
		if opts.InsecureAuth {
			args = append(args, "--smtp-auth-allow-insecure")
		}
		if opts.Chaos {
			args = append(args, "--enable-chaos")
		}
		if opts.Verbose {
			args = append(args, "--verbose")
		}
		s.cmd = exec.Command(bin, args...)
		s.cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "MP_DISABLE_VERSION_CHECK=true"}
		s.cmd.Stdout, s.cmd.Stderr = s.logs, s.logs
		s.cmd.SysProcAttr = procAttr()
		if err := s.cmd.Start(); err != nil {
			t.Fatalf("start mailpit: %v", err)
		}
		go func() { s.cmd.Wait(); close(s.done) }()
		t.Cleanup(func() {
			s.Stop()
			if t.Failed() {
				t.Logf("mailpit (%s):\n%s", s.SMTPURL, s.logs)
			}
		})
		if err = s.wait(30 * time.Second); err == nil {
			return s
		}
		s.Stop()
		// Another process may have taken a free port first: try others.
		if try == 3 {
			t.Fatalf("mailpit: %v\n%s", err, s.logs)
		}
	}
}

// wait returns once the API answers ready and SMTP accepts connections.
func (s *Server) wait(within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		select {
		case <-s.done:
			return fmt.Errorf("exited before it was ready")
		default:
		}
		if res, err := http.Get(s.API + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				if c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", s.SMTPPort), time.Second); err == nil {
					c.Close()
					return nil
				}
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready after %s", within)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Stop ends Mailpit (as a crash would; the test's cleanup does it too).
func (s *Server) Stop() {
	s.stop.Do(func() {
		s.cmd.Process.Kill()
		<-s.done
	})
}

// Logs is what Mailpit has printed so far.
func (s *Server) Logs() string { return s.logs.String() }

// Messages lists the received messages, newest first.
func (s *Server) Messages(t testing.TB) []Summary {
	t.Helper()
	var list struct {
		Messages []Summary `json:"messages"`
	}
	s.get(t, "/api/v1/messages?limit=500", &list)
	return list.Messages
}

// Message reads a received message by its Mailpit ID.
func (s *Server) Message(t testing.TB, id string) Message {
	t.Helper()
	var m Message
	s.get(t, "/api/v1/message/"+id, &m)
	return m
}

// Raw is a received message as it came over SMTP.
func (s *Server) Raw(t testing.TB, id string) []byte {
	t.Helper()
	return s.request(t, "GET", "/api/v1/message/"+id+"/raw", nil)
}

// WaitMessages waits until n messages have been received (failing the
// test after a minute) and returns them, newest first.
func (s *Server) WaitMessages(t testing.TB, n int) []Summary {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		list := s.Messages(t)
		if len(list) >= n {
			return list
		}
		if time.Now().After(deadline) {
			t.Fatalf("mailpit received %d messages, want %d", len(list), n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// SetChaos makes the server answer RCPT TO with code (400 to 599) at the
// given probability (0 to 100; 0 turns it off). The server needs Chaos.
func (s *Server) SetChaos(t testing.TB, code, probability int) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"Recipient": map[string]int{"ErrorCode": code, "Probability": probability}})
	s.request(t, "PUT", "/api/v1/chaos", body)
}

func (s *Server) get(t testing.TB, path string, into any) {
	t.Helper()
	if err := json.Unmarshal(s.request(t, "GET", path, nil), into); err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
}

func (s *Server) request(t testing.TB, method, path string, body []byte) []byte {
	t.Helper()
	req, err := http.NewRequest(method, s.API+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("mailpit %s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("mailpit %s %s: %d %v: %s", method, path, res.StatusCode, err, out)
	}
	return out
}

// FreePort returns a TCP port on 127.0.0.1 that was free a moment ago.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

var build struct {
	once sync.Once
	path string
	err  error
}

// binary builds Mailpit once per test binary (`go tool -n` keeps the
// executable in the build cache) and returns its path.
func binary(t testing.TB) string {
	t.Helper()
	build.once.Do(func() {
		out, err := exec.Command("go", "tool", "-n", "github.com/axllent/mailpit").Output()
		if err != nil {
			var stderr []byte
			if ee, ok := err.(*exec.ExitError); ok {
				stderr = ee.Stderr
			}
			build.err = fmt.Errorf("go tool -n mailpit: %v: %s", err, stderr)
			return
		}
		build.path = strings.TrimSpace(string(out))
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return build.path
}

// certificate writes a self-signed certificate for 127.0.0.1 and its key
// into dir and returns their paths and a pool that trusts it.
func certificate(t testing.TB, dir string) (cert, key string, pool *x509.CertPool) {
	t.Helper()
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(time.Now().UnixNano()),
		Subject:      pkix.Name{CommonName: "mailtest"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true,
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		DNSNames:     []string{"localhost"},

		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool = x509.NewCertPool()
	pool.AddCert(parsed)
	keyDER, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	cert, key = filepath.Join(dir, "smtp.crt"), filepath.Join(dir, "smtp.key")
	if err := os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	return cert, key, pool
}

// Buffer is a bytes.Buffer safe for concurrent writers (a process's
// output, a logger's lines) and the test's reads.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
