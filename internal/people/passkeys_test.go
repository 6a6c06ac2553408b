package people_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/fxamacker/cbor/v2"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// origin is the harness's public URL: the relying party is localhost.
const origin = "http://localhost:1"

var b64 = base64.RawURLEncoding

// softKey is a software authenticator holding one discoverable ES256
// credential, answering as a browser would (attestation "none").
type softKey struct {
	id         []byte
	key        *ecdsa.PrivateKey
	userHandle []byte
	count      uint32
}

func newSoftKey(t *testing.T) *softKey {
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	id := make([]byte, 16)
	_, _ = rand.Read(id)
	return &softKey{id: id, key: k}
}

// options reads the challenge (and the user handle, when given) of a
// ceremony's options.
func optionsOf(t *testing.T, raw []byte) (challenge, user string) {
	t.Helper()
	var o struct {
		Challenge string `json:"challenge"`
		User      struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	require.NoError(t, json.Unmarshal(raw, &o), string(raw))
	return o.Challenge, o.User.ID
}

func clientData(kind, challenge string) []byte {
	raw, _ := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": false})
	return raw
}

func (k *softKey) authData(flags byte, attested []byte) []byte {
	rp := sha256.Sum256([]byte("localhost"))
	out := append(rp[:], flags)
	out = binary.BigEndian.AppendUint32(out, k.count)
	return append(out, attested...)
}

// create answers registration options.
func (k *softKey) create(t *testing.T, options string) string {
	t.Helper()
	challenge, user := optionsOf(t, []byte(options))
	var err error
	k.userHandle, err = b64.DecodeString(user)
	require.NoError(t, err)
	x, y := k.key.X.FillBytes(make([]byte, 32)), k.key.Y.FillBytes(make([]byte, 32))
	cose, err := cbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: x, -3: y})
	require.NoError(t, err)
	attested := make([]byte, 16) // the AAGUID
	attested = binary.BigEndian.AppendUint16(attested, uint16(len(k.id)))
	attested = append(append(attested, k.id...), cose...)
	att, err := cbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": k.authData(0x45, attested)})
	require.NoError(t, err)
	raw, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(clientData("webauthn.create", challenge)),
			"attestationObject": b64.EncodeToString(att), "transports": []string{"internal"}}})
	return string(raw)
}

// get answers sign-in options, counting one more use.
func (k *softKey) get(t *testing.T, options []byte) string {
	t.Helper()
	challenge, _ := optionsOf(t, options)
	k.count++
	ad := k.authData(0x05, nil)
	cd := clientData("webauthn.get", challenge)
	h := sha256.Sum256(cd)
	digest := sha256.Sum256(append(append([]byte{}, ad...), h[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, k.key, digest[:])
	require.NoError(t, err)
	raw, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(cd), "authenticatorData": b64.EncodeToString(ad),
			"signature": b64.EncodeToString(sig), "userHandle": b64.EncodeToString(k.userHandle)}})
	return string(raw)
}

// register gives the signed-in person a passkey and returns its new
// token.
func (h *harness) register(t *testing.T, p auth.Principal, k *softKey, name string) (*people.Passkey, string) {
	t.Helper()
	options, err := h.people.StartPasskeyRegistration(context.Background(), p)
	require.NoError(t, err)
	key, token, err := h.people.FinishPasskeyRegistration(context.Background(), p, name, k.create(t, options))
	require.NoError(t, err)
	return key, token
}

func secondFactorOf(t *testing.T, err error) *people.SecondFactorChallenge {
	t.Helper()
	require.True(t, errs.Is(err, "second_factor_required"), "%v", err)
	var c *people.SecondFactorChallenge
	require.True(t, errors.As(err, &c))
	return c
}

func (h *harness) signInWithPasskey(email string, c *people.SecondFactorChallenge, credential string) (*people.SignedIn, error) {
	r := auth.ClientInfo{Address: "127.0.0.1"}
	return h.people.SignIn(context.Background(), r, people.SignInInput{Email: email, Password: goodPassword,
		Passkey: credential, Challenge: c.Passkey.Challenge})
}

func (h *harness) passwordless(t *testing.T, k *softKey) (*people.SignedIn, error) {
	t.Helper()
	o, err := h.people.BeginPasskeySignIn(context.Background())
	require.NoError(t, err)
	return h.people.FinishPasskeySignIn(context.Background(), auth.ClientInfo{},
		people.PasskeySignInInput{Challenge: o.Challenge, Credential: k.get(t, o.Options)})
}

