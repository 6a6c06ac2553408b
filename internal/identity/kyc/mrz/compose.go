package mrz

import (
	"bytes"
	"fmt"
	"strings"
	"time"
)

// CheckDigit returns the check digit of s, '0' to '9': the sum of its
// characters' values (0 to 9 for digits, 10 to 35 for A to Z, 0 for the
// filler < and for anything else) weighted 7, 3, 1, 7, 3, 1…, modulo 10.
func CheckDigit(s string) byte {
	sum := 0
	for i := range len(s) {
		sum += weights[i%3] * value(s[i])
	}
	return byte('0' + sum%10)
}

// Compose writes the lines of a zone of format f that says d, check digits
// included: the writer of test documents. Letters are upper-cased; in names
// spaces and hyphens become fillers, and a name too long for its field is
// refused, not truncated. A document number longer than nine characters
// continues into the optional data on TD1 and TD2, as ICAO Doc 9303 has it,
// and is refused on the other formats. Sex is M, F, or X or empty for
// unspecified. OptionalData2 exists only on TD1. Parse reads the lines back
// into d, given a now that puts d's dates in their centuries, unless d looks
// like OCR's misreading of fillers (optional data of Ks alone, a one-letter
// name part K, C or L at the end of the name).
func Compose(f Format, d Document) ([]string, error) {
	l, ok := layouts[f]
	if !ok {
		return nil, fmt.Errorf("mrz: no format %q", f)
	}
	w := &writer{g: make([][]byte, l.height)}
	for i := range w.g {
		w.g[i] = bytes.Repeat([]byte{'<'}, l.width)
	}

	code := strings.ToUpper(d.DocumentCode)
	if code == "" || !isLetter(code[0]) || (code[0] == 'V') != (f == MRVA || f == MRVB) {
		return nil, fmt.Errorf("mrz: document code %q is not one of format %s", d.DocumentCode, f)
	}
	w.put("document code", l.code, code, isLetter)
	w.put("issuing state", l.state, strings.ToUpper(d.IssuingState), isLetter)
	w.put("nationality", l.nationality, strings.ToUpper(d.Nationality), isLetter)
	if d.LastName == "" || d.DocumentNumber == "" {
		return nil, fmt.Errorf("mrz: a zone needs a last name and a document number")
	}
	name := strings.ToUpper(d.LastName)
	if d.FirstName != "" {
		name += "<<" + strings.ToUpper(d.FirstName)
	}
	name = strings.NewReplacer(" ", "<", "-", "<").Replace(name)
	w.put("name", l.name, name, func(c byte) bool { return isLetter(c) || c == '<' })

	alnum := func(c byte) bool { return isLetter(c) || isDigit(c) }
	alnumOrFiller := func(c byte) bool { return alnum(c) || c == '<' }
	number := strings.ToUpper(d.DocumentNumber)
	w.only("document number", number, alnum)
	optional := strings.ToUpper(d.OptionalData)
	long := len(number) > 9 && l.long
	if long {
		// The number goes on in the optional data, followed by its check
		// digit (written below) and a filler.
		number, optional = number[:9], number[9:]+"0<"+optional
	}
	w.put("document number", l.number, number, alnum)
	w.put("document number and optional data", l.optional, optional, alnumOrFiller)
	// The check digits are written below; a filler where the number's
	// would be says the number is long.
	mark := byte('0')
	if long {
		mark = '<'
	}
	w.g[l.numberCheck.line][l.numberCheck.col] = mark
	if d.OptionalData2 != "" && l.optional2.to == 0 {
		return nil, fmt.Errorf("mrz: format %s has no second optional data", f)
	}
	w.put("optional data 2", l.optional2, strings.ToUpper(d.OptionalData2), alnumOrFiller)
	w.date("date of birth", l.birth, d.DateOfBirth)
	w.date("expiry date", l.expiry, d.ExpiryDate)
	switch d.Sex {
	case "M", "F":
		w.g[l.sex.line][l.sex.col] = d.Sex[0]
	case "X", "":
	default:
		return nil, fmt.Errorf("mrz: sex %q is none of M, F and X", d.Sex)
	}
	if w.err != nil {
		return nil, w.err
	}

	r := &reader{l: l, g: w.g}
	checks, _ := r.digitChecks()
	for _, c := range checks {
		digit := byte('0' + r.sum(c.cover)%10)
		if c.fillerOK && r.fillers(c.cover) {
			digit = '<'
		}
		w.g[c.at.line][c.at.col] = digit
	}
	lines := make([]string, l.height)
	for i, line := range w.g {
		lines[i] = string(line)
	}
	return lines, nil
}

// writer writes fields into a zone and keeps the first error.
type writer struct {
	g   [][]byte
	err error
}

// put writes s at the start of field sp.
func (w *writer) put(what string, sp span, s string, ok func(byte) bool) {
	w.only(what, s, ok)
	if w.err == nil && len(s) > sp.to-sp.from {
		w.err = fmt.Errorf("mrz: %s %q is longer than its %d characters", what, s, sp.to-sp.from)
	}
	if w.err == nil {
		copy(w.g[sp.line][sp.from:], s)
	}
}

// only checks that s holds only characters ok accepts.
func (w *writer) only(what string, s string, ok func(byte) bool) {
	for i := 0; w.err == nil && i < len(s); i++ {
		if !ok(s[i]) {
			w.err = fmt.Errorf("mrz: %s %q holds %q", what, s, s[i])
		}
	}
}

func (w *writer) date(what string, sp span, t time.Time) {
	if w.err == nil && t.IsZero() {
		w.err = fmt.Errorf("mrz: %s is missing", what)
	}
	w.put(what, sp, t.Format("060102"), isDigit)
}
