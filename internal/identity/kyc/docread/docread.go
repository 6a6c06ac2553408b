// Package docread is the builtin document reader's image work: it decodes
// an uploaded photograph with a guard against decompression bombs, prepares
// it as document readers do (luminance, a working scale, deskew, the
// document's bounds, the machine-readable zone's band, binarization and an
// upscale for OCR), measures its quality (resolution, blur, glare, whether
// the whole document is in frame), crops the portrait, and reads the MRZ
// band and the visual zone with Tesseract's command-line program. It knows
// nothing of sessions; the raw text it returns is for the MRZ parser.
//
// Tesseract runs as a child process (the build stays pure Go), in a pool of
// one slot per core, each run with a timeout after which its whole process
// group is killed.
package docread

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // JPEG photographs
	_ "image/png"  // PNG scans
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	_ "golang.org/x/image/webp" // WebP from the widget
)

// Defaults of Config.
const (
	DefaultTimeout   = 10 * time.Second
	DefaultMaxPixels = 40_000_000
)

// Config tunes a Reader. Zero fields take the documented defaults.
type Config struct {
	// Tesseract is the path of the tesseract program (default: tesseract
	// found on the PATH).
	Tesseract string
	// Timeout bounds one run of Tesseract (default DefaultTimeout); the
	// wait for a slot of the pool is bounded by the caller's context.
	Timeout time.Duration
	// MaxPixels is the most pixels an image's header may announce for it
	// to be decoded (default DefaultMaxPixels). A decoded image takes up to
	// four bytes a pixel.
	MaxPixels int
	// Pool bounds concurrent work (default NewPool(0): one slot per core).
	// Readers may share one.
	Pool *Pool
}

// Reader prepares and reads document images. It is safe for concurrent
// use.
type Reader struct {
	tesseract string
	timeout   time.Duration
	maxPixels int
	pool      *Pool
}

// New returns a Reader configured by cfg.
func New(cfg Config) *Reader {
	r := &Reader{tesseract: cfg.Tesseract, timeout: cfg.Timeout, maxPixels: cfg.MaxPixels, pool: cfg.Pool}
	if r.tesseract == "" {
		// Left empty when absent: Available and the reads then say so.
		r.tesseract, _ = exec.LookPath("tesseract")
	}
	if r.timeout <= 0 {
		r.timeout = DefaultTimeout
	}
	if r.maxPixels <= 0 {
		r.maxPixels = DefaultMaxPixels
	}
	if r.pool == nil {
		r.pool = NewPool(0)
	}
	return r
}

// availableTimeout bounds Available's run of Tesseract.
const availableTimeout = 5 * time.Second

// available holds the tesseract programs found able to run, with their
// English model, in this process: a program that was is not run again to
// ask (a server starts one reader, a test binary hundreds).
var available sync.Map

// Available returns nil when Tesseract can run and has its English model,
// else an *EngineError of FailureUnavailable saying what is missing: for
// readiness checks. It does not wait for the pool. A program found able
// once is taken as able for the process's life.
func (r *Reader) Available() error {
	if _, ok := available.Load(r.tesseract); ok && r.tesseract != "" {
		return nil
	}
	err := r.askAvailable()
	if err == nil {
		available.Store(r.tesseract, true)
	}
	return err
}

func (r *Reader) askAvailable() error {
	ctx, cancel := context.WithTimeout(context.Background(), availableTimeout)
	defer cancel()
	out, err := r.run(ctx, nil, "--list-langs")
	if err != nil {
		var e *EngineError
		if errors.As(err, &e) && e.Failure != FailureUnavailable {
			e.Failure = FailureUnavailable
		}
		return err
	}
	for _, line := range strings.Fields(out) {
		if line == "eng" {
			return nil
		}
	}
	return &EngineError{Failure: FailureUnavailable, Err: errors.New("no eng language data (install tesseract-ocr-eng)")}
}

