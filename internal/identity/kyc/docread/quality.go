package docread

// The names of the quality measures, as workflows' thresholds name them.
const (
	MeasureResolution = "resolution"
	MeasureSharpness  = "sharpness"
	MeasureGlare      = "glare"
	MeasureInFrame    = "in_frame"
)

// Quality is a photograph's quality, measured on the document found in it.
type Quality struct {
	// Resolution is the document's width in the upload's pixels.
	Resolution float64
	// Sharpness is the variance of the Laplacian of the document's
	// luminance, upright and resampled to a fixed width (so that it
	// compares across uploads of any size): blur lowers it.
	Sharpness float64
	// Glare is the share of the document's pixels that are saturated
	// (luminance 250 or more, and brighter than the paper by more than 10:
	// on white paper glare cannot be told from the paper, and reads 0).
	Glare float64
	// InFrame is true when the document's four edges were found inside the
	// photograph: it is on a background of another tone and no side or
	// corner is cut off. A scan cropped to the page's edges is not in
	// frame.
	InFrame bool
}

// Measure is one named measurement.
type Measure struct {
	Name  string
	Value float64
}

// Measures lists the measurements by name; InFrame is 1 or 0.
func (q Quality) Measures() []Measure {
	inFrame := 0.0
	if q.InFrame {
		inFrame = 1
	}
	return []Measure{
		{MeasureResolution, q.Resolution},
		{MeasureSharpness, q.Sharpness},
		{MeasureGlare, q.Glare},
		{MeasureInFrame, inFrame},
	}
}

// Thresholds are the bounds a photograph's quality must meet.
type Thresholds struct {
	// MinResolution is the least document width, in pixels.
	MinResolution float64
	// MinSharpness is the least variance of the Laplacian.
	MinSharpness float64
	// MaxGlare is the largest share of saturated pixels.
	MaxGlare float64
	// InFrame requires the whole document in frame.
	InFrame bool
}

// DefaultThresholds are the bounds used when a workflow sets none: a
// document at least 800 pixels wide (its MRZ's characters then about 16
// pixels high), sharpness of at least 150, at most 2% glare, and the
// whole document in frame.
func DefaultThresholds() Thresholds {
	return Thresholds{MinResolution: 800, MinSharpness: 150, MaxGlare: 0.02, InFrame: true}
}

// Judged is a measure held to its bound: a least value (resolution,
// sharpness, in frame as 1) or, for glare, a largest one.
type Judged struct {
	Measure
	Bound  float64
	Passed bool
}

// Judge holds each measure of q to t, in the order of Measures. A measure
// t leaves unbounded (InFrame false) passes.
func (t Thresholds) Judge(q Quality) []Judged {
	out := make([]Judged, 0, 4)
	for _, m := range q.Measures() {
		j := Judged{Measure: m}
		switch m.Name {
		case MeasureResolution:
			j.Bound, j.Passed = t.MinResolution, m.Value >= t.MinResolution
		case MeasureSharpness:
			j.Bound, j.Passed = t.MinSharpness, m.Value >= t.MinSharpness
		case MeasureGlare:
			j.Bound, j.Passed = t.MaxGlare, m.Value <= t.MaxGlare
		case MeasureInFrame:
			j.Bound, j.Passed = 1, !t.InFrame || m.Value == 1
		}
		out = append(out, j)
	}
	return out
}

// Failed returns the names of the measures of q that fall outside t, in
// the order of Measures.
func (t Thresholds) Failed(q Quality) []string {
	var failed []string
	for _, j := range t.Judge(q) {
		if !j.Passed {
			failed = append(failed, j.Name)
		}
	}
	return failed
}

// Quality measures the page.
func (p *Page) Quality() Quality {
	glare := 0
	if saturated := max(250, int(pageTone(p.doc))+11); saturated <= 255 {
		hist := histogram(p.doc, p.doc.Rect)
		for _, n := range hist[saturated:] {
			glare += n
		}
	}
	return Quality{
		Resolution: float64(docWidth) * p.docToSrc.scale(),
		Sharpness:  laplacianVariance(p.doc, p.doc.Rect),
		Glare:      float64(glare) / float64(p.doc.Rect.Dx()*p.doc.Rect.Dy()),
		InFrame:    p.inFrame,
	}
}
