package doctest

// Score compares the MRZ lines read with the lines printed.
type Score struct {
	// Chars is how many characters were printed.
	Chars int
	// Errors is the edit distance (insertions, deletions, substitutions)
	// from the printed lines to the lines read, line by line; a line
	// missing or extra counts all its characters.
	Errors int
	// Fillers is how many of Errors are a printed < read otherwise.
	Fillers int
	// Lookalikes is how many of Errors are a letter read as the digit it
	// looks like in OCR-B, or the other way round (O and 0, I and 1, B and
	// 8, S and 5, Z and 2, G and 6, D or Q and 0), in lines read at their
	// length: the MRZ parser puts these right from each position's
	// character class where the check digits then agree.
	Lookalikes int
}

// lookalikes pairs letters with the digits OCR takes them for.
var lookalikes = map[[2]byte]bool{}

func init() {
	for _, pair := range []string{"O0", "I1", "B8", "S5", "Z2", "G6", "D0", "Q0"} {
		lookalikes[[2]byte{pair[0], pair[1]}] = true
		lookalikes[[2]byte{pair[1], pair[0]}] = true
	}
}

// Accuracy is the share of characters read right: 1 - Errors/Chars.
func (s Score) Accuracy() float64 {
	if s.Chars == 0 {
		return 0
	}
	return 1 - float64(min(s.Errors, s.Chars))/float64(s.Chars)
}

// Add returns the sum of two scores.
func (s Score) Add(o Score) Score {
	return Score{Chars: s.Chars + o.Chars, Errors: s.Errors + o.Errors, Fillers: s.Fillers + o.Fillers,
		Lookalikes: s.Lookalikes + o.Lookalikes}
}

// Compare scores the lines read against the lines printed.
func Compare(printed, read []string) Score {
	var s Score
	for i, want := range printed {
		s.Chars += len(want)
		got := ""
		if i < len(read) {
			got = read[i]
		}
		errs, fillers := distance(want, got)
		s.Errors += errs
		s.Fillers += fillers
		if len(got) == len(want) {
			for j := range len(want) {
				if lookalikes[[2]byte{want[j], got[j]}] {
					s.Lookalikes++
				}
			}
		}
	}
	for _, extra := range read[min(len(printed), len(read)):] {
		s.Errors += len(extra)
	}
	return s
}

// distance is the edit distance from want to got, and how many of its
// edits substitute or delete a < of want.
func distance(want, got string) (errs, fillers int) {
	type cell struct{ errs, fillers int }
	prev, cur := make([]cell, len(got)+1), make([]cell, len(got)+1)
	for j := range prev {
		prev[j] = cell{j, 0}
	}
	for i := 1; i <= len(want); i++ {
		filler := 0
		if want[i-1] == '<' {
			filler = 1
		}
		cur[0] = cell{i, prev[0].fillers + filler}
		for j := 1; j <= len(got); j++ {
			best := cell{prev[j].errs + 1, prev[j].fillers + filler} // deletion
			if c := (cell{cur[j-1].errs + 1, cur[j-1].fillers}); c.errs < best.errs {
				best = c // insertion
			}
			sub := prev[j-1]
			if want[i-1] != got[j-1] {
				sub = cell{sub.errs + 1, sub.fillers + filler}
			}
			if sub.errs <= best.errs {
				best = sub
			}
			cur[j] = best
		}
		prev, cur = cur, prev
	}
	return prev[len(got)].errs, prev[len(got)].fillers
}
