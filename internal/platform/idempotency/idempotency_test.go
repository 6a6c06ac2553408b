package idempotency_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/idempotency"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func setup(t *testing.T, d *db.DB) (*idempotency.Store, *clock, auth.Principal) {
	o, err := orgs.New(d, orgs.Config{}).Create(context.Background(), "acme")
	require.NoError(t, err)
	c := &clock{t: time.Now()}
	s := idempotency.New(d)
	s.Now, s.Wait = c.now, 0
	return s, c, auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
}

func TestInProgressThenFinished(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, _, p := setup(t, d)
		h := idempotency.HashRequest("POST", "/v1/x", []byte(`{}`))
		rec, err := s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		require.Nil(t, rec, "the first caller owns the key")

		_, err = s.Begin(ctx, p, "k", h)
		require.Equal(t, "idempotency_key_in_progress", errs.As(err).Key)
		require.Equal(t, 409, errs.As(err).Kind.Status())

		require.NoError(t, s.Finish(ctx, p, "k", 201, "application/json", []byte(`{"ok":true}`)))
		rec, err = s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		require.Equal(t, 201, *rec.Status)
		require.JSONEq(t, `{"ok":true}`, string(rec.Body))
	})
}

func TestReleasedKeyCanBeRetried(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, _, p := setup(t, d)
		h := idempotency.HashRequest("POST", "/v1/x", nil)
		_, err := s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		require.NoError(t, s.Release(ctx, p, "k"))
		rec, err := s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		require.Nil(t, rec)
	})
}

func TestAbandonedKeyIsTakenOverAndOldKeysExpire(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, c, p := setup(t, d)
		h := idempotency.HashRequest("POST", "/v1/x", nil)
		_, err := s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		c.t = c.t.Add(3 * time.Minute) // the owner's process died
		rec, err := s.Begin(ctx, p, "k", h)
		require.NoError(t, err)
		require.Nil(t, rec, "taken over")
		require.NoError(t, s.Finish(ctx, p, "k", 200, "application/json", []byte(`{}`)))

		c.t = c.t.Add(idempotency.TTL)
		rec, err = s.Begin(ctx, p, "k", idempotency.HashRequest("POST", "/v1/x", []byte("other")))
		require.NoError(t, err)
		require.Nil(t, rec, "after 24 hours the key is new again, whatever the body")

		require.NoError(t, s.Finish(ctx, p, "k", 200, "application/json", []byte(`{}`)))
		c.t = c.t.Add(idempotency.TTL + time.Second)
		n, err := s.Sweep(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 1, n)
	})
}
