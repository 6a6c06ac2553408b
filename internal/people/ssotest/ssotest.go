// Package ssotest runs OpenID providers on 127.0.0.1 for tests of single
// sign-on, and plays the browser that goes between them and Meridian:
// Provider is a real one (zitadel's OpenID provider over its example's
// in-memory storage, with a username and password login form), Fake a
// small one that signs whatever ID token a test asks for (a wrong
// audience, nonce or issuer, an expired token) and checks the PKCE
// verifier.
package ssotest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/example/server/storage"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// User is a person the provider knows.
type User struct {
	Username, Password  string
	Email               string
	EmailVerified       bool
	FirstName, LastName string
}

// Client is the relying party registered with a provider.
type Client struct {
	ID, Secret, RedirectURI string
}

// Provider is a running OpenID provider.
type Provider struct {
	*httptest.Server
	Issuer string
}

// users is the example storage's user store over the test's users.
type users map[string]*storage.User

func (u users) GetUserByID(id string) *storage.User { return u[id] }
func (u users) GetUserByUsername(name string) *storage.User {
	for _, x := range u {
		if x.Username == name {
			return x
		}
	}
	return nil
}
func (u users) ExampleClientID() string { return storage.ServiceUserID }

// Start runs a provider on 127.0.0.1 until the test ends, with a
// confidential web client (client_secret_basic, authorization code flow,
// PKCE S256 checked when the request carries a challenge) and the users.
// Its login page is /login/username?authRequestID=…, a form posting
// username and password back to itself.
func Start(t testing.TB, client Client, people ...User) *Provider {
	t.Helper()
	srv := httptest.NewUnstartedServer(nil)
	issuer := "http://" + srv.Listener.Addr().String()
	us := users{}
	for i, p := range people {
		id := fmt.Sprintf("user%d", i+1)
		us[id] = &storage.User{ID: id, Username: p.Username, Password: p.Password, Email: p.Email, EmailVerified: p.EmailVerified,
			FirstName: p.FirstName, LastName: p.LastName}
	}
	st := storage.NewStorageWithClients(us, map[string]*storage.Client{
		client.ID: storage.WebClient(client.ID, client.Secret, client.RedirectURI),
	})
	provider, err := op.NewProvider(&op.Config{CryptoKey: sha256.Sum256([]byte(issuer)), CodeMethodS256: true, AuthMethodPost: true},
		st, op.StaticIssuer(issuer), op.WithAllowInsecure())
	if err != nil {
		t.Fatalf("start provider: %v", err)
	}
	done := op.AuthCallbackURL(provider)
	mux := http.NewServeMux()
	mux.Handle("/login/username", op.NewIssuerInterceptor(provider.IssuerFromRequest).HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			id := html.EscapeString(r.URL.Query().Get("authRequestID"))
			fmt.Fprintf(w, `<form method="post"><input type="hidden" name="id" value="%s"><input name="username"><input name="password" type="password"></form>`, id)
			return
		}
		id := r.PostFormValue("id")
		if err := st.CheckUsernamePassword(r.PostFormValue("username"), r.PostFormValue("password"), id); err != nil {
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		http.Redirect(w, r, done(r.Context(), id), http.StatusFound)
	}))
	mux.Handle("/", provider)
	srv.Config.Handler = mux
	srv.Start()
	t.Cleanup(srv.Close)
	return &Provider{Server: srv, Issuer: issuer}
}

// SignIn takes the browser from authURL (the provider's authorization
// endpoint with a request, where Meridian sent it) through the login form
// as username, and returns where the provider then sends it: the redirect
// URI with the code and state (or an error).
func (p *Provider) SignIn(t testing.TB, b *Browser, authURL, username, password string) string {
	t.Helper()
	r := b.Get(t, authURL)
	if r.Status != http.StatusFound || !strings.Contains(r.Location, "/login/username") {
		t.Fatalf("authorization request: %d %s %s", r.Status, r.Location, r.Body)
	}
	login := p.URL + r.Location
	if strings.HasPrefix(r.Location, "http") {
		login = r.Location
	}
	u, _ := url.Parse(login)
	if r := b.Get(t, login); r.Status != http.StatusOK || !strings.Contains(r.Body, "<form") {
		t.Fatalf("login page: %d %s", r.Status, r.Body)
	}
	r = b.Post(t, login, url.Values{"id": {u.Query().Get("authRequestID")}, "username": {username}, "password": {password}})
	if r.Status != http.StatusFound {
		t.Fatalf("login: %d %s", r.Status, r.Body)
	}
	r = b.Get(t, r.Location) // the provider's /authorize/callback
	if r.Status != http.StatusFound {
		t.Fatalf("after login: %d %s", r.Status, r.Body)
	}
	return r.Location
}

