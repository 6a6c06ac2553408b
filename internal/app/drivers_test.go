package app_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/platform/jobs"
)

// checkService is a local stand-in for an external check's service: it
// verifies each request's signature and answers what answer says.
type checkService struct {
	*httptest.Server
	secret string

	mu       sync.Mutex
	requests []map[string]any
	answer   func(req map[string]any) (int, any)
}

func newCheckService(t *testing.T) *checkService {
	b := make([]byte, 24)
	rand.Read(b)
	c := &checkService{secret: "whsec_" + base64.StdEncoding.EncodeToString(b)}
	wh, err := standardwebhooks.NewWebhook(c.secret)
	require.NoError(t, err)
	c.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := wh.Verify(body, r.Header); err != nil {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		var req map[string]any
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, "bad body", http.StatusBadRequest)
			return
		}
		c.mu.Lock()
		c.requests = append(c.requests, req)
		answer := c.answer
		c.mu.Unlock()
		status, out := answer(req)
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(out)
	}))
	t.Cleanup(c.Close)
	return c
}

func (c *checkService) stages() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := []string{}
	for _, r := range c.requests {
		out = append(out, r["stage"].(string))
	}
	return out
}

const providersQuery = `{ verificationProviders { stage driver chosen url secretHint problem } }`

const updateProviders = `mutation($in: [VerificationProviderInput!]!) {
	updateVerificationProviders(input: $in) { stage driver chosen url secretHint problem } }`

// byStage indexes verificationProviders' answer.
func byStage(t *testing.T, r apptest.Response, path string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	list, ok := r.Get(path).([]any)
	require.True(t, ok, string(r.Body))
	for _, x := range list {
		m := x.(map[string]any)
		out[m["stage"].(string)] = m
	}
	return out
}

