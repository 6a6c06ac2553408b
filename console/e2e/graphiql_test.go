package e2e_test

import (
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// GraphiQL comes from the server itself: a signed-in person opens
// /graphql, sees the editor with the schema loaded, runs a query with their
// session and a subscription over the websocket; the browser asks no other
// host for anything and refuses nothing under the page's policy.
func TestGraphiQL(t *testing.T) {
	t.Parallel()
	browser := browsertest.NewBrowser(t)
	onSQLite(t, func(t *testing.T, d *db.DB) {
		s := start(t, d)
		ada := invite(t, s, "Acme Bank", "ada@example.com", "Ada Lovelace", auth.Owner, nil)
		c := open(t, browser, s, "graphiql")
		c.State = `document.title + ': ' + document.body.innerText`
		c.Shots = []browsertest.Viewport{browsertest.Desktop}

		var mu sync.Mutex
		var requests []string
		require.NoError(t, chromedp.Listen(c.Ctx, func(ev any) {
			var u string
			switch ev := ev.(type) {
			case *network.EventRequestWillBeSent:
				u = ev.Request.URL
			case *network.EventWebSocketCreated:
				u = ev.URL
			default:
				return
			}
			mu.Lock()
			requests = append(requests, u)
			mu.Unlock()
		}))
		// The cookie the sign-in left, as the browser keeps it.
		yes := true
		_, err := chromedp.Call(c.Call(), network.SetCookie, network.SetCookieParams{Name: auth.SessionCookie, Value: ada.cookie,
			URL: base(s), Path: "/", Secure: &yes, HTTPOnly: &yes, SameSite: network.CookieSameSiteLax})
		require.NoError(t, err)

		c.visit("/graphql")
		require.Equal(t, "Meridian GraphQL", browsertest.Eval[string](c.Page, `document.title`))
		c.Poll(`!!document.querySelector('.graphiql-query-editor .monaco-editor .view-lines')`)
		// The schema came by introspection: the documentation explorer
		// lists the root types.
		c.Click(`button[aria-label="Show Documentation Explorer"]`)
		c.Poll(`(document.querySelector('.graphiql-doc-explorer')?.innerText ?? '').includes('Subscription')`)

		// write replaces the query editor's text with query, typed as a
		// person would; run writes it and runs it.
		write := func(query string) {
			t.Helper()
			c.Poll(`(() => { const t = document.querySelector('.graphiql-query-editor textarea'); t?.focus();
				return !!t && document.activeElement === t; })()`)
			c.Do(chromedp.KeyEvent("a", chromedp.KeyModifiers(2)), chromedp.KeyEvent("\b"), chromedp.KeyEvent(query))
		}
		run := func(query string) {
			t.Helper()
			write(query)
			c.Click(`.graphiql-execute-button`)
		}
		// The response editor's text (Monaco shows spaces as no-break spaces).
		response := `(document.querySelector('.graphiql-response')?.innerText ?? '').replaceAll('\u00a0', ' ')`

		// Monaco's GraphQL worker checks the document against the schema.
		write(`{ viewer { nope } }`)
		c.Poll(`!!document.querySelector('.graphiql-query-editor .squiggly-error')`)

		run(`{ viewer { credential organization { name } } }`)
		c.Poll(response + `.includes('"Acme Bank"')`)
		require.Contains(t, browsertest.Eval[string](c.Page, response), `"USER"`)
		c.Poll(`!document.querySelector('.graphiql-query-editor .squiggly-error')`) // the worker finds it valid too
		// Photographed on SQLite's run, as check does (but not judged by
		// axe-core: the markup is GraphiQL's).
		if d.Engine != db.Postgres {
			c.Shot("query")
		}

		// A subscription over the websocket, with the same session: test
		// webhook events, sent until one arrives (the subscription starts
		// on its own time).
		hook := newHook(t)
		endpoint := ada.graphQL(t, s, `mutation($u: String) { createWebhookEndpoint(input: {url: $u}) { endpoint { id } } }`,
			map[string]any{"u": hook.URL}).Str("data.createWebhookEndpoint.endpoint.id")
		run(`subscription { events { type } }`)
		deadline := time.Now().Add(time.Minute)
		for !browsertest.Eval[bool](c.Page, response+`.includes('"webhook.test"')`) {
			require.True(t, time.Now().Before(deadline), "no event arrived: %s", browsertest.Eval[string](c.Page, response))
			ada.graphQL(t, s, `mutation($id: ID!) { sendTestWebhookEvent(endpointId: $id) { id } }`, map[string]any{"id": endpoint})
			time.Sleep(300 * time.Millisecond)
		}
		c.Click(`.graphiql-execute-button`) // stops it

		origin, err := url.Parse(base(s))
		require.NoError(t, err)
		mu.Lock()
		defer mu.Unlock()
		require.Contains(t, requests, "ws://"+origin.Host+"/graphql")
		for _, r := range requests {
			u, err := url.Parse(r)
			require.NoError(t, err)
			if u.Scheme == "data" { // an image the style sheet carries (img-src allows data:)
				continue
			}
			require.Contains(t, []string{"http", "ws"}, u.Scheme, r)
			require.Equal(t, origin.Host, u.Host, r)
		}
		c.NoErrors()
	})
}
