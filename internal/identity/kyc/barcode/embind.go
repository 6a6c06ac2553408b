package barcode

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode/utf16"

	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental/table"
)

// This file is the host side of an Emscripten module whose C++ API is
// exposed through embind: the part of Emscripten's JavaScript glue that
// the reader needs, in Go. The module registers its types and functions
// with the host while its constructors run (the _embind_register_*
// imports); the host then calls the registered functions through the
// module's function table, converting arguments and results by the
// registered types' wire formats. C++ exceptions unwind through the
// invoke_* imports as Emscripten's glue does it: the throw panics, the
// nearest invoke restores the stack and tells the module (setThrew).
//
// The module's imports and exports are minified; role maps each import's
// name to what it does and the exports' names are in exports, both read
// from the JavaScript glue that ships with the same build (zxing-wasm
// 3.1.4's dist/es/reader/index.js: its wasmImports object and its
// assignWasmExports function).

// The exports the host calls.
var exports = struct {
	getTypeName, free, malloc, getExceptionPtr, setThrew, setTempRet0,
	stackRestore, stackSave, incrementException, decrementException, canCatch,
	ctors string
}{
	getTypeName: "sa", free: "ta", malloc: "va", getExceptionPtr: "wa", setThrew: "xa", setTempRet0: "ya",
	stackRestore: "za", stackSave: "Aa", incrementException: "Ba", decrementException: "Ca", canCatch: "Da",
	ctors: "ra",
}

// The imports' roles.
const (
	roleInvoke       = iota + 1 // invoke_*: a call through the table that may throw
	roleInvokeExport            // the same, of a function taking 64-bit values, through its dynCall export
	roleBeginCatch
	roleEndCatch
	roleFindMatchingCatch
	roleRethrow
	roleThrow
	roleResume
	roleAbort
	roleResizeHeap
	roleIdentity
	roleIgnore
	roleRegisterVoid
	roleRegisterBool
	roleRegisterInteger
	roleRegisterBigint
	roleRegisterFloat
	roleRegisterString
	roleRegisterWString
	roleRegisterEmval
	roleRegisterOptional
	roleRegisterMemoryView
	roleRegisterValueObject
	roleRegisterValueObjectField
	roleFinalizeValueObject
	roleRegisterClass
	roleRegisterClassFunction
	roleRegisterFunction
	roleEmvalCreateInvoker
	roleEmvalInvoke
	roleEmvalGetGlobal
	roleEmvalIncref
	roleEmvalDecref
	roleEmvalRunDestructors
)

type importRole struct {
	role int
	// export is the dynCall export roleInvokeExport calls.
	export string
}

var roles = map[string]importRole{
	"r": {role: roleBeginCatch}, "J": {role: roleEndCatch},
	"a": {role: roleFindMatchingCatch}, "i": {role: roleFindMatchingCatch}, "l": {role: roleFindMatchingCatch},
	"T": {role: roleRethrow}, "q": {role: roleThrow}, "e": {role: roleResume}, "Z": {role: roleAbort},
	"_": {role: roleResizeHeap}, "v": {role: roleIdentity},
	"ia": {role: roleRegisterVoid}, "ha": {role: roleRegisterBool}, "x": {role: roleRegisterInteger},
	"Y": {role: roleRegisterBigint}, "U": {role: roleRegisterFloat}, "ga": {role: roleRegisterString},
	"P": {role: roleRegisterWString}, "fa": {role: roleRegisterEmval}, "ma": {role: roleRegisterOptional},
	"s": {role: roleRegisterMemoryView}, "F": {role: roleRegisterValueObject},
	"oa": {role: roleRegisterValueObjectField}, "na": {role: roleFinalizeValueObject},
	"la": {role: roleRegisterClass}, "ka": {role: roleIgnore}, "ja": {role: roleIgnore},
	"E": {role: roleRegisterClassFunction}, "V": {role: roleRegisterFunction},
	"I": {role: roleEmvalCreateInvoker}, "H": {role: roleEmvalInvoke}, "C": {role: roleEmvalGetGlobal},
	"Q": {role: roleEmvalIncref}, "pa": {role: roleEmvalDecref}, "aa": {role: roleEmvalRunDestructors},
	"W": {role: roleInvokeExport, export: "Fa"}, "X": {role: roleInvokeExport, export: "Ea"},
}