// An organization chooses what runs each stage per mode: the defaults are
// the mocks in test mode and the builtin checks in live mode; an external
// service gets a signed JSON request per check and its answer decides; a
// live service must be public, and live mode never runs a mock.
func TestVerificationProviders(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{App: app.Options{Jobs: &jobs.Config{Sync: true,
			PollInterval: 20 * time.Millisecond, Backoff: func(int) time.Duration { return 0 }}}})
		org := s.Org(t, "acme")

		test := byStage(t, gql(t, s, org.TestKey, providersQuery, nil), "data.verificationProviders")
		for _, stage := range []string{"DOCUMENT", "LIVENESS", "FACE_MATCH", "ADDRESS"} {
			require.Equal(t, "MOCK", test[stage]["driver"], stage)
			require.Equal(t, false, test[stage]["chosen"], stage)
		}
		live := byStage(t, gql(t, s, org.LiveKey, providersQuery, nil), "data.verificationProviders")
		require.Equal(t, "BUILTIN", live["DOCUMENT"]["driver"])
		require.Equal(t, "BUILTIN", live["LIVENESS"]["driver"])
		require.Equal(t, "BUILTIN", live["FACE_MATCH"]["driver"])
		require.Nil(t, live["LIVENESS"]["problem"])
		require.Equal(t, "NONE", live["ADDRESS"]["driver"])
		require.NotEmpty(t, live["ADDRESS"]["problem"])

		// Refused, with nothing written: a mock in live mode, a builtin
		// check the server does not have, a live service that is not
		// https to a public address, no secret, a malformed one.
		service := newCheckService(t)
		for _, c := range []struct {
			key   string
			input map[string]any
			field string
		}{
			{org.LiveKey, map[string]any{"stage": "DOCUMENT", "driver": "MOCK"}, "input[0].driver"},
			{org.TestKey, map[string]any{"stage": "ADDRESS", "driver": "BUILTIN"}, "input[0].driver"},
			{org.LiveKey, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": service.URL, "secret": service.secret}, "input[0].url"},
			{org.LiveKey, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": "https://127.0.0.1:9/x", "secret": service.secret}, "input[0].url"},
			{org.TestKey, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": "ftp://checks.example"}, "input[0].url"},
			{org.TestKey, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": service.URL}, "input[0].secret"},
			{org.TestKey, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": service.URL, "secret": "hunter2"}, "input[0].secret"},
		} {
			r := s.GraphQL(t, c.key, updateProviders, map[string]any{"in": []any{c.input}})
			require.Contains(t, string(r.Body), c.field, "%v: %s", c.input, r.Body)
			require.Nil(t, r.Get("data"), string(r.Body))
		}
		require.Equal(t, live, byStage(t, gql(t, s, org.LiveKey, providersQuery, nil), "data.verificationProviders"))

		// Test mode: liveness and face match on the service. Its answers
		// decide, whatever the hints say (they are never sent).
		service.answer = func(req map[string]any) (int, any) {
			switch req["stage"] {
			case "liveness":
				return 200, map[string]any{"score": 0.2, "passed": false}
			case "face_match":
				return 200, map[string]any{"similarity": 0.9, "passed": true}
			}
			return 400, map[string]any{"error": "unexpected stage"}
		}
		r := gql(t, s, org.TestKey, updateProviders, map[string]any{"in": []any{
			map[string]any{"stage": "LIVENESS", "driver": "HTTP", "url": service.URL, "secret": service.secret},
			map[string]any{"stage": "FACE_MATCH", "driver": "HTTP", "url": service.URL, "secret": service.secret},
		}})
		got := byStage(t, r, "data.updateVerificationProviders")
		require.Equal(t, map[string]any{"stage": "LIVENESS", "driver": "HTTP", "chosen": true, "url": service.URL,
			"secretHint": service.secret[:10] + "…" + service.secret[len(service.secret)-4:], "problem": nil}, got["LIVENESS"])
		require.Equal(t, "MOCK", got["DOCUMENT"]["driver"], "the stages not named stay")
		require.NotContains(t, string(r.Body), service.secret)

		f := newFlow(t, s, org.TestKey, nil)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		f.ok(f.upload("liveness", map[string]string{"liveness_passed": "true", "liveness_score": "0.99"}))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g := f.session()
		require.Equal(t, "rejected", g.Str("data.status"), string(g.Body))
		require.Equal(t, "LIVENESS_FAILED", g.Str("data.decision_reason"))
		require.Equal(t, []string{"liveness", "face_match"}, service.stages())

		// An active attempt goes to the service with its frames, the
		// challenges asked and their times; the service judges.
		service.answer = func(req map[string]any) (int, any) {
			if req["stage"] == "liveness" && req["frames"] != nil {
				return 200, map[string]any{"score": 0.97, "passed": true, "signals": []string{"faceNotCentered"},
					"checks": []map[string]any{{"name": "challenge.1", "passed": true}}}
			}
			return 200, map[string]any{"similarity": 0.9, "passed": true}
		}
		wf := s.Do(t, "POST", "/v1/workflows", org.TestKey, map[string]any{"name": "Active", "stages": []string{"document", "liveness", "face_match"},
			"document_types": []string{"passport"}, "liveness": map[string]any{"active": true}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		require.Equal(t, true, wf.Get("data.liveness.active"))
		f = newFlow(t, s, org.TestKey, map[string]any{"workflow_id": wf.Str("data.id")})
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		asked := c.Get("data.liveness_challenges").([]any)
		times := []int64{0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250}
		prompts := make([]int64, len(asked))
		for i := range prompts {
			prompts[i] = 500 + int64(i)*500
		}
		files := []apptest.File{{Field: "selfie", Name: "selfie.png", Data: photo}}
		for range times {
			files = append(files, apptest.File{Field: "frame", Name: "frame.png", Data: apptest.PNG(240, 320)})
		}
		f.ok(s.UploadFiles(t, "/v1/client/liveness", f.token, map[string]string{"frame_times": mustJSON(t, times),
			"challenge_times": mustJSON(t, prompts), "challenge_id": c.Str("data.liveness_challenge_id")}, files...))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		g = f.session()
		require.Equal(t, "approved", g.Str("data.status"), string(g.Body))
		require.Equal(t, []any{"faceNotCentered"}, g.Get("data.checks.liveness.0.signals"))
		last := service.requests[len(service.requests)-2]
		require.Equal(t, "liveness", last["stage"])
		require.Len(t, last["frames"], len(times))
		require.Equal(t, asked, last["challenges"])
		require.Len(t, last["challenge_times_ms"], len(asked))
		require.Contains(t, service.requests[1], "document_image")
		require.Contains(t, service.requests[1], "selfie_image")
		req := service.requests[0]
		require.NotContains(t, req, "liveness_passed")
		image := req["image"].(map[string]any)
		require.Equal(t, "image/png", image["content_type"])
		data, err := base64.StdEncoding.DecodeString(image["data"].(string))
		require.NoError(t, err)
		require.Equal(t, photo, data, "the selfie as uploaded")

		// The service failing: retried, then a person decides.
		service.answer = func(map[string]any) (int, any) { return 503, map[string]any{"error": "busy"} }
		f = newFlow(t, s, org.TestKey, nil)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport"}))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		eventually(t, "the retries to end", func() bool { return f.session().Str("data.status") == "requires_review" })
		require.Equal(t, "PROVIDER_UNAVAILABLE", f.session().Str("data.decision_reason"))

		// Back to the default: the secret is kept nowhere.
		r = gql(t, s, org.TestKey, updateProviders, map[string]any{"in": []any{
			map[string]any{"stage": "LIVENESS"}, map[string]any{"stage": "FACE_MATCH", "driver": "NONE"}}})
		got = byStage(t, r, "data.updateVerificationProviders")
		require.Equal(t, "MOCK", got["LIVENESS"]["driver"])
		require.Equal(t, false, got["LIVENESS"]["chosen"])
		require.Equal(t, "NONE", got["FACE_MATCH"]["driver"])
		n, err := s.App.DB.NewSelect().Table("verification_drivers").Where("secret IS NOT NULL").Count(context.Background())
		require.NoError(t, err)
		require.Zero(t, n)
		a := gql(t, s, org.TestKey, `{ auditLog(filter: {action: "organization.verification_drivers_changed"}) { edges { node { action } } } }`, nil)
		require.Len(t, a.Get("data.auditLog.edges"), 2)
		require.NotContains(t, string(a.Body), service.secret)

		// A reviewer may read the choices but not change them.
		reviewer := gql(t, s, org.TestKey, `mutation { createApiKey(name: "Rita", role: REVIEWER) { secret } }`, nil).Str("data.createApiKey.secret")
		require.Len(t, gql(t, s, reviewer, providersQuery, nil).Get("data.verificationProviders"), 4)
		r = s.GraphQL(t, reviewer, updateProviders, map[string]any{"in": []any{map[string]any{"stage": "LIVENESS", "driver": "NONE"}}})
		require.Contains(t, string(r.Body), "forbidden", string(r.Body))

		// A live row that names a local address (stored before the rules,
		// say) never reaches it: the live client's dialer refuses, and the
		// session goes to a person.
		_, err = s.App.DB.ExecContext(context.Background(), `INSERT INTO verification_drivers
			(organization_id, mode, stage, driver, url, secret, updated_at) VALUES (?, 'live', 'document', 'http', ?, ?, ?)`,
			org.ID, service.URL, sealed(t, s, service.secret), time.Now().UTC())
		require.NoError(t, err)
		before := len(service.stages())
		wf = s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Documents", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		f = newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id")})
		f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", photo))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		eventually(t, "the retries to end", func() bool { return f.session().Str("data.status") == "requires_review" })
		require.Equal(t, "PROVIDER_UNAVAILABLE", f.session().Str("data.decision_reason"))
		require.Len(t, service.stages(), before, "no request reached the local service")
		require.Contains(t, s.Logs(), "is not a permitted", "the dialer refused it")
	})
}

// sealed seals a secret as the server stores one.
func sealed(t *testing.T, s *apptest.Server, secret string) string {
	t.Helper()
	out, err := s.App.Keyring.Seal(context.Background(), s.App.DB, []byte(secret))
	require.NoError(t, err)
	return out
}

// geocoder is a local stand-in for a Nominatim server: /search finds one
// street address in Berlin (house level), /reverse answers Germany within
// a degree of it and nothing elsewhere; it counts its requests.
func geocoder(t *testing.T) (*httptest.Server, *sync.Map) {
	seen := &sync.Map{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		seen.Store(r.URL.Path, q.Encode())
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/search":
			if q.Get("format") != "jsonv2" || q.Get("street") != "Unter den Linden 77" || q.Get("countrycodes") != "de" {
				io.WriteString(w, `[]`)
				return
			}
			io.WriteString(w, `[{"place_id":1,"lat":"52.5163","lon":"13.3777","category":"building","type":"hotel",
				"place_rank":30,"importance":0.4,"addresstype":"building","display_name":"77, Unter den Linden, Mitte, Berlin, 10117, Deutschland"}]`)
		case "/reverse":
			lat, _ := strconv.ParseFloat(q.Get("lat"), 64)
			if lat > 51.5 && lat < 53.5 {
				io.WriteString(w, `{"place_id":2,"lat":"52.5","lon":"13.4","place_rank":4,"display_name":"Deutschland",
					"address":{"country":"Deutschland","country_code":"de"}}`)
				return
			}
			io.WriteString(w, `{"error":"Unable to geocode"}`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, seen
}

// The address stage on a geocoder: the address found (geocode_lookup) and
// the device near it in the same country (device_location) pass; a device
// far away, or an address the geocoder does not find, does not.
func TestGeocoderChecksAddresses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		srv, seen := geocoder(t)
		r := s.GraphQL(t, org.TestKey, updateProviders, map[string]any{"in": []any{
			map[string]any{"stage": "DOCUMENT", "driver": "GEOCODER", "url": srv.URL}}})
		require.Contains(t, string(r.Body), "addresses only", string(r.Body))
		got := byStage(t, gql(t, s, org.TestKey, updateProviders, map[string]any{"in": []any{
			map[string]any{"stage": "ADDRESS", "driver": "GEOCODER", "url": srv.URL}}}), "data.updateVerificationProviders")
		require.Equal(t, "GEOCODER", got["ADDRESS"]["driver"])
		require.Nil(t, got["ADDRESS"]["secretHint"])

		wf := s.Do(t, "POST", "/v1/workflows", org.TestKey, map[string]any{"name": "Homes", "stages": []string{"address"},
			"address": map[string]any{"methods": []string{"geocode_lookup", "device_location"}, "on_fail": "reject", "max_distance_km": 10}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		require.EqualValues(t, 10, wf.Get("data.address.max_distance_km"), string(wf.Body))
		decide := func(address map[string]any) apptest.Response {
			t.Helper()
			f := newFlow(t, s, org.TestKey, map[string]any{"workflow_id": wf.Str("data.id")})
			f.ok(s.Do(t, "POST", "/v1/client/address", f.token, address))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}
		home := map[string]any{"line1": "Unter den Linden 77", "city": "Berlin", "country": "DE", "latitude": 52.517, "longitude": 13.38,
			"address_passed": "false"}
		g := decide(home)
		require.Equal(t, "approved", g.Str("data.status"), "the hint says nothing to a real check: %s", g.Body)
		require.EqualValues(t, 1, g.Get("data.checks.address.score"), string(g.Body))
		require.Equal(t, []any{"geocode_lookup", "device_location"}, g.Get("data.checks.address.methods"))
		_, searched := seen.Load("/search")
		require.True(t, searched)

		away := maps.Clone(home)
		away["latitude"], away["longitude"] = 52.2, 14.6 // Frankfurt (Oder): Germany, 90 km off
		g = decide(away)
		require.Equal(t, "rejected", g.Str("data.status"), string(g.Body))
		require.Equal(t, "ADDRESS_VERIFICATION_FAILED", g.Str("data.decision_reason"))

		abroad := maps.Clone(home)
		abroad["latitude"], abroad["longitude"] = 48.85, 2.35 // Paris
		require.Equal(t, "rejected", decide(abroad).Str("data.status"))

		nowhere := maps.Clone(home)
		nowhere["line1"] = "Nowhere Lane 1"
		delete(nowhere, "latitude")
		delete(nowhere, "longitude")
		g = decide(nowhere)
		require.Equal(t, "rejected", g.Str("data.status"), string(g.Body))
		require.EqualValues(t, 0, g.Get("data.checks.address.score"))
	})
}
