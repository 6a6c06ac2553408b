// Package barcode reads the barcodes printed on identity documents (the
// PDF417 on the back of driving licences and identity cards, QR codes)
// with ZXing-C++, built to WebAssembly by the npm package zxing-wasm
// 3.1.4 and run in process by wazero, a WebAssembly runtime written in Go:
// no cgo, no other program, no network. The module (zxing_reader.wasm,
// licences in LICENSE.md) is embedded in the binary; it is compiled once
// per process, on the first read, and each read runs in one of a bounded
// set of instances, one per worker.
//
// Why this reader: no Go library reads PDF417 (gozxing ports ZXing's QR
// and Data Matrix readers, not its PDF417 one), and ZXing-C++ is the
// reader the field uses. Its cgo route (Debian's libzxing-dev) would end
// the pure-Go build; the same C++ as WebAssembly keeps it.
package barcode

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"image"
	"runtime"
	"strings"
	"sync"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

//go:embed zxing_reader.wasm
var module []byte

// Formats a document carries.
const (
	PDF417 = "PDF417"
	QRCode = "QRCode"
)

// Symbol is one barcode read.
type Symbol struct {
	// Format is the symbology: PDF417, QRCode.
	Format string
	// Text is the content as text; Bytes, the content as encoded.
	Text  string
	Bytes []byte
}

// maxPages bounds one instance's memory (64 KiB pages): 256 MiB.
const maxPages = 4096

// engine is the module compiled for this process by one of wazero's
// engines, shared by every Reader.
type engine struct {
	name    string
	config  func() wazero.RuntimeConfig
	once    sync.Once
	runtime wazero.Runtime
	module  wazero.CompiledModule
	err     error
	// imports are the module's imported functions in index order, and
	// table the table entries that are imports (by their index there).
	imports []hostImport
	table   map[uint32]int
	// strict instances stop a read at its first C++ exception (see
	// errExceptionPath).
	strict bool
}

type hostImport struct {
	role importRole
	def  api.FunctionDefinition
}

// The engines. wazero's compiler runs the module about six times faster
// than its interpreter, but mishandles the module once a C++ exception
// has been caught: the handler then makes an indirect call through a
// garbage pointer ("invalid table access"; found on one generated licence
// in a hundred, in 1.6 as in 1.9 to 1.12, whose compiler also misreads QR
// codes). The interpreter runs those paths right. So a read runs compiled
// and, should the module throw, is run again in the interpreter: ZXing
// throws only on rare paths (a symbol's corrupt data), where the time
// matters less than the answer.
var (
	compiled = &engine{name: "compiler", strict: true, config: func() wazero.RuntimeConfig {
		return wazero.NewRuntimeConfig().WithCloseOnContextDone(true).WithMemoryLimitPages(maxPages)
	}}
	interpreted = &engine{name: "interpreter", config: func() wazero.RuntimeConfig {
		return wazero.NewRuntimeConfigInterpreter().WithCloseOnContextDone(true).WithMemoryLimitPages(maxPages)
	}}
)

// errExceptionPath stops a read in a compiled instance at the module's
// first C++ exception, for the interpreter to run it.
var errExceptionPath = errors.New("barcode: a C++ exception, read again in the interpreter")

func (e *engine) load() error {
	e.once.Do(func() {
		ctx := context.Background()
		rt := wazero.NewRuntimeWithConfig(ctx, e.config())
		mod, err := rt.CompileModule(ctx, module)
		if err != nil {
			e.err = fmt.Errorf("compile the barcode module (%s): %w", e.name, err)
			return
		}
		host := rt.NewHostModuleBuilder("a")
		for _, def := range mod.ImportedFunctions() {
			m, name, _ := def.Import()
			r, ok := roles[name]
			if m != "a" || !ok {
				e.err = fmt.Errorf("the barcode module imports %s.%s, which this host does not provide", m, name)
				return
			}
			e.imports = append(e.imports, hostImport{role: r, def: def})
			fn := func(ctx context.Context, _ api.Module, stack []uint64) { instanceOf(ctx).host(ctx, r, def, stack) }
			host.NewFunctionBuilder().WithGoModuleFunction(api.GoModuleFunc(fn), def.ParamTypes(), def.ResultTypes()).Export(name)
		}
		if _, err := host.Instantiate(ctx); err != nil {
			e.err = fmt.Errorf("instantiate the barcode host: %w", err)
			return
		}
		if e.table, err = tableImports(module, len(e.imports)); err != nil {
			e.err = err
			return
		}
		e.runtime, e.module = rt, mod
	})
	return e.err
}

// Reader reads barcodes, at most a fixed number at once.
type Reader struct {
	slots chan struct{}
	mu    sync.Mutex
	idle  map[*engine][]*instance
}

// New returns a reader running at most workers reads at once (one per
// core when workers ≤ 0).
func New(workers int) *Reader {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return &Reader{slots: make(chan struct{}, workers), idle: map[*engine][]*instance{}}
}

// Ready compiles the module if it is not yet, and reports why it cannot
// run, nil when it can.
func (r *Reader) Ready() error { return errors.Join(compiled.load(), interpreted.load()) }

