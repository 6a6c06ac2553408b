package webhooks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"syscall"

	"code.dny.dev/ssrf"
)

// guard is the destination filter of live deliveries: every prefix of the
// IANA special-purpose address registries (loopback, private, shared,
// link-local, benchmarking, reserved, documentation, broadcast), everything
// outside IPv6 global unicast (so IPv4-compatible, IPv4-translated and
// NAT64 addresses) and the 6to4 and Teredo ranges inside it. Any TCP port
// but 0 may be used.
var guard = ssrf.New(ssrf.WithAnyPort())

// errPort refuses port 0, which no receiver listens on.
var errPort = errors.New("port 0 is not a permitted destination")

// CheckAddr reports why a live delivery may not connect to a, or nil. An
// IPv4 address written in IPv6's mapped form (::ffff:a.b.c.d, as resolvers
// return IPv4 answers) is judged as the IPv4 address it is.
func CheckAddr(a netip.Addr) error {
	return guard.SafeAddr(a.Unmap())
}

// checkPort reports a URL port outside 1–65535 ("" is the scheme's default).
func checkPort(port string) error {
	if port == "" {
		return nil
	}
	n, err := strconv.Atoi(port)
	if err != nil || n < 1 || n > 65535 {
		return fmt.Errorf("port %q is not between 1 and 65535", port)
	}
	return nil
}

// control is the dialer's Control hook for live deliveries: it runs after
// name resolution, on the address being connected, before any packet is sent.
func control(network, address string, c syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("refused: %w", err)
	}
	if ap.Port() == 0 {
		return errPort
	}
	if err := CheckAddr(ap.Addr()); err != nil {
		return err
	}
	return guard.Safe(network, netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port()).String(), c)
}

// liveDialer connects only to public addresses (control); testDialer
// connects test deliveries anywhere, local addresses included.
var (
	liveDialer = &net.Dialer{Timeout: Timeout, Control: control}
	testDialer = &net.Dialer{Timeout: Timeout}
)

// dialLive connects live deliveries only to public addresses, checked on
// every address the host resolves to and again by the dialer on the one it
// connects (DNS cannot be re-pointed between the check and the connection).
func (s *Service) dialLive(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if err := checkPort(port); err != nil {
		return nil, err
	}
	addrs, err := s.cfg.Resolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil, err
	}
	var refused error
	for _, a := range addrs {
		if refused = CheckAddr(a); refused == nil {
			return liveDialer.DialContext(ctx, network, net.JoinHostPort(a.Unmap().String(), port))
		}
	}
	return nil, fmt.Errorf("refused: %s resolves only to non-public addresses (%v)", host, refused)
}
