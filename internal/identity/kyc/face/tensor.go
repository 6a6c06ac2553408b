package face

import (
	"math"

	"gonum.org/v1/gonum/blas/gonum"
)

// tensor is an image-shaped activation, height × width × channels, stored
// channel-last (as TensorFlow's NHWC with a batch of one).
type tensor struct {
	H, W, C int
	D       []float32
}

//go:norace
func newTensor(h, w, c int) *tensor {
	return &tensor{H: h, W: w, C: c, D: make([]float32, h*w*c)}
}

// filter is a convolution's weights, [kh][kw][in][out] as TensorFlow keeps
// them, with its bias (nil for none).
type filter struct {
	KH, KW, In, Out int
	W               []float32
	Bias            []float32
}

// same returns TensorFlow's "same" padding of one axis: the output size and
// the padding before (the larger half goes after).
func same(in, k, stride int) (out, before int) {
	out = (in + stride - 1) / stride
	total := max((out-1)*stride+k-in, 0)
	return out, total / 2
}

// valid returns TensorFlow's "valid" output size of one axis.
func valid(in, k, stride int) int { return (in-k)/stride + 1 }

// conv2d convolves x with f at stride, padding top and left by pt and pl
// (zeros), into an output of oh × ow, and adds the bias.
//
//go:norace
func conv2d(x *tensor, f *filter, stride, pt, pl, oh, ow int) *tensor {
	out := newTensor(oh, ow, f.Out)
	co, ci := f.Out, f.In
	if f.Bias != nil {
		for p := 0; p < oh*ow; p++ {
			copy(out.D[p*co:(p+1)*co], f.Bias)
		}
	}
	// Row by row, tap by tap and input channel by channel, the output row
	// (ow × co) gains the outer product of the input row's values (strided)
	// with the tap's weights for that channel: a rank-one update.
	for oy := 0; oy < oh; oy++ {
		for ky := 0; ky < f.KH; ky++ {
			iy := oy*stride + ky - pt
			if iy < 0 || iy >= x.H {
				continue
			}
			for kx := 0; kx < f.KW; kx++ {
				first := max(0, (pl-kx+stride-1)/stride)
				last := min(ow-1, (x.W-1+pl-kx)/stride)
				if last < first {
					continue
				}
				in := x.D[(iy*x.W+first*stride+kx-pl)*ci:]
				dst := out.D[(oy*ow+first)*co:]
				for c := range ci {
					w := f.W[((ky*f.KW+kx)*ci+c)*co:][:co]
					blas.Sger(last-first+1, co, 1, in[c:], stride*ci, w, 1, dst, co)
				}
			}
		}
	}
	return out
}

// blas is gonum's BLAS: its float32 axpy is assembly on amd64 (SIMD),
// and, not being Go, runs at full speed under the race detector too. The
// package's own loops over tensors and pictures are marked go:norace: each
// reads and writes only buffers its call owns (no goroutine shares them),
// and under the race detector they ran several times slower, which made
// the suite's live face tests its longest.
var blas gonum.Implementation

// axpy adds v·w to acc (len(w) >= len(acc)).
func axpy(acc, w []float32, v float32) {
	if v == 0 {
		return
	}
	blas.Saxpy(len(acc), v, w[:len(acc)], 1, acc, 1)
}

// convSame is conv2d with TensorFlow's "same" padding.
func convSame(x *tensor, f *filter, stride int) *tensor {
	oh, pt := same(x.H, f.KH, stride)
	ow, pl := same(x.W, f.KW, stride)
	return conv2d(x, f, stride, pt, pl, oh, ow)
}

// convValid is conv2d with TensorFlow's "valid" padding.
func convValid(x *tensor, f *filter, stride int) *tensor {
	return conv2d(x, f, stride, 0, 0, valid(x.H, f.KH, stride), valid(x.W, f.KW, stride))
}

// depthwise convolves each channel of x with its own kh × kw filter
// (weights [kh][kw][c], a channel multiplier of one), no bias.
//
//go:norace
func depthwise(x *tensor, w []float32, k, stride, pt, pl, oh, ow int) *tensor {
	c := x.C
	out := newTensor(oh, ow, c)
	// Row by row and tap by tap, each channel's output row gains the tap's
	// weight times its input row: a strided axpy.
	for oy := 0; oy < oh; oy++ {
		for ky := 0; ky < k; ky++ {
			iy := oy*stride + ky - pt
			if iy < 0 || iy >= x.H {
				continue
			}
			for kx := 0; kx < k; kx++ {
				first := max(0, (pl-kx+stride-1)/stride)
				last := min(ow-1, (x.W-1+pl-kx)/stride)
				if last < first {
					continue
				}
				n := last - first + 1
				in := x.D[(iy*x.W+first*stride+kx-pl)*c:]
				dst := out.D[(oy*ow+first)*c:]
				for ch, wt := range w[(ky*k+kx)*c : (ky*k+kx+1)*c] {
					if wt != 0 {
						blas.Saxpy(n, wt, in[ch:], stride*c, dst[ch:], c)
					}
				}
			}
		}
	}
	return out
}

// separable is a depthwise-separable convolution (3 × 3 depthwise, then
// pointwise with the bias).
type separable struct {
	Depthwise []float32
	Pointwise *filter
}

