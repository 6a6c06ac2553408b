package mrz

import (
	"slices"
	"strings"
	"time"
)

// toDigit holds what a letter read where a digit must stand was.
var toDigit = [256]byte{'O': '0', 'Q': '0', 'D': '0', 'I': '1', 'L': '1', 'Z': '2', 'S': '5', 'B': '8', 'G': '6', 'T': '7'}

// toLetter holds what a digit read where a letter must stand was.
var toLetter = [256]byte{'0': 'O', '1': 'I', '2': 'Z', '3': 'J', '5': 'S', '6': 'G', '8': 'B'}

// alternatives holds, for a character read where a letter and a digit may
// both stand, what OCR may have misread as it.
var alternatives = [256]string{
	'0': "OQD", 'O': "0", 'Q': "0", 'D': "0",
	'1': "IL", 'I': "1", 'L': "1<",
	'2': "Z", 'Z': "2", '5': "S", 'S': "5", '6': "G", 'G': "6", '7': "T", 'T': "7", '8': "B", 'B': "8",
	'C': "<",
}

// lookAlikes are the letters OCR reads for a filler.
const lookAlikes = "KCL"

// maxAmbiguous is the most characters with alternatives a search weighs: a
// field with more is left as read.
const maxAmbiguous = 16

// value is a character's value in a check digit.
func value(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 0
}

var weights = [3]int{7, 3, 1}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' }

// reader corrects and checks one reading of a group of lines as one format.
type reader struct {
	l *layout
	g [][]byte
	// evidence are the positions where the character class corrected a
	// letter read for a digit or a digit read for a letter.
	evidence []pos
	changed  bool
}

// digitCheck is a check digit and what it covers.
type digitCheck struct {
	name  string
	cover []pos
	at    pos
	// fillerOK accepts a filler for the check digit when everything covered
	// is fillers (the optional data of TD3).
	fillerOK bool
	// open marks the covered characters a search may change.
	open []bool
}

func (r *reader) at(p pos) byte { return r.g[p.line][p.col] }

func (r *reader) set(p pos, c byte) {
	if r.g[p.line][p.col] != c {
		r.g[p.line][p.col] = c
		r.changed = true
	}
}

func (r *reader) field(s span) []byte { return r.g[s.line][s.from:s.to] }

// classify applies a class's map to the characters at ps, and keeps where it
// changed one as evidence of confusions.
func (r *reader) classify(m *[256]byte, ps ...pos) {
	for _, p := range ps {
		if c := m[r.at(p)]; c != 0 {
			r.set(p, c)
			r.evidence = append(r.evidence, p)
		}
	}
}

// runs calls visit with each longest run f[i:j] of characters from set.
func runs(f []byte, set string, visit func(i, j int)) {
	for i := 0; i < len(f); {
		j := i
		for j < len(f) && strings.IndexByte(set, f[j]) >= 0 {
			j++
		}
		if j == i {
			i++
			continue
		}
		visit(i, j)
		i = j
	}
}

// fill turns into fillers the runs of characters from set that stand between
// fillers: a filler on the left, a filler or the field's end on the right.
func (r *reader) fill(s span, set string) {
	f := r.field(s)
	runs(f, set, func(i, j int) {
		if i > 0 && f[i-1] == '<' && (j == len(f) || f[j] == '<') {
			r.fillRange(s, i, j)
		}
	})
}

// fillBlank turns a field made only of fillers and characters from set into
// fillers: no issuer writes such a field.
func (r *reader) fillBlank(s span, set string) {
	f := r.field(s)
	for _, c := range f {
		if c != '<' && strings.IndexByte(set, c) < 0 {
			return
		}
	}
	r.fillRange(s, 0, len(f))
}

// fillNameEnds ends a name where its letters meet its fillers: a run of two
// or more look-alikes after a letter, up to a filler or the field's end,
// keeps its first letter (two for LL and CK, names' usual endings) and the
// rest are fillers read as letters.
func (r *reader) fillNameEnds() {
	s := r.l.name
	f := r.field(s)
	runs(f, lookAlikes, func(i, j int) {
		if i > 0 && f[i-1] != '<' && (j == len(f) || f[j] == '<') && j-i >= 2 {
			keep := 1
			if pair := string(f[i : i+2]); pair == "LL" || pair == "CK" {
				keep = 2
			}
			r.fillRange(s, i+keep, j)
		}
	})
}

func (r *reader) fillRange(s span, from, to int) {
	for c := s.from + from; c < s.from+to; c++ {
		r.set(pos{s.line, c}, '<')
	}
}

func (r *reader) fillers(ps []pos) bool {
	for _, p := range ps {
		if r.at(p) != '<' {
			return false
		}
	}
	return true
}

