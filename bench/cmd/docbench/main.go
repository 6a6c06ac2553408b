// Command docbench measures the builtin document reader on the path a
// driver takes — docread's Prepare and ReadMRZ, then mrz.Parse of the lines
// read, in docread's worker pool — over a corpus it generates with known
// truth: passport photo pages (TD3) and identity-card backs (TD1) whose
// zones mrz.Compose writes for made-up people (random names, numbers,
// dates, nationalities), drawn by doctest, half photographed clean and
// half with a phone's degradations (doctest.Degraded: a turn of up to 5°,
// perspective, glare, a downscale to 1200–1600 pixels, Gaussian blur, JPEG
// quality 40). It prints, beside their goals:
//
//   - the share of documents read with every field exact (documentNumber,
//     dateOfBirth, expiryDate, lastName, firstName, nationality, sex,
//     issuingState) and the zone valid, clean and degraded, by format, by
//     docread's quality check, and each field's share;
//   - tampered documents (one character of the document number or a date
//     changed, the check digits left) read as valid with the changed
//     value, beside the parser alone given the lines as printed;
//   - blank and random-noise images read as a valid zone;
//   - the read time of a side on one core (GOMAXPROCS=1 and a pool of one
//     slot) at p50 and p95, and the throughput with a pool of one slot per
//     core beside the one core's;
//   - the memory of a read: what it allocates on Go's heap (a bound on what
//     it holds at once) and the largest peak resident set of a Tesseract
//     process, sampled from /proc.
//
// Then it photographs each degraded document misread again with each
// degradation taken away in turn, counts which ones it then reads
// exactly, and lists the documents misread with what was printed and read.
// It is a measurement: a missed goal does not change its exit status; only
// a run that cannot happen (no Tesseract or fonts) does.
//
//	docbench [-n 200] [-seed 1] [-tampered 50] [-blanks 10] [-pool 0] [-one-core=true] [-explain=true] [-misses 20]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
)

// config is the run's flags.
type config struct {
	documents, tampered, blanks int
	seed                        uint64
	// pool is the throughput pass's pool size; 0 is one slot per core.
	pool    int
	oneCore bool
	// misses is how many misread documents are listed.
	misses int
	// explain reads the degraded documents misread again, each degradation
	// taken away in turn.
	explain bool
	visual  bool
	// licences is how many driving-licence backs are read by their barcode.
	licences int
}

func main() {
	var cfg config
	flag.IntVar(&cfg.documents, "n", 200, "documents with known truth: TD3 and TD1 in turn, half clean, half degraded")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the corpus")
	flag.IntVar(&cfg.tampered, "tampered", 50, "tampered documents")
	flag.IntVar(&cfg.blanks, "blanks", 10, "blank images, and as many of random noise")
	flag.IntVar(&cfg.pool, "pool", 0, "slots of the pool for the throughput pass (0: one per core)")
	flag.BoolVar(&cfg.oneCore, "one-core", true, "first time each document's read on one core (GOMAXPROCS=1, a pool of one slot)")
	flag.IntVar(&cfg.misses, "misses", 20, "how many misread documents to list")
	flag.BoolVar(&cfg.explain, "explain", true, "read the degraded documents misread again, each degradation taken away in turn")
	flag.BoolVar(&cfg.visual, "visual", true, "check the visual zone of the passport pages read valid, and of the same pages altered")
	flag.IntVar(&cfg.licences, "licences", 100, "driving-licence backs read by their barcode (0: none)")
	flag.Parse()
	if err := run(context.Background(), os.Stdout, cfg); err != nil {
		log.Fatal(err)
	}
}

// The goals the figures are printed beside.
const (
	goalClean    = 0.98
	goalDegraded = 0.90
	goalP95      = 1500 * time.Millisecond
	goalMemory   = 150 << 20
)

