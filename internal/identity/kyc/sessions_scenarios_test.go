package kyc_test

import (
	"bytes"
	"context"
	"errors"
	"maps"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// passes returns a check that a step succeeded, answering its session.
func passes(t *testing.T) func(*kyc.Session, error) *kyc.Session {
	return func(ses *kyc.Session, err error) *kyc.Session {
		t.Helper()
		require.NoError(t, err)
		return ses
	}
}

// fieldsOf are the fields a validation error names, sorted.
func fieldsOf(t *testing.T, err error) []string {
	t.Helper()
	require.Equal(t, "validation_failed", errs.KeyOf(err), "%v", err)
	return slices.Sorted(maps.Keys(errs.As(err).Fields))
}

// desk is the reviewers' service over the rig's.
func desk(r *kyctest.Rig) *review.Service {
	return review.New(r.DB, review.Config{KYC: r.KYC, Auth: r.Auth, Jobs: r.Jobs, Now: r.Now})
}

var (
	withAddress = []string{kyc.StageDocument, kyc.StageLiveness, kyc.StageFaceMatch, kyc.StageAddress}
	page        = paging.Page{Number: 1, Size: 20}
)

// A passport session from its creation to its verdict: the first read
// starts it, the front and a selfie are taken, and the mocks' defaults
// approve it; its images are read back decrypted through signed links only.
func TestPassportSession(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		svc, ok := r.KYC, passes(t)
		f, token := r.SessionAs(t, r.P, kyc.CreateSessionInput{UserReference: "user-1", Metadata: map[string]any{"plan": "gold"}})
		created := f.Get()
		require.Equal(t, kyc.StatusPending, created.Status)
		require.Equal(t, "user-1", *created.UserReference)
		require.Equal(t, "gold", created.Metadata["plan"])
		require.Nil(t, created.AutoDecision)
		require.True(t, strings.HasPrefix(token, "ct_"))
		require.Equal(t, "http://127.0.0.1:1/widget#token="+token, svc.WidgetURL(token))
		require.Equal(t, "http://127.0.0.1:1/widget", svc.HandoffURL(), "a plain URL, no token in it")
		require.True(t, created.ExpiresAt.Equal(created.CreatedAt.Add(15*time.Minute)), "the configured lifetime")

		ses := ok(svc.ClientSession(ctx, f.Client))
		require.Equal(t, kyc.StatusStarted, ses.Status)
		require.Zero(t, ses.Uploaded(kyc.KindLiveness), "every liveness attempt left")
		ses = ok(f.Document("front", map[string]string{"document_type": "passport", "country": "ng"}))
		require.Equal(t, kyc.StatusDocumentSubmitted, ses.Status)
		require.Equal(t, 1, ses.Uploaded(kyc.KindFront))
		require.Equal(t, "NG", *ses.Country)
		require.False(t, kyc.DoubleSided(*ses.DocumentType), "no back to send")
		ok(f.Liveness(nil))
		ses = ok(f.Complete(nil))
		require.Equal(t, kyc.StatusApproved, ses.Status)
		require.Equal(t, "approved", *ses.AutoDecision)
		require.Equal(t, "approved", *ses.FinalDecision)
		require.Equal(t, "AUTO_APPROVED", *ses.DecisionReason)
		require.InDelta(t, 1-(0.9+0.92+0.94+0.9)/4, *ses.RiskScore, 0.0001, "Arkyc's mean: quality, OCR, liveness, similarity")
		require.Equal(t, 0.92, f.Get().Checks.DocumentFront.Confidence)
		require.Equal(t, []string{"verification.started", "verification.document_submitted", "verification.processing",
			"verification.approved", "verification.completed"}, f.Events())

		ups, err := svc.Uploads(ctx, f.ID)
		require.NoError(t, err)
		require.Len(t, ups, 2)
		links, err := svc.Links(ctx, r.P, f.ID, ups)
		require.NoError(t, err)
		link, err := url.Parse(links[0].URL)
		require.NoError(t, err)
		require.Equal(t, "/v1/files/"+ups[0].ID, link.Path)
		q := link.Query()
		require.NotEmpty(t, q.Get("signature"))
		img, ct, _, err := svc.File(ctx, ups[0].ID, q.Get("expires"), q.Get("signature"))
		require.NoError(t, err)
		require.Equal(t, "image/png", ct)
		require.Equal(t, kyctest.PNG(400, 300), img, "the stored image, decrypted")
		_, _, _, err = svc.File(ctx, ups[0].ID, q.Get("expires"), "0"+q.Get("signature"))
		require.Equal(t, "invalid_signature", errs.KeyOf(err))
		require.Equal(t, errs.Forbidden, errs.KindOf(err))

		again := ok(f.Complete(nil))
		require.Equal(t, kyc.StatusApproved, again.Status, "complete repeats return the session as it is")
		_, err = f.Liveness(nil)
		require.Equal(t, "session_finalized", errs.KeyOf(err))
		require.Equal(t, errs.Conflict, errs.KindOf(err))

		_, n, err := svc.ListSessions(ctx, r.P, kyc.SessionFilter{Status: "approved", UserReference: "user-1"}, page)
		require.NoError(t, err)
		require.Equal(t, 1, n)
	})
}

