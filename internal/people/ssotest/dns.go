package ssotest

import (
	"net"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/dns/dnsmessage"
)

// DNS is a DNS server on 127.0.0.1 that answers TXT questions (over UDP)
// from the records a test publishes, and NXDOMAIN for any other name:
// the DNS of the domains single sign-on checks.
type DNS struct {
	// Addr is where it listens (host:port), for MERIDIAN_DNS_SERVER.
	Addr string

	mu      sync.Mutex
	records map[string][]string
}

// StartDNS runs a DNS server until the test ends.
func StartDNS(t testing.TB) *DNS {
	t.Helper()
	conn, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	d := &DNS{Addr: conn.LocalAddr().String(), records: map[string][]string{}}
	done := make(chan struct{})
	t.Cleanup(func() { conn.Close(); <-done })
	go func() {
		defer close(done)
		buf := make([]byte, 1500)
		for {
			n, from, err := conn.ReadFrom(buf)
			if err != nil {
				return
			}
			if answer, ok := d.answer(buf[:n]); ok {
				conn.WriteTo(answer, from)
			}
		}
	}()
	return d
}

// Publish adds a TXT record at name.
func (d *DNS) Publish(name, value string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	key := strings.ToLower(strings.TrimSuffix(name, "."))
	d.records[key] = append(d.records[key], value)
}

// answer answers a query's first question: its TXT records, an empty
// answer for another type at a known name, NXDOMAIN for an unknown name.
func (d *DNS) answer(query []byte) ([]byte, bool) {
	var p dnsmessage.Parser
	h, err := p.Start(query)
	if err != nil {
		return nil, false
	}
	q, err := p.Question()
	if err != nil {
		return nil, false
	}
	d.mu.Lock()
	values, known := d.records[strings.ToLower(strings.TrimSuffix(q.Name.String(), "."))]
	d.mu.Unlock()
	rcode := dnsmessage.RCodeSuccess
	if !known {
		rcode = dnsmessage.RCodeNameError
	}
	b := dnsmessage.NewBuilder(nil, dnsmessage.Header{ID: h.ID, Response: true, Authoritative: true, RecursionDesired: h.RecursionDesired,
		RecursionAvailable: true, RCode: rcode})
	b.EnableCompression()
	if b.StartQuestions() != nil || b.Question(q) != nil || b.StartAnswers() != nil {
		return nil, false
	}
	if q.Type == dnsmessage.TypeTXT {
		for _, v := range values {
			if b.TXTResource(dnsmessage.ResourceHeader{Name: q.Name, Type: dnsmessage.TypeTXT, Class: dnsmessage.ClassINET, TTL: 60},
				dnsmessage.TXTResource{TXT: []string{v}}) != nil {
				return nil, false
			}
		}
	}
	out, err := b.Finish()
	return out, err == nil
}
