/// One bytecode instruction: plain data, three operands, 16 bytes.
///
/// The machine is register-based (as Lua's): operands name registers of the current
/// frame (`R[a]`), constants (`K[k]`), immediates, or indexes into the program's tables.
/// Jumps are relative to the instruction after the jump.
struct Instruction {
    var opcode: Opcode
    var a: Int32
    var b: Int32
    var c: Int32

    init(_ opcode: Opcode, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0) {
        self.opcode = opcode
        self.a = a
        self.b = b
        self.c = c
    }
}

/// The instruction set. Comments give each one's effect.
enum Opcode: UInt8 {
    // Loads and moves.
    case loadConstant  // R[a] = K[b]
    case loadInt  // R[a] = Int(b)
    case loadNil  // R[a] = nil
    case loadBool  // R[a] = b != 0
    case move  // R[a] = R[b]

    // Globals, captured variables, closures.
    case getGlobal  // R[a] = G[b]; an error when G[b] is not initialized yet
    case takeGlobal  // R[a] = G[b], leaving nil
    case setGlobal  // G[b] = R[a]
    case newBox  // R[a] = a new box holding R[a] (a variable some closure captures)
    case getBox  // R[a] = box(R[b]).value
    case setBox  // box(R[a]).value = R[b]
    case takeBox  // R[a] = box(R[b]).value, leaving nil in the box (to mutate in place and put back)
    case getCapture  // R[a] = captures[b].value (a box)
    case getCapturedValue  // R[a] = captures[b] (a constant, captured by value)
    case takeCapture  // R[a] = captures[b].value, leaving nil
    case setCapture  // captures[b].value = R[a]
    case makeClosure  // R[a] = a closure of child prototype b, capturing per its descriptors

    // Arithmetic and logic (Int fast paths, Double, String and Array `+`).
    case add, subtract, multiply, divide, remainder  // R[a] = R[b] op R[c]
    case addImmediate  // R[a] = R[b] + c
    case subtractImmediate  // R[a] = R[b] - c
    case multiplyImmediate, divideImmediate, remainderImmediate  // R[a] = R[b] op c
    case negate  // R[a] = -R[b]
    case not  // R[a] = !R[b]
    case bitAnd, bitOr, bitXor, shiftLeft, shiftRight  // R[a] = R[b] op R[c]
    case bitNot  // R[a] = ~R[b]
    case equal, notEqual, less, lessEqual, greater, greaterEqual  // R[a] = R[b] op R[c]
    case identical, notIdentical  // R[a] = R[b] === R[c] (the same class instance), !==

    // Control flow.
    case jump  // pc += a
    case jumpIfFalse  // if !R[a] { pc += b }
    case jumpIfTrue  // if R[a] { pc += b }
    case jumpIfNil  // if R[a] == nil { pc += b }
    case jumpIfNotNil  // if R[a] != nil { pc += b }
    // Fused compare-and-branch: jump when the comparison is false.
    case jumpIfNotLess, jumpIfNotLessEqual, jumpIfNotGreater, jumpIfNotGreaterEqual, jumpIfNotEqual, jumpIfEqual  // R[a] op R[b], else pc += c
    case jumpIfNotLessImmediate, jumpIfNotLessEqualImmediate, jumpIfNotGreaterImmediate, jumpIfNotGreaterEqualImmediate
    case jumpIfNotEqualImmediate, jumpIfEqualImmediate  // R[a] op b (an Int), else pc += c
    case forRangePrepare  // R[a] counter, R[a+1] end: if R[a] >= R[a+1] { pc += b }
    case forRangeLoop  // R[a] += 1; if R[a] < R[a+1] { pc += b } (b < 0)
    case iteratePrepare  // R[a] = the sequence R[a] made iterable; R[a+1] = 0
    case iterateNext  // R[c] = next element of R[a] at index R[a+1]; at the end pc += b
    case iterateNextEnumerated  // R[c] = the offset, R[c+1] = the element; at the end pc += b

    // Calls.
    case callLocal  // R[a] = R[c](R[a+1] ... R[a+b]): a closure in a constant, called in place
    case call  // R[a] = R[a](R[a+1] ... R[a+b])
    case callFunction  // R[a] = global function c (R[a+1] ... R[a+b])
    case callFunctionUnchecked  // callFunction, entering after the parameter checks: the arguments are known to pass them
    case callNative  // R[a] = call site c's native (R[a+1] ... R[a+b])
    case callMethod  // R[a] = R[a].selector c (R[a+1] ... )
    case callMutatingMethod  // R[b] = R[a].selector c (R[b+1] ... ), mutating R[a] in place
    case appendElement  // callMutatingMethod for `append(_:)`: R[a].append(R[b+1]) directly when R[a] is an array
    case callSymbol  // R[a] = the symbol R[a] called with R[a+1] ... R[a+b], labels from list c
    case returnValue  // return R[a]
    case returnNil  // return nil

