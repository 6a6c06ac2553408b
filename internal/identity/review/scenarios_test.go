package review_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"os"
	"path"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/review"
	"github.com/meridianhq/meridian/internal/platform/audit"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/logging"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

// newDesk is setup over a bundle that keeps its parts.
func newDesk(t *testing.T, d *db.DB) (*review.Service, *kyctest.Desk) {
	t.Helper()
	k := kyctest.NewDesk(t, d)
	return review.New(d, review.Config{KYC: k.KYC, Auth: k.Auth, Jobs: k.Jobs, Now: k.Now}), k
}

func idsOf(list []kyc.Session) []string {
	out := []string{}
	for _, s := range list {
		out = append(out, s.ID)
	}
	return out
}

// open fetches the image behind a signed link.
func open(t *testing.T, k *kyctest.Desk, l kyc.Link) error {
	t.Helper()
	u, err := url.Parse(l.URL)
	require.NoError(t, err)
	_, _, _, err = k.KYC.File(context.Background(), path.Base(u.Path), u.Query().Get("expires"), u.Query().Get("signature"))
	return err
}

var lowConfidence = map[string]string{"confidence": "0.7"}

func TestReviewQueueAndActionsAreAudited(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := logging.WithRequestID(context.Background(), "req_desk")
		desk, k := newDesk(t, d)
		viewer, grace := k.KeyOf(t, "test"), k.KeyOf(t, "Grace")
		require.Equal(t, "Grace", grace.KeyName)

		// Three cases, an hour apart, each looked at once; a decided
		// session stays out.
		a := k.InReviewWith(t, lowConfidence)
		a.View(viewer)
		k.Offset.Store(int64(time.Hour))
		b := k.InReviewWith(t, map[string]string{"quality_score": "0.6"})
		b.View(viewer)
		k.Offset.Store(int64(2 * time.Hour))
		c, cToken := k.Started(t, kyc.CreateSessionInput{})
		require.Equal(t, kyc.StatusRequiresReview, c.Passport(lowConfidence).Status)
		c.View(viewer)
		k.Approved(t)

		queue := func(t *testing.T, f review.Filter, after *paging.Cursor, limit int) []kyc.Session {
			t.Helper()
			list, err := desk.Queue(ctx, grace, f, after, limit)
			require.NoError(t, err)
			return list
		}
		const noteText = "The birth date on the passport looks edited"
		t.Run("the queue: the longest waiting first, filtered and paged", func(t *testing.T) {
			require.Equal(t, []string{a.ID, b.ID, c.ID}, idsOf(queue(t, review.Filter{}, nil, 10)), "the longest waiting first")
			require.Equal(t, []string{a.ID, c.ID}, idsOf(queue(t, review.Filter{Reason: "OCR_LOW_CONFIDENCE"}, nil, 10)))
			require.Equal(t, []string{a.ID}, idsOf(queue(t, review.Filter{MinAge: 90 * time.Minute}, nil, 10)),
				"waiting at least an hour and a half")
			page := queue(t, review.Filter{}, nil, 2)
			require.Len(t, page, 3, "one more than the page: there is a next page")
			require.Equal(t, []string{a.ID, b.ID}, idsOf(page[:2]))
			after := &paging.Cursor{CreatedAt: *page[1].ReviewSince, ID: page[1].ID}
			require.Equal(t, []string{c.ID}, idsOf(queue(t, review.Filter{}, after, 2)))
			n, err := desk.QueueCount(ctx, grace, review.Filter{Reason: "OCR_LOW_CONFIDENCE"})
			require.NoError(t, err)
			require.Equal(t, 2, n)
		})
		t.Run("assign, note, flag", func(t *testing.T) {
			ses, err := desk.Assign(ctx, grace, a.ID, review.Assignee{KeyID: grace.KeyID})
			require.NoError(t, err)
			require.Equal(t, "Grace", *ses.AssignedTo)
			require.Equal(t, grace.KeyID, *ses.AssignedKeyID)
			seen, _ := a.View(viewer)
			require.Equal(t, "Grace", *seen.AssignedTo, "the session shows who works on it")
			_, err = desk.Assign(ctx, grace, a.ID, review.Assignee{KeyID: "key_nobody"})
			require.Equal(t, "validation_failed", errs.KeyOf(err))
			no, yes := false, true
			require.Equal(t, []string{a.ID}, idsOf(queue(t, review.Filter{AssignedKeyID: grace.KeyID}, nil, 10)))
			require.Equal(t, []string{a.ID}, idsOf(queue(t, review.Filter{Unassigned: &no}, nil, 10)), "the cases someone works on")
			require.Equal(t, []string{b.ID, c.ID}, idsOf(queue(t, review.Filter{Unassigned: &yes}, nil, 10)), "the cases nobody works on")
			note, err := desk.AddNote(ctx, grace, a.ID, noteText)
			require.NoError(t, err)
			require.Equal(t, "Grace", note.AuthorName)
			require.Equal(t, grace.KeyID, *note.AuthorKeyID)
			var sealed string
			require.NoError(t, d.NewSelect().Table("session_notes").Column("body").Scan(ctx, &sealed))
			require.True(t, strings.HasPrefix(sealed, "dk1:"), "notes are sealed under the session's data key")
			ses, err = desk.Flag(ctx, grace, a.ID, true, "edited")
			require.NoError(t, err)
			require.True(t, ses.Flagged)
			require.Equal(t, "edited", *ses.FlagReason)
			notes, err := desk.Notes(ctx, grace, a.ID)
			require.NoError(t, err)
			require.Equal(t, noteText, *notes[0].Body)
			require.Equal(t, []string{a.ID}, idsOf(queue(t, review.Filter{Flagged: &yes}, nil, 10)))
			types := k.EventTypes(t, k.P, a.ID)
			require.Equal(t, []string{"verification.assigned", "verification.note_added", "verification.flagged"}, types[len(types)-3:],
				"each change is streamed to dashboards as an event")
			for _, e := range k.EventsOf(t, k.P, a.ID) {
				require.NotContains(t, e.Payload, noteText, "no note's text in an event")
			}
		})
		t.Run("approve with a note; refuse what is not in review", func(t *testing.T) {
			ses, err := desk.Decide(ctx, grace, b.ID, true, "fine")
			require.NoError(t, err)
			require.Equal(t, kyc.StatusApproved, ses.Status)
			require.Equal(t, "MANUAL_APPROVAL", *ses.DecisionReason)
			_, err = desk.Assign(ctx, grace, b.ID, review.Assignee{})
			require.Equal(t, "session_not_in_review", errs.KeyOf(err))
		})
		t.Run("redo: only the selfie again, with a new token", func(t *testing.T) {
			_, _, err := desk.RequestRedo(ctx, grace, c.ID, []string{"passport"}, "")
			require.Equal(t, "validation_failed", errs.KeyOf(err), "not a step")
			ses, token, err := desk.RequestRedo(ctx, grace, c.ID, []string{"liveness"}, "Your face was hidden")
			require.NoError(t, err)
			require.Equal(t, kyc.StatusStarted, ses.Status)
			require.Equal(t, []string{"liveness"}, ses.RedoSteps)
			require.Nil(t, ses.FinalDecision)
			require.NotEqual(t, cToken, token)
			_, err = k.Auth.AuthenticateClientToken(ctx, cToken)
			require.Equal(t, "invalid_client_token", errs.KeyOf(err), "the token from before the redo stops working")
			c.Token(token)
			_, err = c.Complete(nil)
			require.Equal(t, "session_incomplete", errs.KeyOf(err), "the selfie is asked for again")
			require.Contains(t, errs.As(err).Message, "liveness")
			require.NotContains(t, errs.As(err).Message, "document")
			_, err = c.Liveness(nil)
			require.NoError(t, err)
			ses, err = c.Complete(nil)
			require.NoError(t, err)
			require.Equal(t, kyc.StatusRequiresReview, ses.Status, "the document still reads poorly")
			c.View(viewer)
			require.Contains(t, k.EventTypes(t, k.P, c.ID), "verification.redo_requested")
		})
		t.Run("each action once in the audit log, by its reviewer", func(t *testing.T) {
			require.Equal(t, []string{"session.asset_links_issued", "session.assigned", "session.asset_links_issued", "session.note_added",
				"session.flagged"}, k.Actions(t, k.P, a.ID), "each retrieval with links is recorded too")
			require.Equal(t, []string{"session.asset_links_issued", "session.approved"}, k.Actions(t, k.P, b.ID))
			require.Equal(t, []string{"session.asset_links_issued", "session.redo_requested"},
				k.Actions(t, k.P, c.ID), "a viewer's retrievals within one link window are one entry")
			require.Equal(t, []string{"api_key.created"}, k.Actions(t, k.P, grace.KeyID))
			entries, n := k.Entries(t, k.P, audit.Filter{ActorKeyID: grace.KeyID})
			require.Equal(t, 5, n)
			for _, e := range entries {
				require.Equal(t, "Grace", e.ActorName)
				require.Equal(t, "req_desk", *e.RequestID, "the request's id")
				data, err := json.Marshal(e.Data)
				require.NoError(t, err)
				require.NotContains(t, string(data), noteText, "no note text in the audit log")
			}
			entries, _ = k.Entries(t, k.P, audit.Filter{Action: "session.note_added"})
			require.Len(t, entries, 1)
			require.Equal(t, a.ID, entries[0].ObjectID)
			other, err := k.Orgs.Create(context.Background(), "other")
			require.NoError(t, err)
			_, _, err = k.Auth.CreateKey(context.Background(), other.ID, auth.Test, "test")
			require.NoError(t, err)
			theirs, n := k.Entries(t, auth.Principal{OrganizationID: other.ID, Mode: auth.Test}, audit.Filter{})
			require.Equal(t, 1, n, "each organization sees its own: the creation of its test key")
			require.Equal(t, "api_key.created", theirs[0].Action)
			require.Equal(t, "system:cli", theirs[0].ActorName)
		})
		t.Run("revoking a key is recorded; nothing rewrites the log", func(t *testing.T) {
			_, err := k.Auth.RevokeKey(ctx, grace.OrganizationID, grace.Mode, grace.KeyID)
			require.NoError(t, err)
			require.Equal(t, []string{"api_key.created", "api_key.revoked"}, k.Actions(t, k.P, grace.KeyID))
			_, err = d.ExecContext(ctx, "UPDATE audit_log SET action = 'nothing'")
			require.ErrorContains(t, err, "append-only")
			_, err = d.ExecContext(ctx, "DELETE FROM audit_log")
			require.ErrorContains(t, err, "append-only")
			if d.Engine == db.Postgres {
				_, err = d.ExecContext(ctx, "TRUNCATE audit_log")
				require.ErrorContains(t, err, "append-only")
			}
		})
	})
}