// correct applies every correction that a position's class decides.
func (r *reader) correct() {
	l := r.l
	for _, s := range []span{l.code, l.state, l.name, l.nationality} {
		r.classify(&toLetter, s.positions()...)
	}
	if strings.IndexByte(lookAlikes, r.at(l.sex)) >= 0 {
		r.set(l.sex, '<')
	}
	r.classify(&toLetter, l.sex)
	r.classify(&toDigit, append(l.birth.positions(), l.expiry.positions()...)...)

	for _, s := range []span{l.state, l.nationality, l.name} {
		r.fill(s, lookAlikes)
	}
	r.fillNameEnds()
	// In fields a check digit covers only K is read as a filler here: its
	// value, 20, counts as a filler's 0 in every check digit, so no reading
	// that passes is made from one that fails. C and L are tried by search.
	optionalSet := lookAlikes
	if l.checkedOptional {
		optionalSet = "K"
	}
	r.fill(l.number, "K")
	for _, s := range []span{l.optional, l.optional2} {
		if s.to > 0 {
			r.fill(s, optionalSet)
			r.fillBlank(s, optionalSet)
		}
	}

	for _, p := range l.checks() {
		if !p.ok() {
			continue
		}
		c := r.at(p)
		switch {
		case p == l.numberCheck && l.long && (c == 'K' || c == 'C'):
			r.set(p, '<')
		case p == l.optionalCheck && strings.IndexByte(lookAlikes, c) >= 0 && r.fillers(l.optional.positions()):
			r.set(p, '<')
		default:
			r.classify(&toDigit, p)
		}
	}
}

// number finds the document number's characters and check digit, and the
// optional data after it: on TD1 and TD2 a filler in place of the check
// digit continues the number into the optional data, up to its check digit
// and a filler.
func (r *reader) number() (cover []pos, check pos, rest []pos) {
	l := r.l
	cover, check, rest = l.number.positions(), l.numberCheck, l.optional.positions()
	if !l.long || r.at(check) != '<' {
		return cover, check, rest
	}
	end := slices.IndexFunc(rest, func(p pos) bool { return r.at(p) == '<' })
	if end < 2 {
		return cover, check, rest
	}
	check = rest[end-1]
	r.classify(&toDigit, check)
	return append(cover, rest[:end-1]...), check, rest[end+1:]
}

// digitChecks lists the format's check digits, the document number's first
// and the composite last, and returns the optional data that follows the
// document number.
func (r *reader) digitChecks() ([]digitCheck, []pos) {
	l := r.l
	numberCover, numberCheck, rest := r.number()
	open := func(ps []pos) []bool {
		o := make([]bool, len(ps))
		for i := range o {
			o[i] = true
		}
		return o
	}
	cs := []digitCheck{
		{name: "documentNumber", cover: numberCover, at: numberCheck, open: open(numberCover)},
		{name: "dateOfBirth", cover: l.birth.positions(), at: l.birthCheck},
		{name: "expiryDate", cover: l.expiry.positions(), at: l.expiryCheck},
	}
	if l.optionalCheck.ok() {
		ps := l.optional.positions()
		cs = append(cs, digitCheck{name: "optionalData", cover: ps, at: l.optionalCheck, fillerOK: true, open: open(ps)})
	}
	if l.composite.ok() {
		var cover []pos
		for _, s := range l.compositeSpans {
			cover = append(cover, s.positions()...)
		}
		// A search for the composite may change only the optional data that
		// no check digit of its own covers.
		var free []pos
		if !l.optionalCheck.ok() {
			free = append(slices.Clone(rest), l.optional2.positions()...)
		}
		o := make([]bool, len(cover))
		for i, p := range cover {
			o[i] = slices.Contains(free, p)
		}
		cs = append(cs, digitCheck{name: "composite", cover: cover, at: l.composite, open: o})
	}
	return cs, rest
}

func (r *reader) sum(ps []pos) int {
	s := 0
	for i, p := range ps {
		s += weights[i%3] * value(r.at(p))
	}
	return s
}

func (r *reader) passes(c digitCheck) bool {
	d := r.at(c.at)
	if d == '<' {
		return c.fillerOK && r.fillers(c.cover)
	}
	return isDigit(d) && int(d-'0') == r.sum(c.cover)%10
}

// evidenceOutside reports whether the class corrected a confusion outside
// what c covers: then the read is known to confuse, and a search under c
// cannot be spending its check digit on a character changed on purpose.
func (r *reader) evidenceOutside(c digitCheck) bool {
	for _, e := range r.evidence {
		if e != c.at && !slices.Contains(c.cover, e) {
			return true
		}
	}
	return false
}

