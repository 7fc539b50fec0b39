/// The standard library's methods on built-in values, dispatched by selector.
enum Methods {
    static func call(_ selector: MethodSelector, on receiver: Value, arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        if selector.name == optionalMap || selector.name == optionalFlatMap {
            // `Optional.map` where the compiler knows the receiver is an optional: a string
            // or an array that is there is given to the closure whole, not element by
            // element as `String.map` and `Array.map` would.
            guard arguments.count == 1 else { throw unknownMethod(selector, on: receiver) }
            return receiver.isNull ? .null : try interpreter.call(arguments[0], [receiver])
        }
        if case .instance = receiver, let result = try UnendingSequences.call(selector, on: receiver, arguments: arguments, interpreter: interpreter) {
            return result
        }
        if case .instance = receiver, let elements = try interpreter.sequenceElements(receiver) {
            // `list.map { ... }` of the program's own `Sequence`: the standard method, on its elements.
            return try call(selector, on: .array(elements), arguments: arguments, interpreter: interpreter)
        }
        switch receiver {
        case .host(let object):
            return try object.callMethod(selector.name, labels: selector.labels, arguments: arguments, interpreter: interpreter)
        case .symbol(let symbol):
            if let view = interpreter.program.environment.symbolicViewConversion(symbol, method: selector.name) {
                // `Color.blue.padding()`: a modifier of the view the color is.
                return try call(selector, on: try view(receiver, interpreter), arguments: arguments, interpreter: interpreter)
            }
            return .symbol(symbol.appending(member: selector.name).calling(with: zip(selector.labels, arguments).map { ($0, $1) }))
        case .null:
            // `Optional.map` and `flatMap` of a nil: nil.
            if (selector.name == "map" || selector.name == "flatMap") && arguments.count == 1 { return .null }
            throw ScriptError(
                .nilUnwrap, "cannot call '\(selector.name)' on nil: the value is an optional that is nil (unwrap it with 'if let', '?.' or '!')")
        case .instance(let instance) where !(selector.name == "map" || selector.name == "flatMap"):
            // `TodoRow(todo: t).padding(8)`: a method SwiftUI's `View` gives its conformers.
            if let forward = interpreter.program.environment.forwarding(for: instance.type) {
                return try call(selector, on: try forward(receiver, interpreter), arguments: arguments, interpreter: interpreter)
            }
        case .int, .double, .bool, .instance, .closure, .native:
            // `Optional.map` of a value that is there (an optional holds its value as it is).
            if (selector.name == "map" || selector.name == "flatMap") && arguments.count == 1 {
                return try interpreter.call(arguments[0], [receiver])
            }
        case .set(let set):
            return try SetMethods.call(selector, on: set, MethodContext(selector: selector, arguments: arguments, interpreter: interpreter))
        case .tuple(let tuple):
            // `pair.increment()`: a closure held by a labeled tuple element.
            if let index = tuple.index(ofLabel: selector.name) {
                return try interpreter.call(tuple.elements[index], arguments)
            }
        default:
            break
        }
        if selector.name == "makeIterator", arguments.isEmpty {
            // `var chars = text.makeIterator()`: the standard sequence's elements, one `next()` at a time.
            switch try? interpreter.iterable(receiver) {
            case .array(let elements)?: return .host(ElementIterator(elements: elements))
            case .range(let range)?: return .host(ElementIterator(elements: try range.elements(interpreter)))
            default: break
            }
        }
        guard var method = selector.builtin else { throw Methods.unknownMethod(selector, on: receiver) }
        let context = MethodContext(selector: selector, arguments: arguments, interpreter: interpreter)
        // `prefix { ... }`: a trailing closure makes the selector `prefix(_:)`.
        if method == .prefix, arguments.count == 1, arguments[0].isFunction { method = .prefixWhile }
        switch receiver {
        case .array(let elements):
            return ArraySlices.subsequence(method, try SequenceMethods.call(method, on: elements, context), of: elements, startIndex: 0)
        case .slice(let slice):
            return try ArraySlices.call(method, on: slice, context)
        case .range(let range):
            if let result = try RangeMethods.call(method, on: range, context) { return result }
            return try SequenceMethods.call(method, on: try range.elements(interpreter), context)
        case .string(let text):
            return try StringMethods.call(method, on: text, context)
        case .dictionary(let storage):
            return try DictionaryMethods.call(method, on: storage, context)
        case .int, .double:
            return try NumberMethods.call(method, on: receiver, context)
        default:
            throw Members.noMember(receiver, selector.name)
        }
    }

    /// The selector names a compiler may give `map` and `flatMap` called on a value it
    /// knows is an Optional (`contact.phone.map { ... }` with `phone: String?`), which the
    /// value alone cannot tell from the sequence methods.
    static let optionalMap = "Optional.map", optionalFlatMap = "Optional.flatMap"

    /// The error for a selector the standard library does not have: a wrong argument label
    /// when a method of that name exists (`insert(_:ta:)`), otherwise an unknown member.
    static func unknownMethod(_ selector: MethodSelector, on receiver: Value) -> ScriptError {
        let known = BuiltinMethod.allCases.map(\.rawValue).filter { $0.hasPrefix(selector.name + "(") }
        guard !known.isEmpty else { return Members.noMember(receiver, selector.name) }
        return ScriptError(
            .wrongArguments,
            "no '\(selector.name)' takes the arguments \(selector.description.dropFirst(selector.name.count)); "
                + "the labels that exist are \(known.joined(separator: ", "))")
    }

