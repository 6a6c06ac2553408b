package kyc

import (
	"testing"

	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Any step fields: hints, the liveness mode and challenges, and the address
// are read or refused with a field error; never a panic.
func FuzzStepFields(f *testing.F) {
	f.Add("line1", "1 Main", "latitude", "6.45", "score", "0.9", "challenges", `["blink","smile"]`)
	f.Add("country", "ng", "longitude", "NaN", "passed", "yes", "mode", "active")
	f.Add("poa", "", "address_score", "1e309", "multipleFaces", "1", "challenges", `[1,2]`)
	wf := DefaultWorkflowConfig()
	wf.Stages = append(wf.Stages, StageAddress)
	wf.Address.Methods = []string{MethodDevice, MethodDocument, MethodGeocode}
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2, k3, v3, k4, v4 string) {
		fields := map[string]string{k1: v1, k2: v2, k3: v3, k4: v4}
		check := func(what string, err error) {
			if err != nil && errs.As(err).Kind.Status() >= 500 {
				t.Fatalf("%s: %v", what, err)
			}
		}
		_, err := Hints(auth.Principal{Mode: auth.Test}, fields)
		check("hints", err)
		_, err = Hints(auth.Principal{Mode: auth.Live}, fields)
		check("live hints", err)
		_, err = parseLiveness(fields)
		check("liveness", err)
		a, err := parseAddress(wf, fields, fields["poa"] != "")
		check("address", err)
		if err == nil && ((a.Latitude == nil) != (a.Longitude == nil) || a.Latitude != nil && (*a.Latitude < -90 || *a.Latitude > 90)) {
			t.Fatalf("accepted latitude %v with longitude %v", a.Latitude, a.Longitude)
		}
	})
}