    // Containers and members.
    case newArray  // R[a] = [R[b] ..< R[b+c]]
    case appendValue  // R[a].append(R[b]), R[a] an array (the result of an inlined map or filter)
    case jumpIfNotArray  // if R[a] is not an array, pc += c
    case jumpIfRejected  // R[a] must be a Bool (what the closure of selector b returned): if false, pc += c
    case newDictionary  // R[a] = [R[b]: R[b+1], ...] with c pairs
    case newDictionaryWithKeys  // R[a] = [K0: R[b], K1: R[b+1], ...], the keys key list c (distinct string literals)
    case newTuple  // R[a] = (R[b] ...), labels from label list c
    case newRange  // R[a] = R[b] ..< R[c]
    case newClosedRange  // R[a] = R[b] ... R[c]
    case getIndex  // R[a] = R[b][R[c]]
    case getStringKey  // R[a] = R[b][K[c]], K[c] a string literal (`row["title"]`)
    case getIndexDefault  // R[a] = R[b][R[c], default: R[c+1]]
    case setIndex  // R[a][R[b]] = R[c], in place
    case takeIndex  // R[a] = R[b][R[c]], leaving nil in R[b] so R[a] can be mutated in place
    case getMember  // R[a] = R[b].name c
    case setMember  // R[a].name c = R[b]
    case getTupleElement  // R[a] = R[b].c
    case setTupleElement  // R[a].c = R[b]
    case implicitMember  // R[a] = .name b (a symbolic value)
    case getStatic  // R[a] = static member b of a built-in type (Int.max, Date.now)

    // Optionals, types, patterns.
    case forceUnwrap  // R[a] = R[b]!, an error on nil
    case checkType  // R[a] must be of type b (an annotation); Int becomes Double for Double
    case checkInstance  // the same for a declared type b, tested first by its identity
    case checkInt, checkDouble, checkString, checkBool  // the same for the primitive types
    case castConditional  // R[a] = R[b] as? type c
    case castForced  // R[a] = R[b] as! type c
    case isType  // R[a] = R[b] is type c
    case match  // R[a] = pattern R[b] ~= R[c] (ranges contain, otherwise ==)

    // Strings.
    case interpolate  // R[a] = the concatenated descriptions of R[b] ..< R[b+c]

    // View builders (see ViewBuilderDelegate).
    case builderBegin
    case builderStatementBegin
    case builderStatementEnd  // b = 1: an `if` or `switch`, which holds a place when it yields nothing
    case builderYield  // yield R[a]
    case builderEnd  // R[a] = the builder's result

    // Declared types (structs, classes, enums).
    case newInstance  // R[a] = a new instance of type b, its fields nil
    case getProperty  // R[a] = R[b].member of member site c
    case takeProperty  // R[a] = R[b].member of site c, leaving nil there (R[b] made unique first): to change it in place
    case setProperty  // R[a].member of site c = R[b], R[a] made unique first when a struct's
    case initProperty  // R[a].fields[c] = R[b], checked against its type, no observer told (an initializer's own store)
    case invokeMethod  // R[a] = R[a+1].method of method site c (R[a+2] ... R[a+1+b])
    case newEnum  // R[a] = the case of enum case site b, its associated values R[c] ..< R[c+n]
    case jumpIfNotCase  // if R[a] is not the case of enum case site b: pc += c
    case getPayload  // R[a] = associated value c of the enum value R[b]
    case getStaticProperty  // R[a] = the static stored property of site b (set from its initial value on first use)
    case setStaticProperty  // the static stored property of site b = R[a]
    case callOverloaded  // R[a] = the overload of set c the arguments' types choose (R[a+1] ... R[a+b])
    case checkConformance  // R[a] must be a value whose type conforms to the protocol of constraint site b
    case take  // R[a] = R[b], leaving nil in R[b]
    case markOptionals  // R[a] = R[a] with its optionals (by type b) marked to print as `Optional(...)`
    case getPropertyPath  // R[a] = R[b].member of site c .member of site c+1 (`position.x`: no copy of `position` between)

    // Errors.
    case fail  // throw an error of kind a (ScriptError.Kind.allCases) with message K[b]
}

/// Where a closure's captures come from when it is made, in order: each is a box (a
/// variable) or a value (a constant).
enum CaptureSource {
    /// The enclosing function's register.
    case register(Int32)
    /// A capture of the enclosing closure.
    case capture(Int32)
}
