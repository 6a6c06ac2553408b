package docread

import (
	"image"
	"math"
)

// skew estimates by how many degrees, counter-clockwise, the text marked
// in mask (w pixels wide) is turned, within ±limit and to step: the angle
// whose projection of the marked pixels onto the rows is most peaked (the
// largest sum of squared row counts), as text lines are when followed along
// their slope. Only pixels inside r count.
func skew(mask []bool, w int, r image.Rectangle, limit, step float64) float64 {
	type point struct{ x, y float64 }
	var points []point
	cx := float64(r.Min.X+r.Max.X) / 2
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if mask[y*w+x] {
				points = append(points, point{float64(x) - cx, float64(y)})
			}
		}
	}
	if len(points) == 0 {
		return 0
	}
	span := float64(r.Dx())/2*math.Tan(limit*math.Pi/180) + 2
	offset := -float64(r.Min.Y) + span
	bins := make([]int, int(float64(r.Dy())+2*span)+1)
	score := func(degrees float64) float64 {
		clear(bins)
		tan := math.Tan(degrees * math.Pi / 180)
		for _, p := range points {
			bins[int(p.y+p.x*tan+offset)]++
		}
		s := 0.0
		for _, n := range bins {
			s += float64(n) * float64(n)
		}
		return s
	}
	best, bestScore := 0.0, score(0)
	for a := -limit; a <= limit+1e-9; a += step {
		if s := score(a); s > bestScore {
			best, bestScore = a, s
		}
	}
	// Refine around the best coarse angle at a fifth of the step.
	fine := best
	for a := best - step; a <= best+step+1e-9; a += step / 5 {
		if math.Abs(a) <= limit {
			if s := score(a); s > bestScore {
				fine, bestScore = a, s
			}
		}
	}
	return fine
}

// pageTone is the most common grey level in the middle of g: the paper's.
func pageTone(g *image.Gray) uint8 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	hist := histogram(g, image.Rect(w/4, h/4, w-w/4, h-h/4))
	best, tone := -1, 0
	for v := range hist {
		n := 0
		for d := max(v-3, 0); d <= min(v+3, 255); d++ {
			n += hist[d]
		}
		if n > best {
			best, tone = n, v
		}
	}
	return uint8(tone)
}

// findDocument returns the bounds of the paper in g: the rows and columns
// in which at least a quarter of the pixels are of the paper's tone. ok is
// false when that region is too small to be a document.
func findDocument(g *image.Gray) (r image.Rectangle, ok bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	tone := int(pageTone(g))
	tolerance := max(24, tone/8)
	paper := make([]bool, w*h)
	for y := range h {
		for x := range w {
			d := int(g.Pix[y*g.Stride+x]) - tone
			paper[y*w+x] = d >= -tolerance && d <= tolerance
		}
	}
	r = image.Rect(0, 0, w, h)
	for range 2 {
		top, bottom := extent(r.Min.Y, r.Max.Y, func(y int) float64 {
			n := 0
			for x := r.Min.X; x < r.Max.X; x++ {
				if paper[y*w+x] {
					n++
				}
			}
			return float64(n) / float64(r.Dx())
		})
		if top == bottom {
			return image.Rect(0, 0, w, h), false
		}
		left, right := extent(r.Min.X, r.Max.X, func(x int) float64 {
			n := 0
			for y := top; y < bottom; y++ {
				if paper[y*w+x] {
					n++
				}
			}
			return float64(n) / float64(bottom-top)
		})
		r = image.Rect(left, top, right, bottom)
		if r.Empty() {
			return image.Rect(0, 0, w, h), false
		}
	}
	if r.Dx()*r.Dy() < w*h/8 || r.Dx() < w/4 || r.Dy() < h/8 {
		return image.Rect(0, 0, w, h), false
	}
	return r, true
}

