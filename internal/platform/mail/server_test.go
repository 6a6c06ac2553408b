package mail_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/mail"
)

func TestParseURL(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		url  string
		want mail.Server
	}{
		{"smtp://localhost", mail.Server{Host: "localhost", Port: 587}},
		{"smtp://127.0.0.1:25", mail.Server{Host: "127.0.0.1", Port: 25}},
		{"smtp://relay.internal:2525/", mail.Server{Host: "relay.internal", Port: 2525}},
		{"SMTP://Relay.Example.com", mail.Server{Host: "Relay.Example.com", Port: 587}},
		{"smtp://[::1]:25", mail.Server{Host: "::1", Port: 25}},
		{"smtp://apikey:s3cret@smtp.example.com", mail.Server{Host: "smtp.example.com", Port: 587, Username: "apikey", Password: "s3cret"}},
		{"smtp://user%40example.com:p%40ss%3Aword@smtp.example.com:587",
			mail.Server{Host: "smtp.example.com", Port: 587, Username: "user@example.com", Password: "p@ss:word"}},
		{"smtps://smtp.example.com", mail.Server{Host: "smtp.example.com", Port: 465, Implicit: true}},
		{"smtps://u:p@smtp.example.com:2465", mail.Server{Host: "smtp.example.com", Port: 2465, Implicit: true, Username: "u", Password: "p"}},
		{"  smtp://localhost:1025  ", mail.Server{Host: "localhost", Port: 1025}},
	} {
		got, err := mail.ParseURL(tc.url)
		require.NoError(t, err, tc.url)
		require.Equal(t, tc.want, *got, tc.url)
	}

	for _, tc := range []struct{ url, why string }{
		{"", "no scheme"},
		{"localhost:25", "scheme"},
		{"smtp.example.com", "no scheme"},
		{"http://smtp.example.com", `scheme "http"`},
		{"submission://smtp.example.com", `scheme "submission"`},
		{"smtp+starttls://smtp.example.com", `scheme "smtp+starttls"`},
		{"smtp://", "no host"},
		{"smtp:///path", "no host"},
		{"smtp:relay", "no host"},
		{"smtp://:25", "no host"},
		{"smtp://user:pass@:25", "no host"},
		{"smtp://relay:", "empty port"},
		{"smtp://relay:0", "port"},
		{"smtp://relay:65536", "port"},
		{"smtp://relay:smtp", "port"},
		{"smtp://relay:-1", "port"},
		{"smtp://relay/mail", "path"},
		{"smtp://relay?tls=off", "query"},
		{"smtp://relay#x", "fragment"},
		{"smtp://user@relay", "both a user and a password"},
		{"smtp://user:@relay", "both a user and a password"},
		{"smtp://:hunter2-secret@relay", "both a user and a password"},
		{"smtp://us er:hunter2-secret@re lay", "not a URL"},
	} {
		_, err := mail.ParseURL(tc.url)
		require.Error(t, err, tc.url)
		require.Contains(t, err.Error(), tc.why, tc.url)
		require.Contains(t, err.Error(), "want smtp://[user:pass@]host[:port] or smtps://", tc.url)
		require.NotContains(t, err.Error(), "hunter2", "errors never repeat the password")
	}
}

func TestServerStringLeavesThePasswordOut(t *testing.T) {
	t.Parallel()
	s, err := mail.ParseURL("smtps://apikey:hunter2@smtp.example.com")
	require.NoError(t, err)
	require.Equal(t, "smtps://apikey:xxxxx@smtp.example.com:465", s.String())
	require.Equal(t, "smtps://apikey:xxxxx@smtp.example.com:465", s.LogValue().String())
	s, err = mail.ParseURL("smtp://[::1]")
	require.NoError(t, err)
	require.Equal(t, "smtp://[::1]:587", s.String())
}

func TestParseFrom(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{mail.DefaultFrom, "no-reply@example.com", `"Meridian, Inc." <no-reply@example.com>`, " Ops <ops@example.com> "} {
		got, err := mail.ParseFrom(ok)
		require.NoError(t, err, ok)
		require.Equal(t, strings.TrimSpace(ok), got)
	}
	for _, bad := range []string{"", "Meridian", "no-reply", "a@example.com, b@example.com", "<>", "Meridian <no-reply@>"} {
		_, err := mail.ParseFrom(bad)
		require.Error(t, err, bad)
	}
}
