package fx_test

import (
	"testing"

	"github.com/shopspring/decimal"

	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/money/fx"
)

// Any currency codes and amounts: codes resolve or are unsupported_asset;
// a price never takes more than the amount, never gives a negative target
// nor one past MaxAmount+1 (the mark of "too large"),
// and minor units and their decimal rendering round-trip exactly.
func FuzzPrice(f *testing.F) {
	f.Add("USD", "NGN", int64(10_050), "1550", int64(50), int64(30))
	f.Add("usdc", "usd", int64(1), "1", int64(0), int64(0))
	f.Add("JPY", "KWD", int64(1_000_000_000_000_000), "0.002", int64(9999), int64(9999))
	f.Add("xxx", "", int64(-5), "-1", int64(-1), int64(10_001))
	f.Fuzz(func(t *testing.T, source, target string, amount int64, mid string, spread, fee int64) {
		src, err := assets.Lookup(source)
		if err != nil {
			return
		}
		dst, err := assets.Lookup(target)
		if err != nil {
			return
		}
		if got := src.Units(src.Human(amount)); got != amount {
			t.Fatalf("%d %s renders as %s and reads back as %d", amount, src.Code, src.Human(amount), got)
		}
		m, err := decimal.NewFromString(mid)
		if err != nil || amount <= 0 || amount > fx.MaxAmount || !m.IsPositive() || m.GreaterThan(decimal.NewFromInt(1e9)) ||
			spread < 0 || spread >= 10_000 || fee < 0 || fee >= 10_000 {
			return
		}
		f, out, rate := fx.Price(src, dst, amount, m, spread, fee)
		if f < 0 || f > amount || out < 0 || out > fx.MaxAmount+1 || rate.IsNegative() {
			t.Fatalf("amount %d: fee %d, out %d, rate %s", amount, f, out, rate)
		}
	})
}
