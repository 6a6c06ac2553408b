package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// kind says what a sample is for.
type kind int

const (
	// genuine is a document as issued: its fields must be read.
	genuine kind = iota
	// tampered is a document with one character of its zone changed and
	// the check digits left: it must not be read as valid with the change.
	tampered
	// blank is an image of one tone: no zone must be read.
	blank
	// noise is an image of random pixels: no zone must be read.
	noise
)

// The captures a document is photographed with.
const (
	clean    = "clean"
	degraded = "degraded"
)

// sample is one image of the corpus and what it shows.
type sample struct {
	id   int
	kind kind
	// format and capture are empty for blank and noise.
	format  mrz.Format
	capture string
	// want are the document's fields as mrz.Result.Fields names them;
	// nil for blank and noise.
	want map[string]string
	// lines are the zone as printed.
	lines []string
	// change is what was tampered with; nil for other kinds.
	change *change
	// page, photo and seed are how a document was drawn and photographed.
	page  doctest.Document
	photo doctest.Capture
	seed  uint64
	data  []byte
}

// group names the sample's format and capture: "TD3 clean".
func (s *sample) group() string { return string(s.format) + " " + s.capture }

// change is one character of a zone changed, its check digits left as
// they were.
type change struct {
	// field is documentNumber, dateOfBirth or expiryDate.
	field string
	// original and changed are the field's values before and after (ISO
	// dates), as a zone with check digits written for the change reads.
	original, changed string
	line, col         int
}

// fields are the fields compared with the truth, as mrz.Result.Fields
// names them.
var fields = []string{"documentNumber", "dateOfBirth", "expiryDate", "lastName", "firstName", "nationality", "sex", "issuingState"}

// span is where a field starts in a zone: its line and first column.
type span struct{ line, from int }

// spans are where the formats keep the document number and the dates
// (ICAO Doc 9303 Parts 4 and 5): the fields a tamperer changes.
var spans = map[mrz.Format]map[string]span{
	mrz.TD3: {"documentNumber": {1, 0}, "dateOfBirth": {1, 13}, "expiryDate": {1, 21}},
	mrz.TD1: {"documentNumber": {0, 5}, "dateOfBirth": {1, 0}, "expiryDate": {1, 8}},
}

var (
	surnames = []string{"ERIKSSON", "MUSTERMANN", "OBRIEN", "DE LA CRUZ", "NGUYEN", "OKONKWO", "ADEYEMI",
		"KOWALSKI", "VAN DER BERG", "ZHANG", "MARTINEZ", "GARCIA", "SCHMIDT", "ABDULLAH", "YAMAMOTO",
		"PETROV", "MBEKI", "LINDQVIST", "FITZGERALD", "XIAO", "QUIGLEY", "JOVANOVIC", "KUMAR", "CHEKHOV",
		"HAKKINEN", "OYELARAN", "BJORKLUND", "DUBOIS", "ROSSI", "SILVA", "PAPADOPOULOS", "KIM", "LEE",
		"WOJCIK", "HERNANDEZ", "MACKENZIE", "ACHTERBERG", "GONZALEZ", "OKAFOR", "FERREIRA", "IVANOVA", "LOPEZ"}
	givenNames = []string{"ANNA", "MARIA", "ERIKA", "JOHN", "WEI", "AMARA", "PIOTR", "JAN", "SOFIA", "HIROSHI",
		"IVAN", "THANDO", "LUCIA", "MOHAMMED", "KLAUS", "ZOE", "OLUWASEUN", "BJORN", "MEI", "LIN", "XAVIER",
		"CHIDI", "KAROLINA", "LUC", "YUKI", "QUENTIN", "FATIMA", "AHMED", "OLGA", "CLAIRE", "KWAME", "EMMA",
		"LIAM", "NOAH", "AVA", "DIEGO", "PRIYA", "SEBASTIAN", "VICTORIA", "JOSE", "ELIF", "HUGO"}
	states = []string{"AUT", "BEL", "BRA", "CAN", "CHE", "CHN", "D", "DNK", "ESP", "FIN", "FRA", "GBR", "GHA",
		"GRC", "IND", "IRL", "ITA", "JPN", "KEN", "KOR", "MEX", "NGA", "NLD", "NOR", "POL", "PRT", "SWE",
		"TUR", "UKR", "USA", "ZAF", "UTO"}
)

