package usd_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/orgs"
)

func meta() usd.Meta {
	return usd.Meta{EmployerName: "Acme", EmploymentDescription: "Engineering", EmploymentStatus: "employed",
		IdentificationNumber: "123-45-6789", Nationality: "us", Occupation: "Engineer", USResidencyStatus: "us_citizen"}
}

var twelveDigits = regexp.MustCompile(`^[1-9]\d{11}$`)

func TestAccountRequests(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)

		t.Run("a customer without a verdict gets a pending request and a KYC link; approval opens the account", func(t *testing.T) {
			c := b.customer(t, "ada@example.com")
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			require.Equal(t, usd.Pending, r.Status)
			require.Equal(t, "6789", r.IdentificationLast4)
			require.Equal(t, "EMPLOYED", r.EmploymentStatus)
			require.Equal(t, "US", r.Nationality)
			require.NotNil(t, r.SessionID)
			require.NotNil(t, r.ExpiresAt)
			require.True(t, strings.HasPrefix(r.Link, "http://127.0.0.1:8080/widget#token=ct_"), r.Link)

			var stored struct {
				IdentificationNumber string `bun:"identification_number"`
				KYCLink              string `bun:"kyc_link"`
			}
			require.NoError(t, d.NewSelect().Table("usd_account_requests").Column("identification_number", "kyc_link").
				Where("id = ?", r.ID).Scan(ctx, &stored))
			require.NotContains(t, stored.IdentificationNumber, "6789", "the number is sealed")
			require.NotContains(t, stored.KYCLink, tokenOf(t, r.Link), "the link is sealed")

			got, err := svc.Request(ctx, b.p, r.Reference)
			require.NoError(t, err)
			require.Equal(t, r.Link, got.Link, "the link opens again")

			b.finish(t, tokenOf(t, r.Link), true)
			got, err = svc.Request(ctx, b.p, r.Reference)
			require.NoError(t, err)
			require.Equal(t, usd.Approved, got.Status)
			require.NotNil(t, got.DecidedAt)
			require.Empty(t, got.Messages)
			require.NotNil(t, got.AccountID)
			require.Equal(t, 1, b.eventCount(t, "usd_account.approved", r.Reference))

			a, err := svc.Account(ctx, b.p, *got.AccountID)
			require.NoError(t, err)
			require.Equal(t, c.ID, a.CustomerID)
			require.Equal(t, r.ID, a.RequestID)
			require.Equal(t, "Ada Obi", a.AccountName)
			require.Regexp(t, twelveDigits, a.AccountNumber)
			require.Equal(t, usd.SandboxBank.Routing, a.RoutingNumber)
			require.Equal(t, usd.SandboxBank.Name, a.BankName)
			require.True(t, usd.ValidRouting(a.RoutingNumber))

			_, err = svc.CreateRequest(ctx, b.p, c.ID, meta())
			errstest.RequireKey(t, err, "usd_account_exists")
		})

		t.Run("a rejected verification rejects the request with its reason", func(t *testing.T) {
			c := b.customer(t, "bo@example.com")
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			b.finish(t, tokenOf(t, r.Link), false)
			got, err := svc.Request(ctx, b.p, r.Reference)
			require.NoError(t, err)
			require.Equal(t, usd.Rejected, got.Status)
			require.Nil(t, got.AccountID)
			require.Equal(t, []string{"The address could not be verified. (ADDRESS_VERIFICATION_FAILED)"}, got.Messages)
			require.Equal(t, 1, b.eventCount(t, "usd_account.rejected", r.Reference))

			again, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err, "a rejected customer may ask again")
			require.Equal(t, usd.Pending, again.Status, "and verifies again: the last verdict was a rejection")
			require.NotEqual(t, r.Reference, again.Reference)
		})

		t.Run("a customer already approved is approved at once", func(t *testing.T) {
			c := b.customer(t, "cy@example.com")
			b.verify(t, c.ID, true)
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			require.Equal(t, usd.Approved, r.Status)
			require.NotNil(t, r.AccountID)
			require.Empty(t, r.Link)
			require.Nil(t, r.SessionID)
		})

		t.Run("a verdict on another session of the customer decides the pending request", func(t *testing.T) {
			c := b.customer(t, "di@example.com")
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			b.verify(t, c.ID, true)
			got, err := svc.Request(ctx, b.p, r.Reference)
			require.NoError(t, err)
			require.Equal(t, usd.Approved, got.Status)
			require.Equal(t, 1, b.eventCount(t, "usd_account.approved", r.Reference))
		})

		t.Run("a KYC link reuses the pending request with a new session, and answers an approved one as it is", func(t *testing.T) {
			c := b.customer(t, "ed@example.com")
			_, err := svc.KYCLink(ctx, b.p, c.ID, "ftp://example.com")
			requireInvalid(t, err, "redirect_url")

			first, err := svc.KYCLink(ctx, b.p, c.ID, "https://example.com/done")
			require.NoError(t, err)
			require.Equal(t, usd.Pending, first.Status)
			require.Empty(t, first.IdentificationLast4, "a link asks nothing of the customer")
			second, err := svc.KYCLink(ctx, b.p, c.ID, "https://example.com/done")
			require.NoError(t, err)
			require.Equal(t, first.Reference, second.Reference)
			require.NotEqual(t, *first.SessionID, *second.SessionID)
			require.NotEqual(t, first.Link, second.Link)

			b.finish(t, tokenOf(t, second.Link), true)
			third, err := svc.KYCLink(ctx, b.p, c.ID, "https://example.com/done")
			require.NoError(t, err)
			require.Equal(t, usd.Approved, third.Status)
			require.Equal(t, first.Reference, third.Reference)
			require.Equal(t, second.Link, third.Link)
		})

		t.Run("a pending request is decided by hand once", func(t *testing.T) {
			c := b.customer(t, "fa@example.com")
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			got, err := svc.Decide(ctx, b.p, r.Reference, false, "")
			require.NoError(t, err)
			require.Equal(t, usd.Rejected, got.Status)
			require.Equal(t, []string{"The request was rejected."}, got.Messages)
			_, err = svc.Decide(ctx, b.p, r.Reference, true, "")
			errstest.RequireKey(t, err, "request_decided")

			b.finish(t, tokenOf(t, r.Link), true)
			got, err = svc.Request(ctx, b.p, r.Reference)
			require.NoError(t, err)
			require.Equal(t, usd.Rejected, got.Status, "a later verdict leaves a decided request alone")
		})

		t.Run("meta is validated", func(t *testing.T) {
			c := b.customer(t, "gu@example.com")
			m := meta()
			m.IdentificationNumber = "000-12-3456"
			m.EmploymentStatus, m.Nationality, m.Occupation = "astronaut", "XX", " "
			_, err := svc.CreateRequest(ctx, b.p, c.ID, m)
			requireInvalid(t, err, "meta.identification_number", "meta.employment_status", "meta.nationality", "meta.occupation")

			m = meta()
			m.USResidencyStatus, m.IdentificationNumber, m.PassportNumber = "NON_RESIDENT_ALIEN", "A1234567", "P9"
			_, err = svc.CreateRequest(ctx, b.p, c.ID, m)
			requireInvalid(t, err, "meta.passport_number")
			m.PassportNumber = "P1234567"
			r, err := svc.CreateRequest(ctx, b.p, c.ID, m)
			require.NoError(t, err, "a non-resident identifies with any document number")
			require.Equal(t, "4567", r.IdentificationLast4)
			require.NotNil(t, r.PassportNumber)
			require.NotContains(t, *r.PassportNumber, "P1234567", "the passport number is sealed")
		})

		t.Run("requests and accounts belong to their organization and mode", func(t *testing.T) {
			_, err := svc.CreateRequest(ctx, b.p, "cus_unknown", meta())
			require.Equal(t, errs.NotFound, errs.KindOf(err))

			c := b.customer(t, "ha@example.com")
			b.verify(t, c.ID, true)
			r, err := svc.CreateRequest(ctx, b.p, c.ID, meta())
			require.NoError(t, err)
			other, err := orgs.New(b.db, orgs.Config{}).Create(ctx, "globex")
			require.NoError(t, err)
			for _, p := range []auth.Principal{{OrganizationID: other.ID, Mode: auth.Test}, {OrganizationID: b.p.OrganizationID, Mode: auth.Live}} {
				_, err = svc.Request(ctx, p, r.Reference)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
				_, err = svc.Account(ctx, p, *r.AccountID)
				require.Equal(t, errs.NotFound, errs.KindOf(err))
			}
		})

		t.Run("live requests need a live bank", func(t *testing.T) {
			c := b.customer(t, "io@example.com")
			_, err := svc.CreateRequest(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}, c.ID, meta())
			errstest.RequireKey(t, err, "usd_accounts_unavailable")
		})
	})
}

func TestRoutingNumbersOfSandboxAccounts(t *testing.T) {
	t.Parallel()
	require.True(t, usd.ValidRouting(usd.SandboxBank.Routing))
	for _, eight := range []string{"02100002", "11000000", "32227162", "80000000", "00000000"} {
		full := usd.WithCheckDigit(eight)
		require.True(t, usd.ValidRouting(full), full)
		last := full[8] - '0'
		require.False(t, usd.ValidRouting(eight+string(rune('0'+(last+1)%10))), "one check digit only")
	}
}
