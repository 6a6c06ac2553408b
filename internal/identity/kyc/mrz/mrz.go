// Package mrz reads the machine-readable zone (MRZ) of passports, identity
// cards and visas, as ICAO Doc 9303 defines it, from the text an OCR engine
// read in the zone's band; and writes zones, check digits included, for test
// documents.
//
// Parse finds the zone's lines in the text, corrects what OCR is known to
// confuse, verifies every check digit and the form of every field, and
// returns the fields as Arkyc names them. The formats are TD1 (three lines
// of 30: identity cards), TD2 (two lines of 36), TD3 (two lines of 44:
// passports), and the visas MRV-A (two lines of 44) and MRV-B (two lines of
// 36), told apart by the line lengths and, for two-line zones, by a document
// code starting with V.
//
// # What is corrected
//
// Every position of a zone holds one class of character, and the class
// decides most confusions without a guess. A letter read in a date or a
// check digit is a digit (O, Q and D are 0, I and L are 1, Z is 2, S 5, G 6,
// T 7, B 8); a digit read in a name, a country code or the sex is a letter
// (0 is O, 1 I, 2 Z, 3 J, 5 S, 6 G, 8 B); «, ‹, ( and { are fillers (<), and so
// are K, C and L where they stand inside a run of fillers (in document
// numbers and optional data only K, whose value counts as a filler's in
// every check digit). Spaces are read both as OCR's spacing and as fillers,
// and a line one or two characters short or long is given or relieved of
// fillers at its end or in one of its runs of fillers; these readings are
// kept only when every check then passes.
//
// Document numbers and optional data hold letters and digits both, so there
// the class cannot decide. There a failing check digit is met by trying the
// alternatives OCR confuses (0 and O, Q, D; 1 and I, L; 2 Z; 5 S; 6 G; 7 T;
// 8 B; C and L for a filler): at most two characters changed; of the
// readings that make the check digit agree, the one whose changed characters
// best match their neighbours (letters among letters, digits among digits),
// when no other matches as well. And only when the same read shows a
// confusion that the class decided outside what that check digit covers. A
// read that is clean but for a failing check digit is taken as it is, and
// fails. So a character changed on a document is never corrected into
// another reading that passes: if it is the read's only departure from the
// document, no confusion shows outside the check digit it fails, and
// nothing is tried; if it shows as a confusion outside, every field a check
// digit covers is as printed.
//
// # What the checks cannot tell
//
// The check digits (weights 7, 3, 1, modulo 10) cover the document number,
// the dates, the optional data and, in the composite, all of these together.
// They do not cover the document code, the issuing state, the names, the
// nationality or the sex, whose form alone is checked; and they cannot see a
// character replaced by one whose value differs by a multiple of 10 (0 and
// <, 1 and B, 8 and S; among OCR's confusions 1 and L, 6 and G, which are
// therefore read as they are in document numbers and optional data). A zone
// that passes is consistent, not authentic.
package mrz

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Format is the layout of a machine-readable zone.
type Format string

// The formats of ICAO Doc 9303.
const (
	// TD1 is three lines of 30 characters: identity cards (Part 5).
	TD1 Format = "TD1"
	// TD2 is two lines of 36 characters (Part 6).
	TD2 Format = "TD2"
	// TD3 is two lines of 44 characters: passports (Part 4).
	TD3 Format = "TD3"
	// MRVA is two lines of 44 characters: visas of format A (Part 7).
	MRVA Format = "MRV-A"
	// MRVB is two lines of 36 characters: visas of format B (Part 7).
	MRVB Format = "MRV-B"
)

// ErrNotFound is returned by Parse when no line of the text looks like a line
// of a machine-readable zone.
var ErrNotFound = errors.New("mrz: no machine-readable zone in the text")

// FormatError is returned by Parse when the text has lines that look like a
// zone's, but no group of them reads as one of the formats.
type FormatError struct {
	// Lengths are the lengths of the lines that looked like a zone's, in
	// the order of the text.
	Lengths []int
}

// Error implements error.
func (e *FormatError) Error() string {
	return fmt.Sprintf("mrz: lines of %v characters make up no zone", e.Lengths)
}

