package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/meridianhq/meridian/internal/identity/kyc/docread"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/mrz"
	"github.com/meridianhq/meridian/internal/identity/kyc/visual"
)

// Verdicts of the visual zone's check.
const (
	visualAgrees     = "agrees"
	visualMismatch   = "mismatch"
	visualUnreadable = "not judged"
)

// visualVerdict reads a passport page's visual zone as the builtin driver
// does (ReadText, then visual.Checks against the zone read).
func visualVerdict(ctx context.Context, r *docread.Reader, data []byte, zone *mrz.Result) (string, error) {
	p, err := r.Prepare(ctx, data)
	if err != nil {
		return "", err
	}
	text, err := r.ReadText(ctx, p)
	if err != nil {
		return "", err
	}
	checks, readable := visual.Checks(text, visual.Of(zone))
	if !readable {
		return visualUnreadable, nil
	}
	for _, c := range checks {
		if !c.Passed {
			return visualMismatch, nil
		}
	}
	return visualAgrees, nil
}

// printVisual checks the visual zone of every passport page whose zone
// read valid, and of the same pages printed with another surname (an
// altered page whose zone still holds), and prints how often each verdict
// came: an agreeing page found mismatched goes to a person for nothing; an
// altered one found agreeing is missed.
func printVisual(ctx context.Context, w io.Writer, r *docread.Reader, fonts *doctest.Fonts, docs []*sample, outcomes []outcome, now time.Time) error {
	counts := map[string]map[string]int{}
	start := time.Now()
	for i, s := range docs {
		o := outcomes[i]
		if s.format != mrz.TD3 || o.result == nil || !o.result.Valid {
			continue
		}
		v, err := visualVerdict(ctx, r, s.data, o.result)
		if err != nil {
			return err
		}
		add(counts, s.capture, v)
		altered := s.page
		altered.Fields = append([]doctest.Field(nil), s.page.Fields...)
		for j, f := range altered.Fields {
			if f.Label == "Surname" {
				altered.Fields[j].Value = "WAINWRIGHT"
			}
		}
		drawn, err := fonts.Draw(altered)
		if err != nil {
			return err
		}
		data, err := doctest.Photograph(drawn, s.photo, s.seed)
		if err != nil {
			return err
		}
		o2 := read(ctx, r, data, now)
		if o2.result == nil || !o2.result.Valid {
			add(counts, s.capture+" altered", "zone not valid")
			continue
		}
		if v, err = visualVerdict(ctx, r, data, o2.result); err != nil {
			return err
		}
		add(counts, s.capture+" altered", v)
	}
	fmt.Fprintf(w, "\nvisual zone against the zone (passport pages read valid; altered: the same pages printed with another surname), in %s\n",
		time.Since(start).Round(time.Second))
	for _, group := range []string{clean, degraded, clean + " altered", degraded + " altered"} {
		c := counts[group]
		n := 0
		for _, k := range c {
			n += k
		}
		var parts []string
		for _, v := range []string{visualAgrees, visualMismatch, visualUnreadable, "zone not valid"} {
			if c[v] > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", v, c[v]))
			}
		}
		fmt.Fprintf(w, "  %-18s %3d: %s\n", group, n, strings.Join(parts, ", "))
	}
	return nil
}

func add(counts map[string]map[string]int, group, verdict string) {
	if counts[group] == nil {
		counts[group] = map[string]int{}
	}
	counts[group][verdict]++
}
