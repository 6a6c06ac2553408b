// Package aamva parses the data that North American driving licences and
// identity cards carry in the PDF417 barcode on their back, as the AAMVA
// DL/ID Card Design Standard lays it out (versions 1 to 10): a header
// naming the issuer and the standard's version, subfile designators, and
// the DL or ID subfile's data elements, each a three-letter identifier and
// its value. It also writes such data (Compose), for generated test
// documents.
package aamva

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Separators of the standard.
const (
	elementSeparator  = '\n'
	recordSeparator   = 0x1e
	segmentTerminator = '\r'
)

// ErrNotAAMVA is returned for data that does not start as the standard's.
var ErrNotAAMVA = errors.New("aamva: not an AAMVA DL/ID barcode")

// Card is what the barcode says.
type Card struct {
	// IIN is the issuer's identification number; Version the standard's
	// version the card follows.
	IIN     string
	Version int
	// Type is the subfile read: DL (driving licence) or ID (identity card).
	Type string
	// Elements are the subfile's data elements by identifier (DAQ, DCS, …),
	// their values trimmed.
	Elements map[string]string
	// Problems name what the card lacks or holds malformed; a card with
	// none holds together.
	Problems []Problem
	// The fields the rest of Meridian reads, from the elements.
	DocumentNumber, LastName, FirstName, MiddleNames, Sex string
	DateOfBirth, ExpiryDate, IssueDate                    time.Time
	Street, City, Jurisdiction, PostalCode, Country       string
}

// Problem is one element the card lacks or holds malformed.
type Problem struct {
	Element string // the identifier, or "header"
	Detail  string
}

// Valid reports whether the card holds together: every element the
// standard requires for identity is present and well formed.
func (c *Card) Valid() bool { return len(c.Problems) == 0 }

// Expired reports whether the card's expiry date is before now's day.
func (c *Card) Expired(now time.Time) bool {
	y, m, d := now.Date()
	return c.ExpiryDate.Before(time.Date(y, m, d, 0, 0, 0, 0, time.UTC))
}

// Parse reads a barcode's data. Data that does not start as an AAMVA
// barcode is ErrNotAAMVA; a barcode that does, but lacks or garbles what
// identifies its holder, is returned with its Problems.
func Parse(data []byte) (*Card, error) {
	// The header: "@", the three separators, the file type ("ANSI " or,
	// before 2000, "AAMVA"), then digits.
	at := bytes.IndexByte(data, '@')
	if at < 0 || at > 4 || len(data) < at+19 {
		return nil, ErrNotAAMVA
	}
	h := data[at:]
	if h[1] != elementSeparator || h[2] != recordSeparator || h[3] != segmentTerminator {
		return nil, ErrNotAAMVA
	}
	var rest []byte
	switch {
	case bytes.HasPrefix(h[4:], []byte("ANSI ")):
		rest = h[9:]
	case bytes.HasPrefix(h[4:], []byte("AAMVA")):
		rest = h[9:]
	default:
		return nil, ErrNotAAMVA
	}
	if len(rest) < 10 || !digits(rest[:10]) {
		return nil, ErrNotAAMVA
	}
	c := &Card{IIN: string(rest[:6]), Elements: map[string]string{}}
	c.Version, _ = strconv.Atoi(string(rest[6:8]))
	rest = rest[8:]
	if c.Version >= 2 {
		rest = rest[2:] // the jurisdiction's version
	}
	if len(rest) < 2 || !digits(rest[:2]) {
		return nil, ErrNotAAMVA
	}
	entries, _ := strconv.Atoi(string(rest[:2]))
	rest = rest[2:]
	// The designators name each subfile's type, offset and length; the
	// identity is in the DL or ID subfile. Issuers get offsets wrong by a
	// byte or two, so the subfile is found by its type where the
	// designator points, or else after the designators.
	start := -1
	for i := 0; i < entries && len(rest) >= 10*(i+1); i++ {
		d := rest[10*i : 10*(i+1)]
		typ := string(d[:2])
		if typ != "DL" && typ != "ID" || !digits(d[2:]) {
			continue
		}
		offset, _ := strconv.Atoi(string(d[2:6]))
		c.Type = typ
		for _, o := range []int{offset, offset - 1, offset + 1, offset - 2, offset + 2} {
			if o >= 0 && o+2 <= len(data) && string(data[o:o+2]) == typ {
				start = o + 2
				break
			}
		}
		if after := min(10*entries, len(rest)); start < 0 {
			if i := bytes.Index(rest[after:], []byte(typ)); i >= 0 {
				start = len(data) - len(rest) + after + i + 2
			}
		}
		break
	}
	if c.Type == "" || start < 0 {
		c.Problems = append(c.Problems, Problem{"header", "no DL or ID subfile"})
		return c, nil
	}
	body := data[start:]
	if end := bytes.IndexByte(body, segmentTerminator); end >= 0 {
		body = body[:end]
	}
	for _, e := range bytes.Split(body, []byte{elementSeparator}) {
		e = bytes.TrimRight(e, "\r\x1e")
		if len(e) < 3 {
			continue
		}
		id := string(e[:3])
		if _, seen := c.Elements[id]; !seen {
			c.Elements[id] = strings.TrimSpace(string(e[3:]))
		}
	}
	c.fields()
	return c, nil
}