func init() {
	for _, name := range []string{"da", "S", "z", "K", "b", "A", "ba", "d", "M", "h", "j", "p", "N", "w", "O",
		"B", "c", "m", "$", "g", "R", "L", "f", "G", "k", "ca", "n", "u", "D", "y", "t", "o", "ea"} {
		roles[name] = importRole{role: roleInvoke}
	}
}

// A thrown C++ exception, unwinding to the nearest invoke.
type thrown struct{ ptr uint32 }

func (t *thrown) Error() string { return fmt.Sprintf("C++ exception at %#x", t.ptr) }

// errAbort is the module's abort().
var errAbort = errors.New("the barcode module aborted")

// Kinds of registered types.
type kind int

const (
	kindVoid kind = iota
	kindBool
	kindInt
	kindFloat
	kindString
	kindWString
	kindVal
	kindMemoryView
	kindValueObject
	kindClass
)

// fnRef is a function in the module's table with its embind signature
// (result first: v void, i or p 32 bits, j 64 bits, f float, d double).
type fnRef struct {
	sig   string
	index uint32
}

type field struct {
	name       string
	getterType uint32
	getter     fnRef
	getterCtx  uint32
	setterType uint32
	setter     fnRef
	setterCtx  uint32
}

type valueObject struct {
	name       string
	ctor, dtor fnRef
	fields     []field
}

type method struct {
	argTypes []uint32 // result, this, arguments
	invoker  fnRef
	context  uint32
}

type classInfo struct {
	name    string
	dtor    fnRef
	methods map[string]method
}

type typeInfo struct {
	name     string
	kind     kind
	size     uint32 // integer and float width; a wide string's character width
	signed   bool
	object   *valueObject
	class    *classInfo
	viewType uint32
}

type function struct {
	argTypes []uint32 // result, arguments
	invoker  fnRef
	fn       uint32
}

type invoker struct {
	argTypes []uint32
	kind     uint32
}

type global struct{ name string }

// instance is one instantiation of the module and what its registrations
// told the host.
type instance struct {
	engine    *engine
	started   bool // its constructors have run
	mod       api.Module
	types     map[uint32]*typeInfo
	pending   map[uint32]*valueObject
	classes   map[uint32]*classInfo // by the class's pointer types too
	functions map[string]function
	vals      map[uint32]*emval
	nextVal   uint32
	invokers  []invoker
	caught    []uint32
	last      uint32 // the exception in flight
}

type emval struct {
	v    any
	refs int
}

// The reserved handles of undefined, null, true and false.
const (
	handleUndefined = 2
	handleNull      = 4
	handleTrue      = 6
	handleFalse     = 8
)

type undefinedValue struct{}

type instanceKey struct{}

func instanceOf(ctx context.Context) *instance { return ctx.Value(instanceKey{}).(*instance) }

func newInstance(e *engine) *instance {
	return &instance{engine: e,
		types: map[uint32]*typeInfo{}, pending: map[uint32]*valueObject{}, classes: map[uint32]*classInfo{},
		functions: map[string]function{}, vals: map[uint32]*emval{}, nextVal: 10,
	}
}

// valueTypes maps an embind signature character to a WebAssembly type.
func valueTypes(sig string) ([]api.ValueType, error) {
	out := make([]api.ValueType, 0, len(sig))
	for _, c := range sig {
		switch c {
		case 'i', 'p':
			out = append(out, api.ValueTypeI32)
		case 'j':
			out = append(out, api.ValueTypeI64)
		case 'f':
			out = append(out, api.ValueTypeF32)
		case 'd':
			out = append(out, api.ValueTypeF64)
		case 'v':
		default:
			return nil, fmt.Errorf("signature %q: unknown type %q", sig, c)
		}
	}
	return out, nil
}