// An identity card's workflow with an address: the document types it
// allows, both sides, the address's coordinates in pairs, then a verdict
// on every stage, the session keeping the workflow it started on.
func TestIDCardWorkflowWithAddress(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		ok := passes(t)
		wf, err := r.KYC.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new("Full"), Stages: &withAddress,
			DocumentTypes: &[]string{"id_card"}, AddressMethods: &[]string{kyc.MethodDevice}, OnFail: new("reject")})
		require.NoError(t, err)
		f := r.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})

		_, err = f.Document("front", map[string]string{"document_type": "passport"})
		require.Equal(t, []string{"document_type"}, fieldsOf(t, err), "passports are not allowed by this workflow")
		ok(f.Document("front", map[string]string{"document_type": "id_card"}))
		_, err = f.Complete(nil)
		require.Equal(t, "session_incomplete", errs.KeyOf(err))
		require.ErrorContains(t, err, "document_back")
		require.ErrorContains(t, err, "address")
		ok(f.Document("back", nil))
		ok(f.Liveness(nil))
		addr := map[string]string{"line1": "1 Marina", "city": "Lagos", "country": "NG", "latitude": "6.45"}
		_, err = f.Address(addr, false)
		require.Equal(t, []string{"longitude"}, fieldsOf(t, err), "a latitude goes with a longitude")
		addr["latitude"], addr["longitude"] = "91", "3.4"
		_, err = f.Address(addr, false)
		require.Equal(t, []string{"latitude"}, fieldsOf(t, err))
		addr["latitude"], addr["longitude"] = "6.45", "3.39"
		ok(f.Address(addr, false))
		ok(f.Complete(nil))

		ses := f.Get()
		require.Equal(t, kyc.StatusApproved, ses.Status)
		require.Equal(t, 0.9, ses.Checks.Address.Score)
		require.NotNil(t, ses.Checks.FaceMatch)
		require.Equal(t, &kyc.Address{Line1: "1 Marina", City: "Lagos", Country: "NG", Latitude: new(6.45), Longitude: new(3.39)},
			ses.Address, "the address as submitted, absent parts empty")
		require.Equal(t, withAddress, ses.Workflow.Stages)
	})
}

