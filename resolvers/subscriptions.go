package resolvers

import (
	"context"
	"encoding/json"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/meridianhq/meridian/graph"
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/auth"
	"github.com/meridianhq/meridian/internal/events"
	"github.com/meridianhq/meridian/internal/webhooks"
)

// subscriptionBuffer is how many messages a subscriber may fall behind
// before it is dropped.
const subscriptionBuffer = 8

// subscribe streams the broker's events for p that pass f and are
// recorded after it starts, converted by convert (false drops one), after
// the value first gives, if any: read once the start is fixed, sent before
// any event. It streams until ctx ends (the client unsubscribes or
// disconnects), the subscriber falls too far behind, or the server shuts
// down; then the channel is closed and the broker forgets the
// subscription. In the last two cases the client gets an error message
// saying why (extensions.code slow_consumer or server_shutdown) instead of
// a plain complete. It costs no goroutine of its own, and over the
// websocket transport none waits on the channel: each value and the close
// are signalled through the graph.Stream.
func subscribe[T any](ctx context.Context, b *events.Broker, p auth.Principal, f events.Filter, first func() (T, bool, error),
	convert func(*events.Event) (T, bool)) (<-chan T, error) {
	out := make(chan T, subscriptionBuffer)
	stream := graph.StreamOf(ctx)
	var ready func() error
	if first != nil {
		ready = func() error {
			v, ok, err := first()
			if err == nil && ok {
				out <- v
				stream.Ready()
			}
			return err
		}
	}
	sub, err := b.Subscribe(ctx, p, f, func(e *events.Event) bool {
		v, ok := convert(e)
		if !ok {
			return true
		}
		select {
		case out <- v:
			stream.Ready()
			return true
		default:
			return false
		}
	}, func(reason string) {
		code := map[string]string{events.DropSlow: "slow_consumer", events.Shutdown: "server_shutdown"}[reason]
		if code != "" {
			stream.End(&gqlerror.Error{Message: reason, Extensions: map[string]any{"code": code}})
		}
		close(out)
		stream.Ready()
	}, ready)
	if err != nil {
		return nil, err
	}
	context.AfterFunc(ctx, func() { b.Unsubscribe(sub, events.Unsubscribed) })
	return out, nil
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

func endpointOf(e *webhooks.Endpoint) *model.WebhookEndpoint {
	return &model.WebhookEndpoint{ID: e.ID, URL: e.URL, Description: e.Description, Events: e.Events, Enabled: e.Enabled,
		DisabledReason: e.DisabledReason, CreatedAt: e.CreatedAt, UpdatedAt: e.UpdatedAt}
}

func deliveryOf(d *webhooks.Delivery, attempts []webhooks.Attempt) *model.WebhookDelivery {
	out := &model.WebhookDelivery{ID: d.ID, EndpointID: d.EndpointID, EventID: d.EventID, Status: d.Status,
		Attempts: []*model.WebhookAttempt{}, CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt}
	for _, a := range attempts {
		at := &model.WebhookAttempt{Attempt: int32(a.Attempt), LatencyMs: int32(a.LatencyMS), ResponseBody: a.ResponseBody, CreatedAt: a.CreatedAt}
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