// run generates the corpus, reads it and prints the figures to w.
func run(ctx context.Context, w io.Writer, cfg config) error {
	if cfg.documents < 1 {
		return errors.New("docbench: -n must be at least 1")
	}
	fonts, err := doctest.LoadFonts()
	if err != nil {
		return err
	}
	if err := docread.New(docread.Config{}).Available(); err != nil {
		return err
	}
	now := time.Now().UTC()
	start := time.Now()
	samples, err := makeCorpus(cfg, fonts, now)
	if err != nil {
		return err
	}
	generated := time.Since(start)

	command := fmt.Sprintf("docbench -n %d -seed %d -tampered %d -blanks %d -pool %d", cfg.documents, cfg.seed, cfg.tampered, cfg.blanks, cfg.pool)
	if !cfg.oneCore {
		command += " -one-core=false"
	}
	if !cfg.explain {
		command += " -explain=false"
	}
	if !cfg.visual {
		command += " -visual=false"
	}
	command += fmt.Sprintf(" -licences %d", cfg.licences)
	fmt.Fprintf(w, "command: %s   (%s, %d cores, %s)\n", command, tesseractVersion(), runtime.NumCPU(), now.Format(time.DateOnly))
	fmt.Fprintf(w, "corpus: %d documents (TD3 passport pages and TD1 card backs in turn; half clean PNG, half degraded JPEG 40), %d tampered, %d blank, %d noise; generated in %s\n\n",
		cfg.documents, cfg.tampered, cfg.blanks, cfg.blanks, generated.Round(time.Second))

	docs := samples[:cfg.documents]
	var single []outcome
	var singleTime time.Duration
	if cfg.oneCore {
		single, singleTime = readOneCore(ctx, docs, now)
	}
	pool := docread.NewPool(cfg.pool)
	reader := docread.New(docread.Config{Pool: pool})
	stop := sampleChildren("tesseract", 10*time.Millisecond)
	start = time.Now()
	read := readAll(ctx, reader, pool.Size(), docs, now)
	pooledTime := time.Since(start)
	tesseract := stop()
	read = append(read, readAll(ctx, reader, pool.Size(), samples[cfg.documents:], now)...)

	printAccuracy(w, samples, read)
	printTampered(w, samples, read, now)
	printBlanks(w, samples, read)
	if cfg.oneCore {
		printTimes(w, docs, single, singleTime)
	}
	fmt.Fprintf(w, "throughput, a pool of %d slots (GOMAXPROCS %d): %d documents in %s, %.2f reads/s",
		pool.Size(), runtime.GOMAXPROCS(0), len(docs), pooledTime.Round(100*time.Millisecond), float64(len(docs))/pooledTime.Seconds())
	if cfg.oneCore {
		one := float64(len(docs)) / singleTime.Seconds()
		fmt.Fprintf(w, "; one core %.2f reads/s (%.2f×)", one, float64(len(docs))/pooledTime.Seconds()/one)
	}
	fmt.Fprintln(w)
	printMemory(w, single, tesseract)
	if cfg.visual {
		if err := printVisual(ctx, w, reader, fonts, docs, read, now); err != nil {
			return err
		}
	}
	if cfg.licences > 0 {
		var blanks []*sample
		for _, s := range samples {
			if s.kind == blank || s.kind == noise {
				blanks = append(blanks, s)
			}
		}
		if err := printLicences(ctx, w, fonts, cfg.licences, cfg.seed, blanks); err != nil {
			return err
		}
	}
	var fixes map[int][]string
	if cfg.explain {
		var missed []*sample
		for i, s := range docs {
			if s.capture == degraded && !exact(s, read[i]) {
				missed = append(missed, s)
			}
		}
		if fixes, err = explain(ctx, reader, pool.Size(), fonts, missed, now); err != nil {
			return err
		}
		printExplained(w, missed, fixes)
	}
	printMisses(w, samples, read, fixes, cfg.misses)
	return nil
}

// printExplained counts the degraded documents misread that read exactly
// with one degradation taken away, by degradation.
func printExplained(w io.Writer, missed []*sample, fixes map[int][]string) {
	if len(missed) == 0 {
		return
	}
	count := map[string]int{}
	none := 0
	for _, s := range missed {
		if len(fixes[s.id]) == 0 {
			none++
		}
		for _, d := range fixes[s.id] {
			count[d]++
		}
	}
	var parts []string
	for _, d := range degradations {
		parts = append(parts, fmt.Sprintf("%s %d", d.name, count[d.name]))
	}
	fmt.Fprintf(w, "\ndegraded documents misread: %d; read exactly with one degradation taken away: %s; with none alone: %d\n",
		len(missed), strings.Join(parts, ", "), none)
	fmt.Fprintln(w, "(taking the turn and perspective away also moves the page under the glare)")
}

