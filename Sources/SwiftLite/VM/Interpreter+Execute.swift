// The dispatch loop. It runs from the innermost frame until the entry frame returns.
// Hot paths (Int arithmetic, fused compare-and-branch, counting loops, direct calls)
// are written inline; everything else goes to the operations' slow paths.

extension Interpreter {
    func execute() throws(ScriptError) -> Value {
        let entryFrame = frameCount - 1
        var frame = frames[frameCount - 1]
        // The next instruction, as a pointer rather than an index into the code: fetching
        // it is then one load, not a load of the code's address (which the optimizer
        // keeps on the stack in a function this large) followed by an indexed one.
        var ip = UnsafePointer(frame.code.pointee.instructions!)
        var constants = frame.code.pointee.constants!
        var registers = stack + frame.base
        var budget = self.budget
        defer { self.budget = budget }

        /// Saves the running frame's position (before anything that may look at the stack).
        @inline(__always) func suspend() {
            frames[frameCount - 1].next = ip
        }
        /// Charges the instruction budget. Only backward jumps (a loop's next pass: the
        /// length of its body) and calls (the callee's length) charge: straight-line code
        /// between them is bounded by what they charged, so the count stays an upper bound
        /// of the instructions executed, without a decrement in every dispatch. The memory
        /// check runs each time the budget crosses a multiple of 262,144.
        @inline(__always) func charge(_ cost: Int) throws(ScriptError) {
            let before = budget
            budget &-= cost
            if budget <= 0 { throw instructionLimitError() }
            if (before ^ budget) >> 18 != 0 { try checkMemory() }
        }
        /// Calls out of the loop (a native function, a library method, the host's view
        /// builder) and comes back. The loop keeps the instruction budget in a local, so it
        /// hands it over first (the callee may charge it, or run script closures that do)
        /// and takes it back after; the stack may have moved meanwhile, so `registers` is
        /// found again, whether the call returns or throws.
        @inline(__always) func callOut<Result>(_ body: () throws(ScriptError) -> Result) throws(ScriptError) -> Result {
            suspend()
            self.budget = budget
            defer {
                budget = self.budget
                registers = stack + frame.base
            }
            return try body()
        }
        /// Calls a script function whose arguments are in the registers after
        /// `resultRegister`, which receives the result.
        @inline(__always) func enter(
            _ callee: UnsafeMutablePointer<FunctionCode>, captures: UnsafeMutablePointer<Value>?, resultRegister: Int
        ) throws(ScriptError) {
            try charge(callee.pointee.callCost)
            suspend()
            let base = frame.base + resultRegister + 1
            // The new frame as pushed, rather than read back from `frames`.
            frame = try pushFrame(code: callee, captures: captures, base: base, returnSlot: base - 1, isEntry: false)
            ip = frame.next
            constants = callee.pointee.constants!
            registers = stack + base
        }
        /// Loads the innermost frame after a call or a return.
        @inline(__always) func resume() {
            frame = frames[frameCount - 1]
            ip = frame.next
            constants = frame.code.pointee.constants!
            registers = stack + frame.base
        }

        do throws(ScriptError) {
            while true {
                let instruction = ip.pointee
                ip += 1
                let a = Int(instruction.a)
                // No handler reads the opcode: each opcode has its own case, and the two pairs
                // that share code pass these flags through `fallthrough` instead. An opcode
                // used after the dispatch stays in a byte register of its own, which costs a
                // second zero extension for the jump table's index in every dispatch.
                var enumerated = false
                var returnsNil = false
                switch instruction.opcode {
                case .loadConstant:
                    registers[a] = constants[Int(instruction.b)]
                case .loadInt:
                    storeTrivial(registers + a, .int(Int(instruction.b)))
                case .loadNil:
                    registers[a] = .null
                case .loadBool:
                    storeTrivial(registers + a, .bool(instruction.b != 0))
                case .move:
                    copy(registers + Int(instruction.b), to: registers + a)

                case .getGlobal:
                    let slot = Int(instruction.b)
                    guard globalsInitialized[slot] else {
                        throw ScriptError(.uninitializedVariable, "'\(program.globalNames[slot])' is used before it is initialized")
                    }
                    registers[a] = globals[slot]
                case .takeGlobal:
                    let slot = Int(instruction.b)
                    guard globalsInitialized[slot] else {
                        throw ScriptError(.uninitializedVariable, "'\(program.globalNames[slot])' is used before it is initialized")
                    }
                    // Moved out rather than copied and cleared: no reference counting.
                    let value = globals.withUnsafeMutableBufferPointer { takeOut($0.baseAddress! + slot) }
                    registers[a] = value
                case .setGlobal:
                    let slot = Int(instruction.b)
                    globals[slot] = registers[a]
                    globalsInitialized[slot] = true
                case .newBox:
                    registers[a] = .capture(Box(registers[a]))
                case .getBox:
                    guard case .capture(let box) = registers[Int(instruction.b)] else { throw ScriptError(.host, "internal: not a box") }
                    registers[a] = box.value
                case .takeBox:
                    guard case .capture(let box) = registers[Int(instruction.b)] else { throw ScriptError(.host, "internal: not a box") }
                    registers[a] = box.value
                    box.value = .null
                case .setBox:
                    guard case .capture(let box) = registers[a] else { throw ScriptError(.host, "internal: not a box") }
                    box.value = registers[Int(instruction.b)]
                case .getCapture:
                    registers[a] = try capturedBox(frame.captures! + Int(instruction.b)).value
                case .getCapturedValue:
                    copy(frame.captures! + Int(instruction.b), to: registers + a)
                case .takeCapture:
                    let box = try capturedBox(frame.captures! + Int(instruction.b))
                    registers[a] = box.value
                    box.value = .null
                case .setCapture:
                    try capturedBox(frame.captures! + Int(instruction.b)).value = registers[a]
                case .makeClosure:
                    let child = frame.prototype.children[Int(instruction.b)]
                    var captures: [Value] = []
                    captures.reserveCapacity(child.captureSources.count)
                    for source in child.captureSources {
                        switch source {
                        case .register(let register): captures.append(registers[Int(register)])
                        case .capture(let index): captures.append(frame.captures![Int(index)])
                        }
                    }
                    registers[a] = .closure(Closure(prototype: child, captures: captures))

                case .add:
                    let b = Int(instruction.b)
                    let c = Int(instruction.c)
                    if case .int(let x) = registers[b], case .int(let y) = registers[c] {
                        let (result, overflow) = x.addingReportingOverflow(y)
                        if overflow { throw Operations.overflowError(x, "+", y) }
                        storeTrivial(registers + a, .int(result))
                    } else if case .double(let x) = registers[b], case .double(let y) = registers[c] {
                        storeTrivial(registers + a, .double(x + y))
                    } else if a == b, try appendInPlace(registers + a, registers[c]) {
                        break
                    } else {
                        // An array's result is refused before it is made: doubling an array
                        // forty times asks for terabytes in one allocation, which aborts.
                        if let left = registers[b].arrayCount, let right = registers[c].arrayCount {
                            try reserveMemory(count: left &+ right, bytesEach: MemoryLayout<Value>.stride)
                        }
                        registers[a] = try Operations.add(registers[b], registers[c])
                        if case .string(let text) = registers[a], text.utf8.count > 1 << 20 { try checkMemory() }
                    }
                case .addImmediate:
                    if case .int(let x) = registers[Int(instruction.b)] {
                        let (result, overflow) = x.addingReportingOverflow(Int(instruction.c))
                        if overflow { throw Operations.overflowError(x, "+", Int(instruction.c)) }
                        storeTrivial(registers + a, .int(result))
                    } else {
                        registers[a] = try Operations.add(registers[Int(instruction.b)], .int(Int(instruction.c)))
                    }
                case .subtract:
                    if case .int(let x) = registers[Int(instruction.b)], case .int(let y) = registers[Int(instruction.c)] {
                        let (result, overflow) = x.subtractingReportingOverflow(y)
                        if overflow { throw Operations.overflowError(x, "-", y) }
                        storeTrivial(registers + a, .int(result))
                    } else if case .double(let x) = registers[Int(instruction.b)], case .double(let y) = registers[Int(instruction.c)] {
                        storeTrivial(registers + a, .double(x - y))
                    } else {
                        registers[a] = try Operations.subtract(registers[Int(instruction.b)], registers[Int(instruction.c)])
                    }
                case .multiplyImmediate:
                    if case .int(let x) = registers[Int(instruction.b)] {
                        let (result, overflow) = x.multipliedReportingOverflow(by: Int(instruction.c))
                        if overflow { throw Operations.overflowError(x, "*", Int(instruction.c)) }
                        storeTrivial(registers + a, .int(result))
                    } else {
                        registers[a] = try Operations.multiply(registers[Int(instruction.b)], .int(Int(instruction.c)))
                    }
                case .divideImmediate:
                    if case .int(let x) = registers[Int(instruction.b)], instruction.c > 0 {
                        storeTrivial(registers + a, .int(x / Int(instruction.c)))
                    } else {
                        registers[a] = try Operations.divide(registers[Int(instruction.b)], .int(Int(instruction.c)))
                    }
                case .remainderImmediate:
                    if case .int(let x) = registers[Int(instruction.b)], instruction.c > 0 {
                        storeTrivial(registers + a, .int(x % Int(instruction.c)))
                    } else {
                        registers[a] = try Operations.remainder(registers[Int(instruction.b)], .int(Int(instruction.c)))
                    }
                case .subtractImmediate:
                    if case .int(let x) = registers[Int(instruction.b)] {
                        let (result, overflow) = x.subtractingReportingOverflow(Int(instruction.c))
                        if overflow { throw Operations.overflowError(x, "-", Int(instruction.c)) }
                        storeTrivial(registers + a, .int(result))
                    } else {
                        registers[a] = try Operations.subtract(registers[Int(instruction.b)], .int(Int(instruction.c)))
                    }
                case .multiply:
                    if case .int(let x) = registers[Int(instruction.b)], case .int(let y) = registers[Int(instruction.c)] {
                        let (result, overflow) = x.multipliedReportingOverflow(by: y)
                        if overflow { throw Operations.overflowError(x, "*", y) }
                        storeTrivial(registers + a, .int(result))
                    } else if case .double(let x) = registers[Int(instruction.b)], case .double(let y) = registers[Int(instruction.c)] {
                        storeTrivial(registers + a, .double(x * y))
                    } else {
                        registers[a] = try Operations.multiply(registers[Int(instruction.b)], registers[Int(instruction.c)])
                    }
                case .divide:
                    registers[a] = try Operations.divide(registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .remainder:
                    if case .int(let x) = registers[Int(instruction.b)], case .int(let y) = registers[Int(instruction.c)], y > 0 {
                        storeTrivial(registers + a, .int(x % y))
                    } else {
                        registers[a] = try Operations.remainder(registers[Int(instruction.b)], registers[Int(instruction.c)])
                    }
                case .negate:
                    registers[a] = try Operations.negate(registers[Int(instruction.b)])
                case .not:
                    registers[a] = .bool(!(try Operations.truth(registers[Int(instruction.b)])))
                case .bitAnd:
                    registers[a] = try Operations.bitwise(.bitAnd, registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .bitOr:
                    registers[a] = try Operations.bitwise(.bitOr, registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .bitXor:
                    registers[a] = try Operations.bitwise(.bitXor, registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .shiftLeft:
                    registers[a] = try Operations.bitwise(.shiftLeft, registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .shiftRight:
                    registers[a] = try Operations.bitwise(.shiftRight, registers[Int(instruction.b)], registers[Int(instruction.c)])
                case .bitNot:
                    guard case .int(let x) = registers[Int(instruction.b)] else {
                        throw ScriptError(.typeMismatch, "unary operator '~' needs an Int")
                    }
                    registers[a] = .int(~x)
                case .equal:
                    if case .int(let x) = registers[Int(instruction.b)], case .int(let y) = registers[Int(instruction.c)] {
                        storeTrivial(registers + a, .bool(x == y))
                    } else {
                        registers[a] = .bool(Operations.equal(registers[Int(instruction.b)], registers[Int(instruction.c)]))
                    }
                case .identical:
                    registers[a] = .bool(Interpreter.identical(registers[Int(instruction.b)], registers[Int(instruction.c)]))
                case .notIdentical:
                    registers[a] = .bool(!Interpreter.identical(registers[Int(instruction.b)], registers[Int(instruction.c)]))
                case .notEqual:
                    registers[a] = .bool(!Operations.equal(registers[Int(instruction.b)], registers[Int(instruction.c)]))
                case .less:
                    if let (x, y) = numbers(registers[Int(instruction.b)], registers[Int(instruction.c)]) {
                        storeTrivial(registers + a, .bool(x < y))
                        break
                    }
                    registers[a] = .bool(try compare(registers[Int(instruction.b)], registers[Int(instruction.c)], "<"))
                case .lessEqual:
                    if let (x, y) = numbers(registers[Int(instruction.b)], registers[Int(instruction.c)]) {
                        storeTrivial(registers + a, .bool(!(y < x)))  // as `compare` orders them (NaN included)
                        break
                    }
                    registers[a] = .bool(try compare(registers[Int(instruction.b)], registers[Int(instruction.c)], "<="))
                case .greater:
                    if let (x, y) = numbers(registers[Int(instruction.b)], registers[Int(instruction.c)]) {
                        storeTrivial(registers + a, .bool(y < x))
                        break
                    }
                    registers[a] = .bool(try compare(registers[Int(instruction.b)], registers[Int(instruction.c)], ">"))
                case .greaterEqual:
                    if let (x, y) = numbers(registers[Int(instruction.b)], registers[Int(instruction.c)]) {
                        storeTrivial(registers + a, .bool(!(x < y)))
                        break
                    }
                    registers[a] = .bool(try compare(registers[Int(instruction.b)], registers[Int(instruction.c)], ">="))

                case .jump:
                    if a < 0 { try charge(-a) }
                    ip += a
                case .jumpIfFalse:
                    guard case .bool(let flag) = registers[a] else { _ = try Operations.truth(registers[a]); break }
                    if !flag { ip += Int(instruction.b) }
                case .jumpIfTrue:
                    guard case .bool(let flag) = registers[a] else { _ = try Operations.truth(registers[a]); break }
                    if flag { ip += Int(instruction.b) }
                case .jumpIfNil:
                    if case .null = registers[a] { ip += Int(instruction.b) }
                case .jumpIfNotNil:
                    if case .null = registers[a] {} else { ip += Int(instruction.b) }
                case .jumpIfNotLess:
                    if !(try fusedCompare(.jumpIfNotLess, registers[a], registers[Int(instruction.b)])) { ip += Int(instruction.c) }
                case .jumpIfNotLessEqual:
                    if !(try fusedCompare(.jumpIfNotLessEqual, registers[a], registers[Int(instruction.b)])) { ip += Int(instruction.c) }
                case .jumpIfNotGreater:
                    if !(try fusedCompare(.jumpIfNotGreater, registers[a], registers[Int(instruction.b)])) { ip += Int(instruction.c) }
                case .jumpIfNotGreaterEqual:
                    if !(try fusedCompare(.jumpIfNotGreaterEqual, registers[a], registers[Int(instruction.b)])) { ip += Int(instruction.c) }
                case .jumpIfNotEqual:
                    if !Operations.equal(registers[a], registers[Int(instruction.b)]) { ip += Int(instruction.c) }
                case .jumpIfEqual:
                    if Operations.equal(registers[a], registers[Int(instruction.b)]) { ip += Int(instruction.c) }
                case .jumpIfNotLessImmediate:
                    // The Double case first: LLVM tests a switch's cases so that the one whose block
                    // follows the test falls through, and blocks keep their order in the source,
                    // so the Int case is tested first (two instructions fewer for an Int).
                    switch registers[a] {
                    case .double(let x):
                        if !(x < Double(instruction.b)) { ip += Int(instruction.c) }  // as `compare` orders a Double and an Int
                    case .int(let x):
                        if !(x < Int(instruction.b)) { ip += Int(instruction.c) }
                    default:
                        if !(try compare(registers[a], .int(Int(instruction.b)), "<")) { ip += Int(instruction.c) }
                    }
                case .jumpIfNotLessEqualImmediate:
                    switch registers[a] {
                    case .double(let x):
                        if Double(instruction.b) < x { ip += Int(instruction.c) }  // as `compare` orders a Double and an Int
                    case .int(let x):
                        if !(x <= Int(instruction.b)) { ip += Int(instruction.c) }
                    default:
                        if !(try compare(registers[a], .int(Int(instruction.b)), "<=")) { ip += Int(instruction.c) }
                    }
                case .jumpIfNotGreaterImmediate:
                    switch registers[a] {
                    case .double(let x):
                        if !(Double(instruction.b) < x) { ip += Int(instruction.c) }  // as `compare` orders a Double and an Int
                    case .int(let x):
                        if !(x > Int(instruction.b)) { ip += Int(instruction.c) }
                    default:
                        if !(try compare(registers[a], .int(Int(instruction.b)), ">")) { ip += Int(instruction.c) }
                    }
                case .jumpIfNotGreaterEqualImmediate:
                    switch registers[a] {
                    case .double(let x):
                        if x < Double(instruction.b) { ip += Int(instruction.c) }  // as `compare` orders a Double and an Int
                    case .int(let x):
                        if !(x >= Int(instruction.b)) { ip += Int(instruction.c) }
                    default:
                        if !(try compare(registers[a], .int(Int(instruction.b)), ">=")) { ip += Int(instruction.c) }
                    }
                case .jumpIfNotEqualImmediate:
                    if case .int(let x) = registers[a] {
                        if x != Int(instruction.b) { ip += Int(instruction.c) }
                    } else if !Operations.equal(registers[a], .int(Int(instruction.b))) {
                        ip += Int(instruction.c)
                    }
                case .jumpIfEqualImmediate:
                    if case .int(let x) = registers[a] {
                        if x == Int(instruction.b) { ip += Int(instruction.c) }
                    } else if Operations.equal(registers[a], .int(Int(instruction.b))) {
                        ip += Int(instruction.c)
                    }
                case .forRangePrepare:
                    guard case .int(let start) = registers[a], case .int(var end) = registers[a + 1] else {
                        if case .double = registers[a] { throw ContinuousRangeObject.notASequenceError }
                        if case .double = registers[a + 1] { throw ContinuousRangeObject.notASequenceError }
                        throw ScriptError(.typeMismatch, "the bounds of a range must be Int, found '\(registers[a].describedType)' and '\(registers[a + 1].describedType)'")
                    }
                    if end < start {
                        throw ScriptError(.invalidArgument, "a range needs its lower bound <= its upper bound, found \(start)\(instruction.c != 0 ? "..." : "..<")\(end)")
                    }
                    if instruction.c != 0 {
                        if end == Int.max { throw ScriptError(.overflow, "a closed range cannot end at Int.max") }
                        end += 1
                        registers[a + 1] = .int(end)
                    }
                    if start >= end { ip += Int(instruction.b) }
                case .forRangeLoop:
                    if case .int(let counter) = registers[a], case .int(let end) = registers[a + 1] {
                        let next = counter &+ 1
                        storeTrivial(registers + a, .int(next))
                        if next < end {
                            try charge(-Int(instruction.b))
                            ip += Int(instruction.b)
                        }
                    }
                case .iteratePrepare:
                    registers[a] = try iterable(registers[a])
                    registers[a + 1] = .int(0)
                case .iterateNextEnumerated:
                    enumerated = true
                    fallthrough
                case .iterateNext:
                    guard case .int(let position) = registers[a + 1] else { break }
                    let target = Int(instruction.c)
                    switch registers[a] {
                    case .array(let elements):
                        if position < elements.count {
                            if enumerated {
                                registers[target] = .int(position)
                                registers[target + 1] = elements[position]
                            } else {
                                registers[target] = elements[position]
                            }
                            registers[a + 1] = .int(position + 1)
                        } else {
                            ip += Int(instruction.b)
                        }
                    case .range(let range):
                        if position < range.count {
                            if enumerated {
                                registers[target] = .int(position)
                                registers[target + 1] = .int(range.lowerBound + position)
                            } else {
                                registers[target] = .int(range.lowerBound + position)
                            }
                            registers[a + 1] = .int(position + 1)
                        } else {
                            ip += Int(instruction.b)
                        }
                    default:
                        ip += Int(instruction.b)
                    }

                case .callFunction:
                    try enter(functionTable[Int(instruction.c)], captures: nil, resultRegister: a)
                case .callFunctionUnchecked:
                    let callee = functionTable[Int(instruction.c)]
                    try enter(callee, captures: nil, resultRegister: a)
                    ip += callee.pointee.parameterCheckLength
                case .callLocal:
                    if let callee = closureEntry(registers + Int(instruction.c)) {
                        try checkArgumentCount(Int(instruction.b), of: callee.code)
                        try enter(callee.code, captures: callee.captures, resultRegister: a)
                        // An Int for a closure that checks for one: the check would pass.
                        if callee.code.pointee.takesOneCheckedInt, case .int = registers[0] { ip += 1 }
                    } else {
                        // A native function value, or something not callable: as `call`.
                        copy(registers + Int(instruction.c), to: registers + a)
                        fallthrough
                    }
                case .call:
                    let argumentCount = Int(instruction.b)
                    if let callee = closureEntry(registers + a) {
                        try checkArgumentCount(argumentCount, of: callee.code)
                        try enter(callee.code, captures: callee.captures, resultRegister: a)
                        break
                    }
                    switch registers[a] {
                    case .native(let native):
                        let arguments = Array(UnsafeBufferPointer(start: registers + a + 1, count: argumentCount)).map { Optional($0) }
                        var call = NativeCall(interpreter: self, signatureIndex: 0, arguments: arguments, labels: arguments.map { _ in nil })
                        let result = try callOut { () throws(ScriptError) in try native.implementation(&call) }
                        try charge(result.libraryWork)
                        registers[a] = result
                    default:
                        throw ScriptError(.notCallable, "cannot call a value of type '\(registers[a].describedType)'")
                    }
                case .callNative:
                    let site = program.callSites[Int(instruction.c)]
                    var arguments = [Value?](repeating: nil, count: site.parameterCount)
                    for index in 0..<Int(instruction.b) {
                        arguments[site.parameterIndexes[index]] = registers[a + 1 + index]
                    }
                    var call = NativeCall(interpreter: self, signatureIndex: site.signatureIndex, arguments: arguments, labels: site.labels)
                    let result = try callOut { () throws(ScriptError) in try site.function.implementation(&call) }
                    try charge(result.libraryWork)
                    registers[a] = result
                case .callMethod:
                    let selector = program.selectors[Int(instruction.c)]
                    let arguments = Array(UnsafeBufferPointer(start: registers + a + 1, count: Int(instruction.b)))
                    let result = try callOut { () throws(ScriptError) in try Methods.call(selector, on: registers[a], arguments: arguments, interpreter: self) }
                    try charge(registers[a].libraryWork &+ result.libraryWork)
                    registers[a] = result
                case .appendElement:
                    let resultRegister = Int(instruction.b)
                    if var elements = registers[a].takeArray() {
                        elements.append(registers[resultRegister + 1])
                        registers[a] = .array(elements)
                        registers[resultRegister] = .null
                        break
                    }
                    fallthrough
                case .callMutatingMethod:
                    let selector = program.selectors[Int(instruction.c)]
                    let resultRegister = Int(instruction.b)
                    let arguments = Array(UnsafeBufferPointer(start: registers + resultRegister + 1, count: selector.labels.count))
                    var receiver = registers[a]
                    registers[a] = .null  // so the receiver's storage is uniquely referenced while it changes
                    let result: Value
                    do {
                        result = try callOut { () throws(ScriptError) in
                            try Methods.callMutating(selector, on: &receiver, arguments: arguments, interpreter: self)
                        }
                    } catch {
                        registers[a] = receiver
                        throw error
                    }
                    registers[a] = receiver
                    try charge(result.libraryWork)
                    registers[resultRegister] = result
                case .callSymbol:
                    guard case .symbol(let symbol) = registers[a] else {
                        throw ScriptError(.notCallable, "cannot call a value of type '\(registers[a].describedType)'")
                    }
                    let labels = program.labelLists[Int(instruction.c)]
                    var arguments: [(label: String?, value: Value)] = []
                    for index in 0..<Int(instruction.b) { arguments.append((labels[index], registers[a + 1 + index])) }
                    registers[a] = .symbol(symbol.calling(with: arguments))
                case .returnNil:
                    returnsNil = true
                    fallthrough
                case .returnValue:
                    // The result is moved from register to return slot and never left behind to
                    // destroy: assigning it over a nil, and the nil `move` left, each compiled to
                    // a call of Value's outlined destructor on every return (6% of fib's instructions).
                    let result = returnsNil ? Value.null : takeOut(registers + a)
                    if case .host(let object) = result, frame.code.pointee.isNamedFunction {
                        object.didReturn(fromFunction: frame.prototype.name)
                    }
                    popFrame(frame)
                    if frame.isEntry { return result }
                    place(result, into: stack + frame.returnSlot)
                    resume()

                case .newArray:
                    registers[a] = .array(Self.copyValues(registers + Int(instruction.b), count: Int(instruction.c)))
                case .appendValue:
                    guard var elements = registers[a].takeArray() else { break }
                    elements.append(registers[Int(instruction.b)])
                    registers[a] = .array(elements)
                case .jumpIfNotArray:
                    if case .array = registers[a] {} else { ip += Int(instruction.c) }
                case .jumpIfRejected:
                    guard case .bool(let flag) = registers[a] else {
                        let selector = program.selectors[Int(instruction.b)]
                        throw ScriptError(
                            .typeMismatch,
                            "the closure passed to '\(selector.description)' must return a Bool, returned '\(registers[a].describedType)'")
                    }
                    if !flag { ip += Int(instruction.c) }
                case .newDictionary:
                    registers[a] = try makeDictionary(registers + Int(instruction.b), pairs: Int(instruction.c))
                case .newDictionaryWithKeys:
                    registers[a] = .dictionary(DictionaryStorage.make(stringKeys: program.keyLists[Int(instruction.c)], values: registers + Int(instruction.b)))
                case .newTuple:
                    let labels = program.labelLists[Int(instruction.c)]
                    let elements = Self.copyValues(registers + Int(instruction.b), count: labels.count)
                    registers[a] = .tuple(TupleStorage(elements: elements, labels: labels))
                case .newRange:
                    registers[a] = try makeRange(registers[Int(instruction.b)], registers[Int(instruction.c)], closed: false)
                case .newClosedRange:
                    registers[a] = try makeRange(registers[Int(instruction.b)], registers[Int(instruction.c)], closed: true)
                case .getIndex:
                    // A string key into a dictionary, the usual record access (`row["title"]`).
                    if case .dictionary(let storage) = registers[Int(instruction.b)], case .string(let key) = registers[Int(instruction.c)] {
                        registers[a] = storage.value(forStringKey: key) ?? .null
                        break
                    }
                    registers[a] = try Subscripts.get(registers[Int(instruction.b)], registers[Int(instruction.c)], interpreter: self)
                case .getStringKey:
                    if case .dictionary(let storage) = registers[Int(instruction.b)], case .string(let key) = constants[Int(instruction.c)] {
                        registers[a] = storage.value(forStringKey: key) ?? .null
                        break
                    }
                    registers[a] = try Subscripts.get(registers[Int(instruction.b)], constants[Int(instruction.c)], interpreter: self)
                case .getIndexDefault:
                    let key = Int(instruction.c)
                    registers[a] = try Subscripts.get(registers[Int(instruction.b)], registers[key], default: registers[key + 1])
                case .setIndex:
                    // An array and an Int index in range, as `Subscripts.set` stores it, without
                    // the call and the copy it makes to read the count.
                    if case .int(let position) = registers[Int(instruction.b)], var elements = registers[a].takeArray() {
                        if position >= 0 && position < elements.count {
                            elements[position] = registers[Int(instruction.c)]
                            registers[a] = .array(elements)
                            break
                        }
                        registers[a] = .array(elements)
                    }
                    try Subscripts.set(registers + a, registers[Int(instruction.b)], registers[Int(instruction.c)], interpreter: self)
                case .takeIndex:
                    // The same for taking an element out (to change it in place), moved rather
                    // than copied and then cleared.
                    if case .int(let position) = registers[Int(instruction.c)], var elements = registers[Int(instruction.b)].takeArray() {
                        if position >= 0 && position < elements.count {
                            let element = elements.withUnsafeMutableBufferPointer { takeOut($0.baseAddress! + position) }
                            registers[Int(instruction.b)] = .array(elements)
                            registers[a] = element
                            break
                        }
                        registers[Int(instruction.b)] = .array(elements)
                    }
                    registers[a] = try Subscripts.take(registers + Int(instruction.b), registers[Int(instruction.c)], interpreter: self)
                case .getMember:
                    let nameIndex = Int(instruction.c)
                    registers[a] = try Members.get(
                        registers[Int(instruction.b)], name: program.names[nameIndex], known: program.knownMembers[nameIndex], interpreter: self)
                case .setMember:
                    try Members.set(registers + a, name: program.names[Int(instruction.c)], to: registers[Int(instruction.b)])
                case .getTupleElement:
                    guard case .tuple(let tuple) = registers[Int(instruction.b)], Int(instruction.c) < tuple.elements.count else {
                        throw ScriptError(.unknownMember, "value of type '\(registers[Int(instruction.b)].describedType)' has no member '\(instruction.c)'")
                    }
                    registers[a] = tuple.elements[Int(instruction.c)]
                case .setTupleElement:
                    guard case .tuple(let tuple) = registers[a], Int(instruction.c) < tuple.elements.count else {
                        throw ScriptError(.unknownMember, "value of type '\(registers[a].describedType)' has no member '\(instruction.c)'")
                    }
                    var elements = tuple.elements
                    elements[Int(instruction.c)] = registers[Int(instruction.b)]
                    registers[a] = .tuple(TupleStorage(elements: elements, labels: tuple.labels))
                case .implicitMember:
                    let nameIndex = Int(instruction.b)
                    if let cached = implicitMemberCache[nameIndex] {
                        registers[a] = cached
                    } else {
                        let symbol = Value.symbol(SymbolicValue(isImplicit: true, segments: [SymbolicValue.Segment(name: program.names[nameIndex], arguments: nil)]))
                        implicitMemberCache[nameIndex] = symbol
                        registers[a] = symbol
                    }
                case .getStatic:
                    guard case .computed(let native) = program.staticMembers[Int(instruction.b)] else { break }
                    var call = NativeCall(interpreter: self, signatureIndex: 0, arguments: [], labels: [])
                    let result = try callOut { () throws(ScriptError) in try native.implementation(&call) }
                    registers[a] = result

                case .forceUnwrap:
                    let value = registers[Int(instruction.b)]
                    if case .null = value {
                        throw ScriptError(.nilUnwrap, "unexpectedly found nil while unwrapping an optional value")
                    }
                    registers[a] = value
                case .checkInstance:
                    if typeTests[Int(instruction.b)].admitsUnchanged(registers + a) { break }
                    fallthrough
                case .checkType:
                    let type = program.types[Int(instruction.b)]
                    if type.admitsUnchanged(registers[a]) { break }
                    guard let converted = type.coerce(registers[a], allowsLiteralConversion: true) else {
                        throw ScriptError(
                            .typeMismatch, "cannot use a value of type '\(registers[a].describedType)' where '\(type)' is expected")
                    }
                    registers[a] = converted
                case .checkInt:
                    guard case .int = registers[a] else { throw typeMismatch(registers[a], "Int") }
                case .checkDouble:
                    if case .double = registers[a] { break }
                    guard case .int(let number) = registers[a] else { throw typeMismatch(registers[a], "Double") }
                    registers[a] = .double(Double(number))
                case .checkString:
                    guard case .string = registers[a] else { throw typeMismatch(registers[a], "String") }
                case .checkBool:
                    guard case .bool = registers[a] else { throw typeMismatch(registers[a], "Bool") }
                case .castConditional:
                    let type = program.types[Int(instruction.c)]
                    if type.admitsUnchanged(registers[Int(instruction.b)]) {
                        copy(registers + Int(instruction.b), to: registers + a)
                    } else {
                        registers[a] = type.coerce(registers[Int(instruction.b)], allowsLiteralConversion: false) ?? .null
                    }
                case .castForced:
                    let type = program.types[Int(instruction.c)]
                    if type.admitsUnchanged(registers[Int(instruction.b)]) {
                        copy(registers + Int(instruction.b), to: registers + a)
                        break
                    }
                    let value = registers[Int(instruction.b)]
                    guard let converted = type.coerce(value, allowsLiteralConversion: false) else {
                        if case .null = value {
                            throw ScriptError(.nilUnwrap, "unexpectedly found nil while casting to '\(type)' with 'as!'")
                        }
                        throw ScriptError(.castFailed, "could not cast a value of type '\(value.describedType)' to '\(type)'")
                    }
                    registers[a] = converted
                case .isType:
                    let type = program.types[Int(instruction.c)]
                    let value = registers[Int(instruction.b)]
                    registers[a] = .bool(type.admitsUnchanged(value) || type.coerce(value, allowsLiteralConversion: false) != nil)
                case .match:
                    registers[a] = .bool(Operations.matches(pattern: registers[Int(instruction.b)], value: registers[Int(instruction.c)]))

                case .interpolate:
                    let limit = descriptionLimit(budget: budget)
                    let text = StringAssembly.interpolate(registers + Int(instruction.b), count: Int(instruction.c), limit: limit)
                    let size = text.utf8.count
                    // Strings and integers are copied, like `+` (the memory limit applies);
                    // anything else is described, and a description cut short at the limit
                    // is refused (`checkDescription`).
                    if size > limit, !StringAssembly.holdsOnlyStringsAndIntegers(registers + Int(instruction.b), count: Int(instruction.c)) {
                        try checkDescription(length: size, budget: budget)
                    }
                    registers[a] = .string(text)
                    // As for `+`: a string doubled by interpolation in a short loop grows
                    // past the limit between two of the periodic checks.
                    if size > 1 << 20 { try checkMemory() }

                case .builderBegin:
                    try builderDelegate().builderWillBegin()
                case .builderStatementBegin:
                    try builderDelegate().builderStatementWillBegin(depth: a)
                case .builderStatementEnd:
                    try builderDelegate().builderStatementDidEnd(depth: a, isConditional: instruction.b != 0)
                case .builderYield:
                    try callOut { () throws(ScriptError) in try builderDelegate().builderYield(registers[a], interpreter: self) }
                case .builderEnd:
                    registers[a] = try builderDelegate().builderDidEnd()

                case .newInstance:
                    let type = program.declaredTypes[Int(instruction.b)]
                    registers[a] = .instance(Instance.make(type, count: type.fields.count))
                case .getProperty:
                    let site = memberSites + Int(instruction.c)
                    if case .instance(let instance) = registers[Int(instruction.b)],
                        instance.typePointer == site.pointee.cachedType
                    {
                        registers[a] = instance[site.pointee.cachedSlot]
                        break
                    }
                    suspend()
                    self.budget = budget
                    let value = try getProperty(registers[Int(instruction.b)], site: site)
                    budget = self.budget
                    registers = stack + frame.base
                    registers[a] = value
                case .getPropertyPath:
                    let site = memberSites + Int(instruction.c)
                    if case .instance(let outer) = registers[Int(instruction.b)],
                        outer.typePointer == site.pointee.cachedType,
                        case .instance(let inner) = outer.fields[site.pointee.cachedSlot],
                        inner.typePointer == (site + 1).pointee.cachedType
                    {
                        let value = inner[(site + 1).pointee.cachedSlot]
                        registers[a] = value
                        break
                    }
                    // As the two `getProperty`s it stands for.
                    suspend()
                    self.budget = budget
                    let middle = try getProperty(registers[Int(instruction.b)], site: site)
                    let value = try getProperty(middle, site: site + 1)
                    budget = self.budget
                    registers = stack + frame.base
                    registers[a] = value
                case .takeProperty:
                    let site = memberSites + Int(instruction.c)
                    let container = Int(instruction.b)
                    if isCachedPlainField(registers[container], site), let instance = registers[container].takeUniqueInstance() {
                        let value = takeOut(instance.fields + site.pointee.cachedSlot)
                        registers[container] = .instance(instance)
                        registers[a] = value
                        break
                    }
                    suspend()
                    self.budget = budget
                    let value = try takeProperty(registers + Int(instruction.b), site: site)
                    budget = self.budget
                    registers = stack + frame.base
                    registers[a] = value
                case .initProperty:
                    // An initializer's own store: no observer runs (as in Swift).
                    guard let instance = registers[a].takeUniqueInstance() else {
                        throw ScriptError(.host, "internal: initializing a property of a value that is not an instance")
                    }
                    let slot = Int(instruction.c)
                    if let admitted = instance.withType { $0.fieldChecks[slot] }.admit(registers[Int(instruction.b)]) {
                        // A check the dispatch loop makes itself: no copy of the field's description.
                        instance[slot] = admitted
                        registers[a] = .instance(instance)
                        break
                    }
                    var value = registers[Int(instruction.b)]
                    let field = instance.type.fields[slot]
                    if !field.type.isAny && !field.type.admitsUnchanged(value) {
                        guard let converted = field.type.coerce(value, allowsLiteralConversion: true) else {
                            registers[a] = .instance(instance)
                            throw ScriptError(
                                .typeMismatch, "cannot assign a value of type '\(value.describedType)' to the property '\(field.name)' of type '\(field.type)'")
                        }
                        value = converted
                    }
                    instance[slot] = value
                    registers[a] = .instance(instance)
                case .setProperty:
                    let site = memberSites + Int(instruction.c)
                    if let value = admittedForCachedField(registers[a], registers[Int(instruction.b)], site),
                        let instance = registers[a].takeUniqueInstance()
                    {
                        instance[site.pointee.cachedSlot] = value
                        registers[a] = .instance(instance)
                        break
                    }
                    suspend()
                    self.budget = budget
                    try setProperty(registers + a, registers[Int(instruction.b)], site: site)
                    budget = self.budget
                    registers = stack + frame.base
                case .invokeMethod:
                    let site = methodSites + Int(instruction.c)
                    let argumentCount = Int(instruction.b)
                    if let function = try methodFunction(for: registers[a + 1], site: site) {
                        let callee = functionTable[function]
                        try checkArgumentCount(argumentCount + 1, of: callee)
                        try enter(callee, captures: nil, resultRegister: a)
                        break
                    }
                    suspend()
                    self.budget = budget
                    let result = try callStandardMethod(on: registers + a + 1, argumentCount: argumentCount, site: site)
                    budget = self.budget
                    registers = stack + frame.base
                    try charge(result.libraryWork)
                    registers[a] = result
                case .newEnum:
                    let test = caseTests + Int(instruction.b)
                    let type = Unmanaged<TypeInfo>.fromOpaque(test.pointee.type!).takeUnretainedValue()
                    registers[a] = .instance(
                        Instance.make(
                            type, tag: Int(test.pointee.caseIndex),
                            fields: UnsafeBufferPointer(start: registers + Int(instruction.c), count: Int(test.pointee.payloadCount))))
                case .jumpIfNotCase:
                    let test = caseTests + Int(instruction.b)
                    if let type = test.pointee.type, case .instance(let instance) = registers[a] {
                        if !instance.isCase(type, test.pointee.caseIndex) { ip += Int(instruction.c) }
                        break
                    }
                    if !matchesCase(registers[a], program.enumCaseSites[Int(instruction.b)]) { ip += Int(instruction.c) }
                case .getPayload:
                    if case .instance(let instance) = registers[Int(instruction.b)], Int(instruction.c) < instance.count {
                        registers[a] = instance[Int(instruction.c)]
                        break
                    }
                    if case .symbol(let symbol) = registers[Int(instruction.b)], let arguments = symbol.segments.last?.arguments,
                        Int(instruction.c) < arguments.count
                    {
                        registers[a] = arguments[Int(instruction.c)].value
                        break
                    }
                    guard case .instance(let instance) = registers[Int(instruction.b)], Int(instruction.c) < instance.count else {
                        throw ScriptError(.typeMismatch, "internal: no associated value \(instruction.c) in '\(registers[Int(instruction.b)].describedType)'")
                    }
                    registers[a] = instance[Int(instruction.c)]
                case .getStaticProperty:
                    let site = program.staticPropertySites[Int(instruction.b)]
                    if !globalsInitialized[site.slot] {
                        suspend()
                        self.budget = budget
                        try initializeStaticProperty(site)
                        budget = self.budget
                        registers = stack + frame.base
                    }
                    registers[a] = globals[site.slot]
                case .setStaticProperty:
                    let site = program.staticPropertySites[Int(instruction.b)]
                    globals[site.slot] = registers[a]
                    globalsInitialized[site.slot] = true
                case .callOverloaded:
                    let set = program.overloadSets[Int(instruction.c)]
                    let function = try chooseOverload(set, arguments: registers + a + 1, count: Int(instruction.b))
                    try enter(functionTable[function], captures: nil, resultRegister: a)
                case .checkConformance:
                    let site = program.constraintSites[Int(instruction.b)]
                    if !site.type.admitsUnchanged(registers[a]) {
                        throw ScriptError(.typeMismatch, site.message.split(separator: "$TYPE", omittingEmptySubsequences: false).joined(separator: registers[a].describedType))
                    }
                case .markOptionals:
                    registers[a] = OptionalPrinting.mark(registers[a], as: program.types[Int(instruction.b)])
                case .take:
                    let value = takeOut(registers + Int(instruction.b))
                    registers[a] = value

                case .fail:
                    let kind = ScriptError.Kind.allCases[a]
                    guard case .string(let message) = constants[Int(instruction.b)] else { throw ScriptError(kind, "failure") }
                    throw ScriptError(kind, message)
                }
            }
        } catch {
            var failure = error
            suspend()
            unwind(&failure, entryFrame: entryFrame)
            throw failure
        }
    }

    /// Whether `container` is an instance of the site's cached type and the cached field is
    /// one nothing observes (then it can be taken and set in the dispatch loop). Nothing of
    /// the instance is kept: a reference held here would make it look shared.
    @inline(__always)
    private func isCachedPlainField(_ container: Value, _ site: UnsafeMutablePointer<MemberSite>) -> Bool {
        guard case .instance(let instance) = container,
            instance.typePointer == site.pointee.cachedType
        else { return false }
        return instance.withType { $0.fieldIsPlain[site.pointee.cachedSlot] }
    }

    /// `value` as the site's cached field stores it, when the dispatch loop can store it
    /// itself (the cached type, no observer, a check it can make); nil otherwise.
    @inline(__always)
    private func admittedForCachedField(_ container: Value, _ value: Value, _ site: UnsafeMutablePointer<MemberSite>) -> Value? {
        guard case .instance(let instance) = container,
            instance.typePointer == site.pointee.cachedType
        else { return nil }
        let check = instance.withType { $0.fieldIsPlain[site.pointee.cachedSlot] ? $0.fieldChecks[site.pointee.cachedSlot] : nil }
        return check?.admit(value)
    }

    /// An array of `count` registers' values, copied. Out of line: inside the dispatch
    /// loop the buffer pointer's initializer was not inlined and cost tree 17 M instructions.
    @inline(never)
    private static func copyValues(_ start: UnsafeMutablePointer<Value>, count: Int) -> [Value] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    private func typeMismatch(_ value: Value, _ type: String) -> ScriptError {
        ScriptError(.typeMismatch, "cannot use a value of type '\(value.describedType)' where '\(type)' is expected")
    }

    private func builderDelegate() throws(ScriptError) -> ViewBuilderDelegate {
        guard let delegate = viewBuilderDelegate else {
            throw ScriptError(.host, "view content (a view builder) can only be built while the workbench renders")
        }
        return delegate
    }

    @inline(__always)
    private func compare(_ left: Value, _ right: Value, _ op: String) throws(ScriptError) -> Bool {
        switch op {
        case "<": return try Operations.less(left, right, op: op)
        case ">": return try Operations.less(right, left, op: op)
        case "<=": return !(try Operations.less(right, left, op: op))
        default: return !(try Operations.less(left, right, op: op))
        }
    }

    /// Two operands compared as Doubles: both Doubles, or a Double and an Int (a literal
    /// written where a Double is compared), as `Operations.less` compares them; nil for
    /// anything else, Int with Int included (compared as Ints, exactly).
    @inline(__always)
    private func numbers(_ left: Value, _ right: Value) -> (Double, Double)? {
        switch (left, right) {
        case (.double(let x), .double(let y)): return (x, y)
        case (.double(let x), .int(let y)): return (x, Double(y))
        case (.int(let x), .double(let y)): return (Double(x), y)
        default: return nil
        }
    }

    @inline(__always)
    private func fusedCompare(_ opcode: Opcode, _ left: Value, _ right: Value) throws(ScriptError) -> Bool {
        if case .int(let x) = left, case .int(let y) = right {
            switch opcode {
            case .jumpIfNotLess: return x < y
            case .jumpIfNotLessEqual: return x <= y
            case .jumpIfNotGreater: return x > y
            default: return x >= y
            }
        }
        if let (x, y) = numbers(left, right) {
            // As `compare` orders them (NaN included).
            switch opcode {
            case .jumpIfNotLess: return x < y
            case .jumpIfNotLessEqual: return !(y < x)
            case .jumpIfNotGreater: return y < x
            default: return !(x < y)
            }
        }
        switch opcode {
        case .jumpIfNotLess: return try compare(left, right, "<")
        case .jumpIfNotLessEqual: return try compare(left, right, "<=")
        case .jumpIfNotGreater: return try compare(left, right, ">")
        default: return try compare(left, right, ">=")
        }
    }

    /// `s += t` and `a += b` on a variable: appends in place when the storage is not
    /// shared, instead of building a new string or array.
    @inline(__always)
    private func appendInPlace(_ target: UnsafeMutablePointer<Value>, _ addition: Value) throws(ScriptError) -> Bool {
        switch addition {
        case .string(let suffix) where target.pointee.isString:
            var text = target.pointee.takeString()!
            text += suffix
            let size = text.utf8.count
            target.pointee = .string(text)
            if size > 1 << 20 { try checkMemory() }
            return true
        case .slice(let slice) where target.pointee.arrayCount != nil:
            return try appendInPlace(target, .array(slice.elements))
        case .array(let suffix) where target.pointee.arrayCount != nil:
            try reserveMemory(count: target.pointee.arrayCount! &+ suffix.count, bytesEach: MemoryLayout<Value>.stride)
            var elements = target.pointee.takeArray()!
            elements.append(contentsOf: suffix)
            target.pointee = .array(elements)
            return true
        default:
            return false
        }
    }

    @inline(__always)
    func checkArgumentCount(_ count: Int, of callee: UnsafeMutablePointer<FunctionCode>) throws(ScriptError) {
        guard count == callee.pointee.parameterCount else {
            throw Interpreter.argumentCountError(callee.pointee.prototype, passed: count)
        }
    }

    /// The code and captures of the closure in `slot`, read without retaining it (the
    /// slot keeps it alive while it runs); nil when the slot holds no closure.
    @inline(__always)
    func closureEntry(_ slot: UnsafeMutablePointer<Value>) -> (code: UnsafeMutablePointer<FunctionCode>, captures: UnsafeMutablePointer<Value>)? {
        guard case .closure(let closure) = slot.pointee else { return nil }
        return (closure.code, closure.captures)
    }

    /// The box of a captured variable.
    @inline(__always)
    func capturedBox(_ capture: UnsafeMutablePointer<Value>) throws(ScriptError) -> Box {
        guard case .capture(let box) = capture.pointee else { throw ScriptError(.host, "internal: a captured variable without its box") }
        return box
    }

    /// `slot.pointee = source.pointee`, without reference counting when both hold plain
    /// data (the common case of Ints and Bools moving between registers).
    @inline(__always)
    func copy(_ source: UnsafeMutablePointer<Value>, to slot: UnsafeMutablePointer<Value>) {
        if isPlainData(source), isPlainData(slot) {
            // As bytes: copying the value as a `Value` calls its outlined copy function
            // (a call that does nothing for plain data, but makes the dispatch loop save
            // and reload its registers around it).
            UnsafeMutableRawPointer(slot).copyMemory(from: source, byteCount: MemoryLayout<Value>.size)
        } else {
            slot.pointee = source.pointee
        }
    }

    /// `===`: the same object, or both nil.
    static func identical(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.instance(let x), .instance(let y)): x === y
        case (.null, .null): true
        case (.host(let x), .host(let y)): x === y
        default: false
        }
    }

    /// Whether the value in `slot` is nil, a Bool, an Int or a Double: nothing to retain
    /// or release.
    @inline(__always)
    func isPlainData(_ slot: UnsafeMutablePointer<Value>) -> Bool {
        switch slot.pointee {
        case .null, .bool, .int, .double: true
        default: false
        }
    }

    /// The value in `slot`, moved out, leaving nil there.
    @inline(__always)
    func takeOut(_ slot: UnsafeMutablePointer<Value>) -> Value {
        let value = slot.move()
        slot.initialize(to: .null)
        return value
    }

    /// Moves `value` into `slot`, releasing what the slot held (nothing to do for plain
    /// data). The value is consumed, so nothing of it is left for the caller to destroy.
    @inline(__always)
    func place(_ value: consuming Value, into slot: UnsafeMutablePointer<Value>) {
        switch slot.pointee {
        case .null, .bool, .int, .double: break
        default: slot.deinitialize(count: 1)
        }
        slot.initialize(to: value)
    }

    /// Writes a scalar into a register without running the destructor of the value it
    /// replaces when that value is a scalar too (the common case in arithmetic).
    @inline(__always)
    func storeTrivial(_ slot: UnsafeMutablePointer<Value>, _ value: Value) {
        switch slot.pointee {
        case .null, .bool, .int, .double: slot.initialize(to: value)
        default: slot.pointee = value
        }
    }

    /// Makes a sequence iterable: arrays and ranges as they are, a dictionary as its
    /// `(key, value)` pairs, a string as its characters.
    func iterable(_ sequence: Value) throws(ScriptError) -> Value {
        switch sequence {
        case .array, .range: return sequence
        case .slice(let slice): return .array(slice.elements)
        case .set(let set): return .array(set.elements)
        case .dictionary(let storage):
            return .array(zip(storage.keys, storage.values).map { .tuple(TupleStorage(elements: [$0.0, $0.1], labels: ["key", "value"])) })
        case .string(let text):
            return .array(text.map { .string(String($0)) })
        case .instance:
            if let elements = try sequenceElements(sequence) { return .array(elements) }
            fallthrough
        default:
            throw ScriptError(.typeMismatch, "'for ... in' needs a sequence (an array, a range, a dictionary or a string), found '\(sequence.describedType)'")
        }
    }

    func makeDictionary(_ start: UnsafeMutablePointer<Value>, pairs: Int) throws(ScriptError) -> Value {
        // Literals are mostly small: their keys are compared with each other directly (a
        // set only past 32 entries), and the storage is made once, with room for exactly
        // its entries.
        var keys: [Value] = []
        var values: [Value] = []
        keys.reserveCapacity(pairs)
        values.reserveCapacity(pairs)
        var seen: Set<DictionaryKey>? = pairs > 32 ? [] : nil
        for index in 0..<pairs {
            let key = start[2 * index]
            guard let hashable = DictionaryKey(key) else {
                throw ScriptError(.typeMismatch, "a dictionary key must be a String, Int, Double or Bool, found '\(key.describedType)'")
            }
            let isRepeated = seen != nil ? !seen!.insert(hashable).inserted : keys.contains(where: hashable.matches)
            if isRepeated {
                throw ScriptError(.invalidArgument, "the dictionary literal has the key \(Formatting.describe(.array([key])).dropFirst().dropLast()) twice")
            }
            keys.append(key)
            values.append(start[2 * index + 1])
        }
        return .dictionary(DictionaryStorage.make(keys: keys, values: values))
    }

    func makeRange(_ lower: Value, _ upper: Value, closed: Bool) throws(ScriptError) -> Value {
        guard case .int(let low) = lower, case .int(let high) = upper else {
            if let continuous = try ContinuousRangeObject.make(lower, upper, closed: closed) { return continuous }
            throw ScriptError(.typeMismatch, "the bounds of a range must be Int, found '\(lower.describedType)' and '\(upper.describedType)'")
        }
        guard low <= high else {
            throw ScriptError(.invalidArgument, "a range needs its lower bound <= its upper bound, found \(low)\(closed ? "..." : "..<")\(high)")
        }
        if closed && high == Int.max { throw ScriptError(.overflow, "a closed range cannot end at Int.max") }
        return .range(RangeStorage(lowerBound: low, upperBound: high, isClosed: closed))
    }
}