const (
	letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits  = "0123456789"
)

// person returns a made-up holder's document of format f, valid at now.
func person(rng *rand.Rand, f mrz.Format, now time.Time) mrz.Document {
	pick := func(list []string) string { return list[rng.IntN(len(list))] }
	names := func(list []string) string {
		if rng.IntN(4) == 0 {
			return pick(list) + " " + pick(list)
		}
		return pick(list)
	}
	room := 37 // the name field of TD3 (39), less the two fillers between the names
	if f == mrz.TD1 {
		room = 28
	}
	var last, first string
	for last, first = names(surnames), names(givenNames); len(last)+len(first) > room; {
		last, first = names(surnames), names(givenNames)
	}
	state := pick(states)
	nationality := state
	if rng.IntN(4) == 0 {
		nationality = pick(states)
	}
	d := mrz.Document{
		DocumentCode:   "P",
		IssuingState:   state,
		LastName:       last,
		FirstName:      first,
		DocumentNumber: documentNumber(rng),
		Nationality:    nationality,
		// Born 18 to 85 years ago; expiring within ten years.
		DateOfBirth: day(now.AddDate(-85, 0, 0).Add(time.Duration(rng.Int64N(int64(67 * 365 * 24 * time.Hour))))),
		ExpiryDate:  day(now.AddDate(0, 1, 0).Add(time.Duration(rng.Int64N(int64(10 * 365 * 24 * time.Hour))))),
		Sex:         pick([]string{"M", "F", "X"}),
	}
	if rng.IntN(2) == 0 {
		d.OptionalData = random(rng, digits, 6+rng.IntN(7))
	}
	if f == mrz.TD1 {
		d.DocumentCode = pick([]string{"I", "ID"})
		if rng.IntN(4) == 0 {
			d.OptionalData2 = random(rng, letters+digits, 4+rng.IntN(8))
		}
	}
	return d
}

// documentNumber returns a number in one of the shapes issuers use: two
// letters and seven digits, nine digits, a letter and seven digits, or
// nine letters and digits mixed.
func documentNumber(rng *rand.Rand) string {
	switch rng.IntN(4) {
	case 0:
		return random(rng, letters, 2) + random(rng, digits, 7)
	case 1:
		return random(rng, digits, 9)
	case 2:
		return random(rng, letters, 1) + random(rng, digits, 7)
	}
	return random(rng, letters+digits, 9)
}

func random(rng *rand.Rand, from string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = from[rng.IntN(len(from))]
	}
	return string(b)
}

// day is t's calendar day at midnight UTC.
func day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// compose writes d's zone and checks that the parser reads it back as d:
// the truth of the corpus must be what a perfect read gives.
func compose(f mrz.Format, d mrz.Document, now time.Time) ([]string, map[string]string, error) {
	lines, err := mrz.Compose(f, d)
	if err != nil {
		return nil, nil, err
	}
	r, err := mrz.Parse(strings.Join(lines, "\n"), now)
	if err != nil {
		return nil, nil, fmt.Errorf("the composed zone %q does not parse: %w", lines, err)
	}
	want := (&mrz.Result{Format: f, Document: d}).Fields()
	got := r.Fields()
	for _, name := range fields {
		if !r.Valid || got[name] != want[name] {
			return nil, nil, fmt.Errorf("the composed zone %q reads back as %s %q (valid %t), not %q", lines, name, got[name], r.Valid, want[name])
		}
	}
	return lines, want, nil
}