// call calls a function of the table, by its embind signature.
func (in *instance) call(ctx context.Context, ref fnRef, args ...uint64) uint64 {
	results, err := valueTypes(ref.sig[:1])
	if err != nil {
		panic(err)
	}
	params, err := valueTypes(ref.sig[1:])
	if err != nil {
		panic(err)
	}
	res, err := in.callTable(ctx, ref.index, params, results, args)
	if err != nil {
		panic(err)
	}
	if len(res) == 0 {
		return 0
	}
	return res[0]
}

// callTable calls the table's function at index, of the given type: an
// import is run by the host itself (a throw from it becomes the error it
// would be from the module), the module's own functions through wazero.
func (in *instance) callTable(ctx context.Context, index uint32, params, results []api.ValueType, args []uint64) (res []uint64, err error) {
	if i, ok := in.engine.table[index]; ok {
		imp := in.engine.imports[i]
		stack := make([]uint64, max(len(params), len(results)))
		copy(stack, args)
		defer func() {
			if p := recover(); p != nil {
				if e, ok := p.(error); ok {
					err = e
					return
				}
				panic(p)
			}
		}()
		in.host(ctx, imp.role, imp.def, stack)
		return stack[:len(results)], nil
	}
	// A function value has one call stack, so each call takes its own:
	// the module recurses through the host.
	f := table.LookupFunction(in.mod, 0, index, params, results)
	return f.Call(ctx, args...)
}

// export calls an exported function.
func (in *instance) export(ctx context.Context, name string, args ...uint64) uint64 {
	res, err := in.mod.ExportedFunction(name).Call(ctx, args...)
	if err != nil {
		panic(err)
	}
	if len(res) == 0 {
		return 0
	}
	return res[0]
}

func (in *instance) u32(addr uint32) uint32 {
	v, ok := in.mod.Memory().ReadUint32Le(addr)
	if !ok {
		panic(fmt.Errorf("read outside memory at %#x", addr))
	}
	return v
}

func (in *instance) bytes(addr, n uint32) []byte {
	b, ok := in.mod.Memory().Read(addr, n)
	if !ok {
		panic(fmt.Errorf("read of %d bytes outside memory at %#x", n, addr))
	}
	return append([]byte(nil), b...)
}

func (in *instance) cstring(addr uint32) string {
	mem := in.mod.Memory()
	var out []byte
	for {
		c, ok := mem.ReadByte(addr)
		if !ok {
			panic(fmt.Errorf("string outside memory at %#x", addr))
		}
		if c == 0 {
			return string(out)
		}
		out = append(out, c)
		addr++
	}
}

func (in *instance) u32s(addr, n uint32) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = in.u32(addr + 4*uint32(i))
	}
	return out
}

func (in *instance) ref(sigAddr, index uint32) fnRef {
	return fnRef{sig: in.cstring(sigAddr), index: index}
}

func (in *instance) typeOf(id uint32) *typeInfo {
	t, ok := in.types[id]
	if !ok {
		panic(fmt.Errorf("the module used the unregistered type %#x", id))
	}
	return t
}

