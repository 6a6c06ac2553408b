package app_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// What people do is internal/people's and its tests'; these are the
// contracts of the wire: the sign-in routes' statuses, error keys and
// cookies, and what GraphQL lets each role do.

const passphrase = "correct horse battery staple"

// person is a signed-in member: the cookie their browser holds.
type person struct {
	email, cookie string
}

// headers are what a browser on the server's own origin sends with the
// person's cookie.
func (p person) headers(s *apptest.Server) []string {
	return []string{"Cookie", auth.SessionCookie + "=" + p.cookie, "Sec-Fetch-Site", "same-origin", "Origin", s.URL}
}

func (p person) graphQL(t *testing.T, s *apptest.Server, query string, vars map[string]any) apptest.Response {
	t.Helper()
	return s.Do(t, "POST", "/graphql", "", map[string]any{"query": query, "variables": vars},
		append(p.headers(s), "Accept", "application/graphql-response+json")...)
}

// sessionCookie reads the sign-in session's cookie a response sets, and
// checks its attributes.
func sessionCookie(t *testing.T, r apptest.Response) string {
	t.Helper()
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == auth.SessionCookie {
			require.True(t, c.HttpOnly && c.Secure && c.SameSite == http.SameSiteLaxMode && c.Path == "/", "%+v", c)
			return c.Value
		}
	}
	t.Fatalf("no session cookie in %v", r.Header)
	return ""
}

// accept takes up an invitation link over HTTP.
func accept(t *testing.T, s *apptest.Server, link, email string) person {
	t.Helper()
	_, token, ok := strings.Cut(link, "#token=")
	require.True(t, ok, link)
	r := s.Do(t, "POST", "/v1/auth/invitations/accept", "", map[string]any{"token": token, "name": "Ada", "password": passphrase, "email": email},
		"Sec-Fetch-Site", "same-origin")
	require.Equal(t, 200, r.Status, string(r.Body))
	return person{email: r.Str("user.email"), cookie: sessionCookie(t, r)}
}

func signIn(t *testing.T, s *apptest.Server, email, password, code string) apptest.Response {
	t.Helper()
	return s.Do(t, "POST", "/v1/auth/sign-in", "", map[string]any{"email": email, "password": password, "code": code},
		"Sec-Fetch-Site", "same-origin")
}

// member makes a person of the organization with role, signed in.
func member(t *testing.T, s *apptest.Server, org apptest.Org, email string, role auth.Role) person {
	t.Helper()
	r := gql(t, s, org.TestKey, `mutation($e: String!, $r: Role!) { inviteMember(input: {email: $e, role: $r}) { link invitation { role } } }`,
		map[string]any{"e": email, "r": role})
	return accept(t, s, r.Str("data.inviteMember.link"), "")
}

