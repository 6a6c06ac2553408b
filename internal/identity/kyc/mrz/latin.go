package mrz

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Plain writes a name or printed text as an MRZ's Latin letters would
// read it: diacritics dropped (É as E), the letters with no plain form
// spelled out (ß as SS, Æ as AE, Ø as O, Þ as TH), apostrophes dropped
// (O'Brien as OBrien). Case is kept. Safe for concurrent use.
func Plain(s string) string {
	// A chain keeps state: one per call, never shared between goroutines.
	marks := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(marks, apostrophes.Replace(s))
	if err != nil {
		out = s
	}
	return unspaced.Replace(out)
}

// Spelled is Plain after ICAO 9303's spelling of the letters it writes
// with two (Ä as AE, Å as AA, Ø as OE, Ü as UE): a name's other MRZ form.
func Spelled(s string) string {
	return Plain(twoLetters.Replace(norm.NFC.String(s)))
}

var (
	apostrophes = strings.NewReplacer("'", "", "’", "", "`", "")
	unspaced    = strings.NewReplacer("ß", "SS", "ẞ", "SS", "Æ", "AE", "æ", "AE", "Ø", "O", "ø", "O", "Œ", "OE", "œ", "OE",
		"Þ", "TH", "þ", "TH", "Ð", "D", "ð", "D", "Ł", "L", "ł", "L", "Đ", "D", "đ", "D", "ı", "I")
	twoLetters = strings.NewReplacer("Ä", "AE", "ä", "AE", "Ö", "OE", "ö", "OE", "Ü", "UE", "ü", "UE", "Å", "AA", "å", "AA",
		"Ø", "OE", "ø", "OE", "Ĳ", "IJ", "ĳ", "IJ")
)