// The decision engine's every rule, driven by the mocks' hints in test
// mode, each on a session of its own.
func TestEveryDecisionRuleByHints(t *testing.T) {
	t.Parallel()
	type step struct{ front, liveness, address map[string]string }
	cases := []struct {
		name     string
		hints    step
		decision kyc.Status
		reason   string
	}{
		{"expired", step{front: map[string]string{"expired": "true"}}, kyc.StatusRejected, "DOCUMENT_EXPIRED"},
		{"liveness failed", step{liveness: map[string]string{"passed": "false"}}, kyc.StatusRejected, "LIVENESS_FAILED"},
		{"liveness failed by score", step{liveness: map[string]string{"liveness_score": "0.2"}}, kyc.StatusRejected, "LIVENESS_FAILED"},
		{"face match failed", step{liveness: map[string]string{"face_match_passed": "0"}}, kyc.StatusRejected, "FACE_MATCH_FAILED"},
		{"multiple faces", step{liveness: map[string]string{"multipleFaces": "1"}}, kyc.StatusRequiresReview, "MULTIPLE_FACES_DETECTED"},
		{"quality", step{front: map[string]string{"quality_score": "0.6"}}, kyc.StatusRequiresReview, "LOW_DOCUMENT_QUALITY"},
		{"ocr", step{front: map[string]string{"confidence": "0.7"}}, kyc.StatusRequiresReview, "OCR_LOW_CONFIDENCE"},
		{"ocr other spelling", step{front: map[string]string{"ocr_confidence": "0.79"}}, kyc.StatusRequiresReview, "OCR_LOW_CONFIDENCE"},
		{"liveness low", step{liveness: map[string]string{"score": "0.8"}}, kyc.StatusRequiresReview, "LIVENESS_LOW_CONFIDENCE"},
		{"similarity low", step{liveness: map[string]string{"similarityScore": "0.7"}}, kyc.StatusRequiresReview, "FACE_MATCH_LOW_CONFIDENCE"},
		{"similarity low other spelling", step{liveness: map[string]string{"face_similarity": "0.6"}}, kyc.StatusRequiresReview, "FACE_MATCH_LOW_CONFIDENCE"},
		{"address failed", step{address: map[string]string{"address_passed": "false"}}, kyc.StatusRequiresReview, "ADDRESS_VERIFICATION_FAILED"},
		{"address low", step{address: map[string]string{"address_score": "0.59"}}, kyc.StatusRequiresReview, "ADDRESS_LOW_CONFIDENCE"},
		{"at thresholds", step{front: map[string]string{"confidence": "0.8", "quality_score": "0.75"},
			liveness: map[string]string{"score": "0.85", "similarityScore": "0.75"}, address: map[string]string{"address_score": "0.6"}},
			kyc.StatusApproved, "AUTO_APPROVED"},
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		r := kyctest.NewRig(t, d, kyctest.Options{})
		ok := passes(t)
		wf, err := r.KYC.CreateWorkflow(context.Background(), r.P, kyc.WorkflowPatch{Name: new("With address"), Stages: &withAddress})
		require.NoError(t, err)
		for _, c := range cases {
			f := r.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
			front := map[string]string{"document_type": "passport"}
			maps.Copy(front, c.hints.front)
			ok(f.Document("front", front))
			ok(f.Liveness(c.hints.liveness))
			addr := map[string]string{"line1": "1 Main", "city": "Accra", "country": "GH"}
			maps.Copy(addr, c.hints.address)
			ok(f.Address(addr, false))
			if score, ok := c.hints.address["address_score"]; ok {
				// Stored, not only kept in this process's copy: the queue's
				// job and other processes read the session from the table.
				var stored string
				require.NoError(t, d.NewRaw("SELECT hints FROM sessions WHERE id = ?", f.ID).Scan(context.Background(), &stored))
				require.Contains(t, stored, `"address_score":`+score, c.name)
			}
			ok(f.Complete(nil))
			ses := f.Get()
			require.Equal(t, c.decision, ses.Status, c.name)
			require.Equal(t, c.reason, *ses.DecisionReason, c.name)
			if c.decision == kyc.StatusRejected {
				require.GreaterOrEqual(t, *ses.RiskScore, 0.9, c.name)
			}
		}
	})
}

// A reviewer settles a session in review, once; a session not in review
// can be cancelled, once, and then takes no step.
func TestReviewerApprovesAndRejects(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		reviewers, ok := desk(r), passes(t)
		inReview := func() *kyctest.Flow {
			f := r.Session(t, kyc.CreateSessionInput{})
			ok(f.Document("front", map[string]string{"document_type": "passport", "quality_score": "0.5"}))
			ok(f.Liveness(nil))
			ok(f.Complete(nil))
			ses := f.Get()
			require.Equal(t, kyc.StatusRequiresReview, ses.Status)
			require.Nil(t, ses.FinalDecision)
			return f
		}
		f := inReview()
		ses, err := reviewers.Decide(ctx, r.P, f.ID, true, "looked fine")
		require.NoError(t, err)
		require.Equal(t, kyc.StatusApproved, ses.Status)
		require.Equal(t, "requires_review", *ses.AutoDecision)
		require.Equal(t, "approved", *ses.FinalDecision)
		require.Equal(t, "MANUAL_APPROVAL", *ses.DecisionReason)
		require.Equal(t, "looked fine", *f.Get().ReviewNote)
		_, err = reviewers.Decide(ctx, r.P, f.ID, false, "changed my mind")
		require.Equal(t, "session_not_in_review", errs.KeyOf(err))
		require.Equal(t, errs.Conflict, errs.KindOf(err))

		g := inReview()
		ses, err = reviewers.Decide(ctx, r.P, g.ID, false, "blurry")
		require.NoError(t, err)
		require.Equal(t, kyc.StatusRejected, ses.Status)
		require.Equal(t, "MANUAL_REJECTION", *ses.DecisionReason)

		h := r.Session(t, kyc.CreateSessionInput{})
		_, err = reviewers.Decide(ctx, r.P, h.ID, true, "")
		require.Equal(t, "session_not_in_review", errs.KeyOf(err), "only from requires_review")
		ses, err = r.KYC.Cancel(ctx, r.P, h.ID)
		require.NoError(t, err)
		require.Equal(t, kyc.StatusCancelled, ses.Status)
		_, err = r.KYC.Cancel(ctx, r.P, h.ID)
		require.Equal(t, "session_finalized", errs.KeyOf(err))
		_, err = h.Document("front", nil)
		require.Equal(t, "session_finalized", errs.KeyOf(err))
	})
}

