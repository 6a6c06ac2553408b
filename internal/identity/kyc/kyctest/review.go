package kyctest

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// Desk is the rig the review desk's tests use: they look at what a
// change left behind (the image store, the event log, the organizations,
// and the keyring and key the services were built with).
type Desk = Rig

// NewDesk builds the services over d as New does, with an organization of
// their own, and keeps their parts.
func NewDesk(t testing.TB, d *db.DB) *Desk { return NewRig(t, d, Options{}) }

// Started creates a session with in, and returns its flow and its client
// token.
func (b *Bundle) Started(t testing.TB, in kyc.CreateSessionInput) (*Flow, string) {
	return b.SessionAs(t, b.P, in)
}

// Passport takes the flow through a passport's front, submitted with the
// hints of front, and a selfie, and completes it.
func (f *Flow) Passport(front map[string]string) *kyc.Session {
	f.t.Helper()
	fields := map[string]string{"document_type": "passport"}
	for k, v := range front {
		fields[k] = v
	}
	_, err := f.Document("front", fields)
	require.NoError(f.t, err)
	_, err = f.Liveness(nil)
	require.NoError(f.t, err)
	ses, err := f.Complete(nil)
	require.NoError(f.t, err)
	return ses
}

// InReviewWith takes a new passport session to requires_review, its front
// submitted with the hints of front (an OCR confidence of 0.7 or a
// quality score of 0.6 sends it there).
func (b *Bundle) InReviewWith(t testing.TB, front map[string]string) *Flow {
	t.Helper()
	f, _ := b.Started(t, kyc.CreateSessionInput{})
	require.Equal(t, kyc.StatusRequiresReview, f.Passport(front).Status)
	return f
}

// Approved takes a new passport session to approved.
func (b *Bundle) Approved(t testing.TB) *Flow {
	t.Helper()
	f, _ := b.Started(t, kyc.CreateSessionInput{})
	require.Equal(t, kyc.StatusApproved, f.Passport(nil).Status)
	return f
}

// KeyOf makes a secret key of the organization named name (a reviewer
// is known by it) and returns the principal it authenticates as.
func (b *Bundle) KeyOf(t testing.TB, name string) auth.Principal {
	t.Helper()
	ctx := context.Background()
	secret, _, err := b.Auth.CreateKey(ctx, b.P.OrganizationID, b.P.Mode, name)
	require.NoError(t, err)
	p, err := b.Auth.AuthenticateKey(ctx, secret)
	require.NoError(t, err)
	return p
}

// Uploads are the session's current uploads, oldest first.
func (f *Flow) Uploads() []kyc.Upload {
	f.t.Helper()
	ups, err := f.b.KYC.Uploads(context.Background(), f.ID)
	require.NoError(f.t, err)
	return ups
}

// Kinds are the kinds of the session's current uploads, oldest first.
func (f *Flow) Kinds() []string {
	var out []string
	for _, u := range f.Uploads() {
		out = append(out, u.Kind)
	}
	return out
}

// View reads the session as p sees a case: with signed links to its
// images, whose issuance the audit log records.
func (f *Flow) View(p auth.Principal) (*kyc.Session, []kyc.Link) {
	f.t.Helper()
	ctx := context.Background()
	ses, err := f.b.KYC.Session(ctx, p, f.ID)
	require.NoError(f.t, err)
	links, err := f.b.KYC.Links(ctx, p, f.ID, f.Uploads())
	require.NoError(f.t, err)
	return ses, links
}

// Entries lists p's organization's audit entries in p's mode that f
// keeps, newest first, and how many there are.
func (b *Bundle) Entries(t testing.TB, p auth.Principal, f audit.Filter) ([]audit.Entry, int) {
	t.Helper()
	list, n, err := b.Audit.List(context.Background(), p.OrganizationID, string(p.Mode), f, paging.Page{Number: 1, Size: 100})
	require.NoError(t, err)
	return list, n
}

// Actions lists the actions recorded about an object of p's organization,
// oldest first.
func (b *Bundle) Actions(t testing.TB, p auth.Principal, objectID string) []string {
	t.Helper()
	list, _ := b.Entries(t, p, audit.Filter{ObjectID: objectID})
	var out []string
	for _, e := range slices.Backward(list) {
		out = append(out, e.Action)
	}
	return out
}

// Stored counts the stored images of a session, those a redo superseded
// included.
func (k *Desk) Stored(t testing.TB, sessionID string) int {
	t.Helper()
	n, err := k.Blobs.Count(context.Background(), kyc.BlobPrefix(sessionID))
	require.NoError(t, err)
	return n
}

// EventsOf lists the events of p's organization and mode about objectID
// (all of them when empty), oldest first, as the event log lists them.
func (k *Desk) EventsOf(t testing.TB, p auth.Principal, objectID string) []events.Event {
	t.Helper()
	list, _, err := k.Events.List(context.Background(), p, events.Filter{ObjectID: objectID}, paging.Page{Number: 1, Size: 1000})
	require.NoError(t, err)
	slices.Reverse(list)
	return list
}

// EventTypes lists the types of the events about objectID, oldest first.
func (k *Desk) EventTypes(t testing.TB, p auth.Principal, objectID string) []string {
	t.Helper()
	var out []string
	for _, e := range k.EventsOf(t, p, objectID) {
		out = append(out, e.Type)
	}
	return out
}
