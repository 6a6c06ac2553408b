package model

import "context"

// Counted is the totalCount of a connection. Count counts every row the
// list's filter matches, all pages together; it runs only when the query
// asks for totalCount.
type Counted struct {
	Count func(ctx context.Context) (int, error)
}

// TotalCount resolves the connection's totalCount field.
func (c Counted) TotalCount(ctx context.Context) (int32, error) {
	n, err := c.Count(ctx)
	return int32(n), err
}

// SessionConnection is a page of sessions.
type SessionConnection struct {
	Edges    []*SessionEdge `json:"edges"`
	PageInfo *PageInfo      `json:"pageInfo"`
	Counted
}

// CustomerConnection is a page of customers.
type CustomerConnection struct {
	Edges    []*CustomerEdge `json:"edges"`
	PageInfo *PageInfo       `json:"pageInfo"`
	Counted
}

// FxExchangeConnection is a page of exchanges.
type FxExchangeConnection struct {
	Edges    []*FxExchangeEdge `json:"edges"`
	PageInfo *PageInfo         `json:"pageInfo"`
	Counted
}

// LedgerEntryConnection is a page of a wallet's entries.
type LedgerEntryConnection struct {
	Edges    []*LedgerEntryEdge `json:"edges"`
	PageInfo *PageInfo          `json:"pageInfo"`
	Counted
}

// CryptoWithdrawalConnection is a page of withdrawals.
type CryptoWithdrawalConnection struct {
	Edges    []*CryptoWithdrawalEdge `json:"edges"`
	PageInfo *PageInfo               `json:"pageInfo"`
	Counted
}

// CryptoDepositConnection is a page of deposits.
type CryptoDepositConnection struct {
	Edges    []*CryptoDepositEdge `json:"edges"`
	PageInfo *PageInfo            `json:"pageInfo"`
	Counted
}

// UsdTransferConnection is a page of USD transfers.
type UsdTransferConnection struct {
	Edges    []*UsdTransferEdge `json:"edges"`
	PageInfo *PageInfo          `json:"pageInfo"`
	Counted
}

// UsdAccountRequestConnection is a page of USD account requests.
type UsdAccountRequestConnection struct {
	Edges    []*UsdAccountRequestEdge `json:"edges"`
	PageInfo *PageInfo                `json:"pageInfo"`
	Counted
}
