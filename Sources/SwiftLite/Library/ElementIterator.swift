/// The iterator `makeIterator()` gives of a standard sequence (an array, a string, a
/// range, a set, a dictionary): `next()` gives its elements in order, then nil, as a
/// hand-written parser's `while let c = chars.next()` reads them. Scripts hold it as one
/// object, so a copy of an iterator advances with the original (Swift's copies are
/// independent; parsers rarely copy theirs).
final class ElementIterator: HostObject {
    private let elements: [Value]
    private var position = 0

    init(elements: [Value]) {
        self.elements = elements
    }

    override var typeName: String { "IndexingIterator" }

    override func callMethod(_ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        guard name == "next", arguments.isEmpty else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        guard position < elements.count else { return .null }
        defer { position += 1 }
        return elements[position]
    }
}
