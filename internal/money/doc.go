// Package money holds nothing itself: its subpackages move a business's
// money. The double-entry ledger and its holds (ledger); wallets and their
// balances (wallets); the assets and networks Meridian knows (assets);
// customers, whom identity verifies and money serves (customers); currency
// exchange (fx); stablecoin deposit addresses and withdrawals (crypto); USD
// accounts, counterparties and transfers (usd); and the one lifecycle of
// money leaving a wallet through a rail, which crypto withdrawals and USD
// transfers share (payout).
package money