// sameSeparable runs s on x with "same" padding at stride.
func (s *separable) same(x *tensor, stride int) *tensor {
	oh, pt := same(x.H, 3, stride)
	ow, pl := same(x.W, 3, stride)
	return pointwise(depthwise(x, s.Depthwise, 3, stride, pt, pl, oh, ow), s.Pointwise)
}

// padded runs s on x padded by one on every side, "valid" (the detector's
// form, which is "same" at stride one).
func (s *separable) padded(x *tensor) *tensor {
	return pointwise(depthwise(x, s.Depthwise, 3, 1, 1, 1, x.H, x.W), s.Pointwise)
}

// pointwise is a 1 × 1 convolution with bias: for each input channel,
// the outer product of its values at every pixel with its weights.
//
//go:norace
func pointwise(x *tensor, f *filter) *tensor {
	out := newTensor(x.H, x.W, f.Out)
	co, ci, n := f.Out, f.In, x.H*x.W
	if f.Bias != nil {
		for p := 0; p < n; p++ {
			copy(out.D[p*co:(p+1)*co], f.Bias)
		}
	}
	for c := range ci {
		blas.Sger(n, co, 1, x.D[c:], ci, f.W[c*co:(c+1)*co], 1, out.D, co)
	}
	return out
}

// maxPool takes the maximum of k × k windows at stride with "same" padding
// (padding never wins).
//
//go:norace
func maxPool(x *tensor, k, stride int) *tensor {
	oh, pt := same(x.H, k, stride)
	ow, pl := same(x.W, k, stride)
	out := newTensor(oh, ow, x.C)
	for i := range out.D {
		out.D[i] = float32(math.Inf(-1))
	}
	for oy := 0; oy < oh; oy++ {
		for ox := 0; ox < ow; ox++ {
			dst := out.D[(oy*ow+ox)*x.C : (oy*ow+ox+1)*x.C]
			for ky := 0; ky < k; ky++ {
				iy := oy*stride + ky - pt
				if iy < 0 || iy >= x.H {
					continue
				}
				for kx := 0; kx < k; kx++ {
					ix := ox*stride + kx - pl
					if ix < 0 || ix >= x.W {
						continue
					}
					for i, v := range x.D[(iy*x.W+ix)*x.C : (iy*x.W+ix+1)*x.C] {
						dst[i] = max(dst[i], v)
					}
				}
			}
		}
	}
	return out
}

// maxPoolValid takes the maximum of k × k windows at stride, "valid".
//
//go:norace
func maxPoolValid(x *tensor, k, stride int) *tensor {
	oh, ow := valid(x.H, k, stride), valid(x.W, k, stride)
	out := newTensor(oh, ow, x.C)
	for oy := 0; oy < oh; oy++ {
		for ox := 0; ox < ow; ox++ {
			dst := out.D[(oy*ow+ox)*x.C : (oy*ow+ox+1)*x.C]
			copy(dst, x.D[((oy*stride)*x.W+ox*stride)*x.C:])
			for ky := 0; ky < k; ky++ {
				for kx := 0; kx < k; kx++ {
					iy, ix := oy*stride+ky, ox*stride+kx
					for i, v := range x.D[(iy*x.W+ix)*x.C : (iy*x.W+ix+1)*x.C] {
						dst[i] = max(dst[i], v)
					}
				}
			}
		}
	}
	return out
}

// avgPoolValid averages k × k windows at stride, "valid".
//
//go:norace
func avgPoolValid(x *tensor, k, stride int) *tensor {
	oh, ow := valid(x.H, k, stride), valid(x.W, k, stride)
	out := newTensor(oh, ow, x.C)
	n := float32(k * k)
	for oy := 0; oy < oh; oy++ {
		for ox := 0; ox < ow; ox++ {
			dst := out.D[(oy*ow+ox)*x.C : (oy*ow+ox+1)*x.C]
			for ky := 0; ky < k; ky++ {
				for kx := 0; kx < k; kx++ {
					iy, ix := oy*stride+ky, ox*stride+kx
					for i, v := range x.D[(iy*x.W+ix)*x.C : (iy*x.W+ix+1)*x.C] {
						dst[i] += v
					}
				}
			}
			for i := range dst {
				dst[i] /= n
			}
		}
	}
	return out
}

//go:norace
func relu(x *tensor) *tensor {
	for i, v := range x.D {
		if v < 0 {
			x.D[i] = 0
		}
	}
	return x
}

// leaky is the detector's leaky ReLU (slope 0.1 below zero).
//
//go:norace
func leaky(x *tensor) *tensor {
	for i, v := range x.D {
		if v < 0 {
			x.D[i] = v * 0.1
		}
	}
	return x
}

// add adds y to x in place (same shapes).
//
//go:norace
func add(x, y *tensor) *tensor {
	for i, v := range y.D {
		x.D[i] += v
	}
	return x
}

// affine scales each channel of x and adds an offset, in place.
//
//go:norace
func affine(x *tensor, scale, offset []float32) *tensor {
	for p := 0; p < len(x.D); p += x.C {
		px := x.D[p : p+x.C]
		for i := range px {
			px[i] = px[i]*scale[i] + offset[i]
		}
	}
	return x
}