// What the client's steps refuse: a step its workflow lacks, an image
// that is not one (nothing stored), a hint out of range, a selfie past
// the attempts, another organization's or mode's session, and hints in
// live mode.
func TestClientStepRules(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		svc, ok := r.KYC, passes(t)
		f := r.Session(t, kyc.CreateSessionInput{})
		_, err := f.Address(map[string]string{"line1": "x", "city": "y", "country": "NG"}, false)
		require.Equal(t, "step_not_applicable", errs.KeyOf(err), "the default workflow has no address stage")
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		_, err = f.Complete(nil)
		require.Equal(t, "session_incomplete", errs.KeyOf(err))
		require.ErrorContains(t, err, "liveness")

		// Refused images: nothing stored.
		count := func() (uploads, blobs int) {
			n, err := d.NewSelect().Table("session_uploads").Where("session_id = ?", f.ID).Count(ctx)
			require.NoError(t, err)
			b, err := r.Blobs.Count(ctx, kyc.BlobPrefix(f.ID))
			require.NoError(t, err)
			return int(n), b
		}
		uploads, blobs := count()
		for _, c := range []struct {
			img       []byte
			key       string
			kind      errs.Kind
			why, what string
		}{
			{[]byte("just some text, not an image at all"), "unsupported_media_type", errs.UnsupportedMedia, "", "text"},
			{append(kyctest.PNG(640, 480), bytes.Repeat([]byte{0}, 11<<20)...), "payload_too_large", errs.TooLarge, "", "over 10 MiB"},
			{kyctest.PNG(100, 100), "validation_failed", errs.Invalid, "image", "under 200 px"},
		} {
			_, err := svc.StoreImage(ctx, f.Client, bytes.NewReader(c.img))
			require.Equal(t, c.key, errs.KeyOf(err), c.what)
			require.Equal(t, c.kind, errs.KindOf(err), c.what)
			if c.why != "" {
				require.Equal(t, []string{c.why}, fieldsOf(t, err))
			}
		}
		st := f.Image(kyctest.PNG(300, 300))
		_, err = svc.SubmitLiveness(ctx, f.Client, st, nil, nil, map[string]string{"score": "2"})
		require.Equal(t, []string{"score"}, fieldsOf(t, err))
		svc.Discard(st)
		u, b := count()
		require.Equal(t, uploads, u)
		require.Equal(t, blobs, b, "a refused image leaves no blob")

		for range kyc.MaxLivenessAttempts {
			ok(f.Liveness(nil))
		}
		_, err = f.Liveness(nil)
		require.Equal(t, "liveness_attempts_exhausted", errs.KeyOf(err))
		require.Equal(t, errs.RateLimited, errs.KindOf(err))
		u, _ = count()
		require.Equal(t, uploads+3, u)

		other := auth.Principal{OrganizationID: "org_other", Mode: auth.Test, Kind: auth.SecretKey}
		for _, p := range []auth.Principal{other, r.Live()} {
			_, err = svc.Session(ctx, p, f.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err), "another organization's or mode's")
		}
		_, err = svc.Cancel(ctx, other, f.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		live, _ := r.SessionAs(t, r.Live(), kyc.CreateSessionInput{})
		_, err = live.Document("front", map[string]string{"confidence": "0.9"})
		require.Equal(t, "hints_not_allowed", errs.KeyOf(err), "live mode refuses hints")
		require.Equal(t, errs.Invalid, errs.KindOf(err))
		ok(live.Document("front", nil))
	})
}

