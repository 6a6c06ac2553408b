package orgs_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestParseOrigin(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]string{
		"https://shop.example":          "https://shop.example",
		"https://shop.example/":         "https://shop.example",
		"HTTPS://Shop.Example":          "https://shop.example",
		"http://localhost:3000":         "http://localhost:3000",
		"https://shop.example:443":      "https://shop.example",
		"http://shop.example:80":        "http://shop.example",
		"http://shop.example:443":       "http://shop.example:443",
		"https://shop.example:08443":    "https://shop.example:8443",
		"https://xn--bcher-kva.example": "https://xn--bcher-kva.example",
		"http://127.0.0.1:8080":         "http://127.0.0.1:8080",
		"http://[::1]:8080":             "http://[::1]:8080",
		"https://[2001:DB8::1]":         "https://[2001:db8::1]",
		"https://a-b.c-d.example":       "https://a-b.c-d.example",
	} {
		got, err := orgs.ParseOrigin(raw)
		require.NoError(t, err, raw)
		require.Equal(t, want, got, raw)
	}
	for _, raw := range []string{
		"https://*", "https://*.shop.example", "*", "https://shop.*", "https://sh*p.example",
		"https://shop.example/path", "https://shop.example//", "https://shop.example?x=1", "https://shop.example?",
		"https://shop.example#top", "https://shop.example#", "https://user@shop.example", "https://user:pw@shop.example",
		"ftp://shop.example", "shop.example", "//shop.example", "https://", "https:shop.example", "https:///shop.example",
		"https://shop.example:", "https://shop.example:0", "https://shop.example:65536", "https://shop.example:http",
		"https://shop%2eexample", "https://shop.example;script-src", "https://shop.example,https://x.example",
		"https://shop.example https://x.example", "https://-shop.example", "https://shop-.example", "https://shop..example",
		"https://shop.example.", "https://shop_1.example", "https://1.2.3", "https://[fe80::1%25eth0]", "https://[1.2.3.4]",
		"https://bücher.example", "null", "", "https://" + string(make([]byte, 300)),
	} {
		_, err := orgs.ParseOrigin(raw)
		require.Error(t, err, raw)
	}
}
