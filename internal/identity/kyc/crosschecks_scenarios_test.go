package kyc_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/db"
	"github.com/meridianhq/meridian/db/dbtest"
	"github.com/meridianhq/meridian/internal/identity/kyc"
	"github.com/meridianhq/meridian/internal/identity/kyc/kyctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/money/customers"
)

// zoneReader is a document reader that reads passports' machine-readable
// zones as the builtin one does, each passport told from the others by
// its photograph's width.
type zoneReader map[int]map[string]string

func (z zoneReader) Read(_ context.Context, img providers.Image, _ providers.DocumentSide, _ providers.Hints) (providers.OCRResult, error) {
	fields, ok := z[img.Width]
	if !ok {
		return providers.OCRResult{Confidence: 0.1, Quality: 0.9, Reason: "DOCUMENT_UNREADABLE"}, nil
	}
	return providers.OCRResult{Fields: fields, Confidence: 0.97, Quality: 0.95}, nil
}

// The photographs of two passports: Adaeze's, and another person's (ICAO
// 9303's specimen holder).
var (
	adaezes, annas = kyctest.PNG(400, 300), kyctest.PNG(420, 300)
	passports      = zoneReader{
		400: {"documentCode": "P", "issuingState": "NGA", "documentNumber": "A07734521", "firstName": "ADAEZE CHIOMA",
			"lastName": "OKAFOR NWOSU", "dateOfBirth": "1991-03-14", "expiryDate": "2031-03-13", "nationality": "NGA"},
		420: {"documentCode": "P", "issuingState": "UTO", "documentNumber": "L898902C3", "firstName": "ANNA MARIA",
			"lastName": "ERIKSSON", "dateOfBirth": "1974-08-12", "expiryDate": "2034-04-15", "nationality": "UTO"},
	}
)

// In live mode what the passport says is held against the session's
// customer (their name, tolerantly) and against the organization's other
// sessions (the same document on another person's session), each a named
// check; either failing sends the session to a person with its reason.
func TestLiveDocumentCrossChecks(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := kyctest.NewRig(t, d, kyctest.Options{Builtin: providers.Set{OCR: passports}})
		svc, ok, live := r.KYC, passes(t), r.Live()
		wf, err := svc.CreateWorkflow(ctx, live, kyc.WorkflowPatch{Name: new("Passports"), Stages: &[]string{kyc.StageDocument},
			DocumentTypes: &[]string{"passport"}})
		require.NoError(t, err)
		customer := func(first, last, email string) string {
			c, err := r.Customers.Create(ctx, live, customers.CreateInput{FirstName: first, LastName: last, Email: email, Country: "NG"})
			require.NoError(t, err)
			return c.ID
		}
		decide := func(img []byte, in kyc.CreateSessionInput) *kyc.Session {
			t.Helper()
			in.WorkflowID = wf.ID
			f, _ := r.SessionAs(t, live, in)
			ok(f.DocumentImage("front", img, map[string]string{"document_type": "passport"}))
			ok(f.Complete(nil))
			return f.Stored()
		}
		cross := func(ses *kyc.Session) map[string]bool {
			out := map[string]bool{}
			for _, c := range ses.Checks.Cross {
				out[c.Name] = c.Passed
			}
			return out
		}
		check := func(ses *kyc.Session, name string) kyc.CrossCheck {
			for _, c := range ses.Checks.Cross {
				if c.Name == name {
					return c
				}
			}
			t.Fatalf("no check %s on %s", name, ses.ID)
			return kyc.CrossCheck{}
		}
		same := func(ses *kyc.Session) []string {
			list, err := svc.SameDocument(ctx, live, ses)
			require.NoError(t, err)
			ids := []string{}
			for _, s := range list {
				ids = append(ids, s.ID)
			}
			return ids
		}

		// The customer record spells the name as people do: mixed case,
		// a hyphen, a middle name left out.
		owner := customer("Adaeze", "Okafor-Nwosu", "adaeze@example.com")
		first := decide(adaezes, kyc.CreateSessionInput{CustomerID: owner})
		require.Equal(t, kyc.StatusApproved, first.Status)
		require.Equal(t, map[string]bool{kyc.CheckCustomerName: true, kyc.CheckDuplicate: true}, cross(first))

		// The same person again (their customer): no duplicate.
		again := decide(adaezes, kyc.CreateSessionInput{CustomerID: owner})
		require.Equal(t, kyc.StatusApproved, again.Status)

		// Another customer shows the same passport: a duplicate (which
		// comes before the name that is not theirs either), linked to the
		// sessions that hold it.
		mallory := customer("Mallory", "Jones", "mallory@example.com")
		dup := decide(adaezes, kyc.CreateSessionInput{CustomerID: mallory})
		require.Equal(t, kyc.StatusRequiresReview, dup.Status)
		require.Equal(t, "DUPLICATE_DOCUMENT", *dup.DecisionReason)
		require.Equal(t, map[string]bool{kyc.CheckCustomerName: false, kyc.CheckDuplicate: false}, cross(dup))
		require.Contains(t, check(dup, kyc.CheckDuplicate).Detail, first.ID)
		require.Equal(t, []string{again.ID, first.ID}, same(dup))
		name := check(dup, kyc.CheckCustomerName)
		require.Equal(t, 0.0, *name.Score)
		require.Equal(t, "DATA_MISMATCH", name.Reason)

		// A passport whose name is not the customer's.
		ses := decide(annas, kyc.CreateSessionInput{CustomerID: mallory})
		require.Equal(t, kyc.StatusRequiresReview, ses.Status)
		require.Equal(t, "DATA_MISMATCH", *ses.DecisionReason)

		// A session that names nobody is held against nobody.
		nobody := decide(adaezes, kyc.CreateSessionInput{})
		require.Equal(t, kyc.StatusApproved, nobody.Status)
		require.Equal(t, map[string]bool{kyc.CheckDuplicate: true}, cross(nobody))

		// A redaction removes a session's match: it is no longer found.
		for _, id := range []string{first.ID, again.ID} {
			_, err := desk(r).Redact(ctx, live, id)
			require.NoError(t, err)
		}
		require.Equal(t, []string{nobody.ID}, same(dup))
		ses = decide(adaezes, kyc.CreateSessionInput{UserReference: "mallory-2"})
		require.Equal(t, kyc.StatusApproved, ses.Status,
			"the redacted sessions hold nothing; Mallory's named another customer, not a reference")
	})
}
