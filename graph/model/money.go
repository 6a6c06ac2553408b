package model

import (
	"context"
	"sync"
	"time"
)

// LedgerEntry is one account's side of a ledger transaction; its
// transaction is read by id when asked for.
type LedgerEntry struct {
	ID            string    `json:"id"`
	Amount        *Money    `json:"amount"`
	BalanceAfter  *Money    `json:"balanceAfter"`
	CreatedAt     time.Time `json:"createdAt"`
	TransactionID string    `json:"-"`
}

// LedgerTransaction is a balanced set of entries; its entries and cause
// are read when asked for.
type LedgerTransaction struct {
	ID          string                `json:"id"`
	Kind        LedgerTransactionKind `json:"kind"`
	Reference   string                `json:"reference"`
	Description string                `json:"description"`
	CreatedAt   time.Time             `json:"createdAt"`
}

// IsNode marks LedgerTransaction a Node.
func (LedgerTransaction) IsNode() {}

// GetID is the Node's id.
func (t LedgerTransaction) GetID() string { return t.ID }

// Hold is part of a wallet's balance reserved for a pending debit; Kind and
// Reference name what it is held for, read as Cause when asked for.
type Hold struct {
	ID        string     `json:"id"`
	Amount    *Money     `json:"amount"`
	Status    HoldStatus `json:"status"`
	Reason    string     `json:"reason"`
	CreatedAt time.Time  `json:"createdAt"`
	SettledAt *time.Time `json:"settledAt"`
	Reference string     `json:"-"`
}

// CryptoDeposit is stablecoin received on a deposit address; its address,
// customer, exchange and transaction are read by id when asked for.
type CryptoDeposit struct {
	ID            string    `json:"id"`
	Coin          Coin      `json:"coin"`
	Chain         Chain     `json:"chain"`
	TxHash        string    `json:"txHash"`
	LogIndex      int32     `json:"logIndex"`
	Amount        *Money    `json:"amount"`
	Offramp       bool      `json:"offramp"`
	Credited      *Money    `json:"credited"`
	CreatedAt     time.Time `json:"createdAt"`
	AddressID     string    `json:"-"`
	CustomerID    string    `json:"-"`
	ExchangeID    *string   `json:"-"`
	TransactionID string    `json:"-"`
}

// IsNode marks CryptoDeposit a Node.
func (CryptoDeposit) IsNode() {}

// GetID is the Node's id.
func (d CryptoDeposit) GetID() string { return d.ID }

// Overview is the overview of a period. Its days, approval rate and money
// come from one count of the period (Load), made when the first of them is
// asked for, so that a query of the queue or the webhooks alone does not
// count the days.
type Overview struct {
	From string                                              `json:"from"`
	To   string                                              `json:"to"`
	Load func(ctx context.Context) (*OverviewFigures, error) `json:"-"`

	once    sync.Once
	figures *OverviewFigures
	err     error
}

// OverviewFigures are an overview's counted figures.
type OverviewFigures struct {
	Days         []*OverviewDay
	ApprovalRate *float64
	Money        []*CurrencyFlow
}

func (o *Overview) load(ctx context.Context) (*OverviewFigures, error) {
	o.once.Do(func() { o.figures, o.err = o.Load(ctx) })
	return o.figures, o.err
}

// Days resolves the overview's days.
func (o *Overview) Days(ctx context.Context) ([]*OverviewDay, error) {
	f, err := o.load(ctx)
	if err != nil {
		return nil, err
	}
	return f.Days, nil
}

// ApprovalRate resolves the overview's approval rate.
func (o *Overview) ApprovalRate(ctx context.Context) (*float64, error) {
	f, err := o.load(ctx)
	if err != nil {
		return nil, err
	}
	return f.ApprovalRate, nil
}

// Money resolves the overview's money flows.
func (o *Overview) Money(ctx context.Context) ([]*CurrencyFlow, error) {
	f, err := o.load(ctx)
	if err != nil {
		return nil, err
	}
	return f.Money, nil
}