// outcome is what one read gave.
type outcome struct {
	// result is the zone parsed; nil when none was read.
	result *mrz.Result
	// lines are the zone's lines as docread read them.
	lines []string
	err   error
	// prepare is Prepare's time; zone is ReadMRZ's and Parse's.
	prepare, zone time.Duration
	// allocated is what the read allocated on Go's heap.
	allocated uint64
	// lowQuality names the quality measures that fail docread's default
	// thresholds (a driver asks for another photograph).
	lowQuality []string
}

// read takes data through the driver's path: Prepare, ReadMRZ, Parse.
func read(ctx context.Context, r *docread.Reader, data []byte, now time.Time) outcome {
	start := time.Now()
	p, err := r.Prepare(ctx, data)
	o := outcome{prepare: time.Since(start)}
	if err == nil {
		o.lowQuality = docread.DefaultThresholds().Failed(p.Quality())
		var m *docread.MRZ
		if m, err = r.ReadMRZ(ctx, p); err == nil {
			o.lines = m.Lines
			o.result, err = mrz.Parse(strings.Join(m.Lines, "\n"), now)
		}
	}
	o.zone = time.Since(start) - o.prepare
	o.err = err
	return o
}

// readAll reads the samples with workers goroutines, one per slot of the
// reader's pool, and returns the outcomes in the samples' order.
func readAll(ctx context.Context, r *docread.Reader, workers int, samples []*sample, now time.Time) []outcome {
	out := make([]outcome, len(samples))
	work := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range work {
				out[i] = read(ctx, r, samples[i].data, now)
			}
		})
	}
	for i := range samples {
		work <- i
	}
	close(work)
	wg.Wait()
	return out
}

// heapAllocs names the runtime's count of bytes allocated on the heap.
const heapAllocs = "/gc/heap/allocs:bytes"

// readOneCore reads the samples one at a time on one core (GOMAXPROCS=1,
// a pool of one slot, Tesseract told to use one thread), measuring each
// read's heap allocations, and returns the outcomes and the time taken.
func readOneCore(ctx context.Context, samples []*sample, now time.Time) ([]outcome, time.Duration) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	r := docread.New(docread.Config{Pool: docread.NewPool(1)})
	out := make([]outcome, len(samples))
	m := []metrics.Sample{{Name: heapAllocs}}
	start := time.Now()
	for i, s := range samples {
		metrics.Read(m)
		before := m[0].Value.Uint64()
		out[i] = read(ctx, r, s.data, now)
		metrics.Read(m)
		out[i].allocated = m[0].Value.Uint64() - before
	}
	return out, time.Since(start)
}

// exact reports whether o read every field of s's truth and a valid zone.
func exact(s *sample, o outcome) bool {
	if o.result == nil || !o.result.Valid {
		return false
	}
	got := o.result.Fields()
	for _, f := range fields {
		if got[f] != s.want[f] {
			return false
		}
	}
	return true
}

// tally counts the outcomes of a group of documents.
type tally struct {
	docs, read, valid, exact int
	field                    map[string]int
}

func (t *tally) add(s *sample, o outcome) {
	if t.field == nil {
		t.field = map[string]int{}
	}
	t.docs++
	if o.result == nil {
		return
	}
	t.read++
	if o.result.Valid {
		t.valid++
	}
	if exact(s, o) {
		t.exact++
	}
	got := o.result.Fields()
	for _, f := range fields {
		if got[f] == s.want[f] {
			t.field[f]++
		}
	}
}

