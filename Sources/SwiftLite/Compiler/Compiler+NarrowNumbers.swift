// Float and the narrow fixed-width integers (`NarrowNumber`): the compiler knows from what
// is written which expressions have such a type, and there calls the natives of
// `NarrowArithmetic` instead of emitting Int's or Double's instructions. Everything else
// compiles as before, so plain Int and Double arithmetic pays nothing for them.

extension Compiler {
    /// The narrow number type `expression` has, as far as annotations, conversions
    /// (`UInt8(x)`, `Float(x)`), `min`/`max`, declared properties and results, and the
    /// operators combining them say; nil for Int, Double and everything else.
    func narrowNumber(of expression: Expr) -> NarrowNumber? {
        switch expression.kind {
        case .identifier, .dollar:
            switch resolution.bindings[expression.id] {
            case .local(let declaration)?: return narrowLocals[declaration]
            case .global(let slot)?: return narrowGlobals[slot]
            case .selfMember(_, let name)?: return narrowNumber(written: typeScope?.property(name)?.type)
            case .staticMember(let type, let name)?: return narrowNumber(written: type.staticProperty(name)?.type)
            default: return nil
            }
        case .call(let callee, _):
            switch resolution.bindings[callee.id] {
            case .builtinType(let name)?: return NarrowNumber(typeName: name)
            case .native(let native)?: return NarrowNumber(typeName: native.name)
            case .function(let functions)? where functions.count == 1: return narrowNumber(written: functions[0].result)
            default: return nil
            }
        case .member(let base, let name):
            switch resolution.bindings[base.id] {
            case .builtinType(let typeName)?: return name == "min" || name == "max" ? NarrowNumber(typeName: typeName) : nil
            // `UInt8` is the conversion function too, and is bound as that.
            case .native(let native)?: return name == "min" || name == "max" ? NarrowNumber(typeName: native.name) : nil
            default: break
            }
            if case .type(let type)? = resolution.bindings[base.id] { return narrowNumber(written: type.staticProperty(name)?.type) }
            guard case .instance(let info)? = staticType(of: base) else { return nil }
            return narrowNumber(written: resolution.types[info.index].property(name)?.type)
        case .binary(let op, let left, let right):
            // A shift has its left operand's type; the others their operands' common type.
            if op.hasSuffix("<<") || op.hasSuffix(">>") { return narrowNumber(of: left) }
            guard NarrowArithmetic.arithmeticOperators.contains(op) || NarrowArithmetic.wrappingOperators.contains(op) else { return nil }
            return narrowNumber(of: left) ?? narrowNumber(of: right)
        case .prefix(let op, let operand) where op == "-" || op == "~" || op == "+":
            return narrowNumber(of: operand)
        case .cast(_, let type, .plain):
            return narrowNumber(written: type)
        default:
            return nil
        }
    }

    /// The narrow number type a written type names.
    func narrowNumber(written type: TypeExpr?) -> NarrowNumber? {
        guard case .named(let name)? = type else { return nil }
        if let aliased = typeAliasTarget(name) { return narrowNumber(written: aliased) }
        return NarrowNumber(typeName: name)
    }

    /// `left op right` where the type's width decides the result (a narrow operand, or a
    /// wrapping operator): through `NarrowArithmetic`. False for every other operation.
    func compileNarrowBinary(_ op: String, _ left: Expr, _ right: Expr, into target: Int32, at location: SourceLocation) -> Bool {
        let isWrapping = NarrowArithmetic.wrappingOperators.contains(op)
        guard isWrapping || NarrowArithmetic.arithmeticOperators.contains(op) else { return false }
        let type = narrowNumber(of: Expr(kind: .binary(op, left, right), location: location, id: 0))
        guard isWrapping || type != nil else { return false }
        if type == .float && !["+", "-", "*", "/"].contains(op) { return false }
        compileNativeApplication(NarrowArithmetic.binary(op, in: type), to: [left, right], into: target, at: location)
        return true
    }

    /// `-x` and `~x` of a narrow integer; false for anything else.
    func compileNarrowPrefix(_ op: String, _ operand: Expr, into target: Int32, at location: SourceLocation) -> Bool {
        guard op == "-" || op == "~", case .integer? = narrowNumber(of: operand), let type = narrowNumber(of: operand) else { return false }
        compileNativeApplication(NarrowArithmetic.prefix(op, in: type), to: [operand], into: target, at: location)
        return true
    }

    /// `x.leadingZeroBitCount` and the other counts that depend on a narrow integer's width;
    /// false for anything else.
    func compileNarrowMember(_ base: Expr, _ name: String, into target: Int32, at location: SourceLocation) -> Bool {
        guard NarrowArithmetic.widthMembers.contains(name), case .integer? = narrowNumber(of: base), let type = narrowNumber(of: base) else { return false }
        compileNativeApplication(NarrowArithmetic.member(name, in: type), to: [base], into: target, at: location)
        return true
    }

    /// Whether `x op= value` must be compiled as `x = x op value`, so that the operation is
    /// computed in the variable's width (or wraps, for `&+=` and the other wrapping ones).
    func compoundAssignmentIsNarrow(_ op: String, _ lvalue: Expr) -> Bool {
        NarrowArithmetic.wrappingOperators.contains(op) || (NarrowArithmetic.arithmeticOperators.contains(op) && narrowNumber(of: lvalue) != nil)
    }

    /// Rounds the value in `register` to Float's precision when it is stored where a Float
    /// is declared (`let f: Float = 0.1`) and does not come from Float arithmetic already.
    func roundIfStoredAsFloat(_ register: Int32, declared: NarrowNumber?, value: Expr) {
        guard declared == .float, narrowNumber(of: value) != .float else { return }
        applyNative(NarrowArithmetic.roundedToFloat, to: register, at: value.location)
    }

    /// Makes a Float about to be printed or interpolated print as Swift prints a Float;
    /// false when `expression` is no Float.
    func describeIfFloat(_ register: Int32, of expression: Expr) -> Bool {
        guard narrowNumber(of: expression) == .float else { return false }
        applyNative(NarrowArithmetic.floatDescription, to: register, at: expression.location)
        return true
    }
}