// fields reads the identity from the elements and records what is
// missing or malformed.
func (c *Card) fields() {
	el := c.Elements
	c.DocumentNumber = el["DAQ"]
	c.LastName = first(el["DCS"], el["DAB"])
	c.FirstName = first(el["DAC"], el["DCT"])
	c.MiddleNames = el["DAD"]
	if c.LastName == "" && el["DAA"] != "" {
		// Version 1's one name element: LAST,FIRST,MIDDLE.
		parts := strings.Split(el["DAA"], ",")
		c.LastName = strings.TrimSpace(parts[0])
		if len(parts) > 1 {
			c.FirstName = strings.TrimSpace(parts[1])
		}
		if len(parts) > 2 {
			c.MiddleNames = strings.TrimSpace(strings.Join(parts[2:], " "))
		}
	}
	if strings.EqualFold(c.MiddleNames, "NONE") || strings.EqualFold(c.MiddleNames, "unavl") {
		c.MiddleNames = ""
	}
	c.Street, c.City, c.Jurisdiction = el["DAG"], el["DAI"], el["DAJ"]
	c.PostalCode = strings.TrimRight(strings.TrimSpace(el["DAK"]), "0 ")
	if len(c.PostalCode) < 5 && len(strings.TrimSpace(el["DAK"])) >= 5 {
		c.PostalCode = strings.TrimSpace(el["DAK"])[:5]
	}
	c.Country = el["DCG"]
	switch el["DBC"] {
	case "1", "M":
		c.Sex = "M"
	case "2", "F":
		c.Sex = "F"
	case "9", "X":
		c.Sex = "X"
	}
	if c.DocumentNumber == "" {
		c.problem("DAQ", "no document number")
	}
	if c.LastName == "" {
		c.problem("DCS", "no family name")
	}
	canadian := c.Country == "CAN"
	var ok bool
	for _, d := range []struct {
		id  string
		dst *time.Time
		req bool
	}{{"DBB", &c.DateOfBirth, true}, {"DBA", &c.ExpiryDate, true}, {"DBD", &c.IssueDate, false}} {
		v := el[d.id]
		if v == "" {
			if d.req {
				c.problem(d.id, "missing")
			}
			continue
		}
		if *d.dst, ok = date(v, canadian); !ok {
			c.problem(d.id, "not a date")
		}
	}
	if !c.DateOfBirth.IsZero() && !c.ExpiryDate.IsZero() && !c.ExpiryDate.After(c.DateOfBirth) {
		c.problem("DBA", "expires before its holder was born")
	}
}

func (c *Card) problem(id, detail string) { c.Problems = append(c.Problems, Problem{id, detail}) }

