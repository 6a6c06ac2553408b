package app_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// photograph draws doc and photographs it as c says.
func photograph(t *testing.T, fonts *doctest.Fonts, doc doctest.Document, c doctest.Capture) []byte {
	t.Helper()
	page, err := fonts.Draw(doc)
	require.NoError(t, err)
	data, err := doctest.Photograph(page, c, doc.Seed)
	require.NoError(t, err)
	return data
}

// In live mode a document-only workflow is decided on this machine: the
// passport's machine-readable zone read by Tesseract and checked (live
// mode takes no hints).
func TestLiveDocumentsReadHere(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	shot := func(doc doctest.Document, c doctest.Capture) []byte { return photograph(t, fonts, doc, c) }
	photo := func(doc doctest.Document) []byte { return shot(doc, doctest.Clean()) }
	clean := doctest.Sample(doctest.TD3, 7)
	want, err := mrz.Parse(strings.Join(clean.MRZ, "\n"), time.Now())
	require.NoError(t, err)
	require.True(t, want.Valid)

	// One digit of the number changed, the check digits left as printed.
	tampered := clean
	line := []byte(clean.MRZ[1])
	for i := range 9 {
		if line[i] >= '0' && line[i] <= '9' {
			line[i] = '0' + (line[i]-'0'+1)%10
			break
		}
	}
	tampered.MRZ = []string{clean.MRZ[0], string(line)}

	expired := doctest.Sample(doctest.TD3, 8)
	expired.MRZ = doctest.TD3Lines("UTO", "ERIKSSON", "ANNA", "L898902C3", "UTO", time.Date(1974, 8, 12, 0, 0, 0, 0, time.UTC), "F",
		time.Date(2012, 4, 15, 0, 0, 0, 0, time.UTC), "")

	var blank bytes.Buffer
	white := image.NewGray(image.Rect(0, 0, 1400, 1000))
	for i := range white.Pix {
		white.Pix[i] = 250
	}
	white.Set(0, 0, color.Gray{Y: 0})
	require.NoError(t, png.Encode(&blank, white))

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Passports", "stages": []string{"document"},
			"document_types": []string{"passport"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		decide := func(img []byte) apptest.Response {
			t.Helper()
			f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id")})
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", img))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}

		r := decide(photo(clean))
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
		require.Equal(t, "AUTO_APPROVED", r.Str("data.decision_reason"))
		for name, value := range want.Fields() {
			require.Equal(t, value, r.Str("data.checks.document_front.fields."+name), "%s: %s", name, r.Body)
		}
		g := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { documentFront { confidence fields { name value } } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), want.DocumentNumber)
		// The page's portrait is kept, cropped, for the face checks: an
		// image of the session's like the others (sealed, linked, erased
		// with them).
		link := r.Str("data.assets.document_portrait")
		require.NotEmpty(t, link, string(r.Body))
		portrait := s.Do(t, "GET", strings.TrimPrefix(link, s.URL), "", nil)
		require.Equal(t, 200, portrait.Status)
		cfg, err := png.DecodeConfig(bytes.NewReader(portrait.Body))
		require.NoError(t, err)
		box := doctest.TD3.PortraitBox()
		require.InDelta(t, float64(box.Dx())/float64(box.Dy()), float64(cfg.Width)/float64(cfg.Height), 0.15, "the photo box's shape")
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { documents { kind contentType } } }`, map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), `{"kind":"DOCUMENT_PORTRAIT","contentType":"image/png"}`)
		// Live mode reads the document in the verification job: its events
		// have no document check before the verdict's.
		types, payloads := sessionEvents(t, s, org.LiveKey, r.Str("data.id"))
		require.Equal(t, []string{"verification.started", "verification.document_submitted", "verification.processing",
			"verification.approved", "verification.completed"}, types)
		for _, typ := range []string{"verification.document_submitted", "verification.processing"} {
			require.Equal(t, map[string]any{}, payloads[typ]["checks"], typ)
		}
		require.Equal(t, map[string]any{"quality_score": r.Get("data.checks.document_front.quality"),
			"ocr_confidence": r.Get("data.checks.document_front.confidence"), "expired": false},
			payloads["verification.approved"]["checks"].(map[string]any)["document"])

		r = decide(photo(tampered))
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "MRZ_CHECK_FAILED", r.Str("data.decision_reason"))
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { decisionReason } }`, map[string]any{"id": r.Str("data.id")})
		require.Equal(t, "MRZ_CHECK_FAILED", g.Str("data.session.decisionReason"))
		require.Nil(t, r.Get("data.checks.document_front.fields"), "a zone that does not hold together proves nothing")

		// The page printing another surname than its zone's.
		altered := clean
		altered.Fields = append([]doctest.Field{}, clean.Fields...)
		for i, f := range altered.Fields {
			if f.Label == "Surname" {
				altered.Fields[i].Value = "WAINWRIGHT"
			}
		}
		r = decide(photo(altered))
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DATA_MISMATCH", r.Str("data.decision_reason"))
		require.Contains(t, string(r.Body), `{"name":"visual.last_name","passed":false,"detail":"not found in the visual zone"}`)

		r = decide(photo(expired))
		require.Equal(t, "rejected", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DOCUMENT_EXPIRED", r.Str("data.decision_reason"))

		// A scan cropped to the page: the zone reads, but the whole document
		// is not seen in frame, so a person looks.
		r = decide(shot(clean, doctest.Capture{}))
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "LOW_IMAGE_QUALITY", r.Str("data.decision_reason"))
		require.Contains(t, string(r.Body), `{"name":"quality.in_frame","score":0,"threshold":1,"passed":false}`)

		// A workflow that asks for more pixels than the photograph has.
		sharp := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Large passports", "stages": []string{"document"},
			"document_types": []string{"passport"}, "thresholds": map[string]any{"ocr_min": 0.8, "quality_min": 0.75, "liveness_min": 0.85,
				"face_match_min": 0.75, "min_resolution": 2000}})
		require.Equal(t, 201, sharp.Status, string(sharp.Body))
		f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": sharp.Str("data.id")})
		c := f.ok(s.Do(t, "GET", "/v1/client/session", f.token, nil))
		require.Equal(t, map[string]any{"min_resolution": 2000.0, "min_sharpness": 150.0, "max_glare": 0.02},
			c.Get("data.workflow.document_quality"), "what the widget estimates before uploading")
		f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", photo(clean)))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		r = f.session()
		require.Equal(t, "LOW_IMAGE_QUALITY", r.Str("data.decision_reason"), string(r.Body))
		require.Contains(t, string(r.Body), `"threshold":2000,"passed":false}`)

		r = decide(blank.Bytes())
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DOCUMENT_UNREADABLE", r.Str("data.decision_reason"))

		// A decompression bomb (20,000 × 20,000 pixels in a few KB) is refused
		// at upload from its header, never decoded.
		f = newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id")})
		bomb := s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": "passport"}, "image", doctest.Bomb(20000, 20000))
		require.Equal(t, 422, bomb.Status, string(bomb.Body))
		require.Equal(t, 0, f.uploads())

		// Test mode keeps its mocks and their hints.
		f = newFlow(t, s, org.TestKey, nil)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport", "expired": "true"}))
		f.ok(f.upload("liveness", nil))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		require.Equal(t, "DOCUMENT_EXPIRED", f.session().Str("data.decision_reason"))
	})
}

