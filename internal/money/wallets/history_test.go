package wallets_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/money/crypto"
	"github.com/meridianhq/meridian/internal/money/customers"
	"github.com/meridianhq/meridian/internal/money/fx"
	"github.com/meridianhq/meridian/internal/money/ledger"
	"github.com/meridianhq/meridian/internal/money/usd"
	"github.com/meridianhq/meridian/internal/money/wallets"
	"github.com/meridianhq/meridian/internal/platform/auth"
	"github.com/meridianhq/meridian/internal/platform/errs/errstest"
	"github.com/meridianhq/meridian/internal/platform/events"
	"github.com/meridianhq/meridian/internal/platform/keyring"
	"github.com/meridianhq/meridian/internal/platform/orgs/orgstest"
)

// accountName is the name of a ledger account by its key: its kind
// ("wallet:USD" is wallet), or an internal account's own name
// ("internal:fees:USD" is fees).
func accountName(key string) string {
	kind, rest, _ := strings.Cut(key, ":")
	if kind == ledger.KindInternal {
		kind, _, _ = strings.Cut(rest, ":")
	}
	return kind
}

// The USD wallet's history after every kind of money movement the
// services make (a sandbox credit, an exchange, an off-ramped deposit, a
// withdrawal, an ACH transfer and its return): its entries newest first,
// each with the balance after it and a transaction that balances and names
// what caused it; filtered, counted and paged; and nobody else's.
func TestHistoryOfEveryMovement(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		kb := kyctest.New(t, d)
		p := kb.P
		l := ledger.New(d)
		w := wallets.New(d, l)
		cust := customers.New(d)
		ev := events.NewLog(d, nil)
		fxSvc := fx.New(d, l, fx.Config{SpreadBps: 50, FeeBps: 30, Events: ev})
		xpub, program, err := crypto.GenerateKeys()
		require.NoError(t, err)
		keys, err := crypto.ParseKeys(xpub, program)
		require.NoError(t, err)
		cryptoSvc := crypto.New(d, crypto.Config{Keys: keys, Ledger: l, FX: fxSvc, Customers: cust, Jobs: kb.Jobs, Events: ev})
		key := []byte("meridian-tests-encryption-key-32")
		ring, err := keyring.New(d, key)
		require.NoError(t, err)
		usdSvc, err := usd.New(d, usd.Config{Ledger: l, Customers: cust, KYC: kb.KYC, Jobs: kb.Jobs, Events: ev, Key: key, Ring: ring})
		require.NoError(t, err)
		t.Cleanup(func() { require.NoError(t, ledger.Verify(context.Background(), d)) })

		_, err = w.CreditSandbox(ctx, p, "USD", 1_000_000)
		require.NoError(t, err)
		q, err := fxSvc.CreateQuote(ctx, p, "USD", "NGN", 10_000)
		require.NoError(t, err)
		ex, err := fxSvc.Execute(ctx, p, q.Reference)
		require.NoError(t, err)
		cus, err := cust.Create(ctx, p, customers.CreateInput{FirstName: "Ada", LastName: "Obi", Email: "ada@example.com", Country: "NG"})
		require.NoError(t, err)
		addr, err := cryptoSvc.CreateAddress(ctx, p, cus.ID, "usdc", "base", true)
		require.NoError(t, err)
		dep, err := cryptoSvc.ReceiveDeposit(ctx, p, crypto.DepositInput{AddressID: addr.ID, Amount: 2_000_000})
		require.NoError(t, err)
		require.NotNil(t, dep.ExchangeID, "off-ramped")
		wd, err := cryptoSvc.CreateWithdrawal(ctx, p, crypto.WithdrawalInput{Address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			Amount: 1_000_000, Chain: "base", Coin: "usdc"})
		require.NoError(t, err)
		_, err = cryptoSvc.Settle(ctx, p, wd.ID, true, "")
		require.NoError(t, err)
		r, err := usdSvc.CreateRequest(ctx, p, cus.ID, usd.Meta{EmployerName: "Acme", EmploymentDescription: "Eng", EmploymentStatus: "employed",
			IdentificationNumber: "123-45-6789", Nationality: "US", Occupation: "Engineer", USResidencyStatus: "US_CITIZEN"})
		require.NoError(t, err)
		r, err = usdSvc.Decide(ctx, p, r.Reference, true, "")
		require.NoError(t, err)
		cp, err := usdSvc.CreateCounterparty(ctx, p, usd.CounterpartyInput{AccountID: *r.AccountID, FirstName: "John", LastName: "Doe",
			AccountName: "John Doe", AccountNumber: "123456789", RoutingNumber: "021000021", InstitutionName: "Chase", AccountType: "checking",
			PaymentRails: []string{"ach"}, BeneficiaryAddress: usd.Address{Street: "1 Main", City: "NYC", State: "NY", PostalCode: "10001", Country: "us"}})
		require.NoError(t, err)
		tr, err := usdSvc.CreateTransfer(ctx, p, usd.TransferInput{CounterpartyID: cp.ID, Amount: 25_000, Rail: "ach"})
		require.NoError(t, err)
		_, err = usdSvc.Settle(ctx, p, tr.ID, usd.StatusSuccess, "")
		require.NoError(t, err)
		_, err = usdSvc.Settle(ctx, p, tr.ID, usd.StatusReturned, "R03")
		require.NoError(t, err)

		wallet, err := w.Wallet(ctx, p, "USD")
		require.NoError(t, err)
		entries, err := w.Entries(ctx, p, wallet.ID, wallets.EntryFilter{}, 0, 100)
		require.NoError(t, err)
		n, err := w.CountEntries(ctx, p, wallet.ID, wallets.EntryFilter{})
		require.NoError(t, err)
		require.Len(t, entries, n)
		require.Equal(t, wallet.Balance, entries[0].CurrentBalance, "the newest entry's balance is the wallet's")
		txIDs := make([]string, len(entries))
		for i, e := range entries {
			txIDs[i] = e.TransactionID
		}
		txns, err := w.Transactions(ctx, p, txIDs)
		require.NoError(t, err)
		lines, err := w.EntriesOf(ctx, p, txIDs)
		require.NoError(t, err)

		// What caused each transaction: nothing for a sandbox credit, the
		// exchange found by its transaction, the transfer an ACH return
		// refunds, or the payment the transaction's reference names.
		cause := func(txn *ledger.Transaction) string {
			t.Helper()
			switch txn.Kind {
			case "sandbox_credit":
				require.Empty(t, txn.Reference)
				return "none"
			case "fx_exchange":
				x, err := fxSvc.ByTransaction(ctx, p, txn.ID)
				require.NoError(t, err)
				return x.ID
			case "usd_transfer_return":
				x, err := usdSvc.ReturnOf(ctx, p, txn.ID)
				require.NoError(t, err)
				return x.ID
			}
			return txn.Reference
		}
		causes, exchanges := map[string]string{}, map[string]bool{}
		var sum int64
		for _, e := range entries {
			sum += e.Amount
			txn := txns[e.TransactionID]
			require.NotNil(t, txn, "entry %d", e.ID)
			perCurrency, accounts := map[string]int64{}, map[string]bool{}
			for _, line := range lines[txn.ID] {
				accounts[accountName(line.AccountKey)] = true
				perCurrency[line.Asset] += line.Amount
			}
			if txn.Kind != "fx_exchange" { // an exchange balances per currency through the pools
				for c, v := range perCurrency {
					require.Zero(t, v, "%s entries of %s", c, txn.Kind)
				}
			}
			require.True(t, accounts[ledger.KindWallet], "a wallet's transaction has a wallet entry")
			causes[txn.Kind] = cause(txn)
			if txn.Kind == "fx_exchange" {
				require.True(t, accounts["fx"] && accounts["fees"], "an exchange moves through the pools and pays its fee: %v", accounts)
				exchanges[causes[txn.Kind]] = true
			}
		}
		require.Equal(t, wallet.Balance, sum, "the entries sum to the balance")
		require.Equal(t, "none", causes["sandbox_credit"])
		require.Equal(t, wd.ID, causes["crypto_withdrawal"])
		require.Equal(t, tr.ID, causes["usd_transfer"])
		require.Equal(t, tr.ID, causes["usd_transfer_return"])
		require.Equal(t, map[string]bool{ex.ID: true, *dep.ExchangeID: true}, exchanges, "the exchange and the off-ramp's conversion")

		credits := true
		n, err = w.CountEntries(ctx, p, wallet.ID, wallets.EntryFilter{Credits: &credits, Kind: "usd_transfer_return"})
		require.NoError(t, err)
		require.Equal(t, 1, n)
		page, err := w.Entries(ctx, p, wallet.ID, wallets.EntryFilter{}, 0, 2)
		require.NoError(t, err)
		require.Len(t, page, 3, "a look-ahead row: there is a next page")
		next, err := w.Entries(ctx, p, wallet.ID, wallets.EntryFilter{}, page[1].ID, 100)
		require.NoError(t, err)
		require.Len(t, next, len(entries)-2)

		other := orgstest.Principal(t, d, "other", auth.Test)
		m, err := w.Transactions(ctx, other, txIDs[:1])
		require.NoError(t, err)
		require.Empty(t, m)
		for _, q := range []auth.Principal{other, {OrganizationID: p.OrganizationID, Mode: auth.Live}} {
			_, err := w.Wallet(ctx, q, "USD")
			errstest.RequireKey(t, err, "not_found")
		}
	})
}