func share(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func printAccuracy(w io.Writer, samples []*sample, read []outcome) {
	groups := map[string]*tally{}
	for _, g := range []string{clean, degraded, "TD3 " + clean, "TD1 " + clean, "TD3 " + degraded, "TD1 " + degraded} {
		groups[g] = &tally{}
	}
	for i, s := range samples {
		if s.kind == genuine {
			groups[s.capture].add(s, read[i])
			groups[s.group()].add(s, read[i])
		}
	}
	fmt.Fprintln(w, "documents read with every field exact and the zone valid (a pool of one slot per core)")
	fmt.Fprintf(w, "%-14s %5s %6s %6s %12s %15s %7s\n", "", "docs", "read", "valid", "valid, wrong", "all exact", "goal")
	for _, c := range []struct {
		capture string
		goal    float64
	}{{clean, goalClean}, {degraded, goalDegraded}} {
		t := groups[c.capture]
		fmt.Fprintf(w, "%-14s %5d %6d %6d %12d %6d (%5.1f%%) %6s%.0f%%\n", c.capture, t.docs, t.read, t.valid, t.valid-t.exact, t.exact, share(t.exact, t.docs), "≥ ", 100*c.goal)
		for _, f := range []string{"TD3", "TD1"} {
			t := groups[f+" "+c.capture]
			fmt.Fprintf(w, "  %-12s %5d %6d %6d %12d %6d (%5.1f%%)\n", f, t.docs, t.read, t.valid, t.valid-t.exact, t.exact, share(t.exact, t.docs))
		}
	}
	fmt.Fprintln(w, "(valid, wrong: every check passed, and a field was read wrong)")
	fmt.Fprintln(w, "\nby docread's quality check (default thresholds: a driver asks for another photograph when it fails)")
	for _, c := range []string{clean, degraded} {
		var passed, failed tally
		measures := map[string]int{}
		for i, s := range samples {
			if s.kind != genuine || s.capture != c {
				continue
			}
			if len(read[i].lowQuality) == 0 {
				passed.add(s, read[i])
				continue
			}
			failed.add(s, read[i])
			for _, m := range read[i].lowQuality {
				measures[m]++
			}
		}
		fmt.Fprintf(w, "%-9s passed %5d, all exact %5.1f%%; failed %5d, all exact %5.1f%%", c, passed.docs, share(passed.exact, passed.docs), failed.docs, share(failed.exact, failed.docs))
		if len(measures) > 0 {
			var parts []string
			for _, m := range slices.Sorted(maps.Keys(measures)) {
				parts = append(parts, fmt.Sprintf("%s %d", m, measures[m]))
			}
			fmt.Fprintf(w, " (%s)", strings.Join(parts, ", "))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "\n%-16s %8s %9s\n", "field exact", clean, degraded)
	for _, f := range fields {
		fmt.Fprintf(w, "%-16s %7.1f%% %8.1f%%\n", f, share(groups[clean].field[f], groups[clean].docs), share(groups[degraded].field[f], groups[degraded].docs))
	}
	fmt.Fprintln(w)
}

func printTampered(w io.Writer, samples []*sample, read []outcome, now time.Time) {
	var n, accepted, original, other, invalid, unread, parserAlone int
	for i, s := range samples {
		if s.kind != tampered {
			continue
		}
		n++
		if r, err := mrz.Parse(strings.Join(s.lines, "\n"), now); err == nil && r.Valid && r.Fields()[s.change.field] == s.change.changed {
			parserAlone++
		}
		r := read[i].result
		switch {
		case r == nil:
			unread++
		case !r.Valid:
			invalid++
		case r.Fields()[s.change.field] == s.change.changed:
			accepted++
		case r.Fields()[s.change.field] == s.change.original:
			original++
		default:
			other++
		}
	}
	if n == 0 {
		return
	}
	fmt.Fprintf(w, "tampered documents (one character of the number or a date changed, check digits left): %d\n", n)
	fmt.Fprintf(w, "  valid with the changed value   %3d (%.1f%%)   goal 0%%; the parser alone, given the lines as printed: %d\n", accepted, share(accepted, n), parserAlone)
	fmt.Fprintf(w, "  valid with the original value  %3d\n", original)
	fmt.Fprintf(w, "  valid with another value       %3d\n", other)
	fmt.Fprintf(w, "  not valid                      %3d\n", invalid)
	fmt.Fprintf(w, "  no zone read                   %3d\n\n", unread)
}

func printBlanks(w io.Writer, samples []*sample, read []outcome) {
	n, valid := 0, 0
	answers := map[string]int{}
	for i, s := range samples {
		if s.kind != blank && s.kind != noise {
			continue
		}
		n++
		switch r := read[i].result; {
		case r != nil && r.Valid:
			valid++
		case r != nil:
			answers["a zone, not valid"]++
		default:
			answers[why(read[i].err)]++
		}
	}
	if n == 0 {
		return
	}
	var parts []string
	for _, a := range slices.Sorted(maps.Keys(answers)) {
		parts = append(parts, fmt.Sprintf("%s %d", a, answers[a]))
	}
	fmt.Fprintf(w, "blank and noise images: %d; valid %d (goal 0); %s\n\n", n, valid, strings.Join(parts, ", "))
}

// why names what kept a read from giving a zone.
func why(err error) string {
	var ie *docread.ImageError
	var ee *docread.EngineError
	var fe *mrz.FormatError
	switch {
	case errors.As(err, &ie):
		return "image " + string(ie.Reason)
	case errors.As(err, &ee):
		return "tesseract " + string(ee.Failure)
	case errors.Is(err, mrz.ErrNotFound):
		return "no zone in the text"
	case errors.As(err, &fe):
		return "lines of no format"
	}
	return err.Error()
}

func printTimes(w io.Writer, samples []*sample, single []outcome, took time.Duration) {
	fmt.Fprintf(w, "read time of a side on one core (GOMAXPROCS=1, a pool of one slot): %d documents in %s, %.2f reads/s\n",
		len(samples), took.Round(100*time.Millisecond), float64(len(samples))/took.Seconds())
	fmt.Fprintf(w, "%-14s %5s %12s %9s %8s %8s %8s\n", "side", "reads", "prepare p50", "zone p50", "p50", "p95", "max")
	row := func(name string, keep func(*sample) bool, goal string) {
		var prepare, zone, total []time.Duration
		for i, s := range samples {
			if keep(s) {
				prepare = append(prepare, single[i].prepare)
				zone = append(zone, single[i].zone)
				total = append(total, single[i].prepare+single[i].zone)
			}
		}
		r := func(d time.Duration) time.Duration { return d.Round(time.Millisecond) }
		fmt.Fprintf(w, "%-14s %5d %12s %9s %8s %8s %8s%s\n", name, len(total), r(loadgen.Percentile(prepare, 0.5)), r(loadgen.Percentile(zone, 0.5)),
			r(loadgen.Percentile(total, 0.5)), r(loadgen.Percentile(total, 0.95)), r(loadgen.Percentile(total, 1)), goal)
	}
	for _, g := range []string{"TD3 " + clean, "TD1 " + clean, "TD3 " + degraded, "TD1 " + degraded} {
		row(g, func(s *sample) bool { return s.group() == g }, "")
	}
	row("all", func(*sample) bool { return true }, fmt.Sprintf("   goal p95 ≤ %s", goalP95))
}

const mib = 1 << 20

// printMemory prints what a read allocated on Go's heap in the one-core
// pass, and the largest peak resident set of a Tesseract process.
func printMemory(w io.Writer, single []outcome, tesseract uint64) {
	if len(single) == 0 {
		fmt.Fprintf(w, "memory: the largest Tesseract process %.0f MiB\n", float64(tesseract)/mib)
		return
	}
	allocs := make([]uint64, len(single))
	for i, o := range single {
		allocs[i] = o.allocated
	}
	slices.Sort(allocs)
	most := allocs[len(allocs)-1]
	fmt.Fprintf(w, "memory of a read: Go heap allocated p50 %.0f MiB, max %.0f MiB; the largest Tesseract process %.0f MiB; together at most %.0f MiB (goal ≤ %d MiB)\n",
		float64(allocs[len(allocs)/2])/mib, float64(most)/mib, float64(tesseract)/mib, float64(most+tesseract)/mib, goalMemory/mib)
}

// sampleChildren samples the peak resident set (VmHWM) of this process's
// children named name every interval until the returned function is
// called, which returns the largest seen. (getrusage cannot tell it: a
// child forked with the parent's memory, as Go forks, inherits the
// parent's peak until it execs.)
func sampleChildren(name string, every time.Duration) (stop func() uint64) {
	quit := make(chan struct{})
	result := make(chan uint64)
	go func() {
		var peak uint64
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				result <- peak
				return
			case <-tick.C:
				peak = max(peak, childrenPeak(name))
			}
		}
	}()
	return func() uint64 {
		close(quit)
		return <-result
	}
}

