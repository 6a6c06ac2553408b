package usd_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/orgs"
	"github.com/meridianhq/meridian/internal/platform/paging"
)

const ssn = "123-45-6789"

// logged are the events of a type (a prefix ending in *) about an object
// ("" for any), as the event log reads them.
func (b *testBundle) logged(t *testing.T, typ, objectID string) []events.Event {
	t.Helper()
	f := events.Filter{ObjectID: objectID}
	if typ != "" {
		f.Types = []string{typ}
	}
	evs, _, err := events.NewLog(b.db, nil).List(context.Background(), b.p, f, paging.Page{Number: 1, Size: 100})
	require.NoError(t, err)
	return evs
}

func (b *testBundle) other(t *testing.T) auth.Principal {
	t.Helper()
	o, err := orgs.New(b.db, orgs.Config{}).Create(context.Background(), "other")
	require.NoError(t, err)
	return auth.Principal{OrganizationID: o.ID, Mode: auth.Test}
}

// supplier is a counterparty an individual, paid by ACH or wire.
func supplier(accountID string) usd.CounterpartyInput {
	return usd.CounterpartyInput{AccountID: accountID, FirstName: "John", LastName: "Doe", Email: "john@example.com",
		Description: "supplier", AccountName: "John Doe", AccountNumber: "900516649780", RoutingNumber: "021000021",
		InstitutionName: "Bank of the Lakes", PaymentRails: []string{"ach", "FEDWIRE"}, AccountType: "CHECKING", SwiftCode: "LAKEUS41",
		BeneficiaryAddress: usd.Address{Street: "1 Main St", City: "Springfield", State: "IL", PostalCode: "62701", Country: "US"}}
}

// A KYC link opens a session for the customer; its verdict decides the
// request (with its events); a customer already verified is approved at
// once, by a link or a request; the identification number is kept sealed
// and out of the events.
func TestAccountThroughAKYCLink(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		run := func(email string, pass bool) *usd.Request {
			c := b.customer(t, email)
			k, err := svc.KYCLink(ctx, b.p, c.ID, "https://example.com/done")
			require.NoError(t, err)
			require.Equal(t, usd.Pending, k.Status)
			require.NotNil(t, k.SessionID)
			require.NotNil(t, k.ExpiresAt)
			require.Contains(t, k.Link, "/widget#token=ct_")
			ses, err := b.kyc.Session(ctx, b.p, *k.SessionID)
			require.NoError(t, err)
			require.Equal(t, c.ID, *ses.CustomerID)
			require.Equal(t, "https://example.com/done", *ses.RedirectURL)
			b.finish(t, tokenOf(t, k.Link), pass)
			r, err := svc.Request(ctx, b.p, k.Reference)
			require.NoError(t, err)
			return r
		}

		r := run("ok@example.com", true)
		require.Equal(t, usd.Approved, r.Status)
		require.Empty(t, r.Messages)
		a, err := svc.Account(ctx, b.p, *r.AccountID)
		require.NoError(t, err)
		require.Regexp(t, `^\d{12}$`, a.AccountNumber)
		require.True(t, usd.ValidRouting(a.RoutingNumber), a.RoutingNumber)
		require.Equal(t, "Ada Obi", a.AccountName)
		evs := b.logged(t, "usd_account.approved", r.Reference)
		require.Len(t, evs, 1)
		var recorded usd.Request
		require.NoError(t, events.Decode(evs[0].Snapshot, &recorded))
		require.Equal(t, a.ID, *recorded.AccountID)

		r = run("no@example.com", false)
		require.Equal(t, usd.Rejected, r.Status)
		require.Contains(t, fmt.Sprint(r.Messages), "ADDRESS_VERIFICATION_FAILED", "the verdict's reason")
		require.Nil(t, r.AccountID)
		require.Len(t, b.logged(t, "usd_account.rejected", r.Reference), 1)

		verified := func(email string) string {
			c := b.customer(t, email)
			b.verify(t, c.ID, true)
			return c.ID
		}
		k0, err := svc.KYCLink(ctx, b.p, verified("linked@example.com"), "https://example.com/done")
		require.NoError(t, err)
		require.Equal(t, usd.Approved, k0.Status)
		require.NotNil(t, k0.AccountID)
		cus := verified("again@example.com")
		m := meta()
		m.IdentificationNumber = ssn
		r, err = svc.CreateRequest(ctx, b.p, cus, m)
		require.NoError(t, err)
		require.Equal(t, usd.Approved, r.Status)
		require.NotNil(t, r.AccountID)
		require.Equal(t, "6789", r.IdentificationLast4)
		require.NotContains(t, r.IdentificationNumber, "123-45")
		_, err = svc.CreateRequest(ctx, b.p, cus, m)
		errstest.RequireKey(t, err, "usd_account_exists")
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		k, err := svc.KYCLink(ctx, b.p, cus, "https://example.com/done")
		require.NoError(t, err)
		require.Equal(t, usd.Approved, k.Status, "an approved request is answered as it is")

		var stored []string
		require.NoError(t, d.NewSelect().Table("usd_account_requests").Column("identification_number").Scan(ctx, &stored))
		for _, v := range stored {
			require.NotContains(t, v, "6789")
		}
		all := b.logged(t, "", "")
		require.NotEmpty(t, all)
		for _, e := range all {
			require.NotContains(t, e.Payload, ssn)
			require.NotContains(t, string(e.Snapshot), ssn)
		}
	})
}

