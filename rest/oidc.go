package rest

import (
	"net/http"

	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
)

// Single sign-on, /v1/auth/oidc/*: top-level browser navigations, not
// JSON calls. start sends the browser to the organization's provider;
// the provider sends it back to callback, which signs the person in (the
// session's cookie) and sends them to the console. Errors are the default
// envelope with a 4xx status (503 sso_provider_unavailable when the
// provider cannot be reached). Both are GETs, which change nothing a
// cross-site page could abuse: the callback is cross-site by nature (it
// comes from the provider), so they are not behind rt.browser; what guards
// the callback is the sign-in's state, which must match the browser's
// cookie.

// ssoCookie carries a sign-in's state from start to callback in the browser
// that started it (HttpOnly, Secure, SameSite=Lax so that it comes back on
// the provider's top-level redirect, only to /v1/auth/oidc/, for
// people.SSOFlowTTL). The server keeps the rest (people.FinishSSO).
const ssoCookie = "meridian_sso"

const ssoCookiePath = "/v1/auth/oidc/"

func (rt *Router) oidcStart(w http.ResponseWriter, r *http.Request) {
	start, err := rt.deps.People.StartSSO(r.Context(), r.URL.Query().Get("organization"))
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	setSSOCookie(w, start)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, start.URL, http.StatusFound)
}

func (rt *Router) oidcCallback(w http.ResponseWriter, r *http.Request) {
	var state string
	if c, err := r.Cookie(ssoCookie); err == nil {
		state = c.Value
	}
	// The state is used up whatever the outcome.
	http.SetCookie(w, &http.Cookie{Name: ssoCookie, Value: "", Path: ssoCookiePath, MaxAge: -1,
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	out, err := rt.deps.People.FinishSSO(r.Context(), auth.ClientOf(r), people.SSOCallback{Cookie: state, Query: r.URL.Query()})
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	if out.Linked {
		http.Redirect(w, r, rt.deps.People.ConsoleURL()+"settings?sso=linked", http.StatusFound)
		return
	}
	SetSessionCookie(w, out.SignedIn.Token, out.SignedIn.Session.ExpiresAt)
	http.Redirect(w, r, rt.deps.People.ConsoleURL(), http.StatusFound)
}

// oidcLink begins linking the signed-in person's account to the identity
// their organization's provider knows them by: a JSON call from the
// console (behind rt.browser, so no other site can start it), answered
// with the provider's URL for the browser to go to, and the state's
// cookie; the callback links instead of signing in, and sends the browser
// to the console's settings.
func (rt *Router) oidcLink(w http.ResponseWriter, r *http.Request) {
	p, err := rt.signedInAs(r)
	if err == nil && p == nil {
		err = errs.E(errs.Unauthenticated, "unauthenticated", "Sign in first, then link your account")
	}
	var start *people.SSOStart
	if err == nil {
		start, err = rt.deps.People.StartSSOLink(r.Context(), *p)
	}
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	setSSOCookie(w, start)
	w.Header().Set("Cache-Control", "no-store")
	httpio.WriteJSON(w, http.StatusOK, map[string]string{"url": start.URL})
}

// setSSOCookie gives the browser a flow's state.
func setSSOCookie(w http.ResponseWriter, start *people.SSOStart) {
	http.SetCookie(w, &http.Cookie{Name: ssoCookie, Value: start.State, Path: ssoCookiePath, MaxAge: int(people.SSOFlowTTL.Seconds()),
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
}
