package kyc_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func setup(t *testing.T, d *db.DB) (*kyc.Service, *kyctest.Bundle) {
	t.Helper()
	b := kyctest.New(t, d)
	return b.KYC, b
}

func TestMain(m *testing.M) { dbtest.Main(m) }

// types lists the events recorded about a session, oldest first.
func types(t *testing.T, d *db.DB, id string) []string {
	t.Helper()
	var out []string
	require.NoError(t, d.NewSelect().Table("events").Column("type").Where("object_id = ?", id).
		OrderExpr("created_at, id").Scan(context.Background(), &out))
	return out
}

// The client steps, their order and the state machine, as the service
// enforces them.
func TestSteps(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		t.Run("first read starts the session", func(t *testing.T) {
			svc, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			require.Equal(t, kyc.StatusPending, f.Get().Status)
			ses, err := svc.ClientSession(context.Background(), f.Client)
			require.NoError(t, err)
			require.Equal(t, kyc.StatusStarted, ses.Status)
			ses, err = svc.ClientSession(context.Background(), f.Client)
			require.NoError(t, err)
			require.Equal(t, kyc.StatusStarted, ses.Status)
			require.Equal(t, []string{"verification.started"}, types(t, d, f.ID))
		})
		t.Run("a first step goes through started", func(t *testing.T) {
			_, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			ses, err := f.Document("front", map[string]string{"document_type": "passport"})
			require.NoError(t, err)
			require.Equal(t, kyc.StatusDocumentSubmitted, ses.Status)
			require.Equal(t, []string{"verification.started", "verification.document_submitted"}, types(t, d, f.ID))
		})
		t.Run("order of the document's sides", func(t *testing.T) {
			_, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			_, err := f.Document("back", map[string]string{"document_type": "id_card"})
			require.Equal(t, "step_out_of_order", errs.KeyOf(err))
			_, err = f.Liveness(nil)
			require.Equal(t, "step_out_of_order", errs.KeyOf(err), "a selfie needs a document first")
			_, err = f.Document("front", map[string]string{"document_type": "passport"})
			require.NoError(t, err)
			_, err = f.Document("back", nil)
			require.Equal(t, "step_not_applicable", errs.KeyOf(err), "a passport has no back")
		})
		t.Run("three selfies at most", func(t *testing.T) {
			_, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			_, err := f.Document("front", map[string]string{"document_type": "passport"})
			require.NoError(t, err)
			for range kyc.MaxLivenessAttempts {
				ses, err := f.Liveness(map[string]string{"score": "0.2"})
				require.NoError(t, err)
				require.Equal(t, kyc.StatusLivenessSubmitted, ses.Status)
			}
			_, err = f.Liveness(nil)
			require.Equal(t, "liveness_attempts_exhausted", errs.KeyOf(err))
		})
		t.Run("a side sent again supersedes the one before", func(t *testing.T) {
			svc, b := setup(t, d)
			stages := []string{kyc.StageDocument, kyc.StageLiveness, kyc.StageAddress, kyc.StageFaceMatch}
			wf, err := svc.CreateWorkflow(context.Background(), b.P, kyc.WorkflowPatch{Name: new("with address"), Stages: &stages})
			require.NoError(t, err)
			f := b.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
			for range 3 {
				_, err := f.Document("front", map[string]string{"document_type": "id_card"})
				require.NoError(t, err)
				_, err = f.Document("back", nil)
				require.NoError(t, err)
			}
			for range kyc.MaxLivenessAttempts {
				_, err := f.Liveness(nil)
				require.NoError(t, err)
			}
			_, err = f.Address(map[string]string{"line1": "1 Main St", "city": "Lagos", "country": "NG"}, true)
			require.NoError(t, err)
			_, err = f.Address(map[string]string{"line1": "2 Main St", "city": "Lagos", "country": "NG"}, true)
			require.NoError(t, err)
			ups, err := svc.Uploads(context.Background(), f.ID)
			require.NoError(t, err)
			kinds := map[string]int{}
			for _, u := range ups {
				kinds[u.Kind]++
			}
			require.Equal(t, map[string]int{kyc.KindFront: 1, kyc.KindBack: 1, kyc.KindLiveness: 3, kyc.KindPOA: 1}, kinds)
			n, err := d.NewSelect().Table("session_uploads").Where("session_id = ? AND superseded_at IS NOT NULL", f.ID).Count(context.Background())
			require.NoError(t, err)
			require.EqualValues(t, 5, n, "two fronts, two backs and a proof of address stay on record")
			_, err = f.Complete(nil)
			require.NoError(t, err, "every step is done")
		})
		t.Run("complete names what is missing, then decides", func(t *testing.T) {
			_, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			_, err := f.Document("front", map[string]string{"document_type": "id_card"})
			require.NoError(t, err)
			_, err = f.Complete(nil)
			require.Equal(t, "session_incomplete", errs.KeyOf(err))
			require.ErrorContains(t, err, "document_back, liveness")
			_, err = f.Document("back", nil)
			require.NoError(t, err)
			_, err = f.Liveness(nil)
			require.NoError(t, err)
			ses, err := f.Complete(nil)
			require.NoError(t, err)
			require.Equal(t, kyc.StatusApproved, ses.Status, "the sync queue decides inside complete")
			require.Equal(t, "AUTO_APPROVED", *ses.DecisionReason)
			again, err := f.Complete(nil)
			require.NoError(t, err, "a repeat answers the session as it is")
			require.Equal(t, kyc.StatusApproved, again.Status)
			_, err = f.Liveness(nil)
			require.Equal(t, "session_finalized", errs.KeyOf(err))
		})
		t.Run("expiry", func(t *testing.T) {
			_, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			b.Offset.Store(int64(16 * time.Minute))
			require.Equal(t, kyc.StatusExpired, f.Get().Status)
			_, err := f.Document("front", map[string]string{"document_type": "passport"})
			require.Equal(t, "session_finalized", errs.KeyOf(err))
			require.Equal(t, []string{"verification.expired"}, types(t, d, f.ID))
		})
		t.Run("cancel", func(t *testing.T) {
			svc, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			ses, err := svc.Cancel(context.Background(), b.P, f.ID)
			require.NoError(t, err)
			require.Equal(t, kyc.StatusCancelled, ses.Status)
			require.NotNil(t, ses.EndedAt)
			_, err = svc.Cancel(context.Background(), b.P, f.ID)
			require.Equal(t, "session_finalized", errs.KeyOf(err))
		})
		t.Run("the table refuses what it does not name", func(t *testing.T) {
			svc, b := setup(t, d)
			f := b.InReview(t)
			_, err := svc.Edit(context.Background(), b.P, f.ID, func(ctx context.Context, e *kyc.Edit) error {
				return e.Save(ctx, kyc.StatusProcessing, "")
			})
			require.Equal(t, "invalid_transition", errs.KeyOf(err))
			require.Equal(t, kyc.StatusRequiresReview, f.Get().Status, "nothing was saved")
		})
		t.Run("another organization's session is not found", func(t *testing.T) {
			svc, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			other := b.P
			other.OrganizationID = "org_other"
			_, err := svc.Session(context.Background(), other, f.ID)
			require.Equal(t, "not_found", errs.KeyOf(err))
		})
	})
}