// A request's meta is validated field by field (the number never echoed);
// the sandbox decides pending requests by hand.
func TestRequestValidationAndDecisions(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		cus := b.customer(t, "ada@example.com")
		for field, edit := range map[string]func(*usd.Meta){
			"meta.employer_name":         func(m *usd.Meta) { m.EmployerName = "" },
			"meta.employment_status":     func(m *usd.Meta) { m.EmploymentStatus = "BUSY" },
			"meta.us_residency_status":   func(m *usd.Meta) { m.USResidencyStatus = "TOURIST" },
			"meta.nationality":           func(m *usd.Meta) { m.Nationality = "XX" },
			"meta.identification_number": func(m *usd.Meta) { m.IdentificationNumber = "000-12-3456" },
			"meta.occupation":            func(m *usd.Meta) { m.Occupation = "" },
		} {
			m := meta()
			edit(&m)
			_, err := svc.CreateRequest(ctx, b.p, cus.ID, m)
			requireInvalid(t, err, field)
			require.NotContains(t, err.Error()+fmt.Sprint(errs.As(err).Fields), "000-12-3456", "the number is not echoed")
		}
		for _, n := range []string{"123456789", "900-70-1234", "912-94-0000"} { // an SSN without dashes, ITINs
			m := meta()
			m.IdentificationNumber = n
			_, err := svc.CreateRequest(ctx, b.p, b.customer(t, "u"+n+"@example.com").ID, m)
			require.NoError(t, err, n)
		}
		c := b.customer(t, "nr@example.com")
		m := meta()
		m.USResidencyStatus, m.IdentificationNumber, m.Nationality = "non_resident_alien", "A12345678", "ng"
		r, err := svc.CreateRequest(ctx, b.p, c.ID, m)
		require.NoError(t, err)
		require.Equal(t, "5678", r.IdentificationLast4)
		require.Equal(t, "NG", r.Nationality)

		_, err = svc.CreateRequest(ctx, b.p, "cus_x", meta())
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		_, err = svc.KYCLink(ctx, b.p, cus.ID, "javascript:alert(1)")
		requireInvalid(t, err, "redirect_url")
		_, err = svc.CreateRequest(ctx, auth.Principal{OrganizationID: b.p.OrganizationID, Mode: auth.Live}, cus.ID, meta())
		errstest.RequireKey(t, err, "usd_accounts_unavailable")
		require.Equal(t, errs.Unavailable, errs.KindOf(err), "no live bank")

		rej, err := svc.Decide(ctx, b.p, r.Reference, false, "documents unreadable")
		require.NoError(t, err)
		require.Equal(t, usd.Rejected, rej.Status)
		require.Equal(t, []string{"documents unreadable"}, rej.Messages)
		_, err = svc.Decide(ctx, b.p, r.Reference, true, "")
		errstest.RequireKey(t, err, "request_decided")
		require.Equal(t, errs.Conflict, errs.KindOf(err))
		_, err = svc.Request(ctx, b.other(t), r.Reference)
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		// Approved by hand: the request links its session, customer and account.
		pending, err := svc.CreateRequest(ctx, b.p, b.customer(t, "hand@example.com").ID, meta())
		require.NoError(t, err)
		ok, err := svc.Decide(ctx, b.p, pending.Reference, true, "")
		require.NoError(t, err)
		require.Equal(t, usd.Approved, ok.Status)
		ses, err := b.kyc.Session(ctx, b.p, *ok.SessionID)
		require.NoError(t, err)
		require.Equal(t, pending.CustomerID, *ses.CustomerID)
		a, err := svc.Account(ctx, b.p, *ok.AccountID)
		require.NoError(t, err)
		require.Equal(t, pending.CustomerID, a.CustomerID)
	})
}

