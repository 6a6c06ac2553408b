package docread

import (
	"image"
	"math"
	"sort"
	"strings"
)

// Tesseract's English model reads OCR-B's filler, <, poorly: as K, as «,
// and in runs it adds or drops some, which shifts every field after. The
// filler's glyph, a chevron pointing left, is unlike any other of the MRZ
// alphabet, so it is found here by its shape instead: the fillers are
// erased, the runs of other characters between them are set apart for
// Tesseract to read, and the fillers are put back where they were found.

// glyph is one connected blob of ink in a binarized band.
type glyph struct {
	box    image.Rectangle
	filler bool
}

// bandLine is one line of a binarized band: its rows and its glyphs from
// left to right.
type bandLine struct {
	top, bottom int
	glyphs      []glyph
}

func (l bandLine) height() int { return l.bottom - l.top }

// run is a stretch of a line: n fillers, or n characters for Tesseract.
type run struct {
	filler bool
	n      int
}

// runs returns the line's stretches from left to right.
func (l bandLine) runs() []run {
	var out []run
	for _, g := range l.glyphs {
		if len(out) > 0 && out[len(out)-1].filler == g.filler {
			out[len(out)-1].n++
			continue
		}
		out = append(out, run{filler: g.filler, n: 1})
	}
	return out
}

// findFillers finds the lines of a binarized band (ink 0, paper 255) and
// the glyphs on them, and marks the fillers. It returns nil when the band
// does not hold want lines.
func findFillers(b *image.Gray, want int) []bandLine {
	w, h := b.Rect.Dx(), b.Rect.Dy()
	var lines []bandLine
	inLine := false
	for y := range h {
		n := 0
		for _, v := range b.Pix[y*b.Stride : y*b.Stride+w] {
			if v == 0 {
				n++
			}
		}
		switch {
		case n >= w/100 && !inLine:
			lines = append(lines, bandLine{top: y, bottom: y + 1})
			inLine = true
		case n >= w/100:
			lines[len(lines)-1].bottom = y + 1
		default:
			inLine = false
		}
	}
	kept := lines[:0]
	for _, l := range lines {
		if l.height() >= mrzCapHeight/2 {
			kept = append(kept, l)
		}
	}
	if len(kept) != want {
		return nil
	}
	lines = kept
	for _, box := range blobs(b) {
		cy := (box.Min.Y + box.Max.Y) / 2
		for i := range lines {
			l := &lines[i]
			if cy < l.top || cy >= l.bottom {
				continue
			}
			if box.Dy() < l.height()/4 && box.Dx() < l.height()/4 {
				break // a speck
			}
			l.glyphs = append(l.glyphs, glyph{box: box, filler: isFiller(b, box, *l)})
			break
		}
	}
	for i := range lines {
		sort.Slice(lines[i].glyphs, func(a, c int) bool { return lines[i].glyphs[a].box.Min.X < lines[i].glyphs[c].box.Min.X })
	}
	return lines
}

// isFiller reports whether the blob in box has a filler's shape: a chevron
// a little shorter than a capital, centred on the line, whose leftmost
// columns hold only its tip, at its middle, and whose rightmost columns
// hold its two arms' ends, at the top and the bottom, with nothing between.
// No other character of the MRZ alphabet looks so: K, X and 4 have ink
// up their left side or across their middle on the right.
func isFiller(b *image.Gray, box image.Rectangle, l bandLine) bool {
	lh := l.height()
	if box.Dy()*2 < lh || box.Dy()*20 > lh*19 || box.Dx() > lh {
		return false
	}
	mid := (box.Min.Y + box.Max.Y) / 2
	if d := mid - (l.top+l.bottom)/2; d*5 > lh || -d*5 > lh {
		return false
	}
	// ink returns the rows spanned by ink in columns [x0, x1) between rows
	// [y0, y1), and how many ink pixels there are.
	ink := func(x0, x1, y0, y1 int) (top, bottom, n int) {
		top, bottom = y1, y0
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				if b.Pix[y*b.Stride+x] == 0 {
					top, bottom, n = min(top, y), max(bottom, y+1), n+1
				}
			}
		}
		return top, bottom, n
	}
	top, bottom, n := ink(box.Min.X, box.Min.X+max(box.Dx()/8, 1), box.Min.Y, box.Max.Y)
	if n == 0 || (bottom-top)*3 > box.Dy() || abs((top+bottom)/2-mid)*4 > box.Dy() {
		return false
	}
	right := box.Max.X - max(box.Dx()/4, 1)
	_, _, upper := ink(right, box.Max.X, box.Min.Y, box.Min.Y+box.Dy()*3/10)
	_, _, lower := ink(right, box.Max.X, box.Max.Y-box.Dy()*3/10, box.Max.Y)
	_, _, middle := ink(right, box.Max.X, mid-box.Dy()/10, mid+box.Dy()/10+1)
	return upper > 0 && lower > 0 && middle == 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// erase paints the fillers of lines white.
