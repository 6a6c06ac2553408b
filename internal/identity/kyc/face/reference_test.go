package face

import (
	"context"
	"encoding/json"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// reference is what face-api's own code computed on its demo photographs
// (testdata/reference/reference.mjs, run once with tfjs' WebAssembly
// backend): each network's output on inputs saved at its size, and the
// whole pipeline on the photographs.
type reference struct {
	Images []struct {
		Name     string
		Detector struct {
			Input      string
			Raw        string
			Detections []struct {
				Score float64
				Box   refBox
			}
		}
		Pipeline struct {
			Faces []struct {
				Score      float64
				Box        refBox
				Landmarks  []Point
				Descriptor []float32
			}
		}
		Faces []struct {
			Landmarks struct {
				Input string
				Raw   []float32
			}
			Recognition struct {
				Input      string
				Descriptor []float32
			}
		}
	}
}

type refBox struct{ X, Y, Width, Height float64 }

func loadReference(t *testing.T) reference {
	t.Helper()
	raw, err := os.ReadFile("testdata/reference.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(raw, &ref); err != nil {
		t.Fatal(err)
	}
	if len(ref.Images) < 5 {
		t.Fatalf("%d images in the reference", len(ref.Images))
	}
	return ref
}

func picture(t *testing.T, path string) *Picture {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", path))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var img image.Image
	if filepath.Ext(path) == ".png" {
		img, err = png.Decode(f)
	} else {
		img, err = jpeg.Decode(f)
	}
	if err != nil {
		t.Fatal(err)
	}
	return PictureOf(img)
}

// within fails unless every value of got is within tol of want's
// (relative to the value where it is over 1).
func within(t *testing.T, what string, got, want []float32, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	worst := 0.0
	for i := range want {
		d := math.Abs(float64(got[i]-want[i])) / math.Max(1, math.Abs(float64(want[i])))
		worst = math.Max(worst, d)
	}
	if worst > tol {
		t.Errorf("%s: off by %.2g, more than %.0e", what, worst, tol)
	}
}

// Each network's output on the same input equals face-api's within 1e-3.
func TestNetworksEqualTheReference(t *testing.T) {
	m, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	ref := loadReference(t)
	whole := func(p *Picture) image.Rectangle { return image.Rect(0, 0, p.W, p.H) }
	faces := 0
	for _, img := range ref.Images {
		p := picture(t, img.Detector.Input)
		var raw struct{ Data []float32 }
		b, err := os.ReadFile(filepath.Join("testdata", img.Detector.Raw))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &raw); err != nil {
			t.Fatal(err)
		}
		out := m.det.forward(p.input(whole(p), detectorSize, false, detectorMean))
		within(t, img.Name+" detector", out.D, raw.Data, 1e-3)
		found := decode(out, p.W, p.H, MinScore)
		if len(found) != len(img.Detector.Detections) {
			t.Fatalf("%s: %d faces, want %d", img.Name, len(found), len(img.Detector.Detections))
		}
		for i, want := range img.Detector.Detections {
			got := found[i]
			within(t, img.Name+" box", []float32{float32(got.X * 416), float32(got.Y * 416), float32(got.W * 416), float32(got.H * 416), float32(got.Score)},
				[]float32{float32(want.Box.X), float32(want.Box.Y), float32(want.Box.Width), float32(want.Box.Height), float32(want.Score)}, 1e-3)
		}
		for _, f := range img.Faces {
			faces++
			p := picture(t, f.Landmarks.Input)
			within(t, f.Landmarks.Input, m.lmk.forward(p.input(whole(p), landmarkSize, true, faceMean)), f.Landmarks.Raw, 1e-3)
			p = picture(t, f.Recognition.Input)
			within(t, f.Recognition.Input, m.rec.forward(p.input(whole(p), recognitionSize, true, faceMean)), f.Recognition.Descriptor, 1e-3)
		}
	}
	if faces < 10 {
		t.Fatalf("%d faces in the reference", faces)
	}
}

// The whole pipeline on the photographs finds the faces face-api finds,
// and their descriptors lie close to face-api's (closer than any two
// people's). Not equal: Go's JPEG decoder is not jpeg-js, and a pixel's
// difference moves the crops.
func TestPipelineAgreesWithTheReference(t *testing.T) {
	m, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, img := range loadReference(t).Images {
		p := PictureOf(mustJPEG(t, "facetest/photos/"+img.Name+".jpg"))
		faces, err := m.Detect(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if len(faces) != len(img.Pipeline.Faces) {
			t.Fatalf("%s: %d faces, want %d", img.Name, len(faces), len(img.Pipeline.Faces))
		}
		for _, want := range img.Pipeline.Faces {
			// The face of ours whose box is nearest.
			best, bestD := Face{}, math.Inf(1)
			for _, f := range faces {
				if d := math.Hypot(f.X-want.Box.X, f.Y-want.Box.Y); d < bestD {
					best, bestD = f, d
				}
			}
			if bestD > 0.03*want.Box.Width {
				t.Errorf("%s: no face near %+v (nearest %.1f px away)", img.Name, want.Box, bestD)
				continue
			}
			var worst float64
			for i, pt := range want.Landmarks {
				worst = math.Max(worst, math.Hypot(best.Landmarks[i].X-pt.X, best.Landmarks[i].Y-pt.Y))
			}
			if worst > 0.03*want.Box.Width {
				t.Errorf("%s: a landmark %.1f px from face-api's", img.Name, worst)
			}
			d, err := m.Describe(context.Background(), p, best)
			if err != nil {
				t.Fatal(err)
			}
			var w Descriptor
			copy(w[:], want.Descriptor)
			dist := Distance(d, w)
			t.Logf("%s: descriptor %.3f from face-api's, landmarks within %.1f px", img.Name, dist, worst)
			if dist > 0.15 {
				t.Errorf("%s: descriptor %.3f from face-api's", img.Name, dist)
			}
		}
	}
}

func mustJPEG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := jpeg.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