// tamper changes one character of the document number or a date of d's
// zone, at a random position, to another of its class that the check
// digit covering it can tell apart (a digit for a digit, a letter for a
// letter whose value differs by other than a multiple of 10; a date stays
// a calendar date), and leaves the check digits as they were.
func tamper(rng *rand.Rand, f mrz.Format, d mrz.Document, lines []string, now time.Time) ([]string, *change, error) {
	type place struct {
		field string
		at    int
	}
	var places []place
	for i := range len(d.DocumentNumber) {
		places = append(places, place{"documentNumber", i})
	}
	for i := range 6 {
		places = append(places, place{"dateOfBirth", i}, place{"expiryDate", i})
	}
	original := (&mrz.Result{Format: f, Document: d}).Fields()
	for _, p := range shuffled(rng, places) {
		forged := d
		var s string
		switch p.field {
		case "documentNumber":
			s = d.DocumentNumber
		case "dateOfBirth":
			s = d.DateOfBirth.Format("060102")
		case "expiryDate":
			s = d.ExpiryDate.Format("060102")
		}
		class := digits
		if strings.IndexByte(letters, s[p.at]) >= 0 {
			class = letters
		}
		for _, c := range shuffled(rng, []byte(class)) {
			if (value(c)-value(s[p.at]))%10 == 0 {
				continue
			}
			changed := s[:p.at] + string(c) + s[p.at+1:]
			switch p.field {
			case "documentNumber":
				forged.DocumentNumber = changed
			default:
				t, err := time.Parse("060102", changed)
				if err != nil {
					continue // no such day
				}
				if p.field == "dateOfBirth" {
					forged.DateOfBirth = t
				} else {
					forged.ExpiryDate = t
				}
			}
			// The forger's zone with its check digits written for the
			// change says what the changed character means.
			valid, err := mrz.Compose(f, forged)
			if err != nil {
				return nil, nil, err
			}
			r, err := mrz.Parse(strings.Join(valid, "\n"), now)
			if err != nil || !r.Valid {
				continue // a date the parser puts out of range
			}
			sp := spans[f][p.field]
			out := slices.Clone(lines)
			b := []byte(out[sp.line])
			b[sp.from+p.at] = c
			out[sp.line] = string(b)
			return out, &change{field: p.field, original: original[p.field], changed: r.Fields()[p.field],
				line: sp.line, col: sp.from + p.at}, nil
		}
	}
	return nil, nil, fmt.Errorf("no character of %q can be tampered with", lines)
}

func shuffled[T any](rng *rand.Rand, s []T) []T {
	s = slices.Clone(s)
	rng.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	return s
}

// value is a character's value in a check digit (ICAO Doc 9303).
func value(c byte) int {
	if c >= 'A' && c <= 'Z' {
		return int(c-'A') + 10
	}
	return int(c - '0')
}

// page lays d out as doctest draws it: the visual zone agrees with the
// zone's lines.
func page(f mrz.Format, d mrz.Document, lines []string, seed uint64) doctest.Document {
	date := func(t time.Time) string { return strings.ToUpper(t.Format("02 Jan 2006")) }
	if f == mrz.TD1 {
		return doctest.Document{Format: doctest.TD1, Title: "IDENTITY CARD", MRZ: lines, Seed: seed, Fields: []doctest.Field{
			{Label: "Document No.", Value: d.DocumentNumber}, {Label: "Sex", Value: d.Sex},
			{Label: "Date of issue", Value: date(d.ExpiryDate.AddDate(-10, 0, 0))}, {Label: "Authority", Value: d.IssuingState},
		}}
	}
	return doctest.Document{Format: doctest.TD3, Title: "PASSPORT", MRZ: lines, Seed: seed, Fields: []doctest.Field{
		{Label: "Type", Value: d.DocumentCode}, {Label: "Code", Value: d.IssuingState},
		{Label: "Passport No.", Value: d.DocumentNumber}, {Label: "Surname", Value: d.LastName},
		{Label: "Given names", Value: d.FirstName}, {Label: "Nationality", Value: d.Nationality},
		{Label: "Date of birth", Value: date(d.DateOfBirth)}, {Label: "Sex", Value: d.Sex},
		{Label: "Date of expiry", Value: date(d.ExpiryDate)},
	}}
}

// makeCorpus generates the samples config asks for, deterministically
// from its seed: genuine documents (TD3 and TD1 in turn; per format,
// clean and degraded in turn), tampered ones (the same mix), then blank
// and noise images.
func makeCorpus(cfg config, fonts *doctest.Fonts, now time.Time) ([]*sample, error) {
	var samples []*sample
	add := func(k kind, n int) {
		for i := range n {
			s := &sample{id: len(samples), kind: k}
			if k == genuine || k == tampered {
				s.format = []mrz.Format{mrz.TD3, mrz.TD1}[i%2]
				s.capture = []string{clean, degraded}[i/2%2]
			}
			samples = append(samples, s)
		}
	}
	add(genuine, cfg.documents)
	add(tampered, cfg.tampered)
	add(blank, cfg.blanks)
	add(noise, cfg.blanks)

	var wg sync.WaitGroup
	errs := make([]error, len(samples))
	work := make(chan *sample)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for s := range work {
				errs[s.id] = s.generate(cfg.seed, fonts, now)
			}
		})
	}
	for _, s := range samples {
		work <- s
	}
	close(work)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", i, err)
		}
	}
	return samples, nil
}