// A process's copy of a session that another process moved past costs a
// retry on the stored session, never a wrong write.
func TestStaleCopiesAreRetried(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		_, one := setup(t, d)
		f := one.Session(t, kyc.CreateSessionInput{})
		_, err := f.Document("front", map[string]string{"document_type": "passport"})
		require.NoError(t, err)
		// A second process (its own service over the same database) takes a
		// selfie; the first process's copy of the session is now behind.
		two := kyctest.New(t, d)
		_, err = two.KYC.SubmitLiveness(context.Background(), f.Client, storeIn(t, two, f), nil, nil, nil)
		require.NoError(t, err)
		_, err = f.Liveness(nil)
		require.NoError(t, err)
		n, err := d.NewSelect().Table("session_uploads").Where("session_id = ? AND kind = 'liveness'", f.ID).Count(context.Background())
		require.NoError(t, err)
		require.EqualValues(t, 2, n, "both selfies are counted")
		ses, err := f.Complete(nil)
		require.NoError(t, err)
		require.Equal(t, kyc.StatusApproved, ses.Status)
	})
}

func storeIn(t *testing.T, b *kyctest.Bundle, f *kyctest.Flow) *kyc.Stored {
	t.Helper()
	st, err := b.KYC.StoreImage(context.Background(), f.Client, bytesReader(kyctest.PNG(300, 300)))
	require.NoError(t, err)
	return st
}

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }

