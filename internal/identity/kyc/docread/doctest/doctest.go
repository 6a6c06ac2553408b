// Package doctest draws identity documents for tests and benchmarks of the
// document reader: passport photo pages (TD3, two MRZ lines of 44) and
// identity-card backs (TD1, three lines of 30), with the MRZ in OCR-B and the
// visual zone in DejaVu Sans, a synthetic portrait on passports, and the
// degradations of a phone photograph (Photograph). Everything drawn follows
// from the document and a seed.
//
// The fonts come from Debian's fonts-ocr-b and fonts-dejavu-core. Without
// them, or without the tesseract program, the tests that need them skip,
// unless MERIDIAN_TEST_OCR=require (as in CI): then they fail.
package doctest

import (
	"os"
	"os/exec"
	"testing"
)

// Where Debian's packages install the fonts.
const (
	OCRBPath       = "/usr/share/fonts/opentype/ocr-b/OCRB.otf"        // fonts-ocr-b
	DejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" // fonts-dejavu-core
)

// Required reports whether OCR tests must run (MERIDIAN_TEST_OCR=require).
func Required() bool { return os.Getenv("MERIDIAN_TEST_OCR") == "require" }

// Fonts holds the two typefaces a document is drawn with.
type Fonts struct {
	// MRZ is OCR-B, the machine-readable zone's typeface.
	MRZ *Typeface
	// Text is DejaVu Sans, for the visual zone.
	Text *Typeface
}

// LoadFonts reads the fonts from where Debian installs them.
func LoadFonts() (*Fonts, error) {
	mrz, err := loadTypeface(OCRBPath)
	if err != nil {
		return nil, err
	}
	text, err := loadTypeface(DejaVuSansPath)
	if err != nil {
		return nil, err
	}
	return &Fonts{MRZ: mrz, Text: text}, nil
}

// RequireFonts loads the fonts for a test, which skips without them (fails
// with MERIDIAN_TEST_OCR=require).
func RequireFonts(tb testing.TB) *Fonts {
	tb.Helper()
	f, err := LoadFonts()
	if err != nil {
		skipOrFail(tb, "install Debian's fonts-ocr-b and fonts-dejavu-core", err)
	}
	return f
}

// RequireTesseract returns the path of the tesseract program for a test,
// which skips without it (fails with MERIDIAN_TEST_OCR=require).
func RequireTesseract(tb testing.TB) string {
	tb.Helper()
	path, err := exec.LookPath("tesseract")
	if err != nil {
		skipOrFail(tb, "install Debian's tesseract-ocr and tesseract-ocr-eng", err)
	}
	return path
}

func skipOrFail(tb testing.TB, remedy string, err error) {
	tb.Helper()
	if Required() {
		tb.Fatalf("MERIDIAN_TEST_OCR=require but %v (%s)", err, remedy)
	}
	tb.Skipf("OCR test skipped: %v (%s, or set MERIDIAN_TEST_OCR=require to fail instead)", err, remedy)
}
