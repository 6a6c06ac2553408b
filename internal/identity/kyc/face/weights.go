package face

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"path"
	"slices"
)

// manifest is a TensorFlow.js weights manifest: groups of weights, each
// group stored across the files it names, one after the other.
type manifest []struct {
	Paths   []string `json:"paths"`
	Weights []struct {
		Name         string `json:"name"`
		Shape        []int  `json:"shape"`
		DType        string `json:"dtype"`
		Quantization *struct {
			DType string  `json:"dtype"`
			Scale float64 `json:"scale"`
			Min   float64 `json:"min"`
		} `json:"quantization"`
	} `json:"weights"`
}

// weights are a network's named tensors.
type weights struct {
	name   string
	shapes map[string][]int
	values map[string][]float32
}

// loadWeights reads the network name (its manifest
// name-weights_manifest.json and the files it names) from dir in fsys.
func loadWeights(fsys fs.FS, dir, name string) (*weights, error) {
	raw, err := fs.ReadFile(fsys, path.Join(dir, name+"-weights_manifest.json"))
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("%s: the manifest: %w", name, err)
	}
	w := &weights{name: name, shapes: map[string][]int{}, values: map[string][]float32{}}
	for _, g := range m {
		var data []byte
		for _, p := range g.Paths {
			b, err := fs.ReadFile(fsys, path.Join(dir, path.Clean("/" + p)[1:]))
			if err != nil {
				return nil, err
			}
			data = append(data, b...)
		}
		for _, e := range g.Weights {
			n := 1
			for _, d := range e.Shape {
				if d <= 0 {
					return nil, fmt.Errorf("%s: %s has shape %v", name, e.Name, e.Shape)
				}
				n *= d
			}
			if e.DType != "float32" {
				return nil, fmt.Errorf("%s: %s is %s, not float32", name, e.Name, e.DType)
			}
			v := make([]float32, n)
			switch {
			case e.Quantization == nil:
				if len(data) < 4*n {
					return nil, fmt.Errorf("%s: %s: the weights file is short", name, e.Name)
				}
				for i := range v {
					v[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
				}
				data = data[4*n:]
			case e.Quantization.DType == "uint8":
				if len(data) < n {
					return nil, fmt.Errorf("%s: %s: the weights file is short", name, e.Name)
				}
				q := e.Quantization
				for i := range v {
					v[i] = float32(float64(data[i])*q.Scale + q.Min)
				}
				data = data[n:]
			default:
				return nil, fmt.Errorf("%s: %s is quantized as %s", name, e.Name, e.Quantization.DType)
			}
			w.shapes[e.Name], w.values[e.Name] = e.Shape, v
		}
		if len(data) != 0 {
			return nil, fmt.Errorf("%s: %d bytes left over in %v", name, len(data), g.Paths)
		}
	}
	return w, nil
}

// get returns the named tensor, which must have the given shape.
func (w *weights) get(name string, shape ...int) ([]float32, error) {
	v, ok := w.values[name]
	if !ok {
		return nil, fmt.Errorf("%s: no weights %s", w.name, name)
	}
	if !slices.Equal(w.shapes[name], shape) {
		return nil, fmt.Errorf("%s: %s has shape %v, not %v", w.name, name, w.shapes[name], shape)
	}
	return v, nil
}

// loader reads a network's tensors, keeping the first error.
type loader struct {
	w   *weights
	err error
}

func (l *loader) get(name string, shape ...int) []float32 {
	if l.err != nil {
		return nil
	}
	v, err := l.w.get(name, shape...)
	if err != nil {
		l.err = err
	}
	return v
}

// conv reads a convolution prefix/filters (kh × kw × in × out) and
// prefix/bias.
func (l *loader) conv(prefix string, k, in, out int) *filter {
	return &filter{KH: k, KW: k, In: in, Out: out,
		W: l.get(prefix+"/filters", k, k, in, out), Bias: l.get(prefix+"/bias", out)}
}

// separable reads a depthwise-separable convolution.
func (l *loader) separable(prefix string, in, out int) *separable {
	return &separable{
		Depthwise: l.get(prefix+"/depthwise_filter", 3, 3, in, 1),
		Pointwise: &filter{KH: 1, KW: 1, In: in, Out: out,
			W: l.get(prefix+"/pointwise_filter", 1, 1, in, out), Bias: l.get(prefix+"/bias", out)},
	}
}