// host runs the import of role r.
func (in *instance) host(ctx context.Context, r importRole, def api.FunctionDefinition, stack []uint64) {
	a := func(i int) uint32 { return uint32(stack[i]) }
	switch r.role {
	case roleInvoke, roleInvokeExport:
		in.invoke(ctx, r, def, stack)
	case roleBeginCatch:
		ptr := a(0)
		info := ptr - 24
		mem := in.mod.Memory()
		mem.WriteByte(info+12, 1) // caught
		mem.WriteByte(info+13, 0) // not rethrown
		in.caught = append(in.caught, ptr)
		stack[0] = in.export(ctx, exports.getExceptionPtr, uint64(ptr))
	case roleEndCatch:
		in.export(ctx, exports.setThrew, 0, 0)
		ptr := in.caught[len(in.caught)-1]
		in.caught = in.caught[:len(in.caught)-1]
		in.export(ctx, exports.decrementException, uint64(ptr))
		in.last = 0
	case roleFindMatchingCatch:
		stack[0] = uint64(in.findMatchingCatch(ctx, stack[:len(def.ParamTypes())]))
	case roleRethrow:
		ptr := in.caught[len(in.caught)-1]
		mem := in.mod.Memory()
		if r, _ := mem.ReadByte(ptr - 24 + 13); r == 0 {
			mem.WriteByte(ptr-24+13, 1)
			mem.WriteByte(ptr-24+12, 0)
		} else {
			in.caught = in.caught[:len(in.caught)-1]
		}
		in.export(ctx, exports.incrementException, uint64(ptr))
		in.last = ptr
		panic(&thrown{ptr})
	case roleThrow:
		if in.engine.strict && in.started {
			panic(errExceptionPath)
		}
		ptr := a(0)
		info := ptr - 24
		mem := in.mod.Memory()
		mem.WriteUint32Le(info+16, 0)   // adjusted pointer
		mem.WriteUint32Le(info+4, a(1)) // type
		mem.WriteUint32Le(info+8, a(2)) // destructor
		in.export(ctx, exports.incrementException, uint64(ptr))
		in.last = ptr
		panic(&thrown{ptr})
	case roleResume:
		if in.last == 0 {
			in.last = a(0)
		}
		panic(&thrown{in.last})
	case roleAbort:
		panic(errAbort)
	case roleResizeHeap:
		mem := in.mod.Memory()
		want := uint64(a(0))
		ok := uint64(0)
		if want > uint64(mem.Size()) {
			pages := (want - uint64(mem.Size()) + 65535) / 65536
			if _, grown := mem.Grow(uint32(pages)); grown {
				ok = 1
			}
		} else {
			ok = 1
		}
		stack[0] = ok
	case roleIdentity:
	case roleIgnore, roleRegisterBigint:
		if r.role == roleRegisterBigint {
			in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindInt, size: 8, signed: true}
		}
	case roleRegisterVoid:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindVoid}
	case roleRegisterBool:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindBool, size: 1}
	case roleRegisterInteger:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindInt, size: a(2), signed: int32(a(3)) != 0}
	case roleRegisterFloat:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindFloat, size: a(2)}
	case roleRegisterString:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(1)), kind: kindString}
	case roleRegisterWString:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(2)), kind: kindWString, size: a(1)}
	case roleRegisterEmval:
		in.types[a(0)] = &typeInfo{name: "emscripten::val", kind: kindVal}
	case roleRegisterOptional:
		in.types[a(0)] = &typeInfo{name: "optional", kind: kindVal}
	case roleRegisterMemoryView:
		in.types[a(0)] = &typeInfo{name: in.cstring(a(2)), kind: kindMemoryView, viewType: a(1)}
	case roleRegisterValueObject:
		in.pending[a(0)] = &valueObject{name: in.cstring(a(1)), ctor: in.ref(a(2), a(3)), dtor: in.ref(a(4), a(5))}
	case roleRegisterValueObjectField:
		o := in.pending[a(0)]
		o.fields = append(o.fields, field{name: in.cstring(a(1)), getterType: a(2), getter: in.ref(a(3), a(4)),
			getterCtx: a(5), setterType: a(6), setter: in.ref(a(7), a(8)), setterCtx: a(9)})
	case roleFinalizeValueObject:
		o := in.pending[a(0)]
		delete(in.pending, a(0))
		in.types[a(0)] = &typeInfo{name: o.name, kind: kindValueObject, object: o}
	case roleRegisterClass:
		c := &classInfo{name: in.cstring(a(10)), dtor: in.ref(a(11), a(12)), methods: map[string]method{}}
		for _, id := range []uint32{a(0), a(1), a(2)} {
			in.types[id] = &typeInfo{name: c.name, kind: kindClass, class: c}
			in.classes[id] = c
		}
	case roleRegisterClassFunction:
		c := in.classes[a(0)]
		c.methods[in.cstring(a(1))] = method{argTypes: in.u32s(a(3), a(2)), invoker: in.ref(a(4), a(5)), context: a(6)}
	case roleRegisterFunction:
		in.functions[in.cstring(a(0))] = function{argTypes: in.u32s(a(2), a(1)), invoker: in.ref(a(3), a(4)), fn: a(5)}
	case roleEmvalCreateInvoker:
		in.invokers = append(in.invokers, invoker{argTypes: in.u32s(a(1), a(0)), kind: a(2)})
		stack[0] = uint64(len(in.invokers) - 1)
	case roleEmvalInvoke:
		in.emvalInvoke(ctx, def, stack)
	case roleEmvalGetGlobal:
		name := ""
		if a(0) != 0 {
			name = in.cstring(a(0))
		}
		stack[0] = uint64(in.toHandle(global{name}))
	case roleEmvalIncref:
		if v, ok := in.vals[a(0)]; ok {
			v.refs++
		}
	case roleEmvalDecref, roleEmvalRunDestructors:
		in.decref(a(0))
	default:
		panic(fmt.Errorf("import role %d not handled", r.role))
	}
}

