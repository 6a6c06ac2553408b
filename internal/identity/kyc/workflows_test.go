package kyc_test

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func requireWorkflowLimit(t *testing.T, err error) {
	t.Helper()
	require.Equal(t, "workflow_limit_reached", errs.As(err).Key, "%v", err)
	require.Equal(t, errs.Conflict, errs.KindOf(err))
}

// listWorkflows returns every workflow of p in use, as GraphQL's workflows
// reads them (and the archived ones after them, with includeArchived).
func listWorkflows(t *testing.T, svc *kyc.Service, p auth.Principal, includeArchived ...bool) []kyc.Workflow {
	t.Helper()
	list, n, err := svc.ListWorkflows(context.Background(), p, paging.Page{Number: 1, Size: kyc.MaxWorkflows + kyc.MaxArchivedListed + 10},
		len(includeArchived) > 0 && includeArchived[0])
	require.NoError(t, err)
	require.Len(t, list, n)
	return list
}

func TestWorkflowLimit(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		create := func(svc *kyc.Service, p auth.Principal, isDefault bool) (*kyc.Workflow, error) {
			return svc.CreateWorkflow(ctx, p, kyc.WorkflowPatch{Name: new("wf"), IsDefault: &isDefault})
		}

		t.Run("the default workflow counts, and creations at once take turns", func(t *testing.T) {
			svc, b := setup(t, d)
			require.Len(t, listWorkflows(t, svc, b.P), 1, "the default, made on first use")
			for range kyc.MaxWorkflows - 6 {
				_, err := create(svc, b.P, false)
				require.NoError(t, err)
			}
			var wg sync.WaitGroup
			var ok, refused atomic.Int32
			for i := range 10 {
				wg.Go(func() {
					_, err := create(svc, b.P, i%2 == 0)
					if err == nil {
						ok.Add(1)
					} else if errs.As(err).Key == "workflow_limit_reached" {
						refused.Add(1)
					}
				})
			}
			wg.Wait()
			require.EqualValues(t, 5, ok.Load())
			require.EqualValues(t, 5, refused.Load())
			list := listWorkflows(t, svc, b.P)
			require.Len(t, list, kyc.MaxWorkflows)

			_, err := create(svc, b.P, false)
			requireWorkflowLimit(t, err)
			_, err = create(svc, b.P, true)
			requireWorkflowLimit(t, err)
			_, err = svc.UpdateWorkflow(ctx, b.P, list[0].ID, kyc.WorkflowPatch{Name: new("renamed"), IsDefault: new(true)})
			require.NoError(t, err, "a workflow at the limit can still change")

			live := auth.Principal{OrganizationID: b.P.OrganizationID, Mode: auth.Live, Kind: auth.SecretKey}
			_, err = create(svc, live, false)
			require.NoError(t, err, "each mode has its own workflows")
		})

		t.Run("before the default is made, its place is kept", func(t *testing.T) {
			svc, b := setup(t, d)
			for i := range kyc.MaxWorkflows - 1 {
				_, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("wf " + strconv.Itoa(i))})
				require.NoError(t, err)
			}
			_, err := create(svc, b.P, false)
			requireWorkflowLimit(t, err)
			_, err = create(svc, b.P, true)
			requireWorkflowLimit(t, err)
			list := listWorkflows(t, svc, b.P)
			require.Len(t, list, kyc.MaxWorkflows, "the default, made now, is the last")
			require.True(t, list[0].IsDefault)
		})
	})
}

func workflowIDs(list []kyc.Workflow) []string {
	out := make([]string, len(list))
	for i, w := range list {
		out[i] = w.ID
	}
	return out
}