// generate draws and photographs the sample, from the corpus's seed and
// the sample's id alone.
func (s *sample) generate(corpusSeed uint64, fonts *doctest.Fonts, now time.Time) error {
	seed := corpusSeed<<24 | uint64(s.id)
	rng := rand.New(rand.NewPCG(corpusSeed, uint64(s.id)))
	switch s.kind {
	case blank:
		return s.blank(rng)
	case noise:
		return s.noise(rng)
	}
	d := person(rng, s.format, now)
	lines, want, err := compose(s.format, d, now)
	if err != nil {
		return err
	}
	s.want, s.lines = want, lines
	if s.kind == tampered {
		if s.lines, s.change, err = tamper(rng, s.format, d, lines, now); err != nil {
			return err
		}
	}
	s.page, s.photo, s.seed = page(s.format, d, s.lines, seed), doctest.Clean(), seed
	if s.capture == degraded {
		s.photo = doctest.Degraded(seed)
	}
	drawn, err := fonts.Draw(s.page)
	if err != nil {
		return err
	}
	s.data, err = doctest.Photograph(drawn, s.photo, seed)
	return err
}

// sizes are the blank and noise images' sizes: a phone's upload, upright
// and across, and a smaller one.
var sizes = []image.Point{{1600, 1200}, {1200, 1600}, {1000, 700}}

// blank is a photograph of one tone, a PNG.
func (s *sample) blank(rng *rand.Rand) error {
	size := sizes[s.id%len(sizes)]
	img := image.NewGray(image.Rectangle{Max: size})
	tone := uint8(160 + rng.IntN(96))
	for i := range img.Pix {
		img.Pix[i] = tone
	}
	var buf bytes.Buffer
	err := png.Encode(&buf, img)
	s.data = buf.Bytes()
	return err
}

// noise is a photograph of random colours, a JPEG of quality 40.
func (s *sample) noise(rng *rand.Rand) error {
	size := sizes[s.id%len(sizes)]
	img := image.NewRGBA(image.Rectangle{Max: size})
	for y := range size.Y {
		for x := range size.X {
			v := rng.Uint32()
			img.SetRGBA(x, y, color.RGBA{uint8(v), uint8(v >> 8), uint8(v >> 16), 255})
		}
	}
	var buf bytes.Buffer
	err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 40})
	s.data = buf.Bytes()
	return err
}

// degradations are the parts of a degraded capture, each of which can be
// taken away alone, the rest of the photograph staying as it was; but for
// the turn and the perspective, whose taking away also moves the page under
// the glare.
var degradations = []struct {
	name   string
	remove func(*doctest.Capture)
}{
	{"glare", func(c *doctest.Capture) { c.Glare = 0 }},
	{"blur", func(c *doctest.Capture) { c.Blur = 0 }},
	{"JPEG 40", func(c *doctest.Capture) { c.JPEGQuality = 0 }},
	{"downscale", func(c *doctest.Capture) { c.Width = 0 }},
	{"turn and perspective", func(c *doctest.Capture) { c.Rotate, c.Perspective = 0, 0 }},
}

// explain photographs each of the degraded documents again with each of
// its degradations taken away in turn, reads them with workers goroutines,
// and returns, by sample id, the degradations without which the document
// reads exactly.
func explain(ctx context.Context, r *docread.Reader, workers int, fonts *doctest.Fonts, docs []*sample, now time.Time) (map[int][]string, error) {
	out := map[int][]string{}
	var mu sync.Mutex
	var firstErr error
	work := make(chan *sample)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for s := range work {
				drawn, err := fonts.Draw(s.page)
				for _, d := range degradations {
					if err != nil {
						break
					}
					c := s.photo
					d.remove(&c)
					var data []byte
					if data, err = doctest.Photograph(drawn, c, s.seed); err == nil && exact(s, read(ctx, r, data, now)) {
						mu.Lock()
						out[s.id] = append(out[s.id], d.name)
						mu.Unlock()
					}
				}
				if err != nil {
					mu.Lock()
					firstErr = cmp.Or(firstErr, err)
					mu.Unlock()
				}
			}
		})
	}
	for _, s := range docs {
		work <- s
	}
	close(work)
	wg.Wait()
	return out, firstErr
}
