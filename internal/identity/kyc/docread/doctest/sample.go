package doctest

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/aamva"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

var (
	surnames = []string{"ERIKSSON", "MUSTERMANN", "O'BRIEN", "DE LA CRUZ", "NGUYEN", "OKONKWO-ADEYEMI",
		"KOWALSKI", "VAN DER BERG", "ZHANG", "MARTINEZ GARCIA", "SCHMIDT", "ABDULLAH", "YAMAMOTO",
		"PETROV", "MBEKI", "LINDQVIST", "FITZGERALD", "XIAO", "QUIGLEY", "JOVANOVIC"}
	givenNames = []string{"ANNA MARIA", "ERIKA", "JOHN", "WEI", "AMARA", "PIOTR JAN", "SOFIA", "HIROSHI",
		"IVAN", "THANDO", "LUCIA", "MOHAMMED", "KLAUS", "ZOE", "OLUWASEUN", "BJORN", "MEI LIN", "XAVIER"}
	states = []string{"UTO", "D<<", "FRA", "GBR", "NLD", "CAN", "ESP", "JPN", "NGA", "SWE"}
	places = []string{"ZENITH", "BERLIN", "LYON", "LAGOS", "OSAKA", "TORONTO", "MALMO", "SEVILLA"}
)

// Sample returns a document of the format for a made-up person, its visual
// zone and MRZ in agreement and every check digit right, chosen by seed:
// one seed is one person in every format (an identity card's front,
// ID1Front, and its back, TD1, are one card's sides).
func Sample(format Format, seed uint64) Document {
	rng := rand.New(rand.NewPCG(seed, 0x5a3c1e))
	surname := surnames[rng.IntN(len(surnames))]
	given := givenNames[rng.IntN(len(givenNames))]
	state := states[rng.IntN(len(states))]
	nationality := state
	if rng.IntN(4) == 0 {
		nationality = states[rng.IntN(len(states))]
	}
	number := documentNumber(rng)
	birth := time.Date(1950+rng.IntN(56), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 0, 0, 0, 0, time.UTC)
	expiry := time.Date(2027+rng.IntN(10), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 0, 0, 0, 0, time.UTC)
	sex := []string{"M", "F", "<"}[rng.IntN(3)]
	optional := ""
	if rng.IntN(2) == 0 {
		optional = fmt.Sprintf("%08d", rng.IntN(100_000_000))
	}
	doc := Document{Format: format, Seed: seed}
	visualSex := strings.ReplaceAll(sex, "<", "X")
	switch format {
	case TD3:
		doc.Title = "PASSPORT"
		doc.Fields = []Field{
			{"Type", "P"}, {"Code", strings.TrimRight(state, "<")},
			{"Passport No.", number}, {"Surname", surname}, {"Given names", given},
			{"Nationality", strings.TrimRight(nationality, "<")},
			{"Date of birth", visualDate(birth)}, {"Sex", visualSex},
			{"Place of birth", places[rng.IntN(len(places))]}, {"Date of expiry", visualDate(expiry)},
		}
		doc.MRZ = TD3Lines(state, surname, given, number, nationality, birth, sex, expiry, optional)
	case TD1:
		doc.Title = "IDENTITY CARD"
		doc.Fields = []Field{
			{"Address", fmt.Sprintf("%d %s STREET", 1+rng.IntN(200), places[rng.IntN(len(places))])},
			{"Height", fmt.Sprintf("%d cm", 150+rng.IntN(50))}, {"Eyes", []string{"BROWN", "BLUE", "GREEN"}[rng.IntN(3)]},
			{"Date of issue", visualDate(expiry.AddDate(-10, 0, 0))}, {"Authority", places[rng.IntN(len(places))]},
		}
		doc.MRZ = TD1Lines(state, surname, given, number, nationality, birth, sex, expiry, optional)
	case ID1Front:
		doc.Title = "IDENTITY CARD"
		doc.Fields = []Field{
			{"Surname", surname}, {"Given names", given},
			{"Document No.", number}, {"Nationality", strings.TrimRight(nationality, "<")},
			{"Date of birth", visualDate(birth)}, {"Sex", visualSex},
			{"Date of expiry", visualDate(expiry)},
		}
	case DL:
		doc.Title = "DRIVER LICENSE"
		jurisdiction := jurisdictions[rng.IntN(len(jurisdictions))]
		card := Licence(jurisdiction, surname, given, number, birth, sex, expiry)
		card.Street = fmt.Sprintf("%d %s STREET", 1+rng.IntN(2000), places[rng.IntN(len(places))])
		card.City, card.PostalCode = places[rng.IntN(len(places))], fmt.Sprintf("%05d", rng.IntN(100_000))
		doc.Card, doc.Barcode = &card, aamva.Compose(card)
		doc.Fields = []Field{
			{"Class", "D"}, {"Restrictions", "NONE"},
			{"Endorsements", "NONE"}, {"Issued", visualDate(card.IssueDate)},
		}
	}
	return doc
}