// Selfies sent at once: three are taken, the others refused; a refused
// one's image is discarded.
func TestConcurrentLivenessUploadsAcceptThree(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		f := r.Session(t, kyc.CreateSessionInput{})
		passes(t)(f.Document("front", map[string]string{"document_type": "passport"}))
		var ok, refused atomic.Int64
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() {
				st := f.Image(kyctest.PNG(300, 300))
				_, err := r.KYC.SubmitLiveness(ctx, f.Client, st, nil, nil, nil)
				switch {
				case err == nil:
					ok.Add(1)
				case errs.KeyOf(err) == "liveness_attempts_exhausted":
					r.KYC.Discard(st)
					refused.Add(1)
				default:
					t.Errorf("unexpected %v", err)
				}
			})
		}
		wg.Wait()
		require.EqualValues(t, 3, ok.Load())
		require.EqualValues(t, 7, refused.Load())
		n, err := d.NewSelect().Table("session_uploads").Where("session_id = ?", f.ID).Count(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 4, n)
		blobs, err := r.Blobs.Count(ctx, kyc.BlobPrefix(f.ID))
		require.NoError(t, err)
		require.Equal(t, 4, blobs, "refused uploads leave no blob")
	})
}

// Steps that read the session before their transaction save only if it is
// unchanged, and otherwise run again on it locked: concurrent ones lose
// nothing and start the session once.
func TestConcurrentStepsOnOneSession(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		f := r.Session(t, kyc.CreateSessionInput{})
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() {
				if ses, err := r.KYC.ClientSession(ctx, f.Client); err != nil || ses.Status != kyc.StatusStarted {
					t.Errorf("unexpected %v %v", ses, err)
				}
			})
		}
		wg.Wait()
		for range 8 {
			wg.Go(func() {
				if _, err := f.Document("front", map[string]string{"document_type": "passport"}); err != nil {
					t.Errorf("unexpected %v", err)
				}
			})
		}
		wg.Wait()
		n, err := d.NewSelect().Table("session_uploads").Where("session_id = ?", f.ID).Count(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 8, n, "every side sent is on record")
		ses, err := r.KYC.ClientSession(ctx, f.Client)
		require.NoError(t, err)
		require.Equal(t, 1, ses.Uploaded(kyc.KindFront), "the last one current")
		require.Equal(t, []string{"verification.started", "verification.document_submitted"}, f.Events(),
			"one start, and the document submitted once however often its side is sent")
		passes(t)(f.Liveness(nil))
		require.Equal(t, kyc.StatusApproved, passes(t)(f.Complete(nil)).Status)
	})
}

// Each process steps from its own copy of a session it wrote last: a copy
// that another process has moved past must neither refuse a step the
// stored session accepts nor overwrite that process's change.
func TestStepsFromAnotherProcesssStaleCopy(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		a := kyctest.NewRig(t, d, kyctest.Options{})
		b := kyctest.New(t, d) // another process over the same database
		ok := passes(t)
		onA := a.Session(t, kyc.CreateSessionInput{}) // a's copy: pending
		onB := onA.On(b)
		ses := ok(b.KYC.ClientSession(ctx, onB.Client))
		require.Equal(t, kyc.StatusStarted, ses.Status)
		ok(onB.Document("front", map[string]string{"document_type": "passport"}))

		ses = ok(a.KYC.ClientSession(ctx, onA.Client))
		require.Equal(t, kyc.StatusDocumentSubmitted, ses.Status, "a's stale start did not overwrite b's steps")
		ok(onA.Liveness(nil))       // a's copy has no document yet
		ses = ok(onB.Complete(nil)) // b's copy has no liveness yet
		require.Equal(t, kyc.StatusApproved, ses.Status)
		require.Equal(t, []string{"verification.started", "verification.document_submitted", "verification.processing",
			"verification.approved", "verification.completed"}, onA.Events())

		// A refusal on a stale copy is checked against the stored session.
		other := a.Session(t, kyc.CreateSessionInput{})
		ok(b.KYC.ClientSession(ctx, other.Client))
		ok(other.On(b).Document("front", map[string]string{"document_type": "id_card"}))
		ok(other.Document("back", nil))
		ups, err := a.KYC.Uploads(ctx, other.ID)
		require.NoError(t, err)
		require.Len(t, ups, 2)
	})
}

