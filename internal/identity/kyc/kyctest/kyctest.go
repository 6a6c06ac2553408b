// Package kyctest builds a verification service over a test database, with
// everything it needs (blobs in memory, a keyring, the sync job queue, the
// mock providers), and drives sessions through the client steps as the
// widget would, for the tests of kyc and of the rooms built on it.
package kyctest

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"io"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/jobs"
)

// Bundle is a verification service and what a test needs beside it.
type Bundle struct {
	KYC   *kyc.Service
	Auth  *auth.Service
	Jobs  *jobs.Client
	Audit *audit.Log
	DB    *db.DB
	// P is a secret key's principal of a test-mode organization.
	P auth.Principal
	// Offset moves the clock of every service of the bundle.
	Offset *atomic.Int64
}

// Now is the bundle's clock.
func (b *Bundle) Now() time.Time { return time.Now().Add(time.Duration(b.Offset.Load())) }

// New builds the service over d, with jobs run inline, and an organization
// of its own.
func New(t testing.TB, d *db.DB) *Bundle { return NewRig(t, d, Options{}).Bundle }

// Flow is one session and its client token's principal.
type Flow struct {
	b *Bundle
	t testing.TB
	// ID is the session's id; Client is its client token's principal.
	ID     string
	Client auth.Principal
}

// Session creates a session with in.
func (b *Bundle) Session(t testing.TB, in kyc.CreateSessionInput) *Flow {
	t.Helper()
	ctx := context.Background()
	ses, token, err := b.KYC.CreateSession(ctx, b.P, in)
	require.NoError(t, err)
	cp, err := b.Auth.AuthenticateClientToken(ctx, token)
	require.NoError(t, err)
	return &Flow{b: b, t: t, ID: ses.ID, Client: cp}
}

// Token switches the flow to another client token of its session.
func (f *Flow) Token(token string) {
	f.t.Helper()
	cp, err := f.b.Auth.AuthenticateClientToken(context.Background(), token)
	require.NoError(f.t, err)
	f.Client = cp
}

// PNG is a w×h image that passes the upload checks.
func PNG(w, h int) []byte {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func (f *Flow) store(src io.Reader) *kyc.Stored {
	f.t.Helper()
	st, err := f.b.KYC.StoreImage(context.Background(), f.Client, src)
	require.NoError(f.t, err)
	return st
}

// Document submits a document side ("front" or "back") with fields.
func (f *Flow) Document(side string, fields map[string]string) (*kyc.Session, error) {
	return f.b.KYC.SubmitDocument(context.Background(), f.Client, side, f.store(bytes.NewReader(PNG(400, 300))), fields)
}

// Liveness submits a selfie with fields.
func (f *Flow) Liveness(fields map[string]string) (*kyc.Session, error) {
	return f.b.KYC.SubmitLiveness(context.Background(), f.Client, f.store(bytes.NewReader(PNG(300, 300))), nil, nil, fields)
}

// Address submits an address with fields (and a proof of address image when poa).
func (f *Flow) Address(fields map[string]string, poa bool) (*kyc.Session, error) {
	var st *kyc.Stored
	if poa {
		st = f.store(bytes.NewReader(PNG(400, 500)))
	}
	return f.b.KYC.SubmitAddress(context.Background(), f.Client, st, fields)
}

// Complete completes the session with fields.
func (f *Flow) Complete(fields map[string]string) (*kyc.Session, error) {
	return f.b.KYC.Complete(context.Background(), f.Client, fields)
}

// Get reads the session with the secret key.
func (f *Flow) Get() *kyc.Session {
	f.t.Helper()
	ses, err := f.b.KYC.Session(context.Background(), f.b.P, f.ID)
	require.NoError(f.t, err)
	return ses
}

// InReview takes a new passport session to requires_review: an OCR
// confidence of 0.7 sends it there.
func (b *Bundle) InReview(t testing.TB) *Flow {
	t.Helper()
	f := b.Session(t, kyc.CreateSessionInput{})
	_, err := f.Document("front", map[string]string{"document_type": "passport", "confidence": "0.7"})
	require.NoError(t, err)
	_, err = f.Liveness(nil)
	require.NoError(t, err)
	ses, err := f.Complete(nil)
	require.NoError(t, err)
	require.Equal(t, kyc.StatusRequiresReview, ses.Status)
	return f
}