func TestPasskeys(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		in := h.join(t, "ada@example.com", auth.Developer)
		p, err := h.principal(t, in.Token)
		require.NoError(t, err)

		// No passkey yet: a password is enough.
		_, err = h.signIn("ada@example.com", goodPassword, "")
		require.NoError(t, err)

		// Registration: a malformed answer, then a good one.
		k := newSoftKey(t)
		options, err := h.people.StartPasskeyRegistration(ctx, p)
		require.NoError(t, err)
		require.Contains(t, options, `"rp":{"name":"Meridian","id":"localhost"}`)
		_, _, err = h.people.FinishPasskeyRegistration(ctx, p, "Laptop", `{"nope": true}`)
		require.Equal(t, "invalid_passkey", errs.KeyOf(err))
		require.Equal(t, errs.BadRequest, errs.KindOf(err))
		key, token, err := h.people.FinishPasskeyRegistration(ctx, p, "Laptop", k.create(t, options))
		require.NoError(t, err)
		require.Equal(t, "Laptop", key.Name)
		_, err = h.principal(t, in.Token)
		require.Error(t, err, "the session carries on with a new token")
		p, err = h.principal(t, token)
		require.NoError(t, err)

		// The ceremony was used: the same answer again is refused.
		_, _, err = h.people.FinishPasskeyRegistration(ctx, p, "Laptop", k.create(t, options))
		require.Equal(t, "passkey_challenge_expired", errs.KeyOf(err))
		// A registration waits five minutes at most.
		options, err = h.people.StartPasskeyRegistration(ctx, p)
		require.NoError(t, err)
		require.Contains(t, options, `"excludeCredentials":[{"type":"public-key","id":"`+b64.EncodeToString(k.id))
		h.advance(people.PasskeyChallengeTTL + time.Second)
		_, _, err = h.people.FinishPasskeyRegistration(ctx, p, "Phone", newSoftKey(t).create(t, options))
		require.Equal(t, "passkey_challenge_expired", errs.KeyOf(err))
		// The same authenticator twice is refused.
		options, err = h.people.StartPasskeyRegistration(ctx, p)
		require.NoError(t, err)
		_, _, err = h.people.FinishPasskeyRegistration(ctx, p, "Laptop", k.create(t, options))
		require.Equal(t, "passkey_exists", errs.KeyOf(err))

		keys, err := h.people.Passkeys(ctx, p)
		require.NoError(t, err)
		require.Len(t, keys, 1)

		// Now a password alone is not enough: the answer names the factor
		// and carries a ceremony for the person's passkeys.
		_, err = h.signIn("ada@example.com", goodPassword, "")
		c := secondFactorOf(t, err)
		require.Equal(t, []string{"passkey"}, c.Factors)
		require.Contains(t, string(c.Passkey.Options), `"allowCredentials":[{"type":"public-key","id":"`+b64.EncodeToString(k.id))
		// A wrong password tells nothing of passkeys.
		_, err = h.signIn("ada@example.com", "wrong wrong wrong", "")
		require.Equal(t, "invalid_credentials", errs.KeyOf(err))

		// Another authenticator's answer is refused, and uses the ceremony.
		other := newSoftKey(t)
		other.userHandle = k.userHandle
		_, err = h.signInWithPasskey("ada@example.com", c, other.get(t, c.Passkey.Options))
		require.Equal(t, "invalid_passkey", errs.KeyOf(err))
		require.Equal(t, errs.Unauthenticated, errs.KindOf(err))
		_, err = h.signInWithPasskey("ada@example.com", c, k.get(t, c.Passkey.Options))
		require.Equal(t, "passkey_challenge_expired", errs.KeyOf(err))
		_, err = h.signInWithPasskey("ada@example.com", c, "{")
		require.Equal(t, "invalid_passkey", errs.KeyOf(err))
		require.Equal(t, errs.BadRequest, errs.KindOf(err))

		// The right passkey signs in.
		_, err = h.signIn("ada@example.com", goodPassword, "")
		c = secondFactorOf(t, err)
		out, err := h.signInWithPasskey("ada@example.com", c, k.get(t, c.Passkey.Options))
		require.NoError(t, err)
		require.Equal(t, in.User.ID, out.User.ID)
		// A TOTP code is not a factor the person has.
		_, err = h.signIn("ada@example.com", goodPassword, "123456")
		require.Equal(t, "invalid_code", errs.KeyOf(err))

		// Without a password: discoverable, the user handle names the person.
		out, err = h.passwordless(t, k)
		require.NoError(t, err)
		require.Equal(t, in.User.ID, out.User.ID)
		keys, err = h.people.Passkeys(ctx, p)
		require.NoError(t, err)
		require.NotNil(t, keys[0].LastUsedAt)

		// A sign count that goes back is the library's clone warning: refused.
		k.count = 0
		_, err = h.passwordless(t, k)
		require.Equal(t, "invalid_passkey", errs.KeyOf(err))
		k.count = 100
		_, err = h.passwordless(t, k)
		require.Equal(t, "invalid_passkey", errs.KeyOf(err), "a passkey under a clone warning stays refused")
		// An unknown credential, and a wrong challenge id.
		_, err = h.passwordless(t, newSoftKey(t))
		require.Equal(t, "invalid_passkey", errs.KeyOf(err))
		_, err = h.people.FinishPasskeySignIn(ctx, auth.ClientInfo{},
			people.PasskeySignInInput{Challenge: "pkc_nope", Credential: k.get(t, []byte(`{"challenge":"AAAA"}`))})
		require.Equal(t, "passkey_challenge_expired", errs.KeyOf(err))

		// Removal: only one's own, then a password is enough again.
		other2 := h.join(t, "bob@example.com", auth.Viewer)
		bob, err := h.principal(t, other2.Token)
		require.NoError(t, err)
		require.True(t, errs.KindOf(h.people.RemovePasskey(ctx, bob, key.ID)) == errs.NotFound)
		require.NoError(t, h.people.RemovePasskey(ctx, p, key.ID))
		_, err = h.signIn("ada@example.com", goodPassword, "")
		require.NoError(t, err)

		for action, want := range map[string]int64{audit.PasskeyAdded: 1, audit.PasskeyRemoved: 1} {
			n, err := d.NewSelect().Table("audit_log").Where("action = ? AND organization_id = ?", action, h.org).Count(ctx)
			require.NoError(t, err)
			require.Equal(t, want, n, action)
		}
		var methods []string
		require.NoError(t, d.NewSelect().Table("audit_log").ColumnExpr("data").Where("action = ? AND organization_id = ?", audit.SignedIn, h.org).
			Scan(ctx, &methods))
		joined := ""
		for _, m := range methods {
			joined += m
		}
		require.Contains(t, joined, `"method":"password+passkey"`)
		require.Contains(t, joined, `"method":"passkey"`)
		require.Contains(t, joined, `"method":"password"`)
	})
}

