package app_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/webauthn"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// passkeyJS is what a page of the console does with passkeys: fetch on
// its own origin with the session cookie, and the browser's WebAuthn API,
// with the options' binary fields in base64url.
const passkeyJS = `
window.dec = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - s.length % 4) % 4)), (c) => c.charCodeAt(0));
window.enc = (b) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
window.post = async (path, body, accept) => {
	const r = await fetch(path, {method: 'POST', credentials: 'include', headers: {'Content-Type': 'application/json', Accept: accept || 'application/json'},
		body: JSON.stringify(body)});
	const text = await r.text();
	return {status: r.status, body: text ? JSON.parse(text) : null};
};
window.gql = async (query, variables) => (await post('/graphql', {query, variables}, 'application/graphql-response+json')).body;
window.register = async (name) => {
	const o = JSON.parse((await gql('mutation { startPasskeyRegistration }')).data.startPasskeyRegistration);
	o.challenge = dec(o.challenge);
	o.user.id = dec(o.user.id);
	(o.excludeCredentials || []).forEach((c) => { c.id = dec(c.id); });
	const c = await navigator.credentials.create({publicKey: o});
	const credential = JSON.stringify({id: c.id, rawId: enc(c.rawId), type: c.type, authenticatorAttachment: c.authenticatorAttachment,
		clientExtensionResults: c.getClientExtensionResults(),
		response: {clientDataJSON: enc(c.response.clientDataJSON), attestationObject: enc(c.response.attestationObject),
			transports: c.response.getTransports()}});
	return gql('mutation($n: String!, $c: String!) { finishPasskeyRegistration(name: $n, credential: $c) { id name } }', {n: name, c: credential});
};
window.assert = async (o) => {
	o.challenge = dec(o.challenge);
	(o.allowCredentials || []).forEach((c) => { c.id = dec(c.id); });
	const c = await navigator.credentials.get({publicKey: o});
	return {id: c.id, rawId: enc(c.rawId), type: c.type, authenticatorAttachment: c.authenticatorAttachment,
		clientExtensionResults: c.getClientExtensionResults(),
		response: {clientDataJSON: enc(c.response.clientDataJSON), authenticatorData: enc(c.response.authenticatorData),
			signature: enc(c.response.signature), userHandle: c.response.userHandle ? enc(c.response.userHandle) : null}};
};
true`

// TestPasskeyRoutes: the passwordless routes' answers to bad input, and a
// server reached by IP address, which cannot have passkeys (the options
// and the ceremonies are internal/people's tests).
func TestPasskeyRoutes(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			c.PublicURL = strings.Replace(c.PublicURL, "127.0.0.1", "localhost", 1)
		}})
		post := func(path string, body any, headers ...string) apptest.Response {
			return s.Do(t, "POST", path, "", body, append([]string{"Sec-Fetch-Site", "same-origin"}, headers...)...)
		}
		r := post("/v1/auth/passkey/begin", nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.NotEmpty(t, r.Str("challenge"))
		require.NotEmpty(t, r.Str("options.challenge"))
		for _, bad := range []any{"{", 5, map[string]any{"id": "x"}, nil} {
			r = post("/v1/auth/passkey/finish", map[string]any{"challenge": r.Str("challenge"), "credential": bad})
			require.Equal(t, 400, r.Status, "%v: %s", bad, r.Body)
			require.Equal(t, "invalid_passkey", r.Str("error"))
		}
		r = post("/v1/auth/passkey/finish", map[string]any{"challenge": 5})
		require.Equal(t, 422, r.Status, string(r.Body))
		r = post("/v1/auth/passkey/begin", nil, "Sec-Fetch-Site", "cross-site")
		require.Equal(t, 403, r.Status)
		require.Equal(t, "cross_origin_request", r.Str("error"))

		ip := apptest.Start(t, d, apptest.Options{})
		r = ip.Do(t, "POST", "/v1/auth/passkey/begin", "", nil, "Sec-Fetch-Site", "same-origin")
		require.Equal(t, 409, r.Status)
		require.Equal(t, "passkeys_unavailable", r.Str("error"))
	})
}

