package arkyc

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
)

func png(w, h int) []byte {
	var b bytes.Buffer
	b.Write([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"))
	b.Write([]byte{byte(w >> 24), byte(w >> 16), byte(w >> 8), byte(w), byte(h >> 24), byte(h >> 16), byte(h >> 8), byte(h), 8, 2, 0, 0, 0})
	b.Write([]byte{0, 0, 0, 0})
	return b.Bytes()
}

// Any body a client step may receive (multipart with the image, selfie,
// video and proof parts the fuzzer shapes, or JSON): read into fields and
// stored files, or refused with a 4xx of the error type, and the hints
// among the fields parsed or refused the same way; never a panic, and a
// refused form leaves no stored object.
func FuzzReadForm(f *testing.F) {
	store, err := blob.Open(context.Background(), "mem://", bytes.Repeat([]byte("k"), 32))
	if err != nil {
		f.Fatal(err)
	}
	// The session the forms are for, with its data key (foreign keys off:
	// no organization or workflow is needed to read forms).
	ctx := context.Background()
	d := dbtest.SQLite(f)
	if _, err := d.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
		f.Fatal(err)
	}
	ring, err := keyring.New(d, bytes.Repeat([]byte("k"), 32))
	if err != nil {
		f.Fatal(err)
	}
	dk, key := ring.New()
	now := time.Now()
	if _, err := d.NewInsert().Model(key).Exec(ctx); err != nil {
		f.Fatal(err)
	}
	if _, err := d.NewInsert().Model(&kyc.Session{ID: "ses_1", OrganizationID: "org_1", Mode: auth.Test, WorkflowID: "wf_1",
		Status: kyc.StatusPending, DataKeyID: &dk.ID, ExpiresAt: now.Add(time.Hour), CreatedAt: now, UpdatedAt: now}).Exec(ctx); err != nil {
		f.Fatal(err)
	}
	h := &Handlers{KYC: kyc.New(d, kyc.Config{Blobs: store, Ring: ring, Jobs: jobs.New(nil, jobs.Config{})})}
	seed := func(fields map[string]string, files map[string][]byte) ([]byte, string) {
		var b bytes.Buffer
		mw := multipart.NewWriter(&b)
		for k, v := range files {
			w, _ := mw.CreateFormFile(k, k+".bin")
			w.Write(v)
		}
		for k, v := range fields {
			mw.WriteField(k, v)
		}
		mw.Close()
		return b.Bytes(), mw.FormDataContentType()
	}
	for _, s := range []struct {
		fields map[string]string
		files  map[string][]byte
	}{
		{map[string]string{"document_type": "passport", "quality_score": "0.9", "expired": "1"}, map[string][]byte{"image": png(640, 480)}},
		{map[string]string{"mode": "active", "challenges": `["blink"]`, "face_similarity": "0.2"},
			map[string][]byte{"selfie": png(300, 300), "video": {0x1a, 0x45, 0xdf, 0xa3, 0, 0}}},
		{map[string]string{"line1": "1 Main", "latitude": "91"}, map[string][]byte{"poa": []byte("GIF89a")}},
	} {
		body, ct := seed(s.fields, s.files)
		f.Add(body, ct)
	}
	f.Add([]byte(`{"face_match_passed":"maybe","address_score":2}`), "application/json")
	files := map[string]int{"image": imagePart, "selfie": imagePart, "video": videoPart, "poa": imagePart}
	p := auth.Principal{OrganizationID: "org_1", Mode: auth.Test, SessionID: "ses_1"}
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		r := httptest.NewRequest(http.MethodPost, "/v1/client/liveness", bytes.NewReader(body))
		r.Header.Set("Content-Type", contentType)
		r = r.WithContext(auth.WithPrincipal(r.Context(), p))
		form, err := h.readForm(httptest.NewRecorder(), r, 2<<20, files)
		if err != nil {
			if e := errs.As(err); e.Kind == errs.Internal || e.Kind.Status() >= 500 {
				t.Fatalf("%v", err)
			}
			if n, _ := store.Count(context.Background(), "sessions/"); n != 0 {
				t.Fatalf("a refused form left %d stored objects", n)
			}
			return
		}
		defer form.discard(h.KYC)
		if _, err := kyc.Hints(p, form.fields); err != nil && errs.As(err).Kind.Status() >= 500 {
			t.Fatalf("hints: %v", err)
		}
	})
}