// invoke calls a table function (or a dynCall export) that may throw;
// a C++ exception restores the stack and tells the module it was thrown.
func (in *instance) invoke(ctx context.Context, r importRole, def api.FunctionDefinition, stack []uint64) {
	sp := in.export(ctx, exports.stackSave)
	nparams := len(def.ParamTypes())
	var res []uint64
	var err error
	if r.role == roleInvokeExport {
		res, err = in.mod.ExportedFunction(r.export).Call(ctx, stack[:nparams]...)
	} else {
		res, err = in.callTable(ctx, uint32(stack[0]), def.ParamTypes()[1:], def.ResultTypes(), stack[1:nparams])
	}
	if err != nil {
		var t *thrown
		if !errors.As(err, &t) {
			panic(err)
		}
		in.export(ctx, exports.stackRestore, sp)
		in.export(ctx, exports.setThrew, 1, 0)
		if len(def.ResultTypes()) > 0 {
			stack[0] = 0
		}
		return
	}
	if len(res) > 0 {
		stack[0] = res[0]
	}
}

// findMatchingCatch finds which of the catch clauses' types (the
// arguments) catches the exception in flight.
func (in *instance) findMatchingCatch(ctx context.Context, types []uint64) uint32 {
	ptr := in.last
	if ptr == 0 {
		in.export(ctx, exports.setTempRet0, 0)
		return 0
	}
	info := ptr - 24
	mem := in.mod.Memory()
	mem.WriteUint32Le(info+16, ptr)
	thrownType := in.u32(info + 4)
	if thrownType == 0 {
		in.export(ctx, exports.setTempRet0, 0)
		return ptr
	}
	for _, t := range types {
		if t == 0 || uint32(t) == thrownType {
			break
		}
		if in.export(ctx, exports.canCatch, t, uint64(thrownType), uint64(info+16)) != 0 {
			in.export(ctx, exports.setTempRet0, t)
			return ptr
		}
	}
	in.export(ctx, exports.setTempRet0, uint64(thrownType))
	return ptr
}

func (in *instance) toHandle(v any) uint32 {
	switch v := v.(type) {
	case undefinedValue:
		return handleUndefined
	case nil:
		return handleNull
	case bool:
		if v {
			return handleTrue
		}
		return handleFalse
	}
	h := in.nextVal
	in.nextVal += 2
	in.vals[h] = &emval{v: v, refs: 1}
	return h
}

func (in *instance) value(h uint32) any {
	switch h {
	case handleUndefined:
		return undefinedValue{}
	case handleNull:
		return nil
	case handleTrue:
		return true
	case handleFalse:
		return false
	}
	v, ok := in.vals[h]
	if !ok {
		panic(fmt.Errorf("the module used the released value %d", h))
	}
	return v.v
}

func (in *instance) decref(h uint32) {
	if v, ok := in.vals[h]; ok {
		if v.refs--; v.refs == 0 {
			delete(in.vals, h)
		}
	}
}

