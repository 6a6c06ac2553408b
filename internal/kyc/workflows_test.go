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
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/kyc"
	"github.com/meridianhq/meridian/internal/paging"
)

func requireWorkflowLimit(t *testing.T, err error) {
	t.Helper()
	require.Equal(t, "workflow_limit_reached", errs.As(err).Key, "%v", err)
	require.Equal(t, errs.Conflict, errs.KindOf(err))
}

// listWorkflows returns every workflow of p, as GraphQL's workflows reads them.
func listWorkflows(t *testing.T, svc *kyc.Service, p auth.Principal) []kyc.Workflow {
	t.Helper()
	list, n, err := svc.ListWorkflows(context.Background(), p, paging.Page{Number: 1, Size: kyc.MaxWorkflows + 10})
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