// Document is what a zone says, in the zone's own letters: upper case, names
// without accents.
type Document struct {
	// DocumentCode is the document's type without fillers: P, I, ID, AC, V…
	DocumentCode string
	// IssuingState is the issuing state or organization: three letters, or
	// D for Germany.
	IssuingState string
	// LastName is the primary identifier, its parts separated by spaces.
	LastName string
	// FirstName is the secondary identifier, its parts separated by spaces.
	FirstName string
	// DocumentNumber is the document number without fillers, continued into
	// the optional data on TD1 and TD2 documents whose number is longer
	// than nine characters.
	DocumentNumber string
	// Nationality is the holder's nationality, coded as IssuingState is.
	Nationality string
	// DateOfBirth is the date of birth at midnight UTC, or zero when it is
	// not a date.
	DateOfBirth time.Time
	// Sex is M, F or X (unspecified, a filler in the zone); what was read
	// when it is none of these, and the sex check fails.
	Sex string
	// ExpiryDate is the date of expiry at midnight UTC, or zero when it is
	// not a date.
	ExpiryDate time.Time
	// OptionalData is the optional data that follows the document number
	// (and the rest of a long one), without leading or trailing fillers: the
	// personal number on TD3 passports.
	OptionalData string
	// OptionalData2 is the optional data of a TD1 zone's second line.
	OptionalData2 string
}

// FullName is the holder's name in the zone's order, given names first:
// "ANNA MARIA ERIKSSON".
func (d Document) FullName() string {
	return strings.TrimSpace(d.FirstName + " " + d.LastName)
}

// CheckKind says what a Check verifies.
type CheckKind string

// Kinds of check.
const (
	// KindDigit is a check digit, verified against the characters it covers.
	KindDigit CheckKind = "checkDigit"
	// KindValue is a field's form: its characters, a real date, a known sex.
	KindValue CheckKind = "value"
)

// Check is one rule applied to a zone.
type Check struct {
	// Name is the field the rule covers, named as in Result.Fields, or
	// "composite" for the composite check digit.
	Name string
	// Kind says what was verified.
	Kind CheckKind
	// Passed is true when the zone satisfies the rule.
	Passed bool
}

// Result is a zone read from text.
type Result struct {
	// Format is the zone's layout.
	Format Format
	// Document holds the fields, read from Lines.
	Document
	// Checks are every check digit of the format, then every field's form.
	Checks []Check
	// Valid is true when every check passed.
	Valid bool
	// Corrected is true when a character of the zone as read was changed,
	// added or removed to make Lines. Upper-casing and dropping what stood
	// around the zone or between its characters do not count.
	Corrected bool
	// Lines are the zone's lines as corrected, each of the format's width.
	Lines []string
}

// Fields returns the fields keyed as Arkyc names them: firstName, lastName,
// fullName, documentNumber, nationality, dateOfBirth and expiryDate (ISO
// dates, empty when unreadable), sex, issuingState, documentCode,
// optionalData, and optionalData2 for TD1 zones.
func (r *Result) Fields() map[string]string {
	m := map[string]string{
		"firstName":      r.FirstName,
		"lastName":       r.LastName,
		"fullName":       r.FullName(),
		"documentNumber": r.DocumentNumber,
		"nationality":    r.Nationality,
		"dateOfBirth":    isoDate(r.DateOfBirth),
		"expiryDate":     isoDate(r.ExpiryDate),
		"sex":            r.Sex,
		"issuingState":   r.IssuingState,
		"documentCode":   r.DocumentCode,
		"optionalData":   r.OptionalData,
	}
	if r.Format == TD1 {
		m["optionalData2"] = r.OptionalData2
	}
	return m
}

// Expired reports whether the document's expiry date is before now's
// calendar day: a document is valid through the day it expires. A zone
// without a readable expiry date is not expired; it is not Valid either.
func (r *Result) Expired(now time.Time) bool {
	return !r.ExpiryDate.IsZero() && day(now).After(r.ExpiryDate)
}

func isoDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.DateOnly)
}

// day is t's calendar day, in t's location, at midnight UTC.
func day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