// An account's counterparties: rails in any spelling, read back and listed
// oldest first (a page at a time), each field validated.
func TestCounterpartiesOfAnAccount(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d)
		account := b.account(t, svc, "ada@example.com").ID
		c, err := svc.CreateCounterparty(ctx, b.p, supplier(account))
		require.NoError(t, err)
		require.Equal(t, []string{usd.ACH, usd.Fedwire}, c.PaymentRails)
		require.True(t, c.Active)
		got, err := svc.Counterparty(ctx, b.p, c.ID)
		require.NoError(t, err)
		require.Equal(t, "900516649780", got.AccountNumber)
		require.Equal(t, "John Doe", got.AccountName)
		require.Equal(t, "Bank of the Lakes", got.InstitutionName)
		list, err := svc.Counterparties(ctx, b.p, account)
		require.NoError(t, err)
		require.Equal(t, c.ID, list[0].ID)
		_, err = svc.Counterparty(ctx, b.p, "cpty_x")
		require.Equal(t, errs.NotFound, errs.KindOf(err))
		_, err = svc.Counterparties(ctx, b.p, "acct_x")
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		for range 104 {
			in := supplier(account)
			in.PaymentRails = []string{"ACH"}
			_, err := svc.CreateCounterparty(ctx, b.p, in)
			require.NoError(t, err)
		}
		all, err := svc.Counterparties(ctx, b.p, account)
		require.NoError(t, err)
		require.Len(t, all, 105)
		require.Equal(t, c.ID, all[0].ID)
		var paged []usd.Counterparty
		var after *paging.Cursor
		for {
			page, err := svc.CounterpartiesAfter(ctx, b.p, account, after, 100)
			require.NoError(t, err)
			rows := page[:min(len(page), 100)]
			paged = append(paged, rows...)
			if len(page) <= 100 {
				break
			}
			last := rows[len(rows)-1]
			after = &paging.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
		}
		require.Equal(t, all, paged)

		for field, edit := range map[string]func(*usd.CounterpartyInput){
			"account_information.routing_number": func(in *usd.CounterpartyInput) { in.RoutingNumber = "021000022" }, // checksum broken
			"account_information.account_number": func(in *usd.CounterpartyInput) { in.AccountNumber = "12ab" },
			"account_information.payment_rails":  func(in *usd.CounterpartyInput) { in.PaymentRails = []string{"SWIFT"} },
			"account_information.type":           func(in *usd.CounterpartyInput) { in.AccountType = "BROKERAGE" },
			"account_information.swift_code":     func(in *usd.CounterpartyInput) { in.SwiftCode = "LAKE" },
			"beneficiary_address.country":        func(in *usd.CounterpartyInput) { in.BeneficiaryAddress.Country = "USA" },
			"beneficiary_address.street":         func(in *usd.CounterpartyInput) { in.BeneficiaryAddress.Street = "" },
			"first_name":                         func(in *usd.CounterpartyInput) { in.FirstName = "" },
			"business_name":                      func(in *usd.CounterpartyInput) { in.IsCorporate = true },
			"email":                              func(in *usd.CounterpartyInput) { in.Email = "not-an-email" },
			"phone_number":                       func(in *usd.CounterpartyInput) { in.PhoneNumber = "0803" },
		} {
			in := supplier(account)
			edit(&in)
			_, err := svc.CreateCounterparty(ctx, b.p, in)
			requireInvalid(t, err, field)
		}
		_, err = svc.CreateCounterparty(ctx, b.p, supplier("vac_x"))
		require.Equal(t, errs.NotFound, errs.KindOf(err))
	})
}

