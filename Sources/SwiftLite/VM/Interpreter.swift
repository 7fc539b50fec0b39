#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a compiled program: its top-level code, its functions, the closures the host
/// holds (actions), with the limits of one run.
///
/// One interpreter keeps a program's globals between calls, so the host can run the
/// top-level code once and then call `body()` or an action any number of times. It is
/// not thread-safe: use it from one thread at a time.
public final class Interpreter {
    /// An activation of a script function.
    struct Frame {
        /// The function running.
        var code: UnsafeMutablePointer<FunctionCode>
        /// The running closure's captures (see `Closure.captures`); nil for top-level code
        /// and functions. The closure stays alive in its caller's register or the entry's slot.
        var captures: UnsafeMutablePointer<Value>?
        /// The next instruction, once the frame is suspended by a call: a pointer, so that
        /// suspending and resuming compute nothing.
        var next: UnsafePointer<Instruction>
        /// The frame's first register in the stack.
        var base: Int
        /// The stack slot that receives the result.
        var returnSlot: Int
        /// Whether returning from it ends a run loop (an entry from host code).
        var isEntry: Bool

        /// The index of the next instruction, once the frame is suspended by a call.
        var pc: Int { next - UnsafePointer(code.pointee.instructions!) }

        /// The prototype running, for names and locations.
        var prototype: FunctionPrototype { code.pointee.prototype }
    }

