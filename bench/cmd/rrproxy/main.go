// Command rrproxy is the scale-out benchmark's load balancer: a reverse
// proxy on the loopback interface that sends each request to the next of
// its backends in turn (round robin), with a bounded pool of connections
// to each. It refuses any address that is not a loopback one.
//
//	rrproxy -addr 127.0.0.1:18088 -backends http://127.0.0.1:18080,http://127.0.0.1:18081
package main

import (
	"flag"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:18088", "listen address (loopback)")
	list := flag.String("backends", "http://127.0.0.1:18080", "comma-separated base URLs (loopback)")
	conns := flag.Int("conns", 64, "connections kept to each backend")
	flag.Parse()
	if !loopback(*addr) {
		log.Fatalf("rrproxy listens on loopback only, not %s", *addr)
	}
	var backends []*url.URL
	for _, s := range strings.Split(*list, ",") {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil || u.Scheme != "http" || !loopback(u.Host) {
			log.Fatalf("a backend must be an http URL on loopback: %q", s)
		}
		backends = append(backends, u)
	}
	var next atomic.Uint64
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(backends[(next.Add(1)-1)%uint64(len(backends))])
			r.Out.Host = r.In.Host
		},
		Transport: &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns, IdleConnTimeout: time.Minute,
			DialContext: (&net.Dialer{Timeout: 5 * time.Second}).DialContext},
		FlushInterval: -1,
	}
	srv := &http.Server{Addr: *addr, Handler: proxy, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServe())
}

// loopback reports whether host:port names a loopback address.
func loopback(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