func TestRedactionAndRetention(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		viewer := k.KeyOf(t, "test")

		// Redaction on request.
		pending := k.Session(t, kyc.CreateSessionInput{})
		_, err := desk.Redact(ctx, k.P, pending.ID)
		require.Equal(t, "session_not_redactable", errs.KeyOf(err))
		f := k.Approved(t)
		before, links := f.View(viewer)
		require.NotEmpty(t, links)
		selfie := links[len(links)-1]
		require.NoError(t, open(t, k, selfie))
		require.NotNil(t, before.DataKeyID)
		ses, err := desk.Redact(ctx, k.P, f.ID)
		require.NoError(t, err)
		require.NotNil(t, ses.RedactedAt)
		after := f.Get()
		require.Empty(t, f.Uploads(), "no documents, no images")
		require.Equal(t, kyc.StatusApproved, after.Status, "the verdict stays")
		require.Equal(t, *before.RiskScore, *after.RiskScore)
		require.Equal(t, before.Checks.DocumentFront.Confidence, after.Checks.DocumentFront.Confidence, "scores stay")
		require.Nil(t, after.Checks.DocumentFront.Fields)
		require.Equal(t, "not_found", errs.KeyOf(open(t, k, selfie)), "links stop working")
		require.Zero(t, k.Stored(t, f.ID))
		n, err := d.NewSelect().Table("data_keys").Where("id = ?", *before.DataKeyID).Count(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "the data key is forgotten")
		again, err := desk.Redact(ctx, k.P, f.ID)
		require.NoError(t, err, "again: nothing changes")
		require.Equal(t, ses.RedactedAt.UTC(), again.RedactedAt.UTC())
		actions := k.Actions(t, k.P, f.ID)
		require.Equal(t, "session.redacted", actions[len(actions)-1])
		require.Equal(t, 1, strings.Count(strings.Join(actions, " "), "session.redacted"), "recorded once")
		types := k.EventTypes(t, k.P, f.ID)
		require.Equal(t, "verification.redacted", types[len(types)-1])
		require.Equal(t, 1, strings.Count(strings.Join(types, " "), "verification.redacted"))
		rv := k.InReviewWith(t, lowConfidence)
		_, err = desk.Redact(ctx, k.P, rv.ID)
		require.NoError(t, err, "a case in review can be redacted")
		_, _, err = desk.RequestRedo(ctx, k.P, rv.ID, []string{"liveness"}, "")
		require.Equal(t, "session_redacted", errs.KeyOf(err), "its data key is gone")
		_, err = desk.Decide(ctx, k.P, rv.ID, false, "Nothing left to look at")
		require.Equal(t, "session_redacted", errs.KeyOf(err), "nor could a note be sealed")
		ses, err = desk.Decide(ctx, k.P, rv.ID, false, "")
		require.NoError(t, err)
		require.Equal(t, kyc.StatusRejected, ses.Status, "settled without a note")

		// Retention: 30 days after a session ends.
		days := func(n int) *int { return &n }
		o, err := k.Orgs.SetRetention(ctx, k.P.OrganizationID, string(k.P.Mode), audit.By(viewer), days(30))
		require.NoError(t, err)
		require.Equal(t, 30, *o.RetentionDays)
		_, err = k.Orgs.SetRetention(ctx, k.P.OrganizationID, string(k.P.Mode), audit.By(viewer), days(4000))
		require.Equal(t, "validation_failed", errs.KeyOf(err))
		_, keep := newDesk(t, d) // an organization that keeps everything
		old, kept := k.Approved(t), keep.Approved(t)
		old.View(viewer)
		k.Offset.Store(int64(20 * 24 * time.Hour))
		young := k.Approved(t)
		waiting := k.InReviewWith(t, lowConfidence)

		purge := func() int {
			n, err := desk.PurgeDue(ctx)
			require.NoError(t, err)
			return n
		}
		k.Offset.Store(int64(30*24*time.Hour - time.Minute))
		require.Zero(t, purge(), "not yet")
		k.Offset.Store(int64(30*24*time.Hour + time.Minute))
		require.Equal(t, 1, purge())
		require.NotNil(t, old.Get().RedactedAt)
		require.Zero(t, k.Stored(t, old.ID))
		require.Equal(t, kyc.StatusApproved, old.Get().Status)
		require.Nil(t, young.Get().RedactedAt)
		require.Equal(t, []string{"session.asset_links_issued", "session.purged"}, k.Actions(t, k.P, old.ID))
		purged, _ := k.Entries(t, k.P, audit.Filter{Action: "session.purged"})
		require.Equal(t, "system:retention", purged[0].ActorName)
		require.Nil(t, purged[0].ActorKeyID)
		require.Zero(t, purge(), "purged once")
		k.Offset.Store(int64(50*24*time.Hour + time.Minute))
		require.Equal(t, 1, purge())
		require.NotNil(t, young.Get().RedactedAt)
		require.Nil(t, waiting.Get().RedactedAt, "a case in review has not ended")
		require.Nil(t, kept.Get().RedactedAt, "an organization without retention keeps its data")
		require.NotZero(t, keep.Stored(t, kept.ID))
	})
}

