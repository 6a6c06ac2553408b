// Package events keeps the event log: one row per state change a caller
// cares about, written in the same transaction as the change. A row stores
// the recording service's snapshot of the object (the JSON of the
// service's own type); the payload that is listed, streamed and delivered
// is rendered from it when the event is read, outside the service's
// transaction, by the transports' renderer. Hooks run inside that
// transaction (webhook fan-out) over the service's own values, and
// subscribers of this and, on PostgreSQL, every other process hear of it
// after the commit.
package events

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/internal/platform/caller"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/ids"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/wiretime"
)

// Event is a row of the log.
type Event struct {
	bun.BaseModel  `bun:"table:events"`
	ID             string      `bun:"id,pk"`
	OrganizationID string      `bun:"organization_id"`
	Mode           caller.Mode `bun:"mode"`
	Type           string      `bun:"type"`
	ObjectID       string      `bun:"object_id"`
	// Snapshot is the JSON of what the recording service recorded, the
	// payload's source. Events recorded before snapshots were stored have
	// none, and their Payload as it was rendered then.
	Snapshot json.RawMessage `bun:"snapshot,type:text"`
	// Payload is the event as its surface shows it ({"id", "event",
	// "created_at", "data", …}): the log's reads fill it (Payloads); the
	// row keeps it empty.
	Payload   string    `bun:"payload"`
	CreatedAt time.Time `bun:"created_at"`
	// Object is the recording service's value itself, for the hooks of the
	// transaction that records the event; it is not stored.
	Object any `bun:"-"`
}

// Hook runs inside the transaction that records events, once for all the
// events of one Insert (all of one organization and mode). b holds the
// events' insert, not yet sent: the hook's first read goes through b
// (Scan), so that both travel in one round trip.
type Hook func(ctx context.Context, b *db.Batch, evs []*Event) error

// Renderer turns the stored snapshot of an event of type typ (the JSON of
// the recording service's type: a session, an exchange, a transfer) into
// the payload's data and top-level fields, in the wire format of the
// surface the event type belongs to. Services never render; the
// composition root gives the log the transports' renderer, and the log
// renders when an event is read, never in the recording transaction.
type Renderer func(typ string, snapshot json.RawMessage) (data any, top map[string]any, err error)

// Log records and lists events.
type Log struct {
	db        *db.DB
	hooks     []Hook
	broker    *Broker
	announcer announcer
	// Now is the clock.
	Now func() time.Time
	// Render renders snapshots into payloads (default: the snapshot is the
	// data, with no top-level fields).
	Render Renderer
}

// NewLog returns a Log over d that wakes broker (may be nil) on commits;
// the broker renders what it streams with the log's renderer.
func NewLog(d *db.DB, broker *Broker) *Log {
	l := &Log{db: d, broker: broker, announcer: announcer{db: d}, Now: time.Now, Render: func(_ string, snapshot json.RawMessage) (any, map[string]any, error) {
		var data any
		return data, nil, Decode(snapshot, &data)
	}}
	if broker != nil {
		broker.events = l
	}
	return l
}

// Decode reads a stored snapshot into v as the recording service wrote
// it: numbers in untyped values stay json.Number, so that they render
// digit for digit as they were recorded.
func Decode(snapshot json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(snapshot))
	dec.UseNumber()
	return dec.Decode(v)
}

// Payloads fills the Payload of events read from the log (those recorded
// with a snapshot; older ones keep the payload they were stored with):
// {"id", "event", "created_at", "data", …top}, data and top rendered from
// the snapshot (Render).
func (l *Log) Payloads(evs ...*Event) error {
	for _, e := range evs {
		if e.Payload != "" {
			continue
		}
		data, top, err := l.Render(e.Type, e.Snapshot)
		if err != nil {
			return errs.Wrap(err, "render event "+e.ID)
		}
		body := map[string]any{"id": e.ID, "event": e.Type, "created_at": wiretime.Format(e.CreatedAt), "data": data}
		for k, v := range top {
			body[k] = v
		}
		b, err := json.Marshal(body)
		if err != nil {
			return errs.Wrap(err, "encode event "+e.ID)
		}
		e.Payload = string(b)
	}
	return nil
}

// OnRecord adds a hook; call it while wiring, before events are recorded.
func (l *Log) OnRecord(h Hook) { l.hooks = append(l.hooks, h) }

