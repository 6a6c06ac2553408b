// Package visual holds what a document's machine-readable part says
// against what its visual zone prints (read by OCR elsewhere on the page,
// or on the card's other side): the document number, the surname and the
// date of birth must be found there. A page that prints another was
// altered, or is two documents' halves.
package visual

import (
	"cmp"
	"strconv"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// The visual zone's checks: what the MRZ says, found printed elsewhere on
// the page.
const (
	CheckNumber  = "visual.document_number"
	CheckSurname = "visual.last_name"
	CheckBirth   = "visual.date_of_birth"
	minLabels    = 2
)

// Printed is what the visual zone must print: the machine-readable part's
// document number, surname and date of birth (zero: not checked). Where
// names the print in the checks' details ("the visual zone" when empty).
type Printed struct {
	DocumentNumber, LastName string
	DateOfBirth              time.Time
	Where                    string
}

// Of is what a valid zone says the visual zone prints.
func Of(r *mrz.Result) Printed {
	return Printed{DocumentNumber: r.DocumentNumber, LastName: r.LastName, DateOfBirth: r.DateOfBirth}
}

// labels are words a document's visual zone prints beside its fields;
// finding a few tells a zone read from one that could not be.
var labels = map[string]bool{"SURNAME": true, "NAME": true, "NAMES": true, "GIVEN": true, "PASSPORT": true, "DATE": true,
	"BIRTH": true, "NATIONALITY": true, "EXPIRY": true, "SEX": true, "NOM": true, "NAISSANCE": true, "IDENTITY": true,
	"CARD": true, "DOCUMENT": true}

// Checks holds what must be printed against the visual zone's text.
// readable is false when the text shows too few of a document's labels to
// tell (a photograph too poor for the small print): the checks are then
// not judged, and none is returned.
func Checks(text string, want Printed) (checks []providers.SubCheck, readable bool) {
	tokens := visualTokens(text)
	seen := 0
	for _, t := range tokens {
		if labels[t] {
			seen++
		}
	}
	if seen < minLabels {
		return nil, false
	}
	where := cmp.Or(want.Where, "the visual zone")
	check := func(name string, found bool) providers.SubCheck {
		c := providers.SubCheck{Name: name, Passed: found, Detail: "found in " + where}
		if !found {
			c.Detail = "not found in " + where
		}
		return c
	}
	return []providers.SubCheck{
		check(CheckNumber, findNumber(tokens, want.DocumentNumber)),
		check(CheckSurname, findName(tokens, want.LastName)),
		check(CheckBirth, want.DateOfBirth.IsZero() || findDate(tokens, want.DateOfBirth)),
	}, true
}

// visualTokens writes text as an MRZ would (mrz.Plain), upper-cases it,
// and splits it at anything but a letter or a digit.
func visualTokens(text string) []string {
	return strings.FieldsFunc(strings.ToUpper(mrz.Plain(text)), func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	})
}

// findNumber finds the document number among the tokens, or as two
// tokens a space split: compared by the shapes OCR confuses (I, J, L and
// 1 alike; O, Q, D and 0; S and 5; B and 8; Z and 2; G and 6), one
// character off at most. What the number is exactly, the zone's check
// digit proves; this finds the printed number that is another.
func findNumber(tokens []string, number string) bool {
	number = shapes.Replace(strings.TrimRight(number, "<"))
	if number == "" {
		return true
	}
	for i, t := range tokens {
		if near(shapes.Replace(t), number, 1) || (i+1 < len(tokens) && near(shapes.Replace(t+tokens[i+1]), number, 1)) {
			return true
		}
	}
	return false
}

var shapes = strings.NewReplacer("I", "1", "J", "1", "L", "1", "O", "0", "Q", "0", "D", "0", "S", "5", "B", "8", "Z", "2", "G", "6")

// findName finds each part of the MRZ's surname among the tokens: as
// written, or as the MRZ transliterates a printed umlaut (MUELLER for
// MÜLLER), one character off at most in a part of five or more.
func findName(tokens []string, name string) bool {
	for _, part := range strings.Fields(name) {
		if len(part) < 2 {
			continue
		}
		slack := 0
		if len(part) >= 5 {
			slack = 1
		}
		plain := strings.NewReplacer("AE", "A", "OE", "O", "UE", "U").Replace(part)
		found := false
		for _, t := range tokens {
			if near(t, part, slack) || near(t, plain, slack) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

var months = []string{"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"}

// findDate finds a date among the tokens as passports print it: day,
// month (its number or English abbreviation, or a bilingual one that
// starts with it) and year (four digits or two), in that order or year
// first; or the digits run together (12081974).
func findDate(tokens []string, d time.Time) bool {
	day, month, year := d.Day(), int(d.Month()), d.Year()
	isDay := func(t string) bool { n, err := strconv.Atoi(t); return err == nil && n == day && len(t) <= 2 }
	isMonth := func(t string) bool {
		if n, err := strconv.Atoi(t); err == nil {
			return n == month && len(t) <= 2
		}
		return strings.HasPrefix(t, months[month-1])
	}
	isYear := func(t string) bool {
		return t == strconv.Itoa(year) || (len(t) == 2 && t == strconv.Itoa(year)[2:])
	}
	compact := []string{d.Format("02012006"), d.Format("20060102"), d.Format("020106")}
	for i, t := range tokens {
		for _, c := range compact {
			if t == c {
				return true
			}
		}
		if i+2 >= len(tokens) {
			continue
		}
		a, b, c := t, tokens[i+1], tokens[i+2]
		if (isDay(a) && isMonth(b) && isYear(c)) || (isYear(a) && isMonth(b) && isDay(c)) || (isMonth(a) && isDay(b) && isYear(c)) {
			return true
		}
		// A bilingual month (AUG/AOUT) splits into two tokens.
		if i+3 < len(tokens) && isDay(a) && isMonth(b) && isYear(tokens[i+3]) {
			return true
		}
	}
	return false
}

// near reports whether a and b are at most k edits apart (k is 0 or 1).
func near(a, b string, k int) bool {
	if a == b {
		return true
	}
	if k == 0 || a == "" || b == "" {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0: // one substitution
		diff := 0
		for i := range a {
			if a[i] != b[i] {
				diff++
			}
		}
		return diff <= 1
	case 1: // one insertion
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return a[i:] == b[i+1:]
	}
	return false
}
