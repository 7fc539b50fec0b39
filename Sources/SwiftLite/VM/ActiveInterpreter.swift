#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interpreter running on this thread, for the operations that compare values and
/// must call a type's own `==` or `<` (`sorted()`, `contains`, dictionary keys): they are
/// written without an interpreter at hand, and a script's types bring their operators.
enum ActiveInterpreter {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The interpreter running on this thread, if any.
    static var current: Interpreter? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Interpreter>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Makes `interpreter` the current one (nil for none); returns the one before.
    static func set(_ interpreter: Interpreter?) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, interpreter.map { Unmanaged.passUnretained($0).toOpaque() })
        return previous
    }

    /// Puts back what `set` returned.
    static func restore(_ previous: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, previous)
    }
}

extension Interpreter {
    /// Calls a type's `static func ==` or `<` on two values; its result must be a Bool.
    /// Calls a type's `static func` operator on two values and returns its result.
    func callOperator(_ function: Int, _ left: Value, _ right: Value) throws(ScriptError) -> Value {
        try invoke(prototype: program.functionPrototypes[function], closure: nil, arguments: [left, right])
    }

    func callStaticOperator(_ function: Int, _ left: Value, _ right: Value) throws(ScriptError) -> Bool {
        let result = try invoke(prototype: program.functionPrototypes[function], closure: nil, arguments: [left, right])
        guard case .bool(let flag) = result else {
            throw ScriptError(.typeMismatch, "an operator function must return a Bool, returned '\(result.describedType)'")
        }
        return flag
    }
}