// Response is an answer the browser got (its body read).
type Response struct {
	Status   int
	Header   http.Header
	Body     string
	Location string
	Cookies  []*http.Cookie
}

// Browser keeps cookies per host, as a browser does (Secure ones too:
// browsers treat http://127.0.0.1 as a secure context), sends a cookie only
// under its path, and never follows redirects by itself.
type Browser struct {
	mu      sync.Mutex
	cookies map[string]map[string]*http.Cookie // host → name → cookie
	client  *http.Client
}

// NewBrowser returns a browser with no cookies.
func NewBrowser() *Browser {
	return &Browser{cookies: map[string]map[string]*http.Cookie{},
		client: &http.Client{Timeout: 30 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// Get navigates to rawURL.
func (b *Browser) Get(t testing.TB, rawURL string) Response {
	t.Helper()
	return b.Do(t, http.MethodGet, rawURL, nil)
}

// Post submits a form to rawURL.
func (b *Browser) Post(t testing.TB, rawURL string, form url.Values) Response {
	t.Helper()
	return b.Do(t, http.MethodPost, rawURL, form)
}

// Cookie returns the browser's cookie name for rawURL's host, or nil.
func (b *Browser) Cookie(rawURL, name string) *http.Cookie {
	u, _ := url.Parse(rawURL)
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.cookies[u.Host][name]
}

// SetCookie puts a cookie in the browser for rawURL's host.
func (b *Browser) SetCookie(rawURL string, c *http.Cookie) {
	u, _ := url.Parse(rawURL)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cookies[u.Host] == nil {
		b.cookies[u.Host] = map[string]*http.Cookie{}
	}
	if c.Path == "" {
		c.Path = "/"
	}
	b.cookies[u.Host][c.Name] = c
}

// Do sends a request with the host's cookies and keeps those the answer
// sets (a cookie with Max-Age < 0 is removed).
func (b *Browser) Do(t testing.TB, method, rawURL string, form url.Values) Response {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, rawURL, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	b.mu.Lock()
	for _, c := range b.cookies[req.URL.Host] {
		if strings.HasPrefix(req.URL.Path, strings.TrimSuffix(c.Path, "/")) {
			req.AddCookie(&http.Cookie{Name: c.Name, Value: c.Value})
		}
	}
	b.mu.Unlock()
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, rawURL, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := Response{Status: res.StatusCode, Header: res.Header, Body: string(raw), Location: res.Header.Get("Location"), Cookies: res.Cookies()}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, c := range out.Cookies {
		if b.cookies[req.URL.Host] == nil {
			b.cookies[req.URL.Host] = map[string]*http.Cookie{}
		}
		if c.MaxAge < 0 || c.Value == "" {
			delete(b.cookies[req.URL.Host], c.Name)
			continue
		}
		b.cookies[req.URL.Host][c.Name] = c
	}
	return out
}

// Fake is a small OpenID provider whose ID tokens a test shapes: at its
// authorization endpoint it signs in at once the person named by the
// test (Email) and sends the browser back with a code; its token endpoint
// checks the client's secret and the PKCE verifier, then answers an ID
// token signed with a key its JWKS serves, whose claims Claims may change.
type Fake struct {
	*httptest.Server
	Issuer string
	Client Client
	key    *rsa.PrivateKey

	mu sync.Mutex
	// Email is who signs in (email_verified true, a name).
	Email string
	// Claims, when set, edits the ID token's claims before they are signed.
	Claims func(map[string]any)
	// Error, when set, is the error the authorization endpoint answers.
	Error string
	codes map[string]fakeRequest
}

type fakeRequest struct {
	nonce, challenge, redirect string
}

// StartFake runs a fake provider on 127.0.0.1 until the test ends.
func StartFake(t testing.TB, client Client) *Fake {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	f := &Fake{Client: client, key: key, codes: map[string]fakeRequest{}}
	f.Server = httptest.NewUnstartedServer(http.HandlerFunc(f.serve))
	f.Issuer = "http://" + f.Listener.Addr().String()
	f.Start()
	t.Cleanup(f.Close)
	return f
}

// Set changes who signs in and how the tokens look, for the next sign-in.
func (f *Fake) Set(email string, claims func(map[string]any), providerError string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Email, f.Claims, f.Error = email, claims, providerError
}

func (f *Fake) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch r.URL.Path {
	case "/.well-known/openid-configuration":
		writeJSON(w, http.StatusOK, map[string]any{"issuer": f.Issuer, "authorization_endpoint": f.Issuer + "/authorize",
			"token_endpoint": f.Issuer + "/token", "jwks_uri": f.Issuer + "/keys", "response_types_supported": []string{"code"},
			"subject_types_supported": []string{"public"}, "id_token_signing_alg_values_supported": []string{"RS256"},
			"code_challenge_methods_supported": []string{"S256"}})
	case "/keys":
		writeJSON(w, http.StatusOK, jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &f.key.PublicKey, KeyID: "k1", Algorithm: "RS256", Use: "sig"}}})
	case "/authorize":
		q := r.URL.Query()
		back, _ := url.Parse(q.Get("redirect_uri"))
		if q.Get("client_id") != f.Client.ID || back.String() != f.Client.RedirectURI || q.Get("code_challenge_method") != "S256" ||
			q.Get("response_type") != "code" || !strings.Contains(" "+q.Get("scope")+" ", " openid ") {
			http.Error(w, "bad authorization request", http.StatusBadRequest)
			return
		}
		answer := url.Values{"state": {q.Get("state")}}
		if f.Error != "" {
			answer.Set("error", f.Error)
		} else {
			code := rand.Text()
			f.codes[code] = fakeRequest{nonce: q.Get("nonce"), challenge: q.Get("code_challenge"), redirect: back.String()}
			answer.Set("code", code)
		}
		back.RawQuery = answer.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	case "/token":
		id, secret, _ := r.BasicAuth()
		if id == "" {
			id, secret = r.PostFormValue("client_id"), r.PostFormValue("client_secret")
		}
		if id != f.Client.ID || secret != f.Client.Secret {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_client"})
			return
		}
		req, ok := f.codes[r.PostFormValue("code")]
		delete(f.codes, r.PostFormValue("code"))
		sum := sha256.Sum256([]byte(r.PostFormValue("code_verifier")))
		if !ok || req.redirect != r.PostFormValue("redirect_uri") || base64.RawURLEncoding.EncodeToString(sum[:]) != req.challenge {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant"})
			return
		}
		now := time.Now()
		claims := map[string]any{"iss": f.Issuer, "sub": "sub-" + f.Email, "aud": f.Client.ID, "iat": now.Unix(), "exp": now.Add(5 * time.Minute).Unix(),
			"nonce": req.nonce, "email": f.Email, "email_verified": true, "name": "Fake Person"}
		if f.Claims != nil {
			f.Claims(claims)
		}
		writeJSON(w, http.StatusOK, map[string]any{"access_token": rand.Text(), "token_type": "Bearer", "expires_in": 300, "id_token": f.sign(claims)})
	default:
		http.NotFound(w, r)
	}
}

func (f *Fake) sign(claims map[string]any) string {
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: f.key}, (&jose.SignerOptions{}).WithType("JWT").WithHeader("kid", "k1"))
	if err != nil {
		panic(err)
	}
	payload, _ := json.Marshal(claims)
	jws, err := signer.Sign(payload)
	if err != nil {
		panic(err)
	}
	out, err := jws.CompactSerialize()
	if err != nil {
		panic(err)
	}
	return out
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
