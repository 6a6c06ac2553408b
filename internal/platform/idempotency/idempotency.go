// Package idempotency stores the first response to each Idempotency-Key so
// that a repeated request gets the same answer instead of doing the work
// again. Records live in the database, so the guarantee holds across
// processes, and expire after 24 hours.
package idempotency

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Defaults.
const (
	// TTL is how long a key and its response are kept.
	TTL = 24 * time.Hour
	// MaxKeyLength is the longest key accepted.
	MaxKeyLength = 255
	// lease is how long a request may hold its key before a repeat may take
	// it over (the first request's process died).
	lease = 2 * time.Minute
)

// Record is one key's stored request and, once finished, response.
type Record struct {
	bun.BaseModel  `bun:"table:idempotency_keys"`
	OrganizationID string      `bun:"organization_id,pk"`
	Mode           caller.Mode `bun:"mode,pk"`
	Key            string      `bun:"key,pk"`
	RequestHash    string      `bun:"request_hash"`
	Status         *int        `bun:"status"`
	ContentType    *string     `bun:"content_type"`
	Body           []byte      `bun:"body"`
	CreatedAt      time.Time   `bun:"created_at"`
	LockedUntil    time.Time   `bun:"locked_until"`
}

// Store keeps idempotency records.
type Store struct {
	db *db.DB
	// Now is the clock.
	Now func() time.Time
	// Wait is how long a repeat waits for the first request to finish
	// before answering 409 (default 10s).
	Wait time.Duration
}

// New returns a Store over d.
func New(d *db.DB) *Store { return &Store{db: d, Now: time.Now, Wait: 10 * time.Second} }

// HashRequest is the fingerprint that decides whether a repeat is "the same request".
func HashRequest(method, path string, body []byte) string {
	h := sha256.New()
	h.Write([]byte(method + " " + path + "\n"))
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil))
}

var (
	errReused = errs.E(errs.Invalid, "idempotency_key_reused",
		"This Idempotency-Key was used with a different request")
	errInProgress = errs.E(errs.Conflict, "idempotency_key_in_progress",
		"A request with this Idempotency-Key is still being processed; retry later")
)

// ValidateKey checks the header value.
func ValidateKey(key string) error {
	if len(key) > MaxKeyLength {
		return errs.Invalidf("Idempotency-Key", "Idempotency-Key must be at most %d characters", MaxKeyLength)
	}
	return nil
}

// Begin claims key for a request. It returns (nil, nil) when the caller owns
// the key and must do the work and then call Finish or Release; or the
// stored record of a finished first request, to be replayed. A different
// request under the same key is idempotency_key_reused; a first request
// still running past Wait is idempotency_key_in_progress.
func (s *Store) Begin(ctx context.Context, p caller.Principal, key, requestHash string) (*Record, error) {
	deadline := time.Now().Add(s.Wait) // real time: how long this caller waits
	for {
		now := s.Now().UTC()
		rec := &Record{OrganizationID: p.OrganizationID, Mode: p.Mode, Key: key, RequestHash: requestHash,
			CreatedAt: now, LockedUntil: now.Add(lease)}
		res, err := s.db.NewInsert().Model(rec).On("CONFLICT DO NOTHING").Exec(ctx)
		if err != nil {
			return nil, errs.Wrap(err, "claim idempotency key")
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return nil, nil
		}
		existing := new(Record)
		err = s.db.NewSelect().Model(existing).
			Where("organization_id = ? AND mode = ? AND key = ?", p.OrganizationID, p.Mode, key).Scan(ctx)
		if db.IsNotFound(err) {
			continue // released meanwhile
		}
		if err != nil {
			return nil, errs.Wrap(err, "read idempotency key")
		}
		switch {
		case !existing.CreatedAt.After(now.Add(-TTL)):
			// Expired: forget it and claim the key afresh.
			if err := s.delete(ctx, p, key, existing.CreatedAt); err != nil {
				return nil, err
			}
			continue
		case existing.RequestHash != requestHash:
			return nil, errReused
		case existing.Status != nil:
			return existing, nil
		case existing.LockedUntil.Before(now):
			// The first request's process died: take the key over.
			res, err := s.db.NewUpdate().Model((*Record)(nil)).Set("locked_until = ?", now.Add(lease)).
				Where("organization_id = ? AND mode = ? AND key = ? AND status IS NULL AND locked_until = ?",
					p.OrganizationID, p.Mode, key, existing.LockedUntil).Exec(ctx)
			if err != nil {
				return nil, errs.Wrap(err, "take over idempotency key")
			}
			if n, _ := res.RowsAffected(); n == 1 {
				return nil, nil
			}
		}
		if !time.Now().Before(deadline) {
			return nil, errInProgress
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(25 * time.Millisecond):
		}
	}
}

// Finish stores the response of the request that owns key.
func (s *Store) Finish(ctx context.Context, p caller.Principal, key string, status int, contentType string, body []byte) error {
	_, err := s.db.NewUpdate().Model((*Record)(nil)).
		Set("status = ?", status).Set("content_type = ?", contentType).Set("body = ?", body).
		Where("organization_id = ? AND mode = ? AND key = ?", p.OrganizationID, p.Mode, key).Exec(ctx)
	return errs.Wrap(err, "store idempotent response")
}

// Release forgets key, so that the request can be tried again: for
// responses that must not be replayed, such as server errors.
func (s *Store) Release(ctx context.Context, p caller.Principal, key string) error {
	_, err := s.db.NewDelete().Model((*Record)(nil)).
		Where("organization_id = ? AND mode = ? AND key = ? AND status IS NULL", p.OrganizationID, p.Mode, key).Exec(ctx)
	return errs.Wrap(err, "release idempotency key")
}

func (s *Store) delete(ctx context.Context, p caller.Principal, key string, created time.Time) error {
	_, err := s.db.NewDelete().Model((*Record)(nil)).
		Where("organization_id = ? AND mode = ? AND key = ? AND created_at = ?", p.OrganizationID, p.Mode, key, created).Exec(ctx)
	return errs.Wrap(err, "expire idempotency key")
}

// Sweep deletes records older than TTL and returns how many.
func (s *Store) Sweep(ctx context.Context) (int64, error) {
	res, err := s.db.NewDelete().Model((*Record)(nil)).Where("created_at < ?", s.Now().UTC().Add(-TTL)).Exec(ctx)
	if err != nil {
		return 0, errs.Wrap(err, "sweep idempotency keys")
	}
	return res.RowsAffected()
}
