package webhooks_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/changes"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/jobs"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// listening starts a hub on d that hears other processes' changes.
func listening(t *testing.T, d *db.DB) *changes.Hub {
	t.Helper()
	h := changes.NewHub(d, nil)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	waitFor(t, "the hub to hear", h.Hearing)
	return h
}

// deliveriesTo counts the deliveries of an event to an endpoint.
func deliveriesTo(t *testing.T, d *db.DB, endpointID, eventID string) int {
	t.Helper()
	n, err := d.NewSelect().Model((*webhooks.Delivery)(nil)).Where("endpoint_id = ? AND event_id = ?", endpointID, eventID).Count(context.Background())
	require.NoError(t, err)
	return int(n)
}

// Two processes on one PostgreSQL, each keeping the organization's
// endpoints in memory for its events: an endpoint created, changed or
// deleted in one is what the next event recorded in the other goes to,
// once the other has heard of the change.
func TestEndpointsAcrossProcesses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.Postgres(t)
	one, b := setup(t, d, func(c *webhooks.Config) { c.Changes = listening(t, d) })

	// The other process: its own event log, webhooks service and hub.
	hub := listening(t, d)
	key := []byte("meridian-tests-encryption-key-32")
	ring, err := keyring.New(d, key)
	require.NoError(t, err)
	log := events.NewLog(d, nil)
	_, err = webhooks.New(d, webhooks.Config{Jobs: jobs.New(d, jobs.Config{Logger: slog.New(slog.DiscardHandler)}), Events: log,
		Key: key, Ring: ring, Logger: slog.New(slog.DiscardHandler), Changes: hub})
	require.NoError(t, err)
	record := func() string {
		t.Helper()
		e, err := log.Record(ctx, d, b.p, "transfer.processing", "trf_1", map[string]any{"n": 1})
		require.NoError(t, err)
		return e.ID
	}
	after := func(change func()) {
		t.Helper()
		heard := hub.Heard()
		change()
		waitFor(t, "the other process to hear of the change", func() bool { return hub.Heard() > heard })
	}

	record() // no endpoint yet: the other process keeps that
	rcv := newReceiver(t)
	var ep *webhooks.Endpoint
	after(func() { ep, _ = b.endpoint(t, one, rcv) })
	require.Equal(t, 1, deliveriesTo(t, d, ep.ID, record()), "created in one, delivered from the other")

	only := []string{"verification.approved"}
	after(func() {
		_, err := one.Update(ctx, b.p, ep.ID, webhooks.EndpointInput{Events: &only})
		require.NoError(t, err)
	})
	require.Zero(t, deliveriesTo(t, d, ep.ID, record()), "its new filter holds at once")

	all := []string{}
	after(func() {
		_, err := one.Update(ctx, b.p, ep.ID, webhooks.EndpointInput{Events: &all})
		require.NoError(t, err)
	})
	require.Equal(t, 1, deliveriesTo(t, d, ep.ID, record()))
	after(func() { require.NoError(t, one.Delete(ctx, b.p, ep.ID)) })
	require.Zero(t, deliveriesTo(t, d, ep.ID, record()), "deleted in one, never delivered from the other")
}

// In one process (SQLite's case) a change holds for the very next event,
// and the endpoints are kept between events: a row changed behind the
// service's back is not seen until the service announces a change.
func TestEndpointsKeptInOneProcess(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		hub := listening(t, d)
		svc, b := setup(t, d, func(c *webhooks.Config) { c.Changes = hub })
		b.record(t, "transfer.processing")
		heard := hub.Heard()
		ep, _ := b.endpoint(t, svc, newReceiver(t))
		require.Equal(t, 1, deliveriesTo(t, d, ep.ID, b.record(t, "transfer.processing").ID))
		if d.Engine == db.Postgres {
			// The process hears its own announcement too, a moment later,
			// and forgets again: let that pass before looking at what it
			// keeps.
			waitFor(t, "the announcement to come back", func() bool { return hub.Heard() > heard })
			b.record(t, "transfer.processing")
		}

		_, err := d.NewUpdate().Model((*webhooks.Endpoint)(nil)).Set("enabled = ?", false).Where("id = ?", ep.ID).Exec(ctx)
		require.NoError(t, err)
		require.Equal(t, 1, deliveriesTo(t, d, ep.ID, b.record(t, "transfer.processing").ID), "kept in memory")
		disabled := false
		_, err = svc.Update(ctx, b.p, ep.ID, webhooks.EndpointInput{Enabled: &disabled})
		require.NoError(t, err)
		require.Zero(t, deliveriesTo(t, d, ep.ID, b.record(t, "transfer.processing").ID), "read again after a change")
	})
}
