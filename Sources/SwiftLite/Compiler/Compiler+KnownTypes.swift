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
            switch resolution.bindings[expression.id] {
            case .local(let declaration)?: return knownTypes[declaration]
            case .selfMember(_, let name)?:
                guard let owner = typeScope else { return nil }
                return declaredScalar(name, of: owner)
            default: return nil
            }
        case .member(let base, let name):
            // A property declared with a scalar type holds one: every store is checked
            // against it, and a getter's result too.
            if case .type? = resolution.bindings[base.id] { return nil }
            guard case .instance(let info)? = staticType(of: base) else { return nil }
            return declaredScalar(name, of: resolution.types[info.index])
        case .call(_, let arguments):
            if case .native(let native, _)? = resolution.callPlans[expression.id]?.target, native.name == "Double", arguments.count == 1,
                arguments[0].label == nil, isKnownNumber(arguments[0].value)
            {
                return .double  // compiled as a conversion (`checkDouble`)
            }
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

    /// The scalar type an instance property of `type` is declared with (`var x: Double`);
    /// nil when it is declared with another type or none.
    func declaredScalar(_ name: String, of type: DeclaredType) -> KnownType? {
        guard type.kind != .builtin, let property = type.property(name), let written = property.type else { return nil }
        return KnownType(describe(written, in: type))
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
        if case .instance(let info) = type, producesInstance(of: info, expression) { return }
        emitTypeCheck(register, type, at: expression.location)
    }

    /// Whether `expression` is known to make an instance of the declared type `info`: it
    /// makes one (`makesInstance`), or it calls a function declared to return one, which
    /// checks its own result (`let step = a.plus(b)`). Not for generic functions or
    /// members of generic types, whose declared result is read with their generic
    /// arguments.
    func producesInstance(of info: TypeInfo, _ expression: Expr) -> Bool {
        if makesInstance(of: info, expression) { return true }
        guard case .call(let callee, let arguments) = expression.kind else { return false }
        let called: (function: FunctionDecl, scope: DeclaredType?)
        if case .function(let function)? = resolution.callPlans[expression.id]?.target {
            called = (function, resolution.functionOwners[function.id])
        } else if case .member(let receiver, let name) = callee.kind, let method = resolvedMethod(receiver: receiver, name: name, arguments: arguments) {
            called = (method.function, method.type)
        } else {
            return false
        }
        guard let result = called.function.result, called.function.genericParameters.isEmpty, called.scope?.genericParameters.isEmpty ?? true,
            case .instance(let declared) = describe(result, in: called.scope)
        else { return false }
        return declared === info
    }

    /// Whether `expression` makes a value of exactly the declared type `info`: a call of
    /// one of its (non-failable) initializers or of one of its enum cases
    /// (`return Vec(x: 0, y: 0)` needs no check of the result).
    func makesInstance(of info: TypeInfo, _ expression: Expr) -> Bool {
        guard case .call = expression.kind, let plan = resolution.callPlans[expression.id] else { return false }
        switch plan.target {
        case .initializer(let function, let type):
            if case .initializer(isFailable: true) = function.kind { return false }
            return !plan.isDelegation && type.info === info
        case .enumCase(let type, _):
            return type.info === info
        default:
            return false
        }
    }
}
