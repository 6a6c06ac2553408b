package mrz

// pos is a character's place in a zone.
type pos struct{ line, col int }

// none marks a position a format does not have.
var none = pos{-1, -1}

func (p pos) ok() bool { return p.line >= 0 }

// span is a field: columns [from, to) of a line. A zero span is a field the
// format does not have.
type span struct{ line, from, to int }

func (s span) positions() []pos {
	ps := make([]pos, 0, s.to-s.from)
	for c := s.from; c < s.to; c++ {
		ps = append(ps, pos{s.line, c})
	}
	return ps
}

// layout is where a format keeps each field (ICAO Doc 9303 Parts 4 to 7).
type layout struct {
	format        Format
	width, height int

	code, state, name, number, nationality, birth, expiry span
	optional, optional2                                   span
	sex                                                   pos

	numberCheck, birthCheck, expiryCheck, optionalCheck, composite pos
	// compositeSpans are what the composite check digit covers, in order.
	compositeSpans []span
	// long is true where a document number longer than nine characters
	// continues into the optional data (TD1, TD2): a filler then stands in
	// numberCheck, and the check digit follows the number's last character.
	long bool
	// checkedOptional is true where a check digit covers the optional data
	// of the first data line, alone or in the composite.
	checkedOptional bool
	// numeric lists the positions that hold digits: the dates and the check
	// digits.
	numeric []pos
}

// twoLines is the layout of the two-line formats: the name on the first
// line, the same fields up to the expiry's check digit on the second.
func twoLines(f Format, width int) *layout {
	return &layout{
		format: f, width: width, height: 2,
		code: span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, width},
		number: span{1, 0, 9}, numberCheck: pos{1, 9}, nationality: span{1, 10, 13},
		birth: span{1, 13, 19}, birthCheck: pos{1, 19}, sex: pos{1, 20},
		expiry: span{1, 21, 27}, expiryCheck: pos{1, 27},
		optionalCheck: none, composite: none,
	}
}

var layouts = func() map[Format]*layout {
	td1 := &layout{
		format: TD1, width: 30, height: 3,
		code: span{0, 0, 2}, state: span{0, 2, 5}, number: span{0, 5, 14}, numberCheck: pos{0, 14},
		optional: span{0, 15, 30},
		birth:    span{1, 0, 6}, birthCheck: pos{1, 6}, sex: pos{1, 7},
		expiry: span{1, 8, 14}, expiryCheck: pos{1, 14}, nationality: span{1, 15, 18},
		optional2: span{1, 18, 29}, composite: pos{1, 29},
		compositeSpans: []span{{0, 5, 30}, {1, 0, 7}, {1, 8, 15}, {1, 18, 29}},
		name:           span{2, 0, 30},
		optionalCheck:  none, long: true, checkedOptional: true,
	}

	td2 := twoLines(TD2, 36)
	td2.optional = span{1, 28, 35}
	td2.composite = pos{1, 35}
	td2.compositeSpans = []span{{1, 0, 10}, {1, 13, 20}, {1, 21, 35}}
	td2.long, td2.checkedOptional = true, true

	td3 := twoLines(TD3, 44)
	td3.optional = span{1, 28, 42}
	td3.optionalCheck = pos{1, 42}
	td3.composite = pos{1, 43}
	td3.compositeSpans = []span{{1, 0, 10}, {1, 13, 20}, {1, 21, 43}}
	td3.checkedOptional = true

	mrva := twoLines(MRVA, 44)
	mrva.optional = span{1, 28, 44}

	mrvb := twoLines(MRVB, 36)
	mrvb.optional = span{1, 28, 36}

	m := map[Format]*layout{TD1: td1, TD2: td2, TD3: td3, MRVA: mrva, MRVB: mrvb}
	for _, l := range m {
		l.numeric = append(l.birth.positions(), l.expiry.positions()...)
		for _, p := range l.checks() {
			if p.ok() {
				l.numeric = append(l.numeric, p)
			}
		}
	}
	return m
}()

// layoutFor picks the format of a zone whose lines are width long from the
// first character of its first line: V for a visa.
func layoutFor(width int, first byte) *layout {
	visa := first == 'V'
	switch {
	case width == 30:
		return layouts[TD1]
	case width == 36 && visa:
		return layouts[MRVB]
	case width == 36:
		return layouts[TD2]
	case visa:
		return layouts[MRVA]
	default:
		return layouts[TD3]
	}
}

// checks lists the check digits' positions; none where the format has none.
func (l *layout) checks() []pos {
	return []pos{l.numberCheck, l.birthCheck, l.expiryCheck, l.optionalCheck, l.composite}
}
