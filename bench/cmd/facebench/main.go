// Command facebench measures the face package (internal/identity/kyc/face) on the
// demo photographs of @vladmandic/face-api 1.7.15 (MIT; six group photos),
// the only faces the project has: no registry serves a labelled face
// dataset here.
//
// Accuracy: each face the detector finds in the originals is an identity
// (a box of which more than a quarter lies inside a better one is left
// out: in sample6 such a box spans two people's faces, which leaves 19).
// Each is "photographed again" -variants times, seeded: cropped as a
// selfie would show it (the face box grown 60–120%, 3:4 portrait), scaled
// 0.4–1.3 (bounded so that the face is 100–400 px wide), maybe mirrored,
// turned up to ±12°, blurred (Gaussian σ up to 1.5), its brightness and
// contrast changed by up to 25% and a colour cast of up to 10% a channel,
// noise added (σ up to 6 levels) and JPEG-compressed at quality 35–90.
// A same-person pair is the face in the original against the largest face
// found in a variant (a variant with no face is a false non-match); a
// different-person pair is two faces of one photograph (one person may be
// in several photographs), each side the original or a variant whose
// largest face is the one cropped. It prints the distance and similarity
// distributions of both kinds, the thresholds at false-match rates of 1%
// and 0.1% with the true-match rate there, the rates at the workflows'
// default face_min (similarity 0.75), which people the closest
// different-person pairs are, and how each transformation moves the
// distance. The default of 27 variants makes 513 same-person pairs.
//
// Speed (run it with GOMAXPROCS=1): detection and landmarks on 640×480
// frames (a demo face's surroundings, three faces wide, resized), a
// descriptor, 15-frame sequences (detection, landmarks and a descriptor a
// frame), and the process's peak resident set (VmHWM).
//
// It is a measurement: a missed goal does not change its exit status.
//
//	facebench [-part both|accuracy|speed] [-variants 27] [-seed 1] [-frames 30] [-photos internal/identity/kyc/face/facetest/photos] [-misses 10]
package main

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"log"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
)

// config is the run's flags.
type config struct {
	part     string
	variants int
	seed     uint64
	frames   int
	photos   string
	misses   int
	people   int
}

func main() {
	var cfg config
	flag.StringVar(&cfg.part, "part", "both", "what to measure: accuracy, speed, both, or active (the challenges judged)")
	flag.IntVar(&cfg.variants, "variants", 27, "re-photographed variants of each face")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the variants")
	flag.IntVar(&cfg.frames, "frames", 30, "640×480 frames timed (and frames/15 sequences of 15)")
	flag.StringVar(&cfg.photos, "photos", "internal/identity/kyc/face/facetest/photos", "folder of the demo photographs sample1..6.jpg")
	flag.IntVar(&cfg.misses, "misses", 10, "how many variants with no face found to list")
	flag.IntVar(&cfg.people, "people", 4, "people who perform the challenges (-part active)")
	flag.Parse()
	if err := run(context.Background(), os.Stdout, cfg); err != nil {
		log.Fatal(err)
	}
}

// The goals the figures are printed beside.
const (
	goalTMR      = 0.95
	goalDetect   = 150 * time.Millisecond
	goalDescribe = 500 * time.Millisecond
	goalSequence = 3 * time.Second
	goalMemory   = 300 << 20
	faceMin      = 0.75 // the workflows' default face_min
	mib          = 1 << 20
)

// wrongOffset is how far (over the face's width) the largest face's centre
// in a variant may lie from where the cropped face landed and still be it.
const wrongOffset = 0.35

var names = []string{"sample1", "sample2", "sample3", "sample4", "sample5", "sample6"}

// person is a face of an original photograph: an identity.
type person struct {
	photo int
	img   image.Image
	face  face.Face
	desc  face.Descriptor
	index int // in its photograph, largest first
}