// A session takes at most 200 notes, counted in the note's transaction:
// twenty reviewers adding at once for the last ten places add ten.
func TestReviewNotesAreCapped(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		f := k.InReviewWith(t, lowConfidence)
		for range review.MaxNotes - 10 {
			_, err := desk.AddNote(ctx, k.P, f.ID, "Looked at the photo again")
			require.NoError(t, err)
		}
		results := make(chan error, 20)
		var wg sync.WaitGroup
		for range 20 {
			wg.Go(func() {
				_, err := desk.AddNote(ctx, k.P, f.ID, "One more look")
				results <- err
			})
		}
		wg.Wait()
		close(results)
		added := 0
		for err := range results {
			if err == nil {
				added++
				continue
			}
			var e *errs.Error
			require.ErrorAs(t, err, &e)
			require.Equal(t, "too_many_notes", e.Key)
		}
		require.Equal(t, 10, added)

		_, err := desk.AddNote(ctx, k.P, f.ID, "the 201st")
		require.Equal(t, "too_many_notes", errs.KeyOf(err))
		notes, err := desk.Notes(ctx, k.P, f.ID)
		require.NoError(t, err)
		require.Len(t, notes, review.MaxNotes)
	})
}

// A redo supersedes the uploads of the steps it reopens: the verdict that
// follows judges only what the person sent again, and the session shows
// only that; a redaction erases the superseded images too.
func TestRedoSupersedesTheStepsItReopens(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		redo := func(f *kyctest.Flow, step string) {
			t.Helper()
			_, token, err := desk.RequestRedo(ctx, k.P, f.ID, []string{step}, "")
			require.NoError(t, err)
			f.Token(token)
		}
		uploads := func(f *kyctest.Flow) int {
			t.Helper()
			n, err := d.NewSelect().Table("session_uploads").Where("session_id = ?", f.ID).Count(ctx)
			require.NoError(t, err)
			return int(n)
		}
		selfie := func(f *kyctest.Flow) string {
			t.Helper()
			for _, u := range f.Uploads() {
				if u.Kind == kyc.KindLiveness {
					return u.ID
				}
			}
			return ""
		}

		// Liveness again: the new selfie fails, and the old one, which
		// passed, no longer counts.
		f := k.InReviewWith(t, lowConfidence)
		oldSelfie := selfie(f)
		require.NotEmpty(t, oldSelfie)
		redo(f, "liveness")
		v := f.Get()
		require.Empty(t, v.Checks.Liveness, "the reopened step's results are cleared")
		require.Nil(t, v.Checks.FaceMatch)
		require.NotNil(t, v.Checks.DocumentFront, "the others stay")
		require.Equal(t, []string{kyc.KindFront}, f.Kinds())
		_, err := f.Liveness(map[string]string{"passed": "false", "score": "0.2"})
		require.NoError(t, err)
		_, err = f.Complete(nil)
		require.NoError(t, err)
		v = f.Get()
		require.Equal(t, kyc.StatusRejected, v.Status)
		require.Equal(t, "LIVENESS_FAILED", *v.DecisionReason, "judged on the new selfie alone")
		require.Len(t, v.Checks.Liveness, 1)
		require.False(t, v.Checks.Liveness[0].Passed)
		require.Equal(t, []string{kyc.KindFront, kyc.KindLiveness}, f.Kinds())
		require.NotEqual(t, oldSelfie, selfie(f))
		require.Equal(t, 3, uploads(f), "the superseded selfie is kept")
		_, err = desk.Redact(ctx, k.P, f.ID)
		require.NoError(t, err)
		require.Zero(t, uploads(f))
		require.Zero(t, k.Stored(t, f.ID), "the superseded selfie is erased too")

		// The document again, an identity card then a passport: the card's
		// back no longer feeds the document check.
		g := k.Session(t, kyc.CreateSessionInput{})
		_, err = g.Document("front", map[string]string{"document_type": "id_card"})
		require.NoError(t, err)
		_, err = g.Document("back", map[string]string{"confidence": "0.7"})
		require.NoError(t, err)
		_, err = g.Liveness(nil)
		require.NoError(t, err)
		_, err = g.Complete(nil)
		require.NoError(t, err)
		require.Equal(t, "OCR_LOW_CONFIDENCE", *g.Get().DecisionReason, "the card is read at its back")
		redo(g, "document")
		_, err = g.Document("front", map[string]string{"document_type": "passport"})
		require.NoError(t, err)
		_, err = g.Complete(nil)
		require.NoError(t, err)
		v = g.Get()
		require.Equal(t, kyc.StatusApproved, v.Status)
		require.Equal(t, "AUTO_APPROVED", *v.DecisionReason)
		require.Nil(t, v.Checks.DocumentBack, "no back for a passport")
		require.Equal(t, []string{kyc.KindLiveness, kyc.KindFront}, g.Kinds(), "no image of the back")
		require.Equal(t, "passport", *v.DocumentType)
	})
}