func erase(b *image.Gray, lines []bandLine) {
	for _, l := range lines {
		for _, g := range l.glyphs {
			if !g.filler {
				continue
			}
			r := g.box.Inset(-1).Intersect(b.Rect)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					b.Pix[y*b.Stride+x] = 255
				}
			}
		}
	}
}

// slot is where repack put one run of characters.
type slot struct {
	line, run int
	at        image.Rectangle // in the repacked image
	from      image.Rectangle // in the band
}

// repack returns an image of the band's characters without their fillers:
// each run of characters cut from the band and set apart from the next by
// twice the line's height, so that Tesseract reads each run as words of
// its own, and where each run went.
func repack(b *image.Gray, lines []bandLine) (*image.Gray, []slot) {
	erase(b, lines)
	var slots []slot
	size := image.Point{}
	y := mrzMargin
	for i, l := range lines {
		pad := l.height() / 4
		x := mrzMargin
		for j, g := range runGlyphs(l) {
			if len(g) == 0 {
				continue
			}
			from := image.Rect(g[0].box.Min.X, l.top, g[0].box.Max.X, l.bottom)
			for _, gl := range g {
				from = from.Union(gl.box)
			}
			from = from.Inset(-pad).Intersect(b.Rect)
			at := image.Rectangle{Min: image.Pt(x, y), Max: image.Pt(x+from.Dx(), y+from.Dy())}
			slots = append(slots, slot{line: i, run: j, at: at, from: from})
			x = at.Max.X + 2*l.height()
			size.X = max(size.X, at.Max.X)
		}
		y += l.height() + 2*pad + l.height()
		size.Y = y
	}
	out := image.NewGray(image.Rect(0, 0, size.X+mrzMargin, size.Y+mrzMargin))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	for _, s := range slots {
		for dy := range s.from.Dy() {
			src := b.Pix[(s.from.Min.Y+dy)*b.Stride+s.from.Min.X:]
			copy(out.Pix[(s.at.Min.Y+dy)*out.Stride+s.at.Min.X:], src[:s.from.Dx()])
		}
	}
	return out, slots
}

// runGlyphs returns the glyphs of each of the line's runs (none for a run
// of fillers), in the order of runs.
func runGlyphs(l bandLine) [][]glyph {
	var out [][]glyph
	for i, g := range l.glyphs {
		if i == 0 || l.glyphs[i-1].filler != g.filler {
			out = append(out, nil)
		}
		if !g.filler {
			out[len(out)-1] = append(out[len(out)-1], g)
		}
	}
	return out
}

