package mrz_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// Any text is read as a zone or refused with ErrNotFound or a *FormatError,
// never a panic; a zone read has the format's shape, is Valid exactly when
// every check passed, and reads the same again from its own lines.
func FuzzParse(f *testing.F) {
	for _, s := range specimens {
		f.Add(strings.Join(s.lines, "\n"))
	}
	f.Add("p<ut0er1ksson  anna maria<<<<<<<<<<<<<<<<<<<\nL8989O2C3GUTO74O8IZZF1ZO4IS9ZE184226B<<K<10")
	f.Add("I<UTOD231458907<<<KKK<<<<<<<<\n7408I22F1204159UT0<<<<K<<<<<<<G\nERIKSSON<<ANNA<MARIA<<<<<<<<<<")
	f.Add("I<UTOD23145890<7349<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\n«« ERIKSSON  ANNA MARIA ((({{{")
	f.Add("")
	f.Add("\x00\xff<<\n\n" + strings.Repeat("<", 44))
	f.Fuzz(func(t *testing.T, text string) {
		r, err := mrz.Parse(text, now)
		var fe *mrz.FormatError
		switch {
		case err == nil:
		case errors.Is(err, mrz.ErrNotFound), errors.As(err, &fe):
			return
		default:
			t.Fatalf("error %v", err)
		}
		width := map[mrz.Format]int{mrz.TD1: 30, mrz.TD2: 36, mrz.TD3: 44, mrz.MRVA: 44, mrz.MRVB: 36}[r.Format]
		height := 2
		if r.Format == mrz.TD1 {
			height = 3
		}
		if width == 0 || len(r.Lines) != height {
			t.Fatalf("format %q with %d lines", r.Format, len(r.Lines))
		}
		valid := true
		for _, line := range r.Lines {
			if len(line) != width || strings.Trim(line, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<") != "" {
				t.Fatalf("line %q in %s", line, r.Format)
			}
		}
		for _, c := range r.Checks {
			valid = valid && c.Passed
		}
		if valid != r.Valid {
			t.Fatalf("valid %v with checks %+v", r.Valid, r.Checks)
		}
		again, err := mrz.Parse(strings.Join(r.Lines, "\n"), now)
		if err != nil || again.Valid != r.Valid || strings.Join(again.Lines, "\n") != strings.Join(r.Lines, "\n") {
			t.Fatalf("%q read as %+v, its lines as %+v, %v", text, r, again, err)
		}
	})
}
