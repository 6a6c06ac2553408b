package resolvers

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/paging"
	"github.com/meridianhq/meridian/internal/platform/webhooks"
)

// subscriptionBuffer is how many converted values wait for the
// transport; subscriptionBacklog is how many events a subscriber may fall
// behind (queued for it, not yet converted) before it is dropped. Queued
// events are the broker's own, shared by every subscriber, so a backlog
// costs a pointer an event: a burst of thousands (a hundred flows at
// once) waits for a reader that is slower than the burst but keeps
// reading, and only a reader that stops altogether is let go.
const (
	subscriptionBuffer  = 8
	subscriptionBacklog = 10_000
)

// subscribe streams the broker's events for p that pass f and are
// recorded after it starts, converted by convert (false drops one), after
// the value first gives, if any: read once the start is fixed, sent before
// any event. convert runs off the broker's goroutine, one event at a time
// in their order, so it may read the database. It streams until ctx ends
// (the client unsubscribes or disconnects), the subscriber falls too far
// behind, or the server shuts down; then the channel is closed and the
// broker forgets the subscription. In the last two cases the client gets
// an error message saying why (extensions.code slow_consumer or
// server_shutdown) instead of a plain complete. It costs no goroutine of
// its own while idle, and over the websocket transport none waits on the
// channel: each value and the close are signalled through the
// graph.Stream.
func subscribe[T any](ctx context.Context, b *events.Broker, p auth.Principal, f events.Filter, first func() (T, bool, error),
	convert func(*events.Event) (T, bool)) (<-chan T, error) {
	r := &relay[T]{ctx: ctx, out: make(chan T, subscriptionBuffer), stream: graph.StreamOf(ctx), convert: convert}
	var ready func() error
	if first != nil {
		ready = func() error {
			v, ok, err := first()
			if err == nil && ok {
				r.send(v)
			}
			return err
		}
	}
	sub, err := b.Subscribe(ctx, p, f, r.deliver, func(reason string) {
		code := map[string]string{events.DropSlow: "slow_consumer", events.Shutdown: "server_shutdown"}[reason]
		if code != "" {
			r.stream.End(&gqlerror.Error{Message: reason, Extensions: map[string]any{"code": code}})
		}
		r.close()
	}, ready)
	if err != nil {
		return nil, err
	}
	context.AfterFunc(ctx, func() { b.Unsubscribe(sub, events.Unsubscribed) })
	return r.out, nil
}

// relay takes a subscription's events from the broker's goroutine, which
// must not wait, and converts and sends them on a goroutine that runs only
// while some are queued (and waits for the transport, not the broker,
// when the reader is behind).
type relay[T any] struct {
	ctx     context.Context // the subscription's: once done, nothing more is sent
	out     chan T
	stream  *graph.Stream
	convert func(*events.Event) (T, bool)

	mu     sync.Mutex
	queue  []*events.Event // the first is being converted
	closed bool            // the broker has let the subscription go
}

// deliver queues e; false when the subscriber is too far behind
// (subscriptionBacklog events queued).
func (r *relay[T]) deliver(e *events.Event) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.queue) >= subscriptionBacklog {
		return false
	}
	r.queue = append(r.queue, e)
	if len(r.queue) == 1 {
		go r.drain()
	}
	return true
}

// drain converts and sends the queued events in order, then, when the
// broker has let the subscription go meanwhile, closes the channel.
func (r *relay[T]) drain() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.queue) > 0 {
		e := r.queue[0]
		r.mu.Unlock()
		if v, ok := r.convert(e); ok {
			r.send(v)
		}
		r.mu.Lock()
		r.queue[0] = nil
		r.queue = r.queue[1:]
	}
	r.queue = nil // its array, grown by a burst, is let go
	if r.closed {
		r.end()
	}
}

// send passes v to the transport, waiting while the reader is behind,
// unless the subscription ends meanwhile. A value that finds room is sent
// even when the subscription has just ended: a session's last state ends a
// client token's stream, and comes before that end.
func (r *relay[T]) send(v T) {
	select {
	case r.out <- v:
		r.stream.Ready()
		return
	default:
	}
	select {
	case r.out <- v:
		r.stream.Ready()
	case <-r.ctx.Done():
	}
}

// close is the broker's goodbye: the channel closes once the queued
// events are sent.
func (r *relay[T]) close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	if len(r.queue) == 0 {
		r.end()
	}
}

func (r *relay[T]) end() {
	close(r.out)
	r.stream.Ready()
}

// tokenEnded reports whether a session has ended its client token p, if
// p is one: decided, expired or cancelled, or sent back for a redo, which
// gave the session a new lifetime and a new token with it (a token lasts
// as long as its session did when it was made; the two are compared to
// the millisecond, as a database may keep less than nanoseconds).
func tokenEnded(p auth.Principal, s *kyc.Session) bool {
	return p.Kind == auth.ClientToken && (s.Status.Terminal() || s.ExpiresAt.Sub(p.ExpiresAt).Abs() >= time.Millisecond)
}

