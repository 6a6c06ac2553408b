package webhooks

import (
	"context"
	"net"
	"net/netip"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/auth"
)

// special are addresses a live delivery must never reach: the ones a probe
// got through before the IANA registries were used, and the classic ones.
var special = []string{
	"198.18.0.1", "198.19.255.254", // benchmarking
	"192.0.0.8",                    // IETF protocol assignments
	"240.0.0.1", "255.255.255.255", // reserved, broadcast
	"64:ff9b::7f00:1",     // NAT64 of 127.0.0.1
	"64:ff9b::a9fe:a9fe",  // NAT64 of the metadata address
	"2002:7f00:1::1",      // 6to4 of 127.0.0.1
	"::7f00:1", "::a00:1", // IPv4-compatible 127.0.0.1, 10.0.0.1
	"::ffff:0:7f00:1",  // IPv4-translated 127.0.0.1
	"::ffff:127.0.0.1", // IPv4-mapped loopback
	"127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "100.64.0.1", "169.254.169.254", "0.0.0.0",
	"::1", "::", "fe80::1", "fc00::1", "fd00:ec2::254", "ff02::1", "224.0.0.1", "192.0.2.1", "2001:db8::1",
}

var public = []string{"8.8.8.8", "1.1.1.1", "::ffff:8.8.8.8", "2606:4700:4700::1111"}

func TestCheckAddr(t *testing.T) {
	t.Parallel()
	for _, s := range special {
		require.Error(t, CheckAddr(netip.MustParseAddr(s)), s)
	}
	for _, s := range public {
		require.NoError(t, CheckAddr(netip.MustParseAddr(s)), s)
	}
}

func TestControlHook(t *testing.T) {
	t.Parallel()
	for _, s := range special {
		a := netip.MustParseAddr(s)
		network := "tcp6"
		if a.Unmap().Is4() {
			network = "tcp4"
		}
		require.Error(t, control(network, netip.AddrPortFrom(a, 443).String(), nil), s)
	}
	require.NoError(t, control("tcp4", "8.8.8.8:443", nil))
	require.NoError(t, control("tcp4", "8.8.8.8:8443", nil), "any port but 0")
	require.ErrorIs(t, control("tcp4", "8.8.8.8:0", nil), errPort)
	require.Error(t, control("udp4", "8.8.8.8:443", nil), "TCP only")
}

// resolver answers every host with the same addresses.
type resolver []netip.Addr

func (r resolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) { return r, nil }

func TestLiveURLsMustResolveToPublicAddresses(t *testing.T) {
	t.Parallel()
	live := auth.Principal{OrganizationID: "org_1", Mode: auth.Live}
	for _, s := range special {
		svc := &Service{cfg: Config{Resolver: resolver{netip.MustParseAddr(s)}}}
		require.Error(t, svc.CheckURL(context.Background(), live, "https://hooks.example.com/x"), s)
	}
	svc := &Service{cfg: Config{Resolver: resolver{netip.MustParseAddr("8.8.8.8"), netip.MustParseAddr("198.18.0.1")}}}
	require.Error(t, svc.CheckURL(context.Background(), live, "https://hooks.example.com/x"), "one special answer is enough to refuse")
	svc = &Service{cfg: Config{Resolver: resolver{netip.MustParseAddr("8.8.8.8")}}}
	require.NoError(t, svc.CheckURL(context.Background(), live, "https://hooks.example.com/x"))
	require.NoError(t, svc.CheckURL(context.Background(), live, "https://hooks.example.com:8443/x"))
	for _, mode := range []auth.Mode{auth.Live, auth.Test} {
		p := auth.Principal{OrganizationID: "org_1", Mode: mode}
		for _, u := range []string{"https://hooks.example.com:0/x", "https://hooks.example.com:65536/x", "https://hooks.example.com:99999/x"} {
			require.Error(t, svc.CheckURL(context.Background(), p, u), u)
		}
	}
}

// The live dialer refuses every special address before connecting: a
// listener on loopback, reachable in test mode, never sees a connection.
func TestLiveDialerRefusesSpecialAddresses(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	var accepted atomic.Int32
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Close()
		}
	}()
	port := l.Addr().(*net.TCPAddr).Port
	addr := net.JoinHostPort("hooks.example.com", strconv.Itoa(port))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()

	c, err := testDialer.DialContext(ctx, "tcp", l.Addr().String())
	require.NoError(t, err, "test endpoints may be local")
	c.Close()
	require.Eventually(t, func() bool { return accepted.Load() == 1 }, 5*time.Second, 10*time.Millisecond)

	for _, s := range append(special, "::ffff:127.0.0.1") {
		svc := &Service{cfg: Config{Resolver: resolver{netip.MustParseAddr(s)}}}
		_, err := svc.dialLive(ctx, "tcp", addr)
		require.Error(t, err, s)
	}
	// The Control hook alone, behind a resolver check that lets everything
	// through, still refuses the loopback listener.
	_, err = liveDialer.DialContext(ctx, "tcp", l.Addr().String())
	require.Error(t, err)
	svc := &Service{cfg: Config{Resolver: resolver{netip.MustParseAddr("8.8.8.8")}}}
	_, err = svc.dialLive(ctx, "tcp", net.JoinHostPort("hooks.example.com", "0"))
	require.Error(t, err)
	time.Sleep(50 * time.Millisecond)
	require.EqualValues(t, 1, accepted.Load(), "no live dial reached the listener")
}