    /// The program.
    public let program: CompiledProgram
    /// The limits of one run (see `beginRun()`).
    public var limits: Limits
    /// Where the non-deterministic built-ins get their results.
    public var nondeterminism: NondeterminismLog
    /// Receives the events of view-builder closures.
    public weak var viewBuilderDelegate: ViewBuilderDelegate?
    /// Receives what `print` writes (a line, without its terminator already added).
    public var printHandler: (String) -> Void = { text in
        var output = text
        output.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    var stack: UnsafeMutablePointer<Value>
    var stackCapacity: Int
    var frames: UnsafeMutablePointer<Frame>
    var frameCapacity: Int
    var frameCount = 0
    var globals: [Value]
    var globalsInitialized: [Bool]
    /// Instructions left in the current run.
    var budget: Int
    /// How many run loops are active (natives calling back into scripts nest them).
    var runLoopDepth = 0
    /// The heap size when the run began, for the memory limit.
    var heapBaseline = 0
    /// Implicit members (`.red`) by name index, created once.
    var implicitMemberCache: [Value?]
    /// The program's functions in fixed memory: a direct call reads its callee without the
    /// bounds check and reference counting of an array access.
    let functionTable: UnsafeMutablePointer<UnsafeMutablePointer<FunctionCode>>
    /// The program's member and method sites, with what this interpreter learned at each
    /// (the inline caches), in fixed memory.
    let memberSites: UnsafeMutablePointer<MemberSite>
    let methodSites: UnsafeMutablePointer<MethodSite>
    /// Per entry of the program's type table, the quick test `checkInstance` makes before
    /// the full one (a declared type's pointer): no copy of the indirect descriptor.
    let typeTests: UnsafeMutablePointer<TypeInfo.FieldCheck>
    /// The program's enum case sites as the dispatch loop reads them, in fixed memory.
    let caseTests: UnsafeMutablePointer<CaseTest>

    /// The deepest nesting of run loops (a native calling a closure calling a native...),
    /// which bounds the host's own stack use whatever the call-depth limit is. Each level
    /// costs about 40 KB of stack in a debug build (far less optimized), so 100 levels stay
    /// well within a main thread's 8 MB.
    static let maximumRunLoopDepth = 100

    /// Creates an interpreter for a program.
    public init(program: CompiledProgram, limits: Limits = .standard, nondeterminism: NondeterminismLog = NondeterminismLog()) {
        self.program = program
        self.limits = limits
        self.nondeterminism = nondeterminism
        stackCapacity = 4096
        stack = .allocate(capacity: stackCapacity)
        stack.initialize(repeating: .null, count: stackCapacity)
        frameCapacity = 64
        frames = .allocate(capacity: frameCapacity)
        globals = [Value](repeating: .null, count: program.globalNames.count)
        globalsInitialized = [Bool](repeating: false, count: program.globalNames.count)
        budget = limits.instructions
        implicitMemberCache = [Value?](repeating: nil, count: program.names.count)
        heapBaseline = Interpreter.heapBytes()
        functionTable = .allocate(capacity: max(1, program.functionPrototypes.count))
        functionTable.initialize(from: program.functionPrototypes.map(\.executable), count: program.functionPrototypes.count)
        memberSites = .allocate(capacity: max(1, program.memberSites.count))
        memberSites.initialize(from: program.memberSites, count: program.memberSites.count)
        methodSites = .allocate(capacity: max(1, program.methodSites.count))
        methodSites.initialize(from: program.methodSites, count: program.methodSites.count)
        typeTests = .allocate(capacity: max(1, program.types.count))
        typeTests.initialize(from: program.types.map(TypeInfo.FieldCheck.init), count: program.types.count)
        caseTests = .allocate(capacity: max(1, program.enumCaseSites.count))
        caseTests.initialize(from: program.enumCaseSites.map(CaseTest.init), count: program.enumCaseSites.count)
        assert(MemoryLayout<InstanceHeader>.offset(of: \InstanceHeader.type) == 0, "Instance.isCase reads the type at the header's start")
    }

    deinit {
        memberSites.deinitialize(count: program.memberSites.count)
        memberSites.deallocate()
        methodSites.deinitialize(count: program.methodSites.count)
        methodSites.deallocate()
        functionTable.deallocate()
        typeTests.deallocate()
        caseTests.deallocate()
        stack.deinitialize(count: stackCapacity)
        stack.deallocate()
        frames.deinitialize(count: frameCount)
        frames.deallocate()
    }

    // MARK: - Entry points

    /// Starts a run: resets the instruction budget and the memory baseline. The host
    /// calls it before loading a program and before each action.
    public func beginRun() {
        budget = limits.instructions
        heapBaseline = Interpreter.heapBytes()
    }

    /// Runs every file's top-level code, in order.
    public func runTopLevel() throws(ScriptError) {
        for prototype in program.topLevel {
            _ = try invoke(prototype: prototype, closure: nil, arguments: [])
        }
    }

    /// Calls a top-level function by name.
    public func callFunction(named name: String, _ arguments: [Value] = []) throws(ScriptError) -> Value {
        guard let index = program.functionIndexByName[name] else {
            throw ScriptError(.unknownMember, "the program has no function '\(name)'")
        }
        return try invoke(prototype: program.functionPrototypes[index], closure: nil, arguments: arguments)
    }

    /// Calls a function value (a closure the script gave the host, or a native) with
    /// positional arguments. Natives use it to call the closures passed to them.
    public func call(_ callee: Value, _ arguments: [Value]) throws(ScriptError) -> Value {
        switch callee {
        case .closure(let closure):
            return try invoke(prototype: closure.prototype, closure: closure, arguments: arguments)
        case .native(let native):
            var call = NativeCall(
                interpreter: self, signatureIndex: 0, arguments: arguments.map { $0 }, labels: arguments.map { _ in nil })
            return try native.implementation(&call)
        default:
            throw ScriptError(.notCallable, "cannot call a value of type '\(callee.describedType)'")
        }
    }

    /// The value of a top-level variable, when it has been initialized.
    public func global(named name: String) -> Value? {
        guard let slot = program.globalNames.firstIndex(of: name), globalsInitialized[slot] else { return nil }
        return globals[slot]
    }

    /// The file and position of the innermost script frame's current instruction.
    public var currentCallSite: (file: String, location: SourceLocation) {
        guard frameCount > 0 else { return ("", SourceLocation(line: 0, column: 0)) }
        let frame = frames[frameCount - 1]
        let index = max(0, min(frame.pc - 1, frame.prototype.locations.count - 1))
        let location = frame.prototype.locations.isEmpty ? frame.prototype.location : frame.prototype.locations[index]
        return (program.file(at: frame.prototype.fileIndex).name, location)
    }

    /// The name of the innermost script function running (for hosts that annotate).
    public var currentFunctionName: String? {
        frameCount > 0 ? frames[frameCount - 1].prototype.name : nil
    }

    /// Runs a prototype as an entry from host code, in a run loop of its own.
    func invoke(prototype: FunctionPrototype, closure: Closure?, arguments: [Value]) throws(ScriptError) -> Value {
        try invoke(prototype: prototype, closure: closure, argumentCount: arguments.count) { slots in
            for (index, argument) in arguments.enumerated() { slots[index] = argument }
        }
    }

    /// `invoke` with one argument: what `map`, `filter` and the other library methods pass
    /// their closure for every element, without an array made for each call.
    func invoke(prototype: FunctionPrototype, closure: Closure?, argument: Value) throws(ScriptError) -> Value {
        try invoke(prototype: prototype, closure: closure, argumentCount: 1) { $0.pointee = argument }
    }

    @inline(__always)
    func invoke(
        prototype: FunctionPrototype, closure: Closure?, argumentCount: Int, placeArguments: (UnsafeMutablePointer<Value>) -> Void
    ) throws(ScriptError) -> Value {
        guard argumentCount == prototype.parameterCount else {
            throw Interpreter.argumentCountError(prototype, passed: argumentCount)
        }
        guard runLoopDepth < Interpreter.maximumRunLoopDepth else {
            throw ScriptError(.callDepthLimit, "calls nest too deeply through library functions (more than \(Interpreter.maximumRunLoopDepth) levels)")
        }
        budget -= prototype.executable.pointee.callCost
        if budget <= 0 { throw instructionLimitError() }
        let slot = stackTop
        try ensureStack(slot + 1 + argumentCount + prototype.executable.pointee.registerCount)
        stack[slot] = closure.map { .closure($0) } ?? .null
        placeArguments(stack + slot + 1)
        try pushFrame(code: prototype.executable, captures: closure?.captures, base: slot + 1, returnSlot: slot, isEntry: true)
        runLoopDepth += 1
        // The outermost entry makes this the thread's interpreter (`ActiveInterpreter`).
        let previous: UnsafeMutableRawPointer? = runLoopDepth == 1 ? ActiveInterpreter.set(self) : nil
        defer {
            runLoopDepth -= 1
            if runLoopDepth == 0 { ActiveInterpreter.restore(previous) }
        }
        let result = try execute()
        stack[slot] = .null
        return result
    }

    /// The first stack slot above the innermost frame's registers.
    var stackTop: Int {
        guard frameCount > 0 else { return 0 }
        let frame = frames[frameCount - 1]
        return frame.base + frame.code.pointee.registerCount
    }

    // MARK: - Frames and the stack

    func ensureStack(_ needed: Int) throws(ScriptError) {
        guard needed > stackCapacity else { return }
        var newCapacity = stackCapacity
        while newCapacity < needed { newCapacity *= 2 }
        let newStack = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        newStack.moveInitialize(from: stack, count: stackCapacity)
        (newStack + stackCapacity).initialize(repeating: .null, count: newCapacity - stackCapacity)
        stack.deallocate()
        stack = newStack
        stackCapacity = newCapacity
    }

    /// Pushes a frame for `code` and returns it.
    @inline(__always) @discardableResult
    func pushFrame(code: UnsafeMutablePointer<FunctionCode>, captures: UnsafeMutablePointer<Value>?, base: Int, returnSlot: Int, isEntry: Bool) throws(ScriptError) -> Frame {
        if frameCount >= limits.callDepth {
            throw ScriptError(
                .callDepthLimit,
                "the call depth limit (\(limits.callDepth) calls) was exceeded: is '\(code.pointee.prototype.name)' calling itself without end?")
        }
        let registerCount = code.pointee.registerCount
        if base + registerCount > stackCapacity { try ensureStack(base + registerCount) }
        if frameCount == frameCapacity { growFrames() }
        let frame = Frame(code: code, captures: captures, next: UnsafePointer(code.pointee.instructions!), base: base, returnSlot: returnSlot, isEntry: isEntry)
        (frames + frameCount).initialize(to: frame)
        frameCount += 1
        return frame
    }

    private func growFrames() {
        let newCapacity = frameCapacity * 2
        let newFrames = UnsafeMutablePointer<Frame>.allocate(capacity: newCapacity)
        newFrames.moveInitialize(from: frames, count: frameCount)
        frames.deallocate()
        frames = newFrames
        frameCapacity = newCapacity
    }

    /// Pops the innermost frame, releasing what its registers held.
    @inline(__always)
    func popFrame() {
        popFrame(frames[frameCount - 1])
    }

    /// Pops the innermost frame, `frame` (a copy the caller has at hand, so that it is
    /// not read again), releasing what its registers held. A frame is plain data: nothing
    /// of it needs releasing.
    @inline(__always)
    func popFrame(_ frame: Frame) {
        frameCount -= 1
        if frame.code.pointee.holdsOnlyScalars { return }
        let registers = stack + frame.base
        let count = frame.code.pointee.registerCount
        // An `inout` parameter or a mutating method's `self` is left in its register: the
        // caller reads it back from there. Those are among the first 64 registers, so only
        // the registers up to the last of them are tested, out of line; the rest (all of
        // them in most frames) are cleared without a test each, which was 7 instructions a
        // register.
        let kept = frame.code.pointee.writtenBackParameters
        let tested = kept == 0 ? 0 : clearRegisters(registers, count: count, keeping: kept)
        for index in tested..<count {
            clearUnlessPlainData(registers + index)
        }
    }

    /// Clears the registers up to the last one `kept` names, except those it names;
    /// returns how many registers it went through.
    @inline(never)
    private func clearRegisters(_ registers: UnsafeMutablePointer<Value>, count: Int, keeping kept: UInt64) -> Int {
        let tested = min(count, 64 - kept.leadingZeroBitCount)
        for index in 0..<tested where kept & (1 << UInt64(index)) == 0 {
            clearUnlessPlainData(registers + index)
        }
        return tested
    }

    /// Leaves nil in a register that holds a reference. Plain data is left in place: it
    /// holds nothing, and every frame writes a register before reading it (see
    /// `ScalarFrames`).
    @inline(__always)
    private func clearUnlessPlainData(_ slot: UnsafeMutablePointer<Value>) {
        switch slot.pointee {
        case .null, .bool, .int, .double: return
        default: slot.pointee = .null
        }
    }

    /// Adds the frames from the innermost down to the run loop's entry frame to the
    /// error's trace, and pops them.
    func unwind(_ error: inout ScriptError, entryFrame: Int) {
        for index in stride(from: frameCount - 1, through: entryFrame, by: -1) {
            let frame = frames[index]
            let prototype = frame.prototype
            guard prototype.fileIndex < program.files.count else {
                // The standard library's code (`Result.map`): the error is the caller's.
                restoreTakenValues(of: frame)
                continue
            }
            let instruction = max(0, min(frame.pc - 1, prototype.locations.count - 1))
            var location = prototype.locations.isEmpty ? prototype.location : prototype.locations[instruction]
            let file = program.files[prototype.fileIndex]
            if let inlined = prototype.inlinedClosures.first(where: { $0.instructions.contains(instruction) }) {
                error.frames.append(StackFrame(function: "closure", file: file.name, location: location))
                if error.sourceLine == nil { error.sourceLine = file.line(Int(location.line)) }
                location = inlined.callSite
            }
            error.frames.append(StackFrame(function: prototype.name, file: file.name, location: location))
            if error.sourceLine == nil { error.sourceLine = file.line(Int(location.line)) }
            restoreTakenValues(of: frame)
        }
        while frameCount > entryFrame { popFrame() }
    }

    /// Puts back the values an interrupted in-place mutation had taken out of their
    /// storage (see `Restoration`), innermost first.
    private func restoreTakenValues(of frame: Frame) {
        let failing = frame.pc - 1
        let registers = stack + frame.base
        for restoration in frame.prototype.restorations where restoration.instructions.contains(failing) {
            let value = registers[Int(restoration.value)]
            switch restoration.storage {
            case .global(let slot):
                globals[Int(slot)] = value
            case .box(let register):
                if case .capture(let box) = registers[Int(register)] { box.value = value }
            case .capture(let slot):
                if let captures = frame.captures, case .capture(let box) = captures[Int(slot)] { box.value = value }
            case .element(let container, let key):
                try? Subscripts.set(registers + Int(container), registers[Int(key)], value, interpreter: self)
            }
        }
    }

    // MARK: - Limits

    /// The process's resident memory, from /proc/self/statm (0 where that is missing).
    /// Growth of it during a run approximates the memory script values hold.
    static func heapBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        // "size resident shared ...": the second field, in pages.
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Throws when the heap grew by more than the memory limit since the run began.
    func checkMemory() throws(ScriptError) {
        let used = Interpreter.heapBytes() - heapBaseline
        if used > limits.memoryBytes {
            throw ScriptError(
                .memoryLimit,
                "the script's values use more than the memory limit (\(limits.memoryBytes >> 20) MB); is a collection growing without end?")
        }
    }

    /// Refuses a single allocation of `bytes` that would exceed the memory limit, before
    /// making it.
    func reserveMemory(_ bytes: Int) throws(ScriptError) {
        if bytes > limits.memoryBytes || (bytes > 1 << 20 && Interpreter.heapBytes() - heapBaseline + bytes > limits.memoryBytes) {
            throw ScriptError(
                .memoryLimit, "this would need more than the memory limit (\(limits.memoryBytes >> 20) MB) for script values")
        }
    }

    /// The text `print` writes for a value. A value whose containers are shared over and
    /// over describes to far more text than it holds: the text is refused as soon as it is
    /// longer than the memory limit, or than the instructions left could pay for. Hosts
    /// describe script values through this during a run, never unbounded.
    public func describe(_ value: Value) throws(ScriptError) -> String {
        var text = ""
        try writeDescription(of: value, to: &text)
        return text
    }

    /// Appends `print`'s text for a value, refused as `describe` refuses it.
    func writeDescription(of value: Value, to text: inout String) throws(ScriptError) {
        // A string is copied as it is, like `+`: only the memory limit applies.
        if case .string(let string) = value {
            text += string
            return
        }
        let limit = descriptionLimit(budget: budget)
        Formatting.write(value, to: &text, nested: false, limit: limit)
        try checkDescription(length: text.utf8.count, budget: budget)
    }

    /// The longest text a description may reach: the memory limit, or what the budget
    /// left pays for at one instruction per 4 bytes, whichever is less. (Copying library
    /// calls are charged per 16 bytes, LibraryWork.swift; a description is written element
    /// by element, about 25 MB/s, so the limit's worst case stays near a second.)
    func descriptionLimit(budget: Int) -> Int {
        let (affordable, overflow) = max(0, budget).multipliedReportingOverflow(by: 4)
        return overflow ? limits.memoryBytes : min(limits.memoryBytes, affordable)
    }

    /// Throws the limit's error when a description passed `descriptionLimit`.
    func checkDescription(length: Int, budget: Int) throws(ScriptError) {
        guard length > descriptionLimit(budget: budget) else { return }
        if length > limits.memoryBytes { try reserveMemory(length) }
        throw instructionLimitError()
    }

    /// Charges the instruction budget for work a host function does on script values (one
    /// instruction per element it converts, say), so that a value which unfolds to far
    /// more than it holds ends at the run's limits like the script's own work. Throws the
    /// instruction limit's error, or the memory limit's (checked as the script's loops are).
    public func chargeHostWork(_ instructions: Int) throws(ScriptError) {
        let before = budget
        budget &-= instructions
        if budget <= 0 { throw instructionLimitError() }
        if (before ^ budget) >> 18 != 0 { try checkMemory() }
    }

    /// Refuses `count` values of `bytesEach` bytes when they would exceed the memory limit
    /// (a count too large to multiply is refused too).
    func reserveMemory(count: Int, bytesEach: Int) throws(ScriptError) {
        let (bytes, overflow) = max(0, count).multipliedReportingOverflow(by: bytesEach)
        try reserveMemory(overflow ? .max : bytes)
    }

    /// `the closure takes 1 argument, but 2 were passed`.
    static func argumentCountError(_ prototype: FunctionPrototype, passed: Int) -> ScriptError {
        let callee = prototype.isNamedFunction ? "'\(prototype.name)'" : "the \(prototype.name)"
        let expected = prototype.parameterCount
        return ScriptError(
            .wrongArguments,
            "\(callee) takes \(expected) argument\(expected == 1 ? "" : "s"), but \(passed) \(passed == 1 ? "was" : "were") passed")
    }

    func instructionLimitError() -> ScriptError {
        ScriptError(
            .instructionLimit,
            "the instruction limit (\(limits.instructions) per run) was exceeded: is a loop running without end?")
    }
}

/// An enum case site as the dispatch loop tests and makes values of it: plain data, read
/// without copying the site (its name and type would be retained and released).
struct CaseTest {
    /// The enum (an opaque `TypeInfo` pointer); nil when the compiler could not tell.
    let type: UnsafeRawPointer?
    let caseIndex: Int32
    let payloadCount: Int32

    init(_ site: EnumCaseSite) {
        type = site.type.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        caseIndex = Int32(site.caseIndex)
        payloadCount = Int32(site.payloadCount)
    }
}