func eventOf(e *events.Event) *model.Event {
	var payload map[string]any
	json.Unmarshal([]byte(e.Payload), &payload)
	return &model.Event{ID: e.ID, Type: e.Type, ObjectID: e.ObjectID, CreatedAt: e.CreatedAt, Payload: payload}
}

func endpointInput(in model.WebhookEndpointInput) webhooks.EndpointInput {
	out := webhooks.EndpointInput{URL: in.URL, Description: in.Description, Enabled: in.Enabled}
	if in.Events != nil {
		out.Events = &in.Events
	}
	return out
}

// endpoints reads a list of the caller's endpoints with read.
func endpoints(ctx context.Context, read func(context.Context, auth.Principal) ([]webhooks.Endpoint, error)) ([]*model.WebhookEndpoint, error) {
	p, err := secretKeyPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	list, err := read(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]*model.WebhookEndpoint, len(list))
	for i := range list {
		out[i] = endpointOf(&list[i])
	}
	return out, nil
}

func endpointOf(e *webhooks.Endpoint) *model.WebhookEndpoint {
	return &model.WebhookEndpoint{ID: e.ID, URL: e.URL, Description: e.Description, Events: e.Events, Enabled: e.Enabled,
		DisabledReason: e.DisabledReason, FailingSince: e.FailingSince, CreatedAt: e.CreatedAt, UpdatedAt: e.UpdatedAt}
}

func deliveryOf(d *webhooks.Delivery, attempts []webhooks.Attempt) *model.WebhookDelivery {
	out := &model.WebhookDelivery{ID: d.ID, EndpointID: d.EndpointID, EventID: d.EventID, EventType: d.EventType, Status: enum[model.DeliveryStatus](string(d.Status)),
		Attempts: []*model.WebhookAttempt{}, NextAttemptAt: d.NextAttemptAt, CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt}
	for _, a := range attempts {
		at := &model.WebhookAttempt{Attempt: int32(a.Attempt), LatencyMs: int32(a.LatencyMS), ResponseBody: a.ResponseBody,
			ResponseHeaders: headersOf(a.ResponseHeaders), CreatedAt: a.CreatedAt}
		if a.StatusCode != nil {
			c := int32(*a.StatusCode)
			at.StatusCode = &c
		}
		if a.Error != "" {
			at.Error = &a.Error
		}
		out.Attempts = append(out.Attempts, at)
	}
	return out
}

// deliveryIn is a delivery of a page, with its request.
func deliveryIn(page *webhooks.DeliveryPage, d *webhooks.Delivery) *model.WebhookDelivery {
	made := page.Attempts[d.ID]
	out := deliveryOf(d, made)
	req := webhooks.RequestOf(d, page.Endpoints[d.EndpointID], made)
	out.Request = &model.WebhookRequest{URL: req.URL, Headers: headersOf(req.Headers), EventID: d.EventID}
	return out
}

func headersOf(hs []webhooks.Header) []*model.WebhookHeader {
	out := make([]*model.WebhookHeader, len(hs))
	for i, h := range hs {
		out[i] = &model.WebhookHeader{Name: h.Name, Value: h.Value}
	}
	return out
}

// delivery reads one of the caller's deliveries as a page of one.
func (r *Resolver) delivery(ctx context.Context, p auth.Principal, id string) (*model.WebhookDelivery, error) {
	page, err := r.WebhookSvc.Delivery(ctx, p, id)
	if err != nil {
		return nil, err
	}
	return deliveryIn(page, &page.Deliveries[0]), nil
}

// deliveryConnection is a page of deliveries (limit, and a look-ahead one
// when there is a next page) read after cur, as a connection: their
// events, when the query selects them or the bodies they make, are read
// in one batch.
func deliveryConnection(ctx context.Context, page *webhooks.DeliveryPage, limit int, cur *paging.Cursor) *model.WebhookDeliveryConnection {
	ids := make([]string, 0, len(page.Deliveries))
	for _, d := range page.Deliveries[:min(len(page.Deliveries), limit)] {
		ids = append(ids, d.EventID)
	}
	preloadEvents(ctx, ids, []step{{"WebhookDeliveryConnection", "edges"}, {"WebhookDeliveryEdge", "node"}, {"WebhookDelivery", "event"}},
		[]step{{"WebhookDeliveryConnection", "edges"}, {"WebhookDeliveryEdge", "node"}, {"WebhookDelivery", "request"}, {"WebhookRequest", "body"}})
	list, info := edges(page.Deliveries, limit, cur, func(d *webhooks.Delivery) paging.Cursor { return paging.Cursor{CreatedAt: d.CreatedAt, ID: d.ID} },
		func(c string, d *webhooks.Delivery) *model.WebhookDeliveryEdge {
			return &model.WebhookDeliveryEdge{Cursor: c, Node: deliveryIn(page, d)}
		})
	return &model.WebhookDeliveryConnection{Edges: list, PageInfo: info}
}
