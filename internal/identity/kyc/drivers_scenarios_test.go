package kyc_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
)

// checkService is a local stand-in for an external check's service: it
// verifies each request's signature and answers what its answer says.
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

// answers sets what the service answers from now on.
func (c *checkService) answers(f func(req map[string]any) (int, any)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.answer = f
}

// received is every request the service took, in order.
func (c *checkService) received() []map[string]any {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.requests)
}

func (c *checkService) stages() []string {
	out := []string{}
	for _, r := range c.received() {
		out = append(out, r["stage"].(string))
	}
	return out
}

// byStage indexes an organization's drivers by stage.
func byStage(t *testing.T, list []kyc.Driver, err error) map[string]kyc.Driver {
	t.Helper()
	require.NoError(t, err)
	out := map[string]kyc.Driver{}
	for _, d := range list {
		out[d.Stage] = d
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
		ctx := context.Background()
		m := mock.Set()
		r := kyctest.NewRig(t, d, kyctest.Options{Builtin: providers.Set{OCR: m.OCR, Liveness: m.Liveness, FaceMatch: m.FaceMatch},
			Outbound: true, Retries: true})
		svc, ok := r.KYC, passes(t)
		drivers := func(p auth.Principal) map[string]kyc.Driver {
			t.Helper()
			list, err := svc.Drivers(ctx, p)
			return byStage(t, list, err)
		}

		test := drivers(r.P)
		for _, stage := range kyc.Stages() {
			require.Equal(t, kyc.DriverMock, test[stage].Name, stage)
			require.False(t, test[stage].Chosen, stage)
		}
		live := drivers(r.Live())
		for _, stage := range []string{kyc.StageDocument, kyc.StageLiveness, kyc.StageFaceMatch} {
			require.Equal(t, kyc.DriverBuiltin, live[stage].Name, stage)
		}
		require.Empty(t, live[kyc.StageLiveness].Problem)
		require.Equal(t, kyc.DriverNone, live[kyc.StageAddress].Name)
		require.NotEmpty(t, live[kyc.StageAddress].Problem)

		// Refused, with nothing written: a mock in live mode, a builtin
		// check the server does not have, a live service that is not
		// https to a public address, no secret, a malformed one.
		service := newCheckService(t)
		for _, c := range []struct {
			p     auth.Principal
			in    kyc.DriverInput
			field string
		}{
			{r.Live(), kyc.DriverInput{Stage: kyc.StageDocument, Name: kyc.DriverMock}, "input[0].driver"},
			{r.P, kyc.DriverInput{Stage: kyc.StageAddress, Name: kyc.DriverBuiltin}, "input[0].driver"},
			{r.Live(), kyc.DriverInput{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: service.URL, Secret: &service.secret}, "input[0].url"},
			{r.Live(), kyc.DriverInput{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: "https://127.0.0.1:9/x", Secret: &service.secret}, "input[0].url"},
			{r.P, kyc.DriverInput{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: "ftp://checks.example"}, "input[0].url"},
			{r.P, kyc.DriverInput{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: service.URL}, "input[0].secret"},
			{r.P, kyc.DriverInput{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: service.URL, Secret: new("hunter2")}, "input[0].secret"},
		} {
			_, err := svc.SetDrivers(ctx, c.p, []kyc.DriverInput{c.in})
			require.Contains(t, fieldsOf(t, err), c.field, "%+v", c.in)
		}
		require.Equal(t, live, drivers(r.Live()))
		require.Equal(t, test, drivers(r.P))

		// Test mode: liveness and face match on the service. Its answers
		// decide, whatever the hints say (they are never sent).
		service.answers(func(req map[string]any) (int, any) {
			switch req["stage"] {
			case "liveness":
				return 200, map[string]any{"score": 0.2, "passed": false}
			case "face_match":
				return 200, map[string]any{"similarity": 0.9, "passed": true}
			}
			return 400, map[string]any{"error": "unexpected stage"}
		})
		list, err := svc.SetDrivers(ctx, r.P, []kyc.DriverInput{
			{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, URL: service.URL, Secret: &service.secret},
			{Stage: kyc.StageFaceMatch, Name: kyc.DriverHTTP, URL: service.URL, Secret: &service.secret}})
		got := byStage(t, list, err)
		chosen := got[kyc.StageLiveness]
		require.NotNil(t, chosen.UpdatedAt)
		chosen.UpdatedAt = nil
		require.Equal(t, kyc.Driver{Stage: kyc.StageLiveness, Name: kyc.DriverHTTP, Chosen: true, URL: service.URL,
			SecretHint: service.secret[:10] + "…" + service.secret[len(service.secret)-4:]}, chosen)
		require.Equal(t, kyc.DriverMock, got[kyc.StageDocument].Name, "the stages not named stay")
		require.NotContains(t, fmt.Sprintf("%+v", list), service.secret)

		f := r.Session(t, kyc.CreateSessionInput{})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Liveness(map[string]string{"liveness_passed": "true", "liveness_score": "0.99"}))
		ok(f.Complete(nil))
		ses := f.Get()
		require.Equal(t, kyc.StatusRejected, ses.Status)
		require.Equal(t, "LIVENESS_FAILED", *ses.DecisionReason)
		require.Equal(t, []string{"liveness", "face_match"}, service.stages())

		// An active attempt goes to the service with its frames, the
		// challenges asked and their times; the service judges.
		service.answers(func(req map[string]any) (int, any) {
			if req["stage"] == "liveness" && req["frames"] != nil {
				return 200, map[string]any{"score": 0.97, "passed": true, "signals": []string{"faceNotCentered"},
					"checks": []map[string]any{{"name": "challenge.1", "passed": true}}}
			}
			return 200, map[string]any{"similarity": 0.9, "passed": true}
		})
		wf, err := svc.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new("Active"),
			Stages:        &[]string{kyc.StageDocument, kyc.StageLiveness, kyc.StageFaceMatch},
			DocumentTypes: &[]string{"passport"}, ActiveLiveness: new(new(true))})
		require.NoError(t, err)
		require.True(t, *wf.Config.Liveness.Active)
		f = r.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		set := ok(svc.ClientSession(ctx, f.Client)).CurrentChallenges()
		require.NotNil(t, set)
		times := []int64{0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250}
		prompts := make([]int64, len(set.Challenges))
		for i := range prompts {
			prompts[i] = 500 + int64(i)*500
		}
		frames := make([]*kyc.Stored, len(times))
		for i := range frames {
			frames[i] = f.Image(kyctest.PNG(240, 320))
		}
		ok(svc.SubmitLiveness(ctx, f.Client, f.Image(kyctest.PNG(300, 300)), nil, frames, map[string]string{
			"frame_times": string(mustJSON(t, times)), "challenge_times": string(mustJSON(t, prompts)), "challenge_id": set.ID}))
		ok(f.Complete(nil))
		ses = f.Get()
		require.Equal(t, kyc.StatusApproved, ses.Status)
		require.Equal(t, []string{"faceNotCentered"}, ses.Checks.Liveness[0].Signals)
		reqs := service.received()
		last := reqs[len(reqs)-2]
		require.Equal(t, "liveness", last["stage"])
		require.Len(t, last["frames"], len(times))
		var asked []string
		require.NoError(t, json.Unmarshal(mustJSON(t, last["challenges"]), &asked))
		require.Equal(t, set.Challenges, asked)
		require.Len(t, last["challenge_times_ms"], len(set.Challenges))
		require.Contains(t, reqs[1], "document_image")
		require.Contains(t, reqs[1], "selfie_image")
		req := reqs[0]
		require.NotContains(t, req, "liveness_passed")
		image := req["image"].(map[string]any)
		require.Equal(t, "image/png", image["content_type"])
		data, err := base64.StdEncoding.DecodeString(image["data"].(string))
		require.NoError(t, err)
		require.Equal(t, kyctest.PNG(300, 300), data, "the selfie as uploaded")

		// The service failing: retried, then a person decides.
		service.answers(func(map[string]any) (int, any) { return 503, map[string]any{"error": "busy"} })
		f = r.Session(t, kyc.CreateSessionInput{})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Liveness(nil))
		ok(f.Complete(nil))
		ses = r.Verdict(t, f)
		require.Equal(t, kyc.StatusRequiresReview, ses.Status)
		require.Equal(t, "PROVIDER_UNAVAILABLE", *ses.DecisionReason)

		// Back to the default: the secret is kept nowhere.
		list, err = svc.SetDrivers(ctx, r.P, []kyc.DriverInput{{Stage: kyc.StageLiveness}, {Stage: kyc.StageFaceMatch, Name: kyc.DriverNone}})
		got = byStage(t, list, err)
		require.Equal(t, kyc.DriverMock, got[kyc.StageLiveness].Name)
		require.False(t, got[kyc.StageLiveness].Chosen)
		require.Equal(t, kyc.DriverNone, got[kyc.StageFaceMatch].Name)
		n, err := d.NewSelect().Table("verification_drivers").Where("secret IS NOT NULL").Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n)
		entries, _, err := r.Audit.List(ctx, r.P.OrganizationID, string(r.P.Mode), audit.Filter{Action: audit.VerificationDriversChanged}, page)
		require.NoError(t, err)
		require.Len(t, entries, 2)
		require.NotContains(t, string(mustJSON(t, entries)), service.secret)

		// A live row that names a local address (stored before the rules,
		// say) never reaches it: the live client's dialer refuses, and the
		// session goes to a person.
		sealed, err := r.Ring.Seal(ctx, d, []byte(service.secret))
		require.NoError(t, err)
		_, err = d.ExecContext(ctx, `INSERT INTO verification_drivers
			(organization_id, mode, stage, driver, url, secret, updated_at) VALUES (?, 'live', 'document', 'http', ?, ?, ?)`,
			r.P.OrganizationID, service.URL, sealed, time.Now().UTC())
		require.NoError(t, err)
		before := len(service.stages())
		wf, err = svc.CreateWorkflow(ctx, r.Live(), kyc.WorkflowPatch{Name: new("Documents"), Stages: &[]string{kyc.StageDocument},
			DocumentTypes: &[]string{"passport"}})
		require.NoError(t, err)
		f, _ = r.SessionAs(t, r.Live(), kyc.CreateSessionInput{WorkflowID: wf.ID})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Complete(nil))
		ses = r.Verdict(t, f)
		require.Equal(t, kyc.StatusRequiresReview, ses.Status)
		require.Equal(t, "PROVIDER_UNAVAILABLE", *ses.DecisionReason)
		require.Len(t, service.stages(), before, "no request reached the local service")
		require.Contains(t, r.Logs.String(), "is not a permitted", "the dialer refused it")
	})
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// geocoder is a local stand-in for a Nominatim server: /search finds one
// street address in Berlin (house level), /reverse answers Germany within
// a degree of it and nothing elsewhere; it records its requests.
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
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{Outbound: true})
		svc, ok := r.KYC, passes(t)
		srv, seen := geocoder(t)
		_, err := svc.SetDrivers(ctx, r.P, []kyc.DriverInput{{Stage: kyc.StageDocument, Name: kyc.DriverGeocoder, URL: srv.URL}})
		require.Equal(t, []string{"input[0].driver"}, fieldsOf(t, err))
		require.ErrorContains(t, err, "addresses only")
		list, err := svc.SetDrivers(ctx, r.P, []kyc.DriverInput{{Stage: kyc.StageAddress, Name: kyc.DriverGeocoder, URL: srv.URL}})
		got := byStage(t, list, err)
		require.Equal(t, kyc.DriverGeocoder, got[kyc.StageAddress].Name)
		require.Equal(t, srv.URL, got[kyc.StageAddress].URL)
		require.Empty(t, got[kyc.StageAddress].SecretHint)

		wf, err := svc.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new("Homes"), Stages: &[]string{kyc.StageAddress},
			AddressMethods: &[]string{kyc.MethodGeocode, kyc.MethodDevice}, OnFail: new("reject"), MaxDistanceKm: new(10.0)})
		require.NoError(t, err)
		require.Equal(t, 10.0, wf.Config.Address.MaxDistanceKm)
		decide := func(address map[string]string) *kyc.Session {
			t.Helper()
			f := r.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
			ok(f.Address(address, false))
			ok(f.Complete(nil))
			return f.Get()
		}
		home := map[string]string{"line1": "Unter den Linden 77", "city": "Berlin", "country": "DE", "latitude": "52.517", "longitude": "13.38",
			"address_passed": "false"}
		ses := decide(home)
		require.Equal(t, kyc.StatusApproved, ses.Status, "the hint says nothing to a real check")
		require.Equal(t, 1.0, ses.Checks.Address.Score)
		require.Equal(t, []string{kyc.MethodGeocode, kyc.MethodDevice}, ses.Checks.Address.Methods)
		_, searched := seen.Load("/search")
		require.True(t, searched)

		away := maps.Clone(home)
		away["latitude"], away["longitude"] = "52.2", "14.6" // Frankfurt (Oder): Germany, 90 km off
		ses = decide(away)
		require.Equal(t, kyc.StatusRejected, ses.Status)
		require.Equal(t, "ADDRESS_VERIFICATION_FAILED", *ses.DecisionReason)

		abroad := maps.Clone(home)
		abroad["latitude"], abroad["longitude"] = "48.85", "2.35" // Paris
		require.Equal(t, kyc.StatusRejected, decide(abroad).Status)

		nowhere := maps.Clone(home)
		nowhere["line1"] = "Nowhere Lane 1"
		delete(nowhere, "latitude")
		delete(nowhere, "longitude")
		ses = decide(nowhere)
		require.Equal(t, kyc.StatusRejected, ses.Status)
		require.Equal(t, 0.0, ses.Checks.Address.Score)
	})
}