// Migration 17 supersedes what earlier versions left current: the uploads
// of a step a redo reopened, and a side sent twice.
func TestMigrationLeavesOneCurrentUploadOfEachKind(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		current := func(id string) map[string]int {
			ups, err := svc.Uploads(ctx, id)
			require.NoError(t, err)
			out := map[string]int{}
			for _, u := range ups {
				out[u.Kind]++
			}
			return out
		}
		// As an earlier version left them: nothing superseded.
		forget := func(id string) {
			_, err := d.NewUpdate().Table("session_uploads").Set("superseded_at = NULL").Where("session_id = ?", id).Exec(ctx)
			require.NoError(t, err)
		}
		redone := b.InReview(t)
		_, err := svc.Edit(ctx, b.P, redone.ID, func(ctx context.Context, e *kyc.Edit) error {
			_, err := e.Reopen(ctx, b.P, []string{kyc.RedoLiveness}, nil)
			return err
		})
		require.NoError(t, err)
		forget(redone.ID)
		twice := b.Session(t, kyc.CreateSessionInput{})
		for range 2 {
			_, err := twice.Document("front", map[string]string{"document_type": "passport"})
			require.NoError(t, err)
		}
		forget(twice.ID)
		require.Equal(t, map[string]int{kyc.KindFront: 2}, current(twice.ID))

		stmts, err := db.MigrationStatements(d.Engine, "20261126000017")
		require.NoError(t, err)
		for _, q := range stmts {
			_, err := d.ExecContext(ctx, q)
			require.NoError(t, err)
		}
		require.Equal(t, map[string]int{kyc.KindFront: 1}, current(redone.ID), "the redo's selfie is superseded, the document stays")
		require.Equal(t, map[string]int{kyc.KindFront: 1}, current(twice.ID))
	})
}

// The list's filters, each alone.
func TestSessionFilters(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		plain := b.Session(t, kyc.CreateSessionInput{UserReference: "ref-plain"})
		review := b.InReview(t)
		_, err := svc.Edit(ctx, b.P, review.ID, func(ctx context.Context, e *kyc.Edit) error {
			e.Session.Flagged = true
			return e.Save(ctx, e.Session.Status, "")
		})
		require.NoError(t, err)
		b.Offset.Store(int64(time.Minute))
		late := b.Session(t, kyc.CreateSessionInput{UserReference: "ref-late"})
		ids := func(f kyc.SessionFilter) []string {
			t.Helper()
			list, err := svc.ListSessionsAfter(ctx, b.P, f, nil, 10)
			require.NoError(t, err)
			out := []string{}
			for _, s := range list {
				out = append(out, s.ID)
			}
			return out
		}
		yes := true
		cut := b.Now().Add(-30 * time.Second)
		require.Equal(t, []string{late.ID, review.ID, plain.ID}, ids(kyc.SessionFilter{}))
		require.Equal(t, []string{review.ID}, ids(kyc.SessionFilter{Status: "requires_review"}))
		require.Equal(t, []string{review.ID}, ids(kyc.SessionFilter{DecisionReason: *review.Get().DecisionReason}))
		require.Equal(t, []string{review.ID}, ids(kyc.SessionFilter{Flagged: &yes}))
		require.Equal(t, []string{late.ID}, ids(kyc.SessionFilter{CreatedAfter: &cut}))
		require.Equal(t, []string{review.ID, plain.ID}, ids(kyc.SessionFilter{CreatedBefore: &cut}))
		require.Equal(t, []string{plain.ID}, ids(kyc.SessionFilter{Search: "ref-plain"}))
		require.Equal(t, []string{late.ID}, ids(kyc.SessionFilter{Search: late.ID}))
		require.Equal(t, []string{late.ID, review.ID, plain.ID}, ids(kyc.SessionFilter{WorkflowID: plain.Get().WorkflowID}))
		require.Empty(t, ids(kyc.SessionFilter{WorkflowID: "wf_other"}))
		_, err = svc.ListSessionsAfter(ctx, b.P, kyc.SessionFilter{Status: "approvd"}, nil, 10)
		require.Equal(t, "validation_failed", errs.KeyOf(err), "an unknown status is refused, not matched by nothing")
		_, err = svc.ListSessionsAfter(ctx, b.P, kyc.SessionFilter{CreatedAfter: &cut, CreatedBefore: &cut}, nil, 10)
		require.Equal(t, "validation_failed", errs.KeyOf(err))
	})
}
