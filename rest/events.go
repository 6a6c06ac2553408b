package rest

import (
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/rest/arkyc"
	"github.com/meridianhq/meridian/rest/maplerad"
)

// RenderEvent renders the snapshot a service recorded with an event as the
// event's payload shows it (events.Renderer): verification events in
// Arkyc's shape (the session, with Arkyc's top-level fields), money events
// in Maplerad's. Any other snapshot is the data as it is.
func RenderEvent(_ string, snapshot any) (any, map[string]any, error) {
	switch v := snapshot.(type) {
	case *kyc.Session:
		data, top := arkyc.EventOf(v)
		return data, top, nil
	case *fx.Exchange:
		return maplerad.ExchangeOf(v), nil, nil
	case *crypto.Deposit:
		return maplerad.DepositOf(v), nil, nil
	case *crypto.Withdrawal:
		return maplerad.WithdrawalOf(v), nil, nil
	case *usd.Request:
		return maplerad.USDRequestOf(v), nil, nil
	case *usd.Transfer:
		return maplerad.USDTransferOf(v), nil, nil
	}
	return snapshot, nil, nil
}