func run(ctx context.Context, w io.Writer, cfg config) error {
	if cfg.part == "active" {
		return active(ctx, w, cfg)
	}
	if cfg.part != "both" && cfg.part != "accuracy" && cfg.part != "speed" {
		return errors.New("facebench: -part is both, accuracy, speed or active")
	}
	if cfg.variants < 1 || cfg.frames < 1 {
		return errors.New("facebench: -variants and -frames must be at least 1")
	}
	fmt.Fprintf(w, "command: facebench -part %s -variants %d -seed %d -frames %d   (%d cores, GOMAXPROCS %d, %s, %s)\n",
		cfg.part, cfg.variants, cfg.seed, cfg.frames, runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version(), time.Now().UTC().Format(time.DateOnly))
	start := time.Now()
	m, err := face.Embedded()
	if err != nil {
		return err
	}
	// The networks' own work is timed, not the model's memory of answers.
	m = m.Uncached()
	loaded := time.Since(start)
	var dropped []string
	people, err := findPeople(ctx, m, cfg.photos, &dropped)
	if err != nil {
		return err
	}
	counts := make([]string, len(names))
	for i := range names {
		n := 0
		for _, p := range people {
			if p.photo == i {
				n++
			}
		}
		counts[i] = fmt.Sprint(n)
	}
	widths := make([]float64, len(people))
	for i, p := range people {
		widths[i] = p.face.W
	}
	slices.Sort(widths)
	fmt.Fprintf(w, "models loaded in %s; %d faces in %d photographs (%s), %.0f–%.0f px wide (p50 %.0f)\n", loaded.Round(time.Millisecond),
		len(people), len(names), strings.Join(counts, " "), widths[0], widths[len(widths)-1], pct(widths, 0.5))
	for _, d := range dropped {
		fmt.Fprintf(w, "  not a face (left out): %s\n", d)
	}
	fmt.Fprintln(w)
	if cfg.part != "speed" {
		if err := accuracy(ctx, w, m, people, cfg); err != nil {
			return err
		}
	}
	if cfg.part != "accuracy" {
		if err := speed(ctx, w, m, people, cfg); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "memory: peak resident set (VmHWM) %.0f MiB, models loaded and the run done   goal ≤ %d MiB\n", float64(peakRSS())/mib, goalMemory/mib)
	return nil
}

// findPeople detects every face of the demo photographs and describes it,
// leaving out a box of which more than a quarter lies inside a box scoring
// higher (the detector's own suppression only parts boxes overlapping by
// an IoU over 0.4): in sample6 such a box spans two people's faces.
func findPeople(ctx context.Context, m *face.Model, dir string, dropped *[]string) ([]person, error) {
	var people []person
	for i, name := range names {
		img, err := readJPEG(filepath.Join(dir, name+".jpg"))
		if err != nil {
			return nil, err
		}
		pic := face.PictureOf(img)
		faces, err := m.Detect(ctx, pic)
		if err != nil {
			return nil, err
		}
		for _, f := range faces {
			if g, ok := overlapped(f, faces); ok {
				*dropped = append(*dropped, fmt.Sprintf("%s's box at (%.0f, %.0f) %.0f×%.0f, score %.2f: %.0f%% of it inside the box at (%.0f, %.0f), score %.2f",
					name, f.X, f.Y, f.W, f.H, f.Score, 100*inside(f, g), g.X, g.Y, g.Score))
				continue
			}
			d, err := m.Describe(ctx, pic, f)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			n := 0
			for _, p := range people {
				if p.photo == i {
					n++
				}
			}
			people = append(people, person{photo: i, img: img, face: f, desc: d, index: n})
		}
	}
	if len(people) == 0 {
		return nil, errors.New("facebench: no face in the demo photographs")
	}
	return people, nil
}

// overlapped returns a box of faces scoring higher than f that holds more
// than a quarter of f.
func overlapped(f face.Face, faces []face.Face) (face.Face, bool) {
	for _, g := range faces {
		if g.Score > f.Score && inside(f, g) > 0.25 {
			return g, true
		}
	}
	return face.Face{}, false
}

// inside is the share of f's box inside g's.
func inside(f, g face.Face) float64 {
	w := math.Min(f.X+f.W, g.X+g.W) - math.Max(f.X, g.X)
	h := math.Min(f.Y+f.H, g.Y+g.H) - math.Max(f.Y, g.Y)
	return math.Max(0, w) * math.Max(0, h) / (f.W * f.H)
}

func readJPEG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return jpeg.Decode(f)
}

// params are one variant's transformations.
type params struct {
	grow, scale, angle float64 // angle in degrees
	mirror             bool
	bright, contrast   float64 // gains, 1 unchanged
	cast               [3]float64
	blur, noise        float64
	quality            int
	faceWidth          float64 // the face's width in the variant, px
	width, height      int
	expectX, expectY   float64 // where the face's centre lands
	expectW            float64
	found, wrong       bool // a face found; the largest is not the one cropped
	distance           float64
	desc               face.Descriptor
	person, variant    int
}

