package rest

import (
	"log/slog"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// A route that declares no permission stops the server from starting, as
// the GraphQL handler refuses an operation without @allow.
func TestUndeclaredRoutePanics(t *testing.T) {
	t.Parallel()
	rt := New(http.NewServeMux(), Deps{Log: slog.New(slog.DiscardHandler)})
	h := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	require.PanicsWithValue(t, "rest: route GET /v1/fx/extra declares no permission (rest.Access)", func() {
		rt.handle(rt.maplerad, "GET /v1/fx/extra", Access{}, h)
	})
	require.PanicsWithValue(t, "rest: route GET /v1/fx/own declares no permission (rest.Access)", func() {
		rt.handle(rt.maplerad, "GET /v1/fx/own", Access{Own: "a reason without a permission"}, h)
	})
	require.PanicsWithValue(t, "rest: route GET /v1/fx/both checks its own credential, so no permission can apply", func() {
		rt.handle(rt.maplerad, "GET /v1/fx/both", Access{Need: []auth.Permission{auth.Read}, Own: "a signed link"}, h)
	})
	rt.handle(rt.maplerad, "GET /v1/fx/declared", need(auth.Read), h)
	require.Equal(t, Route{Pattern: "GET /v1/fx/declared", Access: need(auth.Read)}, rt.Routes()[len(rt.Routes())-1])
}

func TestAccessDecides(t *testing.T) {
	t.Parallel()
	sandbox := Access{Need: []auth.Permission{auth.Money}, Sandbox: true}
	key := func(mode auth.Mode, role auth.Role) auth.Principal {
		return auth.Principal{Kind: auth.SecretKey, Mode: mode, Role: role}
	}
	for _, c := range []struct {
		name   string
		access Access
		caller auth.Principal
		want   string
	}{
		{"a viewer reads", need(auth.Read), key(auth.Test, auth.Viewer), ""},
		{"a viewer moves no money", need(auth.Money), key(auth.Test, auth.Viewer), "forbidden"},
		{"a live developer reads nothing", need(auth.Read), key(auth.Live, auth.Developer), "forbidden"},
		{"but edits webhooks", need(auth.Develop), key(auth.Live, auth.Developer), ""},
		{"and reads workflows", need(auth.Read, auth.Develop), key(auth.Live, auth.Developer), ""},
		{"a member as their role", need(auth.Review), auth.Principal{Kind: auth.User, Mode: auth.Test, Role: auth.Finance}, "forbidden"},
		{"an unrestricted key anything", need(auth.Manage), key(auth.Live, ""), ""},
		{"any key asks whose it is", need(auth.Anyone), key(auth.Live, auth.Viewer), ""},
		{"finance credits the sandbox", sandbox, key(auth.Test, auth.Finance), ""},
		{"in test mode only", sandbox, key(auth.Live, auth.Finance), "sandbox_only"},
		{"a viewer is refused first as a viewer", sandbox, key(auth.Live, auth.Viewer), "forbidden"},
	} {
		err := c.access.check(c.caller)
		require.Equal(t, c.want, errs.KeyOf(err), c.name)
		if err != nil {
			require.Equal(t, errs.Forbidden, errs.KindOf(err), c.name)
		}
	}
}
