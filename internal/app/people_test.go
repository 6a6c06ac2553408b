package app_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sort"
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
	"github.com/meridianhq/meridian/internal/platform/config"
	"github.com/meridianhq/meridian/internal/platform/mail"
	"github.com/meridianhq/meridian/internal/platform/mail/mailtest"
)

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

func TestPeopleSignInOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")

		// The first owner, from the command line's link.
		_, link, err := s.App.People.InviteFirst(ctx, "acme", "owner@example.com", auth.Owner)
		require.NoError(t, err)
		owner := accept(t, s, link, "")
		v := owner.graphQL(t, s, `{ viewer { credential role user { email name } organization { id name } memberships { organizationName role } } }`, nil)
		require.Nil(t, v.Get("errors"), string(v.Body))
		require.Equal(t, "USER", v.Str("data.viewer.credential"))
		require.Equal(t, "OWNER", v.Str("data.viewer.role"))
		require.Equal(t, "owner@example.com", v.Str("data.viewer.user.email"))
		require.Equal(t, org.ID, v.Str("data.viewer.organization.id"))
		require.Equal(t, "acme", v.Str("data.viewer.memberships.0.organizationName"))

		// An invitation by the owner, accepted; the new member signs in.
		r := owner.graphQL(t, s, `mutation { inviteMember(input: {email: "rev@example.com", role: REVIEWER}) { link invitation { id email role expiresAt } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		rev := accept(t, s, r.Str("data.inviteMember.link"), "")
		r = signIn(t, s, "rev@example.com", "wrong wrong wrong", "")
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_credentials", r.Str("error"))
		r = signIn(t, s, "nobody@example.com", passphrase, "")
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_credentials", r.Str("error"))
		r = signIn(t, s, "rev@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "REVIEWER", r.Str("organizations.0.role"))
		require.NotEqual(t, rev.cookie, sessionCookie(t, r))

		members := owner.graphQL(t, s, `{ members { user { email } role } invitations { id } }`, nil)
		require.Nil(t, members.Get("errors"), string(members.Body))
		require.Len(t, members.Get("data.members"), 2)

		// The reviewer may review but not invite: forbidden.
		r = rev.graphQL(t, s, `mutation { inviteMember(input: {email: "x@example.com", role: VIEWER}) { link } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		r = rev.graphQL(t, s, `{ reviewQueue { edges { node { id } } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))

		// A case is assigned to a member who may review; a viewer may not be.
		f := inReview(t, s, org.TestKey, map[string]string{"confidence": "0.7"})
		me := rev.graphQL(t, s, `{ viewer { user { id } } }`, nil).Str("data.viewer.user.id")
		r = rev.graphQL(t, s, `mutation($id: ID!, $u: ID) { assignSession(id: $id, userId: $u) { assignedTo assignedUserId } }`,
			map[string]any{"id": f.id, "u": me})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "rev@example.com", r.Str("data.assignSession.assignedTo"))
		r = rev.graphQL(t, s, `query($u: ID) { reviewQueue(filter: {assignedUserId: $u}) { edges { node { id } } } }`, map[string]any{"u": me})
		require.Equal(t, f.id, r.Str("data.reviewQueue.edges.0.node.id"), string(r.Body))
		viewer := member(t, s, org, "viewer@example.com", auth.Viewer)
		vid := viewer.graphQL(t, s, `{ viewer { user { id } } }`, nil).Str("data.viewer.user.id")
		r = rev.graphQL(t, s, `mutation($id: ID!, $u: ID) { assignSession(id: $id, userId: $u) { assignedTo } }`, map[string]any{"id": f.id, "u": vid})
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))

		// Five failures lock the account: 429, even with the right password.
		member(t, s, org, "locked@example.com", auth.Viewer)
		for range 5 {
			require.Equal(t, 401, signIn(t, s, "locked@example.com", "not the right one!", "").Status)
		}
		r = signIn(t, s, "locked@example.com", passphrase, "")
		require.Equal(t, 429, r.Status, string(r.Body))
		require.Equal(t, "too_many_attempts", r.Str("error"))

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

		// A second process over the same database: a sign-out in one ends
		// access in the other within 2 s.
		second := apptest.Start(t, d, apptest.Options{})
		r = signIn(t, s, "rev@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		elsewhere := person{email: "rev@example.com", cookie: sessionCookie(t, r)}
		require.Nil(t, elsewhere.graphQL(t, second, `{ viewer { credential } }`, nil).Get("errors"))
		require.Equal(t, 204, s.Do(t, "POST", "/v1/auth/sign-out", "", nil, elsewhere.headers(s)...).Status)
		start := time.Now()
		require.Eventually(t, func() bool {
			return elsewhere.graphQL(t, second, `{ viewer { credential } }`, nil).Status == 401
		}, 2*time.Second, 20*time.Millisecond, "the other process stops trusting it within 2 s")
		t.Logf("the other process refused the signed-out session after %v", time.Since(start))

		// Sessions: listed, one revoked, sign-out.
		ms := rev.graphQL(t, s, `{ mySessions { id current device } }`, nil)
		require.Nil(t, ms.Get("errors"), string(ms.Body))
		require.Len(t, ms.Get("data.mySessions"), 2)
		var other string
		for _, x := range ms.Get("data.mySessions").([]any) {
			if !x.(map[string]any)["current"].(bool) {
				other = x.(map[string]any)["id"].(string)
			}
		}
		r = rev.graphQL(t, s, `mutation($id: ID!) { revokeMySession(id: $id) }`, map[string]any{"id": other})
		require.Nil(t, r.Get("errors"), string(r.Body))
		r = s.Do(t, "POST", "/v1/auth/sign-out", "", nil, rev.headers(s)...)
		require.Equal(t, 204, r.Status, string(r.Body))
		require.Eventually(t, func() bool {
			return rev.graphQL(t, s, `{ viewer { credential } }`, nil).Status == 401
		}, 2*time.Second, 50*time.Millisecond, "sign-out ends access")
		r = rev.graphQL(t, s, `{ viewer { credential } }`, nil)
		require.Equal(t, "invalid_session", r.Str("errors.0.extensions.code"), string(r.Body))

		// Keys are not people.
		r = s.GraphQL(t, org.TestKey, `{ mySessions { id } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"))

		// No password, token, link or cookie in any log line.
		_, token, _ := strings.Cut(link, "#token=")
		for _, secret := range []string{passphrase, "wrong wrong wrong", token, owner.cookie, rev.cookie, elsewhere.cookie} {
			require.NotContains(t, s.Logs()+second.Logs(), secret)
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

// A second factor asked at sign-in, over HTTP, with codes the test computes.
func TestPeopleSecondFactorOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		ada := member(t, s, org, "ada@example.com", auth.Developer)
		secret, code, codes := enrolTOTP(t, s, &ada)
		require.Len(t, codes, 10)
		r := ada.graphQL(t, s, `{ viewer { user { email } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))

		r = signIn(t, s, "ada@example.com", passphrase, "")
		require.Equal(t, 401, r.Status)
		require.Equal(t, "second_factor_required", r.Str("error"))
		require.Equal(t, []any{"totp"}, r.Get("factors"), string(r.Body))
		require.Nil(t, r.Get("passkey"))
		r = signIn(t, s, "ada@example.com", passphrase, code)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_code", r.Str("error"), "the code that turned it on is used")
		code, _ = totp.GenerateCode(secret, time.Now().Add(30*time.Second)) // the next step's, within the drift allowed
		r = signIn(t, s, "ada@example.com", passphrase, code)
		require.Equal(t, 200, r.Status, string(r.Body))
		r = signIn(t, s, "ada@example.com", passphrase, code)
		require.Equal(t, "invalid_code", r.Str("error"), "a code works once")
		r = signIn(t, s, "ada@example.com", passphrase, codes[3].(string))
		require.Equal(t, 200, r.Status, "a recovery code: %s", r.Body)
		r = signIn(t, s, "ada@example.com", passphrase, codes[3].(string))
		require.Equal(t, 401, r.Status)
		require.Equal(t, "invalid_code", r.Str("error"))
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
		for _, role := range auth.Roles {
			p := member(t, s, org, strings.ToLower(string(role))+"@example.com", role)
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

// Restricted keys: made over GraphQL with a role, they may do only what it
// allows, and nobody makes a key that may do more than they may.
func TestPeopleRestrictedKeys(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		dev := member(t, s, org, "dev@example.com", auth.Developer)
		for _, role := range []string{"FINANCE", "ADMIN", "OWNER"} {
			r := dev.graphQL(t, s, `mutation($r: Role) { createApiKey(name: "k", role: $r) { secret } }`, map[string]any{"r": role})
			require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "%s: %s", role, r.Body)
		}
		r := dev.graphQL(t, s, `mutation { createApiKey(name: "unrestricted") { secret } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		r = dev.graphQL(t, s, `mutation { createApiKey(name: "ci", role: DEVELOPER) { secret apiKey { role name } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "DEVELOPER", r.Str("data.createApiKey.apiKey.role"))
		key := r.Str("data.createApiKey.secret")

		v := gql(t, s, key, `{ viewer { credential role } }`, nil)
		require.Equal(t, "SECRET_KEY", v.Str("data.viewer.credential"))
		require.Equal(t, "DEVELOPER", v.Str("data.viewer.role"))
		gql(t, s, key, `{ webhookEndpoints { id } }`, nil)
		r = s.GraphQL(t, key, `mutation { createCustomer(input: {firstName: "A", lastName: "B", email: "a@example.com", country: "NG"}) { id } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		// In live mode a developer works on the integration, not on live data.
		r = dev.graphQL(t, s, `mutation($o: ID!) { switchOrganization(organizationId: $o, mode: LIVE) { organization { mode } role } }`,
			map[string]any{"o": org.ID})
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, "LIVE", r.Str("data.switchOrganization.organization.mode"))
		live := person{email: dev.email, cookie: sessionCookie(t, r)}
		r = live.graphQL(t, s, `{ webhookEndpoints { id } workflows { name } }`, nil)
		require.Nil(t, r.Get("errors"), "the workflows they edit, they read: "+string(r.Body))
		r = live.graphQL(t, s, `{ sessions { edges { node { id } } } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), string(r.Body))
		r = dev.graphQL(t, s, `{ viewer { credential } }`, nil)
		require.Equal(t, 401, r.Status, "the old cookie stopped working at the switch")

		// The owner's unrestricted key may make any key.
		r = gql(t, s, org.TestKey, `mutation { createApiKey(name: "books", role: FINANCE) { apiKey { role } } }`, nil)
		require.Equal(t, "FINANCE", r.Str("data.createApiKey.apiKey.role"))
	})
}

// Invitations and password resets go out by mail, through a real SMTP
// server (Mailpit), and their links work.
func TestPeopleMail(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t, mailtest.Options{})
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{Config: func(c *config.Config) {
			var err error
			c.SMTP, err = mail.ParseURL(mp.SMTPURL)
			require.NoError(t, err)
		}})
		org := s.Org(t, "Acme "+string(d.Engine))
		to := "ada+" + string(d.Engine) + "@example.com"
		// The link is mailed (and shown to who invited).
		r := gql(t, s, org.TestKey, `mutation($e: String!) { inviteMember(input: {email: $e, role: FINANCE}) { link mailed } }`, map[string]any{"e": to})
		link := r.Str("data.inviteMember.link")
		require.Equal(t, true, r.Get("data.inviteMember.mailed"), "the server says it mailed the link")
		msg := waitMail(t, mp, to, "invited")
		require.Contains(t, msg.Text, link)
		require.Contains(t, msg.HTML, link)
		require.Contains(t, msg.Subject, "Acme")
		ada := accept(t, s, link, "")

		// A reset: 202 for anyone; a link for a person.
		r = s.Do(t, "POST", "/v1/auth/password-reset", "", map[string]any{"email": "nobody-" + to}, "Sec-Fetch-Site", "same-origin")
		require.Equal(t, 202, r.Status, string(r.Body))
		r = s.Do(t, "POST", "/v1/auth/password-reset", "", map[string]any{"email": strings.ToUpper(to)}, "Sec-Fetch-Site", "same-origin")
		require.Equal(t, 202, r.Status, string(r.Body))
		msg = waitMail(t, mp, to, "Reset")
		i := strings.Index(msg.Text, "#token=")
		require.Positive(t, i, msg.Text)
		token := strings.Fields(msg.Text[i+len("#token="):])[0]
		r = s.Do(t, "POST", "/v1/auth/password-reset/confirm", "", map[string]any{"token": token, "password": "short"}, "Sec-Fetch-Site", "same-origin")
		require.Equal(t, "weak_password", r.Str("error"))
		r = s.Do(t, "POST", "/v1/auth/password-reset/confirm", "", map[string]any{"token": token, "password": "a brand new passphrase, please"},
			"Sec-Fetch-Site", "same-origin")
		require.Equal(t, 204, r.Status, string(r.Body))
		r = s.Do(t, "POST", "/v1/auth/password-reset/confirm", "", map[string]any{"token": token, "password": "another new passphrase, then"},
			"Sec-Fetch-Site", "same-origin")
		require.Equal(t, "invalid_reset_token", r.Str("error"), "a reset link works once")
		require.Eventually(t, func() bool { return ada.graphQL(t, s, `{ viewer { credential } }`, nil).Status == 401 },
			2*time.Second, 50*time.Millisecond, "a reset ends every session")
		require.Equal(t, 401, signIn(t, s, to, passphrase, "").Status)
		require.Equal(t, 200, signIn(t, s, to, "a brand new passphrase, please", "").Status)
		for _, m := range mp.Messages(t) {
			require.False(t, strings.HasPrefix(m.To[0].Address, "nobody-"), "nothing is sent to an unknown email")
		}
		require.NotContains(t, s.Logs(), token)
		require.NotContains(t, s.Logs(), link)
	})
}

// waitMail waits for the message to `to` whose subject contains subject.
func waitMail(t *testing.T, mp *mailtest.Server, to, subject string) mailtest.Message {
	t.Helper()
	var id string
	require.Eventually(t, func() bool {
		for _, m := range mp.Messages(t) {
			if len(m.To) > 0 && m.To[0].Address == to && strings.Contains(m.Subject, subject) {
				id = m.ID
				return true
			}
		}
		return false
	}, 20*time.Second, 100*time.Millisecond, "a message to %s about %q", to, subject)
	return mp.Message(t, id)
}

// An organization that requires a second factor: a member without one may
// only set one up, then works as usual.
func TestPeopleRequiredSecondFactor(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		admin := member(t, s, org, "admin@example.com", auth.Admin)
		fin := member(t, s, org, "fin@example.com", auth.Finance)
		r := fin.graphQL(t, s, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "a finance member does not set policy")
		r = admin.graphQL(t, s, `mutation { updateSecurityPolicy(input: {requireSecondFactor: true}) { requireSecondFactor } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, true, r.Get("data.updateSecurityPolicy.requireSecondFactor"))

		r = signIn(t, s, "fin@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, true, r.Get("second_factor_enrollment_required"))
		fin.cookie = sessionCookie(t, r)
		r = fin.graphQL(t, s, `{ wallets { currency } }`, nil)
		require.Equal(t, "second_factor_enrollment_required", r.Str("errors.0.extensions.code"), string(r.Body))
		r = fin.graphQL(t, s, `{ viewer { secondFactorEnrollmentRequired user { totpEnabled } } }`, nil)
		require.Equal(t, true, r.Get("data.viewer.secondFactorEnrollmentRequired"), string(r.Body))
		r = fin.graphQL(t, s, `mutation { startTotpEnrollment { secret } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		code, err := totp.GenerateCode(r.Str("data.startTotpEnrollment.secret"), time.Now())
		require.NoError(t, err)
		r = fin.graphQL(t, s, `mutation($c: String!) { confirmTotp(code: $c) }`, map[string]any{"c": code})
		require.Nil(t, r.Get("errors"), string(r.Body))
		fin.cookie = sessionCookie(t, r)
		r = fin.graphQL(t, s, `{ wallets { currency } viewer { secondFactorEnrollmentRequired user { totpEnabled } } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, false, r.Get("data.viewer.secondFactorEnrollmentRequired"))
		require.Equal(t, true, r.Get("data.viewer.user.totpEnabled"))
		// Keys are not asked.
		gql(t, s, org.TestKey, `{ wallets { currency } }`, nil)
	})
}

// Sessions expire when idle and at their absolute end, on the server's
// clock.
func TestPeopleSessionExpiryOverHTTP(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s, offset, _ := clockedServer(t, d)
		org := s.Org(t, "acme")
		ada := member(t, s, org, "ada@example.com", auth.Viewer)
		alive := func(p person) bool {
			t.Helper()
			r := p.graphQL(t, s, `{ viewer { credential } }`, nil)
			if r.Status == 401 {
				require.Equal(t, "invalid_session", r.Str("errors.0.extensions.code"), string(r.Body))
				return false
			}
			require.Nil(t, r.Get("errors"), string(r.Body))
			return true
		}
		offset.Add(int64(11 * time.Hour))
		require.True(t, alive(ada), "used within 12 hours")
		offset.Add(int64(12*time.Hour + time.Minute))
		require.False(t, alive(ada), "idle for over 12 hours")

		r := signIn(t, s, "ada@example.com", passphrase, "")
		require.Equal(t, 200, r.Status, string(r.Body))
		busy := person{email: "ada@example.com", cookie: sessionCookie(t, r)}
		for range 15 {
			offset.Add(int64(11 * time.Hour))
			require.True(t, alive(busy))
		}
		offset.Add(int64(11 * time.Hour))
		require.False(t, alive(busy), "over seven days after sign-in, however busy")
	})
}

// The audit log names the member who acted, and lists what one member did.
func TestPeopleAuditByMember(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		admin := member(t, s, org, "admin@example.com", auth.Admin)
		other := member(t, s, org, "other@example.com", auth.Admin)
		id := func(p person) string {
			return p.graphQL(t, s, `{ viewer { user { id } } }`, nil).Str("data.viewer.user.id")
		}
		r := admin.graphQL(t, s, `mutation { inviteMember(input: {email: "new@example.com", role: VIEWER}) { invitation { id } mailed } }`, nil)
		require.Nil(t, r.Get("errors"), string(r.Body))
		require.Equal(t, false, r.Get("data.inviteMember.mailed"), "no mail server: the link is for the inviter to pass on")
		r = admin.graphQL(t, s, `mutation { updateMyName(name: "Ada Admin") { name email } }`, nil)
		require.Equal(t, "Ada Admin", r.Str("data.updateMyName.name"), string(r.Body))
		eventually(t, "viewer shows the new name (the credential cache's 2 s)", func() bool {
			return admin.graphQL(t, s, `{ viewer { user { name } } }`, nil).Str("data.viewer.user.name") == "Ada Admin"
		})
		r = admin.graphQL(t, s, `mutation { updateMyName(name: "two\nlines") { name } }`, nil)
		require.Equal(t, "validation_failed", r.Str("errors.0.extensions.code"), string(r.Body))
		r = s.GraphQL(t, org.TestKey, `mutation { updateMyName(name: "key") { name } }`, nil)
		require.Equal(t, "forbidden", r.Str("errors.0.extensions.code"), "a key has no name of a person's: "+string(r.Body))
		q := `query($u: ID) { auditLog(filter: {actorUserId: $u}) { edges { node { action actorUserId actorName } } } }`
		r = gql(t, s, org.TestKey, q, map[string]any{"u": id(admin)})
		edges := r.Get("data.auditLog.edges").([]any)
		require.NotEmpty(t, edges)
		var actions []string
		for _, e := range edges {
			n := e.(map[string]any)["node"].(map[string]any)
			require.Equal(t, id(admin), n["actorUserId"])
			require.Equal(t, "admin@example.com", n["actorName"])
			actions = append(actions, n["action"].(string))
		}
		require.Contains(t, actions, "member.invited")
		require.Contains(t, actions, "user.name_changed")
		r = gql(t, s, org.TestKey, q, map[string]any{"u": id(other)})
		for _, e := range r.Get("data.auditLog.edges").([]any) {
			require.NotEqual(t, "member.invited", e.(map[string]any)["node"].(map[string]any)["action"], "not another member's")
		}
	})
}

// The page of an invitation learns where it leads, and whether it must
// ask for an email, before anything is sent.
func TestInvitationLookUp(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		_, first, err := s.App.People.InviteFirst(context.Background(), "acme", "", auth.Owner)
		require.NoError(t, err)
		look := func(link string, headers ...string) apptest.Response {
			_, token, _ := strings.Cut(link, "#token=")
			return s.Do(t, "POST", "/v1/auth/invitations/lookup", "", map[string]any{"token": token},
				append([]string{"Sec-Fetch-Site", "same-origin"}, headers...)...)
		}
		r := look(first)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "acme", r.Str("organization.name"))
		require.Equal(t, "OWNER", r.Str("role"))
		require.Equal(t, true, r.Get("email_required"))
		require.NotEmpty(t, r.Str("expires_at"))

		owner := accept(t, s, first, "owner@example.com")
		r = look(first)
		require.Equal(t, 404, r.Status, "a used invitation")
		require.Equal(t, "invalid_invitation", r.Str("error"))

		inv := owner.graphQL(t, s, `mutation { inviteMember(input: {email: "rev@example.com", role: REVIEWER}) { link } }`, nil)
		r = look(inv.Str("data.inviteMember.link"))
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "REVIEWER", r.Str("role"))
		require.Equal(t, false, r.Get("email_required"))
		require.Equal(t, 404, look("#token=inv_made_up").Status)
		require.Equal(t, 403, s.Do(t, "POST", "/v1/auth/invitations/lookup", "", map[string]any{"token": "inv_x"},
			"Sec-Fetch-Site", "cross-site").Status)
	})
}