// Record writes an event through idb (the transaction of the change),
// with the service's snapshot of the object it is about.
func (l *Log) Record(ctx context.Context, idb bun.IDB, p caller.Principal, typ, objectID string, snapshot any) (*Event, error) {
	evs, err := l.RecordAll(ctx, idb, p, Pending{Type: typ, ObjectID: objectID, Snapshot: snapshot})
	if err != nil {
		return nil, err
	}
	return evs[0], nil
}

// Pending is an event to record: its type, the object it is about, and
// the recording service's snapshot of that object (a value of its own
// type, stored as its JSON; the renderer reads it back by the event's
// type).
type Pending struct {
	Type     string
	ObjectID string
	Snapshot any
}

// RecordAll writes several events of p in order, in one statement, and runs
// the hooks once for all of them.
func (l *Log) RecordAll(ctx context.Context, idb bun.IDB, p caller.Principal, pending ...Pending) ([]*Event, error) {
	evs, err := l.Prepare(p, pending...)
	if err != nil {
		return nil, err
	}
	return evs, l.Insert(ctx, idb, evs...)
}

// Types lists every type of event recorded: what webhook endpoints and
// subscriptions may name (besides prefixes such as "verification.*").
// Prepare refuses any other.
var Types = []string{
	"verification.started", "verification.document_submitted", "verification.address_submitted", "verification.processing",
	"verification.requires_review", "verification.approved", "verification.rejected", "verification.completed",
	"verification.expired", "verification.cancelled",
	"verification.redo_requested", "verification.redacted", "verification.assigned", "verification.flagged",
	"verification.unflagged", "verification.note_added",
	"fx.exchange.completed", "crypto.deposit.received", "crypto.withdrawal.successful", "crypto.withdrawal.failed",
	"usd_account.approved", "usd_account.rejected",
	"transfer.processing", "transfer.successful", "transfer.failed", "transfer.returned",
	"webhook.test", "webhook_endpoint.disabled",
}

// Prepare makes events of p for Insert: their ids and times, and their
// snapshots encoded. Nothing is rendered here: the payload is made from
// the snapshot when the event is read.
func (l *Log) Prepare(p caller.Principal, pending ...Pending) ([]*Event, error) {
	evs := make([]*Event, len(pending))
	for i, n := range pending {
		if !slices.Contains(Types, n.Type) {
			return nil, fmt.Errorf("events: a type not in Types: %s", n.Type)
		}
		var snapshot json.RawMessage
		if i > 0 && sameSnapshot(n.Snapshot, pending[i-1].Snapshot) {
			snapshot = evs[i-1].Snapshot // several events of one change: encoded once
		} else {
			var err error
			if snapshot, err = json.Marshal(n.Snapshot); err != nil {
				return nil, errs.Wrap(err, "encode event snapshot")
			}
		}
		evs[i] = &Event{ID: ids.New("evt"), OrganizationID: p.OrganizationID, Mode: p.Mode, Type: n.Type, ObjectID: n.ObjectID,
			CreatedAt: l.Now().UTC(), Snapshot: snapshot, Object: n.Snapshot}
	}
	return evs, nil
}

// sameSnapshot reports whether a and b are one pointer.
func sameSnapshot(a, b any) bool {
	return reflect.ValueOf(a).Kind() == reflect.Pointer && a == b
}

// Insert writes prepared events (all of one organization and mode) through
// idb in one statement and runs the hooks once for all of them. Inside a
// transaction on PostgreSQL the statement is deferred (db.Batch.Defer):
// its failure fails the commit.
func (l *Log) Insert(ctx context.Context, idb bun.IDB, evs ...*Event) error {
	b := l.db.Batch(idb).Add(db.InsertOf(idb, &evs))
	for _, h := range l.hooks {
		if err := h(ctx, b, evs); err != nil {
			return err
		}
	}
	// The insert, if no hook sent it, travels with the transaction's next
	// statement or its commit: nothing reads its result, and its failure
	// is the transaction's.
	if err := b.Defer(ctx); err != nil {
		return errs.Wrap(err, "record event")
	}
	db.AfterCommit(ctx, l.committed)
	return nil
}

// committed wakes this process's broker and, on PostgreSQL, announces the
// new events to the other processes' brokers.
func (l *Log) committed() {
	if l.broker != nil {
		l.broker.Wake()
	}
	if l.db.Engine == db.Postgres {
		l.announcer.announce()
	}
}

// Filter narrows a listing.
type Filter struct {
	Types    []string // exact types, or prefixes ending in "*" ("verification.*"); at most MaxFilterTypes
	ObjectID string
}

