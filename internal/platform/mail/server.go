package mail

import (
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
)

// Default ports: submission with STARTTLS for smtp://, implicit TLS for
// smtps:// (RFC 8314).
const (
	DefaultPort    = 587
	DefaultTLSPort = 465
)

// DefaultFrom is the From of outgoing mail when MERIDIAN_MAIL_FROM is unset.
const DefaultFrom = "Meridian <no-reply@localhost>"

// Server is an SMTP server as MERIDIAN_SMTP_URL names it:
// smtp://[user:pass@]host[:port] or smtps://[user:pass@]host[:port].
//
// With smtp:// the connection is upgraded with STARTTLS when the server
// offers it and stays plain otherwise (a relay on the same host or
// network), except that credentials are sent only over TLS: with a user
// and password, a server that does not offer STARTTLS fails the send.
// With smtps:// the connection is TLS from its first byte.
type Server struct {
	Host     string
	Port     int
	Implicit bool   // smtps://: TLS from the first byte
	Username string // empty: no authentication
	Password string
}

// ParseURL reads MERIDIAN_SMTP_URL. Its errors never repeat the URL (it
// may hold a password).
func ParseURL(raw string) (*Server, error) {
	const want = "want smtp://[user:pass@]host[:port] or smtps://[user:pass@]host[:port]"
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		if strings.Contains(err.Error(), "invalid port") {
			return nil, errors.New(want + ", got a port that is not a number from 1 to 65535")
		}
		return nil, errors.New(want + ", got something that is not a URL")
	}
	s := &Server{}
	switch u.Scheme {
	case "smtp":
		s.Port = DefaultPort
	case "smtps":
		s.Implicit, s.Port = true, DefaultTLSPort
	case "":
		return nil, errors.New(want + ", got no scheme")
	default:
		return nil, fmt.Errorf("%s, got scheme %q", want, u.Scheme)
	}
	if u.Opaque != "" || u.Hostname() == "" {
		return nil, errors.New(want + ", got no host")
	}
	s.Host = u.Hostname()
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, errors.New(want + ", got a port that is not a number from 1 to 65535")
		}
		s.Port = n
	} else if strings.HasSuffix(u.Host, ":") {
		return nil, errors.New(want + ", got an empty port")
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New(want + ", got a path, query or fragment (none is read)")
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
		if s.Username == "" || s.Password == "" {
			return nil, errors.New(want + ", got credentials without both a user and a password")
		}
	}
	return s, nil
}

// String is the server's URL with the password left out.
func (s Server) String() string {
	u := url.URL{Scheme: "smtp", Host: s.addr()}
	if s.Implicit {
		u.Scheme = "smtps"
	}
	if s.Username != "" {
		u.User = url.UserPassword(s.Username, "xxxxx")
	}
	return u.String()
}

// LogValue keeps the password out of logs.
func (s Server) LogValue() slog.Value { return slog.StringValue(s.String()) }

func (s Server) addr() string {
	host := s.Host
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return host + ":" + strconv.Itoa(s.Port)
}

// ParseFrom reads MERIDIAN_MAIL_FROM, an address with or without a name
// ("Meridian <no-reply@example.com>", "no-reply@example.com"), and returns
// it trimmed.
func ParseFrom(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if _, err := netmail.ParseAddress(raw); err != nil {
		return "", errors.New("want one address such as Meridian <no-reply@example.com>")
	}
	return raw, nil
}
