package usd_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

func individual(accountID string) usd.CounterpartyInput {
	return usd.CounterpartyInput{AccountID: accountID, FirstName: " John ", LastName: "Doe", Email: "John@Example.com",
		PhoneNumber: "+14155550100", Description: "supplier", AccountName: "John Doe", AccountNumber: "900516649780",
		RoutingNumber: "021000021", InstitutionName: "Bank of the Lakes", AccountType: "checking", SwiftCode: "lakeus41",
		PaymentRails:       []string{"ach", "wire", "FEDWIRE"},
		BeneficiaryAddress: usd.Address{Street: "1 Main St", City: "Springfield", State: "IL", PostalCode: "62701", Country: "us"}}
}

func TestCounterparties(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		acct := b.account(t, svc, "owner@example.com")

		t.Run("an individual, normalized", func(t *testing.T) {
			c, err := svc.CreateCounterparty(ctx, b.p, individual(acct.ID))
			require.NoError(t, err)
			require.False(t, c.IsCorporate)
			require.Equal(t, "John", c.FirstName)
			require.Equal(t, "john@example.com", c.Email)
			require.Equal(t, "CHECKING", c.AccountType)
			require.Equal(t, "LAKEUS41", c.SwiftCode)
			require.Equal(t, []string{usd.ACH, usd.Fedwire}, c.PaymentRails, "rails in any spelling, once each")
			require.Equal(t, "US", c.BeneficiaryAddress.Country)
			require.True(t, c.Active)

			got, err := svc.Counterparty(ctx, b.p, c.ID)
			require.NoError(t, err)
			require.Equal(t, c.PaymentRails, got.PaymentRails)
			require.Equal(t, c.BeneficiaryAddress, got.BeneficiaryAddress)
			require.Nil(t, got.InstitutionAddress)
		})

		t.Run("a corporate counterparty names the business, not a person", func(t *testing.T) {
			in := individual(acct.ID)
			in.IsCorporate, in.FirstName, in.LastName = true, "", ""
			_, err := svc.CreateCounterparty(ctx, b.p, in)
			requireInvalid(t, err, "business_name")
			in.BusinessName = "Lakes Supplies LLC"
			in.InstitutionAddress = &usd.Address{Street: "2 Lake Rd", City: "Chicago", State: "IL", PostalCode: "60601", Country: "US"}
			c, err := svc.CreateCounterparty(ctx, b.p, in)
			require.NoError(t, err)
			require.True(t, c.IsCorporate)
			got, err := svc.Counterparty(ctx, b.p, c.ID)
			require.NoError(t, err)
			require.Equal(t, "Lakes Supplies LLC", got.BusinessName)
			require.Equal(t, in.InstitutionAddress, got.InstitutionAddress)

			list, err := svc.Counterparties(ctx, b.p, acct.ID)
			require.NoError(t, err)
			require.Len(t, list, 2)
			require.Equal(t, c.ID, list[1].ID, "oldest first")
		})

		t.Run("an individual needs both names", func(t *testing.T) {
			in := individual(acct.ID)
			in.FirstName, in.LastName = "", " "
			_, err := svc.CreateCounterparty(ctx, b.p, in)
			requireInvalid(t, err, "first_name", "last_name")
		})

		t.Run("bank details are validated", func(t *testing.T) {
			for name, tc := range map[string]struct {
				edit  func(*usd.CounterpartyInput)
				field string
			}{
				"routing checksum":   {func(in *usd.CounterpartyInput) { in.RoutingNumber = "021000022" }, "account_information.routing_number"},
				"routing prefix":     {func(in *usd.CounterpartyInput) { in.RoutingNumber = "991000008" }, "account_information.routing_number"},
				"account number":     {func(in *usd.CounterpartyInput) { in.AccountNumber = "12AB" }, "account_information.account_number"},
				"account type":       {func(in *usd.CounterpartyInput) { in.AccountType = "BROKERAGE" }, "account_information.type"},
				"swift":              {func(in *usd.CounterpartyInput) { in.SwiftCode = "LAKE" }, "account_information.swift_code"},
				"unknown rail":       {func(in *usd.CounterpartyInput) { in.PaymentRails = []string{"swift"} }, "account_information.payment_rails"},
				"no rail":            {func(in *usd.CounterpartyInput) { in.PaymentRails = nil }, "account_information.payment_rails"},
				"phone":              {func(in *usd.CounterpartyInput) { in.PhoneNumber = "4155550100" }, "phone_number"},
				"email":              {func(in *usd.CounterpartyInput) { in.Email = "john@" }, "email"},
				"beneficiary street": {func(in *usd.CounterpartyInput) { in.BeneficiaryAddress.Street = "" }, "beneficiary_address.street"},
				"beneficiary country": {func(in *usd.CounterpartyInput) { in.BeneficiaryAddress.Country = "USA" },
					"beneficiary_address.country"},
				"institution address": {func(in *usd.CounterpartyInput) { in.InstitutionAddress = &usd.Address{Country: "US"} },
					"account_information.institution_address.city"},
			} {
				in := individual(acct.ID)
				tc.edit(&in)
				_, err := svc.CreateCounterparty(ctx, b.p, in)
				require.Error(t, err, name)
				require.Contains(t, errs.As(err).Fields, tc.field, name)
			}
		})

		t.Run("a counterparty belongs to an account of the caller", func(t *testing.T) {
			_, err := svc.CreateCounterparty(ctx, b.p, individual("vac_unknown"))
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			c, err := svc.CreateCounterparty(ctx, b.p, individual(acct.ID))
			require.NoError(t, err)
			other, err := orgs.New(b.db, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			p := auth.Principal{OrganizationID: other.ID, Mode: auth.Test}
			_, err = svc.Counterparty(ctx, p, c.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.Counterparties(ctx, p, acct.ID)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.CounterpartiesAfter(ctx, p, acct.ID, nil, 10)
			require.Equal(t, errs.NotFound, errs.KindOf(err))
			_, err = svc.CreateCounterparty(ctx, p, individual(acct.ID))
			require.Equal(t, errs.NotFound, errs.KindOf(err))
		})
	})
}

func TestCounterpartyPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		acct := b.account(t, svc, "owner@example.com")
		other := b.account(t, svc, "other@example.com")
		_, err := svc.CreateCounterparty(ctx, b.p, individual(other.ID))
		require.NoError(t, err)
		for i := range 105 {
			if i%10 == 0 {
				b.clock.Advance(time.Second) // ten counterparties share each second: the id breaks ties
			}
			_, err := svc.CreateCounterparty(ctx, b.p, individual(acct.ID))
			require.NoError(t, err)
		}
		all, err := svc.Counterparties(ctx, b.p, acct.ID)
		require.NoError(t, err)
		require.Len(t, all, 105)

		var got []usd.Counterparty
		var after *paging.Cursor
		for {
			page, err := svc.CounterpartiesAfter(ctx, b.p, acct.ID, after, 40)
			require.NoError(t, err)
			if len(page) <= 40 {
				got = append(got, page...)
				break
			}
			got = append(got, page[:40]...)
			after = &paging.Cursor{CreatedAt: page[39].CreatedAt, ID: page[39].ID}
		}
		require.Equal(t, all, got, "every counterparty of the account, oldest first")
	})
}

// On PostgreSQL a process keeps the counterparties it made or read (they
// never change), so that a transfer to one reads none; another process
// reads it once. What is kept is what is stored, and is the caller's only.
func TestKnownCounterparties(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.Postgres(t)
	reads := &countReads{table: `"counterparties"`}
	d.AddQueryHook(reads)
	svc, b := setup(t, d)
	other := b.another(t)
	c := b.payee(t, svc, "payer@example.com")
	b.fund(t, 100_000)

	transfer := func(s *usd.Service) int64 {
		t.Helper()
		before := reads.n.Load()
		_, err := s.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: c.ID, Amount: 1_000, Rail: "ach"})
		require.NoError(t, err)
		return reads.n.Load() - before
	}
	require.Zero(t, transfer(svc), "a counterparty this process made")
	require.EqualValues(t, 1, transfer(other), "one another process made")
	require.Zero(t, transfer(other), "once read")

	stored, err := other.Counterparty(ctx, b.p, c.ID)
	require.NoError(t, err)
	kept, err := svc.Counterparty(ctx, b.p, c.ID)
	require.NoError(t, err)
	require.Equal(t, stored, kept)
	require.Equal(t, c, kept)

	o, err := orgs.New(d, orgs.Config{}).Create(ctx, "globex")
	require.NoError(t, err)
	for _, p := range []auth.Principal{{OrganizationID: o.ID, Mode: auth.Test}, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
		_, err := svc.Counterparty(ctx, p, c.ID)
		errstest.RequireKey(t, err, "not_found")
	}
}

// countReads counts the statements that read a table.
type countReads struct {
	table string
	n     atomic.Int64
}

func (h *countReads) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (h *countReads) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.HasPrefix(e.Query, "SELECT") && strings.Contains(e.Query, "FROM "+h.table) {
		h.n.Add(1)
	}
}