func TestPasskeyLimitAndPolicy(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		_, err := h.orgs.SetSecurityPolicy(ctx, h.org, audit.Actor{Name: "test"}, true)
		require.NoError(t, err)
		in := h.join(t, "ada@example.com", auth.Developer)
		require.True(t, in.EnrollmentRequired)
		p, err := h.principal(t, in.Token)
		require.NoError(t, err)
		require.True(t, p.EnrollmentRequired)

		// A passkey is the second factor the organization requires.
		_, token := h.register(t, p, newSoftKey(t), "Laptop")
		p, err = h.principal(t, token)
		require.NoError(t, err)
		require.False(t, p.EnrollmentRequired)
		k := newSoftKey(t)
		_, token = h.register(t, p, k, "Phone")
		p, err = h.principal(t, token)
		require.NoError(t, err)
		out, err := h.passwordless(t, k)
		require.NoError(t, err)
		require.False(t, out.EnrollmentRequired)

		for i := 2; i < people.MaxPasskeys; i++ {
			_, token = h.register(t, p, newSoftKey(t), "Key")
			p, err = h.principal(t, token)
			require.NoError(t, err)
		}
		_, err = h.people.StartPasskeyRegistration(ctx, p)
		require.Equal(t, "passkey_limit_reached", errs.KeyOf(err))
		keys, err := h.people.Passkeys(ctx, p)
		require.NoError(t, err)
		require.Len(t, keys, people.MaxPasskeys)
	})
}