// An archived workflow leaves the list and the count, takes no new
// session, and its sessions carry on; the default one stays in use.
func TestArchivedWorkflows(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		passport := kyc.WorkflowPatch{Name: new("passport only"), Stages: &[]string{kyc.StageDocument}, DocumentTypes: &[]string{"passport"}}
		wf, err := svc.CreateWorkflow(ctx, b.P, passport)
		require.NoError(t, err)
		other, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("other")})
		require.NoError(t, err)
		def, err := svc.DefaultWorkflow(ctx, b.DB, b.P)
		require.NoError(t, err)
		started := b.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})

		archived, err := svc.ArchiveWorkflow(ctx, b.P, wf.ID)
		require.NoError(t, err)
		require.NotNil(t, archived.ArchivedAt)
		again, err := svc.ArchiveWorkflow(ctx, b.P, wf.ID)
		require.NoError(t, err, "archiving an archived workflow changes nothing")
		require.Equal(t, archived.ArchivedAt.UnixMicro(), again.ArchivedAt.UnixMicro())

		t.Run("the default workflow cannot be archived", func(t *testing.T) {
			_, err := svc.ArchiveWorkflow(ctx, b.P, def.ID)
			require.Equal(t, "default_workflow", errs.KeyOf(err))
			require.Equal(t, errs.Conflict, errs.KindOf(err))
			_, err = svc.UpdateWorkflow(ctx, b.P, wf.ID, kyc.WorkflowPatch{IsDefault: new(true)})
			require.Equal(t, "workflow_archived", errs.KeyOf(err), "nor an archived one made the default")
			_, err = svc.ArchiveWorkflow(ctx, auth.Principal{OrganizationID: b.P.OrganizationID, Mode: auth.Live}, other.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err), "another mode's workflow is not found")
		})

		t.Run("listed only when asked for", func(t *testing.T) {
			require.Equal(t, []string{def.ID, other.ID}, workflowIDs(listWorkflows(t, svc, b.P)), "newest first (the default made last)")
			require.Equal(t, []string{def.ID, other.ID, wf.ID}, workflowIDs(listWorkflows(t, svc, b.P, true)), "archived ones last")
			got, err := svc.Workflow(ctx, b.P, wf.ID)
			require.NoError(t, err, "an archived workflow is still found by id")
			require.NotNil(t, got.ArchivedAt)
		})

		t.Run("no new session, while one started before carries on", func(t *testing.T) {
			_, _, err := svc.CreateSession(ctx, b.P, kyc.CreateSessionInput{WorkflowID: wf.ID})
			require.Equal(t, "workflow_archived", errs.KeyOf(err))
			require.Equal(t, errs.Conflict, errs.KindOf(err))
			_, err = started.Document("front", map[string]string{"document_type": "passport"})
			require.NoError(t, err)
			ses, err := started.Complete(nil)
			require.NoError(t, err)
			ses = started.Get()
			require.Equal(t, kyc.StatusApproved, ses.Status, "decided on its snapshot: the document alone")
			require.Equal(t, []string{kyc.StageDocument}, ses.Workflow.Stages)
		})

		t.Run("an edit keeps it archived; unarchiving brings it back", func(t *testing.T) {
			w, err := svc.UpdateWorkflow(ctx, b.P, wf.ID, kyc.WorkflowPatch{Name: new("renamed")})
			require.NoError(t, err)
			require.NotNil(t, w.ArchivedAt)
			w, err = svc.UnarchiveWorkflow(ctx, b.P, wf.ID)
			require.NoError(t, err)
			require.Nil(t, w.ArchivedAt)
			w, err = svc.Workflow(ctx, b.P, wf.ID)
			require.NoError(t, err)
			require.Nil(t, w.ArchivedAt)
			b.Session(t, kyc.CreateSessionInput{WorkflowID: wf.ID})
		})

		t.Run("archived workflows do not count toward the limit; unarchiving does", func(t *testing.T) {
			for len(listWorkflows(t, svc, b.P)) < kyc.MaxWorkflows {
				_, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("more")})
				require.NoError(t, err)
			}
			_, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("one too many")})
			requireWorkflowLimit(t, err)
			_, err = svc.ArchiveWorkflow(ctx, b.P, wf.ID)
			require.NoError(t, err)
			made, err := svc.CreateWorkflow(ctx, b.P, kyc.WorkflowPatch{Name: new("in its place")})
			require.NoError(t, err)
			_, err = svc.UnarchiveWorkflow(ctx, b.P, wf.ID)
			requireWorkflowLimit(t, err)
			_, err = svc.ArchiveWorkflow(ctx, b.P, made.ID)
			require.NoError(t, err)
			_, err = svc.UnarchiveWorkflow(ctx, b.P, wf.ID)
			require.NoError(t, err)
			w, err := svc.UnarchiveWorkflow(ctx, b.P, wf.ID)
			require.NoError(t, err, "unarchiving one in use changes nothing, even at the limit")
			require.Nil(t, w.ArchivedAt)
			all := listWorkflows(t, svc, b.P, true)
			require.Len(t, all, kyc.MaxWorkflows+1)
			require.Equal(t, made.ID, all[len(all)-1].ID)
		})
	})
}
