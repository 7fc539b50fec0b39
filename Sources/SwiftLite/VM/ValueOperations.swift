// Operators on values, with Swift's meaning: integer overflow and division by zero are
// errors, an Int meets a Double as a Double (as a literal would), `+` joins strings and
// arrays, `==` compares contents.

enum Operations {
    static func typeError(_ op: String, _ left: Value, _ right: Value) -> ScriptError {
        ScriptError(
            .typeMismatch,
            "binary operator '\(op)' cannot be applied to operands of type '\(left.describedType)' and '\(right.describedType)'")
    }

    static func add(_ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.addingReportingOverflow(b)
            if overflow { throw overflowError(a, "+", b) }
            return .int(result)
        case (.double(let a), .double(let b)): return .double(a + b)
        case (.int(let a), .double(let b)): return .double(Double(a) + b)
        case (.double(let a), .int(let b)): return .double(a + Double(b))
        case (.string(let a), .string(let b)): return .string(a + b)
        case (.array(let a), .array(let b)): return .array(a + b)
        case (.array, .slice), (.slice, .array), (.slice, .slice):
            // `out + left[i...]`: an array of both's elements.
            return .array(left.arrayOrSliceElements! + right.arrayOrSliceElements!)
        default: return try declaredOperator("+", left, right)
        }
    }

    static func subtract(_ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.subtractingReportingOverflow(b)
            if overflow { throw overflowError(a, "-", b) }
            return .int(result)
        case (.double(let a), .double(let b)): return .double(a - b)
        case (.int(let a), .double(let b)): return .double(Double(a) - b)
        case (.double(let a), .int(let b)): return .double(a - Double(b))
        default: return try declaredOperator("-", left, right)
        }
    }

    static func multiply(_ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.multipliedReportingOverflow(by: b)
            if overflow { throw overflowError(a, "*", b) }
            return .int(result)
        case (.double(let a), .double(let b)): return .double(a * b)
        case (.int(let a), .double(let b)): return .double(Double(a) * b)
        case (.double(let a), .int(let b)): return .double(a * Double(b))
        default: return try declaredOperator("*", left, right)
        }
    }

    static func divide(_ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            if b == 0 { throw ScriptError(.divisionByZero, "division by zero (\(a) / 0)") }
            let (result, overflow) = a.dividedReportingOverflow(by: b)
            if overflow { throw overflowError(a, "/", b) }
            return .int(result)
        case (.double(let a), .double(let b)): return .double(a / b)
        case (.int(let a), .double(let b)): return .double(Double(a) / b)
        case (.double(let a), .int(let b)): return .double(a / Double(b))
        default: return try declaredOperator("/", left, right)
        }
    }

    static func remainder(_ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            if b == 0 { throw ScriptError(.divisionByZero, "division by zero in remainder (\(a) % 0)") }
            let (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
            if overflow { throw overflowError(a, "%", b) }
            return .int(result)
        case (.double, .double), (.int, .double), (.double, .int):
            throw ScriptError(.typeMismatch, "'%' is unavailable for Double: use truncatingRemainder(dividingBy:)")
        default: return try declaredOperator("%", left, right)
        }
    }

    /// `a + b` on values of a declared type whose type the compiler could not see: the
    /// type's own `static func +`.
    static func declaredOperator(_ op: String, _ left: Value, _ right: Value) throws(ScriptError) -> Value {
        if case .host(let object) = left, let interpreter = ActiveInterpreter.current,
            let result = try object.binaryOperator(op, right, interpreter: interpreter)
        {
            return result
        }
        let type: TypeInfo
        if case .instance(let instance) = left { type = instance.type } else if case .instance(let instance) = right { type = instance.type } else {
            throw typeError(op, left, right)
        }
        guard let function = type.binaryOperators[op], let interpreter = ActiveInterpreter.current else { throw typeError(op, left, right) }
        return try interpreter.callOperator(function, left, right)
    }

    static func overflowError(_ a: Int, _ op: String, _ b: Int) -> ScriptError {
        ScriptError(.overflow, "arithmetic overflow: \(a) \(op) \(b) does not fit in an Int")
    }

    static func negate(_ value: Value) throws(ScriptError) -> Value {
        switch value {
        case .int(let a):
            if a == Int.min { throw ScriptError(.overflow, "arithmetic overflow: -(\(a)) does not fit in an Int") }
            return .int(-a)
        case .double(let a): return .double(-a)
        default: throw ScriptError(.typeMismatch, "unary operator '-' cannot be applied to a value of type '\(value.describedType)'")
        }
    }

    static func bitwise(_ op: Opcode, _ left: Value, _ right: Value) throws(ScriptError) -> Value {
        guard case .int(let a) = left, case .int(let b) = right else {
            throw typeError(op == .bitAnd ? "&" : op == .bitOr ? "|" : op == .bitXor ? "^" : op == .shiftLeft ? "<<" : ">>", left, right)
        }
        switch op {
        case .bitAnd: return .int(a & b)
        case .bitOr: return .int(a | b)
        case .bitXor: return .int(a ^ b)
        case .shiftLeft: return .int(a << b)
        default: return .int(a >> b)
        }
    }

    /// `==`: contents for collections, numbers across Int and Double.
    static func equal(_ left: Value, _ right: Value) -> Bool {
        var walk = EqualityWalk()
        return walk.equal(left, right)
    }

    /// `<` for numbers, strings and tuples of those.
    static func less(_ left: Value, _ right: Value, op: String = "<") throws(ScriptError) -> Bool {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b
        case (.double(let a), .double(let b)): return a < b
        case (.int(let a), .double(let b)): return Double(a) < b
        case (.double(let a), .int(let b)): return a < Double(b)
        case (.string(let a), .string(let b)): return a < b
        case (.tuple, .tuple):
            return try order(left, right, op: op) == .ascending
        case (.instance(let a), .instance(let b)):
            if let function = a.type.lessFunction {
                guard let interpreter = ActiveInterpreter.current else { throw typeError(op, left, right) }
                let result = try interpreter.callStaticOperator(function, left, right)
                return result
            }
            if a.type.isEnum, a.type === b.type, a.type.conforms(to: "Comparable") {
                // Swift's synthesized order: by case, then by the associated values in order.
                if a.tag != b.tag || a.count == 0 { return a.tag < b.tag }
                let left = Value.tuple(TupleStorage(elements: (0..<a.count).map { a[$0] }, labels: Array(repeating: nil, count: a.count)))
                let right = Value.tuple(TupleStorage(elements: (0..<b.count).map { b[$0] }, labels: Array(repeating: nil, count: b.count)))
                return try order(left, right, op: op) == .ascending
            }
            throw typeError(op, left, right)
        case (.instance(let a), .symbol(let symbol)):
            // `level >= .error` where nothing told the compiler the type: the case of the
            // other operand's type, as Swift would have inferred it.
            guard let converted = a.type.enumValue(from: symbol) else { throw typeError(op, left, right) }
            return try less(left, converted, op: op)
        case (.symbol(let symbol), .instance(let b)):
            guard let converted = b.type.enumValue(from: symbol) else { throw typeError(op, left, right) }
            return try less(converted, right, op: op)
        default: throw typeError(op, left, right)
        }
    }

    /// How two values compare, for tuples compared element by element.
    enum Order {
        case ascending, descending, neither
    }

    /// The order of two values, each element of a tuple compared once: asking `less` both
    /// ways at every element doubled the work at every level of tuples in tuples.
    static func order(_ left: Value, _ right: Value, op: String) throws(ScriptError) -> Order {
        guard case .tuple(let a) = left, case .tuple(let b) = right else {
            if try less(left, right, op: op) { return .ascending }
            return try less(right, left, op: op) ? .descending : .neither
        }
        guard a.elements.count == b.elements.count else { throw typeError(op, left, right) }
        for index in 0..<a.elements.count {
            let elementOrder = try order(a.elements[index], b.elements[index], op: op)
            if elementOrder != .neither { return elementOrder }
        }
        return .neither
    }

    /// Pattern matching (`~=`): a range contains the value, anything else equals it.
    static func matches(pattern: Value, value: Value) -> Bool {
        if case .range(let range) = pattern {
            switch value {
            case .int(let number): return range.contains(number)
            case .double(let number): return number >= Double(range.lowerBound) && number < Double(range.end)
            default: return false
            }
        }
        return equal(pattern, value)
    }

    /// Swift's truthiness is strict: only a Bool is a condition.
    @inline(__always)
    static func truth(_ value: Value) throws(ScriptError) -> Bool {
        if case .bool(let flag) = value { return flag }
        throw ScriptError(.typeMismatch, "a condition must be a Bool, found a value of type '\(value.describedType)'")
    }
}

