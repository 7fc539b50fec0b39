// Swift gives a literal the type its context needs: in `let half: Double = 7 / 2` the
// literals are Doubles and `half` is 3.5; `[1, 2.5]` is an array of Doubles; in
// `1 / 2 + 0.5` every literal is a Double. SwiftLite's values carry their types at run
// time, so the compiler does this typing where it can see it: it rewrites the integer
// literals of such expressions into floating-point literals before compiling them.

extension Compiler {
    /// `expression` with its literals typed for a context that declares `type` (a
    /// variable's annotation, a parameter's or a result's type).
    func typingLiterals(_ expression: Expr, as type: TypeDescriptor?) -> Expr {
        guard let type else { return expression }
        var typed = expression
        switch (type, expression.kind) {
        case (.double, _):
            return doubleLiterals(expression)
        case (.optional(let wrapped), _):
            return typingLiterals(expression, as: wrapped)
        case (.array(let element), .array(let elements)):
            typed.kind = .array(elements.map { typingLiterals($0, as: element) })
        case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
            typed.kind = .dictionary(entries.map { (typingLiterals($0.key, as: keyType), typingLiterals($0.value, as: valueType)) })
        case (.tuple(let types, _), .tuple(let elements)) where types.count == elements.count:
            typed.kind = .tuple(zip(types, elements).map { ($1.label, typingLiterals($1.value, as: $0)) })
        case (_, .ternary(let condition, let whenTrue, let whenFalse)):
            typed.kind = .ternary(condition, typingLiterals(whenTrue, as: type), typingLiterals(whenFalse, as: type))
        default:
            break
        }
        return typed
    }

    /// Literal-only arithmetic with a Double literal in it (`1 / 2 + 0.5`), with every
    /// literal a Double; nil when the expression is not such arithmetic.
    func doubleTypedLiteralArithmetic(_ expression: Expr) -> Expr? {
        guard case .binary = expression.kind, isLiteralArithmetic(expression), containsLiteral(expression, float: true),
            containsLiteral(expression, float: false)
        else { return nil }
        return doubleLiterals(expression)
    }

    /// `x + 1 / 2` with `x` a Double: the literal side is Double arithmetic (`0.5`), as
    /// Swift types it from the other operand.
    func literalsTypedByOtherOperand(_ op: String, _ left: Expr, _ right: Expr) -> (Expr, Expr) {
        guard Compiler.arithmeticOperators.contains(op) || ["<", "<=", ">", ">=", "==", "!="].contains(op) else { return (left, right) }
        if isLiteralArithmetic(right), !isLiteralArithmetic(left), case .double? = staticType(of: left) { return (left, doubleLiterals(right)) }
        if isLiteralArithmetic(left), !isLiteralArithmetic(right), case .double? = staticType(of: right) { return (doubleLiterals(left), right) }
        return (left, right)
    }

    /// The elements of an array literal (the values of a dictionary literal, the branches
    /// of a ternary) typed as Doubles when they are literal arithmetic and one of them is a
    /// Double (`[1, 2.5]`).
    func typingLiteralElements(_ elements: [Expr]) -> [Expr] {
        guard elements.contains(where: { containsLiteral($0, float: true) }), elements.allSatisfy(isLiteralArithmetic) else {
            return elements
        }
        return elements.map(doubleLiterals)
    }

    /// The expression with the integer literals of its arithmetic turned into Doubles.
    private func doubleLiterals(_ expression: Expr) -> Expr {
        var typed = expression
        switch expression.kind {
        case .integer(let value):
            typed.kind = .float(Double(value))
        case .prefix(let op, let operand) where op == "-" || op == "+":
            typed.kind = .prefix(op, doubleLiterals(operand))
        case .binary(let op, let left, let right) where Compiler.arithmeticOperators.contains(op):
            typed.kind = .binary(op, doubleLiterals(left), doubleLiterals(right))
        case .ternary(let condition, let whenTrue, let whenFalse):
            typed.kind = .ternary(condition, doubleLiterals(whenTrue), doubleLiterals(whenFalse))
        default:
            break
        }
        return typed
    }

    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]

    /// Whether the expression is made of numeric literals, `+ - * /` and signs only.
    private func isLiteralArithmetic(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integer, .float: return true
        case .prefix(let op, let operand): return (op == "-" || op == "+") && isLiteralArithmetic(operand)
        case .binary(let op, let left, let right):
            return Compiler.arithmeticOperators.contains(op) && isLiteralArithmetic(left) && isLiteralArithmetic(right)
        default: return false
        }
    }

    /// Whether a float literal (or, with `float` false, an integer literal) occurs in it.
    private func containsLiteral(_ expression: Expr, float: Bool) -> Bool {
        switch expression.kind {
        case .float: return float
        case .integer: return !float
        case .prefix(_, let operand): return containsLiteral(operand, float: float)
        case .binary(_, let left, let right): return containsLiteral(left, float: float) || containsLiteral(right, float: float)
        default: return false
        }
    }
}
