package people_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/people/ssotest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// A sign-in without a password: options for any of the site's passkeys,
// with user verification required; an answer that is no credential at all
// is malformed; a ceremony answers once. A server reached by IP address
// has no passkeys.
func TestPasswordlessCeremony(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := setup(t, d)
		o, err := h.people.BeginPasskeySignIn(ctx)
		require.NoError(t, err)
		require.NotEmpty(t, o.Challenge)
		var options struct {
			RPID             string `json:"rpId"`
			UserVerification string `json:"userVerification"`
		}
		require.NoError(t, json.Unmarshal(o.Options, &options))
		require.Equal(t, "localhost", options.RPID)
		require.Equal(t, "required", options.UserVerification)
		for _, bad := range []string{"{", "5", `{"id":"x"}`, "null", ""} {
			_, err := h.people.FinishPasskeySignIn(ctx, auth.ClientInfo{}, people.PasskeySignInInput{Challenge: o.Challenge, Credential: bad})
			require.Equal(t, "invalid_passkey", errs.KeyOf(err), bad)
			require.Equal(t, errs.BadRequest, errs.KindOf(err), bad)
		}

		in := h.join(t, "ada@example.com", auth.Developer)
		p, err := h.principal(t, in.Token)
		require.NoError(t, err)
		k := newSoftKey(t)
		h.register(t, p, k, "Laptop")
		o, err = h.people.BeginPasskeySignIn(ctx)
		require.NoError(t, err)
		answer := people.PasskeySignInInput{Challenge: o.Challenge, Credential: k.get(t, o.Options)}
		out, err := h.people.FinishPasskeySignIn(ctx, auth.ClientInfo{}, answer)
		require.NoError(t, err)
		require.Equal(t, "ada@example.com", out.User.Email)
		_, err = h.people.FinishPasskeySignIn(ctx, auth.ClientInfo{}, answer)
		require.Equal(t, "passkey_challenge_expired", errs.KeyOf(err), "a ceremony answers once")
		require.Equal(t, errs.BadRequest, errs.KindOf(err))

		ip := h.withSSO(t, false, &ssotest.DNS{})
		_, err = ip.BeginPasskeySignIn(ctx)
		require.Equal(t, "passkeys_unavailable", errs.KeyOf(err))
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		_, err = ip.StartPasskeyRegistration(ctx, p)
		require.Equal(t, "passkeys_unavailable", errs.KeyOf(err))
	})
}
