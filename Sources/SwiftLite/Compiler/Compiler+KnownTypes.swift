// Types the compiler can prove, so that it leaves out run-time checks that cannot fail.
// In `func fib(_ n: Int) -> Int { ... return fib(n - 1) + fib(n - 2) }` the sum of two
// results of a function declared `-> Int` is an Int: the `return` needs no check.
//
// Only scalars (Int, Double, String, Bool) and only what cannot change: literals,
// parameters and `let` constants (Swift allows neither to be reassigned), results of
// functions that check their own results, and operators over those. A wrong guess could
// only move an error elsewhere: every operation still checks its operands.

/// A scalar type a value is known to have at compile time.
enum KnownType {
    case int, double, string, bool

    /// The scalar a type annotation names; nil for any other type.
    init?(_ descriptor: TypeDescriptor) {
        switch descriptor {
        case .int: self = .int
        case .double: self = .double
        case .string: self = .string
        case .bool: self = .bool
        default: return nil
        }
    }
}

extension Compiler {
    /// The scalar type `expression` is known to have, or nil.
    func knownType(of expression: Expr) -> KnownType? {
        switch expression.kind {
        case .integer: return .int
        case .float: return .double
        case .boolean: return .bool
        case .string, .interpolated: return .string
        case .identifier:
            guard case .local(let declaration)? = resolution.bindings[expression.id] else { return nil }
            return knownTypes[declaration]
        case .call:
            guard case .function(let function)? = resolution.callPlans[expression.id]?.target, let result = function.result else {
                return nil
            }
            return KnownType(describe(result))
        case .prefix("-", let operand):
            let type = knownType(of: operand)
            return type == .int || type == .double ? type : nil
        case .prefix("!", _):
            return .bool
        case .binary(let op, let left, let right):
            switch op {
            case "<", "<=", ">", ">=", "==", "!=":
                return .bool
            case "&&", "||":
                return knownType(of: left) == .bool && knownType(of: right) == .bool ? .bool : nil
            case "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>":
                let type = knownType(of: left)
                guard let type, type == knownType(of: right) else { return nil }
                switch type {
                case .int: return .int
                case .double: return ["+", "-", "*", "/"].contains(op) ? .double : nil
                case .string: return op == "+" ? .string : nil
                default: return nil
                }
            default:
                return nil
            }
        case .ternary(_, let whenTrue, let whenFalse):
            let type = knownType(of: whenTrue)
            return type != nil && type == knownType(of: whenFalse) ? type : nil
        default:
            return nil
        }
    }

    /// Records what a parameter or a `let` constant is known to hold: its declared scalar
    /// type, or else the known type of its initial value.
    func recordKnownType(of declaration: Int, declared: TypeDescriptor?, value: Expr?) {
        if let declared {
            knownTypes[declaration] = KnownType(declared)
        } else if let value {
            knownTypes[declaration] = knownType(of: value)
        }
    }

    /// `emitTypeCheck`, left out when `expression` is known to have the type.
    func emitTypeCheck(_ register: Int32, _ type: TypeDescriptor, of expression: Expr) {
        if let known = knownType(of: expression), known == KnownType(type) { return }
        emitTypeCheck(register, type, at: expression.location)
    }
}