// extent returns the first index in [from, to) whose share is at least a
// quarter, and one past the last; equal values when there is none.
func extent(from, to int, share func(int) float64) (first, end int) {
	first, end = -1, from
	for i := from; i < to; i++ {
		if share(i) >= 0.25 {
			if first < 0 {
				first = i
			}
			end = i + 1
		}
	}
	if first < 0 {
		return from, from
	}
	return first, end
}

// textLine is a run of rows crossed by one long line of text.
type textLine struct {
	top, bottom, left, right int
}

func (l textLine) height() int { return l.bottom - l.top }

// findMRZ finds the machine-readable zone in a document image's ink mask
// (w×h): two or three lines of text that run across most of the width,
// alike in height and evenly spaced, the lowest such group on the page.
// A row belongs to such a line when its stretches of text (ink with gaps
// narrower than a character) cover most of the width, so that a line
// broken by glare still counts; rows almost wholly ink (an edge of the
// paper) do not.
func findMRZ(mask []bool, w, h int) ([]textLine, bool) {
	gap := max(w/25, 2)
	var lines []textLine
	var open *textLine
	missed := 0
	for y := range h {
		left, right, covered, ink := textRow(mask[y*w:(y+1)*w], gap)
		if covered >= w*55/100 && ink*10 < covered*8 {
			if open == nil {
				lines = append(lines, textLine{top: y, bottom: y + 1, left: left, right: right})
				open = &lines[len(lines)-1]
			} else {
				open.bottom, open.left, open.right = y+1, min(open.left, left), max(open.right, right)
			}
			missed = 0
			continue
		}
		if missed++; missed > 1 {
			open = nil
		}
	}
	minHeight, maxHeight := max(w*12/1000, 4), w*70/1000
	kept := lines[:0]
	for _, l := range lines {
		if l.height() >= minHeight && l.height() <= maxHeight {
			kept = append(kept, l)
		}
	}
	for last := len(kept) - 1; last > 0; last-- {
		group := []textLine{kept[last]}
		for i := last - 1; i >= 0 && len(group) < 3; i-- {
			above, below := kept[i], group[0]
			ratio := float64(above.height()) / float64(below.height())
			spacing := below.top - above.bottom
			if ratio < 0.6 || ratio > 1.6 || spacing > 2*below.height() {
				break
			}
			group = append([]textLine{above}, group...)
		}
		if len(group) >= 2 {
			return group, true
		}
	}
	return nil, false
}

// textRow measures one row of an ink mask: its stretches of ink, counting
// gaps of up to gap cells as part of a stretch, and keeping only stretches
// longer than gap (specks are not text). It returns where the first kept
// stretch starts and the last ends, how many cells the kept stretches
// cover, and how many of those are ink.
func textRow(row []bool, gap int) (left, right, covered, ink int) {
	left = -1
	start, last, n := -1, -1, 0
	flush := func() {
		if start >= 0 && last+1-start > gap {
			if left < 0 {
				left = start
			}
			right = last + 1
			covered += last + 1 - start
			ink += n
		}
	}
	for x, m := range row {
		if !m {
			continue
		}
		if start < 0 || x-last > gap+1 {
			flush()
			start, n = x, 0
		}
		last = x
		n++
	}
	flush()
	return max(left, 0), right, covered, ink
}

// laplacianVariance is the variance of the 4-neighbour Laplacian of g over
// r: high for sharp edges, low for a blurred image.
func laplacianVariance(g *image.Gray, r image.Rectangle) float64 {
	r = r.Intersect(g.Rect.Inset(1))
	if r.Empty() {
		return 0
	}
	var sum, sumSq float64
	s := g.Stride
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := y*s + x
			l := float64(int(g.Pix[i-1]) + int(g.Pix[i+1]) + int(g.Pix[i-s]) + int(g.Pix[i+s]) - 4*int(g.Pix[i]))
			sum += l
			sumSq += l * l
		}
	}
	n := float64(r.Dx() * r.Dy())
	mean := sum / n
	return sumSq/n - mean*mean
}
