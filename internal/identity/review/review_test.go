package review_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func setup(t *testing.T, d *db.DB) (*review.Service, *kyctest.Bundle) {
	t.Helper()
	b := kyctest.New(t, d)
	return review.New(d, review.Config{KYC: b.KYC, Auth: b.Auth, Jobs: b.Jobs, Now: b.Now}), b
}

func TestMain(m *testing.M) { dbtest.Main(m) }

// rowsContain reports whether any stored session or note holds text.
func rowsContain(t *testing.T, d *db.DB, id, text string) bool {
	t.Helper()
	var texts []string
	for _, q := range []string{"SELECT COALESCE(review_note, '') || COALESCE(flag_reason, '') FROM sessions WHERE id = ?",
		"SELECT COALESCE(body, '') FROM session_notes WHERE session_id = ?", "SELECT payload || COALESCE(snapshot, '') FROM events WHERE object_id = ?"} {
		var got []string
		require.NoError(t, d.NewRaw(q, id).Scan(context.Background(), &got))
		texts = append(texts, got...)
	}
	return strings.Contains(strings.Join(texts, "\n"), text)
}

func TestDesk(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		t.Run("queue: the longest waiting first, filtered", func(t *testing.T) {
			desk, b := setup(t, d)
			first := b.InReview(t)
			b.Offset.Add(int64(time.Minute))
			second := b.InReview(t)
			list, err := desk.Queue(ctx, b.P, review.Filter{}, nil, 10)
			require.NoError(t, err)
			require.Equal(t, []string{first.ID, second.ID}, []string{list[0].ID, list[1].ID})
			list, err = desk.Queue(ctx, b.P, review.Filter{MinAge: 30 * time.Second}, nil, 10)
			require.NoError(t, err)
			require.Len(t, list, 1)
			require.Equal(t, first.ID, list[0].ID)
			flagged := true
			_, err = desk.Flag(ctx, b.P, second.ID, true, "edited")
			require.NoError(t, err)
			list, err = desk.Queue(ctx, b.P, review.Filter{Flagged: &flagged}, nil, 10)
			require.NoError(t, err)
			require.Len(t, list, 1)
			require.Equal(t, second.ID, list[0].ID)
		})
		t.Run("decide", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.InReview(t)
			ses, err := desk.Decide(ctx, b.P, f.ID, false, "the photo is of a screen")
			require.NoError(t, err)
			require.Equal(t, kyc.StatusRejected, ses.Status)
			require.Equal(t, "MANUAL_REJECTION", *ses.DecisionReason)
			require.Equal(t, "the photo is of a screen", *f.Get().ReviewNote)
			require.False(t, rowsContain(t, d, f.ID, "of a screen"), "the note is sealed and kept out of events")
			_, err = desk.Decide(ctx, b.P, f.ID, true, "")
			require.Equal(t, "session_not_in_review", errs.KeyOf(err))
			_, err = desk.Decide(ctx, b.P, f.ID, true, strings.Repeat("x", review.MaxNote+1))
			require.Equal(t, "validation_failed", errs.KeyOf(err))
		})
		t.Run("assign to a working key", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.InReview(t)
			_, k, err := b.Auth.CreateKey(ctx, b.P.OrganizationID, b.P.Mode, "Grace")
			require.NoError(t, err)
			ses, err := desk.Assign(ctx, b.P, f.ID, review.Assignee{KeyID: k.ID})
			require.NoError(t, err)
			require.Equal(t, "Grace", *ses.AssignedTo)
			_, err = desk.Assign(ctx, b.P, f.ID, review.Assignee{KeyID: "key_unknown"})
			require.Equal(t, "validation_failed", errs.KeyOf(err), "only a working key of the organization")
			ses, err = desk.Assign(ctx, b.P, f.ID, review.Assignee{})
			require.NoError(t, err)
			require.Nil(t, ses.AssignedTo)
		})
		t.Run("assign to a member who may review", func(t *testing.T) {
			b := kyctest.New(t, d)
			desk := review.New(d, review.Config{KYC: b.KYC, Auth: b.Auth, Jobs: b.Jobs, Now: b.Now,
				Reviewer: func(_ context.Context, orgID, userID string) (string, error) {
					if orgID == b.P.OrganizationID && userID == "usr_grace" {
						return "grace@example.com", nil
					}
					return "", errs.Invalidf("userId", "not a reviewer")
				}})
			f := b.InReview(t)
			ses, err := desk.Assign(ctx, b.P, f.ID, review.Assignee{UserID: "usr_grace"})
			require.NoError(t, err)
			require.Equal(t, "grace@example.com", *ses.AssignedTo)
			require.Equal(t, "usr_grace", *ses.AssignedUserID)
			require.Nil(t, ses.AssignedKeyID)
			list, err := desk.Queue(ctx, b.P, review.Filter{AssignedUserID: "usr_grace"}, nil, 10)
			require.NoError(t, err)
			require.Len(t, list, 1)
			_, err = desk.Assign(ctx, b.P, f.ID, review.Assignee{UserID: "usr_viewer"})
			require.Equal(t, "validation_failed", errs.KeyOf(err))
			_, err = desk.Assign(ctx, b.P, f.ID, review.Assignee{UserID: "usr_grace", KeyID: "key_1"})
			require.Equal(t, "validation_failed", errs.KeyOf(err), "one assignee")
		})
		t.Run("notes of several sessions in one read, the caller's only", func(t *testing.T) {
			desk, b := setup(t, d)
			one, two := b.InReview(t), b.InReview(t)
			for _, n := range []struct{ id, body string }{{one.ID, "a"}, {two.ID, "b"}, {one.ID, "c"}} {
				_, err := desk.AddNote(ctx, b.P, n.id, n.body)
				require.NoError(t, err)
			}
			m, err := desk.NotesFor(ctx, b.P, []string{one.ID, two.ID, "ses_none"})
			require.NoError(t, err)
			require.Len(t, m[one.ID], 2)
			require.Equal(t, "a", *m[one.ID][0].Body)
			require.Equal(t, "c", *m[one.ID][1].Body)
			require.Equal(t, "b", *m[two.ID][0].Body)
			require.Empty(t, m["ses_none"])
			other := b.P
			other.OrganizationID = "org_other"
			m, err = desk.NotesFor(ctx, other, []string{one.ID, two.ID})
			require.NoError(t, err)
			require.Empty(t, m, "another organization reads none")
		})
		t.Run("notes, sealed and capped", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.InReview(t)
			for i := range review.MaxNotes {
				_, err := desk.AddNote(ctx, b.P, f.ID, "note "+strings.Repeat("i", i%5+1))
				require.NoError(t, err)
			}
			_, err := desk.AddNote(ctx, b.P, f.ID, "one too many")
			require.Equal(t, "too_many_notes", errs.KeyOf(err))
			_, err = desk.AddNote(ctx, b.P, f.ID, "  ")
			require.Equal(t, "validation_failed", errs.KeyOf(err))
			notes, err := desk.Notes(ctx, b.P, f.ID)
			require.NoError(t, err)
			require.Len(t, notes, review.MaxNotes)
			require.Equal(t, "note i", *notes[0].Body)
			require.False(t, rowsContain(t, d, f.ID, "note i"), "stored sealed")
		})
		t.Run("redo reopens the steps with a new token", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.InReview(t)
			old := f.Client
			_, _, err := desk.RequestRedo(ctx, b.P, f.ID, []string{"address"}, "")
			require.Equal(t, "validation_failed", errs.KeyOf(err), "the workflow has no address stage")
			ses, token, err := desk.RequestRedo(ctx, b.P, f.ID, []string{"liveness", "liveness"}, "retake in daylight")
			require.NoError(t, err)
			require.Equal(t, kyc.StatusStarted, ses.Status)
			require.Equal(t, []string{"liveness"}, ses.RedoSteps)
			_, err = b.Auth.AuthenticateClientToken(ctx, token)
			require.NoError(t, err)
			ups, err := b.KYC.Uploads(ctx, f.ID)
			require.NoError(t, err)
			for _, u := range ups {
				require.NotEqual(t, kyc.KindLiveness, u.Kind, "the old selfie is superseded")
			}
			f.Token(token)
			_, err = f.Liveness(map[string]string{"passed": "false"})
			require.NoError(t, err)
			ses, err = f.Complete(nil)
			require.NoError(t, err)
			require.Equal(t, "LIVENESS_FAILED", *ses.DecisionReason, "only the new selfie is judged")
			f.Client = old
			_, err = f.Liveness(nil)
			require.Error(t, err)
		})
		t.Run("redaction erases the reviewers' text", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.Session(t, kyc.CreateSessionInput{})
			_, err := desk.Redact(ctx, b.P, f.ID)
			require.Equal(t, "session_not_redactable", errs.KeyOf(err))
			f = b.InReview(t)
			_, err = desk.Flag(ctx, b.P, f.ID, true, "odd shadow")
			require.NoError(t, err)
			_, err = desk.AddNote(ctx, b.P, f.ID, "checked the issuer")
			require.NoError(t, err)
			ses, err := desk.Redact(ctx, b.P, f.ID)
			require.NoError(t, err)
			require.NotNil(t, ses.RedactedAt)
			require.Nil(t, ses.FlagReason)
			notes, err := desk.Notes(ctx, b.P, f.ID)
			require.NoError(t, err)
			require.Nil(t, notes[0].Body)
			ups, err := b.KYC.Uploads(ctx, f.ID)
			require.NoError(t, err)
			require.Empty(t, ups)
			_, err = desk.AddNote(ctx, b.P, f.ID, "after")
			require.Equal(t, "session_redacted", errs.KeyOf(err))
			again, err := desk.Redact(ctx, b.P, f.ID)
			require.NoError(t, err, "redacting again changes nothing")
			require.Equal(t, ses.RedactedAt.UTC(), again.RedactedAt.UTC())
		})
		t.Run("retention purges what ended long enough ago", func(t *testing.T) {
			desk, b := setup(t, d)
			f := b.InReview(t)
			_, err := desk.Decide(ctx, b.P, f.ID, true, "")
			require.NoError(t, err)
			_, err = d.NewUpdate().Table("organizations").Set("retention_days = 1").Where("id = ?", b.P.OrganizationID).Exec(ctx)
			require.NoError(t, err)
			n, err := desk.PurgeDue(ctx)
			require.NoError(t, err)
			require.Zero(t, n)
			b.Offset.Add(int64(25 * time.Hour))
			n, err = desk.PurgeDue(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, n)
			require.NotNil(t, f.Get().RedactedAt)
		})
	})
}