// In live mode a driving licence is decided by the PDF417 on its back:
// its AAMVA data read on this machine is the document's; an identity card
// whose back carries a barcode beside its MRZ has the two cross-checked,
// and the zone held against what the card's front prints.
// (An expired licence, malformed data and a back without a barcode are
// the builtin driver's tests.)
func TestLiveLicencesReadByTheirBarcode(t *testing.T) {
	t.Parallel()
	fonts := doctest.RequireFonts(t)
	doctest.RequireTesseract(t)
	photo := func(doc doctest.Document) []byte { return photograph(t, fonts, doc, doctest.Clean()) }
	licence := doctest.Sample(doctest.DL, 21)
	front := doctest.Sample(doctest.TD1, 21)
	front.MRZ, front.Fields = []string{strings.Repeat("<", 30), strings.Repeat("<", 30), strings.Repeat("<", 30)}, front.Fields[:2]

	birth, expiry := time.Date(1974, 8, 12, 0, 0, 0, 0, time.UTC), time.Date(2031, 4, 15, 0, 0, 0, 0, time.UTC)
	idFront := doctest.Sample(doctest.ID1Front, 22)
	idFront.Fields = []doctest.Field{{Label: "Surname", Value: "ERIKSSON"}, {Label: "Given names", Value: "ANNA MARIA"},
		{Label: "Document No.", Value: "D23145890"}, {Label: "Nationality", Value: "UTO"},
		{Label: "Date of birth", Value: "12 AUG 1974"}, {Label: "Sex", Value: "F"}, {Label: "Date of expiry", Value: "15 APR 2031"}}
	altered := idFront
	altered.Fields = append([]doctest.Field{}, idFront.Fields...)
	altered.Fields[0].Value = "WAINWRIGHT"
	idBack := func(barcodeBirth time.Time) []byte {
		doc := doctest.Sample(doctest.TD1, 22)
		doc.MRZ = doctest.TD1Lines("UTO", "ERIKSSON", "ANNA MARIA", "D23145890", "UTO", birth, "F", expiry, "")
		doc.Barcode = aamva.Compose(doctest.Licence("NY", "ERIKSSON", "ANNA MARIA", "D23145890", barcodeBirth, "F", expiry))
		return photo(doc)
	}

	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := apptest.Start(t, d, apptest.Options{})
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.LiveKey, map[string]any{"name": "Cards", "stages": []string{"document"},
			"document_types": []string{"drivers_license", "id_card"}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		cardFront := idFront
		decide := func(docType string, back []byte, ref string) apptest.Response {
			t.Helper()
			f := newFlow(t, s, org.LiveKey, map[string]any{"workflow_id": wf.Str("data.id"), "user_reference": ref})
			side := front
			if docType == "id_card" {
				side = cardFront
			}
			f.ok(s.Upload(t, "/v1/client/document/front", f.token, map[string]string{"document_type": docType}, "image", photo(side)))
			f.ok(s.Upload(t, "/v1/client/document/back", f.token, nil, "image", back))
			f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
			return f.session()
		}

		r := decide("drivers_license", photo(licence), "first")
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
		for name, value := range licence.Card.Fields() {
			require.Equal(t, value, r.Str("data.checks.document_back.fields."+name), "%s: %s", name, r.Body)
		}
		require.Contains(t, string(r.Body), `{"name":"barcode.aamva","passed":true,"detail":"AAMVA version 10, DL subfile"}`)
		g := gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { documentBack { fields { name value } barcode { name } } crossChecks { name passed } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), `{"name":"documentNumber","value":"`+licence.Card.DocumentNumber+`"}`)
		require.Contains(t, string(g.Body), `"barcode":[]`, "a licence's barcode is its fields")
		require.Contains(t, string(g.Body), `{"name":"cross.duplicate_document","passed":true}`)

		// The same licence on another person's session: a duplicate.
		r = decide("drivers_license", photo(licence), "second")
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DUPLICATE_DOCUMENT", r.Str("data.decision_reason"))

		// An identity card whose barcode agrees with its MRZ; then one whose
		// barcode gives another date of birth.
		r = decide("id_card", idBack(birth), "")
		require.Equal(t, "approved", r.Str("data.status"), string(r.Body))
		require.Equal(t, "D23145890", r.Str("data.checks.document_back.fields.documentNumber"))
		require.Equal(t, "1974-08-12", r.Str("data.checks.document_back.barcode.dateOfBirth"))
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { crossChecks { name passed detail } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), `{"name":"cross.mrz_barcode","passed":true,"detail":"the barcode holds what the MRZ says"}`)
		// The back's zone is also held against what the front prints.
		for _, name := range []string{"visual.document_number", "visual.last_name", "visual.date_of_birth"} {
			require.Contains(t, string(g.Body), `{"name":"`+name+`","passed":true,"detail":"found in the other side's print"}`)
		}
		require.NotContains(t, string(r.Body), `"text"`, "what OCR read on the front is never shown")

		r = decide("id_card", idBack(birth.AddDate(0, 0, 1)), "")
		require.Equal(t, "requires_review", r.Str("data.status"), string(r.Body))
		require.Equal(t, "DATA_MISMATCH", r.Str("data.decision_reason"))
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { crossChecks { name passed detail } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), `{"name":"cross.mrz_barcode","passed":false,"detail":"the barcode and the MRZ differ in: dateOfBirth"}`)

		// A front printing another surname than the back's zone.
		cardFront = altered
		r = decide("id_card", idBack(birth), "")
		require.Equal(t, "DATA_MISMATCH", r.Str("data.decision_reason"), string(r.Body))
		g = gql(t, s, org.LiveKey, `query($id: ID!) { session(id: $id) { checks { crossChecks { name passed } } } }`,
			map[string]any{"id": r.Str("data.id")})
		require.Contains(t, string(g.Body), `{"name":"visual.last_name","passed":false}`)
		require.Contains(t, string(g.Body), `{"name":"cross.mrz_barcode","passed":true}`)
	})
}
