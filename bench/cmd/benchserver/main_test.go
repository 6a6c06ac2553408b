package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// start runs a benchmark server on a loopback port until the test ends and
// returns its base URL.
func start(t *testing.T, run func(ctx context.Context, l net.Listener) error) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, l) }()
	t.Cleanup(func() {
		cancel()
		require.NoError(t, <-done)
	})
	base := "http://" + l.Addr().String()
	require.Eventually(t, func() bool {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
		}
		return err == nil
	}, 30*time.Second, 20*time.Millisecond)
	return base
}

// call sends a request with a secret key, or a client token (ct_…) as the
// widget sends it.
func call(t *testing.T, method, url, credential string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader("{}"))
	require.NoError(t, err)
	if strings.HasPrefix(credential, "ct_") {
		req.Header.Set("X-Client-Token", credential)
	} else {
		req.Header.Set("Authorization", "Bearer "+credential)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	var body map[string]any
	require.NoError(t, json.NewDecoder(res.Body).Decode(&body))
	return res.StatusCode, body
}

// The servers the benchmarks load answer what the load generators send:
// Meridian with its bootstrap key, and the verification floor.
func TestServersAnswer(t *testing.T) {
	t.Run("meridian", func(t *testing.T) {
		base := start(t, func(ctx context.Context, l net.Listener) error { return runMeridian(ctx, l, "", "", Key) })
		status, body := call(t, "GET", base+"/v1/ping/project", Key)
		require.Equal(t, 200, status, body)
	})
	t.Run("bare-kyc", func(t *testing.T) {
		dsn := dbtest.PostgresURL(t)
		base := start(t, func(ctx context.Context, l net.Listener) error { return runBareKYC(ctx, l, dsn, "") })
		status, body := call(t, "POST", base+"/v1/sessions", Key)
		require.Equal(t, 201, status, body)
		token := body["client_token"].(string)
		status, body = call(t, "GET", base+"/v1/client/session", token)
		require.Equal(t, 200, status, body)
		require.Equal(t, "started", body["data"].(map[string]any)["status"])
		status, _ = call(t, "POST", base+"/v1/sessions", "sk_test_wrong")
		require.Equal(t, 401, status)
	})
}
