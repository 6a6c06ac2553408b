package mrz

import "golang.org/x/text/language"

// icaoCodes are the codes ICAO 9303 (part 3) adds to ISO 3166-1 alpha-3
// for issuing states, organizations and nationalities: Germany's single
// letter, the British nationality classes, the United Nations and its
// agencies, other organizations, the stateless and refugees, the European
// Union, Kosovo, and Utopia, the specimens' state.
var icaoCodes = map[string]bool{
	"D": true, "GBD": true, "GBN": true, "GBO": true, "GBP": true, "GBS": true,
	"UNO": true, "UNA": true, "UNK": true, "XBA": true, "XIM": true, "XCC": true, "XCE": true, "XCO": true,
	"XEC": true, "XES": true, "XMP": true, "XOM": true, "XPO": true, "XDC": true,
	"XXA": true, "XXB": true, "XXC": true, "XXX": true, "EUE": true, "RKS": true, "UTO": true,
}

// KnownState reports whether code (fillers trimmed) is an issuing state's
// or a nationality's code: an ISO 3166-1 alpha-3 country (x/text's
// registry, former countries included) or one of ICAO's own.
func KnownState(code string) bool {
	if icaoCodes[code] {
		return true
	}
	if len(code) != 3 {
		return false
	}
	r, err := language.ParseRegion(code)
	return err == nil && r.IsCountry()
}

// lookalikes are the letters OCR reads for one another in a state code.
var lookalikes = map[byte]string{'O': "DQ", 'D': "O", 'Q': "O", 'C': "GO", 'G': "C", 'I': "L", 'L': "I", 'U': "V", 'V': "U",
	'E': "F", 'F': "E", 'M': "N", 'N': "M", 'B': "E", 'P': "R", 'R': "P", 'K': "X", 'X': "K"}

// correctState makes the code in s a known one when it is not and exactly
// one look-alike letter, at one place, makes it one.
func (r *reader) correctState(s span) {
	f := r.field(s)
	n := len(f)
	for n > 0 && f[n-1] == '<' {
		n--
	}
	if KnownState(string(f[:n])) {
		return
	}
	var fix pos
	var to byte
	found := 0
	for i := range n {
		for _, c := range []byte(lookalikes[f[i]]) {
			try := append([]byte(nil), f[:n]...)
			try[i] = c
			if KnownState(string(try)) {
				fix, to = pos{s.line, s.from + i}, c
				found++
			}
		}
	}
	if found == 1 {
		r.set(fix, to)
	}
}
