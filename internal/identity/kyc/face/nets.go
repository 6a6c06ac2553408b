package face

import (
	"io/fs"
	"math"
	"sort"
)

// The three networks of face-api (github.com/vladmandic/face-api, MIT),
// run from its weights: the tiny face detector (a Tiny YOLO v2 of
// depthwise-separable convolutions), the 68-point landmark network (four
// dense blocks) and the face recognition network (a ResNet-34-like
// network from dlib, 128 numbers a face). Each forward pass follows the
// package's own, operation by operation; the tests hold the outputs to
// the package's within 1e-3.

// detectorSize is the side of the detector's input.
const detectorSize = 416

// detector is the tiny face detector.
type detector struct {
	conv0 *filter
	sep   [5]*separable
	conv8 *filter
}

var detectorMean = [3]float32{117.001, 114.697, 97.404}

// The detector's five anchor boxes, in cells (width, height).
var anchors = [5][2]float64{{1.603231, 2.094468}, {6.041143, 7.080126}, {2.882459, 3.518061}, {4.266906, 5.178857}, {9.041765, 10.66308}}

func loadDetector(fsys fs.FS, dir string) (*detector, error) {
	w, err := loadWeights(fsys, dir, "tiny_face_detector_model")
	if err != nil {
		return nil, err
	}
	l := &loader{w: w}
	d := &detector{conv0: l.conv("conv0", 3, 3, 16), conv8: l.conv("conv8", 1, 512, 25)}
	for i, n := range []int{16, 32, 64, 128, 256, 512} {
		if i > 0 {
			d.sep[i-1] = l.separable("conv"+itoa(i), n/2, n)
		}
	}
	return d, l.err
}

// forward returns the detector's raw output: a grid of cells, five
// boxes a cell, each (x, y, w, h, score) before the sigmoid and exp.
func (d *detector) forward(x *tensor) *tensor {
	out := maxPool(leaky(convValid(x, d.conv0, 1)), 2, 2)
	for i, s := range d.sep {
		stride := 2
		if i == len(d.sep)-1 {
			stride = 1
		}
		out = maxPool(leaky(s.padded(out)), 2, stride)
	}
	return pointwise(out, d.conv8)
}

// detection is a box found by the detector, relative to the image
// (0 to 1), and its score.
type detection struct {
	X, Y, W, H float64
	Score      float64
}

// decode turns the detector's output into boxes scoring over threshold,
// relative to an image of w × h that was padded at its bottom or right to
// a square, suppressing overlaps (IoU over 0.4) in favour of the better.
//
//go:norace
func decode(out *tensor, w, h int, threshold float64) []detection {
	side := float64(max(w, h))
	cx, cy := side/float64(w), side/float64(h)
	n := float64(out.H)
	var found []detection
	for row := 0; row < out.H; row++ {
		for col := 0; col < out.W; col++ {
			cell := out.D[(row*out.W+col)*out.C:]
			for a, an := range anchors {
				v := cell[a*5 : a*5+5]
				score := sigmoid(float64(v[4]))
				if score <= threshold {
					continue
				}
				x := (float64(col) + sigmoid(float64(v[0]))) / n * cx
				y := (float64(row) + sigmoid(float64(v[1]))) / n * cy
				bw := math.Exp(float64(v[2])) * an[0] / n * cx
				bh := math.Exp(float64(v[3])) * an[1] / n * cy
				found = append(found, detection{X: x - bw/2, Y: y - bh/2, W: bw, H: bh, Score: score})
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].Score > found[j].Score })
	var kept []detection
	for _, d := range found {
		overlaps := false
		for _, k := range kept {
			if iou(d, k) > 0.4 {
				overlaps = true
				break
			}
		}
		if !overlaps {
			kept = append(kept, d)
		}
	}
	return kept
}