// emvalInvoke runs a caller made by create_invoker. The reader asks for
// a C++ value to become a host value (kind 3) and for typed arrays over
// its memory to be copied out (kind 2, constructing a global such as
// Uint8Array from a memory view); calling into JavaScript functions
// (kinds 0 and 1) has no meaning here.
func (in *instance) emvalInvoke(ctx context.Context, def api.FunctionDefinition, stack []uint64) {
	caller, target, args := uint32(stack[0]), uint32(stack[1]), uint32(stack[4])
	inv := in.invokers[caller]
	values := make([]any, len(inv.argTypes)-1)
	for i, t := range inv.argTypes[1:] {
		values[i] = in.readValue(ctx, in.typeOf(t), args+8*uint32(i))
	}
	var v any
	switch {
	case inv.kind == 3 && len(values) == 1:
		v = values[0]
	case inv.kind == 2 && len(values) == 1:
		g, _ := in.value(target).(global)
		b, ok := values[0].([]byte)
		if !ok || !strings.HasSuffix(g.name, "Array") {
			panic(fmt.Errorf("the module constructed %q from %T", g.name, values[0]))
		}
		v = b
	default:
		panic(fmt.Errorf("the module called into JavaScript (invoker kind %d)", inv.kind))
	}
	if rt := in.typeOf(inv.argTypes[0]); rt.kind != kindVal {
		panic(fmt.Errorf("an invoker returning %s", rt.name))
	}
	h := float64(in.toHandle(v))
	if rt := def.ResultTypes(); len(rt) > 0 && rt[0] == api.ValueTypeF64 {
		stack[0] = math.Float64bits(h)
	} else if len(rt) > 0 {
		stack[0] = uint64(h)
	}
}

// readValue reads a value of type t stored at addr.
func (in *instance) readValue(ctx context.Context, t *typeInfo, addr uint32) any {
	mem := in.mod.Memory()
	switch t.kind {
	case kindBool:
		b, _ := mem.ReadByte(addr)
		return b != 0
	case kindInt:
		raw := in.bytes(addr, t.size)
		var u uint64
		for i := len(raw) - 1; i >= 0; i-- {
			u = u<<8 | uint64(raw[i])
		}
		return in.fromWire(ctx, t, u)
	case kindFloat:
		if t.size == 4 {
			return float64(math.Float32frombits(in.u32(addr)))
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(in.bytes(addr, 8)))
	case kindMemoryView:
		return in.fromWire(ctx, t, uint64(addr))
	}
	return in.fromWire(ctx, t, uint64(in.u32(addr)))
}

// fromWire converts a value as the module passes it (its wire type) to a
// Go value, releasing what the module allocated for the passage.
func (in *instance) fromWire(ctx context.Context, t *typeInfo, w uint64) any {
	switch t.kind {
	case kindVoid:
		return nil
	case kindBool:
		return uint32(w) != 0
	case kindInt:
		bits := 8 * t.size
		u := w
		if bits < 64 {
			u &= 1<<bits - 1
			if t.signed && u&(1<<(bits-1)) != 0 {
				return int64(u) - 1<<bits
			}
		}
		return int64(u)
	case kindFloat:
		if t.size == 4 {
			return float64(math.Float32frombits(uint32(w)))
		}
		return math.Float64frombits(w)
	case kindString:
		ptr := uint32(w)
		s := string(in.bytes(ptr+4, in.u32(ptr)))
		in.export(ctx, exports.free, uint64(ptr))
		return s
	case kindWString:
		ptr := uint32(w)
		n := in.u32(ptr)
		raw := in.bytes(ptr+4, n*t.size)
		in.export(ctx, exports.free, uint64(ptr))
		if t.size == 2 {
			units := make([]uint16, n)
			for i := range units {
				units[i] = binary.LittleEndian.Uint16(raw[2*i:])
			}
			return string(utf16.Decode(units))
		}
		runes := make([]rune, n)
		for i := range runes {
			runes[i] = rune(binary.LittleEndian.Uint32(raw[4*i:]))
		}
		return string(runes)
	case kindVal:
		h := uint32(w)
		v := in.value(h)
		in.decref(h)
		return v
	case kindMemoryView:
		ptr := uint32(w)
		size, data := in.u32(ptr), in.u32(ptr+4)
		width := [8]uint32{1, 1, 2, 2, 4, 4, 4, 8}[t.viewType&7]
		return in.bytes(data, size*width)
	case kindValueObject:
		ptr := uint32(w)
		out := make(map[string]any, len(t.object.fields))
		for _, f := range t.object.fields {
			out[f.name] = in.fromWire(ctx, in.typeOf(f.getterType), in.call(ctx, f.getter, uint64(f.getterCtx), uint64(ptr)))
		}
		in.call(ctx, t.object.dtor, uint64(ptr))
		return out
	case kindClass:
		return uint32(w)
	}
	panic(fmt.Errorf("no conversion from the wire type of %s", t.name))
}

