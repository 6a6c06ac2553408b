package assets_test

import (
	"testing"

	"github.com/shopspring/decimal"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/money/assets"
	"github.com/meridianhq/meridian/internal/platform/errs"
)

func TestFiat(t *testing.T) {
	t.Parallel()
	for code, scale := range map[string]int32{"USD": 2, "ngn": 2, "EUR": 2, "GBP": 2, "KES": 2, "GHS": 2, "JPY": 0, "KWD": 3} {
		a, err := assets.Fiat(code)
		require.NoError(t, err, code)
		require.Equal(t, scale, a.Scale, code)
		require.False(t, a.Coin)
	}
	for _, bad := range []string{"", "US", "ABC", "usdc", "XXX", "DOLLARS"} {
		_, err := assets.Fiat(bad)
		require.Equal(t, "unsupported_asset", errs.As(err).Key, bad)
		require.Equal(t, 400, errs.As(err).Kind.Status())
	}
}

func TestCoinsAndChains(t *testing.T) {
	t.Parallel()
	a, chain, err := assets.OnChain("USDC", "Base")
	require.NoError(t, err)
	require.Equal(t, "usdc", a.Code)
	require.Equal(t, "base", chain)
	require.EqualValues(t, 6, a.Scale)
	_, _, err = assets.OnChain("pyusd", "tron")
	require.Equal(t, "unsupported_asset", errs.As(err).Key)
	_, _, err = assets.OnChain("usdt", "bitcoin")
	require.Equal(t, "unsupported_asset", errs.As(err).Key)
	_, err = assets.Coin("dai")
	require.Equal(t, "unsupported_asset", errs.As(err).Key)
}

func TestHumanIsExact(t *testing.T) {
	t.Parallel()
	usd, _ := assets.Fiat("USD")
	require.Equal(t, "100.5", string(usd.HumanJSON(10050)))
	require.Equal(t, "100", string(usd.HumanJSON(10000)))
	require.Equal(t, "0.01", string(usd.HumanJSON(1)))
	require.Equal(t, "-0.15", string(usd.HumanJSON(-15)))
	usdc, _ := assets.Coin("usdc")
	require.Equal(t, "9223372036854.775807", string(usdc.HumanJSON(9223372036854775807)))
	require.EqualValues(t, 1999, usd.Units(decimal.RequireFromString("19.999")))
}
