package docread

import (
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"io"
	"strconv"
	"strings"
)

// char is one character Tesseract read, where, and how sure it was.
type char struct {
	r    rune
	box  image.Rectangle
	conf float64
}

// word is one word Tesseract read.
type word struct {
	text  string
	box   image.Rectangle
	line  int // Tesseract's line, counted over the page
	chars []char
}

// parseHOCR returns the words of Tesseract's hOCR output, with their
// characters' boxes (hocr_char_boxes=1).
func parseHOCR(hocr string) ([]word, error) {
	d := xml.NewDecoder(strings.NewReader(hocr))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	var words []word
	var classes []string // of the open elements
	var cur *char
	line := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return words, nil
		}
		if err != nil {
			return nil, fmt.Errorf("docread: hOCR: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			class, title := attr(t, "class"), attr(t, "title")
			classes = append(classes, class)
			switch class {
			case "ocr_line", "ocr_textfloat", "ocr_header", "ocr_caption":
				line++
			case "ocrx_word":
				words = append(words, word{box: titleBox(title, "bbox"), line: line})
			case "ocrx_cinfo":
				cur = &char{box: titleBox(title, "x_bboxes"), conf: titleNumber(title, "x_conf")}
			}
		case xml.CharData:
			if cur != nil {
				if r := []rune(strings.TrimSpace(string(t))); len(r) == 1 {
					cur.r = r[0]
				}
			}
		case xml.EndElement:
			if len(classes) == 0 {
				continue
			}
			if classes[len(classes)-1] == "ocrx_cinfo" && cur != nil {
				if cur.r != 0 && len(words) > 0 {
					w := &words[len(words)-1]
					w.chars = append(w.chars, *cur)
					w.text += string(cur.r)
				}
				cur = nil
			}
			classes = classes[:len(classes)-1]
		}
	}
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// titleFields returns the numbers after key in an hOCR title
// ("bbox 1 2 3 4; x_wconf 90").
func titleFields(title, key string) []string {
	for _, part := range strings.Split(title, ";") {
		f := strings.Fields(part)
		if len(f) > 1 && f[0] == key {
			return f[1:]
		}
	}
	return nil
}

func titleBox(title, key string) image.Rectangle {
	f := titleFields(title, key)
	if len(f) != 4 {
		return image.Rectangle{}
	}
	var n [4]int
	for i, s := range f {
		n[i], _ = strconv.Atoi(s)
	}
	return image.Rect(n[0], n[1], n[2], n[3])
}

func titleNumber(title, key string) float64 {
	f := titleFields(title, key)
	if len(f) != 1 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