// jurisdictions issue the generator's licences.
var jurisdictions = []string{"VA", "NY", "CA", "TX", "WA", "FL", "IL", "MA"}

// Licence returns the AAMVA data of a United States driving licence for
// a person as the generator makes them up: names as an MRZ would carry
// them (the apostrophe dropped), sex M, F or < (unspecified: X, which
// the barcode writes as 9).
func Licence(jurisdiction, surname, given, number string, birth time.Time, sex string, expiry time.Time) aamva.Card {
	first, middle, _ := strings.Cut(given, " ")
	return aamva.Card{Type: "DL", Country: "USA", Jurisdiction: jurisdiction, DocumentNumber: number,
		LastName: strings.ReplaceAll(surname, "'", ""), FirstName: first, MiddleNames: middle,
		Sex: strings.ReplaceAll(sex, "<", "X"), DateOfBirth: birth, ExpiryDate: expiry, IssueDate: expiry.AddDate(-8, 0, 0)}
}

func documentNumber(rng *rand.Rand) string {
	const letters, digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"
	b := make([]byte, 9)
	for i := range b {
		if i < 2 {
			b[i] = letters[rng.IntN(len(letters))]
		} else {
			b[i] = digits[rng.IntN(len(digits))]
		}
	}
	return string(b)
}

func visualDate(t time.Time) string { return strings.ToUpper(t.Format("02 Jan 2006")) }

// TD3Lines returns a passport's two MRZ lines of 44, with their check
// digits (mrz.Compose's). sex is M, F or <; optional (personal number) may be
// empty.
func TD3Lines(state, surname, given, number, nationality string, birth time.Time, sex string, expiry time.Time, optional string) []string {
	return compose(mrz.TD3, "P", state, surname, given, number, nationality, birth, sex, expiry, optional)
}

// TD1Lines returns an identity card's three MRZ lines of 30, with their
// check digits (mrz.Compose's). sex is M, F or <; optional may be empty.
func TD1Lines(state, surname, given, number, nationality string, birth time.Time, sex string, expiry time.Time, optional string) []string {
	return compose(mrz.TD1, "I", state, surname, given, number, nationality, birth, sex, expiry, optional)
}

// compose writes a zone of the generator's made-up people with
// mrz.Compose: state codes with their fillers (D<<), names with apostrophes
// (O'BRIEN, printed OBRIEN in the zone) and < for an unspecified sex.
func compose(f mrz.Format, code, state, surname, given, number, nationality string, birth time.Time, sex string, expiry time.Time, optional string) []string {
	drop := strings.NewReplacer("'", "")
	lines, err := mrz.Compose(f, mrz.Document{DocumentCode: code, IssuingState: strings.TrimRight(state, "<"),
		LastName: drop.Replace(surname), FirstName: drop.Replace(given), DocumentNumber: number,
		Nationality: strings.TrimRight(nationality, "<"), DateOfBirth: birth, Sex: strings.Trim(sex, "<"), ExpiryDate: expiry,
		OptionalData: optional})
	if err != nil {
		panic("doctest: " + err.Error()) // the generator's own people always fit
	}
	return lines
}
