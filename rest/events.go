package rest

import (
	"cmp"
	"encoding/json"
	"errors"
	"strings"

	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
)

// RenderEvent renders the snapshot a service recorded with an event as the
// event's payload shows it (events.Renderer), when the event is read or
// delivered: the snapshot is read back into the recording service's type,
// named by the event's type, and shown in its surface's shape:
// verification events in Arkyc's (the session, with Arkyc's top-level
// fields), money events in Maplerad's. The webhooks' own events
// (webhook.test, webhook_endpoint.disabled) are their data as recorded.
func RenderEvent(typ string, snapshot json.RawMessage) (any, map[string]any, error) {
	switch family, _, _ := strings.Cut(typ, "."); {
	case family == "verification":
		var v kyc.EventSnapshot
		if err := events.Decode(snapshot, &v); err != nil || v.Session == nil {
			return nil, nil, cmp.Or(err, errors.New("a verification event's snapshot has no session"))
		}
		d, top := arkyc.EventOf(&v)
		return d, top, nil
	case typ == "fx.exchange.completed":
		return decoded(snapshot, data(maplerad.ExchangeOf))
	case typ == "crypto.deposit.received":
		return decoded(snapshot, data(maplerad.DepositOf))
	case strings.HasPrefix(typ, "crypto.withdrawal."):
		return decoded(snapshot, data(maplerad.WithdrawalOf))
	case family == "usd_account":
		return decoded(snapshot, data(maplerad.USDRequestOf))
	case family == "transfer":
		return decoded(snapshot, data(maplerad.USDTransferOf))
	}
	var v any
	return v, nil, events.Decode(snapshot, &v)
}

// decoded reads a snapshot into a T and renders it with shape.
func decoded[T any](snapshot json.RawMessage, shape func(*T) (any, map[string]any)) (any, map[string]any, error) {
	v := new(T)
	if err := events.Decode(snapshot, v); err != nil {
		return nil, nil, err
	}
	d, top := shape(v)
	return d, top, nil
}

// data is a shape with no top-level fields.
func data[T any](shape func(*T) any) func(*T) (any, map[string]any) {
	return func(v *T) (any, map[string]any) { return shape(v), nil }
}
