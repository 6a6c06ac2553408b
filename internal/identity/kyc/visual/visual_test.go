package visual

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

func TestChecks(t *testing.T) {
	t.Parallel()
	r := &mrz.Result{Document: mrz.Document{DocumentNumber: "L898902C3", LastName: "MUELLER", FirstName: "ANNA",
		DateOfBirth: time.Date(1974, 8, 12, 0, 0, 0, 0, time.UTC)}}
	passed := func(text string) map[string]bool {
		checks, readable := Checks(text, Of(r))
		require.True(t, readable, text)
		out := map[string]bool{}
		for _, c := range checks {
			out[c.Name] = c.Passed
		}
		return out
	}
	all := map[string]bool{CheckNumber: true, CheckSurname: true, CheckBirth: true}
	for _, text := range []string{
		"PASSPORT  Passport No. L898902C3\nSurname MÜLLER\nGiven names ANNA\nDate of birth 12 AUG 1974",
		"Passport No. L898902C3 Surname/Nom MULLER Date of birth/Date de naissance 12 AUG/AOUT 74", // bilingual, two-digit year
		"passport no l898902c3 surname muelier date of birth 12.08.1974",                           // one letter misread
		"PASSPORT L898 902C3 SURNAME MUELLER DATE OF BIRTH 1974-08-12",                             // a number split by a space
	} {
		require.Equal(t, all, passed(text), text)
	}
	require.Equal(t, map[string]bool{CheckNumber: false, CheckSurname: true, CheckBirth: true},
		passed("Passport No. X123456 Surname MUELLER Date of birth 12 AUG 1974"))
	require.Equal(t, map[string]bool{CheckNumber: true, CheckSurname: false, CheckBirth: false},
		passed("Passport No. L898902C3 Surname SMITH Date of birth 13 AUG 1974"))

	_, readable := Checks("%%% ~~ 1 2", Of(r))
	require.False(t, readable, "too little of a passport's print to judge")
}