// The sign-in routes as a browser meets them: an invitation's page, the
// session's cookie and its attributes, what the viewer shows, the statuses
// and error keys of sign-in, the lockout's wait in the header and the
// body, cross-site refusals, sign-out, a reset link's routes, and no
// password, token, link or cookie in any log line.
func TestPeopleSignInOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		post := func(path string, body any, headers ...string) apptest.Response {
			return s.Do(t, "POST", path, "", body, append([]string{"Sec-Fetch-Site", "same-origin"}, headers...)...)
		}
		look := func(link string) apptest.Response {
			_, token, _ := strings.Cut(link, "#token=")
			return post("/v1/auth/invitations/lookup", map[string]any{"token": token})
		}

		// The first owner's link, from the command line: its page, then
		// accepted with an email.
		_, link, err := s.App.People.InviteFirst(ctx, "acme", "", auth.Owner)
		require.NoError(t, err)
		r := look(link)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "acme", r.Str("organization.name"))
		require.Equal(t, "OWNER", r.Str("role"))
		require.Equal(t, true, r.Get("email_required"))
		require.NotEmpty(t, r.Str("expires_at"))
		owner := accept(t, s, link, "owner@example.com")
		require.Equal(t, "owner@example.com", owner.email)
		r = look(link)
		require.Equal(t, 404, r.Status, "a used invitation")
		require.Equal(t, "invalid_invitation", r.Str("error"))
		require.Equal(t, 404, look("#token=inv_made_up").Status)
		require.Equal(t, 403, post("/v1/auth/invitations/lookup", map[string]any{"token": "inv_x"}, "Sec-Fetch-Site", "cross-site").Status)
		v := owner.graphQL(t, s, `{ viewer { credential role user { email name } organization { id name } memberships { organizationName role } } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, "USER", v.Str("data.viewer.credential"))
		require.Equal(t, "OWNER", v.Str("data.viewer.role"))
		require.Equal(t, "owner@example.com", v.Str("data.viewer.user.email"))
		require.Equal(t, org.ID, v.Str("data.viewer.organization.id"))
		require.Equal(t, "acme", v.Str("data.viewer.memberships.0.organizationName"))

		// Sign-in: 401 invalid_credentials for a wrong password and an
		// unknown email alike; 200 with a new session's cookie.
		for _, email := range []string{"owner@example.com", "nobody@example.com"} {
			r = signIn(t, s, email, "wrong wrong wrong", "")
			require.Equal(t, 401, r.Status)
			require.Equal(t, "invalid_credentials", r.Str("error"))
		}
		r = signIn(t, s, "owner@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "OWNER", r.Str("organizations.0.role"))
		again := person{email: "owner@example.com", cookie: sessionCookie(t, r)}
		require.NotEqual(t, owner.cookie, again.cookie)

		// Cross-site requests carrying the cookie are refused.
		for _, h := range [][]string{{"Sec-Fetch-Site", "cross-site"}, {"Origin", "http://evil.example"}} {
			r = s.Do(t, "POST", "/graphql", "", map[string]any{"query": `mutation { revokeMySession(id: "x") }`},
				"Cookie", auth.SessionCookie+"="+owner.cookie, h[0], h[1])
			require.Equal(t, 403, r.Status, string(r.Body))
			require.Contains(t, string(r.Body), "cross_origin_request")
			r = s.Do(t, "POST", "/v1/auth/sign-in", "", map[string]any{"email": "owner@example.com", "password": passphrase}, h[0], h[1])
			require.Equal(t, 403, r.Status)
			require.Equal(t, "cross_origin_request", r.Str("error"))
		}

		// Sign-out: 204, then the cookie is refused with invalid_session.
		require.Equal(t, 204, post("/v1/auth/sign-out", nil, again.headers(s)...).Status)
		r = again.graphQL(t, s, `{ viewer { credential } }`, nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_session", r.Str("errors.0.extensions.code"), string(r.Body))

		// Keys are not people.
		r = s.GraphQL(t, org.TestKey, `{ mySessions { id } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"))

		// Five failures lock the account: 429, with how long to wait in
		// Retry-After and in the body, even with the right password.
		for range 4 {
			require.Equal(t, 401, signIn(t, s, "owner@example.com", "not the right one!", "").Status)
		}
		r = signIn(t, s, "owner@example.com", passphrase, "")
		require.Equal(t, 429, r.Status, string(r.Body))
		require.Equal(t, "too_many_attempts", r.Str("error"))
		wait, err := strconv.Atoi(r.Header.Get("Retry-After"))
		require.NoError(t, err, "Retry-After in seconds")
		require.Positive(t, wait)
		require.EqualValues(t, wait, r.Get("retry_after"))

		// A reset: 202 for any email; its link (here the command line's)
		// confirmed once, 204.
		for _, email := range []string{"nobody@example.com", "OWNER@example.com"} {
			require.Equal(t, 202, post("/v1/auth/password-reset", map[string]any{"email": email}).Status)
		}
		resetLink, err := s.App.People.ResetLink(ctx, "owner@example.com")
		require.NoError(t, err)
		_, reset, _ := strings.Cut(resetLink, "#token=")
		confirm := func(password string) apptest.Response {
			return post("/v1/auth/password-reset/confirm", map[string]any{"token": reset, "password": password})
		}
		require.Equal(t, "weak_password", confirm("short").Str("error"))
		require.Equal(t, 204, confirm("a brand new passphrase, please").Status)
		require.Equal(t, "invalid_reset_token", confirm("another new passphrase, then").Str("error"))
		require.Equal(t, 401, owner.graphQL(t, s, `{ viewer { credential } }`, nil).Status, "a reset ends every session")

		_, token, _ := strings.Cut(link, "#token=")
		for _, secret := range []string{passphrase, "wrong wrong wrong", token, link, owner.cookie, again.cookie, reset, resetLink} {
			require.NotContains(t, s.Logs(), secret)
		}
	})
}