// assemble rebuilds the MRZ's lines from the words Tesseract read in the
// repacked image of the band b. Each run of fillers gives its fillers.
// Each run of characters gives one character per glyph: of the characters
// Tesseract read over a glyph, the surest (which drops the characters it
// sometimes adds in a gap), or another when the glyph's holes or height say
// so; when a glyph got none, or looks like two characters run together,
// the run gives what Tesseract read in its slot instead.
func assemble(words []word, b *image.Gray, lines []bandLine, slots []slot) []string {
	type pick struct {
		r    rune
		conf float64
	}
	parts := make([][]string, len(lines))
	for i, l := range lines {
		parts[i] = make([]string, len(l.runs()))
	}
	band := bandScale(words, lines, slots)
	for _, s := range slots {
		l := lines[s.line]
		glyphs := runGlyphs(l)[s.run]
		picks := make([]pick, len(glyphs))
		var read []rune
		for _, w := range words {
			for _, c := range w.chars {
				center := image.Pt((c.box.Min.X+c.box.Max.X)/2, (c.box.Min.Y+c.box.Max.Y)/2)
				if !center.In(s.at) {
					continue
				}
				read = append(read, c.r)
				x := center.X - s.at.Min.X + s.from.Min.X
				g := nearest(glyphs, x)
				if c.conf > picks[g].conf || picks[g].r == 0 {
					picks[g] = pick{c.r, c.conf}
				}
			}
		}
		best := make([]rune, len(picks))
		for g := range picks {
			best[g] = picks[g].r
		}
		for g := range picks {
			if r := byShape(b, best, glyphs, g, band); r != best[g] {
				picks[g].r = r
				continue
			}
			picks[g].r = byHeight(best, glyphs, g, band)
		}
		whole := !runTogether(glyphs, l.height())
		var sb strings.Builder
		for _, p := range picks {
			whole = whole && p.r != 0
			sb.WriteRune(p.r)
		}
		if whole {
			parts[s.line][s.run] = sb.String()
		} else {
			parts[s.line][s.run] = string(read)
		}
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		var sb strings.Builder
		for j, r := range l.runs() {
			if r.filler {
				sb.WriteString(strings.Repeat("<", r.n))
			} else {
				sb.WriteString(parts[i][j])
			}
		}
		out[i] = sb.String()
	}
	return out
}

// OCR-B's digits stand taller than its capitals: its 0 is 787 units high,
// its O 734, its 8 787 and its B 700. A glyph's height, at the scale set by
// its neighbours read without doubt, tells apart the letters and digits
// Tesseract takes for one another.
var (
	// lookalikes pairs the letters and digits taken for one another.
	lookalikes = map[rune][]rune{
		'O': {'0'}, 'D': {'0'}, 'Q': {'0'}, 'I': {'1'}, 'B': {'8'}, 'S': {'5'}, 'Z': {'2'}, 'G': {'6'},
		'0': {'O', 'D'}, '1': {'I'}, '8': {'B'}, '5': {'S'}, '2': {'Z'}, '6': {'G'},
	}
	// ocrbHeight is the height, in OCR-B's font units, of the lookalikes.
	ocrbHeight = map[rune]float64{
		'O': 734, '0': 787, 'D': 700, 'Q': 726, 'I': 700, '1': 780, 'B': 700, '8': 787,
		'S': 731, '5': 771, 'Z': 700, '2': 772, 'G': 732, '6': 783,
	}
	// referenceHeight is the height, in OCR-B's font units, of the glyphs
	// whose reading is not in doubt, which set the scale.
	referenceHeight = map[rune]float64{
		'E': 700, 'F': 711, 'H': 723, 'K': 723, 'L': 712, 'M': 723, 'N': 723, 'P': 711, 'R': 711,
		'T': 711, 'U': 726, 'V': 723, 'W': 723, 'X': 723, 'Y': 723, '3': 771, '4': 780, '7': 768, '9': 783,
	}
)

// pixelsPerUnit is the median, over the glyphs read as references (all
// but skip), of their height in pixels per font unit; 0 without three.
func pixelsPerUnit(read []rune, glyphs []glyph, skip int) float64 {
	var k []float64
	for i, r := range read {
		if h, ok := referenceHeight[r]; ok && i != skip {
			k = append(k, float64(glyphs[i].box.Dy())/h)
		}
	}
	if len(k) < 3 {
		return 0
	}
	sort.Float64s(k)
	return k[len(k)/2]
}

// bandScale is pixelsPerUnit over the whole band.
func bandScale(words []word, lines []bandLine, slots []slot) float64 {
	var read []rune
	var all []glyph
	for _, s := range slots {
		glyphs := runGlyphs(lines[s.line])[s.run]
		for _, w := range words {
			for _, c := range w.chars {
				center := image.Pt((c.box.Min.X+c.box.Max.X)/2, (c.box.Min.Y+c.box.Max.Y)/2)
				if center.In(s.at) {
					read = append(read, c.r)
					all = append(all, glyphs[nearest(glyphs, center.X-s.at.Min.X+s.from.Min.X)])
				}
			}
		}
	}
	return pixelsPerUnit(read, all, -1)
}