// Decode decodes a JPEG, PNG or WebP image of at most maxPixels pixels,
// refusing larger ones from their header alone, before any pixel is
// decoded. Every refusal is an *ImageError.
func Decode(data []byte, maxPixels int) (image.Image, error) {
	if len(data) == 0 {
		return nil, imageError(ReasonEmpty, nil, "the file is empty")
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if errors.Is(err, image.ErrFormat) {
		return nil, imageError(ReasonNotImage, nil, "not a JPEG, PNG or WebP image")
	}
	if err != nil {
		return nil, imageError(ReasonCorrupt, err, "the image header cannot be read")
	}
	if int64(cfg.Width)*int64(cfg.Height) > int64(maxPixels) {
		return nil, imageError(ReasonTooLarge, nil, "%d×%d pixels is over the limit of %d", cfg.Width, cfg.Height, maxPixels)
	}
	if cfg.Width < minSide || cfg.Height < minSide {
		return nil, imageError(ReasonTooSmall, nil, "%d×%d pixels is under %d on a side", cfg.Width, cfg.Height, minSide)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, imageError(ReasonCorrupt, err, "the %s image cannot be decoded", format)
	}
	return img, nil
}

// minSide is the least width and height of an image worth reading.
const minSide = 64

// Prepare decodes data (as Decode, with the reader's MaxPixels) and
// prepares the page for reading and measuring. It holds a slot of the pool
// while it works.
func (r *Reader) Prepare(ctx context.Context, data []byte) (*Page, error) {
	release, err := r.pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	img, err := Decode(data, r.maxPixels)
	if err != nil {
		return nil, err
	}
	return newPage(img), nil
}

// MRZ is what was read in the machine-readable zone.
type MRZ struct {
	// Lines are the MRZ's lines as read, top to bottom: the fillers (<)
	// found by their shape, the other characters read by Tesseract.
	Lines []string
	// Text is what Tesseract read, its words as it laid them out: the runs
	// of characters between fillers, or the whole band when its fillers
	// could not be told apart.
	Text string
}

// mrzWhitelist is every character Tesseract may answer with in the MRZ:
// the MRZ's alphabet, and the space between words, without which it runs
// words together.
const mrzWhitelist = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789< "

// minMRZLine is the fewest characters a line read from the band must have
// to count: the shortest MRZ line (TD1) has 30.
const minMRZLine = 20

// ReadMRZ reads the page's machine-readable zone. A page without one (no
// band found, or fewer than two lines read in it) gives an *ImageError of
// ReasonNoMRZ; Tesseract's failures are *EngineError.
func (r *Reader) ReadMRZ(ctx context.Context, p *Page) (*MRZ, error) {
	band, ok := p.mrzBand()
	if !ok {
		return nil, imageError(ReasonNoMRZ, nil, "no machine-readable zone was found")
	}
	lines := findFillers(band, len(p.mrz))
	img := band
	var slots []slot
	if lines != nil {
		img, slots = repack(band, lines)
	}
	// A block of text (--psm 6), the LSTM engine, no dictionaries (the MRZ
	// holds no words), and hOCR with each character's box.
	out, err := r.ocr(ctx, img, "--psm", "6", "--oem", "1", "-l", "eng",
		"-c", "tessedit_char_whitelist="+mrzWhitelist, "-c", "load_system_dawg=0", "-c", "load_freq_dawg=0",
		"-c", "hocr_char_boxes=1", "hocr")
	if err != nil {
		return nil, err
	}
	words, err := parseHOCR(out)
	if err != nil {
		return nil, &EngineError{Failure: FailureCrashed, Err: err}
	}
	m := &MRZ{Text: plainText(words)}
	if lines != nil {
		m.Lines = assemble(words, band, lines, slots)
	} else {
		for _, line := range strings.Split(m.Text, "\n") {
			m.Lines = append(m.Lines, strings.ReplaceAll(line, " ", ""))
		}
	}
	long := 0
	for _, line := range m.Lines {
		if len(line) >= minMRZLine {
			long++
		}
	}
	if long < 2 {
		return nil, imageError(ReasonNoMRZ, nil, "the machine-readable zone could not be read")
	}
	return m, nil
}

// plainText lays words out as Tesseract's text output does: a line each,
// words separated by a space.
func plainText(words []word) string {
	var sb strings.Builder
	for i, w := range words {
		if i > 0 {
			if w.line != words[i-1].line {
				sb.WriteByte('\n')
			} else {
				sb.WriteByte(' ')
			}
		}
		sb.WriteString(w.text)
	}
	return sb.String()
}

// ReadText reads the page's visual zone (the document above its MRZ, or
// all of it) as Tesseract lays it out, for cross-checks against the MRZ.
func (r *Reader) ReadText(ctx context.Context, p *Page) (string, error) {
	return r.ocr(ctx, p.visualZone(), "--psm", "3", "--oem", "1", "-l", "eng")
}

// ocr runs Tesseract on img in a slot of the pool.
func (r *Reader) ocr(ctx context.Context, img *image.Gray, args ...string) (string, error) {
	release, err := r.pool.Acquire(ctx)
	if err != nil {
		return "", err
	}
	defer release()
	runCtx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	out, err := r.run(runCtx, pgm(img), append([]string{"stdin", "stdout"}, args...)...)
	if err != nil && ctx.Err() != nil {
		return "", ctx.Err()
	}
	return out, err
}

// stderrTail is how much of Tesseract's standard error an error keeps.
const stderrTail = 512

// run runs Tesseract with args and stdin, and returns its standard output.
func (r *Reader) run(ctx context.Context, stdin []byte, args ...string) (string, error) {
	if r.tesseract == "" {
		return "", &EngineError{Failure: FailureUnavailable, Err: errors.New("no tesseract on the PATH (install tesseract-ocr)")}
	}
	cmd := exec.CommandContext(ctx, r.tesseract, args...)
	killGroup(cmd)
	cmd.WaitDelay = time.Second
	// One thread a run: the pool spreads runs over the cores.
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	switch {
	case err == nil:
		return stdout.String(), nil
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return "", &EngineError{Failure: FailureTimeout, Err: ctx.Err()}
	case errors.Is(err, exec.ErrNotFound), errors.Is(err, fs.ErrNotExist), errors.Is(err, fs.ErrPermission):
		return "", &EngineError{Failure: FailureUnavailable, Err: err}
	}
	tail := stderr.String()
	if len(tail) > stderrTail {
		tail = tail[len(tail)-stderrTail:]
	}
	return "", &EngineError{Failure: FailureCrashed, Err: err, Stderr: strings.TrimSpace(tail)}
}

// pgm encodes g as a binary PGM, which Tesseract reads from its standard
// input without the cost of compression.
func pgm(g *image.Gray) []byte {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	head := fmt.Sprintf("P5\n%d %d\n255\n", w, h)
	out := make([]byte, 0, len(head)+w*h)
	out = append(out, head...)
	for y := range h {
		out = append(out, g.Pix[y*g.Stride:y*g.Stride+w]...)
	}
	return out
}