// search makes c's check digit agree by changing at most two of its open
// characters, each to something OCR confuses it with (two only where each
// matches its neighbours' class). Of the readings with the fewest changes
// that agree, the one whose changed characters best match their
// neighbours' class (letters among letters, digits among digits) is
// taken, when it is the only best one and no other agreeing reading has
// its neighbours' support (or, with none supported, it is the only one
// that agrees): a check digit agrees with one guess in ten, so a guess
// the context cannot single out is no reading.
func (r *reader) search(c digitCheck) {
	d := r.at(c.at)
	if !isDigit(d) {
		return
	}
	open := map[pos]bool{}
	for i, p := range c.cover {
		open[p] = c.open[i]
	}
	type option struct {
		p            pos
		c            byte
		delta, votes int
	}
	var opts [][]option
	for i, p := range c.cover {
		cur := r.at(p)
		if !c.open[i] {
			continue
		}
		var os []option
		for _, alt := range []byte(alternatives[cur]) {
			// A filler is tried only before a filler: elsewhere it would
			// move the fields of a long document number.
			if alt == '<' && (p.col+1 == r.l.width || r.g[p.line][p.col+1] != '<') {
				continue
			}
			votes := 0
			for _, q := range []pos{{p.line, p.col - 1}, {p.line, p.col + 1}} {
				switch n := r.kind(q); {
				case !open[q] || n == 0:
				case n == kind(alt):
					votes++
				default:
					votes--
				}
			}
			os = append(os, option{p, alt, weights[i%3] * (value(alt) - value(cur)), votes})
		}
		if len(os) > 0 {
			opts = append(opts, os)
		}
	}
	if len(opts) > maxAmbiguous {
		return
	}
	need := int(d-'0') - r.sum(c.cover)
	var best []option
	bestVotes, ties, agree, supported := 0, 0, 0, 0
	consider := func(os ...option) {
		delta, votes := 0, 0
		for _, o := range os {
			delta, votes = delta+o.delta, votes+o.votes
		}
		if (delta-need)%10 == 0 {
			agree++
			if votes > 0 {
				supported++
			}
		}
		switch {
		case (delta-need)%10 != 0:
		case best == nil || votes > bestVotes:
			best, bestVotes, ties = os, votes, 1
		case votes == bestVotes:
			ties++
		}
	}
	for _, os := range opts {
		for _, o := range os {
			consider(o)
		}
	}
	// Two changes are taken only where each is the class its neighbours
	// are: two guesses at a letter/digit boundary find some reading whose
	// check digit agrees one time in ten, right or not.
	for i := 0; best == nil && i < len(opts); i++ {
		for j := i + 1; j < len(opts); j++ {
			for _, a := range opts[i] {
				for _, b := range opts[j] {
					if a.votes > 0 && b.votes > 0 {
						consider(a, b)
					}
				}
			}
		}
	}
	if ties != 1 || supported > 1 || (bestVotes <= 0 && agree != 1) {
		return
	}
	for _, o := range best {
		r.set(o.p, o.c)
	}
}

// kind is 1 for a letter, 2 for a digit, 0 for a filler.
func kind(c byte) int {
	switch {
	case isLetter(c):
		return 1
	case isDigit(c):
		return 2
	}
	return 0
}

// kind is the kind of the character at p, 0 off the zone.
func (r *reader) kind(p pos) int {
	if p.col < 0 || p.col >= r.l.width {
		return 0
	}
	return kind(r.at(p))
}