// byHeight returns what glyph g of a run, read as read[g], is by its
// height: its lookalike when the lookalike's height, at the scale of its
// neighbours (or of the band), is nearer by a margin.
func byHeight(read []rune, glyphs []glyph, g int, band float64) rune {
	r := read[g]
	alts, ok := lookalikes[r]
	if !ok {
		return r
	}
	k := scaleNear(read, glyphs, g, band)
	if k == 0 {
		return r
	}
	h := float64(glyphs[g].box.Dy())
	for _, alt := range alts {
		mine, theirs := k*ocrbHeight[r], k*ocrbHeight[alt]
		if math.Abs(h-theirs)+0.25*math.Abs(mine-theirs) < math.Abs(h-mine) {
			return alt
		}
	}
	return r
}

// scaleNear is pixelsPerUnit over the neighbours of glyph g, eight on
// each side, or band when fewer than three of them are references.
func scaleNear(read []rune, glyphs []glyph, g int, band float64) float64 {
	lo, hi := max(g-8, 0), min(g+9, len(glyphs))
	if k := pixelsPerUnit(read[lo:hi], glyphs[lo:hi], g-lo); k > 0 {
		return k
	}
	return band
}

// Tesseract reads a digit between letters as a letter now and then (a 9
// as O, 0 or even I, a 1 as T), and a D as O. Their shapes in OCR-B rule
// these readings out. 0, O, D and Q have one hole down most of their
// height; 9, P, R and A one in their upper part only, 6 one in its lower
// part only; 8 and B two, the other characters none. D's left side is
// straight, where O, 0 and Q are round. A T's bar reaches right of its stem
// as far as left; a 1's flag only left.
const (
	// ruledOut are the readings a glyph's shape may rule out.
	ruledOut = "O0DQI1TL"
	// upperHole and lowerHole are the shares of a glyph's height above
	// which a hole in its upper part ends, and below which one in its
	// lower part starts (a ring's hole runs from about 12% to 85%, a 9's
	// from 12% to 51%, a 6's from 48% to 86%).
	upperHole, lowerHole = 0.65, 0.35
	// minBar is the least share of a T's height by which its bar reaches
	// right of its stem (OCR-B's reaches a quarter).
	minBar = 0.1
)

// byShape returns what glyph g of a run in the band b, read as read[g], is
// by its shape where that rules the reading out, among ruledOut: one whose
// one hole is in its upper part only is a 9 when it stands as tall as a 9
// at the scale of its neighbours (P, R and A, with such a hole, are
// shorter), and one whose hole is in its lower part only is a 6; a ring
// read as O, 0 or Q with a straight left side is a D; one read as T with
// nothing right of its stem is a 1. Otherwise read[g].
func byShape(b *image.Gray, read []rune, glyphs []glyph, g int, band float64) rune {
	r, box := read[g], glyphs[g].box
	if !strings.ContainsRune(ruledOut, r) {
		return r
	}
	h := float64(box.Dy())
	hs := holes(b, box)
	switch {
	case len(hs) == 1 && float64(hs[0][1]) <= upperHole*h:
		k := scaleNear(read, glyphs, g, band)
		if k > 0 && math.Abs(h-k*referenceHeight['9']) < math.Abs(h-k*referenceHeight['P']) {
			return '9'
		}
	case len(hs) == 1 && float64(hs[0][0]) >= lowerHole*h:
		return '6'
	case len(hs) == 1 && strings.ContainsRune("O0Q", r) && straightLeft(b, box):
		return 'D'
	case len(hs) == 0 && r == 'T':
		// The rightmost ink of the top sixth (the bar, or the flag) and of
		// the lower half (the stem).
		bar, stem := rightmostInk(b, box.Min.X, box.Max.X, box.Min.Y, box.Min.Y+box.Dy()/6),
			rightmostInk(b, box.Min.X, box.Max.X, box.Min.Y+box.Dy()/2, box.Max.Y)
		if bar >= 0 && stem >= 0 && float64(bar-stem) < minBar*h {
			return '1'
		}
	}
	return r
}