// enrolTOTP turns an authenticator on for p over GraphQL, keeps the
// session's renewed cookie, and returns the secret, the code that turned
// it on and the recovery codes.
func enrolTOTP(t *testing.T, s *apptest.Server, p *person) (string, string, []any) {
	t.Helper()
	r := p.graphQL(t, s, `mutation { startTotpEnrollment { secret otpauthUri qrSvg } }`, nil)
	require.Nil(t, r.Get("errors"), string(r.Body))
	secret := r.Str("data.startTotpEnrollment.secret")
	code, err := totp.GenerateCode(secret, time.Now())
	require.NoError(t, err)
	r = p.graphQL(t, s, `mutation($c: String!) { confirmTotp(code: $c) }`, map[string]any{"c": code})
	require.Nil(t, r.Get("errors"), string(r.Body))
	renewed := sessionCookie(t, r)
	require.NotEqual(t, p.cookie, renewed, "a new session id at a change of privilege")
	p.cookie = renewed
	codes, _ := r.Get("data.confirmTotp").([]any)
	return secret, code, codes
}

// A second factor over HTTP and GraphQL: where the organization requires
// one, a member without one is refused everything but their viewer and
// setting one up, and says so at sign-in; enrolling renews the cookie;
// sign-in then answers 401 second_factor_required naming the factors; and
// guesses sent as aliases of one GraphQL request count toward the lockout
// one at a time, answered with how long to wait.
func TestPeopleSecondFactorOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		gql(t, s, org.TestKey, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		ada := member(t, s, org, "ada@example.com", auth.Developer)
		r := signIn(t, s, "ada@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, true, r.Get("second_factor_enrollment_required"))
		ada.cookie = sessionCookie(t, r)
		r = ada.graphQL(t, s, `{ wallets { currency } }`, nil)
		require.Equal(t, "second_factor_enrollment_required", r.Str("errors.0.extensions.code"), string(r.Body))
		r = ada.graphQL(t, s, `{ viewer { secondFactorEnrollmentRequired user { totpEnabled } } }`, nil)
		require.Equal(t, true, r.Get("data.viewer.secondFactorEnrollmentRequired"), string(r.Body))
		secret, _, codes := enrolTOTP(t, s, &ada)
		require.Len(t, codes, 10)
		r = ada.graphQL(t, s, `{ wallets { currency } viewer { secondFactorEnrollmentRequired user { totpEnabled } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, false, r.Get("data.viewer.secondFactorEnrollmentRequired"))
		require.Equal(t, true, r.Get("data.viewer.user.totpEnabled"))
		gql(t, s, org.TestKey, `{ wallets { currency } }`, nil) // keys are not asked

		r = signIn(t, s, "ada@example.com", passphrase, "")
		require.Equal(t, 401, r.Status)
		require.Equal(t, "second_factor_required", r.Str("error"))
		require.Equal(t, []any{"totp"}, r.Get("factors"), string(r.Body))
		require.Nil(t, r.Get("passkey"))
		code, _ := totp.GenerateCode(secret, time.Now().Add(30*time.Second)) // the next step's, within the drift allowed
		r = signIn(t, s, "ada@example.com", passphrase, code)
		require.Equal(t, 200, r.Status, string(r.Body))

		aliases := func(field string) string {
			var b strings.Builder
			b.WriteString("mutation {")
			for i := range 10 {
				fmt.Fprintf(&b, " g%d: %s", i, strings.ReplaceAll(field, "N", strconv.Itoa(i)))
			}
			return b.String() + " }"
		}
		keys := func(r apptest.Response) map[string]int {
			out := map[string]int{}
			for i := range 10 {
				out[r.Str(fmt.Sprintf("errors.%d.extensions.code", i))]++
			}
			return out
		}
		r = ada.graphQL(t, s, aliases(`disableTotp(code: "00000N")`), nil)
		require.Equal(t, map[string]int{"invalid_code": 5, "too_many_attempts": 5}, keys(r), string(r.Body))
		require.NotEmpty(t, r.Header.Get("Retry-After"))
		require.Equal(t, 429, signIn(t, s, "ada@example.com", passphrase, code).Status, "the person's sign-in is locked with it")
		grace := member(t, s, org, "grace@example.com", auth.Viewer)
		r = grace.graphQL(t, s, aliases(`changePassword(current: "guess number N", new: "violet lantern harbour quietly")`), nil)
		require.Equal(t, map[string]int{"invalid_credentials": 5, "too_many_attempts": 5}, keys(r), string(r.Body))
		require.Equal(t, 429, signIn(t, s, "grace@example.com", passphrase, "").Status)
	})
}

// Every query field and mutation, as every role and as restricted keys:
// allowed, or refused with forbidden, as the matrix says.
func TestPeopleRoleMatrix(t *testing.T) {
	t.Parallel()
	// What each operation needs, written here apart from the schema.
	need := map[string]string{}
	for perm, fields := range map[string]string{
		"ANYONE":  "Query.viewer Query.session Query.node",
		"READ":    "Query.onboarding Query.search Query.eventTypes Query.workflowDefaults Query.sessions Query.workflow Query.workflows Query.customer Query.customers Query.events Query.event Query.depositAddress Query.cryptoWithdrawal Query.cryptoWithdrawals Query.wallets Query.fxQuote Query.fxExchange Query.fxExchanges Query.usdAccountRequest Query.usdAccount Query.counterparty Query.usdTransfer Query.usdTransfers Query.members Query.securityPolicy Query.overview Query.wallet Query.ledgerTransaction Query.cryptoDeposit Query.cryptoDeposits Query.checkChainAddress Query.usdAccountRequests Query.usdAccounts Query.checkRoutingNumber Query.verificationProviders",
		"VERIFY":  "Mutation.createSession Mutation.cancelSession",
		"REVIEW":  "Query.reviewPresets Mutation.bulkReview Query.reviewQueue Mutation.approveSession Mutation.rejectSession Mutation.assignSession Mutation.addSessionNote Mutation.flagSession Mutation.requestSessionRedo",
		"MONEY":   "Mutation.createCustomer Mutation.createDepositAddress Mutation.updateDepositAddress Mutation.createCryptoWithdrawal Mutation.createFxQuote Mutation.executeFxQuote Mutation.creditTestWallet Mutation.createUsdAccountRequest Mutation.createUsdKycLink Mutation.createCounterparty Mutation.createUsdTransfer Mutation.simulateCryptoDeposit Mutation.settleCryptoWithdrawal Mutation.decideUsdAccountRequest Mutation.settleUsdTransfer",
		"DEVELOP": "Query.apiKey Query.apiKeys Query.webhookEndpoints Query.webhookEndpoint Query.webhookDeliveries Query.webhookDelivery Mutation.createApiKey Mutation.revokeApiKey Mutation.createWebhookEndpoint Mutation.updateWebhookEndpoint Mutation.deleteWebhookEndpoint Mutation.rotateWebhookSecret Mutation.resendWebhookDelivery Mutation.sendTestWebhookEvent Mutation.createWorkflow Mutation.updateWorkflow Mutation.archiveWorkflow Mutation.unarchiveWorkflow",
		"MANAGE":  "Mutation.createReviewPreset Mutation.deleteReviewPreset Query.auditActions Query.auditLog Query.invitations Mutation.redactSession Mutation.updateOrganization Mutation.inviteMember Mutation.revokeInvitation Mutation.resendInvitation Mutation.updateMemberRole Mutation.removeMember Mutation.updateSecurityPolicy Query.ssoSettings Query.ssoDomains Mutation.updateSsoSettings Mutation.claimSsoDomain Mutation.verifySsoDomain Mutation.removeSsoDomain Mutation.updateVerificationProviders",
		"SELF": "Query.myPreferences Query.savedViews Mutation.updateMyPreferences Mutation.createSavedView Mutation.deleteSavedView Query.mySessions Mutation.updateMyName Mutation.changePassword Mutation.revokeMySession Mutation.switchOrganization Mutation.startTotpEnrollment Mutation.confirmTotp Mutation.disableTotp" +
			" Query.passkeys Mutation.startPasskeyRegistration Mutation.finishPasskeyRegistration Mutation.removePasskey",
	} {
		for _, f := range strings.Fields(fields) {
			need[f] = perm
		}
	}
	holds := map[auth.Role]string{
		auth.Owner: "READ VERIFY REVIEW MONEY DEVELOP MANAGE", auth.Admin: "READ VERIFY REVIEW MONEY DEVELOP MANAGE",
		auth.Developer: "READ VERIFY DEVELOP", auth.Reviewer: "READ VERIFY REVIEW", auth.Finance: "READ MONEY", auth.Viewer: "READ",
	}
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	var ops []string
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation} {
		for _, f := range root.Fields {
			if !strings.HasPrefix(f.Name, "__") {
				ops = append(ops, root.Name+"."+f.Name)
			}
		}
	}
	sort.Strings(ops)
	for _, op := range ops {
		require.Contains(t, need, op, "the test's table names every operation")
	}
	require.Len(t, need, len(ops), "and no other")

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		type caller struct {
			name string
			role auth.Role
			do   func(query string) apptest.Response
		}
		var callers []caller
		members := map[auth.Role]person{}
		for _, role := range auth.Roles {
			p := member(t, s, org, strings.ToLower(string(role))+"@example.com", role)
			members[role] = p
			callers = append(callers, caller{"member " + string(role), role, func(q string) apptest.Response { return p.graphQL(t, s, q, nil) }})
			o, err := s.App.Orgs.Get(ctx, org.ID)
			require.NoError(t, err)
			key, _, err := s.App.Auth.CreateRestrictedKey(ctx, o.ID, auth.Test, "restricted", &role)
			require.NoError(t, err)
			callers = append(callers, caller{"key " + string(role), role, func(q string) apptest.Response { return s.GraphQL(t, key, q, nil) }})
		}
		for _, op := range ops {
			root, field, _ := strings.Cut(op, ".")
			q := operation(schema, root, field)
			if op == "Mutation.createApiKey" {
				// A key no more powerful than any role: the permission alone decides.
				q = `mutation { createApiKey(role: VIEWER) { __typename } }`
			}
			for _, c := range callers {
				perm := need[op]
				allowed := perm == "ANYONE" || slices.Contains(strings.Fields(holds[c.role]), perm)
				if perm == "SELF" {
					allowed = strings.HasPrefix(c.name, "member")
				}
				r := c.do(q)
				require.NotEqual(t, 500, r.Status, "%s as %s: %s", op, c.name, r.Body)
				refused := false
				for _, e := range asList(r.Get("errors")) {
					refused = refused || e.(map[string]any)["extensions"].(map[string]any)["code"] == "forbidden"
				}
				require.Equal(t, !allowed, refused, "%s as %s (%s): %s\n%s", op, c.name, perm, q, r.Body)
			}
		}

		// A member makes no key that may do more than they may; in live
		// mode a developer works on the integration (the workflows they
		// edit, they read), not on live data.
		dev := members[auth.Developer]
		r := dev.graphQL(t, s, `mutation { createApiKey(name: "k", role: FINANCE) { secret } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		r = dev.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: LIVE) { organization { mode } } }`,
			map[string]any{"o": org.ID})
		require.Equal(t, "LIVE", r.Str("data.switchOrganization.organization.mode"), string(r.Body))
		live := person{email: dev.email, cookie: sessionCookie(t, r)}
		r = live.graphQL(t, s, `{ webhookEndpoints { id } workflows { name } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		r = live.graphQL(t, s, `{ sessions { edges { node { id } } } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
	})
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// operation writes a document that calls root.field with made-up values of
// its required arguments and selects __typename of an object.
func operation(schema *ast.Schema, root, field string) string {
	f := schema.Types[root].Fields.ForName(field)
	var args []string
	for _, a := range f.Arguments {
		if a.Type.NonNull {
			args = append(args, a.Name+": "+value(schema, a.Type, 0))
		}
	}
	call := field
	if len(args) > 0 {
		call += "(" + strings.Join(args, ", ") + ")"
	}
	if k := schema.Types[f.Type.Name()].Kind; k == ast.Object || k == ast.Interface || k == ast.Union {
		call += " { __typename }"
	}
	kw := "query"
	if root == "Mutation" {
		kw = "mutation"
	}
	return kw + " { " + call + " }"
}

func value(schema *ast.Schema, t *ast.Type, depth int) string {
	if t.Elem != nil {
		return "[" + value(schema, t.Elem, depth) + "]"
	}
	def := schema.Types[t.NamedType]
	switch {
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		var fields []string
		for _, f := range def.Fields {
			if f.Type.NonNull && depth < 4 {
				fields = append(fields, f.Name+": "+value(schema, f.Type, depth+1))
			}
		}
		return "{" + strings.Join(fields, ", ") + "}"
	}
	switch t.NamedType {
	case "Int", "Int64", "Float":
		return "1"
	case "Boolean":
		return "true"
	case "Time":
		return `"2026-01-02T03:04:05Z"`
	case "Map":
		return "{}"
	}
	return fmt.Sprintf("%q", "x_1")
}