// TestPasskeysInBrowser registers a passkey in Chromium (a virtual
// authenticator), then signs in with it after the password and without
// one. Passkeys need a domain name: the server's public URL is localhost.
func TestPasskeysInBrowser(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			c.PublicURL = strings.Replace(c.PublicURL, "127.0.0.1", "localhost", 1)
		}})
		base := s.App.Config.PublicURL
		require.True(t, strings.HasPrefix(base, "http://localhost:"), base)
		org := s.Org(t, "acme")
		ada := member(t, s, org, "ada@example.com", auth.Developer)

		tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		call := func() context.Context {
			ctx, cancel := context.WithTimeout(tab, browsertest.StepTimeout)
			t.Cleanup(cancel)
			return ctx
		}
		require.NoError(t, chromedp.Do(call(), chromedp.Navigate(base+"/healthz")))
		_, err := chromedp.Call(call(), webauthn.Enable, webauthn.EnableParams{})
		require.NoError(t, err)
		_, err = chromedp.Call(call(), webauthn.AddVirtualAuthenticator, webauthn.AddVirtualAuthenticatorParams{
			Options: &webauthn.VirtualAuthenticatorOptions{Protocol: webauthn.AuthenticatorProtocolCtap2, Ctap2version: webauthn.Ctap2versionCtap21,
				Transport: webauthn.AuthenticatorTransportInternal, HasResidentKey: true, HasUserVerification: true, IsUserVerified: true,
				AutomaticPresenceSimulation: true}})
		require.NoError(t, err)
		// The member's cookie, as their sign-in left it (Secure: Chromium
		// counts http://localhost as secure).
		secure, httpOnly := true, true
		_, err = chromedp.Call(call(), network.SetCookie, network.SetCookieParams{Name: auth.SessionCookie, Value: ada.cookie, URL: base + "/",
			Path: "/", Secure: &secure, HTTPOnly: &httpOnly, SameSite: network.CookieSameSiteLax,
			Expires: cdp.TimeSinceEpoch(time.Now().Add(time.Hour).Unix())})
		require.NoError(t, err)
		js := func(expr string) map[string]any {
			t.Helper()
			raw, err := chromedp.Run(call(), chromedp.Evaluate[string](`(async () => JSON.stringify(await (`+expr+`)))()`, chromedp.EvalAwaitPromise))
			require.NoError(t, err, expr)
			var out map[string]any
			require.NoError(t, json.Unmarshal([]byte(raw), &out), raw)
			return out
		}
		_, err = chromedp.Run(call(), chromedp.Evaluate[bool](passkeyJS))
		require.NoError(t, err)

		// Registration, from the signed-in member's page.
		r := js(`register('Laptop')`)
		require.Nil(t, r["errors"], r)
		require.Equal(t, "Laptop", r["data"].(map[string]any)["finishPasskeyRegistration"].(map[string]any)["name"])
		r = js(`gql('{ passkeys { name lastUsedAt } viewer { user { email } } }')`)
		require.Nil(t, r["errors"], "the renewed cookie works: %v", r)
		require.Len(t, r["data"].(map[string]any)["passkeys"], 1)

		// The password alone is not enough now: the answer carries a
		// ceremony, answered by the passkey.
		r = js(`post('/v1/auth/sign-in', {email: 'ada@example.com', password: '` + passphrase + `'})`)
		require.EqualValues(t, 401, r["status"], r)
		body := r["body"].(map[string]any)
		require.Equal(t, "second_factor_required", body["error"])
		require.Equal(t, []any{"passkey"}, body["factors"])
		r = js(`(async () => {
			const first = await post('/v1/auth/sign-in', {email: 'ada@example.com', password: '` + passphrase + `'});
			const passkey = await assert(first.body.passkey.options);
			return post('/v1/auth/sign-in', {email: 'ada@example.com', password: '` + passphrase + `', passkey, challenge: first.body.passkey.challenge});
		})()`)
		require.EqualValues(t, 200, r["status"], r)
		require.Equal(t, "ada@example.com", r["body"].(map[string]any)["user"].(map[string]any)["email"])

		// Without a password: the browser offers the site's passkey.
		r = js(`(async () => {
			await post('/v1/auth/sign-out', {});
			const begun = await post('/v1/auth/passkey/begin', {});
			const credential = await assert(begun.body.options);
			const done = await post('/v1/auth/passkey/finish', {challenge: begun.body.challenge, credential});
			const viewer = await gql('{ viewer { user { email } } }');
			return {done, viewer};
		})()`)
		done := r["done"].(map[string]any)
		require.EqualValues(t, 200, done["status"], r)
		require.Equal(t, "ada@example.com", done["body"].(map[string]any)["user"].(map[string]any)["email"])
		require.Equal(t, "ada@example.com", r["viewer"].(map[string]any)["data"].(map[string]any)["viewer"].(map[string]any)["user"].(map[string]any)["email"])
	})
}