// pick draws a variant's transformations.
func pick(rng *rand.Rand, faceW float64) params {
	p := params{
		grow:     0.6 + 0.6*rng.Float64(),
		scale:    0.4 + 0.9*rng.Float64(),
		mirror:   rng.IntN(2) == 0,
		bright:   0.75 + 0.5*rng.Float64(),
		contrast: 0.75 + 0.5*rng.Float64(),
		angle:    (2*rng.Float64() - 1) * 12,
		blur:     1.5 * rng.Float64(),
		noise:    6 * rng.Float64(),
		quality:  35 + rng.IntN(56),
	}
	for c := range p.cast {
		p.cast[c] = 0.9 + 0.2*rng.Float64()
	}
	// The face 100–400 px wide whatever its size in the original.
	p.scale = math.Max(100/faceW, math.Min(400/faceW, p.scale))
	p.faceWidth = faceW * p.scale
	return p
}

// rephotograph makes a variant of the person's face: a 3:4 crop around the
// face grown by p.grow, scaled, mirrored and turned about its centre (the
// corners turned in come from the photograph), blurred, lit, tinted, with
// noise, JPEG-compressed.
func rephotograph(src image.Image, f face.Face, p *params, rng *rand.Rand) (image.Image, error) {
	cw := f.W * (1 + p.grow)
	ch := cw * 4 / 3
	p.width, p.height = int(cw*p.scale), int(ch*p.scale)
	out := image.NewRGBA(image.Rect(0, 0, p.width, p.height))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{128, 128, 128, 255}), image.Point{}, draw.Src)
	// dst = T·src: the face's centre (a little above the crop's middle) to
	// the crop's, scaled, turned, mirrored.
	cxs, cys := f.X+f.W/2, f.Y+f.H/2
	cxd, cyd := float64(p.width)/2, float64(p.height)*0.45
	a := p.angle * math.Pi / 180
	c, s := math.Cos(a)*p.scale, math.Sin(a)*p.scale
	mx := 1.0
	if p.mirror {
		mx = -1
	}
	t := f64.Aff3{
		mx * c, -s, cxd - mx*c*cxs + s*cys,
		mx * s, c, cyd - mx*s*cxs - c*cys,
	}
	draw.CatmullRom.Transform(out, t, src, src.Bounds(), draw.Src, nil)
	p.expectX, p.expectY, p.expectW = cxd, cyd, f.W*p.scale
	gaussianBlur(out, p.blur)
	for i := 0; i < len(out.Pix); i += 4 {
		for k := range 3 {
			v := (float64(out.Pix[i+k])-128)*p.contrast + 128
			v = v*p.bright*p.cast[k] + p.noise*rng.NormFloat64()
			out.Pix[i+k] = uint8(math.Max(0, math.Min(255, math.Round(v))))
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: p.quality}); err != nil {
		return nil, err
	}
	return jpeg.Decode(&buf)
}

