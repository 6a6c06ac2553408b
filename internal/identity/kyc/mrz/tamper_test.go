package mrz_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// covered reports whether a check digit covers the character at line i,
// column j of a zone of format f, check digits included (ICAO Doc 9303
// Parts 4 to 7, written out here apart from the package's layouts).
func covered(f mrz.Format, i, j int) bool {
	in := func(ranges ...[2]int) bool {
		for _, r := range ranges {
			if j >= r[0] && j < r[1] {
				return true
			}
		}
		return false
	}
	switch {
	case f == mrz.TD1 && i == 0:
		return in([2]int{5, 30})
	case f == mrz.TD1 && i == 1:
		return in([2]int{0, 7}, [2]int{8, 15}, [2]int{18, 30})
	case i == 0 || f == mrz.TD1:
		return false
	case f == mrz.TD2:
		return in([2]int{0, 10}, [2]int{13, 20}, [2]int{21, 36})
	case f == mrz.TD3:
		return in([2]int{0, 10}, [2]int{13, 20}, [2]int{21, 44})
	}
	return in([2]int{0, 10}, [2]int{13, 20}, [2]int{21, 28})
}

// sameProtected reports whether a and b read the same in the fields a check
// digit covers: the optional data only when both are of one format that
// covers it (a document code changed to a visa's moves the fields, and a
// visa's optional data has no check digit).
func sameProtected(a, b *mrz.Result) bool {
	same := a.DocumentNumber == b.DocumentNumber && a.DateOfBirth.Equal(b.DateOfBirth) && a.ExpiryDate.Equal(b.ExpiryDate)
	if a.Format == b.Format && a.Format != mrz.MRVA && a.Format != mrz.MRVB {
		same = same && a.OptionalData == b.OptionalData && a.OptionalData2 == b.OptionalData2
	}
	return same
}

// value is a character's value in a check digit.
func value(c byte) int {
	if c >= 'A' {
		return int(c-'A') + 10
	}
	if c == '<' {
		return 0
	}
	return int(c - '0')
}

// tally counts what became of the variants of a zone with one character
// changed.
type tally struct {
	variants int
	// refused failed a check or were no zone.
	refused int
	// same passed with what the original says: the change was a
	// confusion OCR makes, corrected by the character's class, or a 0
	// written for a filler where both mean the same.
	same int
	// unprotected passed with a change where no check digit reaches (the
	// names, the document code, the issuing state, the nationality, the
	// sex, a visa's optional data), and what the check digits cover read
	// as it was.
	unprotected int
	// invisible passed with a change the check digits cannot see: the
	// character as read has a value that differs from the original's by a
	// multiple of 10 (a letter read for a digit counts as the digit).
	invisible int
	// accepted passed with a change a check digit covers and could see:
	// there must be none.
	accepted int
}

func (a *tally) add(b tally) {
	a.variants += b.variants
	a.refused += b.refused
	a.same += b.same
	a.unprotected += b.unprotected
	a.invisible += b.invisible
	a.accepted += b.accepted
}

// tamper reads every variant of lines with one character changed to each
// other character of the zone's alphabet, check digits included.
func tamper(t *testing.T, f mrz.Format, lines []string) tally {
	t.Helper()
	original, err := mrz.Parse(strings.Join(lines, "\n"), now)
	require.NoError(t, err)
	require.True(t, original.Valid)
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"
	var n tally
	for i, line := range lines {
		for j := range len(line) {
			for _, c := range []byte(alphabet) {
				truth := line[j]
				if c == truth {
					continue
				}
				variant := append([]string(nil), lines...)
				variant[i] = line[:j] + string(c) + line[j+1:]
				n.variants++
				r, err := mrz.Parse(strings.Join(variant, "\n"), now)
				switch {
				case err != nil || !r.Valid:
					n.refused++
				case r.Document == original.Document:
					n.same++
				case !covered(f, i, j) && sameProtected(r, original):
					n.unprotected++
				case (value(r.Lines[i][j])-value(truth))%10 == 0:
					n.invisible++
				default:
					n.accepted++
					t.Errorf("%s line %d column %d: %q for %q accepted as %q", f, i, j, c, truth, r.Lines)
				}
			}
		}
	}
	return n
}

// TestTampered changes each character of each specimen, and of random
// documents, to every other character, check digits left as they were: no
// variant a check digit could tell from the original passes.
func TestTampered(t *testing.T) {
	t.Parallel()
	var all tally
	for _, s := range specimens {
		n := tamper(t, s.format, s.lines)
		t.Logf("%s: %+v", s.name, n)
		all.add(n)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, f := range formats {
		var n tally
		for range 4 {
			lines, err := mrz.Compose(f, document(rng, f))
			require.NoError(t, err)
			n.add(tamper(t, f, lines))
		}
		t.Logf("4 random %s documents: %+v", f, n)
		all.add(n)
	}
	t.Logf("all: %+v", all)
	require.Zero(t, all.accepted)
}