func iou(a, b detection) float64 {
	x0, y0 := math.Max(a.X, b.X), math.Max(a.Y, b.Y)
	x1, y1 := math.Min(a.X+a.W, b.X+b.W), math.Min(a.Y+a.H, b.Y+b.H)
	inter := math.Max(0, x1-x0) * math.Max(0, y1-y0)
	union := a.W*a.H + b.W*b.H - inter
	if union <= 0 {
		return 0
	}
	return inter / union
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// landmarkSize is the side of the landmark network's input.
const landmarkSize = 112

// faceMean is the landmark and recognition networks' mean colour.
var faceMean = [3]float32{122.782, 117.001, 104.298}

// landmarker is the 68-point landmark network.
type landmarker struct {
	conv0   *filter
	blocks  [4][4]*separable // blocks[0][0] is nil: the first is conv0
	fc      []float32
	fcBias  []float32
	outputs int
}

func loadLandmarker(fsys fs.FS, dir string) (*landmarker, error) {
	w, err := loadWeights(fsys, dir, "face_landmark_68_model")
	if err != nil {
		return nil, err
	}
	l := &loader{w: w}
	m := &landmarker{conv0: l.conv("dense0/conv0", 3, 3, 32), outputs: 136}
	in := 32
	for b, n := range []int{32, 64, 128, 256} {
		for c := range 4 {
			if b == 0 && c == 0 {
				continue
			}
			from := n
			if c == 0 {
				from = in
			}
			m.blocks[b][c] = l.separable("dense"+itoa(b)+"/conv"+itoa(c), from, n)
		}
		in = n
	}
	m.fc, m.fcBias = l.get("fc/weights", 256, 136), l.get("fc/bias", 136)
	return m, l.err
}

// forward returns the 68 points, x and y interleaved, relative to the
// network's input (0 to 1).
func (m *landmarker) forward(x *tensor) []float32 {
	out := x
	for b, block := range m.blocks {
		var out1 *tensor
		if b == 0 {
			out1 = relu(convSame(out, m.conv0, 2))
		} else {
			out1 = relu(block[0].same(out, 2))
		}
		sum := clone(out1)
		for c := 1; c < 4; c++ {
			next := block[c].same(relu(clone(sum)), 1)
			add(sum, next)
		}
		out = relu(sum)
	}
	pooled := avgPoolValid(out, 7, 2)
	res := make([]float32, m.outputs)
	copy(res, m.fcBias)
	for c, v := range pooled.D {
		axpy(res, m.fc[c*m.outputs:], v)
	}
	return res
}

//go:norace
func clone(x *tensor) *tensor {
	return &tensor{H: x.H, W: x.W, C: x.C, D: append([]float32(nil), x.D...)}
}

// recognitionSize is the side of the recognition network's input.
const recognitionSize = 150

// scaled is a convolution followed by a per-channel scale and offset.
type scaled struct {
	conv          *filter
	scale, offset []float32
}

type residual struct{ conv1, conv2 *scaled }

// recognizer is the face recognition network.
type recognizer struct {
	down   *scaled
	layers []struct {
		r    residual
		down bool
	}
	fc []float32
}

func loadRecognizer(fsys fs.FS, dir string) (*recognizer, error) {
	w, err := loadWeights(fsys, dir, "face_recognition_model")
	if err != nil {
		return nil, err
	}
	l := &loader{w: w}
	sc := func(prefix string, k, in, out int) *scaled {
		return &scaled{conv: l.conv(prefix+"/conv", k, in, out),
			scale: l.get(prefix+"/scale/weights", out), offset: l.get(prefix+"/scale/biases", out)}
	}
	r := &recognizer{down: sc("conv32_down", 7, 3, 32)}
	in := 32
	for _, p := range []struct {
		name string
		out  int
		down bool
	}{
		{"conv32_1", 32, false}, {"conv32_2", 32, false}, {"conv32_3", 32, false},
		{"conv64_down", 64, true}, {"conv64_1", 64, false}, {"conv64_2", 64, false}, {"conv64_3", 64, false},
		{"conv128_down", 128, true}, {"conv128_1", 128, false}, {"conv128_2", 128, false},
		{"conv256_down", 256, true}, {"conv256_1", 256, false}, {"conv256_2", 256, false},
		{"conv256_down_out", 256, true},
	} {
		r.layers = append(r.layers, struct {
			r    residual
			down bool
		}{residual{sc(p.name+"/conv1", 3, in, p.out), sc(p.name+"/conv2", 3, p.out, p.out)}, p.down})
		in = p.out
	}
	r.fc = l.get("fc", 256, 128)
	return r, l.err
}

// forward returns the face's 128 numbers.
func (r *recognizer) forward(x *tensor) []float32 {
	out := relu(affine(convValid(x, r.down.conv, 2), r.down.scale, r.down.offset))
	out = maxPoolValid(out, 3, 2)
	for _, l := range r.layers {
		if !l.down {
			y := relu(affine(convSame(out, l.r.conv1.conv, 1), l.r.conv1.scale, l.r.conv1.offset))
			y = affine(convSame(y, l.r.conv2.conv, 1), l.r.conv2.scale, l.r.conv2.offset)
			out = relu(add(y, out))
			continue
		}
		y := relu(affine(convValid(out, l.r.conv1.conv, 2), l.r.conv1.scale, l.r.conv1.offset))
		y = affine(convSame(y, l.r.conv2.conv, 1), l.r.conv2.scale, l.r.conv2.offset)
		pooled := avgPoolValid(out, 2, 2)
		out = relu(addDown(pooled, y))
	}
	res := make([]float32, 128)
	n := float32(out.H * out.W)
	for p := 0; p < out.H*out.W; p++ {
		for c, v := range out.D[p*out.C : (p+1)*out.C] {
			axpy(res, r.fc[c*128:], v/n)
		}
	}
	return res
}

// addDown adds a residual branch y to the pooled shortcut: y is padded
// with zeros at its bottom and right to the shortcut's size, and the
// shortcut with zero channels to y's (as face-api's residualDown does).
//
//go:norace
func addDown(pooled, y *tensor) *tensor {
	out := newTensor(pooled.H, pooled.W, y.C)
	for row := 0; row < out.H; row++ {
		for col := 0; col < out.W; col++ {
			dst := out.D[(row*out.W+col)*out.C : (row*out.W+col+1)*out.C]
			copy(dst, pooled.D[(row*pooled.W+col)*pooled.C:(row*pooled.W+col+1)*pooled.C])
			if row < y.H && col < y.W {
				for i, v := range y.D[(row*y.W+col)*y.C : (row*y.W+col+1)*y.C] {
					dst[i] += v
				}
			}
		}
	}
	return out
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + itoa(i%10)
}