// childrenPeak returns the largest VmHWM of this process's running
// children named name, in bytes; zero where /proc cannot tell.
func childrenPeak(name string) uint64 {
	tasks, _ := filepath.Glob("/proc/self/task/*/children")
	peak := uint64(0)
	for _, task := range tasks {
		children, err := os.ReadFile(task)
		if err != nil {
			continue
		}
		for _, pid := range strings.Fields(string(children)) {
			status, err := os.ReadFile("/proc/" + pid + "/status")
			if err != nil || !strings.Contains(string(status), "Name:\t"+name+"\n") {
				continue
			}
			_, rest, ok := strings.Cut(string(status), "VmHWM:")
			if !ok {
				continue
			}
			var kb uint64
			if _, err := fmt.Sscan(rest, &kb); err == nil {
				peak = max(peak, kb<<10)
			}
		}
	}
	return peak
}

// printMisses lists up to limit genuine documents not read exactly (with
// the degradations without which they read exactly, from fixes), and every
// tampered one accepted with its change.
func printMisses(w io.Writer, samples []*sample, read []outcome, fixes map[int][]string, limit int) {
	var misses []string
	for i, s := range samples {
		o := read[i]
		switch {
		case s.kind == genuine && !exact(s, o):
			head := fmt.Sprintf("#%d %s", s.id, s.group())
			if f := fixes[s.id]; len(f) > 0 {
				head += " (exact without " + strings.Join(f, " or ") + ")"
			}
			misses = append(misses, describe(s, o, head))
		case s.kind == tampered && o.result != nil && o.result.Valid && o.result.Fields()[s.change.field] == s.change.changed:
			misses = append(misses, describe(s, o, fmt.Sprintf("#%d %s, tampered %s %s → %s, accepted", s.id, s.group(),
				s.change.field, s.change.original, s.change.changed)))
		}
	}
	if len(misses) == 0 {
		return
	}
	fmt.Fprintf(w, "\nmisread (%d; the first %d):\n", len(misses), min(limit, len(misses)))
	for _, m := range misses[:min(limit, len(misses))] {
		fmt.Fprint(w, m)
	}
}

