/// The methods of the program's own `Sequence` that Swift answers from its first elements
/// alone, so that they end on a sequence that never does (`Fibonacci().prefix(8)`,
/// `primes.first { $0 > 100 }`): the iterator is read only as far as the answer needs.
/// The other methods read every element first (see `Interpreter.sequenceElements`).
enum UnendingSequences {
    /// The result of `selector` on `receiver`, or nil when it is not one of those methods
    /// or `receiver` is not a sequence of the program's.
    static func call(_ selector: MethodSelector, on receiver: Value, arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value? {
        let context = MethodContext(selector: selector, arguments: arguments, interpreter: interpreter)
        switch selector.builtin {
        case .prefix? where arguments.count == 1 && !arguments[0].isFunction:
            let count = try context.requireInt(0, "the length")
            var taken = 0
            let elements = try interpreter.sequenceElements(receiver) { (_: Value) throws(ScriptError) -> Bool in
                taken += 1
                return taken <= count
            }
            return elements.map { .array($0) }
        case .prefixWhile?, .prefix?:
            return try interpreter.sequenceElements(receiver) { (element: Value) throws(ScriptError) -> Bool in try context.predicate(0, element) }
                .map { .array($0) }
        case .firstWhere?:
            var found: Value = .null
            let elements = try interpreter.sequenceElements(receiver) { (element: Value) throws(ScriptError) -> Bool in
                if try context.predicate(0, element) { found = element; return false }
                return true
            }
            return elements.map { _ in found }
        case .containsWhere?:
            var found = false
            let elements = try interpreter.sequenceElements(receiver) { (element: Value) throws(ScriptError) -> Bool in
                found = try context.predicate(0, element)
                return !found
            }
            return elements.map { _ in .bool(found) }
        default:
            return nil
        }
    }
}