// Reviewers' free text (a flag's reason, a redo's note, notes, a verdict's
// note) is kept on the session alone: no event, no row of any other table
// nor SQLite's file holds it in the clear. A redaction erases it from the
// session too.
func TestRedactionErasesReviewersText(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		desk, k := newDesk(t, d)
		const (
			flagText   = "Same face as a case from last week"
			redoText   = "Please take the selfie without sunglasses"
			noteText   = "Called the customer about the glasses"
			reviewText = "The document number is on a watch list"
		)
		texts := []string{flagText, redoText, noteText, reviewText}

		f := k.InReviewWith(t, lowConfidence)
		_, err := desk.Flag(ctx, k.P, f.ID, true, flagText)
		require.NoError(t, err)
		_, token, err := desk.RequestRedo(ctx, k.P, f.ID, []string{"liveness"}, redoText)
		require.NoError(t, err)
		f.Token(token)
		require.Equal(t, redoText, *f.Get().ReviewNote)
		_, err = f.Liveness(nil)
		require.NoError(t, err)
		_, err = f.Complete(nil)
		require.NoError(t, err)
		_, err = desk.AddNote(ctx, k.P, f.ID, noteText)
		require.NoError(t, err)
		ses, err := desk.Decide(ctx, k.P, f.ID, false, reviewText)
		require.NoError(t, err)
		require.Equal(t, kyc.StatusRejected, ses.Status)
		v := f.Get()
		require.Equal(t, reviewText, *v.ReviewNote, "the session shows its reviewers' text")
		require.Equal(t, flagText, *v.FlagReason)
		notes, err := desk.Notes(ctx, k.P, f.ID)
		require.NoError(t, err)
		require.Equal(t, noteText, *notes[0].Body)
		types := k.EventTypes(t, k.P, f.ID)
		require.Contains(t, types, "verification.redo_requested")
		require.Contains(t, types, "verification.completed")
		require.Contains(t, types, "verification.rejected")

		nowhereElse := func() {
			t.Helper()
			places := tableTexts(t, d)
			var evs strings.Builder
			for _, e := range k.EventsOf(t, k.P, "") {
				evs.WriteString(e.Payload + "\n")
			}
			require.Contains(t, evs.String(), "verification.rejected", "the events are read")
			places["the event log"] = evs.String()
			for place, text := range places {
				for _, x := range texts {
					require.NotContains(t, text, x, place)
				}
			}
		}
		nowhereElse()

		_, err = desk.Redact(ctx, k.P, f.ID)
		require.NoError(t, err)
		v = f.Get()
		require.Nil(t, v.ReviewNote)
		require.Nil(t, v.FlagReason)
		notes, err = desk.Notes(ctx, k.P, f.ID)
		require.NoError(t, err)
		require.Nil(t, notes[0].Body)
		whole, err := json.Marshal(v)
		require.NoError(t, err)
		require.NotContains(t, string(whole), flagText)
		nowhereElse()
	})
}