// A step answered from the process's copy of a session shows the times the
// stored row shows, whatever the clock's precision.
func TestCopyShowsStoredTimes(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		clock := func() time.Time { return time.Now().Truncate(time.Microsecond).Add(789 * time.Nanosecond) }
		r := kyctest.NewRig(t, d, kyctest.Options{Clock: clock})
		f := r.Session(t, kyc.CreateSessionInput{})
		ses := passes(t)(f.Document("front", map[string]string{"document_type": "passport"}))
		stored := f.Get()
		require.True(t, stored.ExpiresAt.Equal(ses.ExpiresAt), "%s stored, %s answered", stored.ExpiresAt, ses.ExpiresAt)
		require.True(t, stored.UpdatedAt.Equal(ses.UpdatedAt), "%s stored, %s answered", stored.UpdatedAt, ses.UpdatedAt)
	})
}

// A session expires when it is touched past its lifetime, or when the
// sweep finds it; its lifetime may be chosen within bounds.
func TestSessionExpiry(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		touched, token := r.SessionAs(t, r.P, kyc.CreateSessionInput{ExpiresIn: new(int64(300))})
		swept := r.Session(t, kyc.CreateSessionInput{})
		kept := r.Session(t, kyc.CreateSessionInput{ExpiresIn: new(int64(3600))})
		_, _, err := r.KYC.CreateSession(ctx, r.P, kyc.CreateSessionInput{ExpiresIn: new(int64(10))})
		require.Equal(t, []string{"expires_in"}, fieldsOf(t, err))

		r.Offset.Store(int64(20 * time.Minute))
		_, err = r.Auth.AuthenticateClientToken(ctx, token)
		require.Equal(t, "session_expired", errs.KeyOf(err))
		require.Equal(t, errs.Unauthenticated, errs.KindOf(err))
		require.Equal(t, kyc.StatusExpired, touched.Get().Status, "checked on every touch")

		n, err := r.KYC.ExpireDue(ctx)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, kyc.StatusExpired, swept.Get().Status)
		require.Equal(t, kyc.StatusPending, kept.Get().Status)
		require.Contains(t, swept.Events(), "verification.expired")
		require.Contains(t, touched.Events(), "verification.expired")
	})
}

// The queue column the database derives from a session's status, which
// the expiry sweep's and the review queue's indexes and queries name,
// agrees with the statuses' classes for every status; on PostgreSQL no
// index of sessions names status, and a step's change of status is a
// heap-only update (it writes no index entry).
func TestQueueFollowsStatus(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		id := r.Session(t, kyc.CreateSessionInput{}).ID
		for _, s := range []kyc.Status{kyc.StatusPending, kyc.StatusStarted, kyc.StatusDocumentSubmitted,
			kyc.StatusLivenessSubmitted, kyc.StatusAddressSubmitted, kyc.StatusProcessing, kyc.StatusApproved,
			kyc.StatusRejected, kyc.StatusRequiresReview, kyc.StatusExpired, kyc.StatusCancelled} {
			_, err := d.NewUpdate().Table("sessions").Set("status = ?", s).Where("id = ?", id).Exec(ctx)
			require.NoError(t, err)
			var queue string
			require.NoError(t, d.NewRaw("SELECT COALESCE(queue, 'NULL') FROM sessions WHERE id = ?", id).Scan(ctx, &queue))
			want := "NULL"
			switch {
			case s.Expirable():
				want = "expiry"
			case s == kyc.StatusRequiresReview:
				want = "review"
			}
			require.Equal(t, want, queue, s)
			var inReview int
			require.NoError(t, d.NewRaw("SELECT COUNT(*) FROM sessions WHERE id = ? AND "+kyc.InReview, id).Scan(ctx, &inReview))
			require.Equal(t, s == kyc.StatusRequiresReview, inReview == 1, s)
		}
		if d.Engine != db.Postgres {
			return
		}
		var named []string
		require.NoError(t, d.NewRaw("SELECT indexname FROM pg_indexes WHERE tablename = 'sessions' AND indexdef LIKE '%status%'").Scan(ctx, &named))
		require.Empty(t, named, "indexes naming status")
		// A copy of the table with its indexes, holding one session, has
		// room on the page for every version of the row: a step's update
		// is heap-only when no index names what it changes. The count read
		// is this connection's, not yet reported, so the difference inside
		// one transaction is that transaction's.
		require.NoError(t, d.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			cols := "id, organization_id, mode, workflow_id, workflow, status, hints, expires_at, created_at, updated_at"
			_, err := tx.ExecContext(ctx, "CREATE TEMPORARY TABLE sessions_copy (LIKE sessions INCLUDING ALL) ON COMMIT DROP")
			require.NoError(t, err)
			_, err = tx.ExecContext(ctx, "INSERT INTO sessions_copy ("+cols+") SELECT "+cols+" FROM sessions WHERE id = ?", id)
			require.NoError(t, err)
			_, err = tx.ExecContext(ctx, "UPDATE sessions_copy SET status = ?", kyc.StatusPending)
			require.NoError(t, err)
			hot := func() (n int) {
				require.NoError(t, tx.NewRaw("SELECT pg_stat_get_xact_tuples_hot_updated('sessions_copy'::regclass)").Scan(ctx, &n))
				return n
			}
			for _, s := range []kyc.Status{kyc.StatusStarted, kyc.StatusDocumentSubmitted, kyc.StatusLivenessSubmitted,
				kyc.StatusAddressSubmitted} {
				before := hot()
				_, err := tx.ExecContext(ctx, "UPDATE sessions_copy SET status = ?, updated_at = ?", s, time.Now())
				require.NoError(t, err)
				require.Equal(t, 1, hot()-before, "a heap-only update to %s", s)
			}
			return nil
		}))
	})
}

