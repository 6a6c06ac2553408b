package app

import (
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/auth"
)

func TestSameOriginSessionCookie(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		origin, want string
	}{
		{"https://meridian.example", "tok"},
		{"", "tok"}, // not a browser's page: no Origin
		{"https://shop.example", ""},
		{"https://meridian.example.shop.example", ""},
		{"http://meridian.example:8080", ""},
		{"%zz", ""},
	} {
		r := httptest.NewRequest("GET", "https://meridian.example/graphql", nil)
		r.Header.Set("Cookie", auth.SessionCookie+"=tok")
		if c.origin != "" {
			r.Header.Set("Origin", c.origin)
		}
		require.Equal(t, c.want, sameOriginSessionCookie(r), c.origin)
	}
	require.Empty(t, sameOriginSessionCookie(httptest.NewRequest("GET", "https://meridian.example/graphql", nil)), "no cookie")
}