// read corrects the lines, checks them and returns the result.
func (r *reader) read(now time.Time) *Result {
	r.correct()
	// A search never writes a filler where the layout of a long document
	// number would move, so the checks found here hold after it.
	checks, rest := r.digitChecks()
	for _, c := range checks {
		if !r.passes(c) && slices.Contains(c.open, true) && r.evidenceOutside(c) {
			r.search(c)
		}
	}

	l := r.l
	// A state code has no check digit: an unknown one is corrected only
	// where one look-alike letter makes it a known one.
	r.correctState(l.state)
	r.correctState(l.nationality)
	res := &Result{Format: l.format, Corrected: r.changed}
	for _, c := range checks {
		res.Checks = append(res.Checks, Check{Name: c.name, Kind: KindDigit, Passed: r.passes(c)})
	}

	d := &res.Document
	code := r.field(l.code)
	d.DocumentCode = strings.ReplaceAll(string(code), "<", "")
	d.IssuingState = strings.TrimRight(string(r.field(l.state)), "<")
	d.Nationality = strings.TrimRight(string(r.field(l.nationality)), "<")
	d.LastName, d.FirstName = names(r.field(l.name))
	var number []byte
	for _, p := range checks[0].cover {
		number = append(number, r.at(p))
	}
	d.DocumentNumber = strings.ReplaceAll(string(number), "<", "")
	var dobOK, expiryOK bool
	d.DateOfBirth, dobOK = birthDate(r.field(l.birth), now)
	d.ExpiryDate, expiryOK = expiryDate(r.field(l.expiry), now)
	sex := r.at(l.sex)
	d.Sex = string(sex)
	if sex == '<' {
		d.Sex = "X"
	}
	var optional []byte
	for _, p := range rest {
		optional = append(optional, r.at(p))
	}
	d.OptionalData = strings.Trim(string(optional), "<")
	if l.optional2.to > 0 {
		d.OptionalData2 = strings.Trim(string(r.field(l.optional2)), "<")
	}

	form := func(name string, ok bool) {
		res.Checks = append(res.Checks, Check{Name: name, Kind: KindValue, Passed: ok})
	}
	form("documentCode", isLetter(code[0]) && (isLetter(code[1]) || code[1] == '<'))
	form("issuingState", isCode(r.field(l.state)) && KnownState(d.IssuingState))
	form("fullName", isName(r.field(l.name)))
	form("documentNumber", isNumber(number))
	form("nationality", isCode(r.field(l.nationality)) && KnownState(d.Nationality))
	form("dateOfBirth", dobOK)
	form("sex", strings.IndexByte("MFX<", sex) >= 0)
	form("expiryDate", expiryOK)

	res.Valid = true
	for _, c := range res.Checks {
		res.Valid = res.Valid && c.Passed
	}
	for _, line := range r.g {
		res.Lines = append(res.Lines, string(line))
	}
	return res
}

// names splits a name field into its primary and secondary identifiers.
func names(f []byte) (last, first string) {
	last, first, _ = strings.Cut(strings.TrimRight(string(f), "<"), "<<")
	words := func(s string) string {
		return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '<' }), " ")
	}
	return words(last), words(first)
}

// isCode reports whether f is a state's code: letters, then fillers.
func isCode(f []byte) bool {
	n := len(strings.TrimRight(string(f), "<"))
	if n == 0 {
		return false
	}
	for _, c := range f[:n] {
		if !isLetter(c) {
			return false
		}
	}
	return true
}

// isName reports whether f is a name field: a letter first, then letters
// and fillers.
func isName(f []byte) bool {
	if !isLetter(f[0]) {
		return false
	}
	for _, c := range f {
		if !isLetter(c) && c != '<' {
			return false
		}
	}
	return true
}

// isNumber reports whether f is a document number: letters and digits, then
// fillers.
func isNumber(f []byte) bool {
	n := len(strings.TrimRight(string(f), "<"))
	if n == 0 {
		return false
	}
	for _, c := range f[:n] {
		if !isLetter(c) && !isDigit(c) {
			return false
		}
	}
	return true
}

// yymmdd reads a zone's date.
func yymmdd(f []byte) (yy, mm, dd int, ok bool) {
	for _, c := range f {
		if !isDigit(c) {
			return 0, 0, 0, false
		}
	}
	n := func(i int) int { return int(f[i]-'0')*10 + int(f[i+1]-'0') }
	return n(0), n(2), n(4), true
}

// date returns y-m-d, or false when that is no calendar day.
func date(y, m, d int) (time.Time, bool) {
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t, m >= 1 && m <= 12 && t.Day() == d && int(t.Month()) == m
}

// birthDate reads a date of birth in the century that does not put it after
// now's day.
func birthDate(f []byte, now time.Time) (time.Time, bool) {
	yy, mm, dd, ok := yymmdd(f)
	if !ok {
		return time.Time{}, false
	}
	y := now.Year() - now.Year()%100 + yy
	if t, _ := date(y, mm, dd); t.After(day(now)) {
		y -= 100
	}
	t, ok := date(y, mm, dd)
	if !ok {
		return time.Time{}, false
	}
	return t, true
}

// expiryDate reads a date of expiry in the century that puts it within 50
// years of now: 20xx today, unless that is more than 50 years ahead.
func expiryDate(f []byte, now time.Time) (time.Time, bool) {
	yy, mm, dd, ok := yymmdd(f)
	if !ok {
		return time.Time{}, false
	}
	y := now.Year() - now.Year()%100 + yy
	switch {
	case y > now.Year()+50:
		y -= 100
	case y <= now.Year()-50:
		y += 100
	}
	t, ok := date(y, mm, dd)
	if !ok {
		return time.Time{}, false
	}
	return t, true
}
