// Package facetest gives tests faces: the group photographs that
// @vladmandic/face-api 1.7.15 ships in its demo folder (MIT, as the
// package), the people in them cropped as a document's portrait or a
// selfie would show them, and the same people "photographed again"
// (scaled, mirrored, lit, turned, blurred, JPEG-compressed).
package facetest

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"sync"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/meridianhq/meridian/internal/identity/kyc/face"
)

//go:embed photos/*.jpg
var photos embed.FS

// Photos are the demo photographs' names, each of several people but
// sample2 (one).
var Photos = []string{"sample1", "sample2", "sample3", "sample4", "sample5", "sample6"}

// Photo returns a demo photograph.
func Photo(name string) image.Image {
	f, err := photos.Open("photos/" + name + ".jpg")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	img, err := jpeg.Decode(f)
	if err != nil {
		panic(err)
	}
	return img
}

// Person is one face of a demo photograph: people of one photograph are
// different people (one person may be in several photographs).
type Person struct {
	Photo string
	// Face is where the detector finds the face in the photograph.
	Face face.Face
}

var people = sync.OnceValues(func() ([]Person, error) {
	m, err := face.Embedded()
	if err != nil {
		return nil, err
	}
	var out []Person
	for _, name := range Photos {
		faces, err := m.Detect(context.Background(), face.PictureOf(Photo(name)))
		if err != nil {
			return nil, err
		}
		for _, f := range faces {
			out = append(out, Person{Photo: name, Face: f})
		}
	}
	return out, nil
})

// People returns every person of the demo photographs, photograph by
// photograph, largest face first.
func People() []Person {
	p, err := people()
	if err != nil {
		panic(err)
	}
	return p
}

// A and B are two different people facing the camera (the largest and
// the third largest face of sample5).
func A() Person { return in("sample5", 0) }
func B() Person { return in("sample5", 2) }

// in returns the i-th person of a photograph.
func in(photo string, i int) Person {
	for _, p := range People() {
		if p.Photo == photo {
			if i == 0 {
				return p
			}
			i--
		}
	}
	panic("facetest: no such person")
}

// Crop returns the person's head and shoulders, aspect 3:4 (a passport
// photograph's), the face filling about half the width, w pixels wide.
func (p Person) Crop(w int) *image.RGBA {
	f := p.Face
	cx, cy := f.X+f.W/2, f.Y+f.H/2
	cw := f.W * 1.9
	ch := cw * 4 / 3
	src := image.Rect(int(cx-cw/2), int(cy-ch*0.45), int(cx+cw/2), int(cy+ch*0.55))
	h := w * 4 / 3
	return scaled(Photo(p.Photo), src, w, h)
}

// scaled draws the region src of img (which may reach past its bounds:
// grey there) into a w × h picture.
//
//go:norace
func scaled(img image.Image, src image.Rectangle, w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{128, 128, 128, 255}), image.Point{}, draw.Src)
	in := src.Intersect(img.Bounds())
	sx, sy := float64(w)/float64(src.Dx()), float64(h)/float64(src.Dy())
	dst := image.Rect(int(float64(in.Min.X-src.Min.X)*sx), int(float64(in.Min.Y-src.Min.Y)*sy),
		int(float64(in.Max.X-src.Min.X)*sx), int(float64(in.Max.Y-src.Min.Y)*sy))
	draw.CatmullRom.Scale(out, dst, img, in, draw.Src, nil)
	return out
}

// Selfie returns the person as a phone's front camera might show them:
// a crop w pixels wide of 4:3 portrait, the face about half its width,
// centred.
func (p Person) Selfie(w int) *image.RGBA {
	f := p.Face
	cx, cy := f.X+f.W/2, f.Y+f.H/2
	cw := f.W / 0.5
	ch := cw * 4 / 3
	src := image.Rect(int(cx-cw/2), int(cy-ch/2), int(cx+cw/2), int(cy+ch/2))
	return scaled(Photo(p.Photo), src, w, w*4/3)
}

// Again "photographs again" img, seeded: scaled 0.7–1.1, maybe mirrored,
// brighter or darker by up to 20%, turned up to 5°, and JPEG-compressed
// at quality 60–85.
//
//go:norace
func Again(img image.Image, seed uint64) image.Image {
	rng := rand.New(rand.NewPCG(seed, 0xface))
	b := img.Bounds()
	s := 0.7 + 0.4*rng.Float64()
	w, h := int(float64(b.Dx())*s), int(float64(b.Dy())*s)
	angle := (rng.Float64()*2 - 1) * 5 * math.Pi / 180
	mirror := rng.IntN(2) == 0
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{120, 120, 120, 255}), image.Point{}, draw.Src)
	// dst = T · src: scale, turn about the centre, mirror.
	c, sn := math.Cos(angle)*s, math.Sin(angle)*s
	mx := 1.0
	if mirror {
		mx = -1
	}
	cxs, cys := float64(b.Dx())/2, float64(b.Dy())/2
	cxd, cyd := float64(w)/2, float64(h)/2
	m := f64.Aff3{
		mx * c, -sn, cxd - mx*c*cxs + sn*cys,
		mx * sn, c, cyd - mx*sn*cxs - c*cys,
	}
	draw.CatmullRom.Transform(out, m, img, b, draw.Over, nil)
	light := 0.8 + 0.4*rng.Float64()
	for i := 0; i < len(out.Pix); i += 4 {
		for k := range 3 {
			out.Pix[i+k] = uint8(math.Min(255, float64(out.Pix[i+k])*light))
		}
	}
	return jpegRoundTrip(out, 60+rng.IntN(26))
}

func jpegRoundTrip(img image.Image, quality int) image.Image {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: quality}); err != nil {
		panic(err)
	}
	out, err := jpeg.Decode(&buf)
	if err != nil {
		panic(err)
	}
	return out
}

// JPEG encodes img.
func JPEG(img image.Image) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		panic(fmt.Sprint("facetest: ", err))
	}
	return buf.Bytes()
}

// NoFace returns a w × h picture of no one: soft shapes on a gradient.
//
//go:norace
func NoFace(w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8(90 + 100*y/h)
			if (x/40+y/40)%2 == 0 {
				v += 20
			}
			out.SetRGBA(x, y, color.RGBA{v, v - 10, v - 30, 255})
		}
	}
	return out
}
