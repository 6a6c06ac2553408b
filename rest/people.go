package rest

import (
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/meridianhq/meridian/internal/people"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/httpio"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

// The sign-in routes, /v1/auth/*: JSON in and out, errors in the default
// envelope, the sign-in session in an HttpOnly, Secure, SameSite=Lax
// cookie. They are for browsers on the server's own origin: a cross-site
// request is refused (403 cross_origin_request) before anything else.

// SetSessionCookie sets the sign-in session's cookie, to last until
// expires (the session's absolute end).
func SetSessionCookie(w http.ResponseWriter, token string, expires time.Time) {
	http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: token, Path: "/", Expires: expires,
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
}

func clearSessionCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
}

// SessionCookie returns the sign-in session's token a request carries.
func SessionCookie(r *http.Request) string {
	c, err := r.Cookie(auth.SessionCookie)
	if err != nil {
		return ""
	}
	return c.Value
}

// crossOrigin refuses a browser's cross-site request that could change
// something (Go's CrossOriginProtection: Sec-Fetch-Site, else Origin
// against Host); a request from no browser passes.
var crossOrigin = http.NewCrossOriginProtection()

// CheckCrossOrigin reports whether r is a cross-site request that could
// change something, which a cookie must not authenticate.
func CheckCrossOrigin(r *http.Request) error {
	if err := crossOrigin.Check(r); err != nil {
		return errs.E(errs.Forbidden, "cross_origin_request", "Cross-site requests are refused")
	}
	return nil
}

// CheckSameOrigin refuses a request that no page of this server sent: for
// reads that a cookie authenticates, which CheckCrossOrigin lets through
// as safe methods. Sec-Fetch-Site must say same-origin (or none, for an
// address typed or bookmarked); a browser that sends no Fetch Metadata
// must send an Origin or a Referer of this host.
func CheckSameOrigin(r *http.Request) error {
	refused := errs.E(errs.Forbidden, "cross_origin_request", "Cross-site requests are refused")
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return CheckCrossOrigin(r)
	case "":
		for _, from := range []string{r.Header.Get("Origin"), r.Header.Get("Referer")} {
			if u, err := url.Parse(from); from != "" && err == nil && u.Host == r.Host {
				return nil
			}
		}
	}
	return refused
}

type signedInJSON struct {
	User          userJSON         `json:"user"`
	Organizations []membershipJSON `json:"organizations"`
	Session       sessionJSON      `json:"session"`
	// The organization requires a second factor the person must set up
	// before anything else.
	SecondFactorEnrollmentRequired bool `json:"second_factor_enrollment_required"`
}

type userJSON struct {
	ID          string `json:"id"`
	Email       string `json:"email"`
	Name        string `json:"name"`
	TOTPEnabled bool   `json:"totp_enabled"`
}

type membershipJSON struct {
	ID   string    `json:"id"`
	Name string    `json:"name"`
	Role auth.Role `json:"role"`
}

type sessionJSON struct {
	ID             string    `json:"id"`
	OrganizationID string    `json:"organization_id"`
	Mode           auth.Mode `json:"mode"`
	ExpiresAt      time.Time `json:"expires_at"`
}

func (rt *Router) signedIn(w http.ResponseWriter, out *people.SignedIn) {
	SetSessionCookie(w, out.Token, out.Session.ExpiresAt)
	body := signedInJSON{User: userJSON{ID: out.User.ID, Email: out.User.Email, Name: out.User.Name, TOTPEnabled: out.User.TOTPEnabledAt != nil},
		Organizations: make([]membershipJSON, len(out.Memberships)),
		Session: sessionJSON{ID: out.Session.ID, OrganizationID: out.Session.OrganizationID, Mode: out.Session.Mode,
			ExpiresAt: out.Session.ExpiresAt},
		SecondFactorEnrollmentRequired: out.EnrollmentRequired}
	for i, m := range out.Memberships {
		body.Organizations[i] = membershipJSON{ID: m.OrganizationID, Name: m.OrganizationName, Role: m.Role}
	}
	w.Header().Set("Cache-Control", "no-store")
	httpio.WriteJSON(w, http.StatusOK, body)
}

// browser wraps a sign-in route: cross-site requests are refused.
func (rt *Router) browser(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := CheckCrossOrigin(r); err != nil {
			rt.arkyc.WriteError(w, r, err)
			return
		}
		h(w, r)
	})
}

func (rt *Router) signIn(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email        string `json:"email"`
		Password     string `json:"password"`
		Code         string `json:"code"`
		Organization string `json:"organization"`
		// A passkey's assertion and its ceremony's id (see passkeys.go).
		Passkey   json.RawMessage `json:"passkey"`
		Challenge string          `json:"challenge"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	out, err := rt.deps.People.SignIn(r.Context(), auth.ClientOf(r), people.SignInInput{Email: in.Email, Password: in.Password, Code: in.Code,
		Organization: in.Organization, Passkey: passkeyJSON(in.Passkey), Challenge: in.Challenge})
	if err != nil {
		rt.signInError(w, r, err)
		return
	}
	rt.signedIn(w, out)
}

// signedInAs is the principal of the request's sign-in session, if any.
func (rt *Router) signedInAs(r *http.Request) (*auth.Principal, error) {
	token := SessionCookie(r)
	if token == "" {
		return nil, nil
	}
	p, err := rt.deps.Auth.AuthenticateUserSession(r.Context(), token)
	if errs.KindOf(err) == errs.Unauthenticated {
		return nil, nil
	}
	return &p, err
}

func (rt *Router) signOut(w http.ResponseWriter, r *http.Request) {
	p, err := rt.signedInAs(r)
	if err == nil && p != nil {
		err = rt.deps.People.SignOut(r.Context(), *p)
	}
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	clearSessionCookie(w)
	w.WriteHeader(http.StatusNoContent)
}

func (rt *Router) acceptInvitation(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Name     string `json:"name"`
		Password string `json:"password"`
		Email    string `json:"email"` // for an invitation open to any email
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	p, err := rt.signedInAs(r)
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	out, err := rt.deps.People.Accept(r.Context(), auth.ClientOf(r), people.AcceptInput{Token: in.Token, Name: in.Name, Password: in.Password, Email: in.Email}, p)
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	rt.signedIn(w, out)
}

// lookUpInvitation answers what an invitation's page shows before it is
// accepted; the token is in the body, never in a URL.
func (rt *Router) lookUpInvitation(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token string `json:"token"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	info, err := rt.deps.People.LookUp(r.Context(), in.Token)
	if err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusOK, map[string]any{"organization": map[string]string{"name": info.OrganizationName},
		"role": info.Role, "email_required": info.EmailRequired, "expires_at": wiretime.Format(info.ExpiresAt)})
}

// passwordReset always answers 202: whether the email is a person's is
// never told.
func (rt *Router) passwordReset(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email string `json:"email"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	if err := rt.deps.People.RequestPasswordReset(r.Context(), in.Email); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusAccepted, map[string]string{"status": "accepted",
		"message": "If that email has an account, a link to reset its password is on its way"})
}

func (rt *Router) passwordResetConfirm(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := httpio.DecodeJSON(r, &in); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	if err := rt.deps.People.ConfirmPasswordReset(r.Context(), in.Token, in.Password); err != nil {
		rt.arkyc.WriteError(w, r, err)
		return
	}
	clearSessionCookie(w)
	w.WriteHeader(http.StatusNoContent)
}