// straightLeft reports whether the glyph in box of b has a straight left
// side: its leftmost ink a tenth of its height from its top and from its
// bottom no further right than at its middle, give or take a twentieth of
// its height (OCR-B's O is a ninth of its height further right there).
func straightLeft(b *image.Gray, box image.Rectangle) bool {
	left := func(share float64) int {
		y := box.Min.Y + int(share*float64(box.Dy()))
		for x := box.Min.X; x < box.Max.X; x++ {
			if b.Pix[y*b.Stride+x] == 0 {
				return x
			}
		}
		return box.Max.X
	}
	mid, slack := left(0.5), max(1, box.Dy()/20)
	return left(0.1)-mid <= slack && left(0.9)-mid <= slack
}

// rightmostInk returns the largest x in [x0, x1) with ink in rows [y0, y1)
// of b, or -1.
func rightmostInk(b *image.Gray, x0, x1, y0, y1 int) int {
	for x := x1 - 1; x >= x0; x-- {
		for y := y0; y < y1; y++ {
			if b.Pix[y*b.Stride+x] == 0 {
				return x
			}
		}
	}
	return -1
}

// nearest returns the index of the glyph whose centre is closest to x.
func nearest(glyphs []glyph, x int) int {
	best, dist := 0, -1
	for i, g := range glyphs {
		if d := abs((g.box.Min.X+g.box.Max.X)/2 - x); dist < 0 || d < dist {
			best, dist = i, d
		}
	}
	return best
}

// runTogether reports whether a glyph is wider than any one character
// (an OCR-B capital is about 0.7 of the line's height wide): two characters
// whose ink touches.
func runTogether(glyphs []glyph, lineHeight int) bool {
	for _, g := range glyphs {
		if g.box.Dx() > lineHeight {
			return true
		}
	}
	return false
}

// blobs returns the bounds of the 8-connected blobs of ink (0) in b.
func blobs(b *image.Gray) []image.Rectangle {
	w, h := b.Rect.Dx(), b.Rect.Dy()
	// seen marks the paper, and the ink already filled.
	seen := make([]bool, w*h)
	for y := range h {
		for x, v := range b.Pix[y*b.Stride : y*b.Stride+w] {
			seen[y*w+x] = v != 0
		}
	}
	var out []image.Rectangle
	var stack []int
	for start := range seen {
		if !seen[start] {
			var box image.Rectangle
			box, stack = flood(seen, w, start, true, stack)
			out = append(out, box)
		}
	}
	return out
}

// holes returns the rows, from the top of box, that each hole of the
// glyph in box spans: the 4-connected regions of paper inside box that do
// not reach its edge, at least a minHole-th of its height across and down.
func holes(b *image.Gray, box image.Rectangle) [][2]int {
	w, h := box.Dx(), box.Dy()
	// seen marks the ink, and the paper already filled.
	seen := make([]bool, w*h)
	for y := range h {
		for x, v := range b.Pix[(box.Min.Y+y)*b.Stride+box.Min.X : (box.Min.Y+y)*b.Stride+box.Max.X] {
			seen[y*w+x] = v == 0
		}
	}
	var stack []int
	for i := range seen {
		if x, y := i%w, i/w; (x == 0 || y == 0 || x == w-1 || y == h-1) && !seen[i] {
			_, stack = flood(seen, w, i, false, stack)
		}
	}
	var out [][2]int
	for i := range seen {
		if seen[i] {
			continue
		}
		var r image.Rectangle
		if r, stack = flood(seen, w, i, false, stack); r.Dx()*minHole >= h && r.Dy()*minHole >= h {
			out = append(out, [2]int{r.Min.Y, r.Max.Y})
		}
	}
	return out
}

// flood marks as seen the cells of a grid w wide that can be reached from
// start through cells not seen, 8-connected when diagonal is true and
// 4-connected otherwise, and returns their bounds. stack is scratch space,
// returned for the next call.
func flood(seen []bool, w, start int, diagonal bool, stack []int) (image.Rectangle, []int) {
	h := len(seen) / w
	box := image.Rect(start%w, start/w, start%w+1, start/w+1)
	seen[start] = true
	stack = append(stack[:0], start)
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := i%w, i/w
		box = box.Union(image.Rect(x, y, x+1, y+1))
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if (dx != 0 && dy != 0 && !diagonal) || nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				if j := ny*w + nx; !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
	}
	return box, stack
}

// minHole is the inverse of the least share of a glyph's height a hole
// must span across and down: smaller ones are specks of paper that
// binarization left inside strokes.
const minHole = 10
