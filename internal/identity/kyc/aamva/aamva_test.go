package aamva_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
)

// The standard's own example (Annex D of the 2016 edition), a version 8
// card of Virginia with a jurisdiction subfile.
const sample = "@\n\x1e\rANSI 636000080002DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\nDCDPH\nDBD06062008\nDBB06061986\nDBA12102012\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \nDCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062008\nDDC06062009\nDDD1\rZVZVA01\r"

func TestParseTheStandardsExample(t *testing.T) {
	c, err := aamva.Parse([]byte(sample))
	require.NoError(t, err)
	require.True(t, c.Valid(), "%+v", c.Problems)
	require.Equal(t, 8, c.Version)
	require.Equal(t, map[string]string{
		"firstName": "MICHAEL JOHN", "lastName": "SAMPLE", "fullName": "MICHAEL JOHN SAMPLE",
		"documentNumber": "T64235789", "dateOfBirth": "1986-06-06", "expiryDate": "2012-12-10", "issueDate": "2008-06-06",
		"sex": "M", "documentCode": "DL", "issuingState": "US-VA", "addressLine1": "2300 WEST BROAD STREET",
		"city": "RICHMOND", "postalCode": "23269", "country": "USA",
	}, c.Fields())
	require.True(t, c.Expired(time.Date(2012, 12, 11, 0, 0, 0, 0, time.UTC)))
	require.False(t, c.Expired(time.Date(2012, 12, 10, 23, 0, 0, 0, time.UTC)))
}

func TestParseOlderAndCanadianCards(t *testing.T) {
	// Version 1: no jurisdiction version in the header, one name element.
	v1 := "@\n\x1e\rANSI 6360100101DL00290187DLDAQ0123456789ABC\nDAADOE,JANE,Q\nDBB19700131\nDBA20300131\nDBC2\r"
	c, err := aamva.Parse([]byte(v1))
	require.NoError(t, err)
	require.True(t, c.Valid(), "%+v", c.Problems)
	require.Equal(t, "DOE", c.LastName)
	require.Equal(t, "JANE Q", c.Fields()["firstName"])
	require.Equal(t, "1970-01-31", c.Fields()["dateOfBirth"])
	require.Equal(t, "F", c.Sex)

	// Canada writes dates CCYYMMDD.
	ca := aamva.Compose(aamva.Card{Type: "DL", Country: "CAN", Jurisdiction: "ON", DocumentNumber: "D1234-56789-01234",
		LastName: "TREMBLAY", FirstName: "LUC", DateOfBirth: date(1980, 2, 3), ExpiryDate: date(2031, 4, 5), IssueDate: date(2026, 4, 5)})
	c, err = aamva.Parse(ca)
	require.NoError(t, err)
	require.True(t, c.Valid(), "%+v", c.Problems)
	require.Equal(t, "1980-02-03", c.Fields()["dateOfBirth"])
	require.Equal(t, "CA-ON", c.Fields()["issuingState"])
}

func TestParseRefusesAndFlags(t *testing.T) {
	for _, data := range []string{"", "hello", "@\n\x1e\rHELLO 6360000800", "https://example.com/x", "@@@@@@@@@@@@@@@@@@@@@@@"} {
		_, err := aamva.Parse([]byte(data))
		require.ErrorIs(t, err, aamva.ErrNotAAMVA, "%q", data)
	}
	// A card without a number, with a malformed birth date and expiring
	// before its holder was born holds together nowhere.
	bad := aamva.Compose(aamva.Card{LastName: "DOE", DateOfBirth: date(1990, 1, 1), ExpiryDate: date(1980, 1, 1)})
	c, err := aamva.Parse(bad)
	require.NoError(t, err)
	require.False(t, c.Valid())
	var ids []string
	for _, p := range c.Problems {
		ids = append(ids, p.Element)
	}
	require.ElementsMatch(t, []string{"DAQ", "DBA"}, ids)

	c, err = aamva.Parse([]byte("@\n\x1e\rANSI 636000080001DL00310030DLDAQX1\nDCSDOE\nDBB13452000\nDBA01012030\r"))
	require.NoError(t, err)
	require.Equal(t, []aamva.Problem{{Element: "DBB", Detail: "not a date"}}, c.Problems)
}

func TestComposeRoundTrips(t *testing.T) {
	in := aamva.Card{Type: "ID", Country: "USA", Jurisdiction: "NY", DocumentNumber: "123456789", LastName: "O'BRIEN",
		FirstName: "ANNA", MiddleNames: "MARIA", Sex: "F", DateOfBirth: date(2001, 12, 31), ExpiryDate: date(2030, 1, 2),
		IssueDate: date(2022, 1, 2), Street: "1 MAIN ST", City: "ALBANY", PostalCode: "12207"}
	c, err := aamva.Parse(aamva.Compose(in))
	require.NoError(t, err)
	require.True(t, c.Valid(), "%+v", c.Problems)
	require.Equal(t, "ID", c.Type)
	require.Equal(t, "ANNA MARIA", c.Fields()["firstName"])
	require.Equal(t, "O'BRIEN", c.LastName)
	require.Equal(t, "12207", c.PostalCode)
	require.Equal(t, "US-NY", c.Fields()["issuingState"])
}

// Whatever the bytes, parsing returns; it never panics.
func TestParseNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	base := []byte(sample)
	for range 20000 {
		b := append([]byte(nil), base[:rng.IntN(len(base))]...)
		for range rng.IntN(6) {
			if len(b) > 0 {
				b[rng.IntN(len(b))] = byte(rng.IntN(256))
			}
		}
		_, _ = aamva.Parse(b)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(sample))
	f.Fuzz(func(t *testing.T, b []byte) { _, _ = aamva.Parse(b) })
}

func date(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