// Read returns the barcodes of the formats given (all formats when none)
// found in img, in the order the reader finds them.
func (r *Reader) Read(ctx context.Context, img *image.Gray, formats ...string) ([]Symbol, error) {
	if err := r.Ready(); err != nil {
		return nil, err
	}
	select {
	case r.slots <- struct{}{}:
		defer func() { <-r.slots }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	out, err := r.readIn(ctx, compiled, img, formats)
	if errors.Is(err, errExceptionPath) {
		out, err = r.readIn(ctx, interpreted, img, formats)
	}
	return out, err
}

// readIn reads in an instance of engine e.
func (r *Reader) readIn(ctx context.Context, e *engine, img *image.Gray, formats []string) ([]Symbol, error) {
	in, err := r.take(e)
	if err != nil {
		return nil, err
	}
	out, err := in.read(ctx, img, strings.Join(formats, ","))
	if err != nil {
		// A trap, an abort, an exception stopped or a cancelled read may
		// leave the instance's memory half-changed: it is dropped, not
		// reused.
		_ = in.mod.Close(context.Background())
		return nil, err
	}
	r.mu.Lock()
	r.idle[e] = append(r.idle[e], in)
	r.mu.Unlock()
	return out, nil
}

// take returns an idle instance of engine e, or a new one.
func (r *Reader) take(e *engine) (*instance, error) {
	r.mu.Lock()
	if idle := r.idle[e]; len(idle) > 0 {
		in := idle[len(idle)-1]
		r.idle[e] = idle[:len(idle)-1]
		r.mu.Unlock()
		return in, nil
	}
	r.mu.Unlock()
	in := newInstance(e)
	ictx := context.WithValue(context.Background(), instanceKey{}, in)
	mod, err := e.runtime.InstantiateModule(ictx, e.module, wazero.NewModuleConfig().WithName("").WithStartFunctions())
	if err != nil {
		return nil, fmt.Errorf("instantiate the barcode module: %w", err)
	}
	in.mod = mod
	if err := in.safely(func() { in.export(ictx, exports.ctors) }); err != nil {
		_ = mod.Close(ictx)
		return nil, fmt.Errorf("start the barcode module: %w", err)
	}
	in.started = true
	return in, nil
}

// safely runs f, turning a panic of the module or of the host into an
// error.
func (in *instance) safely(f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			if e, ok := p.(error); ok {
				err = e
				return
			}
			err = fmt.Errorf("%v", p)
		}
	}()
	f()
	return nil
}

// readerOptions are ZXing's reader options as the module's ReaderOptions
// takes them (enumerations by index).
func readerOptions(formats string) map[string]any {
	return map[string]any{
		"formats":                  formats,
		"tryHarder":                true,
		"tryRotate":                true,
		"tryInvert":                false,
		"tryDownscale":             true,
		"tryDenoise":               true,
		"binarizer":                0, // LocalAverage
		"isPure":                   false,
		"downscaleThreshold":       500,
		"downscaleFactor":          3,
		"minLineCount":             2,
		"maxNumberOfSymbols":       8,
		"validateOptionalChecksum": false,
		"returnErrors":             false,
		"eanAddOnSymbol":           0, // Ignore
		"textMode":                 0, // Plain
		"characterSet":             0, // Unknown
		"tryCode39ExtendedMode":    false,
	}
}

var errResult = errors.New("the barcode module returned an unexpected result")

func (in *instance) read(ctx context.Context, img *image.Gray, formats string) (out []Symbol, err error) {
	ctx = context.WithValue(ctx, instanceKey{}, in)
	err = in.safely(func() {
		w, h := img.Rect.Dx(), img.Rect.Dy()
		if w == 0 || h == 0 {
			return
		}
		ptr := uint32(in.export(ctx, exports.malloc, uint64(w*h)))
		if ptr == 0 {
			panic(errors.New("the barcode module is out of memory"))
		}
		defer in.export(ctx, exports.free, uint64(ptr))
		mem := in.mod.Memory()
		for y := range h {
			row := img.Pix[y*img.Stride : y*img.Stride+w]
			if !mem.Write(ptr+uint32(y*w), row) {
				panic(errors.New("the barcode module's memory is too small"))
			}
		}
		res := in.callFunction(ctx, "readBarcodesFromPixmap", int(ptr), w, h, readerOptions(formats))
		vec, ok := res.(uint32)
		if !ok {
			panic(errResult)
		}
		class := in.classes[in.functions["readBarcodesFromPixmap"].argTypes[0]]
		defer in.call(ctx, class.dtor, uint64(vec))
		n, _ := in.callMethod(ctx, class, "size", vec).(int64)
		for i := range int(n) {
			r, ok := in.callMethod(ctx, class, "get", vec, i).(map[string]any)
			if !ok {
				continue
			}
			if valid, _ := r["isValid"].(bool); !valid {
				continue
			}
			s := Symbol{}
			s.Format, _ = r["format"].(string)
			s.Text, _ = r["text"].(string)
			s.Bytes, _ = r["bytes"].([]byte)
			out = append(out, s)
		}
	})
	return out, err
}
