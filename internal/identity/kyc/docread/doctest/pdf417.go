package doctest

import (
	"errors"
	"image"
	"image/color"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/pdf417"
)

// maxModule is the widest module drawn, in pixels: 0.33 mm.
const maxModule = 4

// drawPDF417 prints data as a PDF417 barcode centred in box (millimetres:
// left, top, right, bottom), its modules as wide as the box allows up to
// 0.33 mm (the AAMVA standard's widest) and rows three modules high,
// printed over the card's background as licences print it.
func drawPDF417(page *image.RGBA, data []byte, box [4]float64) error {
	code, err := encodePDF417(data)
	if err != nil {
		return err
	}
	b := code.Bounds()
	cols, rows := b.Dx(), b.Dy()/2 // the encoder draws rows two pixels high
	left, top := int(box[0]*PixelsPerMM), int(box[1]*PixelsPerMM)
	width, height := int((box[2]-box[0])*PixelsPerMM), int((box[3]-box[1])*PixelsPerMM)
	module := min(width/(cols+4), height/(3*rows+4), maxModule)
	if module < 2 {
		return errors.New("doctest: the barcode does not fit its box")
	}
	x0 := left + (width-cols*module)/2
	y0 := top + (height-3*rows*module)/2
	ink := color.RGBA{20, 22, 30, 255}
	for r := range rows {
		for c := range cols {
			if g, _, _, _ := code.At(c, 2*r).RGBA(); g > 0x8000 {
				continue
			}
			for y := y0 + 3*r*module; y < y0+3*(r+1)*module; y++ {
				for x := x0 + c*module; x < x0+(c+1)*module; x++ {
					page.SetRGBA(x, y, ink)
				}
			}
		}
	}
	return nil
}

// encodePDF417 encodes data at error-correction level 5, the level AAMVA
// cards are printed at, or the nearest level (6, 4, 7, 3, 8) whose symbol
// has a multiple of three rows: boombuler/barcode v1.1.0
// writes the left row indicator of the first cluster as (rows−3)/3, where
// the standard has (rows−1)/3, and the two agree only then.
func encodePDF417(data []byte) (barcode.Barcode, error) {
	for _, level := range []byte{5, 6, 4, 7, 3, 8} {
		code, err := pdf417.Encode(string(data), level)
		if err != nil {
			return nil, err
		}
		if code.Bounds().Dy()/2%3 == 0 {
			return code, nil
		}
	}
	return nil, errors.New("doctest: no PDF417 symbol for the data has a multiple of three rows")
}