// Transfers racing for a balance that covers half of them; then each way a
// transfer ends: success (the hold captured, the fee to fees), failure
// (released exactly), an ACH return (the amount back once, the fee kept),
// a wire (not returnable), and the sandbox rail settling one on its own.
func TestTransfersFromOneBalance(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, b := setup(t, d) // the workers wait: transfers stay pending until settled here
		cp, err := svc.CreateCounterparty(ctx, b.p, supplier(b.account(t, svc, "ada@example.com").ID))
		require.NoError(t, err)
		// Each ACH transfer of $10 costs 1000 cents and a 100-cent fee; fund 50 of them.
		b.fund(t, 50*1100)
		var wg sync.WaitGroup
		var mu sync.Mutex
		outcomes := map[string]int{}
		for i := range 100 {
			wg.Go(func() {
				_, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1000, Memo: "invoice",
					Rail: "ach", Reason: "supplies", Reference: fmt.Sprintf("t-%d", i)})
				mu.Lock()
				defer mu.Unlock()
				outcomes[errs.KeyOf(err)]++
			})
		}
		wg.Wait()
		require.Equal(t, map[string]int{"": 50, "insufficient_funds": 50}, outcomes)
		b.requireWallet(t, 50*1100, 50*1100)
		require.NoError(t, ledger.Verify(ctx, d))
		// A history line carries the ledger balance, which the pending
		// transfers' holds do not lower.
		lines, _, err := b.wallets.History(ctx, b.p, "USD", nil, nil, paging.Page{Number: 1, Size: 1})
		require.NoError(t, err)
		require.EqualValues(t, 50*1100, lines[0].CurrentBalance)
		require.EqualValues(t, 0, lines[0].PreviousBalance)

		var accepted []*usd.Transfer
		for i := range 100 {
			tr, err := svc.Transfer(ctx, b.p, fmt.Sprintf("t-%d", i))
			if errs.KindOf(err) == errs.NotFound {
				continue
			}
			require.NoError(t, err)
			accepted = append(accepted, tr)
			require.Equal(t, "Transfer | John Doe - 900516649780 - Bank of the Lakes", tr.Summary)
			require.Equal(t, "LAKEUS41", tr.Counterparty.SwiftCode)
			require.Equal(t, "900516649780", tr.Counterparty.AccountNumber)
		}
		require.Len(t, accepted, 50)
		one, two, three := accepted[0].ID, accepted[1].ID, accepted[2]

		ok, err := svc.Settle(ctx, b.p, one, usd.StatusSuccess, "")
		require.NoError(t, err)
		require.Equal(t, usd.StatusSuccess, ok.Status)
		b.requireWallet(t, 49*1100, 49*1100)
		failed, err := svc.Settle(ctx, b.p, two, usd.StatusFailed, "account closed")
		require.NoError(t, err)
		require.Equal(t, usd.StatusFailed, failed.Status)
		require.Equal(t, "account closed", *failed.FailureReason)
		b.requireWallet(t, 49*1100, 48*1100) // 1100 available
		_, err = svc.Settle(ctx, b.p, two, usd.StatusSuccess, "")
		errstest.RequireKey(t, err, "transfer_settled")
		_, err = svc.Settle(ctx, b.p, three.ID, usd.StatusReturned, "R01")
		errstest.RequireKey(t, err, "transfer_settled") // only a success returns

		// A return after success refunds the amount once, even sent twice at once.
		returned := make([]error, 2)
		for i := range 2 {
			wg.Go(func() { _, returned[i] = svc.Settle(ctx, b.p, one, usd.StatusReturned, "R01") })
		}
		wg.Wait()
		require.ElementsMatch(t, []string{"", "transfer_settled"}, []string{errs.KeyOf(returned[0]), errs.KeyOf(returned[1])})
		b.requireWallet(t, 49*1100+1000, 48*1100) // the amount back, the fee kept: 2100 available
		got, err := svc.Transfer(ctx, b.p, one)
		require.NoError(t, err)
		require.Equal(t, usd.StatusReturned, got.Status)
		require.Equal(t, "R01", *got.ReturnCode)
		_, err = svc.Settle(ctx, b.p, three.ID, usd.StatusReturned, "X99")
		requireInvalid(t, err, "return_code")

		// Settlement got the amount and gave it back; fees kept the fee.
		require.EqualValues(t, 100, b.internal(t, "fees"))
		require.EqualValues(t, 0, b.internal(t, "settlement"))
		for _, typ := range []string{"transfer.successful", "transfer.failed", "transfer.returned"} {
			require.Len(t, b.logged(t, typ, ""), 1, typ)
		}

		_, err = svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Memo: "m", Rail: "ACH", Reason: "r",
			Reference: three.Reference})
		errstest.RequireKey(t, err, "duplicate_reference")
		require.Contains(t, err.Error(), three.ID)
		_, err = svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Rail: "swift", Reference: "x1"})
		requireInvalid(t, err, "payment_rail")
		_, err = svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 0, Rail: "wire", Reference: "x2"})
		requireInvalid(t, err, "amount")
		_, err = svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: "cpty_x", Amount: 1, Rail: "ach"})
		require.Equal(t, errs.NotFound, errs.KindOf(err))

		// A wire can't be returned.
		b.fund(t, 5000)
		w, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 1, Rail: "wire", Reference: "wire-1"})
		require.NoError(t, err)
		require.EqualValues(t, 2500, w.Fee)
		require.Equal(t, usd.Fedwire, w.Rail)
		_, err = svc.Settle(ctx, b.p, w.ID, usd.StatusSuccess, "")
		require.NoError(t, err)
		_, err = svc.Settle(ctx, b.p, w.ID, usd.StatusReturned, "R01")
		errstest.RequireKey(t, err, "not_returnable")
		require.NoError(t, ledger.Verify(ctx, d))

		// The sandbox rail processes a transfer, then it succeeds, on its own.
		b.fund(t, 100_000)
		b.advance(time.Second)
		tr, err := svc.CreateTransfer(ctx, b.p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 5000, Rail: "FEDWIRE"})
		require.NoError(t, err)
		require.EqualValues(t, 2500, tr.Fee)
		b.startWorkers(t)
		waitFor(t, "the transfer to be processing", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusProcessing })
		waitFor(t, "the submission to finish", func() bool { return b.jobsDone(t) })
		b.advance(sandboxDelay)
		waitFor(t, "the sandbox rail settling the transfer", func() bool { return b.transfer(t, svc, tr.ID).Status == usd.StatusSuccess })
		var types []string
		for _, e := range b.logged(t, "transfer.*", tr.ID) {
			types = append(types, e.Type)
		}
		require.ElementsMatch(t, []string{"transfer.processing", "transfer.successful"}, types)
		list, err := svc.ListTransfersAfter(ctx, b.p, usd.TransferFilter{}, nil, 5)
		require.NoError(t, err)
		require.Equal(t, tr.ID, list[0].ID, "newest first")
	})
}