// gaussianBlur blurs img's colours in place, separably (edges clamped).
func gaussianBlur(img *image.RGBA, sigma float64) {
	if sigma < 0.3 {
		return
	}
	r := int(math.Ceil(3 * sigma))
	k := make([]float64, 2*r+1)
	sum := 0.0
	for i := range k {
		x := float64(i - r)
		k[i] = math.Exp(-x * x / (2 * sigma * sigma))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	w, h := img.Rect.Dx(), img.Rect.Dy()
	tmp := make([]float64, 3*w*h)
	for y := range h {
		for x := range w {
			var acc [3]float64
			for i, kv := range k {
				xx := min(w-1, max(0, x+i-r))
				o := y*img.Stride + 4*xx
				for c := range 3 {
					acc[c] += kv * float64(img.Pix[o+c])
				}
			}
			copy(tmp[3*(y*w+x):], acc[:])
		}
	}
	for y := range h {
		for x := range w {
			var acc [3]float64
			for i, kv := range k {
				yy := min(h-1, max(0, y+i-r))
				for c := range 3 {
					acc[c] += kv * tmp[3*(yy*w+x)+c]
				}
			}
			o := y*img.Stride + 4*x
			for c := range 3 {
				img.Pix[o+c] = uint8(math.Round(acc[c]))
			}
		}
	}
}

// accuracy makes the variants, reads them, and prints the figures.
func accuracy(ctx context.Context, w io.Writer, m *face.Model, people []person, cfg config) error {
	start := time.Now()
	variants := make([]params, len(people)*cfg.variants)
	jobs := make(chan int)
	errs := make(chan error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if err := variant(ctx, m, people, j, cfg, &variants[j]); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	var err error
feed:
	for j := range variants {
		select {
		case jobs <- j:
		case err = <-errs:
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if err != nil {
		return err
	}
	select {
	case err := <-errs:
		return err
	default:
	}
	took := time.Since(start)

	// Same-person pairs: original against variant; misses fail at any threshold.
	var genuine []float64
	var missed, wrong []params
	for _, v := range variants {
		switch {
		case !v.found:
			missed = append(missed, v)
		default:
			genuine = append(genuine, v.distance)
			if v.wrong {
				wrong = append(wrong, v)
			}
		}
	}
	// Both sides re-photographed: two variants of one face (a side with
	// no face found fails).
	var both []float64
	bothPairs := 0
	for i := range people {
		vs := variants[i*cfg.variants : (i+1)*cfg.variants]
		for a := range vs {
			for b := a + 1; b < len(vs); b++ {
				bothPairs++
				if vs[a].found && vs[b].found {
					both = append(both, face.Distance(vs[a].desc, vs[b].desc))
				}
			}
		}
	}
	// Different-person pairs: two faces of one photograph, each side the
	// original or a variant whose largest face is the one cropped (a
	// variant's other face is someone unknown).
	type impostorPair struct {
		distance float64
		a, b     int // people
	}
	var pairs []impostorPair
	views := func(i int) []face.Descriptor {
		d := []face.Descriptor{people[i].desc}
		for _, v := range variants[i*cfg.variants : (i+1)*cfg.variants] {
			if v.found && !v.wrong {
				d = append(d, v.desc)
			}
		}
		return d
	}
	photoPairs := 0
	for i := range people {
		for j := i + 1; j < len(people); j++ {
			if people[i].photo != people[j].photo {
				continue
			}
			photoPairs++
			for _, a := range views(i) {
				for _, b := range views(j) {
					pairs = append(pairs, impostorPair{face.Distance(a, b), i, j})
				}
			}
		}
	}
	slices.SortFunc(pairs, func(x, y impostorPair) int { return cmp.Compare(x.distance, y.distance) })
	impostor := make([]float64, len(pairs))
	for i, p := range pairs {
		impostor[i] = p.distance
	}
	slices.Sort(genuine)
	slices.Sort(both)
	if len(impostor) == 0 {
		return errors.New("facebench: no different-person pairs")
	}

	fmt.Fprintf(w, "accuracy: %d variants of %d faces made and read in %s (%d at a time)\n", len(variants), len(people), took.Round(time.Second), runtime.GOMAXPROCS(0))
	fmt.Fprintf(w, "pairs\n")
	fmt.Fprintf(w, "  same person (original, variant)        %6d  (%d variants with no face found: false non-matches; %d whose largest face is not the one cropped)\n",
		len(variants), len(missed), len(wrong))
	fmt.Fprintf(w, "  same person, both sides variants       %6d  (%d with a side with no face)\n", bothPairs, bothPairs-len(both))
	fmt.Fprintf(w, "  different people (in one photograph)   %6d  (%d pairs of people, each side the original or a variant)\n", len(impostor), photoPairs)
	qs := []float64{0, 0.01, 0.05, 0.5, 0.95, 0.99, 1}
	row := func(name string, xs []float64, f func(float64) float64) {
		fmt.Fprintf(w, "  %-36s", name)
		if len(xs) == 0 {
			fmt.Fprintln(w, " none")
			return
		}
		ys := make([]float64, len(xs))
		for i, x := range xs {
			ys[i] = f(x)
		}
		slices.Sort(ys)
		for _, q := range qs {
			fmt.Fprintf(w, " %6.3f", pct(ys, q))
		}
		fmt.Fprintln(w)
	}
	id := func(x float64) float64 { return x }
	fmt.Fprintf(w, "%-38s %6s %6s %6s %6s %6s %6s %6s\n", "distance", "min", "p1", "p5", "p50", "p95", "p99", "max")
	row("same person", genuine, id)
	row("same person, both sides variants", both, id)
	row("different people", impostor, id)
	fmt.Fprintf(w, "%-38s\n", "similarity")
	row("same person", genuine, face.Similarity)
	row("same person, both sides variants", both, face.Similarity)
	row("different people", impostor, face.Similarity)

	// A match is a distance under the threshold: the FMR-q threshold is the
	// impostor distance at rank floor(q·n), so that at most q of them fall under.
	tmr := func(xs []float64, total int, under func(float64) bool) float64 {
		n := 0
		for _, x := range xs {
			if under(x) {
				n++
			}
		}
		return float64(n) / float64(total)
	}
	fmt.Fprintf(w, "%-38s %9s %10s %8s %14s %12s\n", "threshold", "distance", "similarity", "FMR", "TMR", "both variants")
	var at1 float64
	for _, q := range []float64{0.01, 0.001} {
		t := impostor[int(q*float64(len(impostor)))]
		if q == 0.01 {
			at1 = t
		}
		under := func(x float64) bool { return x < t }
		goal := ""
		if q == 0.01 {
			goal = fmt.Sprintf("   goal TMR ≥ %.0f%%", 100*goalTMR)
		}
		fmt.Fprintf(w, "  %-36s %9.3f %10.3f %7.2f%% %13.1f%% %11.1f%%%s\n", fmt.Sprintf("FMR %g%%", 100*q), t, face.Similarity(t),
			100*tmr(impostor, len(impostor), under), 100*tmr(genuine, len(variants), under), 100*tmr(both, bothPairs, under), goal)
	}
	// face_min's distance, solving the logistic curve numerically.
	lo, hi := 0.0, 2.0
	for range 60 {
		mid := (lo + hi) / 2
		if face.Similarity(mid) >= faceMin {
			lo = mid
		} else {
			hi = mid
		}
	}
	match := func(x float64) bool { return face.Similarity(x) >= faceMin }
	fmt.Fprintf(w, "  %-36s %9.3f %10.3f %7.2f%% %13.1f%% %11.1f%%\n", fmt.Sprintf("similarity ≥ %.2f (face_min)", faceMin), lo, faceMin,
		100*tmr(impostor, len(impostor), match), 100*tmr(genuine, len(variants), match), 100*tmr(both, bothPairs, match))

	// Who the lowest different-person distances are.
	tail := map[[2]int]int{}
	for _, p := range pairs {
		if p.distance >= at1 {
			break
		}
		tail[[2]int{p.a, p.b}]++
	}
	keys := slices.Collect(maps.Keys(tail))
	slices.SortFunc(keys, func(x, y [2]int) int { return cmp.Or(tail[y]-tail[x], x[0]-y[0], x[1]-y[1]) })
	var who []string
	for _, k := range keys[:min(4, len(keys))] {
		a, b := people[k[0]], people[k[1]]
		who = append(who, fmt.Sprintf("%s faces %d and %d: %d of %d", names[a.photo], a.index, b.index, tail[k], len(views(k[0]))*len(views(k[1]))))
	}
	fmt.Fprintf(w, "  different-person pairs under the FMR 1%% threshold come from %d of the %d pairs of people; the most: %s\n",
		len(keys), photoPairs, strings.Join(who, "; "))

	// Each transformation's effect: the pairs in thirds of its range.
	fmt.Fprintf(w, "by transformation (same-person pairs in thirds of its range: pairs, no face, p50 distance, TMR at FMR 1%%)\n")
	type knob struct {
		name   string
		lo, hi float64
		of     func(params) float64
	}
	knobs := []knob{
		{"face width, px", 100, 400, func(p params) float64 { return p.faceWidth }},
		{"margin (box grown) %", 60, 120, func(p params) float64 { return 100 * p.grow }},
		{"turn |°|", 0, 12, func(p params) float64 { return math.Abs(p.angle) }},
		{"blur σ", 0, 1.5, func(p params) float64 { return p.blur }},
		{"noise σ", 0, 6, func(p params) float64 { return p.noise }},
		{"JPEG quality", 35, 92, func(p params) float64 { return float64(p.quality) }},
		{"brightness", 0.75, 1.25, func(p params) float64 { return p.bright }},
		{"contrast", 0.75, 1.25, func(p params) float64 { return p.contrast }},
	}
	for _, k := range knobs {
		fmt.Fprintf(w, "  %-20s", k.name)
		step := (k.hi - k.lo) / 3
		for b := range 3 {
			from, to := k.lo+float64(b)*step, k.lo+float64(b+1)*step
			var ds []float64
			n, none := 0, 0
			for _, v := range variants {
				x := k.of(v)
				if x < from || (x >= to && b < 2) {
					continue
				}
				n++
				if !v.found {
					none++
					continue
				}
				ds = append(ds, v.distance)
			}
			slices.Sort(ds)
			p50 := math.NaN()
			if len(ds) > 0 {
				p50 = pct(ds, 0.5)
			}
			fmt.Fprintf(w, "  %s–%s: %3d %2d %.3f %5.1f%%", short(from), short(to), n, none, p50,
				100*tmr(ds, max(n, 1), func(x float64) bool { return x < at1 }))
		}
		fmt.Fprintln(w)
	}
	mirrored, straight := 0, 0
	for _, v := range variants {
		if v.found && v.distance < at1 {
			if v.mirror {
				mirrored++
			} else {
				straight++
			}
		}
	}
	nm := 0
	for _, v := range variants {
		if v.mirror {
			nm++
		}
	}
	fmt.Fprintf(w, "  %-20s  mirrored %.1f%% of %d, not %.1f%% of %d\n", "mirror (TMR)", 100*float64(mirrored)/float64(max(nm, 1)), nm,
		100*float64(straight)/float64(max(len(variants)-nm, 1)), len(variants)-nm)

	list := func(title string, vs []params) {
		if len(vs) == 0 {
			return
		}
		fmt.Fprintf(w, "%s (%d; the first %d):\n", title, len(vs), min(cfg.misses, len(vs)))
		for _, v := range vs[:min(cfg.misses, len(vs))] {
			p := people[v.person]
			fmt.Fprintf(w, "  %s face %d (%.0f px, score %.2f) variant %d: %s\n", names[p.photo], p.index, p.face.W, p.face.Score, v.variant, v.describe())
		}
	}
	byPerson := map[int]int{}
	for _, v := range missed {
		byPerson[v.person]++
	}
	if len(byPerson) > 0 {
		ids := slices.Sorted(maps.Keys(byPerson))
		slices.SortStableFunc(ids, func(a, b int) int { return byPerson[b] - byPerson[a] })
		var by []string
		for _, i := range ids {
			by = append(by, fmt.Sprintf("%s face %d (score %.2f) %d", names[people[i].photo], people[i].index, people[i].face.Score, byPerson[i]))
		}
		fmt.Fprintf(w, "variants with no face found, by face (of %d each): %s\n", cfg.variants, strings.Join(by, ", "))
	}
	list("variants with no face found", missed)
	list("variants whose largest face is not the one cropped", wrong)
	fmt.Fprintln(w)
	return nil
}

// variant makes and reads variant j (person j / n, variant j % n).
func variant(ctx context.Context, m *face.Model, people []person, j int, cfg config, v *params) error {
	i := j / cfg.variants
	p := people[i]
	rng := rand.New(rand.NewPCG(cfg.seed, uint64(i)<<32|uint64(j%cfg.variants)))
	*v = pick(rng, p.face.W)
	v.person, v.variant = i, j%cfg.variants
	img, err := rephotograph(p.img, p.face, v, rng)
	if err != nil {
		return err
	}
	pic := face.PictureOf(img)
	faces, err := m.Detect(ctx, pic)
	if err != nil || len(faces) == 0 {
		return err
	}
	f := faces[0]
	v.found = true
	v.wrong = math.Hypot(f.X+f.W/2-v.expectX, f.Y+f.H/2-v.expectY) > wrongOffset*v.expectW
	if v.desc, err = m.Describe(ctx, pic, f); err != nil {
		return err
	}
	v.distance = face.Distance(p.desc, v.desc)
	return nil
}

func (p params) describe() string {
	m := ""
	if p.mirror {
		m = ", mirrored"
	}
	return fmt.Sprintf("%d×%d, face %.0f px, margin %.0f%%, turn %+.1f°%s, blur %.2f, brightness %.2f, contrast %.2f, cast %.2f/%.2f/%.2f, noise %.1f, JPEG %d",
		p.width, p.height, p.faceWidth, 100*p.grow, p.angle, m, p.blur, p.bright, p.contrast, p.cast[0], p.cast[1], p.cast[2], p.noise, p.quality)
}

func short(x float64) string {
	if x == math.Trunc(x) {
		return fmt.Sprint(x)
	}
	return fmt.Sprintf("%.2f", x)
}

// pct is the q-quantile of sorted xs (nearest rank below).
func pct[T any](xs []T, q float64) T {
	return xs[int(q*float64(len(xs)-1))]
}

// frame is a 640×480 frame around a demo face: its surroundings three
// faces wide, resized, shifted by (dx, dy) of the face's width.
func frame(p person, dx, dy float64) *image.RGBA {
	f := p.face
	cw := f.W * 3
	ch := cw * 3 / 4
	cx, cy := f.X+f.W/2+dx*f.W, f.Y+f.H/2+dy*f.W
	src := image.Rect(int(cx-cw/2), int(cy-ch/2), int(cx+cw/2), int(cy+ch/2))
	out := image.NewRGBA(image.Rect(0, 0, 640, 480))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{128, 128, 128, 255}), image.Point{}, draw.Src)
	draw.BiLinear.Scale(out, out.Bounds(), p.img, src, draw.Over, nil)
	return out
}

// speed times detection with landmarks and a descriptor on 640×480
// frames, and 15-frame sequences.
func speed(ctx context.Context, w io.Writer, m *face.Model, people []person, cfg config) error {
	var detect, describe []time.Duration
	noFace := 0
	for i := range cfg.frames {
		fr := frame(people[i%len(people)], 0, 0)
		start := time.Now()
		pic := face.PictureOf(fr)
		faces, err := m.Detect(ctx, pic)
		if err != nil {
			return err
		}
		detect = append(detect, time.Since(start))
		if len(faces) == 0 {
			noFace++
			continue
		}
		start = time.Now()
		if _, err := m.Describe(ctx, pic, faces[0]); err != nil {
			return err
		}
		describe = append(describe, time.Since(start))
	}
	var sequences []time.Duration
	for s := range max(1, cfg.frames/15) {
		p := people[(s*7)%len(people)]
		// A head moving a little between frames, the frames made first.
		var frames [15]*image.RGBA
		for k := range frames {
			frames[k] = frame(p, 0.03*math.Sin(float64(k)/2), 0.02*math.Cos(float64(k)/3))
		}
		start := time.Now()
		for _, fr := range frames {
			pic := face.PictureOf(fr)
			faces, err := m.Detect(ctx, pic)
			if err != nil {
				return err
			}
			if len(faces) == 0 {
				continue
			}
			if _, err := m.Describe(ctx, pic, faces[0]); err != nil {
				return err
			}
		}
		sequences = append(sequences, time.Since(start))
	}
	slices.Sort(detect)
	slices.Sort(describe)
	ms := func(d time.Duration) string { return fmt.Sprintf("%d ms", d.Round(time.Millisecond).Milliseconds()) }
	fmt.Fprintf(w, "speed, GOMAXPROCS %d (a detection's time includes converting the frame to a face.Picture)\n", runtime.GOMAXPROCS(0))
	fmt.Fprintf(w, "  %-52s p50 %s, p95 %s, max %s   goal p95 ≤ %s\n", fmt.Sprintf("detection + landmarks, 640×480 frame (%d frames)", len(detect)),
		ms(pct(detect, 0.5)), ms(pct(detect, 0.95)), ms(pct(detect, 1)), ms(goalDetect))
	if len(describe) > 0 {
		fmt.Fprintf(w, "  %-52s p50 %s, p95 %s, max %s   goal p95 ≤ %s\n", fmt.Sprintf("descriptor (%d faces)", len(describe)),
			ms(pct(describe, 0.5)), ms(pct(describe, 0.95)), ms(pct(describe, 1)), ms(goalDescribe))
	}
	if noFace > 0 {
		fmt.Fprintf(w, "  (%d frames with no face found)\n", noFace)
	}
	var seq []string
	for _, d := range sequences {
		seq = append(seq, fmt.Sprintf("%.2f s", d.Seconds()))
	}
	fmt.Fprintf(w, "  %-52s %s   goal ≤ %.0f s\n", "15-frame sequence (detection, landmarks, a descriptor)", strings.Join(seq, ", "), goalSequence.Seconds())
	return nil
}

// peakRSS is this process's peak resident set (VmHWM), in bytes.
func peakRSS() uint64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	_, rest, ok := strings.Cut(string(status), "VmHWM:")
	if !ok {
		return 0
	}
	var kb uint64
	fmt.Sscan(rest, &kb)
	return kb << 10
}
