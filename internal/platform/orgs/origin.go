package orgs

import (
	"errors"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

var errNotOrigin = errors.New("want scheme://host[:port]: http or https, a host name or an IP address, " +
	"and no path, query, fragment, credentials or wildcard")

// ParseOrigin checks a browser origin an organization allows: exactly
// scheme://host[:port] (a trailing "/" is dropped), the scheme http or
// https, the host a DNS name or an IP address (IPv6 in brackets), the port
// 1–65535. It returns the origin as browsers send it in Origin: lower case,
// without the scheme's default port. Anything else, a wildcard ("*")
// included, is an error: an allowed origin ends up verbatim in the widget's
// Content-Security-Policy.
func ParseOrigin(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || len(raw) > 255 || (u.Scheme != "http" && u.Scheme != "https") {
		return "", errNotOrigin
	}
	// What follows the scheme must be the host and port alone: this refuses
	// credentials, paths, queries, fragments and escapes at once.
	rest := strings.TrimSuffix(raw[len(u.Scheme):], "/")
	if rest != "://"+u.Host || strings.HasSuffix(u.Host, ":") {
		return "", errNotOrigin
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if a, err := netip.ParseAddr(host); err == nil {
		if a.Zone() != "" || a.Is6() != strings.HasPrefix(u.Host, "[") {
			return "", errNotOrigin
		}
		if a.Is6() {
			host = "[" + host + "]"
		}
	} else if !hostname(host) {
		return "", errNotOrigin
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			return "", errNotOrigin
		}
		if (u.Scheme == "https" && n != 443) || (u.Scheme == "http" && n != 80) {
			host += ":" + strconv.Itoa(n)
		}
	}
	return u.Scheme + "://" + host, nil
}

// hostname reports a DNS name of letters, digits and hyphens in labels of
// 1–63 characters, none starting or ending with a hyphen, the last not all
// digits (browsers read such a name as an IPv4 address).
func hostname(s string) bool {
	labels := strings.Split(s, ".")
	if len(s) > 253 {
		return false
	}
	for _, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, c := range l {
			if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
				return false
			}
		}
	}
	_, err := strconv.Atoi(labels[len(labels)-1])
	return err != nil
}

// clip shortens what a caller sent before it is quoted back.
func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}