// Workflows: the default one, what a new one must be, one made the
// default, and sessions that keep the workflow as it was when they
// started; what a new session may name.
func TestWorkflows(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		svc, ok := r.KYC, passes(t)
		list := listWorkflows(t, svc, r.P)
		require.Len(t, list, 1, "a default workflow exists")
		require.True(t, list[0].IsDefault)
		def := list[0].ID

		_, err := svc.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new(""), Stages: &[]string{}, DocumentTypes: &[]string{"library_card"},
			AddressMethods: &[]string{"telepathy"}, OnFail: new("shrug"), AutoApproveThreshold: new(2.0), Thresholds: &kyc.Thresholds{OCRMin: -1}})
		got := fieldsOf(t, err)
		for _, f := range []string{"name", "stages", "document_types", "address.methods", "address.on_fail", "address.auto_approve_threshold", "thresholds.ocr_min"} {
			require.Contains(t, got, f)
		}
		_, err = svc.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new("x"), Stages: &[]string{kyc.StageFaceMatch}})
		require.Contains(t, fieldsOf(t, err), "stages")

		w, err := svc.CreateWorkflow(ctx, r.P, kyc.WorkflowPatch{Name: new("Passports"), Stages: &[]string{kyc.StageDocument, kyc.StageLiveness},
			DocumentTypes: &[]string{"passport"}, IsDefault: new(true)})
		require.NoError(t, err)
		old, err := svc.Workflow(ctx, r.P, def)
		require.NoError(t, err)
		require.False(t, old.IsDefault)
		thresholds := kyc.Thresholds{OCRMin: 0.95, QualityMin: 0.75, LivenessMin: 0.85, FaceMatchMin: 0.75}
		u, err := svc.UpdateWorkflow(ctx, r.P, w.ID, kyc.WorkflowPatch{Thresholds: &thresholds})
		require.NoError(t, err)
		require.Equal(t, 0.95, u.Config.Thresholds.OCRMin)

		// Sessions snapshot the workflow: later edits do not reach them.
		f := r.Session(t, kyc.CreateSessionInput{})
		thresholds.OCRMin = 0.5
		_, err = svc.UpdateWorkflow(ctx, r.P, w.ID, kyc.WorkflowPatch{Thresholds: &thresholds})
		require.NoError(t, err)
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Liveness(nil))
		ok(f.Complete(nil))
		require.Equal(t, "OCR_LOW_CONFIDENCE", *f.Get().DecisionReason, "0.92 is below the snapshot's 0.95")

		other := auth.Principal{OrganizationID: "org_other", Mode: auth.Test, Kind: auth.SecretKey}
		for _, c := range []struct {
			p  auth.Principal
			in kyc.CreateSessionInput
		}{{r.P, kyc.CreateSessionInput{WorkflowID: "wf_nope"}}, {other, kyc.CreateSessionInput{WorkflowID: w.ID}}} {
			_, _, err = svc.CreateSession(ctx, c.p, c.in)
			require.Equal(t, "invalid_workflow", errs.KeyOf(err), "an unknown workflow, or another organization's")
			require.Equal(t, errs.Invalid, errs.KindOf(err))
		}
		_, err = svc.Workflow(ctx, other, w.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		_, err = svc.ArchiveWorkflow(ctx, other, w.ID)
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		_, _, err = svc.CreateSession(ctx, r.P, kyc.CreateSessionInput{RedirectURL: "javascript:alert(1)"})
		require.Equal(t, []string{"redirect_url"}, fieldsOf(t, err))
		_, _, err = svc.CreateSession(ctx, r.P, kyc.CreateSessionInput{CustomerID: "cus_nope"})
		require.Equal(t, []string{"customer_id"}, fieldsOf(t, err))
	})
}

