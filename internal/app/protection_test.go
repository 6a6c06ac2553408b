package app_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/app"
	"github.com/meridianhq/meridian/internal/app/apptest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/config"
)

// namingOCR is the mock OCR that also reads a name, a date of birth and
// a document number, as a real provider does.
type namingOCR struct{ providers.OCR }

const (
	personName  = "Ada Lovelace"
	personBirth = "1815-12-10"
	personDocNo = "P4366918"
	personLine  = "12 St James's Square"
)

func (o namingOCR) Read(ctx context.Context, img providers.Image, doc providers.DocumentSide, h providers.Hints) (providers.OCRResult, error) {
	r, err := o.OCR.Read(ctx, img, doc, h)
	if r.Fields == nil {
		r.Fields = map[string]string{}
	}
	r.Fields["full_name"], r.Fields["date_of_birth"], r.Fields["document_number"] = personName, personBirth, personDocNo
	return r, err
}

// Personal data at rest: after a completed flow (a document read with a
// name, a date of birth and a number; an address with coordinates; a
// selfie), a USD request's identification number and a webhook secret,
// neither the database (its rows, and SQLite's very file) nor the blob
// store holds any of them, or the image bytes, in the clear; the server
// reads them all back. Then the master key is rotated: every data key is
// re-wrapped, and a server with the new key alone still reads everything.
func TestPersonalDataIsEncryptedAndSurvivesMasterKeyRotation(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		blobs := t.TempDir()
		oldKey, newKey := []byte(strings.Repeat("a", 32)), []byte(strings.Repeat("b", 32))
		set := mock.Set()
		set.OCR = namingOCR{set.OCR}
		start := func(key []byte, previous ...[]byte) *apptest.Server {
			return apptest.Start(t, d, apptest.Options{App: app.Options{Providers: &set}, Config: func(c *config.Config) {
				c.EncryptionKey, c.PreviousEncryptionKeys = key, previous
				c.BlobURL = "file://" + blobs + "?metadata=skip&no_tmp_dir=1"
			}})
		}
		s := start(oldKey)
		org := s.Org(t, "acme")
		wf := s.Do(t, "POST", "/v1/workflows", org.TestKey, map[string]any{"name": "Full", "stages": []string{"document", "liveness", "address"},
			"address": map[string]any{"methods": []string{"device_location"}}})
		require.Equal(t, 201, wf.Status, string(wf.Body))
		f := newFlow(t, s, org.TestKey, map[string]any{"workflow_id": wf.Str("data.id")})
		selfie := apptest.PNG(320, 400)
		f.ok(f.upload("document/front", map[string]string{"document_type": "passport", "country": "GB"}))
		f.ok(s.Upload(t, "/v1/client/liveness", f.token, nil, "image", selfie))
		f.ok(s.Do(t, "POST", "/v1/client/address", f.token, map[string]any{"line1": personLine, "city": "London", "country": "GB",
			"latitude": 51.5072, "longitude": -0.1344}))
		f.ok(s.Do(t, "POST", "/v1/client/complete", f.token, nil))
		require.Equal(t, "approved", f.session().Str("data.status"))

		cus := createCustomer(t, s, org.TestKey, "ada@example.com")
		usd := s.Do(t, "POST", "/v1/collections/virtual-account/usd", org.TestKey, map[string]any{"customer_id": cus, "meta": usdMeta(nil)})
		require.Equal(t, 200, usd.Status, string(usd.Body))
		ep := s.Do(t, "POST", "/v1/webhooks", org.TestKey, map[string]any{"url": "http://127.0.0.1:9/hook"})
		require.Equal(t, 201, ep.Status, string(ep.Body))
		webhookSecret := ep.Str("data.secret")
		require.NotEmpty(t, webhookSecret)

		// Nothing in the clear: every text column of the tables that hold
		// them, SQLite's file, and the stored objects.
		clear := []string{personName, personBirth, personDocNo, personLine, "51.5072", ssn, strings.TrimPrefix(webhookSecret, "whsec_")}
		for _, table := range []string{"sessions", "session_uploads", "events", "usd_account_requests", "webhook_endpoints"} {
			var rows []map[string]any
			require.NoError(t, d.NewSelect().Table(table).Scan(ctx, &rows), table)
			for _, row := range rows {
				for col, v := range row {
					text := toText(v)
					for _, c := range clear {
						require.NotContains(t, text, c, "%s.%s", table, col)
					}
				}
			}
		}
		var sealed struct{ Address, Checks string }
		require.NoError(t, d.NewSelect().Table("sessions").Column("address", "checks").Where("id = ?", f.id).Scan(ctx, &sealed.Address, &sealed.Checks))
		require.True(t, strings.HasPrefix(sealed.Address, "dk1:"), sealed.Address)
		require.True(t, strings.HasPrefix(sealed.Checks, "dk1:"))
		if d.Engine == db.SQLite {
			_, err := d.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
			require.NoError(t, err)
			var file string
			require.NoError(t, d.QueryRowContext(ctx, "SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(&file))
			raw, err := os.ReadFile(file)
			require.NoError(t, err)
			for _, c := range clear {
				require.False(t, bytes.Contains(raw, []byte(c)), "the SQLite file holds %q", c)
			}
		}
		objects := 0
		require.NoError(t, filepath.WalkDir(blobs, func(path string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			raw, err := os.ReadFile(path)
			require.NoError(t, err)
			objects++
			require.False(t, bytes.Contains(raw, photo[len(photo)/4:len(photo)*3/4]), "%s holds the document's bytes", path)
			require.False(t, bytes.Contains(raw, selfie[len(selfie)/4:len(selfie)*3/4]), "%s holds the selfie's bytes", path)
			return nil
		}))
		require.Equal(t, 2, objects)

		// The server reads everything back.
		reads := func(s *apptest.Server) {
			t.Helper()
			ses, err := s.App.KYC.Session(ctx, auth.Principal{OrganizationID: org.ID, Mode: auth.Test}, f.id)
			require.NoError(t, err)
			require.Equal(t, personLine, ses.Address.Line1)
			require.InDelta(t, 51.5072, *ses.Address.Latitude, 1e-9)
			require.Equal(t, personName, ses.Checks.DocumentFront.Fields["full_name"])
			docs := s.Do(t, "GET", "/v1/sessions/"+f.id, org.TestKey, nil).Get("data.documents").([]any)
			require.Len(t, docs, 2)
			for _, doc := range docs {
				r := s.Do(t, "GET", strings.TrimPrefix(doc.(map[string]any)["url"].(string), s.URL), "", nil)
				require.Equal(t, 200, r.Status, string(r.Body))
				require.Contains(t, [][]byte{photo, selfie}, r.Body)
			}
			var id string
			require.NoError(t, d.NewSelect().Table("usd_account_requests").Column("identification_number").Scan(ctx, &id))
			require.True(t, strings.HasPrefix(id, "dk1:"))
			plain, err := s.App.Keyring.Open(ctx, d, id)
			require.NoError(t, err)
			require.Equal(t, ssn, string(plain))
		}
		reads(s)

		// Rotation: the new key current, the old one previous, then the new
		// one alone.
		rotating := start(newKey, oldKey)
		reads(rotating)
		n, err := rotating.App.Keyring.RotateMaster(ctx)
		require.NoError(t, err)
		require.GreaterOrEqual(t, n, 4, "the session's, the identification number's, the KYC link's and the webhook secret's")
		counts, err := rotating.App.Keyring.Count(ctx)
		require.NoError(t, err)
		require.Len(t, counts, 1)
		after := start(newKey)
		reads(after)
		f2 := newFlow(t, after, org.TestKey, nil)
		f2.ok(f2.upload("document/front", map[string]string{"document_type": "passport"}))

		// Requests that fail while carrying personal values and secrets,
		// then the logs of every process, debug included: none of them.
		r := after.Do(t, "POST", "/v1/client/address", f2.token, map[string]any{"line1": personLine, "country": "Atlantis", "latitude": 123})
		require.Equal(t, 4, r.Status/100, string(r.Body))
		r = after.Do(t, "GET", "/v1/sessions?user_reference="+strings.ReplaceAll(personName, " ", "+"), org.TestKey+"x", nil)
		require.Equal(t, 401, r.Status)
		r = after.Do(t, "POST", "/v1/webhooks/"+ep.Str("data.id")+"/rotate", org.TestKey, nil)
		require.Less(t, r.Status, 300, string(r.Body))
		secrets := append(clear, org.TestKey, org.LiveKey, f.token, f2.token, r.Str("data.secret"), "Lovelace", "4366918")
		for i, srv := range []*apptest.Server{s, rotating, after} {
			logs := srv.Logs()
			require.NotEmpty(t, logs)
			for _, v := range secrets {
				require.NotContains(t, logs, v, "the logs of process %d", i)
			}
		}
	})
}

// toText renders a column's value for a search: text and bytes as they are.
func toText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case []byte:
		return string(v) + base64.StdEncoding.EncodeToString(v)
	default:
		return ""
	}
}