// describe says how o differs from s's truth: the fields, then the lines
// printed and read where they differ.
func describe(s *sample, o outcome, head string) string {
	var b strings.Builder
	if o.result == nil {
		fmt.Fprintf(&b, "%s: no zone (%s)", head, why(o.err))
		if len(o.lowQuality) > 0 {
			fmt.Fprintf(&b, ", low %s", strings.Join(o.lowQuality, ", "))
		}
		b.WriteByte('\n')
	} else {
		var wrong []string
		got := o.result.Fields()
		for _, f := range fields {
			if got[f] != s.want[f] {
				wrong = append(wrong, fmt.Sprintf("%s %q read %q", f, s.want[f], got[f]))
			}
		}
		var failed []string
		for _, c := range o.result.Checks {
			if !c.Passed {
				failed = append(failed, c.Name+" "+string(c.Kind))
			}
		}
		fmt.Fprintf(&b, "%s: valid %t, corrected %t", head, o.result.Valid, o.result.Corrected)
		if len(o.lowQuality) > 0 {
			fmt.Fprintf(&b, ", low %s", strings.Join(o.lowQuality, ", "))
		}
		if len(failed) > 0 {
			fmt.Fprintf(&b, ", failed %s", strings.Join(failed, ", "))
		}
		if len(wrong) > 0 {
			fmt.Fprintf(&b, "; %s", strings.Join(wrong, "; "))
		}
		b.WriteByte('\n')
	}
	for i, line := range s.lines {
		got := ""
		if i < len(o.lines) {
			got = o.lines[i]
		}
		if got != line {
			fmt.Fprintf(&b, "    printed %s\n    read    %s\n", line, got)
		}
	}
	for _, extra := range o.lines[min(len(s.lines), len(o.lines)):] {
		fmt.Fprintf(&b, "    read    %s (more)\n", extra)
	}
	return b.String()
}

// tesseractVersion is the first line of `tesseract --version`.
func tesseractVersion() string {
	out, err := exec.Command("tesseract", "--version").Output()
	if err != nil {
		return "tesseract version unknown"
	}
	first, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(first)
}
