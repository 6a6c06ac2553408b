// Package events keeps the event log: one row per state change a caller
// cares about, written in the same transaction as the change. The stored
// payload is the exact JSON that is listed and delivered.
package events

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/errs"
	"github.com/meridianhq/meridian/internal/ids"
)

// Event is a row of the log.
type Event struct {
	bun.BaseModel  `bun:"table:events"`
	ID             string    `bun:"id,pk"`
	OrganizationID string    `bun:"organization_id"`
	Mode           auth.Mode `bun:"mode"`
	Type           string    `bun:"type"`
	ObjectID       string    `bun:"object_id"`
	Payload        string    `bun:"payload"`
	CreatedAt      time.Time `bun:"created_at"`
}

// Record writes an event through idb (the transaction of the change):
// payload {"id", "event", "created_at", "data", …top} where top adds
// top-level fields.
func Record(ctx context.Context, idb bun.IDB, p auth.Principal, typ, objectID string, data any, top map[string]any) (*Event, error) {
	now := time.Now().UTC()
	e := &Event{ID: ids.New("evt"), OrganizationID: p.OrganizationID, Mode: p.Mode, Type: typ, ObjectID: objectID, CreatedAt: now}
	body := map[string]any{"id": e.ID, "event": typ, "created_at": now.Format(time.RFC3339Nano), "data": data}
	for k, v := range top {
		body[k] = v
	}
	b, err := json.Marshal(body)
	if err != nil {
		return nil, errs.Wrap(err, "encode event")
	}
	e.Payload = string(b)
	if _, err := idb.NewInsert().Model(e).Exec(ctx); err != nil {
		return nil, errs.Wrap(err, "record event")
	}
	return e, nil
}
