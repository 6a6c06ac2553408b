package usd

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// The event log keeps what the events show and nothing sealed or personal
// beyond it: a request's sealed numbers and link, a counterparty's
// contact details and addresses stay out of the snapshot.
func TestEventSnapshotsKeepNoSecrets(t *testing.T) {
	t.Parallel()
	sealed := "sealed:v1:secret"
	r := &Request{ID: "usdreq_1", Reference: "ref_1", IdentificationNumber: sealed, IdentificationLast4: "6789",
		PassportNumber: &sealed, KYCLink: &sealed, Link: "https://example.com/verify?token=ct_1", Messages: []string{}}
	ev := r.event()
	require.Equal(t, "6789", ev.IdentificationLast4)
	require.Equal(t, r.Link, ev.Link, "the link the event shows stays")
	require.NotContains(t, jsonString(t, ev), sealed)
	require.Equal(t, sealed, r.IdentificationNumber, "the request itself is left as it was")

	c := &Counterparty{ID: "cp_1", AccountName: "Ada Obi", AccountNumber: "000123456789", RoutingNumber: "021000021",
		InstitutionName: "Bank", Email: "ada@example.com", PhoneNumber: "+2348000000000", FirstName: "Ada",
		BeneficiaryAddress: Address{Street: "1 Secret Lane"}}
	tr := &Transfer{ID: "trf_1", Counterparty: c}
	got := jsonString(t, tr.event())
	for _, kept := range []string{"cp_1", "Ada Obi", "000123456789", "021000021", "Bank"} {
		require.Contains(t, got, kept)
	}
	for _, gone := range []string{"ada@example.com", "+2348000000000", "1 Secret Lane"} {
		require.NotContains(t, got, gone)
	}
	require.Equal(t, "ada@example.com", tr.Counterparty.Email)
}

func jsonString(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
