package kyc_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/mock"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/blob"
	"github.com/meridianhq/meridian/internal/platform/changes"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

// process is a verification service as one server process builds it, with
// a hub that hears the other processes' changes.
func process(t *testing.T, d *db.DB) (*kyc.Service, *changes.Hub) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	hub := changes.NewHub(d, nil)
	go hub.Run(ctx)
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	blobs, err := blob.Open(ctx, "mem://", key)
	require.NoError(t, err)
	a := auth.New(d, auth.Config{Orgs: orgs.New(d, orgs.Config{})})
	svc := kyc.New(d, kyc.Config{SessionTTL: 15 * time.Minute, PublicURL: "http://127.0.0.1:1", Providers: mock.Set(),
		SigningKey: key, Blobs: blobs, Ring: ring, Jobs: jobs.New(d, jobs.Config{Sync: true}), Auth: a,
		Customers: customers.New(d), Events: events.NewLog(d, nil), Logger: slog.New(slog.DiscardHandler), Changes: hub})
	for deadline := time.Now().Add(20 * time.Second); !hub.Hearing(); time.Sleep(5 * time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "the hub never heard")
	}
	return svc, hub
}

// Each process keeps the organization's default workflow in memory for
// the sessions it creates; a change of it in one process is what the next
// session created in another takes, once that one has heard of it.
func TestDefaultWorkflowAcrossProcesses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.Postgres(t)
	one, _ := process(t, d)
	two, hub := process(t, d)
	org, err := orgs.New(d, orgs.Config{}).Create(ctx, ids.New("acme"))
	require.NoError(t, err)
	p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}

	first, _, err := two.CreateSession(ctx, p, kyc.CreateSessionInput{})
	require.NoError(t, err)
	require.Contains(t, first.Workflow.Stages, "liveness")

	heard := hub.Heard()
	stages := []string{"document"}
	_, err = one.UpdateWorkflow(ctx, p, first.WorkflowID, kyc.WorkflowPatch{Stages: &stages})
	require.NoError(t, err)
	for deadline := time.Now().Add(20 * time.Second); hub.Heard() == heard; time.Sleep(5 * time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "the other process never heard")
	}
	next, _, err := two.CreateSession(ctx, p, kyc.CreateSessionInput{})
	require.NoError(t, err)
	require.Equal(t, first.WorkflowID, next.WorkflowID)
	require.Equal(t, []string{"document"}, next.Workflow.Stages, "the change made in the other process")

	// Another workflow made the default in one process.
	yes := true
	name := "Documents and selfies"
	both := []string{"document", "liveness"}
	heard = hub.Heard()
	made, err := one.CreateWorkflow(ctx, p, kyc.WorkflowPatch{Name: &name, Stages: &both, IsDefault: &yes})
	require.NoError(t, err)
	for deadline := time.Now().Add(20 * time.Second); hub.Heard() == heard; time.Sleep(5 * time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "the other process never heard")
	}
	last, _, err := two.CreateSession(ctx, p, kyc.CreateSessionInput{})
	require.NoError(t, err)
	require.Equal(t, made.ID, last.WorkflowID)
}

// In one process a change of the default workflow holds for the very next
// session, on either database.
func TestDefaultWorkflowKeptInOneProcess(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, _ := process(t, d)
		org, err := orgs.New(d, orgs.Config{}).Create(ctx, ids.New("acme"))
		require.NoError(t, err)
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}
		first, _, err := svc.CreateSession(ctx, p, kyc.CreateSessionInput{})
		require.NoError(t, err)
		stages := []string{"document"}
		_, err = svc.UpdateWorkflow(ctx, p, first.WorkflowID, kyc.WorkflowPatch{Stages: &stages})
		require.NoError(t, err)
		next, _, err := svc.CreateSession(ctx, p, kyc.CreateSessionInput{})
		require.NoError(t, err)
		require.Equal(t, []string{"document"}, next.Workflow.Stages)
	})
}

// driverOf is the name of stage's driver in list.
func driverOf(t *testing.T, list []kyc.Driver, stage string) string {
	t.Helper()
	for _, d := range list {
		if d.Stage == stage {
			return d.Name
		}
	}
	t.Fatalf("no %s stage in %+v", stage, list)
	return ""
}

// Each process keeps the organization's verification drivers (the rows its
// checks are built from and its listing reads); a choice made in one is
// what the other reads once it has heard of it, and in one process at
// once, on either database.
func TestDriversAcrossProcesses(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		one, _ := process(t, d)
		two, hub := one, (*changes.Hub)(nil)
		if d.Engine == db.Postgres {
			two, hub = process(t, d)
		}
		org, err := orgs.New(d, orgs.Config{}).Create(ctx, ids.New("acme"))
		require.NoError(t, err)
		p := auth.Principal{OrganizationID: org.ID, Mode: auth.Test, Kind: auth.SecretKey}

		list, err := two.Drivers(ctx, p) // now kept by two
		require.NoError(t, err)
		require.Equal(t, kyc.DriverMock, driverOf(t, list, kyc.StageDocument))
		var heard int64
		if hub != nil {
			heard = hub.Heard()
		}
		list, err = one.SetDrivers(ctx, p, []kyc.DriverInput{{Stage: kyc.StageDocument, Name: kyc.DriverNone}})
		require.NoError(t, err)
		require.Equal(t, kyc.DriverNone, driverOf(t, list, kyc.StageDocument), "the process that chose reads its choice")
		if hub != nil {
			for deadline := time.Now().Add(20 * time.Second); hub.Heard() == heard; time.Sleep(5 * time.Millisecond) {
				require.True(t, time.Now().Before(deadline), "the other process never heard")
			}
		}
		list, err = two.Drivers(ctx, p)
		require.NoError(t, err)
		require.Equal(t, kyc.DriverNone, driverOf(t, list, kyc.StageDocument), "the choice made in the other process")
		require.Equal(t, kyc.DriverMock, driverOf(t, list, kyc.StageLiveness))
	})
}