extension Value {
    /// The type as an error message names it: `Int`, `[String]`, `[String: Any]`, `String?`.
    var describedType: String {
        var budget = Value.describedTypeElements
        return describedType(depth: 0, budget: &budget)
    }

    /// At most this many elements are looked at: a message needs no more, and an array
    /// holding the same large array a thousand times over unfolds to billions.
    private static let describedTypeElements = 10_000

    /// Collections deeper than this are described as `Any` inside: an error message needs
    /// no more, and describing every level of `a = [a, a]`, forty times, took hours.
    private static let describedTypeDepth = 10

    private func describedType(depth: Int, budget: inout Int) -> String {
        guard depth < Value.describedTypeDepth else {
            switch self {
            case .array, .dictionary, .tuple: return "Any"
            case .null: return "nil"
            default: return typeName
            }
        }
        switch self {
        case .array(let elements):
            guard let first = elements.first else { return "[Any]" }
            budget -= 1
            let type = first.describedType(depth: depth + 1, budget: &budget)
            // Once the budget is spent, the elements looked at stand for the rest.
            for element in elements.dropFirst() where budget > 0 {
                budget -= 1
                if element.describedType(depth: depth + 1, budget: &budget) != type { return "[Any]" }
            }
            return "[\(type)]"
        case .dictionary(let storage):
            guard let key = storage.keys.first, let value = storage.values.first else { return "[String: Any]" }
            budget -= 1
            let valueType = value.describedType(depth: depth + 1, budget: &budget)
            var same = true
            for other in storage.values.dropFirst() where budget > 0 && same {
                budget -= 1
                same = other.describedType(depth: depth + 1, budget: &budget) == valueType
            }
            return "[\(key.describedType(depth: depth + 1, budget: &budget)): \(same ? valueType : "Any")]"
        case .tuple(let storage):
            var parts: [String] = []
            for (label, element) in zip(storage.labels, storage.elements) {
                budget -= 1
                parts.append((label.map { "\($0): " } ?? "") + (budget > 0 ? element.describedType(depth: depth + 1, budget: &budget) : "Any"))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .null:
            return "nil"
        default:
            return typeName
        }
    }
}
