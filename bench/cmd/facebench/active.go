package main

import (
	"context"
	"fmt"
	"image"
	"io"
	"runtime"
	"slices"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
	"github.com/meridianhq/meridian/internal/identity/kyc/providers/builtin"
)

// issued are the challenges the server asks for (kyc's issued).
var issued = []string{"turn_left", "turn_right", "smile", "nod", "move_closer"}

// active judges generated active-liveness attempts with the builtin
// driver: for each person whose selfie shows one face, every challenge
// performed as asked (each must pass), every challenge asked while another
// is performed, the photograph held still, the challenges answered out of
// order and another person taking over (each must be refused), and the
// time an attempt takes to judge.
func active(ctx context.Context, w io.Writer, cfg config) error {
	fmt.Fprintf(w, "command: facebench -part active -people %d -seed %d   (GOMAXPROCS %d, %s)\n", cfg.people, cfg.seed,
		runtime.GOMAXPROCS(0), time.Now().UTC().Format(time.DateOnly))
	m, err := face.Embedded()
	if err != nil {
		return err
	}
	// The networks' own work is timed, not the model's memory of answers.
	m = m.Uncached()
	f := builtin.NewFaces(m)
	// The people whose selfie passes the passive checks (one face,
	// frontal: a tilted head's generated turns are not turns).
	var people []facetest.Person
	for _, p := range facetest.People() {
		r, err := f.Check(ctx, encoded(p.Selfie(480)), providers.Hints{})
		if err != nil {
			return err
		}
		if r.Passed && r.Score == 0.95 && len(people) < cfg.people {
			people = append(people, p)
		}
	}
	var times []time.Duration
	judge := func(seq facetest.Sequence, asked []string) (bool, error) {
		a := providers.Attempt{Selfie: encoded(seq.Selfie), Challenges: asked}
		for i, img := range seq.Frames {
			a.Frames = append(a.Frames, providers.Frame{Image: encoded(img), At: time.Duration(seq.FrameTimes[i]) * time.Millisecond})
		}
		for _, t := range seq.ChallengeTimes {
			a.ChallengeTimes = append(a.ChallengeTimes, time.Duration(t)*time.Millisecond)
		}
		start := time.Now()
		r, err := f.CheckActive(ctx, a, providers.Hints{})
		times = append(times, time.Since(start))
		return r.Passed, err
	}
	performed, wrong := map[string]*tally{}, map[string]*tally{}
	var still, order, swap tally
	for i, p := range people {
		seed := cfg.seed + uint64(i)
		for _, c := range issued {
			ok, err := judge(p.Perform([]string{c}, seed), []string{c})
			if err != nil {
				return err
			}
			add(performed, c, ok)
			if !ok {
				fmt.Fprintf(w, "  missed: %s (%.0f, %.0f) %s\n", p.Photo, p.Face.X, p.Face.Y, c)
			}
			for _, other := range issued {
				if other == c {
					continue
				}
				ok, err := judge(p.Perform([]string{other}, seed), []string{c})
				if err != nil {
					return err
				}
				add(wrong, c, ok)
				if ok {
					fmt.Fprintf(w, "  accepted: %s (%.0f, %.0f) asked %s, performed %s\n", p.Photo, p.Face.X, p.Face.Y, c, other)
				}
			}
		}
		asked := []string{issued[i%5], issued[(i+2)%5], issued[(i+4)%5]}
		ok, err := judge(p.Still(3), asked)
		if err != nil {
			return err
		}
		still.n, still.passed = still.n+1, still.passed+b2i(ok)
		reversed := slices.Clone(asked)
		slices.Reverse(reversed)
		ok, err = judge(p.Perform(asked, seed), reversed)
		if err != nil {
			return err
		}
		order.n, order.passed = order.n+1, order.passed+b2i(ok)
		other := people[(i+1)%len(people)]
		seq, them := p.Perform(asked, seed), other.Perform(asked, seed)
		from := facetest.RestFrames + facetest.ChallengeFrames
		copy(seq.Frames[from:from+facetest.ChallengeFrames], them.Frames[from:from+facetest.ChallengeFrames])
		ok, err = judge(seq, asked)
		if err != nil {
			return err
		}
		swap.n, swap.passed = swap.n+1, swap.passed+b2i(ok)
	}
	fmt.Fprintf(w, "people: %d (the first of the %d whose selfie passes the passive checks)\n", len(people), len(facetest.People()))
	fmt.Fprintf(w, "%-14s %-26s %s\n", "challenge", "performed as asked: passed", "another performed: refused")
	for _, c := range issued {
		fmt.Fprintf(w, "%-14s %3d / %-21d %3d / %d\n", c, performed[c].passed, performed[c].n, wrong[c].n-wrong[c].passed, wrong[c].n)
	}
	fmt.Fprintf(w, "photograph held still: refused %d / %d\n", still.n-still.passed, still.n)
	fmt.Fprintf(w, "challenges answered out of order: refused %d / %d\n", order.n-order.passed, order.n)
	fmt.Fprintf(w, "another person for the second challenge: refused %d / %d\n", swap.n-swap.passed, swap.n)
	slices.Sort(times)
	fmt.Fprintf(w, "an attempt judged (14-34 frames of 480×640), p50 / p95 / max: %v / %v / %v   goal (15 frames) ≤ 3 s on one core\n",
		times[len(times)/2].Round(time.Millisecond), times[len(times)*95/100].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond))
	return nil
}

// tally counts judgments and those passed.
type tally struct{ n, passed int }

func add(m map[string]*tally, k string, ok bool) {
	if m[k] == nil {
		m[k] = &tally{}
	}
	m[k].n++
	m[k].passed += b2i(ok)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// encoded is img as a JPEG image, as the widget sends a frame.
func encoded(img image.Image) providers.Image {
	data := facetest.JPEG(img)
	return providers.Image{ContentType: "image/jpeg", Open: func(context.Context) ([]byte, error) { return data, nil }}
}
