package kyc

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

func TestMatchName(t *testing.T) {
	for _, c := range []struct {
		first, last, docFirst, docLast string
		score                          float64
		passed                         bool
	}{
		{"Anna", "Maria", "ANNA", "MARIA", 1, true},
		{"anna", "maria", "ANNA", "MARIA", 1, true},
		{"María José", "García-López", "MARIA JOSE", "GARCIA LOPEZ", 1, true},
		{"García López", "María", "MARIA", "GARCIA LOPEZ", 1, true}, // order swapped
		{"Jürgen", "Müller", "JUERGEN", "MUELLER", 1, true},         // ICAO: Ü as UE
		{"Jürgen", "Müller", "JURGEN", "MULLER", 1, true},           // or as U
		{"Siobhán", "O'Brien", "SIOBHAN", "OBRIEN", 1, true},
		{"Straße", "Groß", "STRASSE", "GROSS", 1, true},
		{"Søren", "Kierkegaard", "SOEREN", "KIERKEGAARD", 1, true},
		{"John", "Smith", "JOHN PAUL", "SMITH", 1, true}, // a middle name the customer record leaves out
		{"John", "Smith", "JOHN", "SMYTH", 0.5, false},
		{"John Paul", "Smith", "JOHN", "SMITH", 2.0 / 3, false}, // a part the document lacks
		{"Smith", "John", "SMITH", "JONES", 0.5, false},
		{"John", "", "JOHN", "SMITH", 1, false}, // no surname among those found
		{"", "", "JOHN", "SMITH", 0, false},
		{"Mallory", "Jones", "", "", 0, false},
	} {
		score, passed := matchName(c.first, c.last, c.docFirst, c.docLast)
		require.InDelta(t, c.score, score, 1e-9, "%+v", c)
		require.Equal(t, c.passed, passed, "%+v", c)
	}
}

func TestAnotherPerson(t *testing.T) {
	a, b := new("cus_a"), new("cus_b")
	r1, r2 := new("user-1"), new("user-2")
	require.True(t, anotherPerson(a, b, nil, nil))
	require.False(t, anotherPerson(a, a, nil, nil))
	require.True(t, anotherPerson(nil, nil, r1, r2))
	require.False(t, anotherPerson(a, b, r1, r1), "one agreeing name is one person")
	require.False(t, anotherPerson(a, nil, nil, r1), "named in ways that cannot be compared")
	require.False(t, anotherPerson(nil, nil, nil, nil))
}

func TestZoneAgainstBarcode(t *testing.T) {
	zone := map[string]string{"documentNumber": "D12345678", "dateOfBirth": "1990-01-31", "expiryDate": "2031-05-01",
		"firstName": "ANNA MARIA", "lastName": "OBRIEN"}
	same := map[string]string{"documentNumber": "D123-456-78", "dateOfBirth": "1990-01-31", "expiryDate": "2031-05-01",
		"firstName": "ANNA", "lastName": "O'BRIEN"}
	c := zoneAgainstBarcode(zone, same)
	require.True(t, c.Passed, "%+v", c)
	require.Equal(t, 1.0, *c.Score)
	require.Equal(t, CheckZoneBarcode, c.Name)

	other := map[string]string{"documentNumber": "D12345679", "dateOfBirth": "1990-01-30", "expiryDate": "2031-05-01",
		"firstName": "ANNA", "lastName": "SMITH"}
	c = zoneAgainstBarcode(zone, other)
	require.False(t, c.Passed)
	require.Equal(t, 0.25, *c.Score)
	require.Equal(t, "DATA_MISMATCH", c.Reason)
	require.Equal(t, "the barcode and the MRZ differ in: documentNumber, dateOfBirth, name", c.Detail)
	require.NotContains(t, c.Detail, "1990", "the detail names fields, never values")

	// Fields one side lacks are not compared; the names always are.
	c = zoneAgainstBarcode(zone, map[string]string{"firstName": "ANNA", "lastName": "OBRIEN"})
	require.True(t, c.Passed)
}

func TestZoneAgainstPrint(t *testing.T) {
	zone := map[string]string{"documentNumber": "FY4595547", "lastName": "MARTINEZ GARCIA", "dateOfBirth": "1975-11-14"}
	front := "IDENTITY CARD Surname MARTINEZ GARCIA Given names AMARA Document No. FY4595547 Date of birth 14 NOV 1975"
	checks := &Checks{DocumentFront: &providers.OCRResult{Text: front}, DocumentBack: &providers.OCRResult{Fields: zone}}
	got := zoneAgainstPrint(checks, zone)
	require.Len(t, got, 3)
	for _, c := range got {
		require.True(t, c.Passed, "%+v", c)
		require.Equal(t, "DATA_MISMATCH", c.Reason)
		require.Equal(t, "found in the other side's print", c.Detail)
	}

	checks.DocumentFront.Text = strings.Replace(front, "MARTINEZ", "WAINWRIGHT", 1)
	got = zoneAgainstPrint(checks, zone)
	require.Equal(t, "visual.last_name", got[1].Name)
	require.False(t, got[1].Passed)
	require.Equal(t, "not found in the other side's print", got[1].Detail)

	// Too little print to judge, or none kept: no check.
	checks.DocumentFront.Text = "%% ~ 1"
	require.Empty(t, zoneAgainstPrint(checks, zone))
	checks.DocumentFront.Text = ""
	require.Empty(t, zoneAgainstPrint(checks, zone))
}