// flakyLiveness is a liveness check whose vendor never answers.
type flakyLiveness struct {
	providers.Liveness
	calls atomic.Int64
}

func (f *flakyLiveness) Check(context.Context, providers.Image, providers.Hints) (providers.LivenessResult, error) {
	f.calls.Add(1)
	return providers.LivenessResult{}, errors.New("vendor timeout")
}

// A check that keeps failing is retried by the job queue, and after its
// last attempt a person decides.
func TestProviderFailureEndsInReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		set := mock.Set()
		flaky := &flakyLiveness{Liveness: set.Liveness}
		set.Liveness = flaky
		r := kyctest.NewRig(t, d, kyctest.Options{Providers: &set, Retries: true})
		ok := passes(t)
		f := r.Session(t, kyc.CreateSessionInput{})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Liveness(nil))
		ses := ok(f.Complete(nil))
		require.Equal(t, kyc.StatusProcessing, ses.Status, "the first attempt failed; retries follow")
		ses = r.Verdict(t, f)
		require.Equal(t, kyc.StatusRequiresReview, ses.Status)
		require.Equal(t, "PROVIDER_UNAVAILABLE", *ses.DecisionReason)
		require.EqualValues(t, 5, flaky.calls.Load(), "every attempt ran the check")
	})
}

// A live session whose workflow has a stage no driver runs in live mode
// (a server without the face networks has no liveness nor face match) is
// never decided by the mocks, nor by halves: it waits for a reviewer, its
// checks naming the stage.
func TestLiveSessionsWithoutADriverGoToReview(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{Builtin: providers.Set{OCR: mock.Set().OCR}})
		ok := passes(t)
		f, _ := r.SessionAs(t, r.Live(), kyc.CreateSessionInput{})
		ok(f.Document("front", map[string]string{"document_type": "passport"}))
		ok(f.Liveness(nil))
		ok(f.Complete(nil))
		ses := f.Stored()
		require.Equal(t, kyc.StatusRequiresReview, ses.Status)
		require.Equal(t, "PROVIDER_UNAVAILABLE", *ses.DecisionReason)
		require.Equal(t, "no driver runs the liveness stage in this mode", ses.Checks.Error)
		require.Nil(t, ses.Checks.DocumentFront, "nothing judged by halves")
		ses, err := desk(r).Decide(ctx, r.Live(), f.ID, true, "documents checked by hand")
		require.NoError(t, err)
		require.Equal(t, kyc.StatusApproved, ses.Status)
	})
}

// A session's step state is its current uploads: two selfies leave one
// attempt, and a redo of the selfie gives them back.
func TestStepStateIsTheCurrentUploads(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{})
		ok := passes(t)
		f := r.Session(t, kyc.CreateSessionInput{})
		ok(f.Document("front", map[string]string{"document_type": "id_card"}))
		ok(f.Document("back", map[string]string{"confidence": "0.7"})) // the card is read at its back
		ok(f.Liveness(nil))
		ses := ok(f.Liveness(nil))
		require.Equal(t, 1, kyc.MaxLivenessAttempts-ses.Uploaded(kyc.KindLiveness))
		require.Equal(t, kyc.StatusRequiresReview, ok(f.Complete(nil)).Status)
		_, token, err := desk(r).RequestRedo(ctx, r.P, f.ID, []string{kyc.RedoLiveness}, "")
		require.NoError(t, err)
		f.Token(token)
		ses = ok(r.KYC.ClientSession(ctx, f.Client))
		require.Equal(t, kyc.MaxLivenessAttempts, kyc.MaxLivenessAttempts-ses.Uploaded(kyc.KindLiveness),
			"the superseded selfies are not counted")
	})
}
