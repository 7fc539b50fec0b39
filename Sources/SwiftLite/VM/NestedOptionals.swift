/// Nested optionals (`Int??`): an optional that holds a value is that value at run time
/// (see `OptionalPrinting`), so `nil` alone cannot tell `Int??.none` from
/// `.some(Int?.none)`. The inner one is this value instead: a symbol that prints as Swift
/// prints it, `Optional(nil)`. The compiler makes it where a nil `T?` becomes a `T??`
/// (`.some(nil)`, `let x: Int?? = maybe`), and turns it back into nil where a `T??` is
/// unwrapped (`!`, `if let`, `??`), so everything else only ever sees plain nils.
enum NestedOptionals {
    /// `.some(nil)` of a nested optional.
    static var someNone: Value {
        .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: "Optional", arguments: [(nil, .null)])]))
    }

    /// Whether `value` is `someNone` (`OptionalPrinting.mark` never makes a symbol with a
    /// nil argument, so nothing else looks like it).
    static func isSomeNone(_ value: Value) -> Bool {
        guard case .symbol(let symbol) = value, !symbol.isImplicit, symbol.segments.count == 1, symbol.segments[0].name == "Optional",
            let arguments = symbol.segments[0].arguments, arguments.count == 1, arguments[0].label == nil, case .null = arguments[0].value
        else { return false }
        return true
    }

    /// A `T?` stored as a `T??`: nil becomes `.some(nil)`.
    static var wrapping: NativeFunction {
        NativeFunction(name: "Optional.some", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            if case .null = call.argument(0) { return someNone }
            return call.argument(0)
        }
    }

    /// A `T??` unwrapped once: `.some(nil)` is the `T?` nil.
    static var unwrapping: NativeFunction {
        NativeFunction(name: "Optional.unwrapped", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            isSomeNone(call.argument(0)) ? .null : call.argument(0)
        }
    }
}
