// Package assets names what Meridian can hold: fiat currencies by ISO 4217
// code, with their minor units from golang.org/x/text/currency, and the
// stablecoins usdc, usdt and pyusd (6 decimals) on the chains each is issued
// on. Amounts are int64 counts of an asset's smallest unit everywhere; this
// package renders them exactly as decimals for people.
package assets

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/shopspring/decimal"
	"golang.org/x/text/currency"

	"github.com/meridianhq/meridian/internal/platform/errs"
)

// Asset is a currency or a coin.
type Asset struct {
	// Code is upper-case ISO 4217 for fiat ("USD"), lower-case for coins ("usdc").
	Code string
	// Scale is the number of decimals of the smallest unit (2 for USD, 6 for usdc).
	Scale int32
	// Coin is true for stablecoins.
	Coin bool
}

// StablecoinScale is the number of decimals of every supported stablecoin.
const StablecoinScale = 6

// chains lists, per coin, the chains it is issued on natively.
var chains = map[string][]string{
	"usdc":  {"solana", "base", "polygon", "ethereum"},
	"usdt":  {"solana", "polygon", "ethereum", "tron"},
	"pyusd": {"solana", "ethereum"},
}

// Chains are every supported chain.
var Chains = []string{"solana", "base", "polygon", "ethereum", "tron"}

// Pairs is the number of coin×chain pairs: the most crypto wallets a
// customer can have.
func Pairs() int {
	n := 0
	for _, list := range chains {
		n += len(list)
	}
	return n
}

func unsupported(format string, args ...any) error {
	return errs.E(errs.BadRequest, "unsupported_asset", format, args...)
}

// Fiat resolves an ISO 4217 code, in any case.
func Fiat(code string) (Asset, error) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if len(code) != 3 {
		return Asset{}, unsupported("%q is not an ISO 4217 currency code", code)
	}
	u, err := currency.ParseISO(code)
	if err != nil || u.String() != code || code == "XXX" || code == "XTS" {
		return Asset{}, unsupported("%q is not a supported currency", code)
	}
	scale, _ := currency.Standard.Rounding(u)
	return Asset{Code: code, Scale: int32(scale)}, nil
}

// Coin resolves a stablecoin, in any case.
func Coin(code string) (Asset, error) {
	code = strings.ToLower(strings.TrimSpace(code))
	if _, ok := chains[code]; !ok {
		return Asset{}, unsupported("%q is not a supported coin (usdc, usdt, pyusd)", code)
	}
	return Asset{Code: code, Scale: StablecoinScale, Coin: true}, nil
}

// Lookup resolves any asset code: a fiat currency, else a stablecoin.
func Lookup(code string) (Asset, error) {
	if a, err := Fiat(code); err == nil {
		return a, nil
	}
	return Coin(code)
}

// OnChain checks that a coin is issued on a chain and returns both in lower case.
func OnChain(coin, chain string) (Asset, string, error) {
	a, err := Coin(coin)
	if err != nil {
		return a, "", err
	}
	chain = strings.ToLower(strings.TrimSpace(chain))
	if !slices.Contains(Chains, chain) {
		return a, "", unsupported("%q is not a supported chain", chain)
	}
	if !slices.Contains(chains[a.Code], chain) {
		return a, "", unsupported("%s is not available on %s", a.Code, chain)
	}
	return a, chain, nil
}

// Human renders an amount of minor units as an exact decimal, e.g. 10050
// cents as 100.5.
func (a Asset) Human(amount int64) decimal.Decimal { return decimal.New(amount, -a.Scale) }

// HumanJSON renders Human as a JSON number (100.5, or 100 when whole).
func (a Asset) HumanJSON(amount int64) json.Number { return json.Number(a.Human(amount).String()) }

// Units converts a decimal amount to minor units, rounding toward zero.
func (a Asset) Units(d decimal.Decimal) int64 { return d.Shift(a.Scale).Truncate(0).IntPart() }
