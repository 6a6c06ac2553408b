package mrz

import (
	"strings"
	"time"
	"unicode"
)

const (
	// tolerance is how many characters a line may be short or long.
	tolerance = 2
	// maxStray is how many characters outside the zone's alphabet a line
	// may carry and still look like a zone's line.
	maxStray = 4
	// maxLines is how many lines of each width are considered, the last
	// ones of the text: the zone ends a page.
	maxLines = 8
	// maxReadings is how many readings of one group of lines are checked.
	maxReadings = 32
)

// widths are the formats' line lengths.
var widths = [...]int{30, 36, 44}

// fillerSymbols are the characters OCR reads for a filler that are not in
// the zone's alphabet.
const fillerSymbols = "«‹({"

// reading is one way to read a line in the zone's alphabet.
type reading struct {
	text string
	// changed is true when a character was changed, added or removed on
	// the way.
	changed bool
}

// candidate is a line that may be a zone's.
type candidate struct {
	index    int
	readings []reading
}

// Parse reads the machine-readable zone in text, the OCR of a document's
// zone band: its lines may come with blank lines, spaces, lower case and
// stray characters around. now is the reader's clock: dates of birth are
// put in the century that keeps them from the future, dates of expiry within
// 50 years of now.
//
// Parse returns ErrNotFound when no line looks like a zone's, and a
// *FormatError when such lines make up no format. Otherwise the Result
// holds the fields and every check; a zone whose checks fail is returned
// with Valid false. Of several groups of lines that make up a zone, the one
// that passes its checks wins, then the one that fails fewer of them, then
// the last.
func Parse(text string, now time.Time) (*Result, error) {
	var lines []candidate
	var lengths []int
	for i, raw := range strings.Split(text, "\n") {
		rs := readLine(raw)
		for _, r := range rs {
			if near(len(r.text)) {
				lines = append(lines, candidate{i, rs})
				lengths = append(lengths, len(rs[0].text))
				break
			}
		}
	}

	var best *Result
	bestAt := -1
	for _, width := range widths {
		var found []candidate
		for _, c := range lines {
			var rs []reading
			for _, r := range c.readings {
				if abs(len(r.text)-width) <= tolerance {
					rs = append(rs, r)
				}
			}
			if len(rs) == 0 {
				continue
			}
			found = append(found, candidate{c.index, rs})
		}
		if len(found) > maxLines {
			found = found[len(found)-maxLines:]
		}
		height := 2
		if width == 30 {
			height = 3
		}
		for i := 0; i+height <= len(found); i++ {
			r := readGroup(width, found[i:i+height], now)
			if r != nil && better(r, found[i].index, best, bestAt) {
				best, bestAt = r, found[i].index
			}
		}
	}
	switch {
	case best != nil:
		return best, nil
	case len(lengths) == 0:
		return nil, ErrNotFound
	}
	return nil, &FormatError{Lengths: lengths}
}

// near reports whether a line of n characters may be a zone's.
func near(n int) bool {
	for _, w := range widths {
		if abs(n-w) <= tolerance {
			return true
		}
	}
	return false
}

// better reports whether a, read from the group at line i, beats b, read
// from the group at line j.
func better(a *Result, i int, b *Result, j int) bool {
	if b == nil {
		return true
	}
	if a.Valid != b.Valid {
		return a.Valid
	}
	if fa, fb := failed(a), failed(b); fa != fb {
		return fa < fb
	}
	return i > j
}

func failed(r *Result) int {
	n := 0
	for _, c := range r.Checks {
		if !c.Passed {
			n++
		}
	}
	return n
}

// readLine reads a line of OCR text in the zone's alphabet: upper case,
// the filler's symbols as fillers, other characters dropped. Spaces inside
// the line are either OCR's spacing or fillers: both readings are returned.
// A blank line, or one with more than maxStray other characters, has none.
func readLine(raw string) []reading {
	var dropped, filled []byte
	stray, symbol, spaced := 0, false, false
	for _, c := range strings.TrimSpace(raw) {
		switch {
		case c >= 'a' && c <= 'z':
			c -= 'a' - 'A'
			dropped, filled = append(dropped, byte(c)), append(filled, byte(c))
		case c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '<':
			dropped, filled = append(dropped, byte(c)), append(filled, byte(c))
		case strings.ContainsRune(fillerSymbols, c):
			dropped, filled = append(dropped, '<'), append(filled, '<')
			symbol = true
		case unicode.IsSpace(c):
			filled = append(filled, '<')
			spaced = true
		default:
			stray++
		}
	}
	if stray > maxStray || len(dropped) == 0 {
		return nil
	}
	rs := []reading{{string(dropped), symbol}}
	if spaced {
		rs = append(rs, reading{string(filled), true})
	}
	return rs
}

