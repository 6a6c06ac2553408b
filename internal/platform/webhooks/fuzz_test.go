package webhooks_test

import (
	"encoding/base64"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// Any body, id and secret: a signed delivery verifies with the Standard
// Webhooks library under its secret, and fails once the body changes.
func FuzzSignAndVerify(f *testing.F) {
	f.Add([]byte(`{"id":"evt_1"}`), "evt_1", []byte("0123456789abcdef0123456789abcdef"), byte(1))
	f.Add([]byte{}, "x", []byte{0}, byte(0))
	f.Fuzz(func(t *testing.T, body []byte, id string, key []byte, flip byte) {
		if len(key) == 0 || id == "" {
			return // every delivery has a key and its event's id
		}
		secret := "whsec_" + base64.StdEncoding.EncodeToString(key)
		ts := time.Now()
		h, err := webhooks.Sign(id, ts, body, []string{secret})
		if err != nil {
			t.Fatal(err)
		}
		wh, err := standardwebhooks.NewWebhook(secret)
		if err != nil {
			t.Fatal(err)
		}
		if err := wh.Verify(body, h); err != nil {
			t.Fatalf("a signed delivery does not verify: %v", err)
		}
		changed := append(append([]byte{}, body...), flip)
		if err := wh.Verify(changed, h); err == nil {
			t.Fatal("a changed body verifies")
		}
	})
}
