package rest

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// Passkeys at sign-in: as a second factor, the second_factor_required
// answer to the right password carries the ceremony's options (see
// signInError), answered by /v1/auth/sign-in with passkey and challenge;
// without a password, /v1/auth/passkey/begin hands out options for any of
// the site's passkeys and /v1/auth/passkey/finish signs the passkey's
// person in. A passkey's answer is the browser's PublicKeyCredential as
// JSON (an object, or a string holding one).

// passkeyJSON is a credential sent as a JSON object or as a string.
func passkeyJSON(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

type secondFactorJSON struct {
	Status  string `json:"status"`
	Code    int    `json:"code"`
	Error   string `json:"error"`
	Message string `json:"message"`
	// Factors are the second factors the person has: "totp", "passkey".
	Factors []string `json:"factors"`
	// Passkey is a ceremony begun for the person's passkeys.
	Passkey *people.PasskeyOptions `json:"passkey,omitempty"`
}

// signInError writes a sign-in's failure; second_factor_required says
// which factors the person may give.
func (rt *Router) signInError(w http.ResponseWriter, r *http.Request, err error) {
	var c *people.SecondFactorChallenge
	if !errors.As(err, &c) {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	e := errs.As(err)
	w.Header().Set("Cache-Control", "no-store")
	httpio.WriteJSON(w, e.Kind.Status(), secondFactorJSON{Status: "error", Code: e.Kind.Status(), Error: e.Key, Message: e.Message,
		Factors: c.Factors, Passkey: c.Passkey})
}

func (rt *Router) passkeyBegin(w http.ResponseWriter, r *http.Request) {
	if err := httpio.DecodeJSON(r, &struct{}{}); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	out, err := rt.deps.People.BeginPasskeySignIn(r.Context())
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	httpio.WriteJSON(w, http.StatusOK, out)
}

func (rt *Router) passkeyFinish(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Challenge    string          `json:"challenge"`
		Credential   json.RawMessage `json:"credential"`
		Organization string          `json:"organization"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	out, err := rt.deps.People.FinishPasskeySignIn(r.Context(), auth.ClientOf(r), people.PasskeySignInInput{Challenge: in.Challenge,
		Credential: passkeyJSON(in.Credential), Organization: in.Organization})
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	rt.signedIn(w, out)
}
