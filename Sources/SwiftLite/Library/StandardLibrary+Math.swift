// Foundation's math functions (`sqrt`, `sin`, `pow`, `floor`...) and `CGFloat`, which
// view code uses for angles, distances and sizes. A `CGFloat` is a `Double` (as it is on
// every 64-bit platform), so `CGFloat(2)`, `CGFloat.pi` and the functions take either.

import Foundation

extension StandardLibrary {
    /// The functions of one `Double`.
    private static let unaryFunctions: [(name: String, function: @Sendable (Double) -> Double)] = [
        ("sqrt", { $0.squareRoot() }), ("cbrt", Foundation.cbrt), ("exp", Foundation.exp), ("exp2", Foundation.exp2),
        ("expm1", Foundation.expm1), ("log", Foundation.log), ("log10", Foundation.log10), ("log2", Foundation.log2),
        ("log1p", Foundation.log1p), ("sin", Foundation.sin), ("cos", Foundation.cos), ("tan", Foundation.tan),
        ("asin", Foundation.asin), ("acos", Foundation.acos), ("atan", Foundation.atan), ("sinh", Foundation.sinh),
        ("cosh", Foundation.cosh), ("tanh", Foundation.tanh), ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }),
        ("round", { $0.rounded() }), ("trunc", { $0.rounded(.towardZero) }), ("fabs", { Swift.abs($0) }),
    ]

    /// The functions of two `Double`s.
    private static let binaryFunctions: [(name: String, function: @Sendable (Double, Double) -> Double)] = [
        ("pow", Foundation.pow), ("atan2", Foundation.atan2), ("hypot", Foundation.hypot), ("fmod", Foundation.fmod),
        ("remainder", Foundation.remainder), ("fmin", { Swift.min($0, $1) }), ("fmax", { Swift.max($0, $1) }),
        ("copysign", Foundation.copysign),
    ]

    /// The names of the math functions, whose results are `Double`s.
    static let mathFunctionNames = Set(unaryFunctions.map(\.name) + binaryFunctions.map(\.name))

    static func installMath(in environment: HostEnvironment) {
        for (name, function) in unaryFunctions {
            environment.define(
                NativeFunction(name: name, signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    .double(function(try number(call, 0, of: name)))
                })
        }
        for (name, function) in binaryFunctions {
            environment.define(
                NativeFunction(name: name, signatures: [Signature([Parameter(nil), Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    .double(function(try number(call, 0, of: name), try number(call, 1, of: name)))
                })
        }
        environment.define(
            NativeFunction(name: "CGFloat", signatures: [Signature([Parameter(nil)]), Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                call.arguments.isEmpty ? .double(0) : .double(try number(call, 0, of: "CGFloat"))
            })
        environment.defineStatic("Double.zero", .constant(.double(0)))
        environment.defineStatic("CGFloat.zero", .constant(.double(0)))
        environment.defineStatic("CGFloat.pi", .constant(.double(Double.pi)))
        environment.defineStatic("CGFloat.infinity", .constant(.double(Double.infinity)))
        environment.defineStatic("CGFloat.greatestFiniteMagnitude", .constant(.double(Double.greatestFiniteMagnitude)))
    }

    /// Argument `index` as a `Double` (an `Int` is taken as the `Double` it is).
    private static func number(_ call: NativeCall, _ index: Int, of name: String) throws(ScriptError) -> Double {
        switch call.argument(index) {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case let other: throw ScriptError(.typeMismatch, "'\(name)' needs a number, found '\(other.describedType)'")
        }
    }
}
