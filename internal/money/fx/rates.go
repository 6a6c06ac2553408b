package fx

import (
	"context"

	"github.com/shopspring/decimal"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// RateSource gives mid-market rates: how many units of `to` one unit of
// `from` is worth (in major units, e.g. 1550 for USD→NGN).
type RateSource interface {
	Mid(ctx context.Context, from, to string) (decimal.Decimal, error)
}

// Table is a RateSource over fixed mid rates against USD.
type Table map[string]decimal.Decimal

// DefaultTable is the configured default: units of each currency per US
// dollar; the dollar stablecoins at par.
func DefaultTable() Table {
	t := Table{}
	for code, perUSD := range map[string]string{
		"USD": "1", "NGN": "1550", "EUR": "0.92", "GBP": "0.79", "KES": "129.5", "GHS": "15.5",
		"usdc": "1", "usdt": "1", "pyusd": "1",
	} {
		t[code] = decimal.RequireFromString(perUSD)
	}
	return t
}

// Mid implements RateSource.
func (t Table) Mid(_ context.Context, from, to string) (decimal.Decimal, error) {
	f, ok := t[from]
	if !ok {
		return decimal.Zero, errs.E(errs.BadRequest, "unsupported_asset", "No exchange rate for %s", from)
	}
	g, ok := t[to]
	if !ok {
		return decimal.Zero, errs.E(errs.BadRequest, "unsupported_asset", "No exchange rate for %s", to)
	}
	return g.DivRound(f, 12), nil
}