// date reads the standard's dates: MMDDCCYY in the United States,
// CCYYMMDD in Canada (and where the first reading is no date).
func date(s string, canadian bool) (time.Time, bool) {
	if len(s) != 8 || !digits([]byte(s)) {
		return time.Time{}, false
	}
	layouts := []string{"01022006", "20060102"}
	if canadian {
		layouts[0], layouts[1] = layouts[1], layouts[0]
	}
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

func digits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}

func first(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

// Fields returns the card's identity as Meridian's document fields name
// them (the MRZ reader's names, and the address): dates as YYYY-MM-DD,
// sex as M, F or X, issuingState as the ISO 3166-2 code of the issuing
// state or province (US-VA), documentCode as the subfile's type (DL, ID).
func (c *Card) Fields() map[string]string {
	given := strings.TrimSpace(c.FirstName + " " + c.MiddleNames)
	m := map[string]string{
		"firstName":      given,
		"lastName":       c.LastName,
		"fullName":       strings.TrimSpace(given + " " + c.LastName),
		"documentNumber": c.DocumentNumber,
		"dateOfBirth":    isoDate(c.DateOfBirth),
		"expiryDate":     isoDate(c.ExpiryDate),
		"issueDate":      isoDate(c.IssueDate),
		"sex":            c.Sex,
		"documentCode":   c.Type,
		"issuingState":   c.issuingState(),
		"addressLine1":   c.Street,
		"city":           c.City,
		"postalCode":     c.PostalCode,
		"country":        c.Country,
	}
	for k, v := range m {
		if v == "" {
			delete(m, k)
		}
	}
	return m
}

func (c *Card) issuingState() string {
	country := map[string]string{"USA": "US", "CAN": "CA", "MEX": "MX"}[c.Country]
	switch {
	case country != "" && c.Jurisdiction != "":
		return country + "-" + c.Jurisdiction
	case c.Jurisdiction != "":
		return c.Jurisdiction
	}
	return c.Country
}

func isoDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.DateOnly)
}

// Compose writes a card's data as version 10 of the standard lays it out,
// one DL or ID subfile with the identity elements: what a generated test
// document's barcode holds.
func Compose(c Card) []byte {
	typ := cmp.Or(c.Type, "DL")
	us := c.Country != "CAN"
	format := func(t time.Time) string {
		if us {
			return t.Format("01022006")
		}
		return t.Format("20060102")
	}
	sex := map[string]string{"M": "1", "F": "2"}[c.Sex]
	if sex == "" {
		sex = "9"
	}
	var body strings.Builder
	body.WriteString(typ)
	for _, e := range [][2]string{
		{"DCA", "D"}, {"DCB", "NONE"}, {"DCD", "NONE"},
		{"DBA", format(c.ExpiryDate)}, {"DCS", c.LastName}, {"DAC", c.FirstName}, {"DAD", cmp.Or(c.MiddleNames, "NONE")},
		{"DBD", format(c.IssueDate)}, {"DBB", format(c.DateOfBirth)}, {"DBC", sex}, {"DAY", "BRO"}, {"DAU", "070 IN"},
		{"DAG", c.Street}, {"DAI", c.City}, {"DAJ", c.Jurisdiction}, {"DAK", c.PostalCode},
		{"DAQ", c.DocumentNumber}, {"DCF", "0000" + c.DocumentNumber}, {"DCG", cmp.Or(c.Country, "USA")},
		{"DDE", "N"}, {"DDF", "N"}, {"DDG", "N"},
	} {
		body.WriteString(e[0] + e[1] + string(elementSeparator))
	}
	sub := strings.TrimSuffix(body.String(), string(elementSeparator)) + string(segmentTerminator)
	iin := cmp.Or(c.IIN, "636000")
	header := fmt.Sprintf("@%c%c%cANSI %s%02d%02d%02d", elementSeparator, recordSeparator, segmentTerminator, iin, 10, 0, 1)
	offset := len(header) + 10
	return []byte(fmt.Sprintf("%s%s%04d%04d%s", header, typ, offset, len(sub), sub))
}