    static func callMutating(_ selector: MethodSelector, on receiver: inout Value, arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        let context = MethodContext(selector: selector, arguments: arguments, interpreter: interpreter)
        if receiver.arrayCount == 0, SetMethods.mutatingSelectors.contains(selector.description) {
            // `groups[key, default: []].formUnion(more)`: an empty array literal that stands
            // for an empty Set the compiler did not know the type of.
            receiver = .set(SetStorage())
        }
        if case .slice(let slice) = receiver {
            let (changed, result) = try ArraySlices.mutate(selector, slice, context)
            receiver = changed
            return result
        }
        if var elements = receiver.takeArray() {
            defer { receiver = .array(elements) }
            return try SequenceMethods.mutate(selector.builtin, &elements, context)
        }
        if let set = receiver.takeUniqueSet() {
            defer { receiver = .set(set) }
            return try SetMethods.callMutating(selector, on: set, context)
        }
        if var text = receiver.takeString() {
            defer { receiver = .string(text) }
            return try StringMethods.mutate(selector, &text, context)
        }
        if var storage = receiver.takeUniqueDictionary() {
            defer { receiver = .dictionary(storage) }
            return try DictionaryMethods.mutate(selector, &storage, context)
        }
        switch receiver {
        case .bool(let flag):
            guard selector.builtin == .toggle else { throw Members.noMember(receiver, selector.name) }
            receiver = .bool(!flag)
            return .null
        default:
            // Host objects and others: not a value to change in place.
            return try call(selector, on: receiver, arguments: arguments, interpreter: interpreter)
        }
    }
}

extension Value {
    /// Whether this is a closure or a native function.
    var isFunction: Bool {
        switch self {
        case .closure, .native: return true
        default: return false
        }
    }
}

/// A method call's arguments with typed accessors that produce Swift-like errors.
struct MethodContext {
    let selector: MethodSelector
    let arguments: [Value]
    let interpreter: Interpreter

    func int(_ index: Int) -> Int? {
        if case .int(let number) = arguments[index] { return number }
        return nil
    }

    func requireInt(_ index: Int, _ what: String) throws(ScriptError) -> Int {
        guard let number = int(index) else {
            throw ScriptError(.typeMismatch, "'\(selector.description)' needs an Int for \(what), found '\(arguments[index].describedType)'")
        }
        return number
    }

    func string(_ index: Int, _ what: String) throws(ScriptError) -> String {
        guard case .string(let text) = arguments[index] else {
            throw ScriptError(.typeMismatch, "'\(selector.description)' needs a String for \(what), found '\(arguments[index].describedType)'")
        }
        return text
    }

    /// Calls the closure argument at `index`.
    func invoke(_ index: Int, _ values: [Value]) throws(ScriptError) -> Value {
        try interpreter.callSplatting(arguments[index], values)
    }

    /// Calls the closure argument at `index` with one value.
    func invoke(_ index: Int, _ value: Value) throws(ScriptError) -> Value {
        try interpreter.callSplatting(arguments[index], value)
    }

    /// Calls the closure argument at `index`, which must return a Bool.
    func predicate(_ index: Int, _ values: [Value]) throws(ScriptError) -> Bool {
        try requireBool(try invoke(index, values))
    }

    /// Calls the closure argument at `index` with one value; it must return a Bool.
    func predicate(_ index: Int, _ value: Value) throws(ScriptError) -> Bool {
        try requireBool(try invoke(index, value))
    }

    private func requireBool(_ result: Value) throws(ScriptError) -> Bool {
        guard case .bool(let flag) = result else {
            throw ScriptError(.typeMismatch, "the closure passed to '\(selector.description)' must return a Bool, returned '\(result.describedType)'")
        }
        return flag
    }
}

extension Interpreter {
    /// Calls a closure, passing a tuple's elements as separate arguments when the closure
    /// takes several parameters (`dict.map { key, value in ... }`), as Swift does. Public
    /// for hosts whose closures take elements (`ForEach(Array(xs.enumerated()), id: \.offset)
    /// { index, x in ... }`).
    public func callSplatting(_ callee: Value, _ arguments: [Value]) throws(ScriptError) -> Value {
        if arguments.count == 1, case .closure(let closure) = callee, closure.prototype.parameterCount > 1,
            case .tuple(let tuple) = arguments[0], tuple.elements.count == closure.prototype.parameterCount
        {
            return try call(callee, tuple.elements)
        }
        return try call(callee, arguments)
    }

    /// `callSplatting` with one argument, passed without an array when the callee is a
    /// closure of one parameter (the common case: `map`, `filter`, `sorted(by:)`'s peers).
    func callSplatting(_ callee: Value, _ argument: Value) throws(ScriptError) -> Value {
        if case .closure(let closure) = callee, closure.prototype.parameterCount == 1 {
            return try invoke(prototype: closure.prototype, closure: closure, argument: argument)
        }
        return try callSplatting(callee, [argument])
    }
}