// readGroup reads a group of lines as the zone of the format their width
// and first letter say: the first reading that passes every check, else the
// first that needed no change of length, else nil.
func readGroup(width int, group []candidate, now time.Time) *Result {
	type option struct {
		reading
		fitted bool
	}
	l := layoutFor(width, group[0].readings[0].text[0])
	options := make([][]option, len(group))
	sizes := make([]int, len(group))
	for i, c := range group {
		for _, r := range c.readings {
			for _, t := range fit(r.text, width) {
				fitted := len(r.text) != width
				options[i] = append(options[i], option{reading{t, r.changed || fitted}, fitted})
			}
		}
		sizes[i] = len(options[i])
	}
	var fallback, valid *Result
	lines := make([]string, len(group))
	each(sizes, maxReadings, func(idx []int) bool {
		changed, fitted := false, false
		for i, k := range idx {
			o := options[i][k]
			lines[i] = o.text
			changed, fitted = changed || o.changed, fitted || o.fitted
		}
		if !plausible(l, lines) {
			return true
		}
		r := (&reader{l: l, g: grid(lines), changed: changed}).read(now)
		switch {
		case r.Valid:
			valid = r
			return false
		case fallback == nil && !fitted:
			fallback = r
		}
		return true
	})
	if valid != nil {
		return valid
	}
	return fallback
}

func grid(lines []string) [][]byte {
	g := make([][]byte, len(lines))
	for i, s := range lines {
		g[i] = []byte(s)
	}
	return g
}

// plausible reports whether lines, as read, look like a zone where the
// format has digits: a digit, or a letter OCR reads for one, in three places
// of four, and a digit in one of four. Text has too few of them.
func plausible(l *layout, lines []string) bool {
	ps := l.numeric
	digits, like := 0, 0
	for _, p := range ps {
		switch c := lines[p.line][p.col]; {
		case isDigit(c):
			digits++
			like++
		case toDigit[c] != 0:
			like++
		}
	}
	return 4*like >= 3*len(ps) && 4*digits >= len(ps)
}

// fit returns the ways to give s the width n: s itself when it has it;
// otherwise, when s is at most tolerance off, with fillers added or removed
// at its end or in one of its runs of fillers, the last runs first.
func fit(s string, n int) []string {
	d := n - len(s)
	if d == 0 {
		return []string{s}
	}
	if abs(d) > tolerance {
		return nil
	}
	var out []string
	add := func(t string) {
		for _, o := range out {
			if o == t {
				return
			}
		}
		out = append(out, t)
	}
	fillers := strings.Repeat("<", abs(d))
	switch {
	case d > 0:
		add(s + fillers)
	case strings.HasSuffix(s, fillers):
		add(s[:n])
	}
	for j := len(s); j > 0; {
		if s[j-1] != '<' {
			j--
			continue
		}
		i := j
		for i > 0 && s[i-1] == '<' {
			i--
		}
		switch {
		case d > 0:
			add(s[:j] + fillers + s[j:])
		case j-i > -d:
			add(s[:j+d] + s[j:])
		}
		j = i
	}
	return out
}

// each visits the choices of one option per line, by the sum of the chosen
// options' indexes (the fewest corrections first), until visit returns false
// or limit choices were visited.
func each(sizes []int, limit int, visit func(idx []int) bool) {
	most := 0
	for _, n := range sizes {
		most += n - 1
	}
	idx := make([]int, len(sizes))
	var walk func(i, left int) bool
	walk = func(i, left int) bool {
		if i == len(sizes)-1 {
			if left >= sizes[i] {
				return true
			}
			idx[i] = left
			limit--
			return visit(idx) && limit > 0
		}
		for k := 0; k < sizes[i] && k <= left; k++ {
			idx[i] = k
			if !walk(i+1, left-k) {
				return false
			}
		}
		return true
	}
	for sum := 0; sum <= most; sum++ {
		if !walk(0, sum) {
			return
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
