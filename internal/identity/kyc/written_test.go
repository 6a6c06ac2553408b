package kyc_test

import (
	"context"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
)

// sessionUpdates keeps the columns each UPDATE of sessions set, in order.
type sessionUpdates struct {
	mu   sync.Mutex
	sets [][]string
}

var setColumn = regexp.MustCompile(`(?:^|, )"(\w+)" = `)

func (u *sessionUpdates) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (u *sessionUpdates) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	const update = `UPDATE "sessions" AS "session" SET `
	q := e.Query
	for {
		i := strings.Index(q, update)
		if i < 0 {
			return
		}
		q = q[i+len(update):]
		set, _, _ := strings.Cut(q, ` WHERE `)
		var cols []string
		for _, m := range setColumn.FindAllStringSubmatch(set, -1) {
			cols = append(cols, m[1])
		}
		u.mu.Lock()
		u.sets = append(u.sets, cols)
		u.mu.Unlock()
	}
}

// last returns the columns the latest update set, and forgets the updates.
func (u *sessionUpdates) last(t *testing.T) []string {
	t.Helper()
	u.mu.Lock()
	defer u.mu.Unlock()
	require.NotEmpty(t, u.sets, "no update of sessions")
	set := u.sets[len(u.sets)-1]
	u.sets = nil
	return set
}

// A change of a session sends only the columns it changed, whether this
// process wrote the session last or read it, and the stored row is then
// what the process answered: after each step, another process reads the
// row the step's answer shows.
func TestChangesSendWhatChanged(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		hook := &sessionUpdates{}
		d.AddQueryHook(hook)
		_, one := setup(t, d)
		two := kyctest.New(t, d) // another process over the same database
		ok := passes(t)
		every := db.ColumnsOf[kyc.Session](d)
		stored := func(answer *kyc.Session) {
			t.Helper()
			row, err := two.KYC.Session(ctx, one.P, answer.ID)
			require.NoError(t, err)
			differ, _ := every.Changed(every.Text(row), answer)
			require.Empty(t, differ, "columns whose stored value is not the answer's")
		}
		unchanged := []string{"expires_at", "data_key_id", "challenges", "hints", "flagged", "assigned_to", "redacted_at"}
		sent := func(want ...string) []string {
			t.Helper()
			set := hook.last(t)
			for _, c := range append(want, "status", "updated_at", "version") {
				require.Contains(t, set, c)
			}
			for _, c := range unchanged {
				require.NotContains(t, set, c, "a column the step did not change")
			}
			return set
		}

		f := one.Session(t, kyc.CreateSessionInput{})
		stored(ok(one.KYC.ClientSession(ctx, f.Client)))
		sent()
		stored(ok(f.Document("front", map[string]string{"document_type": "passport"})))
		sent("document_type")
		stored(ok(f.Liveness(nil)))
		sent()
		done := ok(f.Complete(nil))
		require.Equal(t, kyc.StatusApproved, done.Status)
		stored(done)
		sent("final_decision", "ended_at", "completed_at")

		// A process that read the session instead of writing it sends only
		// what its change makes differ too, and so does the first process
		// once its copy proved behind and the step ran on the stored row.
		g := one.Session(t, kyc.CreateSessionInput{})
		ok(one.KYC.ClientSession(ctx, g.Client))
		hook.last(t)
		stored(ok(g.On(two).Document("front", map[string]string{"document_type": "passport"})))
		sent("document_type")
		stored(ok(g.Liveness(nil)))
		sent()
		stored(ok(g.Complete(nil)))
		sent("final_decision")

		// A reviewer's flag on a session read from the database sends the
		// flag alone: the checks it opened are not sealed anew.
		r := one.InReview(t)
		require.NotNil(t, r.Get().SealedChecks)
		hook.last(t)
		flagged, err := one.KYC.Edit(ctx, one.P, r.ID, func(ctx context.Context, e *kyc.Edit) error {
			e.Session.Flagged, e.Session.FlagReason = true, new("two faces")
			return e.Save(ctx, e.Session.Status, "")
		})
		require.NoError(t, err)
		stored(flagged)
		require.ElementsMatch(t, []string{"flagged", "flag_reason", "updated_at", "version"}, hook.last(t))
		row, err := two.KYC.Session(ctx, one.P, r.ID)
		require.NoError(t, err)
		require.Equal(t, "two faces", *row.FlagReason)
		require.Equal(t, r.Get().Checks, row.Checks)
	})
}

// Two saves in one transaction: the second compares with what the first
// sent, so a column put back as it was is written back.
func TestTwoSavesInOneTransaction(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		_, b := setup(t, d)
		two := kyctest.New(t, d)
		r := b.InReview(t)
		ses, err := b.KYC.Edit(ctx, b.P, r.ID, func(ctx context.Context, e *kyc.Edit) error {
			e.Session.Flagged = true
			if err := e.Save(ctx, e.Session.Status, ""); err != nil {
				return err
			}
			e.Session.Flagged = false
			return e.Save(ctx, e.Session.Status, "")
		})
		require.NoError(t, err)
		require.False(t, ses.Flagged)
		row, err := two.KYC.Session(ctx, b.P, r.ID)
		require.NoError(t, err)
		require.False(t, row.Flagged, "the second save's flag is stored")
	})
}

// Liveness attempts at once on an active workflow's session, each from
// this process's copy of it: each copy's challenges are its own (the race
// detector's test, on PostgreSQL where the attempts run side by side), and
// the stored row is what the process keeps.
func TestAttemptsAtOnceOwnTheirChallenges(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		two := kyctest.New(t, d)
		wf, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("Active"),
			Stages: &[]string{kyc.StageDocument, kyc.StageLiveness}, DocumentTypes: &[]string{"passport"}, ActiveLiveness: new(new(true))})
		require.NoError(t, err)
		for range 6 {
			f := b.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
			passes(t)(f.Document("front", map[string]string{"document_type": "passport"}))
			require.NotNil(t, passes(t)(svc.ClientSession(ctx, f.Client)).CurrentChallenges())
			images := make([]*kyc.Stored, 4)
			for i := range images {
				images[i] = f.Image(kyctest.PNG(300, 300))
			}
			var wg sync.WaitGroup
			for _, st := range images {
				wg.Go(func() { svc.SubmitLiveness(ctx, f.Client, st, nil, nil, nil) })
			}
			wg.Wait()
			row, err := two.KYC.Session(ctx, b.P, f.ID)
			require.NoError(t, err)
			mine, err := svc.ClientSession(ctx, f.Client)
			require.NoError(t, err)
			require.Equal(t, row.Challenges, mine.Challenges)
			require.Equal(t, row.Version, mine.Version)
		}
	})
}