// Limits of a filter's types: as many as a webhook endpoint may name, each
// as long as a type may be.
const (
	MaxFilterTypes    = 100
	maxFilterTypeSize = 100
)

// Validate refuses a filter of more than MaxFilterTypes types, or of a type
// longer than 100 bytes (422 validation_failed on types).
func (f Filter) Validate() error {
	var v errs.Validation
	v.Check(len(f.Types) <= MaxFilterTypes, "types", "at most %d event types", MaxFilterTypes)
	for _, t := range f.Types {
		if !v.Check(len(t) <= maxFilterTypeSize, "types", "an event type has at most %d characters", maxFilterTypeSize) {
			break
		}
	}
	return v.Err()
}

func (f Filter) apply(q *bun.SelectQuery) *bun.SelectQuery {
	if f.ObjectID != "" {
		q = q.Where("object_id = ?", f.ObjectID)
	}
	if len(f.Types) > 0 {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for _, t := range f.Types {
				if prefix, ok := strings.CutSuffix(t, "*"); ok {
					q = q.WhereOr("type LIKE ?", prefix+"%")
				} else {
					q = q.WhereOr("type = ?", t)
				}
			}
			return q
		})
	}
	return q
}

// Matches reports whether an event passes the filter's types.
func (f Filter) Matches(e *Event) bool {
	if f.ObjectID != "" && e.ObjectID != f.ObjectID {
		return false
	}
	if len(f.Types) == 0 {
		return true
	}
	for _, t := range f.Types {
		if prefix, ok := strings.CutSuffix(t, "*"); ok && strings.HasPrefix(e.Type, prefix) || t == e.Type {
			return true
		}
	}
	return false
}

// List returns a page of the caller's events, newest first (an invalid
// filter is refused: Validate).
func (l *Log) List(ctx context.Context, p caller.Principal, f Filter, page paging.Page) ([]Event, int, error) {
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	out := []Event{}
	q := f.apply(l.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode))
	n, err := page.Select(ctx, q)
	if err != nil {
		return nil, 0, errs.Wrap(err, "list events")
	}
	return out, n, l.payloadsOf(out)
}

// payloadsOf fills the payloads of a list read from the log.
func (l *Log) payloadsOf(list []Event) error {
	for i := range list {
		if err := l.Payloads(&list[i]); err != nil {
			return err
		}
	}
	return nil
}

// ListAfter returns up to limit+1 events after the cursor, newest first.
func (l *Log) ListAfter(ctx context.Context, p caller.Principal, f Filter, after *paging.Cursor, limit int) ([]Event, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	out := []Event{}
	q := f.apply(l.db.NewSelect().Model(&out).Where("organization_id = ? AND mode = ?", p.OrganizationID, p.Mode))
	if err := paging.SelectAfter(ctx, q, after, limit); err != nil {
		return nil, errs.Wrap(err, "list events")
	}
	return out, l.payloadsOf(out)
}

// Get returns one of the caller's events.
func (l *Log) Get(ctx context.Context, p caller.Principal, id string) (*Event, error) {
	e := new(Event)
	err := l.db.NewSelect().Model(e).Where("id = ? AND organization_id = ? AND mode = ?", id, p.OrganizationID, p.Mode).Scan(ctx)
	if err != nil {
		return nil, db.Classify(err, "Event not found")
	}
	return e, l.Payloads(e)
}

// ByID reads an event for delivery, whoever's it is, its payload rendered.
func (l *Log) ByID(ctx context.Context, id string) (*Event, error) {
	e := new(Event)
	if err := l.db.NewSelect().Model(e).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, db.Classify(err, "Event not found")
	}
	return e, l.Payloads(e)
}

// GetMany returns those of the events ids that are the caller's, by id, in
// one statement.
func (l *Log) GetMany(ctx context.Context, p caller.Principal, ids []string) (map[string]*Event, error) {
	out := map[string]*Event{}
	if len(ids) == 0 {
		return out, nil
	}
	var list []*Event
	err := l.db.NewSelect().Model(&list).Where("id IN (?) AND organization_id = ? AND mode = ?", bun.In(ids), p.OrganizationID, p.Mode).Scan(ctx)
	if err != nil {
		return nil, errs.Wrap(err, "read events")
	}
	if err := l.Payloads(list...); err != nil {
		return nil, err
	}
	for _, e := range list {
		out[e.ID] = e
	}
	return out, nil
}