// toWire converts a Go value to the wire type of t; release frees what
// the conversion allocated, after the call.
func (in *instance) toWire(ctx context.Context, t *typeInfo, v any) (w uint64, release func()) {
	release = func() {}
	switch t.kind {
	case kindBool:
		if v.(bool) {
			return 1, release
		}
		return 0, release
	case kindInt:
		switch n := v.(type) {
		case int:
			return uint64(uint32(n)), release
		case uint32:
			return uint64(n), release
		}
	case kindFloat:
		f := v.(float64)
		if t.size == 4 {
			return uint64(math.Float32bits(float32(f))), release
		}
		return math.Float64bits(f), release
	case kindString:
		s := v.(string)
		ptr := uint32(in.export(ctx, exports.malloc, uint64(4+len(s)+1)))
		if ptr == 0 {
			panic(errors.New("the barcode module is out of memory"))
		}
		mem := in.mod.Memory()
		mem.WriteUint32Le(ptr, uint32(len(s)))
		mem.WriteString(ptr+4, s)
		mem.WriteByte(ptr+4+uint32(len(s)), 0)
		return uint64(ptr), func() { in.export(ctx, exports.free, uint64(ptr)) }
	case kindValueObject:
		fields := v.(map[string]any)
		ptr := in.call(ctx, t.object.ctor)
		for _, f := range t.object.fields {
			fv, ok := fields[f.name]
			if !ok {
				continue
			}
			fw, rel := in.toWire(ctx, in.typeOf(f.setterType), fv)
			in.call(ctx, f.setter, uint64(f.setterCtx), ptr, fw)
			rel()
		}
		return ptr, func() { in.call(ctx, t.object.dtor, ptr) }
	case kindClass:
		return uint64(v.(uint32)), release
	}
	panic(fmt.Errorf("no conversion of %T to the wire type of %s", v, t.name))
}

// callFunction calls a registered function.
func (in *instance) callFunction(ctx context.Context, name string, args ...any) any {
	f, ok := in.functions[name]
	if !ok {
		panic(fmt.Errorf("the module registers no function %q", name))
	}
	return in.invokeRegistered(ctx, f.invoker, f.argTypes[0], f.argTypes[1:], []uint64{uint64(f.fn)}, args)
}

// callMethod calls a registered method of a class on this.
func (in *instance) callMethod(ctx context.Context, class *classInfo, name string, this uint32, args ...any) any {
	m, ok := class.methods[name]
	if !ok {
		panic(fmt.Errorf("%s has no method %q", class.name, name))
	}
	return in.invokeRegistered(ctx, m.invoker, m.argTypes[0], m.argTypes[2:], []uint64{uint64(m.context), uint64(this)}, args)
}

func (in *instance) invokeRegistered(ctx context.Context, invoker fnRef, result uint32, params []uint32, head []uint64, args []any) any {
	if len(args) != len(params) {
		panic(fmt.Errorf("%d arguments for %d parameters", len(args), len(params)))
	}
	wires := head
	for i, a := range args {
		w, release := in.toWire(ctx, in.typeOf(params[i]), a)
		defer release()
		wires = append(wires, w)
	}
	return in.fromWire(ctx, in.typeOf(result), in.call(ctx, invoker, wires...))
}
