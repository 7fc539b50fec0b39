/// The global functions, type conversions and static members every script can use.
enum StandardLibrary {
    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: HostEnvironment) {
        defer { installVersion2(in: environment) }
        environment.define(NativeFunction(name: "print", signatures: [], implementation: print))
        for name in ["min", "max"] {
            environment.define(
                NativeFunction(name: name, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    var values = call.arguments.compactMap { $0 }
                    guard values.count >= 2 else { throw ScriptError(.wrongArguments, "'\(name)' needs at least two values") }
                    // `max(2, 1.5)` compares Doubles and gives one, as Swift's literals would.
                    if values.contains(where: { if case .double = $0 { return true }; return false }) {
                        values = values.map { if case .int(let number) = $0 { return .double(Double(number)) }; return $0 }
                    }
                    var best = values[0]
                    for value in values.dropFirst() {
                        let better = name == "min" ? try Operations.less(value, best) : try Operations.less(best, value)
                        if better { best = value }
                    }
                    return best
                })
        }
        environment.define(
            NativeFunction(name: "abs", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                switch call.argument(0) {
                case .int(let value):
                    guard value != Int.min else { throw ScriptError(.overflow, "arithmetic overflow: abs(\(value)) does not fit in an Int") }
                    return .int(abs(value))
                case .double(let value): return .double(abs(value))
                default: throw ScriptError(.typeMismatch, "'abs' needs a number, found '\(call.argument(0).describedType)'")
                }
            })
        environment.define(
            NativeFunction(name: "fatalError", signatures: [Signature([Parameter(nil, optional: true)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                let message = call.has(0) ? try call.interpreter.describe(call.argument(0)) : "fatal error"
                throw ScriptError(.fatalError, message)
            })
        for name in ["precondition", "assert"] {
            environment.define(
                NativeFunction(name: name, signatures: [Signature([Parameter(nil), Parameter(nil, optional: true)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    if try !Operations.truth(call.argument(0)) {
                        let message = call.has(1) ? try call.interpreter.describe(call.argument(1)) : "\(name) failed"
                        throw ScriptError(.fatalError, message)
                    }
                    return .null
                })
        }
        environment.define(
            NativeFunction(name: "zip", signatures: [Signature([Parameter(nil), Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // `zip(1..., names)`: an endless range gives as many values as the other has.
                let (first, second) = try zipElements(call.argument(0), call.argument(1), call.interpreter)
                try call.interpreter.reserveMemory(count: min(first.count, second.count), bytesEach: MemoryLayout<Value>.stride * 3)
                return .array(zip(first, second).map { .tuple(TupleStorage(elements: [$0, $1], labels: [nil, nil])) })
            })
        environment.define(
            NativeFunction(
                name: "stride",
                signatures: [
                    Signature([Parameter("from"), Parameter("to"), Parameter("by")]),
                    Signature([Parameter("from"), Parameter("through"), Parameter("by")]),
                ],
                implementation: stride))
        installConversions(in: environment)
        installStrings(in: environment)
        FixedWidthIntegers.install(in: environment)
        installStatics(in: environment)
        installMath(in: environment)
    }

    private static func print(_ call: inout NativeCall) throws(ScriptError) -> Value {
        // The separator and terminator come after the values, so they are read first.
        var separator = " "
        var terminator = "\n"
        var values: [Value] = []
        for (index, argument) in call.arguments.enumerated() {
            let value = argument ?? .null
            switch call.labels[index] {
            case "separator"?:
                guard case .string(let given) = value else { throw ScriptError(.typeMismatch, "'separator:' needs a String") }
                separator = given
            case "terminator"?:
                guard case .string(let given) = value else { throw ScriptError(.typeMismatch, "'terminator:' needs a String") }
                terminator = given
            case nil:
                values.append(value)
            case let label?:
                throw ScriptError(.wrongArguments, "'print' has no argument label '\(label):'; it takes values, 'separator:' and 'terminator:'")
            }
        }
        var text = ""
        for (index, value) in values.enumerated() {
            if index > 0 { text += separator }
            try call.interpreter.writeDescription(of: value, to: &text)
        }
        call.interpreter.printHandler(text + terminator)
        return .null
    }

    private static func stride(_ call: inout NativeCall) throws(ScriptError) -> Value {
        let inclusive = call.signatureIndex == 1
        switch (call.argument(0), call.argument(1), call.argument(2)) {
        case (.int(let start), .int(let end), .int(let step)):
            guard step != 0 else { throw ScriptError(.invalidArgument, "stride's step cannot be 0") }
            // Counted without trapping: a distance too large for an Int is too large to hold.
            let (distance, distanceOverflows) = end.subtractingReportingOverflow(start)
            let (steps, stepsOverflow) = distance.dividedReportingOverflow(by: step)
            let count = distanceOverflows || stepsOverflow || steps == Int.max ? Int.max : max(0, steps) + 1
            try call.interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
            let values = inclusive ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { .int($0) })
        default:
            guard let start = number(call.argument(0)), let end = number(call.argument(1)), let step = number(call.argument(2)), step != 0 else {
                throw ScriptError(.invalidArgument, "stride needs numbers and a step other than 0")
            }
            // A NaN bound or step compares false with everything: Swift's stride would
            // never end, nor would one from or to infinity.
            guard start.isFinite, end.isFinite, step.isFinite else {
                throw ScriptError(.invalidArgument, "stride needs finite numbers, found from: \(start), to: \(end), by: \(step)")
            }
            let steps = ((end - start) / step).rounded(.down) + 1
            let count = steps.isNaN ? 0 : Int(min(1e15, max(0, steps)))
            try call.interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
            let values = inclusive ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { .double($0) })
        }
    }

    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// The elements of an array, a range, a string or a dictionary, as `for ... in` sees them.
    static func sequenceElements(_ value: Value, _ interpreter: Interpreter) throws(ScriptError) -> [Value] {
        switch try interpreter.iterable(value) {
        case .array(let elements): return elements
        case .range(let range):
            return try range.elements(interpreter)
        default: return []
        }
    }

    /// The two sequences `zip` pairs; a one-sided range (`1...`) is as long as the other.
    private static func zipElements(_ first: Value, _ second: Value, _ interpreter: Interpreter) throws(ScriptError) -> ([Value], [Value]) {
        func endlessStart(_ value: Value) -> Int? {
            if case .range(let range) = value, range.partial == .from { return range.lowerBound }
            return nil
        }
        func values(from start: Int, count: Int) throws(ScriptError) -> [Value] {
            try interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
            return (0..<count).map { .int(start &+ $0) }
        }
        switch (endlessStart(first), endlessStart(second)) {
        case (let start?, nil):
            let other = try sequenceElements(second, interpreter)
            return (try values(from: start, count: other.count), other)
        case (nil, let start?):
            let other = try sequenceElements(first, interpreter)
            return (other, try values(from: start, count: other.count))
        case (_?, _?):
            throw ScriptError(.invalidArgument, "'zip' of two endless ranges never ends")
        case (nil, nil):
            return (try sequenceElements(first, interpreter), try sequenceElements(second, interpreter))
        }
    }

    // MARK: - Conversions

    private static func installConversions(in environment: HostEnvironment) {
        environment.define(
            NativeFunction(
                name: "Int",
                signatures: [
                    Signature([Parameter(nil)]), Signature([Parameter(nil), Parameter("radix")]), Signature([]), Signature([Parameter("exactly")]),
                ]
            ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                if call.arguments.isEmpty { return .int(0) }
                if call.signatureIndex == 3 { return try exactInteger(call.argument(0)) }
                switch call.argument(0) {
                case .int: return call.argument(0)
                case .double(let value):
                    guard value.isFinite, value > -9.3e18, value < 9.3e18, let converted = Int(exactly: value.rounded(.towardZero)) else {
                        throw ScriptError(.overflow, "\(value) cannot be converted to an Int: it is not finite or too large")
                    }
                    return .int(converted)
                case .string(let text):
                    var radix = 10
                    if call.signatureIndex == 1 {
                        guard case .int(let given) = call.argument(1), (2...36).contains(given) else {
                            throw ScriptError(.invalidArgument, "'radix:' must be an Int from 2 to 36")
                        }
                        radix = given
                    }
                    return Int(text, radix: radix).map { .int($0) } ?? .null
                case .bool(let flag): return .int(flag ? 1 : 0)
                default: throw ScriptError(.typeMismatch, "'Int(_:)' cannot convert a value of type '\(call.argument(0).describedType)'")
                }
            })
        environment.define(
            NativeFunction(name: "Double", signatures: [Signature([Parameter(nil)]), Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                if call.arguments.isEmpty { return .double(0) }
                switch call.argument(0) {
                case .double: return call.argument(0)
                case .int(let value): return .double(Double(value))
                case .string(let text): return Double(text).map { .double($0) } ?? .null
                default: throw ScriptError(.typeMismatch, "'Double(_:)' cannot convert a value of type '\(call.argument(0).describedType)'")
                }
            })
        environment.define(
            NativeFunction(name: "Bool", signatures: [Signature([Parameter(nil)]), Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                if call.arguments.isEmpty { return .bool(false) }
                switch call.argument(0) {
                case .bool: return call.argument(0)
                case .string("true"): return .bool(true)
                case .string("false"): return .bool(false)
                case .string: return .null
                default: throw ScriptError(.typeMismatch, "'Bool(_:)' cannot convert a value of type '\(call.argument(0).describedType)'")
                }
            })
        environment.define(
            NativeFunction(
                name: "Array", signatures: [Signature([Parameter(nil)]), Signature([Parameter("repeating"), Parameter("count")]), Signature([])]
            ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                if call.arguments.isEmpty { return .array([]) }
                if call.signatureIndex == 1 {
                    guard case .int(let count) = call.argument(1), count >= 0 else {
                        throw ScriptError(.invalidArgument, "'Array(repeating:count:)' needs a count >= 0")
                    }
                    try call.interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
                    return .array(Array(repeating: call.argument(0), count: count))
                }
                return .array(try sequenceElements(call.argument(0), call.interpreter))
            })
        environment.define(
            NativeFunction(name: "Dictionary", signatures: [Signature([])]) { (_: inout NativeCall) throws(ScriptError) -> Value in
                .dictionary(DictionaryStorage.empty())
            })
        environment.define(
            NativeFunction(name: "UUID", signatures: [Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                .host(UUIDObject(text: try call.interpreter.nondeterminism.uuid()))
            })
        environment.define(
            NativeFunction(name: "URL", signatures: [Signature([Parameter("string")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // A URL is its string, which `Link(destination:)` shows; scripts open nothing.
                guard case .string(let text) = call.argument(0) else {
                    throw ScriptError(.typeMismatch, "'URL(string:)' needs a String, found '\(call.argument(0).describedType)'")
                }
                return text.isEmpty ? .null : .string(text)
            })
        environment.define(
            NativeFunction(name: "Locale", signatures: [Signature([Parameter("identifier")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // A locale is its identifier, as the environment's `\.locale` is: scripts format
                // with Swift's defaults whatever locale a view is given.
                guard case .string(let identifier) = call.argument(0) else {
                    throw ScriptError(.typeMismatch, "'Locale(identifier:)' needs a String, found '\(call.argument(0).describedType)'")
                }
                return .string(identifier)
            })
        environment.define(
            NativeFunction(
                name: "Date",
                signatures: [
                    Signature([]), Signature([Parameter("timeIntervalSince1970")]), Signature([Parameter("timeIntervalSinceNow")]),
                    Signature([Parameter("timeIntervalSinceReferenceDate")]),
                ]
            ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // A date is its seconds since 1970; sample data writes fixed ones this way.
                guard call.signatureIndex > 0 else { return .double(try call.interpreter.nondeterminism.now()) }
                let seconds: Double
                switch call.argument(0) {
                case .int(let number): seconds = Double(number)
                case .double(let number): seconds = number
                case let other: throw ScriptError(.typeMismatch, "'Date(\(call.signatureIndex == 1 ? "timeIntervalSince1970" : call.signatureIndex == 2 ? "timeIntervalSinceNow" : "timeIntervalSinceReferenceDate"):)' needs a number of seconds, found '\(other.describedType)'")
                }
                switch call.signatureIndex {
                case 1: return .double(seconds)
                case 2: return .double(try call.interpreter.nondeterminism.now() + seconds)
                default: return .double(seconds + 978_307_200)  // 2001-01-01, Foundation's reference date
                }
            })
    }

    /// `Int(exactly:)`: the Int a number equals, nil when it has a fraction or is out of
    /// range.
    static func exactInteger(_ value: Value) throws(ScriptError) -> Value {
        switch value {
        case .int: return value
        case .double(let number): return Int(exactly: number).map { .int($0) } ?? .null
        default: throw ScriptError(.typeMismatch, "'Int(exactly:)' needs a number, found '\(value.describedType)'")
        }
    }

    // MARK: - Static members

    private static func installStatics(in environment: HostEnvironment) {
        environment.defineStatic("Int.max", .constant(.int(Int.max)))
        environment.defineStatic("Int.min", .constant(.int(Int.min)))
        environment.defineStatic("Double.pi", .constant(.double(Double.pi)))
        environment.defineStatic("Double.infinity", .constant(.double(Double.infinity)))
        environment.defineStatic("Double.nan", .constant(.double(Double.nan)))
        environment.defineStatic("Double.greatestFiniteMagnitude", .constant(.double(Double.greatestFiniteMagnitude)))
        environment.defineStatic(
            "Int.random",
            .function(
                NativeFunction(name: "Int.random", signatures: [Signature([Parameter("in")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    guard case .range(let range) = call.argument(0), range.count > 0 else {
                        throw ScriptError(.invalidArgument, "'Int.random(in:)' needs a non-empty range of Int")
                    }
                    return .int(try call.interpreter.nondeterminism.randomInt(in: range.lowerBound, range.end - 1))
                }))
        environment.defineStatic(
            "Double.random",
            .function(
                NativeFunction(name: "Double.random", signatures: [Signature([Parameter("in")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    guard case .range(let range) = call.argument(0), range.lowerBound < range.upperBound || (range.isClosed && range.lowerBound == range.upperBound) else {
                        throw ScriptError(.invalidArgument, "'Double.random(in:)' needs a non-empty range, such as 0..<1")
                    }
                    return .double(
                        try call.interpreter.nondeterminism.randomDouble(in: Double(range.lowerBound), Double(range.upperBound), closed: range.isClosed))
                }))
        environment.defineStatic(
            "Bool.random",
            .function(
                NativeFunction(name: "Bool.random", signatures: [Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    .bool(try call.interpreter.nondeterminism.randomBool())
                }))
        environment.defineStatic(
            "Date.FormatStyle",
            .function(
                NativeFunction(name: "Date.FormatStyle", signatures: [Signature([Parameter("date", optional: true), Parameter("time", optional: true)])]) {
                    (call: inout NativeCall) throws(ScriptError) -> Value in
                    // A style for `Text(_:format:)` and `formatted(_:)` to read (see `FormatStyles`).
                    var arguments: [(label: String?, value: Value)] = []
                    if call.has(0) { arguments.append(("date", call.argument(0))) }
                    if call.has(1) { arguments.append(("time", call.argument(1))) }
                    return .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: "Date", arguments: nil), .init(name: "FormatStyle", arguments: arguments)]))
                }))
        environment.defineStatic(
            "Date.now",
            .computed(
                NativeFunction(name: "Date.now", signatures: [Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    .double(try call.interpreter.nondeterminism.now())
                }))
    }
}

/// The value `UUID()` returns: its `uuidString` is the recorded random identifier.
final class UUIDObject: HostObject {
    let text: String

    init(text: String) {
        self.text = text
    }

    override var typeName: String { "UUID" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> Value {
        guard name == "uuidString" else { return try super.member(name, interpreter: interpreter) }
        return .string(text)
    }

    override var scriptDescription: String { text }

    /// `Set<UUID>` and `[UUID: T]`, as in Swift, where `UUID` is `Hashable`.
    override var hashKey: String? { text }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? UUIDObject)?.text == text
    }
}