// tableTexts renders every row of every table of the database but the
// event log's (read through the log itself), and SQLite's very file, for
// a search of values in the clear.
func tableTexts(t *testing.T, d *db.DB) map[string]string {
	t.Helper()
	ctx := context.Background()
	var tables []string
	q := "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
	if d.Engine == db.SQLite {
		q = "SELECT name FROM sqlite_master WHERE type = 'table'"
	}
	rows, err := d.QueryContext(ctx, q)
	require.NoError(t, err)
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		tables = append(tables, name)
	}
	require.NoError(t, rows.Err())
	require.Contains(t, tables, "session_notes")
	out := map[string]string{}
	for _, table := range tables {
		if table == "events" {
			continue
		}
		var list []map[string]any
		require.NoError(t, d.NewSelect().Table(table).Scan(ctx, &list), table)
		var b strings.Builder
		for _, row := range list {
			for _, v := range row {
				switch v := v.(type) {
				case string:
					b.WriteString(v + "\n")
				case []byte:
					b.WriteString(string(v) + base64.StdEncoding.EncodeToString(v) + "\n")
				}
			}
		}
		out["table "+table] = b.String()
	}
	if d.Engine == db.SQLite {
		_, err := d.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		require.NoError(t, err)
		var file string
		require.NoError(t, d.QueryRowContext(ctx, "SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(&file))
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		out["the SQLite file"] = string(raw)
	}
	return out
}
